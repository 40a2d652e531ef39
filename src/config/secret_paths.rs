//! The credential places under the home directory, in one list for both readers of it: the
//! permission pipeline's secret-path predicate (`permissions::secrets`), which asks before a
//! command names one, and the OS sandbox's bash policy (`sandbox::bash`), which hides them from
//! every sandboxed command. It sits in `config`, below both, so neither imports the other.

/// One credential place, relative to the home directory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HomeSecret {
    /// The path below the home directory (`.ssh`, `.docker/config.json`).
    pub path: &'static str,
    /// A directory (hidden whole) or a file.
    pub dir: bool,
    /// What it holds, for the permission pipeline's reasons.
    pub what: &'static str,
}

const fn dir(path: &'static str, what: &'static str) -> HomeSecret {
    HomeSecret {
        path,
        dir: true,
        what,
    }
}

const fn file(path: &'static str, what: &'static str) -> HomeSecret {
    HomeSecret {
        path,
        dir: false,
        what,
    }
}

/// The credential places: SSH, GnuPG, cloud and cluster credentials, login and database
/// passwords, git's stored credentials.
pub const HOME_SECRETS: &[HomeSecret] = &[
    dir(".ssh", "SSH keys and config (.ssh/)"),
    dir(".gnupg", "GnuPG keys (.gnupg/)"),
    dir(".aws", "AWS credentials (.aws/)"),
    dir(".kube", "Kubernetes credentials (.kube/)"),
    dir(
        ".config/gcloud",
        "Google Cloud credentials (.config/gcloud/)",
    ),
    file(
        ".docker/config.json",
        "Docker credentials (.docker/config.json)",
    ),
    file(".netrc", "login credentials (.netrc)"),
    file(".pgpass", "PostgreSQL passwords (.pgpass)"),
    file(".git-credentials", "git credentials (.git-credentials)"),
    // Other tools' tokens: coding agents, GitHub CLI, package registries, cloud CLIs.
    file(".codex/auth.json", "Codex credentials (.codex/auth.json)"),
    file(
        ".claude/.credentials.json",
        "Claude Code credentials (.claude/.credentials.json)",
    ),
    file(
        ".config/gh/hosts.yml",
        "GitHub CLI tokens (.config/gh/hosts.yml)",
    ),
    file(".npmrc", "npm registry tokens (.npmrc)"),
    file(".pypirc", "PyPI tokens (.pypirc)"),
    file(".cargo/credentials", "crates.io token (.cargo/credentials)"),
    file(
        ".cargo/credentials.toml",
        "crates.io token (.cargo/credentials.toml)",
    ),
    dir(".azure", "Azure credentials (.azure/)"),
    file(
        ".terraform.d/credentials.tfrc.json",
        "Terraform credentials (.terraform.d/credentials*)",
    ),
];

/// Files named by their place alone, outside the home directory.
pub const SYSTEM_SECRETS: &[(&str, &str)] = &[
    ("/etc/shadow", "the password hashes (/etc/shadow)"),
    ("/etc/shadow-", "the password hashes (/etc/shadow)"),
    ("/etc/gshadow", "the group password hashes (/etc/gshadow)"),
    ("/etc/gshadow-", "the group password hashes (/etc/gshadow)"),
];

/// The paths under which a file that holds an API key (`--api-key-file`) is a secret in every
/// mode, like `auth.json`: as given (made absolute) and resolved through its links.
pub fn key_file_paths(path: &std::path::Path) -> Vec<std::path::PathBuf> {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let real = crate::util::atomic::resolve_real(&abs);
    if real == abs {
        vec![abs]
    } else {
        vec![abs, real]
    }
}

/// The credential place a path's components name, wherever it sits (`~/.ssh/config`,
/// `/root/.aws/credentials`, a bare `.netrc`): a directory entry matches itself and everything
/// below it, a file entry only as the path's end. Names match case-insensitively (macOS's
/// default volume opens `~/.SSH/ID_RSA` as `~/.ssh/id_rsa`), and Terraform's entry covers every
/// `credentials*` file of `.terraform.d/`.
pub fn home_secret(parts: &[&str]) -> Option<&'static HomeSecret> {
    let same = |a: &str, b: &str| {
        a.eq_ignore_ascii_case(b)
            || (b == "credentials.tfrc.json" && a.to_ascii_lowercase().starts_with("credentials"))
    };
    HOME_SECRETS.iter().find(|s| {
        let want: Vec<&str> = s.path.split('/').collect();
        (0..parts.len()).any(|i| {
            let rest = &parts[i..];
            rest.len() >= want.len()
                && want.iter().zip(rest).all(|(w, r)| same(r, w))
                && (s.dir || rest.len() == want.len())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::home_secret;

    #[test]
    fn paths_name_their_place() {
        let table: &[(&str, Option<&str>)] = &[
            ("~/.ssh/id_rsa", Some(".ssh")),
            (".ssh", Some(".ssh")),
            ("/root/.aws/credentials", Some(".aws")),
            ("/home/u/.kube/config", Some(".kube")),
            ("/home/u/.kube/cache/x", Some(".kube")),
            ("~/.config/gcloud/credentials.db", Some(".config/gcloud")),
            ("~/.docker/config.json", Some(".docker/config.json")),
            (".netrc", Some(".netrc")),
            ("a/.git-credentials", Some(".git-credentials")),
            ("~/.docker/daemon.json", None),
            ("~/.config/other", None),
            ("gcloud", None),
            (".netrc/x", None),
            ("src/main.rs", None),
            ("~/.SSH/ID_RSA", Some(".ssh")),
            ("/home/u/.Codex/AUTH.JSON", Some(".codex/auth.json")),
            ("~/.codex/config.toml", None),
            (
                "~/.claude/.credentials.json",
                Some(".claude/.credentials.json"),
            ),
            ("~/.claude/settings.json", None),
            ("~/.config/gh/hosts.yml", Some(".config/gh/hosts.yml")),
            ("~/.npmrc", Some(".npmrc")),
            ("~/.pypirc", Some(".pypirc")),
            ("~/.cargo/credentials", Some(".cargo/credentials")),
            ("~/.cargo/credentials.toml", Some(".cargo/credentials.toml")),
            ("~/.cargo/config.toml", None),
            ("~/.azure/msal_token_cache.json", Some(".azure")),
            (
                "~/.terraform.d/credentials.tfrc.json",
                Some(".terraform.d/credentials.tfrc.json"),
            ),
            (
                "~/.terraform.d/credentials",
                Some(".terraform.d/credentials.tfrc.json"),
            ),
            ("~/.terraform.d/plugins", None),
        ];
        for (path, want) in table {
            let parts: Vec<&str> = path.split('/').collect();
            assert_eq!(home_secret(&parts).map(|s| s.path), *want, "{path}");
        }
    }
}
