//! Issue #24: bash evaluates an array subscript wherever it takes a variable name, so
//! `printf -v 'a[$(touch PWNED)]' %s x` runs `touch`. Through the real binary and the mock's
//! scripted tool calls, such commands must never run unasked: not in plan mode, not in default
//! print mode with no approver, and not past `--deny 'bash(touch *)'` in full-auto. The
//! tool result must tell the model why, and `ama permissions check` must agree.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Each command and the file it would create if bash ran it.
const CASES: [(&str, &str); 6] = [
    ("printf -v 'a[$(touch PWNED)]' %s x", "PWNED"),
    ("cd . && printf -v\"a[\\$(touch PWNED2)]\" %s x", "PWNED2"),
    ("read 'a[$(touch PWNED3)]' < /dev/null", "PWNED3"),
    (
        "echo hi | sh -c \"test -v 'a[\\$(touch PWNED4)]'\"",
        "PWNED4",
    ),
    ("declare 'a[`touch PWNED5`]=1'", "PWNED5"),
    ("echo $(( a['$(touch PWNED6)'] ))", "PWNED6"),
];

/// Runs every case as one bash call each under `flags`; returns the test and, per call,
/// whether print mode reported it denied and the tool result text.
fn run(flags: &[&str]) -> (Test, Vec<(bool, String)>) {
    let mut turn = Turn::new();
    for (i, (cmd, _)) in CASES.iter().enumerate() {
        turn = turn.tool_call(&format!("c{i}"), "bash", json!({ "command": cmd }));
    }
    let mock = MockServer::start(vec![turn, Turn::text("done")]);
    let mut args = vec!["-p"];
    args.extend_from_slice(flags);
    args.extend(["--output-format", "stream-json", "go"]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&args);
    let out = t.run();
    let results = out.call_outcomes(CASES.len());
    (t, results)
}

/// `ama permissions check` for one command under `flags`: (decision, reason).
fn check(t: &Test, flags: &[&str], cmd: &str) -> (String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ama"))
        .args(["permissions", "check", "--json"])
        .args(flags)
        .args(["bash", cmd])
        .current_dir(t.path())
        .env("HOME", t.home())
        .env("AMA_CONFIG_DIR", t.config_dir())
        .env("AMA_DATA_DIR", t.data_dir())
        .output()
        .unwrap_or_else(|e| panic!("ama permissions check: {e}"));
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("check output for {cmd:?}: {e}"));
    (
        v["decision"].as_str().unwrap_or_default().to_string(),
        v["reason"].as_str().unwrap_or_default().to_string(),
    )
}

fn assert_never_ran(flags: &[&str], want_check: &str, want_reason: &str) {
    let (t, results) = run(flags);
    for ((cmd, file), (denied, text)) in CASES.iter().zip(&results) {
        assert!(*denied, "{cmd:?} ran with {flags:?}: {text}");
        assert!(
            !t.path().join(file).exists(),
            "{cmd:?} created {file} with {flags:?}"
        );
        assert!(
            text.contains(want_reason),
            "{cmd:?} with {flags:?}: the model was told {text:?}"
        );
        let check_flags: Vec<&str> = flags
            .iter()
            .map(|f| {
                if *f == "--permission-mode" {
                    "--mode"
                } else {
                    f
                }
            })
            .collect();
        let (decision, reason) = check(&t, &check_flags, cmd);
        assert_eq!(decision, want_check, "{cmd:?} with {flags:?}: {reason}");
        assert!(reason.contains(want_reason), "{cmd:?}: {reason}");
    }
}

#[test]
fn plan_mode_never_runs_a_subscript() {
    assert_never_ran(&["--permission-mode", "plan"], "ask", "bash evaluates");
}

#[test]
fn default_mode_without_an_approver_never_runs_a_subscript() {
    assert_never_ran(&["--permission-mode", "default"], "ask", "bash evaluates");
}

#[test]
fn full_auto_deny_rules_see_into_subscripts() {
    assert_never_ran(
        &["--permission-mode", "full-auto", "--deny", "bash(touch *)"],
        "deny",
        "Denied by the rule `bash(touch *)`",
    );
}
