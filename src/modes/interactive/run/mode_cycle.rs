//! Shift+Tab (permissions.md "Entering Bypass"): cycles Manual → Accept edits → Plan → Auto →
//! Bypass permissions → Manual. Entering Bypass opens a confirmation with Cancel selected;
//! cancelling skips Bypass and lands on Manual, confirming switches and is not asked again in
//! this run of ama. `allowlist` is never reached by cycling (from it, Shift+Tab goes to Manual).

use crate::permissions::mode::Mode;
use crate::tui::components::blocks::Notice;
use crate::tui::components::confirm::{Answer, ConfirmDialog};
use crate::tui::keys::Key;

use super::Ui;

impl Ui {
    /// The mode the agent is in now.
    pub(super) fn mode(&self) -> Mode {
        Mode::parse(self.agent.state().permission_mode).unwrap_or(Mode::Default)
    }

    /// Shift+Tab: the next mode in the cycle, or the confirmation before Bypass.
    pub(super) fn cycle_mode(&mut self) {
        let next = self.mode().next_in_cycle();
        if next == Mode::FullAuto && !self.bypass_confirmed {
            self.confirm = Some(ConfirmDialog::bypass());
            return;
        }
        self.switch_mode(next);
    }

    /// A key while the confirmation is open; true when it was the dialog's.
    pub(super) fn confirm_key(&mut self, k: Key) -> bool {
        let Some(dialog) = &mut self.confirm else {
            return false;
        };
        match dialog.handle_key(k) {
            Some(Answer::Confirm) => {
                self.confirm = None;
                self.bypass_confirmed = true;
                self.switch_mode(Mode::FullAuto);
            }
            Some(Answer::Cancel) => {
                self.confirm = None;
                self.switch_mode(Mode::Default);
            }
            None => {}
        }
        true
    }

    fn switch_mode(&mut self, mode: Mode) {
        if self.mode() != mode {
            self.agent.set_permission_mode(mode);
        }
        if mode == Mode::FullAuto {
            self.commit_notice(Notice::Info(
                "Bypass permissions: tool calls run without asking (Shift+Tab to leave)".into(),
            ));
        }
    }
}
