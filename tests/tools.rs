//! The built-in tools end to end: the real binary against the mock server, one scripted tool call
//! per model turn, asserting the exact results the model gets back and the bytes left on disk.

mod bash;
mod context;
mod files;
mod search;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// One `tool_execution_end` as print mode's stream-json reports it.
#[derive(Debug)]
pub struct Ended {
    pub text: String,
    pub is_error: bool,
    pub details: Value,
}

/// Runs ama on `t` with one model turn per call (then "done"), and returns each call's result in
/// order, with the mock so tests can look at what was sent.
#[track_caller]
pub fn run_calls(t: Test, calls: &[(&str, Value)]) -> (Test, Vec<Ended>, MockServer) {
    run_calls_with(t, calls, json!({}), &[])
}

/// [`run_calls`] with a config patch and extra arguments.
#[track_caller]
pub fn run_calls_with(
    t: Test,
    calls: &[(&str, Value)],
    config: Value,
    args: &[&str],
) -> (Test, Vec<Ended>, MockServer) {
    let mut turns: Vec<Turn> = calls
        .iter()
        .enumerate()
        .map(|(i, (name, args))| Turn::new().tool_call(&format!("call_{i}"), name, args.clone()))
        .collect();
    turns.push(Turn::text("done"));
    let mock = MockServer::start(turns);
    let t = t
        .mock(&mock, "openai-completions")
        .config_merge(config)
        .args(&["-p", "--output-format", "stream-json"])
        .args(args)
        .arg("go");
    let out = t.run();
    out.status(0);
    let ended = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end")
        .map(|e| Ended {
            text: e["result"]["content"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n"),
            is_error: e["isError"] == json!(true),
            details: e["result"]["details"].clone(),
        })
        .collect();
    (t, ended, mock)
}

/// `text` with the test's work dir written as `WORK` and its data dir as `DATA`.
pub fn scrub(t: &Test, text: &str) -> String {
    text.replace(&t.data_dir().display().to_string(), "DATA")
        .replace(&t.path().display().to_string(), "WORK")
}
