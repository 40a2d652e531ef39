//! Tool calls of other agents as ama's tools: the name and the arguments, so a resumed model
//! sees its earlier calls in the shape of the tools it has now. Claude Code's names follow the
//! same correspondence as its permission rules (`src/claude/permissions.rs`, docs/claude-code.md);
//! pi's tools are ama's with other argument names; Codex's shell calls become `bash`. A tool
//! with no ama counterpart keeps its name and arguments (the model still sees what it did), and
//! the import counts it.

use serde_json::{Map, Value, json};

use crate::session::import::Source;

/// A call as ama records it.
pub(crate) struct Mapped {
    pub name: String,
    pub arguments: Value,
    /// False when ama has no such tool and the call was kept as it was.
    pub known: bool,
}

/// Maps one call of `source`'s tool `name` with `args`.
pub(crate) fn map(source: Source, name: &str, args: &Value) -> Mapped {
    let empty = Map::new();
    let a = args.as_object().unwrap_or(&empty);
    let out = match source {
        Source::ClaudeCode => claude(name, a),
        Source::Pi => pi(name, a),
        Source::Codex => codex(name, a),
    };
    match out {
        Some((name, arguments)) => Mapped {
            name: name.to_string(),
            arguments,
            known: true,
        },
        None => Mapped {
            name: name.to_string(),
            arguments: args.clone(),
            known: false,
        },
    }
}

/// Copies `from` → `to` for each pair whose value is present.
fn pick(a: &Map<String, Value>, pairs: &[(&str, &str)]) -> Value {
    let mut out = Map::new();
    for (from, to) in pairs {
        if let Some(v) = a.get(*from).filter(|v| !v.is_null()) {
            out.insert((*to).to_string(), v.clone());
        }
    }
    Value::Object(out)
}

fn claude(name: &str, a: &Map<String, Value>) -> Option<(&'static str, Value)> {
    Some(match name {
        "Bash" => {
            let mut v = pick(a, &[("command", "command"), ("run_in_background", "run_in_background")]);
            // Claude Code's timeout is in milliseconds, ama's in seconds.
            if let Some(ms) = a.get("timeout").and_then(Value::as_u64) {
                v["timeout"] = json!(ms.div_ceil(1000).clamp(1, 600));
            }
            ("bash", v)
        }
        "Read" => ("read", pick(a, &[("file_path", "path"), ("offset", "offset"), ("limit", "limit")])),
        "Write" => ("write", pick(a, &[("file_path", "path"), ("content", "content")])),
        "Edit" => (
            "edit",
            pick(a, &[
                ("file_path", "path"),
                ("old_string", "old_string"),
                ("new_string", "new_string"),
                ("replace_all", "replace_all"),
            ]),
        ),
        "MultiEdit" => ("edit", pick(a, &[("file_path", "path"), ("edits", "edits")])),
        "Glob" => ("glob", pick(a, &[("pattern", "pattern"), ("path", "path")])),
        "LS" => ("ls", pick(a, &[("path", "path")])),
        "Grep" => (
            "grep",
            pick(a, &[
                ("pattern", "pattern"),
                ("path", "path"),
                ("glob", "glob"),
                ("type", "type"),
                ("-i", "ignore_case"),
                ("output_mode", "output_mode"),
                ("-C", "context"),
                ("head_limit", "limit"),
                ("multiline", "multiline"),
            ]),
        ),
        _ => return None,
    })
}

fn pi(name: &str, a: &Map<String, Value>) -> Option<(&'static str, Value)> {
    Some(match name {
        "bash" => ("bash", pick(a, &[("command", "command"), ("timeout", "timeout")])),
        "read" => ("read", pick(a, &[("path", "path"), ("offset", "offset"), ("limit", "limit")])),
        "write" => ("write", pick(a, &[("path", "path"), ("content", "content")])),
        "edit" => {
            let mut v = pick(a, &[("path", "path"), ("oldText", "old_string"), ("newText", "new_string")]);
            if let Some(edits) = a.get("edits").and_then(Value::as_array) {
                let edits: Vec<Value> = edits
                    .iter()
                    .map(|e| {
                        let e = e.as_object().cloned().unwrap_or_default();
                        pick(&e, &[("oldText", "old_string"), ("newText", "new_string")])
                    })
                    .collect();
                v["edits"] = Value::Array(edits);
            }
            ("edit", v)
        }
        "grep" => (
            "grep",
            pick(a, &[
                ("pattern", "pattern"),
                ("path", "path"),
                ("glob", "glob"),
                ("ignoreCase", "ignore_case"),
                ("literal", "literal"),
                ("context", "context"),
                ("limit", "limit"),
            ]),
        ),
        "find" => ("glob", pick(a, &[("pattern", "pattern"), ("path", "path")])),
        "ls" => ("ls", pick(a, &[("path", "path")])),
        _ => return None,
    })
}

fn codex(name: &str, a: &Map<String, Value>) -> Option<(&'static str, Value)> {
    let command = match name {
        "exec_command" => a.get("cmd").and_then(Value::as_str).map(String::from),
        "shell" | "local_shell" | "container.exec" => a.get("command").and_then(argv_command),
        _ => None,
    }?;
    let workdir = a.get("workdir").and_then(Value::as_str);
    let command = match workdir {
        Some(dir) if !dir.is_empty() => format!("cd {} && {command}", shell_quote(dir)),
        _ => command,
    };
    Some(("bash", json!({"command": command})))
}

/// A command given as argv (`["bash", "-lc", "…"]` is its script; anything else is quoted).
pub(crate) fn argv_command(v: &Value) -> Option<String> {
    if let Some(s) = v.as_str() {
        return Some(s.to_string());
    }
    let argv: Vec<&str> = v.as_array()?.iter().filter_map(Value::as_str).collect();
    match argv.as_slice() {
        [shell, flag, script] if is_shell(shell) && matches!(*flag, "-lc" | "-c") => {
            Some((*script).to_string())
        }
        [] => None,
        words => Some(
            words
                .iter()
                .map(|w| shell_quote(w))
                .collect::<Vec<_>>()
                .join(" "),
        ),
    }
}

fn is_shell(s: &str) -> bool {
    matches!(
        s.rsplit('/').next().unwrap_or(s),
        "bash" | "sh" | "zsh" | "dash"
    )
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}
