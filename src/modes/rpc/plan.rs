//! `plan_response` (an ama extension, docs/rpc.md): the client's answer to a `plan_proposed`
//! event. The response goes out once the answer is recorded; an approval or a rejection then
//! starts the next run itself (the approved plan's start, or the feedback as the prompt), so
//! its events follow the response.

use serde_json::Value;

use crate::agent::plan::PlanDecision;
use crate::agent::{Agent, AgentError, PromptRequest};
use crate::modes::rpc::dispatch::response_line;
use crate::modes::rpc::outbox::Outbox;
use crate::modes::rpc::wire::Incoming;

pub const COMMAND: &str = "plan_response";

/// Handles `plan_response{planId, decision, mode?, feedback?}`.
pub fn handle(agent: &Agent, out: &Outbox, cmd: Incoming) {
    let b = &cmd.body;
    let text = |name: &str| b.get(name).and_then(Value::as_str);
    let outcome = (|| {
        let plan_id = text("planId").ok_or_else(|| {
            AgentError::InvalidArgument(format!(
                "`{COMMAND}` needs a string `planId` (from `plan_proposed`); got {}",
                b.get("planId").unwrap_or(&Value::Null)
            ))
        })?;
        let decision = text("decision").ok_or_else(|| {
            AgentError::InvalidArgument(format!(
                "`{COMMAND}` needs a string `decision`: approve, reject or keep_planning"
            ))
        })?;
        let decision = PlanDecision::parse(decision, text("mode"), text("feedback"))?;
        agent.plan_response(plan_id, decision)
    })();
    let next = outcome.as_ref().ok().and_then(|r| r.prompt.clone());
    let outcome = outcome.and_then(|r| {
        serde_json::to_string(&r)
            .map_err(|e| AgentError::Internal(format!("serialising the plan answer: {e}")))
    });
    out.send_line(response_line(COMMAND, cmd.id.as_deref(), outcome));
    if let Some(prompt) = next {
        let lines = out.lines();
        agent.prompt_with_disposition(
            PromptRequest::text(prompt),
            Box::new(move |started| {
                if let Err(e) = started {
                    lines.send_line(response_line("prompt", None, Err(e)));
                }
            }),
        );
    }
}
