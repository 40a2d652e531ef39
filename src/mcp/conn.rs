//! The JSON-RPC 2.0 client both transports share: request ids, the table of requests waiting for
//! an answer, progress routing, cancellation, and what a server may send on its own (requests ama
//! answers, notifications it logs or records). A transport delivers every incoming message to the
//! `Inbox` and reports the end of the connection there; a caller waits on its own bounded channel
//! with a deadline and its `Cancel`, so nothing here blocks without a limit.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Mutex, OnceLock, Weak};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::mcp::error::McpError;
use crate::mcp::log::Log;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// How a message leaves: a line on stdin, or an HTTP POST whose answer reaches the `Inbox`.
pub trait Outgoing: Send + Sync {
    fn send(&self, msg: &Value) -> Result<(), String>;
    /// Ends the transport (the process, the streams). Called once, from `Conn::close`.
    fn close(&self);
}

/// One progress notification for a running request.
#[derive(Clone, Debug, PartialEq)]
pub struct Progress {
    pub progress: f64,
    pub total: Option<f64>,
    pub message: Option<String>,
}

enum Event {
    Progress(Progress),
    Reply(Result<Value, (i64, String)>),
    Closed(String),
    /// The transport could not deliver this request or its answer; the text is complete.
    Failed(String),
    /// The HTTP server no longer knows the session: it did not run the request (`Server`
    /// sends it once more in a new session).
    SessionEnded(String),
}

/// How long and on what a request waits.
pub struct Wait<'a> {
    pub timeout: Duration,
    /// The config key that sets `timeout`, named in the error.
    pub setting: &'static str,
    pub cancel: Option<&'a Cancel>,
    pub on_progress: Option<&'a dyn Fn(&Progress)>,
}

struct Shared {
    server: String,
    next_id: AtomicU64,
    pending: Mutex<HashMap<u64, SyncSender<Event>>>,
    closed: Mutex<Option<String>>,
    out: OnceLock<Box<dyn Outgoing>>,
    log: Arc<Log>,
    tools_changed: AtomicBool,
    /// Called (on the reader thread: it must not block) when the tool list changed.
    on_tools_changed: OnceLock<ToolsHook>,
}

/// What a connection calls on `notifications/tools/list_changed`.
pub type ToolsHook = Arc<dyn Fn() + Send + Sync>;

/// A cheap handle on one connection (an `Arc` inside).
#[derive(Clone)]
pub struct Conn {
    shared: Arc<Shared>,
}

/// What a transport holds to deliver messages; it does not keep the connection alive.
#[derive(Clone)]
pub struct Inbox {
    shared: Weak<Shared>,
}

impl Conn {
    pub fn new(server: &str, log: Arc<Log>) -> (Conn, Inbox) {
        let shared = Arc::new(Shared {
            server: server.to_string(),
            next_id: AtomicU64::new(1),
            pending: Mutex::new(HashMap::new()),
            closed: Mutex::new(None),
            out: OnceLock::new(),
            log,
            tools_changed: AtomicBool::new(false),
            on_tools_changed: OnceLock::new(),
        });
        let inbox = Inbox {
            shared: Arc::downgrade(&shared),
        };
        (Conn { shared }, inbox)
    }

    /// Attaches the transport; messages sent before this fail.
    pub fn attach(&self, out: Box<dyn Outgoing>) {
        let _ = self.shared.out.set(out);
    }

    pub fn server(&self) -> &str {
        &self.shared.server
    }

    pub fn log(&self) -> &Arc<Log> {
        &self.shared.log
    }

    /// Why the connection ended, once it has.
    pub fn closed(&self) -> Option<String> {
        lock(&self.shared.closed).clone()
    }

    /// Whether `notifications/tools/list_changed` arrived since the last call (and clears it).
    pub fn take_tools_changed(&self) -> bool {
        self.shared.tools_changed.swap(false, Ordering::SeqCst)
    }

    /// Whether `notifications/tools/list_changed` arrived and was not taken yet.
    pub fn tools_changed_pending(&self) -> bool {
        self.shared.tools_changed.load(Ordering::SeqCst)
    }

    /// Sets what runs when the server says its tool list changed (once per connection).
    pub fn on_tools_changed(&self, hook: ToolsHook) {
        let _ = self.shared.on_tools_changed.set(hook);
    }

    fn send(&self, msg: &Value) -> Result<(), McpError> {
        let out = self.shared.out.get().ok_or_else(|| McpError::Closed {
            server: self.shared.server.clone(),
            reason: "is not connected".into(),
        })?;
        out.send(msg).map_err(|e| McpError::Closed {
            server: self.shared.server.clone(),
            reason: e,
        })
    }

    pub fn notify(&self, method: &str, params: Option<Value>) -> Result<(), McpError> {
        let mut msg = json!({"jsonrpc": "2.0", "method": method});
        if let Some(p) = params {
            msg["params"] = p;
        }
        self.send(&msg)
    }

    /// Sends `method` and waits for its answer, its progress going to `wait.on_progress`.
    pub fn request(&self, method: &str, params: Value, wait: &Wait) -> Result<Value, McpError> {
        let what = format!("`{method}`");
        if let Some(reason) = self.closed() {
            return Err(McpError::Closed {
                server: self.shared.server.clone(),
                reason,
            });
        }
        let id = self.shared.next_id.fetch_add(1, Ordering::SeqCst);
        let mut params = match params {
            Value::Object(m) => Value::Object(m),
            _ => json!({}),
        };
        if wait.on_progress.is_some() {
            params["_meta"] = json!({"progressToken": id});
        }
        let (tx, rx) = sync_channel(64);
        lock(&self.shared.pending).insert(id, tx);
        let msg = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        if let Err(e) = self.send(&msg) {
            lock(&self.shared.pending).remove(&id);
            // A process that died: its stdout reader says why within moments.
            for _ in 0..20 {
                if let Some(reason) = self.closed() {
                    return Err(McpError::Closed {
                        server: self.shared.server.clone(),
                        reason: format!("{reason} while {what} was running; the call failed"),
                    });
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            return Err(e);
        }
        let got = self.wait_for(id, &rx, wait, &what);
        lock(&self.shared.pending).remove(&id);
        got
    }

    fn wait_for(
        &self,
        id: u64,
        rx: &Receiver<Event>,
        wait: &Wait,
        what: &str,
    ) -> Result<Value, McpError> {
        let server = || self.shared.server.clone();
        let deadline = Instant::now() + wait.timeout;
        loop {
            if wait.cancel.is_some_and(Cancel::is_cancelled) {
                self.cancel_request(id, "cancelled by the user");
                return Err(McpError::Cancelled {
                    server: server(),
                    what: what.to_string(),
                });
            }
            let now = Instant::now();
            if now >= deadline {
                self.cancel_request(id, "timed out");
                return Err(McpError::Timeout {
                    server: server(),
                    what: what.to_string(),
                    after: wait.timeout,
                    setting: wait.setting,
                });
            }
            // Short slices so a cancellation is seen within 50 ms.
            let slice = (deadline - now).min(Duration::from_millis(50));
            match rx.recv_timeout(slice) {
                Ok(Event::Progress(p)) => {
                    if let Some(f) = wait.on_progress {
                        f(&p);
                    }
                }
                Ok(Event::Reply(Ok(v))) => return Ok(v),
                Ok(Event::Reply(Err((code, message)))) => {
                    return Err(McpError::Rpc {
                        server: server(),
                        what: what.to_string(),
                        code,
                        message,
                    });
                }
                Ok(Event::Closed(reason)) => {
                    return Err(McpError::Closed {
                        server: server(),
                        reason: format!("{reason} while {what} was running; the call failed"),
                    });
                }
                Ok(Event::Failed(reason)) => {
                    return Err(McpError::Closed {
                        server: server(),
                        reason,
                    });
                }
                Ok(Event::SessionEnded(reason)) => {
                    return Err(McpError::SessionEnded {
                        server: server(),
                        reason,
                    });
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(McpError::Closed {
                        server: server(),
                        reason: format!("closed the connection while {what} was running"),
                    });
                }
            }
        }
    }

    /// Tells the server to stop request `id` (`notifications/cancelled`) and forgets it.
    fn cancel_request(&self, id: u64, reason: &str) {
        lock(&self.shared.pending).remove(&id);
        if self.closed().is_some() {
            return;
        }
        let sent = self.notify(
            "notifications/cancelled",
            Some(json!({"requestId": id, "reason": reason})),
        );
        let how = match sent {
            Ok(()) => "sent".to_string(),
            Err(e) => format!("could not send ({e})"),
        };
        self.shared.log.push(
            "ama",
            &format!("{how} notifications/cancelled for request {id} ({reason})"),
        );
    }

    /// Ends the connection: fails what is waiting and ends the transport.
    pub fn close(&self, reason: &str) {
        Inbox {
            shared: Arc::downgrade(&self.shared),
        }
        .closed(reason.to_string());
        if let Some(out) = self.shared.out.get() {
            out.close();
        }
    }
}

impl Inbox {
    /// One message from the server (a batch array is split).
    pub fn deliver(&self, msg: Value) {
        let Some(shared) = self.shared.upgrade() else {
            return;
        };
        if let Value::Array(items) = msg {
            for item in items {
                self.deliver(item);
            }
            return;
        }
        let method = msg.get("method").and_then(Value::as_str);
        let id = msg.get("id").filter(|v| !v.is_null());
        match (method, id) {
            (None, Some(id)) => {
                let Some(id) = id.as_u64() else { return };
                let reply = match (msg.get("result"), msg.get("error")) {
                    (_, Some(err)) => Err((
                        err.get("code").and_then(Value::as_i64).unwrap_or(0),
                        err.get("message")
                            .and_then(Value::as_str)
                            .unwrap_or("no message")
                            .to_string(),
                    )),
                    (Some(r), None) => Ok(r.clone()),
                    (None, None) => Err((0, "an answer with neither result nor error".into())),
                };
                if let Some(tx) = lock(&shared.pending).remove(&id) {
                    let _ = tx.try_send(Event::Reply(reply));
                }
            }
            (Some(method), Some(id)) => answer_request(&shared, method, id.clone()),
            (Some(method), None) => on_notification(&shared, method, &msg),
            (None, None) => shared.log.push("protocol", &format!("ignored {msg}")),
        }
    }

    /// A request the transport could not deliver: its caller gets `message`.
    pub fn fail(&self, id: u64, message: String) {
        if let Some(shared) = self.shared.upgrade()
            && let Some(tx) = lock(&shared.pending).remove(&id)
        {
            let _ = tx.try_send(Event::Failed(message));
        }
    }

    /// The HTTP server answered request `id` saying it no longer knows the session (so it did
    /// not run it): its caller gets `McpError::SessionEnded` with `message`.
    pub fn session_ended(&self, id: u64, message: String) {
        if let Some(shared) = self.shared.upgrade()
            && let Some(tx) = lock(&shared.pending).remove(&id)
        {
            let _ = tx.try_send(Event::SessionEnded(message));
        }
    }

    /// Whether request `id` still waits for its answer.
    pub fn waiting(&self, id: u64) -> bool {
        self.shared
            .upgrade()
            .is_some_and(|s| lock(&s.pending).contains_key(&id))
    }

    pub fn is_closed(&self) -> bool {
        self.shared
            .upgrade()
            .is_none_or(|s| lock(&s.closed).is_some())
    }

    pub fn log(&self, source: &str, text: &str) {
        if let Some(s) = self.shared.upgrade() {
            s.log.push(source, text);
        }
    }

    /// The connection ended: every waiting request fails with `reason`.
    pub fn closed(&self, reason: String) {
        let Some(shared) = self.shared.upgrade() else {
            return;
        };
        {
            let mut closed = lock(&shared.closed);
            if closed.is_some() {
                return;
            }
            *closed = Some(reason.clone());
        }
        shared
            .log
            .push("ama", &format!("connection ended: {reason}"));
        for (_, tx) in lock(&shared.pending).drain() {
            let _ = tx.try_send(Event::Closed(reason.clone()));
        }
    }
}

/// Requests a server may send: `ping` is answered; ama offers no sampling, elicitation or roots,
/// so anything else gets "method not found".
fn answer_request(shared: &Shared, method: &str, id: Value) {
    let reply = if method == "ping" {
        json!({"jsonrpc": "2.0", "id": id, "result": {}})
    } else {
        shared.log.push(
            "protocol",
            &format!("refused the server's request `{method}`"),
        );
        json!({"jsonrpc": "2.0", "id": id, "error": {
            "code": -32601, "message": format!("ama does not support `{method}`")}})
    };
    if let Some(out) = shared.out.get()
        && let Err(e) = out.send(&reply)
    {
        shared
            .log
            .push("ama", &format!("could not answer `{method}`: {e}"));
    }
}

fn on_notification(shared: &Shared, method: &str, msg: &Value) {
    let params = msg.get("params").cloned().unwrap_or(Value::Null);
    match method {
        "notifications/progress" => {
            let Some(token) = params.get("progressToken").and_then(Value::as_u64) else {
                return;
            };
            let p = Progress {
                progress: params
                    .get("progress")
                    .and_then(Value::as_f64)
                    .unwrap_or(0.0),
                total: params.get("total").and_then(Value::as_f64),
                message: params
                    .get("message")
                    .and_then(Value::as_str)
                    .map(str::to_string),
            };
            if let Some(tx) = lock(&shared.pending).get(&token) {
                // Progress is informative: when the caller is behind, a notice is dropped.
                let _ = tx.try_send(Event::Progress(p));
            }
        }
        "notifications/message" => {
            let level = params
                .get("level")
                .and_then(Value::as_str)
                .unwrap_or("info");
            let data = match params.get("data") {
                Some(Value::String(s)) => s.clone(),
                Some(v) => v.to_string(),
                None => String::new(),
            };
            let logger = params.get("logger").and_then(Value::as_str);
            shared.log.message(level, logger, &data);
        }
        "notifications/tools/list_changed" => {
            shared.tools_changed.store(true, Ordering::SeqCst);
            shared.log.push("protocol", "the tool list changed");
            if let Some(hook) = shared.on_tools_changed.get() {
                hook();
            }
        }
        other => shared
            .log
            .push("protocol", &format!("notification `{other}`")),
    }
}

#[cfg(test)]
#[path = "conn_tests.rs"]
mod tests;
