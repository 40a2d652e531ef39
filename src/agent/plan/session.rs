//! The session-thread side of plan mode: restoring the state of a resumed branch, the messages
//! added before a prompt (instructions with their cadence, the exit note, the approved plan),
//! and recording a proposal when a root run in plan mode ends with a `<proposed_plan>` block.
//! State changes that handles make (`api.rs`) go through `enter` / `leave` here as well.

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::Ordering;

use serde_json::Value;

use crate::agent::events::SessionEvent;
use crate::agent::plan::{
    APPROVED_TYPE, EXIT_TYPE, MODE_TYPE, PLAN_TYPE, PlanData, PlanShared, PlanStateData,
    PlanStatus, SHORT_EVERY, STATE_TYPE, Tracker, leave_to, parse, text,
};
use crate::agent::worker::{AgentSession, RunSummary, SessionConfig, Shared, lock};
use crate::ai::types::{Message, StopReason, UserContent, UserMessage};
use crate::permissions::mode::Mode;
use crate::session::entry::{Body, Custom, CustomMessage};
use crate::util::time::now_ms;

/// The plan state of a session starting on `customs` (its branch's latest `custom` data): a
/// branch whose last `ama.plan_state` is active comes back in plan mode.
pub(crate) fn restore(customs: &BTreeMap<String, Value>, config: &SessionConfig) -> PlanShared {
    let shared = PlanShared::default();
    let saved: Option<PlanStateData> = customs
        .get(STATE_TYPE)
        .and_then(|v| serde_json::from_value(v.clone()).ok());
    let mut t = lock(&shared.state);
    if let Some(saved) = saved.filter(|s| s.active) {
        // An explicit `--permission-mode` wins: the session then leaves plan mode by hand
        // before its next prompt (`ama.plan_state`, `ama.plan_mode_exit`).
        if !config.permissions.config.mode_from_cli {
            config.permissions.set_mode(Mode::Plan);
        }
        t.active = true;
        // A file cannot hand back a mode only the user may choose (auto, full-auto): approving
        // the plan would otherwise switch to it without the user having picked it.
        let pre = Mode::parse(&saved.pre_plan_mode).filter(|m| !m.needs_user_choice());
        t.pre_plan = Some(pre.unwrap_or_default());
        t.execution_model = saved.execution_model;
        t.execution_thinking = saved.execution_thinking;
    }
    t.last_mode = Some(config.permissions.mode());
    drop(t);
    shared
}

/// Appends a `custom` entry from any thread, keeps it as the latest of its type and announces
/// it. Fails with the store's error.
pub(crate) fn record(shared: &Shared, custom_type: &str, data: Value) -> crate::error::Result<()> {
    let written = lock(&shared.store).append(Body::Custom(Custom {
        custom_type: custom_type.into(),
        data: data.clone(),
    }))?;
    lock(&shared.customs).insert(custom_type.into(), data);
    for entry in written {
        shared.publish(SessionEvent::EntryAppended { entry });
    }
    Ok(())
}

/// Marks plan mode entered from `pre` and returns the `ama.plan_state` to write; the full
/// instructions go out before the next prompt.
pub(crate) fn enter(t: &mut Tracker, pre: Mode) -> PlanStateData {
    t.active = true;
    t.pre_plan = Some(pre);
    t.full_due = true;
    t.exit_due = None;
    t.prompts_since = 0;
    state_data(t, None)
}

/// Marks plan mode left for `to` (by hand when `plan_id` is `None`: the exit note goes out
/// before the next prompt) and returns the `ama.plan_state` to write.
pub(crate) fn leave(t: &mut Tracker, to: Mode, plan_id: Option<String>) -> PlanStateData {
    t.active = false;
    t.full_due = false;
    t.exit_due = plan_id.is_none().then_some(to);
    let data = state_data(t, plan_id);
    t.execution_model = None;
    t.execution_thinking = None;
    data
}

fn state_data(t: &Tracker, plan_id: Option<String>) -> PlanStateData {
    PlanStateData {
        active: t.active,
        pre_plan_mode: t.pre_plan.unwrap_or_default().as_str().into(),
        plan_id,
        execution_model: t.execution_model.clone(),
        execution_thinking: t.execution_thinking,
    }
}

/// A hash of the compaction summary at the head of the context, if any: it changes when a
/// compaction happens.
fn compaction_marker(messages: &[Message]) -> Option<u64> {
    messages.iter().take(3).find_map(|m| match m {
        Message::User(UserMessage {
            content: UserContent::Text(t),
            ..
        }) if t.starts_with(crate::session::project::COMPACTION_PREFIX) => {
            let mut h = std::collections::hash_map::DefaultHasher::new();
            t.hash(&mut h);
            Some(h.finish())
        }
        _ => None,
    })
}

impl AgentSession {
    fn is_root(&self) -> bool {
        self.shared.plan.root.load(Ordering::SeqCst)
    }

    /// Before a prompt's user message: the approved plan or the exit note when due, then in
    /// plan mode the instructions: the full version on entering and after a compaction, the
    /// short one every `SHORT_EVERY` prompts.
    pub(crate) fn plan_before_prompt(&self) {
        if !self.is_root() {
            return;
        }
        let mode = self.config.permissions.mode();
        let mut t = lock(&self.shared.plan.state);
        // A mode set without `Agent` (a bare handle): record it here.
        if (mode == Mode::Plan) != t.active {
            let data = if mode == Mode::Plan {
                let pre = leave_to(t.last_mode);
                enter(&mut t, pre)
            } else {
                leave(&mut t, mode, None)
            };
            self.record_state(&data);
        }
        t.last_mode = Some(mode);
        if let Some(content) = t.approved_due.take() {
            self.add_plan_message(APPROVED_TYPE, content);
        }
        if let Some(to) = t.exit_due.take() {
            self.add_plan_message(EXIT_TYPE, text::exit(to));
        }
        if mode != Mode::Plan {
            return;
        }
        let marker = compaction_marker(&lock(&self.shared.messages));
        let compacted = matches!(t.compaction_seen, Some(seen) if seen != marker);
        if t.full_due || compacted {
            self.add_plan_message(MODE_TYPE, text::FULL.into());
            t.full_due = false;
            t.prompts_since = 0;
        } else if t.prompts_since >= SHORT_EVERY {
            self.add_plan_message(MODE_TYPE, text::SHORT.into());
            t.prompts_since = 0;
        }
        t.compaction_seen = Some(marker);
        t.prompts_since += 1;
    }

    fn record_state(&self, data: &PlanStateData) {
        let value = serde_json::to_value(data).unwrap_or_default();
        if let Err(e) = record(&self.shared, STATE_TYPE, value) {
            lock(&self.persist_error).get_or_insert(e.to_string());
        }
    }

    /// A `custom_message` (`display: false`) in the file, and a user message in the context.
    fn add_plan_message(&self, custom_type: &str, content: String) {
        self.persist(Body::CustomMessage(CustomMessage {
            custom_type: custom_type.into(),
            content: UserContent::Text(content.clone()),
            display: false,
            details: None,
        }));
        lock(&self.shared.messages).push(Message::User(UserMessage {
            content: UserContent::Text(content),
            origin: None,
            timestamp: now_ms(),
        }));
    }

    /// After a run: a root session in plan mode whose run ended with a reply of plain text
    /// holding a `<proposed_plan>` block records the proposal (`ama.plan`, status proposed; an
    /// older proposal still open becomes superseded) and announces `plan_proposed`.
    pub(crate) fn plan_after_run(&self, summary: &RunSummary) {
        if !self.is_root()
            || self.config.permissions.mode() != Mode::Plan
            || summary.stop_reason != StopReason::Stop
            || summary.max_turns_hit
        {
            return;
        }
        let reply = match lock(&self.shared.messages).last() {
            Some(Message::Assistant(a)) if a.tool_calls().is_empty() => a.text(),
            _ => return,
        };
        let Some(markdown) = parse::proposed_plan(&reply) else {
            return;
        };
        let Some(source) = self.last_assistant_entry() else {
            return;
        };
        let previous: Option<PlanData> = lock(&self.shared.customs)
            .get(PLAN_TYPE)
            .and_then(|v| serde_json::from_value(v.clone()).ok());
        if let Some(old) = previous
            .as_ref()
            .filter(|p| p.status == PlanStatus::Proposed)
        {
            let superseded = PlanData {
                status: PlanStatus::Superseded,
                ..old.clone()
            };
            self.record_plan(&superseded);
        }
        let plan = PlanData {
            id: format!("plan-{source}"),
            version: previous.map_or(1, |p| p.version + 1),
            status: PlanStatus::Proposed,
            steps: parse::steps(&markdown),
            markdown,
            source_entry_id: source,
            file_path: None,
        };
        self.record_plan(&plan);
        self.sync_store();
        self.shared.publish(SessionEvent::PlanProposed {
            plan: serde_json::to_value(&plan).unwrap_or_default(),
        });
    }

    fn record_plan(&self, plan: &PlanData) {
        let value = serde_json::to_value(plan).unwrap_or_default();
        if let Err(e) = record(&self.shared, PLAN_TYPE, value) {
            lock(&self.persist_error).get_or_insert(e.to_string());
        }
    }

    /// The id of the branch's last assistant message entry.
    fn last_assistant_entry(&self) -> Option<String> {
        lock(&self.shared.store).last_assistant_id().ok().flatten()
    }
}
