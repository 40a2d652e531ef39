//! The single-writer lock of a session file: `<file>.lock`, held with `flock` (a kernel lock that
//! goes with the process that holds it, however it ends) and holding the writer's pid. The kernel
//! lock is the truth; the pid is only for the message: a lock file whose pid runs but whose
//! `flock` is free (a killed ama, its pid since reused by another program) is taken. A held one is
//! an error that names the holder and says whether it is ama (`lock_holder`). Readers
//! (`sessions list/show`, fork sources) never take it. A task's child session holds its own lock
//! in the same process, so it is released with its parent, at the latest when the process ends.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use nix::errno::Errno;
use nix::fcntl::{Flock, FlockArg};

use crate::error::{Error, Result};
use crate::session::lock_holder;

/// A held lock; dropping it removes the lock file, then releases the kernel lock.
#[derive(Debug)]
pub struct Lock {
    path: PathBuf,
    held: Option<Flock<File>>,
}

/// How many times a held lock whose file names no pid yet (its holder between `flock` and the
/// write of its pid) is looked at again, 10 ms apart.
const EMPTY_TRIES: u32 = 200;

pub fn lock_path(session_file: &Path) -> PathBuf {
    let mut name = session_file.as_os_str().to_os_string();
    name.push(".lock");
    PathBuf::from(name)
}

/// Whether the open `file` is still the file at `path` (a holder that removed it on exit, after
/// our open and before our lock, leaves us locking a file nobody else can see).
fn still_there(file: &File, path: &Path) -> bool {
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

impl Lock {
    /// Takes the lock of `session_file`; refused while another process holds it.
    pub fn acquire(session_file: &Path) -> Result<Lock> {
        let path = lock_path(session_file);
        let io = |e| Error::io("take the session lock", &path, e);
        let mut empty = 0;
        for _ in 0..500 {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .mode(0o600)
                .open(&path)
                .map_err(io)?;
            match Flock::lock(file, FlockArg::LockExclusiveNonblock) {
                Ok(held) => {
                    if !still_there(&held, &path) {
                        continue;
                    }
                    held.set_len(0).map_err(io)?;
                    (&*held)
                        .write_all(format!("{}\n", std::process::id()).as_bytes())
                        .map_err(io)?;
                    return Ok(Lock {
                        path,
                        held: Some(held),
                    });
                }
                Err((_, Errno::EWOULDBLOCK)) => {}
                Err((_, e)) => return Err(io(std::io::Error::from(e))),
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            match text.trim().parse::<i32>() {
                Ok(pid) => {
                    return Err(Error::SessionLocked {
                        path: session_file.to_path_buf(),
                        pid,
                        not_ama: lock_holder::not_ama(pid),
                    });
                }
                Err(_) if empty < EMPTY_TRIES => {
                    empty += 1;
                    std::thread::sleep(Duration::from_millis(10));
                }
                Err(_) => {
                    return Err(Error::Session(format!(
                        "the session lock `{}` is held by a process that wrote no pid in it; end the other ama on this session, or fork the session with `--fork`",
                        path.display()
                    )));
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

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still held, so a process that opened it meanwhile sees it is gone.
        let _ = std::fs::remove_file(&self.path);
        drop(self.held.take());
    }
}

#[cfg(test)]
mod tests {
    use super::{Lock, lock_path};
    use crate::error::Error;

    #[test]
    fn held_lock_refused_free_lock_taken_whatever_pid_it_names() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join("s.jsonl");
        let lock = Lock::acquire(&file).unwrap_or_else(|e| panic!("{e}"));
        // Held (by this process, through another open file): refused, naming the pid.
        match Lock::acquire(&file) {
            Err(Error::SessionLocked { pid, .. }) => assert_eq!(pid, std::process::id() as i32),
            other => panic!("expected a held lock, got {other:?}"),
        }
        drop(lock);
        assert!(!lock_path(&file).exists());
        // A file naming a live pid (this one) but no kernel lock is taken.
        std::fs::write(lock_path(&file), "1\n").unwrap_or_else(|e| panic!("{e}"));
        let taken = Lock::acquire(&file).unwrap_or_else(|e| panic!("{e}"));
        let text = std::fs::read_to_string(taken.path()).unwrap_or_default();
        assert_eq!(text.trim(), std::process::id().to_string());
    }
}
