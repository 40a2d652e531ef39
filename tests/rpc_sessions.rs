//! RPC over `agent::Agent` (issues #11 §1 and #12's audit): per-session tool state and permission
//! memory, the session switch (lock handover, restored thinking level and name), the projected
//! `get_messages`, `get_session_stats`, `get_state.model.channel`, and a panic on the session
//! thread that ends as an error instead of a hang.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

fn session_file(c: &mut RpcClient) -> PathBuf {
    let state = ok(c, json!({"type": "get_state"}));
    PathBuf::from(state["sessionFile"].as_str().unwrap_or_default())
}

/// Appends one entry line to a session file, as another writer of the format would.
fn append_entry(path: &std::path::Path, entry: Value) {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .unwrap_or_else(|e| panic!("{e}"));
    writeln!(f, "{entry}").unwrap_or_else(|e| panic!("{e}"));
}

fn last_id(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let last = text.lines().last().unwrap_or_default();
    let v: Value = serde_json::from_str(last).unwrap_or_default();
    v["id"].as_str().unwrap_or_default().to_string()
}

#[test]
fn new_session_starts_with_fresh_todos_and_permission_memory() {
    let todo = |id: &str, args: Value| Turn::new().tool_call(id, "todo", args);
    let bash =
        |id: &str| Turn::new().tool_call(id, "bash", json!({"command": "echo hi >> log.txt"}));
    let mock = MockServer::start(vec![
        todo(
            "t1",
            json!({"action": "set", "items": [{"id": "1", "text": "old task", "status": "pending"}]}),
        ),
        bash("b1"),
        Turn::text("first"),
        todo("t2", json!({"action": "get"})),
        bash("b2"),
        Turn::text("second"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    let req = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission request"));
    let id = req["requestId"].as_str().unwrap_or_default().to_string();
    ok(
        &mut c,
        json!({"type": "permission_response", "requestId": id, "decision": "allow_session"}),
    );
    settle(&mut c);

    ok(&mut c, json!({"type": "new_session"}));
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    // The new session has no todo list and no remembered answer: the same command asks again.
    let got = c
        .wait_for(
            |v| v["type"] == "tool_execution_end" && v["toolCallId"] == "t2",
            T,
        )
        .unwrap_or_else(|| panic!("no todo result"));
    assert_eq!(
        got["result"]["content"][0]["text"],
        json!("The todo list is empty."),
        "the todo list leaked into the new session"
    );
    let again = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("allow_session of the old session covered the new one"));
    let id = again["requestId"].as_str().unwrap_or_default().to_string();
    ok(
        &mut c,
        json!({"type": "permission_response", "requestId": id, "decision": "allow"}),
    );
    settle(&mut c);
    assert_eq!(t.read("log.txt"), "hi\nhi\n");
}

#[test]
fn switch_session_restores_thinking_level_and_name() {
    let mock = MockServer::start(vec![Turn::text("a"), Turn::text("b")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .reasoning(true);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_thinking_level", "level": "high"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "in a"}));
    settle(&mut c);
    ok(&mut c, json!({"type": "set_session_name", "name": "alpha"}));
    let a = session_file(&mut c);

    ok(&mut c, json!({"type": "new_session"}));
    ok(
        &mut c,
        json!({"type": "set_thinking_level", "level": "minimal"}),
    );
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["sessionName"], Value::Null);
    let before = std::fs::read_to_string(&a).unwrap_or_default();

    let switched = ok(
        &mut c,
        json!({"type": "switch_session", "sessionPath": a.display().to_string()}),
    );
    assert_eq!(switched["sessionFile"], json!(a.display().to_string()));
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["thinkingLevel"], json!("high"));
    assert_eq!(state["sessionName"], json!("alpha"));
    ok(&mut c, json!({"type": "prompt", "message": "back in a"}));
    settle(&mut c);
    let after = std::fs::read_to_string(&a).unwrap_or_default();
    assert!(
        !after[before.len()..].contains("thinking_level_change"),
        "switching wrote a thinking level over the session's own: {}",
        &after[before.len()..]
    );
}

#[test]
fn get_state_model_keeps_the_channel() {
    // Channels are real now (model_channels.rs covers a provider that has them): a channel the
    // provider does not list is refused, and the model in use is left as it was.
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    let r = c
        .request(
            json!({"type": "set_model", "provider": "mock", "modelId": "mock-model", "channel": "eu"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{r}");
    assert_eq!(r["code"], json!("model_not_found"), "{r}");
    assert!(
        r["error"]
            .as_str()
            .unwrap_or("")
            .contains("has no channels"),
        "{r}"
    );
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["model"]["id"], json!("mock-model"));
    assert_eq!(state["model"].get("channel"), None, "{state}");
}

#[test]
fn messages_and_stats_keep_extension_roles_and_usage_entries() {
    let mock = MockServer::start(vec![Turn::text("first answer"), Turn::text("again")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "hello"}));
    settle(&mut c);
    let path = session_file(&mut c);
    ok(&mut c, json!({"type": "new_session"}));
    // Another writer adds a custom message, a branch summary and a classifier usage entry.
    let time = "2026-01-01T00:00:00.000Z";
    let leaf = last_id(&path);
    append_entry(
        &path,
        json!({"type": "custom_message", "id": "cm000001", "parentId": leaf, "timestamp": time,
               "customType": "ama.note", "content": "a note", "display": false}),
    );
    append_entry(
        &path,
        json!({"type": "branch_summary", "id": "bs000001", "parentId": "cm000001", "timestamp": time,
               "fromId": leaf, "summary": "tried another way"}),
    );
    append_entry(
        &path,
        json!({"type": "usage", "id": "us000001", "parentId": "bs000001", "timestamp": time,
               "kind": "permission_classify", "provider": "mock", "model": "mock-model",
               "usage": {"input": 1000, "output": 7, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 1007}}),
    );
    ok(
        &mut c,
        json!({"type": "switch_session", "sessionPath": path.display().to_string()}),
    );
    let messages = ok(&mut c, json!({"type": "get_messages"}));
    let roles: Vec<&str> = messages["messages"]
        .as_array()
        .map(|m| m.iter().filter_map(|x| x["role"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        roles,
        ["system", "user", "assistant", "custom", "branchSummary"]
    );
    let list = messages["messages"].as_array().cloned().unwrap_or_default();
    assert_eq!(list[3]["customType"], json!("ama.note"));
    assert_eq!(list[4]["summary"], json!("tried another way"));
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert_eq!(stats["userMessages"], json!(1), "{stats}");
    assert_eq!(stats["assistantMessages"], json!(1));
    // The mock's turn used 10 in / 5 out; the classifier entry adds 1000 / 7.
    assert_eq!(stats["tokens"]["input"], json!(1010), "{stats}");
    assert_eq!(stats["tokens"]["output"], json!(12), "{stats}");
}

#[test]
fn switching_stops_the_old_run_before_releasing_its_lock() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("s1", "bash", json!({"command": "sleep 3; echo late"})),
        Turn::text("never"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "slow"}));
    c.wait_event("tool_execution_start", T)
        .unwrap_or_else(|| panic!("no tool start"));
    let old = session_file(&mut c);
    ok(&mut c, json!({"type": "new_session"}));
    // By the response, the old run has ended and its file is closed: nothing writes after.
    let lock = PathBuf::from(format!("{}.lock", old.display()));
    assert!(!lock.exists(), "the old session's lock is still held");
    let at_switch = std::fs::read_to_string(&old).unwrap_or_default();
    assert!(
        at_switch.contains("\"stopReason\":\"aborted\"") || at_switch.contains("aborted"),
        "the old run had not ended when its lock was released"
    );
    std::thread::sleep(Duration::from_millis(800));
    assert_eq!(
        std::fs::read_to_string(&old).unwrap_or_default(),
        at_switch,
        "the old run wrote after its lock was released"
    );
}

#[test]
#[cfg_attr(
    not(feature = "test-hooks"),
    ignore = "needs the test-hooks feature (make test)"
)]
fn a_panic_in_a_run_is_an_error_not_a_hang() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_TEST_PANIC", "run");
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "boom"}));
    let note = c
        .wait_event("notification", T)
        .unwrap_or_else(|| panic!("no error notification"));
    assert_eq!(note["level"], json!("error"));
    assert!(
        note["message"]
            .as_str()
            .unwrap_or_default()
            .contains("panicked"),
        "{note}"
    );
    let end = c
        .wait_event("agent_end", T)
        .unwrap_or_else(|| panic!("no agent_end"));
    assert_eq!(end["stopReason"], json!("error"));
    settle(&mut c);
    let started = Instant::now();
    ok(&mut c, json!({"type": "abort"}));
    assert!(started.elapsed() < Duration::from_secs(2), "abort hung");
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["isStreaming"], json!(false));
    c.close_stdin();
    let status = c.wait(T).unwrap_or_else(|| panic!("ama did not exit"));
    assert_eq!(status.code(), Some(0));
}

/// A build without the `test-hooks` feature (`cargo build --release`, `make static`) ignores the
/// hook: the run answers. `make test` builds with the feature, so this runs under a plain
/// `cargo test --release`; `make check-container` checks the static binary the same way.
#[test]
#[cfg(not(feature = "test-hooks"))]
fn without_the_test_hooks_feature_ama_test_panic_is_ignored() {
    let mock = MockServer::start(vec![Turn::text("no panic here")]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_TEST_PANIC", "run")
        .args(&["-p", "boom"])
        .timeout(Duration::from_secs(20))
        .run();
    out.status(0).stdout("no panic here\n");
}

#[test]
#[cfg_attr(
    not(feature = "test-hooks"),
    ignore = "needs the test-hooks feature (make test)"
)]
fn a_panic_in_print_mode_exits_1() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_TEST_PANIC", "run")
        .args(&["-p", "boom"])
        .timeout(Duration::from_secs(20))
        .run();
    out.status(1);
    assert!(
        out.stderr.contains("the session thread panicked"),
        "{}",
        out.stderr
    );
}

#[test]
#[cfg_attr(
    not(feature = "test-hooks"),
    ignore = "needs the test-hooks feature (make test)"
)]
fn a_panic_before_the_run_starts_is_an_error_response() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_TEST_PANIC", "start");
    let mut c = start(&t);
    let r = c
        .request(json!({"type": "prompt", "message": "boom"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{r}");
    assert_eq!(r["code"], json!("internal_error"), "{r}");
    assert!(
        r["error"].as_str().unwrap_or_default().contains("panicked"),
        "{r}"
    );
    settle(&mut c);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["isStreaming"], json!(false));
    assert!(
        !c.log().iter().any(|v| v["type"] == "notification"),
        "the error was already the response"
    );
    c.close_stdin();
    assert_eq!(c.wait(T).and_then(|s| s.code()), Some(0));
}
