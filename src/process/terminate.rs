//! Ending processes: find what belongs to a spawn (its group, and everything carrying its tag,
//! which covers descendants that left the group with `setsid`), send SIGTERM (and SIGCONT, so a
//! stopped process can act on it), wait up to a grace period, then SIGKILL what is left and
//! rescan until nothing is. Pids are checked against their start time before each signal, so a
//! reused pid is never signalled.

use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill, killpg};
use nix::unistd::Pid;

use crate::process::procfs::{self, Proc};
use crate::process::{reaper, registry};

/// How long a group has between SIGTERM and SIGKILL.
pub const KILL_GRACE: Duration = Duration::from_secs(2);
/// How often the processes being ended are looked at.
const POLL: Duration = Duration::from_millis(10);
/// How long SIGKILLed processes are given to disappear.
const KILL_SETTLE: Duration = Duration::from_millis(500);

/// How processes were ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// Nothing was left to end.
    Nothing,
    /// Everything was gone within the grace period after SIGTERM.
    Term,
    /// Something outlived SIGTERM by the grace period and got SIGKILL.
    Kill,
    /// Something was still there when the caller stopped waiting; SIGKILL follows on a thread
    /// when the grace period ends.
    Pending,
}

/// What to end.
#[derive(Clone, Debug)]
pub(crate) enum Targets {
    /// One spawn: its group `pgid` (signalled as a group while `leader_unreaped`, which keeps
    /// the id ours) and every process carrying `tag`.
    Spawn {
        pgid: i32,
        leader_unreaped: bool,
        tag: registry::Tag,
    },
    /// Everything ama started: every registered group, every descendant, every process with
    /// one of ama's tags.
    Everything,
}

impl Targets {
    /// The live (not zombie) processes to end now.
    pub(crate) fn find(&self) -> Vec<Proc> {
        let procs = procfs::all();
        let me = std::process::id() as i32;
        let subreaper = reaper::is_subreaper();
        let below = procfs::descendants(&procs, me);
        // As a subreaper every process ama started is below it; otherwise orphans went to init
        // and only the tag finds them.
        let candidates: Vec<Proc> = if subreaper {
            below.clone()
        } else {
            procs.into_iter().filter(|p| p.pid != me).collect()
        };
        candidates
            .into_iter()
            .filter(|p| !p.is_zombie())
            .filter(|p| match self {
                Targets::Spawn {
                    pgid,
                    leader_unreaped,
                    tag,
                } => {
                    (p.pgrp == *pgid && (*leader_unreaped || subreaper))
                        || procfs::environ_var(p.pid, registry::TAG_VAR)
                            .is_some_and(|v| v == tag.as_str().as_bytes())
                }
                Targets::Everything => {
                    below.iter().any(|b| b.pid == p.pid)
                        || procfs::environ_var(p.pid, registry::TAG_VAR)
                            .is_some_and(|v| v.starts_with(registry::own_prefix().as_bytes()))
                }
            })
            .collect()
    }

    fn signal_groups(&self, signal: Signal) {
        match self {
            Targets::Spawn {
                pgid,
                leader_unreaped: true,
                ..
            } => {
                let _ = killpg(Pid::from_raw(*pgid), signal);
            }
            Targets::Spawn { .. } => {}
            Targets::Everything => {
                for e in registry::lock().iter() {
                    let _ = killpg(Pid::from_raw(e.leader), signal);
                }
            }
        }
    }
}

/// Whether `p` is still running: same pid, same start, not a zombie.
fn running(p: &Proc) -> bool {
    procfs::stat(p.pid).is_some_and(|now| now.start == p.start && !now.is_zombie())
}

fn signal_all(targets: &Targets, procs: &[Proc], signal: Signal) {
    targets.signal_groups(signal);
    for p in procs {
        if running(p) {
            let _ = kill(Pid::from_raw(p.pid), signal);
        }
    }
}

/// SIGTERM now (plus SIGCONT), then waits until everything is gone or `wait` has passed. Returns
/// what is still running.
pub(crate) fn term_and_wait(targets: &Targets, wait: Duration) -> (bool, Vec<Proc>) {
    let mut procs = targets.find();
    let mut any = !procs.is_empty();
    signal_all(targets, &procs, Signal::SIGTERM);
    signal_all(targets, &procs, Signal::SIGCONT);
    let deadline = Instant::now() + wait;
    loop {
        reaper::reap_adopted();
        procs.retain(running);
        if procs.is_empty() {
            // What was known is gone; anything forked meanwhile gets its SIGTERM too.
            procs = targets.find();
            if procs.is_empty() {
                return (any, procs);
            }
            any = true;
            signal_all(targets, &procs, Signal::SIGTERM);
            signal_all(targets, &procs, Signal::SIGCONT);
        }
        if Instant::now() >= deadline {
            return (any, procs);
        }
        std::thread::sleep(POLL);
    }
}

/// SIGKILL to everything of `targets`, again until a scan finds nothing (or a short deadline).
pub(crate) fn kill_now(targets: &Targets) {
    let deadline = Instant::now() + KILL_SETTLE;
    loop {
        let procs = targets.find();
        signal_all(targets, &procs, Signal::SIGKILL);
        reaper::reap_adopted();
        if procs.is_empty() || Instant::now() >= deadline {
            return;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// SIGTERM, then SIGKILL to what is left after `grace`.
pub(crate) fn terminate(targets: &Targets, grace: Duration) -> Termination {
    let how = match term_and_wait(targets, grace) {
        (false, _) => Termination::Nothing,
        (true, left) if left.is_empty() => Termination::Term,
        (true, _) => {
            kill_now(targets);
            Termination::Kill
        }
    };
    // The ended orphans are ama's zombies now; reap them before the caller looks.
    reaper::reap_adopted();
    how
}
