//! `bash`: runs a command with `bash -c` (falling back to `sh`) in the working directory, in its own
//! process group, with stdin from /dev/null and provider keys removed from its environment.
//! `spawn_shell` turns a command the model asked for into a `process::Spawn`, foreground or
//! background; the process layer (`src/process/`) creates, tracks and ends it.

use std::ffi::OsString;
use std::fs::File;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};

use crate::config::project::ProjectFile;
use crate::config::settings::{SandboxSettings, Settings};
use crate::process::{self, Confine, Group, KILL_GRACE, ProcessError, Spawn, Termination};
use crate::sandbox::{self, Network};
use crate::tools::{Tool, ToolContext, ToolOutput, args};

pub const DEFAULT_TIMEOUT_S: u64 = 120;
pub const MAX_TIMEOUT_S: u64 = 600;
/// Added to a result when the shell left processes running, which were then ended.
pub const LEFTOVERS_NOTE: &str = "[Processes the command left running were stopped when it finished. Start servers and watchers with run_in_background=true.]";

/// The bash tool of one agent, with that agent's OS sandbox (`BashSandbox::for_run`); the
/// default runs without one.
#[derive(Default)]
pub struct BashTool {
    sandbox: Arc<BashSandbox>,
}

impl BashTool {
    pub fn new(sandbox: Arc<BashSandbox>) -> BashTool {
        BashTool { sandbox }
    }
}

impl Tool for BashTool {
    fn name(&self) -> &str {
        "bash"
    }
    fn label(&self) -> &str {
        "Bash"
    }
    fn description(&self) -> &str {
        let on = &self.sandbox;
        match (on.active, on.settings.network_allow) {
            (false, _) => DESCRIPTION,
            (true, false) => DESCRIPTION_SANDBOX,
            (true, true) => DESCRIPTION_SANDBOX_NET,
        }
    }
    fn parameters(&self) -> Value {
        let mut schema = json!({
            "type": "object",
            "properties": {
                "command": {"type": "string", "description": "The command to run"},
                "timeout": {"type": "integer", "minimum": 1, "maximum": MAX_TIMEOUT_S, "description": "Timeout in seconds (default 120, at most 600); ignored in the background"},
                "run_in_background": {"type": "boolean", "description": "Start the command and return at once with a job id (for servers and watchers)"}
            },
            "required": ["command"],
            "additionalProperties": false
        });
        if self.sandbox.active {
            schema["properties"]["sandbox"] = json!({"type": "boolean", "description": "false runs the command outside the OS sandbox, which needs the user's approval (default true)"});
        }
        schema
    }
    fn prompt_snippet(&self) -> &str {
        "bash: run a shell command (tests, builds, git); run_in_background for servers"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let command = args::str(args, "command").unwrap_or_default();
        let wants_sandbox = args.get("sandbox").and_then(Value::as_bool) != Some(false);
        let (confine, before) = confine_for(&self.sandbox, ctx, wants_sandbox).unzip();
        if args::bool(args, "run_in_background") {
            return ctx
                .state
                .jobs()
                .start(command, ctx, confine.as_ref(), before);
        }
        let secs = args
            .get("timeout")
            .and_then(Value::as_u64)
            .unwrap_or(DEFAULT_TIMEOUT_S)
            .clamp(1, MAX_TIMEOUT_S);
        let sandboxed = confine.as_ref().zip(before);
        let out = crate::tools::bash_run::run(command, ctx, Duration::from_secs(secs), sandboxed);
        with_notice(&self.sandbox, out, wants_sandbox)
    }
}

macro_rules! description {
    () => {
        "Run a shell command with bash in the working directory (stdin is /dev/null, so it must not wait for input). stdout and stderr are merged; the last 2000 lines or 50 KiB are returned, and a longer output is saved to a log file. Default timeout 120 s, at most 600 s. With run_in_background=true the command keeps running and you get a job id: read its output with bash_output and stop it with bash_kill."
    };
}
const DESCRIPTION: &str = description!();
/// With the OS sandbox on, the description gains the sentence of `sandbox::bash::DESCRIPTION`
/// (a test keeps the two equal); off, it is byte-identical to before, which keeps the prompt cache.
const DESCRIPTION_SANDBOX: &str = concat!(
    description!(),
    " Runs in an OS sandbox (writes only in workspace/temp, no network); sandbox:false needs approval."
);
const DESCRIPTION_SANDBOX_NET: &str = concat!(
    description!(),
    " Runs in an OS sandbox (writes only in workspace/temp); sandbox:false needs approval."
);

/// The OS sandbox for one agent's bash calls: the user config's `sandbox` keys, the project's
/// tightening, `--sandbox` / `--no-sandbox`, and the probed status (`for_run`).
pub struct BashSandbox {
    pub settings: SandboxSettings,
    pub status: sandbox::Status,
    /// `sandbox.bash` is on and the sandbox restricts writes: calls run inside it.
    pub active: bool,
    /// `sandbox.bash` is on but the sandbox is not available: said once in a result.
    notice: std::sync::atomic::AtomicBool,
}

impl Default for BashSandbox {
    fn default() -> BashSandbox {
        BashSandbox {
            settings: SandboxSettings::default(),
            status: sandbox::detect::Status::off("sandbox.bash: \"off\""),
            active: false,
            notice: false.into(),
        }
    }
}

impl BashSandbox {
    /// The sandbox of a run: the loaded user `config`, then the `project`'s
    /// `.ama/config.json` (which may only tighten), then `flag` (`Some(true)` for `--sandbox`, `Some(false)` for
    /// `--no-sandbox`); probed when on.
    pub fn for_run(config: &Settings, flag: Option<bool>, project: &ProjectFile) -> BashSandbox {
        let settings = run_settings(config, flag, project);
        let status = match (settings.bash, flag) {
            (true, _) => sandbox::detect::status(settings.enabled),
            (false, Some(false)) => sandbox::detect::Status::off("--no-sandbox"),
            (false, _) => sandbox::detect::Status::off("sandbox.bash: \"off\""),
        };
        let active = settings.bash && status.confines_bash();
        BashSandbox {
            notice: (settings.bash && !active).into(),
            settings,
            status,
            active,
        }
    }
}

/// Called by the composition root before an agent's first session: builds the agent's bash
/// sandbox (`BashSandbox::for_run`), marks ama's process not dumpable so no command can read its
/// environment through `/proc` (`sandbox::harden`), and returns the warnings to print: ignored
/// sandbox keys, a `--sandbox` that cannot be honoured.
pub fn start_run(
    config: &Settings,
    flag: Option<bool>,
    project: &ProjectFile,
) -> (Arc<BashSandbox>, Vec<String>) {
    let mut warnings = Vec::new();
    if let Err(why) = sandbox::harden::protect_process() {
        warnings.push(format!(
            "could not keep commands from reading ama's environment through /proc ({why}); provider keys in ama's environment may be readable by the commands it runs"
        ));
    }
    let on = BashSandbox::for_run(config, flag, project);
    warnings.extend(on.settings.warnings.iter().cloned());
    if flag == Some(true) && !on.active {
        warnings.push(format!(
            "--sandbox: the OS sandbox is not available, so bash runs without it: {}",
            on.status.reason
        ));
    }
    (Arc::new(on), warnings)
}

/// The sandbox settings of a run: the loaded user `config`'s `sandbox` keys, then the
/// `project`'s `.ama/config.json` (which may only tighten), then `--sandbox` / `--no-sandbox`.
pub fn run_settings(config: &Settings, flag: Option<bool>, project: &ProjectFile) -> SandboxSettings {
    let mut settings = config.sandbox(crate::config::paths::home().as_deref());
    crate::config::sandbox_project::apply(&mut settings, project);
    if let Some(on) = flag {
        settings.bash = on;
    }
    settings
}

/// The sandbox for one call and what to undo after it: `None` when it is off or the call asked
/// for `sandbox: false`.
fn confine_for(
    on: &BashSandbox,
    ctx: &ToolContext,
    wanted: bool,
) -> Option<(Confine, sandbox::aftermath::Before)> {
    if !on.active || !wanted {
        return None;
    }
    let options = ctx.state.options();
    sandbox::bash::prepare(ctx.cwd);
    let paths = sandbox::bash::BashPaths {
        cwd: ctx.cwd.to_path_buf(),
        temp: std::env::temp_dir(),
        log_dir: options.log_dir.clone(),
        home: crate::config::paths::home(),
        config_dir: crate::config::paths::config_dir(),
        data_dir: crate::config::paths::data_dir(),
        extra_writable: on.settings.writable.clone(),
        network: if on.settings.network_allow {
            Network::Allow
        } else {
            Network::Deny
        },
    };
    let (mut policy, before) = sandbox::bash::plan(&paths);
    policy.unix_sockets = on.settings.unix_sockets_allow;
    Some((
        Confine {
            status: on.status.clone(),
            policy,
        },
        before,
    ))
}

/// Adds, once per agent, the notice that `sandbox.bash` is on but the sandbox is unavailable.
fn with_notice(on: &BashSandbox, mut out: ToolOutput, wanted: bool) -> ToolOutput {
    if wanted && on.notice.swap(false, std::sync::atomic::Ordering::Relaxed) {
        out.content.push(crate::ai::types::ContentBlock::text(format!(
            "[sandbox: sandbox.bash is \"auto\" but the OS sandbox is not available, so this command ran without it: {}]",
            on.status.reason
        )));
    }
    out
}

/// What `spawn_shell` needs to start a command.
pub struct ShellRequest<'a> {
    pub command: &'a str,
    pub cwd: &'a Path,
    /// Where stdout and stderr both go: a pipe's write end or a log file.
    pub output: &'a File,
    /// Variables kept from the command besides the built-in rule (see `is_secret_env`).
    pub hidden_env: &'a [String],
    /// Variables added (Claude Code's `env`, `CLAUDE_ENV_FILE`), never a secret one.
    pub extra_env: &'a crate::tools::bash_env::ExtraEnv,
    /// The OS sandbox to run it in; a wrapping failure is an error, never an unconfined run.
    pub confine: Option<&'a Confine>,
}

/// Starts `bash -c command` (or `sh -c` where there is no bash) through the process layer: a new
/// process group, stdin from /dev/null, stdout and stderr on `output`, without secret variables
/// and with git's repository-run programs turned off (`git_guard_env`).
pub fn spawn_shell(req: &ShellRequest) -> Result<Group, ProcessError> {
    // Added first, so the removals and git's guard after them win.
    let mut env: Vec<(OsString, Option<OsString>)> = req
        .extra_env
        .vars()
        .into_iter()
        .filter(|(n, _)| crate::tools::bash_env::settable(n, req.hidden_env))
        .map(|(n, v)| (OsString::from(n), Some(OsString::from(v))))
        .collect();
    env.extend(shell_env(std::env::vars_os(), req.hidden_env));
    if req.confine.is_some() {
        env.extend(
            SANDBOX_DROPPED_ENV
                .iter()
                .map(|n| (OsString::from(n), None)),
        );
    }
    let mut result = None;
    // Inside the sandbox a missing `bash` is not a spawn error (bwrap starts), so pick it first.
    let shells: &[&str] = match req.confine {
        Some(_) if !has_bash() => &["/bin/sh"],
        _ => &["bash", "/bin/sh"],
    };
    for &shell in shells {
        let attempt =
            process::spawn_in(
                &Spawn {
                    program: shell.into(),
                    args: vec!["-c".into(), req.command.into()],
                    cwd: req.cwd.to_path_buf(),
                    env: env.clone(),
                    output: Some(req.output.try_clone().map_err(|source| {
                        ProcessError::Output {
                            program: shell.into(),
                            source,
                        }
                    })?),
                },
                req.confine,
            );
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

/// Variables that name a way out of the sandbox, removed from a sandboxed command's environment:
/// the terminal multiplexer's socket and pane (`tmux send-keys` types into the user's shell),
/// the SSH agent, the session bus, the Docker daemon, the runtime dir holding such sockets, and
/// the X display. Removing a name does not close the socket; `sandbox.unixSockets` does that.
pub const SANDBOX_DROPPED_ENV: [&str; 7] = [
    "TMUX",
    "TMUX_PANE",
    "SSH_AUTH_SOCK",
    "DBUS_SESSION_BUS_ADDRESS",
    "DOCKER_HOST",
    "XDG_RUNTIME_DIR",
    "DISPLAY",
];

/// Whether `bash` is an executable file in a PATH directory.
fn has_bash() -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::env::var_os("PATH").is_some_and(|path| {
        std::env::split_paths(&path).any(|dir| {
            std::fs::metadata(dir.join("bash"))
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
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
