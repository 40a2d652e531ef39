//! The `tasks` config keys (`tasks.maxDepth`, `tasks.maxParallel`), read once when the config is
//! loaded (`Settings::tasks`). Out-of-range values are an error that names the key.

use crate::config::checked::Checked;
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

impl TaskSettings {
    /// The keys as `Settings` holds them; an out-of-range value is the problem.
    pub fn checked(keys: &Keys) -> Checked<TaskSettings> {
        Checked::from_result(parse(keys))
    }
}

/// `{"tasks": {"maxDepth": 2, "maxParallel": 4}}` or the dotted keys `tasks.maxDepth`.
fn parse(rest: &Keys) -> std::result::Result<TaskSettings, String> {
    let mut s = TaskSettings::default();
    let get = |key: &str| keys::get(rest, &["tasks", key]);
    let bad = |key: &str, range: &str| {
        format!("\"tasks.{key}\" must be a whole number from {range}; fix or remove it")
    };
    if let Some(v) = get("maxDepth") {
        let n = v
            .as_u64()
            .filter(|n| (1..=u64::from(MAX_DEPTH_LIMIT)).contains(n));
        s.max_depth = n.ok_or_else(|| bad("maxDepth", "1 to 3"))? as u32;
    }
    if let Some(v) = get("maxParallel") {
        let n = v.as_u64().filter(|n| (1..=16).contains(n));
        s.max_parallel = n.ok_or_else(|| bad("maxParallel", "1 to 16"))? as usize;
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::TaskSettings;

    fn parse(v: serde_json::Value) -> Result<TaskSettings, String> {
        let rest = v
            .as_object()
            .map(|m| m.clone().into_iter().collect())
            .unwrap_or_default();
        TaskSettings::checked(&rest)
            .get(std::path::Path::new("config.json"))
            .map_err(|e| e.to_string())
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
            let e = parse(bad.clone()).err().unwrap_or_default();
            assert!(e.contains("\"tasks.max"), "{bad}: {e}");
        }
    }
}
