//! `<data dir>/stats-index.json`: one [`FileStats`] per session file, valid while the file's
//! mtime and size are unchanged. Files are keyed by their path relative to the sessions
//! directory. Day buckets depend on the local time zone, so a change of zone (or of sessions
//! directory) drops the whole index. A missing, unreadable, foreign, older or damaged index is
//! simply rebuilt; writing it is best-effort and atomic. The bytes on disk are
//! `stats_index_format`'s.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

use crate::history::stats_figures::FileStats;
use crate::history::stats_index_format::{decode, encode};

#[derive(Clone, Debug)]
pub(crate) struct Cached {
    pub mtime_ns: u64,
    pub size: u64,
    pub stats: FileStats,
}

/// Files by their path relative to the sessions directory (`<dir>/<name>`).
pub(crate) type Files = HashMap<String, Cached, BuildPathHash>;

#[derive(Debug, Default)]
pub(crate) struct StatsIndex {
    zone: String,
    /// The sessions directory as text, without a trailing `/`; `None` (a directory that is not
    /// UTF-8): nothing is indexed.
    root: Option<String>,
    /// The one directory (a project's) decoded, when the run needs no other; `save` takes the
    /// others from the index on disk.
    only: Option<String>,
    pub(crate) files: Files,
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
/// (no second `stat`). An mtime past 2554 (beyond `u64` nanoseconds) counts as that limit.
pub(crate) fn found_identity(f: &crate::session::paths::Found) -> Option<(u64, u64)> {
    let mtime = f.modified.duration_since(UNIX_EPOCH).ok()?.as_nanos();
    Some((u64::try_from(mtime).unwrap_or(u64::MAX), f.size))
}

impl StatsIndex {
    /// Reads the index of the sessions directory `root` (only its directory `only`, when
    /// given); another version, time zone or directory, or bytes that do not decode, give an
    /// empty one.
    pub(crate) fn load(path: &Path, zone: &str, root: &Path, only: Option<&str>) -> StatsIndex {
        let root = root
            .to_str()
            .map(|r| r.strip_suffix('/').unwrap_or(r).to_string());
        let mut index = StatsIndex {
            zone: zone.to_string(),
            root,
            only: only.map(String::from),
            files: Files::default(),
        };
        if let (Some(root), Ok(bytes)) = (&index.root, std::fs::read(path)) {
            index.files = decode(&bytes, zone, root, only).unwrap_or_default();
        }
        index
    }

    /// `path` relative to the sessions directory, when it is inside it and UTF-8.
    fn key<'p>(&self, path: &'p Path) -> Option<&'p str> {
        let rest = path.to_str()?.strip_prefix(self.root.as_deref()?)?;
        rest.strip_prefix('/').filter(|r| !r.is_empty())
    }

    /// Takes the file's figures out of the index when they are still valid (`put` them back
    /// before a `save`): reading them costs no copy.
    pub(crate) fn take(&mut self, path: &Path, id: (u64, u64)) -> Option<FileStats> {
        // One lookup: a stale entry goes too (the file is rescanned and `put` again).
        let cached = self.files.remove(self.key(path)?)?;
        ((cached.mtime_ns, cached.size) == id).then_some(cached.stats)
    }

    /// Records a file's figures; a path outside the sessions directory or not UTF-8 is not
    /// indexed (it is rescanned).
    pub(crate) fn put(&mut self, path: &Path, id: (u64, u64), stats: FileStats) {
        let Some(key) = self.key(path) else {
            return;
        };
        let cached = Cached {
            mtime_ns: id.0,
            size: id.1,
            stats,
        };
        self.files.insert(key.to_string(), cached);
    }

    /// Drops every file not in `live`; whether any went.
    pub(crate) fn keep_only<'p>(&mut self, live: impl Iterator<Item = &'p Path>) -> bool {
        let before = self.files.len();
        let live: HashSet<&str, BuildPathHash> = live.filter_map(|p| self.key(p)).collect();
        self.files.retain(|k, _| live.contains(k.as_str()));
        self.files.len() != before
    }

    /// Writes the index atomically; a failure only costs the next run a rescan. When only one
    /// directory was loaded, the other directories' files are those of the index on disk now.
    pub(crate) fn save(mut self, path: &Path) {
        let Some(root) = &self.root else {
            return;
        };
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Some(only) = &self.only {
            let mut all = std::fs::read(path)
                .ok()
                .and_then(|b| decode(&b, &self.zone, root, None))
                .unwrap_or_default();
            all.retain(|k, _| k.rsplit_once('/').is_none_or(|(d, _)| d != only));
            all.extend(self.files.drain());
            self.files = all;
        }
        let bytes = encode(&self.zone, root, &self.files);
        let _ = crate::util::atomic::write_atomic(path, &bytes);
    }
}
