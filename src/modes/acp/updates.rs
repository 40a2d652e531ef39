//! From ama's `SessionEvent`s to ACP `session/update`s: streamed text and thinking become message
//! and thought chunks, tool calls become `tool_call` (announced when the model's message ends)
//! and `tool_call_update`s (running, then completed or failed with their output), a `todo`
//! change becomes a `plan`, and a mode change `current_mode_update`. The `Mapper` remembers
//! which calls it announced and which are running, to match an approval request to its call.
//! Updates that need the agent (settings, usage, the name) are made by `session.rs`.

use std::collections::HashSet;
use std::path::PathBuf;

use serde_json::{Value, json};

use crate::agent::events::{SessionEvent, ToolResultValue};
use crate::ai::event::AssistantEvent;
use crate::ai::types::{AssistantMessage, ContentBlock, Message};
use crate::modes::acp::tool_view;
use crate::modes::acp::types::{PlanEntry, ToolCall, ToolContent, SessionUpdate, text_block};

/// The state of one session's event mapping.
pub struct Mapper {
    cwd: PathBuf,
    announced: HashSet<String>,
    /// Calls started and not ended: id, tool name, arguments.
    running: Vec<(String, String, Value)>,
}

impl Mapper {
    pub fn new(cwd: PathBuf) -> Mapper {
        Mapper {
            cwd,
            announced: HashSet::new(),
            running: Vec::new(),
        }
    }

    /// The updates one event makes (often none).
    pub fn map(&mut self, event: &SessionEvent) -> Vec<SessionUpdate> {
        match event {
            SessionEvent::MessageUpdate {
                assistant_message_event,
                ..
            } => streamed(assistant_message_event),
            SessionEvent::MessageEnd {
                message: Message::Assistant(a),
            } => self.announce_calls(a),
            SessionEvent::ToolExecutionStart {
                tool_call_id,
                tool_name,
                args,
                ..
            } => self.started(tool_call_id, tool_name, args),
            SessionEvent::ToolExecutionUpdate {
                tool_call_id,
                partial,
                ..
            } => vec![progress(tool_call_id, partial)],
            SessionEvent::ToolExecutionEnd {
                tool_call_id,
                tool_name,
                result,
                is_error,
                ..
            } => self.ended(tool_call_id, tool_name, result, *is_error),
            SessionEvent::PermissionModeChanged { mode } => vec![SessionUpdate::CurrentModeUpdate {
                current_mode_id: mode.as_str().to_string(),
            }],
            _ => Vec::new(),
        }
    }

    /// The `tool_call`s of the calls in a model's finished message not announced yet.
    fn announce_calls(&mut self, message: &AssistantMessage) -> Vec<SessionUpdate> {
        message
            .content
            .iter()
            .filter_map(|b| match b {
                ContentBlock::ToolCall {
                    id,
                    name,
                    arguments,
                } => self.announce(id, name, arguments),
                _ => None,
            })
            .collect()
    }

    /// A call starts: its `tool_call` if not announced yet, then `in_progress`.
    fn started(&mut self, id: &str, name: &str, args: &Value) -> Vec<SessionUpdate> {
        let mut out: Vec<SessionUpdate> = self.announce(id, name, args).into_iter().collect();
        self.running
            .push((id.to_string(), name.to_string(), args.clone()));
        out.push(SessionUpdate::ToolCallUpdate(ToolCall {
            tool_call_id: id.to_string(),
            status: Some("in_progress"),
            ..ToolCall::default()
        }));
        out
    }

    /// A call ends: its final `tool_call_update`, and a `plan` when it changed the todo list.
    fn ended(
        &mut self,
        id: &str,
        name: &str,
        result: &ToolResultValue,
        is_error: bool,
    ) -> Vec<SessionUpdate> {
        let args = self
            .running
            .iter()
            .find(|r| r.0 == id)
            .map(|r| r.2.clone())
            .unwrap_or(Value::Null);
        self.running.retain(|r| r.0 != id);
        let mut out = vec![finished(
            id,
            name,
            &args,
            &result.content,
            result.details.as_ref(),
            is_error,
            &self.cwd,
        )];
        out.extend(plan(name, result.details.as_ref()));
        out
    }

    fn announce(&mut self, id: &str, name: &str, args: &Value) -> Option<SessionUpdate> {
        self.announced
            .insert(id.to_string())
            .then(|| SessionUpdate::ToolCall(tool_view::announce(id, name, args, &self.cwd)))
    }

    /// The running call an approval request is about: the one with this tool and input, else
    /// the last one started.
    pub fn call_for(&self, tool_name: &str, input: &Value) -> Option<String> {
        self.running
            .iter()
            .rev()
            .find(|r| r.1 == tool_name && &r.2 == input)
            .or_else(|| self.running.last())
            .map(|r| r.0.clone())
    }
}

/// The chunk a streamed text or thinking delta makes (none for other deltas or empty ones).
fn streamed(event: &AssistantEvent) -> Vec<SessionUpdate> {
    match event {
        AssistantEvent::TextDelta { delta, .. } if !delta.is_empty() => {
            vec![SessionUpdate::agent_text(delta.clone())]
        }
        AssistantEvent::ThinkingDelta { delta, .. } if !delta.is_empty() => {
            vec![SessionUpdate::AgentThoughtChunk {
                content: text_block(delta.clone()),
            }]
        }
        _ => Vec::new(),
    }
}

/// A running call's output so far, as a `tool_call_update`.
fn progress(id: &str, partial: &str) -> SessionUpdate {
    SessionUpdate::ToolCallUpdate(ToolCall {
        tool_call_id: id.to_string(),
        content: Some(vec![ToolContent::Content {
            content: text_block(partial.to_string()),
        }]),
        ..ToolCall::default()
    })
}

/// A tool result's blocks as ACP tool call content.
pub fn result_content(blocks: &[ContentBlock]) -> Vec<ToolContent> {
    blocks
        .iter()
        .filter_map(|b| match b {
            ContentBlock::Text { text, .. } => Some(ToolContent::Content {
                content: text_block(text.clone()),
            }),
            ContentBlock::Image { data, mime_type } => Some(ToolContent::Content {
                content: json!({"type": "image", "data": data, "mimeType": mime_type}),
            }),
            _ => None,
        })
        .collect()
}

/// The final `tool_call_update` of a call: status, the diff again for edits, and the output.
pub fn finished(
    id: &str,
    name: &str,
    args: &Value,
    blocks: &[ContentBlock],
    details: Option<&Value>,
    is_error: bool,
    cwd: &std::path::Path,
) -> SessionUpdate {
    let mut content = if is_error {
        Vec::new()
    } else {
        tool_view::diff(name, args, cwd)
    };
    content.extend(result_content(blocks));
    SessionUpdate::ToolCallUpdate(ToolCall {
        tool_call_id: id.to_string(),
        status: Some(if is_error { "failed" } else { "completed" }),
        content: Some(content),
        raw_output: details.cloned(),
        ..ToolCall::default()
    })
}

/// The `plan` a `todo` change makes: its snapshot's items.
pub fn plan(tool_name: &str, details: Option<&Value>) -> Option<SessionUpdate> {
    let details = details.filter(|_| tool_name == "todo")?;
    if details.get("customType").and_then(Value::as_str) != Some("ama.todo") {
        return None;
    }
    let items = details.pointer("/data/items")?.as_array()?;
    let entries = items
        .iter()
        .map(|item| PlanEntry {
            content: item
                .get("text")
                .and_then(Value::as_str)
                .unwrap_or("")
                .to_string(),
            priority: "medium",
            status: match item.get("status").and_then(Value::as_str) {
                Some("in_progress") => "in_progress",
                Some("done") => "completed",
                _ => "pending",
            },
        })
        .collect();
    Some(SessionUpdate::Plan { entries })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Mapper, plan};
    use crate::agent::events::{SessionEvent, ToolResultValue};
    use crate::ai::types::ContentBlock;

    fn values(updates: Vec<super::SessionUpdate>) -> Vec<serde_json::Value> {
        updates
            .into_iter()
            .map(|u| serde_json::to_value(u).unwrap_or_default())
            .collect()
    }

    #[test]
    fn a_call_is_announced_once_then_runs_and_finishes() {
        let mut m = Mapper::new("/w".into());
        let args = json!({"path": "a.txt", "content": "x"});
        let start = SessionEvent::ToolExecutionStart {
            tool_call_id: "c1".into(),
            tool_name: "write".into(),
            parent_tool_call_id: None,
            args: args.clone(),
        };
        let first = values(m.map(&start));
        assert_eq!(first[0]["sessionUpdate"], "tool_call");
        assert_eq!(first[0]["kind"], "edit");
        assert_eq!(first[0]["status"], "pending");
        assert_eq!(first[1]["status"], "in_progress");
        assert_eq!(m.call_for("write", &args), Some("c1".into()));
        let end = SessionEvent::ToolExecutionEnd {
            tool_call_id: "c1".into(),
            tool_name: "write".into(),
            parent_tool_call_id: None,
            result: ToolResultValue {
                content: vec![ContentBlock::text("Created a.txt")],
                details: None,
            },
            is_error: false,
            auto_decision: None,
        };
        let done = values(m.map(&end));
        assert_eq!(done[0]["status"], "completed");
        assert_eq!(done[0]["content"][0]["type"], "diff");
        assert_eq!(done[0]["content"][1]["content"]["text"], "Created a.txt");
        assert_eq!(m.call_for("write", &args), None);
    }

    #[test]
    fn todo_snapshots_become_plans() {
        let details = json!({"customType": "ama.todo", "data": {"items": [
            {"id": "1", "text": "a", "status": "done"},
            {"id": "2", "text": "b", "status": "in_progress"},
            {"id": "3", "text": "c", "status": "pending"}
        ]}});
        let v = serde_json::to_value(plan("todo", Some(&details))).unwrap_or_default();
        assert_eq!(
            v,
            json!({"sessionUpdate": "plan", "entries": [
                {"content": "a", "priority": "medium", "status": "completed"},
                {"content": "b", "priority": "medium", "status": "in_progress"},
                {"content": "c", "priority": "medium", "status": "pending"}
            ]})
        );
        assert!(plan("bash", Some(&details)).is_none());
    }
}
