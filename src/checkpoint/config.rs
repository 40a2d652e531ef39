//! `checkpoints.*` settings: `mode` (tools / shadow-git / off), `maxFileBytes` (5 MiB), `keep`
//! (100), from the user config's `Settings::checkpoints` (nested or dotted keys), tightened by the
//! project's `.ama/config.json` (it may only switch to `off` or lower the size), and overridden by
//! `AMA_CHECKPOINTS`.

use std::collections::BTreeMap;
use std::path::Path;

use serde_json::Value;

use crate::config::checkpoints::CheckpointKeys;
use crate::config::field::Field;
use crate::config::project::ProjectFile;

/// A set key's value as the file has it (JSON), for a warning.
fn written(f: &Field<String>) -> Value {
    match f {
        Field::Unset => Value::Null,
        Field::Set(s) => Value::String(s.clone()),
        Field::Wrong(v) => v.clone(),
    }
}

/// How file changes are checkpointed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckpointMode {
    /// Back up the files `edit` / `write` change (the default).
    Tools,
    /// A snapshot of the whole working tree each turn in a shadow git repository.
    ShadowGit,
    /// No checkpoints: only the conversation can be rewound.
    Off,
}

impl CheckpointMode {
    pub fn parse(s: &str) -> Option<CheckpointMode> {
        match s {
            "tools" => Some(CheckpointMode::Tools),
            "shadow-git" => Some(CheckpointMode::ShadowGit),
            "off" => Some(CheckpointMode::Off),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            CheckpointMode::Tools => "tools",
            CheckpointMode::ShadowGit => "shadow-git",
            CheckpointMode::Off => "off",
        }
    }
}

/// The checkpoint settings of one session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckpointOptions {
    pub mode: CheckpointMode,
    /// Files larger than this are not backed up (reported as not restorable).
    pub max_file_bytes: u64,
    /// How many of the latest checkpoints are offered as code rewind points.
    pub keep: usize,
    /// Problems with the configured values, to show once.
    pub warnings: Vec<String>,
    /// Whether the project's `.ama/config.json` has tightened these already (`apply_project`,
    /// by the composition root from its one read of the file); `resolve` reads the file only
    /// when it has not.
    pub project_applied: bool,
}

pub const DEFAULT_MAX_FILE_BYTES: u64 = 5 * 1024 * 1024;
pub const DEFAULT_KEEP: usize = 100;

impl Default for CheckpointOptions {
    fn default() -> CheckpointOptions {
        CheckpointOptions {
            mode: CheckpointMode::Tools,
            max_file_bytes: DEFAULT_MAX_FILE_BYTES,
            keep: DEFAULT_KEEP,
            warnings: Vec::new(),
            project_applied: false,
        }
    }
}

impl CheckpointOptions {
    /// The user-level settings (`Settings::checkpoints`), before the project and the environment.
    pub fn from_keys(keys: &CheckpointKeys) -> CheckpointOptions {
        let mut o = CheckpointOptions::default();
        if keys.mode != Field::Unset {
            match keys.mode.ok().and_then(|m| CheckpointMode::parse(m)) {
                Some(m) => o.mode = m,
                None => o.warnings.push(format!(
                    "config checkpoints.mode is {}, not \"tools\", \"shadow-git\" or \"off\"; using \"tools\"",
                    written(&keys.mode)
                )),
            }
        }
        match &keys.max_file_bytes {
            Field::Unset => {}
            Field::Set(n) => o.max_file_bytes = *n,
            Field::Wrong(v) => o.warnings.push(format!(
                "config checkpoints.maxFileBytes is {v}, not a number of bytes; using {DEFAULT_MAX_FILE_BYTES}"
            )),
        }
        match &keys.keep {
            Field::Unset => {}
            Field::Set(n) => o.keep = usize::try_from(*n).unwrap_or(usize::MAX),
            Field::Wrong(v) => o.warnings.push(format!(
                "config checkpoints.keep is {v}, not a count; using {DEFAULT_KEEP}"
            )),
        }
        o
    }

    /// Applies a project config: it may only switch to `off` and lower `maxFileBytes`; anything
    /// else it says is ignored with a warning.
    pub fn tighten(&mut self, project: &CheckpointKeys) {
        let mode = project.mode.ok().map(String::as_str);
        if project.mode != Field::Unset {
            if mode == Some("off") {
                self.mode = CheckpointMode::Off;
            } else if mode != Some(self.mode.as_str()) {
                self.warnings.push(format!(
                    "the project config sets checkpoints.mode to {}; a project may only turn checkpoints off, so it is ignored",
                    written(&project.mode)
                ));
            }
        }
        if let Some(&n) = project.max_file_bytes.ok() {
            if n < self.max_file_bytes {
                self.max_file_bytes = n;
            } else if n > self.max_file_bytes {
                self.warnings.push(format!(
                    "the project config raises checkpoints.maxFileBytes to {n}; a project may only lower it, so it stays {}",
                    self.max_file_bytes
                ));
            }
        }
    }

    /// Applies `AMA_CHECKPOINTS` (`tools`, `shadow-git` or `off`).
    pub fn with_env(&mut self, value: Option<&str>) {
        let Some(v) = value.filter(|v| !v.is_empty()) else {
            return;
        };
        match CheckpointMode::parse(v) {
            Some(m) => self.mode = m,
            None => self.warnings.push(format!(
                "AMA_CHECKPOINTS is `{v}`, not tools, shadow-git or off; it is ignored"
            )),
        }
    }

    /// Tightens these by the project's `.ama/config.json` (read); a file that is not a JSON
    /// object leaves them as they are, with a warning.
    pub fn apply_project(&mut self, project: &ProjectFile) {
        self.project_applied = true;
        let Ok(Some(text)) = project.text() else {
            return;
        };
        match serde_json::from_str::<BTreeMap<String, Value>>(text) {
            Ok(keys) => self.tighten(&CheckpointKeys::parse(&keys)),
            Err(e) => self.warnings.push(format!(
                "{} is not a JSON object ({e}); its checkpoint settings are ignored",
                project.path.display()
            )),
        }
    }

    /// The session's settings: user config, tightened by `<cwd>/.ama/config.json` (unless the
    /// composition root did that already), then the environment.
    pub fn resolve(&self, cwd: &Path) -> CheckpointOptions {
        let mut o = self.clone();
        if !o.project_applied {
            o.apply_project(&ProjectFile::read(cwd));
        }
        o.with_env(std::env::var("AMA_CHECKPOINTS").ok().as_deref());
        o
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::{CheckpointMode, CheckpointOptions};
    use crate::config::checkpoints::CheckpointKeys;

    fn map(v: Value) -> BTreeMap<String, Value> {
        serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn layers() {
        // (user, project, env, mode, maxFileBytes, warnings)
        let cases = [
            (json!({}), json!({}), None, "tools", 5 << 20, 0),
            (
                json!({"checkpoints": {"mode": "off"}}),
                json!({}),
                None,
                "off",
                5 << 20,
                0,
            ),
            (
                json!({"checkpoints.mode": "shadow-git"}),
                json!({}),
                None,
                "shadow-git",
                5 << 20,
                0,
            ),
            (
                json!({"checkpoints": {"mode": "x"}}),
                json!({}),
                None,
                "tools",
                5 << 20,
                1,
            ),
            (
                json!({}),
                json!({"checkpoints": {"mode": "off"}}),
                None,
                "off",
                5 << 20,
                0,
            ),
            (
                json!({}),
                json!({"checkpoints": {"mode": "shadow-git"}}),
                None,
                "tools",
                5 << 20,
                1,
            ),
            (
                json!({}),
                json!({"checkpoints": {"maxFileBytes": 10}}),
                None,
                "tools",
                10,
                0,
            ),
            (
                json!({}),
                json!({"checkpoints": {"maxFileBytes": 99999999}}),
                None,
                "tools",
                5 << 20,
                1,
            ),
            (
                json!({"checkpoints": {"maxFileBytes": 7}}),
                json!({}),
                None,
                "tools",
                7,
                0,
            ),
            (
                json!({}),
                json!({"checkpoints": {"mode": "off"}}),
                Some("tools"),
                "tools",
                5 << 20,
                0,
            ),
            (json!({}), json!({}), Some("bogus"), "tools", 5 << 20, 1),
        ];
        for (user, project, env, mode, max, warnings) in cases {
            let mut o = CheckpointOptions::from_keys(&CheckpointKeys::parse(&map(user.clone())));
            o.tighten(&CheckpointKeys::parse(&map(project.clone())));
            o.with_env(env);
            let label = format!("{user} {project} {env:?}");
            assert_eq!(
                o.mode,
                CheckpointMode::parse(mode).unwrap_or(CheckpointMode::Tools),
                "{label}"
            );
            assert_eq!(o.max_file_bytes, max, "{label}");
            assert_eq!(o.warnings.len(), warnings, "{label}: {:?}", o.warnings);
        }
    }
}
