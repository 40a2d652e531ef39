//! The identity of a session line (`type`, and `message.role`) read from its raw bytes in any
//! key order, without a JSON parse: strings are skipped with a byte search for `"` and `\`,
//! nested values by bracket depth, and nothing is decoded or UTF-8-checked. The history scans
//! use it to drop the lines that cannot matter (tool results are most of a file's bytes) before
//! they pay for serde; a line it cannot read is handed to the full parser.

use std::borrow::Cow;

use crate::session::line_error::LineError;
use crate::session::scan::head_unchecked;

/// `type` and `message.role` of one line.
pub(crate) struct LineHead<'a> {
    pub kind: Cow<'a, str>,
    pub role: Option<Cow<'a, str>>,
}

/// The head of `line`: from the raw bytes, else (an unusual line) from the full parse, whose
/// error marks the line corrupt.
pub(crate) fn head(line: &[u8]) -> Result<LineHead<'_>, LineError> {
    if let Some(h) = head_fast(line) {
        return Ok(h);
    }
    let h = head_unchecked(line)?;
    Ok(LineHead {
        kind: h.kind,
        role: h.role,
    })
}

fn head_fast(line: &[u8]) -> Option<LineHead<'_>> {
    let [kind, message] = fields(line, [b"type", b"message"])?;
    let kind = plain_str(kind?)?;
    let role = match message {
        Some(m) if m.first() == Some(&b'{') => {
            let [role] = fields(m, [b"role"])?;
            match role {
                Some(r) => Some(Cow::Borrowed(plain_str(r)?)),
                None => None,
            }
        }
        _ => None,
    };
    Some(LineHead {
        kind: Cow::Borrowed(kind),
        role,
    })
}

/// A raw JSON string value without escapes, as text; `None` for anything else.
fn plain_str(v: &[u8]) -> Option<&str> {
    let inner = v.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    if inner.contains(&b'\\') {
        return None;
    }
    std::str::from_utf8(inner).ok()
}

fn ws(s: &[u8], mut i: usize) -> usize {
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r') {
        i += 1;
    }
    i
}

/// The end (exclusive) of the string whose opening quote is at `i`.
fn string_end(s: &[u8], i: usize) -> Option<usize> {
    let mut j = i + 1;
    loop {
        let k = j + memchr::memchr2(b'"', b'\\', s.get(j..)?)?;
        if s[k] == b'"' {
            return Some(k + 1);
        }
        j = k + 2;
    }
}

/// The end (exclusive) of the object or array that opens at `i`.
fn container_end(s: &[u8], i: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut j = i;
    while j < s.len() {
        match s[j] {
            b'"' => {
                j = string_end(s, j)?;
                continue;
            }
            b'{' | b'[' => depth += 1,
            b'}' | b']' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(j + 1);
                }
            }
            _ => {}
        }
        j += 1;
    }
    None
}

/// The end (exclusive) of the value that starts at `i`.
fn value_end(s: &[u8], i: usize) -> Option<usize> {
    match *s.get(i)? {
        b'"' => string_end(s, i),
        b'{' | b'[' => container_end(s, i),
        _ => {
            let mut j = i;
            while j < s.len() && !matches!(s[j], b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r')
            {
                j += 1;
            }
            (j > i).then_some(j)
        }
    }
}

/// The raw values of `keys` among the members of the object that is the whole of `s`
/// (surrounding whitespace allowed); `None` when `s` is not read as one object.
fn fields<'a, const N: usize>(s: &'a [u8], keys: [&[u8]; N]) -> Option<[Option<&'a [u8]>; N]> {
    let mut out = [None; N];
    let mut i = ws(s, 0);
    if s.get(i) != Some(&b'{') {
        return None;
    }
    i = ws(s, i + 1);
    if s.get(i) == Some(&b'}') {
        return (ws(s, i + 1) == s.len()).then_some(out);
    }
    loop {
        if s.get(i) != Some(&b'"') {
            return None;
        }
        let key_end = string_end(s, i)?;
        let key = &s[i + 1..key_end - 1];
        i = ws(s, key_end);
        if s.get(i) != Some(&b':') {
            return None;
        }
        i = ws(s, i + 1);
        let end = value_end(s, i)?;
        if let Some(slot) = keys.iter().position(|k| *k == key) {
            out[slot] = Some(&s[i..end]);
        }
        i = ws(s, end);
        match s.get(i) {
            Some(b',') => i = ws(s, i + 1),
            Some(b'}') => return (ws(s, i + 1) == s.len()).then_some(out),
            _ => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{head, head_fast};

    /// A line and the (type, role) expected of it.
    type Case<'a> = (&'a str, Option<(&'a str, Option<&'a str>)>);

    #[test]
    fn heads() {
        let table: &[Case] = &[
            (r#"{"type":"leaf","id":"a"}"#, Some(("leaf", None))),
            (
                r#"{"type":"message","message":{"content":"x \"y\" [{","role":"user"}}"#,
                Some(("message", Some("user"))),
            ),
            (
                r#"{"message":{"api":"a","content":[{"t":[1,2]}],"role":"assistant"},"type":"message"}"#,
                Some(("message", Some("assistant"))),
            ),
            (
                r#" { "type" : "usage" , "n" : 1.5e3 } "#,
                Some(("usage", None)),
            ),
            (
                r#"{"type":"message","message":{"content":"a\\"}}"#,
                Some(("message", None)),
            ),
            (r#"{"type":"message","message":{"content":"x"}"#, None),
            (r#"{"type":"x"} trailing"#, None),
            (r#"{"type":"x",}"#, None),
            (r#"{"id":"a"}"#, None),
            (r#"{"type":"t\u0065"}"#, None),
            ("not json", None),
            ("", None),
        ];
        for (line, want) in table {
            let got = head_fast(line.as_bytes())
                .map(|h| (h.kind.into_owned(), h.role.map(|r| r.into_owned())));
            let want = want.map(|(k, r)| (k.to_string(), r.map(str::to_string)));
            assert_eq!(got, want, "{line}");
        }
        assert!(head(b"{not json").is_err());
        let h = head(br#"{"type":"t\u0065"}"#).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(h.kind, "te");
    }
}
