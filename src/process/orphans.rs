//! Processes a killed ama left running. A `kill -9` gives ama no chance to end its background
//! jobs, a task's commands or a running hook, and they are not ama's children any more, so the
//! next ama ends them: every ama records itself as `<data>/running/<pid>:<start>:<host>` (its tag
//! prefix, `registry::own_prefix`) and removes the record when it exits. At start-up, a record of
//! this host whose ama no longer runs (the pid is gone, or now names a process that started at
//! another time) means that ama was killed: the processes of this user carrying its tag are ended
//! (SIGTERM, SIGKILL after a short grace), the record is removed, and the caller says so. Another
//! host's records and processes (a shared data dir) and another user's processes are never
//! touched. Only a dead ama's record costs a scan of `/proc`; a normal start reads one small
//! directory and writes one empty file.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill, killpg};
use nix::unistd::{Pid, getuid};

use crate::process::procfs::{self, Proc};
use crate::process::registry::{TAG_VAR, own_prefix};
use crate::util::host::host_name;

/// How long the processes of a dead ama get to end after SIGTERM, before SIGKILL.
const GRACE: Duration = Duration::from_millis(500);

/// This ama's record, removed at exit.
static RECORD: OnceLock<PathBuf> = OnceLock::new();

/// What was ended of one killed ama.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ended {
    /// The killed ama's pid.
    pub ama_pid: i32,
    /// The command line of each process ended (cut at 60 characters).
    pub commands: Vec<String>,
}

impl Ended {
    /// The one line that says what was ended.
    pub fn line(&self) -> String {
        let n = self.commands.len();
        let list: Vec<String> = self.commands.iter().map(|c| format!("`{c}`")).collect();
        format!(
            "ama: ended {n} process{} left running by ama pid {}, which was killed: {}",
            if n == 1 { "" } else { "es" },
            self.ama_pid,
            list.join(", ")
        )
    }
}

/// A record's name parsed: `<pid>:<start>:<host>`.
fn parse(name: &str) -> Option<(i32, u64, &str)> {
    let mut parts = name.splitn(3, ':');
    let pid = parts.next()?.parse().ok()?;
    let start = parts.next()?.parse().ok()?;
    let host = parts.next().filter(|h| !h.is_empty())?;
    Some((pid, start, host))
}

/// Whether the ama `pid` that started at `start` still runs.
fn running(pid: i32, start: u64) -> bool {
    procfs::stat(pid).is_some_and(|p| p.start == start && !p.is_zombie())
}

/// Ends the processes of every killed ama of this host recorded in `dir`, then records this ama
/// there. Returns what was ended, one item per killed ama that left something.
pub fn sweep_and_register(dir: &Path) -> Vec<Ended> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some((pid, start, host)) = name.to_str().and_then(parse) else {
                continue;
            };
            if host != host_name() || running(pid, start) {
                continue;
            }
            let commands = end_tagged(&format!("{pid}:{start}:{host}:"));
            let _ = std::fs::remove_file(entry.path());
            if !commands.is_empty() {
                out.push(Ended {
                    ama_pid: pid,
                    commands,
                });
            }
        }
    }
    let own = dir.join(own_prefix().trim_end_matches(':'));
    if std::fs::create_dir_all(dir).is_ok() && std::fs::write(&own, b"").is_ok() {
        let _ = RECORD.set(own);
    }
    out
}

/// Removes this ama's record (at exit).
pub fn unregister() {
    if let Some(path) = RECORD.get() {
        let _ = std::fs::remove_file(path);
    }
}

/// This user's live processes whose tag starts with `prefix`.
fn tagged(prefix: &str) -> Vec<Proc> {
    let uid = getuid().as_raw();
    let me = std::process::id() as i32;
    procfs::all()
        .into_iter()
        .filter(|p| p.pid != me && !p.is_zombie())
        .filter(|p| {
            std::fs::metadata(format!("/proc/{}", p.pid)).is_ok_and(|m| m.uid() == uid)
                && procfs::environ_var(p.pid, TAG_VAR)
                    .is_some_and(|v| v.starts_with(prefix.as_bytes()))
        })
        .collect()
}

/// Signals `p` (its whole group when it leads one) if it is still the process that was found.
fn signal(p: &Proc, signal: Signal) {
    if procfs::stat(p.pid).is_none_or(|now| now.start != p.start) {
        return;
    }
    if p.pgrp == p.pid {
        let _ = killpg(Pid::from_raw(p.pgrp), signal);
    }
    let _ = kill(Pid::from_raw(p.pid), signal);
}

/// Ends every process tagged with `prefix`: SIGTERM (and SIGCONT), SIGKILL to what is left after
/// `GRACE`. Returns their command lines.
fn end_tagged(prefix: &str) -> Vec<String> {
    let found = tagged(prefix);
    let commands = found.iter().map(|p| procfs::command_line(p.pid)).collect();
    for p in &found {
        signal(p, Signal::SIGTERM);
        signal(p, Signal::SIGCONT);
    }
    let deadline = Instant::now() + GRACE;
    loop {
        let left: Vec<&Proc> = found
            .iter()
            .filter(|p| procfs::stat(p.pid).is_some_and(|n| n.start == p.start && !n.is_zombie()))
            .collect();
        if left.is_empty() {
            break;
        }
        if Instant::now() >= deadline {
            for p in left {
                signal(p, Signal::SIGKILL);
            }
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    commands
}

#[cfg(test)]
mod tests {
    use super::{Ended, parse};

    #[test]
    fn records_parse_and_the_line_names_what_was_ended() {
        assert_eq!(parse("12:345:h.x"), Some((12, 345, "h.x")));
        assert_eq!(parse("12:345:"), None);
        assert_eq!(parse("x:345:h"), None);
        let e = Ended {
            ama_pid: 7,
            commands: vec!["sleep 300".into(), "bash -c x".into()],
        };
        assert_eq!(
            e.line(),
            "ama: ended 2 processes left running by ama pid 7, which was killed: `sleep 300`, `bash -c x`"
        );
    }
}
