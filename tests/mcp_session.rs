//! Issue #26, phase 2: MCP servers in a session, through the real binary against the mock LLM
//! and real servers from npm (`tests/support/npm.rs`): their tools are offered to the model and
//! run like built-in tools.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

fn everything_config() -> Option<String> {
    let bin = npm::bin("mcp-server-everything")?;
    Some(json!({"mcpServers": {"ev": {"command": bin, "args": ["stdio"]}}}).to_string())
}

/// The tool names a model request offered.
fn offered(body: &Value) -> Vec<String> {
    body["tools"]
        .as_array()
        .map(|t| {
            t.iter()
                .filter_map(|t| t["name"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
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
