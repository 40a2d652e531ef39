//! The `tasks` config keys (`tasks.maxDepth`, `tasks.maxParallel`), read once when the config is
//! loaded (`Settings::tasks`) into a derived struct. Out-of-range values are an error that names
//! the key.

use serde::Deserialize;

use crate::config::checked::{Checked, SectionError};
use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};

/// The deepest `tasks.maxDepth` may go.
pub const MAX_DEPTH_LIMIT: u32 = 3;

/// How `task` sub-agents may nest and run side by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaskSettings {
    /// A `general` sub-agent gets `task` itself only while its depth is below this (1–3).
    pub max_depth: u32,
    /// How many tasks of one session run at the same time (1–16).
    pub max_parallel: usize,
}

impl Default for TaskSettings {
    fn default() -> TaskSettings {
        TaskSettings {
            max_depth: 1,
            max_parallel: 4,
        }
    }
}

/// The keys under `tasks` (nested `{"tasks": {"maxDepth": 2}}` or dotted `"tasks.maxDepth"`).
const KEYS: [&str; 2] = ["maxDepth", "maxParallel"];

/// The keys as written.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct TaskKeys {
    max_depth: Field<u64>,
    max_parallel: Field<u64>,
}

impl TaskSettings {
    /// The keys as `Settings` holds them; an out-of-range value is the problem.
    pub fn checked(keys: &Keys) -> Checked<TaskSettings> {
        Checked::from_result(parse(&field::read(&keys::section(keys, "tasks", &KEYS))))
    }
}

fn parse(k: &TaskKeys) -> Result<TaskSettings, SectionError> {
    let mut s = TaskSettings::default();
    let number = |key: &str, f: &Field<u64>, max: u64| -> Result<Option<u64>, SectionError> {
        match f.checked() {
            Ok(None) => Ok(None),
            Ok(Some(n)) if (1..=max).contains(n) => Ok(Some(*n)),
            _ => Err(SectionError::must_be(
                format!("tasks.{key}"),
                format!("a whole number from 1 to {max}"),
                "fix or remove it",
            )),
        }
    };
    if let Some(n) = number("maxDepth", &k.max_depth, u64::from(MAX_DEPTH_LIMIT))? {
        s.max_depth = n as u32;
    }
    if let Some(n) = number("maxParallel", &k.max_parallel, 16)? {
        s.max_parallel = n as usize;
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::TaskSettings;
    use crate::config::checked::SectionError;

    fn parse(v: serde_json::Value) -> Result<TaskSettings, SectionError> {
        let rest = v
            .as_object()
            .map(|m| m.clone().into_iter().collect())
            .unwrap_or_default();
        let c = TaskSettings::checked(&rest);
        match c.problem {
            Some(p) => Err(p),
            None => Ok(c.value),
        }
    }

    #[test]
    fn keys() {
        let d = TaskSettings::default();
        assert_eq!(parse(json!({})), Ok(d));
        assert_eq!(
            parse(json!({"tasks": {"maxDepth": 3, "maxParallel": 2}})),
            Ok(TaskSettings {
                max_depth: 3,
                max_parallel: 2
            })
        );
        assert_eq!(
            parse(json!({"tasks.maxDepth": 2})).map(|s| s.max_depth),
            Ok(2)
        );
        for bad in [
            json!({"tasks": {"maxDepth": 4}}),
            json!({"tasks": {"maxDepth": 0}}),
            json!({"tasks": {"maxDepth": "1"}}),
            json!({"tasks": {"maxParallel": 0}}),
        ] {
            let e = parse(bad.clone())
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(e.contains("\"tasks.max"), "{bad}: {e}");
        }
    }
}
