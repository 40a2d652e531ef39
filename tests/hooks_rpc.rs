//! Command hooks over RPC and in line mode (issue #18): a prompt a UserPromptSubmit hook blocks
//! answers `handled` and starts no run; SessionEnd and SessionStart fire around `new_session`,
//! `switch_session` and `fork`; line mode fires SessionEnd when it exits.

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

const API: &str = "anthropic-messages";

/// A UserPromptSubmit hook that blocks prompts mentioning "secret" (exit 2, reason on stderr).
const VALIDATOR: &str =
    "grep -q secret && { echo 'Prompt contains a secret' >&2; exit 2; }; exit 0";

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

/// The `type`s of the lines in `log`, from the first line matching `from` on.
fn types_from(log: &[Value], from: impl Fn(&Value) -> bool) -> Vec<String> {
    log.iter()
        .skip_while(|v| !from(v))
        .map(|v| v["type"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn a_prompt_a_hook_blocks_answers_handled_and_starts_no_run() {
    let mock = MockServer::start(vec![Turn::text("fine")]);
    let config = json!({"hooks": {"UserPromptSubmit": [{"hooks": [
        {"type": "command", "command": VALIDATOR}
    ]}]}});
    let t = Test::new().mock(&mock, API).config_merge(config);
    let mut c = start(&t);

    let blocked = ok(
        &mut c,
        json!({"type": "prompt", "id": "p1", "message": "the secret is 42"}),
    );
    assert_eq!(blocked, json!({"disposition": "handled"}));
    // The session is idle at once: the next prompt starts a run (no `busy`).
    let started = ok(
        &mut c,
        json!({"type": "prompt", "id": "p2", "message": "hello"}),
    );
    assert_eq!(started, json!({"disposition": "started"}));
    settle(&mut c);

    let log = c.log().to_vec();
    let order: Vec<String> = types_from(&log, |v| v["type"] == "hook_executed")
        .into_iter()
        .take(5)
        .collect();
    assert_eq!(
        order,
        [
            "hook_executed",
            "notification",
            "response",
            "hook_executed",
            // The run's start entries are written and announced before `before_agent_start`.
            "entry_appended"
        ],
        "a handled prompt emits its hook, the notice and the answer, and no run events; the \
         next prompt's hook runs before its run starts: {log:?}"
    );
    assert_eq!(log.iter().filter(|v| v["id"] == "p1").count(), 1);
    let hook = log
        .iter()
        .find(|v| v["type"] == "hook_executed")
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        (hook["event"].as_str(), hook["exitCode"].as_i64()),
        (Some("UserPromptSubmit"), Some(2))
    );
    let notice = log
        .iter()
        .find(|v| v["type"] == "notification")
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        notice["message"],
        json!("\u{26d4} Hook blocked: Prompt contains a secret")
    );
    // One run, for the second prompt only; the blocked text reached neither model nor context.
    for kind in ["agent_start", "agent_settled"] {
        assert_eq!(
            log.iter().filter(|v| v["type"] == kind).count(),
            1,
            "{kind}"
        );
    }
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 1);
    assert!(!requests[0].body.to_string().contains("the secret is 42"));
    let messages = ok(&mut c, json!({"type": "get_messages"}));
    assert!(
        !messages.to_string().contains("the secret is 42"),
        "{messages}"
    );
}

/// Hooks that append each SessionStart and SessionEnd input to `log.jsonl` as one line.
fn session_hooks() -> Value {
    let append = |_: &str| json!([{"hooks": [{"type": "command", "command": "cat >> log.jsonl; echo >> log.jsonl"}]}]);
    json!({"hooks": {"SessionStart": append("start"), "SessionEnd": append("end")}})
}

/// `(hook_event_name, ama vocabulary, Claude Code's, session_id)` of each line of `log.jsonl`.
fn session_log(t: &Test) -> Vec<(String, String, String, String)> {
    let text = std::fs::read_to_string(t.path().join("log.jsonl")).unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap_or_default();
            let s = |k: &str| v[k].as_str().unwrap_or_default().to_string();
            if v["hook_event_name"] == "SessionStart" {
                (
                    s("hook_event_name"),
                    s("ama_source"),
                    s("source"),
                    s("session_id"),
                )
            } else {
                (
                    s("hook_event_name"),
                    s("ama_reason"),
                    s("reason"),
                    s("session_id"),
                )
            }
        })
        .collect()
}

fn session_id(c: &mut RpcClient) -> String {
    let state = ok(c, json!({"type": "get_state"}));
    state["sessionId"].as_str().unwrap_or_default().to_string()
}

#[test]
fn session_hooks_fire_around_new_switch_and_fork() {
    let mock = MockServer::start(vec![Turn::text("a"), Turn::text("b")]);
    let t = Test::new().mock(&mock, API).config_merge(session_hooks());
    let mut c = start(&t);
    let first = session_id(&mut c);
    ok(&mut c, json!({"type": "prompt", "message": "in the first"}));
    settle(&mut c);
    let first_file = ok(&mut c, json!({"type": "get_state"}))["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();

    ok(&mut c, json!({"type": "new_session"}));
    let second = session_id(&mut c);
    ok(
        &mut c,
        json!({"type": "switch_session", "sessionPath": first_file}),
    );
    let forks = ok(&mut c, json!({"type": "get_fork_messages"}));
    let entry = forks["messages"][0]["entryId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    ok(&mut c, json!({"type": "fork", "entryId": entry}));
    let forked = session_id(&mut c);
    assert!(c.wait(T).is_some_and(|s| s.success()), "ama did not exit 0");

    let row = |e: &str, ama: &str, cc: &str, id: &str| {
        (
            e.to_string(),
            ama.to_string(),
            cc.to_string(),
            id.to_string(),
        )
    };
    assert_eq!(
        session_log(&t),
        vec![
            row("SessionStart", "startup", "startup", &first),
            row("SessionEnd", "new", "clear", &first),
            row("SessionStart", "new", "clear", &second),
            row("SessionEnd", "switch", "other", &second),
            row("SessionStart", "resume", "resume", &first),
            row("SessionEnd", "switch", "other", &first),
            row("SessionStart", "fork", "resume", &forked),
            row("SessionEnd", "exit", "prompt_input_exit", &forked),
        ]
    );
    let executed: Vec<String> = c
        .log()
        .iter()
        .filter(|v| v["type"] == "hook_executed")
        .map(|v| v["event"].as_str().unwrap_or_default().to_string())
        .collect();
    assert_eq!(
        executed.len(),
        8,
        "one hook_executed per hook run: {executed:?}"
    );
}

#[test]
fn line_mode_fires_session_end_once_at_exit() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(session_hooks())
        .stdin("first\nsecond\n");
    t.run().status(0).stdout("one\ntwo\n");
    let log = session_log(&t);
    let kinds: Vec<(&str, &str)> = log
        .iter()
        .map(|(e, ama, _, _)| (e.as_str(), ama.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [("SessionStart", "startup"), ("SessionEnd", "exit")],
        "{log:?}"
    );
    assert_eq!(log[0].3, log[1].3, "both name the same session");
}

#[test]
fn print_mode_fires_session_end_once() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(session_hooks())
        .args(&["-p", "hello"]);
    t.run().status(0).stdout("hi\n");
    let kinds: Vec<String> = session_log(&t).into_iter().map(|r| r.0).collect();
    assert_eq!(kinds, ["SessionStart", "SessionEnd"]);
}
