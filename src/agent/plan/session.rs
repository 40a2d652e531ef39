//! The session-thread side of plan mode: restoring the state of a resumed branch, the messages
//! added before a prompt (instructions with their cadence, the exit note, the approved plan),
//! and recording a proposal when a root run in plan mode ends with a `<proposed_plan>` block.
//! State changes that handles make (`plan_api.rs`) go through `enter` / `leave` here as well.
//! The session is reached through `ops::SessionOps` only.

use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};
use std::sync::atomic::Ordering;

use serde_json::Value;

use crate::agent::events::SessionEvent;
use crate::agent::ops::SessionOps;
use crate::agent::plan::{
    APPROVED_TYPE, EXIT_TYPE, MODE_TYPE, PLAN_TYPE, PlanData, PlanShared, PlanStateData,
    PlanStatus, SHORT_EVERY, STATE_TYPE, Tracker, leave_to, parse, text,
};
use crate::ai::types::{Message, UserContent, UserMessage};
use crate::permissions::Permissions;
use crate::permissions::mode::Mode;
use crate::session::entry::{Body, CustomMessage};
use crate::util::sync::lock;
use crate::util::time::now_ms;

/// The plan state of a session starting on `customs` (its branch's latest `custom` data): a
/// branch whose last `ama.plan_state` is active comes back in plan mode.
pub(crate) fn restore(customs: &BTreeMap<String, Value>, permissions: &Permissions) -> PlanShared {
    let shared = PlanShared::default();
    let saved: Option<PlanStateData> = customs
        .get(STATE_TYPE)
        .and_then(|v| serde_json::from_value(v.clone()).ok());
    let mut t = lock(&shared.state);
    if let Some(saved) = saved.filter(|s| s.active) {
        // An explicit `--permission-mode` wins: the session then leaves plan mode by hand
        // before its next prompt (`ama.plan_state`, `ama.plan_mode_exit`).
        if !permissions.config.mode_from_cli {
            permissions.set_mode(Mode::Plan);
        }
        t.active = true;
        // A file cannot hand back a mode only the user may choose (auto, full-auto): approving
        // the plan would otherwise switch to it without the user having picked it.
        let pre = Mode::parse(&saved.pre_plan_mode).filter(|m| !m.needs_user_choice());
        t.pre_plan = Some(pre.unwrap_or_default());
        t.execution_model = saved.execution_model;
        t.execution_thinking = saved.execution_thinking;
    }
    t.last_mode = Some(permissions.mode());
    drop(t);
    shared
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

/// Before a prompt's user message (the session in `mode`): the approved plan or the exit note
/// when due, then in plan mode the instructions: the full version on entering and after a
/// compaction, the short one every `SHORT_EVERY` prompts.
pub(crate) fn before_prompt(s: &impl SessionOps, plan: &PlanShared, mode: Mode) {
    if !plan.root.load(Ordering::SeqCst) {
        return;
    }
    let mut t = lock(&plan.state);
    // A mode set without `Agent` (a bare handle): record it here.
    if (mode == Mode::Plan) != t.active {
        let data = if mode == Mode::Plan {
            let pre = leave_to(t.last_mode);
            enter(&mut t, pre)
        } else {
            leave(&mut t, mode, None)
        };
        record(s, STATE_TYPE, &data);
    }
    t.last_mode = Some(mode);
    if let Some(content) = t.approved_due.take() {
        add_plan_message(s, APPROVED_TYPE, content);
    }
    if let Some(to) = t.exit_due.take() {
        add_plan_message(s, EXIT_TYPE, text::exit(to));
    }
    if mode != Mode::Plan {
        return;
    }
    let marker = s.read_messages(compaction_marker);
    let compacted = matches!(t.compaction_seen, Some(seen) if seen != marker);
    if t.full_due || compacted {
        add_plan_message(s, MODE_TYPE, text::FULL.into());
        t.full_due = false;
        t.prompts_since = 0;
    } else if t.prompts_since >= SHORT_EVERY {
        add_plan_message(s, MODE_TYPE, text::SHORT.into());
        t.prompts_since = 0;
    }
    t.compaction_seen = Some(marker);
    t.prompts_since += 1;
}

/// Writes a `custom` entry of `custom_type`; a failed write stops the run before its next
/// request.
fn record(s: &impl SessionOps, custom_type: &str, data: &impl serde::Serialize) {
    let value = serde_json::to_value(data).unwrap_or_default();
    if let Err(e) = s.record_custom(custom_type, value) {
        s.note_failed_write(e.to_string());
    }
}

/// A `custom_message` (`display: false`) in the file, and a user message in the context.
fn add_plan_message(s: &impl SessionOps, custom_type: &str, content: String) {
    s.append_note(
        Body::CustomMessage(CustomMessage {
            custom_type: custom_type.into(),
            content: UserContent::Text(content.clone()),
            display: false,
            details: None,
        }),
        Message::User(UserMessage {
            content: UserContent::Text(content),
            origin: None,
            timestamp: now_ms(),
        }),
    );
}

/// After a run (the session in `mode`; `ended_by_reply`: the run stopped on a reply, not on a
/// failure, an abort or the turn limit): a root session in plan mode whose run ended with a
/// reply of plain text holding a `<proposed_plan>` block records the proposal (`ama.plan`,
/// status proposed; an older proposal still open becomes superseded) and announces
/// `plan_proposed`.
pub(crate) fn after_run(s: &impl SessionOps, plan: &PlanShared, mode: Mode, ended_by_reply: bool) {
    if !plan.root.load(Ordering::SeqCst) || mode != Mode::Plan || !ended_by_reply {
        return;
    }
    let reply = s.read_messages(|m| match m.last() {
        Some(Message::Assistant(a)) if a.tool_calls().is_empty() => Some(a.text()),
        _ => None,
    });
    let Some(reply) = reply else {
        return;
    };
    let Some(markdown) = parse::proposed_plan(&reply) else {
        return;
    };
    let Some(source) = s.last_assistant_entry() else {
        return;
    };
    let previous: Option<PlanData> = s
        .latest_custom(PLAN_TYPE)
        .and_then(|v| serde_json::from_value(v).ok());
    if let Some(old) = previous
        .as_ref()
        .filter(|p| p.status == PlanStatus::Proposed)
    {
        let superseded = PlanData {
            status: PlanStatus::Superseded,
            ..old.clone()
        };
        record(s, PLAN_TYPE, &superseded);
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
    record(s, PLAN_TYPE, &plan);
    if let Err(e) = s.sync_file() {
        s.note_failed_write(e.to_string());
    }
    s.publish(SessionEvent::PlanProposed {
        plan: serde_json::to_value(&plan).unwrap_or_default(),
    });
}
