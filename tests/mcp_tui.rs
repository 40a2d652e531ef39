//! Issue #26 in the terminal UI, through the real binary in tmux against the mock LLM and a
//! slow MCP server (`tests/support/mcp/relisting_server.mjs`): Tab on `@dyn:` lists the
//! server's resources off the UI thread (typing stays live for the 3 s the server takes, and
//! the list then offers what matches the word as typed; Esc drops a listing), and Esc during a
//! slow `/mcp__dyn__slow` prompt cancels it (nothing reaches the model, the line is back in the
//! editor).

use std::time::{Duration, Instant};

use serde_json::json;

use crate::mcp_late::relisting;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

/// ama in tmux with the relisting server as `dyn`, its `env` set; waits until it is ready.
fn start(t: &Test, name: &str, env: &str) -> Option<Tmux> {
    let mut server = relisting(0)?;
    if !Tmux::installed() {
        return None;
    }
    server["env"][env] = json!("1");
    let config = json!({"mcpServers": {"dyn": server}}).to_string();
    std::fs::write(t.path().join("mcp.json"), config)
        .unwrap_or_else(|e| panic!("write mcp.json: {e}"));
    let tmux = AmaPane::new(t, name)
        .size(120, 30)
        .args("--mcp-config mcp.json")
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.wait_for("the server", |p| p.contains("MCP server `dyn` is ready"));
    Some(tmux)
}

/// The editor's first row (`› …`), trailing spaces dropped.
fn editor_row(pane: &str) -> String {
    pane.lines()
        .rev()
        .find(|l| l.starts_with("› "))
        .unwrap_or("")
        .trim_end()
        .to_string()
}

#[test]
fn tab_on_a_slow_servers_resources_keeps_typing_live() {
    let mock = MockServer::start(vec![Turn::text("Read it.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "mcp-tui-tab", "SLOW_RESOURCES") else {
        return;
    };
    tmux.text("read @dyn:");
    tmux.wait_for("the typed word", |p| editor_row(p) == "› read @dyn:");
    let asked = Instant::now();
    tmux.keys(&["Tab"]);
    tmux.wait_for("the listing line", |p| {
        p.contains("Listing the resources of MCP server `dyn`… (Esc to cancel)")
    });
    // The server takes 3 s: the editor takes typing meanwhile.
    tmux.text("slow");
    let p = tmux.wait_for("the typed text", |p| editor_row(p) == "› read @dyn:slow");
    assert!(
        asked.elapsed() < Duration::from_millis(2500),
        "typing waited for the server ({:?}):\n{p}",
        asked.elapsed()
    );
    assert!(
        p.contains("Listing the resources of MCP server `dyn`"),
        "{p}"
    );
    // Then the list offers the resources that start with the word as typed.
    let p = tmux.wait_for("the list", |p| p.contains("dyn:slow://item/2"));
    assert!(p.contains("dyn:slow://item/1"), "{p}");
    assert!(!p.contains("dyn:other://x"), "{p}");
    assert!(!p.contains("Listing the resources"), "{p}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the chosen resource", |p| {
        editor_row(p) == "› read @dyn:slow://item/1"
    });
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Read it."));
    let body = mock.model_requests()[0].body.to_string();
    assert!(body.contains("text of slow://item/1"), "{body}");

    // Esc while a listing runs drops it: no list comes.
    tmux.text("@dyn:");
    tmux.keys(&["Tab"]);
    tmux.wait_for("the listing line", |p| p.contains("Listing the resources"));
    tmux.keys(&["Escape"]);
    tmux.wait_for("the cancel note", |p| {
        p.contains("Cancelled listing the resources of MCP server `dyn`")
    });
    std::thread::sleep(Duration::from_millis(3500));
    let p = tmux.pane();
    assert!(!p.contains("dyn:slow://item/2"), "{p}");
    assert_eq!(editor_row(&p), "› @dyn:", "{p}");
}

#[test]
fn esc_cancels_a_slow_mcp_prompt() {
    let mock = MockServer::start(vec![Turn::text("Never asked.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "mcp-tui-esc", "SLOW_PROMPT") else {
        return;
    };
    tmux.text("/mcp__dyn__slow");
    tmux.wait_for("the typed command", |p| {
        editor_row(p) == "› /mcp__dyn__slow"
    });
    tmux.keys(&["Enter"]);
    tmux.wait_for("the worker's line", |p| {
        p.contains("Preparing /mcp__dyn__slow… (Esc to cancel)")
    });
    tmux.keys(&["Escape"]);
    let p = tmux.wait_for("the cancel note", |p| {
        p.contains("Cancelled /mcp__dyn__slow; nothing was sent")
    });
    assert!(!p.contains("Preparing /mcp__dyn__slow"), "{p}");
    assert_eq!(editor_row(&p), "› /mcp__dyn__slow", "the line is back: {p}");
    // The server answers after 3 s: its prompt is dropped, nothing reaches the model.
    std::thread::sleep(Duration::from_millis(3500));
    let p = tmux.pane();
    assert_eq!(mock.model_requests().len(), 0, "{p}");
    assert!(!p.contains("slow prompt text"), "{p}");
    assert!(!p.contains("Working…"), "{p}");
}
