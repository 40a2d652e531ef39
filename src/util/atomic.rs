//! Atomic file writes: every write to a user file goes to a temp file in the same directory and is
//! renamed over the target, so a crash leaves either the old file or the new one, never half of
//! each. An existing file keeps its permissions (and its owner, when we may set it); a symlink is
//! followed so the link stays a link. The write lands exactly where [`resolve_real`] says — the
//! resolution the permission check judged: the parent directory is opened without following a
//! final link and checked to be that directory, and the temp file and the rename work relative to
//! that open directory, so no symlink swapped in after the check is followed. The temp file's name
//! says which host and process wrote it (`util::atomic_temp`), and a write first removes this
//! host's temp files whose writer was killed.

use std::ffi::OsString;
use std::fs::{File, Permissions};
use std::io::{self, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::fs::PermissionsExt;
use std::path::{Component, Path, PathBuf};

use nix::fcntl::{OFlag, openat, renameat};
use nix::sys::stat::Mode;

/// How many symlinks one resolution follows before it stops (the kernel's limit is 40 too).
const MAX_LINKS: usize = 40;

/// The path the file system reaches for `path`: every symlink followed — the final component
/// too, even when its target does not exist (a dangling link) — with `.` and `..` taken the way
/// the kernel takes them, after the links before them. The part that does not exist is appended
/// as written. A relative `path` is taken against the current directory.
pub fn resolve_real(path: &Path) -> PathBuf {
    let mut todo: Vec<OsString> = Vec::new();
    let start = if path.is_absolute() {
        PathBuf::from("/")
    } else {
        std::env::current_dir().unwrap_or_else(|_| PathBuf::from("/"))
    };
    push_components(&mut todo, path);
    let mut out = start;
    let mut links = 0;
    while let Some(part) = todo.pop() {
        match part.to_str() {
            Some("/") => out = PathBuf::from("/"),
            Some(".") => {}
            Some("..") => {
                out.pop();
            }
            _ => {
                let next = out.join(&part);
                match std::fs::symlink_metadata(&next) {
                    Ok(m) if m.file_type().is_symlink() && links < MAX_LINKS => {
                        links += 1;
                        match std::fs::read_link(&next) {
                            Ok(target) => push_components(&mut todo, &target),
                            Err(_) => out = next,
                        }
                    }
                    _ => out = next,
                }
            }
        }
    }
    out
}

/// Puts `path`'s components on the stack, first component on top; a leading `/` becomes "/".
fn push_components(todo: &mut Vec<OsString>, path: &Path) {
    let parts: Vec<OsString> = path
        .components()
        .filter_map(|c| match c {
            Component::RootDir => Some(OsString::from("/")),
            Component::CurDir => None,
            Component::ParentDir => Some(OsString::from("..")),
            Component::Normal(n) => Some(n.to_os_string()),
            Component::Prefix(_) => None,
        })
        .collect();
    todo.extend(parts.into_iter().rev());
}

/// Writes `bytes` to `path` atomically and returns the path actually written (the symlink's
/// target when `path` is a symlink). The parent directory must exist.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
    let target = resolve_real(path);
    let (Some(dir), Some(name)) = (target.parent(), target.file_name()) else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("`{}` does not name a file", path.display()),
        ));
    };
    let dir_fd = open_checked_dir(dir)?;
    let existing = nix::sys::stat::fstatat(&dir_fd, name, nix::fcntl::AtFlags::AT_SYMLINK_NOFOLLOW)
        .ok()
        .filter(|st| st.st_mode & nix::libc::S_IFMT == nix::libc::S_IFREG);
    // This host's leftovers of killed writers go first (once per directory per process).
    crate::util::atomic_temp::sweep(&dir_fd, dir);
    let temp = crate::util::atomic_temp::temp_name(name);
    // 0o666 minus the umask for a new file; an existing file's mode is restored below.
    let result = (|| {
        let flags =
            OFlag::O_WRONLY | OFlag::O_CREAT | OFlag::O_EXCL | OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC;
        let fd = openat(
            &dir_fd,
            temp.as_os_str(),
            flags,
            Mode::from_bits_truncate(0o666),
        )?;
        let mut file = File::from(fd);
        file.write_all(bytes)?;
        if let Some(st) = &existing {
            keep_owner_and_mode(&file, st.st_uid, st.st_gid, st.st_mode)?;
        }
        file.sync_all()?;
        drop(file);
        pause_before_rename(name);
        renameat(&dir_fd, temp.as_os_str(), &dir_fd, name).map_err(io::Error::from)
    })();
    if let Err(e) = result {
        let _ = nix::unistd::unlinkat(
            &dir_fd,
            temp.as_os_str(),
            nix::unistd::UnlinkatFlags::NoRemoveDir,
        );
        return Err(e);
    }
    // Make the rename itself durable; a failure here loses nothing already written.
    let _ = nix::unistd::fsync(dir_fd.as_fd());
    Ok(target)
}

/// Opens the directory `dir` (already resolved) without following a final symlink, and checks
/// that what was opened is `dir` itself, so a link swapped into any component after the check
/// fails the write instead of redirecting it.
fn open_checked_dir(dir: &Path) -> io::Result<OwnedFd> {
    let flags = OFlag::O_RDONLY | OFlag::O_DIRECTORY | OFlag::O_NOFOLLOW | OFlag::O_CLOEXEC;
    let fd = nix::fcntl::open(dir, flags, Mode::empty())?;
    let opened = std::fs::read_link(format!(
        "/proc/self/fd/{}",
        std::os::fd::AsRawFd::as_raw_fd(&fd)
    ));
    match opened {
        Ok(real) if real != dir => Err(io::Error::other(format!(
            "the directory `{}` changed while it was being written (it now is `{}`); check for symlinks and try again",
            dir.display(),
            real.display()
        ))),
        // Without /proc (not Linux) the O_NOFOLLOW open is the check.
        _ => Ok(fd),
    }
}

/// A `test-hooks` build stops here for a minute, between the temp file and the rename, when the
/// file written is named `AMA_TEST_ATOMIC_PAUSE_NAME`, so a test can kill ama while a temp file
/// exists.
#[cfg(feature = "test-hooks")]
fn pause_before_rename(name: &std::ffi::OsStr) {
    if std::env::var_os("AMA_TEST_ATOMIC_PAUSE_NAME").is_some_and(|n| n == name) {
        std::thread::sleep(std::time::Duration::from_secs(60));
    }
}

#[cfg(not(feature = "test-hooks"))]
fn pause_before_rename(_name: &std::ffi::OsStr) {}

fn keep_owner_and_mode(file: &File, uid: u32, gid: u32, mode: u32) -> io::Result<()> {
    // Only root can give a file away; for anyone else the owner is already right or cannot be.
    let _ = std::os::unix::fs::fchown(file, Some(uid), Some(gid));
    file.set_permissions(Permissions::from_mode(mode & 0o7777))
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::{open_checked_dir, resolve_real, write_atomic};

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

    #[test]
    fn resolution_follows_every_link_dangling_ones_too() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = resolve_real(tmp.path());
        let mk = |p: &str| std::fs::create_dir_all(root.join(p)).unwrap_or_else(|e| panic!("{e}"));
        let link = |to: &str, at: &str| {
            std::os::unix::fs::symlink(to, root.join(at)).unwrap_or_else(|e| panic!("{e}"));
        };
        mk("real/sub");
        mk("w");
        link("../real/sub", "w/s");
        link("/nonexistent/dir/new.json", "w/dangling");
        link("../real/missing.txt", "w/rel-dangling");
        link("loop", "w/loop");
        assert_eq!(resolve_real(&root.join("w/s/x")), root.join("real/sub/x"));
        // `..` after a link is taken from the link's target, as the kernel does.
        assert_eq!(resolve_real(&root.join("w/s/../y")), root.join("real/y"));
        assert_eq!(
            resolve_real(&root.join("w/dangling")),
            std::path::Path::new("/nonexistent/dir/new.json")
        );
        assert_eq!(
            resolve_real(&root.join("w/rel-dangling")),
            root.join("real/missing.txt")
        );
        // A link loop stops after the kernel's limit instead of spinning.
        assert!(resolve_real(&root.join("w/loop")).starts_with(&root));
    }

    #[test]
    fn a_parent_swapped_for_a_link_is_refused() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = resolve_real(tmp.path());
        std::fs::create_dir_all(root.join("elsewhere")).unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(root.join("elsewhere"), root.join("dir"))
            .unwrap_or_else(|e| panic!("{e}"));
        // The check resolved `dir` as a directory; it is a link now: the open refuses it.
        assert!(open_checked_dir(&root.join("dir")).is_err());
        assert!(open_checked_dir(&root.join("elsewhere")).is_ok());
    }
}
