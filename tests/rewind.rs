//! Conversation rewind over RPC: the leaf moves like `/tree`, the current model and thinking
//! level are recorded again, and the next request repeats the earlier bytes (system prompt,
//! tools, messages before the rewind point) so the prompt cache still hits. Also: `busy`
//! during a run, and conversation-only rewinds when there are no checkpoints.

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::checkpoint::{session_lines, user_entry};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

fn bytes(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

#[test]
fn conversation_rewind_keeps_the_cached_prefix() {
    let mock = MockServer::start(vec![
        Turn::text("answer one"),
        Turn::text("answer two"),
        Turn::text("answer three"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    for m in ["one", "two"] {
        ok(&mut c, json!({"type": "prompt", "message": m}));
        settle(&mut c);
    }
    let two = user_entry(&mut c, "two");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": two, "scope": "conversation"}),
    );
    assert_eq!(out["text"], "two");
    assert!(
        out.get("code").is_none() && out.get("noteFiles").is_none(),
        "{out}"
    );
    let messages = ok(&mut c, json!({"type": "get_messages"}));
    let last = messages["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned();
    assert_eq!(last.map(|m| m["role"].clone()), Some(json!("assistant")));
    ok(&mut c, json!({"type": "prompt", "message": "three"}));
    settle(&mut c);

    let requests = mock.model_requests();
    assert_eq!(requests.len(), 3);
    let (before, after) = (&requests[1].body, &requests[2].body);
    assert_eq!(bytes(&before["system"]), bytes(&after["system"]));
    assert_eq!(bytes(&before["tools"]), bytes(&after["tools"]));
    let (b, a) = (
        before["messages"].as_array().cloned().unwrap_or_default(),
        after["messages"].as_array().cloned().unwrap_or_default(),
    );
    assert_eq!(b.len(), 3, "{before}");
    assert_eq!(a.len(), 3, "{after}");
    for i in 0..2 {
        assert_eq!(bytes(&b[i]), bytes(&a[i]), "message {i}");
    }
    assert!(bytes(&a[2]).contains("three") && !bytes(after).contains("\"two\""));

    // The file: the left branch stays, a leaf line moved back, the settings were recorded
    // again after it, and the new prompt hangs below them.
    let lines = session_lines(&t);
    let kinds: Vec<String> = lines
        .iter()
        .skip(1)
        .map(|l| match l["type"].as_str() {
            Some("message") => format!("message {}", l["message"]["role"].as_str().unwrap_or("")),
            Some(k) => k.to_string(),
            None => "?".into(),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "model_change",
            "thinking_level_change",
            "message system",
            "message user",
            "message assistant",
            "message user",
            "message assistant",
            "leaf",
            "model_change",
            "thinking_level_change",
            "message user",
            "message assistant",
        ],
        "{lines:?}"
    );
    let two_line = lines.iter().find(|l| l["id"] == json!(two)).cloned();
    let two_parent = two_line.map(|l| l["parentId"].clone()).unwrap_or_default();
    assert_eq!(
        lines[8]["id"], two_parent,
        "the leaf moved to the parent of `two`"
    );
    assert_eq!(lines[9]["parentId"], two_parent);
    assert_eq!(lines[9]["modelId"], "mock-model");
}

#[test]
fn rewind_is_busy_during_a_run() {
    let mock = MockServer::start(vec![Turn::text("slow answer").stall_after(1)]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_event("message_update", T)
        .unwrap_or_else(|| panic!("no streaming"));
    let r = c
        .request(json!({"type": "rewind", "scope": "conversation"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{r}");
    assert_eq!(r["code"], "busy");
    ok(&mut c, json!({"type": "abort"}));
}

#[test]
fn without_checkpoints_only_the_conversation_rewinds() {
    for (env, args) in [(Some("off"), &[][..]), (None, &["--no-session"][..])] {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("w", "write", json!({"path": "f.txt", "content": "x"})),
            Turn::text("wrote"),
        ]);
        let mut t = Test::new().mock(&mock, "openai-completions").args(args);
        if let Some(v) = env {
            t = t.env("AMA_CHECKPOINTS", v);
        }
        let mut c = start(&t);
        ok(
            &mut c,
            json!({"type": "set_permission_mode", "mode": "full-auto"}),
        );
        ok(&mut c, json!({"type": "prompt", "message": "make f"}));
        settle(&mut c);
        assert_eq!(t.read("f.txt"), "x");
        for scope in ["code", "both"] {
            let r = c
                .request(json!({"type": "rewind", "scope": scope}), T)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(r["code"], "invalid_arguments", "{env:?} {scope}: {r}");
            let error = r["error"].as_str().unwrap_or("");
            assert!(error.contains("no checkpoints"), "{error}");
        }
        let out = ok(&mut c, json!({"type": "rewind", "scope": "conversation"}));
        assert_eq!(out["text"], "make f");
        assert_eq!(t.read("f.txt"), "x", "files stay");
        assert!(!t.data_dir().join("file-history").join("blobs").exists());
        let r = c
            .request(json!({"type": "rewind", "scope": "conversation"}), T)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r["code"], "invalid_arguments", "nothing left: {r}");
    }
}

#[test]
fn abort_with_withdraw_takes_back_a_turn_without_reply() {
    let mock = MockServer::start(vec![
        Turn::text("first answer"),
        Turn::new().stall_after(0),
        Turn::text("partial answer").stall_after(2),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "kept"}));
    settle(&mut c);
    // No reply yet: the turn is withdrawn and its text comes back.
    ok(&mut c, json!({"type": "prompt", "message": "take me back"}));
    mock.wait_for_requests(2, T);
    let out = ok(&mut c, json!({"type": "abort", "withdraw": true}));
    assert_eq!(out, json!({"withdrawn": "take me back"}));
    let fork = ok(&mut c, json!({"type": "get_fork_messages"}));
    let texts: Vec<Value> = fork["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| m["text"].clone())
        .collect();
    assert_eq!(texts, [json!("kept")]);
    // Part of a reply arrived: the turn stays. (The first turn's deltas are read away first.)
    let delta = |v: &Value| {
        v["type"] == "message_update" && v["assistantMessageEvent"]["type"] == "text_delta"
    };
    while c.wait_for(delta, std::time::Duration::ZERO).is_some() {}
    ok(&mut c, json!({"type": "prompt", "message": "answered"}));
    let seen = c
        .wait_for(delta, T)
        .unwrap_or_else(|| panic!("no text delta"));
    let out = ok(&mut c, json!({"type": "abort", "withdraw": true}));
    assert_eq!(
        out,
        json!({"withdrawn": null, "kept": "replied", "message": "the run was aborted; its turn stays because part of a reply had already been streamed"})
    );
    let fork = ok(&mut c, json!({"type": "get_fork_messages"}));
    assert_eq!(fork["messages"].as_array().map(Vec::len), Some(2));
    // The aborted reply is on the branch, with the part that was streamed (the mock stalls
    // after its first chunk).
    let lines = session_lines(&t);
    let last_assistant = lines
        .iter()
        .rev()
        .find(|l| l["message"]["role"] == "assistant")
        .cloned()
        .unwrap_or_default();
    assert_eq!(last_assistant["message"]["stopReason"], "aborted");
    assert_eq!(
        last_assistant["message"]["content"][0]["text"],
        seen["assistantMessageEvent"]["delta"]
    );
    assert_eq!(seen["assistantMessageEvent"]["delta"], "part");
}

#[test]
fn abort_with_withdraw_while_idle_takes_nothing_back() {
    let mock = MockServer::start(vec![Turn::new().stall_after(0)]);
    let t = Test::new().mock(&mock, "openai-completions");
    let mut c = start(&t);
    // A turn aborted without withdrawal: no reply, and it stays.
    ok(
        &mut c,
        json!({"type": "prompt", "message": "left without reply"}),
    );
    mock.wait_for_requests(1, T);
    assert_eq!(ok(&mut c, json!({"type": "abort"})), json!({}));
    settle(&mut c);
    // Nothing is running now: an abort with withdrawal must not take that older turn back.
    let out = ok(&mut c, json!({"type": "abort", "withdraw": true}));
    assert_eq!(
        out,
        json!({"withdrawn": null, "kept": "idle", "message": "no run was going: nothing was aborted or withdrawn"})
    );
    let fork = ok(&mut c, json!({"type": "get_fork_messages"}));
    let texts: Vec<Value> = fork["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| m["text"].clone())
        .collect();
    assert_eq!(texts, [json!("left without reply")]);
}
