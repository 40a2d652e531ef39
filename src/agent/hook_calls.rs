//! Where the session meets command hooks: building each event's input from the session, running
//! the matching commands (`hook_executed` for each), showing their notices, and keeping the
//! context they add as `custom_message{customType: "ama.hook_context", display: false}`.
//! Functions over `ops::SharedOps` / `ops::SessionOps`, so hooks name nothing of the session:
//! the session thread, a `Handle` and a background task's waiter all call them the same way.

use serde_json::{Map, Value, json};

use crate::agent::Agent;
use crate::agent::events::SessionEvent;
use crate::agent::ops::{SessionOps, SharedOps};
use crate::ai::types::{Message, ToolCall, UserContent, UserMessage};
use crate::hooks::output::Outcome;
use crate::hooks::{self, Event, HookError, Hooks, input};
use crate::session::entry::{Body, CustomMessage};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;
use crate::util::time::now_ms;

/// `customType` of the context hooks add.
pub const CONTEXT_TYPE: &str = "ama.hook_context";

/// Runs the hooks of `event` that match `names`, publishing `hook_executed` for each and the
/// notices of the outcome. `None` when no hook matched. A hook that could not be started at
/// all is an error only when `strict` (SessionStart) and it is ama's own (a hook read from
/// Claude Code's places is a notice, as in Claude Code), else a notice. A `continue: false` of
/// a tool or Stop hook is kept for the run to act on (`take_hook_stop`).
fn fire(
    hooks: &Hooks,
    s: &impl SharedOps,
    event: Event,
    names: &[&str],
    fields: Map<String, Value>,
    (cancel, strict): (Option<&Cancel>, bool),
) -> Result<Option<Outcome>, HookError> {
    let commands = hooks.set.matching(event, names);
    if commands.is_empty() {
        return Ok(None);
    }
    let value = hook_input(hooks, s, event, fields);
    let env_file = match event {
        Event::SessionStart => hooks.env_file.as_ref().map(|f| f.path()),
        _ => None,
    };
    let mut outcome = Outcome::default();
    for command in commands {
        let strict = strict && !command.origin.is_claude();
        let ran = hooks::exec::run(
            command,
            &value,
            (&hooks.project_dir, env_file.as_deref()),
            cancel,
        );
        let ran = match ran {
            Ok(r) => r,
            Err(e) if strict => return Err(e),
            Err(e) => {
                outcome.notices.push(e.to_string());
                continue;
            }
        };
        s.publish(SessionEvent::HookExecuted {
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
    publish_outcome(hooks, s, event, &outcome);
    Ok(Some(outcome))
}

/// The JSON input every matching command of `event` reads on stdin: the common fields (the
/// transcript, mirrored for Claude Code's hooks when asked, else the session file) and `fields`.
fn hook_input(hooks: &Hooks, s: &impl SharedOps, event: Event, fields: Map<String, Value>) -> Value {
    let mirrored = hooks
        .mirror
        .as_ref()
        .and_then(|m| s.read_messages(|messages| m.sync(s.session_id(), s.cwd(), messages)));
    let transcript = mirrored
        .or_else(|| s.file_path())
        .map(|p| p.display().to_string());
    let cwd = s.cwd().display().to_string();
    let prompt_id = lock(&hooks.prompt_id).clone();
    let common = input::Common {
        session_id: s.session_id(),
        transcript_path: transcript.as_deref(),
        cwd: &cwd,
        mode: s.config().permissions.mode().as_str(),
        prompt_id: prompt_id.as_deref(),
    };
    input::build(event, &common, fields)
}

/// Publishes the outcome's notices and keeps a tool or Stop hook's `continue: false` for the
/// run to act on (`take_hook_stop`).
fn publish_outcome(hooks: &Hooks, s: &impl SharedOps, event: Event, outcome: &Outcome) {
    for n in &outcome.notices {
        s.publish(SessionEvent::Notification {
            level: "warn",
            message: n.clone(),
        });
    }
    if let Some(stop) = &outcome.stop
        && matches!(event, Event::PreToolUse | Event::PostToolUse | Event::Stop)
    {
        lock(&hooks.stops).insert(s.session_id().to_string(), stop.clone());
    }
}

/// The line that tells the user a hook stopped the run.
pub(crate) fn stopped_notice(stop: &hooks::Stopped) -> String {
    format!("\u{23f9} Stopped by the hook `{}`: {}", stop.hook, stop.reason)
}

/// Runs `event`'s hooks for this session (never strict).
pub(crate) fn fire_hooks(
    s: &impl SharedOps,
    event: Event,
    names: &[&str],
    fields: Map<String, Value>,
    cancel: Option<&Cancel>,
) -> Option<Outcome> {
    let hooks = s.config().services.hooks.clone()?;
    fire(&hooks, s, event, names, fields, (cancel, false))
        .ok()
        .flatten()
}

/// PreToolUse for one call.
pub(crate) fn pre_tool_use(s: &impl SharedOps, call: &ToolCall, cancel: &Cancel) -> Option<Outcome> {
    let alias = input::claude_tool_name(&call.name).unwrap_or(&call.name);
    fire_hooks(
        s,
        Event::PreToolUse,
        &[&call.name, alias],
        input::tool_fields(&hook_call(s, call)),
        Some(cancel),
    )
}

fn hook_call<'a>(s: &'a impl SharedOps, call: &'a ToolCall) -> input::ToolCall<'a> {
    input::ToolCall {
        tool: &call.name,
        id: &call.id,
        args: &call.arguments,
        cwd: s.cwd(),
    }
}

/// A written or edited file's content before the call, for PostToolUse's `originalFile`
/// and patch; taken only when a PostToolUse hook will run for the call.
pub(crate) fn file_before(s: &impl SharedOps, call: &ToolCall) -> Option<Option<String>> {
    let hooks = s.config().services.hooks.as_ref()?;
    if !matches!(call.name.as_str(), "write" | "edit") {
        return None;
    }
    let alias = input::claude_tool_name(&call.name).unwrap_or(&call.name);
    if hooks
        .set
        .matching(Event::PostToolUse, &[&call.name, alias])
        .is_empty()
    {
        return None;
    }
    let path = hooks::response::file_path(&call.arguments, s.cwd())?;
    hooks::response::read_text(&path)
}

/// PostToolUse for one call and its result (`started`: when the tool began).
pub(crate) fn post_tool_use(
    s: &impl SharedOps,
    call: &ToolCall,
    output: &crate::tools::ToolOutput,
    (before, started): (Option<Option<String>>, std::time::Instant),
    cancel: &Cancel,
) -> Option<Outcome> {
    let alias = input::claude_tool_name(&call.name).unwrap_or(&call.name);
    let text: Vec<String> = output
        .content
        .iter()
        .filter_map(|b| match b {
            crate::ai::types::ContentBlock::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect();
    let text = text.join("\n");
    let response = hooks::response::tool_response(&hooks::response::Finished {
        tool: &call.name,
        args: &call.arguments,
        cwd: s.cwd(),
        text: &text,
        details: output.details.as_ref(),
        is_error: output.is_error,
        before,
    });
    let mut fields = input::tool_fields(&hook_call(s, call));
    fields.insert("tool_response".into(), response);
    fields.insert(
        "duration_ms".into(),
        json!(started.elapsed().as_millis() as u64),
    );
    fire_hooks(s, Event::PostToolUse, &[&call.name, alias], fields, Some(cancel))
}

/// The `continue: false` a tool or Stop hook of this session answered, once.
pub(crate) fn take_stop(s: &impl SharedOps) -> Option<hooks::Stopped> {
    let hooks = s.config().services.hooks.as_ref()?;
    let stop = lock(&hooks.stops).remove(s.session_id())?;
    s.publish(SessionEvent::Notification {
        level: "info",
        message: stopped_notice(&stop),
    });
    Some(stop)
}

/// Whether a hook asked this session's run to stop (the batch's later calls do not run).
pub(crate) fn stop_pending(s: &impl SharedOps) -> bool {
    s.config()
        .services
        .hooks
        .as_ref()
        .is_some_and(|h| lock(&h.stops).contains_key(s.session_id()))
}

/// Keeps hook context for the model: a `custom_message` entry, and a user message in the
/// context. Only between turns (a tool result batch must stay whole).
pub(crate) fn add_context(s: &impl SessionOps, texts: &[String]) {
    for text in texts.iter().filter(|t| !t.trim().is_empty()) {
        let body = Body::CustomMessage(CustomMessage {
            custom_type: CONTEXT_TYPE.into(),
            content: UserContent::Text(text.clone()),
            display: false,
            details: None,
        });
        let message = Message::User(UserMessage {
            content: UserContent::Text(text.clone()),
            origin: None,
            timestamp: now_ms(),
        });
        s.append_note(body, message);
    }
}

/// Context that SessionStart hooks left for this session, added before the first prompt.
pub(crate) fn add_start_context(s: &impl SessionOps) {
    let pending = s.take_start_context();
    if !pending.is_empty() {
        add_context(s, &pending);
    }
}

impl Agent {
    /// Fires SessionStart for the current session (`source`: startup, resume, fork, new). A hook
    /// command of ama's own config that cannot be started at all is an error (exit 6 at
    /// startup). Returns the notices for the user (failed hooks, `systemMessage`), which are
    /// also published; a front end that subscribes later shows them itself.
    pub fn fire_session_start(&self, source: &str) -> Result<Vec<String>, HookError> {
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
        fire_pre_compact(&self.handle(), trigger, custom_instructions);
    }

    /// Fires SubagentStop when a sub-agent finishes (sub-agents are a later issue).
    pub fn fire_subagent_stop(&self) {
        let mut fields = Map::new();
        fields.insert("stop_hook_active".into(), json!(false));
        fire_subagent_stop(&self.handle(), fields);
    }
}

/// SubagentStop for a `task` that ended, run in the parent session (`fields`: the agent's id,
/// type and transcript).
pub(crate) fn fire_subagent_stop(s: &impl SharedOps, fields: Map<String, Value>) {
    if let Some(hooks) = s.config().services.hooks.clone() {
        let _ = fire(
            &hooks,
            s,
            Event::SubagentStop,
            &[],
            fields,
            (None, false),
        );
    }
}

/// SessionStart for `s`'s session; its context waits for the session's first run. A start
/// that failed (`strict`) marks the session ended: it never started, so it has no SessionEnd.
pub(crate) fn session_start(
    s: &impl SharedOps,
    source: &str,
    strict: bool,
) -> Result<Vec<String>, HookError> {
    let Some(hooks) = s.config().services.hooks.clone() else {
        return Ok(Vec::new());
    };
    let outcome = fire(
        &hooks,
        s,
        Event::SessionStart,
        &[source, input::claude_source(source)],
        input::source_fields(source),
        (None, strict),
    );
    let mut notices = Vec::new();
    if let Some(file) = &hooks.env_file
        && let Some(problem) = file.apply(&hooks.project_dir, &hooks.tool_env, &hooks.hidden_env)
    {
        s.publish(SessionEvent::Notification {
            level: "warn",
            message: problem.clone(),
        });
        notices.push(problem);
    }
    match outcome {
        Ok(Some(o)) => {
            notices.extend(o.notices);
            s.keep_start_context(o.context);
        }
        Ok(None) => {}
        Err(e) => {
            s.mark_ended();
            return Err(e);
        }
    }
    Ok(notices)
}

/// SessionEnd for `s`'s session, the first time only. Context its SessionStart left unused
/// goes with it, so it cannot reach the next session.
pub(crate) fn session_end(s: &impl SharedOps, reason: &str) {
    if s.mark_ended() {
        return;
    }
    s.take_start_context();
    let Some(hooks) = s.config().services.hooks.clone() else {
        return;
    };
    let _ = fire(
        &hooks,
        s,
        Event::SessionEnd,
        &[reason],
        input::reason_fields(reason),
        (None, false),
    );
}

/// Fires Notification with `message` (e.g. an approval waiting for the user).
pub(crate) fn notification(s: &impl SharedOps, message: &str) {
    let Some(hooks) = s.config().services.hooks.clone() else {
        return;
    };
    let mut fields = Map::new();
    fields.insert("message".into(), json!(message));
    let _ = fire(
        &hooks,
        s,
        Event::Notification,
        &[],
        fields,
        (None, false),
    );
}

/// How many times Stop hooks may continue one run.
const STOP_CONTINUE_LIMIT: u32 = 8;

/// Why no run starts for a prompt: a UserPromptSubmit hook erased it (exit 2, `decision:
/// "block"`), or answered `continue: false`.
pub(crate) enum PromptHandled {
    Blocked(String),
    Stopped(hooks::Stopped),
}

/// UserPromptSubmit: the context the hooks give (kept once the run has started), or, when
/// a hook erases the prompt or stops, why, for the user only. A new `prompt_id` is taken
/// for the run first.
pub(crate) fn user_prompt_hooks(
    s: &impl SharedOps,
    prompt: &str,
    cancel: &Cancel,
) -> Result<Vec<String>, PromptHandled> {
    if let Some(h) = &s.config().services.hooks {
        *lock(&h.prompt_id) = Some(crate::util::ids::uuid_v4());
        // A stop left from an earlier run (one that was aborted first) does not carry over.
        lock(&h.stops).remove(s.session_id());
    }
    let mut fields = Map::new();
    fields.insert("prompt".into(), json!(prompt));
    let Some(outcome) = fire_hooks(s, Event::UserPromptSubmit, &[], fields, Some(cancel))
    else {
        return Ok(Vec::new());
    };
    if let Some(stop) = outcome.stop {
        s.publish(SessionEvent::Notification {
            level: "info",
            message: stopped_notice(&stop),
        });
        return Err(PromptHandled::Stopped(stop));
    }
    if let Some(why) = outcome.blocked {
        s.publish(SessionEvent::Notification {
            level: "warn",
            message: format!("\u{26d4} Hook blocked: {why}"),
        });
        return Err(PromptHandled::Blocked(format!(
            "the prompt was blocked by a UserPromptSubmit hook: {why}"
        )));
    }
    Ok(outcome.context)
}

/// Stop: exit 2 or `decision: "block"` continues the run with the reason as context.
/// `active` counts continuations (`stop_hook_active` is true after the first).
pub(crate) fn stop_continues(s: &impl SessionOps, active: &mut u32, cancel: &Cancel) -> bool {
    let mut fields = Map::new();
    fields.insert("stop_hook_active".into(), json!(*active > 0));
    let last = s.read_messages(|messages| {
        messages.iter().rev().find_map(|m| match m {
            Message::Assistant(a) => Some(a.text()),
            _ => None,
        })
    });
    fields.insert("last_assistant_message".into(), json!(last.unwrap_or_default()));
    let Some(outcome) = fire_hooks(s, Event::Stop, &[], fields, Some(cancel)) else {
        return false;
    };
    let Some(why) = outcome.blocked.filter(|_| outcome.stop.is_none()) else {
        return false;
    };
    if *active >= STOP_CONTINUE_LIMIT {
        s.publish(SessionEvent::Notification {
            level: "warn",
            message: format!(
                "Stop hooks asked to continue {STOP_CONTINUE_LIMIT} times in one run; the run stops here"
            ),
        });
        return false;
    }
    *active += 1;
    add_context(s, &[format!("Stop hook feedback: {why}")]);
    true
}

/// Fires PreCompact (`trigger`: Claude Code's `manual` or `auto`) from wherever a compaction
/// runs: the session thread or the caller of `Agent::compact`.
pub(crate) fn fire_pre_compact(
    s: &impl SharedOps,
    trigger: &str,
    custom_instructions: Option<&str>,
) {
    let Some(hooks) = s.config().services.hooks.clone() else {
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
        s,
        Event::PreCompact,
        &[trigger],
        fields,
        (None, false),
    );
}
