//! The temp files of atomic writes (`util::atomic`). A temp file is named
//! `.NAME.ama-tmp-HOST-PID-N`: the host and the pid say who wrote it, so that when ama writes in a
//! directory it can remove the temp files a killed ama of this host left there (pid no longer
//! running), and never another host's (several machines may share a directory) nor a live
//! process's (a write in progress). Tools that list files leave these names out (`is_temp_name`).

use std::collections::HashSet;
use std::ffi::{OsStr, OsString};
use std::os::fd::OwnedFd;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use nix::errno::Errno;
use nix::sys::signal::kill;
use nix::unistd::{Pid, UnlinkatFlags, unlinkat};

use crate::util::host::host_name;

const MARK: &str = ".ama-tmp-";

/// A fresh temp name for a write to `target`: `.NAME.ama-tmp-HOST-PID-N`.
pub(crate) fn temp_name(target: &OsStr) -> OsString {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = target.to_string_lossy();
    // Keep the temp name short enough for any file system's name limit.
    let short: String = name.chars().take(100).collect();
    OsString::from(format!(
        ".{short}{MARK}{}-{}-{}",
        host_name(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Whether `name` is the temp file of an atomic write (this format or the older one without a
/// host): listings leave it out.
pub fn is_temp_name(name: &OsStr) -> bool {
    let bytes = name.as_bytes();
    bytes.first() == Some(&b'.') && memchr::memmem::find(bytes, MARK.as_bytes()).is_some()
}

/// The host and pid a temp name carries; `None` for any other name, and for the older
/// `.NAME.ama-tmp-PID-N` form, whose host is unknown (it is left alone).
fn writer(name: &OsStr) -> Option<(&str, i32)> {
    let name = name.to_str()?;
    if !name.starts_with('.') {
        return None;
    }
    let (_, tail) = name.rsplit_once(MARK)?;
    let mut parts = tail.rsplitn(3, '-');
    let n = parts.next()?;
    let pid = parts.next()?.parse::<i32>().ok()?;
    let host = parts.next()?;
    (n.parse::<u64>().is_ok() && !host.is_empty()).then_some((host, pid))
}

/// Whether the process `pid` runs (or may: another user's process counts as running).
fn running(pid: i32) -> bool {
    pid > 0 && !matches!(kill(Pid::from_raw(pid), None), Err(Errno::ESRCH))
}

/// Removes, once per directory per process, this host's temp files in `dir` (open as `dir_fd`)
/// whose writer no longer runs. Errors are ignored: a leftover that cannot be removed now is
/// tried again by the next ama.
pub(crate) fn sweep(dir_fd: &OwnedFd, dir: &Path) {
    static SWEPT: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);
    {
        let mut swept = crate::util::sync::lock(&SWEPT);
        if !swept.get_or_insert_with(HashSet::new).insert(dir.to_path_buf()) {
            return;
        }
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some((host, pid)) = writer(&name) else {
            continue;
        };
        if host != host_name() || running(pid) {
            continue;
        }
        let _ = unlinkat(dir_fd, name.as_os_str(), UnlinkatFlags::NoRemoveDir);
    }
}

#[cfg(test)]
mod tests {
    use std::ffi::OsStr;

    use super::{host_name, is_temp_name, temp_name, writer};

    #[test]
    fn names_carry_host_and_pid() {
        let name = temp_name(OsStr::new("a-b.txt"));
        let pid = std::process::id() as i32;
        assert_eq!(writer(&name), Some((host_name(), pid)));
        assert!(is_temp_name(&name));
        // The older form (no host) is recognised for listings but never removed.
        assert!(is_temp_name(OsStr::new(".a.txt.ama-tmp-12-0")));
        assert_eq!(writer(OsStr::new(".a.txt.ama-tmp-12-0")), None);
        assert_eq!(writer(OsStr::new(".a.ama-tmp-h.x-12-0")), Some(("h.x", 12)));
        assert!(!is_temp_name(OsStr::new("a.txt")));
        assert!(!is_temp_name(OsStr::new("notes.ama-tmp-h-1-2")));
    }
}
