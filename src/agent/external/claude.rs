//! The `claude` runner: Claude Code's headless mode, `claude -p --input-format stream-json
//! --output-format stream-json --verbose --permission-prompt-tool stdio` (the SDK's own way to
//! drive it, and the only one that hands every permission prompt to the caller as a
//! `can_use_tool` control request). The prompt goes in as one `user` message; `system/init`
//! names the session, `assistant` messages give the live lines, each `can_use_tool` is answered
//! by a human through the parent, and `result` ends the turn with its text, cost and usage.
//! `--resume <id>` continues a task's session; an abort sends the `interrupt` control request.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::agent::external::error::ExternalError;
use crate::agent::external::records;
use crate::agent::external::stdio::{Conn, Next};
use crate::agent::external::{Ask, Job, Outcome, label};
use crate::permissions::approvals::Answer;

/// How long the CLI may take to say anything at all.
const FIRST_LINE: Duration = Duration::from_secs(120);
/// How long an interrupted turn may take to end.
const INTERRUPT_GRACE: Duration = Duration::from_secs(5);

pub fn run(job: &Job) -> Result<Outcome, ExternalError> {
    let mut args: Vec<String> = [
        "-p",
        "--input-format",
        "stream-json",
        "--output-format",
        "stream-json",
        "--verbose",
        "--permission-prompt-tool",
        "stdio",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    if let Some(id) = job.resume {
        args.extend(["--resume".to_string(), id.to_string()]);
    }
    let mut conn = Conn::start(job.agent, job.spec, job.cwd, job.log_dir, &args)?;
    conn.send(&json!({
        "type": "user",
        "message": {"role": "user", "content": [{"type": "text", "text": job.prompt}]},
    }))?;
    let mut turn = Turn {
        job,
        session_id: job.resume.map(String::from),
        recorded: false,
    };
    let mut deadline = Some(Instant::now() + FIRST_LINE);
    let mut interrupted = false;
    loop {
        if job.cancel.is_cancelled() && !interrupted {
            interrupted = true;
            let _ = conn.send(&json!({
                "type": "control_request",
                "request_id": format!("ama-interrupt-{}", crate::util::ids::short_id()),
                "request": {"subtype": "interrupt"},
            }));
            deadline = Some(Instant::now() + INTERRUPT_GRACE);
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Err(if interrupted {
                ExternalError::Aborted
            } else {
                conn.timeout("with its first message")
            });
        }
        let v = match conn.next(Duration::from_millis(50)) {
            Next::Idle => continue,
            Next::Closed if interrupted => return Err(ExternalError::Aborted),
            Next::Closed => return Err(conn.died()),
            Next::Line(v) => v,
        };
        if !interrupted {
            deadline = None;
        }
        if let Some(done) = turn.line(&mut conn, &v)? {
            if interrupted {
                return Err(ExternalError::Aborted);
            }
            return done;
        }
    }
}

struct Turn<'a> {
    job: &'a Job<'a>,
    session_id: Option<String>,
    recorded: bool,
}

impl Turn<'_> {
    /// Handles one line; `Some` at the `result`.
    fn line(
        &mut self,
        conn: &mut Conn,
        v: &Value,
    ) -> Result<Option<Result<Outcome, ExternalError>>, ExternalError> {
        if let Some(id) = v.get("session_id").and_then(Value::as_str) {
            self.session_id = Some(id.to_string());
            self.record_session(id);
        }
        match v.get("type").and_then(Value::as_str) {
            Some("assistant") => self.live(v),
            Some("control_request") => {
                let reply = self.control(v);
                conn.send(&reply)?;
            }
            Some("result") => return Ok(Some(self.result(conn, v))),
            _ => {}
        }
        Ok(None)
    }

    fn record_session(&mut self, id: &str) {
        if !self.recorded {
            self.recorded = true;
            records::session(self.job, id);
        }
    }

    /// `→ Bash touch made.txt` for each tool call of an assistant message.
    fn live(&self, v: &Value) {
        let blocks = v.pointer("/message/content").and_then(Value::as_array);
        for b in blocks.into_iter().flatten() {
            if b.get("type").and_then(Value::as_str) != Some("tool_use") {
                continue;
            }
            let name = b.get("name").and_then(Value::as_str).unwrap_or("tool");
            let arg = ["command", "file_path", "path", "pattern", "url", "description"]
                .iter()
                .find_map(|k| b.pointer(&format!("/input/{k}")).and_then(Value::as_str))
                .unwrap_or("");
            let line = format!("→ {name} {}", super::acp_client::one_line(arg));
            self.job.host.live(line.trim_end().to_string());
        }
    }

    /// The answer to a control request: `can_use_tool` asks a human; others are refused.
    fn control(&self, v: &Value) -> Value {
        let id = v.get("request_id").cloned().unwrap_or(Value::Null);
        let req = v.get("request").cloned().unwrap_or(Value::Null);
        if req.get("subtype").and_then(Value::as_str) != Some("can_use_tool") {
            let what = req.get("subtype").and_then(Value::as_str).unwrap_or("?");
            return json!({"type": "control_response", "response": {
                "subtype": "error", "request_id": id,
                "error": format!("ama does not answer `{what}` control requests"),
            }});
        }
        let tool = req.get("tool_name").and_then(Value::as_str).unwrap_or("tool");
        let input = req.get("input").cloned().unwrap_or(json!({}));
        let ask = Ask {
            title: req
                .get("description")
                .and_then(Value::as_str)
                .map_or_else(|| tool.to_string(), |d| format!("{tool}: {d}")),
            kind: Some(tool.to_string()),
            paths: ["file_path", "path", "notebook_path"]
                .iter()
                .filter_map(|k| input.get(*k).and_then(Value::as_str).map(String::from))
                .collect(),
            input: input.clone(),
        };
        let sid = self.session_id.clone().unwrap_or_default();
        let answer = self.job.host.approve(&label(self.job.agent, &sid), &ask, self.job.cancel);
        let response = match answer {
            Answer::Allow => json!({"behavior": "allow", "updatedInput": input}),
            // Claude Code remembers it for its session; never in a settings file.
            Answer::AllowSession => {
                let rules: Vec<Value> = req
                    .get("permission_suggestions")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .map(|s| {
                        let mut s = s.clone();
                        s["destination"] = json!("session");
                        s
                    })
                    .collect();
                json!({"behavior": "allow", "updatedInput": input, "updatedPermissions": rules})
            }
            Answer::Deny => json!({
                "behavior": "deny",
                "message": "The user denied this through ama. Do not retry it; say what you needed instead.",
            }),
        };
        json!({"type": "control_response", "response": {
            "subtype": "success", "request_id": id, "response": response,
        }})
    }

    fn result(&self, conn: &Conn, v: &Value) -> Result<Outcome, ExternalError> {
        let job = self.job;
        let session_id = self.session_id.clone().unwrap_or_default();
        let cost = v.get("total_cost_usd").and_then(Value::as_f64);
        let u = v.get("usage");
        let n = |k: &str| u.and_then(|u| u.get(k)).and_then(Value::as_u64).unwrap_or(0);
        let tokens = u.map(|_| {
            n("input_tokens")
                + n("output_tokens")
                + n("cache_read_input_tokens")
                + n("cache_creation_input_tokens")
        });
        records::usage(job, &session_id, cost, tokens);
        let text = v.get("result").and_then(Value::as_str).unwrap_or("").to_string();
        if v.get("is_error").and_then(Value::as_bool) == Some(true) {
            let why = if text.is_empty() {
                v.get("subtype").and_then(Value::as_str).unwrap_or("error").to_string()
            } else {
                text
            };
            return Err(conn.protocol(format!("its turn ended with an error: {why}")));
        }
        Ok(Outcome {
            session_id,
            text,
            turns: v.get("num_turns").and_then(Value::as_u64).unwrap_or(1) as u32,
            cost_usd: cost,
            tokens,
        })
    }
}
