//! One script run in a Node child: the runner (`runner.js`, shipped in the binary) written to
//! the data dir at first use under its hash, the child started through `process::` in its own
//! process group with Node's permission model (reading only the runner), an empty environment
//! and, where the row needs it, inside the OS sandbox with network and writes denied; then the
//! JSON-lines protocol: a `run` line in, `call` lines out (each answered after `inner` ran it
//! through ama's pipeline), a `done` line out. The wall-clock timeout, the inner-call limit, the
//! line limit and an abort end the child's whole group.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};

use crate::codemode::node::Row;
use crate::process::{Confine, Group, Spawn, spawn_piped_in};
use crate::sandbox;
use crate::tools::ToolOutput;
use crate::util::cancel::Cancel;

/// The runner's source, written to the data dir at first use.
pub const RUNNER_JS: &str = include_str!("runner.js");
/// The most one protocol line from the child may hold.
const LINE_LIMIT: u64 = 4 * 1024 * 1024;
/// How long one line to the child may wait for room in its input pipe.
const WRITE_DEADLINE: Duration = Duration::from_secs(10);

/// The limits of one run.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub timeout: Duration,
    pub calls: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            timeout: Duration::from_secs(120),
            calls: 200,
        }
    }
}

/// What a finished run gives.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub ok: bool,
    /// `console.log` output, then the returned value (or the error with its line).
    pub text: String,
    /// The store after a successful run that wrote to it.
    pub store: Option<Map<String, Value>>,
}

/// One inner call: the tool's name, its arguments and the script line it came from.
pub type Inner<'a> = &'a dyn Fn(&str, Value, u64) -> ToolOutput;

/// Writes the runner under `dir` (once; its name holds its hash, and a file whose bytes differ
/// is written again) and returns its path.
pub fn runner_path(dir: &Path) -> std::io::Result<PathBuf> {
    let hash = Sha256::digest(RUNNER_JS.as_bytes());
    let short: String = hash.iter().take(8).map(|b| format!("{b:02x}")).collect();
    let dir = dir.join("codemode");
    let path = dir.join(format!("runner-{short}.js"));
    if std::fs::read(&path).ok().as_deref() != Some(RUNNER_JS.as_bytes()) {
        std::fs::create_dir_all(&dir)?;
        crate::util::atomic::write_atomic(&path, RUNNER_JS.as_bytes())?;
    }
    Ok(path)
}

/// Runs `code` on `row` with `store` and the callable `tools`; `inner` runs each call.
pub fn run(
    row: &Row,
    (runner, cwd): (&Path, &Path),
    (code, store, tools): (&str, &Map<String, Value>, &[String]),
    limits: Limits,
    cancel: &Cancel,
    inner: Inner,
) -> Outcome {
    let failed = |why: String| Outcome {
        ok: false,
        text: why,
        store: None,
    };
    let Some(node) = row.node() else {
        return failed(row.describe());
    };
    let spawn = Spawn {
        program: node.path.clone().into_os_string(),
        args: vec![
            OsString::from(node.permission_flag()),
            OsString::from(format!("--allow-fs-read={}", runner.display())),
            runner.as_os_str().to_owned(),
        ],
        cwd: cwd.to_path_buf(),
        // An empty environment: every variable of ama's is removed.
        env: std::env::vars_os().map(|(k, _)| (k, None)).collect(),
        output: None,
    };
    // The policy is fixed (network denied, nothing writable), whatever `sandbox.network` and
    // `sandbox.writable` say for bash.
    let confine = match row.confine() {
        Ok(os) => os.map(|status| Confine {
            status,
            policy: sandbox::Policy::deny_all(),
        }),
        Err(why) => return failed(why),
    };
    let (group, pipes) = match spawn_piped_in(&spawn, confine.as_ref()) {
        Ok(x) => x,
        Err(e) => {
            return failed(format!(
                "codemode could not start Node ({}): {e}; check `ama doctor`",
                node.path.display()
            ));
        }
    };
    use std::os::fd::AsFd;
    let nonblocking = nix::fcntl::fcntl(
        pipes.stdin.as_fd(),
        nix::fcntl::FcntlArg::F_SETFL(nix::fcntl::OFlag::O_NONBLOCK),
    );
    let mut session = Child {
        group: Some(group),
        stdin: pipes.stdin,
        lines: read_lines(pipes.stdout),
    };
    let start = json!({"t": "run", "code": code, "store": store, "tools": tools, "node": node.major});
    if nonblocking.is_err() || session.send(&start).is_err() {
        session.end();
        return failed("codemode's Node child exited before it took the script; check `ama doctor`".into());
    }
    let out = session.serve(limits, cancel, inner);
    session.end();
    out
}

struct Child {
    group: Option<Group>,
    stdin: std::process::ChildStdin,
    lines: Receiver<Value>,
}

impl Child {
    /// Writes one line, waiting for room at most `WRITE_DEADLINE` (the pipe is non-blocking).
    fn send(&mut self, v: &Value) -> std::io::Result<()> {
        let mut line = v.to_string();
        line.push('\n');
        let mut buf = line.as_bytes();
        let end = Instant::now() + WRITE_DEADLINE;
        while !buf.is_empty() {
            match self.stdin.write(buf) {
                Ok(0) => return Err(std::io::ErrorKind::WriteZero.into()),
                Ok(n) => buf = &buf[n..],
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock && Instant::now() < end => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    fn end(&mut self) {
        if let Some(mut g) = self.group.take() {
            g.end();
        }
    }

    /// Answers calls until `done`, the deadline, an abort or the child's end.
    fn serve(&mut self, limits: Limits, cancel: &Cancel, inner: Inner) -> Outcome {
        let deadline = Instant::now() + limits.timeout;
        let mut calls = 0usize;
        let stop = |text: String| Outcome {
            ok: false,
            text,
            store: None,
        };
        loop {
            if cancel.is_cancelled() {
                return stop("The script was aborted.".into());
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return stop(format!(
                    "The script timed out after {} s and was ended; make it do less per call, or split it.",
                    limits.timeout.as_secs()
                ));
            }
            let msg = match self.lines.recv_timeout(left.min(Duration::from_millis(50))) {
                Ok(m) => m,
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => {
                    return stop("codemode's Node child ended before the script finished (a protocol line over 4 MiB, or a crash).".into());
                }
            };
            match msg.get("t").and_then(Value::as_str) {
                Some("call") => {
                    calls += 1;
                    let id = msg.get("id").cloned().unwrap_or(Value::Null);
                    let reply = if calls > limits.calls {
                        json!({"t": "result", "id": id, "ok": false, "error": format!("codemode allows at most {} tool calls per script; do the rest in another script", limits.calls)})
                    } else {
                        let name = msg.get("name").and_then(Value::as_str).unwrap_or("");
                        let args = msg.get("args").cloned().unwrap_or(Value::Null);
                        let line = msg.get("line").and_then(Value::as_u64).unwrap_or(0);
                        reply_to(id, &inner(name, args, line))
                    };
                    if self.send(&reply).is_err() {
                        return stop("codemode's Node child stopped reading its input.".into());
                    }
                }
                Some("done") => return done(&msg),
                _ => {}
            }
        }
    }
}

/// A `result` line for a call: the structured value when the tool gave one, else the text;
/// an error result rejects the call's promise with its text.
fn reply_to(id: Value, out: &ToolOutput) -> Value {
    let text = out.joined_text();
    if out.is_error {
        return json!({"t": "result", "id": id, "ok": false, "error": text});
    }
    let structured = out.details.as_ref().and_then(|d| {
        d.get("structured")
            .or_else(|| d.get("structuredContent"))
            .filter(|v| !v.is_null())
            .cloned()
    });
    json!({"t": "result", "id": id, "ok": true, "value": structured.unwrap_or(Value::String(text))})
}

fn done(msg: &Value) -> Outcome {
    let logs = msg.get("logs").and_then(Value::as_str).unwrap_or("");
    let ok = msg.get("ok").and_then(Value::as_bool).unwrap_or(false);
    let mut text = logs.to_string();
    if ok {
        match msg.get("value") {
            None | Some(Value::Null) => {}
            Some(Value::String(s)) => text.push_str(s),
            Some(v) => text.push_str(&serde_json::to_string_pretty(v).unwrap_or_default()),
        }
        if text.is_empty() {
            text.push_str("(no output)");
        }
    } else {
        let error = msg.get("error").and_then(Value::as_str).unwrap_or("unknown error");
        let line = msg.get("line").and_then(Value::as_u64).unwrap_or(0);
        let at = if line > 0 { format!(" (script line {line})") } else { String::new() };
        text.push_str(&format!("Script error{at}: {error}"));
    }
    let wrote = msg.get("wrote").and_then(Value::as_bool).unwrap_or(false);
    let store = match msg.get("store") {
        Some(Value::Object(m)) if ok && wrote => Some(m.clone()),
        _ => None,
    };
    Outcome { ok, text, store }
}

/// The child's stdout as parsed lines on a channel, each line at most `LINE_LIMIT` bytes (a
/// longer one ends the reading, which the run reports).
fn read_lines(stdout: std::process::ChildStdout) -> Receiver<Value> {
    let (tx, rx) = std::sync::mpsc::channel();
    let _ = std::thread::Builder::new()
        .name("ama-codemode-read".into())
        .spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut buf = Vec::new();
                match reader.by_ref().take(LINE_LIMIT).read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => return,
                    Ok(_) if !buf.ends_with(b"\n") => return,
                    Ok(_) => {}
                }
                if let Ok(v) = serde_json::from_slice::<Value>(&buf)
                    && tx.send(v).is_err()
                {
                    return;
                }
            }
        });
    rx
}
