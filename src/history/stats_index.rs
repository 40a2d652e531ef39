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
    /// where a `Path` walks its components), hashed with [`PathHash`].
    pub files: HashMap<String, Cached, BuildPathHash>,
}

/// A multiply-rotate hash (FxHash's) for the index's path keys: about a quarter of SipHash's
/// cost per byte on 100-byte paths, hashed three times a file on every run. The keys come from
/// the user's own sessions directory, so SipHash's resistance to chosen keys buys nothing.
#[derive(Default)]
pub(crate) struct PathHash(u64);

impl std::hash::Hasher for PathHash {
    fn write(&mut self, bytes: &[u8]) {
        const K: u64 = 0x517c_c1b7_2722_0a95;
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let word = u64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]);
            self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
        }
        for &b in chunks.remainder() {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(K);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type BuildPathHash = std::hash::BuildHasherDefault<PathHash>;

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
            files: HashMap::default(),
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
        // One lookup: a stale entry goes too (the file is rescanned and `put` again).
        let cached = self.files.remove(path.to_str()?)?;
        ((cached.mtime_ns, cached.size) == id).then_some(cached.stats)
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
