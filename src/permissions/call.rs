//! What a tool call is about, read once from its input: a bash command (with its analysis), a
//! file path, a task id, a todo action, or nothing the rules know. Which of these a built-in tool's
//! call is comes from its row in the tools' identity table (`tools::identity`); a tool made at run
//! time has no row and is judged by its class and a path-like argument.

use std::path::PathBuf;

use serde_json::Value;

use crate::permissions::paths::Project;
use crate::permissions::shell::{self, Analysis};
use crate::tools::PermissionClass;
use crate::tools::identity::{self, Kind};

/// The argument names a tool without a row may give a path in.
const PATH_ARGS: [&str; 3] = ["path", "file_path", "filePath"];

/// The permission class of a tool known only by name (for `ama permissions check`): its row's,
/// or `Execute` for a name without one.
#[cfg(test)]
pub fn class_by_name(tool: &str) -> PermissionClass {
    identity::row(tool).map_or(PermissionClass::Execute, |r| r.class)
}

#[derive(Clone, Debug)]
pub enum Subject {
    Bash {
        command: String,
        analysis: Analysis,
        /// `sandbox: false`: the call asks to leave the OS sandbox.
        sandbox_off: bool,
    },
    File {
        /// The path as given.
        given: String,
        /// Resolved against the cwd (`None` for `~user/…`).
        path: Option<PathBuf>,
        writes: bool,
    },
    Task {
        id: Option<String>,
    },
    Todo {
        action: Option<String>,
    },
    /// A tool that only touches what this session started (`bash_output` reads and `bash_kill`
    /// stops its own jobs).
    Internal,
    Other,
}

fn str_arg<'a>(input: &'a Value, keys: &[&str]) -> Option<&'a str> {
    keys.iter()
        .find_map(|k| input.get(*k).and_then(Value::as_str))
}

impl Subject {
    pub fn of(tool: &str, class: PermissionClass, input: &Value, project: &Project) -> Subject {
        let row = identity::row(tool);
        match row.map(|r| r.kind) {
            Some(Kind::Execute) => {
                let command = str_arg(input, &["command"]).unwrap_or_default().to_string();
                Subject::Bash {
                    analysis: shell::analyze(&command),
                    command,
                    sandbox_off: input.get("sandbox") == Some(&Value::Bool(false)),
                }
            }
            Some(Kind::Task) => Subject::Task {
                id: str_arg(input, &["agent", "id", "taskId", "subagent_type", "type"])
                    .map(String::from),
            },
            Some(Kind::Jobs) => Subject::Internal,
            Some(Kind::Todo) => Subject::Todo {
                action: str_arg(input, &["action", "op", "operation", "command"]).map(String::from),
            },
            kind => {
                // A row's own path argument first, then the spellings a tool without one may use.
                let mut keys: Vec<&str> = row.and_then(|r| r.path_arg).into_iter().collect();
                keys.extend(PATH_ARGS);
                let is_file_tool = kind.is_some_and(Kind::on_files);
                match str_arg(input, &keys) {
                    Some(given) => Subject::File {
                        given: given.to_string(),
                        path: project.resolve(given, &project.cwd),
                        writes: class == PermissionClass::Write,
                    },
                    // grep / glob / ls without a path work in the cwd.
                    None if is_file_tool && class == PermissionClass::Read => Subject::File {
                        given: ".".into(),
                        path: Some(project.cwd.clone()),
                        writes: false,
                    },
                    None => Subject::Other,
                }
            }
        }
    }
}

/// The normalised form of an input, for caches and remembered answers: bash collapses
/// whitespace, everything else is JSON with sorted keys.
pub fn normalized(tool: &str, input: &Value) -> String {
    if identity::row(tool).is_some_and(|r| r.kind == Kind::Execute)
        && let Some(c) = input.get("command").and_then(Value::as_str)
    {
        return bash_words(c);
    }
    canonical_json(input)
}

/// A command with runs of bash's blanks and newlines collapsed to one space. Only space, tab
/// and newline count (not `\r` or Unicode spaces, which bash keeps inside words), so two texts
/// bash splits differently never share a form.
pub fn bash_words(command: &str) -> String {
    command
        .split([' ', '\t', '\n'])
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// JSON with object keys sorted, at every level.
pub fn canonical_json(v: &Value) -> String {
    match v {
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            let items: Vec<String> = keys
                .iter()
                .map(|k| {
                    format!(
                        "{}:{}",
                        Value::String((*k).clone()),
                        canonical_json(&map[k.as_str()])
                    )
                })
                .collect();
            format!("{{{}}}", items.join(","))
        }
        Value::Array(items) => {
            let items: Vec<String> = items.iter().map(canonical_json).collect();
            format!("[{}]", items.join(","))
        }
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{canonical_json, normalized};

    #[test]
    fn normal_forms() {
        assert_eq!(
            normalized("bash", &json!({"command": "  ls   -la\n x "})),
            "ls -la x"
        );
        assert_eq!(
            normalized("bash", &json!({"command": "git\u{a0}status \r"})),
            "git\u{a0}status \r"
        );
        assert_eq!(
            canonical_json(&json!({"b": 1, "a": {"d": [1, {"z": 0, "y": "x"}], "c": null}})),
            r#"{"a":{"c":null,"d":[1,{"y":"x","z":0}]},"b":1}"#
        );
    }
}
