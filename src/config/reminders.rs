//! The `reminders.*` config keys: which `<system-reminder>` notes the agent adds for the model
//! (docs/configuration.md, Reminders). All are on by default. Read once, when the config is
//! loaded (`Settings::reminders`), nested (`{"reminders": {"todo": false}}`) or dotted
//! (`"reminders.todo": false`); `reminders.enabled: false` turns every one of them off.

use serde::Deserialize;
use serde_json::Value;

use crate::config::checked::{Checked, SectionError};
use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};

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

/// The keys as written.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct Written {
    enabled: Field<bool>,
    todo: Field<bool>,
    file_changes: Field<bool>,
    context_usage: Field<bool>,
    background_jobs: Field<bool>,
}

const SEE: &str = "see docs/configuration.md, Reminders";

impl Reminders {
    /// The keys as `Settings` holds them: the lenient value (a key with a wrong value keeps its
    /// default, unknown keys are ignored) and, as the problem, what the strict reading refuses
    /// (a value that is not true or false, an unknown key under `reminders`).
    pub fn checked(keys: &Keys) -> Checked<Reminders> {
        let w: Written = field::read(&keys::section(keys, "reminders", &KEYS));
        let lenient = |f: &Field<bool>| f.ok().copied().unwrap_or(true);
        let all = lenient(&w.enabled);
        Checked {
            value: Reminders {
                todo: all && lenient(&w.todo),
                file_changes: all && lenient(&w.file_changes),
                context_usage: all && lenient(&w.context_usage),
                background_jobs: all && lenient(&w.background_jobs),
            },
            problem: strict(keys.get("reminders"), &w).err(),
        }
    }
}

/// What the strict reading refuses, in the order it looks: `reminders` that is not an object, an
/// unknown key in it, then each key's value (past `enabled: false`, the others are not read).
fn strict(nested: Option<&Value>, w: &Written) -> Result<(), SectionError> {
    match nested {
        Some(Value::Object(map)) => {
            if let Some(unknown) = map.keys().find(|k| !KEYS.contains(&k.as_str())) {
                return Err(SectionError::Unknown {
                    key: format!("reminders.{unknown}"),
                    known: KEYS.map(|k| format!("reminders.{k}")).join(", "),
                    advice: SEE,
                });
            }
        }
        Some(v) => return Err(SectionError::not_object("reminders", v, SEE)),
        None => {}
    }
    let check = |key: &str, f: &Field<bool>| -> Result<bool, SectionError> {
        match f.checked() {
            Ok(b) => Ok(b.copied().unwrap_or(true)),
            Err(v) => Err(SectionError::must_be(
                format!("reminders.{key}"),
                format!("true or false, not {v}"),
                SEE,
            )),
        }
    };
    if !check("enabled", &w.enabled)? {
        return Ok(());
    }
    check("todo", &w.todo)?;
    check("fileChanges", &w.file_changes)?;
    check("contextUsage", &w.context_usage)?;
    check("backgroundJobs", &w.background_jobs)?;
    Ok(())
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
