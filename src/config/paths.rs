//! Where ama keeps things: the config dir, the data dir (sessions, auth.json, spilled output).
//! With `HOME` unset or a data dir that cannot be written (a read-only home in a container), state
//! goes to a private directory under the system temp dir instead, with one warning on stderr.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn env_path(name: &str) -> Option<PathBuf> {
    std::env::var_os(name)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

pub fn home() -> Option<PathBuf> {
    env_path("HOME")
}

/// `$AMA_CONFIG_DIR`, else `$XDG_CONFIG_HOME/ama`, else `~/.config/ama`.
pub fn config_dir() -> Option<PathBuf> {
    env_path("AMA_CONFIG_DIR")
        .or_else(|| env_path("XDG_CONFIG_HOME").map(|p| p.join("ama")))
        .or_else(|| home().map(|h| h.join(".config").join("ama")))
}

/// The data dir as configured: `$AMA_DATA_DIR`, else `$XDG_DATA_HOME/ama`, else
/// `~/.local/share/ama`; `None` when none of them is set.
pub fn configured_data_dir() -> Option<PathBuf> {
    env_path("AMA_DATA_DIR")
        .or_else(|| env_path("XDG_DATA_HOME").map(|p| p.join("ama")))
        .or_else(|| home().map(|h| h.join(".local").join("share").join("ama")))
}

/// The data dir ama writes to, decided once per process.
#[derive(Clone, Debug)]
pub struct DataDir {
    pub path: PathBuf,
    /// Why the configured dir is not used (`None` when it is).
    pub fallback_reason: Option<String>,
}

/// Where state is written: the configured data dir when it can be written, else a private
/// `ama-<uid>` directory under the system temp dir (a warning says so, once).
pub fn data_dir() -> PathBuf {
    data_dir_choice().path.clone()
}

pub fn data_dir_choice() -> &'static DataDir {
    static CHOICE: OnceLock<DataDir> = OnceLock::new();
    CHOICE.get_or_init(|| {
        let reason = match configured_data_dir() {
            Some(dir) => match writable(&dir) {
                Ok(()) => {
                    return DataDir {
                        path: dir,
                        fallback_reason: None,
                    };
                }
                Err(why) => format!("the data directory `{}` {why}", dir.display()),
            },
            None => "HOME is not set, so there is no data directory".to_string(),
        };
        let path = temp_state_dir();
        eprintln!(
            "warning: {reason}; state goes to `{}` for this run. Set AMA_DATA_DIR to a writable directory to keep it.",
            path.display()
        );
        DataDir {
            path,
            fallback_reason: Some(reason),
        }
    })
}

/// Why the configured data dir cannot be used; `Display` follows "the data directory `<dir>`".
#[derive(Debug, PartialEq)]
enum Unwritable {
    /// The nearest existing entry on the way is a file.
    IsFile(PathBuf),
    NoParent,
    /// The dir exists and cannot be written.
    Dir(nix::errno::Errno),
    /// It does not exist and its nearest existing ancestor cannot be written.
    Ancestor(PathBuf, nix::errno::Errno),
}

impl std::fmt::Display for Unwritable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unwritable::IsFile(p) => write!(f, "cannot be created: `{}` is a file", p.display()),
            Unwritable::NoParent => f.write_str("has no existing parent directory"),
            Unwritable::Dir(e) => write!(f, "is not writable ({e})"),
            Unwritable::Ancestor(p, e) => write!(
                f,
                "cannot be created: `{}` is not writable ({e})",
                p.display()
            ),
        }
    }
}

/// Whether `dir` exists as a writable directory or could be created: its nearest existing
/// ancestor must be a directory this process may write to.
fn writable(dir: &Path) -> Result<(), Unwritable> {
    use nix::unistd::{AccessFlags, access};
    let mut probe = dir;
    loop {
        match std::fs::metadata(probe) {
            Ok(meta) if meta.is_dir() => break,
            Ok(_) => return Err(Unwritable::IsFile(probe.to_path_buf())),
            Err(_) => match probe.parent() {
                Some(parent) => probe = parent,
                None => return Err(Unwritable::NoParent),
            },
        }
    }
    access(probe, AccessFlags::W_OK | AccessFlags::X_OK).map_err(|e| {
        if probe == dir {
            Unwritable::Dir(e)
        } else {
            Unwritable::Ancestor(probe.to_path_buf(), e)
        }
    })
}

/// `<temp>/ama-<uid>`, created mode 0700. If that name is taken by another user or is not a
/// plain directory, `<temp>/ama-<uid>-<pid>` instead.
fn temp_state_dir() -> PathBuf {
    use std::os::unix::fs::{DirBuilderExt, MetadataExt};
    let uid = nix::unistd::getuid().as_raw();
    let temp = std::env::temp_dir();
    let shared = temp.join(format!("ama-{uid}"));
    let _ = std::fs::DirBuilder::new().mode(0o700).create(&shared);
    match std::fs::symlink_metadata(&shared) {
        Ok(m) if m.is_dir() && m.uid() == uid => shared,
        _ => {
            let own = temp.join(format!("ama-{uid}-{}", std::process::id()));
            let _ = std::fs::DirBuilder::new().mode(0o700).create(&own);
            own
        }
    }
}

pub fn user_config_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("config.json"))
}

/// A project's config file, `<project>/.ama/config.json`.
pub fn project_config_file(project: &Path) -> PathBuf {
    project.join(".ama").join("config.json")
}

/// `auth.json` in the configured data dir (read even when that dir is read-only).
pub fn auth_file() -> PathBuf {
    configured_data_dir()
        .unwrap_or_else(data_dir)
        .join("auth.json")
}

#[cfg(test)]
mod tests {
    use super::writable;

    #[test]
    fn writability_follows_the_nearest_existing_ancestor() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
        assert!(writable(&dir.path().join("a/b/c")).is_ok());
        let file = dir.path().join("file");
        std::fs::write(&file, "x").unwrap_or_else(|e| panic!("write: {e}"));
        let err = writable(&file.join("sub"))
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains("is a file"), "{err}");
    }
}
