//! What the OS sandbox means for the bash tool: the per-call policy (what is writable, what stays
//! read-only inside it, what cannot be read), the empty `.ama/` and `.git/hooks` created so bwrap
//! can bind them read-only, and the hint added when a failure looks like a sandbox refusal.

use std::path::{Path, PathBuf};

use crate::config::secret_paths::HOME_SECRETS;
use crate::sandbox::profile::{Network, Policy};

/// The sentence the bash tool's description gains while the sandbox is on.
pub const DESCRIPTION: &str = "Runs in an OS sandbox (writes only in workspace/temp, no network); sandbox:false needs approval.";
/// The same with `sandbox.network: "allow"`.
pub const DESCRIPTION_NETWORK: &str =
    "Runs in an OS sandbox (writes only in workspace/temp); sandbox:false needs approval.";

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

/// The policy of one bash call.
pub fn policy(p: &BashPaths) -> Policy {
    // `.git` is bound onto itself so it is a mount point: otherwise `mv .git x; mkdir .git` would
    // leave the read-only `.git/config` and `.git/hooks` behind and put a writable pair in place.
    let mut writable = vec![
        p.cwd.clone(),
        p.cwd.join(".git"),
        p.temp.clone(),
        PathBuf::from("/tmp"),
    ];
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
    let mut read_only = vec![
        p.cwd.join(".ama"),
        p.cwd.join(".git/hooks"),
        p.cwd.join(".git/config"),
    ];
    // In a linked worktree `.git` is a file naming the real git dir: rewritten, it would point
    // git run later outside the sandbox at a directory with hooks the command made.
    if p.cwd.join(".git").is_file() {
        read_only.push(p.cwd.join(".git"));
    }
    Policy {
        network: p.network,
        writable,
        read_only,
        hidden_dirs,
        hidden_files,
        reexposed: vec![p.log_dir.clone()],
        unix_sockets: false,
    }
}

/// Creates an empty `<cwd>/.ama/` and, in a git work tree, `.git/hooks/`, so bwrap can bind them
/// read-only (it can only bind existing paths, and an absent one could be created inside).
/// Failures are left to the sandbox: an uncreatable path cannot be created inside it either.
pub fn prepare(cwd: &Path) {
    let _ = std::fs::create_dir(cwd.join(".ama"));
    let git = cwd.join(".git");
    if git.is_dir() {
        let _ = std::fs::create_dir(git.join("hooks"));
    }
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
            ["/w", "/w/.git", "/t", "/tmp", "/d/tool-output", "/h/.npm"]
        );
        assert_eq!(
            paths(&p.read_only),
            ["/w/.ama", "/w/.git/hooks", "/w/.git/config"]
        );
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
