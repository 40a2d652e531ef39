//! One pass over a session file that builds its index: the header, and for every entry its id,
//! parent, type, message role and byte range — without keeping or fully decoding the entries.
//! Lines ama wrote start `{"type":…,"id":…,"parentId":…,"timestamp":…`, so their identity is
//! read from the first bytes; other lines fall back to a JSON parse. Every line is still checked
//! to be one well-formed JSON object, so a corrupt line is never mistaken for an entry.
//!
//! The scan never writes: it reports a half last line (`tail`) and the caller decides.

use std::borrow::Cow;
use std::io::BufRead;
use std::path::Path;

use serde::Deserialize;
use serde::de::IgnoredAny;

use crate::session::entry::{FORMAT_VERSION, Header, Kind};
use crate::session::line_error::LineError;
use crate::session::index::{Index, NONE, Node, Role};

/// A line that makes the file unreadable.
#[derive(Debug, Clone, PartialEq)]
pub struct ScanError {
    /// 1-based; 0 when only `offset` is known.
    pub line: u32,
    /// The byte offset of the line, when its number is not known.
    pub offset: Option<u64>,
    pub problem: LineError,
}

impl ScanError {
    pub fn at_offset(offset: u64, problem: LineError) -> ScanError {
        ScanError {
            line: 0,
            offset: Some(offset),
            problem,
        }
    }

    /// Fills in the line number from the offset by counting the file's LFs before it.
    pub fn locate(mut self, path: &Path) -> ScanError {
        if let (0, Some(offset)) = (self.line, self.offset) {
            self.line = line_at(path, offset).unwrap_or(0);
        }
        self
    }
}

/// The 1-based number of the line that starts at `offset`.
fn line_at(path: &Path, offset: u64) -> Option<u32> {
    use std::io::Read;
    let file = std::fs::File::open(path).ok()?;
    let mut reader = std::io::BufReader::with_capacity(1 << 16, file.take(offset));
    let mut lines = 1u32;
    loop {
        let buf = reader.fill_buf().ok()?;
        if buf.is_empty() {
            return Some(lines);
        }
        lines += buf.iter().filter(|b| **b == b'\n').count() as u32;
        let n = buf.len();
        reader.consume(n);
    }
}

fn fail<T>(line: u32, problem: LineError) -> Result<T, ScanError> {
    Err(ScanError {
        line,
        offset: None,
        problem,
    })
}

/// The identity of one line.
#[derive(Debug, PartialEq)]
pub struct Head<'a> {
    pub kind: Cow<'a, str>,
    pub id: Option<Cow<'a, str>>,
    pub parent: Option<Cow<'a, str>>,
    pub role: Option<Cow<'a, str>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct HeadIn<'a> {
    #[serde(rename = "type", borrow, default)]
    kind: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    parent_id: Option<Cow<'a, str>>,
    #[serde(borrow, default)]
    message: Option<RoleIn<'a>>,
}

#[derive(Deserialize)]
struct RoleIn<'a> {
    #[serde(borrow, default)]
    role: Option<Cow<'a, str>>,
}

/// Reads `"key":"value"` or `"key":null` at the start of `s`; the value must have no escapes.
fn field<'a>(s: &'a [u8], key: &str) -> Option<(Option<&'a str>, &'a [u8])> {
    let s = s.strip_prefix(b"\"")?.strip_prefix(key.as_bytes())?;
    let s = s.strip_prefix(b"\":")?;
    if let Some(rest) = s.strip_prefix(b"null") {
        return Some((None, rest));
    }
    let s = s.strip_prefix(b"\"")?;
    let end = s.iter().position(|b| *b == b'"' || *b == b'\\')?;
    if s[end] != b'"' {
        return None;
    }
    let value = std::str::from_utf8(&s[..end]).ok()?;
    Some((Some(value), &s[end + 1..]))
}

/// The fast path: a line in ama's own key order.
fn head_fast(line: &[u8]) -> Option<Head<'_>> {
    let s = line.strip_prefix(b"{")?;
    let (kind, s) = field(s, "type")?;
    let (id, s) = field(s.strip_prefix(b",")?, "id")?;
    let (parent, s) = field(s.strip_prefix(b",")?, "parentId")?;
    let (_, s) = field(s.strip_prefix(b",")?, "timestamp")?;
    let mut role = None;
    if kind == Some("message") {
        let s = s.strip_prefix(b",\"message\":{")?;
        role = Some(field(s, "role")?.0?);
    }
    Some(Head {
        kind: Cow::Borrowed(kind?),
        id: id.map(Cow::Borrowed),
        parent: parent.map(Cow::Borrowed),
        role: role.map(Cow::Borrowed),
    })
}

/// The identity of a line already checked by a pass: its first bytes when they are in ama's
/// order, else a parse.
pub fn head_unchecked(line: &[u8]) -> Result<Head<'_>, LineError> {
    match head_fast(line) {
        Some(h) => Ok(h),
        None => head(line),
    }
}

/// The identity of a line, from its first bytes or a full parse; checks it is one JSON object.
pub fn head(line: &[u8]) -> Result<Head<'_>, LineError> {
    if let Some(h) = head_fast(line) {
        serde_json::from_slice::<IgnoredAny>(line).map_err(LineError::json)?;
        return Ok(h);
    }
    let h: HeadIn = serde_json::from_slice(line).map_err(LineError::json)?;
    Ok(Head {
        kind: h.kind.ok_or(LineError::NoType)?,
        id: h.id,
        parent: h.parent_id,
        role: h.message.and_then(|m| m.role),
    })
}

/// Parses the header line and checks its version.
pub fn header(line: &[u8]) -> Result<Header, LineError> {
    let v: serde_json::Value = serde_json::from_slice(line)
        .map_err(|e| LineError::HeaderNotJson(e.to_string()))?;
    if v.get("type").and_then(|t| t.as_str()) != Some("session") {
        return Err(LineError::NotHeader);
    }
    let version = v.get("version").and_then(|t| t.as_u64());
    if version != Some(FORMAT_VERSION) {
        let shown = v.get("version").map_or("none".into(), |v| v.to_string());
        return Err(LineError::Version { shown });
    }
    serde_json::from_value(v).map_err(|e| LineError::HeaderInvalid(e.to_string()))
}

/// One entry line as a pass sees it.
pub struct EntryLine<'a> {
    pub id: &'a str,
    pub parent: Option<&'a str>,
    pub kind: Kind,
    pub role: Role,
    pub offset: u64,
    /// The line without its LF.
    pub line: &'a [u8],
}

/// What a pass over the lines found besides what its visitor kept.
#[derive(Debug, Default)]
pub struct Lines {
    pub header: Option<Header>,
    /// The byte length of the complete lines.
    pub end: u64,
    /// Complete lines, the header included.
    pub lines: u32,
    /// Bytes of a half line after `end` (a write cut by a crash).
    pub tail: u64,
    pub entries: u32,
    /// The id of the last entry.
    pub last_entry: String,
    /// A `leaf` line after the last entry and its line number; `Some((_, None))` = the empty
    /// branch.
    pub leaf_line: Option<(u32, Option<String>)>,
}

/// Reads every complete line, checks it (the header, one JSON object per line, `type` and
/// `id` present, no second header) and hands each entry to `visit`.
pub fn read_lines(
    mut reader: impl BufRead,
    mut visit: impl FnMut(&EntryLine) -> Result<(), LineError>,
) -> Result<Lines, ScanError> {
    let mut out = Lines::default();
    let mut buf: Vec<u8> = Vec::new();
    loop {
        buf.clear();
        let n = reader
            .read_until(b'\n', &mut buf)
            .or_else(|e| fail(out.lines + 1, LineError::read(e)))?;
        if n == 0 {
            break;
        }
        if buf.last() != Some(&b'\n') {
            out.tail = n as u64;
            break;
        }
        let line = &buf[..n - 1];
        let offset = out.end;
        out.end += n as u64;
        out.lines += 1;
        let number = out.lines;
        if number == 1 {
            out.header = Some(header(line).or_else(|m| fail(1, m))?);
            continue;
        }
        let h = head(line).or_else(|m| fail(number, m))?;
        match h.kind.as_ref() {
            "session" => return fail(number, LineError::SecondHeader),
            "leaf" => {
                out.leaf_line = Some((number, h.id.map(|s| s.into_owned())));
                continue;
            }
            _ => {}
        }
        let Some(id) = h.id.as_deref() else {
            return fail(
                number,
                LineError::NoId {
                    kind: h.kind.into_owned(),
                },
            );
        };
        let entry = EntryLine {
            id,
            parent: h.parent.as_deref(),
            kind: Kind::of(&h.kind),
            role: h.role.as_deref().map_or(Role::Other, Role::of),
            offset,
            line,
        };
        visit(&entry).or_else(|m| fail(number, m))?;
        out.entries += 1;
        out.last_entry.clear();
        out.last_entry.push_str(id);
        out.leaf_line = None;
    }
    if out.header.is_none() {
        return fail(1, LineError::NoHeader);
    }
    Ok(out)
}

/// Scans a whole file into its index. `visit` sees each entry's node (its parent not yet
/// resolved when it comes later than the last 64 entries) and line.
pub fn scan(
    reader: impl BufRead,
    mut visit: impl FnMut(&Node, &[u8]) -> Result<(), LineError>,
) -> Result<Index, ScanError> {
    let mut index = Index::default();
    // Parents not among the last few entries (branch points, foreign files): found at the end.
    let mut unresolved: Vec<(u32, Box<str>)> = Vec::new();
    let lines = read_lines(reader, |e| {
        let node_index = index.len() as u32;
        let parent = match e.parent {
            None => NONE,
            Some(p) => index.find_recent(p, 64).unwrap_or_else(|| {
                unresolved.push((node_index, Box::from(p)));
                NONE
            }),
        };
        let node = Node {
            parent,
            kind: e.kind,
            role: e.role,
            offset: e.offset,
            len: e.line.len() as u32,
        };
        visit(&node, e.line)?;
        index.push(e.id, parent, node.kind, node.role, node.offset, node.len);
        Ok(())
    })?;
    if let Some((_, later)) = index.seal() {
        let id = index.id(later);
        let offset = index.node(later).offset;
        return Err(ScanError::at_offset(
            offset,
            LineError::DuplicateId { id },
        ));
    }
    // A parent missing from the file makes its child a root.
    for (node, parent) in unresolved {
        if let Some(p) = index.find(&parent) {
            index.set_parent(node, p);
        }
    }
    index.leaf = match &lines.leaf_line {
        Some((_, None)) => None,
        Some((number, Some(id))) => match index.find(id) {
            Some(i) => Some(i),
            None => {
                return fail(*number, LineError::UnknownLeaf { id: id.clone() });
            }
        },
        None => index.len().checked_sub(1).map(|i| i as u32),
    };
    index.header = lines.header;
    index.end = lines.end;
    index.lines = lines.lines;
    index.tail = lines.tail;
    Ok(index)
}
