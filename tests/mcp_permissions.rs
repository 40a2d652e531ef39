//! Issue #26, phase 2: MCP tools through the permission pipeline, end to end with the real
//! server-filesystem from npm: its read tools run in plan mode, `write_file` (not read-only)
//! is denied in `-p`, runs after an allow rule naming the tool or its server, and asks over RPC
//! with a preview naming the server, the tool and the arguments.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::{Test, npm};

/// A test dir with `notes.txt` and server-filesystem rooted there, as `--mcp-config` JSON.
fn fs_test() -> Option<(Test, String)> {
    let bin = npm::bin("mcp-server-filesystem")?;
    let t = Test::new()
        .write("notes.txt", "the notes\n")
        .env("PATH", npm::path_with_node())
        .timeout(Duration::from_secs(60));
    let config = json!({"mcpServers": {"fs": {"command": bin, "args": [t.path()]}}}).to_string();
    Some((t, config))
}

/// The mock's turns: `write_file` of `out.txt`, then `read_text_file` of `notes.txt`.
fn write_then_read(t: &Test) -> MockServer {
    let root = t.path();
    MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__fs__write_file",
            json!({"path": root.join("out.txt"), "content": "written over mcp\n"}),
        ),
        Turn::new().tool_call(
            "c1",
            "mcp__fs__read_text_file",
            json!({"path": root.join("notes.txt")}),
        ),
        Turn::text("Done."),
    ])
}

/// Runs `-p` in `t`; the `Test` comes back, since its directory lives only as long as it does.
fn run_p(
    t: Test,
    mock: &MockServer,
    config: &str,
    extra: &[&str],
) -> (Test, crate::support::Output) {
    let t = t
        .mock(mock, "anthropic-messages")
        .args(&["-p", "go", "--output-format", "stream-json"])
        .args(&["--mcp-config", config])
        .args(extra);
    let out = t.run();
    (t, out)
}

#[test]
fn read_tools_run_in_plan_mode_and_write_file_is_denied() {
    let Some((t, config)) = fs_test() else { return };
    let mock = write_then_read(&t);
    let root = t.path();
    let (_t, out) = run_p(t, &mock, &config, &["--permission-mode", "plan"]);
    out.status(0);
    let outcomes = out.call_outcomes(2);
    assert!(outcomes[0].0, "write_file ran in plan mode: {outcomes:?}");
    assert!(
        outcomes[0].1.starts_with("Plan mode is active"),
        "{outcomes:?}"
    );
    assert_eq!(outcomes[1], (false, "the notes\n".to_string()));
    assert!(!root.join("out.txt").exists());
}

#[test]
fn write_file_is_denied_unattended_and_runs_after_an_allow_rule() {
    let Some((t, config)) = fs_test() else { return };
    let root = t.path();
    let mock = write_then_read(&t);
    let (_t, out) = run_p(t, &mock, &config, &[]);
    out.status(0);
    let outcomes = out.call_outcomes(2);
    assert!(outcomes[0].0, "{outcomes:?}");
    assert!(
        outcomes[0]
            .1
            .contains("Nobody can approve it in this unattended run"),
        "{outcomes:?}"
    );
    assert_eq!(outcomes[1], (false, "the notes\n".to_string()));
    assert!(!root.join("out.txt").exists());

    // An allow rule naming the tool, then one naming its server.
    for rule in ["mcp__fs__write_file", "mcp__fs"] {
        let Some((t, config)) = fs_test() else { return };
        let root = t.path();
        let mock = write_then_read(&t);
        let (_t, out) = run_p(t, &mock, &config, &["--allow", rule]);
        out.status(0);
        let outcomes = out.call_outcomes(2);
        assert!(!outcomes[0].0, "{rule}: {outcomes:?}");
        assert_eq!(
            std::fs::read(root.join("out.txt")).unwrap_or_default(),
            b"written over mcp\n",
            "{rule}: {outcomes:?}"
        );
    }
    // A deny rule on the server wins over the allow rule.
    let Some((t, config)) = fs_test() else { return };
    let root = t.path();
    let mock = write_then_read(&t);
    let (_t, out) = run_p(
        t,
        &mock,
        &config,
        &["--allow", "mcp__fs", "--deny", "mcp__fs__*"],
    );
    out.status(0);
    let outcomes = out.call_outcomes(2);
    assert_eq!(
        outcomes[0],
        (true, "Denied by the rule `mcp__fs__*`.".to_string())
    );
    assert!(
        outcomes[1].0,
        "the deny rule names every fs tool: {outcomes:?}"
    );
    assert!(!root.join("out.txt").exists());
}

#[test]
fn write_file_asks_over_rpc_with_server_tool_and_arguments() {
    let Some((t, config)) = fs_test() else { return };
    let root = t.path();
    let mock = write_then_read(&t);
    let t = t
        .mock(&mock, "anthropic-messages")
        .args(&["--mcp-config", &config]);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "write it"}));
    let req = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission_request"));
    assert_eq!(req["toolName"], "mcp__fs__write_file");
    let lines: Vec<&str> = req["preview"]["lines"]
        .as_array()
        .map(|l| l.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    assert_eq!(req["preview"]["kind"], "mcp", "{req}");
    assert_eq!(
        lines.first().copied(),
        Some("MCP server `fs`, tool `write_file`"),
        "{req}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("\"content\": \"written over mcp\\n\"")),
        "{req}"
    );
    let id = req["requestId"].as_str().unwrap_or_default().to_string();
    ok(
        &mut c,
        json!({"type": "permission_response", "requestId": id, "decision": "allow"}),
    );
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    assert_eq!(
        std::fs::read(root.join("out.txt")).unwrap_or_default(),
        b"written over mcp\n"
    );
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["mcpServers"][0]["name"], "fs", "{state}");
    assert_eq!(state["mcpServers"][0]["status"], "ready", "{state}");
}
