//! Finding an edit's `old_string` in a file's bytes. An exact match comes first; if there is
//! none, a normalised match folds trailing spaces per line, CR before LF, Unicode quotes, dashes
//! and special spaces. Either way the result is a byte range of the original file, so only that
//! span is replaced and every other byte stays as it was: folded text is never written back.

use std::ops::Range;

use crate::tools::text::to_eol;

/// How the matches were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    Exact,
    Normalized,
}

/// Every non-overlapping match of `needle` in `hay`, as byte ranges of `hay`. `crlf` is the
/// file's line ending, tried first for the needle's line breaks.
pub fn find(hay: &[u8], needle: &str, crlf: bool) -> (Strategy, Vec<Range<usize>>) {
    let converted = to_eol(needle, crlf);
    for candidate in [converted.as_str(), needle] {
        let found = find_bytes(hay, candidate.as_bytes());
        if !found.is_empty() {
            return (Strategy::Exact, found);
        }
    }
    (Strategy::Normalized, find_folded(hay, needle))
}

/// Non-overlapping occurrences of `needle` in `hay`.
fn find_bytes(hay: &[u8], needle: &[u8]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let Some((&first, _)) = needle.split_first() else {
        return out;
    };
    let mut at = 0;
    while at + needle.len() <= hay.len() {
        let Some(off) = hay[at..=hay.len() - needle.len()]
            .iter()
            .position(|&b| b == first)
        else {
            break;
        };
        let start = at + off;
        if hay[start..].starts_with(needle) {
            out.push(start..start + needle.len());
            at = start + needle.len();
        } else {
            at = start + 1;
        }
    }
    out
}

/// One character of the folded text and the bytes of the original it came from.
struct Folded {
    chars: Vec<char>,
    spans: Vec<Range<usize>>,
}

fn fold_char(c: char) -> char {
    match c {
        '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2032}' => '\'',
        '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{2033}' => '"',
        '\u{2010}' | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2015}'
        | '\u{2212}' => '-',
        '\u{00A0}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}' => ' ',
        other => other,
    }
}

/// Folds `bytes` (invalid UTF-8 becomes U+FFFD per bad sequence), keeping each folded char's
/// source range.
fn fold(bytes: &[u8]) -> Folded {
    let mut f = Folded {
        chars: Vec::with_capacity(bytes.len()),
        spans: Vec::with_capacity(bytes.len()),
    };
    let mut line_start = 0usize;
    let mut pos = 0usize;
    let push = |f: &mut Folded, c: char, span: Range<usize>, line_start: &mut usize| {
        if c == '\n' {
            // A CR right before the LF folds away, then the line's trailing blanks.
            if f.chars.len() > *line_start && f.chars.last() == Some(&'\r') {
                f.chars.pop();
                f.spans.pop();
            }
            trim_trailing(f, *line_start);
            f.chars.push('\n');
            f.spans.push(span);
            *line_start = f.chars.len();
        } else {
            f.chars.push(fold_char(c));
            f.spans.push(span);
        }
    };
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            let len = c.len_utf8();
            push(&mut f, c, pos..pos + len, &mut line_start);
            pos += len;
        }
        let bad = chunk.invalid().len();
        if bad > 0 {
            push(&mut f, '\u{FFFD}', pos..pos + bad, &mut line_start);
            pos += bad;
        }
    }
    trim_trailing(&mut f, line_start);
    f
}

fn trim_trailing(f: &mut Folded, line_start: usize) {
    while f.chars.len() > line_start && matches!(f.chars.last(), Some(' ' | '\t')) {
        f.chars.pop();
        f.spans.pop();
    }
}

fn find_folded(hay: &[u8], needle: &str) -> Vec<Range<usize>> {
    let h = fold(hay);
    let n = fold(needle.as_bytes()).chars;
    let mut out = Vec::new();
    if n.is_empty() || n.len() > h.chars.len() {
        return out;
    }
    let mut i = 0;
    while i + n.len() <= h.chars.len() {
        if h.chars[i..i + n.len()] == n[..] {
            out.push(h.spans[i].start..h.spans[i + n.len() - 1].end);
            i += n.len();
        } else {
            i += 1;
        }
    }
    out
}

/// The 1-based line on which byte `at` of `bytes` stands.
pub fn line_of(bytes: &[u8], at: usize) -> usize {
    1 + bytes[..at.min(bytes.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
}

/// The line ending to give replacement text at `span`: the matched text's own, else the file's.
pub fn crlf_at(hay: &[u8], span: &Range<usize>, file_crlf: bool) -> bool {
    let matched = &hay[span.clone()];
    if matched.contains(&b'\n') {
        matched.windows(2).any(|w| w == b"\r\n")
    } else {
        file_crlf
    }
}

/// `hay` with each span replaced by `with`.
pub fn replace(hay: &[u8], spans: &[Range<usize>], with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(hay.len() + spans.len() * with.len());
    let mut at = 0;
    for s in spans {
        out.extend_from_slice(&hay[at..s.start]);
        out.extend_from_slice(with);
        at = s.end;
    }
    out.extend_from_slice(&hay[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::{Strategy, crlf_at, find, line_of, replace};

    /// (file, needle, file is CRLF, strategy, matched texts)
    type Case<'a> = (&'a [u8], &'a str, bool, Strategy, &'a [&'a [u8]]);

    #[test]
    fn match_table() {
        let cases: [Case; 9] = [
            (
                b"let a = 1;\n",
                "a = 1",
                false,
                Strategy::Exact,
                &[b"a = 1"],
            ),
            (b"x\r\ny\r\n", "x\ny", true, Strategy::Exact, &[b"x\r\ny"]),
            (
                b"ab ab ab",
                "ab",
                false,
                Strategy::Exact,
                &[b"ab", b"ab", b"ab"],
            ),
            (b"aaaa", "aa", false, Strategy::Exact, &[b"aa", b"aa"]),
            (
                "say \u{201C}hi\u{201D}\n".as_bytes(),
                "say \"hi\"",
                false,
                Strategy::Normalized,
                &["say \u{201C}hi\u{201D}".as_bytes()],
            ),
            (
                b"fn a() {   \n    x\t\n}\n",
                "fn a() {\n    x\n}",
                false,
                Strategy::Normalized,
                &[b"fn a() {   \n    x\t\n}"],
            ),
            (
                "a \u{2014} b\u{00A0}c".as_bytes(),
                "a - b c",
                false,
                Strategy::Normalized,
                &["a \u{2014} b\u{00A0}c".as_bytes()],
            ),
            (
                b"one\r\ntwo  \r\n",
                "one \ntwo",
                true,
                Strategy::Normalized,
                &[b"one\r\ntwo"],
            ),
            (
                b"bad \xff here\n",
                "here",
                false,
                Strategy::Exact,
                &[b"here"],
            ),
        ];
        for (hay, needle, crlf, strategy, want) in cases {
            let (s, found) = find(hay, needle, crlf);
            let got: Vec<&[u8]> = found.iter().map(|r| &hay[r.clone()]).collect();
            assert_eq!((s, got), (strategy, want.to_vec()), "{needle:?}");
        }
        assert!(find(b"abc", "xyz", false).1.is_empty());
        assert!(find(b"abc", "  ", false).1.is_empty());
    }

    #[test]
    fn replace_and_lines() {
        let hay = b"a\nbXc\ndX\n";
        let (_, found) = find(hay, "X", false);
        assert_eq!(replace(hay, &found, b"YY"), b"a\nbYYc\ndYY\n");
        assert_eq!(line_of(hay, found[0].start), 2);
        assert_eq!(line_of(hay, found[1].start), 3);
        assert!(crlf_at(b"a\r\nb", &(0..4), false));
        assert!(!crlf_at(b"a\nb", &(0..3), true));
        assert!(crlf_at(b"ab", &(0..1), true));
    }
}
