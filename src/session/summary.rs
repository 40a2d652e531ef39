//! Read-only summaries of session files for `ama sessions list` and `ama sessions show`. They
//! never lock and never repair: a session in use reads as far as its last complete line. Only
//! user messages and `session_info` entries are decoded; the rest is counted from each line's
//! first bytes, in one streaming pass that keeps no per-entry index: the user messages are kept
//! as byte ranges and read again one at a time (`each_user`), and the branch tips are counted
//! from the few entries whose next line is not their child (issue #30: a 1 GB session is shown
//! in bounded memory).

use std::collections::HashSet;
use std::fs::File;
use std::io::BufReader;
use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::Serialize;

use crate::ai::types::{ContentBlock, Message, UserContent};
use crate::error::{Error, Result};
use crate::session::entry::{Body, Header, Kind};
use crate::session::index::Role;
use crate::session::load::parse_line;
use crate::session::scan::read_lines;
use crate::session::store::corrupt;

/// One user message, numbered in file order as `--from <id>#<n>` takes it.
#[derive(Clone, Debug, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct UserLine {
    pub n: usize,
    pub entry_id: String,
    pub timestamp: String,
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    pub images: usize,
}

#[derive(Clone, Debug, Default, Serialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    pub entries: usize,
    pub user: usize,
    pub assistant: usize,
    pub tool_results: usize,
    pub compactions: usize,
    /// Entries with no child: the tips of the branches.
    pub branches: usize,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub path: PathBuf,
    pub header: Header,
    #[serde(skip)]
    pub modified: SystemTime,
    pub name: Option<String>,
    pub counts: Counts,
    /// The first user message (all of them are read through `each_user`).
    pub user_messages: Vec<UserLine>,
    /// The byte range of every user message's line, in file order, when asked for.
    #[serde(skip)]
    pub user_ranges: Vec<(u64, u32)>,
    /// A half last line (a write in progress, or a crash) was left out.
    pub partial_tail: bool,
}

impl Summary {
    pub fn first_user_text(&self) -> Option<&str> {
        self.user_messages.first().map(|u| u.text.as_str())
    }

    /// Reads user message `n` (from 1) again; `None` past the last.
    pub fn user_message(&self, n: usize) -> Result<Option<UserLine>> {
        let Some(range) = n.checked_sub(1).and_then(|i| self.user_ranges.get(i)) else {
            return Ok(None);
        };
        let file = File::open(&self.path)
            .map_err(|e| Error::io("open the session file", &self.path, e))?;
        self.read_user(&file, n, *range)
    }

    /// Hands every user message to `f`, in file order, reading one line at a time.
    pub fn each_user(&self, mut f: impl FnMut(UserLine) -> Result<()>) -> Result<()> {
        let file = File::open(&self.path)
            .map_err(|e| Error::io("open the session file", &self.path, e))?;
        for (i, range) in self.user_ranges.iter().enumerate() {
            if let Some(u) = self.read_user(&file, i + 1, *range)? {
                f(u)?;
            }
        }
        Ok(())
    }

    fn read_user(&self, file: &File, n: usize, (offset, len): (u64, u32)) -> Result<Option<UserLine>> {
        let mut line = vec![0u8; len as usize];
        file.read_exact_at(&mut line, offset)
            .map_err(|e| Error::io("read the session file", &self.path, e))?;
        let entry = parse_line(&line).map_err(|e| Error::SessionCorrupt {
            path: self.path.clone(),
            line: 0,
            message: e.to_string(),
        })?;
        Ok(user_line(n, entry))
    }
}

fn user_line(n: usize, entry: crate::session::entry::Entry) -> Option<UserLine> {
    let Body::Message(Message::User(u)) = entry.body else {
        return None;
    };
    Some(UserLine {
        n,
        entry_id: entry.id,
        timestamp: entry.timestamp,
        text: u.content.text(),
        origin: u.origin,
        images: images(&u.content),
    })
}

/// Counts the branch tips (entries with no child) in one pass, keeping only the entries whose
/// next line is not their child and the parents that are not the line before: in ama's files a
/// handful, where a branch was left. Exact for any order of lines.
#[derive(Default)]
struct Tips {
    previous: Option<String>,
    /// Entries not followed by a child (candidate tips).
    open: Vec<String>,
    /// Parents named by a line other than the next one after them.
    far: HashSet<String>,
}

impl Tips {
    fn add(&mut self, id: &str, parent: Option<&str>) {
        let adjacent = parent.is_some() && parent == self.previous.as_deref();
        if let Some(prev) = self.previous.take()
            && !adjacent
        {
            self.open.push(prev);
        }
        if let Some(p) = parent.filter(|_| !adjacent) {
            self.far.insert(p.to_string());
        }
        self.previous = Some(id.to_string());
    }

    fn count(mut self) -> usize {
        self.open.extend(self.previous.take());
        self.open.iter().filter(|id| !self.far.contains(*id)).count()
    }
}

fn images(content: &UserContent) -> usize {
    match content {
        UserContent::Text(_) => 0,
        UserContent::Blocks(b) => b
            .iter()
            .filter(|b| matches!(b, ContentBlock::Image { .. }))
            .count(),
    }
}

/// Summarises one file. `all_users` keeps the byte range of every user message (read them
/// with `each_user`), else only the first message is read.
pub fn summarize(path: &Path, all_users: bool) -> Result<Summary> {
    let file = File::open(path).map_err(|e| Error::io("open the session file", path, e))?;
    let modified = file
        .metadata()
        .and_then(|m| m.modified())
        .unwrap_or(SystemTime::UNIX_EPOCH);
    let mut counts = Counts::default();
    let mut users: Vec<UserLine> = Vec::new();
    let mut ranges: Vec<(u64, u32)> = Vec::new();
    let mut tips = Tips::default();
    let mut name = None;
    let lines = read_lines(BufReader::with_capacity(1 << 16, &file), |e| {
        tips.add(e.id, e.parent);
        match (e.kind, e.role) {
            (Kind::Message, Role::User) if !users.is_empty() => {
                counts.user += 1;
                if all_users {
                    ranges.push((e.offset, e.line.len() as u32));
                }
            }
            (Kind::Message, Role::User) | (Kind::Message, Role::Other) => {
                let entry = parse_line(e.line)?;
                match &entry.body {
                    Body::Message(Message::User(_)) => {
                        counts.user += 1;
                        if all_users {
                            ranges.push((e.offset, e.line.len() as u32));
                        }
                        if users.is_empty() {
                            users.extend(user_line(counts.user, entry));
                        }
                    }
                    Body::Message(Message::Assistant(_)) => counts.assistant += 1,
                    Body::Message(Message::ToolResult(_)) => counts.tool_results += 1,
                    _ => {}
                }
            }
            (Kind::Message, Role::Assistant) => counts.assistant += 1,
            (Kind::Message, Role::ToolResult) => counts.tool_results += 1,
            (Kind::Compaction, _) => counts.compactions += 1,
            (Kind::SessionInfo, _) => {
                if let Body::SessionInfo(info) = parse_line(e.line)?.body {
                    name = info.name;
                }
            }
            _ => {}
        }
        Ok(())
    })
    .map_err(corrupt(path))?;
    counts.entries = lines.entries as usize;
    counts.branches = tips.count();
    let header = lines.header.ok_or_else(|| Error::SessionCorrupt {
        path: path.to_path_buf(),
        line: 1,
        message: "the file has no session header".into(),
    })?;
    Ok(Summary {
        path: path.to_path_buf(),
        header,
        modified,
        name,
        counts,
        user_messages: users,
        user_ranges: ranges,
        partial_tail: lines.tail > 0,
    })
}
