//! Keys typed before a dialog appeared never answer it (issue #24): when the approval dialog, the
//! plan dialog or the Bypass confirmation is first drawn, what the terminal holds unread and what
//! ama has read but not handled is dropped. A child cannot type into the terminal (it has none
//! and the seccomp filter refuses TIOCSTI), so this guards against the user's own type-ahead
//! and anything that got past those.

use super::Ui;

impl Ui {
    /// What identifies the dialog on top, if any (the order `frame` draws them in).
    pub(super) fn modal(&self) -> Option<String> {
        if let Some((id, _)) = &self.dialog {
            return Some(format!("approval:{id}"));
        }
        if self.confirm.is_some() {
            return Some("confirm:bypass".into());
        }
        self.plan.as_ref().map(|(id, _)| format!("plan:{id}"))
    }

    /// After a render: a dialog drawn for the first time drops the keys typed before it.
    pub(super) fn discard_before_new_modal(&mut self) {
        let now = self.modal();
        if now.is_some() && now != self.modal_seen {
            crate::tui::terminal::flush_typed_input();
            self.input.discard_typed_ahead();
        }
        self.modal_seen = now;
    }
}
