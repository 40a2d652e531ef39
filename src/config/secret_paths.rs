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
];

/// The credential place a path's components name, wherever it sits (`~/.ssh/config`,
/// `/root/.aws/credentials`, a bare `.netrc`): a directory entry matches itself and everything
/// below it, a file entry only as the path's end.
pub fn home_secret(parts: &[&str]) -> Option<&'static HomeSecret> {
    HOME_SECRETS.iter().find(|s| {
        let want: Vec<&str> = s.path.split('/').collect();
        (0..parts.len()).any(|i| {
            let rest = &parts[i..];
            rest.starts_with(&want) && (s.dir || rest.len() == want.len())
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
        ];
        for (path, want) in table {
            let parts: Vec<&str> = path.split('/').collect();
            assert_eq!(home_secret(&parts).map(|s| s.path), *want, "{path}");
        }
    }
}
