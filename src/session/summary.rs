//! Read-only summaries of session files for `ama sessions list` and `ama sessions show`. They
//! never lock and never repair: a session in use reads as far as its last complete line. Only
//! user messages and `session_info` entries are decoded; the rest is counted from the index.

use std::fs::File;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::Serialize;

use crate::ai::types::{ContentBlock, Message, UserContent};
use crate::error::{Error, Result};
use crate::session::entry::{Body, Header, Kind};
use crate::session::index::Role;
use crate::session::load::parse_line;
use crate::session::scan::scan;
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
    /// Every user message when asked for, else only the first.
    pub user_messages: Vec<UserLine>,
    /// A half last line (a write in progress, or a crash) was left out.
    pub partial_tail: bool,
}

impl Summary {
    pub fn first_user_text(&self) -> Option<&str> {
        self.user_messages.first().map(|u| u.text.as_str())
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

/// Summarises one file. `all_users` keeps every user message, else only the first.
pub fn summarize(path: &Path, all_users: bool) -> Result<Summary> {
    let file = File::open(path).map_err(|e| Error::io("open the session file", path, e))?;
    let modified = file
        .metadata()
        .and_then(|m| m.modified())
        .unwrap_or(SystemTime::UNIX_EPOCH);
    let mut counts = Counts::default();
    let mut users: Vec<UserLine> = Vec::new();
    let mut name = None;
    let mut user_n = 0;
    let index = scan(BufReader::with_capacity(1 << 16, &file), |node, line| {
        match (node.kind, node.role) {
            (Kind::Message, Role::User) | (Kind::Message, Role::Other) => {
                let entry = parse_line(line)?;
                if let Body::Message(Message::User(u)) = &entry.body {
                    user_n += 1;
                    counts.user += 1;
                    if all_users || users.is_empty() {
                        users.push(UserLine {
                            n: user_n,
                            entry_id: entry.id.clone(),
                            timestamp: entry.timestamp.clone(),
                            text: u.content.text(),
                            origin: u.origin.clone(),
                            images: images(&u.content),
                        });
                    }
                }
                if let Body::Message(Message::Assistant(_)) = &entry.body {
                    counts.assistant += 1;
                }
                if let Body::Message(Message::ToolResult(_)) = &entry.body {
                    counts.tool_results += 1;
                }
            }
            (Kind::Message, Role::Assistant) => counts.assistant += 1,
            (Kind::Message, Role::ToolResult) => counts.tool_results += 1,
            (Kind::Compaction, _) => counts.compactions += 1,
            (Kind::SessionInfo, _) => {
                if let Body::SessionInfo(info) = parse_line(line)?.body {
                    name = info.name;
                }
            }
            _ => {}
        }
        Ok(())
    })
    .map_err(corrupt(path))?;
    counts.entries = index.len();
    let mut has_child = vec![false; index.len()];
    for i in 0..index.len() as u32 {
        if let Some(slot) = has_child.get_mut(index.node(i).parent as usize) {
            *slot = true;
        }
    }
    counts.branches = has_child.iter().filter(|c| !**c).count();
    let header = index.header.ok_or_else(|| Error::SessionCorrupt {
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
        partial_tail: index.tail > 0,
    })
}
