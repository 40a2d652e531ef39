//! Issue #26, the lines a coverage audit found without a real-binary test (part 2: what a call
//! gives back). Real server-everything from npm, the real binary, the mock LLM: structured
//! content and an image reach the next request and the session file; an `isError` result is an
//! error for the model; progress is `tool_execution_update` over RPC; an RPC `abort` sends
//! `notifications/cancelled` for the running call (read off the server's stdin with `tee`).
//! A `structuredContent` that no text block carries comes from the paging server (server-
//! everything always sends both).

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mcp::{
    everything, last_tool_results, paging, session_entries, session_tool_result,
};
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::{Test, npm};

fn test(mock: &MockServer, servers: Value) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&[
            "--mcp-config",
            &json!({ "mcpServers": servers }).to_string(),
        ])
        .timeout(Duration::from_secs(90))
}

/// The PNG server-everything's `get-tiny-image` returns, read from its own source.
fn tiny_image() -> String {
    let js = npm::dir()
        .join("node_modules/@modelcontextprotocol/server-everything/dist/tools/get-tiny-image.js");
    let text = std::fs::read_to_string(&js).unwrap_or_else(|e| panic!("{}: {e}", js.display()));
    let (_, rest) = text
        .split_once("MCP_TINY_IMAGE = \"")
        .unwrap_or_else(|| panic!("no MCP_TINY_IMAGE in {}", js.display()));
    rest.split('"').next().unwrap_or_default().to_string()
}

#[test]
fn structured_content_and_an_image_reach_the_model_and_the_session_file() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__get-structured-content",
            json!({"location": "Chicago"}),
        ),
        Turn::new().tool_call("c1", "mcp__ev__get-tiny-image", json!({})),
        Turn::text("Done."),
    ]);
    let t = test(&mock, json!({ "ev": ev }))
        .config_merge(json!({"providers": {"mock": {"models": [{"input": ["text", "image"]}]}}}))
        .args(&["-p", "go"]);
    t.run().status(0);
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3);
    let weather = json!({"temperature": 36, "conditions": "Light rain / drizzle", "humidity": 82});
    // server-everything sends the JSON as a text block too: the model gets it once.
    let r0 = last_tool_results(&reqs[1].body);
    let text = r#"{"temperature":36,"conditions":"Light rain / drizzle","humidity":82}"#;
    assert_eq!(
        r0,
        [
            json!({"type": "tool_result", "tool_use_id": "c0", "is_error": false,
                "content": [{"type": "text", "text": text}]})
        ]
    );
    let image = tiny_image();
    let r1 = last_tool_results(&reqs[2].body);
    assert_eq!(
        r1,
        [
            json!({"type": "tool_result", "tool_use_id": "c1", "is_error": false, "content": [
                {"type": "text", "text": "Here's the image you requested:"},
                {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": image}},
                {"type": "text", "text": "The image above is the MCP logo."}
            ]})
        ]
    );
    // The session file keeps both: the structured content in the details, the image as a block.
    let entries = session_entries(&t.data_dir());
    let s0 = session_tool_result(&entries, "c0");
    assert_eq!(s0["details"]["structuredContent"], weather, "{s0}");
    assert_eq!(
        s0["details"]["mcp"],
        json!({"server": "ev", "tool": "get-structured-content"})
    );
    let s1 = session_tool_result(&entries, "c1");
    assert_eq!(
        s1["content"][1],
        json!({"type": "image", "data": image, "mimeType": "image/png"}),
        "{s1}"
    );
}

#[test]
fn an_image_for_a_text_only_model_is_named_not_dropped() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__ev__get-tiny-image", json!({})),
        Turn::text("Done."),
    ]);
    test(&mock, json!({ "ev": ev }))
        .args(&["-p", "go"])
        .run()
        .status(0);
    let r = last_tool_results(&mock.model_requests()[1].body);
    assert_eq!(
        r[0]["content"][1],
        json!({"type": "text", "text": "(image omitted: this model does not accept images)"})
    );
}

#[test]
fn structured_content_no_text_block_carries_is_added_as_json() {
    let Some(pg) = paging(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__pg__structured", json!({})),
        Turn::text("Done."),
    ]);
    test(&mock, json!({ "pg": pg }))
        .args(&["-p", "go"])
        .run()
        .status(0);
    let r = last_tool_results(&mock.model_requests()[1].body);
    assert_eq!(
        r[0]["content"],
        json!([
            {"type": "text", "text": "The forecast is in the structured content."},
            {"type": "text", "text": "{\"city\":\"Oslo\",\"temperature\":-3}"}
        ])
    );
}

#[test]
fn an_is_error_result_reaches_the_model_as_an_error() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__gzip-file-as-resource",
            json!({"data": "ftp://example.invalid/x"}),
        ),
        Turn::text("Done."),
    ]);
    let out = test(&mock, json!({ "ev": ev }))
        .args(&["-p", "go", "--output-format", "stream-json"])
        .args(&["--allow", "mcp__ev__gzip-file-as-resource"])
        .run();
    out.status(0);
    let r = last_tool_results(&mock.model_requests()[1].body);
    let text = "Error processing file ftp://example.invalid/x: Unsupported URL protocol for ftp://example.invalid/x. Only http, https, and data URLs are supported.";
    assert_eq!(
        r,
        [
            json!({"type": "tool_result", "tool_use_id": "c0", "is_error": true,
                "content": [{"type": "text", "text": text}]})
        ]
    );
    let end = out
        .json_lines()
        .into_iter()
        .find(|e| e["type"] == "tool_execution_end")
        .unwrap_or_default();
    assert_eq!(end["isError"], true, "{end}");
}

/// The JSON-RPC messages ama wrote to the server, as `tee` saved them.
fn sent(log: &Path) -> Vec<Value> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[test]
fn progress_is_tool_updates_over_rpc_and_abort_sends_notifications_cancelled() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let t = Test::new();
    let log = t.root().join("to-server.jsonl");
    let script = format!(
        "tee -a '{}' | exec '{}' stdio",
        log.display(),
        bin.display()
    );
    let long = "mcp__ev__trigger-long-running-operation";
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", long, json!({"duration": 1, "steps": 2})),
        Turn::text("Finished."),
        Turn::new().tool_call("c1", long, json!({"duration": 30, "steps": 30})),
        Turn::text("never"),
    ]);
    let servers = json!({"ev": {"command": "sh", "args": ["-c", script]}});
    let t = t
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&[
            "--mcp-config",
            &json!({ "mcpServers": servers }).to_string(),
        ])
        .timeout(Duration::from_secs(90));
    let mut c = start(&t);

    ok(&mut c, json!({"type": "prompt", "message": "short"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled"));
    let updates: Vec<String> = c
        .log()
        .iter()
        .filter(|e| e["type"] == "tool_execution_update" && e["toolCallId"] == "c0")
        .filter_map(|e| e["partial"].as_str().map(str::to_string))
        .collect();
    assert_eq!(
        updates.last().map(String::as_str),
        Some("progress 2/2"),
        "{updates:?}"
    );
    assert!(
        updates.iter().all(|u| u.starts_with("progress ")),
        "{updates:?}"
    );

    ok(&mut c, json!({"type": "prompt", "message": "long"}));
    c.wait_for(
        |e| e["type"] == "tool_execution_update" && e["toolCallId"] == "c1",
        T,
    )
    .unwrap_or_else(|| panic!("no progress for c1"));
    ok(&mut c, json!({"type": "abort"}));
    let end = c
        .wait_for(
            |e| e["type"] == "tool_execution_end" && e["toolCallId"] == "c1",
            T,
        )
        .unwrap_or_else(|| panic!("no tool_execution_end for c1"));
    assert_eq!(end["isError"], true, "{end}");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("not settled"));

    // The server got `notifications/cancelled` naming the running `tools/call`.
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    let (call, cancel) = loop {
        let msgs = sent(&log);
        let call = msgs
            .iter()
            .filter(|m| m["method"] == "tools/call")
            .find(|m| m["params"]["arguments"]["duration"] == 30)
            .cloned();
        let cancel = msgs
            .iter()
            .find(|m| m["method"] == "notifications/cancelled")
            .cloned();
        if let (Some(call), Some(cancel)) = (&call, &cancel) {
            break (call.clone(), cancel.clone());
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no tools/call and notifications/cancelled in {msgs:#?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(cancel["params"]["requestId"], call["id"], "{cancel}");
    assert!(
        cancel.get("id").is_none(),
        "a notification has no id: {cancel}"
    );
    // Only the aborted call was cancelled.
    let cancels = sent(&log)
        .into_iter()
        .filter(|m| m["method"] == "notifications/cancelled")
        .count();
    assert_eq!(cancels, 1);
    c.close_stdin();
    let _ = c.wait(T);
}

/// Arguments that do not match the tool's `inputSchema` are refused by ama before the server is
/// called; a call that runs passes PostToolUse like a built-in tool's.
#[test]
fn schema_checks_and_post_tool_use_run_for_mcp_calls() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__ev__echo", json!({"message": 5})),
        Turn::new().tool_call("c1", "mcp__ev__echo", json!({"message": "hi"})),
        Turn::text("Done."),
    ]);
    let hooks = json!({"hooks": {"PostToolUse": [{"matcher": "mcp__ev__echo", "hooks": [
        {"type": "command", "command": "cat >> post.jsonl; echo >> post.jsonl"}]}]}});
    let t = test(&mock, json!({ "ev": ev })).config_merge(hooks).args(&[
        "-p",
        "go",
        "--output-format",
        "stream-json",
    ]);
    let out = t.run();
    out.status(0);
    let outcomes = out.call_outcomes(2);
    assert!(outcomes[0].1.contains("message"), "{outcomes:?}");
    assert!(
        !outcomes[0].1.contains("Input validation error"),
        "ama's check, not the server's: {outcomes:?}"
    );
    assert_eq!(outcomes[1], (false, "Echo: hi".to_string()));
    let posts: Vec<Value> = t
        .read("post.jsonl")
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect();
    assert_eq!(
        posts.len(),
        1,
        "PostToolUse ran for the call that ran: {posts:?}"
    );
    assert_eq!(posts[0]["hook_event_name"], "PostToolUse");
    assert_eq!(posts[0]["tool_name"], "mcp__ev__echo");
    assert_eq!(posts[0]["tool_input"], json!({"message": "hi"}));
    assert!(
        posts[0]["tool_response"].to_string().contains("Echo: hi"),
        "{}",
        posts[0]
    );
}

/// server-everything over Streamable HTTP on `port`, started by the test.
fn http_everything(bin: &Path, port: u16) -> std::process::Child {
    let child = std::process::Command::new(bin)
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
    child
}

/// An HTTP server that goes away mid-session and comes back (a new process that does not know
/// ama's `Mcp-Session-Id`): the call that finds out is sent again in a new MCP session and
/// succeeds, and so does the next.
#[test]
fn an_http_server_that_restarts_mid_session_is_connected_again() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("no free port: {e}"));
    let mut server = http_everything(&bin, port);
    let echo = |id: &str| Turn::new().tool_call(id, "mcp__ev__echo", json!({"message": id}));
    let mock = MockServer::start(vec![
        echo("c0"),
        Turn::text("one"),
        echo("c1"),
        echo("c2"),
        Turn::text("two"),
    ]);
    let servers = json!({"ev": {"type": "http", "url": format!("http://127.0.0.1:{port}/mcp")}});
    let t = test(&mock, servers);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no first agent_settled"));
    let _ = server.kill();
    let _ = server.wait();
    let mut server = http_everything(&bin, port);
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no second agent_settled"));
    c.close_stdin();
    let _ = c.wait(T);
    let _ = server.kill();
    let _ = server.wait();
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 5);
    // The first call after the restart finds the session gone (server-everything answers 400
    // "No valid session ID provided"): ama initializes a new session and sends it again, so it
    // succeeds like the others (tests/mcp_http_retry.rs has the details).
    for (i, id) in [(1, "c0"), (3, "c1"), (4, "c2")] {
        let r = last_tool_results(&reqs[i].body);
        assert_eq!(
            r,
            [
                json!({"type": "tool_result", "tool_use_id": id, "is_error": false,
                    "content": [{"type": "text", "text": format!("Echo: {id}")}]})
            ],
            "{id}"
        );
    }
}
