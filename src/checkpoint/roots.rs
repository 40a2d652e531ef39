//! `<data dir>/file-history/roots.json`: the session directories outside the default one
//! (`--session-dir`, a profile's `sessionDir`) whose sessions hold checkpoints, so that
//! `ama sessions prune` scans them too before it deletes a backup. Shape:
//! `{"version": 1, "roots": ["/abs/dir", ...]}`, sorted, written atomically.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Default, Debug, PartialEq)]
pub struct Roots {
    pub version: u32,
    pub roots: Vec<String>,
}

/// `<data dir>/file-history/roots.json`.
pub fn roots_file() -> PathBuf {
    crate::checkpoint::blobs::history_dir().join("roots.json")
}

/// The registered directories (none when the file is missing or unreadable).
pub fn read(file: &Path) -> Roots {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(Roots {
            version: 1,
            roots: Vec::new(),
        })
}

/// Adds `root` to `file` unless it is the default sessions directory or already there.
pub fn register(file: &Path, root: &Path, default_root: &Path) -> std::io::Result<()> {
    let canon = |p: &Path| std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf());
    let root = canon(root);
    if root == canon(default_root) {
        return Ok(());
    }
    let text = root.display().to_string();
    let mut roots = read(file);
    if roots.roots.contains(&text) {
        return Ok(());
    }
    roots.version = 1;
    roots.roots.push(text);
    roots.roots.sort();
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let mut json = serde_json::to_string_pretty(&roots).map_err(std::io::Error::other)?;
    json.push('\n');
    crate::util::atomic::write_atomic(file, json.as_bytes()).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::{read, register};

    #[test]
    fn registers_other_roots_once() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("fh").join("roots.json");
        let default = dir.path().join("sessions");
        let other = dir.path().join("other");
        std::fs::create_dir_all(&default).unwrap_or_else(|e| panic!("{e}"));
        std::fs::create_dir_all(&other).unwrap_or_else(|e| panic!("{e}"));
        register(&file, &default, &default).unwrap_or_else(|e| panic!("{e}"));
        assert!(!file.exists());
        register(&file, &other, &default).unwrap_or_else(|e| panic!("{e}"));
        register(&file, &other, &default).unwrap_or_else(|e| panic!("{e}"));
        let roots = read(&file);
        assert_eq!(roots.version, 1);
        let want = std::fs::canonicalize(&other).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(roots.roots, vec![want.display().to_string()]);
    }
}
