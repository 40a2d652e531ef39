//! Forwards the session's events the host subscribed to, renamed to HostApi's trimmed set
//! (docs/host.md, "Events"): one thread reads a filtered subscription of the agent's bus and
//! writes `{"type": "event", "name", "data"}` lines. Writing never blocks the bus: the
//! connection's writer thread does the waiting. A call's `tool_call` waits until its permission
//! is granted (`granted.rs`).

use std::sync::Arc;

use serde_json::{Map, Value, json};

use crate::agent::Agent;
use crate::agent::events::SessionEvent;
use crate::host::Host;

/// The session events that have a host event.
fn forwarded(e: &SessionEvent) -> bool {
    matches!(
        e,
        SessionEvent::SessionStart { .. }
            | SessionEvent::BeforeAgentStart { .. }
            | SessionEvent::AgentStart
            | SessionEvent::TurnStart
            | SessionEvent::TurnEnd { .. }
            | SessionEvent::AgentEnd { .. }
            | SessionEvent::AgentBeforeSettle
            | SessionEvent::AgentSettled { .. }
            | SessionEvent::ToolExecutionStart { .. }
            | SessionEvent::ToolExecutionUpdate { .. }
            | SessionEvent::ToolExecutionEnd { .. }
            | SessionEvent::PermissionRequest { .. }
            | SessionEvent::PermissionResolved { .. }
            | SessionEvent::CompactionEnd { .. }
            | SessionEvent::ModelChanged { .. }
            | SessionEvent::HookExecuted { .. }
            | SessionEvent::CacheMiss { .. }
            | SessionEvent::ContextPressure { .. }
    )
}

fn pick(v: &Value, keys: &[(&str, &str)]) -> Value {
    let mut m = Map::new();
    for (from, to) in keys {
        if let Some(x) = v.get(*from).filter(|x| !x.is_null()) {
            m.insert(to.to_string(), x.clone());
        }
    }
    Value::Object(m)
}

/// The host event for a session event: its name and payload.
pub(crate) fn host_event(e: &SessionEvent) -> Option<(&'static str, Value)> {
    let v = serde_json::to_value(e).ok()?;
    let kind = v.get("type")?.as_str()?.to_string();
    let mut rest = v.clone();
    if let Some(m) = rest.as_object_mut() {
        m.remove("type");
    }
    Some(match kind.as_str() {
        "session_start" => ("session_start", rest),
        "before_agent_start" => ("before_agent_start", rest),
        "agent_start" | "turn_start" | "turn_end" | "agent_before_settle" => {
            let name = match kind.as_str() {
                "agent_start" => "agent_start",
                "turn_start" => "turn_start",
                "turn_end" => "turn_end",
                _ => "agent_before_settle",
            };
            (name, json!({}))
        }
        "agent_end" => ("agent_end", rest),
        "agent_settled" => ("agent_settled", rest),
        "tool_execution_start" => (
            "tool_call",
            pick(
                &v,
                &[
                    ("toolCallId", "toolCallId"),
                    ("toolName", "toolName"),
                    ("args", "input"),
                ],
            ),
        ),
        "tool_execution_end" => (
            "tool_result",
            pick(
                &v,
                &[
                    ("toolCallId", "toolCallId"),
                    ("toolName", "toolName"),
                    ("isError", "isError"),
                ],
            ),
        ),
        "permission_request" => (
            "tool_approval_requested",
            pick(&v, &[("requestId", "requestId"), ("toolName", "toolName")]),
        ),
        "permission_resolved" => ("tool_approval_resolved", rest),
        "compaction_end" => {
            let before = v.get("result")?.get("tokensBefore")?.clone();
            ("session_compact", json!({"tokensBefore": before}))
        }
        "model_changed" => ("model_select", rest),
        "hook_executed" => ("hook_executed", rest),
        "cache_miss" => ("cache_miss", rest),
        "context_pressure" => ("context_pressure", rest),
        _ => return None,
    })
}

/// Sends the current session's `session_start`, then forwards subscribed events until the bus
/// ends.
pub(crate) fn start(host: &Arc<Host>, agent: &Agent) {
    let events = agent.subscribe_filtered(forwarded);
    let first = agent.session_start_event();
    let forwarder = host.clone();
    let started = std::thread::Builder::new()
        .name("ama-host-events".into())
        .spawn(move || {
            send(&forwarder, &first);
            let mut granted = crate::host::granted::Granted::default();
            for e in events.iter() {
                if forwarder.conn.dead().is_some() {
                    break;
                }
                for e in granted.on(e) {
                    send(&forwarder, &e);
                }
            }
        });
    if let Err(e) = started {
        // Without the forwarder the host would miss its events in silence: it is reported and
        // ended like a host that failed, and the session goes on without it.
        crate::host::inbox::broken(
            host,
            &format!("ama could not start its thread `ama-host-events`: {e}"),
        );
    }
}

fn send(host: &Host, e: &SessionEvent) {
    let Some((name, data)) = host_event(e) else {
        return;
    };
    if host.flags.subscribed(name) {
        host.conn
            .send(&json!({"type": "event", "name": name, "data": data}));
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::host_event;
    use crate::agent::events::SessionEvent;

    #[test]
    fn names_and_payloads() {
        let e = SessionEvent::ToolExecutionStart {
            tool_call_id: "c1".into(),
            tool_name: "my_tool".into(),
            parent_tool_call_id: None,
            args: json!({"a": 1}),
        };
        assert_eq!(
            host_event(&e),
            Some((
                "tool_call",
                json!({"toolCallId": "c1", "toolName": "my_tool", "input": {"a": 1}})
            ))
        );
        assert_eq!(
            host_event(&SessionEvent::TurnStart),
            Some(("turn_start", json!({})))
        );
        assert_eq!(
            host_event(&SessionEvent::AgentSettled { warning: None }),
            Some(("agent_settled", json!({})))
        );
        assert_eq!(
            host_event(&SessionEvent::QueueUpdate {
                steering: vec![],
                follow_up: vec![]
            }),
            None
        );
    }
}
