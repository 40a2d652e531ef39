//! The user's answer to a proposed plan (`PlanDecision`, parsed from the RPC's and the front
//! ends' words) and what answering did (`PlanResolution`); `Agent::plan_response`
//! (`plan_api.rs`) acts on them.

use serde::Serialize;

use crate::agent::error::AgentError;
use crate::permissions::mode::Mode;

/// The prompt that starts carrying out an approved plan.
pub const IMPLEMENT_PROMPT: &str = "Implement the approved plan.";

/// The user's answer to a proposed plan.
#[derive(Clone, Debug, PartialEq)]
pub enum PlanDecision {
    /// Leave plan mode for `mode` (`None`: the mode before plan mode) and carry the plan out.
    Approve { mode: Option<Mode> },
    /// Record the plan as rejected; `feedback` becomes the next prompt, still in plan mode.
    Reject { feedback: String },
    /// Nothing changes: the plan stays proposed and plan mode goes on.
    KeepPlanning,
}

impl PlanDecision {
    /// `decision` (`approve`, `reject`, `keep_planning`) with its `mode` / `feedback`.
    pub fn parse(
        decision: &str,
        mode: Option<&str>,
        feedback: Option<&str>,
    ) -> Result<PlanDecision, AgentError> {
        let bad = |m: String| Err(AgentError::InvalidArgument(m));
        match decision {
            "approve" => match mode {
                None => Ok(PlanDecision::Approve { mode: None }),
                Some(m) => match Mode::parse(m) {
                    Some(Mode::Plan) | None => bad(format!(
                        "mode `{m}` cannot follow an approved plan; use default, auto-edit, auto, full-auto or allowlist"
                    )),
                    Some(mode) => Ok(PlanDecision::Approve { mode: Some(mode) }),
                },
            },
            "reject" => match feedback.map(str::trim).filter(|f| !f.is_empty()) {
                Some(f) => Ok(PlanDecision::Reject {
                    feedback: f.to_string(),
                }),
                None => bad(
                    "decision `reject` needs a non-empty `feedback` saying what to change; use `keep_planning` to just go on"
                        .into(),
                ),
            },
            "keep_planning" => Ok(PlanDecision::KeepPlanning),
            other => bad(format!(
                "decision `{other}` is not approve, reject or keep_planning"
            )),
        }
    }

    pub fn as_str(&self) -> &'static str {
        match self {
            PlanDecision::Approve { .. } => "approve",
            PlanDecision::Reject { .. } => "reject",
            PlanDecision::KeepPlanning => "keep_planning",
        }
    }
}

/// What an answer did. `prompt` is what the front end sends next (the approved plan's
/// start, or the feedback); `None` for keep planning.
#[derive(Serialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct PlanResolution {
    pub plan_id: String,
    pub decision: &'static str,
    /// The permission mode after an approval.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<Mode>,
    /// The todo items made from the steps.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub todos: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prompt: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::PlanDecision;
    use crate::permissions::mode::Mode;

    #[test]
    fn decisions_parse() {
        let ok = |d: &str, m: Option<&str>, f: Option<&str>| PlanDecision::parse(d, m, f).ok();
        assert_eq!(
            ok("approve", None, None),
            Some(PlanDecision::Approve { mode: None })
        );
        assert_eq!(
            ok("approve", Some("auto-edit"), None),
            Some(PlanDecision::Approve {
                mode: Some(Mode::AutoEdit)
            })
        );
        assert_eq!(ok("approve", Some("plan"), None), None);
        assert_eq!(ok("approve", Some("yolo"), None), None);
        assert_eq!(
            ok("reject", None, Some(" use a flag ")),
            Some(PlanDecision::Reject {
                feedback: "use a flag".into()
            })
        );
        assert_eq!(ok("reject", None, Some("  ")), None);
        assert_eq!(
            ok("keep_planning", None, None),
            Some(PlanDecision::KeepPlanning)
        );
        let err = PlanDecision::parse("maybe", None, None)
            .err()
            .map(|e| e.to_string());
        assert_eq!(
            err.as_deref(),
            Some("decision `maybe` is not approve, reject or keep_planning")
        );
    }
}
