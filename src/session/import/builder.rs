//! What every importer fills in: the ama entries of the new session (a chain, or a foreign
//! tree whose ids are kept), the tally of what could not be carried, by kind, and the lines that
//! did not read. `write` puts the result in the sessions directory atomically: a hidden temp
//! file in the target directory, synced, then renamed to its final `.jsonl` name, so a reader
//! never sees half an imported session and an import that fails leaves nothing behind.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use crate::ai::types::{AssistantMessage, Message};
use crate::session::entry::{Body, Custom, Entry, Header};
use crate::session::import::ImportError;
use crate::session::paths;
use crate::util::ids::{short_id, uuid_v4};
use crate::util::time::{now_iso, parse_iso_utc};

/// The entries being built and what was left out.
#[derive(Default)]
pub(crate) struct Builder {
    pub(crate) entries: Vec<Entry>,
    /// Kind of thing not carried → how many.
    pub(crate) dropped: BTreeMap<String, usize>,
    /// `line N: why` for each line that is not JSON.
    pub(crate) malformed: Vec<String>,
    /// The session's working directory, as the source records it.
    pub(crate) cwd: Option<String>,
}

impl Builder {
    /// Counts one thing that was not carried.
    pub(crate) fn drop_kind(&mut self, kind: impl Into<String>) {
        self.drop_n(kind, 1);
    }

    pub(crate) fn drop_n(&mut self, kind: impl Into<String>, n: usize) {
        if n > 0 {
            *self.dropped.entry(kind.into()).or_default() += n;
        }
    }

    /// Appends `message` as a child of the last entry, with a new id.
    pub(crate) fn push(&mut self, message: Message, timestamp: &str) {
        self.push_body(Body::Message(message), timestamp);
    }

    pub(crate) fn push_body(&mut self, body: Body, timestamp: &str) {
        let parent = self.entries.last().map(|e| e.id.clone());
        let mut id = short_id();
        while self.entries.iter().any(|e| e.id == id) {
            id = short_id();
        }
        self.entries.push(Entry {
            id,
            parent_id: parent,
            timestamp: iso_or_now(timestamp),
            body,
        });
    }

    /// The last entry's message, when it is an assistant message (to merge blocks into).
    pub(crate) fn last_assistant(&mut self) -> Option<&mut AssistantMessage> {
        match self.entries.last_mut().map(|e| &mut e.body) {
            Some(Body::Message(Message::Assistant(a))) => Some(a),
            _ => None,
        }
    }

    /// How many messages of each role were carried: (user, assistant, tool results).
    pub(crate) fn counts(&self) -> (usize, usize, usize) {
        let mut c = (0, 0, 0);
        for e in &self.entries {
            match &e.body {
                Body::Message(Message::User(_)) => c.0 += 1,
                Body::Message(Message::Assistant(_)) => c.1 += 1,
                Body::Message(Message::ToolResult(_)) => c.2 += 1,
                _ => {}
            }
        }
        c
    }
}

/// The timestamp as written when it is ISO 8601 UTC, else now.
pub(crate) fn iso_or_now(timestamp: &str) -> String {
    if parse_iso_utc(timestamp).is_some() {
        timestamp.to_string()
    } else {
        now_iso()
    }
}

/// Epoch milliseconds of an ISO timestamp, 0 when it does not read.
pub(crate) fn ms_of(timestamp: &str) -> u64 {
    parse_iso_utc(timestamp).unwrap_or(0)
}

/// The `ama.import` record that starts every imported session: where it came from. It is a
/// `custom` entry, so it never reaches the model.
pub(crate) fn origin_entry(source: &str, file: &Path, foreign_id: Option<&str>) -> Body {
    Body::Custom(Custom {
        custom_type: "ama.import".into(),
        data: serde_json::json!({
            "source": source,
            "file": file.display().to_string(),
            "sessionId": foreign_id,
        }),
    })
}

/// Writes header and entries to a new session file of `cwd` under `root`; returns its path and
/// id. The temp file is removed when any step fails.
pub(crate) fn write(root: &Path, cwd: &str, entries: &[Entry]) -> Result<(PathBuf, String), ImportError> {
    let id = uuid_v4();
    let time = now_iso();
    let dir = root.join(paths::encode_cwd(Path::new(cwd)));
    let path = dir.join(paths::file_name(&time, &id));
    let temp = dir.join(format!(".{id}.import.tmp"));
    std::fs::create_dir_all(&dir).map_err(|e| ImportError::Write {
        path: dir.clone(),
        source: e,
    })?;
    let header = Header::new(id.clone(), time, cwd.to_string(), None);
    let mut text = serde_json::to_string(&header).unwrap_or_default();
    text.push('\n');
    for entry in entries {
        text.push_str(&entry.to_line());
    }
    let written = write_new(&temp, text.as_bytes()).and_then(|()| {
        // `rename` would replace a file of the same name; a fresh uuid makes that impossible,
        // and `hard_link` + remove refuses it outright.
        std::fs::hard_link(&temp, &path)
    });
    let _ = std::fs::remove_file(&temp);
    written.map_err(|e| ImportError::Write {
        path: path.clone(),
        source: e,
    })?;
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok((path, id))
}

fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}
