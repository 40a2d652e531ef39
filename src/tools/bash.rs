//! `bash`: runs a command with `bash -c` (falling back to `sh`) in the working directory, in its own
//! process group, with stdin from /dev/null and provider keys removed from its environment.
//! `spawn_shell` is the only place where a command the model asked for becomes a process,
//! foreground or background (the sandbox wraps it); `terminate_group` is how every such process
//! group ends: SIGTERM, then SIGKILL after 2 s.

use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::signal::{Signal, killpg};
use nix::sys::wait::{WaitPidFlag, waitpid};
use nix::unistd::Pid;
use serde_json::{Value, json};

use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput, args};

pub const DEFAULT_TIMEOUT_S: u64 = 120;
pub const MAX_TIMEOUT_S: u64 = 600;
/// How long a process group has between SIGTERM and SIGKILL.
pub const KILL_GRACE: Duration = Duration::from_secs(2);

pub struct BashTool;

impl Tool for BashTool {
    fn name(&self) -> &'static str {
        "bash"
    }
    fn label(&self) -> &'static str {
        "Bash"
    }
    fn description(&self) -> &'static str {
        "Run a shell command with bash in the working directory (stdin is /dev/null, so it must not wait for input). stdout and stderr are merged; the last 2000 lines or 50 KiB are returned, and a longer output is saved to a log file. Default timeout 120 s, at most 600 s. With run_in_background=true the command keeps running and you get a job id: read its output with bash_output and stop it with bash_kill."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "command": {"type": "string", "description": "The command to run"},
                "timeout": {"type": "integer", "minimum": 1, "maximum": MAX_TIMEOUT_S, "description": "Timeout in seconds (default 120, at most 600); ignored in the background"},
                "run_in_background": {"type": "boolean", "description": "Start the command and return at once with a job id (for servers and watchers)"}
            },
            "required": ["command"],
            "additionalProperties": false
        })
    }
    fn permission(&self) -> PermissionClass {
        PermissionClass::Execute
    }
    fn prompt_snippet(&self) -> &'static str {
        "bash: run a shell command (tests, builds, git); run_in_background for servers"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let command = args::str(args, "command").unwrap_or_default();
        if args::bool(args, "run_in_background") {
            return ctx.state.jobs().start(command, ctx);
        }
        let secs = args
            .get("timeout")
            .and_then(Value::as_u64)
            .unwrap_or(DEFAULT_TIMEOUT_S)
            .clamp(1, MAX_TIMEOUT_S);
        crate::tools::bash_run::run(command, ctx, Duration::from_secs(secs))
    }
}

/// What `spawn_shell` needs to start a command.
pub struct ShellRequest<'a> {
    pub command: &'a str,
    pub cwd: &'a Path,
    /// Where stdout and stderr both go: a pipe's write end or a log file.
    pub output: &'a File,
    /// Variables kept from the command besides the built-in rule (see `is_secret_env`).
    pub hidden_env: &'a [String],
}

/// Starts `bash -c command` (or `sh -c` where there is no bash) in a new process group, stdin
/// from /dev/null, stdout and stderr on `output`, without secret variables. The process group id
/// is the child's pid.
pub fn spawn_shell(req: &ShellRequest) -> std::io::Result<Child> {
    let mut result = Err(std::io::Error::from(std::io::ErrorKind::NotFound));
    for shell in ["bash", "/bin/sh"] {
        let mut cmd = Command::new(shell);
        cmd.arg("-c")
            .arg(req.command)
            .current_dir(req.cwd)
            .stdin(Stdio::null())
            .stdout(Stdio::from(req.output.try_clone()?))
            .stderr(Stdio::from(req.output.try_clone()?))
            .process_group(0);
        for (name, _) in std::env::vars_os() {
            if is_secret_env(&name.to_string_lossy(), req.hidden_env) {
                cmd.env_remove(&name);
            }
        }
        result = cmd.spawn();
        match &result {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound && req.cwd.is_dir() => continue,
            _ => break,
        }
    }
    result
}

/// Whether a variable stays out of commands: provider keys (`*_API_KEY`, `*_AUTH_TOKEN`, the
/// config's `apiKeyEnv` names) and ama's own secrets (`AMA_*` naming a key, token, secret or
/// password).
pub fn is_secret_env(name: &str, extra: &[String]) -> bool {
    let upper = name.to_ascii_uppercase();
    extra.iter().any(|e| e == name)
        || upper.ends_with("_API_KEY")
        || upper.ends_with("_AUTH_TOKEN")
        || (upper.starts_with("AMA_")
            && ["KEY", "TOKEN", "SECRET", "PASSWORD"]
                .iter()
                .any(|w| upper.contains(w)))
}

/// How a process group was ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// It was gone within the grace period after SIGTERM.
    Term,
    /// It outlived SIGTERM by `KILL_GRACE` and got SIGKILL.
    Kill,
}

impl Termination {
    /// How the result words it.
    pub fn describe(self) -> String {
        match self {
            Termination::Term => "its process group was stopped with SIGTERM".into(),
            Termination::Kill => format!(
                "its process group ignored SIGTERM and was killed with SIGKILL after {} s",
                KILL_GRACE.as_secs()
            ),
        }
    }
}

/// Whether any process of group `pgid` (ours to reap or not) still exists.
pub fn group_alive(pgid: i32) -> bool {
    !matches!(killpg(Pid::from_raw(pgid), None), Err(Errno::ESRCH))
}

/// Reaps the group leader `pgid` (our child) if it has exited; true once it has been reaped.
fn reap(pgid: i32) -> bool {
    match waitpid(Pid::from_raw(pgid), Some(WaitPidFlag::WNOHANG)) {
        Ok(nix::sys::wait::WaitStatus::StillAlive) => false,
        Ok(_) | Err(_) => true,
    }
}

/// Ends process groups: SIGTERM to each, then SIGKILL to those still there after `KILL_GRACE`.
/// Each group id is also the pid of its leader, our child, which is reaped here.
pub fn terminate_groups(pgids: &[i32]) -> Vec<Termination> {
    for &g in pgids {
        let _ = killpg(Pid::from_raw(g), Signal::SIGTERM);
    }
    let deadline = Instant::now() + KILL_GRACE;
    let mut out = vec![Termination::Term; pgids.len()];
    loop {
        let mut left = false;
        for &g in pgids {
            reap(g);
            left |= group_alive(g);
        }
        if !left {
            return out;
        }
        if Instant::now() >= deadline {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    for (i, &g) in pgids.iter().enumerate() {
        if group_alive(g) {
            let _ = killpg(Pid::from_raw(g), Signal::SIGKILL);
            out[i] = Termination::Kill;
        }
    }
    // SIGKILL cannot be caught; reap the leaders so no zombie stays behind.
    let deadline = Instant::now() + Duration::from_millis(500);
    while pgids.iter().any(|&g| !reap(g)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(5));
    }
    out
}

#[cfg(test)]
#[path = "bash_tests.rs"]
mod tests;
