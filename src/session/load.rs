//! Reading entries through the full index: one entry by its byte range, or the branch ending
//! at a leaf with only what the projection needs (messages before the kept part of the latest
//! compaction skipped unless they are system messages; entry types the projection ignores left
//! unparsed). A resume reads backwards instead (`tip`); this is for files not in ama's order.

use std::fs::File;
use std::os::unix::fs::FileExt;

use crate::session::entry::{Body, Entry, Kind, parse_entry};
use crate::session::index::{Index, Node, Role};
use crate::session::line_error::LineError;
use crate::session::scan::{ScanError, head};

/// Reads the line of one node (without its LF).
pub fn read_line(file: &File, node: &Node) -> Result<Vec<u8>, ScanError> {
    let mut buf = vec![0u8; node.len as usize];
    file.read_exact_at(&mut buf, node.offset)
        .map_err(|e| ScanError::at_offset(node.offset, LineError::read(e)))?;
    Ok(buf)
}

/// Reads and parses the entry of one node.
pub fn read_entry(file: &File, node: &Node) -> Result<Entry, ScanError> {
    let buf = read_line(file, node)?;
    parse_line(&buf).map_err(|message| ScanError::at_offset(node.offset, message))
}

/// Parses one entry line, whatever its type.
pub fn parse_line(line: &[u8]) -> Result<Entry, LineError> {
    let text = std::str::from_utf8(line).map_err(LineError::NotUtf8)?;
    let kind = head(line)?.kind.into_owned();
    let entry = parse_entry(&kind, text)?;
    note_parsed(&entry.id);
    Ok(entry)
}

/// In a `test-hooks` build, `AMA_TEST_SESSION_PARSES=<file>` appends the id of every session
/// line parsed into an entry to `<file>`, one a line: a test proves that opening a session
/// leaves the lines before its last compaction unparsed.
#[cfg(feature = "test-hooks")]
fn note_parsed(id: &str) {
    use std::io::Write;
    let Some(log) = std::env::var_os("AMA_TEST_SESSION_PARSES") else {
        return;
    };
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log);
    if let Ok(mut f) = file {
        let _ = f.write_all(format!("{id}\n").as_bytes());
    }
}

/// Without the `test-hooks` feature nothing is counted.
#[cfg(not(feature = "test-hooks"))]
fn note_parsed(_id: &str) {}

/// Whether the projection can use an entry of this kind at all.
fn projected(kind: Kind) -> bool {
    !matches!(
        kind,
        Kind::Label | Kind::SessionInfo | Kind::Usage | Kind::Unknown
    )
}

/// The entries of the branch ending at `leaf` that the projection needs, root first.
pub fn load_branch(index: &Index, file: &File, leaf: Option<u32>) -> Result<Vec<Entry>, ScanError> {
    let path = index.path(leaf);
    let nodes: Vec<Node> = path.iter().map(|i| index.node(*i)).collect();
    let compaction = nodes.iter().rposition(|n| n.kind == Kind::Compaction);
    // Messages before `skip_before` are dropped by the projection unless they are system ones:
    // the compaction's first kept entry, or the compaction itself (`project::kept_start`).
    let mut skip_before = 0;
    let mut compaction_entry = None;
    if let Some(c) = compaction {
        let entry = read_entry(file, &nodes[c])?;
        if let Body::Compaction(comp) = &entry.body {
            let kept = index.find(&comp.first_kept_entry_id);
            skip_before = path[..c].iter().position(|n| Some(*n) == kept).unwrap_or(c);
        }
        compaction_entry = Some((c, entry));
    }
    let mut out = Vec::new();
    for (pos, node) in nodes.iter().enumerate() {
        // The first kept entry is loaded whatever its type: the projection looks it up.
        let first_kept = compaction.is_some() && pos == skip_before;
        if !projected(node.kind) && !first_kept {
            continue;
        }
        if node.kind == Kind::Message && pos < skip_before && node.role != Role::System {
            // The role is read from the line's first bytes; `Other` means it was not there,
            // so such a line is parsed to be sure.
            if node.role != Role::Other {
                continue;
            }
        }
        if compaction == Some(pos)
            && let Some((_, entry)) = compaction_entry.take()
        {
            out.push(entry);
            continue;
        }
        out.push(read_entry(file, node)?);
    }
    Ok(out)
}
