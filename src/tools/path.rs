//! Path arguments: relative to the working directory, absolute, or starting with `~`. A
//! `ToolPath` keeps the text the model gave next to the resolved path, so every message can show
//! both, and listings show paths relative to the working directory when they are inside it.

use std::fmt;
use std::path::{Component, Path, PathBuf};

/// A path argument as given and as resolved.
#[derive(Clone, Debug)]
pub struct ToolPath {
    pub given: String,
    pub path: PathBuf,
}

impl ToolPath {
    /// Resolves `given`: `~` and `~/…` against the home dir, an absolute path as is, anything
    /// else against `cwd`; then every symlink is followed, the final one too even when it
    /// dangles, exactly as the permission check resolves it (`util::atomic::resolve_real`), so
    /// a tool touches the file that was judged.
    pub fn resolve(given: &str, cwd: &Path) -> ToolPath {
        let home = crate::config::paths::home();
        let raw = match (given, given.strip_prefix("~/"), &home) {
            ("~", _, Some(h)) => h.clone(),
            (_, Some(rest), Some(h)) => h.join(rest),
            _ if Path::new(given).is_absolute() => PathBuf::from(given),
            _ => cwd.join(given),
        };
        ToolPath {
            given: given.to_string(),
            path: crate::util::atomic::resolve_real(&normalize_keeping_dots(&raw)),
        }
    }
}

impl fmt::Display for ToolPath {
    /// `` `given` ``, plus `` (resolved to `…`) `` when that differs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let resolved = self.path.to_string_lossy();
        if resolved == self.given {
            write!(f, "`{}`", self.given)
        } else {
            write!(f, "`{}` (resolved to `{resolved}`)", self.given)
        }
    }
}

/// Where a write may never land, checked again by `write` and `edit` at the moment they write
/// (after the permission check, which denies these too): ama's user config dir, and in the data
/// dir `auth.json` and the sessions. A symlink changed after the check cannot move a write
/// there. Returns the protected location `path` (resolved) is in, with what it is.
pub fn ama_state_for_writes(path: &Path) -> Option<(PathBuf, &'static str)> {
    use crate::config::paths;
    use crate::util::atomic::resolve_real;
    let path = resolve_real(path);
    let mut places: Vec<(PathBuf, &'static str)> = Vec::new();
    if let Some(c) = paths::config_dir() {
        places.push((resolve_real(&c), "ama's user config dir"));
    }
    if let Some(d) = paths::configured_data_dir() {
        let d = resolve_real(&d);
        places.push((d.join("auth.json"), "ama's credentials"));
        places.push((d.join("sessions"), "ama's sessions"));
    }
    places.into_iter().find(|(p, _)| path.starts_with(p))
}

/// An error for a write into ama's own state.
pub fn ama_state_error(place: &Path, what: &str) -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::PermissionDenied,
        format!(
            "it resolves into {what} (`{}`), which no tool may change; write somewhere else",
            place.display()
        ),
    )
}

/// `raw` made absolute against `/` when it is not (a relative cwd is only possible in tests);
/// `..` is left for the resolution, which takes it after the links before it.
fn normalize_keeping_dots(raw: &Path) -> PathBuf {
    if raw.is_absolute() {
        raw.to_path_buf()
    } else {
        normalize(raw)
    }
}

/// Folds `.` and `..` without touching the file system (`..` at the root stays at the root).
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => match out.components().next_back() {
                Some(Component::Normal(_)) => {
                    out.pop();
                }
                Some(Component::RootDir | Component::Prefix(_)) => {}
                _ => out.push(".."),
            },
            other => out.push(other),
        }
    }
    if out.as_os_str().is_empty() {
        out.push(".");
    }
    out
}

/// How a found path is shown in results: relative to `cwd` when inside it, else absolute; bytes
/// that are not UTF-8 become U+FFFD.
pub fn display_in(path: &Path, cwd: &Path) -> String {
    match path.strip_prefix(cwd) {
        Ok(rel) if !rel.as_os_str().is_empty() => rel.to_string_lossy().into_owned(),
        Ok(_) => ".".to_string(),
        Err(_) => path.to_string_lossy().into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{ToolPath, display_in, normalize};

    #[test]
    fn resolves_and_shows_both_forms() {
        let cwd = Path::new("/w/proj");
        let cases = [
            (
                "src/a.rs",
                "/w/proj/src/a.rs",
                "`src/a.rs` (resolved to `/w/proj/src/a.rs`)",
            ),
            ("/etc/hosts", "/etc/hosts", "`/etc/hosts`"),
            ("../x/./y", "/w/x/y", "`../x/./y` (resolved to `/w/x/y`)"),
            (".", "/w/proj", "`.` (resolved to `/w/proj`)"),
        ];
        for (given, path, shown) in cases {
            let p = ToolPath::resolve(given, cwd);
            assert_eq!(p.path, Path::new(path), "{given}");
            assert_eq!(p.to_string(), shown, "{given}");
        }
        if let Some(home) = crate::config::paths::home() {
            assert_eq!(
                ToolPath::resolve("~/n", cwd).path,
                normalize(&home.join("n"))
            );
            assert_eq!(ToolPath::resolve("~", cwd).path, normalize(&home));
        }
        assert_eq!(normalize(Path::new("/../a")), Path::new("/a"));
        assert_eq!(display_in(Path::new("/w/proj/a/b"), cwd), "a/b");
        assert_eq!(display_in(Path::new("/w/other"), cwd), "/w/other");
    }
}
