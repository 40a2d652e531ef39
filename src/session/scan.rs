//! One pass over a session file that builds its index: the header, and for every entry its id,
//! parent, type, message role and byte range — without keeping or fully decoding the entries.
//! Lines ama wrote start `{"type":…,"id":…,"parentId":…,"timestamp":…`, so their identity is
//! read from the first bytes; other lines fall back to a JSON parse. Every line is still checked
//! to be one well-formed JSON object, so a corrupt line is never mistaken for an entry.
//!
//! The scan never writes: it reports a half last line (`tail`) and the caller decides.

use std::borrow::Cow;
use std::collections::HashMap;
use std::io::BufRead;

use serde::Deserialize;
use serde::de::IgnoredAny;

use crate::session::entry::{FORMAT_VERSION, Header, Kind};

/// No parent / no node.
pub const NONE: u32 = u32::MAX;

/// The role of a `message` entry, as far as the index needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    System,
    User,
    Assistant,
    ToolResult,
    Other,
}

impl Role {
    fn of(s: &str) -> Role {
        match s {
            "system" => Role::System,
            "user" => Role::User,
            "assistant" => Role::Assistant,
            "toolResult" => Role::ToolResult,
            _ => Role::Other,
        }
    }
}

/// One entry of the index.
#[derive(Clone, Debug)]
pub struct Node {
    pub id: Box<str>,
    /// Index of the parent node, or `NONE` for a root (or a parent missing from the file).
    pub parent: u32,
    pub kind: Kind,
    /// The message role for `message` entries.
    pub role: Role,
    /// Byte offset of the line and its length without the LF.
    pub offset: u64,
    pub len: u32,
    /// 1-based line number, for messages.
    pub line: u32,
}

/// What a scan found.
#[derive(Debug, Default)]
pub struct Index {
    pub header: Option<Header>,
    pub nodes: Vec<Node>,
    pub by_id: HashMap<Box<str>, u32>,
    /// The current leaf: the last entry, or a `leaf` line after it.
    pub leaf: Option<u32>,
    /// The byte length of the complete lines.
    pub end: u64,
    /// Complete lines, the header included.
    pub lines: u32,
    /// Bytes of a half line after `end` (a write cut by a crash).
    pub tail: u64,
}

/// A line that makes the file unreadable.
#[derive(Debug, Clone, PartialEq)]
pub struct ScanError {
    /// 1-based; 0 = the file as a whole.
    pub line: u32,
    pub message: String,
}

fn fail<T>(line: u32, message: impl Into<String>) -> Result<T, ScanError> {
    Err(ScanError {
        line,
        message: message.into(),
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

/// The identity of a line, from its first bytes or a full parse; checks it is one JSON object.
pub fn head(line: &[u8]) -> Result<Head<'_>, String> {
    if let Some(h) = head_fast(line) {
        serde_json::from_slice::<IgnoredAny>(line).map_err(|e| e.to_string())?;
        return Ok(h);
    }
    let h: HeadIn = serde_json::from_slice(line).map_err(|e| e.to_string())?;
    Ok(Head {
        kind: h.kind.ok_or("the line has no `type`")?,
        id: h.id,
        parent: h.parent_id,
        role: h.message.and_then(|m| m.role),
    })
}

/// Parses the header line and checks its version.
pub fn header(line: &[u8]) -> Result<Header, String> {
    let v: serde_json::Value =
        serde_json::from_slice(line).map_err(|e| format!("the header is not valid JSON ({e})"))?;
    if v.get("type").and_then(|t| t.as_str()) != Some("session") {
        return Err("the first line is not a session header (`\"type\":\"session\"`)".into());
    }
    let version = v.get("version").and_then(|t| t.as_u64());
    if version != Some(FORMAT_VERSION) {
        let shown = v.get("version").map_or("none".into(), |v| v.to_string());
        return Err(format!(
            "the header has format version {shown}; this ama reads version {FORMAT_VERSION} — upgrade ama to open it"
        ));
    }
    serde_json::from_value(v).map_err(|e| format!("the header is invalid ({e})"))
}

/// Scans a whole file. `visit` sees each entry's node and line (no LF) as it is indexed.
pub fn scan(
    mut reader: impl BufRead,
    mut visit: impl FnMut(&Node, &[u8]) -> Result<(), String>,
) -> Result<Index, ScanError> {
    let mut index = Index::default();
    let mut buf: Vec<u8> = Vec::new();
    let mut unresolved: Vec<(u32, Box<str>)> = Vec::new();
    // A `leaf` line after the last entry: Some(None) = the empty branch.
    let mut leaf_line: Option<(u32, Option<Box<str>>)> = None;
    loop {
        buf.clear();
        let n = reader.read_until(b'\n', &mut buf).map_err(|e| ScanError {
            line: index.lines + 1,
            message: format!("read failed: {e}"),
        })?;
        if n == 0 {
            break;
        }
        if buf.last() != Some(&b'\n') {
            index.tail = n as u64;
            break;
        }
        let line = &buf[..n - 1];
        let offset = index.end;
        index.end += n as u64;
        index.lines += 1;
        let number = index.lines;
        if number == 1 {
            index.header = Some(header(line).or_else(|m| fail(1, m))?);
            continue;
        }
        let h = head(line).or_else(|m| fail(number, m))?;
        match h.kind.as_ref() {
            "session" => return fail(number, "a second session header"),
            "leaf" => {
                let id = h.id.map(|s| Box::from(s.as_ref()));
                leaf_line = Some((number, id));
                continue;
            }
            _ => {}
        }
        let Some(id) = h.id else {
            return fail(number, format!("the `{}` entry has no `id`", h.kind));
        };
        let node_index = index.nodes.len() as u32;
        let parent = match &h.parent {
            None => NONE,
            Some(p) => match index.by_id.get(p.as_ref()) {
                Some(i) => *i,
                None => {
                    unresolved.push((node_index, Box::from(p.as_ref())));
                    NONE
                }
            },
        };
        let node = Node {
            id: Box::from(id.as_ref()),
            parent,
            kind: Kind::of(&h.kind),
            role: h.role.as_deref().map_or(Role::Other, Role::of),
            offset,
            len: (n - 1) as u32,
            line: number,
        };
        if index.by_id.insert(node.id.clone(), node_index).is_some() {
            return fail(number, format!("entry id `{}` appears twice", node.id));
        }
        visit(&node, line).or_else(|m| fail(number, m))?;
        index.nodes.push(node);
        leaf_line = None;
    }
    if index.header.is_none() {
        return fail(1, "the file has no session header");
    }
    // Parents written after their children (not by ama): link them now; still missing = root.
    for (node, parent) in unresolved {
        if let Some(p) = index.by_id.get(&parent) {
            index.nodes[node as usize].parent = *p;
        }
    }
    index.leaf = match leaf_line {
        Some((_, None)) => None,
        Some((number, Some(id))) => match index.by_id.get(&id) {
            Some(i) => Some(*i),
            None => {
                return fail(
                    number,
                    format!("the `leaf` line names unknown entry `{id}`"),
                );
            }
        },
        None => index.nodes.len().checked_sub(1).map(|i| i as u32),
    };
    Ok(index)
}

impl Index {
    /// Node indexes from the root to `leaf`, root first.
    pub fn path(&self, leaf: Option<u32>) -> Vec<u32> {
        let mut path = Vec::new();
        let mut cursor = leaf.unwrap_or(NONE);
        while cursor != NONE && path.len() <= self.nodes.len() {
            path.push(cursor);
            cursor = self.nodes[cursor as usize].parent;
        }
        path.reverse();
        path
    }

    pub fn find(&self, id: &str) -> Option<u32> {
        self.by_id.get(id).copied()
    }
}
