//! Cancellation at the tool and approval points: abort, Ctrl-C and SIGTERM end a run quickly
//! while a tool runs (also one that ignores SIGTERM) and while an approval is pending. The issue
//! asks for 200 ms; the tests assert a generous 1 s for CI and print the measured figure
//! (`cargo test cancel -- --nocapture`).

use std::time::{Duration, Instant};

use nix::sys::signal::Signal;
use serde_json::json;

use ama::modes::rpc::client::RpcClient;

use crate::process::{assert_tree_gone, exited_at, tree_marker, wait_for_file};
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{ok, start};
use crate::support::{Test, send_signal};

const T: Duration = Duration::from_secs(10);
const BOUND: Duration = Duration::from_secs(1);

/// A command that waits a long time, says when it has started, and ignores SIGTERM if `stubborn`.
fn long_command(stubborn: bool) -> String {
    let trap = if stubborn { "trap '' TERM INT; " } else { "" };
    format!("{trap}echo > started; sleep 300")
}

fn mock_calling(command: &str) -> MockServer {
    MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": command})),
        Turn::text("done"),
    ])
}

#[test]
fn ctrl_c_and_sigterm_end_print_mode_while_a_tool_runs() {
    for (signal, code) in [(Signal::SIGINT, 130), (Signal::SIGTERM, 143)] {
        let marker = tree_marker();
        let mock = mock_calling(&long_command(false));
        let t = Test::new()
            .mock(&mock, "openai-completions")
            .env("AMA_TEST_TREE", &marker)
            .args(&["-p", "--permission-mode", "full-auto", "go"]);
        let mut child = t.spawn();
        drop(child.stdin.take());
        wait_for_file(&t.path().join("started"), T);
        let sent = Instant::now();
        send_signal(&child, signal);
        let took = exited_at(child.id(), T).map(|e| e.saturating_duration_since(sent));
        eprintln!("print mode, {signal:?} while bash runs: exit after {took:?}");
        assert!(took.is_some_and(|d| d < BOUND), "{took:?}");
        t.finish(child).status(code);
        assert_tree_gone(&marker, Duration::from_secs(2));
    }
}

#[test]
fn rpc_abort_ends_the_run_while_a_tool_runs() {
    for stubborn in [false, true] {
        let marker = tree_marker();
        let mock = mock_calling(&long_command(stubborn));
        let t = Test::new()
            .mock(&mock, "openai-completions")
            .env("AMA_TEST_TREE", &marker)
            .args(&["--permission-mode", "full-auto"]);
        let mut c = start(&t);
        ok(&mut c, json!({"type": "prompt", "message": "go"}));
        wait_for_file(&t.path().join("started"), T);
        let sent = Instant::now();
        ok(&mut c, json!({"type": "abort"}));
        let end = c.wait_event("agent_end", T);
        let took = sent.elapsed();
        eprintln!(
            "rpc abort while bash runs (ignores SIGTERM: {stubborn}): agent_end after {took:?}"
        );
        assert!(end.is_some() && took < BOUND, "{took:?}");
        let result = c
            .log()
            .iter()
            .find(|e| e["type"] == "tool_execution_end")
            .cloned()
            .unwrap_or_default();
        let text = result["result"]["content"][0]["text"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let how = if stubborn {
            "its process group was sent SIGTERM and gets SIGKILL 2 s later if it is still running"
        } else {
            "its process group was stopped with SIGTERM"
        };
        assert_eq!(
            text,
            format!("(no output)\n\nCommand aborted by the user; {how}.")
        );
        if stubborn {
            // SIGKILL comes after the grace period, while ama keeps running.
            assert_tree_gone_but(&marker, c.pid() as i32, Duration::from_secs(4));
        }
        assert_eq!(c.wait(T).and_then(|s| s.code()), Some(0));
        assert_tree_gone(&marker, Duration::from_secs(2));
    }
}

/// Like `assert_tree_gone`, with `keep` (ama itself) allowed to stay.
#[track_caller]
fn assert_tree_gone_but(marker: &str, keep: i32, within: Duration) {
    let deadline = Instant::now() + within;
    loop {
        let left: Vec<_> = crate::process::tree_members(marker)
            .into_iter()
            .filter(|(pid, _)| *pid != keep)
            .collect();
        if left.is_empty() {
            return;
        }
        assert!(Instant::now() < deadline, "still running: {left:?}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// RPC in the default mode with approvals on, waiting on the permission request of a bash call.
fn pending_approval(marker: &str) -> (Test, MockServer, RpcClient) {
    let mock = mock_calling("echo never > ran.txt");
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env("AMA_TEST_TREE", marker);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission_request"));
    (t, mock, c)
}

#[test]
fn rpc_abort_ends_the_run_while_an_approval_is_pending() {
    let marker = tree_marker();
    let (t, _mock, mut c) = pending_approval(&marker);
    let sent = Instant::now();
    ok(&mut c, json!({"type": "abort"}));
    let end = c.wait_event("agent_end", T);
    let took = sent.elapsed();
    eprintln!("rpc abort while an approval is pending: agent_end after {took:?}");
    assert!(end.is_some() && took < BOUND, "{took:?}");
    let resolved = c
        .log()
        .iter()
        .find(|e| e["type"] == "permission_resolved")
        .cloned()
        .unwrap_or_default();
    assert_eq!(resolved["decision"], json!("deny"));
    assert!(!t.path().join("ran.txt").exists());
    assert_eq!(c.wait(T).and_then(|s| s.code()), Some(0));
    assert_tree_gone(&marker, Duration::from_secs(2));
}

#[test]
fn ctrl_c_and_sigterm_end_rpc_while_an_approval_is_pending() {
    for (signal, code) in [(Signal::SIGINT, 130), (Signal::SIGTERM, 143)] {
        let marker = tree_marker();
        let (t, _mock, mut c) = pending_approval(&marker);
        let sent = Instant::now();
        let _ = nix::sys::signal::kill(nix::unistd::Pid::from_raw(c.pid() as i32), signal);
        let took = exited_at(c.pid(), T).map(|e| e.saturating_duration_since(sent));
        eprintln!("rpc {signal:?} while an approval is pending: exit after {took:?}");
        assert!(took.is_some_and(|d| d < BOUND), "{took:?}");
        assert_eq!(c.wait(T).and_then(|s| s.code()), Some(code));
        assert!(!t.path().join("ran.txt").exists());
        assert_tree_gone(&marker, Duration::from_secs(2));
    }
}
