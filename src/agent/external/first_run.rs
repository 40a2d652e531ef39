//! The first run of an external agent in a session (permissions.md): a `task(<agent>)` deny rule
//! stops it, an allow rule or full-auto lets it through, an agent that already ran in this session
//! goes on; otherwise a human confirms "first run of an external agent" (never the classifier),
//! and nobody there means no. In Manual mode this is the `task` call's one approval (task calls
//! ask nothing else).

use serde_json::json;

use crate::agent::external::error::ExternalError;
use crate::agent::external::spec::Spec;
use crate::agent::external::{Ask, Host};
use crate::permissions::approvals::Answer;
use crate::permissions::mode::Mode;
use crate::permissions::pipeline::{Decision, Layer};
use crate::tools::PermissionClass;
use crate::util::cancel::Cancel;

/// The approval request's title.
pub const TITLE: &str = "first run of an external agent";

/// Whether `agent` may run; asks a human when the rules and the mode do not say.
pub fn confirm(
    agent: &str,
    spec: &Spec,
    seen: bool,
    host: &dyn Host,
    cancel: &Cancel,
) -> Result<(), ExternalError> {
    let permissions = host.permissions();
    let input = json!({"agent": agent});
    // The `task` tool's name (not imported: `tasks` reaches this module through `services`).
    let (verdict, _) = permissions.evaluate("task", PermissionClass::Read, &input, None);
    let not = |why: String| ExternalError::NotConfirmed {
        agent: agent.into(),
        why,
    };
    match (verdict.layer, verdict.decision) {
        (Layer::Rule, Decision::Deny) => return Err(not(verdict.reason)),
        (Layer::Rule, Decision::Allow) => return Ok(()),
        _ => {}
    }
    if permissions.mode() == Mode::FullAuto || seen {
        return Ok(());
    }
    let ask = Ask {
        title: TITLE.into(),
        kind: Some("other".into()),
        paths: Vec::new(),
        input: json!({
            "agent": agent,
            "program": spec.program,
            "runner": spec.runner.as_str(),
            "mode": permissions.mode().as_str(),
            "explanation": format!(
                "`{agent}` runs `{}` as a separate program in this folder, with your login in that CLI (its own account, model and tools). Its requests for permission come to you; allow it to run?",
                spec.program
            ),
        }),
    };
    match host.approve(TITLE, &ask, cancel) {
        Answer::Deny if cancel.is_cancelled() => Err(ExternalError::Aborted),
        Answer::Deny => Err(not(format!(
            "its first run in this session was not approved ({} mode)",
            permissions.mode().as_str()
        ))),
        Answer::Allow | Answer::AllowSession => Ok(()),
    }
}
