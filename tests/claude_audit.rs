//! Issue #28, the lines an audit found without a test through the real binary:
//! a missing `permissions.additionalDirectories` entry named once, unknown `tools:` names of a
//! Claude Code agent file named once, `stoppedByHook` in the RPC events, a failing Claude Code
//! hook reported as the same fact in every mode, and `ama stats` over a directory that holds pi
//! and Claude Code session files (never "corrupt", never "upgrade ama").

use std::time::Duration;

use serde_json::json;

use crate::claude::{hooks, write_home};
use crate::interactive::have_tmux;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::tmux::AmaPane;

const API: &str = "anthropic-messages";

fn base(mock: &MockServer) -> Test {
    Test::new().mock(mock, API).env_remove("CLAUDE_CONFIG_DIR")
}

#[test]
fn a_missing_additional_directory_is_named_once() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock).args(&["-p", "hi"]);
    write_home(
        &t,
        ".claude/settings.json",
        &json!({"permissions": {"additionalDirectories": ["../shared-lib"]}}).to_string(),
    );
    let out = t.run();
    out.status(0).stdout("ok\n");
    let line = "warning: ~/.claude/settings.json: the additional directory `../shared-lib` does not exist (`";
    assert_eq!(out.stderr.matches(line).count(), 1, "{}", out.stderr);
    assert!(
        out.stderr.contains(
            "), so it is skipped; create it or remove it from \"additionalDirectories\"\n"
        ),
        "{}",
        out.stderr
    );
    // Nothing was loaded from it: the start-up line lists no directory.
    assert!(
        !out.stderr.contains("additional directory ("),
        "{}",
        out.stderr
    );
    assert_eq!(mock.model_requests().len(), 1);
}

#[test]
fn unknown_tool_names_of_a_claude_agent_file_are_named_once() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock).args(&["-p", "hi"]);
    write_home(
        &t,
        ".claude/agents/helper.md",
        "---\nname: helper\ndescription: Helps\ntools: Read, Frobnicate, Grep\n---\nYou help.\n",
    );
    let out = t.run();
    out.status(0);
    let file = t.home().join(".claude/agents/helper.md");
    let line = format!(
        "warning: agent type `helper` in {}: no tool is named frobnicate; the type runs without them\n",
        file.display()
    );
    assert_eq!(out.stderr.matches(&line).count(), 1, "{}", out.stderr);
    // The type itself is loaded with the tools that exist.
    let body = mock.model_requests()[0].body.to_string();
    assert!(body.contains("helper"), "the task tool lists the type");
}

#[test]
fn rpc_agent_end_carries_stopped_by_hook() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo hi > a.txt"})),
        Turn::text("never"),
    ]);
    let stop = r#"echo '{"continue": false, "stopReason": "tests failed"}'"#;
    let t = base(&mock)
        .write(
            ".claude/settings.json",
            hooks("PostToolUse", Some("Bash"), stop).to_string(),
        )
        .args(&["--trust-project", "--permission-mode", "full-auto"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let end = c
        .wait_event("agent_end", T)
        .unwrap_or_else(|| panic!("no agent_end"));
    assert_eq!(end["stopReason"], "stop", "{end}");
    assert_eq!(
        end["stoppedByHook"],
        json!({"hook": stop, "reason": "tests failed"}),
        "{end}"
    );
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let notice = c
        .log()
        .iter()
        .find(|e| {
            e["type"] == "notification"
                && e["message"]
                    .as_str()
                    .is_some_and(|m| m.contains("tests failed"))
        })
        .cloned();
    assert!(
        notice.is_some(),
        "the reason reaches the client as a notice too"
    );
    assert_eq!(t.read("a.txt"), "hi\n");
    assert_eq!(mock.model_requests().len(), 1);
}

/// A Claude Code PostToolUse hook that fails (exit 1, a line on stderr): the notice every mode
/// shows.
const FAILING: &str = "echo lint broke >&2; exit 1";
const FACT: &str = "PostToolUse hook `echo lint broke >&2; exit 1` exited with 1: lint broke";

fn failing_hook_test(mock: &MockServer) -> Test {
    base(mock)
        .write(
            ".claude/settings.json",
            hooks("PostToolUse", Some("Bash"), FAILING).to_string(),
        )
        .timeout(Duration::from_secs(60))
}

fn bash_then_done() -> Vec<Turn> {
    vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo ran"})),
        Turn::text("Done."),
    ]
}

#[test]
fn a_failing_claude_hook_is_the_same_fact_in_every_mode() {
    let common = ["--trust-project", "--permission-mode", "full-auto"];
    // -p, text: a warning on stderr; the run goes on.
    let mock = MockServer::start(bash_then_done());
    let out = failing_hook_test(&mock)
        .args(&common)
        .args(&["-p", "go"])
        .run();
    out.status(0).stdout("Done.\n");
    assert_eq!(
        out.stderr.matches(&format!("warning: {FACT}\n")).count(),
        1,
        "{}",
        out.stderr
    );
    // -p, json: the result names it (and stderr says it as in text).
    let mock = MockServer::start(bash_then_done());
    let out = failing_hook_test(&mock)
        .args(&common)
        .args(&["-p", "go", "--output-format", "json"])
        .run();
    out.status(0);
    let r = out.json();
    assert_eq!(
        r["notices"],
        json!([{"level": "warn", "message": FACT}]),
        "{r}"
    );
    assert_eq!(
        r["hookFailures"],
        json!([{"event": "PostToolUse", "command": FAILING, "exitCode": 1}]),
        "{r}"
    );
    out.stderr_contains(&format!("warning: {FACT}\n"));
    // -p, stream-json: a notification line, and the result's notices.
    let mock = MockServer::start(bash_then_done());
    let out = failing_hook_test(&mock)
        .args(&common)
        .args(&["-p", "go", "--output-format", "stream-json"])
        .run();
    out.status(0);
    let lines = out.json_lines();
    let notes: Vec<&serde_json::Value> = lines
        .iter()
        .filter(|l| l["type"] == "notification")
        .collect();
    assert_eq!(notes.len(), 1, "{lines:?}");
    assert_eq!(notes[0]["message"], FACT);
    assert_eq!(notes[0]["level"], "warn");
    // RPC: a notification event.
    let mock = MockServer::start(bash_then_done());
    let t = failing_hook_test(&mock).args(&common);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let note = c
        .wait_event("notification", T)
        .unwrap_or_else(|| panic!("no notification"));
    assert_eq!(note["message"], FACT, "{note}");
    assert_eq!(note["level"], "warn", "{note}");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    // Line mode: the same words on stderr.
    let mock = MockServer::start(bash_then_done());
    let out = failing_hook_test(&mock).args(&common).stdin("go\n").run();
    out.status(0);
    assert_eq!(out.stderr.matches(FACT).count(), 1, "{}", out.stderr);
    assert_eq!(mock.model_requests().len(), 2);
}

#[test]
fn a_failing_claude_hook_is_shown_in_the_terminal_ui() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(bash_then_done());
    let t = failing_hook_test(&mock);
    let tmux = AmaPane::new(&t, "claude-audit-hook")
        .args("--trust-project --permission-mode full-auto")
        .env("MOCK_API_KEY=test-key-123 CLAUDE_CONFIG_DIR=")
        .size(200, 40)
        .start();
    tmux.wait_for("the editor", |p| p.contains("mode:"));
    tmux.text("go");
    tmux.wait_for("the typed prompt", |p| p.contains("› go"));
    tmux.keys(&["Enter"]);
    let pane = tmux.wait_for("the hook's failure", |p| {
        p.contains("lint broke") && p.contains("Done.")
    });
    assert!(pane.contains(FACT), "{pane}");
}

#[test]
fn stats_over_pi_and_claude_code_files_never_says_corrupt() {
    let fixtures =
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/import");
    for args in [
        vec!["stats"],
        vec!["stats", "--all"],
        vec!["stats", "--all", "--json"],
    ] {
        let t = Test::new();
        let sessions = t.data_dir().join("sessions/elsewhere");
        std::fs::create_dir_all(&sessions).unwrap_or_else(|e| panic!("{e}"));
        for (i, name) in ["pi.jsonl", "claude-code.jsonl"].iter().enumerate() {
            let to = sessions.join(format!("2026-12-02T13-31-2{i}-000Z_abcd123{i}.jsonl"));
            std::fs::copy(fixtures.join(name), &to).unwrap_or_else(|e| panic!("{e}"));
        }
        let out = t.args(&args).run();
        out.status(0);
        // Neither file is counted as an ama session (both ran on the mock's model).
        assert!(
            !out.stdout.contains("mock-model"),
            "{args:?}: {}",
            out.stdout
        );
        let all = format!("{}{}", out.stdout, out.stderr).to_lowercase();
        assert!(
            !all.contains("corrupt") && !all.contains("upgrade"),
            "{args:?}: {}{}",
            out.stdout,
            out.stderr
        );
    }
}
