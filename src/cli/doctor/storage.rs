//! Doctor checks of where ama keeps state: the data directory (or its temp fallback), the session
//! files and spilled tool output, with counts and sizes. Nothing here creates a directory.

use std::path::{Path, PathBuf};

use super::{Check, Status, plural};
use crate::config::paths;
use crate::config::settings::Settings;

pub fn checks(settings: &Settings) -> Vec<Check> {
    let choice = paths::data_dir_choice();
    let data = &choice.path;
    let mut out = Vec::new();
    out.push(
        match &choice.fallback_reason {
            Some(reason) => Check::new(
                "dataDir",
                Status::Warning,
                format!("{reason}; state goes to `{}` for this run", data.display()),
            )
            .fix("set AMA_DATA_DIR to a writable directory to keep sessions between runs")
            .data("path", data.display().to_string())
            .data("fallback", true),
            None => usage_check("dataDir", data, |_| true).data("fallback", false),
        }
        .label("data dir"),
    );
    let sessions = sessions_dir(settings, data);
    out.push(
        usage_check("sessionsDir", &sessions, |p| {
            p.extension().is_some_and(|e| e == "jsonl")
        })
        .label("sessions"),
    );
    out.push(usage_check("toolOutput", &data.join("tool-output"), |_| true).label("tool output"));
    out.push(backups_check(&data.join("file-history").join("blobs")));
    out.push(shadow_check(&data.join("file-history").join("shadow")));
    out
}

/// The `shadow-git` checkpoint repositories (`<data dir>/file-history/shadow/<16 hex>/`, one
/// per working directory): how many, and their size on disk.
fn shadow_check(dir: &Path) -> Check {
    let shown = dir.display().to_string();
    let (mut repos, mut files, mut bytes) = (0usize, 0usize, 0u64);
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            if e.file_type().is_ok_and(|k| k.is_dir()) {
                repos += 1;
                walk(&e.path(), 1, &|_: &Path| true, &mut files, &mut bytes);
            }
        }
    }
    let detail = if dir.exists() {
        format!(
            "`{shown}`: {}, {}",
            if repos == 1 {
                "1 shadow repository".to_string()
            } else {
                format!("{repos} shadow repositories")
            },
            human(bytes)
        )
    } else {
        format!("`{shown}` (not created yet: checkpoints.mode is not shadow-git, or no turn ran)")
    };
    Check::new("shadowRepos", Status::Ok, detail)
        .data("path", shown)
        .data("repositories", repos)
        .data("bytes", bytes)
        .label("shadow repos")
}

/// The checkpoint backups: how many blobs and their size (`<data dir>/file-history/blobs`).
fn backups_check(blobs: &Path) -> Check {
    let shown = blobs.display().to_string();
    let (count, bytes) = crate::checkpoint::blobs::Blobs::at(blobs.to_path_buf()).usage();
    let detail = if blobs.exists() {
        format!(
            "`{shown}`: {}, {}",
            plural(count as usize, "backup"),
            human(bytes)
        )
    } else {
        format!("`{shown}` (not created yet)")
    };
    Check::new("fileHistory", Status::Ok, detail)
        .data("path", shown)
        .data("backups", count)
        .data("bytes", bytes)
        .label("file history")
}

/// The config's `sessionDir` (with `~/` expanded), else `<data dir>/sessions`.
fn sessions_dir(settings: &Settings, data: &Path) -> PathBuf {
    let configured = settings.session_dir.as_deref();
    match configured.filter(|s| !s.is_empty()) {
        Some(s) => match (s.strip_prefix("~/"), paths::home()) {
            (Some(rest), Some(home)) => home.join(rest),
            _ => PathBuf::from(s),
        },
        None => data.join("sessions"),
    }
}

/// A directory's path with the number and total size of the files `count` selects.
fn usage_check(name: &'static str, dir: &Path, count: impl Fn(&Path) -> bool) -> Check {
    let shown = dir.display().to_string();
    if !dir.exists() {
        return Check::new(name, Status::Ok, format!("`{shown}` (not created yet)"))
            .data("path", shown)
            .data("files", 0)
            .data("bytes", 0);
    }
    let (mut files, mut bytes) = (0usize, 0u64);
    walk(dir, 0, &count, &mut files, &mut bytes);
    Check::new(
        name,
        Status::Ok,
        format!("`{shown}`: {}, {}", plural(files, "file"), human(bytes)),
    )
    .data("path", shown)
    .data("files", files)
    .data("bytes", bytes)
}

/// Adds up regular files below `dir`, not following symlinks, at most 8 levels deep.
fn walk(
    dir: &Path,
    depth: usize,
    count: &impl Fn(&Path) -> bool,
    files: &mut usize,
    bytes: &mut u64,
) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        let path = entry.path();
        if kind.is_dir() && depth < 8 {
            walk(&path, depth + 1, count, files, bytes);
        } else if kind.is_file() && count(&path) {
            *files += 1;
            *bytes += entry.metadata().map(|m| m.len()).unwrap_or(0);
        }
    }
}

pub fn human(bytes: u64) -> String {
    match bytes {
        b if b < 1000 => format!("{b} B"),
        b if b < 1_000_000 => format!("{:.1} KB", b as f64 / 1e3),
        b if b < 1_000_000_000 => format!("{:.1} MB", b as f64 / 1e6),
        b => format!("{:.2} GB", b as f64 / 1e9),
    }
}

#[cfg(test)]
mod tests {
    use super::{human, usage_check};

    #[test]
    fn counts_and_sizes() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
        let sub = dir.path().join("home-user-proj");
        std::fs::create_dir_all(&sub).unwrap_or_else(|e| panic!("mkdir: {e}"));
        for (name, len) in [("a.jsonl", 10), ("b.jsonl", 1500), ("notes.txt", 7)] {
            std::fs::write(sub.join(name), vec![b'x'; len]).unwrap_or_else(|e| panic!("{e}"));
        }
        let c = usage_check("s", dir.path(), |p| {
            p.extension().is_some_and(|e| e == "jsonl")
        });
        assert_eq!(c.data.get("files").and_then(|v| v.as_u64()), Some(2));
        assert_eq!(c.data.get("bytes").and_then(|v| v.as_u64()), Some(1510));
        assert!(c.detail.ends_with(": 2 files, 1.5 KB"), "{}", c.detail);
        assert_eq!(human(999), "999 B");
        let blobs = dir.path().join("blobs");
        let c = super::backups_check(&blobs);
        assert_eq!(c.data.get("backups").and_then(|v| v.as_u64()), Some(0));
        let store = crate::checkpoint::blobs::Blobs::at(blobs.clone());
        for b in [&b"abc"[..], b"abc", b"de"] {
            store.put(b).unwrap_or_else(|e| panic!("{e}"));
        }
        let c = super::backups_check(&blobs);
        assert_eq!(c.data.get("backups").and_then(|v| v.as_u64()), Some(2));
        assert_eq!(c.data.get("bytes").and_then(|v| v.as_u64()), Some(5));
        assert!(c.detail.ends_with(": 2 backups, 5 B"), "{}", c.detail);
        assert_eq!(human(2_500_000), "2.5 MB");
        let shadow = dir.path().join("shadow");
        assert!(super::shadow_check(&shadow).detail.ends_with("(not created yet: checkpoints.mode is not shadow-git, or no turn ran)"));
        for (repo, len) in [("0123456789abcdef", 100), ("fedcba9876543210", 23)] {
            let objects = shadow.join(repo).join("objects/ab");
            std::fs::create_dir_all(&objects).unwrap_or_else(|e| panic!("{e}"));
            std::fs::write(objects.join("cd"), vec![b'x'; len]).unwrap_or_else(|e| panic!("{e}"));
        }
        let c = super::shadow_check(&shadow);
        assert!(c.detail.ends_with(": 2 shadow repositories, 123 B"), "{}", c.detail);
        assert_eq!(c.data.get("repositories").and_then(|v| v.as_u64()), Some(2));
    }
}
