//! The ACP transport: JSON-RPC 2.0 messages as newline-delimited JSON on stdin and stdout (the
//! protocol's stdio transport). Lines are split by the RPC mode's `LineReader` and written by its
//! bounded `Outbox` (one writer thread, lines never interleave), so stdout carries protocol only.
//! `Peer` is the agent's side of the connection: notifications, responses, and requests to the
//! editor, each waiting at most its deadline for the answer.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::{Value, json};

use crate::modes::rpc::outbox::Lines;
use crate::modes::rpc::wire::Line;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// JSON-RPC and ACP error codes.
pub mod code {
    pub const PARSE_ERROR: i64 = -32700;
    pub const INVALID_REQUEST: i64 = -32600;
    pub const METHOD_NOT_FOUND: i64 = -32601;
    pub const INVALID_PARAMS: i64 = -32602;
    pub const INTERNAL_ERROR: i64 = -32603;
    pub const AUTH_REQUIRED: i64 = -32000;
    pub const RESOURCE_NOT_FOUND: i64 = -32002;
}

/// A JSON-RPC error object: what failed, with the input, and what to do next.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RpcError {
    pub code: i64,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<Value>,
}

impl RpcError {
    pub fn new(code: i64, message: impl Into<String>) -> RpcError {
        RpcError {
            code,
            message: message.into(),
            data: None,
        }
    }

    pub fn invalid_params(message: impl Into<String>) -> RpcError {
        RpcError::new(code::INVALID_PARAMS, message)
    }

    pub fn internal(message: impl Into<String>) -> RpcError {
        RpcError::new(code::INTERNAL_ERROR, message)
    }
}

impl std::fmt::Display for RpcError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (code {})", self.message, self.code)
    }
}

/// One message from the editor, sorted by its shape.
#[derive(Debug, PartialEq)]
pub enum Incoming {
    /// A request: it gets exactly one response with this id.
    Request {
        id: Value,
        method: String,
        params: Value,
    },
    /// A notification: no response.
    Notification { method: String, params: Value },
    /// The answer to one of our requests.
    Response {
        id: Value,
        outcome: Result<Value, RpcError>,
    },
}

/// Why a line is not a message, and the id to answer with when it had one.
#[derive(Debug)]
pub struct Malformed {
    pub id: Value,
    pub error: RpcError,
}

/// Parses one line from the editor into a message, or the error to answer it with.
pub fn parse(line: &Line) -> Result<Incoming, Malformed> {
    let parse_error = |why: String| Malformed {
        id: Value::Null,
        error: RpcError::new(code::PARSE_ERROR, why),
    };
    let bytes = match line {
        Line::Bytes(b) => b,
        Line::TooLong => {
            return Err(parse_error(format!(
                "line longer than {} MiB was dropped; send smaller messages",
                crate::modes::rpc::wire::MAX_LINE / (1024 * 1024)
            )));
        }
    };
    let text = std::str::from_utf8(bytes).map_err(|e| {
        parse_error(format!(
            "line is not valid UTF-8 (bad byte at offset {}); send UTF-8 JSON",
            e.valid_up_to()
        ))
    })?;
    let value: Value = serde_json::from_str(text).map_err(|e| {
        parse_error(format!(
            "line is not valid JSON ({e}); send one JSON-RPC message per line"
        ))
    })?;
    classify(value)
}

fn classify(value: Value) -> Result<Incoming, Malformed> {
    let invalid = |id: Value, why: String| Malformed {
        id,
        error: RpcError::new(code::INVALID_REQUEST, why),
    };
    let Value::Object(mut obj) = value else {
        return Err(invalid(
            Value::Null,
            "a JSON-RPC message is an object like {\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}; got another JSON value".into(),
        ));
    };
    let id = obj.remove("id");
    if let Some(id) = &id
        && !(id.is_string() || id.is_number() || id.is_null())
    {
        return Err(invalid(
            Value::Null,
            format!("the message's `id` is {id}; use a string or a number"),
        ));
    }
    let params = obj.remove("params").unwrap_or(Value::Null);
    match obj.remove("method") {
        Some(Value::String(method)) => Ok(match id {
            Some(id) => Incoming::Request { id, method, params },
            None => Incoming::Notification { method, params },
        }),
        Some(other) => Err(invalid(
            id.unwrap_or(Value::Null),
            format!("the message's `method` is {other}; send the method name as a string"),
        )),
        None => {
            let Some(id) = id else {
                return Err(invalid(
                    Value::Null,
                    "the message has neither `method` nor `id`; send a request, a notification or a response".into(),
                ));
            };
            let outcome = match (obj.remove("result"), obj.remove("error")) {
                (_, Some(error)) => Err(serde_json::from_value::<WireError>(error.clone())
                    .map(|e| RpcError::new(e.code, e.message))
                    .unwrap_or_else(|_| {
                        RpcError::internal(format!("the editor answered with the error {error}"))
                    })),
                (Some(result), None) => Ok(result),
                (None, None) => Ok(Value::Null),
            };
            Ok(Incoming::Response { id, outcome })
        }
    }
}

#[derive(serde::Deserialize)]
struct WireError {
    code: i64,
    #[serde(default)]
    message: String,
}

/// Why a request to the editor got no result.
#[derive(Debug, Clone, PartialEq)]
pub enum CallError {
    /// The editor answered with an error.
    Rejected(RpcError),
    /// No answer within the deadline.
    TimedOut(Duration),
    /// The run was cancelled while waiting.
    Cancelled,
    /// The connection is gone.
    Closed,
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallError::Rejected(e) => write!(f, "the editor refused: {e}"),
            CallError::TimedOut(d) => write!(
                f,
                "the editor did not answer within {} s; check that it is responsive",
                d.as_secs()
            ),
            CallError::Cancelled => write!(f, "cancelled before the editor answered"),
            CallError::Closed => write!(f, "the editor closed the connection"),
        }
    }
}

type Waiter = SyncSender<Result<Value, RpcError>>;

/// Our side of the connection, shared by every session's threads.
pub struct Peer {
    lines: Lines,
    next_id: AtomicU64,
    pending: Mutex<HashMap<u64, Waiter>>,
    closed: std::sync::atomic::AtomicBool,
}

impl Peer {
    pub fn new(lines: Lines) -> Arc<Peer> {
        Arc::new(Peer {
            lines,
            next_id: AtomicU64::new(0),
            pending: Mutex::new(HashMap::new()),
            closed: Default::default(),
        })
    }

    fn send(&self, value: &Value) {
        self.lines
            .send_line(crate::util::output::json_line(value));
    }

    /// A notification to the editor.
    pub fn notify(&self, method: &str, params: impl Serialize) {
        let params = serde_json::to_value(params).unwrap_or(Value::Null);
        self.send(&json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// The one response to the editor's request `id`.
    pub fn respond(&self, id: &Value, outcome: Result<Value, RpcError>) {
        let message = match outcome {
            Ok(result) => json!({"jsonrpc": "2.0", "id": id, "result": result}),
            Err(error) => json!({"jsonrpc": "2.0", "id": id, "error": error}),
        };
        self.send(&message);
    }

    /// Sends a request to the editor and waits for its answer, at most `deadline`, or until
    /// `cancel` fires.
    pub fn call(
        &self,
        method: &str,
        params: impl Serialize,
        deadline: Duration,
        cancel: Option<&Cancel>,
    ) -> Result<Value, CallError> {
        if self.closed.load(Ordering::SeqCst) {
            return Err(CallError::Closed);
        }
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        lock(&self.pending).insert(id, tx);
        let params = serde_json::to_value(params).unwrap_or(Value::Null);
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        let end = Instant::now() + deadline;
        let outcome = loop {
            if cancel.is_some_and(Cancel::is_cancelled) {
                break Err(CallError::Cancelled);
            }
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break Err(CallError::TimedOut(deadline));
            }
            match rx.recv_timeout(left.min(Duration::from_millis(50))) {
                Ok(Ok(value)) => break Ok(value),
                Ok(Err(e)) => break Err(CallError::Rejected(e)),
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => break Err(CallError::Closed),
            }
        };
        lock(&self.pending).remove(&id);
        outcome
    }

    /// Hands an answer to the request waiting for it; an answer nobody waits for is dropped.
    pub fn answer(&self, id: &Value, outcome: Result<Value, RpcError>) {
        let Some(id) = id.as_u64() else {
            eprintln!("warning: acp: an answer with the unknown id {id} was dropped");
            return;
        };
        match lock(&self.pending).remove(&id) {
            Some(waiter) => {
                let _ = waiter.try_send(outcome);
            }
            None => eprintln!("warning: acp: an answer to request {id}, which nobody waits for any more, was dropped"),
        }
    }

    /// End of input: every waiting request fails at once.
    pub fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        lock(&self.pending).clear();
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Incoming, code, parse};
    use crate::modes::rpc::wire::Line;

    fn p(s: &str) -> Result<Incoming, (serde_json::Value, i64)> {
        parse(&Line::Bytes(s.as_bytes().to_vec())).map_err(|m| (m.id, m.error.code))
    }

    #[test]
    fn messages_are_sorted_by_shape() {
        assert_eq!(
            p(r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"a":1}}"#).ok(),
            Some(Incoming::Request {
                id: json!(1),
                method: "initialize".into(),
                params: json!({"a": 1})
            })
        );
        assert_eq!(
            p(r#"{"jsonrpc":"2.0","method":"session/cancel","params":{}}"#).ok(),
            Some(Incoming::Notification {
                method: "session/cancel".into(),
                params: json!({})
            })
        );
        assert!(matches!(
            p(r#"{"jsonrpc":"2.0","id":4,"result":{"x":true}}"#),
            Ok(Incoming::Response { outcome: Ok(_), .. })
        ));
        assert!(matches!(
            p(r#"{"jsonrpc":"2.0","id":4,"error":{"code":-32603,"message":"no"}}"#),
            Ok(Incoming::Response {
                outcome: Err(_),
                ..
            })
        ));
    }

    #[test]
    fn malformed_lines_get_their_error_code() {
        assert_eq!(p("{nope").err(), Some((json!(null), code::PARSE_ERROR)));
        assert_eq!(p("[1]").err(), Some((json!(null), code::INVALID_REQUEST)));
        assert_eq!(
            p(r#"{"id":"a","method":7}"#).err(),
            Some((json!("a"), code::INVALID_REQUEST))
        );
        assert_eq!(
            p(r#"{"id":{"x":1},"method":"m"}"#).err(),
            Some((json!(null), code::INVALID_REQUEST))
        );
        assert_eq!(p(r#"{"jsonrpc":"2.0"}"#).err().map(|e| e.1), Some(code::INVALID_REQUEST));
    }
}
