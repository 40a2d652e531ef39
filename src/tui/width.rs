//! Display width in terminal columns (unicode-width: wide CJK and emoji count 2, combining marks
//! 0), with ANSI escape sequences excluded, and column-based truncation of plain strings.

use unicode_width::UnicodeWidthChar;

/// Columns one character takes. Control characters take none (the sanitiser removes them before
/// text reaches a component).
pub fn char_width(c: char) -> usize {
    if c.is_control() {
        return 0;
    }
    c.width().unwrap_or(0)
}

/// Columns a plain string takes.
pub fn str_width(s: &str) -> usize {
    s.chars().map(char_width).sum()
}

/// Columns a string takes on screen, skipping ANSI escape sequences (CSI, OSC and two-byte ESC).
#[cfg(test)]
pub fn visible_width(s: &str) -> usize {
    let mut w = 0;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\x1b' {
            w += char_width(c);
            continue;
        }
        match chars.next() {
            Some('[') => {
                // CSI: parameters and intermediates, then one final byte in @..~.
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            }
            Some(']') => {
                // OSC: ends at BEL or ST (ESC \).
                while let Some(c) = chars.next() {
                    if c == '\x07' {
                        break;
                    }
                    if c == '\x1b' && chars.peek() == Some(&'\\') {
                        chars.next();
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    w
}

/// The longest prefix of `s` that fits in `width` columns, with `…` at the end when cut.
/// Zero-width characters (combining marks) stay with the character before them.
#[cfg(test)]
pub fn truncate(s: &str, width: usize) -> String {
    if str_width(s) <= width {
        return s.to_string();
    }
    if width == 0 {
        return String::new();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in s.chars() {
        let cw = char_width(c);
        if used + cw > width - 1 {
            break;
        }
        out.push(c);
        used += cw;
    }
    out.push('…');
    out
}

/// The characters of `s` between columns `start` (inclusive) and `end` (exclusive). A wide
/// character cut by either edge is left out.
#[cfg(test)]
pub fn slice_columns(s: &str, start: usize, end: usize) -> String {
    let mut out = String::new();
    let mut col = 0;
    for c in s.chars() {
        let cw = char_width(c);
        if col >= start && col + cw <= end && !(cw == 0 && out.is_empty() && col > start) {
            out.push(c);
        }
        col += cw;
        if col > end {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{slice_columns, str_width, truncate, visible_width};

    #[test]
    fn widths_table() {
        let cases = [
            ("", 0),
            ("abc", 3),
            ("日本語", 6),
            ("e\u{301}", 1), // e + combining acute
            ("👍", 2),
            ("a\tb", 2), // tab is a control character: 0 here, expanded by the sanitiser
        ];
        for (s, w) in cases {
            assert_eq!(str_width(s), w, "{s:?}");
        }
    }

    #[test]
    fn visible_width_skips_ansi() {
        assert_eq!(visible_width("\x1b[1;31mred\x1b[0m"), 3);
        assert_eq!(visible_width("\x1b]8;;http://x\x1b\\link\x1b]8;;\x07"), 4);
        assert_eq!(visible_width("日\x1b[2m本"), 4);
    }

    #[test]
    fn truncate_table() {
        let cases = [
            ("hello", 10, "hello"),
            ("hello", 5, "hello"),
            ("hello world", 6, "hello…"),
            ("日本語テキスト", 5, "日本…"),
            ("日本語", 4, "日…"),
            ("abc", 0, ""),
            ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ];
        for (s, w, want) in cases {
            let got = truncate(s, w);
            assert_eq!(got, want, "truncate({s:?}, {w})");
            assert!(str_width(&got) <= w);
        }
    }

    #[test]
    fn slice_columns_table() {
        assert_eq!(slice_columns("abcdef", 1, 4), "bcd");
        assert_eq!(slice_columns("日本語", 1, 4), "本");
        assert_eq!(slice_columns("日本語", 0, 4), "日本");
    }
}
