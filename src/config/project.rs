//! A project's `.ama/config.json` as one agent's composition holds it: read once
//! (`ProjectFile::read`) and handed to each reader of its keys — the permission keys, the
//! sandbox's tightening, the checkpoints' tightening, a trusted project's hooks and host, and
//! the trust check's list of what the project has — each of which parses the text in its own
//! way, with its own wording for a broken file.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::Value;

/// The project config of one working directory, read.
#[derive(Clone, Debug)]
pub struct ProjectFile {
    /// `<project>/.ama/config.json`.
    pub path: PathBuf,
    /// The text; `Ok(None)` when there is no file, `Err` with the reason it cannot be read.
    text: std::result::Result<Option<String>, Arc<std::io::Error>>,
}

impl ProjectFile {
    /// Reads `<project>/.ama/config.json` (counted under the `test-hooks` feature).
    pub fn read(project: &Path) -> ProjectFile {
        let path = crate::config::paths::project_config_file(project);
        let text = match crate::config::reads::read_text(&path) {
            Ok(t) => Ok(Some(t)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(Arc::new(e)),
        };
        ProjectFile { path, text }
    }

    /// The text: `Ok(None)` without a file, `Err` with why it cannot be read.
    pub fn text(&self) -> std::result::Result<Option<&str>, &std::io::Error> {
        match &self.text {
            Ok(t) => Ok(t.as_deref()),
            Err(e) => Err(e.as_ref()),
        }
    }

    /// The file as JSON, when it exists and is JSON.
    pub fn json(&self) -> Option<Value> {
        let text = self.text().ok().flatten()?;
        serde_json::from_str(text).ok()
    }

    /// Whether the file sets `key` to something other than null.
    pub fn has(&self, key: &str) -> bool {
        self.json()
            .is_some_and(|v| v.get(key).is_some_and(|h| !h.is_null()))
    }

    /// The file as typed settings, when it exists and loads (a broken file is `None`: the
    /// permission settings refuse to start with it).
    pub fn settings(&self) -> Option<crate::config::settings::Settings> {
        let text = self.text().ok().flatten()?;
        crate::config::settings::parse_text(text, &self.path).ok()
    }
}
