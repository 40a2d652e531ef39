//! The component contract (STYLE.md "For the terminal UI"): a component renders its own state
//! as lines for a width, every line at most that wide; input handling is separate; nothing but
//! the renderer writes to the terminal. `FrameBuilder` stacks components into the live region's
//! `Frame`, carrying the focused component's cursor.

use crate::tui::line::Line;
use crate::tui::renderer::Frame;

pub trait Component {
    /// The component's rows at `width` columns (each at most `width` wide).
    fn render(&self, width: usize) -> Vec<Line>;
}

/// Stacks rendered components top to bottom into one frame.
#[derive(Default)]
pub struct FrameBuilder {
    frame: Frame,
}

impl FrameBuilder {
    pub fn new() -> FrameBuilder {
        FrameBuilder::default()
    }

    pub fn push(&mut self, lines: Vec<Line>) -> &mut FrameBuilder {
        self.frame.lines.extend(lines);
        self
    }

    pub fn component(&mut self, c: &dyn Component, width: usize) -> &mut FrameBuilder {
        self.push(c.render(width))
    }

    /// Lines with the text cursor at (row, column) within them.
    pub fn push_with_cursor(
        &mut self,
        lines: Vec<Line>,
        cursor: Option<(usize, usize)>,
    ) -> &mut FrameBuilder {
        let top = self.frame.lines.len();
        if let Some((r, c)) = cursor {
            self.frame.cursor = Some((top + r, c));
        }
        self.push(lines)
    }

    pub fn build(self) -> Frame {
        self.frame
    }
}

#[cfg(test)]
mod tests {
    use super::{Component, FrameBuilder};
    use crate::tui::line::Line;

    struct Two;
    impl Component for Two {
        fn render(&self, _width: usize) -> Vec<Line> {
            vec![Line::raw("a"), Line::raw("b")]
        }
    }

    #[test]
    fn cursor_is_offset_by_the_rows_above() {
        let mut fb = FrameBuilder::new();
        fb.component(&Two, 10)
            .push_with_cursor(vec![Line::raw("› x")], Some((0, 3)));
        let f = fb.build();
        assert_eq!(f.lines.len(), 3);
        assert_eq!(f.cursor, Some((2, 3)));
    }
}
