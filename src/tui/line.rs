//! A line of styled text, the unit components render and the renderer diffs. Text in a `Line`
//! holds no control characters (sanitise untrusted text first); the width is counted in columns.

use crate::tui::style::{Style, Theme};
use crate::tui::width::{char_width, str_width};

/// A run of text in one style.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    pub text: String,
    pub style: Style,
}

/// One screen row (at most the render width, once a component has wrapped or truncated it).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Line {
    pub spans: Vec<Span>,
}

impl Line {
    pub fn new() -> Line {
        Line::default()
    }

    pub fn raw(text: impl Into<String>) -> Line {
        Line::styled(text, Style::PLAIN)
    }

    pub fn styled(text: impl Into<String>, style: Style) -> Line {
        let mut l = Line::new();
        l.push(text, style);
        l
    }

    /// Appends text; adjacent text in the same style merges into one span.
    pub fn push(&mut self, text: impl Into<String>, style: Style) -> &mut Line {
        let text = text.into();
        if text.is_empty() {
            return self;
        }
        match self.spans.last_mut() {
            Some(last) if last.style == style => last.text.push_str(&text),
            _ => self.spans.push(Span { text, style }),
        }
        self
    }

    /// Builder form of `push`.
    pub fn with(mut self, text: impl Into<String>, style: Style) -> Line {
        self.push(text, style);
        self
    }

    pub fn append(&mut self, other: Line) {
        for s in other.spans {
            self.push(s.text, s.style);
        }
    }

    pub fn width(&self) -> usize {
        self.spans.iter().map(|s| str_width(&s.text)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.spans.iter().all(|s| s.text.is_empty())
    }

    /// The text without styles.
    pub fn plain(&self) -> String {
        self.spans.iter().map(|s| s.text.as_str()).collect()
    }

    /// The bytes for the terminal: each styled span is switched on and reset after itself.
    pub fn to_ansi(&self, theme: &Theme) -> String {
        let mut out = String::new();
        for s in &self.spans {
            let sgr = theme.sgr(&s.style);
            if sgr.is_empty() {
                out.push_str(&s.text);
            } else {
                out.push_str(&sgr);
                out.push_str(&s.text);
                out.push_str("\x1b[0m");
            }
        }
        out
    }

    /// Cuts the line to `width` columns, ending it with `…` when something was cut.
    pub fn truncate(&self, width: usize) -> Line {
        if self.width() <= width {
            return self.clone();
        }
        let mut out = Line::new();
        if width == 0 {
            return out;
        }
        let mut used = 0;
        let mut last_style = Style::PLAIN;
        'outer: for s in &self.spans {
            last_style = s.style;
            let mut piece = String::new();
            for c in s.text.chars() {
                let cw = char_width(c);
                if used + cw > width - 1 {
                    out.push(piece, s.style);
                    break 'outer;
                }
                piece.push(c);
                used += cw;
            }
            out.push(piece, s.style);
        }
        let mut out = out.trim_end();
        out.push("…", last_style);
        out
    }

    /// Word-wraps to `width` columns. Words longer than the width are broken between characters;
    /// spaces at a break are dropped. Always returns at least one line.
    pub fn wrap(&self, width: usize) -> Vec<Line> {
        let width = width.max(1);
        let mut out: Vec<Line> = Vec::new();
        let mut cur = Line::new();
        let mut cur_w = 0;
        for span in &self.spans {
            for (piece, is_space) in split_words(&span.text) {
                let w = str_width(piece);
                if is_space {
                    if cur_w == 0 && !out.is_empty() {
                        continue;
                    }
                    if cur_w + w > width {
                        out.push(std::mem::take(&mut cur).trim_end());
                        cur_w = 0;
                        continue;
                    }
                    cur.push(piece, span.style);
                    cur_w += w;
                } else if cur_w + w <= width {
                    cur.push(piece, span.style);
                    cur_w += w;
                } else if w <= width {
                    out.push(std::mem::take(&mut cur).trim_end());
                    cur.push(piece, span.style);
                    cur_w = w;
                } else {
                    for c in piece.chars() {
                        let cw = char_width(c);
                        if cur_w + cw > width && cur_w > 0 {
                            out.push(std::mem::take(&mut cur).trim_end());
                            cur_w = 0;
                        }
                        cur.push(c.to_string(), span.style);
                        cur_w += cw;
                    }
                }
            }
        }
        out.push(cur.trim_end());
        out
    }

    /// Removes trailing spaces.
    pub fn trim_end(mut self) -> Line {
        while let Some(last) = self.spans.last_mut() {
            let t = last.text.trim_end_matches(' ').len();
            last.text.truncate(t);
            if last.text.is_empty() {
                self.spans.pop();
            } else {
                break;
            }
        }
        self
    }

    /// `prefix` before the first line and `indent` before the rest, the text wrapped to fit.
    pub fn wrap_with_prefix(&self, width: usize, prefix: &Line, indent: &Line) -> Vec<Line> {
        let pw = prefix.width().max(indent.width());
        let inner = width.saturating_sub(pw).max(1);
        self.wrap(inner)
            .into_iter()
            .enumerate()
            .map(|(i, l)| {
                let mut out = if i == 0 {
                    prefix.clone()
                } else {
                    indent.clone()
                };
                out.append(l);
                out
            })
            .collect()
    }
}

/// Splits text into runs of spaces and runs of non-spaces.
fn split_words(s: &str) -> Vec<(&str, bool)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_space = None;
    for (i, c) in s.char_indices() {
        let sp = c == ' ';
        match in_space {
            Some(prev) if prev != sp => {
                out.push((&s[start..i], prev));
                start = i;
            }
            _ => {}
        }
        in_space = Some(sp);
    }
    if let Some(sp) = in_space {
        out.push((&s[start..], sp));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::Line;
    use crate::tui::style::{ColorLevel, Role, Style, Theme};

    fn plains(lines: &[Line]) -> Vec<String> {
        lines.iter().map(Line::plain).collect()
    }

    #[test]
    fn wrap_table() {
        let cases: &[(&str, usize, &[&str])] = &[
            ("", 10, &[""]),
            ("hello world", 20, &["hello world"]),
            ("hello world", 5, &["hello", "world"]),
            ("hello world", 8, &["hello", "world"]),
            ("a  b", 2, &["a", "b"]),
            ("abcdefghij", 4, &["abcd", "efgh", "ij"]),
            ("日本語テキスト", 5, &["日本", "語テ", "キス", "ト"]),
            ("the quick brown fox", 10, &["the quick", "brown fox"]),
        ];
        for (text, w, want) in cases {
            let got = Line::raw(*text).wrap(*w);
            assert_eq!(plains(&got), *want, "wrap({text:?}, {w})");
            for l in &got {
                assert!(l.width() <= *w, "{l:?} wider than {w}");
            }
        }
    }

    #[test]
    fn wrap_keeps_styles() {
        let l = Line::raw("plain ").with("bold words here", Style::PLAIN.bold());
        let got = l.wrap(11);
        assert_eq!(plains(&got), ["plain bold", "words here"]);
        assert_eq!(got[1].spans[0].style, Style::PLAIN.bold());
    }

    #[test]
    fn truncate_and_ansi() {
        let l =
            Line::styled("error:", Style::role(Role::Error)).with(" something long", Style::PLAIN);
        assert_eq!(l.truncate(10).plain(), "error: so…");
        assert_eq!(l.truncate(100), l);
        let theme = Theme::dark(ColorLevel::Ansi16);
        assert_eq!(l.truncate(4).to_ansi(&theme), "\x1b[31merr…\x1b[0m");
    }
}
