//! The raw members of a session line read from its bytes, without a JSON parse: strings are
//! skipped with a byte search for `"` and `\`, objects and arrays member by member, and nothing
//! is decoded. The history scans use it to drop the lines that cannot matter (tool results are
//! most of a file's bytes) before they pay for a parse, and `stats` reads its few fields of a
//! counted line with it ([`crate::history::stats_line`]).
//!
//! It rejects what serde_json would reject in a value it skips (a bad escape, a number or
//! literal outside JSON's grammar, nesting deeper than serde's limit), and it gives up (`None`)
//! on anything it does not read exactly as serde would: a key with an escape, a wanted key
//! given twice. The callers hand such a line to the full parser. What it does not check: raw
//! control characters in strings, and the UTF-8 of keys (serde_json checks both when it decodes
//! a struct; [`crate::history::stats_line`] checks the whole line for them first).

use std::borrow::Cow;

use crate::session::line_error::LineError;
use crate::session::scan::head_unchecked;

/// The deepest nesting a skipped value may have before the full parser decides (serde_json
/// stops at 128 levels in all; a line's own object and its message take two).
const MAX_DEPTH: usize = 100;

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

/// `type` and `message.role` in one walk over the line (the role of a tool result comes after
/// its content, so a second walk over the message would read most of the line again).
fn head_fast(line: &[u8]) -> Option<LineHead<'_>> {
    let mut kind = None;
    // `Some(role)` once the message member is read.
    let mut message: Option<Option<&[u8]>> = None;
    let end = walk_object(line, 0, |key, at| match key {
        b"type" => {
            let end = value_end(line, at)?;
            put(&mut kind, &line[at..end])?;
            Some(end)
        }
        b"message" => {
            let (role, end) = if line.get(at) == Some(&b'{') {
                let ([role], end) = object_at(line, at, [b"role"])?;
                (role, end)
            } else {
                (None, value_end(line, at)?)
            };
            put(&mut message, role)?;
            Some(end)
        }
        _ => value_end(line, at),
    })?;
    if !only_ws(line, end) {
        return None;
    }
    let role = match message.flatten() {
        Some(r) => Some(Cow::Borrowed(plain_str(r)?)),
        None => None,
    };
    Some(LineHead {
        kind: Cow::Borrowed(plain_str(kind?)?),
        role,
    })
}

/// Stores `v` in an empty `slot`; `None` when the slot was filled (a key given twice).
pub(crate) fn put<T>(slot: &mut Option<T>, v: T) -> Option<()> {
    if slot.is_some() {
        return None;
    }
    *slot = Some(v);
    Some(())
}

/// A raw JSON string value without escapes or control characters, as text; `None` for
/// anything else.
pub(crate) fn plain_str(v: &[u8]) -> Option<&str> {
    let inner = v.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
    if inner.iter().any(|&b| b == b'\\' || b < 0x20) {
        return None;
    }
    std::str::from_utf8(inner).ok()
}

/// Whether `s` from `i` on is whitespace only.
pub(crate) fn only_ws(s: &[u8], i: usize) -> bool {
    ws(s, i) == s.len()
}

fn ws(s: &[u8], mut i: usize) -> usize {
    while i < s.len() && matches!(s[i], b' ' | b'\t' | b'\n' | b'\r') {
        i += 1;
    }
    i
}

/// The end (exclusive) of the string whose opening quote is at `i`, and whether it holds an
/// escape; `None` when it is cut or an escape is not one of JSON's.
fn string_at(s: &[u8], i: usize) -> Option<(usize, bool)> {
    let mut j = i + 1;
    let mut escaped = false;
    loop {
        let k = j + quote_or_backslash(s.get(j..)?)?;
        if s[k] == b'"' {
            return Some((k + 1, escaped));
        }
        escaped = true;
        j = match *s.get(k + 1)? {
            b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => k + 2,
            b'u' if s.get(k + 2..k + 6)?.iter().all(u8::is_ascii_hexdigit) => k + 6,
            _ => return None,
        };
    }
}

/// The first `"` or `\` in `s`. Most strings in a line are short (keys, ids, names): their end
/// is found eight bytes at a time, without a vector search's setup; past 32 bytes a vector
/// search takes over.
fn quote_or_backslash(s: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let mut i = 0;
    while i < 32 && i + 8 <= s.len() {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&s[i..i + 8]);
        let w = u64::from_le_bytes(bytes);
        // A zero byte of `w ^ c` is a byte equal to `c`; the lowest flag of the classic
        // zero-byte test is always a true one.
        let q = w ^ (ONES * u64::from(b'"'));
        let b = w ^ (ONES * u64::from(b'\\'));
        let hit = ((q.wrapping_sub(ONES) & !q) | (b.wrapping_sub(ONES) & !b)) & HIGHS;
        if hit != 0 {
            return Some(i + (hit.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    memchr::memchr2(b'"', b'\\', &s[i..]).map(|k| i + k)
}

fn string_end(s: &[u8], i: usize) -> Option<usize> {
    string_at(s, i).map(|(end, _)| end)
}

/// The end (exclusive) of the number or literal that starts at `i`, checked against JSON's
/// grammar.
fn scalar_end(s: &[u8], i: usize) -> Option<usize> {
    let mut j = i;
    while j < s.len() && !matches!(s[j], b',' | b'}' | b']' | b' ' | b'\t' | b'\n' | b'\r' | b':')
    {
        j += 1;
    }
    let t = &s[i..j];
    (matches!(t, b"true" | b"false" | b"null") || is_number(t)).then_some(j)
}

/// JSON's number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
fn is_number(t: &[u8]) -> bool {
    number_end(t) == Some(t.len())
}

/// Where the number at the start of `t` ends, when it has one.
fn number_end(t: &[u8]) -> Option<usize> {
    // The end of the digits from `i` on, when there is at least one.
    let digits = |i: usize| {
        let n = t.get(i..)?.iter().take_while(|b| b.is_ascii_digit()).count();
        (n > 0).then_some(i + n)
    };
    let mut i = usize::from(t.first() == Some(&b'-'));
    i = match t.get(i)? {
        b'0' => i + 1,
        b'1'..=b'9' => digits(i)?,
        _ => return None,
    };
    if t.get(i) == Some(&b'.') {
        i = digits(i + 1)?;
    }
    if matches!(t.get(i), Some(b'e' | b'E')) {
        i += 1;
        if matches!(t.get(i), Some(b'+' | b'-')) {
            i += 1;
        }
        i = digits(i)?;
    }
    Some(i)
}

/// The end (exclusive) of the value that starts at `i`, checked as serde_json checks a value
/// it skips.
pub(crate) fn value_end(s: &[u8], i: usize) -> Option<usize> {
    skip(s, i, MAX_DEPTH)
}

fn skip(s: &[u8], i: usize, depth: usize) -> Option<usize> {
    match *s.get(i)? {
        b'"' => string_end(s, i),
        b'{' => walk_members(s, i, true, |_, at| skip(s, at, depth.checked_sub(1)?)),
        b'[' => walk_array(s, i, |at| skip(s, at, depth.checked_sub(1)?)),
        _ => scalar_end(s, i),
    }
}

/// Walks the members of the object that opens at `i` (after whitespace): `member` gets each
/// raw key and the start of its value, and returns the value's end. The object's end
/// (exclusive); `None` when it is not read as one object or a key holds an escape (it might
/// spell a wanted key).
pub(crate) fn walk_object<'a>(
    s: &'a [u8],
    i: usize,
    member: impl FnMut(&'a [u8], usize) -> Option<usize>,
) -> Option<usize> {
    walk_members(s, i, false, member)
}

fn walk_members<'a>(
    s: &'a [u8],
    i: usize,
    escaped_keys: bool,
    mut member: impl FnMut(&'a [u8], usize) -> Option<usize>,
) -> Option<usize> {
    let mut i = ws(s, i);
    if s.get(i) != Some(&b'{') {
        return None;
    }
    i = ws(s, i + 1);
    if s.get(i) == Some(&b'}') {
        return Some(i + 1);
    }
    loop {
        if s.get(i) != Some(&b'"') {
            return None;
        }
        let (key_end, escaped) = string_at(s, i)?;
        if escaped && !escaped_keys {
            return None;
        }
        let key = &s[i + 1..key_end - 1];
        i = ws(s, key_end);
        if s.get(i) != Some(&b':') {
            return None;
        }
        i = ws(s, member(key, ws(s, i + 1))?);
        match s.get(i) {
            Some(b',') => i = ws(s, i + 1),
            Some(b'}') => return Some(i + 1),
            _ => return None,
        }
    }
}

/// Walks the elements of the array that opens at `i`: `element` gets the start of each and
/// returns its end. The array's end (exclusive), or `None`.
pub(crate) fn walk_array(
    s: &[u8],
    i: usize,
    mut element: impl FnMut(usize) -> Option<usize>,
) -> Option<usize> {
    if s.get(i) != Some(&b'[') {
        return None;
    }
    let mut i = ws(s, i + 1);
    if s.get(i) == Some(&b']') {
        return Some(i + 1);
    }
    loop {
        i = ws(s, element(i)?);
        match s.get(i) {
            Some(b',') => i = ws(s, i + 1),
            Some(b']') => return Some(i + 1),
            _ => return None,
        }
    }
}

/// The raw values of `keys` in the object that opens at `i`, and its end (exclusive); `None`
/// when it is not read as one object or a wanted key comes twice.
pub(crate) fn object_at<'a, const N: usize>(
    s: &'a [u8],
    i: usize,
    keys: [&[u8]; N],
) -> Option<([Option<&'a [u8]>; N], usize)> {
    let mut out = [None; N];
    let end = walk_object(s, i, |key, at| {
        let end = value_end(s, at)?;
        if let Some(slot) = keys.iter().position(|k| *k == key) {
            put(&mut out[slot], &s[at..end])?;
        }
        Some(end)
    })?;
    Some((out, end))
}
#[cfg(test)]
mod tests {
    use super::{head, head_fast, quote_or_backslash};

    #[test]
    fn the_first_quote_or_backslash_at_every_offset() {
        for len in 0..80 {
            for at in 0..=len {
                for c in [b'"', b'\\'] {
                    let mut s = vec![b'a'; len];
                    // Bytes one off the searched ones, which a bit trick could mistake.
                    for (k, b) in s.iter_mut().enumerate() {
                        *b = [b'#', b'!', b']', b'\xa2', b'\xdc'][k % 5];
                    }
                    if at < len {
                        s[at] = c;
                        if at + 1 < len {
                            s[at + 1] = b'"';
                        }
                    }
                    let want = (at < len).then_some(at);
                    assert_eq!(quote_or_backslash(&s), want, "{len} {at}");
                }
            }
        }
    }

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
