//! Issue #26, the lines an audit found covered only by unit tests, each through the real
//! binary against the mock LLM and the real server-everything from npm: `--strict-mcp-config`,
//! the allowlist and auto modes with MCP tools (annotations decide the class, `openWorldHint`
//! the network tier), `toolTimeoutMs`, `enabledTools` / `disabledTools`, the RPC start that
//! waits for the servers before `hello`, and `notifications/message` kept in the session file,
//! never on the screen.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::events::{end_of, offered, text_of};
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok};
use crate::support::session_files::jsonl_under;
use crate::support::{Test, npm};

/// server-everything over stdio as one `mcpServers` entry, with `extra` keys merged in.
fn ev_entry(extra: Value) -> Option<Value> {
    let bin = npm::bin("mcp-server-everything")?;
    let mut entry = json!({"command": bin, "args": ["stdio"]});
    if let (Some(e), Some(x)) = (entry.as_object_mut(), extra.as_object()) {
        e.extend(x.clone());
    }
    Some(entry)
}

fn ev_config(extra: Value) -> Option<String> {
    Some(json!({"mcpServers": {"ev": ev_entry(extra)?}}).to_string())
}

fn mcp_offered(mock: &MockServer) -> Vec<String> {
    let requests = mock.model_requests();
    let mut names: Vec<String> = offered(&requests[0].body)
        .into_iter()
        .filter(|n| n.starts_with("mcp__"))
        .collect();
    names.sort();
    names
}

fn print_test(mock: &MockServer) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .timeout(Duration::from_secs(60))
}

#[test]
fn strict_mcp_config_uses_only_the_servers_of_the_flag() {
    let (Some(user), Some(project), Some(flag)) = (
        ev_entry(json!({})),
        ev_entry(json!({})),
        ev_config(json!({})),
    ) else {
        return;
    };
    let flag = flag.replace("\"ev\"", "\"flag\"");
    let run = |strict: bool| {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        let t = print_test(&mock)
            .config_merge(json!({"mcpServers": {"user": user.clone()}}))
            .write(
                ".mcp.json",
                json!({"mcpServers": {"proj": project.clone()}}).to_string(),
            );
        // The project server is approved, so only `--strict-mcp-config` keeps it out.
        let t = t.args(&["mcp", "approve", "proj"]);
        t.run().status(0);
        let t = t.clear_args();
        let mut args = vec!["-p", "hi", "--output-format", "json", "--trust-project"];
        args.extend(["--mcp-config", &flag]);
        if strict {
            args.push("--strict-mcp-config");
        }
        let out = t.args(&args).run();
        out.status(0);
        let servers: Vec<String> = out.json()["mcpServers"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|s| s["name"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        let tools = mcp_offered(&mock);
        let servers_of_tools: std::collections::BTreeSet<String> = tools
            .iter()
            .filter_map(|n| n.split("__").nth(1).map(str::to_string))
            .collect();
        (servers, servers_of_tools, out)
    };
    let (servers, of_tools, _) = run(false);
    assert_eq!(servers, ["user", "proj", "flag"], "without strict");
    assert_eq!(
        of_tools.into_iter().collect::<Vec<_>>(),
        ["flag", "proj", "user"]
    );
    let (servers, of_tools, out) = run(true);
    assert_eq!(servers, ["flag"], "strict keeps only --mcp-config");
    assert_eq!(of_tools.into_iter().collect::<Vec<_>>(), ["flag"]);
    assert!(
        !out.stderr.contains("proj") && !out.stderr.contains("user"),
        "{}",
        out.stderr
    );
}

#[test]
fn allowlist_mode_runs_read_class_mcp_tools_only() {
    let Some(config) = ev_config(json!({})) else {
        return;
    };
    let turns = || {
        vec![
            Turn::new().tool_call("c0", "mcp__ev__echo", json!({"message": "read class"})),
            Turn::new().tool_call("c1", "mcp__ev__toggle-simulated-logging", json!({})),
            Turn::text("Done."),
        ]
    };
    let run = |config: &str, extra: &[&str]| {
        let mock = MockServer::start(turns());
        let mut args = vec!["-p", "go", "--output-format", "stream-json"];
        args.extend(["--permission-mode", "allowlist", "--mcp-config", config]);
        args.extend(extra);
        let out = print_test(&mock).args(&args).run();
        out.status(0);
        out.call_outcomes(2)
    };
    let outcomes = run(&config, &[]);
    assert_eq!(outcomes[0], (false, "Echo: read class".to_string()));
    assert_eq!(outcomes[1], (true, "Not in the allowlist".to_string()));
    // `approval: allow` does not widen the allowlist.
    let Some(allowing) = ev_config(json!({"approval": "allow"})) else {
        return;
    };
    let outcomes = run(&allowing, &[]);
    assert_eq!(outcomes[1], (true, "Not in the allowlist".to_string()));
    // An allow rule naming the tool does.
    let outcomes = run(&config, &["--allow", "mcp__ev__toggle-simulated-logging"]);
    assert!(!outcomes[1].0, "{outcomes:?}");
    assert!(
        outcomes[1].1.starts_with("Started simulated"),
        "{outcomes:?}"
    );
}

#[test]
fn open_world_tools_are_network_for_the_auto_tier_and_closed_world_ones_go_to_the_classifier() {
    let Some(config) = ev_config(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        // openWorldHint: true (not read-only): the network tier asks; nobody can answer.
        Turn::new().tool_call(
            "c0",
            "mcp__ev__gzip-file-as-resource",
            json!({"name": "x.gz", "data": "https://example.com/"}),
        ),
        // openWorldHint: false (not read-only): the classifier decides.
        Turn::new().tool_call("c1", "mcp__ev__toggle-simulated-logging", json!({})),
        Turn::text(r#"{"decision":"allow","reason":"starts a log in the server"}"#),
        Turn::text("Done."),
    ]);
    let out = print_test(&mock)
        .args(&["-p", "go", "--output-format", "stream-json"])
        .args(&["--permission-mode", "auto", "--mcp-config", &config])
        .run();
    out.status(0);
    let events = out.json_lines();
    let c0 = end_of(&events, "c0");
    assert_eq!(c0["isError"], json!(true), "{c0}");
    assert_eq!(c0["autoDecision"]["decision"], json!("ask"), "{c0}");
    assert_eq!(c0["autoDecision"]["layer"], json!("static"), "{c0}");
    assert_eq!(
        c0["autoDecision"]["reason"],
        json!(
            "Auto mode asks: the MCP tool `gzip-file-as-resource` of `ev` may reach outside this machine (openWorldHint)."
        ),
        "{c0}"
    );
    let c1 = end_of(&events, "c1");
    assert_eq!(c1["isError"], json!(false), "{c1}");
    assert_eq!(c1["autoDecision"]["layer"], json!("classifier"), "{c1}");
    assert_eq!(c1["autoDecision"]["decision"], json!("allow"), "{c1}");
    // Three requests of the run and one classifier request, for c1 only.
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 4);
    let classified: Vec<bool> = requests
        .iter()
        .map(|r| r.body.to_string().contains("<tool_call_data>"))
        .collect();
    assert_eq!(classified, [false, false, true, false]);
    assert!(
        requests[2]
            .body
            .to_string()
            .contains("toggle-simulated-logging")
    );
}

#[test]
fn tool_timeout_ms_ends_a_slow_call_through_the_binary() {
    let Some(config) = ev_config(json!({"toolTimeoutMs": 700})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__trigger-long-running-operation",
            json!({"duration": 20, "steps": 20}),
        ),
        Turn::text("Done."),
    ]);
    let started = Instant::now();
    let out = print_test(&mock)
        .args(&["-p", "go", "--output-format", "stream-json"])
        .args(&["--mcp-config", &config])
        .run();
    out.status(0);
    let events = out.json_lines();
    let end = end_of(&events, "c0");
    assert_eq!(end["isError"], json!(true), "{end}");
    let text = text_of(end);
    assert!(text.contains("within 700 ms (toolTimeoutMs)"), "{text}");
    // The server's 20 s operation was not waited for.
    assert!(started.elapsed() < Duration::from_secs(18));
}

#[test]
fn enabled_and_disabled_tools_pick_what_the_model_is_offered() {
    let run = |extra: Value| {
        let config = ev_config(extra)?;
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c0", "mcp__ev__get-sum", json!({"a": 1, "b": 2})),
            Turn::text("Done."),
        ]);
        let out = print_test(&mock)
            .args(&["-p", "go", "--output-format", "stream-json"])
            .args(&["--mcp-config", &config])
            .run();
        out.status(0);
        let last = out.json_lines().last().cloned().unwrap_or_default();
        Some((mcp_offered(&mock), out.call_outcomes(1), last))
    };
    let Some((tools, outcomes, _)) = run(json!({"enabledTools": ["echo", "get-sum"]})) else {
        return;
    };
    assert_eq!(tools, ["mcp__ev__echo", "mcp__ev__get-sum"]);
    assert!(!outcomes[0].0, "{outcomes:?}");
    assert!(outcomes[0].1.contains('3'), "{outcomes:?}");
    let Some((tools, outcomes, last)) = run(json!({"disabledTools": ["get-sum"]})) else {
        return;
    };
    assert!(tools.contains(&"mcp__ev__echo".to_string()), "{tools:?}");
    assert!(
        !tools.contains(&"mcp__ev__get-sum".to_string()),
        "{tools:?}"
    );
    // The model named a disabled tool: an error result, never a call to the server.
    assert!(outcomes[0].1.contains("mcp__ev__get-sum"), "{outcomes:?}");
    assert_eq!(last["mcpServers"][0]["status"], "ready", "{last}");
    let both = json!({"enabledTools": ["echo", "get-sum"], "disabledTools": ["get-sum"]});
    let Some((tools, _, _)) = run(both) else {
        return;
    };
    assert_eq!(tools, ["mcp__ev__echo"]);
}

#[test]
fn rpc_sends_hello_only_after_the_servers_started() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = print_test(&mock).write(
        "slow-ev.sh",
        format!("#!/bin/sh\nsleep 1.5\nexec '{}' stdio\n", bin.display()),
    );
    let script = t.path().join("slow-ev.sh");
    let config = json!({"mcpServers": {"ev": {"command": "sh", "args": [script]}}}).to_string();
    let t = t.args(&["--mcp-config", &config]);
    let started = Instant::now();
    let mut c = crate::support::rpc::start(&t);
    assert!(
        started.elapsed() >= Duration::from_millis(1500),
        "hello came before the slow server started: {:?}",
        started.elapsed()
    );
    // Right after `hello` the server is ready and its tools are there, before any prompt.
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["mcpServers"][0]["status"], "ready", "{state}");
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    assert!(tools.to_string().contains("mcp__ev__echo"), "{tools}");
    ok(&mut c, json!({"type": "prompt", "message": "hi"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let names = offered(&mock.model_requests()[0].body);
    assert!(names.iter().any(|n| n == "mcp__ev__echo"), "{names:?}");
}

#[test]
fn notifications_message_reach_the_session_file_and_never_the_screen() {
    let Some(config) = ev_config(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__ev__toggle-simulated-logging", json!({})),
        Turn::text("Done."),
    ]);
    let t = print_test(&mock)
        .args(&["-p", "go", "--output-format", "text"])
        .args(&["--allow", "mcp__ev", "--mcp-config", &config]);
    let out = t.run();
    out.status(0);
    assert!(
        !out.stdout.contains("message") && !out.stderr.contains("message"),
        "stdout: {}\nstderr: {}",
        out.stdout,
        out.stderr
    );
    assert_eq!(out.stdout, "Done.\n");
    // The session file holds the server's log entry, as a `custom` entry of its own.
    let logs = session_entries(&t, "ama.mcp-log");
    assert!(!logs.is_empty(), "no ama.mcp-log entry");
    let data = &logs[0]["data"];
    assert_eq!(data["server"], "ev", "{data}");
    let level = data["level"].as_str().unwrap_or_default().to_string();
    let text = data["data"].as_str().unwrap_or_default();
    assert!(
        text.to_lowercase().contains(&level.to_lowercase()) && text.contains("message"),
        "{data}"
    );
    // Never sent to the model.
    for r in mock.model_requests() {
        assert!(!r.body.to_string().contains(text), "{text}");
    }
}

/// The `custom` entries of `custom_type` in the one session file under the test's data dir.
fn session_entries(t: &Test, custom_type: &str) -> Vec<Value> {
    let mut found = Vec::new();
    for path in jsonl_under(&t.data_dir()) {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        found.extend(
            text.lines()
                .filter_map(|l| serde_json::from_str::<Value>(l).ok())
                .filter(|e| e["type"] == "custom" && e["customType"] == custom_type),
        );
    }
    found
}
