//! A child's events on the parent's bus. By default only its `tool_execution_*` events go up,
//! tagged with `taskId` and `depth` (rpc.md's `message_update` has no field for them); with the
//! `task_events` capability its message events go up too, tagged the same way. Approval events
//! go up untagged (the request's `context` says where it comes from), so every front end that
//! answers approvals sees them. Each child tool event also becomes a line of the parent's `task`
//! call output (`tool_execution_update`), which is the live view of a running task, and of a
//! background task's output file.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use serde_json::Value;

pub use crate::agent::events::payloads::Tagged;

use crate::agent::bus::{Bus, Events};
use crate::agent::events::SessionEvent;
use crate::util::sync::lock;

/// How many lines of progress the parent's live view keeps.
const LIVE_LINES: usize = 6;

/// Where a task's progress goes.
pub(crate) struct Sinks {
    pub parent: Arc<Bus>,
    pub task_id: String,
    pub depth: u32,
    /// The parent's `task` call, whose `tool_execution_update` shows the live lines.
    pub call_id: String,
    pub task_events: bool,
    /// A background task's output file.
    pub output: Option<Arc<Mutex<std::fs::File>>>,
}

/// Forwards `events` until `done` is set and the queue is drained.
pub(crate) fn spawn(events: Events, sinks: Sinks, done: Arc<AtomicBool>) -> Option<JoinHandle<()>> {
    std::thread::Builder::new()
        .name("ama-task-events".into())
        .spawn(move || {
            let mut lines: Vec<String> = Vec::new();
            loop {
                match events.recv_timeout(Duration::from_millis(25)) {
                    Ok(event) => forward(event, &sinks, &mut lines),
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                        if done.load(Ordering::SeqCst) {
                            break;
                        }
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
                }
            }
        })
        .ok()
}

fn forward(event: SessionEvent, sinks: &Sinks, lines: &mut Vec<String>) {
    let tag = |event: SessionEvent| {
        SessionEvent::Task(Tagged {
            task_id: sinks.task_id.clone(),
            depth: sinks.depth,
            event: Box::new(event),
        })
    };
    match event {
        SessionEvent::ToolExecutionStart { .. } | SessionEvent::ToolExecutionEnd { .. } => {
            if let Some(line) = progress_line(&event) {
                live(sinks, lines, line);
            }
            sinks.parent.publish(tag(event));
        }
        SessionEvent::ToolExecutionUpdate { .. } => sinks.parent.publish(tag(event)),
        SessionEvent::PermissionRequest { .. } | SessionEvent::PermissionResolved { .. } => {
            sinks.parent.publish(event)
        }
        // A grandchild's events, tagged already.
        SessionEvent::Task(_) => sinks.parent.publish(event),
        SessionEvent::MessageEnd {
            message: crate::ai::types::Message::Assistant(ref a),
        } => {
            // What it says between tool calls; the final answer is the task's result.
            let text = a.text();
            let first = text.lines().find(|l| !l.trim().is_empty());
            if let Some(first) = first.filter(|_| !a.tool_calls().is_empty()) {
                live(sinks, lines, first.trim().chars().take(160).collect());
            }
            if sinks.task_events {
                sinks.parent.publish(tag(event));
            }
        }
        SessionEvent::MessageStart { .. }
        | SessionEvent::MessageUpdate { .. }
        | SessionEvent::MessageEnd { .. }
            if sinks.task_events =>
        {
            sinks.parent.publish(tag(event))
        }
        _ => {}
    }
}

/// `→ bash ls -la` / `✗ write` for a child's tool call.
fn progress_line(event: &SessionEvent) -> Option<String> {
    match event {
        SessionEvent::ToolExecutionStart {
            tool_name, args, ..
        } => {
            let arg = ["command", "path", "pattern", "description"]
                .iter()
                .find_map(|k| args.get(*k).and_then(Value::as_str))
                .unwrap_or("");
            let arg: String = arg.lines().next().unwrap_or("").chars().take(120).collect();
            Some(format!("→ {tool_name} {arg}").trim_end().to_string())
        }
        SessionEvent::ToolExecutionEnd {
            tool_name,
            is_error: true,
            ..
        } => Some(format!("✗ {tool_name} failed")),
        _ => None,
    }
}

pub(crate) fn live(sinks: &Sinks, lines: &mut Vec<String>, line: String) {
    if let Some(file) = &sinks.output {
        let _ = writeln!(lock(file), "{line}");
    }
    lines.push(line);
    if lines.len() > LIVE_LINES {
        lines.remove(0);
    }
    sinks.parent.publish(SessionEvent::ToolExecutionUpdate {
        tool_call_id: sinks.call_id.clone(),
        tool_name: crate::agent::tasks::TOOL_NAME.into(),
        parent_tool_call_id: None,
        partial: lines.join("\n"),
    });
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::Tagged;
    use crate::agent::events::SessionEvent;

    #[test]
    fn tagged_events_keep_their_shape() {
        let e = SessionEvent::Task(Tagged {
            task_id: "task_1".into(),
            depth: 1,
            event: Box::new(SessionEvent::ToolExecutionStart {
                tool_call_id: "c1".into(),
                tool_name: "read".into(),
                parent_tool_call_id: None,
                args: json!({"path": "a"}),
            }),
        });
        assert_eq!(
            serde_json::to_value(&e).unwrap_or_default(),
            json!({"type": "tool_execution_start", "toolCallId": "c1", "toolName": "read",
                   "args": {"path": "a"}, "taskId": "task_1", "depth": 1})
        );
    }
}
