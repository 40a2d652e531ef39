//! What `/proc` says about processes: one line of `/proc/<pid>/stat` parsed into the fields the
//! process layer needs (parent, group, state, start time), the children of ama itself, and
//! whether a process's environment carries a spawn tag. Nothing here changes a process.

use std::fs::File;
use std::io::Read;

/// One process as `/proc/<pid>/stat` shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Proc {
    pub pid: i32,
    pub ppid: i32,
    pub pgrp: i32,
    /// `Z` for a zombie (exited, not yet reaped), `R`, `S`, `D`, `T`, ….
    pub state: u8,
    /// Clock ticks after boot; with `pid` it names one process even when pids are reused.
    pub start: u64,
}

impl Proc {
    pub fn is_zombie(&self) -> bool {
        matches!(self.state, b'Z' | b'X')
    }
}

/// Parses a `/proc/<pid>/stat` line. The command name sits in parentheses and may itself hold
/// spaces and parentheses, so the fields are counted from the last `)`.
pub(crate) fn parse_stat(pid: i32, line: &str) -> Option<Proc> {
    let (_, rest) = line.rsplit_once(')')?;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // After the name: state(0) ppid(1) pgrp(2) session(3) … starttime(19).
    Some(Proc {
        pid,
        state: *fields.first()?.as_bytes().first()?,
        ppid: fields.get(1)?.parse().ok()?,
        pgrp: fields.get(2)?.parse().ok()?,
        start: fields.get(19)?.parse().ok()?,
    })
}

/// The process `pid` now, or `None` once it is gone (or `/proc` is not there).
pub(crate) fn stat(pid: i32) -> Option<Proc> {
    let line = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    parse_stat(pid, &line)
}

/// Every process visible in `/proc`.
pub(crate) fn all() -> Vec<Proc> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter_map(stat)
        .collect()
}

/// The pids whose parent is this process (any of its threads), from
/// `/proc/self/task/*/children`; `None` when the kernel does not offer that file.
pub(crate) fn own_children() -> Option<Vec<i32>> {
    let mut out = Vec::new();
    let mut seen_file = false;
    for task in std::fs::read_dir("/proc/self/task").ok()?.flatten() {
        if let Ok(text) = std::fs::read_to_string(task.path().join("children")) {
            seen_file = true;
            out.extend(
                text.split_whitespace()
                    .filter_map(|p| p.parse::<i32>().ok()),
            );
        }
    }
    seen_file.then_some(out)
}

/// The processes below `root` in `procs` (children, their children, …), `root` excluded.
pub(crate) fn descendants(procs: &[Proc], root: i32) -> Vec<Proc> {
    let mut out: Vec<Proc> = Vec::new();
    let mut frontier = vec![root];
    while let Some(parent) = frontier.pop() {
        for p in procs.iter().filter(|p| p.ppid == parent && p.pid != root) {
            if !out.iter().any(|q| q.pid == p.pid) {
                out.push(*p);
                frontier.push(p.pid);
            }
        }
    }
    out
}

/// The value of variable `name` in `/proc/<pid>/environ` (the environment the process started
/// with). A process of another user, a zombie or one that is gone reads as not having it.
pub(crate) fn environ_var(pid: i32, name: &str) -> Option<Vec<u8>> {
    let mut file = File::open(format!("/proc/{pid}/environ")).ok()?;
    let mut env = Vec::new();
    // Environments are small; 1 MiB bounds a pathological one.
    file.by_ref().take(1 << 20).read_to_end(&mut env).ok()?;
    env.split(|&b| b == 0).find_map(|var| {
        let value = var.strip_prefix(name.as_bytes())?.strip_prefix(b"=")?;
        Some(value.to_vec())
    })
}

/// The command line of `pid`, arguments joined by spaces and cut at 60 characters (`…` marks a
/// cut); empty when it cannot be read.
pub(crate) fn command_line(pid: i32) -> String {
    let line = crate::util::cmdline::read(pid).unwrap_or_default();
    crate::util::cmdline::cut_marked(&line, 60)
}

#[cfg(test)]
mod tests {
    use super::{Proc, descendants, parse_stat};

    #[test]
    fn stat_lines_parse_past_odd_names() {
        let tail = "S 10 12 12 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 1 0 777 0 0";
        let cases = [
            (format!("42 (sleep) {tail}"), Some((b'S', 10, 12, 777))),
            (format!("42 (a b) c)) {tail}"), Some((b'S', 10, 12, 777))),
            ("42 (x) Z 1".to_string(), None),
            ("garbage".to_string(), None),
        ];
        for (line, want) in cases {
            let got = parse_stat(42, &line).map(|p| (p.state, p.ppid, p.pgrp, p.start));
            assert_eq!(got, want, "{line}");
        }
    }

    #[test]
    fn descendants_follow_parents_only() {
        let p = |pid, ppid| Proc {
            pid,
            ppid,
            pgrp: pid,
            state: b'S',
            start: 0,
        };
        let procs = [p(1, 0), p(10, 1), p(11, 10), p(12, 11), p(20, 1), p(13, 10)];
        let mut got: Vec<i32> = descendants(&procs, 10).iter().map(|p| p.pid).collect();
        got.sort();
        assert_eq!(got, vec![11, 12, 13]);
        assert!(descendants(&procs, 12).is_empty());
    }
}
