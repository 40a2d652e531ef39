//! `<data dir>/stats-index.json`: one [`FileStats`] per session file, valid while the file's
//! mtime and size are unchanged. Day buckets depend on the local time zone, so a change of zone
//! drops the whole index. A missing, unreadable or foreign index is simply rebuilt; writing it
//! is best-effort and atomic.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};

use crate::history::stats_scan::FileStats;

const VERSION: u32 = 2;

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Cached {
    pub mtime_ns: u128,
    pub size: u64,
    pub stats: FileStats,
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StatsIndex {
    #[serde(default)]
    pub version: u32,
    #[serde(default)]
    pub zone: String,
    #[serde(default)]
    /// Keyed by the path as text (the same JSON as a `PathBuf` key; a `str` hashes its bytes,
    /// where a `Path` walks its components).
    pub files: HashMap<String, Cached>,
}

pub(crate) fn index_path(data_dir: &Path) -> PathBuf {
    data_dir.join("stats-index.json")
}

/// The file's identity for the index: (mtime in ns, size), from what the listing already read
/// (no second `stat`).
pub(crate) fn found_identity(f: &crate::session::paths::Found) -> Option<(u128, u64)> {
    let mtime = f.modified.duration_since(UNIX_EPOCH).ok()?.as_nanos();
    Some((mtime, f.size))
}

impl StatsIndex {
    /// Reads the index; a different version or time zone gives an empty one.
    pub(crate) fn load(path: &Path, zone: &str) -> StatsIndex {
        let fresh = StatsIndex {
            version: VERSION,
            zone: zone.to_string(),
            files: HashMap::new(),
        };
        let Ok(bytes) = std::fs::read(path) else {
            return fresh;
        };
        match serde_json::from_slice::<StatsIndex>(&bytes) {
            Ok(i) if i.version == VERSION && i.zone == zone => i,
            _ => fresh,
        }
    }

    /// Takes the file's figures out of the index when they are still valid (`put` them back
    /// before a `save`): reading them costs no copy.
    pub(crate) fn take(&mut self, path: &Path, id: (u128, u64)) -> Option<FileStats> {
        let key = path.to_str()?;
        match self.files.get(key) {
            Some(c) if (c.mtime_ns, c.size) == id => self.files.remove(key).map(|c| c.stats),
            _ => None,
        }
    }

    /// Records a file's figures; a path that is not UTF-8 is not indexed (it is rescanned).
    pub(crate) fn put(&mut self, path: PathBuf, id: (u128, u64), stats: FileStats) {
        let Ok(key) = path.into_os_string().into_string() else {
            return;
        };
        self.files.insert(
            key,
            Cached {
                mtime_ns: id.0,
                size: id.1,
                stats,
            },
        );
    }

    /// Writes the index atomically; a failure only costs the next run a rescan.
    pub(crate) fn save(&self, path: &Path) {
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Ok(bytes) = serde_json::to_vec(self) {
            let _ = crate::util::atomic::write_atomic(path, &bytes);
        }
    }
}
