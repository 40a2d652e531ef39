//! The handshake: ama sends `init`, the host registers (tools, hidden built-ins, instructions,
//! event subscriptions, the approval broker, the cache warming veto) and answers `ready` or
//! `not_activated`, all before the session is assembled, so the first request already carries
//! the host's tools and instructions.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::host::conn::{Conn, Incoming, id_of};
use crate::host::error::HostError;
use crate::host::registration::{self, Refused, ToolDef};
use crate::host::{Flags, HOST_API_VERSION, Host, INIT_TIMEOUT, Spec, launch, lock};

/// The init timeout: `AMA_HOST_INIT_TIMEOUT_MS` (for tests), else 10 s.
fn init_timeout() -> Duration {
    std::env::var("AMA_HOST_INIT_TIMEOUT_MS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(Duration::from_millis)
        .unwrap_or(INIT_TIMEOUT)
}

/// What the host registered so far.
#[derive(Default)]
struct Pending {
    tools: Vec<ToolDef>,
    disabled: Vec<String>,
    instructions: Vec<String>,
}

/// An answer to a host request: sent when it has an `id`; errors are always sent.
pub(crate) fn respond(conn: &Conn, msg: &Value, outcome: Result<Value, Refused>) {
    let id = msg.get("id").and_then(id_of);
    match outcome {
        Ok(_) if id.is_none() => {}
        Ok(result) => {
            conn.send(&json!({"type": "response", "id": id, "ok": true, "result": result}));
        }
        Err(r) => {
            conn.send(&json!({
                "type": "response", "id": id, "ok": false,
                "request": msg.get("type"),
                "error": {"code": r.code, "message": r.message},
            }));
        }
    }
}

/// `events.subscribe` / `events.unsubscribe` / `approvals.setBroker` /
/// `cache.onWarmingDecision`: allowed at any time. `None` when `kind` is none of them.
pub(crate) fn switch(flags: &Flags, kind: &str, msg: &Value) -> Option<Result<Value, Refused>> {
    let enabled = msg.get("enabled").and_then(Value::as_bool).unwrap_or(true);
    let names = || -> Vec<String> {
        match msg.get("events") {
            Some(Value::Array(a)) => a
                .iter()
                .filter_map(Value::as_str)
                .map(String::from)
                .collect(),
            Some(Value::String(s)) => vec![s.clone()],
            _ => Vec::new(),
        }
    };
    let set = |flag: &AtomicBool| {
        flag.store(enabled, Ordering::SeqCst);
        Ok(json!(enabled))
    };
    Some(match kind {
        "events.subscribe" => {
            lock(&flags.events).extend(names());
            Ok(json!(lock(&flags.events).len()))
        }
        "events.unsubscribe" => {
            let mut events = lock(&flags.events);
            for n in names() {
                events.remove(&n);
            }
            Ok(json!(events.len()))
        }
        "approvals.setBroker" => set(&flags.broker),
        "cache.onWarmingDecision" => set(&flags.cache),
        _ => return None,
    })
}

fn builtin_names() -> Vec<String> {
    crate::tools::registry::builtin()
        .iter()
        .map(|t| t.name().to_string())
        .collect()
}

/// Starts the host and runs the handshake.
pub(crate) fn start(spec: &Spec) -> Result<Option<(Host, Receiver<Incoming>)>, HostError> {
    let timeout = init_timeout();
    let deadline = Instant::now() + timeout;
    let launched = launch::launch(&spec.program, &spec.cwd, deadline).map_err(|e| match e {
        HostError::InitTimeout { program, .. } => HostError::InitTimeout {
            program,
            ms: timeout.as_millis() as u64,
        },
        other => other,
    })?;
    let launch::Launched {
        mut group,
        stdin,
        stdout,
        stderr,
        dir,
    } = launched;
    let relay = spec.mode != "interactive";
    let (conn, rx) = match Conn::start(&spec.program, stdin, stdout, stderr, relay) {
        Ok(started) => started,
        Err(error) => {
            group.end();
            return Err(HostError::Thread {
                program: spec.program.clone(),
                error,
            });
        }
    };
    conn.send(&json!({
        "type": "init",
        "version": HOST_API_VERSION,
        "agent": {"name": "ama", "version": env!("CARGO_PKG_VERSION")},
        "env": std::env::vars_os()
            .map(|(k, v)| (k.to_string_lossy().into_owned(), json!(v.to_string_lossy())))
            .collect::<serde_json::Map<String, Value>>(),
        "mode": spec.mode,
        "tools": builtin_names(),
        "session": {
            "id": spec.session_id,
            "file": spec.session_file,
            "cwd": spec.cwd,
            "model": spec.model,
        },
    }));
    let flags = Arc::new(Flags::default());
    let fail = |group: &mut crate::process::Group, e: HostError| {
        conn.kill_with("setup failed".into());
        group.end();
        Err(e)
    };
    let mut pending = Pending::default();
    let outcome = handshake(spec, &conn, &rx, &flags, &mut pending, deadline, timeout);
    match outcome {
        Err(e) => fail(&mut group, e),
        Ok(None) => {
            conn.kill_with("not activated".into());
            conn.close();
            let _ = group_end_soon(group);
            Ok(None)
        }
        Ok(Some(id)) => {
            let host = Host {
                conn: conn.clone(),
                id,
                tools: pending.tools,
                disabled: pending.disabled,
                instructions: pending.instructions,
                flags,
                group: Mutex::new(Some(group)),
                _dir: dir,
                agent: Mutex::new(None),
                closing: AtomicBool::new(false),
                interactive: spec.mode == "interactive",
                statuses: Mutex::default(),
            };
            Ok(Some((host, rx)))
        }
    }
}

/// A host that said `not_activated` gets its stdin closed and a moment to exit.
fn group_end_soon(mut group: crate::process::Group) -> crate::process::Termination {
    let deadline = Instant::now() + Duration::from_millis(500);
    while Instant::now() < deadline {
        if group.exited().is_some() {
            return group.end_leftovers();
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    group.end()
}

/// The registration loop; `Some(id)` for `ready`, `None` for `not_activated`.
fn handshake(
    spec: &Spec,
    conn: &Conn,
    rx: &Receiver<Incoming>,
    flags: &Flags,
    pending: &mut Pending,
    deadline: Instant,
    timeout: Duration,
) -> Result<Option<String>, HostError> {
    let program = spec.program.clone();
    let protocol = |message: String| HostError::Protocol {
        program: program.clone(),
        message,
    };
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let msg = match rx.recv_timeout(left) {
            Ok(Incoming::Message(m)) => m,
            Ok(Incoming::Garbage(line)) => {
                return Err(protocol(format!(
                    "it wrote a line that is not a JSON message: `{line}`"
                )));
            }
            Ok(Incoming::Stalled(why)) => return Err(protocol(why)),
            Ok(Incoming::Closed) | Err(RecvTimeoutError::Disconnected) => {
                let tail = conn.stderr_tail();
                let said = if tail.is_empty() {
                    String::new()
                } else {
                    format!(" (its stderr: {tail})")
                };
                return Err(protocol(format!("it exited before answering `init`{said}")));
            }
            Err(RecvTimeoutError::Timeout) => {
                return Err(HostError::InitTimeout {
                    program,
                    ms: timeout.as_millis() as u64,
                });
            }
        };
        let kind = msg["type"].as_str().unwrap_or_default().to_string();
        if let Some(outcome) = switch(flags, &kind, &msg) {
            respond(conn, &msg, outcome);
            continue;
        }
        let outcome = match kind.as_str() {
            "ready" | "not_activated" => {
                match msg.get("hostApi") {
                    Some(v) if v.as_u64() == Some(HOST_API_VERSION) => {}
                    Some(v) => {
                        return Err(HostError::Version {
                            program,
                            got: v.to_string(),
                        });
                    }
                    None => {
                        return Err(protocol(format!(
                            "its `{kind}` has no \"hostApi\" (this ama speaks {HOST_API_VERSION})"
                        )));
                    }
                }
                if kind == "not_activated" {
                    return Ok(None);
                }
                return match msg.get("id").and_then(Value::as_str) {
                    Some(id) if !id.trim().is_empty() => Ok(Some(id.to_string())),
                    _ => Err(protocol(
                        "its `ready` has no adapter \"id\" (a non-empty string)".into(),
                    )),
                };
            }
            "tools.register" => {
                let mut taken = builtin_names();
                taken.extend(pending.tools.iter().map(|t| t.name.clone()));
                let tool = msg.get("tool").unwrap_or(&Value::Null);
                registration::parse_tool(tool, &taken).map(|t| {
                    let name = json!(t.name);
                    pending.tools.push(t);
                    name
                })
            }
            "tools.disable" => {
                let name = msg.get("name").and_then(Value::as_str).unwrap_or_default();
                if builtin_names().iter().any(|n| n == name) {
                    pending.disabled.push(name.to_string());
                    Ok(json!(name))
                } else {
                    Err(Refused {
                        code: "unknown_tool",
                        message: format!("`{name}` is not a built-in tool"),
                    })
                }
            }
            "tools.list" => {
                let mut names = builtin_names();
                names.retain(|n| !pending.disabled.contains(n));
                names.extend(pending.tools.iter().map(|t| t.name.clone()));
                Ok(json!(names))
            }
            "instructions.add" => {
                let source = msg.get("source").unwrap_or(&msg);
                registration::parse_instruction(source, &spec.cwd).map(|text| {
                    pending.instructions.push(text);
                    json!(true)
                })
            }
            "messages.sendUser" => Err(Refused {
                code: "busy",
                message: "the session is not assembled yet; send after the session_start event"
                    .into(),
            }),
            "ui.notify" | "ui.setStatus" | "log" => {
                crate::host::inbox::early_ui(&spec.program, &kind, &msg);
                Ok(json!(true))
            }
            other => Err(Refused {
                code: "unknown_type",
                message: format!("`{other}` is not a HostApi message (docs/host.md)"),
            }),
        };
        respond(conn, &msg, outcome);
    }
}
