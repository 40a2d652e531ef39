//! The 33 RPC commands (rpc.md, 命令与响应) as a thin JSON ⇄ typed mapping: each command's
//! arguments are parsed into typed values, one `agent::Agent` method runs, and its typed reply (or
//! `AgentError`) becomes the one response line. No lock is taken here.

use std::time::Duration;

use serde::Serialize;
use serde_json::{Value, json};

use crate::agent::queue::QueueMode;
use crate::agent::{Agent, AgentError, PromptRequest, StreamingBehavior};
use crate::ai::types::{ContentBlock, ThinkingLevel};
use crate::modes::rpc::outbox::Outbox;
use crate::modes::rpc::wire::{Incoming, ParseError};
use crate::permissions::approvals::Answer;
use crate::permissions::mode::Mode;

/// A command's outcome: its `data` already serialised, or the agent's error.
type Outcome = Result<String, AgentError>;

/// Every command name, in the order of rpc.md's tables.
pub const COMMANDS: [&str; 33] = [
    "prompt",
    "steer",
    "follow_up",
    "abort",
    "clear_queue",
    "get_state",
    "get_messages",
    "get_last_assistant_text",
    "get_session_stats",
    "set_model",
    "get_available_models",
    "set_thinking_level",
    "get_available_thinking_levels",
    "set_steering_mode",
    "set_follow_up_mode",
    "compact",
    "set_auto_compaction",
    "set_auto_retry",
    "abort_retry",
    "new_session",
    "switch_session",
    "fork",
    "get_entries",
    "get_tree",
    "set_session_name",
    "get_fork_messages",
    "set_client_capabilities",
    "permission_response",
    "get_tools",
    "set_active_tools",
    "set_permission_mode",
    "get_commands",
    "get_skills",
];

/// How long `abort` waits for the run to stop before answering with `timeout`.
pub const ABORT_DEADLINE: Duration = Duration::from_secs(30);

/// Commands that wait for the run (and so get their own thread).
pub fn runs_long(kind: &str) -> bool {
    kind == "abort" || kind == "compact" || kind == crate::modes::rpc::plan::COMMAND
}

/// A `prompt` that takes a while before its run starts — a skill or Claude Code command whose
/// `!` lines run (and may ask for approval), an MCP prompt, `@server:uri` mentions — so it
/// gets its own thread and the reader keeps reading (approval answers, `abort`).
pub fn prepares(registry: &crate::commands::Registry, cmd: &Incoming) -> bool {
    let text = cmd.body["message"].as_str().unwrap_or_default();
    cmd.kind == "prompt"
        && (registry.expands(text) || !crate::commands::mentions::refs(text).is_empty())
}

/// Handles one command and queues its response (a started prompt answers later, from the run).
pub fn handle(agent: &Agent, registry: &crate::commands::Registry, out: &Outbox, cmd: Incoming) {
    if matches!(cmd.kind.as_str(), "prompt" | "steer" | "follow_up") {
        prompt(agent, registry, out, cmd);
        return;
    }
    if cmd.kind == crate::modes::rpc::plan::COMMAND {
        crate::modes::rpc::plan::handle(agent, out, cmd);
        return;
    }
    let outcome = dispatch(agent, registry, &cmd);
    out.send_line(response_line(&cmd.kind, cmd.id.as_deref(), outcome));
}

/// The head of every response line, in this key order.
#[derive(Serialize)]
struct Head<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    command: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<&'a str>,
    success: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    code: Option<&'static str>,
}

/// The answer to a line that is not a command: `command: "parse"`, no id, no code.
pub fn parse_error_line(error: &ParseError) -> String {
    crate::util::output::json_line(&Head {
        kind: "response",
        command: "parse",
        id: None,
        success: false,
        error: Some(error.to_string()),
        code: None,
    })
}

/// `{"type":"response","command",…,"id"?,"success",…}`: `data` in the reply's field order,
/// or `error` and `code`.
pub fn response_line(command: &str, id: Option<&str>, outcome: Outcome) -> String {
    let (success, data, error, code) = match outcome {
        Ok(data) => (true, Some(data), None, None),
        Err(e) => (false, None, Some(e.to_string()), Some(e.code())),
    };
    let head = Head {
        kind: "response",
        command,
        id,
        success,
        error,
        code,
    };
    let mut line = crate::util::output::json_line(&head);
    if let Some(data) = data {
        // `{…}\n` → `{…,"data":<data>}\n`
        line.truncate(line.len() - 2);
        line.push_str(",\"data\":");
        line.push_str(&escape_separators(data));
        line.push_str("}\n");
    }
    line
}

fn escape_separators(s: String) -> String {
    if s.contains(['\u{2028}', '\u{2029}']) {
        s.replace('\u{2028}', "\\u2028")
            .replace('\u{2029}', "\\u2029")
    } else {
        s
    }
}

fn data(value: &impl Serialize) -> Outcome {
    serde_json::to_string(value)
        .map_err(|e| AgentError::Core(crate::error::Error::Run(format!("serialising data: {e}"))))
}

/// The session's state, with the agent's MCP servers (`mcpServers`: name, status, error).
fn get_state(agent: &Agent) -> Outcome {
    let mut state = serde_json::to_value(agent.state())
        .map_err(|e| AgentError::Core(crate::error::Error::Run(format!("serialising data: {e}"))))?;
    state["mcpServers"] = Value::Array(agent.mcp_reports());
    data(&state)
}

fn bad(message: impl Into<String>) -> AgentError {
    AgentError::InvalidArgument(message.into())
}

fn str_arg<'a>(body: &'a Value, name: &str, command: &str) -> Result<&'a str, AgentError> {
    body.get(name).and_then(Value::as_str).ok_or_else(|| {
        bad(format!(
            "`{command}` needs a string `{name}`; got {}",
            body.get(name).unwrap_or(&Value::Null)
        ))
    })
}

fn bool_arg(body: &Value, name: &str, command: &str) -> Result<bool, AgentError> {
    body.get(name)
        .and_then(Value::as_bool)
        .ok_or_else(|| bad(format!("`{command}` needs a boolean `{name}`")))
}

fn strings_arg(body: &Value, name: &str, command: &str) -> Result<Vec<String>, AgentError> {
    Ok(body
        .get(name)
        .and_then(Value::as_array)
        .ok_or_else(|| bad(format!("`{command}` needs an array `{name}`")))?
        .iter()
        .filter_map(|c| c.as_str().map(String::from))
        .collect())
}

/// The commands answered on the reader's thread or their own (not `prompt` and its kin): one
/// arm per command, each a call onto `Agent` or a named step below.
fn dispatch(agent: &Agent, registry: &crate::commands::Registry, cmd: &Incoming) -> Outcome {
    let b = &cmd.body;
    let kind = cmd.kind.as_str();
    match kind {
        "abort" => abort(agent, b),
        "clear_queue" => data(&agent.clear_queue()),
        "get_state" => get_state(agent),
        "get_messages" => data(&json!({"messages": agent.messages()})),
        "get_last_assistant_text" => data(&json!({"text": agent.last_assistant_text()})),
        "get_session_stats" => data(&agent.stats_value()),
        "set_model" => set_model(agent, b, kind),
        "get_available_models" => data(&json!({"models": agent.available_models()?})),
        "set_thinking_level" => set_thinking_level(agent, b, kind),
        "get_available_thinking_levels" => {
            data(&json!({"levels": agent.available_thinking_levels()}))
        }
        "set_steering_mode" | "set_follow_up_mode" => set_queue_mode(agent, b, kind),
        "compact" => data(
            &agent.compact(
                b.get("customInstructions")
                    .and_then(Value::as_str)
                    .map(String::from),
            )?,
        ),
        "set_auto_compaction" => {
            data(&json!({"enabled": agent.set_auto_compaction(bool_arg(b, "enabled", kind)?)}))
        }
        "set_auto_retry" => {
            data(&json!({"enabled": agent.set_auto_retry(bool_arg(b, "enabled", kind)?)}))
        }
        "abort_retry" => data(&json!({"aborted": agent.abort_retry()})),
        "new_session" => data(&agent.new_session()?),
        "switch_session" => {
            data(&agent.switch_session(std::path::Path::new(str_arg(b, "sessionPath", kind)?))?)
        }
        "fork" => data(&agent.fork(str_arg(b, "entryId", kind)?)?),
        "get_entries" => data(&agent.entries(b.get("since").and_then(Value::as_str))?),
        "get_tree" => data(&json!({"tree": agent.tree()?})),
        "set_session_name" => {
            data(&json!({"name": agent.set_session_name(str_arg(b, "name", kind)?)?}))
        }
        "get_fork_messages" => data(&json!({"messages": agent.fork_messages()?})),
        "set_client_capabilities" => {
            let caps = strings_arg(b, "capabilities", kind)?;
            data(&json!({"capabilities": agent.set_client_capabilities(&caps)}))
        }
        "permission_response" => permission_response(agent, b, kind),
        "get_tools" => data(&json!({"tools": agent.tools()})),
        "set_active_tools" => {
            data(&json!({"names": agent.set_active_tools(&strings_arg(b, "names", kind)?)?}))
        }
        "set_permission_mode" => set_permission_mode(agent, b, kind),
        "get_commands" => data(&json!({"commands": slash_commands(registry)})),
        "get_skills" => data(&json!({"skills": agent.skills()})),
        "rewind" => data(&agent.rewind(crate::agent::rewind::RewindRequest::from_json(b)?)?),
        other => Err(bad(format!(
            "unknown command `{other}`; known commands: {}",
            COMMANDS.join(", ")
        ))),
    }
}

/// `abort`, or with `withdraw: true` abort and take the turn back when nothing was streamed.
fn abort(agent: &Agent, b: &Value) -> Outcome {
    if b.get("withdraw") == Some(&Value::Bool(true)) {
        return data(&agent.withdraw_turn(ABORT_DEADLINE)?);
    }
    agent.abort(ABORT_DEADLINE).and_then(|()| data(&json!({})))
}

fn set_model(agent: &Agent, b: &Value, kind: &str) -> Outcome {
    let provider = str_arg(b, "provider", kind)?;
    let id = str_arg(b, "modelId", kind)?;
    let channel = b.get("channel").and_then(Value::as_str).map(String::from);
    let model = agent.set_model(provider, id, channel)?;
    data(&json!({"model": model}))
}

fn set_thinking_level(agent: &Agent, b: &Value, kind: &str) -> Outcome {
    let level = str_arg(b, "level", kind)?;
    let level = ThinkingLevel::parse(level).ok_or_else(|| {
        bad(format!(
            "level `{level}` is not one of off, minimal, low, medium, high, xhigh"
        ))
    })?;
    data(&json!({"level": agent.set_thinking_level(level)}))
}

/// `set_steering_mode` and `set_follow_up_mode`.
fn set_queue_mode(agent: &Agent, b: &Value, kind: &str) -> Outcome {
    let mode = str_arg(b, "mode", kind)?;
    let parsed = QueueMode::parse(mode)
        .ok_or_else(|| bad(format!("mode `{mode}` is not one-at-a-time or all")))?;
    let set = if kind == "set_steering_mode" {
        agent.set_steering_mode(parsed)
    } else {
        agent.set_follow_up_mode(parsed)
    };
    data(&json!({"mode": set.as_str()}))
}

fn permission_response(agent: &Agent, b: &Value, kind: &str) -> Outcome {
    let request = str_arg(b, "requestId", kind)?;
    let decision = str_arg(b, "decision", kind)?;
    let answer = Answer::parse(decision).ok_or_else(|| {
        bad(format!(
            "decision `{decision}` is not allow, deny or allow_session"
        ))
    })?;
    data(&json!({"accepted": agent.permission_response(request, answer)}))
}

fn set_permission_mode(agent: &Agent, b: &Value, kind: &str) -> Outcome {
    let mode = str_arg(b, "mode", kind)?;
    // All six modes: permissions.md (0.6.1) over rpc.md's four (0.3.0); docs/permissions.md.
    let parsed = Mode::parse(mode)
        .ok_or_else(|| bad(format!("mode `{mode}` is not one of {}", Mode::NAMES)))?;
    agent.set_permission_mode(parsed);
    data(&json!({"mode": mode}))
}

/// `prompt`, `steer` and `follow_up`: the response goes out when the run has started (from the
/// session thread, before the user message), or at once when queued or refused.
fn prompt(agent: &Agent, registry: &crate::commands::Registry, out: &Outbox, cmd: Incoming) {
    let mut request = match prompt_request(&cmd) {
        Ok(r) => r,
        Err(e) => {
            out.send_line(response_line(&cmd.kind, cmd.id.as_deref(), Err(e)));
            return;
        }
    };
    // A builtin `/command` runs here and starts no run; a template, skill or MCP prompt
    // expands; `@server:uri` mentions attach their MCP resources (or nothing is sent).
    let mut expanded = None;
    if cmd.kind == "prompt" {
        use crate::commands::{Dispatch, Front};
        match registry.dispatch(agent, &request.text, Front::Rpc, false) {
            Dispatch::Handled(result) => {
                let outcome = result
                    .map_err(AgentError::from)
                    .and_then(|o| data(&o.rpc_data()));
                out.send_line(response_line(&cmd.kind, cmd.id.as_deref(), outcome));
                return;
            }
            Dispatch::Prompt(e) => expanded = Some(e),
            Dispatch::NotACommand => {}
        }
    }
    let expanded = match expanded {
        Some(e) => e,
        None => match registry.mentions(&request.text) {
            Ok(attachments) => crate::commands::Expanded {
                text: std::mem::take(&mut request.text),
                attachments,
            },
            Err(e) => {
                let e = Err(AgentError::from(e));
                out.send_line(response_line(&cmd.kind, cmd.id.as_deref(), e));
                return;
            }
        },
    };
    // A steering or follow-up message is text only: the attachments' text goes with it.
    if request.behavior.is_some() {
        request.text = expanded.folded();
    } else {
        request.text = expanded.text;
        request.images.extend(expanded.attachments);
    }
    let lines = out.lines();
    let (kind, id) = (cmd.kind, cmd.id);
    agent.prompt_with_disposition(
        request,
        Box::new(move |outcome| {
            let outcome = outcome.and_then(|d| data(&serde_json::json!({"disposition": d})));
            let line = response_line(&kind, id.as_deref(), outcome);
            lines.send_line(line);
        }),
    );
}

/// The typed request of a `prompt`, `steer` or `follow_up` command: `message`, `images` and
/// (for `prompt`) `streamingBehavior`.
fn prompt_request(cmd: &Incoming) -> Result<PromptRequest, AgentError> {
    let b = &cmd.body;
    let text = str_arg(b, "message", &cmd.kind)?.to_string();
    let images = image_blocks(b)?;
    let behavior = match cmd.kind.as_str() {
        "steer" => Some(StreamingBehavior::Steer),
        "follow_up" => Some(StreamingBehavior::FollowUp),
        _ => match b.get("streamingBehavior").and_then(Value::as_str) {
            None => None,
            Some("steer") => Some(StreamingBehavior::Steer),
            Some("followUp") => Some(StreamingBehavior::FollowUp),
            Some(other) => {
                return Err(bad(format!(
                    "streamingBehavior `{other}` is not steer or followUp"
                )));
            }
        },
    };
    Ok(PromptRequest {
        text,
        images,
        behavior,
        origin: None,
    })
}

/// `images?: ImageBlock[]` (`{type: "image", data: <base64>, mimeType}`) as content blocks.
fn image_blocks(b: &Value) -> Result<Vec<ContentBlock>, AgentError> {
    let Some(list) = b.get("images").filter(|v| !v.is_null()) else {
        return Ok(Vec::new());
    };
    let items = list
        .as_array()
        .ok_or_else(|| bad("`images` must be an array of image blocks"))?;
    items
        .iter()
        .map(|item| match serde_json::from_value::<ContentBlock>(item.clone()) {
            Ok(block @ ContentBlock::Image { .. }) => Ok(block),
            _ => Err(bad(format!(
                "`images` holds {item}; each image is {{\"type\":\"image\",\"data\":<base64>,\"mimeType\":\"image/png\"}}"
            ))),
        })
        .collect()
}

/// `get_commands`: the slash-command registry (builtins, templates, `skill:<name>`).
fn slash_commands(registry: &crate::commands::Registry) -> Vec<crate::agent::reply::CommandInfo> {
    registry
        .list()
        .into_iter()
        .map(|c| crate::agent::reply::CommandInfo {
            name: c.name,
            description: (!c.description.is_empty()).then_some(c.description),
            source: c.source.as_str(),
        })
        .collect()
}
