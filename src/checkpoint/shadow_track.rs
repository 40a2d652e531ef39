//! The tracker's `shadow-git` side: each snapshot of the whole working tree becomes, for every
//! file that changed since the previous snapshot, a `custom{ama.checkpoint-track}` record of what
//! it was before (its bytes in the blob store, or `absent` for a file created since). A code
//! rewind goes straight from the snapshot commit (`shadow::from_commit`); these records serve it
//! when `shadow-git` is off in the rewinding process. What the snapshot saw counts as known
//! content for the conflict check. A failed or slow snapshot turns `shadow-git` off for the
//! session with one notice.

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;

use crate::checkpoint::blobs::{Blobs, sha256_hex};
use crate::checkpoint::data::{CheckpointData, FileState, TrackData};
use crate::checkpoint::restore::ABSENT;
use crate::checkpoint::shadow::{Change, SLOW_SNAPSHOT, Shadow, ShadowError};
use crate::checkpoint::tracker::Tracker;

/// What one snapshot gave.
#[derive(Debug, Default)]
pub struct ShadowStep {
    /// The shadow commit (`None` when `shadow-git` is off or the snapshot failed).
    pub commit: Option<String>,
    /// The files changed since the previous snapshot, each as it was before.
    pub tracks: Vec<TrackData>,
    /// The notice of a fall back to `tools`.
    pub notice: Option<String>,
}

impl Tracker {
    /// Turns `shadow-git` snapshots on (with the opened repository) or off.
    pub fn set_shadow(&self, shadow: Option<Shadow>) {
        *self.shadow.lock().unwrap_or_else(|p| p.into_inner()) = shadow;
    }

    pub fn shadow_on(&self) -> bool {
        self.shadow
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .is_some()
    }

    /// Snapshots the working tree and returns the track records of what changed since the
    /// previous snapshot of this process.
    pub fn shadow_step(&self) -> ShadowStep {
        let mut slot = self.shadow.lock().unwrap_or_else(|p| p.into_inner());
        let Some(shadow) = slot.as_mut() else {
            return ShadowStep::default();
        };
        let previous = shadow.last.clone();
        let (commit, took) = match shadow.snapshot() {
            Ok(done) => done,
            Err(e) => {
                *slot = None;
                return ShadowStep {
                    notice: Some(e.notice()),
                    ..ShadowStep::default()
                };
            }
        };
        let mut tracks = Vec::new();
        if let (Some(blobs), Some(from)) = (self.blobs(), previous.filter(|p| *p != commit)) {
            let max = self.options().max_file_bytes;
            for change in shadow.changes(&from, &commit).unwrap_or_default() {
                let path = shadow.work.join(OsStr::from_bytes(&change.path));
                let Some(before) = before_state(shadow, &change, max, &blobs) else {
                    continue;
                };
                self.note_known(&path, current_key(&path));
                tracks.push(TrackData {
                    path: path.display().to_string(),
                    before,
                });
            }
        }
        let notice = (took > SLOW_SNAPSHOT).then(|| ShadowError::Slow(took).notice());
        if notice.is_some() {
            *slot = None;
        }
        ShadowStep {
            commit: Some(commit),
            tracks,
            notice,
        }
    }
}

/// A turn's checkpoint with its shadow commit: the tracked files' checkpoint marked
/// `shadow-git`, or, when nothing is tracked yet, an empty one (`head` gives its HEAD and marks
/// the turn's checkpoint as written).
pub fn with_shadow(
    data: Option<CheckpointData>,
    commit: Option<String>,
    head: impl FnOnce() -> Option<String>,
) -> Option<CheckpointData> {
    let Some(commit) = commit else {
        return data;
    };
    let mut data = match data {
        Some(d) => d,
        None => CheckpointData {
            v: 1,
            head: head(),
            ..CheckpointData::default()
        },
    };
    data.mode = "shadow-git".into();
    data.shadow_commit = Some(commit);
    Some(data)
}

/// What a changed file was in the older snapshot; `None` for a submodule (never restored).
fn before_state(shadow: &Shadow, change: &Change, max: u64, blobs: &Blobs) -> Option<FileState> {
    let Some((mode, oid)) = &change.before else {
        return Some(FileState::absent());
    };
    crate::checkpoint::shadow::from_commit::want_of(shadow, mode, oid, max, blobs)
}

/// The restore's `known` key for what `path` holds now (its sha256, or `absent`).
fn current_key(path: &Path) -> String {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_file() => std::fs::read(path)
            .map(|b| sha256_hex(&b))
            .unwrap_or_default(),
        Ok(_) => String::new(),
        Err(_) => ABSENT.into(),
    }
}
