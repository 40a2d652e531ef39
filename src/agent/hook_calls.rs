//! Where the session meets command hooks: building each event's input from the session, running
//! the matching commands (`hook_executed` for each), showing their notices, and keeping the
//! context they add as `custom_message{customType: "ama.hook_context", display: false}`.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use serde_json::{Map, Value, json};

use crate::agent::Agent;
use crate::agent::events::SessionEvent;
use crate::agent::reply::Disposition;
use crate::agent::worker::{
    AgentSession, Handle, OnStarted, RunSummary, SessionConfig, Shared, lock,
};
use crate::ai::types::{Message, UserContent, UserMessage};
use crate::hooks::output::Outcome;
use crate::hooks::{self, Event, HookError, Hooks, input};
use crate::session::entry::{Body, CustomMessage};
use crate::util::cancel::Cancel;
use crate::util::time::now_ms;

/// `customType` of the context hooks add.
pub const CONTEXT_TYPE: &str = "ama.hook_context";

/// Runs the hooks of `event` that match `names`, publishing `hook_executed` for each and the
/// notices of the outcome. `None` when no hook matched. A hook that could not be started at
/// all is an error only when `strict` (SessionStart), else a notice.
fn fire(
    hooks: &Hooks,
    (shared, config): (&Shared, &SessionConfig),
    event: Event,
    names: &[&str],
    fields: Map<String, Value>,
    (cancel, strict): (Option<&Cancel>, bool),
) -> Result<Option<Outcome>, HookError> {
    let commands = hooks.set.matching(event, names);
    if commands.is_empty() {
        return Ok(None);
    }
    let transcript = lock(&shared.store).path().map(|p| p.display().to_string());
    let cwd = config.cwd.display().to_string();
    let common = input::Common {
        session_id: &config.session_id,
        transcript_path: transcript.as_deref(),
        cwd: &cwd,
        mode: config.permissions.mode().as_str(),
    };
    let value = input::build(event, &common, fields);
    let mut outcome = Outcome::default();
    for command in commands {
        let ran = hooks::exec::run(command, &value, &hooks.project_dir, cancel);
        let ran = match ran {
            Ok(r) => r,
            Err(e) if strict => return Err(e),
            Err(e) => {
                outcome.notices.push(e.to_string());
                continue;
            }
        };
        shared.publish(SessionEvent::HookExecuted {
            event: event.as_str(),
            command: ran.command.clone(),
            exit_code: ran.exit_code,
            duration_ms: ran.duration.as_millis() as u64,
        });
        if strict && ran.not_started() {
            return Err(HookError::Start {
                command: ran.command.clone(),
                message: format!(
                    "the shell answered {}: {}",
                    ran.exit_code.unwrap_or_default(),
                    ran.stderr.trim()
                ),
            });
        }
        outcome.add(event, &ran);
    }
    for n in &outcome.notices {
        shared.publish(SessionEvent::Notification {
            level: "warn",
            message: n.clone(),
        });
    }
    Ok(Some(outcome))
}

impl AgentSession {
    /// Runs `event`'s hooks for this session (never strict).
    pub(crate) fn fire_hooks(
        &self,
        event: Event,
        names: &[&str],
        fields: Map<String, Value>,
        cancel: Option<&Cancel>,
    ) -> Option<Outcome> {
        let hooks = self.config.services.hooks.clone()?;
        fire(
            &hooks,
            (&self.shared, &self.config),
            event,
            names,
            fields,
            (cancel, false),
        )
        .ok()
        .flatten()
    }

    /// PreToolUse for one call.
    pub(crate) fn pre_tool_use(
        &self,
        tool: &str,
        args: &Value,
        cancel: &Cancel,
    ) -> Option<Outcome> {
        let alias = input::claude_tool_name(tool).unwrap_or(tool);
        self.fire_hooks(
            Event::PreToolUse,
            &[tool, alias],
            input::tool_fields(tool, args, None),
            Some(cancel),
        )
    }

    /// PostToolUse for one call and its result.
    pub(crate) fn post_tool_use(
        &self,
        tool: &str,
        args: &Value,
        output: &crate::tools::ToolOutput,
        cancel: &Cancel,
    ) -> Option<Outcome> {
        let alias = input::claude_tool_name(tool).unwrap_or(tool);
        let text: Vec<String> = output
            .content
            .iter()
            .filter_map(|b| match b {
                crate::ai::types::ContentBlock::Text { text, .. } => Some(text.clone()),
                _ => None,
            })
            .collect();
        let response = json!({
            "content": text.join("\n"),
            "isError": output.is_error,
            "success": !output.is_error,
        });
        self.fire_hooks(
            Event::PostToolUse,
            &[tool, alias],
            input::tool_fields(tool, args, Some(response)),
            Some(cancel),
        )
    }

    /// Keeps hook context for the model: a `custom_message` entry, and a user message in the
    /// context. Only between turns (a tool result batch must stay whole).
    pub(crate) fn add_hook_context(&self, texts: &[String]) {
        for text in texts.iter().filter(|t| !t.trim().is_empty()) {
            self.persist(Body::CustomMessage(CustomMessage {
                custom_type: CONTEXT_TYPE.into(),
                content: UserContent::Text(text.clone()),
                display: false,
                details: None,
            }));
            lock(&self.shared.messages).push(Message::User(UserMessage {
                content: UserContent::Text(text.clone()),
                origin: None,
                timestamp: now_ms(),
            }));
        }
    }

    /// Context that SessionStart hooks left for this session, added before the first prompt.
    pub(crate) fn take_pending_hook_context(&self) {
        let pending = std::mem::take(&mut *lock(&self.shared.pending_hook_context));
        if !pending.is_empty() {
            self.add_hook_context(&pending);
        }
    }
}

impl Agent {
    /// Fires SessionStart for the current session (`source`: startup, resume, fork, new). A hook
    /// command that cannot be started at all is an error (exit 6 at startup).
    pub fn fire_session_start(&self, source: &str) -> Result<(), HookError> {
        session_start(&self.handle(), source, true)
    }

    /// Fires SessionEnd (`reason`: exit, new, switch) for the current session, once: `close`
    /// and the session switches fire it too, and a session never ends twice. Failures are
    /// notices only.
    pub fn fire_session_end(&self, reason: &str) {
        session_end(&self.handle(), reason);
    }

    /// Fires PreCompact (`trigger`: manual or auto, `custom_instructions`). The compaction code
    /// calls this before it summarises; hook output is shown to the user only.
    pub fn fire_pre_compact(&self, trigger: &str, custom_instructions: Option<&str>) {
        let h = self.handle();
        fire_pre_compact(&h.shared, &h.config, trigger, custom_instructions);
    }

    /// Fires SubagentStop when a sub-agent finishes (sub-agents are a later issue).
    pub fn fire_subagent_stop(&self) {
        let h = self.handle();
        let Some(hooks) = h.config.services.hooks.clone() else {
            return;
        };
        let mut fields = Map::new();
        fields.insert("stop_hook_active".into(), json!(false));
        let _ = fire(
            &hooks,
            (&h.shared, &h.config),
            Event::SubagentStop,
            &[],
            fields,
            (None, false),
        );
    }
}

/// SubagentStop for a `task` that ended, run in the parent session (`fields`: the agent's id,
/// type and transcript).
pub(crate) fn fire_subagent_stop(
    shared: &Shared,
    config: &SessionConfig,
    fields: Map<String, Value>,
) {
    if let Some(hooks) = config.services.hooks.clone() {
        let _ = fire(
            &hooks,
            (shared, config),
            Event::SubagentStop,
            &[],
            fields,
            (None, false),
        );
    }
}

/// SessionStart for `h`'s session; its context waits for the session's first run. A start
/// that failed (`strict`) marks the session ended: it never started, so it has no SessionEnd.
pub(crate) fn session_start(h: &Handle, source: &str, strict: bool) -> Result<(), HookError> {
    let Some(hooks) = h.config.services.hooks.clone() else {
        return Ok(());
    };
    let outcome = fire(
        &hooks,
        (&h.shared, &h.config),
        Event::SessionStart,
        &[source, input::claude_source(source)],
        input::source_fields(source),
        (None, strict),
    );
    match outcome {
        Ok(Some(o)) => lock(&h.shared.pending_hook_context).extend(o.context),
        Ok(None) => {}
        Err(e) => {
            h.shared.session_ended.store(true, Ordering::SeqCst);
            return Err(e);
        }
    }
    Ok(())
}

/// SessionEnd for `h`'s session, the first time only. Context its SessionStart left unused
/// goes with it, so it cannot reach the next session.
pub(crate) fn session_end(h: &Handle, reason: &str) {
    if h.shared.session_ended.swap(true, Ordering::SeqCst) {
        return;
    }
    lock(&h.shared.pending_hook_context).clear();
    let Some(hooks) = h.config.services.hooks.clone() else {
        return;
    };
    let _ = fire(
        &hooks,
        (&h.shared, &h.config),
        Event::SessionEnd,
        &[reason],
        input::reason_fields(reason),
        (None, false),
    );
}

/// Fires Notification with `message` (e.g. an approval waiting for the user).
pub(crate) fn notification(shared: &Arc<Shared>, config: &SessionConfig, message: &str) {
    let Some(hooks) = config.services.hooks.clone() else {
        return;
    };
    let mut fields = Map::new();
    fields.insert("message".into(), json!(message));
    let _ = fire(
        &hooks,
        (shared, config),
        Event::Notification,
        &[],
        fields,
        (None, false),
    );
}

/// How many times Stop hooks may continue one run.
const STOP_CONTINUE_LIMIT: u32 = 8;

impl AgentSession {
    /// UserPromptSubmit: the context the hooks give (kept once the run has started), or, when
    /// exit 2 (or `decision: "block"`, or `continue: false`) erases the prompt, why, for the
    /// user only.
    pub(crate) fn user_prompt_hooks(
        &self,
        prompt: &str,
        cancel: &Cancel,
    ) -> Result<Vec<String>, String> {
        let mut fields = Map::new();
        fields.insert("prompt".into(), json!(prompt));
        let Some(outcome) = self.fire_hooks(Event::UserPromptSubmit, &[], fields, Some(cancel))
        else {
            return Ok(Vec::new());
        };
        if let Some(why) = outcome.blocked.or(outcome.stop) {
            self.shared.publish(SessionEvent::Notification {
                level: "warn",
                message: format!("\u{26d4} Hook blocked: {why}"),
            });
            return Err(format!(
                "the prompt was blocked by a UserPromptSubmit hook: {why}"
            ));
        }
        Ok(outcome.context)
    }

    /// A prompt a UserPromptSubmit hook blocked: no run starts and nothing reaches the session
    /// file. The summary is recorded and the session is idle again before the front end hears
    /// `Handled`, so its next prompt is not refused as busy; `settle_handled` then publishes a
    /// lone `agent_settled` for front ends that wait for one after each prompt.
    pub(crate) fn handled(
        &self,
        blocked: String,
        on_started: &std::sync::Mutex<Option<OnStarted>>,
        settle_handled: bool,
    ) -> RunSummary {
        let summary = RunSummary {
            error_message: Some(blocked),
            ..RunSummary::default()
        };
        *lock(&self.shared.last_summary) = Some(summary.clone());
        *lock(&self.shared.running) = false;
        if let Some(f) = lock(on_started).take() {
            f(Ok(Disposition::Handled));
        }
        if settle_handled {
            self.shared
                .publish(SessionEvent::AgentSettled { warning: None });
        }
        summary
    }

    /// Stop: exit 2 or `decision: "block"` continues the run with the reason as context.
    /// `active` counts continuations (`stop_hook_active` is true after the first).
    pub(crate) fn stop_hooks_continue(&self, active: &mut u32, cancel: &Cancel) -> bool {
        let mut fields = Map::new();
        fields.insert("stop_hook_active".into(), json!(*active > 0));
        let Some(outcome) = self.fire_hooks(Event::Stop, &[], fields, Some(cancel)) else {
            return false;
        };
        let Some(why) = outcome.blocked.filter(|_| outcome.stop.is_none()) else {
            return false;
        };
        if *active >= STOP_CONTINUE_LIMIT {
            self.shared.publish(SessionEvent::Notification {
                level: "warn",
                message: format!(
                    "Stop hooks asked to continue {STOP_CONTINUE_LIMIT} times in one run; the run stops here"
                ),
            });
            return false;
        }
        *active += 1;
        self.add_hook_context(&[format!("Stop hook feedback: {why}")]);
        true
    }
}

/// Fires PreCompact (`trigger`: Claude Code's `manual` or `auto`) from wherever a compaction
/// runs: the session thread or the caller of `Agent::compact`.
pub(crate) fn fire_pre_compact(
    shared: &Shared,
    config: &SessionConfig,
    trigger: &str,
    custom_instructions: Option<&str>,
) {
    let Some(hooks) = config.services.hooks.clone() else {
        return;
    };
    let mut fields = Map::new();
    fields.insert("trigger".into(), json!(trigger));
    fields.insert(
        "custom_instructions".into(),
        json!(custom_instructions.unwrap_or("")),
    );
    let _ = fire(
        &hooks,
        (shared, config),
        Event::PreCompact,
        &[trigger],
        fields,
        (None, false),
    );
}
