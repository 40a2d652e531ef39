//! `ToolState`: what the tools remember within one session — the files it has read or written
//! (write and edit refuse files it has not read), the todo list, and the background jobs — plus
//! the tool options from the config. One per session, an `Arc` inside, cheap to clone.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::config::settings::Settings;
use crate::tools::background::Jobs;
use crate::tools::todo::TodoItem;
use crate::util::sync::lock;

/// Tool options, fixed for a session.
#[derive(Clone, Debug)]
pub struct ToolOptions {
    /// `tools.write.requireRead` (default true): overwriting a file needs a read first.
    pub write_require_read: bool,
    /// Environment variables kept from commands besides the built-in rule (the providers'
    /// `apiKeyEnv` names).
    pub secret_env: Vec<String>,
    /// Where cut outputs and background logs go (`<data dir>/tool-output`).
    pub log_dir: PathBuf,
    /// `checkpoints.*` from the user config (the agent applies the project and environment).
    pub checkpoints: crate::checkpoint::CheckpointOptions,
    /// `reminders.*`: which `<system-reminder>` notes the agent adds (src/agent/reminders).
    pub reminders: crate::config::reminders::Reminders,
    /// Variables added to bash commands (Claude Code's `env`, `CLAUDE_ENV_FILE`), shared by the
    /// agent's sessions.
    pub extra_env: crate::tools::bash_env::ExtraEnv,
}

impl Default for ToolOptions {
    fn default() -> ToolOptions {
        ToolOptions {
            write_require_read: true,
            secret_env: Vec::new(),
            log_dir: crate::config::paths::data_dir().join("tool-output"),
            checkpoints: crate::checkpoint::CheckpointOptions::default(),
            reminders: crate::config::reminders::Reminders::default(),
            extra_env: Default::default(),
        }
    }
}

impl ToolOptions {
    /// The loaded config's `tools.write.requireRead`, `checkpoints` and `reminders` keys, and
    /// the providers' key variables.
    pub fn from_settings(settings: &Settings) -> ToolOptions {
        let mut secret_env: Vec<String> = settings
            .providers
            .values()
            .filter_map(|p| p.api_key_env.clone())
            .collect();
        secret_env.sort();
        secret_env.dedup();
        ToolOptions {
            write_require_read: settings.tools.write_require_read,
            secret_env,
            checkpoints: crate::checkpoint::CheckpointOptions::from_keys(&settings.checkpoints),
            reminders: settings.reminders.value,
            ..ToolOptions::default()
        }
    }
}

/// How this session has used one file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FileUse {
    pub read: bool,
    pub modified: bool,
}

/// The per-session state of the tools.
#[derive(Clone, Default)]
pub struct ToolState {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    options: ToolOptions,
    files: Mutex<BTreeMap<PathBuf, FileUse>>,
    todos: Mutex<Vec<TodoItem>>,
    jobs: Jobs,
    checkpoints: crate::checkpoint::Tracker,
}

/// The key a file is remembered by: its canonical path when it exists, so `a/../b` and a symlink
/// name the same file.
fn key(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

impl ToolState {
    pub fn new(options: ToolOptions) -> ToolState {
        ToolState {
            inner: Arc::new(Inner {
                options,
                ..Inner::default()
            }),
        }
    }

    pub fn options(&self) -> &ToolOptions {
        &self.inner.options
    }

    pub fn mark_read(&self, path: &Path) {
        lock(&self.inner.files).entry(key(path)).or_default().read = true;
    }

    pub fn mark_modified(&self, path: &Path) {
        lock(&self.inner.files)
            .entry(key(path))
            .or_default()
            .modified = true;
    }

    /// Whether this session has read or written `path`.
    pub fn has_seen(&self, path: &Path) -> bool {
        lock(&self.inner.files).contains_key(&key(path))
    }

    /// Every file this session has touched, for compaction's `readFiles` / `modifiedFiles`.
    pub fn files(&self) -> BTreeMap<PathBuf, FileUse> {
        lock(&self.inner.files).clone()
    }

    /// The latest todo snapshot.
    pub fn todos(&self) -> Vec<TodoItem> {
        lock(&self.inner.todos).clone()
    }

    /// Replaces the todo snapshot (the todo tool; a resumed session seeds it from its latest
    /// `ama.todo` entry).
    pub fn set_todos(&self, items: Vec<TodoItem>) {
        *lock(&self.inner.todos) = items;
    }

    pub fn jobs(&self) -> &Jobs {
        &self.inner.jobs
    }

    /// File backups for checkpoints (`edit` / `write` call it before and after a change).
    pub fn checkpoints(&self) -> &crate::checkpoint::Tracker {
        &self.inner.checkpoints
    }

    /// Replaces the read-file set (a rewind recomputes it from the new branch).
    pub fn replace_files(&self, files: BTreeMap<PathBuf, FileUse>) {
        *lock(&self.inner.files) = files;
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{ToolOptions, ToolState};
    use crate::config::settings::Settings;

    #[test]
    fn options_from_settings() {
        let parse = |v: serde_json::Value| -> Settings {
            serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
        };
        let cases = [
            (json!({}), true),
            (json!({"tools": {"write": {"requireRead": false}}}), false),
            (json!({"tools.write.requireRead": false}), false),
            (json!({"tools": {"write": {"requireRead": true}}}), true),
        ];
        for (v, want) in cases {
            assert_eq!(
                ToolOptions::from_settings(&parse(v.clone())).write_require_read,
                want,
                "{v}"
            );
        }
        let s = parse(json!({"providers": {"a": {"apiKeyEnv": "MY_KEY"}, "b": {}}}));
        assert_eq!(ToolOptions::from_settings(&s).secret_env, vec!["MY_KEY"]);
    }

    #[test]
    fn remembers_files_by_canonical_path() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let f = dir.path().join("a.txt");
        std::fs::write(&f, "x").unwrap_or_else(|e| panic!("{e}"));
        let state = ToolState::default();
        assert!(!state.has_seen(&f));
        let link = dir.path().join("link.txt");
        std::os::unix::fs::symlink(&f, &link).unwrap_or_else(|e| panic!("{e}"));
        state.mark_read(&link);
        assert!(state.clone().has_seen(&f));
        assert_eq!(state.files().len(), 1);
    }
}
