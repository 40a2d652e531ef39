//! Runs `git` through the process layer with a deadline, for the one fact checkpoints need from
//! the user's repository: its HEAD. git state is only read, never changed.

use std::ffi::OsString;
use std::io::Read;
use std::path::Path;
use std::time::Duration;

use crate::process::{self, Spawn};

/// How long one git call may take.
pub const GIT_DEADLINE: Duration = Duration::from_secs(3);

/// Runs `git args` in `cwd` with `env` and returns its output (stdout and stderr) when it exits
/// with 0 within `deadline`; `None` otherwise (no git, not a repository, too slow).
pub fn run_git(
    cwd: &Path,
    args: &[&str],
    env: &[(&str, &str)],
    deadline: Duration,
) -> Option<Vec<u8>> {
    let env = env
        .iter()
        .map(|(k, v)| ((*k).into(), Some((*v).into())))
        .collect();
    let args: Vec<OsString> = args.iter().map(|a| (*a).into()).collect();
    run_git_os(cwd, args, env, deadline)
}

/// `run_git` with arguments that may not be UTF-8 and variables to set (`Some`) or remove
/// (`None`).
pub fn run_git_os(
    cwd: &Path,
    args: Vec<OsString>,
    env: Vec<(OsString, Option<OsString>)>,
    deadline: Duration,
) -> Option<Vec<u8>> {
    let (reader, writer) = nix::unistd::pipe().ok()?;
    let mut vars = vec![
        ("GIT_TERMINAL_PROMPT".into(), Some("0".into())),
        ("GIT_OPTIONAL_LOCKS".into(), Some("0".into())),
        ("LC_ALL".into(), Some("C".into())),
    ];
    vars.extend(env);
    let spawn = Spawn {
        program: "git".into(),
        args,
        cwd: cwd.to_path_buf(),
        env: vars,
        output: Some(std::fs::File::from(writer)),
    };
    let spawned = process::spawn(&spawn);
    // Only the child may hold the write end, so the read ends when it exits.
    drop(spawn);
    let mut group = spawned.ok()?;
    let (tx, rx) = std::sync::mpsc::sync_channel(1);
    let mut file = std::fs::File::from(reader);
    let thread = std::thread::Builder::new()
        .name("ama-git-read".into())
        .spawn(move || {
            let mut out = Vec::new();
            let _ = file.read_to_end(&mut out);
            let _ = tx.send(out);
        });
    if thread.is_err() {
        group.end();
        return None;
    }
    let out = rx.recv_timeout(deadline).ok();
    let Some(out) = out else {
        group.end();
        return None;
    };
    // The output ended: the leader has exited or is about to.
    let mut status = None;
    for _ in 0..200 {
        status = group.exited();
        if status.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    group.end_leftovers();
    status.filter(|s| s.success()).map(|_| out)
}

/// The commit HEAD points at in `cwd`'s repository, or `None` outside one (or without git).
pub fn git_head(cwd: &Path) -> Option<String> {
    let out = run_git(
        cwd,
        &["rev-parse", "--verify", "-q", "HEAD"],
        &[],
        GIT_DEADLINE,
    )?;
    let text = String::from_utf8(out).ok()?;
    let head = text.trim();
    (head.len() >= 40 && head.bytes().all(|b| b.is_ascii_hexdigit())).then(|| head.to_string())
}
