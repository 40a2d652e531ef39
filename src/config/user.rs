//! The user's `config.json` as one run holds it: read once (`UserConfig::read`, called by the
//! command line right after the flags are parsed, or by the composition root for a library
//! caller) and handed to everything that needs it, cheap to clone. A broken file is kept as its
//! error, so each front end still reports it where it always did (after a usage error, inside
//! a JSON result), while what only needs defaults (the terminal UI's `ui.*` keys, the
//! `--resume` picker) reads the defaults instead.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::config::settings::{Settings, load_file};
use crate::error::{Error, Result};

/// The user config of one run.
#[derive(Clone, Debug, Default)]
pub struct UserConfig {
    inner: Arc<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    /// The file's settings; the defaults when it is missing or broken.
    settings: Settings,
    /// Why the file cannot be used (its path and the problem), when it cannot.
    broken: Option<(PathBuf, String)>,
    /// Where the file is (`None` without a config directory).
    path: Option<PathBuf>,
}

impl UserConfig {
    /// Reads `$AMA_CONFIG_DIR/config.json` (or the XDG fallbacks); a missing file is the
    /// defaults, whose `file()` still names where it would be.
    pub fn read() -> UserConfig {
        let path = crate::config::paths::user_config_file();
        let (settings, broken) = match path.as_deref().map(load_file) {
            None => (Settings::default(), None),
            Some(Ok(Some(s))) => (s, None),
            Some(Ok(None)) => (Settings::at(path.clone().unwrap_or_default()), None),
            Some(Err(Error::Config { path, message })) => (Settings::default(), Some((path, message))),
            Some(Err(e)) => (Settings::default(), Some((PathBuf::new(), e.to_string()))),
        };
        UserConfig {
            inner: Arc::new(Inner {
                settings,
                broken,
                path,
            }),
        }
    }

    /// Settings a library caller built itself, as if read from a file.
    pub fn from_settings(settings: Settings) -> UserConfig {
        let path = Some(settings.file());
        UserConfig {
            inner: Arc::new(Inner {
                settings,
                broken: None,
                path,
            }),
        }
    }

    /// The settings, or the error that names the broken file (exit 3).
    pub fn settings(&self) -> Result<&Settings> {
        match &self.inner.broken {
            Some((path, message)) => Err(Error::Config {
                path: path.clone(),
                message: message.clone(),
            }),
            None => Ok(&self.inner.settings),
        }
    }

    /// The settings, or the defaults when the file is broken (whoever needs the settings
    /// themselves reports that error).
    pub fn lenient(&self) -> &Settings {
        &self.inner.settings
    }

    /// Where the user config is, when there is a config directory.
    pub fn path(&self) -> Option<&Path> {
        self.inner.path.as_deref()
    }

    /// The warnings about keys the file sets that no feature reads (none for a broken file).
    pub fn warnings(&self) -> Vec<String> {
        match &self.inner.broken {
            Some(_) => Vec::new(),
            None => self.inner.settings.ignored_key_warnings(),
        }
    }
}
