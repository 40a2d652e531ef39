//! The 33 RPC commands (rpc.md, 命令与响应): each one's arguments, `data` and error codes.
//! A handler returns `Ok(data)` or `Err((message, code))`; `handle` turns that into the one
//! response line, echoing the id only when it is a string.

use std::sync::atomic::Ordering;
use std::time::Duration;

use serde_json::{Value, json};

use crate::agent::events::SessionEvent;
use crate::agent::queue::QueueMode;
use crate::agent::session::lock;
use crate::ai::types::{ContentBlock, Message, ThinkingLevel};
use crate::config::models::ModelSpec;
use crate::modes::rpc::server::Server;
use crate::modes::rpc::stats;
use crate::modes::rpc::wire::Incoming;
use crate::permissions::approvals::Answer;
use crate::permissions::mode::Mode;
use crate::session::Store;
use crate::session::tree::ForkPoint;
use crate::util::output::json_line;

type Outcome = Result<Value, (String, &'static str)>;

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

/// Commands that wait (for a run to start or to end) and so get their own thread.
pub fn runs_long(kind: &str) -> bool {
    matches!(kind, "prompt" | "steer" | "follow_up" | "abort")
}

fn bad(message: impl Into<String>) -> (String, &'static str) {
    (message.into(), "invalid_arguments")
}

fn str_arg<'a>(
    body: &'a Value,
    name: &str,
    command: &str,
) -> Result<&'a str, (String, &'static str)> {
    body.get(name).and_then(Value::as_str).ok_or_else(|| {
        bad(format!(
            "`{command}` needs a string `{name}`; got {}",
            body.get(name).unwrap_or(&Value::Null)
        ))
    })
}

fn bool_arg(body: &Value, name: &str, command: &str) -> Result<bool, (String, &'static str)> {
    body.get(name)
        .and_then(Value::as_bool)
        .ok_or_else(|| bad(format!("`{command}` needs a boolean `{name}`")))
}

pub fn handle(server: &Server, cmd: Incoming) {
    let outcome = dispatch(server, &cmd);
    // `Null` data: the response was already queued (a started prompt).
    if outcome.as_ref().is_ok_and(Value::is_null) {
        return;
    }
    server.send(&response_json(&cmd, outcome));
}

/// The response line for a command's outcome; the id is echoed only when it is a string.
fn response_json(cmd: &Incoming, outcome: Outcome) -> Value {
    let mut response = json!({"type": "response", "command": cmd.kind});
    if let Some(id) = &cmd.id {
        response["id"] = json!(id);
    }
    match outcome {
        Ok(data) => {
            response["success"] = json!(true);
            response["data"] = data;
        }
        Err((error, code)) => {
            response["success"] = json!(false);
            response["error"] = json!(error);
            response["code"] = json!(code);
        }
    }
    response
}

fn dispatch(server: &Server, cmd: &Incoming) -> Outcome {
    let b = &cmd.body;
    let h = server.handle();
    match cmd.kind.as_str() {
        "prompt" => prompt(
            server,
            cmd,
            b.get("streamingBehavior").and_then(Value::as_str),
        ),
        "steer" => prompt(server, cmd, Some("steer")),
        "follow_up" => prompt(server, cmd, Some("followUp")),
        "abort" => {
            h.abort();
            while h.is_running() {
                std::thread::sleep(Duration::from_millis(5));
            }
            Ok(json!({}))
        }
        "clear_queue" => {
            let (steering, follow_up) = h.clear_queue();
            Ok(json!({"steering": steering, "followUp": follow_up}))
        }
        "get_state" => Ok(state(server)),
        "get_messages" => Ok(json!({"messages": h.messages()})),
        "get_last_assistant_text" => {
            let text = h.messages().iter().rev().find_map(|m| match m {
                Message::Assistant(a) => Some(a.text()),
                _ => None,
            });
            Ok(json!({"text": text}))
        }
        "get_session_stats" => Ok(stats::session_stats(server)),
        "set_model" => set_model(server, b),
        "get_available_models" => available_models(server),
        "set_thinking_level" => {
            let level = str_arg(b, "level", "set_thinking_level")?;
            let level = ThinkingLevel::parse(level).ok_or_else(|| {
                bad(format!(
                    "level `{level}` is not one of off, minimal, low, medium, high, xhigh"
                ))
            })?;
            h.update_runtime(|r| r.thinking = level);
            h.shared
                .publish(SessionEvent::ThinkingLevelChanged { level });
            Ok(json!({"level": level}))
        }
        "get_available_thinking_levels" => {
            let levels: Vec<&str> = if h.runtime().model.reasoning {
                ThinkingLevel::ALL.iter().map(|l| l.as_str()).collect()
            } else {
                vec!["off"]
            };
            Ok(json!({"levels": levels}))
        }
        "set_steering_mode" | "set_follow_up_mode" => {
            let mode = str_arg(b, "mode", &cmd.kind)?;
            let parsed = QueueMode::parse(mode)
                .ok_or_else(|| bad(format!("mode `{mode}` is not one-at-a-time or all")))?;
            let mut q = lock(&h.shared.queues);
            if cmd.kind == "set_steering_mode" {
                q.steering_mode = parsed;
            } else {
                q.follow_up_mode = parsed;
            }
            Ok(json!({"mode": mode}))
        }
        "compact" => Err((
            "compaction is not available in this build yet".into(),
            "not_implemented",
        )),
        "set_auto_compaction" => {
            let enabled = bool_arg(b, "enabled", "set_auto_compaction")?;
            h.update_runtime(|r| r.auto_compaction = enabled);
            Ok(json!({"enabled": enabled}))
        }
        "set_auto_retry" => {
            let enabled = bool_arg(b, "enabled", "set_auto_retry")?;
            h.update_runtime(|r| r.auto_retry = enabled);
            Ok(json!({"enabled": enabled}))
        }
        "abort_retry" => {
            let waiting = h.shared.retrying.load(Ordering::SeqCst);
            if waiting {
                h.abort();
            }
            Ok(json!({"aborted": waiting}))
        }
        "new_session" => {
            let store = match &server.root {
                Some(root) => Store::create(root, &server.cwd, None),
                None => Store::in_memory(&server.cwd),
            };
            server.switch_to(store, None, "new");
            Ok(session_ref(server))
        }
        "switch_session" => {
            let path = str_arg(b, "sessionPath", "switch_session")?;
            let mut store =
                Store::open(std::path::Path::new(path)).map_err(|e| (e.to_string(), e.code()))?;
            let context = store.context().map_err(|e| (e.to_string(), e.code()))?;
            server.switch_to(store, Some(context), "resume");
            Ok(session_ref(server))
        }
        "fork" => {
            let entry = str_arg(b, "entryId", "fork")?;
            let Some(root) = &server.root else {
                return Err((
                    "fork needs session files; this server runs with --no-session".into(),
                    "session_error",
                ));
            };
            let mut store = {
                let current = lock(&h.shared.store);
                current
                    .fork(&ForkPoint::Before(entry.to_string()), root, &server.cwd)
                    .map_err(|e| (e.to_string(), e.code()))?
            };
            let context = store.context().map_err(|e| (e.to_string(), e.code()))?;
            server.switch_to(store, Some(context), "fork");
            Ok(session_ref(server))
        }
        "get_entries" => {
            let since = b.get("since").and_then(Value::as_str);
            let store = lock(&h.shared.store);
            let (entries, leaf) = store
                .entries_since(since)
                .map_err(|e| (e.to_string(), e.code()))?;
            Ok(json!({"entries": entries, "leafId": leaf}))
        }
        "get_tree" => {
            let store = lock(&h.shared.store);
            let tree = store.tree().map_err(|e| (e.to_string(), e.code()))?;
            let tree: Value = serde_json::from_str(&tree.to_json()).unwrap_or(json!([]));
            Ok(json!({"tree": tree}))
        }
        "set_session_name" => {
            let name = str_arg(b, "name", "set_session_name")?;
            let written = lock(&h.shared.store)
                .set_name(name)
                .map_err(|e| (e.to_string(), e.code()))?;
            for entry in written {
                h.shared.publish(SessionEvent::EntryAppended { entry });
            }
            h.update_runtime(|r| r.session_name = Some(name.to_string()).filter(|n| !n.is_empty()));
            Ok(json!({"name": name}))
        }
        "get_fork_messages" => {
            let store = lock(&h.shared.store);
            let messages = store
                .fork_messages()
                .map_err(|e| (e.to_string(), e.code()))?;
            let list: Vec<Value> = messages
                .into_iter()
                .map(|(id, text)| json!({"entryId": id, "text": text}))
                .collect();
            Ok(json!({"messages": list}))
        }
        "set_client_capabilities" => {
            let caps: Vec<String> = b
                .get("capabilities")
                .and_then(Value::as_array)
                .ok_or_else(|| bad("`set_client_capabilities` needs an array `capabilities`"))?
                .iter()
                .filter_map(|c| c.as_str().map(String::from))
                .collect();
            server.set_approver(caps.iter().any(|c| c == "approvals"));
            Ok(json!({"capabilities": caps}))
        }
        "permission_response" => {
            let request = str_arg(b, "requestId", "permission_response")?;
            let decision = str_arg(b, "decision", "permission_response")?;
            let Some(answer) = Answer::parse(decision) else {
                return Err(bad(format!(
                    "decision `{decision}` is not allow, deny or allow_session"
                )));
            };
            // `false`: nobody is waiting for this id; the answer is kept for when it is asked.
            let accepted = match lock(&server.answers).as_ref() {
                Some(answers) => answers.respond(request, answer),
                None => false,
            };
            Ok(json!({"accepted": accepted}))
        }
        "get_tools" => {
            let rt = h.runtime();
            let tools: Vec<Value> = server
                .base
                .tools
                .all()
                .iter()
                .map(|t| {
                    json!({
                        "name": t.name(),
                        "description": t.description(),
                        "parameters": t.parameters(),
                        "permission": t.permission().as_str(),
                        "active": rt.active_tools.iter().any(|a| a == t.name()),
                    })
                })
                .collect();
            Ok(json!({"tools": tools}))
        }
        "set_active_tools" => {
            let names: Vec<String> = b
                .get("names")
                .and_then(Value::as_array)
                .ok_or_else(|| bad("`set_active_tools` needs an array `names`"))?
                .iter()
                .filter_map(|n| n.as_str().map(String::from))
                .collect();
            let tools = server
                .base
                .tools
                .with_active(&names)
                .map_err(|e| bad(e.to_string()))?;
            let names = tools.active_names();
            h.update_runtime(|r| r.active_tools = names.clone());
            Ok(json!({"names": names}))
        }
        "set_permission_mode" => {
            let mode = str_arg(b, "mode", "set_permission_mode")?;
            let parsed = Mode::parse(mode)
                .filter(|_| matches!(mode, "plan" | "default" | "auto-edit" | "full-auto"))
                .ok_or_else(|| {
                    bad(format!(
                        "mode `{mode}` is not plan, default, auto-edit or full-auto"
                    ))
                })?;
            h.set_permission_mode(parsed);
            Ok(json!({"mode": mode}))
        }
        "get_commands" => Ok(json!({"commands": []})),
        "get_skills" => Ok(json!({"skills": []})),
        other => Err(bad(format!(
            "unknown command `{other}`; known commands: {}",
            COMMANDS.join(", ")
        ))),
    }
}

/// `prompt`, `steer` and `follow_up`: start a run, or queue while one is going.
fn prompt(server: &Server, cmd: &Incoming, behavior: Option<&str>) -> Outcome {
    let b = &cmd.body;
    let message = str_arg(b, "message", "prompt")?.to_string();
    let images = image_blocks(b)?;
    let h = server.handle();
    if h.is_running() {
        return match behavior {
            Some("steer") => {
                h.steer(message);
                Ok(json!({"disposition": "queued"}))
            }
            Some("followUp") => {
                h.follow_up(message);
                Ok(json!({"disposition": "queued"}))
            }
            Some(other) => Err(bad(format!("streamingBehavior `{other}` is not steer or followUp"))),
            None => Err((
                "a run is in progress: send `streamingBehavior: \"steer\"` or `\"followUp\"` to queue the message, or `abort` first".into(),
                "busy",
            )),
        };
    }
    // The response follows the run's `agent_start`: the forwarder sends it right after that
    // event. It is queued before the run can start, so it cannot miss it.
    let line = json_line(&response_json(cmd, Ok(json!({"disposition": "started"}))));
    lock(&server.after_start).push(line.clone());
    match h.prompt_with_images(message, images) {
        Ok(()) => Ok(Value::Null),
        Err(_) => {
            lock(&server.after_start).retain(|l| *l != line);
            Err(("a run is in progress".into(), "busy"))
        }
    }
}

fn session_ref(server: &Server) -> Value {
    let cur = lock(&server.current);
    json!({
        "sessionId": cur.session_id,
        "sessionFile": cur.session_file.as_ref().map(|p| p.display().to_string()),
    })
}

fn state(server: &Server) -> Value {
    let h = server.handle();
    let rt = h.runtime();
    let (steering, follow_up, steering_mode, follow_up_mode) = {
        let q = lock(&h.shared.queues);
        (
            q.steering.len(),
            q.follow_up.len(),
            q.steering_mode,
            q.follow_up_mode,
        )
    };
    let (session_id, session_file) = {
        let cur = lock(&server.current);
        (
            cur.session_id.clone(),
            h.session_file().or(cur.session_file.clone()),
        )
    };
    json!({
        "isStreaming": h.is_running(),
        "isCompacting": false,
        "isRetrying": h.shared.retrying.load(Ordering::SeqCst),
        "model": {"provider": rt.model.provider, "id": rt.model.id},
        "thinkingLevel": rt.thinking,
        "permissionMode": h.config.permissions.mode().as_str(),
        "sessionId": session_id,
        "sessionFile": session_file.map(|p| p.display().to_string()),
        "cwd": server.cwd.display().to_string(),
        "sessionName": rt.session_name,
        "messageCount": h.messages().len(),
        "pendingMessageCount": steering + follow_up,
        "steeringMode": steering_mode.as_str(),
        "followUpMode": follow_up_mode.as_str(),
        "autoCompaction": rt.auto_compaction,
        "autoRetry": rt.auto_retry,
    })
}

fn set_model(server: &Server, b: &Value) -> Outcome {
    let provider = str_arg(b, "provider", "set_model")?;
    let id = str_arg(b, "modelId", "set_model")?;
    let channel = b.get("channel").and_then(Value::as_str).map(String::from);
    let spec = ModelSpec {
        provider: Some(provider.to_string()),
        id: id.to_string(),
        channel: channel.clone(),
    };
    let model = server
        .registry
        .find(&spec)
        .map_err(|e| (e.to_string(), "model_not_found"))?;
    let key = server
        .registry
        .require_key(&model.provider)
        .map_err(|e| (e.to_string(), e.code()))?;
    let h = server.handle();
    let mut info = json!({"provider": model.provider, "id": model.id});
    if let Some(c) = channel {
        info["channel"] = json!(c);
    }
    h.update_runtime(|r| {
        r.model = model;
        r.api_key = key;
    });
    h.shared.publish(SessionEvent::ModelChanged {
        model: info.clone(),
    });
    Ok(json!({"model": info}))
}

fn available_models(server: &Server) -> Outcome {
    let models = server
        .registry
        .listed_models()
        .map_err(|e| (e.to_string(), e.code()))?;
    let list: Vec<Value> = models
        .iter()
        .map(|m| {
            let (key, source) = server.registry.key(&m.provider);
            let needs = server.registry.needs_key(&m.provider);
            json!({
                "provider": m.provider,
                "id": m.id,
                "name": m.name,
                "hasKey": key.is_some() || !needs,
                "keySource": source.as_str(),
                "contextWindow": m.context_window,
                "maxTokens": m.max_tokens,
                "reasoning": m.reasoning,
                "input": m.input,
            })
        })
        .collect();
    Ok(json!({"models": list}))
}

/// `images?: ImageBlock[]` (`{type: "image", data: <base64>, mimeType}`) as content blocks.
fn image_blocks(b: &Value) -> Result<Vec<ContentBlock>, (String, &'static str)> {
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
