//! The documented schemas of print mode's output (`docs/schema/result.json`,
//! `docs/schema/stream-json.json`) against real runs: a success, a denied call, a limit, a
//! failed request, a timeout and a failure before the run. Every line is checked field by field,
//! and a field the schema does not declare fails the test.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::schema::check;

fn schema(name: &str) -> Value {
    let path = format!("{}/docs/schema/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Runs `args` against `turns` with stream-json, then with json, and checks every line; returns
/// the result objects of both runs.
#[track_caller]
fn checked_runs(turns: impl Fn() -> Vec<Turn>, args: &[&str], code: i32) -> Vec<Value> {
    let (result_schema, event_schema) = (schema("result.json"), schema("stream-json.json"));
    let mut results = Vec::new();
    for format in ["stream-json", "json"] {
        let mock = MockServer::start(turns());
        let t = Test::new()
            .mock(&mock, "anthropic-messages")
            .args(&["-p", "--output-format", format])
            .args(args);
        let out = t.run();
        out.status(code);
        let mut lines = out.json_lines();
        let result = lines.pop().unwrap_or(Value::Null);
        if format == "json" {
            assert!(lines.is_empty(), "json prints one object: {lines:?}");
        }
        assert!(format == "json" || lines.len() > 3, "{format}: the events");
        for line in &lines {
            let problems = check(&event_schema, line);
            assert!(
                problems.is_empty(),
                "{format} {args:?}: {line}\n{problems:#?}"
            );
        }
        let problems = check(&result_schema, &result);
        assert!(
            problems.is_empty(),
            "{format} {args:?}: {result}\n{problems:#?}"
        );
        assert_eq!(result["exitCode"], json!(code));
        results.push(result);
    }
    results
}

#[test]
fn successful_and_denied_runs_fit_the_schemas() {
    let r = checked_runs(
        || {
            vec![
                Turn::new()
                    .say("Looking.")
                    .tool_call("c1", "bash", json!({"command": "echo hi"})),
                Turn::new().tool_call("c2", "write", json!({"path": "x.txt", "content": "x"})),
                Turn::text("done"),
            ]
        },
        &["go"],
        0,
    );
    assert_eq!(r[0]["subtype"], json!("success"));
    assert_eq!(r[0]["permissionDenials"][0]["toolName"], json!("write"));
}

#[test]
fn limits_failures_and_retries_fit_the_schemas() {
    let two_calls = || {
        vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "echo 1"})),
            Turn::new().tool_call("c2", "bash", json!({"command": "echo 2"})),
        ]
    };
    let r = checked_runs(two_calls, &["--max-turns", "1", "go"], 7);
    assert_eq!(r[1]["subtype"], json!("error_max_turns"));
    let failing = || {
        vec![Turn::http_error(
            400,
            json!({"error": {"message": "bad request"}}),
        )]
    };
    let r = checked_runs(failing, &["go"], 1);
    assert_eq!(r[0]["subtype"], json!("error_during_execution"));
    let retried = || {
        vec![
            Turn::http_error(503, json!({"error": {"message": "busy"}})).retry_after_ms("10"),
            Turn::text("fine"),
        ]
    };
    let r = checked_runs(retried, &["go"], 0);
    assert_eq!(r[0]["retries"][0]["attempt"], json!(1), "{}", r[0]);
    let stalled = || vec![Turn::new().say("a start").stall_after(2)];
    let r = checked_runs(stalled, &["--timeout", "1s", "go"], 9);
    assert_eq!(r[0]["subtype"], json!("error_timeout"));
}

#[test]
fn a_failure_before_the_run_fits_the_result_schema() {
    let result_schema = schema("result.json");
    let out = Test::new()
        .args(&["-p", "--output-format", "json", "--bogus", "x"])
        .run();
    out.status(2);
    let r = out.json();
    let problems = check(&result_schema, &r);
    assert!(problems.is_empty(), "{r}\n{problems:#?}");
    // A field the schema does not declare is found.
    let mut extra = r.clone();
    extra["surprise"] = json!(1);
    assert_eq!(check(&result_schema, &extra).len(), 1);
}
