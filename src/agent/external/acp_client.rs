//! The `acp` runner: ama as an Agent Client Protocol client over the child's stdio —
//! `initialize`, `session/new` (or `session/load` to continue a task), `session/prompt`, and
//! `session/cancel` on abort. The child's `session/request_permission` goes to a human through
//! the parent (`Host::approve`), its `fs/*` requests are answered by `acp_fs`, and its updates
//! become the task's live lines and final text.

use std::time::Duration;

use serde_json::{Value, json};

use crate::agent::external::acp_fs::Files;
use crate::agent::external::error::ExternalError;
use crate::agent::external::records;
use crate::agent::external::rpc::{CancelWith, Fault, Incoming, Peer, Wait};
use crate::agent::external::stdio::Conn;
use crate::agent::external::{Ask, Job, Outcome, label};
use crate::permissions::approvals::Answer;

/// How long the handshake and opening a session may take.
const OPEN_DEADLINE: Duration = Duration::from_secs(60);

/// What one ACP session's messages build up.
struct Session<'a> {
    job: &'a Job<'a>,
    label: String,
    files: Files,
    text: String,
    /// The cumulative cost the agent last reported (`usage_update.cost`).
    cost: Option<f64>,
    /// While `session/load` replays history: updates are not this prompt's.
    replaying: bool,
}

pub fn run(job: &Job) -> Result<Outcome, ExternalError> {
    let conn = Conn::start(job.agent, job.spec, job.cwd, job.log_dir, &[])?;
    let mut peer = Peer::new(conn, true);
    let mut s = Session {
        job,
        label: label(job.agent, ""),
        files: Files::new(job.cwd),
        text: String::new(),
        cost: None,
        replaying: false,
    };
    let init = peer.call(
        "initialize",
        json!({
            "protocolVersion": 1,
            "clientCapabilities": {"fs": {"readTextFile": true, "writeTextFile": true}, "terminal": false},
            "clientInfo": {"name": "ama", "version": env!("CARGO_PKG_VERSION")},
        }),
        &mut s,
        open_wait("to initialize", job),
    )?;
    let can_load = init
        .pointer("/agentCapabilities/loadSession")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let session_id = open(&mut peer, &mut s, can_load)?;
    s.label = label(job.agent, &session_id);
    records::session(job, &session_id);
    prompt(&mut peer, &mut s, session_id)
}

/// `session/prompt` to its stop reason, with the turn's usage recorded.
fn prompt(peer: &mut Peer, s: &mut Session, session_id: String) -> Result<Outcome, ExternalError> {
    let job = s.job;
    let before = s.cost;
    let prompt = peer.call(
        "session/prompt",
        json!({"sessionId": session_id, "prompt": [{"type": "text", "text": job.prompt}]}),
        s,
        Wait {
            deadline: None,
            cancel: Some((
                job.cancel,
                CancelWith {
                    method: "session/cancel",
                    params: json!({"sessionId": session_id}),
                    request: false,
                },
            )),
            what: "the prompt",
        },
    );
    let cost = match (before, s.cost) {
        (Some(b), Some(a)) => Some((a - b).max(0.0)),
        (None, a) => a,
        (Some(_), None) => None,
    };
    let tokens = prompt
        .as_ref()
        .ok()
        .and_then(|r| r.pointer("/usage/totalTokens"))
        .and_then(Value::as_u64);
    records::usage(job, &session_id, cost, tokens);
    let stop = prompt?
        .get("stopReason")
        .and_then(Value::as_str)
        .unwrap_or("end_turn")
        .to_string();
    if stop == "cancelled" || job.cancel.is_cancelled() {
        return Err(ExternalError::Aborted);
    }
    if stop == "refusal" {
        return Err(peer.conn.protocol("it refused the prompt (stop reason `refusal`)"));
    }
    Ok(Outcome {
        session_id,
        text: std::mem::take(&mut s.text),
        turns: 1,
        cost_usd: cost,
        tokens,
    })
}

fn open_wait<'a>(what: &'static str, job: &'a Job) -> Wait<'a> {
    Wait {
        deadline: Some(OPEN_DEADLINE),
        cancel: Some((
            job.cancel,
            CancelWith {
                method: "$/cancel_request",
                params: json!({}),
                request: false,
            },
        )),
        what,
    }
}

/// A new session, or the task's earlier one when the agent can load it.
fn open(peer: &mut Peer, s: &mut Session, can_load: bool) -> Result<String, ExternalError> {
    let job = s.job;
    let cwd = job.cwd.display().to_string();
    if let Some(id) = job.resume {
        if !can_load {
            return Err(peer.conn.protocol(format!(
                "it cannot continue session `{id}` (no `loadSession` capability); start a new task instead"
            )));
        }
        s.replaying = true;
        let loaded = peer.call(
            "session/load",
            json!({"sessionId": id, "cwd": cwd, "mcpServers": []}),
            s,
            open_wait("to load the session", job),
        );
        s.replaying = false;
        loaded?;
        return Ok(id.to_string());
    }
    let made = peer.call(
        "session/new",
        json!({"cwd": cwd, "mcpServers": []}),
        s,
        open_wait("to open a session", job),
    )?;
    made.get("sessionId")
        .and_then(Value::as_str)
        .map(String::from)
        .ok_or_else(|| peer.conn.protocol(format!("`session/new` answered without a `sessionId`: {made}")))
}

impl Incoming for Session<'_> {
    fn request(&mut self, method: &str, params: &Value) -> Result<Value, Fault> {
        let (host, cancel) = (self.job.host, self.job.cancel);
        match method {
            "session/request_permission" => Ok(self.permission(params)),
            "fs/read_text_file" => self.files.read(params, host, &self.label, cancel),
            "fs/write_text_file" => self.files.write(params, host, &self.label, cancel),
            _ => Err(Fault::not_found(method)),
        }
    }

    fn notification(&mut self, method: &str, params: &Value) {
        if method != "session/update" || self.replaying {
            return;
        }
        let Some(update) = params.get("update") else {
            return;
        };
        match update.get("sessionUpdate").and_then(Value::as_str) {
            Some("agent_message_chunk") => {
                if let Some(t) = update.pointer("/content/text").and_then(Value::as_str) {
                    self.text.push_str(t);
                }
            }
            Some("tool_call") => {
                let title = update.get("title").and_then(Value::as_str).unwrap_or("tool");
                self.job.host.live(format!("→ {}", one_line(title)));
            }
            Some("tool_call_update") if update.get("status") == Some(&json!("failed")) => {
                let title = update.get("title").and_then(Value::as_str).unwrap_or("tool");
                self.job.host.live(format!("✗ {} failed", one_line(title)));
            }
            Some("usage_update") => {
                if let Some(c) = update.pointer("/cost/amount").and_then(Value::as_f64) {
                    self.cost = Some(c);
                }
            }
            _ => {}
        }
    }
}

impl Session<'_> {
    /// Asks a human and picks the agent's option of the matching kind.
    fn permission(&mut self, params: &Value) -> Value {
        let call = params.get("toolCall").cloned().unwrap_or(Value::Null);
        let ask = Ask {
            title: call
                .get("title")
                .and_then(Value::as_str)
                .unwrap_or("a tool call")
                .to_string(),
            kind: call.get("kind").and_then(Value::as_str).map(String::from),
            paths: call
                .get("locations")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(|l| l.get("path").and_then(Value::as_str).map(String::from))
                .collect(),
            input: call.get("rawInput").cloned().unwrap_or(Value::Null),
        };
        let answer = self.job.host.approve(&self.label, &ask, self.job.cancel);
        if answer.allows() {
            self.files.note_approved(&ask);
        }
        let wanted: &[&str] = match answer {
            Answer::Allow => &["allow_once", "allow_always"],
            Answer::AllowSession => &["allow_always", "allow_once"],
            Answer::Deny => &["reject_once", "reject_always"],
        };
        let options: Vec<&Value> = params
            .get("options")
            .and_then(Value::as_array)
            .map(|a| a.iter().collect())
            .unwrap_or_default();
        let chosen = wanted.iter().find_map(|kind| {
            options
                .iter()
                .find(|o| o.get("kind").and_then(Value::as_str) == Some(kind))
                .and_then(|o| o.get("optionId").cloned())
        });
        match chosen {
            Some(id) if !self.job.cancel.is_cancelled() => {
                json!({"outcome": {"outcome": "selected", "optionId": id}})
            }
            _ => json!({"outcome": {"outcome": "cancelled"}}),
        }
    }
}

/// The first line of `s`, at most 120 characters.
pub fn one_line(s: &str) -> String {
    s.lines().next().unwrap_or("").chars().take(120).collect()
}
