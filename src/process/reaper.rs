//! ama as a child subreaper. Before the first child is spawned, ama asks the kernel to re-parent
//! orphaned descendants to it (`PR_SET_CHILD_SUBREAPER`) instead of to init, so a process that
//! left its group with `setsid` stays findable (it is still below ama) and can be ended. Orphans
//! that exit become ama's zombies; a thread woken by SIGCHLD reaps them.

use std::sync::OnceLock;

use nix::sys::wait::{WaitPidFlag, waitpid};
use nix::unistd::{Pid, getpgrp};
use signal_hook::consts::SIGCHLD;
use signal_hook::iterator::Signals;

use crate::process::{procfs, registry};

static SETUP: OnceLock<bool> = OnceLock::new();

/// Makes ama a subreaper and starts the reaper, once. Returns whether ama is a subreaper (false
/// where the kernel refuses, which only narrows how leftovers are found).
pub(crate) fn ensure() -> bool {
    *SETUP.get_or_init(|| {
        // The thread first: a subreaper nobody reaps for would collect zombies. Without it ama
        // stays an ordinary parent (orphans go to init), which only narrows how leftovers are
        // found, as where the kernel refuses.
        let Ok(mut signals) = Signals::new([SIGCHLD]) else {
            return false;
        };
        let started = std::thread::Builder::new()
            .name("ama-reaper".into())
            .spawn(move || {
                for _ in signals.forever() {
                    reap_adopted();
                }
            });
        started.is_ok() && nix::sys::prctl::set_child_subreaper(true).is_ok()
    })
}

/// Whether any child was ever spawned through the process layer.
pub(crate) fn started() -> bool {
    SETUP.get().is_some()
}

/// Whether ama is a subreaper (false before the first spawn).
pub(crate) fn is_subreaper() -> bool {
    SETUP.get().copied().unwrap_or(false)
}

/// Reaps ama's zombie children that nobody else waits for: orphans it adopted. A registered
/// leader is waited for by its `Group`, and a child in ama's own process group was started
/// outside the process layer (by `std::process::Command`, which waits for it), so both are left.
pub(crate) fn reap_adopted() {
    let live = registry::lock();
    let Some(children) = procfs::own_children() else {
        return;
    };
    let own_group = getpgrp().as_raw();
    for pid in children {
        if live.iter().any(|e| e.leader == pid) {
            continue;
        }
        if let Some(p) = procfs::stat(pid)
            && p.is_zombie()
            && p.pgrp != own_group
        {
            let _ = waitpid(Pid::from_raw(pid), Some(WaitPidFlag::WNOHANG));
        }
    }
}
