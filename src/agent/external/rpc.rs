//! JSON-RPC 2.0 over an external agent's stdio, ama the client (ACP agents; Codex's app-server,
//! which leaves out the `"jsonrpc"` member): requests with ids, the answers awaited with a
//! deadline, and the agent's own requests and notifications handed to the runner meanwhile, on
//! the task's thread. An abort sends the protocol's cancel message once and waits a short grace
//! for the answer; then the run is aborted and the caller ends the process group.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::agent::external::error::ExternalError;
use crate::agent::external::stdio::{Conn, Next};
use crate::util::cancel::Cancel;

/// How long an aborted request may take to answer after the cancel message.
const CANCEL_GRACE: Duration = Duration::from_secs(5);

/// A JSON-RPC error the runner returns for a request of the agent.
pub struct Fault {
    pub code: i64,
    pub message: String,
}

impl Fault {
    pub fn not_found(method: &str) -> Fault {
        Fault {
            code: -32601,
            message: format!("ama does not offer `{method}` to external agents"),
        }
    }
}

/// What the runner does with the agent's own messages.
pub trait Incoming {
    fn request(&mut self, method: &str, params: &Value) -> Result<Value, Fault>;
    fn notification(&mut self, method: &str, params: &Value);
    /// Whether what `Peer::serve` waits for has come.
    fn finished(&self) -> bool {
        false
    }
}

/// The message an abort sends: a notification (ACP `session/cancel`) or a request (Codex's
/// `turn/interrupt`), whose answer is not awaited.
pub struct CancelWith {
    pub method: &'static str,
    pub params: Value,
    pub request: bool,
}

/// How long a call may wait, and what an abort sends.
pub struct Wait<'a> {
    pub deadline: Option<Duration>,
    pub cancel: Option<(&'a Cancel, CancelWith)>,
    /// What the timeout error calls the request (`"to initialize"`).
    pub what: &'static str,
}

pub struct Peer {
    pub conn: Conn,
    next_id: u64,
    /// Whether messages carry `"jsonrpc": "2.0"` (ACP yes, Codex's app-server no).
    tagged: bool,
}

impl Peer {
    pub fn new(conn: Conn, tagged: bool) -> Peer {
        Peer {
            conn,
            next_id: 0,
            tagged,
        }
    }

    fn message(&self, mut v: Value) -> Value {
        if self.tagged {
            v["jsonrpc"] = json!("2.0");
        }
        v
    }

    pub fn notify(&mut self, method: &str, params: Value) -> Result<(), ExternalError> {
        let m = self.message(json!({"method": method, "params": params}));
        self.conn.send(&m)
    }

    fn send_request(&mut self, method: &str, params: Value) -> Result<u64, ExternalError> {
        self.next_id += 1;
        let id = self.next_id;
        let m = self.message(json!({"id": id, "method": method, "params": params}));
        self.conn.send(&m)?;
        Ok(id)
    }

    /// Sends a request and waits for its answer, serving the agent's messages meanwhile.
    pub fn call(
        &mut self,
        method: &str,
        params: Value,
        incoming: &mut dyn Incoming,
        wait: Wait,
    ) -> Result<Value, ExternalError> {
        let id = self.send_request(method, params)?;
        self.pump(Some(id), incoming, wait)
    }

    /// Serves the agent's messages until `incoming.finished()` (a turn's end notification).
    pub fn serve(&mut self, incoming: &mut dyn Incoming, wait: Wait) -> Result<(), ExternalError> {
        self.pump(None, incoming, wait).map(|_| ())
    }

    fn pump(
        &mut self,
        id: Option<u64>,
        incoming: &mut dyn Incoming,
        wait: Wait,
    ) -> Result<Value, ExternalError> {
        let started = Instant::now();
        let mut deadline = wait.deadline.map(|d| started + d);
        let mut cancelled = false;
        loop {
            if id.is_none() && incoming.finished() {
                return Ok(Value::Null);
            }
            if let Some((cancel, with)) = &wait.cancel
                && !cancelled
                && cancel.is_cancelled()
            {
                cancelled = true;
                let sent = if with.request {
                    self.send_request(with.method, with.params.clone()).map(|_| ())
                } else {
                    self.notify(with.method, with.params.clone())
                };
                if sent.is_err() {
                    return Err(ExternalError::Aborted);
                }
                deadline = Some(Instant::now() + CANCEL_GRACE);
            }
            if let Some(d) = deadline
                && Instant::now() >= d
            {
                return Err(if cancelled {
                    ExternalError::Aborted
                } else {
                    self.conn.timeout(wait.what)
                });
            }
            let v = match self.conn.next(Duration::from_millis(50)) {
                Next::Idle => continue,
                Next::Closed if cancelled => return Err(ExternalError::Aborted),
                Next::Closed => return Err(self.conn.died()),
                Next::Line(v) => v,
            };
            if let Some(answer) = self.dispatch(v, id, incoming)? {
                return answer;
            }
        }
    }

    /// Serves one message; `Some` when it answers request `id`.
    fn dispatch(
        &mut self,
        v: Value,
        id: Option<u64>,
        incoming: &mut dyn Incoming,
    ) -> Result<Option<Result<Value, ExternalError>>, ExternalError> {
        let method = v.get("method").and_then(Value::as_str).map(String::from);
        let params = v.get("params").cloned().unwrap_or(Value::Null);
        match (method, v.get("id")) {
            (Some(m), Some(their_id)) => {
                let their_id = their_id.clone();
                let reply = match incoming.request(&m, &params) {
                    Ok(result) => json!({"id": their_id, "result": result}),
                    Err(f) => json!({"id": their_id, "error": {"code": f.code, "message": f.message}}),
                };
                let reply = self.message(reply);
                self.conn.send(&reply)?;
                Ok(None)
            }
            (Some(m), None) => {
                incoming.notification(&m, &params);
                Ok(None)
            }
            (None, Some(got)) if id.is_some() && got.as_u64() == id => {
                if let Some(e) = v.get("error") {
                    let text = e
                        .get("message")
                        .and_then(Value::as_str)
                        .map_or_else(|| e.to_string(), String::from);
                    return Ok(Some(Err(self.conn.protocol(format!("it refused the request: {text}")))));
                }
                Ok(Some(Ok(v.get("result").cloned().unwrap_or(Value::Null))))
            }
            // The answer to an earlier request nobody waits for (an interrupt).
            _ => Ok(None),
        }
    }
}
