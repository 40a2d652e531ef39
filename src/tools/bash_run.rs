//! A foreground `bash` call. Output is read from a non-blocking pipe in the calling thread and
//! streamed as updates; the deadline and abort are checked every few milliseconds; the end is
//! decided by the shell's exit, never by the pipe closing, since a leftover child may hold it open.
//! When the shell exits, whatever it left running (`sleep 100 &`, `setsid daemon &`) is ended, so
//! nothing of a foreground command outlives it (`run_in_background` is for that).

use std::io::Read;
use std::os::fd::AsFd;
use std::os::unix::process::ExitStatusExt;
use std::time::{Duration, Instant};

use nix::fcntl::{FcntlArg, OFlag, fcntl};
use serde_json::json;

use crate::process::{Confine, KILL_GRACE, Termination};
use crate::sandbox::aftermath::{Before, Pending};
use crate::sandbox::{self, Network};
use crate::tools::bash::{LEFTOVERS_NOTE, ShellRequest, describe, spawn_shell};
use crate::tools::error::ToolError;
use crate::tools::truncate::Collector;
use crate::tools::{ToolContext, ToolOutput};

/// How long output may keep arriving after the shell exits, before its leftovers are ended.
const DRAIN_GRACE: Duration = Duration::from_millis(200);
/// How often partial output is streamed.
const UPDATE_EVERY: Duration = Duration::from_millis(100);
/// How often the shell, the deadline and abort are looked at when no output comes: often at
/// first and once the pipe has closed (a short command is about to end), then less.
const TICK: Duration = Duration::from_millis(5);
const FAST_TICK: Duration = Duration::from_millis(1);
const FAST_FOR: Duration = Duration::from_millis(50);
/// How long an abort waits for the group to go after SIGTERM before the call returns (SIGKILL
/// then follows on a thread), so an abort ends the run quickly even if the command ignores it.
const ABORT_WAIT: Duration = Duration::from_millis(100);

enum Ending {
    Exited(std::process::ExitStatus, Termination),
    TimedOut(Termination),
    Aborted(Termination),
}

/// The read end of the output pipe, non-blocking: a read never waits for a writer.
struct Pipe {
    file: std::fs::File,
    eof: bool,
}

impl Pipe {
    /// Moves everything readable now into `out`; returns whether anything came.
    fn drain_into(&mut self, out: &mut Collector, buf: &mut [u8]) -> bool {
        let mut any = false;
        while !self.eof {
            match self.file.read(buf) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    out.push(&buf[..n]);
                    any = true;
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                // WouldBlock: nothing more for now. Anything else: treat as the end.
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => break,
                Err(_) => self.eof = true,
            }
        }
        any
    }
}

/// Runs `command`; `sandboxed` is the OS sandbox to run it in and what to undo once it has ended.
pub fn run(
    command: &str,
    ctx: &ToolContext,
    timeout: Duration,
    sandboxed: Option<(&Confine, Before)>,
) -> ToolOutput {
    let (confine, before) = sandboxed.unzip();
    if !ctx.cwd.is_dir() {
        return ToolOutput::error(format!(
            "The working directory `{}` does not exist, so the command was not run. Recreate it or restart ama in an existing directory.",
            ctx.cwd.display()
        ));
    }
    let pipe_error = |e: nix::Error| -> ToolOutput {
        ToolError::Spawn {
            what: "bash (no pipe for its output)",
            source: e.into(),
        }
        .into()
    };
    let (reader, writer) = match nix::unistd::pipe() {
        Ok(p) => p,
        Err(e) => return pipe_error(e),
    };
    if let Err(e) = fcntl(reader.as_fd(), FcntlArg::F_SETFL(OFlag::O_NONBLOCK)) {
        return pipe_error(e);
    }
    let writer = std::fs::File::from(writer);
    let spawned = spawn_shell(&ShellRequest {
        command,
        cwd: ctx.cwd,
        output: &writer,
        hidden_env: &ctx.state.options().secret_env,
        extra_env: &ctx.state.options().extra_env,
        confine,
    });
    // Only the child may hold the write end, so the pipe ends when its last holder exits.
    drop(writer);
    let mut group = match spawned {
        Ok(g) => g,
        Err(e) => {
            return ToolError::Spawn {
                what: "bash",
                source: e.into_io(),
            }
            .into();
        }
    };
    let group_pgid = group.pgid();
    let mut pipe = Pipe {
        file: std::fs::File::from(reader),
        eof: false,
    };
    let mut buf = vec![0u8; 64 * 1024];
    let started = Instant::now();
    let mut output = Collector::new("bash", &ctx.state.options().log_dir);
    let mut last_update = Instant::now();
    let mut fresh = false;
    let ending = loop {
        fresh |= pipe.drain_into(&mut output, &mut buf);
        if fresh && last_update.elapsed() >= UPDATE_EVERY {
            last_update = Instant::now();
            fresh = false;
            (ctx.on_update)(&output.snapshot());
        }
        if let Some(status) = group.exited() {
            // Take what the shell wrote; give leftovers holding the pipe a moment, then end them.
            let grace = Instant::now() + DRAIN_GRACE;
            while !pipe.eof && Instant::now() < grace && !ctx.cancel.is_cancelled() {
                if !pipe.drain_into(&mut output, &mut buf) {
                    std::thread::sleep(TICK);
                }
            }
            if confine.is_some() {
                settle_namespace(group.pgid());
            }
            break Ending::Exited(status, group.end_leftovers());
        }
        if ctx.cancel.is_cancelled() {
            break Ending::Aborted(group.end_within(ABORT_WAIT));
        }
        if started.elapsed() >= timeout {
            break Ending::TimedOut(group.end());
        }
        let fast = pipe.eof || started.elapsed() < FAST_FOR;
        ctx.cancel.sleep(if fast { FAST_TICK } else { TICK });
    };
    // What the ended processes wrote before they went.
    pipe.drain_into(&mut output, &mut buf);
    let notes = before
        .map(|b| undo(b, &ending, group_pgid))
        .unwrap_or_default();
    let mut out = finish(output, ending, timeout, confine.map(|c| c.policy.network));
    for note in notes {
        out.content.push(crate::ai::types::ContentBlock::text(note));
    }
    out
}

/// Undoes what the sandboxed command left that no bind could prevent (`sandbox::aftermath`),
/// once its processes have ended. After an abort whose SIGKILL is still to come, a process that
/// ignored SIGTERM could still write: the undo runs now for the result and again once the grace
/// period is over (or at ama's exit, whichever is first).
fn undo(before: Before, ending: &Ending, pgid: i32) -> Vec<String> {
    settle_namespace(pgid);
    let notes = before.undo();
    if matches!(ending, Ending::Aborted(Termination::Pending)) {
        let later = Pending::register(before);
        let _ = std::thread::Builder::new()
            .name("ama-sandbox-undo".into())
            .spawn(move || {
                std::thread::sleep(KILL_GRACE + NAMESPACE_SETTLE);
                settle_namespace(pgid);
                later.settle();
            });
    }
    notes
}

/// The result; `sandboxed` is the network policy when the command ran in the OS sandbox.
fn finish(
    output: Collector,
    ending: Ending,
    timeout: Duration,
    sandboxed: Option<Network>,
) -> ToolOutput {
    let collected = output.finish();
    let mut text = collected.text;
    if text.is_empty() {
        text.push_str("(no output)");
    }
    let mut details = json!({
        "exitCode": null,
        "truncated": collected.cut,
        "fullOutputPath": collected.log.as_ref().map(|p| p.display().to_string()),
    });
    let out = match ending {
        Ending::Exited(status, leftovers) => {
            if leftovers != Termination::Nothing {
                details["leftoversEnded"] = json!(true);
                text = format!("{}\n\n{LEFTOVERS_NOTE}", text.trim_end());
            }
            match (status.code(), status.signal()) {
                (Some(0), _) => {
                    details["exitCode"] = json!(0);
                    ToolOutput::text(text)
                }
                (Some(code), _) => {
                    details["exitCode"] = json!(code);
                    let hint = sandboxed.and_then(|net| sandbox::bash::hint(&text, net));
                    let hint = hint.map(|h| format!("\n{h}")).unwrap_or_default();
                    ToolOutput::error(format!(
                        "{}\n\nCommand exited with code {code}{hint}",
                        text.trim_end()
                    ))
                }
                (None, signal) => {
                    let name = signal
                        .and_then(|s| nix::sys::signal::Signal::try_from(s).ok())
                        .map_or("an unknown signal".to_string(), |s| s.as_str().to_string());
                    details["signal"] = json!(name);
                    ToolOutput::error(format!(
                        "{}\n\nCommand was killed by {name}",
                        text.trim_end()
                    ))
                }
            }
        }
        Ending::TimedOut(how) => {
            details["timedOut"] = json!(true);
            ToolOutput::error(format!(
                "{}\n\nCommand timed out after {} s; {}. Raise `timeout` (at most {}) or run it with run_in_background=true.",
                text.trim_end(),
                timeout.as_secs(),
                describe(how),
                crate::tools::bash::MAX_TIMEOUT_S
            ))
        }
        Ending::Aborted(how) => {
            details["aborted"] = json!(true);
            ToolOutput::error(format!(
                "{}\n\nCommand aborted by the user; {}.",
                text.trim_end(),
                describe(how)
            ))
        }
    };
    if sandboxed.is_some() {
        details["sandboxed"] = json!(true);
    }
    out.with_details(details)
}

/// How long the sandbox's pid namespace may take to end after its shell exited.
const NAMESPACE_SETTLE: Duration = Duration::from_millis(500);

/// Waits (at most `NAMESPACE_SETTLE`) until nothing but the exited leader is left in process
/// group `pgid`. bwrap's outer process exits as soon as its init (pid 1 of the namespace) reports
/// the shell's status, while the init is still ending: the kernel kills everything left in the
/// namespace when its init exits. Judged at once, that init and what it is killing would look
/// like leftovers of the command.
pub(crate) fn settle_namespace(pgid: i32) {
    let deadline = Instant::now() + NAMESPACE_SETTLE;
    while Instant::now() < deadline {
        let busy = crate::process::procfs::all()
            .iter()
            .any(|p| p.pgrp == pgid && p.pid != pgid && !p.is_zombie());
        if !busy {
            return;
        }
        std::thread::sleep(TICK);
    }
}
