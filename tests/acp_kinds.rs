//! Issue #27, the rest of `ama acp`'s surface through the official client SDK: `initialize`'s
//! capabilities in full, `session/new` with `additionalDirectories`, an image in a prompt
//! reaching the model, each tool kind (read, search, move, fetch, execute; delete is in acp.rs,
//! other in acp_mcp.rs) with the read's location, and `session/set_config_option` for the model (the answer, the
//! `config_option_update`, and the next request going to the new model).

use std::time::Duration;

use serde_json::{Value, json};

use crate::acp_client::{Client, of_kind};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// A 1×1 PNG.
const PIXEL: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

fn model(id: &str) -> Value {
    json!({
        "id": id, "contextWindow": 128000, "maxTokens": 8192,
        "reasoning": false, "input": ["text", "image"],
        "cost": {"input": 3, "output": 15, "cacheRead": 0.3, "cacheWrite": 3.75}
    })
}

#[test]
fn capabilities_images_tool_kinds_and_the_model_option() {
    let mock = MockServer::start(vec![
        Turn::text("I see a pixel."),
        Turn::new()
            .tool_call("k1", "read", json!({"path": "notes.txt"}))
            .tool_call("k2", "grep", json!({"pattern": "inside"}))
            .tool_call("k3", "bash", json!({"command": "mv a.txt b.txt"}))
            .tool_call("k4", "bash", json!({"command": "curl --version"}))
            .tool_call("k6", "bash", json!({"command": "echo hi"})),
        Turn::text("Looked around."),
        Turn::text("From the second model."),
    ]);
    let test = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"models": [model("mock-model"), model("mock-model-2")]}}}))
        .write("notes.txt", "inside text\n")
        .write("a.txt", "a\n")
        .timeout(Duration::from_secs(90));
    let Some(mut client) = Client::start(&test, &["acp", "--permission-mode", "full-auto"]) else {
        return;
    };
    let init = client.request(
        "initialize",
        json!({"protocolVersion": 1, "clientCapabilities": {}}),
    );
    let caps = &init["agentCapabilities"];
    assert_eq!(caps["loadSession"], true, "{init}");
    assert_eq!(
        caps["promptCapabilities"],
        json!({"image": true, "audio": false, "embeddedContext": true}),
        "{init}"
    );
    assert_eq!(caps["mcpCapabilities"], json!({"http": true, "sse": false}));
    assert_eq!(
        caps["sessionCapabilities"],
        json!({"list": {}, "resume": {}, "close": {}, "additionalDirectories": {}})
    );
    assert_eq!(
        init["authMethods"].as_array().map(Vec::len),
        Some(1),
        "{init}"
    );
    assert_eq!(init["authMethods"][0]["id"], "ama-api-key");

    let cwd = test.path().display().to_string();
    let extra = test.root().display().to_string();
    let new = client.request(
        "session/new",
        json!({"cwd": cwd, "mcpServers": [], "additionalDirectories": [extra]}),
    );
    let sid = new["sessionId"].as_str().unwrap_or_default().to_string();
    let models = new["configOptions"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["id"] == "model"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(models["currentValue"], "mock/mock-model", "{new}");

    // An image block reaches the model as an image.
    let tag = client.request_async(
        "session/prompt",
        json!({"sessionId": sid, "prompt": [
            {"type": "text", "text": "what is this?"},
            {"type": "image", "mimeType": "image/png", "data": PIXEL}
        ]}),
    );
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    let first = mock.model_requests()[0].body.to_string();
    assert!(
        first.contains(PIXEL) && first.contains("image/png"),
        "{first}"
    );

    // Each tool's kind, and the read's location.
    let tag = client.prompt(&sid, "look around");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    let updates = client.updates(&sid);
    let announced = of_kind(&updates, "tool_call");
    let kind = |id: &str| {
        announced
            .iter()
            .find(|u| u["toolCallId"] == id)
            .map(|u| u["kind"].clone())
            .unwrap_or_default()
    };
    let kinds: Vec<Value> = ["k1", "k2", "k3", "k4", "k6"]
        .iter()
        .map(|id| kind(id))
        .collect();
    assert_eq!(
        kinds,
        [
            json!("read"),
            json!("search"),
            json!("move"),
            json!("fetch"),
            json!("execute")
        ],
        "{updates:#?}"
    );
    let read = announced
        .iter()
        .find(|u| u["toolCallId"] == "k1")
        .cloned()
        .cloned()
        .unwrap_or_default();
    let file = test.path().join("notes.txt").display().to_string();
    assert_eq!(read["locations"][0]["path"], file.as_str(), "{read}");
    assert_eq!(test.read("b.txt"), "a\n");

    // The model option: answered, announced, and used by the next request.
    let set = client.request(
        "session/set_config_option",
        json!({"sessionId": sid, "configId": "model", "value": "mock/mock-model-2"}),
    );
    let now = set["configOptions"]
        .as_array()
        .and_then(|o| o.iter().find(|o| o["id"] == "model"))
        .map(|o| o["currentValue"].clone());
    assert_eq!(now, Some(json!("mock/mock-model-2")), "{set}");
    client.update("config_option_update", |u| {
        u["sessionUpdate"] == "config_option_update"
            && u["configOptions"].as_array().is_some_and(|o| {
                o.iter()
                    .any(|o| o["id"] == "model" && o["currentValue"] == "mock/mock-model-2")
            })
    });
    let tag = client.prompt(&sid, "again");
    assert_eq!(
        client.response(tag).ok(),
        Some(json!({"stopReason": "end_turn"}))
    );
    let last = mock.model_requests();
    assert_eq!(
        last.last().map(|r| r.body["model"].clone()),
        Some(json!("mock-model-2"))
    );
    assert_eq!(client.close(), 0);
}
