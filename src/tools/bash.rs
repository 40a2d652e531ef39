//! `bash`: runs a command with `bash -c` (falling back to `sh`) in the working directory, in its own
//! process group, with stdin from /dev/null and provider keys removed from its environment.
//! `spawn_shell` turns a command the model asked for into a `process::Spawn`, foreground or
//! background; the process layer (`src/process/`) creates, tracks and ends it.

use std::ffi::OsString;
use std::fs::File;
use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::process::{self, Group, KILL_GRACE, ProcessError, Spawn, Termination};
use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput, args};

pub const DEFAULT_TIMEOUT_S: u64 = 120;
pub const MAX_TIMEOUT_S: u64 = 600;
/// Added to a result when the shell left processes running, which were then ended.
pub const LEFTOVERS_NOTE: &str = "[Processes the command left running were stopped when it finished. Start servers and watchers with run_in_background=true.]";

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

/// Starts `bash -c command` (or `sh -c` where there is no bash) through the process layer: a new
/// process group, stdin from /dev/null, stdout and stderr on `output`, without secret variables
/// and with git's repository-run programs turned off (`git_guard_env`).
pub fn spawn_shell(req: &ShellRequest) -> Result<Group, ProcessError> {
    let env = shell_env(std::env::vars_os(), req.hidden_env);
    let mut result = None;
    for shell in ["bash", "/bin/sh"] {
        let attempt = process::spawn(&Spawn {
            program: shell.into(),
            args: vec!["-c".into(), req.command.into()],
            cwd: req.cwd.to_path_buf(),
            env: env.clone(),
            output: Some(
                req.output
                    .try_clone()
                    .map_err(|source| ProcessError::Output {
                        program: shell.into(),
                        source,
                    })?,
            ),
        });
        match attempt {
            Err(e) if e.is_not_found() && req.cwd.is_dir() => result = Some(Err(e)),
            other => return other,
        }
    }
    result.unwrap_or_else(|| {
        Err(ProcessError::Spawn {
            program: "bash".into(),
            cwd: req.cwd.to_path_buf(),
            source: std::io::ErrorKind::NotFound.into(),
        })
    })
}

/// The changes to ama's environment (`vars`) for a command: secret variables removed, and git's
/// guard appended to any `GIT_CONFIG_COUNT` entries already there.
pub fn shell_env(
    vars: impl Iterator<Item = (OsString, OsString)>,
    hidden: &[String],
) -> Vec<(OsString, Option<OsString>)> {
    let mut out = Vec::new();
    let mut count = None;
    for (name, value) in vars {
        let text = name.to_string_lossy();
        if is_secret_env(&text, hidden) {
            out.push((name, None));
        } else if text == "GIT_CONFIG_COUNT" {
            count = Some(value.to_string_lossy().trim().parse::<usize>().unwrap_or(0));
        }
    }
    out.extend(git_guard_env(count.unwrap_or(0)));
    out
}

/// Settings that stop git from running programs a repository's own config names while the agent
/// reads it: no fsmonitor hook, no hooks, `cat` as the pager. They are passed as
/// `GIT_CONFIG_KEY_n`/`GIT_CONFIG_VALUE_n` from index `first` on (after the user's own entries,
/// so they win), with `GIT_CONFIG_COUNT` raised to match.
pub fn git_guard_env(first: usize) -> Vec<(OsString, Option<OsString>)> {
    const GUARD: [(&str, &str); 3] = [
        ("core.fsmonitor", ""),
        ("core.hooksPath", "/dev/null"),
        ("core.pager", "cat"),
    ];
    let mut out: Vec<(OsString, Option<OsString>)> = Vec::new();
    for (i, (key, value)) in GUARD.iter().enumerate() {
        let n = first + i;
        out.push((format!("GIT_CONFIG_KEY_{n}").into(), Some((*key).into())));
        out.push((
            format!("GIT_CONFIG_VALUE_{n}").into(),
            Some((*value).into()),
        ));
    }
    out.push((
        "GIT_CONFIG_COUNT".into(),
        Some((first + GUARD.len()).to_string().into()),
    ));
    out
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

/// How a result words the way a command's processes were ended.
pub fn describe(how: Termination) -> String {
    match how {
        Termination::Nothing | Termination::Term => {
            "its process group was stopped with SIGTERM".into()
        }
        Termination::Kill => format!(
            "its process group ignored SIGTERM and was killed with SIGKILL after {} s",
            KILL_GRACE.as_secs()
        ),
        Termination::Pending => format!(
            "its process group was sent SIGTERM and gets SIGKILL {} s later if it is still running",
            KILL_GRACE.as_secs()
        ),
    }
}

#[cfg(test)]
#[path = "bash_tests.rs"]
mod tests;
