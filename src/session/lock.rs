//! The single-writer lock of a session file: `<file>.lock`, created with O_EXCL and holding the
//! writer's pid. A lock whose pid no longer runs is stale and is taken over; a live one is an
//! error that names the pid. Readers (`sessions list/show`, fork sources) never take it.

use std::fs::OpenOptions;
use std::io::{ErrorKind, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use nix::errno::Errno;
use nix::sys::signal::kill;
use nix::unistd::Pid;

use crate::error::{Error, Result};

/// A held lock; dropping it removes the lock file.
#[derive(Debug)]
pub struct Lock {
    path: PathBuf,
}

/// How long a lock file may stay empty (its writer between create and write) before it counts
/// as left behind by a crash.
const EMPTY_GRACE: Duration = Duration::from_secs(2);

pub fn lock_path(session_file: &Path) -> PathBuf {
    let mut name = session_file.as_os_str().to_os_string();
    name.push(".lock");
    PathBuf::from(name)
}

fn alive(pid: i32) -> bool {
    if pid <= 0 {
        return false;
    }
    !matches!(kill(Pid::from_raw(pid), None), Err(Errno::ESRCH))
}

impl Lock {
    /// Takes the lock of `session_file`, taking over a stale one.
    pub fn acquire(session_file: &Path) -> Result<Lock> {
        let path = lock_path(session_file);
        let own = std::process::id() as i32;
        let io = |e| Error::io("create the session lock", &path, e);
        for _ in 0..500 {
            match OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(&path)
            {
                Ok(mut f) => {
                    f.write_all(format!("{own}\n").as_bytes()).map_err(io)?;
                    return Ok(Lock { path });
                }
                Err(e) if e.kind() == ErrorKind::AlreadyExists => {}
                Err(e) => return Err(io(e)),
            }
            let text = match std::fs::read_to_string(&path) {
                Ok(t) => t,
                Err(e) if e.kind() == ErrorKind::NotFound => continue,
                Err(e) => return Err(Error::io("read the session lock", &path, e)),
            };
            match text.trim().parse::<i32>() {
                Ok(pid) if alive(pid) => {
                    return Err(Error::SessionLocked {
                        path: session_file.to_path_buf(),
                        pid,
                    });
                }
                Ok(_) => {}
                Err(_) if text.trim().is_empty() && !older_than(&path, EMPTY_GRACE) => {
                    std::thread::sleep(Duration::from_millis(10));
                    continue;
                }
                Err(_) => {}
            }
            // Stale: remove it unless it changed meanwhile, then try to create ours again.
            if std::fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
                match std::fs::remove_file(&path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == ErrorKind::NotFound => {}
                    Err(e) => return Err(Error::io("remove the stale session lock", &path, e)),
                }
            }
        }
        Err(Error::Session(format!(
            "could not take the session lock `{}`: it keeps changing; is another ama starting on the same session?",
            path.display()
        )))
    }

    #[cfg(test)]
    pub fn path(&self) -> &Path {
        &self.path
    }
}

fn older_than(path: &Path, age: Duration) -> bool {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| SystemTime::now().duration_since(t).ok())
        .is_some_and(|d| d > age)
}

impl Drop for Lock {
    fn drop(&mut self) {
        let own = std::process::id().to_string();
        let ours = std::fs::read_to_string(&self.path).is_ok_and(|t| t.trim() == own);
        if ours {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Lock, lock_path};
    use crate::error::Error;

    #[test]
    fn live_lock_refused_stale_lock_taken_over() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("s.jsonl");
        let lock = Lock::acquire(&file).unwrap_or_else(|e| panic!("{e}"));
        // Held by this (live) process: refused, naming the pid.
        match Lock::acquire(&file) {
            Err(Error::SessionLocked { pid, .. }) => assert_eq!(pid, std::process::id() as i32),
            other => panic!("expected a live lock, got {other:?}"),
        }
        drop(lock);
        assert!(!lock_path(&file).exists());
        // A pid that cannot run (beyond pid_max) is stale.
        std::fs::write(lock_path(&file), "2147483000\n").unwrap_or_else(|e| panic!("{e}"));
        let taken = Lock::acquire(&file).unwrap_or_else(|e| panic!("{e}"));
        let text = std::fs::read_to_string(taken.path()).unwrap_or_default();
        assert_eq!(text.trim(), std::process::id().to_string());
    }
}
