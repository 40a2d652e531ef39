//! The host's `tool_call` event fires once permission is granted (host-api.md, "Events"): the
//! session announces a call (`tool_execution_start`) before the permission pipeline and any
//! approval, so the forwarder holds the call back until it is known to run. A call that asked
//! is released by an allowing `permission_resolved` (a denied one never fires); a call that did
//! not ask is released by its first sign of running (`tool_execution_update`) or, for a call
//! that ran silently, just before its `tool_execution_end`. A pure state machine over the
//! forwarded events, so the order is testable without a host.

use crate::agent::events::SessionEvent;

/// One announced call that has not fired its `tool_call` yet.
struct Held {
    start: SessionEvent,
    call_id: String,
    tool_name: String,
    /// The approval request it is waiting for.
    asked: Option<String>,
}

/// The calls held back, oldest first.
#[derive(Default)]
pub(crate) struct Granted {
    held: Vec<Held>,
}

impl Granted {
    /// What to forward for `event`, in order: held `tool_execution_start`s that may now fire,
    /// then the event itself (a start is held instead).
    pub(crate) fn on(&mut self, event: SessionEvent) -> Vec<SessionEvent> {
        match &event {
            SessionEvent::ToolExecutionStart {
                tool_call_id,
                tool_name,
                ..
            } => {
                let (call_id, tool_name) = (tool_call_id.clone(), tool_name.clone());
                self.held.push(Held {
                    start: event,
                    call_id,
                    tool_name,
                    asked: None,
                });
                Vec::new()
            }
            SessionEvent::PermissionRequest { request } => {
                if let Some(h) = self
                    .held
                    .iter_mut()
                    .find(|h| h.asked.is_none() && h.tool_name == request.tool_name)
                {
                    h.asked = Some(request.request_id.clone());
                }
                vec![event]
            }
            SessionEvent::PermissionResolved {
                request_id,
                decision,
            } => {
                let mut out = vec![event.clone()];
                if let Some(i) = self
                    .held
                    .iter()
                    .position(|h| h.asked.as_deref() == Some(request_id.as_str()))
                {
                    let h = self.held.remove(i);
                    if decision.allows() {
                        out.push(h.start);
                    }
                }
                out
            }
            SessionEvent::ToolExecutionUpdate { tool_call_id, .. } => {
                // Updates are not host events: only the release matters.
                self.release(tool_call_id).into_iter().collect()
            }
            SessionEvent::ToolExecutionEnd { tool_call_id, .. } => {
                let mut out: Vec<SessionEvent> = self.release(tool_call_id).into_iter().collect();
                out.push(event);
                out
            }
            _ => vec![event],
        }
    }

    /// The held start of `call_id` when it did not ask (it is running); a call still waiting for
    /// its approval is dropped (it ended without being granted).
    fn release(&mut self, call_id: &str) -> Option<SessionEvent> {
        let i = self.held.iter().position(|h| h.call_id == call_id)?;
        let h = self.held.remove(i);
        h.asked.is_none().then_some(h.start)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::Granted;
    use crate::agent::events::{SessionEvent, ToolResultValue};
    use crate::permissions::approvals::{Answer, ApprovalRequest};
    use crate::permissions::pipeline::AskReason;

    fn start(id: &str) -> SessionEvent {
        SessionEvent::ToolExecutionStart {
            tool_call_id: id.into(),
            tool_name: "bash".into(),
            args: json!({}),
            parent_tool_call_id: None,
        }
    }

    fn end(id: &str) -> SessionEvent {
        SessionEvent::ToolExecutionEnd {
            tool_call_id: id.into(),
            tool_name: "bash".into(),
            result: ToolResultValue {
                content: Vec::new(),
                details: None,
            },
            is_error: false,
            auto_decision: None,
            parent_tool_call_id: None,
        }
    }

    fn request(id: &str) -> SessionEvent {
        SessionEvent::PermissionRequest {
            request: ApprovalRequest {
                request_id: id.into(),
                tool_name: "bash".into(),
                input: json!({}),
                reason: AskReason::Mode,
                hook_reason: None,
                timeout_ms: 1000,
                preview: None,
                auto_decision: None,
                context: None,
            },
        }
    }

    fn kinds(events: Vec<SessionEvent>) -> Vec<String> {
        events
            .iter()
            .map(|e| {
                let v = serde_json::to_value(e).unwrap_or_default();
                format!(
                    "{}:{}",
                    v["type"].as_str().unwrap_or("?"),
                    v["toolCallId"].as_str().or(v["requestId"].as_str()).unwrap_or("")
                )
            })
            .collect()
    }

    #[test]
    fn a_call_fires_after_its_approval_and_a_denied_one_never() {
        let mut g = Granted::default();
        let mut out = Vec::new();
        for e in [
            start("c1"),
            request("r1"),
            SessionEvent::PermissionResolved {
                request_id: "r1".into(),
                decision: Answer::Allow,
            },
            end("c1"),
            start("c2"),
            request("r2"),
            SessionEvent::PermissionResolved {
                request_id: "r2".into(),
                decision: Answer::Deny,
            },
            end("c2"),
            start("c3"),
            end("c3"),
        ] {
            out.extend(g.on(e));
        }
        assert_eq!(
            kinds(out),
            [
                "permission_request:r1",
                "permission_resolved:r1",
                "tool_execution_start:c1",
                "tool_execution_end:c1",
                "permission_request:r2",
                "permission_resolved:r2",
                "tool_execution_end:c2",
                "tool_execution_start:c3",
                "tool_execution_end:c3",
            ]
        );
    }
}
