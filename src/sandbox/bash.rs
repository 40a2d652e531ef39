//! What the OS sandbox means for the bash tool: the per-call policy (what is writable, what stays
//! read-only inside it, what cannot be read), the empty `.ama/` created so bwrap can bind it
//! read-only, what to check after the command (`aftermath::Before`: the `.git` paths it could
//! create, the symlinked `.ama` / `.git` it could replace), and the hint added when a failure
//! looks like a sandbox refusal.

use std::path::{Path, PathBuf};

use crate::config::secret_paths::HOME_SECRETS;
use crate::sandbox::aftermath::{self, Before};
use crate::sandbox::profile::{Network, Policy};
use crate::sandbox::{git_nested, git_scan};

/// The places a bash call's policy is built from.
#[derive(Debug, Clone)]
pub struct BashPaths {
    /// The session's working directory.
    pub cwd: PathBuf,
    /// The system temp dir (`$TMPDIR` or `/tmp`).
    pub temp: PathBuf,
    /// ama's output dir (cut outputs, background logs).
    pub log_dir: PathBuf,
    pub home: Option<PathBuf>,
    /// ama's config dir (hidden).
    pub config_dir: Option<PathBuf>,
    /// ama's data dir (its `auth.json` and `sessions/` are hidden).
    pub data_dir: PathBuf,
    /// `sandbox.writable`.
    pub extra_writable: Vec<PathBuf>,
    pub network: Network,
}

/// The policy of one bash call. `unix_sockets` stays false: the caller sets it from
/// `sandbox.unixSockets`.
#[cfg(test)]
pub fn policy(p: &BashPaths) -> Policy {
    plan(p).0
}

/// The policy of one bash call and what to check once it has ended: the symlinked `.ama` / `.git`
/// of the working directory, and every `.git` git would read that does not exist yet but that
/// the command could create (in the working directory or a parent, at the top of a writable
/// place, at a submodule's or nested worktree's path). Those cannot be bound (bwrap would leave a mount point on the host),
/// so they are undone afterwards; on macOS they are also in `read_only`, which SBPL enforces.
pub fn plan(p: &BashPaths) -> (Policy, Before) {
    let mut writable = vec![p.cwd.clone(), p.temp.clone(), PathBuf::from("/tmp")];
    writable.push(p.log_dir.clone());
    writable.extend(p.extra_writable.iter().cloned());
    let mut hidden_dirs = Vec::new();
    let mut hidden_files = Vec::new();
    if let Some(home) = &p.home {
        // The permission pipeline's list of credential places (`config::secret_paths`).
        for s in HOME_SECRETS {
            let list = if s.dir {
                &mut hidden_dirs
            } else {
                &mut hidden_files
            };
            list.push(home.join(s.path));
        }
    }
    if let Some(config) = &p.config_dir {
        hidden_dirs.push(config.clone());
    }
    hidden_dirs.push(p.data_dir.join("sessions"));
    hidden_files.push(p.data_dir.join("auth.json"));
    // `.ama/` and every git directory git run later outside would read are read-only: a bind
    // of `.git` onto itself is also a mount point, so `mv .git x; mkdir .git` fails too. A
    // symlinked `.git/hooks` or `.git/config` resolves out of `.git`, so its target is bound.
    let mut read_only = vec![p.cwd.join(".ama")];
    let env_git_dirs: Vec<PathBuf> = ["GIT_DIR", "GIT_COMMON_DIR"]
        .iter()
        .filter_map(std::env::var_os)
        .map(PathBuf::from)
        .collect();
    let mut found = git_paths(&p.cwd, &env_git_dirs);
    // A writable place's own `.git` and `.ama` stay read-only too (an additional directory is
    // writable like the project, and protected like it).
    for w in &p.extra_writable {
        add_entry(&mut found, &w.join(".git"));
        if w.join(".ama").is_dir() {
            push_new(&mut read_only, w.join(".ama"));
        }
    }
    // Submodule checkouts and nested worktrees below the work trees found above.
    let tops: Vec<PathBuf> = p
        .cwd
        .ancestors()
        .filter(|a| std::fs::symlink_metadata(a.join(".git")).is_ok())
        .map(Path::to_path_buf)
        .collect();
    let git_dirs: Vec<PathBuf> = found.iter().filter(|g| g.is_dir()).cloned().collect();
    let nested = git_nested::find(&tops, &git_dirs);
    let mut all = found;
    for git in &nested {
        add_entry(&mut all, git);
    }
    for git in all {
        // The directory first: a later bind of it would cover the binds inside it.
        push_new(&mut read_only, git.clone());
        if git.is_dir() {
            push_new(&mut read_only, git.join("hooks"));
            push_new(&mut read_only, git.join("config"));
        }
    }
    // git looks for `.git` upward from where it runs: the working directory and its parents.
    let mut candidates: Vec<PathBuf> = Vec::new();
    let real_cwd = std::fs::canonicalize(&p.cwd).ok();
    for base in std::iter::once(&p.cwd).chain(real_cwd.as_ref()) {
        candidates.extend(base.ancestors().map(|a| a.join(".git")));
    }
    candidates.extend(writable.iter().map(|w| w.join(".git")));
    candidates.extend(nested);
    let absent = aftermath::creatable(&candidates, &writable);
    for path in &absent {
        push_new(&mut read_only, path.clone());
    }
    let before = Before {
        links: aftermath::links(&p.cwd),
        absent,
        aside: p.log_dir.clone(),
        below: Some((p.cwd.clone(), git_scan::scan(&p.cwd, git_scan::MAX_DIRS))),
    };
    let policy = Policy {
        network: p.network,
        writable,
        read_only,
        hidden_dirs,
        hidden_files,
        reexposed: vec![p.log_dir.clone()],
        unix_sockets: false,
    };
    (policy, before)
}

fn push_new(list: &mut Vec<PathBuf>, p: PathBuf) {
    if !list.contains(&p) {
        list.push(p);
    }
}

/// Every place git run later in `cwd` (or above it) reads its repository from: the `.git` of
/// `cwd` and of each parent; for a `.git` file (linked worktree, submodule), the directory it
/// names and that directory's `commondir`; the directories of `GIT_DIR` / `GIT_COMMON_DIR` in
/// ama's environment. The whole of each is bound read-only: git follows `commondir`, `gitdir`,
/// `config`, `config.worktree`, `hooks/`, `info/`, `modules/` and `worktrees/` inside it, and
/// any of them rewritten makes the user's next `git status` run a program the command chose.
pub fn git_paths(cwd: &Path, env_git_dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for dir in cwd.ancestors() {
        add_entry(&mut out, &dir.join(".git"));
    }
    for dir in env_git_dirs {
        let dir = if dir.is_absolute() {
            dir.clone()
        } else {
            cwd.join(dir)
        };
        if dir.is_dir() {
            add_dir(&mut out, dir);
        }
    }
    out
}

/// A git directory and the `commondir` it names.
fn add_dir(out: &mut Vec<PathBuf>, dir: PathBuf) {
    if let Some(common) = read_pointer(&dir.join("commondir"), "") {
        push_new(out, common);
    }
    push_new(out, dir);
}

/// An existing `.git`: a directory, or a file with the git directory it names.
fn add_entry(out: &mut Vec<PathBuf>, git: &Path) {
    let Ok(meta) = std::fs::metadata(git) else {
        return;
    };
    if meta.is_file() {
        if let Some(target) = read_pointer(git, "gitdir:") {
            add_dir(out, target);
        }
        push_new(out, git.to_path_buf());
    } else {
        add_dir(out, git.to_path_buf());
    }
}

/// The path a git pointer file names (`gitdir: <path>` in a `.git` file, a bare path in
/// `commondir`), relative to the file's directory; `None` when absent or unreadable.
fn read_pointer(file: &Path, prefix: &str) -> Option<PathBuf> {
    let text = std::fs::read_to_string(file).ok()?;
    let named = text.lines().next()?.strip_prefix(prefix)?.trim();
    if named.is_empty() {
        return None;
    }
    let base = file.parent()?;
    Some(base.join(named))
}

/// Creates an empty `<cwd>/.ama/`, so bwrap can bind it read-only (it can only bind existing
/// paths, and an absent one could be created inside). Nothing is created in `.git`: an empty
/// file there can be an indirection git follows (an empty `commondir` breaks every git command).
/// Failures are left to the sandbox: an uncreatable path cannot be created inside it either.
pub fn prepare(cwd: &Path) {
    let _ = std::fs::create_dir(cwd.join(".ama"));
}

/// Output words that suggest the sandbox refused something.
const REFUSALS: &[&str] = &[
    "Operation not permitted",
    "Read-only file system",
    "Permission denied",
    "EPERM",
    "EACCES",
    "EROFS",
];
/// The same for the network, when it is denied.
const NETWORK_REFUSALS: &[&str] = &[
    "Could not resolve host",
    "Temporary failure in name resolution",
    "Network is unreachable",
    "ENOTFOUND",
    "ECONNREFUSED",
    "ENETUNREACH",
    "Connection refused",
    "Couldn't connect to server",
    "Failed to connect",
    "unable to resolve host",
];

/// The hint line for a failed sandboxed command whose output looks like a refusal.
pub fn hint(output: &str, network: Network) -> Option<String> {
    let refused = REFUSALS.iter().any(|w| output.contains(w))
        || (network == Network::Deny && NETWORK_REFUSALS.iter().any(|w| output.contains(w)));
    if !refused {
        return None;
    }
    let what = match network {
        Network::Deny => "writes only in the workspace and temp dirs, no network",
        Network::Allow => "writes only in the workspace and temp dirs",
    };
    Some(format!(
        "[sandbox: this command ran in ama's OS sandbox ({what}). If it failed because of that, rerun it with sandbox:false, which needs the user's approval.]"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hint_only_for_refusals() {
        let table: &[(&str, Network, bool)] = &[
            (
                "touch: cannot touch '/etc/x': Read-only file system",
                Network::Deny,
                true,
            ),
            (
                "bash: /dev/tcp/127.0.0.1/80: Network is unreachable",
                Network::Deny,
                true,
            ),
            (
                "bash: /dev/tcp/127.0.0.1/80: Network is unreachable",
                Network::Allow,
                false,
            ),
            (
                "curl: (6) Could not resolve host: example.com",
                Network::Deny,
                true,
            ),
            ("error[E0425]: cannot find value", Network::Deny, false),
            ("", Network::Deny, false),
        ];
        for (out, net, want) in table {
            assert_eq!(hint(out, *net).is_some(), *want, "{out:?} {net:?}");
        }
        assert_eq!(
            hint("Permission denied", Network::Deny).as_deref(),
            Some(
                "[sandbox: this command ran in ama's OS sandbox (writes only in the workspace and temp dirs, no network). If it failed because of that, rerun it with sandbox:false, which needs the user's approval.]"
            )
        );
    }

    #[test]
    fn git_paths_follow_gitdir_and_commondir_and_parents() {
        let root = std::env::temp_dir().join(format!("ama-git-paths-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let main = root.join("main/.git");
        std::fs::create_dir_all(main.join("worktrees/wt")).expect("mkdir");
        std::fs::write(main.join("worktrees/wt/commondir"), "../..\n").expect("commondir");
        let wt = root.join("wt");
        std::fs::create_dir_all(wt.join("sub")).expect("mkdir wt");
        std::fs::write(
            wt.join(".git"),
            format!("gitdir: {}\n", main.join("worktrees/wt").display()),
        )
        .expect(".git file");
        let got = git_paths(&wt.join("sub"), &[PathBuf::from("../elsewhere")]);
        assert_eq!(
            got,
            [
                main.join("worktrees/wt/../.."),
                main.join("worktrees/wt"),
                wt.join(".git"),
            ]
        );
        std::fs::create_dir_all(wt.join("elsewhere")).expect("mkdir");
        let got = git_paths(&wt.join("sub"), &[PathBuf::from("../elsewhere")]);
        assert_eq!(got.last(), Some(&wt.join("sub/../elsewhere")));
        let _ = std::fs::remove_dir_all(&root);
    }

    #[test]
    fn policy_lists_the_places() {
        let p = policy(&BashPaths {
            cwd: "/w".into(),
            temp: "/t".into(),
            log_dir: "/d/tool-output".into(),
            home: Some("/h".into()),
            config_dir: Some("/h/.config/ama".into()),
            data_dir: "/d".into(),
            extra_writable: vec!["/h/.npm".into()],
            network: Network::Deny,
        });
        let paths = |v: &[PathBuf]| {
            v.iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            paths(&p.writable),
            ["/w", "/t", "/tmp", "/d/tool-output", "/h/.npm"]
        );
        // `/w` does not exist; `/tmp` does, and a `.git` could be created at its top.
        let ro = paths(&p.read_only);
        assert_eq!(ro.first().map(String::as_str), Some("/w/.ama"));
        assert!(ro.iter().any(|r| r == "/tmp/.git") || Path::new("/tmp/.git").exists());
        assert!(!ro.iter().any(|r| r.starts_with("/w/") && r != "/w/.ama"));
        assert_eq!(
            paths(&p.hidden_dirs),
            [
                "/h/.ssh",
                "/h/.gnupg",
                "/h/.aws",
                "/h/.kube",
                "/h/.config/gcloud",
                "/h/.azure",
                "/h/.config/ama",
                "/d/sessions"
            ]
        );
        assert_eq!(
            paths(&p.hidden_files),
            [
                "/h/.docker/config.json",
                "/h/.netrc",
                "/h/.pgpass",
                "/h/.git-credentials",
                "/h/.codex/auth.json",
                "/h/.claude/.credentials.json",
                "/h/.config/gh/hosts.yml",
                "/h/.npmrc",
                "/h/.pypirc",
                "/h/.cargo/credentials",
                "/h/.cargo/credentials.toml",
                "/h/.terraform.d/credentials.tfrc.json",
                "/d/auth.json"
            ]
        );
        assert_eq!(paths(&p.reexposed), ["/d/tool-output"]);
    }
}
