//! Thinking blocks (tui.md "layout", `ui.showThinking`): while the model thinks, the block is
//! live above the answer (collapsed: one line with a count); at its end it goes to the scrollback
//! in the configured form: collapsed to the count, in full, or not at all.

use crate::tui::component::Component;
use crate::tui::components::blocks::{Thinking, ThinkingMode};
use crate::tui::line::Line;

use super::Ui;

impl Ui {
    pub(super) fn thinking_delta(&mut self, delta: &str) {
        if self.show_thinking == ThinkingMode::Hidden {
            return;
        }
        self.thinking
            .get_or_insert_with(String::new)
            .push_str(delta);
        self.thinking_lines += delta.matches('\n').count();
    }

    /// Commits the thinking block, if one is open.
    pub(super) fn thinking_end(&mut self) {
        let Some(text) = self.thinking.take() else {
            return;
        };
        self.thinking_lines = 0;
        if text.trim().is_empty() {
            return;
        }
        let w = self.r.width();
        let block = Thinking {
            text,
            tokens: None,
            mode: self.show_thinking,
        };
        self.r.commit(block.render(w));
    }

    /// The live thinking block: always the one-line count while it streams (a full block is
    /// printed whole at its end).
    pub(super) fn thinking_live(&self, width: usize) -> Option<Line> {
        self.thinking
            .as_ref()
            .map(|_| Thinking::live_line(self.thinking_lines + 1, width))
    }
}
