//! Plain text, word-wrapped (or cut to one row with `TruncatedText`), in one style.

use crate::tui::component::Component;
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize;
use crate::tui::style::Style;

pub struct Text {
    text: String,
    style: Style,
}

impl Text {
    /// `text` may be untrusted: it is sanitised here.
    pub fn new(text: &str, style: Style) -> Text {
        Text {
            text: sanitize(text),
            style,
        }
    }
}

impl Component for Text {
    fn render(&self, width: usize) -> Vec<Line> {
        if self.text.is_empty() {
            return Vec::new();
        }
        self.text
            .split('\n')
            .flat_map(|l| Line::styled(l, self.style).wrap(width))
            .collect()
    }
}

/// One row, cut with `…` when too wide.
#[cfg(test)]
pub struct TruncatedText {
    line: Line,
}

#[cfg(test)]
impl TruncatedText {
    pub fn new(text: &str, style: Style) -> TruncatedText {
        TruncatedText {
            line: Line::styled(crate::tui::sanitize::sanitize_line(text), style),
        }
    }
}

#[cfg(test)]
impl Component for TruncatedText {
    fn render(&self, width: usize) -> Vec<Line> {
        vec![self.line.truncate(width)]
    }
}

#[cfg(test)]
mod tests {
    use super::{Text, TruncatedText};
    use crate::tui::component::Component;
    use crate::tui::style::Style;

    fn plain(c: &dyn Component, w: usize) -> Vec<String> {
        c.render(w).iter().map(|l| l.plain()).collect()
    }

    #[test]
    fn wraps_at_two_widths_and_sanitises() {
        let t = Text::new(
            "The quick brown fox jumps over the lazy dog.\n\x1b[31mred\x1b[0m done",
            Style::PLAIN,
        );
        assert_eq!(
            plain(&t, 40),
            [
                "The quick brown fox jumps over the lazy",
                "dog.",
                "red done"
            ]
        );
        assert_eq!(
            plain(&t, 100),
            ["The quick brown fox jumps over the lazy dog.", "red done"]
        );
        let t = TruncatedText::new("a/very/long/path/name.rs\n", Style::PLAIN);
        assert_eq!(plain(&t, 10), ["a/very/lo…"]);
        assert_eq!(plain(&t, 100), ["a/very/long/path/name.rs␊"]);
    }
}
