//! `Spawn` in, `Group` out: the one place ama creates a child process. Every child gets stdin from
//! /dev/null, its own session and process group (its pid is the group id; it has no controlling
//! terminal), the seccomp filter that refuses terminal injection (`sandbox::seccomp`; sandboxed
//! children also lose `socket(AF_UNIX)` unless their policy allows it), a registry entry, and a
//! tag in its environment that its descendants inherit. The sandbox wraps commands here, in `command_for`.
//! A `Group` learns of its leader's exit without reaping it, so the group id stays ours while the
//! leftovers are ended; dropping a `Group` that still has processes ends them on a thread.

use std::ffi::OsString;
use std::fs::File;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::Duration;

use nix::sys::wait::{Id, WaitPidFlag, WaitStatus, waitid};
use nix::unistd::Pid;

use crate::process::error::ProcessError;
use crate::process::registry::{self, Entry, Tag};
use crate::process::terminate::{self, KILL_GRACE, Targets, Termination};
use crate::process::{procfs, reaper};
use crate::sandbox;

/// A process to start.
#[derive(Debug)]
pub struct Spawn {
    pub program: OsString,
    pub args: Vec<OsString>,
    pub cwd: PathBuf,
    /// Variables to set (`Some`) or remove (`None`), applied in order over ama's environment.
    pub env: Vec<(OsString, Option<OsString>)>,
    /// Where stdout and stderr both go (a pipe's write end or a log file); `None`: /dev/null.
    pub output: Option<File>,
}

/// The OS sandbox a spawn runs in: the detected status and the policy for this command.
#[derive(Debug, Clone)]
pub struct Confine {
    pub status: sandbox::Status,
    pub policy: sandbox::Policy,
}

/// The `Command` for a spawn. With `confine`, `program` and `args` run inside the sandbox (bwrap
/// or sandbox-exec in front, the same process group kept); a wrapping failure is an error.
fn command_for(
    spawn: &Spawn,
    tag: &Tag,
    confine: Option<&Confine>,
) -> Result<Command, ProcessError> {
    let (program, args) = match confine {
        Some(c) => {
            let w = sandbox::wrap(&c.status, &spawn.program, &spawn.args, &c.policy).map_err(
                |source| ProcessError::Sandbox {
                    program: spawn.program.to_string_lossy().into_owned(),
                    source,
                },
            )?;
            (w.program, w.args)
        }
        None => (spawn.program.clone(), spawn.args.clone()),
    };
    let mut cmd = Command::new(&program);
    cmd.args(&args).current_dir(&spawn.cwd).stdin(Stdio::null());
    // setsid (not process_group(0)): a new session has no controlling terminal, and its leader
    // also leads a new group whose id is its pid, which the group teardown relies on.
    let rules = sandbox::seccomp::Rules {
        deny_unix_sockets: confine.is_some_and(|c| !c.policy.unix_sockets),
    };
    sandbox::seccomp::confine_command(&mut cmd, rules);
    match &spawn.output {
        Some(file) => {
            let clone = |f: &File| {
                f.try_clone().map_err(|source| ProcessError::Output {
                    program: spawn.program.to_string_lossy().into_owned(),
                    source,
                })
            };
            cmd.stdout(Stdio::from(clone(file)?))
                .stderr(Stdio::from(clone(file)?));
        }
        None => {
            cmd.stdout(Stdio::null()).stderr(Stdio::null());
        }
    }
    for (name, value) in &spawn.env {
        match value {
            Some(v) => cmd.env(name, v),
            None => cmd.env_remove(name),
        };
    }
    cmd.env(registry::TAG_VAR, tag.as_str());
    Ok(cmd)
}

/// Starts `spawn` and registers its group.
pub fn spawn(spawn: &Spawn) -> Result<Group, ProcessError> {
    spawn_in(spawn, None)
}

/// Starts `spawn`, inside the OS sandbox when `confine` is given, and registers its group.
pub fn spawn_in(spawn: &Spawn, confine: Option<&Confine>) -> Result<Group, ProcessError> {
    reaper::ensure();
    let tag = Tag::next();
    let mut cmd = command_for(spawn, &tag, confine)?;
    // Registered under the same lock the reaper takes, so it never sees this child unregistered.
    let mut live = registry::lock();
    let child = cmd.spawn().map_err(|source| ProcessError::Spawn {
        program: spawn.program.to_string_lossy().into_owned(),
        cwd: spawn.cwd.clone(),
        source,
    })?;
    let pgid = child.id() as i32;
    live.push(Entry { leader: pgid });
    drop(live);
    Ok(Group {
        child: Some(child),
        pgid,
        tag,
        status: None,
        done: false,
    })
}

/// The pipes of a spawn that talks over its stdio (`spawn_piped`).
pub struct Pipes {
    pub stdin: std::process::ChildStdin,
    pub stdout: std::process::ChildStdout,
}

/// Starts `spawn` with its stdin and stdout as pipes to ama (a protocol over stdio: ACP, Codex's
/// app-server, Claude Code's stream-json); stderr goes to `output` (or /dev/null). The group is
/// registered and ended like any other.
pub fn spawn_piped(spawn: &Spawn) -> Result<(Group, Pipes), ProcessError> {
    spawn_piped_in(spawn, None)
}

/// `spawn_piped` inside the OS sandbox when `confine` is given (codemode's Node child).
pub fn spawn_piped_in(
    spawn: &Spawn,
    confine: Option<&Confine>,
) -> Result<(Group, Pipes), ProcessError> {
    reaper::ensure();
    let tag = Tag::next();
    let mut cmd = command_for(spawn, &tag, confine)?;
    cmd.stdin(Stdio::piped()).stdout(Stdio::piped());
    let mut live = registry::lock();
    let mut child = cmd.spawn().map_err(|source| ProcessError::Spawn {
        program: spawn.program.to_string_lossy().into_owned(),
        cwd: spawn.cwd.clone(),
        source,
    })?;
    let pgid = child.id() as i32;
    live.push(Entry { leader: pgid });
    drop(live);
    let pipes = match (child.stdin.take(), child.stdout.take()) {
        (Some(stdin), Some(stdout)) => Some(Pipes { stdin, stdout }),
        _ => None,
    };
    let mut group = Group {
        child: Some(child),
        pgid,
        tag,
        status: None,
        done: false,
    };
    match pipes {
        Some(p) => Ok((group, p)),
        None => {
            group.end();
            Err(ProcessError::Output {
                program: spawn.program.to_string_lossy().into_owned(),
                source: std::io::Error::other("the child's stdio pipes are missing"),
            })
        }
    }
}

/// A started process group: its leader (ama's child), the group id and the spawn's tag.
pub struct Group {
    /// `None` once the leader has been reaped.
    child: Option<Child>,
    pgid: i32,
    tag: Tag,
    status: Option<ExitStatus>,
    /// Set once the group has been ended (or found empty) by its owner.
    done: bool,
}

impl Group {
    /// The group id, which is also the leader's pid.
    pub fn pgid(&self) -> i32 {
        self.pgid
    }

    /// The leader's exit status once it has exited. The leader is not reaped, so the group id
    /// cannot be reused while its leftovers are ended; `release` reaps it.
    pub fn exited(&mut self) -> Option<ExitStatus> {
        if self.status.is_some() || self.child.is_none() {
            return self.status;
        }
        let flags = WaitPidFlag::WEXITED | WaitPidFlag::WNOHANG | WaitPidFlag::WNOWAIT;
        self.status = match waitid(Id::Pid(Pid::from_raw(self.pgid)), flags) {
            Ok(WaitStatus::Exited(_, code)) => Some(ExitStatus::from_raw((code & 0xff) << 8)),
            Ok(WaitStatus::Signaled(_, signal, core)) => Some(ExitStatus::from_raw(
                signal as i32 | if core { 0x80 } else { 0 },
            )),
            Ok(_) => None,
            // Not our child any more (reaped elsewhere): it has ended, how is unknown.
            Err(_) => {
                self.child = None;
                registry::forget(self.pgid);
                Some(ExitStatus::from_raw(0))
            }
        };
        self.status
    }

    fn targets(&self) -> Targets {
        Targets::Spawn {
            pgid: self.pgid,
            leader_unreaped: self.child.is_some(),
            tag: self.tag.clone(),
        }
    }

    /// Ends every process of the spawn (the group and the tagged ones that left it): SIGTERM,
    /// SIGKILL after `KILL_GRACE`. Reaps the leader.
    pub fn end(&mut self) -> Termination {
        let how = terminate::terminate(&self.targets(), KILL_GRACE);
        self.release();
        how
    }

    /// After the leader has exited: ends whatever it left running. The fast check (ama's own
    /// children) avoids a scan of `/proc` when nothing is left, which is the common case.
    pub fn end_leftovers(&mut self) -> Termination {
        if !self.maybe_left() {
            self.release();
            return Termination::Nothing;
        }
        self.end()
    }

    /// Whether something of this spawn may still run. As a subreaper ama is the ancestor of every
    /// leftover whose parent died, so a leftover means a child of ama that is not a registered
    /// leader; without that knowledge, assume yes.
    fn maybe_left(&self) -> bool {
        if !reaper::is_subreaper() {
            return true;
        }
        let Some(children) = procfs::own_children() else {
            return true;
        };
        let live = registry::lock();
        children.iter().any(|&pid| {
            pid != self.pgid
                && !live.iter().any(|e| e.leader == pid)
                && procfs::stat(pid).is_some_and(|p| !p.is_zombie())
        })
    }

    /// Like `end`, but waits at most `wait`: what is still running then gets SIGKILL from a
    /// thread when the grace period ends (`Termination::Pending`).
    pub fn end_within(mut self, wait: Duration) -> Termination {
        let targets = self.targets();
        let wait = wait.min(KILL_GRACE);
        match terminate::term_and_wait(&targets, wait) {
            (false, _) => {
                self.release();
                Termination::Nothing
            }
            (true, left) if left.is_empty() => {
                self.release();
                Termination::Term
            }
            (true, _) => {
                self.done = true;
                let rest = KILL_GRACE.saturating_sub(wait);
                // Without a thread the grace period runs here: the caller waits for the outcome.
                let (tx, rx) = std::sync::mpsc::channel();
                let ended = crate::util::thread::spawn_or_run("ama-process-end", move || {
                    let how = terminate::terminate(&targets, rest);
                    self.release();
                    let _ = tx.send(how);
                });
                match ended {
                    Ok(()) => Termination::Pending,
                    Err(_) => rx.try_recv().unwrap_or(Termination::Kill),
                }
            }
        }
    }

    /// Reaps the leader (waiting briefly: it has exited or been killed) and forgets the group.
    /// Leftovers are not touched; the tag still finds them.
    pub fn release(&mut self) {
        self.done = true;
        if let Some(child) = self.child.as_mut() {
            for _ in 0..100 {
                match child.try_wait() {
                    Ok(Some(status)) => {
                        self.status.get_or_insert(status);
                        break;
                    }
                    Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                    Err(_) => break,
                }
            }
            self.child = None;
            registry::forget(self.pgid);
        }
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        // Dropped while running: end it without holding up the caller.
        let mut rest = Group {
            child: self.child.take(),
            pgid: self.pgid,
            tag: self.tag.clone(),
            status: self.status,
            done: true,
        };
        // Without a thread the group is ended here, holding up the caller up to the grace time.
        let _ended_here = crate::util::thread::spawn_or_run("ama-process-end", move || {
            rest.end();
        });
    }
}

#[cfg(test)]
#[path = "spawn_tests.rs"]
mod tests;
