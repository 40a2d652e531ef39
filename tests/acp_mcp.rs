//! Issues #26 and #27 end to end: an editor's MCP server (`session/new`'s `mcpServers`, stdio
//! server-everything) through the official ACP client SDK (`tests/support/acp/bridge.mjs`):
//! the model is offered the server's tools, calls its echo tool, and the result reaches the
//! model and the editor.

use std::time::Duration;

use serde_json::{Value, json};

use crate::acp_client::{Client, of_kind};
use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

#[test]
fn an_editors_mcp_server_is_offered_and_its_tool_result_reaches_the_model() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "mcp__ev__echo", json!({"message": "from the editor"})),
        Turn::text("Echoed."),
    ]);
    let test = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .timeout(Duration::from_secs(90));
    let Some(mut client) = Client::start(&test, &["acp"]) else {
        return;
    };
    let init = client.request(
        "initialize",
        json!({"protocolVersion": 1, "clientCapabilities": {}}),
    );
    assert_eq!(
        init["agentCapabilities"]["mcpCapabilities"],
        json!({"http": true, "sse": false})
    );
    let new = client.request(
        "session/new",
        json!({
            "cwd": test.path().display().to_string(),
            "mcpServers": [{"name": "ev", "command": bin, "args": ["stdio"], "env": []}]
        }),
    );
    let sid = new["sessionId"].as_str().unwrap_or_default().to_string();
    let tag = client.prompt(&sid, "echo something");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    let tools: Vec<&str> = reqs[0].body["tools"]
        .as_array()
        .map(|t| t.iter().filter_map(|t| t["name"].as_str()).collect())
        .unwrap_or_default();
    assert!(tools.contains(&"mcp__ev__echo"), "{tools:?}");
    let result: Value = reqs[1].body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    assert_eq!(result["content"][0]["type"], "tool_result", "{result}");
    assert_eq!(
        result["content"][0]["content"][0]["text"], "Echo: from the editor",
        "{result}"
    );
    let updates = client.updates(&sid);
    let statuses: Vec<&str> = updates
        .iter()
        .filter(|u| u["toolCallId"] == "c1")
        .filter_map(|u| u["status"].as_str())
        .collect();
    assert_eq!(statuses.last(), Some(&"completed"), "{updates:#?}");
    // An MCP tool is of kind `other`.
    let announced = of_kind(&updates, "tool_call");
    assert_eq!(
        announced
            .iter()
            .find(|u| u["toolCallId"] == "c1")
            .map(|u| u["kind"].clone()),
        Some(json!("other")),
        "{updates:#?}"
    );
    let text: String = of_kind(&updates, "tool_call_update")
        .iter()
        .filter(|u| u["toolCallId"] == "c1")
        .flat_map(|u| u["content"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["content"]["text"].as_str().map(String::from))
        .collect();
    assert!(text.contains("Echo: from the editor"), "{updates:#?}");
    assert_eq!(client.close(), 0);
}
