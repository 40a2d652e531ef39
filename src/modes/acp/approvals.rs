//! The approval broker: a call that asks for permission becomes `session/request_permission`
//! with four options; the editor's choice is ama's answer — `allow_once` allow, `allow_always`
//! allow for the session (ama's permission memory), `reject_once` deny, `reject_always` deny and
//! deny this tool from now on in this session without asking. No answer within the approval
//! timeout, a cancelled prompt or a closed connection is a denial.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Value, json};

use crate::agent::Agent;
use crate::modes::acp::transport::Peer;
use crate::modes::acp::types::ToolCall;
use crate::permissions::approvals::{Answer, ApprovalRequest};
use crate::util::sync::lock;

/// The options offered for every request, as `(optionId, name, kind)`.
pub const OPTIONS: [(&str, &str, &str); 4] = [
    ("allow_once", "Allow", "allow_once"),
    ("allow_always", "Allow for this session", "allow_always"),
    ("reject_once", "Reject", "reject_once"),
    ("reject_always", "Always reject", "reject_always"),
];

/// One session's broker.
pub struct Broker {
    pub peer: Arc<Peer>,
    pub session_id: String,
    /// Tools the editor chose `reject_always` for.
    rejected: Mutex<HashSet<String>>,
}

impl Broker {
    pub fn new(peer: Arc<Peer>, session_id: String) -> Broker {
        Broker {
            peer,
            session_id,
            rejected: Mutex::new(HashSet::new()),
        }
    }

    /// Answers `request` (for the tool call `call_id`) on its own thread, so the session's events
    /// keep flowing while the editor decides.
    pub fn ask(self: &Arc<Self>, agent: &Agent, request: ApprovalRequest, call_id: Option<String>) {
        if lock(&self.rejected).contains(&request.tool_name) {
            agent.permission_response(&request.request_id, Answer::Deny);
            return;
        }
        let (broker, agent) = (self.clone(), agent.clone());
        let spawned = std::thread::Builder::new()
            .name("ama-acp-approval".into())
            .spawn(move || {
                let answer = broker.decide(&request, call_id);
                agent.permission_response(&request.request_id, answer);
            });
        if let Err(e) = spawned {
            eprintln!("warning: acp: cannot start an approval thread ({e}); the call is denied");
        }
    }

    fn decide(&self, request: &ApprovalRequest, call_id: Option<String>) -> Answer {
        let tool_call = ToolCall {
            tool_call_id: call_id.unwrap_or_else(|| request.request_id.clone()),
            title: Some(crate::modes::acp::tool_view::title(
                &request.tool_name,
                &request.input,
            )),
            kind: Some(crate::modes::acp::tool_view::kind(
                &request.tool_name,
                &request.input,
            )),
            raw_input: Some(request.input.clone()),
            ..ToolCall::default()
        };
        let options: Vec<Value> = OPTIONS
            .iter()
            .map(|(id, name, kind)| json!({"optionId": id, "name": name, "kind": kind}))
            .collect();
        let params = json!({
            "sessionId": self.session_id,
            "toolCall": tool_call,
            "options": options,
        });
        let deadline = Duration::from_millis(request.timeout_ms.max(1));
        let outcome = self
            .peer
            .call("session/request_permission", params, deadline, None);
        let chosen = match &outcome {
            Ok(v) => v.pointer("/outcome/optionId").and_then(Value::as_str),
            Err(e) => {
                eprintln!(
                    "warning: acp: the approval of `{}` was not answered ({e}); it is denied",
                    request.tool_name
                );
                None
            }
        };
        match chosen {
            Some("allow_once") => Answer::Allow,
            Some("allow_always") => Answer::AllowSession,
            Some("reject_always") => {
                lock(&self.rejected).insert(request.tool_name.clone());
                Answer::Deny
            }
            _ => Answer::Deny,
        }
    }
}
