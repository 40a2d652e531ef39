//! `Tracker`: the in-process side of `tools` checkpoints, one per session (inside `ToolState`).
//! `edit` / `write` call `before_change` before they first change a file in a turn (its bytes go
//! to the blob store and a track record waits for the session file) and `wrote` after (the hash
//! of what ama last wrote, for conflict detection). The agent calls `begin_turn` at each new turn
//! to re-snapshot every tracked file, and `take_pending` to write the track records.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::checkpoint::blobs::{Blobs, sha256_hex};
use crate::checkpoint::config::CheckpointOptions;
use crate::checkpoint::data::{CheckpointData, FileState, TrackData, capture};
use crate::util::sync::lock;

#[derive(Default)]
pub struct Tracker {
    inner: Mutex<Inner>,
    /// `shadow-git` mode's repository while it is on (`checkpoint::shadow_track`).
    pub(crate) shadow: Mutex<Option<crate::checkpoint::shadow::Shadow>>,
}

#[derive(Default)]
struct Inner {
    /// Set by the agent once it knows the session is written to disk and checkpoints are on.
    active: bool,
    options: CheckpointOptions,
    blobs: Option<Blobs>,
    /// Every file backed up so far (resolved paths).
    tracked: BTreeSet<PathBuf>,
    /// The files already backed up in this turn.
    this_turn: BTreeSet<PathBuf>,
    /// Track records not yet in the session file.
    pending: Vec<TrackData>,
    /// The sha256 of what ama last wrote to each file, in this process.
    last_written: BTreeMap<PathBuf, String>,
    /// Whether this turn's checkpoint has been handed out.
    turn_written: bool,
    /// Whether `activate` has run.
    configured: bool,
}

/// The path a change to `path` lands on (links followed), which is what a backup records.
pub fn real(path: &Path) -> PathBuf {
    crate::util::atomic::resolve_real(path)
}

impl Tracker {
    /// Turns tracking on with `options` and `blobs`, or off (`--no-session`, `mode: off`).
    pub fn activate(&self, options: Option<(CheckpointOptions, Blobs)>) {
        let mut g = lock(&self.inner);
        g.configured = true;
        match options {
            Some((o, b)) => {
                g.active = true;
                g.options = o;
                g.blobs = Some(b);
            }
            None => g.active = false,
        }
    }

    pub fn is_active(&self) -> bool {
        lock(&self.inner).active
    }

    /// Whether the agent has decided on tracking for this session yet.
    pub fn is_configured(&self) -> bool {
        lock(&self.inner).configured
    }

    pub fn options(&self) -> CheckpointOptions {
        lock(&self.inner).options.clone()
    }

    /// Backs `path` up before its first change in this turn. An error means the backup could
    /// not be made; the caller must not change the file.
    pub fn before_change(&self, path: &Path) -> std::io::Result<()> {
        let mut g = lock(&self.inner);
        if !g.active {
            return Ok(());
        }
        let key = real(path);
        if !g.this_turn.insert(key.clone()) || g.tracked.contains(&key) {
            return Ok(());
        }
        let Some(blobs) = g.blobs.clone() else {
            return Ok(());
        };
        let before = match capture(&key, g.options.max_file_bytes, &blobs) {
            Ok(s) => s,
            Err(e) => {
                g.this_turn.remove(&key);
                return Err(e);
            }
        };
        g.tracked.insert(key.clone());
        g.pending.push(TrackData {
            path: key.display().to_string(),
            before,
        });
        Ok(())
    }

    /// Remembers what ama just wrote to `path`.
    pub fn wrote(&self, path: &Path, bytes: &[u8]) {
        let mut g = lock(&self.inner);
        if g.active {
            g.last_written.insert(real(path), sha256_hex(bytes));
        }
    }

    /// The sha256 of what ama last wrote to `path` in this process.
    pub fn last_written(&self, path: &Path) -> Option<String> {
        lock(&self.inner).last_written.get(path).cloned()
    }

    /// Forgets what ama wrote to these files (they were restored).
    pub fn forget_written(&self, paths: &[PathBuf]) {
        let mut g = lock(&self.inner);
        for p in paths {
            g.last_written.remove(p);
        }
    }

    /// A new turn: every tracked file as it is now (re-read, so changes made by bash or by hand
    /// are in it), with the HEAD `head` gives. `None` when tracking is off or nothing is tracked
    /// yet: then the turn's checkpoint comes with its first track record (`take_pending`).
    pub fn begin_turn(&self, head: impl FnOnce() -> Option<String>) -> Option<CheckpointData> {
        let mut g = lock(&self.inner);
        g.this_turn.clear();
        g.turn_written = false;
        if !g.active || g.tracked.is_empty() {
            return None;
        }
        let blobs = g.blobs.clone()?;
        let max = g.options.max_file_bytes;
        let files = g
            .tracked
            .iter()
            .map(|p| {
                let state = capture(p, max, &blobs).unwrap_or_else(|_| FileState::Unsupported {
                    unsupported: "unreadable".into(),
                    size: None,
                });
                (p.display().to_string(), state)
            })
            .collect();
        g.turn_written = true;
        Some(CheckpointData {
            v: 1,
            mode: "tools".into(),
            head: head(),
            shadow_commit: None,
            files,
        })
    }

    /// The track records made since the last call, for the session file, preceded by this
    /// turn's checkpoint when none was written at its start (nothing was tracked then).
    pub fn take_pending(
        &self,
        head: impl FnOnce() -> Option<String>,
    ) -> (Option<CheckpointData>, Vec<TrackData>) {
        let mut g = lock(&self.inner);
        let pending = std::mem::take(&mut g.pending);
        if pending.is_empty() || g.turn_written {
            return (None, pending);
        }
        g.turn_written = true;
        let checkpoint = CheckpointData {
            v: 1,
            mode: "tools".into(),
            head: head(),
            shadow_commit: None,
            files: BTreeMap::new(),
        };
        (Some(checkpoint), pending)
    }

    /// The blob store backups go to, while tracking is on.
    pub fn blobs(&self) -> Option<Blobs> {
        lock(&self.inner).blobs.clone()
    }

    /// Marks this turn's checkpoint as written (`shadow-git` writes one at every turn start).
    pub fn mark_turn_written(&self) {
        lock(&self.inner).turn_written = true;
    }

    /// Records that `path` now holds content with this sha256, as far as a rewind's conflict
    /// check goes (`shadow-git`: what the latest snapshot saw).
    pub fn note_known(&self, path: &Path, sha256: String) {
        let mut g = lock(&self.inner);
        if g.active {
            g.last_written.insert(path.to_path_buf(), sha256);
        }
    }

    /// Seeds the tracked set from a resumed branch's records.
    pub fn seed<'a>(&self, paths: impl IntoIterator<Item = &'a str>) {
        let mut g = lock(&self.inner);
        g.tracked.extend(paths.into_iter().map(PathBuf::from));
    }
}

#[cfg(test)]
mod tests {
    use super::Tracker;
    use crate::checkpoint::blobs::Blobs;
    use crate::checkpoint::config::CheckpointOptions;
    use crate::checkpoint::data::FileState;

    #[test]
    fn backs_up_once_per_turn_and_resnapshots() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = std::fs::canonicalize(dir.path()).unwrap_or_else(|e| panic!("{e}"));
        let blobs = Blobs::at(root.join("blobs"));
        let t = Tracker::default();
        let f = root.join("a.txt");
        std::fs::write(&f, "one").unwrap_or_else(|e| panic!("{e}"));
        // Inactive: nothing happens.
        t.before_change(&f).unwrap_or_else(|e| panic!("{e}"));
        assert!(t.take_pending(|| None).1.is_empty());
        let options = CheckpointOptions {
            max_file_bytes: 10,
            ..CheckpointOptions::default()
        };
        t.activate(Some((options, blobs.clone())));
        assert_eq!(t.begin_turn(|| None), None);
        t.before_change(&f).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&f, "two").unwrap_or_else(|e| panic!("{e}"));
        t.before_change(&f).unwrap_or_else(|e| panic!("{e}"));
        let new = root.join("new.txt");
        t.before_change(&new).unwrap_or_else(|e| panic!("{e}"));
        let big = root.join("big.bin");
        std::fs::write(&big, [0u8; 11]).unwrap_or_else(|e| panic!("{e}"));
        t.before_change(&big).unwrap_or_else(|e| panic!("{e}"));
        let (first, pending) = t.take_pending(|| Some("h0".into()));
        assert_eq!(
            first.map(|c| (c.files.len(), c.head)),
            Some((0, Some("h0".into())))
        );
        let states: Vec<_> = pending.iter().map(|p| p.before.clone()).collect();
        assert_eq!(states.len(), 3, "{pending:?}");
        assert_eq!(states[0].sha256(), blobs.put(b"one").ok().as_deref());
        assert_eq!(states[1], FileState::absent());
        assert_eq!(
            states[2],
            FileState::Unsupported {
                unsupported: "too_large".into(),
                size: Some(11)
            }
        );
        // The next turn re-reads every tracked file.
        let c = t.begin_turn(|| Some("h".into())).unwrap_or_default();
        let key = f.display().to_string();
        assert_eq!(c.files[&key].sha256(), blobs.put(b"two").ok().as_deref());
        assert_eq!(c.files[&new.display().to_string()], FileState::absent());
        assert_eq!(c.head.as_deref(), Some("h"));
        t.before_change(&f).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.take_pending(|| None), (None, Vec::new()));
    }
}
