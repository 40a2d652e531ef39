//! Atomic file writes: every write to a user file goes to a temp file in the same directory and is
//! renamed over the target, so a crash leaves either the old file or the new one, never half of
//! each. An existing file keeps its permissions (and its owner, when we may set it); a symlink is
//! followed so the link stays a link.

use std::fs::{File, OpenOptions, Permissions};
use std::io::{self, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Writes `bytes` to `path` atomically and returns the path actually written (the symlink's
/// target when `path` is a symlink). The parent directory must exist.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    let target = follow_symlink(path)?;
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let existing = std::fs::metadata(&target).ok();
    let temp = temp_path(&dir, &target);
    // 0o666 minus the umask for a new file; an existing file's mode is restored below.
    let result = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o666)
            .open(&temp)?;
        file.write_all(bytes)?;
        if let Some(meta) = &existing {
            keep_owner_and_mode(&file, meta)?;
        }
        file.sync_all()?;
        drop(file);
        std::fs::rename(&temp, &target)
    })();
    if let Err(e) = result {
        let _ = std::fs::remove_file(&temp);
        return Err(e);
    }
    // Make the rename itself durable; a failure here loses nothing already written.
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(target)
}

/// A symlink is replaced through its target; a dangling or missing path is written as given.
fn follow_symlink(path: &Path) -> io::Result<PathBuf> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => match std::fs::canonicalize(path) {
            Ok(t) => Ok(t),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                // A dangling link: write where it points, relative to the link's directory.
                let link = std::fs::read_link(path)?;
                Ok(match path.parent() {
                    Some(parent) if link.is_relative() => parent.join(link),
                    _ => link,
                })
            }
            Err(e) => Err(e),
        },
        _ => Ok(path.to_path_buf()),
    }
}

fn temp_path(dir: &Path, target: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Keep the temp name short enough for any file system's name limit.
    let short: String = name.chars().take(100).collect();
    dir.join(format!(
        ".{short}.ama-tmp-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}

fn keep_owner_and_mode(file: &File, meta: &std::fs::Metadata) -> io::Result<()> {
    // Only root can give a file away; for anyone else the owner is already right or cannot be.
    let _ = std::os::unix::fs::fchown(file, Some(meta.uid()), Some(meta.gid()));
    file.set_permissions(Permissions::from_mode(meta.mode() & 0o7777))
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::write_atomic;

    #[test]
    fn replaces_content_keeps_mode_and_follows_links() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("a.sh");
        let ok = |r: std::io::Result<std::path::PathBuf>| r.unwrap_or_else(|e| panic!("{e}"));
        ok(write_atomic(&file, b"one"));
        let set = std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o751));
        set.unwrap_or_else(|e| panic!("{e}"));
        ok(write_atomic(&file, b"two"));
        let meta = std::fs::metadata(&file).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(meta.permissions().mode() & 0o7777, 0o751);
        assert_eq!(std::fs::read(&file).ok(), Some(b"two".to_vec()));

        let link = dir.path().join("link");
        std::os::unix::fs::symlink("a.sh", &link).unwrap_or_else(|e| panic!("{e}"));
        ok(write_atomic(&link, b"three"));
        let is_link = std::fs::symlink_metadata(&link).map(|m| m.file_type().is_symlink());
        assert_eq!(is_link.ok(), Some(true));
        assert_eq!(std::fs::read(&file).ok(), Some(b"three".to_vec()));
        // No temp files are left behind.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .map(|d| d.filter_map(|e| e.ok()).map(|e| e.file_name()).collect())
            .unwrap_or_default();
        assert_eq!(names.len(), 2, "{names:?}");
    }
}
