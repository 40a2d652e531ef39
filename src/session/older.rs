//! A branch larger than the model's window (issue #30). The open pass (`tip`) notes the byte
//! range of every message of the branch after its last compaction and parses them, newest
//! first, only while they fit the window (`Bound`). When they all fit, the branch is whole, as
//! before. When they do not, only the most recent ones that compaction would keep
//! (`keepRecentTokens`, cut where compaction's cut may start a kept part) are parsed; the older
//! ones stay in the file as ranges, in context order (`OlderPart`), and the projected context
//! carries them as `Older`: compaction reads them one at a time, oldest first, and the session
//! compacts before its next request. Line bytes count 4 a token, which over-counts a message
//! (its line also holds ids, timestamps and usage): that is the margin.

use std::collections::HashMap;
use std::fs::File;
use std::os::unix::fs::FileExt;
use std::path::PathBuf;
use std::sync::Arc;

use crate::error::{Error, Result};
use crate::session::entry::{Body, Entry};
use crate::session::line_error::LineError;
use crate::session::load::parse_line;
use crate::session::project::{ContextMessage, map_entry};
use crate::session::scan::ScanError;

/// Line bytes a token, for the open pass's estimate.
const BYTES_PER_TOKEN: u64 = 4;

/// How much of a branch opening may parse: `window` tokens (0: no limit, the whole branch is
/// parsed), and when the branch is larger, the most recent `keep` tokens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bound {
    pub window: u64,
    pub keep: u64,
}

impl Bound {
    /// The line bytes the open pass parses before it stops parsing.
    fn budget(&self) -> u64 {
        match self.window {
            0 => u64::MAX,
            w => w.saturating_mul(BYTES_PER_TOKEN),
        }
    }
}

/// One message line of the branch, as the open pass noted it: its byte range and whether the
/// kept part of a compaction may start there (a user or assistant message, a custom message, a
/// branch summary: never a tool result, so it stays with its call).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    pub offset: u64,
    /// The line's length; the top bit says whether a kept part may start here.
    len: u32,
    /// How many parsed entries came before it in the walk (leaf first).
    pos: u32,
}

const START: u32 = 1 << 31;

impl Note {
    pub fn new(offset: u64, len: u32, pos: usize, start: bool) -> Note {
        Note {
            offset,
            len: (len & !START) | if start { START } else { 0 },
            pos: pos as u32,
        }
    }

    pub fn bytes(&self) -> u32 {
        self.len & !START
    }

    fn start(&self) -> bool {
        self.len & START != 0
    }
}

/// What the walk up the branch collected: parsed entries (leaf first), the noted message lines
/// (leaf first; the first `parsed.len()` of them parsed), and the latest compaction, parsed,
/// with its place among the notes.
#[derive(Default)]
pub struct Walk {
    pub out: Vec<Entry>,
    pub notes: Vec<Note>,
    pub parsed: Vec<Entry>,
    /// Bytes of the noted lines so far.
    pub bytes: u64,
    pub compaction: Option<(Note, usize, Entry)>,
}

impl Walk {
    /// Notes a message line; parses it while the noted lines fit the bound.
    pub fn note(&mut self, line: &[u8], offset: u64, start: bool, bound: &Bound) -> std::result::Result<(), LineError> {
        let note = Note::new(offset, line.len() as u32, self.out.len(), start);
        self.bytes += line.len() as u64;
        if self.bytes <= bound.budget() && self.parsed.len() == self.notes.len() {
            self.parsed.push(parse_line(line)?);
        }
        self.notes.push(note);
        Ok(())
    }

    /// The branch root first, and what stays in the file when it is larger than the window.
    pub fn settle(self, file: &File, bound: &Bound) -> std::result::Result<(Vec<Entry>, Option<OlderPart>), ScanError> {
        let Walk {
            out,
            notes,
            mut parsed,
            compaction,
            ..
        } = self;
        let cut = if parsed.len() < notes.len() {
            cut(&notes, bound.keep.saturating_mul(BYTES_PER_TOKEN))
        } else {
            None
        };
        let Some(cut) = cut else {
            // It fits (or has no place to start a kept part): the whole branch.
            for n in &notes[parsed.len()..] {
                parsed.push(read(file, n)?);
            }
            let mut items: Vec<(u32, Entry)> =
                notes.iter().map(|n| n.pos).zip(parsed).collect();
            if let Some((note, at, entry)) = compaction {
                items.insert(at, (note.pos, entry));
            }
            return Ok((merge(out, items), None));
        };
        parsed.truncate(cut + 1);
        for n in &notes[parsed.len()..=cut] {
            parsed.push(read(file, n)?);
        }
        let items: Vec<(u32, Entry)> = notes.iter().map(|n| n.pos).zip(parsed).collect();
        let mut ranges: Vec<(u64, u32)> = Vec::with_capacity(notes.len() - cut);
        ranges.extend(compaction.map(|(n, _, _)| (n.offset, n.bytes())));
        ranges.extend(notes[cut + 1..].iter().rev().map(|n| (n.offset, n.bytes())));
        drop(notes);
        let bytes = ranges.iter().map(|r| r.1 as u64).sum();
        Ok((merge(out, items), Some(OlderPart { ranges, bytes })))
    }
}

/// Where the kept part starts among `notes` (leaf first), as compaction's cut chooses: the
/// earliest start whose part fits in `keep` bytes, or the latest start when none does.
fn cut(notes: &[Note], keep: u64) -> Option<usize> {
    let mut kept = 0u64;
    let mut cut = None;
    for (i, n) in notes.iter().enumerate() {
        kept += n.bytes() as u64;
        if !n.start() {
            continue;
        }
        if kept <= keep || cut.is_none() {
            cut = Some(i);
        }
        if kept > keep {
            break;
        }
    }
    cut
}

fn read(file: &File, n: &Note) -> std::result::Result<Entry, ScanError> {
    let mut buf = vec![0u8; n.bytes() as usize];
    file.read_exact_at(&mut buf, n.offset)
        .map_err(|e| ScanError::at_offset(n.offset, LineError::read(e)))?;
    parse_line(&buf).map_err(|m| ScanError::at_offset(n.offset, m))
}

/// Puts the parsed messages back among the other entries (both leaf first, `items` by how many
/// entries came before them) and turns the branch root first.
fn merge(out: Vec<Entry>, items: Vec<(u32, Entry)>) -> Vec<Entry> {
    let mut merged = Vec::with_capacity(out.len() + items.len());
    let mut rest = out.into_iter();
    let mut taken = 0u32;
    for (pos, entry) in items {
        while taken < pos {
            merged.extend(rest.next());
            taken += 1;
        }
        merged.push(entry);
    }
    merged.extend(rest);
    merged.reverse();
    merged
}

/// The older messages of a branch larger than the window: their byte ranges in context order
/// and their total bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OlderPart {
    pub ranges: Vec<(u64, u32)>,
    pub bytes: u64,
}

/// The part of a projected context that stays in the file until compaction summarises it.
#[derive(Clone, Debug)]
pub struct Older {
    file: Arc<File>,
    path: PathBuf,
    part: Arc<OlderPart>,
    /// The branch's latest `context_edit` per target.
    edits: Arc<HashMap<String, Option<String>>>,
}

impl PartialEq for Older {
    fn eq(&self, other: &Older) -> bool {
        self.path == other.path && self.part == other.part
    }
}

impl Older {
    /// The part's handle over a copy of the file's descriptor, with the branch's edits.
    pub fn new(file: &File, path: PathBuf, part: OlderPart, branch: &[Entry]) -> Result<Older> {
        let file = file
            .try_clone()
            .map_err(|e| Error::io("open again", &path, e))?;
        let edits = branch
            .iter()
            .filter_map(|e| match &e.body {
                Body::ContextEdit(c) => Some((c.target_id.clone(), c.replacement.clone())),
                _ => None,
            })
            .collect();
        Ok(Older {
            file: Arc::new(file),
            path,
            part: Arc::new(part),
            edits: Arc::new(edits),
        })
    }

    /// The estimated tokens of the older messages (4 bytes of line a token).
    pub fn tokens(&self) -> u64 {
        self.part.bytes.div_ceil(BYTES_PER_TOKEN)
    }

    /// The older messages, oldest first, each read and parsed when asked for.
    pub fn messages(&self) -> impl Iterator<Item = Result<ContextMessage>> + '_ {
        self.part
            .ranges
            .iter()
            .filter_map(|&(offset, len)| self.read(offset, len).transpose())
    }

    fn read(&self, offset: u64, len: u32) -> Result<Option<ContextMessage>> {
        let mut buf = vec![0u8; len as usize];
        self.file
            .read_exact_at(&mut buf, offset)
            .map_err(|e| Error::io("read", &self.path, e))?;
        let entry = parse_line(&buf).map_err(|m| {
            crate::session::store::corrupt(&self.path)(ScanError::at_offset(offset, m))
        })?;
        let edit = self.edits.get(entry.id.as_str()).map(Option::as_deref);
        Ok(map_entry(entry, edit))
    }
}

#[cfg(test)]
mod tests {
    use super::{Note, cut};

    #[test]
    fn the_cut_keeps_what_fits_and_starts_at_a_start() {
        // Leaf first: sizes 10, a tool result of 10, then starts.
        let n = |len: u32, start: bool| Note::new(0, len, 0, start);
        let notes = [n(10, true), n(10, false), n(10, true), n(10, true)];
        assert_eq!(cut(&notes, 30), Some(2));
        assert_eq!(cut(&notes, 25), Some(0));
        // Even the newest does not fit: it is kept alone.
        assert_eq!(cut(&notes, 5), Some(0));
        // No start before the budget is passed: the first start after it.
        let notes = [n(10, false), n(10, false), n(10, true), n(10, true)];
        assert_eq!(cut(&notes, 5), Some(2));
        assert_eq!(cut(&[n(10, false)], 5), None);
    }
}
