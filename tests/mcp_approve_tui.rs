//! Issue #26: a trusted project's `.mcp.json` servers in the terminal UI. A server that was
//! neither approved nor refused is asked about once before the UI opens; yes starts it (its
//! tools reach the request) and no does not, and both answers are remembered for the project
//! as `ama mcp approve` remembers an approval; `-p` then starts the approved one and still
//! refuses the other with the message that names `ama mcp approve NAME`.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};
use crate::support::{Test, npm};

#[test]
fn the_terminal_ui_asks_once_about_each_project_server() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    if !Tmux::installed() {
        crate::support::skip::skipped("tmux is not installed");
        return;
    }
    let project = json!({"mcpServers": {
        "ev": {"command": bin, "args": ["stdio"]},
        "other": {"command": bin, "args": ["stdio"]}
    }});
    let mock = MockServer::start(vec![Turn::text("With ev.")]);
    let t = Test::new()
        .write(".mcp.json", project.to_string())
        .mock(&mock, "anthropic-messages");
    let path = npm::path_with_node();
    let tmux = AmaPane::new(&t, "mcp-approve")
        .size(220, 40)
        .env(&format!(
            "MOCK_API_KEY=test-key-123 PATH='{}'",
            path.to_string_lossy()
        ))
        .args("--trust-project")
        .start();
    let asked = |name: &str| {
        format!(
            "The project's .mcp.json starts the MCP server `{name}` (`{}",
            bin.display()
        )
    };
    tmux.wait_for("the question about ev", |p| p.contains(&asked("ev")));
    tmux.keys(&["y"]);
    tmux.wait_for("the question about other", |p| p.contains(&asked("other")));
    tmux.keys(&["n"]);
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    // The UI does not wait for the approved server: it says when its tools join.
    tmux.wait_for("ev's tools", |p| p.contains("MCP server `ev` is ready"));
    tmux.text("hello");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("With ev."));
    let reqs = mock.model_requests();
    let tools = reqs[0].body["tools"].to_string();
    assert!(tools.contains("\"mcp__ev__echo\""), "{tools}");
    assert!(!tools.contains("\"mcp__other__"), "{tools}");

    let file: Value = serde_json::from_str(
        &std::fs::read_to_string(t.config_dir().join("mcp-approved.json")).unwrap_or_default(),
    )
    .unwrap_or_default();
    let key = std::fs::canonicalize(t.path())
        .unwrap_or_else(|_| t.path())
        .display()
        .to_string();
    assert_eq!(file["projects"][&key], json!(["ev"]), "{file}");
    assert_eq!(file["denied"][&key], json!(["other"]), "{file}");

    // Remembered: `-p` starts ev, and refuses other with the command that approves it.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = t
        .clear_args()
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&["-p", "hi", "--output-format", "json", "--trust-project"])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    let servers = out.json()["mcpServers"].clone();
    let by = |name: &str| {
        servers
            .as_array()
            .and_then(|a| a.iter().find(|s| s["name"] == name))
            .cloned()
            .unwrap_or_default()
    };
    assert_eq!(by("ev")["status"], "ready", "{servers}");
    assert_eq!(by("other")["status"], "unapproved", "{servers}");
    out.stderr_contains("MCP server `other` was not started: it comes from the project's .mcp.json and was refused (in the terminal UI) for this project; approve it once with `ama mcp approve other`");
}
