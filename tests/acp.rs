//! Issue #27: `ama acp` driven by the official ACP client SDK (`tests/acp_client.rs` and
//! `tests/support/acp/bridge.mjs`) against the mock model: initialize, new sessions, prompts
//! with streamed updates, approvals answered each of the four ways, cancel, modes, config
//! options, the session's name, the plan, list, close, load (the replay matches the session
//! file), resume, two sessions at once, and files through the editor.

use std::time::Duration;

use serde_json::{Value, json};

use crate::acp_client::{Client, agent_text, of_kind};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

fn world(mock: &MockServer) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .timeout(Duration::from_secs(90))
}

fn call<'a>(updates: &'a [Value], kind: &str, id: &str) -> Vec<&'a Value> {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == kind && u["toolCallId"] == id)
        .collect()
}

fn statuses(updates: &[Value], id: &str) -> Vec<String> {
    updates
        .iter()
        .filter(|u| u["toolCallId"] == id)
        .filter_map(|u| u["status"].as_str().map(String::from))
        .collect()
}

fn permission_requests(client: &Client) -> usize {
    client
        .seen
        .iter()
        .filter(|v| v["op"] == "incoming" && v["method"] == "session/request_permission")
        .count()
}

#[test]
fn prompts_stream_updates_and_approvals_answer_four_ways() {
    let mock = MockServer::start(vec![
        Turn::new()
            .thinking("pondering", "sig-1")
            .say("Writing.")
            .tool_call("c1", "write", json!({"path": "a.txt", "content": "one\n"})),
        Turn::text("Wrote it."),
        Turn::new().tool_call("c2", "bash", json!({"command": "rm a.txt"})),
        Turn::text("Kept it."),
        Turn::new().tool_call("c3", "write", json!({"path": "b.txt", "content": "b\n"})),
        Turn::new().tool_call("c4", "write", json!({"path": "c.txt", "content": "c\n"})),
        Turn::text("Both written."),
        Turn::new().tool_call("c5", "bash", json!({"command": "touch one.txt"})),
        Turn::new().tool_call("c6", "bash", json!({"command": "touch two.txt"})),
        Turn::text("Refused."),
    ]);
    let test = world(&mock);
    let Some(mut client) = Client::start(&test, &["acp"]) else {
        return;
    };
    let sid = client.open(json!({}), &test.path());
    let commands = client.wait("available_commands_update", |v| {
        v["params"]["update"]["sessionUpdate"] == "available_commands_update"
    });
    let names: Vec<&str> = commands["params"]["update"]["availableCommands"]
        .as_array()
        .map(|a| a.iter().filter_map(|c| c["name"].as_str()).collect())
        .unwrap_or_default();
    assert!(
        names.contains(&"name") && names.contains(&"model"),
        "{names:?}"
    );

    // allow_once: the write runs.
    let tag = client.prompt(&sid, "write a.txt");
    let asked = client.permit("allow_once");
    assert_eq!(asked["sessionId"], sid.as_str());
    assert_eq!(asked["toolCall"]["toolCallId"], "c1");
    assert_eq!(asked["toolCall"]["kind"], "edit");
    let kinds: Vec<&str> = asked["options"]
        .as_array()
        .map(|o| o.iter().filter_map(|o| o["kind"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        kinds,
        ["allow_once", "allow_always", "reject_once", "reject_always"]
    );
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert_eq!(test.read("a.txt"), "one\n");
    let u = client.updates(&sid);
    let thought: String = of_kind(&u, "agent_thought_chunk")
        .iter()
        .filter_map(|t| t["content"]["text"].as_str())
        .collect();
    assert_eq!(thought, "pondering");
    assert_eq!(agent_text(&u), "Writing.Wrote it.");
    let announced = call(&u, "tool_call", "c1");
    assert_eq!(announced.len(), 1, "{u:#?}");
    let a = announced[0];
    assert_eq!(a["status"], "pending");
    assert_eq!(a["title"], "Write a.txt");
    let file = test.path().join("a.txt").display().to_string();
    assert_eq!(a["locations"], json!([{"path": file}]));
    assert_eq!(
        a["content"],
        json!([{"type": "diff", "path": file, "oldText": null, "newText": "one\n"}])
    );
    assert_eq!(statuses(&u, "c1"), ["pending", "in_progress", "completed"]);
    let done = call(&u, "tool_call_update", "c1");
    assert_eq!(
        done.last().map(|d| &d["content"][0]["type"]),
        Some(&json!("diff"))
    );
    let usage = of_kind(&u, "usage_update");
    let last = usage
        .last()
        .unwrap_or_else(|| panic!("no usage_update in {u:#?}"));
    assert_eq!(last["size"], 128000);
    assert!(last["used"].as_u64().is_some_and(|n| n > 0), "{last}");
    assert_eq!(last["cost"]["currency"], "USD");

    // reject_once: the rm does not run and the call fails.
    let tag = client.prompt(&sid, "remove it");
    let asked = client.permit("reject_once");
    assert_eq!(asked["toolCall"]["toolCallId"], "c2");
    assert_eq!(asked["toolCall"]["kind"], "delete");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert_eq!(test.read("a.txt"), "one\n");
    assert_eq!(
        statuses(&client.updates(&sid), "c2")
            .last()
            .map(String::as_str),
        Some("failed")
    );

    // allow_always: the second write in the same directory is not asked.
    let before = permission_requests(&client);
    let tag = client.prompt(&sid, "two files");
    client.permit("allow_always");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert_eq!(permission_requests(&client), before + 1);
    assert_eq!(test.read("b.txt"), "b\n");
    assert_eq!(test.read("c.txt"), "c\n");

    // reject_always: the next bash call is refused without asking.
    let before = permission_requests(&client);
    let tag = client.prompt(&sid, "touch");
    let asked = client.permit("reject_always");
    assert_eq!(asked["toolCall"]["toolCallId"], "c5");
    assert_eq!(asked["toolCall"]["kind"], "execute");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert_eq!(permission_requests(&client), before + 1);
    let u = client.updates(&sid);
    assert_eq!(
        statuses(&u, "c6").last().map(String::as_str),
        Some("failed")
    );
    assert!(!test.path().join("one.txt").exists());
    assert!(!test.path().join("two.txt").exists());
    assert_eq!(client.close(), 0);
}

#[test]
fn modes_config_name_plan_list_close_load_and_resume() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "t1",
            "todo",
            json!({"action": "set", "items": [
                {"id": "1", "text": "read the code", "status": "done"},
                {"id": "2", "text": "change it", "status": "in_progress"}
            ]}),
        ),
        Turn::text("Planned."),
    ]);
    let test = world(&mock).reasoning(true);
    let Some(mut client) = Client::start(&test, &["acp"]) else {
        return;
    };
    let sid = client.open(json!({}), &test.path());
    let cwd = test.path().display().to_string();

    client.request(
        "session/set_mode",
        json!({"sessionId": sid, "modeId": "plan"}),
    );
    client.update("current_mode_update", |u| {
        *u == json!({"sessionUpdate": "current_mode_update", "currentModeId": "plan"})
    });
    let tag = client.request_async(
        "session/set_mode",
        json!({"sessionId": sid, "modeId": "yolo"}),
    );
    let e = client.response(tag).err().unwrap_or_default();
    assert_eq!(e["code"], -32602, "{e}");
    assert!(
        e["message"].as_str().is_some_and(|m| m.contains("`yolo`")),
        "{e}"
    );
    client.request(
        "session/set_mode",
        json!({"sessionId": sid, "modeId": "default"}),
    );

    let set = client.request(
        "session/set_config_option",
        json!({"sessionId": sid, "configId": "thought_level", "value": "high"}),
    );
    let level = set["configOptions"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["id"] == "thought_level"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(level["currentValue"], "high");
    let update = client.update("config_option_update", |u| {
        u["sessionUpdate"] == "config_option_update"
    });
    assert!(
        update["configOptions"].as_array().is_some_and(|o| o
            .iter()
            .any(|o| o["id"] == "thought_level" && o["currentValue"] == "high")),
        "{update}"
    );

    let tag = client.prompt(&sid, "/name Refactor");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    client.update("session_info_update", |u| {
        *u == json!({"sessionUpdate": "session_info_update", "title": "Refactor"})
    });

    let tag = client.prompt(&sid, "plan it");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    let u = client.updates(&sid);
    assert_eq!(
        of_kind(&u, "plan").last().map(|p| p["entries"].clone()),
        Some(json!([
            {"content": "read the code", "priority": "medium", "status": "completed"},
            {"content": "change it", "priority": "medium", "status": "in_progress"}
        ]))
    );
    assert_eq!(call(&u, "tool_call", "t1")[0]["kind"], "think");

    let list = client.request("session/list", json!({"cwd": cwd}));
    assert_eq!(list["sessions"][0]["sessionId"], sid.as_str(), "{list}");
    assert_eq!(list["sessions"][0]["title"], "Refactor");
    assert_eq!(list["sessions"][0]["cwd"], cwd.as_str());

    client.request("session/close", json!({"sessionId": sid}));
    let tag = client.prompt(&sid, "still there?");
    let e = client.response(tag).err().unwrap_or_default();
    assert_eq!(e["code"], -32002, "{e}");

    // load: the branch comes back as updates, matching the session file.
    let seen_before = client.seen.len();
    let loaded = client.request(
        "session/load",
        json!({"sessionId": sid, "cwd": cwd, "mcpServers": []}),
    );
    assert!(loaded["modes"]["availableModes"].is_array(), "{loaded}");
    let replay: Vec<Value> = client.seen[seen_before..]
        .iter()
        .filter(|v| v["op"] == "update" && v["params"]["sessionId"] == sid.as_str())
        .map(|v| v["params"]["update"].clone())
        .collect();
    let got: Vec<(String, String)> = replay
        .iter()
        .filter_map(|u| match u["sessionUpdate"].as_str() {
            Some("user_message_chunk") => {
                Some(("user".into(), u["content"]["text"].as_str()?.into()))
            }
            Some("agent_message_chunk") => {
                Some(("agent".into(), u["content"]["text"].as_str()?.into()))
            }
            Some("tool_call") => Some(("call".into(), u["toolCallId"].as_str()?.into())),
            _ => None,
        })
        .collect();
    assert_eq!(got, from_session_file(&test, &sid));
    assert_eq!(statuses(&replay, "t1"), ["pending", "completed"]);

    let resumed = client.request(
        "session/resume",
        json!({"sessionId": sid, "cwd": cwd, "mcpServers": []}),
    );
    assert!(resumed["configOptions"].is_array(), "{resumed}");
    assert_eq!(client.close(), 0);
}

/// The user texts, the assistant texts and the tool call ids of the session file's messages.
fn from_session_file(test: &Test, sid: &str) -> Vec<(String, String)> {
    let dir = test.data_dir().join("sessions");
    let file = walk(&dir)
        .into_iter()
        .find(|p| p.to_string_lossy().ends_with(&format!("_{sid}.jsonl")))
        .unwrap_or_else(|| panic!("no session file for {sid} under {}", dir.display()));
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let mut out = Vec::new();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_default();
        if v["type"] != "message" {
            continue;
        }
        let m = &v["message"];
        match m["role"].as_str() {
            Some("user") => {
                if let Some(t) = m["content"].as_str() {
                    out.push(("user".into(), t.into()));
                }
            }
            Some("assistant") => {
                for b in m["content"].as_array().cloned().unwrap_or_default() {
                    match b["type"].as_str() {
                        Some("text") => {
                            out.push(("agent".into(), b["text"].as_str().unwrap_or("").into()))
                        }
                        Some("toolCall") => {
                            out.push(("call".into(), b["id"].as_str().unwrap_or("").into()))
                        }
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    assert!(!out.is_empty(), "no messages in the session file");
    out
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[test]
fn cancel_ends_the_prompt_with_cancelled_and_the_session_goes_on() {
    let mock = MockServer::start(vec![
        Turn::text("This answer streams slowly, one small piece at a time, for a good while.")
            .pace_ms(300),
        Turn::text("Back again."),
    ]);
    let test = world(&mock);
    let Some(mut client) = Client::start(&test, &["acp"]) else {
        return;
    };
    let sid = client.open(json!({}), &test.path());
    let tag = client.prompt(&sid, "go");
    client.wait("a streamed chunk", |v| {
        v["params"]["update"]["sessionUpdate"] == "agent_message_chunk"
    });
    client.notify("session/cancel", json!({"sessionId": sid}));
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "cancelled"}))
    );
    let tag = client.prompt(&sid, "again");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert!(agent_text(&client.updates(&sid)).ends_with("Back again."));
    assert_eq!(client.close(), 0);
}

#[test]
fn two_sessions_run_at_once_and_one_failing_spares_the_other() {
    let mock = MockServer::start(vec![
        Turn::text("slow answer for A").pace_ms(150),
        Turn::text("B done"),
        Turn::http_error(
            400,
            json!({"type": "error", "error": {"type": "invalid_request_error", "message": "bad request for B"}}),
        ),
        Turn::text("A again"),
    ]);
    let test = world(&mock);
    std::fs::create_dir_all(test.path().join("a")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir_all(test.path().join("b")).unwrap_or_else(|e| panic!("{e}"));
    let Some(mut client) = Client::start(&test, &["acp"]) else {
        return;
    };
    let a = client.open(json!({}), &test.path().join("a"));
    let b = client.new_session(&test.path().join("b"));
    assert_ne!(a, b);
    let ta = client.prompt(&a, "first");
    let a_sid = a.clone();
    client.wait("A's first chunk", |v| {
        v["params"]["sessionId"] == a_sid.as_str()
            && v["params"]["update"]["sessionUpdate"] == "agent_message_chunk"
    });
    let tb = client.prompt(&b, "second");
    assert_eq!(
        client.response(tb).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    let a_done_first = client
        .seen
        .iter()
        .any(|v| v["op"] == "response" && v["tag"] == ta);
    assert!(
        !a_done_first,
        "A finished before B although A's answer is paced"
    );
    assert_eq!(
        client.response(ta).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert_eq!(agent_text(&client.updates(&a)), "slow answer for A");
    assert_eq!(agent_text(&client.updates(&b)), "B done");

    let tb = client.prompt(&b, "fail please");
    let e = client.response(tb).err().unwrap_or_default();
    assert!(
        e["message"]
            .as_str()
            .is_some_and(|m| m.contains("the run failed")),
        "{e}"
    );
    let ta = client.prompt(&a, "still fine?");
    assert_eq!(
        client.response(ta).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    assert!(agent_text(&client.updates(&a)).ends_with("A again"));
    assert_eq!(client.close(), 0);
}

#[test]
fn files_go_through_the_editor_when_it_offers_fs() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("r1", "read", json!({"path": "notes.txt"})),
        Turn::new().tool_call(
            "e1",
            "edit",
            json!({"path": "notes.txt", "old_string": "buffer", "new_string": "edited"}),
        ),
        Turn::text("Done."),
    ]);
    let test = world(&mock).write("notes.txt", "disk text\n");
    let Some(mut client) = Client::start(&test, &["acp", "--permission-mode", "auto-edit"]) else {
        return;
    };
    let caps = json!({"fs": {"readTextFile": true, "writeTextFile": true}});
    let sid = client.open(caps, &test.path());
    let file = test.path().join("notes.txt").display().to_string();
    let tag = client.prompt(&sid, "edit the notes");
    let (id, read) = client.incoming("fs/read_text_file");
    assert_eq!(read["path"], file.as_str());
    assert_eq!(read["sessionId"], sid.as_str());
    client.reply(&id, json!({"content": "unsaved buffer text\n"}));
    // The edit reads the buffer it changes, then writes the result into the editor.
    let (id, _) = client.incoming("fs/read_text_file");
    client.reply(&id, json!({"content": "unsaved buffer text\n"}));
    let (id, write) = client.incoming("fs/write_text_file");
    assert_eq!(write["path"], file.as_str());
    assert_eq!(write["content"], "unsaved edited text\n");
    client.reply(&id, json!({}));
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    // The model saw the buffer; the disk was left to the editor.
    let second = mock.model_requests()[1].body.to_string();
    assert!(second.contains("unsaved buffer text"), "{second}");
    assert_eq!(test.read("notes.txt"), "disk text\n");
    assert_eq!(
        statuses(&client.updates(&sid), "e1")
            .last()
            .map(String::as_str),
        Some("completed")
    );
    assert_eq!(client.close(), 0);
}

#[test]
fn stop_reasons_follow_how_the_run_ended() {
    let mock = MockServer::start(vec![
        Turn::text("cut sh").stop("max_tokens"),
        Turn::new().stop("refusal"),
        Turn::new().tool_call("l1", "ls", json!({})),
        Turn::text("never reached"),
    ]);
    let test = world(&mock);
    let Some(mut client) = Client::start(&test, &["acp", "--max-turns", "1"]) else {
        return;
    };
    let sid = client.open(json!({}), &test.path());
    assert_eq!(
        client.request("authenticate", json!({"methodId": "ama-api-key"})),
        json!({})
    );
    for (prompt, want) in [
        ("long", "max_tokens"),
        ("bad", "refusal"),
        ("list", "max_turn_requests"),
    ] {
        let tag = client.prompt(&sid, prompt);
        assert_eq!(
            client.response(tag).ok(),
            Some(json!({"stopReason": want})),
            "{prompt}"
        );
    }
    assert_eq!(client.close(), 0);
}
