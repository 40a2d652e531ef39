//! Line mode end to end (issue #13): the real binary with piped stdin and no `-p`, against the
//! mock server. Each line is a prompt, answers stream to stdout, approvals are answered on stdin.

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

#[test]
fn two_piped_prompts_get_two_answers() {
    let mock = MockServer::start(vec![
        Turn::text("First answer."),
        Turn::text("Second answer."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .stdin("first question\nsecond \\\nquestion, continued\n");
    let out = t.run();
    out.status(0).stdout("First answer.\nSecond answer.\n");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2, "one model request per prompt");
    let body = reqs[1].body.to_string();
    assert!(
        body.contains("first question"),
        "the second request carries the history"
    );
    assert!(
        body.contains("second \\nquestion, continued"),
        "a trailing backslash continues the prompt on the next line: {body}"
    );
}

#[test]
fn approval_answered_yes_on_stdin_runs_the_tool() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("call_1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("Made it."),
        Turn::text("Bye."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .stdin("make a file\ny\nthanks\n");
    let out = t.run();
    out.status(0)
        .stdout("Made it.\nBye.\n")
        .stderr_contains("Allow bash?")
        .stderr_contains("  touch made.txt\n")
        .stderr_contains("Allow? [y/n/a/v] ");
    assert!(t.path().join("made.txt").exists(), "the approved call ran");
    assert_eq!(mock.model_requests().len(), 3);
}

#[test]
fn approval_answered_no_denies_the_tool() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("call_1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("Not made."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .stdin("make a file\nn\n");
    let out = t.run();
    out.status(0).stdout("Not made.\n");
    assert!(
        !t.path().join("made.txt").exists(),
        "the denied call did not run"
    );
}

#[test]
fn prompt_argument_with_piped_stdin_is_one_print_run() {
    let mock = MockServer::start(vec![Turn::text("Reviewed.")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["review this"])
        .stdin("line one\nline two\n");
    t.run().status(0).stdout("Reviewed.\n");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 1, "one request, not one per line");
    let body = reqs[0].body.to_string();
    assert!(
        body.contains("review this") && body.contains("line one\\nline two"),
        "{body}"
    );
}

#[test]
fn empty_input_exits_zero_without_a_request() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .arg("--no-tui")
        .stdin("");
    t.run().status(0).stdout("");
    assert_eq!(mock.model_requests().len(), 0);
}
