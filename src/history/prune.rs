//! `ama sessions prune` and `ama sessions restore`: old sessions move to
//! `<sessions dir>/.trash/<encoded cwd>/<deletion time>_<file name>`; the trash keeps them 7
//! days; `restore <id>` moves one back. A session whose lock is held by a live process is never
//! moved. Afterwards file backups (`<data dir>/file-history/blobs/<2>/<sha256>`) that no session
//! file references any more (the trash included) and that are older than a day are deleted.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use crate::error::{Error, Result};
use crate::history::lines::{LineReader, Next};
use crate::session::lock::lock_path;
use crate::session::paths::{self, id_of};
use crate::util::time::{iso_utc, now_ms, parse_iso_utc};

const DAY: Duration = Duration::from_secs(86_400);
/// How long the trash keeps a session.
pub const TRASH_DAYS: u64 = 7;
/// How old an unreferenced backup must be before it is deleted.
const BLOB_GRACE: Duration = DAY;

pub struct PruneOptions {
    pub root: PathBuf,
    pub data_dir: PathBuf,
    /// `None`: every directory.
    pub cwd: Option<PathBuf>,
    pub older_than_days: u64,
    pub keep: usize,
    pub dry_run: bool,
}

/// The pid holding a session's lock, when that process is alive.
fn live_lock(session: &Path) -> Option<i32> {
    let text = std::fs::read_to_string(lock_path(session)).ok()?;
    let pid: i32 = text.trim().parse().ok()?;
    if pid <= 0 {
        return None;
    }
    use nix::errno::Errno;
    match nix::sys::signal::kill(nix::unistd::Pid::from_raw(pid), None) {
        Err(Errno::ESRCH) => None,
        _ => Some(pid),
    }
}

fn trash_root(root: &Path) -> PathBuf {
    root.join(".trash")
}

/// `2026-10-02T08-00-00-000Z`: an ISO time that can be part of a file name.
fn name_time(ms: u64) -> String {
    iso_utc(ms).replace([':', '.'], "-")
}

/// The deletion time of a trashed file, from its name's prefix.
fn trashed_at(name: &str) -> Option<u64> {
    let prefix = name.get(..24)?;
    // 2026-10-02T08-00-00-000Z -> 2026-10-02T08:00:00.000Z
    let b = prefix.as_bytes();
    if b.get(10) != Some(&b'T') || b.get(23) != Some(&b'Z') {
        return None;
    }
    let iso = format!(
        "{}:{}:{}.{}Z",
        &prefix[..13],
        &prefix[14..16],
        &prefix[17..19],
        &prefix[20..23]
    );
    parse_iso_utc(&iso)
}

fn age(modified: SystemTime) -> Duration {
    SystemTime::now()
        .duration_since(modified)
        .unwrap_or_default()
}

/// Runs a prune and returns its report.
pub fn prune(o: &PruneOptions) -> Result<String> {
    let found = paths::list(&o.root, o.cwd.as_deref());
    let limit = DAY * o.older_than_days as u32;
    let mut out = String::new();
    let verb = if o.dry_run { "would move" } else { "moved" };
    // Newest first; the first `keep` of each directory stay.
    let mut seen: std::collections::HashMap<PathBuf, usize> = std::collections::HashMap::new();
    let mut moved = 0usize;
    let now = now_ms();
    for f in &found {
        let dir = f.path.parent().map(Path::to_path_buf).unwrap_or_default();
        let rank = seen.entry(dir.clone()).or_insert(0);
        *rank += 1;
        if *rank <= o.keep || age(f.modified) < limit {
            continue;
        }
        if let Some(pid) = live_lock(&f.path) {
            out.push_str(&format!(
                "kept {}: in use by process {pid}\n",
                f.path.display()
            ));
            continue;
        }
        let Some(name) = f.path.file_name() else {
            continue;
        };
        let dir_name = dir
            .file_name()
            .map(|d| d.to_os_string())
            .unwrap_or_default();
        let target_dir = trash_root(&o.root).join(&dir_name);
        let target = target_dir.join(format!("{}_{}", name_time(now), name.to_string_lossy()));
        if !o.dry_run {
            std::fs::create_dir_all(&target_dir)
                .map_err(|e| Error::io("create the trash directory", &target_dir, e))?;
            std::fs::rename(&f.path, &target)
                .map_err(|e| Error::io("move the session to the trash", &f.path, e))?;
        }
        moved += 1;
        out.push_str(&format!("{verb} {} ({})\n", short(&f.id), f.path.display()));
    }
    let scope = match &o.cwd {
        Some(c) => format!("of `{}`", c.display()),
        None => "of every directory".into(),
    };
    out.push_str(&format!(
        "{verb} {moved} session{} {scope} unchanged for {}+ days to `{}`{}\n",
        if moved == 1 { "" } else { "s" },
        o.older_than_days,
        trash_root(&o.root).display(),
        if moved > 0 && !o.dry_run {
            "; `ama sessions restore <id>` brings one back within 7 days"
        } else {
            ""
        }
    ));
    let purged = purge_trash(&o.root, o.dry_run, now);
    if purged > 0 {
        out.push_str(&format!(
            "{} {purged} session{} kept in the trash for more than {TRASH_DAYS} days\n",
            if o.dry_run { "would delete" } else { "deleted" },
            if purged == 1 { "" } else { "s" }
        ));
    }
    out.push_str(&sweep_blobs(&o.root, &o.data_dir, o.dry_run));
    Ok(out)
}

fn short(id: &str) -> &str {
    id.get(..8).unwrap_or(id)
}

/// Deletes trashed sessions older than the trash keeps them; returns how many.
fn purge_trash(root: &Path, dry_run: bool, now: u64) -> usize {
    let mut n = 0;
    for (path, name) in trashed(root) {
        let Some(at) = trashed_at(&name) else {
            continue;
        };
        if now.saturating_sub(at) > TRASH_DAYS * 86_400_000 {
            if !dry_run && std::fs::remove_file(&path).is_err() {
                continue;
            }
            n += 1;
        }
    }
    n
}

/// Every trashed session file and its name.
fn trashed(root: &Path) -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let Ok(dirs) = std::fs::read_dir(trash_root(root)) else {
        return out;
    };
    for d in dirs.flatten() {
        for f in std::fs::read_dir(d.path()).into_iter().flatten().flatten() {
            let name = f.file_name().to_string_lossy().into_owned();
            if name.ends_with(".jsonl") && f.file_type().is_ok_and(|t| t.is_file()) {
                out.push((f.path(), name));
            }
        }
    }
    out
}

/// Moves a trashed session back where it was.
pub fn restore(root: &Path, given: &str) -> Result<String> {
    let prefix = given.to_ascii_lowercase();
    if prefix.len() < 4 || !prefix.chars().all(|c| c.is_ascii_hexdigit() || c == '-') {
        return Err(Error::Usage(format!(
            "`{given}` is not a session id: give at least 4 hex digits of the id"
        )));
    }
    let hits: Vec<(PathBuf, String)> = trashed(root)
        .into_iter()
        .filter(|(p, _)| id_of(p).is_some_and(|id| id.starts_with(&prefix)))
        .collect();
    let (path, name) = match hits.as_slice() {
        [] => {
            return Err(Error::Session(format!(
                "no session with id `{given}` in the trash `{}` (sessions stay there {TRASH_DAYS} days after `ama sessions prune`)",
                trash_root(root).display()
            )));
        }
        [one] => one.clone(),
        many => {
            let names: Vec<String> = many
                .iter()
                .map(|(p, _)| format!("  {}", p.display()))
                .collect();
            return Err(Error::Usage(format!(
                "`{given}` matches {} trashed sessions; give more digits:\n{}",
                many.len(),
                names.join("\n")
            )));
        }
    };
    let original = name.get(25..).unwrap_or(&name).to_string();
    let dir_name = path
        .parent()
        .and_then(Path::file_name)
        .map(|d| d.to_os_string())
        .unwrap_or_default();
    let target_dir = root.join(dir_name);
    let target = target_dir.join(&original);
    if target.exists() {
        return Err(Error::Session(format!(
            "cannot restore `{}`: `{}` already exists",
            path.display(),
            target.display()
        )));
    }
    std::fs::create_dir_all(&target_dir)
        .map_err(|e| Error::io("create the sessions directory", &target_dir, e))?;
    std::fs::rename(&path, &target).map_err(|e| Error::io("restore the session", &path, e))?;
    Ok(format!("restored {}\n", target.display()))
}

/// The extra session roots of `<data dir>/file-history/roots.json`: every string in it that is
/// an absolute path (an array of paths, or an object whose keys or values are paths).
fn extra_roots(data_dir: &Path) -> Vec<PathBuf> {
    let Ok(bytes) = std::fs::read(data_dir.join("file-history").join("roots.json")) else {
        return Vec::new();
    };
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    fn walk(v: &serde_json::Value, out: &mut Vec<PathBuf>) {
        match v {
            serde_json::Value::String(s) if s.starts_with('/') => out.push(PathBuf::from(s)),
            serde_json::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            serde_json::Value::Object(m) => {
                for (k, x) in m {
                    if k.starts_with('/') {
                        out.push(PathBuf::from(k));
                    }
                    walk(x, out);
                }
            }
            _ => {}
        }
    }
    walk(&v, &mut out);
    out
}

/// Every 64-hex-digit word of the checkpoint lines of one file; `false` if it could not be
/// opened. Read line by line in bounded memory (`LineReader`).
fn references(path: &Path, refs: &mut HashSet<String>) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    let mut reader = LineReader::new(std::io::BufReader::with_capacity(1 << 16, file));
    loop {
        let buf = match reader.next_line() {
            Next::Line(l) => l,
            Next::TooLong => continue,
            Next::End => return true,
        };
        if !contains(buf, b"\"ama.checkpoint") {
            continue;
        }
        let mut run = 0usize;
        for (i, b) in buf.iter().chain(std::iter::once(&b' ')).enumerate() {
            if b.is_ascii_hexdigit() {
                run += 1;
                continue;
            }
            if run == 64 {
                refs.insert(String::from_utf8_lossy(&buf[i - 64..i]).to_ascii_lowercase());
            }
            run = 0;
        }
    }
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

fn session_files_under(dir: &Path, out: &mut Vec<PathBuf>, depth: u32) {
    let Ok(read) = std::fs::read_dir(dir) else {
        return;
    };
    for item in read.flatten() {
        let Ok(t) = item.file_type() else { continue };
        let path = item.path();
        if t.is_dir() && depth > 0 {
            session_files_under(&path, out, depth - 1);
        } else if t.is_file() && path.extension().is_some_and(|e| e == "jsonl") {
            out.push(path);
        }
    }
}

/// Deletes backups no session references that are older than a day; the report line.
fn sweep_blobs(root: &Path, data_dir: &Path, dry_run: bool) -> String {
    let blobs = data_dir.join("file-history").join("blobs");
    if !blobs.is_dir() {
        return String::new();
    }
    let mut files = Vec::new();
    let mut roots = vec![root.to_path_buf()];
    roots.extend(extra_roots(data_dir));
    roots.push(data_dir.join("sessions"));
    roots.sort();
    roots.dedup();
    for r in &roots {
        // <root>/<cwd>/<file> and <root>/.trash/<cwd>/<file>.
        session_files_under(r, &mut files, 2);
    }
    let mut refs = HashSet::new();
    for f in &files {
        if !references(f, &mut refs) {
            return format!(
                "kept every file backup: `{}` could not be read, so which backups it needs is unknown\n",
                f.display()
            );
        }
    }
    let (mut n, mut bytes) = (0u64, 0u64);
    for d in std::fs::read_dir(&blobs).into_iter().flatten().flatten() {
        let dir_name = d.file_name().to_string_lossy().into_owned();
        if dir_name.len() != 2 {
            continue;
        }
        for b in std::fs::read_dir(d.path()).into_iter().flatten().flatten() {
            let name = b.file_name().to_string_lossy().to_ascii_lowercase();
            let is_blob = name.len() == 64
                && name.starts_with(&dir_name.to_ascii_lowercase())
                && name.chars().all(|c| c.is_ascii_hexdigit());
            let Ok(meta) = b.metadata() else { continue };
            if !is_blob || !meta.is_file() || refs.contains(&name) {
                continue;
            }
            if meta.modified().map(age).unwrap_or_default() < BLOB_GRACE {
                continue;
            }
            if !dry_run && std::fs::remove_file(b.path()).is_err() {
                continue;
            }
            n += 1;
            bytes += meta.len();
        }
    }
    format!(
        "{} {n} unreferenced file backup{} ({bytes} bytes)\n",
        if dry_run { "would delete" } else { "deleted" },
        if n == 1 { "" } else { "s" }
    )
}

#[cfg(test)]
mod tests {
    use super::{name_time, trashed_at};

    #[test]
    fn deletion_time_round_trips() {
        let ms = 1_790_000_000_123;
        let name = format!("{}_2026-01-01T00-00-00-000Z_abcd.jsonl", name_time(ms));
        assert_eq!(trashed_at(&name), Some(ms));
        assert_eq!(trashed_at("garbage.jsonl"), None);
        assert_eq!(&name[25..], "2026-01-01T00-00-00-000Z_abcd.jsonl");
    }
}
