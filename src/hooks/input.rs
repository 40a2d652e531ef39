//! The JSON a hook reads on stdin, with the mapping that lets Claude Code's hook scripts run
//! unchanged: Claude Code's tool names, an absolute `file_path` next to `path`, `tool_use_id`,
//! `prompt_id`, Claude Code's permission modes and session sources / end reasons next to ama's
//! own. `tool_response` in Claude Code's shape per tool is `response.rs`.

use serde_json::{Map, Value, json};

use crate::hooks::Event;
use crate::tools::identity::{self, Kind};

/// Claude Code's name for an ama tool, for the tools that have one (their row in the tools'
/// identity table says it).
pub fn claude_tool_name(tool: &str) -> Option<&'static str> {
    identity::hook_name(tool)
}

/// Claude Code's permission mode for one of ama's six.
pub fn claude_mode(mode: &str) -> &'static str {
    match mode {
        "auto-edit" => "acceptEdits",
        "plan" => "plan",
        "full-auto" => "bypassPermissions",
        _ => "default",
    }
}

/// Claude Code's `SessionStart.source` for ama's: startup, resume, clear (a new session) or
/// compact. A fork continues an existing conversation, so it reads as a resume.
pub fn claude_source(source: &str) -> &'static str {
    match source {
        "resume" | "fork" | "switch" => "resume",
        "new" => "clear",
        "compact" => "compact",
        _ => "startup",
    }
}

/// Claude Code's `SessionEnd.reason` for ama's: exit → prompt_input_exit, new → clear,
/// anything else → other.
pub fn claude_end_reason(reason: &str) -> &'static str {
    match reason {
        "exit" => "prompt_input_exit",
        "new" => "clear",
        "logout" => "logout",
        _ => "other",
    }
}

/// What every event's input has.
pub struct Common<'a> {
    pub session_id: &'a str,
    pub transcript_path: Option<&'a str>,
    pub cwd: &'a str,
    /// ama's permission mode (`permissionMode`); `permission_mode` is derived.
    pub mode: &'a str,
    /// The id of the prompt whose run fired the hook (`prompt_id`), when one runs.
    pub prompt_id: Option<&'a str>,
}

/// The input object for `event` with its own fields added.
pub fn build(event: Event, common: &Common, fields: Map<String, Value>) -> Value {
    let mut m = Map::new();
    m.insert("session_id".into(), json!(common.session_id));
    m.insert(
        "transcript_path".into(),
        json!(common.transcript_path.unwrap_or("")),
    );
    m.insert("cwd".into(), json!(common.cwd));
    if let Some(id) = common.prompt_id {
        m.insert("prompt_id".into(), json!(id));
    }
    m.insert("hook_event_name".into(), json!(event.as_str()));
    m.insert("permission_mode".into(), json!(claude_mode(common.mode)));
    m.insert("permissionMode".into(), json!(common.mode));
    m.extend(fields);
    Value::Object(m)
}

/// One tool call as the hooks see it.
pub struct ToolCall<'a> {
    /// ama's tool name.
    pub tool: &'a str,
    /// The call's id (`tool_use_id`).
    pub id: &'a str,
    pub args: &'a Value,
    /// The session's working directory, that relative paths are resolved against.
    pub cwd: &'a std::path::Path,
}

/// `tool_name`, `tool_input` and `tool_use_id` for a tool event (`tool_response` and
/// `duration_ms` are added after the call).
pub fn tool_fields(call: &ToolCall) -> Map<String, Value> {
    let tool = call.tool;
    let mut m = Map::new();
    m.insert(
        "tool_name".into(),
        json!(claude_tool_name(tool).unwrap_or(tool)),
    );
    m.insert("ama_tool_name".into(), json!(tool));
    let mut input = call.args.clone();
    if let Some(obj) = input.as_object_mut()
        && let Some(path) = obj.get("path").and_then(Value::as_str)
        && !obj.contains_key("file_path")
        && identity::row(tool)
            .is_some_and(|r| matches!(r.kind, Kind::Read | Kind::Write | Kind::Edit))
    {
        // Claude Code's file tools take absolute paths, and hooks compare them as such.
        let abs = call.cwd.join(path).display().to_string();
        obj.insert("file_path".into(), json!(abs));
    }
    m.insert("tool_input".into(), input);
    m.insert("tool_use_id".into(), json!(call.id));
    m
}

/// `source` for SessionStart in Claude Code's vocabulary, `ama_source` in ama's.
pub fn source_fields(source: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("source".into(), json!(claude_source(source)));
    m.insert("ama_source".into(), json!(source));
    m
}

/// `reason` for SessionEnd in Claude Code's vocabulary, `ama_reason` in ama's.
pub fn reason_fields(reason: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("reason".into(), json!(claude_end_reason(reason)));
    m.insert("ama_reason".into(), json!(reason));
    m
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn vocabularies() {
        let modes = [
            ("default", "default"),
            ("auto-edit", "acceptEdits"),
            ("plan", "plan"),
            ("auto", "default"),
            ("full-auto", "bypassPermissions"),
            ("allowlist", "default"),
        ];
        for (ama, cc) in modes {
            assert_eq!(claude_mode(ama), cc, "{ama}");
        }
        let sources = [
            ("startup", "startup"),
            ("resume", "resume"),
            ("fork", "resume"),
            ("new", "clear"),
        ];
        for (ama, cc) in sources {
            assert_eq!(claude_source(ama), cc, "{ama}");
        }
        for (ama, cc) in [
            ("exit", "prompt_input_exit"),
            ("new", "clear"),
            ("switch", "other"),
        ] {
            assert_eq!(claude_end_reason(ama), cc, "{ama}");
        }
        assert_eq!(claude_tool_name("ls"), Some("LS"));
        assert_eq!(claude_tool_name("bash_output"), None);
    }

    #[test]
    fn tool_input_gets_file_path() {
        let common = Common {
            session_id: "s1",
            transcript_path: Some("/t.jsonl"),
            cwd: "/w",
            mode: "auto-edit",
            prompt_id: Some("p1"),
        };
        let args = json!({"path": "a.txt", "content": "x"});
        let v = build(
            Event::PreToolUse,
            &common,
            tool_fields(&ToolCall {
                tool: "write",
                id: "c1",
                args: &args,
                cwd: std::path::Path::new("/w"),
            }),
        );
        assert_eq!(
            v,
            json!({
                "session_id": "s1", "transcript_path": "/t.jsonl", "cwd": "/w",
                "prompt_id": "p1",
                "hook_event_name": "PreToolUse", "permission_mode": "acceptEdits",
                "permissionMode": "auto-edit", "tool_name": "Write", "ama_tool_name": "write",
                "tool_input": {"path": "a.txt", "file_path": "/w/a.txt", "content": "x"},
                "tool_use_id": "c1"
            })
        );
        let abs = json!({"path": "/etc/x"});
        let v = tool_fields(&ToolCall {
            tool: "read",
            id: "c2",
            args: &abs,
            cwd: std::path::Path::new("/w"),
        });
        assert_eq!(v["tool_input"]["file_path"], "/etc/x");
    }
}
