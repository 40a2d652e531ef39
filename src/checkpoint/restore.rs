//! Code rewind: puts files back the way a checkpoint recorded them. Every file that cannot be
//! put back is listed with its reason, never skipped silently: a symlink, a hard link (more than
//! one link), a non-regular file, a parent directory replaced by a link, a backup that is gone
//! (`backup_missing`), a file that was not backed up (`too_large`, `symlink`, `not_regular`,
//! `unreadable` at backup time), and a change made outside ama (`conflict`, skipped unless forced).
//! Paths are the resolved ones the backup recorded; a write lands exactly there through
//! `util::atomic` and is refused when a link now sits anywhere on the way, so a restore never
//! writes through a link the model planted.

use std::os::unix::fs::MetadataExt;
use std::path::{Component, Path, PathBuf};

use serde::Serialize;

use crate::checkpoint::blobs::{Blobs, sha256_hex};
use crate::checkpoint::data::FileState;

/// One file to put back.
#[derive(Clone, Debug)]
pub struct Target {
    pub path: PathBuf,
    /// What the checkpoint recorded.
    pub want: FileState,
    /// The contents (sha256, or `absent`) the file may have now without it counting as a change
    /// made outside the turn: the latest checkpoint's record and what ama last wrote.
    pub known: Vec<String>,
}

#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Skipped {
    pub path: String,
    pub reason: String,
}

/// What a restore did.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub restored: Vec<String>,
    pub deleted: Vec<String>,
    pub skipped: Vec<Skipped>,
}

impl Report {
    /// Every file the restore changed.
    pub fn changed(&self) -> impl Iterator<Item = &String> {
        self.restored.iter().chain(&self.deleted)
    }
}

pub const ABSENT: &str = "absent";

/// Why a file is not put back. `Display` is the reason code a report lists (`Skipped::reason`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Skip {
    /// It was not backed up; the record's own reason (`too_large`, `symlink`, …).
    Unsupported(String),
    /// A directory on the way is now a link.
    ParentLink,
    /// Changed outside ama since the checkpoint.
    Conflict,
    /// Its backup is gone.
    BackupMissing,
    Symlink,
    NotRegular,
    HardLink,
    Unreadable,
    /// Writing, deleting or changing its mode failed (the I/O error's text).
    Io(String),
}

impl Skip {
    pub(crate) fn io(e: std::io::Error) -> Skip {
        Skip::Io(e.to_string())
    }
}

impl std::fmt::Display for Skip {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Skip::Unsupported(why) => why,
            Skip::ParentLink => "parent_link",
            Skip::Conflict => "conflict",
            Skip::BackupMissing => "backup_missing",
            Skip::Symlink => "symlink",
            Skip::NotRegular => "not_regular",
            Skip::HardLink => "hard_link",
            Skip::Unreadable => "unreadable",
            Skip::Io(e) => return write!(f, "io_error: {e}"),
        })
    }
}

impl std::error::Error for Skip {}

/// What is at `path` now, as a `known` key: its sha256, `absent`, or why it cannot be compared.
fn current(path: &Path) -> Result<String, Skip> {
    let meta = match std::fs::symlink_metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(ABSENT.into()),
        Err(_) => return Err(Skip::Unreadable),
    };
    if meta.file_type().is_symlink() {
        return Err(Skip::Symlink);
    }
    if !meta.is_file() {
        return Err(Skip::NotRegular);
    }
    if meta.nlink() > 1 {
        return Err(Skip::HardLink);
    }
    std::fs::read(path)
        .map(|b| sha256_hex(&b))
        .map_err(|_| Skip::Unreadable)
}

/// Whether a directory on the way to `path` is now a link (or not a directory at all).
fn parent_replaced(path: &Path) -> bool {
    let mut at = PathBuf::new();
    let parent = path.parent().unwrap_or(Path::new("/"));
    for c in parent.components() {
        match c {
            Component::RootDir => at.push("/"),
            Component::Normal(n) => {
                at.push(n);
                match std::fs::symlink_metadata(&at) {
                    Ok(m) if m.file_type().is_symlink() || !m.is_dir() => return true,
                    Ok(_) => {}
                    // The rest does not exist; it is created as plain directories.
                    Err(_) => return false,
                }
            }
            _ => return true,
        }
    }
    false
}

fn want_key(want: &FileState) -> Option<String> {
    match want {
        FileState::Stored { sha256, .. } => Some(sha256.to_ascii_lowercase()),
        FileState::Absent { .. } => Some(ABSENT.into()),
        FileState::Unsupported { .. } => None,
    }
}

/// The files whose content differs from what the checkpoint recorded (for a rewind note).
pub fn differing(targets: &[Target]) -> Vec<String> {
    targets
        .iter()
        .filter(|t| match (want_key(&t.want), current(&t.path)) {
            (Some(w), Ok(now)) => w != now,
            _ => true,
        })
        .map(|t| t.path.display().to_string())
        .collect()
}

/// Puts every target back; `force` also overwrites changes made outside ama.
pub fn restore(targets: &[Target], blobs: &Blobs, force: bool) -> Report {
    let mut report = Report::default();
    for t in targets {
        let shown = t.path.display().to_string();
        match restore_one(t, blobs, force) {
            Ok(Done::Unchanged) => {}
            Ok(Done::Restored) => report.restored.push(shown),
            Ok(Done::Deleted) => report.deleted.push(shown),
            Err(reason) => report.skipped.push(Skipped {
                path: shown,
                reason: reason.to_string(),
            }),
        }
    }
    report
}

enum Done {
    Unchanged,
    Restored,
    Deleted,
}

fn restore_one(t: &Target, blobs: &Blobs, force: bool) -> Result<Done, Skip> {
    let Some(want) = want_key(&t.want) else {
        let why = match &t.want {
            FileState::Unsupported { unsupported, .. } => unsupported.clone(),
            _ => "unsupported".into(),
        };
        return Err(Skip::Unsupported(why));
    };
    if parent_replaced(&t.path) {
        return Err(Skip::ParentLink);
    }
    let now = current(&t.path)?;
    if now == want {
        return Ok(Done::Unchanged);
    }
    if !force && !t.known.contains(&now) {
        return Err(Skip::Conflict);
    }
    if want == ABSENT {
        std::fs::remove_file(&t.path).map_err(Skip::io)?;
        return Ok(Done::Deleted);
    }
    let bytes = blobs.get(&want).ok_or(Skip::BackupMissing)?;
    if let Some(dir) = t.path.parent() {
        std::fs::create_dir_all(dir).map_err(Skip::io)?;
    }
    // Checked again right before the write: nothing on the way may be a link.
    if parent_replaced(&t.path) || crate::util::atomic::resolve_real(&t.path) != t.path {
        return Err(Skip::ParentLink);
    }
    let landed = crate::util::atomic::write_atomic(&t.path, &bytes).map_err(Skip::io)?;
    if landed != t.path {
        return Err(Skip::Symlink);
    }
    Ok(Done::Restored)
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::{ABSENT, Target, restore};
    use crate::checkpoint::blobs::{Blobs, sha256_hex};
    use crate::checkpoint::data::FileState;

    fn ok<T, E: std::fmt::Display>(r: Result<T, E>) -> T {
        r.unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn every_limit_is_named() {
        let dir = ok(tempfile::tempdir());
        let root = ok(std::fs::canonicalize(dir.path()));
        let blobs = Blobs::at(root.join("blobs"));
        let w = root.join("w");
        ok(std::fs::create_dir_all(w.join("sub")));
        let stored = |b: &[u8]| FileState::Stored {
            sha256: ok(blobs.put(b)),
            size: b.len() as u64,
        };
        let write = |p: &str, b: &[u8]| ok(std::fs::write(w.join(p), b));
        let target = |p: &str, want: FileState, known: &[&[u8]]| Target {
            path: w.join(p),
            want,
            known: known.iter().map(|b| sha256_hex(b)).collect(),
        };
        write("plain", b"new");
        write("created", b"x");
        write("outside", b"edited by hand");
        write("same", b"old");
        ok(std::os::unix::fs::symlink("/etc/hostname", w.join("link")));
        write("hard", b"new");
        ok(std::fs::hard_link(w.join("hard"), w.join("hard2")));
        ok(std::fs::create_dir(w.join("dir")));
        let elsewhere = root.join("elsewhere");
        ok(std::fs::create_dir(&elsewhere));
        ok(std::fs::remove_dir(w.join("sub")));
        ok(std::os::unix::fs::symlink(&elsewhere, w.join("sub")));
        let gone = FileState::Stored {
            sha256: sha256_hex(b"never stored"),
            size: 12,
        };
        let mut created = target("created", FileState::absent(), &[b"x"]);
        created.known.push(ABSENT.into());
        let targets = vec![
            target("plain", stored(b"old"), &[b"new"]),
            created,
            target("outside", stored(b"old"), &[b"new"]),
            target("same", stored(b"old"), &[]),
            target("link", stored(b"old"), &[b"new"]),
            target("hard", stored(b"old"), &[b"new"]),
            target("dir", stored(b"old"), &[b"new"]),
            target("sub/f", stored(b"old"), &[b"new"]),
            target("missing-backup", gone, &[]),
            target(
                "big",
                FileState::Unsupported {
                    unsupported: "too_large".into(),
                    size: Some(9),
                },
                &[],
            ),
            target("recreated/deep", stored(b"old"), &[]),
        ];
        // The file that is gone now and whose backup is gone too.
        let mut targets = targets;
        targets[8].known.push(ABSENT.into());
        targets[10].known.push(ABSENT.into());
        let report = restore(&targets, &blobs, false);
        let p = |s: &str| w.join(s).display().to_string();
        assert_eq!(report.restored, vec![p("plain"), p("recreated/deep")]);
        assert_eq!(report.deleted, vec![p("created")]);
        let skipped: Vec<(String, String)> = report
            .skipped
            .iter()
            .map(|s| (s.path.clone(), s.reason.clone()))
            .collect();
        let want: Vec<(String, String)> = [
            ("outside", "conflict"),
            ("link", "symlink"),
            ("hard", "hard_link"),
            ("dir", "not_regular"),
            ("sub/f", "parent_link"),
            ("missing-backup", "backup_missing"),
            ("big", "too_large"),
        ]
        .iter()
        .map(|(a, b)| (p(a), b.to_string()))
        .collect();
        assert_eq!(skipped, want);
        assert_eq!(ok(std::fs::read(w.join("plain"))), b"old");
        assert_eq!(ok(std::fs::read(w.join("outside"))), b"edited by hand");
        assert!(!w.join("created").exists());
        assert!(!elsewhere.join("f").exists());
        assert_eq!(
            ok(std::fs::read_link(w.join("link"))),
            PathBuf::from("/etc/hostname")
        );
        // Forced, the outside change is overwritten.
        let forced = restore(&targets[2..3], &blobs, true);
        assert_eq!(forced.restored, vec![p("outside")]);
        assert_eq!(ok(std::fs::read(w.join("outside"))), b"old");
    }
}
