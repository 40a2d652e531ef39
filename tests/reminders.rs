//! Reminders and aborts (issue 19) through the real binary over RPC and the mock: each reminder
//! reaches the next request with its exact text, before a prompt as its own `ama.reminder`
//! (`display: false`) or during a run inside the batch's last tool result; `ama.aborted` follows
//! a user abort; `reminders.*` switches each one off.

use std::time::Duration;

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::checkpoint::{session_lines, user_entry};
use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};
use crate::support::rpc::{T, ok, start};

const TODO_HEAD: &str = "The todo list has open items and has not been shown in the last 5 turns.";

/// Every text of a request body: `text` fields and string `content`s, in body order.
fn texts(body: &Value) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(map) => {
                for (k, v) in map {
                    match (k.as_str(), v) {
                        ("text" | "content", Value::String(s)) => out.push(s.clone()),
                        _ => walk(v, out),
                    }
                }
            }
            Value::Array(items) => items.iter().for_each(|i| walk(i, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(&body["messages"], &mut out);
    out
}

/// How often `needle` occurs in the request's messages.
fn count(r: &Recorded, needle: &str) -> usize {
    texts(&r.body)
        .iter()
        .map(|t| t.matches(needle).count())
        .sum()
}

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

fn prompt(c: &mut RpcClient, message: &str) {
    ok(c, json!({"type": "prompt", "message": message}));
    settle(c);
}

fn start_auto(t: &Test) -> RpcClient {
    let mut c = start(t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    c
}

/// The session file's `custom_message` entries of this type.
fn notes(t: &Test, custom_type: &str) -> Vec<Value> {
    session_lines(t)
        .into_iter()
        .filter(|l| l["type"] == "custom_message" && l["customType"] == custom_type)
        .collect()
}

#[test]
fn an_external_change_reaches_the_next_request_and_the_agents_own_edit_does_not() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "read", json!({"path": "a.txt"}))
            .tool_call("c2", "read", json!({"path": "b.txt"})),
        Turn::new().tool_call(
            "c3",
            "edit",
            json!({"path": "a.txt", "old_string": "two", "new_string": "TWO"}),
        ),
        Turn::text("done"),
        Turn::text("ok"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("a.txt", "one\ntwo\n")
        .write("b.txt", "alpha\nbeta\n");
    let mut c = start_auto(&t);
    prompt(&mut c, "one");
    assert_eq!(t.read("a.txt"), "one\nTWO\n");
    std::fs::write(t.path().join("b.txt"), "alpha\nGAMMA\n").unwrap_or_else(|e| panic!("{e}"));
    prompt(&mut c, "two");

    let requests = mock.model_requests();
    assert_eq!(requests.len(), 4);
    for r in &requests[..3] {
        assert_eq!(count(r, "<system-reminder>"), 0, "{}", r.body);
    }
    let want = "<system-reminder>\nb.txt was changed since you last read it, outside your edit and write calls (by the user, a formatter or a command). Take the change into account and do not undo it unless the user asks. The change:\n```diff\n@@ -1,2 +1,2 @@\n alpha\n-beta\n+GAMMA\n```\n</system-reminder>";
    let last = texts(&requests[3].body);
    let at = last.iter().position(|s| s == want);
    let prompt_at = last.iter().position(|s| s == "two");
    assert!(
        matches!((at, prompt_at), (Some(a), Some(p)) if a < p),
        "reminder before the prompt: {last:?}"
    );
    assert_eq!(count(&requests[3], "<system-reminder>"), 1);
    assert_eq!(count(&requests[3], "a.txt was"), 0);

    let stored = notes(&t, "ama.reminder");
    assert_eq!(stored.len(), 1, "{stored:?}");
    assert_eq!(stored[0]["content"], json!(want));
    assert_eq!(stored[0]["display"], json!(false));
}

#[test]
fn the_todo_reminder_comes_after_five_turns_without_the_list_and_not_when_all_is_done() {
    let set = |items: Value| {
        Turn::new().tool_call("t1", "todo", json!({"action": "set", "items": items}))
    };
    let mut turns = vec![
        set(json!([
            {"id": "1", "text": "Write the parser", "status": "in_progress"},
            {"id": "2", "text": "Test it"}
        ])),
        Turn::text("planned"),
    ];
    turns.extend((2..=7).map(|i| Turn::text(&format!("answer {i}"))));
    turns.push(set(json!([
        {"id": "1", "text": "Write the parser", "status": "done"},
        {"id": "2", "text": "Test it", "status": "done"}
    ])));
    turns.push(Turn::text("all done"));
    turns.extend((9..=13).map(|i| Turn::text(&format!("answer {i}"))));
    let mock = MockServer::start(turns);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start_auto(&t);
    for i in 1..=13 {
        prompt(&mut c, &format!("prompt {i}"));
    }
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 15);
    let want = format!(
        "<system-reminder>\n{TODO_HEAD} Keep it current with the todo tool as you work (mark an item done as soon as it is), and do not mention this reminder to the user.\n\nTodo list (0 done, 1 in progress, 1 pending):\n[>] 1: Write the parser\n[ ] 2: Test it\n</system-reminder>"
    );
    // Requests 0-1 are prompt 1; prompt k >= 2 is request k. The list was last shown in
    // prompt 1's first turn: prompts 2 to 5 follow 1 to 4 turns without it, prompt 6 follows 5.
    let counts: Vec<usize> = requests.iter().map(|r| count(r, TODO_HEAD)).collect();
    assert_eq!(
        counts,
        vec![0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        "reminders by request"
    );
    assert!(texts(&requests[6].body).contains(&want));
    // Everything done: five more turns without the list bring no second reminder.
    assert_eq!(notes(&t, "ama.reminder").len(), 1);
}

#[test]
fn context_usage_over_seventy_percent_is_told_once() {
    let mock = MockServer::start(vec![
        Turn::text("big").usage(95_000, 5, 0, 0),
        Turn::text("bigger").usage(96_000, 5, 0, 0),
        Turn::text("done"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start_auto(&t);
    for p in ["one", "two", "three"] {
        prompt(&mut c, p);
    }
    let requests = mock.model_requests();
    let want = "<system-reminder>\nContext usage: 74% of this model's 128000-token context window is in use (95005 tokens, 32995 left). Read only the parts of files you need and keep command output short; older turns may be compacted.\n</system-reminder>";
    assert_eq!(count(&requests[0], "Context usage:"), 0);
    assert!(
        texts(&requests[1].body).iter().any(|s| s == want),
        "{}",
        requests[1].body
    );
    assert_eq!(count(&requests[2], "Context usage:"), 1);
}

#[test]
fn a_background_exit_is_told_inside_the_last_tool_result_of_the_batch() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": "sleep 0.5; echo finished", "run_in_background": true}),
        ),
        Turn::new()
            .tool_call("c2", "bash", json!({"command": "sleep 1.5; echo first"}))
            .tool_call("c3", "bash", json!({"command": "echo second"})),
        Turn::text("done"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start_auto(&t);
    prompt(&mut c, "go");
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 3);
    let want = "<system-reminder>\nBackground job bash_1 (`sleep 0.5; echo finished`) has ended: exited with code 0. Read its output with bash_output(id=\"bash_1\").\n</system-reminder>";
    assert_eq!(count(&requests[1], "<system-reminder>"), 0);
    assert_eq!(count(&requests[2], "<system-reminder>"), 1);
    // The last message holds the two results; only the last one carries the reminder.
    let body = &requests[2].body;
    let last = body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(last["role"], "user");
    let results: Vec<&Value> = last["content"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|b| b["type"] == "tool_result")
        .collect();
    assert_eq!(results.len(), 2, "{last}");
    assert_eq!(results[0]["tool_use_id"], "c2");
    assert_eq!(count_in(results[0], "<system-reminder>"), 0);
    assert_eq!(results[1]["tool_use_id"], "c3");
    let text = texts(&json!({"messages": [results[1]]})).join("");
    assert!(
        text.starts_with("second") && text.ends_with(&format!("\n\n{want}")),
        "{text:?}"
    );
    // Stored inside the tool result, not as an entry of its own.
    assert_eq!(notes(&t, "ama.reminder").len(), 0);
    let stored = session_lines(&t)
        .into_iter()
        .filter(|l| l["message"]["role"] == "toolResult")
        .filter(|l| {
            l["message"]["content"]
                .to_string()
                .contains("Background job bash_1")
        })
        .map(|l| l["message"]["toolCallId"].clone())
        .collect::<Vec<_>>();
    assert_eq!(stored, vec![json!("c3")]);
}

fn count_in(v: &Value, needle: &str) -> usize {
    texts(&json!({"messages": [v]}))
        .iter()
        .map(|t| t.matches(needle).count())
        .sum()
}

#[test]
fn an_aborted_run_is_noted_before_the_next_prompt() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "sleep 30"})),
        Turn::text("ok"),
        Turn::text("fine"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start_auto(&t);
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    c.wait_event("tool_execution_start", T)
        .unwrap_or_else(|| panic!("no tool_execution_start"));
    ok(&mut c, json!({"type": "abort"}));
    settle(&mut c);
    prompt(&mut c, "two");
    prompt(&mut c, "three");
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 3);
    let want = "[Request interrupted by user] The user stopped your previous response before it finished. Tool calls in it that have no result did not run, and work it had started may be incomplete. Do not resume that work unless the user asks for it.";
    assert_eq!(count(&requests[0], "[Request interrupted by user]"), 0);
    let all = texts(&requests[1].body);
    let at = all.iter().position(|s| s == want);
    let prompt_at = all.iter().position(|s| s == "two");
    assert!(
        matches!((at, prompt_at), (Some(a), Some(p)) if a < p),
        "{all:?}"
    );
    let stored = notes(&t, "ama.aborted");
    assert_eq!(stored.len(), 1, "{stored:?}");
    assert_eq!(stored[0]["content"], json!(want));
    assert_eq!(stored[0]["display"], json!(false));
    // A run that ended normally is not followed by one.
    assert_eq!(count(&requests[2], "[Request interrupted by user]"), 1);
    assert_eq!(notes(&t, "ama.aborted").len(), 1);
}

#[test]
fn a_withdrawn_aborted_turn_leaves_no_note() {
    let mock = MockServer::start(vec![
        Turn::text("first answer"),
        Turn::new().tool_call("c1", "bash", json!({"command": "sleep 30"})),
        Turn::text("third answer"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start_auto(&t);
    prompt(&mut c, "one");
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    c.wait_event("tool_execution_start", T)
        .unwrap_or_else(|| panic!("no tool_execution_start"));
    ok(&mut c, json!({"type": "abort"}));
    settle(&mut c);
    // The aborted turn is taken back, the way Esc withdraws it in the terminal UI.
    let two = user_entry(&mut c, "two");
    ok(
        &mut c,
        json!({"type": "rewind", "entryId": two, "scope": "conversation"}),
    );
    prompt(&mut c, "three");
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 3);
    assert_eq!(count(&requests[2], "[Request interrupted by user]"), 0);
    assert_eq!(count(&requests[2], "two"), 0);
    assert!(notes(&t, "ama.aborted").is_empty());
}

/// The markers of the four reminders, in the order they are added.
const MARKERS: [(&str, &str); 4] = [
    ("todo", TODO_HEAD),
    ("fileChanges", "notes.txt was changed"),
    ("contextUsage", "Context usage:"),
    ("backgroundJobs", "Background job bash_1"),
];

/// A session where all four reminders fall due; returns which markers reached a request.
fn scenario(reminders: Value) -> Vec<&'static str> {
    let mut turns = vec![
        Turn::new()
            .tool_call(
                "c1",
                "todo",
                json!({"action": "set", "items": [{"id": "1", "text": "Ship", "status": "pending"}]}),
            )
            .tool_call("c2", "read", json!({"path": "notes.txt"}))
            .tool_call(
                "c3",
                "bash",
                json!({"command": "sleep 0.3", "run_in_background": true}),
            ),
        Turn::text("started").usage(95_000, 5, 0, 0),
    ];
    turns.extend((2..=6).map(|i| Turn::text(&format!("answer {i}"))));
    let mock = MockServer::start(turns);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"reminders": reminders}))
        .write("notes.txt", "alpha\nbeta\n");
    let mut c = start_auto(&t);
    prompt(&mut c, "prompt 1");
    std::thread::sleep(Duration::from_millis(600));
    std::fs::write(t.path().join("notes.txt"), "alpha\nGAMMA\n").unwrap_or_else(|e| panic!("{e}"));
    for i in 2..=6 {
        prompt(&mut c, &format!("prompt {i}"));
    }
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 7);
    MARKERS
        .iter()
        .filter(|(_, m)| requests.iter().any(|r| count(r, m) > 0))
        .map(|(key, _)| *key)
        .collect()
}

#[test]
fn each_reminder_has_its_switch() {
    let all: Vec<&str> = MARKERS.iter().map(|(k, _)| *k).collect();
    assert_eq!(scenario(json!({})), all, "all on by default");
    for (key, _) in MARKERS {
        let want: Vec<&str> = all.iter().copied().filter(|k| *k != key).collect();
        assert_eq!(
            scenario(json!({key: false})),
            want,
            "reminders.{key}: false"
        );
    }
    assert_eq!(
        scenario(json!({"enabled": false})),
        Vec::<&str>::new(),
        "reminders.enabled: false"
    );
}

#[test]
fn a_wrong_reminders_value_stops_startup_naming_the_key() {
    let mock = MockServer::start(vec![]);
    Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"reminders": {"todo": "no"}}))
        .args(&["-p", "go"])
        .run()
        .status(3)
        .stderr_contains("\"reminders.todo\" must be true or false, not \"no\"");
    assert!(mock.model_requests().is_empty(), "nothing was sent");
}
