//! `make smoke-local` (docs/ci.md): ama against a real model, SmolLM2-135M-Instruct served on
//! loopback by node-llama-cpp through ama's built-in `llamacpp` provider. One `-p` prompt in each
//! output format and one RPC prompt; the assertions are on the protocol (exit code, a non-empty
//! answer, usage, a valid session file), never on the model's words. Skipped under `make test`
//! (no `AMA_SMOKE_DIR`); each run's wall time is printed.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::local_model::{self, LocalModel};
use crate::support::rpc;
use crate::support::session_files::session_files;

/// The model's context in the server and in ama's model entry: ama's system prompt and tools
/// with `--tools read` fit, and prompt processing stays short on two cores.
const CONTEXT: u32 = 4096;
/// A ceiling only: the prompt below is answered in a few tokens, with stop reason `stop`.
const MAX_TOKENS: u32 = 128;
const RUN: Duration = Duration::from_secs(240);

fn test_for(model: &LocalModel) -> Test {
    Test::new()
        .config(json!({
            "model": "llamacpp/smollm2",
            "providers": {"llamacpp": {
                "baseUrl": format!("{}/v1", model.url),
                "models": [{"id": "smollm2", "contextWindow": CONTEXT, "maxTokens": MAX_TOKENS}]
            }},
            "retry": {"enabled": false}
        }))
        .timeout(RUN)
}

const QUESTION: &str = "What is 2 + 2? Answer with the number only.";
const PROMPT: &[&str] = &["--tools", "read", "--no-context-files", "-p", QUESTION];

/// Every line of a session file is a JSON object, the first is its header, and it holds the
/// prompt and an assistant message with text and usage.
#[track_caller]
fn assert_valid_session(path: &Path) {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("read session file {}: {e}", path.display()));
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines[0]["type"], json!("session"), "{}", lines[0]);
    let messages: Vec<&Value> = lines
        .iter()
        .filter(|l| l["type"] == "message")
        .map(|l| &l["message"])
        .collect();
    assert!(
        messages.iter().any(|m| m["role"] == "user"),
        "no user message in {}",
        path.display()
    );
    let answer = messages
        .iter()
        .rfind(|m| m["role"] == "assistant")
        .unwrap_or_else(|| panic!("no assistant message in {}", path.display()));
    assert_usage(&answer["usage"]);
    assert!(!answer_text(answer).trim().is_empty(), "{answer}");
}

/// Prompt tokens (new or read from the server's cache: it keeps the last conversation's) and
/// answer tokens were both counted.
#[track_caller]
fn assert_usage(usage: &Value) {
    let prompt = usage["input"].as_u64().unwrap_or(0) + usage["cacheRead"].as_u64().unwrap_or(0);
    assert!(prompt > 0, "usage {usage}");
    assert!(usage["output"].as_u64().unwrap_or(0) > 0, "usage {usage}");
}

fn answer_text(message: &Value) -> String {
    message["content"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|b| b["type"] == "text")
        .filter_map(|b| b["text"].as_str())
        .collect()
}

/// Checks the result object of `json` and `stream-json` and returns the session file's path.
#[track_caller]
fn assert_result(result: &Value) -> String {
    assert_eq!(result["type"], json!("result"), "{result}");
    assert_eq!(result["subtype"], json!("success"), "{result}");
    assert_eq!(result["isError"], json!(false), "{result}");
    assert_eq!(result["stopReason"], json!("stop"), "{result}");
    assert!(
        !result["result"].as_str().unwrap_or("").trim().is_empty(),
        "{result}"
    );
    assert_usage(&result["usage"]);
    let file = result["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_valid_session(Path::new(&file));
    file
}

fn timed<T>(label: &str, f: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let out = f();
    eprintln!(
        "smoke-local: {label}: {:.1} s",
        started.elapsed().as_secs_f64()
    );
    out
}

#[test]
fn recipes_smoke_local_model_in_every_output_format_and_rpc() {
    let Some(dir) = local_model::dir() else {
        return;
    };
    let model = timed("model server start", || {
        LocalModel::start(&dir, CONTEXT, MAX_TOKENS)
    });

    // text: the answer on stdout, exit 0, and the session file it wrote.
    let t = test_for(&model).args(PROMPT);
    let out = timed("-p text", || t.run());
    out.status(0);
    assert!(!out.stdout.trim().is_empty(), "empty answer");
    let files = session_files(&t);
    assert_eq!(files.len(), 1, "{files:?}");
    assert_valid_session(&files[0]);

    // json: one result object.
    let t = test_for(&model)
        .args(PROMPT)
        .args(&["--output-format", "json"]);
    let out = timed("-p json", || t.run());
    out.status(0);
    assert_result(&out.json());

    // stream-json: events in order, the assistant's message_end with usage, then the result.
    let t = test_for(&model)
        .args(PROMPT)
        .args(&["--output-format", "stream-json"]);
    let out = timed("-p stream-json", || t.run());
    out.status(0);
    let lines = out.json_lines();
    assert_eq!(lines[0]["type"], json!("session_start"), "{}", lines[0]);
    let end = lines
        .iter()
        .rfind(|l| l["type"] == "message_end" && l["message"]["role"] == "assistant")
        .unwrap_or_else(|| panic!("no assistant message_end"));
    assert_usage(&end["message"]["usage"]);
    assert!(lines.iter().any(|l| l["type"] == "agent_end"));
    let result = lines.last().cloned().unwrap_or_default();
    assert_eq!(
        answer_text(&end["message"]),
        result["result"].as_str().unwrap_or_default()
    );
    assert_result(&result);

    // RPC: one prompt, the run settles, the last assistant text is the streamed one.
    let t = test_for(&model).args(&["--tools", "read", "--no-context-files"]);
    timed("rpc prompt", || {
        let mut c = rpc::start(&t);
        let data = rpc::ok(&mut c, json!({"type": "prompt", "message": QUESTION}));
        assert_eq!(data, json!({"disposition": "started"}));
        let end = c
            .wait_event("agent_end", RUN)
            .unwrap_or_else(|| panic!("no agent_end within {RUN:?}"));
        assert_eq!(end["stopReason"], json!("stop"), "{end}");
        let text = rpc::ok(&mut c, json!({"type": "get_last_assistant_text"}));
        assert!(
            !text["text"].as_str().unwrap_or("").trim().is_empty(),
            "{text}"
        );
        let log = c.log().to_vec();
        let m = log
            .iter()
            .rfind(|e| e["type"] == "message_end" && e["message"]["role"] == "assistant")
            .unwrap_or_else(|| panic!("no assistant message_end"));
        assert_usage(&m["message"]["usage"]);
        let state = rpc::ok(&mut c, json!({"type": "get_state"}));
        let file = state["sessionFile"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        c.close_stdin();
        assert!(c.wait(Duration::from_secs(30)).is_some_and(|s| s.success()));
        assert_valid_session(Path::new(&file));
    });
}
