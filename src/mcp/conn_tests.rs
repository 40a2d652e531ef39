//! `Conn` against an in-memory server: answers, progress, errors, cancellation, a dead
//! connection and the server's own `ping`.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{Conn, Inbox, Outgoing, Progress, Wait};
use crate::mcp::error::McpError;
use crate::mcp::log::Log;
use crate::util::cancel::Cancel;

/// Records what ama sends and answers like a tiny server, on its own thread.
struct Fake {
    inbox: Inbox,
    sent: Arc<Mutex<Vec<Value>>>,
}

impl Outgoing for Fake {
    fn send(&self, msg: &Value) -> Result<(), String> {
        self.sent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(msg.clone());
        let (inbox, msg) = (self.inbox.clone(), msg.clone());
        std::thread::spawn(move || {
            let id = msg["id"].clone();
            match msg["method"].as_str() {
                Some("echo") => {
                    let token = msg["params"]["_meta"]["progressToken"].clone();
                    if !token.is_null() {
                        inbox.deliver(json!({"jsonrpc": "2.0", "method": "notifications/progress",
                            "params": {"progressToken": token, "progress": 1, "total": 2, "message": "half"}}));
                    }
                    inbox.deliver(json!({"jsonrpc": "2.0", "id": id, "result": msg["params"]}));
                }
                Some("fail") => inbox.deliver(json!({"jsonrpc": "2.0", "id": id,
                    "error": {"code": -32602, "message": "bad params"}})),
                Some("die") => inbox.closed("exited (its stdout closed)".into()),
                _ => {}
            }
        });
        Ok(())
    }

    fn close(&self) {}
}

fn conn() -> (Conn, Inbox, Arc<Mutex<Vec<Value>>>) {
    let (conn, inbox) = Conn::new("fake", Arc::new(Log::default()));
    let sent = Arc::new(Mutex::new(Vec::new()));
    conn.attach(Box::new(Fake {
        inbox: inbox.clone(),
        sent: sent.clone(),
    }));
    (conn, inbox, sent)
}

fn wait<'a>(cancel: Option<&'a Cancel>, on_progress: Option<&'a dyn Fn(&Progress)>) -> Wait<'a> {
    Wait {
        timeout: Duration::from_secs(5),
        setting: "toolTimeoutMs",
        cancel,
        on_progress,
    }
}

#[test]
fn answers_progress_and_errors() {
    let (conn, _, _) = conn();
    let seen = Mutex::new(Vec::new());
    let on = |p: &Progress| {
        seen.lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(p.clone())
    };
    let got = conn.request("echo", json!({"x": 1}), &wait(None, Some(&on)));
    assert_eq!(got.map(|v| v["x"].clone()), Ok(json!(1)));
    assert_eq!(
        seen.into_inner().unwrap_or_default(),
        vec![Progress {
            progress: 1.0,
            total: Some(2.0),
            message: Some("half".into())
        }]
    );
    assert_eq!(
        conn.request("fail", json!({}), &wait(None, None)),
        Err(McpError::Rpc {
            server: "fake".into(),
            what: "`fail`".into(),
            code: -32602,
            message: "bad params".into()
        })
    );
}

#[test]
fn cancel_sends_cancelled_and_returns_quickly() {
    let (conn, _, sent) = conn();
    let cancel = Cancel::new();
    let c = cancel.clone();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        c.cancel();
    });
    let started = Instant::now();
    let got = conn.request("slow", json!({}), &wait(Some(&cancel), None));
    assert!(matches!(got, Err(McpError::Cancelled { .. })), "{got:?}");
    assert!(
        started.elapsed() < Duration::from_millis(400),
        "{:?}",
        started.elapsed()
    );
    let sent = sent.lock().unwrap_or_else(|p| p.into_inner()).clone();
    assert_eq!(sent[1]["method"], "notifications/cancelled");
    assert_eq!(sent[1]["params"]["requestId"], sent[0]["id"]);
    let t = conn.request(
        "slow",
        json!({}),
        &Wait {
            timeout: Duration::from_millis(60),
            setting: "toolTimeoutMs",
            cancel: None,
            on_progress: None,
        },
    );
    assert!(
        matches!(
            t,
            Err(McpError::Timeout {
                setting: "toolTimeoutMs",
                ..
            })
        ),
        "{t:?}"
    );
}

#[test]
fn a_dead_connection_fails_what_waits_and_ping_is_answered() {
    let (conn, inbox, sent) = conn();
    let got = conn.request("die", json!({}), &wait(None, None));
    assert_eq!(
        got.map_err(|e| e.to_string()),
        Err(
            "MCP server `fake` exited (its stdout closed) while `die` was running; the call failed"
                .into()
        )
    );
    assert!(conn.closed().is_some());
    let (conn2, inbox2, sent2) = self::conn();
    inbox2.deliver(json!({"jsonrpc": "2.0", "id": "p1", "method": "ping"}));
    inbox2.deliver(json!({"jsonrpc": "2.0", "id": 7, "method": "sampling/createMessage"}));
    inbox2.deliver(json!({"jsonrpc": "2.0", "method": "notifications/tools/list_changed"}));
    let sent2 = sent2.lock().unwrap_or_else(|p| p.into_inner()).clone();
    assert_eq!(
        sent2[0],
        json!({"jsonrpc": "2.0", "id": "p1", "result": {}})
    );
    assert_eq!(sent2[1]["error"]["code"], -32601);
    assert!(conn2.take_tools_changed());
    assert!(!conn2.take_tools_changed());
    drop((inbox, sent));
}
