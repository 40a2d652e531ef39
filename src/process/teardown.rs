//! The last step of ama's exit: end every process group and descendant that is left (SIGTERM,
//! then SIGKILL after the grace period), or, on a second signal, SIGKILL everything at once.
//! Before the first spawn there is nothing to end and this costs nothing.

use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};
use std::time::Duration;

use crate::process::terminate::{self, Targets, Termination};
use crate::process::{procfs, reaper};

/// Set by `kill_all_now`: the thread that called it is about to exit the process with its own
/// code, so an ordinary exit path that reaches `end_all` meanwhile waits for that instead of
/// racing it with another code.
static KILLING: AtomicBool = AtomicBool::new(false);

/// The exit code the first terminating signal asked for (0: none). Kept here, below the agent,
/// so a run that starts after the signal ends at once (`app::signals` sets it).
static TERMINATING: AtomicI32 = AtomicI32::new(0);

/// Records that a signal asked ama to end with `code`; the code of an earlier one if any.
pub fn note_terminating(code: i32) -> Option<i32> {
    match TERMINATING.swap(code, Ordering::SeqCst) {
        0 => None,
        earlier => Some(earlier),
    }
}

/// The exit code a signal asked for, `None` when none came.
pub fn terminating() -> Option<i32> {
    match TERMINATING.load(Ordering::SeqCst) {
        0 => None,
        c => Some(c),
    }
}

/// Whether anything ama started may still run. As a subreaper, everything it started is below one
/// of its children, so no children means nothing (and no scan of `/proc`).
fn anything_left() -> bool {
    if !reaper::started() {
        return false;
    }
    !reaper::is_subreaper() || procfs::own_children().is_none_or(|c| !c.is_empty())
}

/// Ends everything ama started that is still running: SIGTERM, SIGKILL after `grace`.
pub fn end_all(grace: Duration) -> Termination {
    let how = if anything_left() && !KILLING.load(Ordering::SeqCst) {
        terminate::terminate(&Targets::Everything, grace)
    } else {
        Termination::Nothing
    };
    while KILLING.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(50));
    }
    how
}

/// What `end_all` would end now: each live process's pid and command line (cut at 60
/// characters), so the exit can say what it ended.
pub fn left_running() -> Vec<(i32, String)> {
    if !anything_left() || KILLING.load(Ordering::SeqCst) {
        return Vec::new();
    }
    Targets::Everything
        .find()
        .iter()
        .map(|p| (p.pid, procfs::command_line(p.pid)))
        .collect()
}

/// SIGKILL to everything ama started, at once (a second Ctrl-C or SIGTERM). The caller exits
/// right after.
pub fn kill_all_now() {
    KILLING.store(true, Ordering::SeqCst);
    crate::process::orphans::unregister();
    if anything_left() {
        terminate::kill_now(&Targets::Everything);
    }
}
