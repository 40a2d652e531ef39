//! What the host sends on its own after `ready`: `messages.sendUser` (starts a run when idle,
//! queued as a steer while one runs), `ui.notify`, `ui.setStatus`, `log`, and the switches
//! (events, broker, cache veto). One dispatcher thread handles them in order. A host that exits
//! or writes garbage is reported as an error notification; its tools then answer errors and the
//! session goes on.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::Receiver;

use serde_json::{Value, json};

use crate::agent::events::SessionEvent;
use crate::agent::{Agent, PromptRequest, StreamingBehavior};
use crate::host::conn::Incoming;
use crate::host::error::{ThreadError, spawn_thread};
use crate::host::registration::Refused;
use crate::host::setup::{respond, switch};
use crate::host::{Host, lock};

/// Starts the dispatcher thread; the error says it could not be started.
pub(crate) fn start(host: Arc<Host>, rx: Receiver<Incoming>) -> Result<(), ThreadError> {
    spawn_thread("ama-host-inbox", move || run(&host, rx))
}

fn run(host: &Arc<Host>, rx: Receiver<Incoming>) {
    for incoming in rx {
        match incoming {
            Incoming::Message(m) => handle(host, &m),
            Incoming::Garbage(line) => {
                let why = format!("it wrote a line that is not a JSON message: `{line}`");
                broken(host, &why);
                return;
            }
            Incoming::Stalled(why) => {
                broken(host, &why);
                return;
            }
            Incoming::Closed => break,
        }
    }
    if !host.closing.load(Ordering::SeqCst) {
        let tail = host.conn.stderr_tail();
        let said = if tail.is_empty() {
            String::new()
        } else {
            format!(" (its stderr: {tail})")
        };
        broken(host, &format!("it exited{said}"));
    }
}

/// The host is gone or unusable: the connection dies, its process group is ended, and the user
/// is told once.
pub(crate) fn broken(host: &Host, why: &str) {
    // Told first, so the notice comes before anything the failed calls lead to.
    if !host.closing.load(Ordering::SeqCst) {
        let message = format!(
            "host adapter `{}` stopped: {why}; its tools answer errors from now on and the session goes on",
            host.conn.program
        );
        notify(host, "error", message);
    }
    host.conn.kill_with(why.to_string());
    if let Some(mut group) = lock(&host.group).take() {
        if group.exited().is_some() {
            group.end_leftovers();
        } else {
            group.end();
        }
    }
}

/// A message for the user: a `notification` event on the agent's bus (RPC, stream-json, the
/// terminal UI and line mode show it), or stderr before the agent is attached.
fn notify(host: &Host, level: &'static str, message: String) {
    let agent = lock(&host.agent).clone();
    match agent {
        Some(agent) => agent
            .inner
            .bus
            .publish(SessionEvent::Notification { level, message }),
        None => eprintln!("{}", plain(level, &message)),
    }
}

fn plain(level: &str, message: &str) -> String {
    match level {
        "warn" | "warning" => format!("warning: {message}"),
        "error" => format!("error: {message}"),
        _ => message.to_string(),
    }
}

fn level_of(v: Option<&Value>) -> &'static str {
    match v.and_then(Value::as_str) {
        Some("warn" | "warning") => "warn",
        Some("error") => "error",
        _ => "info",
    }
}

fn text(msg: &Value, key: &str) -> String {
    msg.get(key)
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string()
}

/// `ui.setStatus` kept for the terminal UI's status bar: a text sets the key, none clears it.
fn set_status(host: &Host, msg: &Value) {
    let key = text(msg, "key");
    let mut statuses = lock(&host.statuses);
    match msg
        .get("text")
        .and_then(Value::as_str)
        .filter(|t| !t.is_empty())
    {
        Some(t) => statuses.insert(key, t.to_string()),
        None => statuses.remove(&key),
    };
}

/// `ui.setStatus` as text: `host status <key>: <text>`, or `host status <key> cleared`.
fn status_line(msg: &Value) -> String {
    let key = text(msg, "key");
    match msg
        .get("text")
        .and_then(Value::as_str)
        .filter(|t| !t.is_empty())
    {
        Some(t) => format!("host status {key}: {t}"),
        None => format!("host status {key} cleared"),
    }
}

/// `log`: `[host <program>] message` (+ detail); warn and error go to stderr, the rest only when
/// `AMA_HOST_DEBUG` is set.
fn log_line(program: &str, msg: &Value) -> Option<String> {
    let level = level_of(msg.get("level"));
    if level == "info" && std::env::var_os("AMA_HOST_DEBUG").is_none() {
        return None;
    }
    let detail = msg
        .get("detail")
        .filter(|d| !d.is_null())
        .map(|d| format!(" {d}"))
        .unwrap_or_default();
    Some(plain(
        level,
        &format!("[host {program}] {}{detail}", text(msg, "message")),
    ))
}

/// `ui.*` and `log` before the session exists: stderr.
pub(crate) fn early_ui(program: &str, kind: &str, msg: &Value) {
    let line = match kind {
        "ui.notify" => Some(plain(level_of(msg.get("level")), &text(msg, "message"))),
        "ui.setStatus" => Some(status_line(msg)),
        _ => log_line(program, msg),
    };
    if let Some(line) = line {
        eprintln!("{line}");
    }
}

fn handle(host: &Host, msg: &Value) {
    let kind = msg["type"].as_str().unwrap_or_default().to_string();
    if let Some(outcome) = switch(&host.flags, &kind, msg) {
        respond(&host.conn, msg, outcome);
        return;
    }
    let outcome = match kind.as_str() {
        "messages.sendUser" => send_user(host, msg),
        "ui.notify" => {
            notify(host, level_of(msg.get("level")), text(msg, "message"));
            Ok(json!(true))
        }
        "ui.setStatus" => {
            set_status(host, msg);
            notify(host, "info", status_line(msg));
            Ok(json!(true))
        }
        "log" => {
            match log_line(&host.conn.program, msg) {
                // The terminal UI owns the screen: a warning or error is a notice there.
                Some(_) if host.interactive => notify(
                    host,
                    level_of(msg.get("level")),
                    format!("[host {}] {}", host.conn.program, text(msg, "message")),
                ),
                Some(line) => eprintln!("{line}"),
                None => {}
            }
            Ok(json!(true))
        }
        "tools.list" => {
            let agent = lock(&host.agent).clone();
            let names: Vec<String> = agent
                .map(|a| {
                    a.tools()
                        .into_iter()
                        .filter(|t| t.active)
                        .map(|t| t.name)
                        .collect()
                })
                .unwrap_or_default();
            Ok(json!(names))
        }
        "tools.register" | "tools.disable" | "instructions.add" => Err(Refused {
            code: "too_late",
            message: format!(
                "`{kind}` is only accepted before `ready`, so the prompt prefix stays stable"
            ),
        }),
        "ready" | "not_activated" => Err(Refused {
            code: "already_ready",
            message: "the host answered `ready` already".into(),
        }),
        other => Err(Refused {
            code: "unknown_type",
            message: format!("`{other}` is not a HostApi message (docs/host.md)"),
        }),
    };
    respond(&host.conn, msg, outcome);
}

/// Starts a run (`started`) or queues a steer (`queued`); `busy` before the agent is attached
/// or while the session is closing.
fn send_user(host: &Host, msg: &Value) -> Result<Value, Refused> {
    let busy = |message: &str| Refused {
        code: "busy",
        message: message.to_string(),
    };
    let Some(text) = msg.get("text").and_then(Value::as_str) else {
        return Err(Refused {
            code: "invalid_message",
            message: "\"text\" must be a string".into(),
        });
    };
    let agent: Option<Agent> = lock(&host.agent).clone();
    let Some(agent) = agent.filter(|_| !host.closing.load(Ordering::SeqCst)) else {
        return Err(busy("the session is not ready for messages"));
    };
    let request = PromptRequest {
        behavior: Some(StreamingBehavior::Steer),
        origin: Some("host".into()),
        ..PromptRequest::text(text)
    };
    match agent.prompt(request) {
        Ok(crate::agent::reply::Disposition::Queued) => Ok(json!("queued")),
        Ok(_) => Ok(json!("started")),
        Err(e) => Err(busy(&e.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::status_line;

    #[test]
    fn status_lines() {
        assert_eq!(
            status_line(&json!({"key": "k", "text": "busy"})),
            "host status k: busy"
        );
        assert_eq!(status_line(&json!({"key": "k"})), "host status k cleared");
        assert_eq!(
            status_line(&json!({"key": "k", "text": ""})),
            "host status k cleared"
        );
    }
}
