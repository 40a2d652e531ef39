//! A host adapter in the real terminal UI (issue #18): tmux runs `ama --host` with the Python
//! test host against the mock server. The host's `ui.setStatus` shows as the status bar's host
//! item and as a muted notice, and the message it injects shows as `↳ host`. Skipped when tmux
//! is not installed.

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::AmaPane;

#[test]
fn a_host_status_is_a_status_bar_item_and_its_message_shows_as_host() {
    if !crate::support::tmux::Tmux::installed() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "echo_upper", json!({"text": "hi"})),
        Turn::text("all done"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let host_log = format!("{}/host.log", t.path().display());
    let host = format!(
        "{}/tests/fixtures/host/test_host.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let tmux = AmaPane::new(&t, "host")
        .env(&format!(
            "MOCK_API_KEY=test-key-123 HOST_MODE=normal HOST_LOG='{host_log}'"
        ))
        .args(&format!("--host '{host}'"))
        .size(120, 40)
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("shout hi");
    tmux.keys(&["Enter"]);
    let pane = tmux.wait_for("the answer", |p| p.contains("all done"));
    let status_bar = pane
        .lines()
        .rev()
        .find(|l| l.contains("mode:Manual"))
        .unwrap_or_default();
    assert!(
        status_bar.contains("phase: tool running"),
        "the host's status is a status bar item: {pane}"
    );
    assert!(
        pane.lines()
            .any(|l| l.trim_start() == "· host status phase: tool running"),
        "the status change is a muted notice, not an error: {pane}"
    );
    assert!(
        pane.lines()
            .any(|l| l.trim_start().starts_with("↳ host  also mention the host")),
        "the injected message is marked as the host's: {pane}"
    );
    tmux.keys(&["C-d"]);
}
