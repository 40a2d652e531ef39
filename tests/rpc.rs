//! `ama --mode rpc` end to end through the library's `RpcClient`: the handshake, every command,
//! bad input, concurrency, approvals, session switching, stdin close, and the golden transcript.

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

fn err(c: &mut RpcClient, cmd: Value) -> Value {
    let r = c.request(cmd.clone(), T).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{cmd} -> {r}");
    r
}

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

#[test]
fn prompt_streams_events_and_answers_at_once() {
    let mock = MockServer::start(vec![Turn::text("Hello from the mock.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    let data = ok(&mut c, json!({"type": "prompt", "message": "hi"}));
    assert_eq!(data, json!({"disposition": "started"}));
    settle(&mut c);
    let text = ok(&mut c, json!({"type": "get_last_assistant_text"}));
    assert_eq!(text, json!({"text": "Hello from the mock."}));
    // Rebuild the assistant message from the deltas, by rpc.md's four rules.
    let log = c.log().to_vec();
    let mut rebuilt: Option<Value> = None;
    let mut end: Option<Value> = None;
    for e in &log {
        match e["type"].as_str() {
            Some("message_start") if e["message"]["role"] == "assistant" => {
                rebuilt = Some(e["message"].clone());
            }
            Some("message_update") => {
                let m = rebuilt
                    .as_mut()
                    .unwrap_or_else(|| panic!("update before start"));
                let ev = &e["assistantMessageEvent"];
                let i = ev["contentIndex"].as_u64().unwrap_or(0) as usize;
                let blocks = m["content"]
                    .as_array_mut()
                    .unwrap_or_else(|| panic!("content"));
                match ev["type"].as_str().unwrap_or("") {
                    "text_start" => blocks.push(json!({"type": "text", "text": ""})),
                    "text_delta" => {
                        let cur = blocks[i]["text"].as_str().unwrap_or("").to_string();
                        blocks[i]["text"] = json!(cur + ev["delta"].as_str().unwrap_or(""));
                    }
                    _ => {}
                }
                m["usage"] = e["usage"].clone();
            }
            Some("message_end") if e["message"]["role"] == "assistant" => {
                end = Some(e["message"].clone())
            }
            _ => {}
        }
    }
    let (rebuilt, end) = (rebuilt.unwrap_or_default(), end.unwrap_or_default());
    assert_eq!(rebuilt["content"], end["content"]);
    assert_eq!(rebuilt["usage"], end["usage"]);
}

#[test]
fn bad_input_gets_parse_errors_and_the_process_keeps_answering() {
    let t = Test::new();
    let mock = MockServer::start(vec![]);
    let t = t.mock(&mock, "openai-completions");
    let mut c = start(&t);
    let big = format!(
        "{{\"type\":\"get_state\",\"pad\":\"{}\"",
        "x".repeat(10 * 1024 * 1024)
    );
    let inputs: Vec<Vec<u8>> = vec![
        b"not json\n".to_vec(),
        b"{\"id\":\"x\"}\n".to_vec(),
        b"\xff\xfe\xfd\n".to_vec(),
        format!("{}\n", "[".repeat(200_000)).into_bytes(),
        format!("{big}\n").into_bytes(),
    ];
    for input in inputs {
        c.send_raw(&input).unwrap_or_else(|e| panic!("{e}"));
        let r = c
            .wait_for(|v| v["command"] == "parse", T)
            .unwrap_or_else(|| panic!("no parse error"));
        assert_eq!(r["success"], json!(false));
        assert!(r.get("id").is_none());
        assert!(r["error"].as_str().is_some_and(|e| !e.is_empty()));
    }
    // CRLF and blank lines are fine; U+2028 inside a string is not a line break.
    c.send_raw(
        b"\r\n\n{\"id\":\"a\",\"type\":\"set_session_name\",\"name\":\"x\xe2\x80\xa8y\"}\r\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let r = c.wait_for(|v| v["id"] == "a", T).unwrap_or_default();
    assert_eq!(r["data"]["name"], json!("x\u{2028}y"));
    let unknown = err(&mut c, json!({"type": "frobnicate"}));
    assert_eq!(unknown["code"], json!("invalid_arguments"));
    // A numeric id is not echoed.
    c.send_raw(b"{\"id\":5,\"type\":\"get_state\"}\n")
        .unwrap_or_else(|e| panic!("{e}"));
    let r = c
        .wait_for(|v| v["command"] == "get_state", T)
        .unwrap_or_default();
    assert!(r.get("id").is_none(), "{r}");
    ok(&mut c, json!({"type": "get_state"}));
}

#[test]
fn state_model_and_setting_commands() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    let s = ok(&mut c, json!({"type": "get_state"}));
    for key in [
        "isStreaming",
        "isCompacting",
        "isRetrying",
        "model",
        "thinkingLevel",
        "permissionMode",
        "sessionId",
        "sessionFile",
        "cwd",
        "sessionName",
        "messageCount",
        "pendingMessageCount",
        "steeringMode",
        "followUpMode",
        "autoCompaction",
        "autoRetry",
    ] {
        assert!(s.get(key).is_some(), "get_state lacks {key}: {s}");
    }
    assert_eq!(s["model"], json!({"provider": "mock", "id": "mock-model"}));
    let models = ok(&mut c, json!({"type": "get_available_models"}));
    let mock_model = models["models"]
        .as_array()
        .and_then(|m| m.iter().find(|m| m["provider"] == "mock"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(mock_model["hasKey"], json!(true));
    assert_eq!(mock_model["keySource"], json!("env"));
    assert!(
        !models.to_string().contains("test-key-123"),
        "keys never leave the process"
    );
    let anthropic = models["models"]
        .as_array()
        .and_then(|m| m.iter().find(|m| m["provider"] == "anthropic"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        (anthropic["hasKey"].clone(), anthropic["keySource"].clone()),
        (json!(false), json!("none"))
    );
    assert_eq!(
        err(
            &mut c,
            json!({"type": "set_model", "provider": "mock", "modelId": "nope"})
        )["code"],
        json!("model_not_found")
    );
    assert_eq!(
        err(
            &mut c,
            json!({"type": "set_model", "provider": "anthropic", "modelId": "claude-sonnet-4-5"})
        )["code"],
        json!("no_api_key")
    );
    let m = ok(
        &mut c,
        json!({"type": "set_model", "provider": "mock", "modelId": "mock-model"}),
    );
    assert_eq!(m["model"], json!({"provider": "mock", "id": "mock-model"}));
    c.wait_event("model_changed", T)
        .unwrap_or_else(|| panic!("no model_changed"));
    assert_eq!(
        ok(&mut c, json!({"type": "get_available_thinking_levels"})),
        json!({"levels": ["off"]})
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_thinking_level", "level": "high"})
        ),
        json!({"level": "high"})
    );
    err(
        &mut c,
        json!({"type": "set_thinking_level", "level": "max"}),
    );
    assert_eq!(
        ok(&mut c, json!({"type": "set_steering_mode", "mode": "all"})),
        json!({"mode": "all"})
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_follow_up_mode", "mode": "one-at-a-time"})
        ),
        json!({"mode": "one-at-a-time"})
    );
    err(&mut c, json!({"type": "set_steering_mode", "mode": "some"}));
    assert_eq!(
        err(&mut c, json!({"type": "compact"}))["code"],
        json!("nothing_to_compact")
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_auto_compaction", "enabled": false})
        ),
        json!({"enabled": false})
    );
    assert_eq!(
        ok(&mut c, json!({"type": "set_auto_retry", "enabled": false})),
        json!({"enabled": false})
    );
    err(&mut c, json!({"type": "set_auto_retry"}));
    assert_eq!(
        ok(&mut c, json!({"type": "abort_retry"})),
        json!({"aborted": false})
    );
    assert_eq!(ok(&mut c, json!({"type": "abort"})), json!({}));
    assert_eq!(
        ok(&mut c, json!({"type": "clear_queue"})),
        json!({"steering": [], "followUp": []})
    );
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let names: Vec<&str> = tools["tools"]
        .as_array()
        .map(|t| t.iter().filter_map(|t| t["name"].as_str()).collect())
        .unwrap_or_default();
    assert!(
        names.contains(&"read") && names.contains(&"bash"),
        "{names:?}"
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_active_tools", "names": ["read", "ls"]})
        ),
        json!({"names": ["read", "ls"]})
    );
    err(
        &mut c,
        json!({"type": "set_active_tools", "names": ["nope"]}),
    );
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let bash = tools["tools"]
        .as_array()
        .and_then(|t| t.iter().find(|t| t["name"] == "bash"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(bash["active"], json!(false));
    assert_eq!(bash["permission"], json!("execute"));
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_permission_mode", "mode": "plan"})
        ),
        json!({"mode": "plan"})
    );
    c.wait_event("permission_mode_changed", T)
        .unwrap_or_else(|| panic!("no permission_mode_changed"));
    err(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "yolo"}),
    );
    assert_eq!(
        ok(&mut c, json!({"type": "get_commands"}))["commands"][0],
        json!({"name": "help", "description": "List the commands and keys", "source": "builtin"})
    );
    assert_eq!(
        ok(&mut c, json!({"type": "get_skills"})),
        json!({"skills": []})
    );
    let s = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(
        (
            s["thinkingLevel"].clone(),
            s["permissionMode"].clone(),
            s["steeringMode"].clone(),
            s["autoRetry"].clone()
        ),
        (json!("high"), json!("plan"), json!("all"), json!(false))
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_client_capabilities", "capabilities": ["approvals"]})
        ),
        json!({"capabilities": ["approvals"]})
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "permission_response", "requestId": "r-early", "decision": "allow"})
        ),
        json!({"accepted": false})
    );
    err(
        &mut c,
        json!({"type": "permission_response", "requestId": "r", "decision": "maybe"}),
    );
}

#[test]
fn concurrent_commands_busy_queueing_and_stats() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "sleep 1; echo slept"})),
        Turn::text("after the sleep"),
        Turn::text("follow-up answered"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["--permission-mode", "full-auto"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "sleep please"}));
    c.wait_event("tool_execution_start", T)
        .unwrap_or_else(|| panic!("no tool start"));
    // get_state answers while the run is going.
    let s = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(s["isStreaming"], json!(true));
    assert_eq!(
        err(&mut c, json!({"type": "prompt", "message": "again"}))["code"],
        json!("busy")
    );
    assert_eq!(
        ok(&mut c, json!({"type": "follow_up", "message": "and then?"})),
        json!({"disposition": "queued"})
    );
    let q = c.wait_event("queue_update", T).unwrap_or_default();
    assert_eq!(q["followUp"], json!(["and then?"]));
    settle(&mut c);
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert_eq!(stats["userMessages"], json!(2));
    assert_eq!(stats["assistantMessages"], json!(3));
    assert_eq!(stats["toolCalls"], json!(1));
    assert_eq!(stats["toolResults"], json!(1));
    assert_eq!(stats["tokens"]["output"], json!(15));
    let msgs = ok(&mut c, json!({"type": "get_messages"}));
    assert!(msgs["messages"].as_array().is_some_and(|m| m.len() >= 6));
}

#[test]
fn approvals_over_rpc_allow_deny_timeout_and_abort() {
    let call = |id: &str, cmd: &str| Turn::new().tool_call(id, "bash", json!({"command": cmd}));
    let mock = MockServer::start(vec![
        call("a1", "echo approved > a.txt"),
        Turn::text("one"),
        call("a2", "echo denied > d.txt"),
        Turn::text("two"),
        call("a3", "echo late > t.txt"),
        Turn::text("three"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env("AMA_APPROVAL_TIMEOUT_MS", "500");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    // Allow.
    ok(&mut c, json!({"type": "prompt", "message": "write a"}));
    let req = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission_request"));
    assert_eq!(req["toolName"], json!("bash"));
    assert!(req["timeoutMs"].as_u64().is_some());
    let id = req["requestId"].as_str().unwrap_or("").to_string();
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "permission_response", "requestId": id, "decision": "allow"})
        ),
        json!({"accepted": true})
    );
    let resolved = c.wait_event("permission_resolved", T).unwrap_or_default();
    assert_eq!(resolved["decision"], json!("allow"));
    settle(&mut c);
    assert_eq!(t.read("a.txt"), "approved\n");
    // Deny.
    ok(&mut c, json!({"type": "prompt", "message": "write d"}));
    let req = c.wait_event("permission_request", T).unwrap_or_default();
    let id = req["requestId"].as_str().unwrap_or("").to_string();
    ok(
        &mut c,
        json!({"type": "permission_response", "requestId": id, "decision": "deny"}),
    );
    let end = c
        .wait_for(
            |v| v["type"] == "tool_execution_end" && v["toolCallId"] == "a2",
            T,
        )
        .unwrap_or_default();
    assert_eq!(end["isError"], json!(true));
    settle(&mut c);
    assert!(!t.path().join("d.txt").exists());
    // Nobody answers: denied at the timeout, with permission_resolved.
    ok(&mut c, json!({"type": "prompt", "message": "write t"}));
    c.wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no request"));
    let resolved = c.wait_event("permission_resolved", T).unwrap_or_default();
    assert_eq!(resolved["decision"], json!("deny"));
    settle(&mut c);
    assert!(!t.path().join("t.txt").exists());
}

#[test]
fn approvals_without_capability_deny_and_abort_while_waiting_denies() {
    let call = |id: &str, cmd: &str| Turn::new().tool_call(id, "bash", json!({"command": cmd}));
    let mock = MockServer::start(vec![
        call("b1", "echo x > x.txt"),
        Turn::text("no"),
        call("b2", "echo y > y.txt"),
        Turn::text("never"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "x"}));
    let end = c.wait_event("tool_execution_end", T).unwrap_or_default();
    assert_eq!(
        end["isError"],
        json!(true),
        "unanswerable ask is denied: {end}"
    );
    settle(&mut c);
    assert!(c.log().iter().all(|e| e["type"] != "permission_request"));
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "y"}));
    c.wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no request"));
    assert_eq!(ok(&mut c, json!({"type": "abort"})), json!({}));
    let resolved = c.wait_event("permission_resolved", T).unwrap_or_default();
    assert_eq!(resolved["decision"], json!("deny"));
    assert!(!t.path().join("y.txt").exists());
}

#[test]
fn sessions_new_switch_fork_and_tree_commands() {
    let mock = MockServer::start(vec![
        Turn::text("first answer"),
        Turn::text("second answer"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "prompt", "message": "first question"}),
    );
    settle(&mut c);
    ok(
        &mut c,
        json!({"type": "prompt", "message": "second question"}),
    );
    settle(&mut c);
    let state = ok(&mut c, json!({"type": "get_state"}));
    let first_file = state["sessionFile"].as_str().unwrap_or("").to_string();
    assert!(first_file.ends_with(".jsonl"), "{state}");
    let entries = ok(&mut c, json!({"type": "get_entries"}));
    let list = entries["entries"].as_array().cloned().unwrap_or_default();
    assert!(!list.is_empty() && entries["leafId"].is_string());
    let second_id = list[1]["id"].as_str().unwrap_or("").to_string();
    let since = ok(&mut c, json!({"type": "get_entries", "since": second_id}));
    assert_eq!(
        since["entries"].as_array().map(|e| e.len()),
        Some(list.len() - 2)
    );
    let tree = ok(&mut c, json!({"type": "get_tree"}));
    assert!(tree["tree"].as_array().is_some_and(|t| !t.is_empty()));
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_session_name", "name": "my work"})
        ),
        json!({"name": "my work"})
    );
    let forks = ok(&mut c, json!({"type": "get_fork_messages"}));
    let candidates = forks["messages"].as_array().cloned().unwrap_or_default();
    assert_eq!(
        candidates
            .iter()
            .map(|m| m["text"].clone())
            .collect::<Vec<_>>(),
        vec![json!("first question"), json!("second question")]
    );
    // fork before the second question.
    let target = candidates[1]["entryId"].as_str().unwrap_or("").to_string();
    let forked = ok(&mut c, json!({"type": "fork", "entryId": target}));
    let start_ev = c
        .wait_for(|v| v["type"] == "session_start" && v["reason"] == "fork", T)
        .unwrap_or_default();
    assert_eq!(start_ev["sessionId"], forked["sessionId"]);
    let msgs = ok(&mut c, json!({"type": "get_messages"}));
    let text = msgs.to_string();
    assert!(
        text.contains("first question") && !text.contains("second question"),
        "{text}"
    );
    err(&mut c, json!({"type": "fork", "entryId": "ffffffff"}));
    // new, then switch back to the first file.
    let fresh = ok(&mut c, json!({"type": "new_session"}));
    c.wait_for(|v| v["type"] == "session_start" && v["reason"] == "new", T)
        .unwrap_or_else(|| panic!("no new session_start"));
    assert_ne!(fresh["sessionId"], forked["sessionId"]);
    assert_eq!(
        ok(&mut c, json!({"type": "get_messages"})),
        json!({"messages": []})
    );
    let back = ok(
        &mut c,
        json!({"type": "switch_session", "sessionPath": first_file}),
    );
    c.wait_for(
        |v| v["type"] == "session_start" && v["reason"] == "resume",
        T,
    )
    .unwrap_or_else(|| panic!("no resume session_start"));
    assert_eq!(back["sessionFile"], json!(first_file));
    let s = ok(&mut c, json!({"type": "get_last_assistant_text"}));
    assert_eq!(s, json!({"text": "second answer"}));
    assert_eq!(
        err(
            &mut c,
            json!({"type": "switch_session", "sessionPath": "/nonexistent.jsonl"})
        )["code"]
            .as_str()
            .map(|s| !s.is_empty()),
        Some(true)
    );
}

#[test]
fn stdin_close_finishes_the_run_and_exits_0() {
    let mock = MockServer::start(vec![Turn::text("complete reply").pace_ms(20)]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    c.send(json!({"type": "prompt", "message": "hi"}))
        .unwrap_or_else(|e| panic!("{e}"));
    c.close_stdin();
    let status = c
        .wait(T)
        .unwrap_or_else(|| panic!("ama did not exit after stdin closed"));
    assert_eq!(status.code(), Some(0));
    let log = c.log().to_vec();
    let end = log
        .iter()
        .rev()
        .find(|e| e["type"] == "message_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        end["message"]["content"][0]["text"],
        json!("complete reply")
    );
    assert_eq!(
        log.last().map(|e| e["type"].clone()),
        Some(json!("agent_settled"))
    );
}

#[test]
fn sigterm_aborts_and_exits_143() {
    let mock = MockServer::start(vec![Turn::text("never ends").stall_after(2)]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "hi"}));
    mock.wait_for_requests(1, T);
    let pid = nix::unistd::Pid::from_raw(c.pid() as i32);
    let _ = nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM);
    let status = c.wait(T).unwrap_or_else(|| panic!("no exit"));
    assert_eq!(status.code(), Some(143));
}

/// Ids, times, paths and the version replaced by placeholders.
fn normalise(lines: &[Value], t: &Test, mock: &MockServer) -> String {
    let mut out = String::new();
    for v in lines {
        out.push_str(&serde_json::to_string(v).unwrap_or_default());
        out.push('\n');
    }
    let mut ids: Vec<String> = Vec::new();
    for v in lines {
        for key in ["sessionId", "id", "parentId", "responseId"] {
            for found in [&v[key], &v["entry"][key], &v["message"][key]] {
                if let Some(s) = found.as_str()
                    && s.len() >= 8
                    && !ids.iter().any(|i| i == s)
                {
                    ids.push(s.to_string());
                }
            }
        }
    }
    for (n, id) in ids.iter().enumerate() {
        out = out.replace(&format!("\"{id}\""), &format!("\"ID{n}\""));
    }
    let mut result = String::new();
    for line in out.lines() {
        let mut v: Value = serde_json::from_str(line).unwrap_or_default();
        scrub(&mut v);
        result.push_str(&serde_json::to_string(&v).unwrap_or_default());
        result.push('\n');
    }
    result
        .replace(&t.root().display().to_string(), "<root>")
        .replace(&format!(":{}", mock.port()), ":<port>")
        .replace(
            &format!("\"{}\"", env!("CARGO_PKG_VERSION")),
            "\"<version>\"",
        )
}

fn scrub(v: &mut Value) {
    match v {
        Value::Object(map) => {
            for (k, val) in map.iter_mut() {
                if k == "sessionFile" && val.is_string() {
                    *val = json!("<session file>");
                } else if k == "timestamp" {
                    *val = if val.is_string() {
                        json!("<time>")
                    } else {
                        json!(0)
                    };
                } else if k.ends_with("Ms") || k == "durationMs" {
                    *val = json!(0);
                } else {
                    scrub(val);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(scrub),
        Value::String(s) if s.starts_with("Current working directory") => {
            *s = "<cwd section>".into()
        }
        _ => {}
    }
}

#[test]
fn golden_prompt_transcript() {
    let mock = MockServer::start(vec![Turn::text("Hi there!")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    c.send(json!({"id": "1", "type": "prompt", "message": "hi"}))
        .unwrap_or_else(|e| panic!("{e}"));
    settle(&mut c);
    c.send(json!({"id": "2", "type": "get_last_assistant_text"}))
        .unwrap_or_else(|e| panic!("{e}"));
    c.wait_for(|v| v["id"] == "2", T)
        .unwrap_or_else(|| panic!("no response 2"));
    c.close_stdin();
    c.wait(T);
    let log = c.log().to_vec();
    let got = normalise(&log, &t, &mock);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/rpc/prompt.out.jsonl");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(path.parent().unwrap_or(std::path::Path::new("."))).ok();
        std::fs::write(&path, &got).unwrap_or_else(|e| panic!("{e}"));
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        got,
        want,
        "RPC transcript differs from {}; rerun with UPDATE_GOLDEN=1 and review the diff",
        path.display()
    );
    // The order rpc.md's example gives: hello → session_start → entry_appended (model,
    // thinking level, system) → session_changed (the file exists) → before_agent_start → agent_start → turn_start → the prompt's
    // response → the user message → the assistant's deltas → … → the second response.
    let kinds: Vec<String> = log
        .iter()
        .map(
            |v| match (v["type"].as_str(), v["entry"]["type"].as_str()) {
                (Some("response"), _) => format!("response {}", v["id"].as_str().unwrap_or("?")),
                (Some("entry_appended"), Some(e)) => format!("entry {e}"),
                (Some("message_start"), _) => format!("message_start {}", v["message"]["role"]),
                (Some(t), _) => t.to_string(),
                _ => "?".into(),
            },
        )
        .filter(|k| k != "message_update")
        .collect();
    assert_eq!(
        kinds[..13],
        [
            "hello",
            "session_start",
            "entry model_change",
            "entry thinking_level_change",
            "entry message",
            "session_changed",
            "before_agent_start",
            "agent_start",
            "turn_start",
            "response 1",
            "message_start \"user\"",
            "entry message",
            "message_end",
        ],
        "{kinds:?}"
    );
    assert_eq!(kinds.last().map(String::as_str), Some("response 2"));
    assert_eq!(
        log[0]["capabilities"],
        json!(["approvals", "images", "hooks"])
    );
}

#[test]
fn steer_early_answer_and_allow_session() {
    let call = |id: &str, cmd: &str| Turn::new().tool_call(id, "bash", json!({"command": cmd}));
    let mock = MockServer::start(vec![
        call("s1", "sleep 0.5; echo slow"),
        Turn::text("steered"),
        call("e1", "echo hi >> log.txt"),
        Turn::text("first"),
        call("e2", "echo hi >> log.txt"),
        Turn::text("second"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "go slow"}));
    c.wait_event("tool_execution_start", T)
        .unwrap_or_else(|| panic!("no tool start"));
    assert_eq!(
        ok(&mut c, json!({"type": "steer", "message": "change course"})),
        json!({"disposition": "queued"})
    );
    settle(&mut c);
    assert!(
        mock.model_requests()[1]
            .body
            .to_string()
            .contains("change course")
    );

    // Back to asking; the client answers `allow_session` once, and the same command is then
    // allowed without a second request.
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "default"}),
    );
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    let req = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no request"));
    let id = req["requestId"].as_str().unwrap_or("").to_string();
    ok(
        &mut c,
        json!({"type": "permission_response", "requestId": id, "decision": "allow_session"}),
    );
    settle(&mut c);
    assert_eq!(t.read("log.txt"), "hi\n");
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    settle(&mut c);
    assert_eq!(t.read("log.txt"), "hi\nhi\n");
    let requests = c
        .log()
        .iter()
        .filter(|e| e["type"] == "permission_request")
        .count();
    assert_eq!(requests, 1, "allow_session covers the second echo");
}

#[test]
fn answers_for_waiting_and_unknown_requests() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("x1", "bash", json!({"command": "echo early > early.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    // Request ids are random, so an answer can only come before its request in the library
    // tests (src/permissions/approvals_tests.rs); here: a waiting request is accepted.
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let req = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no request"));
    let id = req["requestId"].as_str().unwrap_or("").to_string();
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "permission_response", "requestId": id, "decision": "allow"})
        ),
        json!({"accepted": true})
    );
    settle(&mut c);
    assert_eq!(t.read("early.txt"), "early\n");
    // An answer for an id nobody asks about yet is held (accepted: false).
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "permission_response", "requestId": "future-id", "decision": "deny"})
        ),
        json!({"accepted": false})
    );
}

#[test]
fn prompt_images_reach_the_model_and_bad_images_are_refused() {
    let mock = MockServer::start(vec![Turn::text("a red dot")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"models": [{"input": ["text", "image"]}]}}}));
    let mut c = start(&t);
    let png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    let bad = err(
        &mut c,
        json!({"type": "prompt", "message": "what?", "images": [{"type": "text", "text": "x"}]}),
    );
    assert_eq!(bad["code"], json!("invalid_arguments"));
    ok(
        &mut c,
        json!({"type": "prompt", "message": "what is this?",
                      "images": [{"type": "image", "data": png, "mimeType": "image/png"}]}),
    );
    settle(&mut c);
    let user = mock.model_requests()[0].body["messages"][0]["content"].clone();
    assert_eq!(user[0]["text"], json!("what is this?"));
    assert_eq!(user[1]["type"], json!("image"));
    assert_eq!(user[1]["source"]["data"], json!(png));
    assert_eq!(user[1]["source"]["media_type"], json!("image/png"));
}
