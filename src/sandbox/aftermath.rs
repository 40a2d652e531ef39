//! What a sandboxed bash command may leave behind that no bind can prevent, and its undo. bwrap
//! can only bind paths that exist (binding an absent one leaves a mount point on the host), so a
//! `.git` that did not exist before the command, in the working directory, in a writable parent
//! or at an uninitialised submodule's path, could be created inside and obeyed by the user's next
//! `git status` outside. And a symlinked `.ama` / `.git` is an entry of the writable working
//! directory that a mount cannot cover. So ama records both before the command (`Before`) and,
//! when it has ended, moves every new `.git` into its tool-output dir and puts every replaced link
//! back (`Before::undo`). A background job's undo waits in a process-wide list (`Pending`) until
//! the job ends, however it ends; `settle_all` runs what is left at exit.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::sandbox::git_scan::{self, Scan};

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// A symlinked `.ama` or `.git` in the working directory, as it was before a sandboxed command.
/// bwrap binds the link's target read-only, but the link itself is an entry of the writable
/// working directory: replaced inside, ama and git would read the replacement afterwards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub path: PathBuf,
    pub target: PathBuf,
}

/// The symlinked `.ama` and `.git` of `cwd`.
pub fn links(cwd: &Path) -> Vec<Link> {
    [".ama", ".git"]
        .iter()
        .filter_map(|name| {
            let path = cwd.join(name);
            let target = std::fs::read_link(&path).ok()?;
            Some(Link { path, target })
        })
        .collect()
}

/// What one sandboxed command must not change, recorded before it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Before {
    pub links: Vec<Link>,
    /// `.git` paths that did not exist and that the command could create.
    pub absent: Vec<PathBuf>,
    /// Where a created `.git` is moved (ama's tool-output dir).
    pub aside: PathBuf,
    /// The working directory and the `.git` entries below it before the command
    /// (`git_scan`): one found only afterwards was created by the command.
    pub below: Option<(PathBuf, Scan)>,
}

impl Before {
    /// Puts back the links and moves aside the new `.git` entries. Returns one sentence for each
    /// thing undone, for the tool result.
    pub fn undo(&self) -> Vec<String> {
        let mut notes = restore_links(&self.links, &self.aside);
        for path in &self.absent {
            if std::fs::symlink_metadata(path).is_ok() {
                notes.push(move_aside(path, &self.aside));
            }
        }
        if let Some((root, before)) = &self.below {
            let after = git_scan::scan(root, git_scan::MAX_DIRS);
            for path in after.found.difference(&before.found) {
                notes.push(move_aside(path, &self.aside));
            }
            if !(before.complete && after.complete) {
                notes.push(format!(
                    "[sandbox: {} has more than {} directories, so ama could not check all of them for a .git the command may have created; tell the user to check before running git in its subdirectories.]",
                    root.display(),
                    git_scan::MAX_DIRS
                ));
            }
        }
        notes
    }
}

/// The paths of `candidates` that do not exist and whose nearest existing ancestor lies in one
/// of `writable` (realpaths): the ones a sandboxed command could create.
pub fn creatable(candidates: &[PathBuf], writable: &[PathBuf]) -> Vec<PathBuf> {
    let roots: Vec<PathBuf> = writable
        .iter()
        .filter_map(|w| std::fs::canonicalize(w).ok())
        .collect();
    let mut out: Vec<PathBuf> = Vec::new();
    for path in candidates {
        if std::fs::symlink_metadata(path).is_ok() || out.contains(path) {
            continue;
        }
        let existing = path
            .ancestors()
            .skip(1)
            .find_map(|a| std::fs::canonicalize(a).ok());
        if existing.is_some_and(|e| roots.iter().any(|r| e.starts_with(r))) {
            out.push(path.clone());
        }
    }
    out
}

/// Puts back every link of `before` that a sandboxed command removed, replaced or repointed,
/// moving whatever took its place into `aside`. Returns one sentence per link for the result.
pub fn restore_links(before: &[Link], aside: &Path) -> Vec<String> {
    let mut notes = Vec::new();
    for link in before {
        if std::fs::read_link(&link.path).ok().as_ref() == Some(&link.target) {
            continue;
        }
        let moved = match std::fs::symlink_metadata(&link.path) {
            Err(_) => Ok(None),
            Ok(_) => move_out(&link.path, aside, "sandbox-replaced-link").map(Some),
        };
        let restored = moved.and_then(|dest| {
            std::os::unix::fs::symlink(&link.target, &link.path)
                .map(|()| dest)
                .map_err(MoveError::Relink)
        });
        let (path, target) = (link.path.display(), link.target.display());
        notes.push(match restored {
            Ok(Some(dest)) => format!(
                "[sandbox: the command replaced the symlink {path} (to {target}), which ama and git read outside the sandbox; ama moved what took its place to {} and restored the link.]",
                dest.display()
            ),
            Ok(None) => format!(
                "[sandbox: the command removed the symlink {path} (to {target}), which ama and git read outside the sandbox; ama restored the link.]"
            ),
            Err(e) => format!(
                "[sandbox: the command replaced the symlink {path} (to {target}), and ama could not restore it ({e}); check {path} before running git or ama there.]"
            ),
        });
    }
    notes
}

/// Moves a `.git` the command created out of git's way and returns the sentence.
fn move_aside(path: &Path, aside: &Path) -> String {
    match move_out(path, aside, "sandbox-created-git") {
        Ok(dest) => format!(
            "[sandbox: the command created {}, which git run outside the sandbox would obey (its config and hooks run programs); ama moved it to {}. If the command has to create it (git init, git clone, a submodule), rerun it with sandbox:false, which needs the user's approval.]",
            path.display(),
            dest.display()
        ),
        Err(why) => format!(
            "[sandbox: the command created {}, which git run outside the sandbox would obey, and ama could not move it away ({why}); tell the user to remove it before running git there.]",
            path.display()
        ),
    }
}

/// Why an entry a sandboxed command left could not be moved away or a link put back; `Display`
/// is the clause the note to the model quotes.
#[derive(Debug)]
enum MoveError {
    CreateAside(PathBuf, std::io::Error),
    Move(PathBuf, std::io::Error),
    Copy(PathBuf, std::io::Error),
    RemoveAfterCopy(PathBuf, std::io::Error),
    /// Neither into the aside directory nor beside itself.
    NorBeside(Box<MoveError>, std::io::Error),
    /// The link could not be created again.
    Relink(std::io::Error),
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::CreateAside(dir, e) => write!(f, "cannot create {}: {e}", dir.display()),
            MoveError::Move(dest, e) => write!(f, "cannot move it to {}: {e}", dest.display()),
            MoveError::Copy(dest, e) => write!(f, "cannot copy it to {}: {e}", dest.display()),
            MoveError::RemoveAfterCopy(dest, e) => write!(
                f,
                "copied it to {} but cannot remove it: {e}",
                dest.display()
            ),
            MoveError::NorBeside(first, e) => write!(f, "{first}; nor beside it: {e}"),
            MoveError::Relink(e) => write!(f, "{e}"),
        }
    }
}

/// Moves `path` into `aside` as `<stem>-...`, a name git does not look for; else (another file
/// system and the copy failed) renames it next to itself. Nothing is deleted before it is kept.
fn move_out(path: &Path, aside: &Path, stem: &str) -> Result<PathBuf, MoveError> {
    std::fs::create_dir_all(aside)
        .map_err(|e| MoveError::CreateAside(aside.to_path_buf(), e))
        .and_then(|()| {
            let dest = fresh_name(aside, stem);
            match std::fs::rename(path, &dest) {
                Ok(()) => Ok(dest),
                Err(e) if e.raw_os_error() == Some(nix::libc::EXDEV) => {
                    copy_then_remove(path, &dest)
                }
                Err(e) => Err(MoveError::Move(dest, e)),
            }
        })
        .or_else(|first| {
            let parent = path.parent().unwrap_or(Path::new("."));
            let name = path
                .file_name()
                .map_or("entry".into(), |n| n.to_string_lossy());
            let dest = fresh_name(parent, &format!("{name}-moved-by-ama"));
            std::fs::rename(path, &dest)
                .map(|()| dest)
                .map_err(|e| MoveError::NorBeside(Box::new(first), e))
        })
}

/// `<dir>/<stem>-<ms>-<pid>-<n>` that does not exist yet.
fn fresh_name(dir: &Path, stem: &str) -> PathBuf {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis());
    let pid = std::process::id();
    (0..)
        .map(|n| dir.join(format!("{stem}-{ms}-{pid}-{n}")))
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .unwrap_or_else(|| dir.join(stem))
}

/// Copies `from` (a directory tree, a file or a link, links not followed) to `to`, then removes
/// `from`; on a failed copy, removes the partial copy and keeps `from`.
fn copy_then_remove(from: &Path, to: &Path) -> Result<PathBuf, MoveError> {
    if let Err(e) = copy_tree(from, to) {
        let _ = std::fs::remove_dir_all(to).or_else(|_| std::fs::remove_file(to));
        return Err(MoveError::Copy(to.to_path_buf(), e));
    }
    let removed = match std::fs::symlink_metadata(from) {
        Ok(m) if m.is_dir() => std::fs::remove_dir_all(from),
        _ => std::fs::remove_file(from),
    };
    removed
        .map(|()| to.to_path_buf())
        .map_err(|e| MoveError::RemoveAfterCopy(to.to_path_buf(), e))
}

pub(crate) fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    let meta = std::fs::symlink_metadata(from)?;
    if meta.file_type().is_symlink() {
        std::os::unix::fs::symlink(std::fs::read_link(from)?, to)
    } else if meta.is_dir() {
        std::fs::create_dir(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        }
        std::fs::set_permissions(to, meta.permissions())
    } else if meta.is_file() {
        std::fs::copy(from, to).map(|_| ())
    } else {
        // A fifo or socket holds no bytes: nothing to keep.
        Ok(())
    }
}

/// The undo of a background job, run once when the job ends (`settle`): by whoever sees the end
/// first (a watcher, `bash_output`, `bash_kill`, the session's end, ama's exit).
pub struct Pending {
    state: Mutex<PendingState>,
}

struct PendingState {
    before: Option<Before>,
    notes: Vec<String>,
}

static OPEN: Mutex<Vec<Arc<Pending>>> = Mutex::new(Vec::new());

impl Pending {
    /// Registers `before` until the job it belongs to has ended.
    pub fn register(before: Before) -> Arc<Pending> {
        let p = Arc::new(Pending {
            state: Mutex::new(PendingState {
                before: Some(before),
                notes: Vec::new(),
            }),
        });
        lock(&OPEN).push(p.clone());
        p
    }

    /// Runs the undo, once; call it only after the job's processes have ended.
    pub fn settle(self: &Arc<Self>) {
        let mut state = lock(&self.state);
        if let Some(before) = state.before.take() {
            let notes = before.undo();
            state.notes.extend(notes);
            lock(&OPEN).retain(|p| !Arc::ptr_eq(p, self));
        }
    }

    /// The sentences of a settled undo not handed out yet.
    pub fn take_notes(&self) -> Vec<String> {
        std::mem::take(&mut lock(&self.state).notes)
    }
}

/// Settles every job's undo not settled yet. ama's exit sequence calls it after it has ended
/// every process, so nothing of a job is left to write.
pub fn settle_all() {
    let open = std::mem::take(&mut *lock(&OPEN));
    for p in open {
        p.settle();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undo_moves_a_created_git_aside_with_its_bytes_and_restores_links() {
        let root = std::env::temp_dir().join(format!("ama-aftermath-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let work = root.join("work");
        let aside = root.join("out");
        std::fs::create_dir_all(work.join("real")).expect("mkdir");
        std::os::unix::fs::symlink("real", work.join(".ama")).expect("link");
        let absent = creatable(
            &[
                work.join(".git"),
                root.join("no/such/.git"),
                PathBuf::from("/.git"),
            ],
            std::slice::from_ref(&root),
        );
        assert_eq!(absent, [work.join(".git"), root.join("no/such/.git")]);
        let before = Before {
            links: links(&work),
            absent,
            aside: aside.clone(),
            below: Some((work.clone(), git_scan::scan(&work, 100))),
        };
        assert!(before.undo().is_empty());
        std::fs::create_dir_all(work.join(".git/hooks")).expect("mkdir .git");
        std::fs::write(work.join(".git/config"), "[core]\n\tfsmonitor = x\n").expect("write");
        std::fs::remove_file(work.join(".ama")).expect("rm link");
        std::fs::create_dir_all(work.join("src/.git")).expect("mkdir src/.git");
        let notes = before.undo();
        assert_eq!(notes.len(), 3, "{notes:?}");
        assert!(notes[2].contains(&format!("created {}", work.join("src/.git").display())));
        assert!(
            !work.join("src/.git").exists(),
            "a .git created below is moved aside"
        );
        assert!(notes[0].ends_with("ama restored the link.]"), "{notes:?}");
        assert!(notes[1].contains(&format!("created {}", work.join(".git").display())));
        assert_eq!(
            std::fs::read_link(work.join(".ama")).ok(),
            Some("real".into())
        );
        assert!(!work.join(".git").exists());
        let moved: Vec<PathBuf> = std::fs::read_dir(&aside)
            .expect("aside")
            .flatten()
            .map(|e| e.path())
            .collect();
        assert_eq!(moved.len(), 2, "the workspace's and src's .git: {moved:?}");
        let moved: Vec<&PathBuf> = moved
            .iter()
            .filter(|m| notes[1].contains(&m.display().to_string()))
            .collect();
        assert_eq!(moved.len(), 1, "{notes:?}");
        assert_eq!(
            std::fs::read_to_string(moved[0].join("config"))
                .ok()
                .as_deref(),
            Some("[core]\n\tfsmonitor = x\n")
        );
        // The copy used across file systems keeps links as links.
        let copy = root.join("copy");
        copy_tree(&work, &copy).expect("copy");
        assert_eq!(
            std::fs::read_link(copy.join(".ama")).ok(),
            Some("real".into())
        );
        let _ = std::fs::remove_dir_all(&root);
    }
}
