//! Paths as the permission rules see them. Every path is judged by what it resolves to: the
//! project directory, home and ama's own locations are canonical, and every path a tool or a
//! redirect names has all its symlinks followed (the final one too, dangling or not) before any
//! decision, with the same resolution the file tools then write through
//! (`util::atomic::resolve_real`). Also: the protected `.git/` and `.ama/`, ama's state (user
//! config dir, `auth.json`, sessions), harmless device sinks, and the directory each bash
//! segment runs in after `cd`.

use std::path::{Component, Path, PathBuf};

use crate::permissions::shell::{Analysis, Word};
use crate::util::atomic::resolve_real;

/// The project and the few locations rules refer to.
#[derive(Clone, Debug)]
pub struct Project {
    /// The session cwd, resolved (so a symlinked `/tmp` or `/home` does not put every path
    /// outside the project).
    pub cwd: PathBuf,
    pub home: Option<PathBuf>,
    /// ama's `auth.json` (its directory is the data dir).
    pub auth_file: PathBuf,
    /// ama's user config file (its directory is the config dir).
    pub user_config: Option<PathBuf>,
    /// A sessions dir outside the data dir (`--session-dir`, `sessionDir`), resolved.
    pub sessions: Option<PathBuf>,
    /// Files that hold an API key (`--api-key-file`), resolved: secret in every mode.
    pub key_files: Vec<PathBuf>,
    /// Extra project roots (Claude Code's `permissions.additionalDirectories`), resolved: a
    /// path inside one is inside the project, and its `.git/` and `.ama/` are protected alike.
    pub extra_roots: Vec<PathBuf>,
}

/// A location of ama's own state, matched on resolved paths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AmaState {
    /// `auth.json`: no tool may read or write it.
    Auth,
    /// The user config dir: no tool may write into it.
    ConfigDir,
    /// The sessions dir: no tool may write into it; reading it is a secret read.
    Sessions,
    /// Anywhere else in the data dir but `tool-output/`: a recursive read there can reach
    /// `auth.json` and the sessions.
    DataDir,
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
            cwd: resolve_real(&normalize(cwd)),
            home: home.map(|h| resolve_real(&h)),
            auth_file: resolve_real(&crate::config::paths::auth_file()),
            user_config: crate::config::paths::user_config_file().map(|p| resolve_real(&p)),
            sessions: None,
            key_files: Vec::new(),
            extra_roots: Vec::new(),
        }
    }

    /// A project with explicit locations (tests).
    pub fn with(cwd: &Path, home: Option<&Path>, auth_file: &Path) -> Project {
        Project {
            cwd: resolve_real(&normalize(cwd)),
            home: home.map(resolve_real),
            auth_file: resolve_real(auth_file),
            user_config: None,
            sessions: None,
            key_files: Vec::new(),
            extra_roots: Vec::new(),
        }
    }

    /// Adds a file that holds an API key (tests), resolved.
    pub fn with_key_file(mut self, file: &Path) -> Project {
        self.key_files.push(resolve_real(file));
        self
    }

    /// Sets the user config file (tests), resolved like every other location.
    pub fn with_user_config(mut self, file: &Path) -> Project {
        self.user_config = Some(resolve_real(file));
        self
    }

    /// Where session files are written, when it is not `<data dir>/sessions`: protected the same
    /// way, on its resolved path.
    pub fn with_sessions_dir(mut self, dir: Option<&Path>) -> Project {
        self.sessions = dir.map(|d| resolve_real(&normalize(d)));
        self
    }

    /// Adds files that hold an API key (`--api-key-file`): secret in every mode.
    pub fn with_key_files(mut self, files: &[PathBuf]) -> Project {
        self.key_files.extend(files.iter().cloned());
        self
    }

    /// Adds extra project roots (`permissions.additionalDirectories`), resolved.
    pub fn with_extra_roots(mut self, roots: &[PathBuf]) -> Project {
        for r in roots {
            let r = resolve_real(&normalize(r));
            if !self.extra_roots.contains(&r) {
                self.extra_roots.push(r);
            }
        }
        self
    }

    /// The project root a resolved path is in: the cwd, else an extra root.
    fn root_of(&self, p: &Path) -> Option<&Path> {
        std::iter::once(&self.cwd)
            .chain(&self.extra_roots)
            .find(|r| p.starts_with(r))
            .map(PathBuf::as_path)
    }

    /// Whether a resolved path is the project directory or an extra root itself (what
    /// `rm -rf .` would delete whole).
    pub fn is_root(&self, p: &Path) -> bool {
        p == self.cwd || self.extra_roots.iter().any(|r| r == p)
    }

    /// The data dir: where `auth.json` lives.
    pub fn data_dir(&self) -> Option<&Path> {
        self.auth_file.parent()
    }

    /// Which part of ama's own state a resolved path is in, if any. The data dir's
    /// `tool-output/` is not: the spill files and background logs ama points the model to
    /// live there.
    pub fn ama_state(&self, p: &Path) -> Option<AmaState> {
        if p == self.auth_file {
            return Some(AmaState::Auth);
        }
        if let Some(dir) = self.user_config.as_deref().and_then(Path::parent)
            && p.starts_with(dir)
        {
            return Some(AmaState::ConfigDir);
        }
        if let Some(dir) = self.sessions.as_deref()
            && p.starts_with(dir)
            && !self.cwd.starts_with(dir)
        {
            return Some(AmaState::Sessions);
        }
        let data = self.data_dir()?;
        // A project inside the data dir (tests, odd setups) is the project, not ama's state.
        if self.cwd.starts_with(data) && p.starts_with(&self.cwd) {
            return None;
        }
        let rel = p.strip_prefix(data).ok()?;
        match rel.components().next() {
            Some(Component::Normal(n)) if n == "sessions" => Some(AmaState::Sessions),
            Some(Component::Normal(n)) if n == "tool-output" => None,
            _ => Some(AmaState::DataDir),
        }
    }

    /// Whether a directory that a recursive read or a glob covers holds some of ama's state:
    /// it is inside the state, or the state is inside it.
    pub fn covers_ama_state(&self, dir: &Path) -> bool {
        if self.ama_state(dir).is_some() {
            return true;
        }
        let config = self.user_config.as_deref().and_then(Path::parent);
        [
            Some(self.auth_file.as_path()),
            config,
            self.sessions.as_deref(),
        ]
        .into_iter()
        .flatten()
        .any(|s| s.starts_with(dir))
    }

    /// Resolves a path text: `~` and `~/…` against home, absolute as is, the rest against `dir`;
    /// then every symlink is followed, the final one too even when it dangles.
    pub fn resolve(&self, text: &str, dir: &Path) -> Option<PathBuf> {
        Some(resolve_real(&self.lexical(text, dir)?))
    }

    /// A path text joined and folded without touching the file system (for showing where a
    /// path resolves when that differs).
    pub fn lexical(&self, text: &str, dir: &Path) -> Option<PathBuf> {
        if text == "~" || text.starts_with("~/") {
            let home = self.home.as_ref()?;
            return Some(home.join(text[1..].trim_start_matches('/')));
        }
        if text.starts_with('~') {
            return None;
        }
        let p = Path::new(text);
        Some(if p.is_absolute() {
            p.to_path_buf()
        } else {
            dir.join(p)
        })
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

    /// Whether `p` is the project directory or inside it (or an extra root) once resolved.
    pub fn contains(&self, p: &Path) -> bool {
        self.root_of(&resolve_real(p)).is_some()
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

    /// `.git/` anywhere in the project, the project's `.ama/`, or ama's own state (judged on the
    /// resolved path, so an alias such as `g -> .git` is caught). An extra root is judged like
    /// the project.
    pub fn protected(&self, p: &Path) -> Option<&'static str> {
        let p = &resolve_real(p);
        match self.ama_state(p) {
            Some(AmaState::Auth) => return Some("auth.json"),
            Some(AmaState::ConfigDir) => return Some("user config dir"),
            Some(AmaState::Sessions) => return Some("sessions dir"),
            Some(AmaState::DataDir) | None => {}
        }
        let rel = p.strip_prefix(self.root_of(p)?).ok()?;
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
    fn extra_roots_are_inside_the_project_and_protected_alike() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let (work, lib) = (tmp.path().join("work"), tmp.path().join("lib"));
        for d in [&work, &lib, &tmp.path().join("other")] {
            std::fs::create_dir_all(d).unwrap_or_else(|e| panic!("{e}"));
        }
        std::os::unix::fs::symlink(&lib, work.join("in")).unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(tmp.path().join("other"), lib.join("out"))
            .unwrap_or_else(|e| panic!("{e}"));
        let plain = project(&work);
        let p = project(&work).with_extra_roots(&[work.join("../lib")]);
        let at = |s: &str| p.resolve(s, &work).unwrap_or_default();
        assert!(!plain.contains(&at("../lib/a")));
        assert!(p.contains(&at("../lib/a")));
        assert!(p.contains(&at("in/a")), "a symlink into an extra root");
        assert!(!p.contains(&at("../lib/out/a")), "a symlink out of an extra root");
        assert!(!p.contains(&at("../other/a")));
        assert_eq!(p.protected(&at("../lib/.git/config")), Some(".git/"));
        assert_eq!(p.protected(&at("in/.ama/config.json")), Some(".ama/"));
        assert_eq!(p.protected(&at("../lib/src/a")), None);
        assert_eq!(p.write_problem(&Target::Path(at("in/a"))), None);
        assert!(p.is_root(&at("../lib")) && !p.is_root(&at("../lib/a")));
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
