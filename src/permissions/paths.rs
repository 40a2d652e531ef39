//! Paths as the permission rules see them: the project directory (the session cwd, not followed
//! through symlinks), resolving `~`, absolute and relative paths, "inside the project" checks that
//! catch `..` and symlinks pointing out, the protected `.git/` and `.ama/`, harmless device sinks,
//! and the directory each bash segment runs in after `cd`.

use std::path::{Component, Path, PathBuf};

use crate::permissions::shell::{Analysis, Word};

/// The project and the few locations rules refer to.
#[derive(Clone, Debug)]
pub struct Project {
    /// The session cwd, as given.
    pub cwd: PathBuf,
    pub home: Option<PathBuf>,
    /// ama's `auth.json`.
    pub auth_file: PathBuf,
    /// ama's user config file.
    pub user_config: Option<PathBuf>,
    real_cwd: Option<PathBuf>,
}

/// Where a path argument points.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    /// A concrete path (lexically normalised).
    Path(PathBuf),
    /// A glob: somewhere below this directory.
    Below(PathBuf),
    /// Cannot be known before run time (`$VAR`, `$(…)`, `~user`, or after `cd $X`).
    Unknown,
}

impl Project {
    pub fn new(cwd: &Path) -> Project {
        let home = crate::config::paths::home();
        Project {
            cwd: normalize(cwd),
            real_cwd: std::fs::canonicalize(cwd).ok(),
            home,
            auth_file: crate::config::paths::auth_file(),
            user_config: crate::config::paths::user_config_file(),
        }
    }

    /// A project with explicit locations (tests).
    pub fn with(cwd: &Path, home: Option<&Path>, auth_file: &Path) -> Project {
        Project {
            cwd: normalize(cwd),
            real_cwd: std::fs::canonicalize(cwd).ok(),
            home: home.map(Path::to_path_buf),
            auth_file: auth_file.to_path_buf(),
            user_config: None,
        }
    }

    /// Resolves a path text: `~` and `~/…` against home, absolute as is, the rest against `dir`.
    pub fn resolve(&self, text: &str, dir: &Path) -> Option<PathBuf> {
        if text == "~" || text.starts_with("~/") {
            let home = self.home.as_ref()?;
            return Some(normalize(&home.join(text[1..].trim_start_matches('/'))));
        }
        if text.starts_with('~') {
            return None;
        }
        let p = Path::new(text);
        Some(normalize(&if p.is_absolute() {
            p.to_path_buf()
        } else {
            dir.join(p)
        }))
    }

    /// Resolves a shell word seen from `dir` (`None` when the directory is unknown).
    pub fn target(&self, w: &Word, dir: Option<&Path>) -> Target {
        if w.is_dynamic() || (w.text.starts_with('~') && !w.tilde) {
            return Target::Unknown;
        }
        let relative = !w.text.starts_with('/') && !w.text.starts_with('~');
        let dir = match (dir, relative) {
            (Some(d), _) => d.to_path_buf(),
            (None, false) => self.cwd.clone(),
            (None, true) => return Target::Unknown,
        };
        if w.glob {
            let cut = w.text.find(['*', '?', '[']).unwrap_or(w.text.len());
            let base = &w.text[..w.text[..cut].rfind('/').map_or(0, |i| i + 1)];
            let base = if base.is_empty() { "." } else { base };
            return match self.resolve(base, &dir) {
                Some(p) => Target::Below(p),
                None => Target::Unknown,
            };
        }
        match self.resolve(&w.text, &dir) {
            Some(p) => Target::Path(p),
            None => Target::Unknown,
        }
    }

    /// Whether `p` is the project directory or inside it, lexically and after following the
    /// symlinks of its existing part.
    pub fn contains(&self, p: &Path) -> bool {
        let p = normalize(p);
        if !p.starts_with(&self.cwd) {
            return false;
        }
        let (Some(real_cwd), Some(real)) = (&self.real_cwd, real_path(&p)) else {
            return true;
        };
        real.starts_with(real_cwd)
    }

    /// Whether a write target may be written without leaving the project: inside it, or a
    /// harmless device such as `/dev/null`.
    pub fn write_ok(&self, t: &Target) -> bool {
        match t {
            Target::Path(p) => is_sink(p) || self.contains(p),
            Target::Below(p) => self.contains(p),
            Target::Unknown => false,
        }
    }

    /// `.git/` anywhere in the project, or the project's `.ama/`.
    pub fn protected(&self, p: &Path) -> Option<&'static str> {
        let rel = p.strip_prefix(&self.cwd).ok()?;
        let mut comps = rel.components().map(|c| c.as_os_str().to_string_lossy());
        if comps.next().is_some_and(|c| c == ".ama") {
            return Some(".ama/");
        }
        if rel.components().any(|c| c.as_os_str() == ".git") {
            return Some(".git/");
        }
        None
    }

    /// Why a write to `t` is not plain: outside the project, or protected. `None` when fine.
    pub fn write_problem(&self, t: &Target) -> Option<String> {
        match t {
            Target::Unknown => Some("a write target that is only known at run time".into()),
            Target::Path(p) | Target::Below(p) if !self.write_ok(t) => {
                Some(format!("a write outside the project (`{}`)", p.display()))
            }
            Target::Path(p) | Target::Below(p) => self
                .protected(p)
                .map(|what| format!("a write inside the protected `{what}`")),
        }
    }

    /// The directory each segment runs in, following `cd` / `pushd` in order (`None` once it
    /// cannot be known).
    pub fn segment_dirs(&self, a: &Analysis) -> Vec<Option<PathBuf>> {
        let mut dir = Some(self.cwd.clone());
        let mut out = Vec::with_capacity(a.segments.len());
        for s in &a.segments {
            out.push(dir.clone());
            if !s.is(&["cd", "pushd", "popd"]) {
                continue;
            }
            let arg = s.args().iter().find(|w| !w.text.starts_with('-'));
            dir = match (s.name(), arg) {
                ("popd", _) => None,
                (_, None) => self.home.clone(),
                (_, Some(w)) => match self.target(w, dir.as_deref()) {
                    Target::Path(p) => Some(p),
                    _ => None,
                },
            };
        }
        out
    }
}

/// Device paths whose writes go nowhere harmful.
pub fn is_sink(p: &Path) -> bool {
    let s = p.to_string_lossy();
    matches!(
        s.as_ref(),
        "/dev/null" | "/dev/stdout" | "/dev/stderr" | "/dev/tty" | "/dev/zero"
    ) || s.starts_with("/dev/fd/")
}

/// Removes `.` and resolves `..` without touching the file system.
pub fn normalize(p: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for c in p.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    out.push("..");
                }
            }
            other => out.push(other.as_os_str()),
        }
    }
    out
}

/// The real path: the longest existing ancestor canonicalised, the rest appended.
fn real_path(p: &Path) -> Option<PathBuf> {
    let mut existing = p.to_path_buf();
    let mut rest: Vec<std::ffi::OsString> = Vec::new();
    loop {
        if let Ok(real) = std::fs::canonicalize(&existing) {
            let mut out = real;
            for part in rest.iter().rev() {
                out.push(part);
            }
            return Some(out);
        }
        let name = existing.file_name()?.to_os_string();
        rest.push(name);
        if !existing.pop() {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    use super::{Project, Target};
    use crate::permissions::shell::analyze;

    fn project(dir: &Path) -> Project {
        Project::with(
            dir,
            Some(Path::new("/home/u")),
            Path::new("/data/ama/auth.json"),
        )
    }

    #[test]
    fn escapes_are_outside() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let work = tmp.path().join("work");
        std::fs::create_dir_all(work.join("src")).unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(tmp.path(), work.join("out")).unwrap_or_else(|e| panic!("{e}"));
        let p = project(&work);
        let at = |s: &str| p.resolve(s, &work).unwrap_or_default();
        assert!(p.contains(&at("src/a.rs")));
        assert!(p.contains(&at("new/dir/file")));
        assert!(!p.contains(&at("../x")));
        assert!(!p.contains(&at("src/../../x")));
        assert!(!p.contains(&at("out/x")), "a symlink out of the project");
        assert!(!p.contains(&at("out")));
        assert!(!p.contains(&at("~/x")));
        assert!(!p.contains(&at("/etc/passwd")));
        assert!(p.contains(&at(&work.join("src").display().to_string())));
        assert_eq!(p.resolve("~root/x", &work), None);
        assert_eq!(p.protected(&at(".git/config")), Some(".git/"));
        assert_eq!(p.protected(&at("sub/.git/hooks/x")), Some(".git/"));
        assert_eq!(p.protected(&at(".ama/config.json")), Some(".ama/"));
        assert_eq!(p.protected(&at("src/.ama")), None);
        assert!(p.write_ok(&Target::Path(PathBuf::from("/dev/null"))));
        assert!(!p.write_ok(&Target::Unknown));
    }

    #[test]
    fn cd_changes_the_segment_directory() {
        let p = project(Path::new("/w"));
        let a = analyze("ls && cd sub && ls && cd /tmp && ls && cd $X && ls && cd && ls");
        let dirs = p.segment_dirs(&a);
        let want: Vec<Option<PathBuf>> = [
            Some("/w"),
            Some("/w"),
            Some("/w/sub"),
            Some("/w/sub"),
            Some("/tmp"),
            Some("/tmp"),
            None,
            None,
            Some("/home/u"),
        ]
        .iter()
        .map(|d| d.map(PathBuf::from))
        .collect();
        assert_eq!(dirs, want);
    }

    #[test]
    fn words_resolve_to_targets() {
        let p = project(Path::new("/w"));
        let a = analyze("x a/b ~/c /d/*.rs $Y *.o ../e");
        let w = &a.segments[0].words;
        let d = Some(Path::new("/w"));
        assert_eq!(p.target(&w[1], d), Target::Path("/w/a/b".into()));
        assert_eq!(p.target(&w[2], d), Target::Path("/home/u/c".into()));
        assert_eq!(p.target(&w[3], d), Target::Below("/d".into()));
        assert_eq!(p.target(&w[4], d), Target::Unknown);
        assert_eq!(p.target(&w[5], d), Target::Below("/w".into()));
        assert_eq!(p.target(&w[6], d), Target::Path("/e".into()));
        assert_eq!(p.target(&w[1], None), Target::Unknown);
    }
}
