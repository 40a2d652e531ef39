//! Slash commands end to end over RPC and line mode (issue #14): builtins answer `handled` and
//! change the session, templates expand into the prompt the model gets, an unknown `/word` goes
//! to the model as text, `get_commands` lists the registry, and line mode runs `/help` and the
//! numbered `/model` picker from a pipe.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

/// The mock provider with a second model that takes images.
fn two_models(t: Test) -> Test {
    t.config_merge(json!({"providers": {"mock": {"models": [{}, {
        "id": "mock-vision", "contextWindow": 200000, "maxTokens": 8192,
        "reasoning": false, "input": ["text", "image"]
    }]}}}))
}

fn handled(c: &mut ama::modes::rpc::client::RpcClient, message: &str) {
    let data = ok(c, json!({"type": "prompt", "message": message}));
    assert_eq!(data["disposition"], json!("handled"), "{message}: {data}");
}

#[test]
fn rpc_builtins_are_handled_and_change_the_state() {
    let mock = MockServer::start(vec![]);
    let t = two_models(Test::new().mock(&mock, "anthropic-messages"));
    let mut c = start(&t);
    handled(&mut c, "/help");
    handled(&mut c, "/model mock/mock-vision");
    handled(&mut c, "/name t");
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(
        state["model"],
        json!({"provider": "mock", "id": "mock-vision"})
    );
    assert_eq!(state["sessionName"], json!("t"));
    assert_eq!(state["isStreaming"], json!(false));
    // A failing builtin is an error with the agent's code, not a run.
    let r = c
        .request(json!({"type": "prompt", "message": "/model x/y"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{r}");
    assert_eq!(r["code"], json!("model_not_found"), "{r}");
    assert!(
        r["error"].as_str().unwrap_or_default().contains("`x/y`"),
        "{r}"
    );
    let r = c
        .request(json!({"type": "prompt", "message": "/thinking loud"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["code"], json!("invalid_arguments"), "{r}");
    assert_eq!(
        mock.model_requests().len(),
        0,
        "no builtin reaches the model"
    );
}

#[test]
fn rpc_unknown_word_reaches_the_model_and_templates_expand() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write(
            "../config/prompts/review.md",
            "---\ndescription: Review a file\nargument-hint: <file>\n---\nPlease review $1 carefully ($ARGUMENTS).",
        )
        .write("../config/prompts/help.md", "I shadow help");
    let mut c = start(&t);
    let data = ok(
        &mut c,
        json!({"type": "prompt", "message": "/unknownword please"}),
    );
    assert_eq!(data, json!({"disposition": "started"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let data = ok(
        &mut c,
        json!({"type": "prompt", "message": "/review src/a.rs now"}),
    );
    assert_eq!(data, json!({"disposition": "started"}));
    let before = c
        .wait_for(
            |v| v["type"] == "before_agent_start" && v["prompt"] != json!("/unknownword please"),
            T,
        )
        .unwrap_or_else(|| panic!("no before_agent_start"));
    assert_eq!(
        before["prompt"],
        json!("Please review src/a.rs carefully (src/a.rs now).")
    );
    c.wait_for(|v| v["type"] == "agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    assert!(reqs[0].body.to_string().contains("/unknownword please"));
    assert!(
        reqs[1]
            .body
            .to_string()
            .contains("Please review src/a.rs carefully")
    );

    let list = ok(&mut c, json!({"type": "get_commands"}));
    let commands = list["commands"].as_array().cloned().unwrap_or_default();
    let find = |name: &str| commands.iter().find(|c| c["name"] == name).cloned();
    assert_eq!(
        find("help"),
        Some(
            json!({"name": "help", "description": "List the commands and keys", "source": "builtin"})
        )
    );
    assert_eq!(
        find("review"),
        Some(json!({"name": "review", "description": "Review a file", "source": "template"}))
    );
    assert_eq!(
        commands.iter().filter(|c| c["name"] == "help").count(),
        1,
        "a template never shadows a builtin"
    );
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    for builtin in [
        "new",
        "resume",
        "session",
        "model",
        "permission",
        "tree",
        "fork",
        "copy",
        "quit",
    ] {
        assert!(names.contains(&builtin), "{builtin} missing from {names:?}");
    }
    assert!(names.contains(&"export"), "{names:?}");
}

#[test]
fn line_mode_help_and_model_picker_through_a_pipe() {
    let mock = MockServer::start(vec![Turn::text("Answer.")]);
    let t = two_models(Test::new().mock(&mock, "anthropic-messages"))
        .stdin("/help\n/model\n2\n/session\nhello\n");
    let out = t.run();
    out.status(0);
    let stdout = &out.stdout;
    assert!(stdout.starts_with("Commands:\n  /help "), "{stdout}");
    assert!(stdout.contains("\nKeys:\n"), "{stdout}");
    assert!(
        stdout.contains(
            "Model\n  1. mock/mock-model   mock · 128k ctx · current\n  2. mock/mock-vision  mock · 200k ctx · img\nModel: mock/mock-vision\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nMessages 0 user, 0 assistant"),
        "{stdout}"
    );
    assert!(stdout.ends_with("Answer.\n"), "{stdout}");
    out.stderr_contains("Choose 1-2 (Enter cancels): ");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 1);
    assert_eq!(
        reqs[0].body["model"],
        json!("mock-vision"),
        "the chosen model answers"
    );
}

#[test]
fn line_mode_bypass_asks_first_and_no_keeps_the_mode() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .stdin("/permission full-auto\nn\n/permission\n3\n/permissions\n");
    let out = t.run();
    out.status(0)
        .stderr_contains("Enter Bypass permissions?")
        .stderr_contains("Continue? [y/N] ")
        .stderr_contains("Cancelled; the mode is unchanged.");
    let stdout = &out.stdout;
    assert!(stdout.starts_with("Mode\n  1. Manual ✓ "), "{stdout}");
    assert!(stdout.contains(" · Default\n"), "{stdout}");
    assert!(stdout.contains("  4. Auto "), "{stdout}");
    assert!(stdout.contains(" · Recommended\n"), "{stdout}");
    assert!(
        stdout.contains("Permission mode: Plan (plan)\n"),
        "{stdout}"
    );
    assert!(
        stdout.contains("Mode: Plan (plan)\nDecision order:\n"),
        "{stdout}"
    );
}

#[test]
fn rpc_fork_and_tree_commands_move_the_session() {
    let mock = MockServer::start(vec![Turn::text("a1"), Turn::text("a2")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    for m in ["first", "second"] {
        ok(&mut c, json!({"type": "prompt", "message": m}));
        c.wait_for(|v| v["type"] == "agent_settled", T)
            .unwrap_or_else(|| panic!("no agent_settled"));
    }
    let before = ok(&mut c, json!({"type": "get_state"}));
    let forks = ok(&mut c, json!({"type": "get_fork_messages"}));
    let second: &Value = &forks["messages"][1];
    assert_eq!(second["text"], json!("second"));
    let id = second["entryId"].as_str().unwrap_or_default().to_string();
    handled(&mut c, &format!("/tree {id}"));
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["sessionFile"], before["sessionFile"]);
    let count = |s: &Value| s["messageCount"].as_u64().unwrap_or_default();
    assert_eq!(
        count(&state) + 2,
        count(&before),
        "back to before `second`: its prompt and answer are off the branch"
    );
    let messages = ok(&mut c, json!({"type": "get_messages"}));
    let texts = messages.to_string();
    assert!(texts.contains("a1") && !texts.contains("a2"), "{texts}");
    let file = before["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let last: Value =
        serde_json::from_str(text.lines().last().unwrap_or_default()).unwrap_or_default();
    assert_eq!(last["type"], json!("leaf"), "{text}");

    handled(&mut c, &format!("/fork {id}"));
    let forked = ok(&mut c, json!({"type": "get_state"}));
    assert_ne!(forked["sessionFile"], before["sessionFile"]);
    let head = std::fs::read_to_string(forked["sessionFile"].as_str().unwrap_or_default())
        .unwrap_or_default();
    let header: Value =
        serde_json::from_str(head.lines().next().unwrap_or_default()).unwrap_or_default();
    assert_eq!(header["parentSession"], json!(file), "{head}");
}
