//! `Group` against real processes: the leader's exit is seen without reaping it, leftovers that
//! left the group are found by their tag and ended, and an abort that outlasts its wait goes on
//! in the background.

use std::time::{Duration, Instant};

use super::{Spawn, spawn};
use crate::process::Termination;
use crate::process::procfs;

fn sh(script: &str) -> Spawn {
    Spawn {
        program: "sh".into(),
        args: vec!["-c".into(), script.into()],
        cwd: std::env::temp_dir(),
        env: Vec::new(),
        output: None,
    }
}

fn wait_exit(group: &mut super::Group) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        if let Some(status) = group.exited() {
            return status;
        }
        assert!(Instant::now() < deadline, "the leader did not exit");
        std::thread::sleep(Duration::from_millis(2));
    }
}

#[test]
fn the_leader_is_seen_exiting_but_reaped_only_on_release() {
    let mut group = spawn(&sh("exit 3")).unwrap_or_else(|e| panic!("{e}"));
    let pgid = group.pgid();
    assert_eq!(wait_exit(&mut group).code(), Some(3));
    // Still a zombie: the group id cannot be reused yet.
    assert_eq!(procfs::stat(pgid).map(|p| p.is_zombie()), Some(true));
    assert_eq!(group.end_leftovers(), Termination::Nothing);
    assert_eq!(procfs::stat(pgid), None);
}

#[test]
fn leftovers_that_left_the_group_are_ended_by_their_tag() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let pidfile = dir.path().join("pid");
    let script = format!("setsid sleep 300 & echo $! > '{}'", pidfile.display());
    let mut group = spawn(&sh(&script)).unwrap_or_else(|e| panic!("{e}"));
    wait_exit(&mut group);
    let left: i32 = std::fs::read_to_string(&pidfile)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0);
    assert!(procfs::stat(left).is_some_and(|p| !p.is_zombie()));
    assert_eq!(group.end(), Termination::Term);
    assert!(procfs::stat(left).is_none_or(|p| p.is_zombie()));
}

#[test]
fn an_abort_that_outlasts_its_wait_ends_in_the_background() {
    let mut group = spawn(&sh("trap '' TERM; sleep 300")).unwrap_or_else(|e| panic!("{e}"));
    let pgid = group.pgid();
    // Give the shell time to set its trap.
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(group.exited(), None);
    let started = Instant::now();
    assert_eq!(
        group.end_within(Duration::from_millis(50)),
        Termination::Pending
    );
    assert!(started.elapsed() < Duration::from_secs(1));
    let deadline = Instant::now() + Duration::from_secs(5);
    while procfs::stat(pgid).is_some() {
        assert!(Instant::now() < deadline, "the group was not killed");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_sandbox_that_cannot_confine_is_an_error_and_nothing_runs() {
    use crate::sandbox::detect::Kind;
    use crate::sandbox::{Policy, Status};
    let marker = std::env::temp_dir().join(format!("ama-spawn-unconfined-{}", std::process::id()));
    let _ = std::fs::remove_file(&marker);
    let unshare = Status {
        kind: Kind::Unshare,
        program: Some("/usr/bin/unshare".into()),
        isolates_network: true,
        restricts_writes: false,
        reason: String::new(),
    };
    let confine = super::Confine {
        status: unshare,
        policy: Policy::deny_all(),
    };
    let script = format!("touch {}", marker.display());
    let err = match super::spawn_in(&sh(&script), Some(&confine)) {
        Ok(_) => panic!("an unshare-only sandbox wrapped a command"),
        Err(e) => e,
    };
    assert_eq!(err.code(), "process.sandbox");
    assert_eq!(
        err.to_string(),
        "`sh` was not started: the sandbox `unshare` cannot restrict writes, so it cannot confine this command; install bubblewrap or set sandbox.bash to \"off\""
    );
    std::thread::sleep(Duration::from_millis(50));
    assert!(!marker.exists(), "the command ran unconfined");
}
