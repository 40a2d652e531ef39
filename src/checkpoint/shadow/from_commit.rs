//! `shadow-git` code rewind straight from a snapshot commit. The working tree as it is now is
//! written as a tree (no commit, so the next snapshot's track records are unaffected) and
//! compared with the checkpoint's commit; every file that differs is put back as the commit had
//! it: its bytes (through the blob store, so the restore and its limits are the ones `tools`
//! mode uses), deleted when the commit did not have it, and its executable bit, which git
//! records and a byte restore alone would lose. What the latest snapshot saw counts as known
//! content; a file changed since then was changed outside ama (`conflict` unless forced, for
//! its mode too). Paths no snapshot covers (ignored files `edit` / `write` changed) are left to
//! the track records.

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use crate::checkpoint::blobs::{Blobs, sha256_hex};
use crate::checkpoint::data::FileState;
use crate::checkpoint::restore::{ABSENT, Report, Skip, Skipped, Target};
use crate::checkpoint::shadow::Shadow;
use crate::checkpoint::tracker::Tracker;

/// What a rewind to one snapshot commit has to do.
#[derive(Debug, Default)]
pub struct Plan {
    /// Every file that differs from the commit, as the commit had it.
    pub targets: Vec<Target>,
    /// Every path the commit or the working tree's snapshot holds: what the snapshots cover.
    pub covered: BTreeSet<PathBuf>,
    /// Whether the commit had each regular file executable.
    exec: BTreeMap<PathBuf, bool>,
    /// The files changed since the latest snapshot (outside ama).
    outside: BTreeSet<PathBuf>,
}

impl Tracker {
    /// The plan to put the working tree back to `commit`; `latest` is the newest snapshot the
    /// session knows of when this process made none yet. `None` when `shadow-git` is off here
    /// or git fails (the caller then restores from the track records).
    pub fn shadow_plan(&self, commit: &str, latest: Option<&str>, blobs: &Blobs) -> Option<Plan> {
        let slot = self.shadow.lock().unwrap_or_else(|p| p.into_inner());
        let shadow = slot.as_ref()?;
        let now = shadow.tree_now().ok()?;
        let changes = shadow.changes(commit, &now)?;
        let latest = shadow.last.as_deref().or(latest);
        let outside: BTreeSet<PathBuf> = match latest {
            Some(l) => shadow
                .changes(l, &now)?
                .iter()
                .map(|c| abs(shadow, &c.path))
                .collect(),
            // No snapshot to compare with: every change counts as made outside ama.
            None => changes.iter().map(|c| abs(shadow, &c.path)).collect(),
        };
        let mut covered: BTreeSet<PathBuf> = BTreeSet::new();
        for tree in [commit, now.as_str()] {
            covered.extend(shadow.paths(tree)?.iter().map(|p| abs(shadow, p)));
        }
        let max = self.options().max_file_bytes;
        let mut plan = Plan {
            covered,
            outside,
            ..Plan::default()
        };
        for change in changes {
            let path = abs(shadow, &change.path);
            let want = match &change.before {
                None => FileState::absent(),
                Some((mode, oid)) => match want_of(shadow, mode, oid, max, blobs) {
                    Some(w) => w,
                    None => continue,
                },
            };
            if let Some((mode, _)) = &change.before
                && matches!(mode.as_str(), "100644" | "100755")
            {
                plan.exec.insert(path.clone(), mode == "100755");
            }
            let known = if plan.outside.contains(&path) {
                Vec::new()
            } else {
                current_key(&path).into_iter().collect()
            };
            plan.targets.push(Target { path, want, known });
        }
        Some(plan)
    }
}

impl Plan {
    /// After the byte restore: every file the commit had puts back its executable bit. A file
    /// whose mode changed outside ama is a `conflict` unless `force`; a file the restore skipped
    /// or deleted is left alone. Files whose only change was the mode join `restored`.
    pub fn restore_modes(&self, report: &mut Report, force: bool) {
        for (path, &exec) in &self.exec {
            let shown = path.display().to_string();
            let restored = report.restored.contains(&shown);
            if report.deleted.contains(&shown) || report.skipped.iter().any(|s| s.path == shown) {
                continue;
            }
            match exec_now(path) {
                Ok(now) if now == exec => continue,
                Ok(_) if !restored && !force && self.outside.contains(path) => {
                    report.skipped.push(Skipped {
                        path: shown,
                        reason: "conflict".into(),
                    });
                    continue;
                }
                Ok(_) => {}
                Err(reason) => {
                    report.skipped.push(Skipped {
                        path: shown,
                        reason: reason.to_string(),
                    });
                    continue;
                }
            }
            match set_exec(path, exec) {
                Ok(()) if !restored => report.restored.push(shown),
                Ok(()) => {}
                Err(reason) => report.skipped.push(Skipped {
                    path: shown,
                    reason: reason.to_string(),
                }),
            }
        }
        report.restored.sort();
        report.skipped.sort_by(|a, b| a.path.cmp(&b.path));
    }
}

fn abs(shadow: &Shadow, rel: &[u8]) -> PathBuf {
    shadow.work.join(OsStr::from_bytes(rel))
}

/// What a snapshot commit had at a path (`mode`, blob `oid`), stored as a backup blob; `None` for
/// a submodule (never restored). Also what a tracked change was before (`shadow_track.rs`).
pub(crate) fn want_of(
    shadow: &Shadow,
    mode: &str,
    oid: &str,
    max: u64,
    blobs: &Blobs,
) -> Option<FileState> {
    let unsupported = |why: &str, size| FileState::Unsupported {
        unsupported: why.into(),
        size,
    };
    Some(match mode {
        "160000" => return None,
        "120000" => unsupported("symlink", None),
        _ => match shadow.blob(oid) {
            Some(bytes) if bytes.len() as u64 > max => {
                unsupported("too_large", Some(bytes.len() as u64))
            }
            Some(bytes) => match blobs.put(&bytes) {
                Ok(sha256) => FileState::Stored {
                    sha256,
                    size: bytes.len() as u64,
                },
                Err(_) => unsupported("unreadable", None),
            },
            None => unsupported("backup_missing", None),
        },
    })
}

/// What `path` holds now as a `known` key (sha256 or `absent`); `None` for what no content
/// key describes (a link, a directory, an unreadable file).
fn current_key(path: &Path) -> Option<String> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.is_file() => std::fs::read(path).ok().map(|b| sha256_hex(&b)),
        Ok(_) => None,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some(ABSENT.into()),
        Err(_) => None,
    }
}

/// Whether a plain file is executable (by its owner, as git reads it); the restore limits
/// otherwise.
fn exec_now(path: &Path) -> Result<bool, Skip> {
    let meta = std::fs::symlink_metadata(path).map_err(|_| Skip::Unreadable)?;
    if meta.file_type().is_symlink() {
        return Err(Skip::Symlink);
    }
    if !meta.is_file() {
        return Err(Skip::NotRegular);
    }
    if meta.nlink() > 1 {
        return Err(Skip::HardLink);
    }
    Ok(meta.mode() & 0o100 != 0)
}

/// Sets or clears the execute bits the way a git checkout does (x where r is, or none),
/// through a descriptor opened without following a link, so a link planted meanwhile is
/// refused rather than followed.
fn set_exec(path: &Path, exec: bool) -> Result<(), Skip> {
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(nix::libc::O_NOFOLLOW | nix::libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.raw_os_error() {
            Some(nix::libc::ELOOP) => Skip::Symlink,
            _ => Skip::io(e),
        })?;
    let meta = file.metadata().map_err(Skip::io)?;
    if !meta.is_file() {
        return Err(Skip::NotRegular);
    }
    if meta.nlink() > 1 {
        return Err(Skip::HardLink);
    }
    let mode = meta.mode() & 0o7777;
    let new = if exec {
        mode | ((mode & 0o444) >> 2)
    } else {
        mode & !0o111
    };
    file.set_permissions(std::fs::Permissions::from_mode(new))
        .map_err(Skip::io)
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::{exec_now, set_exec};
    use crate::checkpoint::restore::Skip;

    fn ok<T, E: std::fmt::Display>(r: Result<T, E>) -> T {
        r.unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn exec_bits_follow_the_read_bits_and_never_a_link() {
        let dir = ok(tempfile::tempdir());
        let f = dir.path().join("run.sh");
        ok(std::fs::write(&f, "echo hi\n"));
        let cases = [
            (0o644, true, 0o755),
            (0o640, true, 0o750),
            (0o600, true, 0o700),
            (0o755, false, 0o644),
            (0o751, false, 0o640),
        ];
        for (from, exec, want) in cases {
            ok(std::fs::set_permissions(
                &f,
                std::fs::Permissions::from_mode(from),
            ));
            ok(set_exec(&f, exec));
            let mode = ok(std::fs::metadata(&f)).permissions().mode() & 0o777;
            assert_eq!(mode, want, "{from:o} exec={exec}");
            assert_eq!(exec_now(&f), Ok(exec));
        }
        let link = dir.path().join("link");
        ok(std::os::unix::fs::symlink(&f, &link));
        assert_eq!(set_exec(&link, true), Err(Skip::Symlink));
        assert_eq!(exec_now(&link), Err(Skip::Symlink));
        let hard = dir.path().join("hard");
        ok(std::fs::hard_link(&f, &hard));
        assert_eq!(set_exec(&hard, true), Err(Skip::HardLink));
    }
}
