//! `/codemode off|on|only` in a running session (issue #31): `off` after `only` offers `task`
//! and every other tool again; `on` and `only` work in a session that started with codemode off
//! (Node is found then); each change reaches the next request's tool list and is recorded like
//! any change of the tools (a system patch in the session file); RPC `get_tools` shows the
//! codemode description the model sees now, not the start-up one.

use serde_json::{Value, json};

use super::node;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

type Client = ama::modes::rpc::client::RpcClient;

/// The tool names of request `i`.
fn names(mock: &MockServer, i: usize) -> Vec<String> {
    mock.requests()[i].body["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["function"]["name"].as_str().map(str::to_string))
        .collect()
}

/// The codemode description of request `i`.
fn description(mock: &MockServer, i: usize) -> String {
    mock.requests()[i].body["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["function"]["name"] == "codemode")
        .and_then(|t| t["function"]["description"].as_str())
        .unwrap_or_default()
        .to_string()
}

fn ask(c: &mut Client, text: &str) {
    ok(c, json!({"type": "prompt", "message": text}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled after {text}: {:?}", c.log()));
}

fn command(c: &mut Client, text: &str) -> Vec<String> {
    let out = ok(c, json!({"type": "prompt", "message": text}));
    assert_eq!(out["disposition"], "handled", "{out}");
    out["output"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect()
}

/// `get_tools`' codemode row (description, active), if listed.
fn listed(c: &mut Client) -> Option<(String, bool)> {
    let tools = ok(c, json!({"type": "get_tools"}));
    tools["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["name"] == "codemode")
        .map(|t| {
            (
                t["description"].as_str().unwrap_or_default().to_string(),
                t["active"] == json!(true),
            )
        })
}

/// The tools each system patch of the session file adds and removes, in order (the first,
/// full system message is left out).
fn patches(c: &mut Client) -> Vec<(Vec<String>, Vec<String>)> {
    let state = ok(c, json!({"type": "get_state"}));
    let file = state["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let tool_names = |v: &Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t["name"].as_str().or(t.as_str()).map(str::to_string))
            .collect()
    };
    text.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["message"]["role"] == "system")
        .skip(1)
        .map(|e| {
            (
                tool_names(&e["message"]["toolsAdded"]),
                tool_names(&e["message"]["toolsRemoved"]),
            )
        })
        .collect()
}

#[test]
fn codemode_off_after_only_offers_task_and_every_other_tool_again() {
    let Some(node) = node("node25") else { return };
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("three"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"mode": "only", "node": node}}));
    let mut c = start(&t);
    ask(&mut c, "first");
    assert_eq!(names(&mock, 0), ["codemode"]);
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let task_active = |tools: &Value| {
        tools["tools"]
            .as_array()
            .and_then(|a| a.iter().find(|t| t["name"] == "task"))
            .map(|t| t["active"].clone())
    };
    assert_eq!(task_active(&tools), Some(json!(false)), "{tools}");
    assert_eq!(
        command(&mut c, "/codemode off"),
        ["codemode: off (the model calls the tools directly)"]
    );
    ask(&mut c, "second");
    let second = names(&mock, 1);
    for tool in ["read", "bash", "edit", "write", "grep", "task"] {
        assert!(
            second.contains(&tool.to_string()),
            "{tool} missing: {second:?}"
        );
    }
    assert!(!second.contains(&"codemode".to_string()), "{second:?}");
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    assert_eq!(task_active(&tools), Some(json!(true)), "{tools}");
    // `on` keeps them and adds codemode.
    command(&mut c, "/codemode on");
    ask(&mut c, "third");
    let third = names(&mock, 2);
    assert!(
        third.contains(&"codemode".to_string()) && third.contains(&"task".to_string()),
        "{third:?}"
    );
    // Each change is a system patch in the session file.
    let p = patches(&mut c);
    assert_eq!(p.len(), 2, "{p:?}");
    assert!(
        p[0].0.contains(&"task".to_string()) && p[0].1 == ["codemode"],
        "{p:?}"
    );
    assert_eq!(p[1], (vec!["codemode".to_string()], vec![]), "{p:?}");
}

#[test]
fn codemode_on_and_only_work_in_a_session_that_started_with_it_off() {
    let Some(node) = node("node25") else { return };
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::new().tool_call("cm_0", "codemode", json!({"code": "return 6 * 7;"})),
        Turn::text("two"),
        Turn::text("three"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write("a.txt", "alpha\n")
        .config_merge(json!({"codemode": {"mode": "off", "node": node}}));
    let mut c = start(&t);
    ask(&mut c, "first");
    assert!(!names(&mock, 0).contains(&"codemode".to_string()));
    assert_eq!(listed(&mut c), None);
    assert_eq!(
        command(&mut c, "/codemode"),
        [
            "codemode: off (off since this session started: `codemode` in config.json, `--codemode`, or no usable Node; `ama doctor` says which). /codemode on or /codemode only turns it on"
        ]
    );
    assert_eq!(
        command(&mut c, "/codemode on"),
        ["codemode: on (scripts beside the other tools)"]
    );
    // `get_tools` shows it at once, with the description the next request carries.
    let (shown, active) = listed(&mut c).unwrap_or_else(|| panic!("codemode not listed"));
    assert!(active);
    assert!(
        shown.contains("declare const tools: {\n") && shown.contains("  read(args: { "),
        "{shown}"
    );
    ask(&mut c, "second");
    assert!(
        names(&mock, 1).contains(&"codemode".to_string())
            && names(&mock, 1).contains(&"read".to_string())
    );
    assert_eq!(description(&mock, 1), shown);
    // The script ran.
    let end = c
        .log()
        .iter()
        .find(|e| e["type"] == "tool_execution_end" && e["toolCallId"] == "cm_0")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["result"]["content"][0]["text"], "42", "{end}");
    let status = command(&mut c, "/codemode");
    assert_eq!(status[0], "codemode: on", "{status:?}");
    command(&mut c, "/codemode only");
    ask(&mut c, "third");
    assert_eq!(names(&mock, 3), ["codemode"]);
    assert_eq!(description(&mock, 3), shown);
    let p = patches(&mut c);
    assert_eq!(p.len(), 2, "{p:?}");
    assert_eq!(p[0], (vec!["codemode".to_string()], vec![]), "{p:?}");
    assert!(
        p[1].0.is_empty()
            && p[1].1.contains(&"read".to_string())
            && p[1].1.contains(&"task".to_string()),
        "{p:?}"
    );
}

#[test]
fn codemode_on_without_a_usable_node_says_why() {
    let mock = MockServer::start(vec![Turn::text("one")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"mode": "off", "node": "/nonexistent/node"}}));
    let mut c = start(&t);
    let out = c
        .request(json!({"type": "prompt", "message": "/codemode on"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    let text = out.to_string();
    assert!(
        text.contains(
            "codemode is unavailable: `/nonexistent/node --version` did not answer with a version"
        ),
        "{text}"
    );
    assert_eq!(listed(&mut c), None);
}
