//! Where session files live and how they are found: the sessions directory, the encoded cwd
//! directory, the `<ISO time>_<uuid>.jsonl` name (the uuid is the session id), and resolving a
//! path, an id or an id prefix of 4 or more hex digits to one file.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::error::{Error, Result};

/// `--session-dir`, then the config's `sessionDir`, then `<data dir>/sessions`.
pub fn sessions_root(cli: Option<&str>, configured: Option<&str>) -> PathBuf {
    let home = |s: &str| match (s.strip_prefix("~/"), crate::config::paths::home()) {
        (Some(rest), Some(h)) => h.join(rest),
        _ => PathBuf::from(s),
    };
    match cli.or(configured).filter(|s| !s.is_empty()) {
        Some(dir) => home(dir),
        None => crate::config::paths::data_dir().join("sessions"),
    }
}

/// The cwd as a directory name: no leading separator, `/`, `\` and `:` turned into `-`.
pub fn encode_cwd(cwd: &Path) -> String {
    let s = cwd.to_string_lossy();
    let s = s.trim_start_matches(['/', '\\']);
    s.chars()
        .map(|c| {
            if matches!(c, '/' | '\\' | ':') {
                '-'
            } else {
                c
            }
        })
        .collect()
}

/// `<ISO time with : and . as ->_<uuid>.jsonl`.
pub fn file_name(iso_time: &str, id: &str) -> String {
    let time: String = iso_time
        .chars()
        .map(|c| if matches!(c, ':' | '.') { '-' } else { c })
        .collect();
    format!("{time}_{id}.jsonl")
}

/// The session id in a file name, if it is one.
pub fn id_of(path: &Path) -> Option<&str> {
    let name = path.file_name()?.to_str()?.strip_suffix(".jsonl")?;
    let (_, id) = name.rsplit_once('_')?;
    (!id.is_empty()).then_some(id)
}

/// A session file found on disk.
#[derive(Clone, Debug)]
pub struct Found {
    pub path: PathBuf,
    pub id: String,
    pub modified: SystemTime,
    /// The file's size when it was listed (with `modified`, the stats index's identity).
    pub size: u64,
}

fn files_in(dir: &Path, out: &mut Vec<Found>) {
    let Ok(read) = std::fs::read_dir(dir) else {
        return;
    };
    for item in read.flatten() {
        let path = item.path();
        let Some(id) = id_of(&path).map(String::from) else {
            continue;
        };
        let Ok(meta) = item.metadata() else { continue };
        if meta.is_file() {
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            let size = meta.len();
            out.push(Found {
                path,
                id,
                modified,
                size,
            });
        }
    }
}

/// Session files of one cwd, or of every cwd when `cwd` is `None`; newest change first.
pub fn list(root: &Path, cwd: Option<&Path>) -> Vec<Found> {
    let mut out = Vec::new();
    match cwd {
        Some(cwd) => files_in(&root.join(encode_cwd(cwd)), &mut out),
        None => {
            if let Ok(read) = std::fs::read_dir(root) {
                for item in read.flatten() {
                    let hidden = item.file_name().to_string_lossy().starts_with('.');
                    if !hidden && item.file_type().is_ok_and(|t| t.is_dir()) {
                        files_in(&item.path(), &mut out);
                    }
                }
            }
        }
    }
    out.sort_by(|a, b| {
        b.modified
            .cmp(&a.modified)
            .then_with(|| path_order(&b.path, &a.path))
    });
    out
}

/// A path's directory and file name, split at the last `/` by bytes (`Path::parent` parses
/// components from the back).
fn split_name(p: &Path) -> Option<(&[u8], &[u8])> {
    use std::os::unix::ffi::OsStrExt;
    let bytes = p.as_os_str().as_bytes();
    let i = bytes.iter().rposition(|&c| c == b'/')?;
    Some((&bytes[..i], &bytes[i + 1..]))
}

/// `Path::cmp`, without walking components when both share a directory (the common case):
/// then the file names decide, byte by byte, as they would component by component.
fn path_order(a: &Path, b: &Path) -> std::cmp::Ordering {
    // A name that is a normal component (not empty, `.` or `..`) compares as its bytes.
    let plain = |n: &[u8]| !n.is_empty() && n != b"." && n != b"..";
    match (split_name(a), split_name(b)) {
        (Some((da, na)), Some((db, nb))) if da == db && plain(na) && plain(nb) => na.cmp(nb),
        _ => a.cmp(b),
    }
}

/// The most recently changed session of `cwd` (not a `task` sub-agent's).
pub fn latest(root: &Path, cwd: &Path) -> Option<PathBuf> {
    list(root, Some(cwd))
        .into_iter()
        .map(|f| f.path)
        .find(|p| !crate::session::task_child::is_task_child(p))
}

/// A path (it has a `/` or ends in `.jsonl`), a session id, or an id prefix of at least 4 hex
/// digits, searched in every cwd under `root`.
pub fn resolve(root: &Path, given: &str) -> Result<PathBuf> {
    if given.contains('/') || given.ends_with(".jsonl") {
        let path = PathBuf::from(given);
        if path.is_file() {
            return Ok(path);
        }
        return Err(Error::Session(format!(
            "no session file at `{given}`; list sessions with `ama sessions list --all`"
        )));
    }
    let digits = given.chars().filter(|c| *c != '-').count();
    if digits < 4 || !given.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
        return Err(Error::Usage(format!(
            "`{given}` is not a session id: give a path, or at least 4 hex digits of the id"
        )));
    }
    let prefix = given.to_ascii_lowercase();
    let all = list(root, None);
    if let Some(exact) = all.iter().find(|f| f.id == prefix) {
        return Ok(exact.path.clone());
    }
    let hits: Vec<&Found> = all.iter().filter(|f| f.id.starts_with(&prefix)).collect();
    match hits.as_slice() {
        [] => Err(Error::Session(format!(
            "no session with id `{given}` under `{}`; list sessions with `ama sessions list --all`",
            root.display()
        ))),
        [one] => Ok(one.path.clone()),
        many => {
            let lines: Vec<String> = many
                .iter()
                .map(|f| format!("  {}  {}", f.id, f.path.display()))
                .collect();
            Err(Error::Usage(format!(
                "session id prefix `{given}` matches {} sessions; give more digits:\n{}",
                many.len(),
                lines.join("\n")
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{encode_cwd, file_name, id_of, path_order, resolve};

    #[test]
    fn path_order_is_path_cmp() {
        let paths = [
            "/r/a/x.jsonl",
            "/r/a/y.jsonl",
            "/r/a-b/x.jsonl",
            "/r/a.b/x.jsonl",
            "/r/ab/x.jsonl",
            "/r/a/x",
            "/r/a/x.jsonl.tmp",
            "/r/b/a.jsonl",
            "/r/a/X.jsonl",
            "/r/a/é.jsonl",
            "/r/a/-x",
            "/r/a/.",
            "/r/a/..",
            "/r/a/",
            "/r//a/x.jsonl",
            "r/a/x.jsonl",
        ];
        for a in paths {
            for b in paths {
                let (a, b) = (Path::new(a), Path::new(b));
                assert_eq!(path_order(a, b), a.cmp(b), "{a:?} {b:?}");
            }
        }
    }

    #[test]
    fn names_follow_the_spec() {
        assert_eq!(encode_cwd(Path::new("/home/me/proj")), "home-me-proj");
        assert_eq!(encode_cwd(Path::new("C:\\w\\x")), "C--w-x");
        let name = file_name("2026-10-02T08:00:00.000Z", "0b7f-1");
        assert_eq!(name, "2026-10-02T08-00-00-000Z_0b7f-1.jsonl");
        assert_eq!(id_of(Path::new(&name)), Some("0b7f-1"));
    }

    #[test]
    fn prefixes_resolve_or_list_candidates() {
        let root = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let dir = root.path().join("w");
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
        for id in ["abcd1111-0000", "abcd2222-0000", "ffff0000-0000"] {
            let name = file_name("2026-01-01T00:00:00.000Z", id);
            std::fs::write(dir.join(name), "").unwrap_or_else(|e| panic!("{e}"));
        }
        let ok = |g: &str| resolve(root.path(), g).map(|p| id_of(&p).map(String::from));
        assert_eq!(ok("ffff").ok().flatten().as_deref(), Some("ffff0000-0000"));
        assert_eq!(ok("abcd1").ok().flatten().as_deref(), Some("abcd1111-0000"));
        let ambiguous = ok("abcd").err().map(|e| e.to_string()).unwrap_or_default();
        assert!(ambiguous.contains("abcd1111-0000") && ambiguous.contains("abcd2222-0000"));
        assert_eq!(ok("abc").err().map(|e| e.exit_code()), Some(2));
        assert_eq!(ok("0123").err().map(|e| e.exit_code()), Some(5));
    }
}
