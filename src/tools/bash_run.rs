//! A foreground `bash` call: output read on its own thread and streamed as updates, the deadline
//! and abort checked every few milliseconds, and the end decided by the shell's exit — never by
//! the pipe closing, since a leftover child (`sleep 100 &`, a daemon) may hold it open for good.

use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::tools::bash::{ShellRequest, Termination, spawn_shell, terminate_groups};
use crate::tools::error::ToolError;
use crate::tools::truncate::Collector;
use crate::tools::{ToolContext, ToolOutput};

/// How long output may keep arriving after the shell exits (a leftover child holding the pipe).
const DRAIN_GRACE: Duration = Duration::from_millis(200);
/// How often partial output is streamed.
const UPDATE_EVERY: Duration = Duration::from_millis(100);

enum Ending {
    Exited(std::process::ExitStatus),
    TimedOut(Termination),
    Aborted(Termination),
}

pub fn run(command: &str, ctx: &ToolContext, timeout: Duration) -> ToolOutput {
    if !ctx.cwd.is_dir() {
        return ToolOutput::error(format!(
            "The working directory `{}` does not exist, so the command was not run. Recreate it or restart ama in an existing directory.",
            ctx.cwd.display()
        ));
    }
    let (reader, writer) = match nix::unistd::pipe() {
        Ok(p) => p,
        Err(e) => {
            return ToolError::Spawn {
                what: "bash (no pipe for its output)",
                source: e.into(),
            }
            .into();
        }
    };
    let writer = std::fs::File::from(writer);
    let spawned = spawn_shell(&ShellRequest {
        command,
        cwd: ctx.cwd,
        output: &writer,
        hidden_env: &ctx.state.options().secret_env,
    });
    // Only the child may hold the write end, so the pipe ends when its last holder exits.
    drop(writer);
    let mut child = match spawned {
        Ok(c) => c,
        Err(source) => {
            return ToolError::Spawn {
                what: "bash",
                source,
            }
            .into();
        }
    };
    let pgid = child.id() as i32;
    let (tx, rx) = mpsc::channel::<Vec<u8>>();
    let _ = std::thread::Builder::new()
        .name("ama-bash-output".into())
        .spawn(move || {
            let mut pipe = std::fs::File::from(reader);
            let mut buf = vec![0u8; 64 * 1024];
            loop {
                match pipe.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        if tx.send(buf[..n].to_vec()).is_err() {
                            break;
                        }
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
        });
    let started = Instant::now();
    let mut output = Collector::new("bash", &ctx.state.options().log_dir);
    let mut last_update = Instant::now();
    let mut fresh = false;
    let ending = loop {
        match rx.recv_timeout(Duration::from_millis(10)) {
            Ok(chunk) => {
                output.push(&chunk);
                fresh = true;
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            // The pipe is closed; the shell is about to be reaped.
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                std::thread::sleep(Duration::from_millis(2))
            }
        }
        if fresh && last_update.elapsed() >= UPDATE_EVERY {
            last_update = Instant::now();
            fresh = false;
            (ctx.on_update)(&output.snapshot());
        }
        if ctx.cancel.is_cancelled() {
            break Ending::Aborted(terminate_groups(&[pgid])[0]);
        }
        if started.elapsed() >= timeout {
            break Ending::TimedOut(terminate_groups(&[pgid])[0]);
        }
        match child.try_wait() {
            Ok(Some(status)) => break Ending::Exited(status),
            Ok(None) => {}
            // Already reaped elsewhere: treat as finished.
            Err(_) => break Ending::Exited(std::process::ExitStatus::from_raw(0)),
        }
    };
    // Collect what is still in the pipe, but never wait on a leftover child that keeps it open.
    let grace = Instant::now() + DRAIN_GRACE;
    while let Some(left) = grace.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(chunk) => output.push(&chunk),
            Err(_) => break,
        }
    }
    finish(output, ending, timeout)
}

fn finish(output: Collector, ending: Ending, timeout: Duration) -> ToolOutput {
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
        Ending::Exited(status) => match (status.code(), status.signal()) {
            (Some(0), _) => {
                details["exitCode"] = json!(0);
                ToolOutput::text(text)
            }
            (Some(code), _) => {
                details["exitCode"] = json!(code);
                ToolOutput::error(format!(
                    "{}\n\nCommand exited with code {code}",
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
        },
        Ending::TimedOut(how) => {
            details["timedOut"] = json!(true);
            ToolOutput::error(format!(
                "{}\n\nCommand timed out after {} s; {}. Raise `timeout` (at most {}) or run it with run_in_background=true.",
                text.trim_end(),
                timeout.as_secs(),
                how.describe(),
                crate::tools::bash::MAX_TIMEOUT_S
            ))
        }
        Ending::Aborted(how) => {
            details["aborted"] = json!(true);
            ToolOutput::error(format!(
                "{}\n\nCommand aborted by the user; {}.",
                text.trim_end(),
                how.describe()
            ))
        }
    };
    out.with_details(details)
}
