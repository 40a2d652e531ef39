//! The `reminders.*` config keys: which `<system-reminder>` notes the agent adds for the model
//! (docs/configuration.md, Reminders). All are on by default. Read once, when the config is
//! loaded (`Settings::reminders`), nested (`{"reminders": {"todo": false}}`) or dotted
//! (`"reminders.todo": false`); `reminders.enabled: false` turns every one of them off.

use serde_json::Value;

use crate::config::checked::Checked;
use crate::config::keys::Keys;

/// Which reminders are on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reminders {
    /// The open todo list, when it was not shown in the last 5 turns.
    pub todo: bool,
    /// Files read earlier that changed on disk outside the agent's edit and write calls.
    pub file_changes: bool,
    /// Context usage over 70 % of the model's window.
    pub context_usage: bool,
    /// A background command that ended by itself.
    pub background_jobs: bool,
}

impl Default for Reminders {
    fn default() -> Reminders {
        Reminders {
            todo: true,
            file_changes: true,
            context_usage: true,
            background_jobs: true,
        }
    }
}

/// The keys under `reminders`, in the order the docs list them.
const KEYS: [&str; 5] = [
    "enabled",
    "todo",
    "fileChanges",
    "contextUsage",
    "backgroundJobs",
];

impl Reminders {
    /// The keys as `Settings` holds them: the lenient value (a key with a wrong value keeps its
    /// default, unknown keys are ignored) and, as the problem, what the strict reading refuses
    /// (a value that is not true or false, an unknown key under `reminders`).
    pub fn checked(keys: &Keys) -> Checked<Reminders> {
        Checked {
            value: parse(keys, false).unwrap_or_default(),
            problem: parse(keys, true).err(),
        }
    }
}

fn parse(rest: &Keys, strict: bool) -> std::result::Result<Reminders, String> {
    let bad = |message: String| format!("{message}; see docs/configuration.md, Reminders");
    let nested = match rest.get("reminders") {
        Some(Value::Object(map)) => {
            if let Some(unknown) = map.keys().find(|k| !KEYS.contains(&k.as_str()))
                && strict
            {
                return Err(bad(format!(
                    "unknown key \"reminders.{unknown}\"; the keys are {}",
                    KEYS.map(|k| format!("reminders.{k}")).join(", ")
                )));
            }
            Some(map)
        }
        Some(v) if strict => {
            return Err(bad(format!("\"reminders\" must be an object, not {v}")));
        }
        _ => None,
    };
    let get = |key: &str| -> std::result::Result<Option<bool>, String> {
        let v = nested
            .and_then(|n| n.get(key))
            .or_else(|| rest.get(&format!("reminders.{key}")));
        match v {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) if !strict => Ok(None),
            Some(other) => Err(bad(format!(
                "\"reminders.{key}\" must be true or false, not {other}"
            ))),
        }
    };
    let all = get("enabled")?.unwrap_or(true);
    let one =
        |key: &str| -> std::result::Result<bool, String> { Ok(all && get(key)?.unwrap_or(true)) };
    Ok(Reminders {
        todo: one("todo")?,
        file_changes: one("fileChanges")?,
        context_usage: one("contextUsage")?,
        background_jobs: one("backgroundJobs")?,
    })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::Reminders;

    fn rest(v: Value) -> BTreeMap<String, Value> {
        serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn keys_nested_dotted_and_wrong() {
        let on = Reminders::default();
        let off = Reminders {
            todo: false,
            file_changes: false,
            context_usage: false,
            background_jobs: false,
        };
        let cases: Vec<(Value, Result<Reminders, &str>)> = vec![
            (json!({}), Ok(on)),
            (json!({"reminders": {}}), Ok(on)),
            (json!({"reminders": {"enabled": false}}), Ok(off)),
            (json!({"reminders.enabled": false}), Ok(off)),
            (
                json!({"reminders": {"enabled": false, "todo": true}}),
                Ok(off),
            ),
            (
                json!({"reminders": {"todo": false}}),
                Ok(Reminders { todo: false, ..on }),
            ),
            (
                json!({"reminders.fileChanges": false}),
                Ok(Reminders {
                    file_changes: false,
                    ..on
                }),
            ),
            (
                json!({"reminders": {"contextUsage": false, "backgroundJobs": false}}),
                Ok(Reminders {
                    context_usage: false,
                    background_jobs: false,
                    ..on
                }),
            ),
            (
                json!({"reminders": {"todo": "no"}}),
                Err("\"reminders.todo\" must be true or false, not \"no\""),
            ),
            (
                json!({"reminders.contextUsage": 1}),
                Err("\"reminders.contextUsage\" must be true or false"),
            ),
            (
                json!({"reminders": {"files": false}}),
                Err("unknown key \"reminders.files\""),
            ),
            (json!({"reminders": false}), Err("must be an object")),
        ];
        for (input, want) in cases {
            let got =
                Reminders::checked(&rest(input.clone())).get(std::path::Path::new("config.json"));
            match (got, want) {
                (Ok(g), Ok(w)) => assert_eq!(g, w, "{input}"),
                (Err(e), Err(text)) => assert!(e.to_string().contains(text), "{input}: {e}"),
                (g, w) => panic!("{input}: got {g:?}, want {w:?}"),
            }
        }
        let lenient = [
            (json!({"reminders": 3}), on),
            (
                json!({"reminders": {"todo": false, "files": 1, "contextUsage": "no"}}),
                Reminders { todo: false, ..on },
            ),
        ];
        for (input, want) in lenient {
            assert_eq!(
                Reminders::checked(&rest(input.clone())).value,
                want,
                "{input}"
            );
        }
    }
}
