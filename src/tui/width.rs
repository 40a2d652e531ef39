//! Display width in terminal columns (unicode-width: wide CJK and emoji count 2, combining marks
//! 0), with ANSI escape sequences excluded, column-based truncation of plain strings, and the
//! grapheme clusters the editor moves and deletes by.
//!
//! Clusters follow the rules of UAX #29 that typed and pasted text meets, without the tables of a
//! segmentation crate: a character of width 0 (combining marks, ZWJ, variation selectors, tag
//! characters) and an emoji skin-tone modifier extend the cluster before it (GB9); the
//! character after a ZWJ joins it (GB11, the family and profession emoji); regional indicators
//! pair into flags (GB12/13). Hangul jamo after the first are width 0 and extend too. Not
//! covered: prepend characters and spacing marks of some Indic scripts (each is its own step).

use unicode_width::UnicodeWidthChar;

/// Columns one character takes. Control characters take none (the sanitiser removes them before
/// text reaches a component).
pub fn char_width(c: char) -> usize {
    if c.is_control() {
        return 0;
    }
    c.width().unwrap_or(0)
}

fn is_regional_indicator(c: char) -> bool {
    ('\u{1F1E6}'..='\u{1F1FF}').contains(&c)
}

/// Whether `c` continues the cluster before it (whatever that was).
fn extends(c: char) -> bool {
    char_width(c) == 0 && !c.is_control() || ('\u{1F3FB}'..='\u{1F3FF}').contains(&c)
}

/// The byte offsets where the grapheme clusters of `s` start, then `s.len()`.
pub fn grapheme_boundaries(s: &str) -> Vec<usize> {
    let mut out = Vec::with_capacity(s.len() + 1);
    let mut prev: Option<char> = None;
    // Regional indicators in the current run; an odd count means the next one pairs.
    let mut ri_run = 0;
    for (i, c) in s.char_indices() {
        let joins = match prev {
            None => false,
            Some(p) => {
                extends(c)
                    || p == '\u{200D}'
                    || (is_regional_indicator(p) && is_regional_indicator(c) && ri_run % 2 == 1)
            }
        };
        ri_run = if is_regional_indicator(c) { ri_run + 1 } else { 0 };
        if !joins {
            out.push(i);
        }
        prev = Some(c);
    }
    out.push(s.len());
    out
}

/// The start of the cluster that ends at byte `at` of `s` (0 at the start).
pub fn prev_grapheme(s: &str, at: usize) -> usize {
    grapheme_boundaries(&s[..at])
        .into_iter()
        .rev()
        .find(|&b| b < at)
        .unwrap_or(0)
}

/// The end of the cluster that starts at byte `at` of `s` (`at` at the end).
pub fn next_grapheme(s: &str, at: usize) -> usize {
    grapheme_boundaries(&s[at..])
        .into_iter()
        .find(|&b| b > 0)
        .map_or(at, |b| at + b)
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
    use super::{
        grapheme_boundaries, next_grapheme, prev_grapheme, slice_columns, str_width, truncate,
        visible_width,
    };

    #[test]
    fn grapheme_clusters_table() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
        let cases: &[(&str, &[&str])] = &[
            ("abc", &["a", "b", "c"]),
            ("e\u{301}x", &["e\u{301}", "x"]),
            (&format!("a{family}b"), &["a", family, "b"]),
            // Two flags (FR, DE) and a third lone indicator.
            (
                "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}\u{1F1EB}",
                &["\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}", "\u{1F1EB}"],
            ),
            ("\u{1F44D}\u{1F3FD}!", &["\u{1F44D}\u{1F3FD}", "!"]),
            ("\u{2764}\u{FE0F}x", &["\u{2764}\u{FE0F}", "x"]),
            ("\u{1100}\u{1161}\u{11A8}", &["\u{1100}\u{1161}\u{11A8}"]),
            ("日本", &["日", "本"]),
        ];
        for (s, want) in cases {
            let b = grapheme_boundaries(s);
            let got: Vec<&str> = b.windows(2).map(|w| &s[w[0]..w[1]]).collect();
            assert_eq!(&got, want, "{s:?}");
        }
        let s = format!("x{family}");
        assert_eq!(next_grapheme(&s, 1), s.len());
        assert_eq!(prev_grapheme(&s, s.len()), 1);
        assert_eq!(prev_grapheme(&s, 1), 0);
        assert_eq!(next_grapheme(&s, s.len()), s.len());
    }

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
