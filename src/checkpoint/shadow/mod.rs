//! `shadow-git` checkpoints (docs/sessions.md "Checkpoints"): a snapshot of the whole working
//! tree in a repository of ama's own, `<data dir>/file-history/shadow/<16 hex>/` (the hex is the
//! start of the sha256 of the cwd's real path), driven with `GIT_DIR` / `GIT_WORK_TREE` so the
//! user's repository is never written. Every git call runs through the process layer with a
//! deadline, with a fixed identity, no global or system config, no hooks, filters, signing or
//! templates, its own index per process, and the user's ignore rules copied into the shadow
//! repository's `info/exclude`. The guard rails (no git, the cwd is $HOME or `/`, too many files)
//! are errors here; the caller falls back to `tools` with their text.

use std::ffi::OsString;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::checkpoint::blobs::{history_dir, sha256_hex};
use crate::checkpoint::head::run_git_os;

pub mod from_commit;

/// The most files a working tree may have (not counting ignored ones) for `shadow-git`.
pub const MAX_FILES: usize = 20_000;
/// A snapshot slower than this turns `shadow-git` off for the session (that commit is kept).
pub const SLOW_SNAPSHOT: Duration = Duration::from_secs(3);
/// How long one git call of a snapshot may take.
const CALL_DEADLINE: Duration = Duration::from_secs(30);
const NAME: &str = "ama checkpoint";
const EMAIL: &str = "ama@localhost";
const DATE: &str = "1700000000 +0000";

/// Why `shadow-git` cannot be used (or used any longer) in this session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShadowError {
    NoGit,
    HomeOrRoot(PathBuf),
    TooManyFiles { count: usize, limit: usize },
    Slow(Duration),
    Git { what: &'static str },
}

impl std::fmt::Display for ShadowError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShadowError::NoGit => write!(f, "`git` was not found on PATH"),
            ShadowError::HomeOrRoot(p) => write!(
                f,
                "the working directory {} is the home directory or `/`",
                p.display()
            ),
            ShadowError::TooManyFiles { count, limit } => write!(
                f,
                "the working directory has {count} files that are not ignored, more than {limit}"
            ),
            ShadowError::Slow(d) => write!(
                f,
                "a snapshot took {} ms, more than {} ms",
                d.as_millis(),
                SLOW_SNAPSHOT.as_millis()
            ),
            ShadowError::Git { what } => write!(f, "git failed to {what} in the shadow repository"),
        }
    }
}

impl ShadowError {
    /// The one notice shown when the session falls back to `tools`.
    pub fn notice(&self) -> String {
        format!(
            "checkpoints.mode \"shadow-git\" is off for this session: {self}; file checkpoints use \"tools\" mode (the files edit and write change). Add a .gitignore or set checkpoints.mode to \"tools\" to silence this"
        )
    }
}

/// One file that differs between two snapshots, as the older one had it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// Relative to the working tree, as git spells it.
    pub path: Vec<u8>,
    /// `None`: the file did not exist in the older snapshot.
    pub before: Option<(String, String)>,
}

/// The shadow repository of one working tree, as one process uses it.
#[derive(Debug, Clone)]
pub struct Shadow {
    pub git_dir: PathBuf,
    pub work: PathBuf,
    index: PathBuf,
    /// The newest commit this process made.
    pub last: Option<String>,
}

/// `<data dir>/file-history/shadow/<16 hex of sha256(real cwd)>`.
pub fn shadow_dir(real_cwd: &Path) -> PathBuf {
    let hex = sha256_hex(real_cwd.as_os_str().as_bytes());
    history_dir().join("shadow").join(&hex[..16])
}

fn max_files() -> usize {
    std::env::var("AMA_SHADOW_MAX_FILES")
        .ok()
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(MAX_FILES)
}

impl Shadow {
    /// Opens (creating it when needed) the shadow repository of `cwd`, after the guard rails.
    pub fn open(cwd: &Path) -> Result<Shadow, ShadowError> {
        let work = std::fs::canonicalize(cwd).unwrap_or_else(|_| cwd.to_path_buf());
        let home = std::env::var_os("HOME")
            .map(PathBuf::from)
            .and_then(|h| std::fs::canonicalize(h).ok());
        if work == Path::new("/") || home.as_deref() == Some(work.as_path()) {
            return Err(ShadowError::HomeOrRoot(work));
        }
        if run_git_os(&work, vec!["--version".into()], Vec::new(), CALL_DEADLINE).is_none() {
            return Err(ShadowError::NoGit);
        }
        let git_dir = shadow_dir(&work);
        let index = git_dir.join(format!("index-{}", std::process::id()));
        let shadow = Shadow {
            git_dir,
            work,
            index,
            last: None,
        };
        if !shadow.git_dir.join("HEAD").is_file() {
            let parent = shadow.git_dir.parent().unwrap_or(Path::new("/"));
            std::fs::create_dir_all(parent).map_err(|_| ShadowError::Git { what: "init" })?;
            let args: Vec<OsString> = vec![
                "init".into(),
                "--bare".into(),
                "--quiet".into(),
                "--template=".into(),
                shadow.git_dir.clone().into(),
            ];
            run_git_os(&shadow.work, args, isolated_env(), CALL_DEADLINE)
                .ok_or(ShadowError::Git { what: "init" })?;
        }
        let info = shadow.git_dir.join("info");
        std::fs::create_dir_all(&info).map_err(|_| ShadowError::Git { what: "init" })?;
        // Raw bytes: no line-ending conversion, filters or ident expansion, whatever the
        // tree's .gitattributes say.
        std::fs::write(
            info.join("attributes"),
            "* -text -eol -filter -ident -working-tree-encoding\n",
        )
        .map_err(|_| ShadowError::Git { what: "init" })?;
        shadow.write_excludes()?;
        let listed = shadow
            .git(&[
                "ls-files",
                "-z",
                "--others",
                "--cached",
                "--exclude-standard",
            ])
            .ok_or(ShadowError::Git {
                what: "count files",
            })?;
        let count = listed.iter().filter(|b| **b == 0).count();
        let limit = max_files();
        if count > limit {
            return Err(ShadowError::TooManyFiles { count, limit });
        }
        Ok(shadow)
    }

    /// Runs git on the shadow repository and the working tree.
    fn git(&self, args: &[&str]) -> Option<Vec<u8>> {
        let mut env = isolated_env();
        env.push(("GIT_DIR".into(), Some(self.git_dir.clone().into())));
        env.push(("GIT_WORK_TREE".into(), Some(self.work.clone().into())));
        env.push(("GIT_INDEX_FILE".into(), Some(self.index.clone().into())));
        let mut all: Vec<OsString> = CONFIG.iter().map(|a| (*a).into()).collect();
        all.extend(args.iter().map(|a| (*a).into()));
        run_git_os(&self.work, all, env, CALL_DEADLINE)
    }

    /// The user's ignore rules, as their own git reports them for the working tree (parent
    /// `.gitignore` files, `info/exclude`, `core.excludesFile`), into `info/exclude`.
    fn write_excludes(&self) -> Result<(), ShadowError> {
        let args: Vec<OsString> = [
            "ls-files",
            "-z",
            "--others",
            "--ignored",
            "--exclude-standard",
            "--directory",
        ]
        .iter()
        .map(|a| (*a).into())
        .collect();
        // Outside a repository this fails: then only the tree's own .gitignore files apply.
        let listed = run_git_os(&self.work, args, Vec::new(), CALL_DEADLINE).unwrap_or_default();
        let mut text = b"/.git\n.git\n".to_vec();
        for path in listed.split(|b| *b == 0).filter(|p| !p.is_empty()) {
            if let Some(line) = exclude_line(path) {
                text.extend_from_slice(&line);
                text.push(b'\n');
            }
        }
        std::fs::write(self.git_dir.join("info").join("exclude"), text).map_err(|_| {
            ShadowError::Git {
                what: "write info/exclude",
            }
        })
    }

    /// Commits the whole working tree (parent: this process's previous commit). A snapshot
    /// slower than `SLOW_SNAPSHOT` still returns its commit, with the time it took.
    pub fn snapshot(&mut self) -> Result<(String, Duration), ShadowError> {
        let started = Instant::now();
        self.write_excludes()?;
        self.git(&["add", "-A", "."]).ok_or(ShadowError::Git {
            what: "add the working tree",
        })?;
        let tree = oid(self.git(&["write-tree"])).ok_or(ShadowError::Git { what: "write-tree" })?;
        let mut args = vec!["commit-tree", tree.as_str(), "-m", "ama checkpoint"];
        let parent = self.last.clone();
        if let Some(p) = &parent {
            args.extend(["-p", p.as_str()]);
        }
        let commit = oid(self.git(&args)).ok_or(ShadowError::Git {
            what: "commit-tree",
        })?;
        self.last = Some(commit.clone());
        Ok((commit, started.elapsed()))
    }

    /// The tree of the working tree as it is now, written without a commit: `last` stays, so
    /// the next snapshot's track records still cover everything since the previous one.
    pub fn tree_now(&self) -> Result<String, ShadowError> {
        self.write_excludes()?;
        self.git(&["add", "-A", "."]).ok_or(ShadowError::Git {
            what: "add the working tree",
        })?;
        oid(self.git(&["write-tree"])).ok_or(ShadowError::Git { what: "write-tree" })
    }

    /// Every path a commit or tree holds (relative, as git spells it).
    pub fn paths(&self, treeish: &str) -> Option<Vec<Vec<u8>>> {
        if !treeish.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let out = self.git(&["ls-tree", "-r", "-z", "--name-only", treeish])?;
        Some(
            out.split(|b| *b == 0)
                .filter(|p| !p.is_empty())
                .map(<[u8]>::to_vec)
                .collect(),
        )
    }

    /// The files that differ between two commits, each as `from` had it.
    pub fn changes(&self, from: &str, to: &str) -> Option<Vec<Change>> {
        if !(from.bytes().chain(to.bytes())).all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let out = self.git(&["diff-tree", "-r", "-z", "--no-renames", "--raw", from, to])?;
        Some(parse_raw(&out))
    }

    /// The bytes of a blob.
    pub fn blob(&self, oid: &str) -> Option<Vec<u8>> {
        if !oid.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        self.git(&["cat-file", "blob", oid])
    }
}

/// `-c` options on every shadow call: nothing of the user's may run or convert bytes.
const CONFIG: &[&str] = &[
    "-c",
    "core.autocrlf=false",
    "-c",
    "core.safecrlf=false",
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.untrackedCache=false",
    "-c",
    "core.symlinks=true",
    "-c",
    "gc.auto=0",
    "-c",
    "commit.gpgSign=false",
    "-c",
    "advice.addEmbeddedRepo=false",
];

/// No global or system config, a fixed identity and date, and none of the variables that would
/// point git somewhere else.
fn isolated_env() -> Vec<(OsString, Option<OsString>)> {
    let set = |k: &str, v: &str| (OsString::from(k), Some(OsString::from(v)));
    let mut env = vec![
        set("GIT_CONFIG_GLOBAL", "/dev/null"),
        set("GIT_CONFIG_NOSYSTEM", "1"),
        set("GIT_AUTHOR_NAME", NAME),
        set("GIT_AUTHOR_EMAIL", EMAIL),
        set("GIT_AUTHOR_DATE", DATE),
        set("GIT_COMMITTER_NAME", NAME),
        set("GIT_COMMITTER_EMAIL", EMAIL),
        set("GIT_COMMITTER_DATE", DATE),
    ];
    for k in [
        "GIT_DIR",
        "GIT_WORK_TREE",
        "GIT_INDEX_FILE",
        "GIT_CONFIG",
        "GIT_CONFIG_PARAMETERS",
        "GIT_CONFIG_COUNT",
        "GIT_OBJECT_DIRECTORY",
        "GIT_ALTERNATE_OBJECT_DIRECTORIES",
        "GIT_NAMESPACE",
        "GIT_TEMPLATE_DIR",
    ] {
        env.push((k.into(), None));
    }
    env
}

fn oid(out: Option<Vec<u8>>) -> Option<String> {
    let text = String::from_utf8(out?).ok()?;
    let t = text.trim();
    (t.len() >= 40 && t.bytes().all(|b| b.is_ascii_hexdigit())).then(|| t.to_string())
}

/// One anchored, literal `info/exclude` pattern for a path `ls-files` printed (a trailing `/`
/// marks a directory). `None` for a path no pattern line can hold (a newline in it).
pub fn exclude_line(path: &[u8]) -> Option<Vec<u8>> {
    if path.contains(&b'\n') || path.contains(&b'\r') {
        return None;
    }
    let mut line = vec![b'/'];
    for &b in path {
        if matches!(b, b'\\' | b'*' | b'?' | b'[' | b' ' | b'!' | b'#') {
            line.push(b'\\');
        }
        line.push(b);
    }
    Some(line)
}

/// `diff-tree -r -z --raw` output: `:old_mode new_mode old_oid new_oid status NUL path NUL`.
fn parse_raw(out: &[u8]) -> Vec<Change> {
    let mut changes = Vec::new();
    let mut parts = out.split(|b| *b == 0);
    while let Some(meta) = parts.next() {
        let Some(path) = parts.next() else { break };
        let meta = String::from_utf8_lossy(meta);
        let fields: Vec<&str> = meta.trim_start_matches(':').split(' ').collect();
        if fields.len() < 5 || path.is_empty() {
            continue;
        }
        let (mode, old) = (fields[0], fields[2]);
        let before = (!fields[4].starts_with('A')).then(|| (mode.to_string(), old.to_string()));
        changes.push(Change {
            path: path.to_vec(),
            before,
        });
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::{Change, exclude_line, parse_raw};

    #[test]
    fn exclude_lines_are_literal_and_anchored() {
        let cases: [(&[u8], Option<&[u8]>); 5] = [
            (b"build/", Some(b"/build/")),
            (b"a*b?.log", Some(b"/a\\*b\\?.log")),
            (b"#x !y [z] \\", Some(b"/\\#x\\ \\!y\\ \\[z]\\ \\\\")),
            (b"line\nbreak", None),
            (b"sub/dir/f", Some(b"/sub/dir/f")),
        ];
        for (path, want) in cases {
            assert_eq!(exclude_line(path).as_deref(), want, "{path:?}");
        }
    }

    #[test]
    fn raw_diff_is_parsed() {
        let z = "0000000000000000000000000000000000000000";
        let a = "1111111111111111111111111111111111111111";
        let out = format!(
            ":100644 100644 {a} {a} M\0f\0:000000 100644 {z} {a} A\0d/z\0:100644 000000 {a} {z} D\0g h\0"
        );
        assert_eq!(
            parse_raw(out.as_bytes()),
            vec![
                Change {
                    path: b"f".to_vec(),
                    before: Some(("100644".into(), a.into())),
                },
                Change {
                    path: b"d/z".to_vec(),
                    before: None,
                },
                Change {
                    path: b"g h".to_vec(),
                    before: Some(("100644".into(), a.into())),
                },
            ]
        );
    }
}
