//! The checkpoint records the session file holds (docs/sessions.md "Checkpoint entries"):
//! `custom{ama.checkpoint}` at the start of each turn and `custom{ama.checkpoint-track}` when a
//! file is first backed up. They hold paths and content hashes only and never enter the context.

use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::checkpoint::blobs::Blobs;

/// `customType` of the per-turn checkpoint.
pub const CHECKPOINT_TYPE: &str = "ama.checkpoint";
/// `customType` of a file first backed up during a turn.
pub const TRACK_TYPE: &str = "ama.checkpoint-track";

/// What a file was at one moment.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
#[serde(untagged)]
pub enum FileState {
    /// Its bytes are in the blob store under this sha256 (lower-case hex).
    Stored { sha256: String, size: u64 },
    /// The file did not exist (`{"absent": true}`): a restore deletes it.
    Absent { absent: bool },
    /// Not backed up: `symlink`, `not_regular` or `too_large`; a restore reports it.
    Unsupported {
        unsupported: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        size: Option<u64>,
    },
}

impl FileState {
    pub fn absent() -> FileState {
        FileState::Absent { absent: true }
    }

    pub fn sha256(&self) -> Option<&str> {
        match self {
            FileState::Stored { sha256, .. } => Some(sha256),
            _ => None,
        }
    }
}

/// `data` of `custom{ama.checkpoint}`.
#[derive(Serialize, Deserialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CheckpointData {
    /// Format version, 1.
    pub v: u32,
    /// `tools` or `shadow-git`.
    pub mode: String,
    /// The git HEAD of the working directory when the turn started (`None` outside a repository).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub head: Option<String>,
    /// `shadow-git` mode: the shadow repository's commit of the whole working tree when the turn
    /// started (`<data dir>/file-history/shadow/<16 hex>/`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shadow_commit: Option<String>,
    /// Every tracked file (absolute path) as it was when the turn started.
    #[serde(default)]
    pub files: BTreeMap<String, FileState>,
}

/// `data` of `custom{ama.checkpoint-track}`: a file `edit` / `write` changed for the first time,
/// as it was just before.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct TrackData {
    pub path: String,
    pub before: FileState,
}

/// Records what `path` is now: its bytes go to the blob store when it is a regular file no
/// larger than `max_bytes`. A failure to read or store is an error (the change must not go on
/// without its backup).
pub fn capture(path: &Path, max_bytes: u64, blobs: &Blobs) -> std::io::Result<FileState> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(FileState::absent()),
        Err(e) => return Err(e),
    };
    let unsupported = |why: &str, size| FileState::Unsupported {
        unsupported: why.into(),
        size,
    };
    if meta.file_type().is_symlink() {
        return Ok(unsupported("symlink", None));
    }
    if !meta.is_file() {
        return Ok(unsupported("not_regular", None));
    }
    if meta.size() > max_bytes {
        return Ok(unsupported("too_large", Some(meta.size())));
    }
    let bytes = std::fs::read(path)?;
    if bytes.len() as u64 > max_bytes {
        return Ok(unsupported("too_large", Some(bytes.len() as u64)));
    }
    let sha256 = blobs.put(&bytes)?;
    Ok(FileState::Stored {
        sha256,
        size: bytes.len() as u64,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{CheckpointData, FileState, TrackData};

    #[test]
    fn wire_shapes() {
        let cases = [
            (
                FileState::Stored {
                    sha256: "ab".into(),
                    size: 3,
                },
                json!({"sha256": "ab", "size": 3}),
            ),
            (FileState::absent(), json!({"absent": true})),
            (
                FileState::Unsupported {
                    unsupported: "too_large".into(),
                    size: Some(9),
                },
                json!({"unsupported": "too_large", "size": 9}),
            ),
            (
                FileState::Unsupported {
                    unsupported: "symlink".into(),
                    size: None,
                },
                json!({"unsupported": "symlink"}),
            ),
        ];
        for (state, want) in cases {
            assert_eq!(serde_json::to_value(&state).ok(), Some(want.clone()));
            assert_eq!(serde_json::from_value::<FileState>(want).ok(), Some(state));
        }
        let t = TrackData {
            path: "/w/a".into(),
            before: FileState::absent(),
        };
        assert_eq!(
            serde_json::to_value(&t).ok(),
            Some(json!({"path": "/w/a", "before": {"absent": true}}))
        );
        let c: CheckpointData =
            serde_json::from_value(json!({"v": 1, "mode": "tools"})).unwrap_or_default();
        assert!(c.files.is_empty() && c.head.is_none());
    }
}
