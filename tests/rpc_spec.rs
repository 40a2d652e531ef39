//! Issue #30's spec deviations in RPC mode, each through the real binary: a run that fails after
//! its prompt was answered sends `notification {level: "error"}`, and the others below.

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::events::offered;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

/// The `type`s of the lines received so far, from the first `agent_start` on.
fn types_from_agent_start(c: &mut RpcClient) -> Vec<String> {
    let kinds: Vec<String> = c
        .log()
        .iter()
        .map(|v| v["type"].as_str().unwrap_or("?").to_string())
        .collect();
    let from = kinds.iter().position(|k| k == "agent_start").unwrap_or(0);
    kinds[from..].to_vec()
}

#[test]
fn a_run_failing_after_the_answer_sends_an_error_notification() {
    let mock = MockServer::start(vec![Turn::http_error(
        401,
        json!({"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}}),
    )]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    let data = ok(&mut c, json!({"type": "prompt", "message": "hi"}));
    assert_eq!(data, json!({"disposition": "started"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let lines: Vec<Value> = c.log().to_vec();
    let end = lines
        .iter()
        .find(|v| v["type"] == "message_end" && v["message"]["role"] == "assistant")
        .unwrap_or_else(|| panic!("no assistant message_end: {lines:?}"));
    assert_eq!(end["message"]["stopReason"], json!("error"));
    let notes: Vec<&Value> = lines
        .iter()
        .filter(|v| v["type"] == "notification")
        .collect();
    assert_eq!(notes.len(), 1, "one notification: {notes:?}");
    assert_eq!(notes[0]["level"], json!("error"));
    let message = notes[0]["message"].as_str().unwrap_or_default();
    assert_eq!(
        message,
        end["message"]["errorMessage"].as_str().unwrap_or("?")
    );
    assert!(message.contains("401"), "{message}");
    let kinds = types_from_agent_start(&mut c);
    let tail: Vec<&str> = kinds
        .iter()
        .map(String::as_str)
        .skip_while(|k| *k != "message_end" && *k != "notification")
        .filter(|k| ["message_end", "notification", "agent_end", "agent_settled"].contains(k))
        .collect();
    assert_eq!(
        tail.iter().rev().take(3).rev().copied().collect::<Vec<_>>(),
        ["notification", "agent_end", "agent_settled"],
        "{kinds:?}"
    );
    // The server goes on answering; a run that succeeds sends no notification.
    ok(&mut c, json!({"type": "get_state"}));
}

/// ama on the mock with a 128 000-token window and auto-compaction off.
fn window_128k(mock: &MockServer) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .config_merge(json!({
            "providers": {"mock": {"models": [{"contextWindow": 128000, "maxTokens": 4096}]}},
            "compaction": {"enabled": false}
        }))
        .args(&["--no-context-files"])
}

#[test]
fn one_context_estimate_anchored_on_the_providers_usage() {
    // The first reply reports 100 000 tokens in, 2 000 read from the cache, 20 out; a tool
    // result follows, then a second reply that reports the grown context.
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo grown"}))
            .usage(98_000, 20, 2_000, 0),
        Turn::text("done").usage(100_100, 30, 0, 0),
    ]);
    let t = window_128k(&mock).args(&["--permission-mode", "full-auto"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    // The provider's last figure: input + cache read + cache write + output.
    let provider = 100_100 + 30;
    let tokens = stats["contextTokens"].as_u64().unwrap_or(0);
    assert_eq!(tokens, provider, "{stats}");
    assert_eq!(stats["contextWindow"], json!(128_000));
    let percent = stats["contextPercent"].as_f64().unwrap_or(0.0);
    assert!((percent - provider as f64 / 1280.0).abs() < 0.01, "{stats}");
    // rpc.md puts the outlook inside `cache`, consistent with contextTokens.
    assert_eq!(
        stats["cache"]["contextRemainingTokens"],
        json!(128_000 - provider),
        "{stats}"
    );
    assert!(stats.get("contextRemainingTokens").is_none(), "{stats}");
    // The pressure events use the same estimate: 70 % was crossed at the first turn's end
    // (100 020 + the tool result, within 5 % of the 100 130 the provider then reported).
    let pressure: Vec<Value> = c
        .log()
        .iter()
        .filter(|v| v["type"] == "context_pressure")
        .cloned()
        .collect();
    assert_eq!(pressure.len(), 1, "{pressure:?}");
    assert_eq!(pressure[0]["threshold"], json!(70));
    let remaining = pressure[0]["remainingTokens"].as_u64().unwrap_or(0);
    let estimate = 128_000 - remaining;
    let diff = (estimate as f64 - provider as f64).abs() / provider as f64;
    assert!(diff < 0.05, "estimate {estimate} vs provider {provider}");
    assert!(
        estimate > 100_020,
        "the tool result is counted after the anchor"
    );
    assert_eq!(pressure[0]["percent"], json!(estimate * 100 / 128_000));
}

#[test]
fn the_compaction_trigger_reads_the_same_estimate() {
    // A small conversation whose provider reports 120 000 of a 128 000 window: before the next
    // request the threshold compaction runs, although the bytes alone are far below it.
    let mock = MockServer::start(vec![
        Turn::text("first answer").usage(120_000, 20, 0, 0),
        Turn::text("SUMMARY"),
        Turn::text("second answer"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({
            "providers": {"mock": {"models": [{"contextWindow": 128000, "maxTokens": 4096}]}},
            "compaction": {"keepRecentTokens": 10}
        }))
        .args(&["--no-context-files"]);
    let mut c = start(&t);
    for text in ["one", "two"] {
        ok(&mut c, json!({"type": "prompt", "message": text}));
        c.wait_event("agent_settled", T)
            .unwrap_or_else(|| panic!("run did not settle"));
    }
    let starts: Vec<Value> = c
        .log()
        .iter()
        .filter(|v| v["type"] == "compaction_start")
        .cloned()
        .collect();
    assert_eq!(starts.len(), 1, "{starts:?}");
    assert_eq!(starts[0]["trigger"], json!("threshold"));
}

#[test]
fn task_is_listed_removable_and_known_to_permissions_check() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let task = tools["tools"]
        .as_array()
        .and_then(|a| a.iter().find(|t| t["name"] == "task").cloned())
        .unwrap_or_else(|| panic!("get_tools lists no task: {tools}"));
    assert_eq!(task["active"], json!(true), "{task}");
    assert_eq!(task["permission"], json!("read"), "{task}");
    assert!(
        task["parameters"]["properties"]["prompt"].is_object(),
        "{task}"
    );
    ok(&mut c, json!({"type": "prompt", "message": "first"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    // Taken out: the next request no longer offers it, and get_tools says so.
    let names = ok(
        &mut c,
        json!({"type": "set_active_tools", "names": ["read", "grep"]}),
    );
    assert_eq!(names["names"], json!(["read", "grep"]));
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let active = |tools: &Value| {
        tools["tools"]
            .as_array()
            .and_then(|a| a.iter().find(|t| t["name"] == "task"))
            .map(|t| t["active"].clone())
    };
    assert_eq!(active(&tools), Some(json!(false)), "{tools}");
    ok(&mut c, json!({"type": "prompt", "message": "second"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let requests = mock.model_requests();
    assert!(offered(&requests[0].body).contains(&"task".to_string()));
    assert_eq!(offered(&requests[1].body), ["read", "grep"]);
    // Put back.
    let names = ok(
        &mut c,
        json!({"type": "set_active_tools", "names": ["read", "task"]}),
    );
    assert_eq!(names["names"], json!(["read", "task"]));
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    assert_eq!(active(&tools), Some(json!(true)), "{tools}");
    // `ama permissions check` knows it (a read-class tool: allowed).
    let out = Test::new()
        .args(&[
            "permissions",
            "check",
            "task",
            r#"{"description": "look", "prompt": "find the tests"}"#,
        ])
        .run();
    out.status(0).stdout_contains("decision: allow");
}

#[test]
fn session_changed_on_first_prompt_new_switch_and_fork() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    let changed = |c: &mut RpcClient| {
        c.wait_event("session_changed", T)
            .unwrap_or_else(|| panic!("no session_changed: {:?}", c.log()))
    };
    // The first prompt creates the file.
    ok(&mut c, json!({"type": "prompt", "message": "hi"}));
    let first = changed(&mut c);
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(first["sessionId"], state["sessionId"], "{first}");
    assert_eq!(first["sessionFile"], state["sessionFile"], "{first}");
    let file = first["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(std::path::Path::new(&file).is_file(), "{file}");
    let count = c
        .log()
        .iter()
        .filter(|v| v["type"] == "session_changed")
        .count();
    assert_eq!(count, 1, "one for the first prompt");
    // new_session, then switch back, then fork: each after its session_start.
    for cmd in [
        json!({"type": "new_session"}),
        json!({"type": "switch_session", "sessionPath": file}),
    ] {
        ok(&mut c, cmd.clone());
        let start = c
            .wait_event("session_start", T)
            .unwrap_or_else(|| panic!("no session_start after {cmd}"));
        let ch = changed(&mut c);
        assert_eq!(ch["sessionId"], start["sessionId"], "{cmd}: {ch}");
        assert_eq!(ch["sessionFile"], start["sessionFile"], "{cmd}: {ch}");
        let mut pos = |k: &str, id: &Value| {
            c.log()
                .iter()
                .position(|v| v["type"] == k && v["sessionId"] == *id)
        };
        let id = start["sessionId"].clone();
        assert!(
            pos("session_start", &id) < pos("session_changed", &id),
            "{cmd}"
        );
    }
    // Back in the first session (its file exists: no event at its next prompt).
    ok(&mut c, json!({"type": "prompt", "message": "again"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let count = c
        .log()
        .iter()
        .filter(|v| v["type"] == "session_changed")
        .count();
    assert_eq!(count, 3, "{:?}", c.log());
    let messages = ok(&mut c, json!({"type": "get_fork_messages"}));
    let entry = messages["messages"][1]["entryId"].clone();
    ok(&mut c, json!({"type": "fork", "entryId": entry}));
    let start = c
        .wait_event("session_start", T)
        .unwrap_or_else(|| panic!("no session_start after fork"));
    assert_eq!(start["reason"], json!("fork"));
    let ch = changed(&mut c);
    assert_eq!(ch["sessionId"], start["sessionId"], "{ch}");
}

#[test]
fn the_rewind_note_is_written_before_the_next_prompt() {
    let edit = |id: &str, old: &str, new: &str| {
        Turn::new().tool_call(
            id,
            "edit",
            json!({"path": "a.txt", "old_string": old, "new_string": new}),
        )
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("r1", "read", json!({"path": "a.txt"})),
        edit("e1", "one", "two"),
        Turn::text("done 1"),
        edit("e2", "two", "three"),
        Turn::text("done 2"),
        Turn::text("done 3"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("a.txt", "one\n");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    for text in ["first", "second"] {
        ok(&mut c, json!({"type": "prompt", "message": text}));
        c.wait_event("agent_settled", T)
            .unwrap_or_else(|| panic!("run did not settle"));
    }
    let forks = ok(&mut c, json!({"type": "get_fork_messages"}));
    let second = forks["messages"][1]["entryId"].clone();
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": second, "scope": "code"}),
    );
    assert_eq!(out["noteFiles"].as_array().map(Vec::len), Some(1), "{out}");
    let file = ok(&mut c, json!({"type": "get_state"}))["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let lines = || -> Vec<Value> {
        std::fs::read_to_string(&file)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    };
    let is_note = |l: &Value| l["customType"] == "ama.rewind-note";
    assert!(!lines().iter().any(is_note), "not at rewind time");
    ok(&mut c, json!({"type": "prompt", "message": "third"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let all = lines();
    let at = all
        .iter()
        .position(is_note)
        .unwrap_or_else(|| panic!("no note after the prompt: {all:?}"));
    assert_eq!(all.iter().filter(|l| is_note(l)).count(), 1);
    assert_eq!(all[at]["type"], json!("custom_message"));
    assert_eq!(all[at]["display"], json!(false));
    let next = &all[at + 1];
    assert_eq!(next["message"]["role"], json!("user"), "{next}");
    assert_eq!(next["message"]["content"], json!("third"), "{next}");
    // The model got it with the prompt.
    let last = mock.model_requests().last().map(|r| r.body.to_string());
    assert!(last.unwrap_or_default().contains("a.txt"));
}
