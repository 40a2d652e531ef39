//! Issue #26, phase 2: MCP servers in a session, through the real binary against the mock LLM
//! and real servers from npm (`tests/support/npm.rs`): their tools are offered to the model and
//! run like built-in tools.

use std::time::Duration;

use serde_json::json;

use crate::support::events::offered;
use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm, rpc};

fn everything_config() -> Option<String> {
    let bin = npm::bin("mcp-server-everything")?;
    Some(json!({"mcpServers": {"ev": {"command": bin, "args": ["stdio"]}}}).to_string())
}

#[test]
fn print_mode_offers_and_runs_a_server_tool_from_mcp_config() {
    let Some(config) = everything_config() else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "mcp__ev__echo", json!({"message": "over mcp"})),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&["-p", "echo it", "--mcp-config", &config])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 2);
    let tools = offered(&requests[0].body);
    assert!(tools.iter().any(|t| t == "mcp__ev__echo"), "{tools:?}");
    assert!(tools.iter().any(|t| t == "bash"), "{tools:?}");
    let result = requests[1].body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(result["content"][0]["type"], "tool_result", "{result}");
    assert_eq!(
        result["content"][0]["content"][0]["text"], "Echo: over mcp",
        "{result}"
    );
}

#[test]
fn a_required_server_that_does_not_start_fails_the_run_with_exit_6() {
    let mock = MockServer::start(vec![Turn::text("never asked")]);
    let config = json!({"mcpServers": {"gone": {"command": "/nonexistent/mcp-server", "required": true, "startupTimeoutMs": 2000}}});
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "hi", "--mcp-config", &config.to_string()])
        .run();
    out.status(6)
        .stderr_contains("the required MCP server `gone` did not start");
    assert_eq!(mock.model_requests().len(), 0);
}

/// server-everything started through `sh`, which writes its pid to `pid` first (`exec` keeps
/// the pid), so a test can kill it or check that it is gone.
fn everything_with_pid(pid: &std::path::Path) -> Option<String> {
    let bin = npm::bin("mcp-server-everything")?;
    let script = format!(
        "echo $$ > '{}'; exec '{}' stdio",
        pid.display(),
        bin.display()
    );
    Some(json!({"mcpServers": {"ev": {"command": "sh", "args": ["-c", script]}}}).to_string())
}

fn alive(pid: &str) -> bool {
    std::path::Path::new(&format!("/proc/{}", pid.trim())).exists()
}

#[test]
fn progress_is_shown_as_tool_updates() {
    let Some(config) = everything_config() else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__trigger-long-running-operation",
            json!({"duration": 1, "steps": 2}),
        ),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&[
            "-p",
            "go",
            "--output-format",
            "stream-json",
            "--mcp-config",
            &config,
        ])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let updates: Vec<String> = out
        .json_lines()
        .iter()
        .filter(|e| e["type"] == "tool_execution_update" && e["toolCallId"] == "c0")
        .filter_map(|e| e["partial"].as_str().map(str::to_string))
        .collect();
    assert!(
        updates.iter().any(|u| u.starts_with("progress 1/2")),
        "{updates:?}"
    );
    assert!(
        updates.iter().any(|u| u.starts_with("progress 2/2")),
        "{updates:?}"
    );
    let outcomes = out.call_outcomes(1);
    assert!(!outcomes[0].0, "{outcomes:?}");
}

#[test]
fn a_crashed_server_is_restarted_once_and_the_session_goes_on() {
    let t = Test::new();
    let pid = t.root().join("ev.pid");
    let Some(config) = everything_with_pid(&pid) else {
        return;
    };
    let kill = format!("kill -9 $(cat '{}'); sleep 0.5", pid.display());
    let echo = |id: &str| Turn::new().tool_call(id, "mcp__ev__echo", json!({"message": id}));
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "bash", json!({"command": kill})),
        echo("c1"),
        Turn::new().tool_call("c2", "bash", json!({"command": kill})),
        echo("c3"),
        Turn::text("Still here."),
    ]);
    let out = t
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&[
            "-p",
            "go",
            "--output-format",
            "stream-json",
            "--mcp-config",
            &config,
        ])
        .args(&["--allow", "bash"])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let outcomes = out.call_outcomes(4);
    // Restarted once: the first echo after the crash works.
    assert_eq!(outcomes[1], (false, "Echo: c1".to_string()), "{outcomes:?}");
    // The second crash is not restarted: the call fails with the reason, the run goes on.
    let failed = &outcomes[3].1;
    assert!(failed.contains("MCP server `ev`"), "{failed}");
    assert!(failed.contains("already restarted 1 time(s)"), "{failed}");
    assert_eq!(
        out.json_lines().last().map(|r| r["result"].clone()),
        Some(json!("Still here."))
    );
}

#[test]
fn an_rpc_abort_cancels_a_running_call_within_a_second() {
    let t = Test::new();
    let pid = t.root().join("ev.pid");
    let Some(config) = everything_with_pid(&pid) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__trigger-long-running-operation",
            json!({"duration": 30, "steps": 30}),
        ),
        Turn::text("never"),
    ]);
    let t = t
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&["--mcp-config", &config]);
    let mut c = rpc::start(&t);
    rpc::ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_event("tool_execution_update", rpc::T)
        .unwrap_or_else(|| panic!("no progress update"));
    let asked = std::time::Instant::now();
    rpc::ok(&mut c, json!({"type": "abort"}));
    let end = c
        .wait_event("tool_execution_end", rpc::T)
        .unwrap_or_else(|| panic!("no tool_execution_end"));
    assert!(
        asked.elapsed() < Duration::from_secs(1),
        "{:?}",
        asked.elapsed()
    );
    assert_eq!(end["isError"], true, "{end}");
    c.wait_event("agent_settled", rpc::T)
        .unwrap_or_else(|| panic!("not settled"));
    let server = std::fs::read_to_string(&pid).unwrap_or_default();
    assert!(
        alive(&server),
        "the server stays for the session's next calls"
    );
    c.close_stdin();
    c.wait(rpc::T).unwrap_or_else(|| panic!("ama did not exit"));
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    while alive(&server) && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!alive(&server), "server process {server} left behind");
}

#[test]
fn streamable_http_server_in_a_session() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("no free port: {e}"));
    let mut server = std::process::Command::new(&bin)
        .arg("streamableHttp")
        .env("PORT", port.to_string())
        .env("PATH", npm::path_with_node())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start {}: {e}", bin.display()));
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            std::time::Instant::now() < deadline,
            "no listener on {port}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let config = json!({"mcpServers": {"ev": {
        "type": "http", "url": format!("http://127.0.0.1:{port}/mcp")}}})
    .to_string();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__ev__echo", json!({"message": "over http"})),
        Turn::new().tool_call("c1", "mcp__ev__toggle-simulated-logging", json!({})),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&[
            "-p",
            "go",
            "--output-format",
            "stream-json",
            "--mcp-config",
            &config,
        ])
        .args(&["--permission-mode", "plan"])
        .timeout(Duration::from_secs(60))
        .run();
    let _ = server.kill();
    let _ = server.wait();
    out.status(0);
    let outcomes = out.call_outcomes(2);
    // Annotated read-only: runs in plan mode; not read-only: denied there.
    assert_eq!(outcomes[0], (false, "Echo: over http".to_string()));
    assert!(outcomes[1].0, "{outcomes:?}");
    assert!(
        outcomes[1].1.starts_with("Plan mode is active"),
        "{outcomes:?}"
    );
}

#[test]
fn approval_ask_overrides_a_read_only_annotation() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let config =
        json!({"mcpServers": {"ev": {"command": bin, "args": ["stdio"], "approval": "ask"}}})
            .to_string();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__ev__echo", json!({"message": "x"})),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&[
            "-p",
            "go",
            "--output-format",
            "stream-json",
            "--mcp-config",
            &config,
        ])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let outcomes = out.call_outcomes(1);
    assert!(outcomes[0].0, "echo ran without approval: {outcomes:?}");
}

#[test]
fn a_pre_tool_use_hook_matches_an_mcp_server_by_name() {
    let Some(config) = everything_config() else {
        return;
    };
    let hook = |matcher: &str| {
        json!({"hooks": {"PreToolUse": [{"matcher": matcher, "hooks": [
            {"type": "command", "command": "echo 'no MCP here' >&2; exit 2"}]}]}})
    };
    for (matcher, blocked) in [
        ("mcp__ev", true),
        ("mcp__ev__*", true),
        ("mcp__other", false),
    ] {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c0", "mcp__ev__echo", json!({"message": "hi"})),
            Turn::text("Done."),
        ]);
        let out = Test::new()
            .mock(&mock, "anthropic-messages")
            .config_merge(hook(matcher))
            .env("PATH", npm::path_with_node())
            .args(&[
                "-p",
                "go",
                "--output-format",
                "stream-json",
                "--mcp-config",
                &config,
            ])
            .timeout(Duration::from_secs(60))
            .run();
        out.status(0);
        let outcomes = out.call_outcomes(1);
        if blocked {
            assert!(
                outcomes[0].1.contains("no MCP here"),
                "{matcher}: {outcomes:?}"
            );
        } else {
            assert_eq!(outcomes[0], (false, "Echo: hi".to_string()), "{matcher}");
        }
    }
}
