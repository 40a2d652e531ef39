//! Background commands: `bash` with `run_in_background` starts a job whose output goes straight to
//! a log file; `bash_output` returns what is new since the last look, and `bash_kill` ends it.
//! Every job's processes (its group and whatever left it) are ended by `bash_kill`, when its
//! session's state is dropped, and by the process layer's teardown when ama exits. A sandboxed
//! job's undo (`sandbox::aftermath`: a created `.git` moved aside, a replaced `.ama` / `.git`
//! link put back) runs when it ends, however it ends: a watcher thread waits for its shell, and
//! `bash_output`, `bash_kill`, the session's end and ama's exit settle it too, once.

use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};

use crate::process::{Group, Termination};
use crate::sandbox::aftermath::{Before, Pending};
use crate::tools::bash::{ShellRequest, describe, spawn_shell};
use crate::tools::error::ToolError;
use crate::tools::truncate::{self, MAX_BYTES};
use crate::tools::{Tool, ToolContext, ToolOutput, args};
use crate::util::sync::lock;

/// How much new output `bash_output` reads at most; older new bytes are left in the log.
const MAX_NEW_BYTES: u64 = 8 * 1024 * 1024;

/// The background jobs of one session.
#[derive(Default)]
pub struct Jobs {
    list: Mutex<Vec<Job>>,
    started: Mutex<u32>,
}

struct Job {
    id: String,
    command: String,
    group: Group,
    pgid: i32,
    log: PathBuf,
    /// How far `bash_output` has read the log.
    read_to: u64,
    end: Option<End>,
    /// A sandboxed job's undo, settled when it ends.
    undo: Option<Arc<Pending>>,
}

enum End {
    Exited(i32),
    Signaled(i32),
    Stopped(Termination),
}

impl Job {
    /// Runs a sandboxed job's undo (once): its processes have ended.
    fn settle(&self) {
        if let Some(undo) = &self.undo {
            crate::tools::bash_run::settle_namespace(self.pgid);
            undo.settle();
        }
    }

    /// The undo's sentences not shown yet.
    fn notes(&self) -> String {
        let notes = self
            .undo
            .as_ref()
            .map(|u| u.take_notes())
            .unwrap_or_default();
        notes.iter().map(|n| format!("\n{n}")).collect()
    }

    /// Updates `end` from the shell's state and words the status.
    fn status(&mut self) -> String {
        if self.end.is_none()
            && let Some(status) = self.group.exited()
        {
            // The shell is reaped; what it left running stays (and `bash_kill` still ends it).
            self.group.release();
            self.settle();
            self.end = Some(match (status.code(), status.signal()) {
                (Some(code), _) => End::Exited(code),
                (None, sig) => End::Signaled(sig.unwrap_or(0)),
            });
        }
        match &self.end {
            None => format!("running (pid {})", self.pgid),
            Some(End::Exited(code)) => format!("exited with code {code}"),
            Some(End::Signaled(sig)) => {
                let name = nix::sys::signal::Signal::try_from(*sig)
                    .map_or(format!("signal {sig}"), |s| s.as_str().to_string());
                format!("killed by {name}")
            }
            Some(End::Stopped(how)) => format!("stopped by bash_kill; {}", describe(*how)),
        }
    }
}

impl Jobs {
    /// Starts `command` in the background and answers with its id and log file.
    pub fn start(
        &self,
        command: &str,
        ctx: &ToolContext,
        confine: Option<&crate::process::Confine>,
        before: Option<Before>,
    ) -> ToolOutput {
        let options = ctx.state.options();
        let (log, file) = match truncate::new_log(&options.log_dir, "bash-bg") {
            Ok(x) => x,
            Err(why) => {
                return ToolOutput::error(format!(
                    "Could not create the output file of a background job: {why}. Check that the data dir is writable."
                ));
            }
        };
        let spawned = spawn_shell(&ShellRequest {
            command,
            cwd: ctx.cwd,
            output: &file,
            hidden_env: &options.secret_env,
            extra_env: &options.extra_env,
            confine,
        });
        let group = match spawned {
            Ok(g) => g,
            Err(e) => {
                return ToolError::Spawn {
                    what: "bash",
                    source: e.into_io(),
                }
                .into();
            }
        };
        let pgid = group.pgid();
        let undo = before.map(|b| watch(pgid, Pending::register(b)));
        let id = {
            let mut n = lock(&self.started);
            *n += 1;
            format!("bash_{n}")
        };
        lock(&self.list).push(Job {
            id: id.clone(),
            command: command.to_string(),
            group,
            pgid,
            log: log.clone(),
            read_to: 0,
            end: None,
            undo,
        });
        ToolOutput::text(format!(
            "Started background job {id} (pid {pgid}). Its output goes to {}. Read new output with bash_output(id=\"{id}\") and stop it with bash_kill(id=\"{id}\"); it is stopped when ama exits.",
            log.display()
        ))
        .with_details(json!({"id": id, "pid": pgid, "outputFile": log.display().to_string(), "sandboxed": confine.is_some()}))
    }

    fn with_job<T>(
        &self,
        id: &str,
        f: impl FnOnce(&mut Job) -> Result<T, ToolError>,
    ) -> Result<T, ToolError> {
        let mut list = lock(&self.list);
        let known = list.iter().map(|j| j.id.clone()).collect();
        match list.iter_mut().find(|j| j.id == id) {
            Some(job) => f(job),
            None => Err(ToolError::UnknownJob {
                id: id.to_string(),
                known,
            }),
        }
    }

    /// New output since the last call (lines matching `filter` only, when given) and the status.
    fn output(&self, id: &str, filter: Option<&regex::Regex>) -> Result<ToolOutput, ToolError> {
        self.with_job(id, |job| {
            let status = job.status();
            let io = |source| ToolError::Io {
                action: "read the output of",
                path: crate::tools::path::ToolPath {
                    given: job.log.display().to_string(),
                    path: job.log.clone(),
                },
                source,
            };
            let mut file = std::fs::File::open(&job.log).map_err(io)?;
            let size = file.metadata().map_err(io)?.len();
            let from = job.read_to.max(size.saturating_sub(MAX_NEW_BYTES));
            let skipped = from - job.read_to;
            file.seek(SeekFrom::Start(from)).map_err(io)?;
            let mut bytes = Vec::new();
            file.take(size - from).read_to_end(&mut bytes).map_err(io)?;
            job.read_to = size;
            let text = String::from_utf8_lossy(&bytes);
            let text = match filter {
                Some(re) => text
                    .split_inclusive('\n')
                    .filter(|l| re.is_match(l))
                    .collect::<String>(),
                None => text.into_owned(),
            };
            let (mut shown, cut) = truncate::tail(&text);
            let mut head = format!(
                "Job {} (`{}`): {status}. Full output: {}.",
                job.id,
                job.command,
                job.log.display()
            );
            if cut || skipped > 0 {
                head.push_str(&format!(
                    "\n[Only the last {} KiB of the new output are shown; read the full output file with offset/limit or grep it.]",
                    MAX_BYTES / 1024
                ));
            }
            if shown.is_empty() {
                shown = "(no new output)".into();
            }
            let notes = job.notes();
            Ok(ToolOutput::text(format!("{head}\n{}{notes}", shown.trim_end())).with_details(json!({
                "id": job.id,
                "status": status,
                "running": job.end.is_none(),
            })))
        })
    }

    /// Ends a job's processes: its group and whatever left it.
    fn kill(&self, id: &str) -> Result<ToolOutput, ToolError> {
        self.with_job(id, |job| {
            let before = job.status();
            let how = job.group.end();
            job.settle();
            let notes = job.notes();
            if how == Termination::Nothing {
                return Ok(ToolOutput::text(format!(
                    "Job {} had already ended: {before}.{notes}",
                    job.id
                )));
            }
            if job.end.is_none() {
                job.end = Some(End::Stopped(how));
            }
            Ok(ToolOutput::text(format!(
                "Stopped job {}: {}. Its output stays in {}.{notes}",
                job.id,
                describe(how),
                job.log.display()
            )))
        })
    }

    /// The jobs whose shell ended by itself (not by `bash_kill`), as (id, command, status
    /// words), in start order; for the agent's exit reminder. Polls without waiting.
    pub fn ended(&self) -> Vec<(String, String, String)> {
        let mut list = lock(&self.list);
        list.iter_mut()
            .filter_map(|job| {
                let status = job.status();
                matches!(job.end, Some(End::Exited(_) | End::Signaled(_)))
                    .then(|| (job.id.clone(), job.command.clone(), status))
            })
            .collect()
    }

    /// The jobs still running, as (id, command), in start order; for the exit's word on what
    /// it ended. Polls without waiting.
    pub fn running(&self) -> Vec<(String, String)> {
        let mut list = lock(&self.list);
        list.iter_mut()
            .filter_map(|job| {
                let _ = job.status();
                job.end
                    .is_none()
                    .then(|| (job.id.clone(), job.command.clone()))
            })
            .collect()
    }

    /// Ends every job of this session.
    pub fn kill_all(&self) {
        let mut list = lock(&self.list);
        // In parallel, so stubborn jobs share one grace period.
        std::thread::scope(|scope| {
            for job in list.iter_mut() {
                scope.spawn(|| {
                    job.group.end();
                    job.settle();
                });
            }
        });
        list.clear();
    }
}

/// Starts the thread that settles a sandboxed job's undo as soon as its shell exits, so a `.git`
/// it created or a link it replaced does not wait for the next `bash_output`. It waits without
/// reaping (`WNOWAIT`): the job's `Group` still reaps its leader.
fn watch(pgid: i32, undo: Arc<Pending>) -> Arc<Pending> {
    let watched = undo.clone();
    let _ = std::thread::Builder::new()
        .name("ama-bg-watch".into())
        .spawn(move || {
            use nix::sys::wait::{Id, WaitPidFlag, waitid};
            let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT;
            let pid = nix::unistd::Pid::from_raw(pgid);
            while let Err(nix::errno::Errno::EINTR) = waitid(Id::Pid(pid), flags) {}
            crate::tools::bash_run::settle_namespace(pgid);
            watched.settle();
        });
    undo
}

impl Drop for Jobs {
    fn drop(&mut self) {
        self.kill_all();
    }
}

pub struct BashOutputTool;

impl Tool for BashOutputTool {
    fn name(&self) -> &str {
        "bash_output"
    }
    fn label(&self) -> &str {
        "Bash output"
    }
    fn description(&self) -> &str {
        "Read what a background bash job printed since the last call, and whether it is still running. `filter` (a regex) keeps only matching lines."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "id": {"type": "string", "description": "The job id that bash returned, e.g. bash_1"},
                "filter": {"type": "string", "description": "A regex; only lines that match are returned"}
            },
            "required": ["id"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "bash_output: new output and status of a background bash job"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let id = args::str(args, "id").unwrap_or_default();
        let filter = match args::str(args, "filter").map(regex::Regex::new) {
            None => None,
            Some(Ok(re)) => Some(re),
            Some(Err(e)) => {
                return ToolError::Pattern {
                    name: "filter",
                    pattern: args::str(args, "filter").unwrap_or_default().to_string(),
                    message: e.to_string(),
                }
                .into();
            }
        };
        ctx.state
            .jobs()
            .output(id, filter.as_ref())
            .unwrap_or_else(Into::into)
    }
}

pub struct BashKillTool;

impl Tool for BashKillTool {
    fn name(&self) -> &str {
        "bash_kill"
    }
    fn label(&self) -> &str {
        "Bash kill"
    }
    fn description(&self) -> &str {
        "Stop a background bash job and every process it started (SIGTERM, then SIGKILL after 2 s)."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "id": {"type": "string", "description": "The job id that bash returned, e.g. bash_1"}
            },
            "required": ["id"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "bash_kill: stop a background bash job"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let id = args::str(args, "id").unwrap_or_default();
        ctx.state.jobs().kill(id).unwrap_or_else(Into::into)
    }
}
