//! What a tool call is about, read once from its input: a bash command (with its analysis), a
//! file path, a task id, a todo action, or nothing the rules know. Tool names and argument names
//! of the built-in tools live here.

use std::path::PathBuf;

use serde_json::Value;

use crate::permissions::paths::Project;
use crate::permissions::shell::{self, Analysis};
use crate::tools::PermissionClass;

/// Built-in tools that take a path and only read.
pub const READ_TOOLS: [&str; 5] = ["read", "ls", "grep", "glob", "find"];
/// Built-in tools that write the file at their path.
pub const WRITE_TOOLS: [&str; 3] = ["write", "edit", "multiedit"];

/// The permission class of a tool known only by name (for `ama permissions check`).
pub fn class_by_name(tool: &str) -> PermissionClass {
    if READ_TOOLS.contains(&tool) || tool == "todo" || tool == "task" {
        PermissionClass::Read
    } else if WRITE_TOOLS.contains(&tool) {
        PermissionClass::Write
    } else {
        PermissionClass::Execute
    }
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
    /// A tool that only touches what this session started (`bash_kill` stops its own jobs).
    Internal,
    Other,
}

fn str_arg<'a>(input: &'a Value, keys: &[&str]) -> Option<&'a str> {
    keys.iter()
        .find_map(|k| input.get(*k).and_then(Value::as_str))
}

impl Subject {
    pub fn of(tool: &str, class: PermissionClass, input: &Value, project: &Project) -> Subject {
        match tool {
            "bash" => {
                let command = str_arg(input, &["command"]).unwrap_or_default().to_string();
                Subject::Bash {
                    analysis: shell::analyze(&command),
                    command,
                    sandbox_off: input.get("sandbox") == Some(&Value::Bool(false)),
                }
            }
            "task" => Subject::Task {
                id: str_arg(input, &["agent", "id", "taskId", "subagent_type", "type"])
                    .map(String::from),
            },
            "bash_kill" => Subject::Internal,
            "todo" => Subject::Todo {
                action: str_arg(input, &["action", "op", "operation", "command"]).map(String::from),
            },
            _ => {
                let path = str_arg(input, &["path", "file_path", "filePath"]);
                let is_file_tool = READ_TOOLS.contains(&tool) || WRITE_TOOLS.contains(&tool);
                match path {
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
    if tool == "bash"
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
