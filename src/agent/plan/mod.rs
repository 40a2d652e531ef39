//! The plan-mode workflow (issue #19): entering plan mode records `ama.plan_state` and gives the
//! model its instructions before the next prompt; a root turn that ends with a
//! `<proposed_plan>` block records `ama.plan` (`PlanData`) and announces `plan_proposed`; the
//! user approves (plan mode ends for the chosen mode, the steps become the todo list, the model
//! gets `ama.plan_approved`), rejects with feedback, or keeps planning. `plan.model` /
//! `plan.thinking` switch the model while planning. A resumed session comes back in plan mode.
//!
//! The session thread adds the messages (`session.rs`, functions over `ops::SessionOps`); front
//! ends answer through `Agent::plan_response` (`plan_api.rs`, beside this module, with the
//! answer's words in `decision.rs`); the state both share lives in `PlanShared`. Nothing here
//! names the session.

mod config;
mod decision;
pub mod parse;
mod session;

pub(crate) use config::PlanModel;
pub use decision::{IMPLEMENT_PROMPT, PlanDecision, PlanResolution};
pub(crate) use session::{after_run, before_prompt, enter, leave, restore};
pub mod text;

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use crate::permissions::mode::Mode;


/// `custom{ama.plan}`: one proposal and, in later entries, what became of it.
pub const PLAN_TYPE: &str = "ama.plan";
/// `custom{ama.plan_state}`: plan mode entered or left.
pub const STATE_TYPE: &str = "ama.plan_state";
/// `custom_message{ama.plan_mode}`: the instructions.
pub const MODE_TYPE: &str = "ama.plan_mode";
/// `custom_message{ama.plan_mode_exit}`: plan mode left by hand.
pub const EXIT_TYPE: &str = "ama.plan_mode_exit";
/// `custom_message{ama.plan_approved}`: the approved plan handed over.
pub const APPROVED_TYPE: &str = "ama.plan_approved";

/// How many prompts pass between two short instructions.
pub const SHORT_EVERY: u32 = 5;

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum PlanStatus {
    Proposed,
    Approved,
    Rejected,
    Superseded,
}

impl PlanStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            PlanStatus::Proposed => "proposed",
            PlanStatus::Approved => "approved",
            PlanStatus::Rejected => "rejected",
            PlanStatus::Superseded => "superseded",
        }
    }
}

/// session-format.md's `PlanData`.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PlanData {
    pub id: String,
    pub version: u32,
    pub status: PlanStatus,
    pub markdown: String,
    pub steps: Vec<String>,
    pub source_entry_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_path: Option<String>,
}

/// `ama.plan_state`'s data.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct PlanStateData {
    pub active: bool,
    pub pre_plan_mode: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan_id: Option<String>,
    /// `provider/id` of the model `plan.model` replaced while planning.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub execution_model: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub execution_thinking: Option<crate::ai::types::ThinkingLevel>,
}

/// What one session knows about plan mode; guarded by `PlanShared::state`.
#[derive(Debug, Default)]
pub(crate) struct Tracker {
    /// What the last `ama.plan_state` said (or would say: plan mode from the start).
    pub active: bool,
    /// The mode before plan mode; `None` until plan mode was entered.
    pub pre_plan: Option<Mode>,
    /// The mode seen at the last check, to know what plan mode was entered from.
    pub last_mode: Option<Mode>,
    /// The model and thinking level `plan.model` replaced.
    pub execution_model: Option<String>,
    pub execution_thinking: Option<crate::ai::types::ThinkingLevel>,
    /// Messages due before the next prompt.
    pub full_due: bool,
    pub exit_due: Option<Mode>,
    pub approved_due: Option<String>,
    /// Prompts since the last instruction message.
    pub prompts_since: u32,
    /// The compaction summary the context had when the instructions were last given: `None`
    /// not known yet (taken as it is at the next prompt), `Some(None)` no summary.
    pub compaction_seen: Option<Option<u64>>,
}

/// Plan state shared by a session's thread and its handles.
pub(crate) struct PlanShared {
    pub state: Mutex<Tracker>,
    /// Only the root session proposes; a task sub-session clears this.
    pub root: AtomicBool,
}

impl Default for PlanShared {
    fn default() -> PlanShared {
        PlanShared {
            state: Mutex::new(Tracker::default()),
            root: AtomicBool::new(true),
        }
    }
}

/// The mode to go back to for `pre`: plan itself (plan mode from the start) means `default`.
pub(crate) fn leave_to(pre: Option<Mode>) -> Mode {
    match pre {
        Some(Mode::Plan) | None => Mode::Default,
        Some(m) => m,
    }
}
