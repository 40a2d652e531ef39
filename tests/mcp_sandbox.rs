//! Issue #26: `sandbox: true` runs a stdio MCP server inside the OS sandbox (real bwrap),
//! under the bash tool's policy: the real server-filesystem, allowed to write in the project
//! and in a directory outside it, writes in the project and fails outside; the same server
//! without the key writes outside (so the test can fail). Where the sandbox is missing the
//! test prints `SKIPPED:` (a failure with `AMA_REQUIRE_SANDBOX=1`).

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::sandbox::{outside_dir, sandbox_works};
use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

/// Runs `-p` whose model writes `inside.txt` in the project and `outside.txt` in `outside`
/// through the server `fs`; the results the model got, in order.
fn write_both(bin: &Path, outside: &Path, sandbox: bool) -> (Test, Vec<Value>) {
    let t = Test::new();
    let project = t.path();
    let config = json!({"mcpServers": {"fs": {
        "command": bin,
        "args": [project, outside],
        "approval": "allow",
        "sandbox": sandbox,
        "startupTimeoutMs": 60000
    }}});
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "mcp__fs__write_file",
            json!({"path": project.join("inside.txt"), "content": "in\n"}),
        ),
        Turn::new().tool_call(
            "c2",
            "mcp__fs__write_file",
            json!({"path": outside.join("outside.txt"), "content": "out\n"}),
        ),
        Turn::text("Done."),
    ]);
    let t = t
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&[
            "-p",
            "write both",
            "--permission-mode",
            "full-auto",
            "--mcp-config",
            &config.to_string(),
        ])
        .timeout(Duration::from_secs(60));
    t.run().status(0);
    let results = mock
        .model_requests()
        .iter()
        .skip(1)
        .map(|r| {
            r.body["messages"]
                .as_array()
                .and_then(|m| m.last())
                .map(|m| m["content"][0].clone())
                .unwrap_or_default()
        })
        .collect();
    (t, results)
}

#[test]
fn a_sandboxed_server_cannot_write_outside_the_project() {
    let Some(bin) = npm::bin("mcp-server-filesystem") else {
        return;
    };
    if !sandbox_works() {
        return;
    }
    let outside = outside_dir("mcp-fs");
    let (t, results) = write_both(&bin, &outside, true);
    assert_eq!(t.read("inside.txt"), "in\n");
    assert!(!outside.join("outside.txt").exists(), "{results:#?}");
    assert_eq!(results.len(), 2, "{results:#?}");
    assert_eq!(results[0]["is_error"], json!(false), "{results:#?}");
    assert_eq!(results[1]["is_error"], json!(true), "{results:#?}");
    let text = results[1]["content"].to_string();
    assert!(
        text.contains("Read-only file system") || text.contains("EROFS"),
        "{text}"
    );

    // Without the key, the same server writes outside the project.
    let (_, results) = write_both(&bin, &outside, false);
    assert_eq!(
        std::fs::read_to_string(outside.join("outside.txt")).unwrap_or_default(),
        "out\n",
        "{results:#?}"
    );
    let _ = std::fs::remove_dir_all(&outside);
}
