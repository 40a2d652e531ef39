//! Keys typed before a dialog appeared never answer it (issue #24): when the approval dialog, the
//! plan dialog or the Bypass confirmation is first drawn, what the terminal holds unread and what
//! ama has read but not handled is dropped. A child cannot type into the terminal (it has none
//! and the seccomp filter refuses TIOCSTI), so this guards against the user's own type-ahead
//! and anything that got past those.
//!
//! Two moments are covered. Keys read while a dialog's request has come from the agent but is not
//! drawn yet (the loop was drawing, or the terminal was slow to take the frame) are dropped when
//! the loop takes them: they do not reach the dialog, nor the editor (an Enter there would send
//! them as a message). Keys still unread, or read but not taken, when the dialog is first drawn
//! are dropped then. Keys taken before the dialog's request came stay where they were typed (the
//! editor), as in Claude Code.

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

    /// After a wait returned `inputs`: the agent's events that came meanwhile are taken in
    /// first. True when they open a dialog: the keys were typed before it was drawn, and the
    /// caller drops them (the next render draws the dialog and discards the rest).
    pub(super) fn typed_before_pending_modal(
        &mut self,
        inputs: &[crate::tui::keys::Input],
    ) -> bool {
        if inputs.is_empty() {
            return false;
        }
        self.drain_events();
        let now = self.modal();
        now.is_some() && now != self.modal_seen
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
