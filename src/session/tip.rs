//! Opening a session by reading it once, backwards from its end, keeping only what the
//! projection will use. The leaf is the last entry (or a `leaf` line after it), and each parent
//! is found further up, because ama writes a parent before its children. Lines off the branch
//! are skipped by their first bytes; on the branch, messages before the kept part of the latest
//! compaction are skipped unless they are system messages, and of the model, thinking level and
//! each `custom` type only the latest is kept. When asked to, the same pass checks every line
//! (one JSON object, `type` and `id`, no second header) and collects the ids. A file whose
//! parent comes after its child (not written by ama) gives no branch, and the caller builds the
//! full index instead.

use std::collections::HashSet;
use std::fs::File;
use std::ops::Range;
use std::os::unix::fs::FileExt;

use crate::session::entry::{Body, Entry, Kind};
use crate::session::index::{IdSet, Role};
use crate::session::line_error::LineError;
use crate::session::load::parse_line;
use crate::session::older::{Bound, Note, OlderPart, Walk};
use crate::session::scan::{ScanError, head, head_unchecked};

const BLOCK: u64 = 1 << 16;

/// Complete lines of a file, last first.
struct Backward<'f> {
    file: &'f File,
    /// File bytes `[start, start + buf.len())`; everything after them has been handed out.
    buf: Vec<u8>,
    start: u64,
    /// The length of `buf` once the line handed out last is dropped.
    keep: usize,
}

impl<'f> Backward<'f> {
    /// Lines of `file` up to `end`, which must be a line boundary.
    fn new(file: &'f File, end: u64) -> Backward<'f> {
        Backward {
            file,
            buf: Vec::new(),
            start: end,
            keep: 0,
        }
    }

    /// The next line going up: its offset and its range in `buf` (without the LF).
    fn next(&mut self) -> Result<Option<(u64, Range<usize>)>, ScanError> {
        self.buf.truncate(self.keep);
        loop {
            let len = self.buf.len();
            if len > 0 {
                // The buffer ends with an LF; a line starts after the LF before it.
                let from = match memchr::memrchr(b'\n', &self.buf[..len - 1]) {
                    Some(p) => Some(p + 1),
                    None if self.start == 0 => Some(0),
                    None => None,
                };
                if let Some(from) = from {
                    self.keep = from;
                    return Ok(Some((self.start + from as u64, from..len - 1)));
                }
            } else if self.start == 0 {
                return Ok(None);
            }
            let from = self.start.saturating_sub(BLOCK);
            let mut block = vec![0u8; (self.start - from) as usize];
            self.file
                .read_exact_at(&mut block, from)
                .map_err(|e| ScanError::at_offset(from, LineError::read(e)))?;
            block.extend_from_slice(&self.buf);
            self.buf = block;
            self.start = from;
        }
    }
}

/// Where the walk up the branch is relative to the latest compaction.
#[derive(PartialEq)]
enum Phase {
    /// No compaction seen yet: everything counts.
    After,
    /// Between the compaction and its first kept entry: everything counts.
    Kept(String),
    /// Before the kept part: only system messages and state entries.
    Before,
}

/// What one backward pass found.
#[derive(Debug, Default)]
pub struct Tip {
    /// The branch root first, with only what the projection needs; `None` when a parent is not
    /// above its child.
    pub branch: Option<Vec<Entry>>,
    /// The leaf id; `None` = the empty branch.
    pub leaf: Option<String>,
    /// Entries in the file (counted when checking).
    pub entries: usize,
    /// Every id (collected when checking).
    pub ids: IdSet,
    /// The byte range of the file's latest `session_info` line (looked for when checking), so
    /// the session's name is read without the full index.
    pub info: Option<(u64, u32)>,
    /// The byte ranges of the branch's `custom` lines, root first: checkpoints read them all
    /// without the full index.
    pub customs: Vec<(u64, u32)>,
    /// A branch larger than the bound's window: the older messages left in the file
    /// (`older.rs`); `branch` then holds the rest without the latest compaction.
    pub older: Option<OlderPart>,
}

/// Whether a line of this kind and role is a message of the context, noted by its range.
fn is_message(kind: Kind, role: Role) -> bool {
    match kind {
        Kind::Message => role != Role::System,
        Kind::CustomMessage | Kind::BranchSummary | Kind::Compaction => true,
        _ => false,
    }
}

/// Whether a kept part may start at a line of this kind and role (compaction's cut).
fn may_start(kind: Kind, role: Role) -> bool {
    match kind {
        Kind::Message => matches!(role, Role::User | Role::Assistant),
        Kind::CustomMessage | Kind::BranchSummary => true,
        _ => false,
    }
}

/// Reads the file's complete lines (`end` bytes) backwards. With `check`, every line is
/// checked and the ids collected; without, the walk stops at the root. The header (line 1) is
/// the caller's. The branch's messages are parsed only while they fit `bound` (`older.rs`).
pub fn load_tip(file: &File, end: u64, check: bool, bound: Bound) -> Result<Tip, ScanError> {
    let mut lines = Backward::new(file, end);
    let mut tip = Tip::default();
    let mut wanted: Option<String> = None;
    let mut leaf_line: Option<(u64, String)> = None;
    let mut first = true;
    let mut walking = true;
    let mut phase = Phase::After;
    let (mut model, mut thinking) = (false, false);
    let mut customs: HashSet<String> = HashSet::new();
    let mut walk = Walk::default();
    while let Some((offset, range)) = lines.next()? {
        if offset == 0 {
            break; // the header
        }
        let line = &lines.buf[range];
        let at = |m: LineError| ScanError::at_offset(offset, m);
        let h = if check {
            head(line)
        } else {
            head_unchecked(line)
        }
        .map_err(at)?;
        match h.kind.as_ref() {
            "session" => return Err(at(LineError::SecondHeader)),
            "leaf" => {
                if first {
                    first = false;
                    match &h.id {
                        Some(id) => leaf_line = Some((offset, id.to_string())),
                        None => walking = false,
                    }
                    wanted = h.id.as_deref().map(String::from);
                    tip.leaf = wanted.clone();
                }
                continue;
            }
            _ => {}
        }
        let Some(id) = h.id.as_deref() else {
            return Err(at(LineError::NoId {
                kind: h.kind.into_owned(),
            }));
        };
        if check {
            tip.entries += 1;
            tip.ids.add(id);
            if tip.info.is_none() && h.kind == "session_info" {
                tip.info = Some((offset, line.len() as u32));
            }
        }
        if first {
            first = false;
            wanted = Some(id.to_string());
            tip.leaf = wanted.clone();
        }
        if !walking || wanted.as_deref() != Some(id) {
            continue;
        }
        if leaf_line.as_ref().is_some_and(|(_, l)| l == id) {
            leaf_line = None; // found: the leaf line is sound
        }
        let kind = Kind::of(&h.kind);
        let role = h.role.as_deref().map_or(Role::Other, Role::of);
        let first_kept = matches!(&phase, Phase::Kept(k) if k == id);
        let counts = phase != Phase::Before;
        let keep = match kind {
            Kind::Message => counts || role == Role::System || role == Role::Other,
            Kind::Compaction | Kind::BranchSummary | Kind::CustomMessage => counts,
            Kind::ContextEdit | Kind::Custom => true,
            Kind::ModelChange => !std::mem::replace(&mut model, true),
            Kind::ThinkingLevelChange => !std::mem::replace(&mut thinking, true),
            Kind::Label | Kind::SessionInfo | Kind::Usage | Kind::Unknown => first_kept,
        };
        let parent = h.parent.as_deref().map(String::from);
        if kind == Kind::Custom {
            tip.customs.push((offset, line.len() as u32));
        }
        let latest_compaction = kind == Kind::Compaction && phase == Phase::After;
        if kind == Kind::Compaction && matches!(phase, Phase::Kept(_)) && !first_kept {
            // An earlier compaction inside the kept part: the latest one summarised it.
        } else if keep && counts && is_message(kind, role) && !latest_compaction {
            let start = may_start(kind, role);
            walk.note(line, offset, start, &bound).map_err(at)?;
        } else if keep {
            let entry = parse_line(line).map_err(at)?;
            let wanted_entry = match &entry.body {
                Body::Custom(c) => customs.insert(c.custom_type.clone()),
                Body::Compaction(c) if latest_compaction => {
                    phase = Phase::Kept(c.first_kept_entry_id.clone());
                    false
                }
                // Before the kept part only system messages count.
                Body::Message(m) if phase == Phase::Before => {
                    matches!(m, crate::ai::types::Message::System(_))
                }
                _ => true,
            };
            if latest_compaction {
                walk.bytes += line.len() as u64;
                let note = Note::new(offset, line.len() as u32, walk.out.len(), false);
                walk.compaction = Some((note, walk.notes.len(), entry));
            } else if wanted_entry {
                walk.out.push(entry);
            }
        }
        if first_kept {
            phase = Phase::Before;
        }
        wanted = parent;
        if wanted.is_none() {
            walking = false;
            if !check {
                break;
            }
        }
    }
    if let Some((offset, id)) = leaf_line {
        return Err(ScanError::at_offset(offset, LineError::UnknownLeaf { id }));
    }
    if wanted.is_none() {
        let (branch, older) = walk.settle(file, &bound)?;
        tip.branch = Some(branch);
        tip.older = older;
        tip.customs.reverse();
    } else {
        tip.customs.clear();
    }
    Ok(tip)
}
