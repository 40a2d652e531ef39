//! An external agent's process: started in its own process group (`process::spawn_piped`) in the
//! task's folder, JSON lines written to its stdin (non-blocking, each within `WRITE_DEADLINE`, so
//! a child that stops reading cannot hang ama), its stdout read by a thread of its own into a
//! channel (so a wait has a deadline and sees an abort), stderr kept in a log file for errors.
//! Dropping it ends the whole group.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, ErrorKind, Write};
use std::os::fd::AsFd;
use std::path::{Path, PathBuf};
use std::process::ChildStdin;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use nix::fcntl::{FcntlArg, OFlag, fcntl};
use serde_json::Value;

use crate::agent::external::error::{ExternalError, install_fix};
use crate::agent::external::spec::Spec;
use crate::process::{Group, Spawn, spawn_piped};

/// How long one message may take to reach the agent's stdin; a child that reads nothing for
/// that long is treated as hung and ended.
pub const WRITE_DEADLINE: Duration = Duration::from_secs(10);

/// Why a write within a deadline failed.
#[derive(Debug, PartialEq)]
enum WriteFail {
    /// The reader stopped reading: the pipe stayed full until the deadline.
    Stalled,
    /// The reader is gone (closed pipe, or another error).
    Closed,
}

/// Writes all of `buf` to a non-blocking `w`, waiting for room at most `wait` in all.
fn write_within(w: &mut impl Write, mut buf: &[u8], wait: Duration) -> Result<(), WriteFail> {
    let end = Instant::now() + wait;
    while !buf.is_empty() {
        match w.write(buf) {
            Ok(0) => return Err(WriteFail::Closed),
            Ok(n) => buf = &buf[n..],
            Err(e) if e.kind() == ErrorKind::Interrupted => {}
            Err(e) if e.kind() == ErrorKind::WouldBlock => {
                if Instant::now() >= end {
                    return Err(WriteFail::Stalled);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
            Err(_) => return Err(WriteFail::Closed),
        }
    }
    Ok(())
}

/// What one wait for a line gave.
pub enum Next {
    Line(Value),
    /// Nothing within the wait.
    Idle,
    /// Its stdout closed: it exited.
    Closed,
}

/// A running external agent.
pub struct Conn {
    pub agent: String,
    pub program: String,
    group: Option<Group>,
    stdin: ChildStdin,
    lines: Receiver<Value>,
    stderr: PathBuf,
}

impl Conn {
    /// Starts `spec` in `cwd`, its stderr in a new file under `log_dir`.
    pub fn start(
        agent: &str,
        spec: &Spec,
        cwd: &Path,
        log_dir: &Path,
        extra_args: &[String],
    ) -> Result<Conn, ExternalError> {
        let start_error = |why: String| ExternalError::Start {
            agent: agent.into(),
            program: spec.program.clone(),
            why,
        };
        let (stderr, file) = crate::tools::truncate::new_log(log_dir, "external-stderr")
            .map_err(|e| start_error(format!("no log file for its stderr ({e})")))?;
        let mut args: Vec<OsString> = spec.args.iter().map(OsString::from).collect();
        args.extend(extra_args.iter().map(OsString::from));
        let spawn = Spawn {
            program: OsString::from(&spec.program),
            args,
            cwd: cwd.to_path_buf(),
            env: spec
                .env
                .iter()
                .map(|(k, v)| (OsString::from(k), Some(OsString::from(v))))
                .collect(),
            output: Some(file),
        };
        let (group, pipes) = spawn_piped(&spawn).map_err(|e| {
            if e.is_not_found() {
                ExternalError::NotInstalled {
                    agent: agent.into(),
                    program: spec.program.clone(),
                    fix: install_fix(agent, spec),
                }
            } else {
                start_error(e.to_string())
            }
        })?;
        // Writes never block: `send` waits for room itself, with a deadline.
        fcntl(pipes.stdin.as_fd(), FcntlArg::F_SETFL(OFlag::O_NONBLOCK))
            .map_err(|e| start_error(format!("its input pipe cannot be made non-blocking ({e})")))?;
        let (tx, lines) = std::sync::mpsc::channel();
        let stdout = pipes.stdout;
        std::thread::Builder::new()
            .name("ama-external-read".into())
            .spawn(move || {
                for line in BufReader::new(stdout).lines() {
                    let Ok(line) = line else { break };
                    // Lines that are not JSON (a banner, a log line) are not protocol: skipped.
                    if let Ok(v) = serde_json::from_str::<Value>(&line)
                        && tx.send(v).is_err()
                    {
                        break;
                    }
                }
            })
            .map_err(|e| start_error(format!("no thread to read its output ({e})")))?;
        Ok(Conn {
            agent: agent.into(),
            program: spec.program.clone(),
            group: Some(group),
            stdin: pipes.stdin,
            lines,
            stderr,
        })
    }

    /// Writes one message as a line, within `WRITE_DEADLINE`; a child that does not take it in
    /// time has its group ended and the error names it.
    pub fn send(&mut self, v: &Value) -> Result<(), ExternalError> {
        let mut line = v.to_string();
        line.push('\n');
        match write_within(&mut self.stdin, line.as_bytes(), WRITE_DEADLINE) {
            Ok(()) => Ok(()),
            Err(WriteFail::Closed) => Err(self.died()),
            Err(WriteFail::Stalled) => {
                let e = ExternalError::Stalled {
                    agent: self.agent.clone(),
                    program: self.program.clone(),
                    waited: WRITE_DEADLINE,
                };
                self.end();
                Err(e)
            }
        }
    }

    /// The next message, waiting at most `wait`.
    pub fn next(&self, wait: Duration) -> Next {
        match self.lines.recv_timeout(wait) {
            Ok(v) => Next::Line(v),
            Err(RecvTimeoutError::Timeout) => Next::Idle,
            Err(RecvTimeoutError::Disconnected) => Next::Closed,
        }
    }

    /// The error for a child that went away, with the end of its stderr.
    pub fn died(&self) -> ExternalError {
        ExternalError::Died {
            agent: self.agent.clone(),
            program: self.program.clone(),
            stderr: self.stderr_tail(),
        }
    }

    pub fn protocol(&self, what: impl Into<String>) -> ExternalError {
        ExternalError::Protocol {
            agent: self.agent.clone(),
            program: self.program.clone(),
            what: what.into(),
        }
    }

    pub fn timeout(&self, what: impl Into<String>) -> ExternalError {
        ExternalError::Timeout {
            agent: self.agent.clone(),
            program: self.program.clone(),
            what: what.into(),
        }
    }

    /// The last lines of its stderr (at most 10 lines, 2000 characters).
    pub fn stderr_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.stderr).unwrap_or_default();
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let tail = lines[lines.len().saturating_sub(10)..].join("\n");
        let skip = tail.chars().count().saturating_sub(2000);
        tail.chars().skip(skip).collect()
    }

    /// Ends the whole process group (SIGTERM, then SIGKILL after the grace period).
    pub fn end(&mut self) {
        if let Some(mut g) = self.group.take() {
            g.end();
        }
        let _ = std::fs::remove_file(&self.stderr);
    }
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.end();
    }
}

#[cfg(test)]
mod tests {
    use std::io::{self, ErrorKind, Write};
    use std::time::{Duration, Instant};

    use super::{WriteFail, write_within};

    /// A pipe end that takes `room` bytes, then is full (or closed) for good.
    struct Pipe {
        room: usize,
        got: Vec<u8>,
        closed: bool,
    }

    impl Write for Pipe {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.room == 0 {
                let kind = if self.closed { ErrorKind::BrokenPipe } else { ErrorKind::WouldBlock };
                return Err(kind.into());
            }
            let n = buf.len().min(self.room).min(3);
            self.room -= n;
            self.got.extend_from_slice(&buf[..n]);
            Ok(n)
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_write_in_parts_completes_a_full_pipe_stalls_a_closed_one_fails() {
        let mut p = Pipe { room: 100, got: Vec::new(), closed: false };
        assert_eq!(write_within(&mut p, b"hello world\n", Duration::ZERO), Ok(()));
        assert_eq!(p.got, b"hello world\n");

        let mut p = Pipe { room: 4, got: Vec::new(), closed: false };
        let started = Instant::now();
        let r = write_within(&mut p, b"hello world\n", Duration::from_millis(100));
        assert_eq!(r, Err(WriteFail::Stalled));
        assert!(started.elapsed() >= Duration::from_millis(100));
        assert!(started.elapsed() < Duration::from_secs(5));
        assert_eq!(p.got, b"hell");

        let mut p = Pipe { room: 0, got: Vec::new(), closed: true };
        assert_eq!(write_within(&mut p, b"x", Duration::from_secs(5)), Err(WriteFail::Closed));
    }
}
