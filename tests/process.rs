//! The process layer end to end: what a foreground command leaves behind (`sleep 300 &`,
//! `setsid sleep 300 &`, a child that ignores SIGTERM) is ended when the command finishes; a
//! double Ctrl-C and a SIGTERM mid-command leave nothing; background jobs outlive foreground
//! commands but not ama; a second signal in RPC mode exits at once. Every test marks ama's
//! environment and checks `/proc` afterwards: no process of the test's tree may be left.

use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use nix::sys::signal::Signal;
use serde_json::json;

use ama::modes::rpc::client::RpcClient;
use ama::tools::bash::LEFTOVERS_NOTE;

use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, send_signal};
use crate::tools::run_calls;

/// The variable that marks every process of one test's tree (ama and all it starts).
const TREE_VAR: &str = "AMA_TEST_TREE";

/// A marker unique to one test of this run.
pub fn tree_marker() -> String {
    static N: AtomicU32 = AtomicU32::new(0);
    format!(
        "{}-{}",
        std::process::id(),
        N.fetch_add(1, Ordering::SeqCst)
    )
}

/// The live (not zombie) processes carrying `marker`, with their command lines.
pub fn tree_members(marker: &str) -> Vec<(i32, String)> {
    let needle = format!("{TREE_VAR}={marker}");
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<i32>() else {
            continue;
        };
        let Ok(env) = std::fs::read(format!("/proc/{pid}/environ")) else {
            continue;
        };
        if env.split(|&b| b == 0).any(|v| v == needle.as_bytes()) {
            let cmd = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            out.push((pid, String::from_utf8_lossy(&cmd).replace('\0', " ")));
        }
    }
    out
}

/// Fails (after killing them) if processes of the tree are still there after `within`.
#[track_caller]
pub fn assert_tree_gone(marker: &str, within: Duration) {
    let deadline = Instant::now() + within;
    loop {
        let left = tree_members(marker);
        if left.is_empty() {
            return;
        }
        if Instant::now() >= deadline {
            for (pid, _) in &left {
                let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(*pid), Signal::SIGKILL);
            }
            panic!("processes of the test's tree were left: {left:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Waits until `path` exists (a command wrote it), or fails.
#[track_caller]
pub fn wait_for_file(path: &Path, within: Duration) {
    let deadline = Instant::now() + within;
    while !path.exists() {
        assert!(
            Instant::now() < deadline,
            "{} was not written",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Waits until process `pid` (a child of the test that it has not reaped) has exited, and says
/// when; `None` if it is still running at `within`.
pub fn exited_at(pid: u32, within: Duration) -> Option<Instant> {
    let deadline = Instant::now() + within;
    loop {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let state = stat
            .rsplit_once(')')
            .map(|(_, r)| r.trim_start().chars().next());
        if matches!(state, None | Some(Some('Z')) | Some(None)) {
            return Some(Instant::now());
        }
        if Instant::now() >= deadline {
            return None;
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

const CHECK: &str = "if kill -0 $(cat left.pid) 2>/dev/null; then echo alive; else echo gone; fi";

#[test]
fn a_background_child_of_a_foreground_command_is_ended_when_it_finishes() {
    let marker = tree_marker();
    let (_, ended, _) = run_calls(
        Test::new().env(TREE_VAR, &marker),
        &[
            (
                "bash",
                json!({"command": "sleep 300 & echo $! > left.pid; echo started"}),
            ),
            ("bash", json!({"command": CHECK})),
        ],
    );
    assert_eq!(ended[0].text, format!("started\n\n{LEFTOVERS_NOTE}"));
    assert_eq!(ended[1].text, "gone\n");
    assert_tree_gone(&marker, Duration::from_secs(3));
}

#[test]
fn a_setsid_child_that_left_the_group_is_ended_too() {
    let marker = tree_marker();
    // Waits (up to 5 s) until setsid has moved the child to a group of its own.
    let command = "setsid sleep 300 & echo $! > left.pid; for i in $(seq 500); do \
         if [ \"$(cut -d' ' -f5 /proc/$!/stat)\" != \"$$\" ]; then echo left-the-group; break; fi; \
         sleep 0.01; done";
    let (_, ended, _) = run_calls(
        Test::new().env(TREE_VAR, &marker),
        &[
            ("bash", json!({"command": command})),
            ("bash", json!({"command": CHECK})),
        ],
    );
    assert_eq!(ended[0].text, format!("left-the-group\n\n{LEFTOVERS_NOTE}"));
    assert_eq!(ended[1].text, "gone\n");
    assert_tree_gone(&marker, Duration::from_secs(3));
}

#[test]
fn a_leftover_that_ignores_sigterm_gets_sigkill_after_the_grace() {
    let marker = tree_marker();
    let command = "trap '' TERM; setsid sleep 300 & echo $! > left.pid; echo started";
    let started = Instant::now();
    let (_, ended, _) = run_calls(
        Test::new().env(TREE_VAR, &marker),
        &[
            ("bash", json!({"command": command})),
            ("bash", json!({"command": CHECK})),
        ],
    );
    // The grace period (2 s) passed before SIGKILL.
    assert!(started.elapsed() >= Duration::from_secs(2));
    assert_eq!(ended[0].text, format!("started\n\n{LEFTOVERS_NOTE}"));
    assert_eq!(ended[1].text, "gone\n");
    assert_tree_gone(&marker, Duration::from_secs(3));
}

#[test]
fn background_jobs_outlive_foreground_commands_but_not_ama() {
    let marker = tree_marker();
    let (_, ended, _) = run_calls(
        Test::new().env(TREE_VAR, &marker),
        &[
            (
                "bash",
                json!({"command": "setsid sleep 300 & echo $! > left.pid", "run_in_background": true}),
            ),
            (
                "bash",
                json!({"command": "while [ ! -s left.pid ]; do sleep 0.01; done; echo fg"}),
            ),
            ("bash", json!({"command": CHECK})),
        ],
    );
    assert_eq!(ended[1].text, "fg\n");
    assert_eq!(ended[2].text, "alive\n");
    assert_tree_gone(&marker, Duration::from_secs(3));
}

/// Print mode running `command` (in full-auto), the test's tree marked.
fn print_run(command: &str, marker: &str) -> (Test, MockServer) {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": command})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env(TREE_VAR, marker)
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    (t, mock)
}

#[test]
fn double_ctrl_c_ends_a_foreground_child_that_ignores_sigterm() {
    let marker = tree_marker();
    let (t, _mock) = print_run(
        "trap '' TERM INT; setsid sleep 300 & echo > started; sleep 300",
        &marker,
    );
    let mut child = t.spawn();
    drop(child.stdin.take());
    wait_for_file(&t.path().join("started"), Duration::from_secs(10));
    send_signal(&child, Signal::SIGINT);
    std::thread::sleep(Duration::from_millis(300));
    let second = Instant::now();
    send_signal(&child, Signal::SIGINT);
    let exited = exited_at(child.id(), Duration::from_secs(5));
    let took = exited.map(|e| e.saturating_duration_since(second));
    eprintln!("double Ctrl-C: exit {took:?} after the second signal");
    assert!(took.is_some_and(|d| d < Duration::from_secs(1)), "{took:?}");
    t.finish(child).status(130);
    assert_tree_gone(&marker, Duration::from_secs(2));
}

#[test]
fn sigterm_mid_command_leaves_nothing() {
    for (command, wait) in [
        ("setsid sleep 300 & echo > started; sleep 300", 2),
        // The run ends at once; the exit's teardown waits the grace, then SIGKILL.
        (
            "trap '' TERM; setsid sleep 300 & echo > started; sleep 300",
            5,
        ),
    ] {
        let marker = tree_marker();
        let (t, _mock) = print_run(command, &marker);
        let mut child = t.spawn();
        drop(child.stdin.take());
        wait_for_file(&t.path().join("started"), Duration::from_secs(10));
        send_signal(&child, Signal::SIGTERM);
        assert!(
            exited_at(child.id(), Duration::from_secs(wait)).is_some(),
            "{command}"
        );
        t.finish(child).status(143);
        assert_tree_gone(&marker, Duration::from_secs(2));
    }
}

#[test]
fn a_second_signal_in_rpc_mode_exits_at_once() {
    for (first, second, code) in [
        (Signal::SIGTERM, Signal::SIGINT, 130),
        (Signal::SIGINT, Signal::SIGTERM, 143),
    ] {
        let marker = tree_marker();
        let mock = MockServer::start(vec![
            Turn::new().tool_call(
                "c1",
                "bash",
                json!({"command": "trap '' TERM INT; setsid sleep 300 & echo > started; sleep 300"}),
            ),
            Turn::text("done"),
        ]);
        let t = Test::new()
            .mock(&mock, "openai-completions")
            .env(TREE_VAR, &marker)
            .args(&["--permission-mode", "full-auto"]);
        let mut cmd = t.command();
        cmd.args(["--mode", "rpc"]);
        let mut c = RpcClient::spawn(cmd).unwrap_or_else(|e| panic!("spawn ama --mode rpc: {e}"));
        c.request(
            json!({"type": "prompt", "message": "go"}),
            Duration::from_secs(10),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        wait_for_file(&t.path().join("started"), Duration::from_secs(10));
        let pid = nix::unistd::Pid::from_raw(c.pid() as i32);
        let _ = nix::sys::signal::kill(pid, first);
        std::thread::sleep(Duration::from_millis(300));
        let sent = Instant::now();
        let _ = nix::sys::signal::kill(pid, second);
        let exited = exited_at(c.pid(), Duration::from_secs(5));
        let took = exited.map(|e| e.saturating_duration_since(sent));
        eprintln!("rpc {first:?} then {second:?}: exit {took:?} after the second signal");
        assert!(took.is_some_and(|d| d < Duration::from_secs(1)), "{took:?}");
        let status = c.wait(Duration::from_secs(5));
        assert_eq!(status.and_then(|s| s.code()), Some(code));
        assert_tree_gone(&marker, Duration::from_secs(2));
    }
}
