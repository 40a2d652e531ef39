//! The `codex` runner: `codex app-server`, Codex's JSON-RPC over stdio (without the `"jsonrpc"`
//! member), chosen over `codex exec --json` because exec cannot hand approvals to its caller.
//! `initialize` / `initialized`, `thread/start` (or `thread/resume` to continue a task) with the
//! `untrusted` approval policy (so every command that is not known safe asks; the sandbox is the
//! user's Codex setting), then `turn/start`; its
//! `item/commandExecution/requestApproval` and `item/fileChange/requestApproval` go to a human
//! through the parent, `item/*` notifications become live lines and the answer, token usage
//! comes from `thread/tokenUsage/updated`, and `turn/completed` ends the turn. An abort sends
//! `turn/interrupt`.

use std::time::Duration;

use serde_json::{Value, json};

use crate::agent::external::error::ExternalError;
use crate::agent::external::records;
use crate::agent::external::rpc::{CancelWith, Fault, Incoming, Peer, Wait};
use crate::agent::external::stdio::Conn;
use crate::agent::external::{Ask, Job, Outcome, label};
use crate::permissions::approvals::Answer;

/// How long the handshake and opening a thread may take.
const OPEN_DEADLINE: Duration = Duration::from_secs(60);

struct Turn<'a> {
    job: &'a Job<'a>,
    label: String,
    text: String,
    tokens: Option<u64>,
    /// `turn/completed`: its status and error message.
    done: Option<(String, Option<String>)>,
}

pub fn run(job: &Job) -> Result<Outcome, ExternalError> {
    // The built-in agent is `codex app-server`; a configured one names its own arguments.
    let extra: Vec<String> = if job.spec.args.is_empty() {
        vec!["app-server".into()]
    } else {
        Vec::new()
    };
    let conn = Conn::start(job.agent, job.spec, job.cwd, job.log_dir, &extra)?;
    let mut peer = Peer::new(conn, false);
    let mut t = Turn {
        job,
        label: label(job.agent, ""),
        text: String::new(),
        tokens: None,
        done: None,
    };
    let thread_id = open_thread(&mut peer, &mut t)?;
    t.label = label(job.agent, &thread_id);
    records::session(job, &thread_id);
    turn(&mut peer, &mut t, thread_id)
}

fn open_wait(what: &'static str) -> Wait<'static> {
    Wait {
        deadline: Some(OPEN_DEADLINE),
        cancel: None,
        what,
    }
}

/// The handshake, then a new thread or the task's earlier one; its id.
fn open_thread(peer: &mut Peer, t: &mut Turn) -> Result<String, ExternalError> {
    let job = t.job;
    peer.call(
        "initialize",
        json!({"clientInfo": {"name": "ama", "title": "ama", "version": env!("CARGO_PKG_VERSION")}}),
        t,
        open_wait("to initialize"),
    )?;
    peer.notify("initialized", json!({}))?;
    let cwd = job.cwd.display().to_string();
    let opened = match job.resume {
        Some(id) => peer.call(
            "thread/resume",
            json!({"threadId": id, "cwd": cwd, "approvalPolicy": "untrusted"}),
            t,
            open_wait("to resume the thread"),
        )?,
        None => peer.call(
            "thread/start",
            json!({"cwd": cwd, "approvalPolicy": "untrusted"}),
            t,
            open_wait("to start a thread"),
        )?,
    };
    opened
        .pointer("/thread/id")
        .and_then(Value::as_str)
        .map(String::from)
        .ok_or_else(|| peer.conn.protocol(format!("the thread has no id: {opened}")))
}

/// `turn/start`, then its notifications up to `turn/completed`, with its usage recorded.
fn turn(peer: &mut Peer, t: &mut Turn, thread_id: String) -> Result<Outcome, ExternalError> {
    let job = t.job;
    let started = peer.call(
        "turn/start",
        json!({"threadId": thread_id, "input": [{"type": "text", "text": job.prompt, "text_elements": []}]}),
        t,
        open_wait("to start the turn"),
    )?;
    let turn_id = started
        .pointer("/turn/id")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    let served = peer.serve(
        t,
        Wait {
            deadline: None,
            cancel: Some((
                job.cancel,
                CancelWith {
                    method: "turn/interrupt",
                    params: json!({"threadId": thread_id, "turnId": turn_id}),
                    request: true,
                },
            )),
            what: "the turn",
        },
    );
    records::usage(job, &thread_id, None, t.tokens);
    served?;
    match t.done.clone() {
        Some((status, _)) if status == "interrupted" || job.cancel.is_cancelled() => {
            Err(ExternalError::Aborted)
        }
        Some((status, error)) if status == "failed" => Err(peer.conn.protocol(format!(
            "its turn failed: {}",
            error.unwrap_or_else(|| "no reason given".into())
        ))),
        _ => Ok(Outcome {
            session_id: thread_id,
            text: std::mem::take(&mut t.text),
            turns: 1,
            cost_usd: None,
            tokens: t.tokens,
        }),
    }
}

/// Codex's decision for `answer`, among the ones it offers (all of them when it names none).
fn decision(answer: Answer, offered: Option<&Value>) -> Value {
    let list = offered.and_then(Value::as_array);
    let has = |d: &str| list.is_none_or(|l| l.iter().any(|v| v == d));
    let amendment = list.and_then(|l| {
        l.iter()
            .find(|v| v.get("acceptWithExecpolicyAmendment").is_some())
            .cloned()
    });
    match answer {
        Answer::Allow => json!("accept"),
        // Remembered by Codex for its session (or by its exec policy when that is all it offers).
        Answer::AllowSession if has("acceptForSession") => json!("acceptForSession"),
        Answer::AllowSession => amendment.unwrap_or(json!("accept")),
        // `decline` even when Codex offers only `cancel` (its `untrusted` policy does): `cancel`
        // ends Codex's whole turn, `decline` hands "rejected by user" to its model, which goes on.
        Answer::Deny => json!("decline"),
    }
}

impl Incoming for Turn<'_> {
    fn request(&mut self, method: &str, params: &Value) -> Result<Value, Fault> {
        let ask = match method {
            "item/commandExecution/requestApproval" | "execCommandApproval" => {
                let command = params.get("command").and_then(Value::as_str).unwrap_or("");
                Ask {
                    title: format!("run `{}`", super::acp_client::one_line(command)),
                    kind: Some("execute".into()),
                    paths: Vec::new(),
                    input: params.clone(),
                }
            }
            "item/fileChange/requestApproval" | "applyPatchApproval" => Ask {
                title: "change files".into(),
                kind: Some("edit".into()),
                paths: params
                    .get("grantRoot")
                    .and_then(Value::as_str)
                    .map(|p| vec![p.to_string()])
                    .unwrap_or_default(),
                input: params.clone(),
            },
            _ => return Err(Fault::not_found(method)),
        };
        let answer = self.job.host.approve(&self.label, &ask, self.job.cancel);
        Ok(json!({"decision": decision(answer, params.get("availableDecisions"))}))
    }

    fn notification(&mut self, method: &str, params: &Value) {
        let item = params.get("item");
        let kind = item.and_then(|i| i.get("type")).and_then(Value::as_str);
        match (method, kind) {
            ("item/started", Some("commandExecution")) => {
                let c = item
                    .and_then(|i| i.get("command"))
                    .and_then(Value::as_str)
                    .unwrap_or("");
                self.job.host.live(format!("→ bash {}", super::acp_client::one_line(c)));
            }
            ("item/started", Some("fileChange")) => self.job.host.live("→ edit files".into()),
            ("item/completed", Some("agentMessage")) => {
                if let Some(t) = item.and_then(|i| i.get("text")).and_then(Value::as_str) {
                    if !self.text.is_empty() {
                        self.text.push('\n');
                    }
                    self.text.push_str(t);
                }
            }
            ("thread/tokenUsage/updated", _) => {
                // `last` is one request's usage: summed, the turn's (`total` is the thread's).
                if let Some(n) = params
                    .pointer("/tokenUsage/last/totalTokens")
                    .and_then(Value::as_u64)
                {
                    *self.tokens.get_or_insert(0) += n;
                }
            }
            ("turn/completed", _) => {
                let status = params
                    .pointer("/turn/status")
                    .and_then(Value::as_str)
                    .unwrap_or("completed")
                    .to_string();
                let error = params
                    .pointer("/turn/error/message")
                    .and_then(Value::as_str)
                    .map(String::from);
                self.done = Some((status, error));
            }
            _ => {}
        }
    }

    fn finished(&self) -> bool {
        self.done.is_some()
    }
}
