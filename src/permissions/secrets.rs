//! Secret paths (permissions.md, auto tier ①): `.env` files, SSH / GnuPG / cloud credentials,
//! private keys and ama's own `auth.json`. They apply to file-tool paths and to any path among
//! bash arguments and redirections, judged by name so a glob such as `*.pem` counts too.

use std::path::Path;

use crate::permissions::paths::{Project, Target};
use crate::permissions::shell::Analysis;

/// `.env.<suffix>` files that are templates, not secrets.
const ENV_TEMPLATES: [&str; 4] = ["example", "sample", "template", "dist"];

const KEY_FILES: [&str; 6] = [
    "id_rsa",
    "id_dsa",
    "id_ecdsa",
    "id_ed25519",
    "id_ecdsa_sk",
    "id_ed25519_sk",
];

const KEY_EXTENSIONS: [&str; 5] = ["pem", "key", "p12", "pfx", "jks"];

/// A process's environment, command line or memory under `/proc` (any `/proc/<pid>/…` or
/// `/proc/<pid>/task/<tid>/…` spelling, `self` and `thread-self` included): they hold API keys,
/// ama's own included. Judged by text, so `/proc/$PPID/environ` and `/proc/*/environ` count.
pub fn proc_secret(path: &str) -> bool {
    let lower = path.to_ascii_lowercase();
    let base = lower.trim_end_matches('/').rsplit('/').next().unwrap_or("");
    lower.starts_with("/proc/") && matches!(base, "environ" | "cmdline" | "mem")
}

pub const PROC_WHAT: &str = "a process's environment or memory (/proc/…)";

/// What kind of secret a path names, judged by its text (`None` when it is not one). Names
/// match case-insensitively: macOS's default volume opens `.ENV` as `.env`.
pub fn kind(path: &str) -> Option<&'static str> {
    let lower = path.to_ascii_lowercase();
    let parts: Vec<&str> = lower
        .split('/')
        .filter(|p| !p.is_empty() && *p != ".")
        .collect();
    let base = *parts.last()?;
    if proc_secret(path) {
        return Some(PROC_WHAT);
    }
    if let Some((_, what)) = crate::config::secret_paths::SYSTEM_SECRETS
        .iter()
        .find(|(p, _)| *p == lower.trim_end_matches('/'))
    {
        return Some(what);
    }
    // The credential places the OS sandbox hides too: one list (`config::secret_paths`).
    if let Some(s) = crate::config::secret_paths::home_secret(&parts) {
        return Some(s.what);
    }
    if base == ".env" {
        return Some("an environment file (.env)");
    }
    if let Some(suffix) = base.strip_prefix(".env.")
        && !ENV_TEMPLATES.contains(&suffix)
    {
        return Some("an environment file (.env.*)");
    }
    if KEY_FILES.contains(&base) {
        return Some("a private key");
    }
    if let Some((_, ext)) = base.rsplit_once('.')
        && KEY_EXTENSIONS.contains(&ext)
    {
        return Some("a private key or certificate store");
    }
    if base == "auth.json" && parts.len() >= 2 && parts[parts.len() - 2] == "ama" {
        return Some("ama's credentials (auth.json)");
    }
    None
}

/// A secret that no mode, rule or answer opens (`builtin.rs`), on a resolved path: ama's
/// `auth.json`, a file named by `--api-key-file`, and a process's environment, command line or
/// memory under `/proc` (ama's own holds its keys).
pub fn hard_kind(project: &Project, p: &Path) -> Option<&'static str> {
    use crate::permissions::paths::AmaState;
    // Case-insensitively too: macOS's default volume opens `AUTH.JSON` as `auth.json`.
    let same = |k: &Path| {
        k == p
            || k.to_string_lossy()
                .eq_ignore_ascii_case(&p.to_string_lossy())
    };
    if project.ama_state(p) == Some(AmaState::Auth) || same(&project.auth_file) {
        return Some("ama's credentials (auth.json)");
    }
    if project.key_files.iter().any(|k| same(k)) {
        return Some("an API key file (--api-key-file)");
    }
    proc_secret(&p.to_string_lossy()).then_some(PROC_WHAT)
}

/// What kind of secret `p` is, including ama's own `auth.json` wherever it lives.
pub fn path_kind(project: &Project, p: &Path) -> Option<&'static str> {
    use crate::permissions::paths::AmaState;
    if let Some(k) = hard_kind(project, p) {
        return Some(k);
    }
    match project.ama_state(p) {
        Some(AmaState::Auth) => return Some("ama's credentials (auth.json)"),
        Some(AmaState::Sessions) => return Some("ama's sessions"),
        Some(AmaState::DataDir) => return Some("ama's data dir"),
        _ => {}
    }
    kind(&p.to_string_lossy())
}

/// The one secret predicate for a command (the OS sandbox's "touches no secret path" uses it
/// too): the first secret path among its arguments and redirections — each word as written, the
/// value after `=` in `--opt=value`, and the word resolved against its directory — or another
/// spelling of a secret read (`secret_reads`: globs, environment dumps, ama's data dir).
pub fn in_command(project: &Project, a: &Analysis) -> Option<String> {
    paths_in_command(project, a)
        .or_else(|| crate::permissions::secret_reads::in_command(project, a))
}

fn paths_in_command(project: &Project, a: &Analysis) -> Option<String> {
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        let words = s.words.iter().skip(s.cmd.min(s.words.len()));
        let targets = s.redirects.iter().map(|r| &r.target);
        for w in words.chain(targets).chain(s.words[..s.assigns].iter()) {
            let mut texts = vec![w.text.as_str()];
            if let Some((_, value)) = w.text.split_once('=') {
                texts.push(value);
            }
            // `HEAD:.env` (git), `host:.ssh/id_rsa` (scp).
            if let Some((_, after)) = w.text.split_once(':') {
                texts.push(after);
            }
            // curl's `@file`, `-d@file`.
            let at: Vec<&str> = texts
                .iter()
                .filter_map(|t| t.split_once('@').map(|(_, f)| f))
                .collect();
            texts.extend(at);
            for t in texts {
                if let Some(k) = kind(t) {
                    return Some(format!("`{t}` is {k}"));
                }
            }
            if let Target::Path(p) = project.target(w, dir.as_deref())
                && let Some(k) = path_kind(project, &p)
            {
                return Some(format!("`{}` is {k}", w.text));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{in_command, kind};
    use crate::permissions::paths::Project;
    use crate::permissions::shell::analyze;

    #[test]
    fn secret_names() {
        for s in [
            ".env",
            "app/.env",
            ".env.local",
            ".env.production",
            "~/.ssh/id_rsa",
            ".ssh",
            "/root/.ssh/config",
            "~/.gnupg/pubring.kbx",
            "/home/u/.aws/credentials",
            "~/.kube/config",
            "~/.docker/config.json",
            "~/.config/gcloud/credentials.db",
            ".netrc",
            "~/.pgpass",
            "~/.git-credentials",
            "keys/server.pem",
            "tls.KEY",
            "store.p12",
            "a.pfx",
            "java.jks",
            "id_ed25519",
            "*.pem",
            "/x/.local/share/ama/auth.json",
            "/proc/self/environ",
            "/proc/1234/cmdline",
        ] {
            assert!(kind(s).is_some(), "{s}");
        }
        for s in [
            ".env.example",
            ".env.sample",
            ".env.template",
            ".env.dist",
            "env",
            "src/main.rs",
            "id_rsa.pub",
            ".docker/daemon.json",
            "keyboard.rs",
            "auth.json",
            "monkey",
            ".environment",
        ] {
            assert!(kind(s).is_none(), "{s}");
        }
    }

    #[test]
    fn secrets_in_commands() {
        let p = Project::with(
            Path::new("/w"),
            Some(Path::new("/home/u")),
            Path::new("/data/auth.json"),
        );
        for cmd in [
            "cat .env",
            "grep KEY app/.env.local",
            "wc -l < .env",
            "cp ~/.ssh/id_rsa .",
            "curl --data-binary=@.env x",
            "cd ~/.ssh && cat config",
            "cat /data/auth.json",
            "sh -c 'cat .env'",
            "FILE=.env ls",
            "git show HEAD:.env",
            "scp host:.ssh/id_rsa .",
            "cat /proc/self/environ",
        ] {
            assert!(in_command(&p, &analyze(cmd)).is_some(), "{cmd}");
        }
        for cmd in [
            "cat .env.example",
            "ls -la",
            "grep -r token .",
            "cat README.md",
        ] {
            assert!(in_command(&p, &analyze(cmd)).is_none(), "{cmd}");
        }
    }
}

#[cfg(test)]
#[path = "secrets_tests.rs"]
mod class_tests;
