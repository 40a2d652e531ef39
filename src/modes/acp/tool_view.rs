//! How a tool call looks to the editor: its title, its ACP kind (read, edit, delete, move,
//! search, execute, think, fetch, other), the files it touches (locations) and, for `edit` and
//! `write`, the diff. Display only: the permission layer judges the call on its own.

use std::path::Path;

use serde_json::Value;

use crate::modes::acp::types::{Location, ToolCall, ToolContent};

/// The `tool_call` announcing a call, status `pending`.
pub fn announce(id: &str, name: &str, args: &Value, cwd: &Path) -> ToolCall {
    ToolCall {
        tool_call_id: id.to_string(),
        title: Some(title(name, args)),
        kind: Some(kind(name, args)),
        status: Some("pending"),
        content: Some(diff(name, args, cwd)),
        locations: Some(locations(name, args, cwd)),
        raw_input: Some(args.clone()),
        raw_output: None,
    }
}

fn str_arg<'a>(args: &'a Value, name: &str) -> Option<&'a str> {
    args.get(name).and_then(Value::as_str)
}

fn path_arg(args: &Value) -> Option<&str> {
    str_arg(args, "path")
        .or_else(|| str_arg(args, "file_path"))
        .or_else(|| str_arg(args, "filePath"))
}

fn absolute(given: &str, cwd: &Path) -> String {
    let home = std::env::var_os("HOME").map(std::path::PathBuf::from);
    let p = match (given.strip_prefix("~/"), home) {
        (Some(rest), Some(home)) => home.join(rest),
        _ => cwd.join(given),
    };
    p.display().to_string()
}

/// The first word of a shell command, past `sudo`, `env` and assignments.
fn first_word(command: &str) -> &str {
    command
        .split_whitespace()
        .find(|w| !w.contains('=') && *w != "sudo" && *w != "env" && *w != "command")
        .unwrap_or("")
}

/// The ACP kind of a call.
pub fn kind(name: &str, args: &Value) -> &'static str {
    match name {
        "read" | "ls" => "read",
        "write" | "edit" => "edit",
        "grep" | "glob" => "search",
        "todo" | "task" => "think",
        "bash" => match first_word(str_arg(args, "command").unwrap_or("")) {
            "rm" | "rmdir" | "unlink" => "delete",
            "mv" => "move",
            "curl" | "wget" => "fetch",
            _ => "execute",
        },
        "bash_output" | "bash_kill" => "execute",
        _ => "other",
    }
}

fn one_line(s: &str, max: usize) -> String {
    let line = s.lines().next().unwrap_or("");
    let mut out: String = line.chars().take(max).collect();
    if out.len() < s.len() {
        out.push('…');
    }
    out
}

/// A short title: the verb and its object.
pub fn title(name: &str, args: &Value) -> String {
    let path = path_arg(args).unwrap_or("");
    match name {
        "read" => format!("Read {path}"),
        "write" => format!("Write {path}"),
        "edit" => format!("Edit {path}"),
        "ls" => format!("List {}", if path.is_empty() { "." } else { path }),
        "grep" => format!("Search for `{}`", str_arg(args, "pattern").unwrap_or("")),
        "glob" => format!("Find `{}`", str_arg(args, "pattern").unwrap_or("")),
        "bash" => format!("`{}`", one_line(str_arg(args, "command").unwrap_or(""), 80)),
        "todo" => "Update the task list".to_string(),
        "task" => format!(
            "Task: {}",
            one_line(str_arg(args, "description").unwrap_or(""), 60)
        ),
        other => other.to_string(),
    }
}

/// The files a call touches.
pub fn locations(name: &str, args: &Value, cwd: &Path) -> Vec<Location> {
    match (name, path_arg(args)) {
        ("read" | "write" | "edit" | "ls", Some(p)) => vec![Location {
            path: absolute(p, cwd),
            line: (name == "read")
                .then(|| args.get("offset").and_then(Value::as_u64))
                .flatten(),
        }],
        _ => Vec::new(),
    }
}

/// The diffs of an `edit` (one per change) or a `write`.
pub fn diff(name: &str, args: &Value, cwd: &Path) -> Vec<ToolContent> {
    let Some(path) = path_arg(args).map(|p| absolute(p, cwd)) else {
        return Vec::new();
    };
    match name {
        "write" => str_arg(args, "content")
            .map(|content| ToolContent::Diff {
                path: path.clone(),
                old_text: None,
                new_text: content.to_string(),
            })
            .into_iter()
            .collect(),
        "edit" => {
            let changes: Vec<&Value> = match args.get("edits").and_then(Value::as_array) {
                Some(list) => list.iter().collect(),
                None => vec![args],
            };
            changes
                .into_iter()
                .filter_map(|c| {
                    Some(ToolContent::Diff {
                        path: path.clone(),
                        old_text: Some(str_arg(c, "old_string")?.to_string()),
                        new_text: str_arg(c, "new_string")?.to_string(),
                    })
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::json;

    use super::{diff, kind, locations, title};

    #[test]
    fn kinds_cover_the_schema() {
        let bash = |c: &str| kind("bash", &json!({"command": c}));
        assert_eq!(kind("read", &json!({})), "read");
        assert_eq!(kind("edit", &json!({})), "edit");
        assert_eq!(kind("write", &json!({})), "edit");
        assert_eq!(kind("grep", &json!({})), "search");
        assert_eq!(kind("todo", &json!({})), "think");
        assert_eq!(bash("ls -la"), "execute");
        assert_eq!(bash("rm -rf build"), "delete");
        assert_eq!(bash("FOO=1 mv a b"), "move");
        assert_eq!(bash("curl https://x"), "fetch");
        assert_eq!(kind("mcp__x__y", &json!({})), "other");
    }

    #[test]
    fn titles_locations_and_diffs() {
        let cwd = Path::new("/w");
        assert_eq!(title("bash", &json!({"command": "echo hi\necho 2"})), "`echo hi…`");
        let loc = locations("read", &json!({"path": "a.txt", "offset": 3}), cwd);
        assert_eq!(loc[0].path, "/w/a.txt");
        assert_eq!(loc[0].line, Some(3));
        let d = diff(
            "edit",
            &json!({"path": "a.txt", "old_string": "x", "new_string": "y"}),
            cwd,
        );
        assert_eq!(
            serde_json::to_value(d).unwrap_or_default(),
            json!([{"type": "diff", "path": "/w/a.txt", "oldText": "x", "newText": "y"}])
        );
        let d = diff("write", &json!({"path": "/abs/b", "content": "new"}), cwd);
        assert_eq!(
            serde_json::to_value(d).unwrap_or_default(),
            json!([{"type": "diff", "path": "/abs/b", "oldText": null, "newText": "new"}])
        );
    }
}
