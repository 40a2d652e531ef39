//! `bash`: runs a command in its own process group with merged stdout/stderr, streaming partial
//! output, with a deadline and abort that kill the whole group. `spawn_shell` is the only place
//! that starts a process on the model's behalf.

use std::io::Read;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, killpg};
use nix::unistd::Pid;
use serde_json::{Value, json};

use crate::tools::truncate;
use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput};

const DEFAULT_TIMEOUT_S: u64 = 120;
const MAX_TIMEOUT_S: u64 = 600;
/// How long output may keep arriving after the shell exits (background jobs holding the pipe).
const DRAIN_GRACE: Duration = Duration::from_millis(200);

pub struct BashTool;

impl Tool for BashTool {
    fn name(&self) -> &'static str {
        "bash"
    }
    fn label(&self) -> &'static str {
        "Bash"
    }
    fn description(&self) -> &'static str {
        "Run a shell command with bash in the working directory. stdout and stderr are merged; the last 2000 lines or 50 KB are returned. Default timeout 120 s, at most 600 s."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "command": {"type": "string", "description": "The command to run"},
                "timeout": {"type": "integer", "minimum": 1, "maximum": MAX_TIMEOUT_S, "description": "Timeout in seconds (default 120)"}
            },
            "required": ["command"],
            "additionalProperties": false
        })
    }
    fn permission(&self) -> PermissionClass {
        PermissionClass::Execute
    }
    fn prompt_snippet(&self) -> &'static str {
        "bash: run a shell command (tests, builds, git, search)"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let command = args
            .get("command")
            .and_then(Value::as_str)
            .unwrap_or_default();
        let timeout = Duration::from_secs(
            args.get("timeout")
                .and_then(Value::as_u64)
                .unwrap_or(DEFAULT_TIMEOUT_S)
                .min(MAX_TIMEOUT_S),
        );
        run(command, ctx, timeout)
    }
}

/// Starts `bash -c command` in a new process group, stdin closed, stdout and stderr on one pipe.
pub fn spawn_shell(command: &str, cwd: &Path) -> std::io::Result<(Child, std::fs::File)> {
    let (reader, writer) = nix::unistd::pipe().map_err(std::io::Error::from)?;
    let writer = std::fs::File::from(writer);
    let writer2 = writer.try_clone()?;
    let shell = if Path::new("/bin/bash").exists() {
        "/bin/bash"
    } else {
        "/bin/sh"
    };
    let child = Command::new(shell)
        .arg("-c")
        .arg(command)
        .current_dir(cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::from(writer))
        .stderr(Stdio::from(writer2))
        .process_group(0)
        .spawn()?;
    Ok((child, std::fs::File::from(reader)))
}

enum Ending {
    Exited(Option<i32>),
    TimedOut,
    Aborted,
}

fn run(command: &str, ctx: &ToolContext, timeout: Duration) -> ToolOutput {
    if !ctx.cwd.is_dir() {
        return ToolOutput::error(format!(
            "the working directory `{}` does not exist; the command was not run",
            ctx.cwd.display()
        ));
    }
    let (mut child, pipe) = match spawn_shell(command, ctx.cwd) {
        Ok(x) => x,
        Err(e) => return ToolOutput::error(format!("could not start bash: {e}")),
    };
    let pgid = Pid::from_raw(child.id() as i32);
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    std::thread::spawn(move || {
        let mut pipe = pipe;
        let mut buf = vec![0u8; 32 * 1024];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    if tx.send(buf[..n].to_vec()).is_err() {
                        break;
                    }
                }
            }
        }
    });
    let started = Instant::now();
    let mut output: Vec<u8> = Vec::new();
    let mut last_update = Instant::now();
    let ending = loop {
        match rx.recv_timeout(Duration::from_millis(10)) {
            Ok(chunk) => output.extend_from_slice(&chunk),
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => {}
        }
        if last_update.elapsed() >= Duration::from_millis(100) && !output.is_empty() {
            last_update = Instant::now();
            let (tail, _) = truncate::tail(&String::from_utf8_lossy(&output));
            (ctx.on_update)(&tail);
        }
        if ctx.cancel.is_cancelled() {
            kill_group(pgid, &mut child);
            break Ending::Aborted;
        }
        if started.elapsed() >= timeout {
            kill_group(pgid, &mut child);
            break Ending::TimedOut;
        }
        match child.try_wait() {
            Ok(Some(status)) => break Ending::Exited(status.code()),
            Ok(None) => {}
            Err(_) => break Ending::Exited(None),
        }
    };
    // Collect what is still in the pipe, but never wait on a background job that keeps it open.
    let grace = Instant::now() + DRAIN_GRACE;
    while let Some(left) = grace.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(chunk) => output.extend_from_slice(&chunk),
            Err(_) => break,
        }
    }
    let text = String::from_utf8_lossy(&output).into_owned();
    let (mut shown, cut) = truncate::tail(&text);
    if cut {
        let notice = match truncate::spill(&text, "bash") {
            Some(path) => format!(
                "[Output cut: showing the last {} lines of {}. The full output is in {}; read it with offset/limit or grep it.]\n",
                shown.lines().count(),
                text.lines().count(),
                path.display()
            ),
            None => format!(
                "[Output cut: showing the last {} lines of {}.]\n",
                shown.lines().count(),
                text.lines().count()
            ),
        };
        shown = notice + &shown;
    }
    if shown.is_empty() {
        shown.push_str("(no output)");
    }
    let details = |code: Option<i32>| json!({"exitCode": code, "truncated": cut});
    match ending {
        Ending::Exited(Some(0)) => ToolOutput {
            details: Some(details(Some(0))),
            ..ToolOutput::text(shown)
        },
        Ending::Exited(code) => {
            let what = code.map_or("was killed by a signal".to_string(), |c| {
                format!("exited with code {c}")
            });
            ToolOutput {
                details: Some(details(code)),
                ..ToolOutput::error(format!("{}\n\nCommand {what}", shown.trim_end()))
            }
        }
        Ending::TimedOut => ToolOutput::error(format!(
            "{}\n\nCommand timed out after {} s and was killed; raise `timeout` (max {MAX_TIMEOUT_S}) or run it in the background",
            shown.trim_end(),
            timeout.as_secs()
        )),
        Ending::Aborted => ToolOutput::error(format!("{}\n\nCommand aborted", shown.trim_end())),
    }
}

/// SIGTERM to the group, then SIGKILL if it lingers.
fn kill_group(pgid: Pid, child: &mut Child) {
    let _ = killpg(pgid, Signal::SIGTERM);
    let deadline = Instant::now() + Duration::from_millis(500);
    while Instant::now() < deadline {
        if let Ok(Some(_)) = child.try_wait() {
            let _ = killpg(pgid, Signal::SIGKILL);
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = killpg(pgid, Signal::SIGKILL);
    let _ = child.wait();
}
