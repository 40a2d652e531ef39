//! Headless runs that never hang and never lie (issue #32): the limits (`--max-turns`,
//! `--max-budget-usd`, `--timeout`, `--idle-timeout`) end a run with their own exit code and
//! result subtype; children that hold ama's pipes do not keep a pipe open after it exits; RPC ends
//! at end of input; `--output-format json` prints one JSON object for a failure before the run.

use std::io::Read;
use std::process::Stdio;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// A marker no other test's process carries, to find what a run left behind.
fn marker() -> String {
    format!("{}.{}", 40 + std::process::id() % 50, fastrand_suffix())
}

fn fastrand_suffix() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() % 1_000_000)
        .unwrap_or(7)
}

/// The pids of live processes whose command line holds `needle`.
pub fn processes_with(needle: &str) -> Vec<i32> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<i32>().ok())
        .filter(|pid| {
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let zombie = stat
                .rsplit_once(')')
                .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'));
            let cmd = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            !zombie
                && String::from_utf8_lossy(&cmd)
                    .replace('\0', " ")
                    .contains(needle)
        })
        .collect()
}

fn last_json(out: &crate::support::Output) -> Value {
    out.json_lines().pop().unwrap_or(Value::Null)
}

#[test]
fn max_turns_ends_the_run_with_exit_7_and_says_so() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "echo two"})),
        Turn::text("never asked"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--max-turns",
        "1",
        "--output-format",
        "json",
        "go",
    ]);
    let out = t.run();
    out.status(7);
    let r = last_json(&out);
    assert_eq!(r["subtype"], json!("error_max_turns"), "{r}");
    assert_eq!(r["errorCode"], json!("max_turns"));
    assert_eq!(r["exitCode"], json!(7));
    assert_eq!(r["isError"], json!(true));
    assert_eq!(r["numTurns"], json!(1));
    assert_eq!(mock.model_requests().len(), 1);
}

#[test]
fn max_budget_is_checked_before_each_request_with_exit_8() {
    // The first reply costs $3 (a million input tokens at $3 a million); the budget is $1.
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo one"}))
            .usage(1_000_000, 0, 0, 0),
        Turn::text("never asked"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--max-budget-usd",
        "1",
        "--output-format",
        "json",
        "go",
    ]);
    let out = t.run();
    out.status(8);
    let r = last_json(&out);
    assert_eq!(r["subtype"], json!("error_max_budget"), "{r}");
    assert_eq!(r["errorCode"], json!("max_budget"));
    assert_eq!(r["costUsd"], json!(3.0));
    let error = r["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("$3.0000 of its $1 budget (--max-budget-usd)"),
        "{error}"
    );
    assert_eq!(
        mock.model_requests().len(),
        1,
        "no request after the budget"
    );
    // The text format says the same on stderr.
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo one"}))
            .usage(1_000_000, 0, 0, 0),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--max-budget-usd=0.5",
        "go",
    ]);
    t.run()
        .status(8)
        .stderr_contains("of its $0.5 budget (--max-budget-usd)");
}

#[test]
fn limits_come_from_the_config_and_the_flags_win() {
    let turns = || {
        vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "echo one"})),
            Turn::text("done"),
        ]
    };
    let mock = MockServer::start(turns());
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"limits": {"maxTurns": 1}}))
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    t.run().status(7).stderr_contains("--max-turns");
    let mock = MockServer::start(turns());
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"limits": {"maxTurns": 1}}))
        .args(&[
            "-p",
            "--permission-mode",
            "full-auto",
            "--max-turns",
            "5",
            "go",
        ]);
    t.run().status(0).stdout("done\n");
    // A wrong value is a config error that names the key.
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"limits": {"idleTimeout": "soon"}}))
        .args(&["-p", "go"]);
    t.run()
        .status(3)
        .stderr_contains("\"limits.idleTimeout\" must be a duration");
}

/// Runs `t` and returns its output with how long it took.
fn timed(t: &Test) -> (crate::support::Output, Duration) {
    let started = Instant::now();
    let out = t.run();
    (out, started.elapsed())
}

#[test]
fn timeout_aborts_a_sleeping_tool_and_its_children_within_2s() {
    let mark = marker();
    let mock = MockServer::start(vec![Turn::new().tool_call(
        "c1",
        "bash",
        json!({"command": format!("sleep {mark} & sleep {mark}")}),
    )]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--timeout",
        "2s",
        "--output-format",
        "stream-json",
        "go",
    ]);
    let (out, took) = timed(&t);
    out.status(9);
    assert!(took < Duration::from_secs(4), "took {took:?}");
    let r = last_json(&out);
    assert_eq!(r["type"], json!("result"));
    assert_eq!(r["subtype"], json!("error_timeout"), "{r}");
    assert_eq!(r["errorCode"], json!("timeout"));
    assert!(
        r["error"]
            .as_str()
            .is_some_and(|e| e.contains("after 2s (--timeout)")),
        "{r}"
    );
    assert_eq!(processes_with(&format!("sleep {mark}")), Vec::<i32>::new());
}

#[test]
fn timeout_aborts_a_stalled_stream() {
    let mock = MockServer::start(vec![Turn::new().say("thinking about it").stall_after(2)]);
    let t =
        Test::new()
            .mock(&mock, "openai-completions")
            .args(&["-p", "--timeout", "1500ms", "go"]);
    let (out, took) = timed(&t);
    out.status(9)
        .stderr_contains("the run was aborted after 1500ms (--timeout)");
    assert!(took < Duration::from_millis(3500), "took {took:?}");
}

#[test]
fn idle_timeout_aborts_a_run_in_which_nothing_happens() {
    let mock = MockServer::start(vec![Turn::new().say("a start").stall_after(2)]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--idle-timeout",
        "1s",
        "--output-format",
        "json",
        "go",
    ]);
    let (out, took) = timed(&t);
    out.status(12);
    assert!(took < Duration::from_secs(4), "took {took:?}");
    let r = last_json(&out);
    assert_eq!(r["subtype"], json!("error_idle_timeout"), "{r}");
    assert_eq!(r["errorCode"], json!("idle_timeout"));
    assert!(
        r["error"]
            .as_str()
            .is_some_and(|e| e.contains("nothing happened for 1s")),
        "{r}"
    );
    // A tool that prints now and then is not idle.
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": "for i in 1 2 3 4; do echo tick $i; sleep 0.5; done"}),
        ),
        Turn::text("ticked"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--idle-timeout",
        "1200ms",
        "go",
    ]);
    t.run().status(0).stdout("ticked\n");
}

/// Runs `t` with stdout and stderr as pipes and returns when both are closed: how long that took,
/// the exit code and stderr.
fn until_pipes_close(t: &Test) -> (Duration, Option<i32>, String) {
    let started = Instant::now();
    let mut cmd = t.command();
    cmd.stdin(Stdio::null());
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"));
    let mut stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    let mut stderr = child.stderr.take().unwrap_or_else(|| panic!("no stderr"));
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = stderr.read_to_string(&mut s);
        s
    });
    let mut out = Vec::new();
    let _ = stdout.read_to_end(&mut out);
    let err = err_reader.join().unwrap_or_default();
    let took = started.elapsed();
    let status = child.wait().ok().and_then(|s| s.code());
    (took, status, err)
}

#[test]
fn a_background_job_holding_the_pipes_does_not_keep_them_open() {
    let mark = marker();
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": format!("sleep {mark}"), "run_in_background": true}),
        ),
        Turn::new().tool_call(
            "c2",
            "bash",
            json!({"command": format!("(setsid sleep {mark} >&2 &) ; echo started")}),
        ),
        Turn::text("left them running"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "go",
    ]);
    let (took, status, err) = until_pipes_close(&t);
    assert_eq!(status, Some(0), "{err}");
    assert!(took < Duration::from_secs(10), "took {took:?}: {err}");
    assert!(
        err.contains(&format!(
            "ama: ended background job bash_1 (`sleep {mark}`), still running at exit"
        )),
        "{err}"
    );
    assert_eq!(processes_with(&format!("sleep {mark}")), Vec::<i32>::new());
}

#[test]
fn rpc_end_of_input_denies_a_pending_approval_and_exits_0() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch made-by-bash"})),
        Turn::text("could not"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = crate::support::rpc::start(&t);
    crate::support::rpc::ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    crate::support::rpc::ok(&mut c, json!({"type": "prompt", "message": "make a file"}));
    let asked = c.wait_event("permission_request", crate::support::rpc::T);
    assert!(asked.is_some(), "no permission_request: {:?}", c.log());
    c.close_stdin();
    let resolved = c.wait_event("permission_resolved", crate::support::rpc::T);
    assert_eq!(
        resolved.map(|r| r["decision"].clone()),
        Some(json!("deny")),
        "{:?}",
        c.log()
    );
    assert!(
        c.wait_event("agent_settled", crate::support::rpc::T)
            .is_some()
    );
    let status = c.wait(Duration::from_secs(10));
    assert_eq!(status.and_then(|s| s.code()), Some(0));
    assert!(!t.path().join("made-by-bash").exists());
}

#[test]
fn rpc_end_of_input_with_a_stalled_run_ends_within_the_idle_timeout() {
    let mock = MockServer::start(vec![Turn::new().say("a start").stall_after(2)]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["--idle-timeout", "1s"]);
    let mut c = crate::support::rpc::start(&t);
    crate::support::rpc::ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.close_stdin();
    let started = Instant::now();
    let status = c.wait(Duration::from_secs(10));
    assert_eq!(status.and_then(|s| s.code()), Some(0));
    assert!(started.elapsed() < Duration::from_secs(5));
    let end = c.log().iter().find(|e| e["type"] == "agent_end").cloned();
    assert_eq!(end.map(|e| e["stopReason"].clone()), Some(json!("aborted")));
}

#[test]
fn json_output_reports_failures_before_the_run_as_one_object() {
    let check = |t: Test, code: i32, error_code: &str| {
        let out = t.run();
        out.status(code);
        let lines = out.json_lines();
        assert_eq!(lines.len(), 1, "one object on stdout");
        let r = &lines[0];
        assert_eq!(r["type"], json!("result"));
        assert_eq!(r["subtype"], json!("error_during_startup"));
        assert_eq!(r["exitCode"], json!(code));
        assert_eq!(r["errorCode"], json!(error_code), "{r}");
        assert_eq!(r["isError"], json!(true));
    };
    let mock = MockServer::start(vec![]);
    let bad_flag = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--output-format",
        "json",
        "--max-turns",
        "zero",
        "hi",
    ]);
    check(bad_flag, 2, "invalid_arguments");
    let unknown_flag = Test::new().mock(&mock, "anthropic-messages").args(&[
        "--output-format=stream-json",
        "-p",
        "--bogus",
        "hi",
    ]);
    check(unknown_flag, 2, "invalid_arguments");
    let no_key = Test::new()
        .mock(&mock, "anthropic-messages")
        .env_remove("MOCK_API_KEY")
        .args(&["-p", "--output-format", "json", "hi"]);
    check(no_key, 4, "no_api_key");
    let bad_config = Test::new()
        .args(&["-p", "--output-format", "json", "hi"])
        .write("../config/config.json", "{ not json");
    check(bad_config, 3, "config_error");
    assert!(mock.model_requests().is_empty());
}
