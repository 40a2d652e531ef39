//! Esc during a run (tui.md "keys", sessions.md "rewind"): queued messages go back into the
//! editor; then, with `ui.restoreOnCancel` (default true) and no reply yet, the turn is withdrawn
//! with a conversation rewind and its text goes back into the editor before them. A turn that has
//! started replying is only stopped.

use std::time::Duration;

use crate::tui::components::blocks::Notice;

use super::Ui;

/// How long Esc waits for the run to stop before it rewinds.
const WITHDRAW_DEADLINE: Duration = Duration::from_secs(3);

impl Ui {
    pub(super) fn interrupt(&mut self) {
        self.unqueue_all();
        if !self.restore_on_cancel {
            let _ = self.agent.abort(Duration::ZERO);
            return;
        }
        match self.agent.withdraw_turn(WITHDRAW_DEADLINE) {
            Ok(crate::agent::rewind::Withdrawal {
                withdrawn: Some(text),
                ..
            }) => {
                self.put_back(&[text]);
                self.commit_notice(Notice::Info(
                    "Turn withdrawn before any reply; its message is back in the editor".into(),
                ));
            }
            Ok(_) => {}
            Err(e) => self.commit_notice(Notice::Error(format!(
                "could not withdraw the turn: {e}; the run was asked to stop"
            ))),
        }
    }
}
