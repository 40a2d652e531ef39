//! Where ama keeps things: the config dir, the data dir (sessions, auth.json, spilled output).

use std::path::PathBuf;

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

/// `$AMA_DATA_DIR`, else `$XDG_DATA_HOME/ama`, else `~/.local/share/ama`; with no HOME at all,
/// a directory under the system temp dir.
pub fn data_dir() -> PathBuf {
    env_path("AMA_DATA_DIR")
        .or_else(|| env_path("XDG_DATA_HOME").map(|p| p.join("ama")))
        .or_else(|| home().map(|h| h.join(".local").join("share").join("ama")))
        .unwrap_or_else(|| std::env::temp_dir().join("ama-data"))
}

pub fn user_config_file() -> Option<PathBuf> {
    config_dir().map(|d| d.join("config.json"))
}

pub fn auth_file() -> PathBuf {
    data_dir().join("auth.json")
}
