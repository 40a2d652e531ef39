//! Issue #26, phase 2: MCP servers that fail, through `-p` and the real binary. A server that
//! never answers `initialize`, one that exits at once, one that writes garbage: the run goes on
//! without them, and each is named on stderr and in the JSON result's `mcpServers`. More tools
//! than the provider accepts: the ones left out are named. A project's `.mcp.json` server
//! starts only in a trusted project after `ama mcp approve`.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

fn sh_server(script: &str, extra: Value) -> String {
    let mut entry = json!({"command": "sh", "args": ["-c", script]});
    if let (Some(e), Some(x)) = (entry.as_object_mut(), extra.as_object()) {
        e.extend(x.clone());
    }
    json!({"mcpServers": {"bad": entry}}).to_string()
}

/// Runs `-p` with `config` and returns the output and the `mcpServers` entry of `bad`.
fn failed_run(config: &str) -> (crate::support::Output, Value) {
    let mock = MockServer::start(vec![Turn::text("Fine without it.")]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&[
            "-p",
            "hi",
            "--output-format",
            "json",
            "--mcp-config",
            config,
        ])
        .timeout(Duration::from_secs(30))
        .run();
    out.status(0);
    assert_eq!(mock.model_requests().len(), 1);
    let result = out.json();
    assert_eq!(result["result"], "Fine without it.");
    let entry = result["mcpServers"][0].clone();
    assert_eq!(entry["name"], "bad", "{result}");
    assert_eq!(entry["status"], "failed", "{result}");
    assert_eq!(entry["required"], false, "{result}");
    (out, entry)
}

#[test]
fn a_server_that_never_answers_is_named_with_its_timeout() {
    let (out, entry) = failed_run(&sh_server("sleep 30", json!({"startupTimeoutMs": 500})));
    let error = "MCP server `bad` did not answer `initialize` within 500 ms (startupTimeoutMs); check that the server starts and speaks MCP, or raise `startupTimeoutMs` in its config";
    assert_eq!(entry["error"], error);
    out.stderr_contains(&format!("MCP server `bad` failed to start: {error}\n"));
}

#[test]
fn a_server_that_exits_at_once_is_named_with_its_stderr() {
    let (out, entry) = failed_run(&sh_server("echo 'no such database' >&2; exit 3", json!({})));
    let error = entry["error"].as_str().unwrap_or_default();
    assert!(error.contains("exited (its stdout closed)"), "{error}");
    assert!(
        error.ends_with("its stderr ended with: no such database"),
        "{error}"
    );
    out.stderr_contains("MCP server `bad` failed to start: MCP server `bad` exited");
}

#[test]
fn a_server_that_writes_garbage_is_named_with_the_line() {
    let (out, entry) = failed_run(&sh_server(
        "echo 'Server ready!'; sleep 30",
        json!({"startupTimeoutMs": 700}),
    ));
    let error = entry["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("within 700 ms (startupTimeoutMs)"),
        "{error}"
    );
    assert!(
        error.contains("it wrote lines that are not JSON-RPC on stdout, the last: `Server ready!`"),
        "{error}"
    );
    out.stderr_contains("MCP server `bad` failed to start: ");
}

#[test]
fn more_tools_than_the_provider_accepts_are_named_not_dropped() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    // Ten servers of 13 tools and ama's own: more than OpenAI's 128.
    let servers: serde_json::Map<String, Value> = (0..10)
        .map(|i| {
            let entry = json!({"command": bin, "args": ["stdio"], "startupTimeoutMs": 60000});
            (format!("e{i}"), entry)
        })
        .collect();
    let config = json!({ "mcpServers": servers }).to_string();
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .env("PATH", npm::path_with_node())
        .args(&[
            "-p",
            "hi",
            "--output-format",
            "json",
            "--mcp-config",
            &config,
        ])
        .timeout(Duration::from_secs(120))
        .run();
    out.status(0);
    let requests = mock.model_requests();
    let offered = requests[0].body["tools"].as_array().map_or(0, Vec::len);
    assert!(offered <= 128, "{offered} tools offered");
    let result = out.json();
    let servers = result["mcpServers"].as_array().cloned().unwrap_or_default();
    assert_eq!(servers.len(), 10, "{result}");
    let left_out: Vec<String> = servers
        .iter()
        .flat_map(|s| s["notOffered"].as_array().cloned().unwrap_or_default())
        .filter_map(|t| t.as_str().map(str::to_string))
        .collect();
    let total: u64 = servers.iter().filter_map(|s| s["tools"].as_u64()).sum();
    assert_eq!(total, 130, "{result}");
    // Every tool is either offered or named as left out.
    let mcp_offered = requests[0].body["tools"].as_array().map_or(0, |t| {
        t.iter()
            .filter(|t| {
                t["function"]["name"]
                    .as_str()
                    .is_some_and(|n| n.starts_with("mcp__"))
            })
            .count()
    });
    assert_eq!(mcp_offered + left_out.len(), 130, "{left_out:?}");
    assert!(!left_out.is_empty());
    assert!(
        left_out[0].ends_with(
            "(the provider accepts at most 128 tools in a request (ama's own included), and 127 are offered already)"
        ),
        "{left_out:?}"
    );
    out.stderr_contains("warning: MCP tool e9: mcp__e9__");
    out.stderr_contains(" is not offered to the model: the provider accepts at most 128 tools");
}

#[test]
fn a_project_server_starts_only_when_trusted_and_approved() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let project = json!({"mcpServers": {"ev": {"command": bin, "args": ["stdio"]}}});
    let run = |extra: &[&str]| {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        let t = Test::new()
            .write(".mcp.json", project.to_string())
            .mock(&mock, "anthropic-messages")
            .env("PATH", npm::path_with_node())
            .args(&["-p", "hi", "--output-format", "json"])
            .args(extra)
            .timeout(Duration::from_secs(60));
        let out = t.run();
        let offered: Vec<String> = mock.model_requests()[0].body["tools"]
            .as_array()
            .map(|t| {
                t.iter()
                    .filter_map(|t| t["name"].as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        (t, out, offered.iter().any(|n| n == "mcp__ev__echo"))
    };
    // Untrusted: not started, one warning.
    let (_, out, echo) = run(&[]);
    out.status(0);
    assert!(!echo);
    out.stderr_contains(
        "warning: this project is not trusted, so the MCP servers of its .mcp.json are not started",
    );
    // Trusted but not approved: named with the command that approves it.
    let (t, out, echo) = run(&["--trust-project"]);
    out.status(0);
    assert!(!echo);
    let entry = &out.json()["mcpServers"][0];
    assert_eq!(entry["status"], "unapproved", "{entry}");
    out.stderr_contains("MCP server `ev` was not started: it comes from the project's .mcp.json and was not approved for this project; approve it once with `ama mcp approve ev`");
    // `ama mcp approve` in the project (an unknown name is refused), then the server starts.
    let t = t.clear_args().args(&["mcp", "approve", "nope"]);
    let approve = t.run();
    approve.status(2);
    approve.stderr_contains("has no MCP server `nope`");
    let t = t.clear_args().args(&["mcp", "approve", "ev"]);
    let approve = t.run();
    approve.status(0);
    approve.stdout_contains("approved the project MCP server `ev`");
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = t
        .clear_args()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "hi", "--output-format", "json", "--trust-project"])
        .run();
    out.status(0);
    assert_eq!(out.json()["mcpServers"][0]["status"], "ready");
    let tools = mock.model_requests()[0].body["tools"].to_string();
    assert!(tools.contains("\"mcp__ev__echo\""), "{tools}");
}

#[test]
fn doctor_shows_each_servers_state() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let t = Test::new()
        .config(json!({"mcpServers": {
            "ev": {"command": bin, "args": ["stdio"]},
            "gone": {"command": "/nonexistent/mcp-server", "required": true},
            "off": {"command": "x", "enabled": false}
        }}))
        .env("PATH", npm::path_with_node())
        .args(&["doctor", "--json"])
        .timeout(Duration::from_secs(60));
    let out = t.run();
    out.status(1);
    let report: Value = serde_json::from_str(&out.stdout).unwrap_or_default();
    let checks = report["sections"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == "mcp"))
        .map(|s| s["checks"].clone())
        .unwrap_or_default();
    let by = |name: &str| {
        checks
            .as_array()
            .and_then(|c| c.iter().find(|c| c["server"] == name))
            .cloned()
            .unwrap_or_else(|| panic!("no check for {name}: {checks}"))
    };
    let ev = by("ev");
    assert_eq!(
        (
            ev["status"].clone(),
            ev["state"].clone(),
            ev["tools"].clone()
        ),
        (json!("ok"), json!("ready"), json!(13))
    );
    assert_eq!(ev["detail"], "ready, 13 tools (user config)");
    let gone = by("gone");
    assert_eq!(
        (gone["status"].clone(), gone["state"].clone()),
        (json!("problem"), json!("failed"))
    );
    assert!(
        gone["detail"]
            .as_str()
            .is_some_and(|d| d.starts_with("required, did not start: ")
                && d.contains("/nonexistent/mcp-server")),
        "{gone}"
    );
    assert_eq!(by("off")["state"], "disabled");
}
