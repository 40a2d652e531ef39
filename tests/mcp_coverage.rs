//! Issue #26, the lines a coverage audit found without a real-binary test (part 1: where servers
//! come from and which tools are offered). Each runs the real binary against the mock LLM and a
//! real server-everything from npm: `mcpServers` in a profile; `--tools`, RPC
//! `set_active_tools`, permission rules and hook matchers with `mcp__<server>`,
//! `mcp__<server>__*` and exact names; `tools/list` in pages (and a paged re-list after
//! `notifications/tools/list_changed`); `enabled: false`. Results, progress and cancellation are
//! in `mcp_coverage_results.rs`.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mcp::{everything, offered, offered_mcp, paging};
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::{Test, npm};

/// server-everything's tools as ama names them for server `s`, in the server's order.
fn ev_tools(s: &str) -> Vec<String> {
    [
        "echo",
        "get-annotated-message",
        "get-env",
        "get-resource-links",
        "get-resource-reference",
        "get-structured-content",
        "get-sum",
        "get-tiny-image",
        "gzip-file-as-resource",
        "toggle-simulated-logging",
        "toggle-subscriber-updates",
        "trigger-long-running-operation",
        "simulate-research-query",
    ]
    .iter()
    .map(|t| format!("mcp__{s}__{t}"))
    .collect()
}

/// A `-p` test against `mock` with the servers of `servers` (an `mcpServers` object).
/// Codemode is off: with Node 22 on `PATH` it joins the tools whatever `--tools` says (see the
/// report of this audit), and these tests are about the MCP names.
fn print_test(mock: &MockServer, servers: Value) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .config_merge(json!({"codemode": "off"}))
        .env("PATH", npm::path_with_node())
        .args(&[
            "--mcp-config",
            &json!({ "mcpServers": servers }).to_string(),
        ])
        .timeout(Duration::from_secs(90))
}

#[test]
fn a_profiles_mcp_server_starts_and_its_tool_reaches_the_request() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__echo",
            json!({"message": "from the profile"}),
        ),
        Turn::text("Done."),
    ]);
    // The user config's `ev` cannot start and is required; the profile's `ev` replaces it.
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"mcpServers": {"ev": {
            "command": "/nonexistent/mcp-server", "required": true}}}))
        .env("PATH", npm::path_with_node())
        .write("p.json", json!({"mcpServers": {"ev": ev}}).to_string())
        .timeout(Duration::from_secs(90));
    let profile = t.path().join("p.json");
    let out = t
        .arg("--profile")
        .arg(profile)
        .args(&["-p", "go", "--output-format", "json"])
        .run();
    out.status(0);
    let servers = &out.json()["mcpServers"];
    assert_eq!(servers[0]["name"], "ev", "{servers}");
    assert_eq!(servers[0]["status"], "ready", "{servers}");
    assert_eq!(servers[0]["required"], false, "{servers}");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    assert_eq!(offered_mcp(&reqs[0].body), ev_tools("ev"));
    let results = crate::support::mcp::last_tool_results(&reqs[1].body);
    assert_eq!(
        results[0]["content"],
        json!([{"type": "text", "text": "Echo: from the profile"}])
    );
}

#[test]
fn a_profiles_mcp_entry_that_does_not_check_is_exit_3() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let t = Test::new().mock(&mock, "anthropic-messages").write(
        "p.json",
        r#"{"mcpServers": {"old": {"type": "sse", "url": "http://127.0.0.1:9/sse"}}}"#,
    );
    let profile = t.path().join("p.json");
    let out = t.arg("--profile").arg(profile).args(&["-p", "hi"]).run();
    out.status(3).stderr_contains("`old`");
    out.stderr_contains("Streamable HTTP");
    assert_eq!(mock.model_requests().len(), 0);
}

#[test]
fn tools_flag_with_mcp_names_restricts_the_tools_sent() {
    let (Some(ev), Some(ev2)) = (everything(json!({})), everything(json!({}))) else {
        return;
    };
    let servers = json!({"ev": ev, "ev2": ev2});
    let mut all_ev = vec!["read".to_string()];
    all_ev.extend(ev_tools("ev"));
    for (form, want) in [
        // `mcp__ev` names the server `ev`, never `ev2`.
        ("mcp__ev", all_ev.clone()),
        ("mcp__ev__*", all_ev.clone()),
        (
            "mcp__ev__echo",
            vec!["read".to_string(), "mcp__ev__echo".to_string()],
        ),
    ] {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        let out = print_test(&mock, servers.clone())
            .args(&["-p", "hi", "--tools", &format!("read,{form}")])
            .run();
        out.status(0);
        assert_eq!(offered(&mock.model_requests()[0].body), want, "{form}");
    }
    // An MCP name that matches no tool is a warning, not an error.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = print_test(&mock, servers)
        .args(&["-p", "hi", "--tools", "read,mcp__nope"])
        .run();
    out.status(0).stderr_contains("mcp__nope");
    assert_eq!(offered(&mock.model_requests()[0].body), ["read"]);
}

#[test]
fn set_active_tools_over_rpc_takes_the_same_mcp_forms() {
    let (Some(ev), Some(ev2)) = (everything(json!({})), everything(json!({}))) else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("three"),
    ]);
    let t = print_test(&mock, json!({"ev": ev, "ev2": ev2}));
    let mut c = start(&t);
    let mut all_ev2 = vec!["read".to_string()];
    all_ev2.extend(ev_tools("ev2"));
    let exact = vec!["read".to_string(), "mcp__ev2__get-sum".to_string()];
    for (i, (form, want)) in [
        ("mcp__ev2", all_ev2.clone()),
        ("mcp__ev2__*", all_ev2.clone()),
        ("mcp__ev2__get-sum", exact),
    ]
    .into_iter()
    .enumerate()
    {
        let set = ok(
            &mut c,
            json!({"type": "set_active_tools", "names": ["read", form]}),
        );
        assert_eq!(set, json!({ "names": want }), "{form}");
        ok(&mut c, json!({"type": "prompt", "message": form}));
        c.wait_event("agent_settled", T)
            .unwrap_or_else(|| panic!("no agent_settled after {form}"));
        let reqs = mock.model_requests();
        assert_eq!(reqs.len(), i + 1);
        assert_eq!(offered(&reqs[i].body), want, "{form}");
    }
    c.close_stdin();
    let _ = c.wait(T);
}

/// `-p` with one call `c0` of `tool` and `flags`; whether it was denied, and its result text.
fn one_call(servers: &Value, tool: &str, args: Value, flags: &[&str]) -> (bool, String) {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", tool, args),
        Turn::text("Done."),
    ]);
    let out = print_test(&mock, servers.clone())
        .args(&["-p", "go", "--output-format", "stream-json"])
        .args(flags)
        .run();
    out.status(0);
    out.call_outcomes(1)[0].clone()
}

#[test]
fn permission_rules_take_each_mcp_form() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let servers = json!({ "ev": ev });
    // gzip-file-as-resource is not read-only: denied in `-p` unless an allow rule names it. An
    // `ftp:` URL makes the server answer `isError` without touching the network.
    let gzip = "mcp__ev__gzip-file-as-resource";
    let args = json!({"data": "ftp://example.invalid/x"});
    for (rule, allowed) in [
        ("mcp__ev", true),
        ("mcp__ev__*", true),
        (gzip, true),
        ("mcp__ev2", false),
        ("mcp__ev__echo", false),
    ] {
        let (denied, text) = one_call(&servers, gzip, args.clone(), &["--allow", rule]);
        assert_eq!(denied, !allowed, "--allow {rule}: {text}");
        if allowed {
            assert!(
                text.contains("Unsupported URL protocol for ftp://example.invalid/x"),
                "--allow {rule}: {text}"
            );
        }
    }
    // echo is read-only and runs unasked: a deny rule of each form stops it.
    let echo = json!({"message": "hi"});
    for rule in ["mcp__ev", "mcp__ev__*", "mcp__ev__echo"] {
        let (denied, text) = one_call(&servers, "mcp__ev__echo", echo.clone(), &["--deny", rule]);
        assert!(denied, "--deny {rule}: {text}");
    }
    let (denied, text) = one_call(
        &servers,
        "mcp__ev__echo",
        echo,
        &["--deny", "mcp__ev__get-sum"],
    );
    assert_eq!((denied, text.as_str()), (false, "Echo: hi"));
}

#[test]
fn a_hook_matcher_takes_an_exact_mcp_name() {
    let Some(ev) = everything(json!({})) else {
        return;
    };
    let servers = json!({ "ev": ev });
    for (matcher, blocked) in [("mcp__ev__echo", true), ("mcp__ev__get-sum", false)] {
        let hook = json!({"hooks": {"PreToolUse": [{"matcher": matcher, "hooks": [
            {"type": "command", "command": "echo 'blocked by the hook' >&2; exit 2"}]}]}});
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c0", "mcp__ev__echo", json!({"message": "hi"})),
            Turn::text("Done."),
        ]);
        let out = print_test(&mock, servers.clone())
            .config_merge(hook)
            .args(&["-p", "go", "--output-format", "stream-json"])
            .run();
        out.status(0);
        let (_, text) = out.call_outcomes(1)[0].clone();
        assert_eq!(
            text.contains("blocked by the hook"),
            blocked,
            "{matcher}: {text}"
        );
        if !blocked {
            assert_eq!(text, "Echo: hi");
        }
    }
}

/// The paging server's tools as ama names them, in its order, with `n` paged tools.
fn paged_tools(n: usize) -> Vec<String> {
    let mut names = vec![
        "mcp__pg__grow".to_string(),
        "mcp__pg__structured".to_string(),
    ];
    names.extend((0..n).map(|i| format!("mcp__pg__tool_{i}")));
    names
}

/// No real server pages `tools/list` (the SDK's `McpServer`, which server-everything and
/// server-filesystem use, answers in one page), so this uses `support/mcp/paging_server.mjs`,
/// on the SDK's low-level `Server`.
#[test]
fn tools_list_pages_are_all_read_and_a_list_change_re_lists_every_page() {
    let t = Test::new();
    let log = t.root().join("cursors.log");
    let Some(pg) = paging(json!({"TOOLS": "5", "PAGE_SIZE": "2", "GROW_BY": "3",
                                 "CURSOR_LOG": log}))
    else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__pg__tool_4", json!({})),
        Turn::new().tool_call("c1", "mcp__pg__grow", json!({})),
        Turn::new().tool_call("c2", "mcp__pg__tool_7", json!({})),
        Turn::text("Done."),
    ]);
    // `t` is kept: its temp dir (with the cursor log) lives as long as it does.
    let t = t
        .mock(&mock, "anthropic-messages")
        .args(&[
            "--mcp-config",
            &json!({"mcpServers": {"pg": pg}}).to_string(),
        ])
        .args(&["-p", "go", "--output-format", "stream-json"])
        .timeout(Duration::from_secs(90));
    let out = t.run();
    out.status(0);
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 4);
    // Seven tools in four pages: all offered; the one on the last page runs.
    assert_eq!(offered_mcp(&reqs[0].body), paged_tools(5));
    assert_eq!(offered_mcp(&reqs[1].body), paged_tools(5));
    // `grow` sent `notifications/tools/list_changed`: the re-list read five pages.
    assert_eq!(offered_mcp(&reqs[2].body), paged_tools(8));
    assert_eq!(
        out.call_outcomes(3),
        [
            (false, "tool_4 ran".to_string()),
            (false, "now 8 paged tools".to_string()),
            (false, "tool_7 ran".to_string()),
        ]
    );
    let cursors = std::fs::read_to_string(&log).unwrap_or_default();
    assert_eq!(cursors, "-\n2\n4\n6\n-\n2\n4\n6\n8\n");
}

#[test]
fn a_disabled_server_is_never_started_and_is_shown_as_disabled() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let t = Test::new();
    let started = t.root().join("started");
    let script = format!(
        "touch '{}'; exec '{}' stdio",
        started.display(),
        bin.display()
    );
    let servers = json!({"off": {"command": "sh", "args": ["-c", script], "enabled": false}});
    let mock = MockServer::start(vec![Turn::text("ok"), Turn::text("ok")]);
    let t = t
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({ "mcpServers": servers }))
        .env("PATH", npm::path_with_node())
        .timeout(Duration::from_secs(60));

    let t = t.args(&["-p", "hi", "--output-format", "json"]);
    let out = t.run();
    out.status(0);
    assert_eq!(
        out.json()["mcpServers"],
        json!([{"name": "off", "status": "disabled", "error": null, "required": false,
                "tools": 0, "notOffered": []}])
    );
    assert!(offered_mcp(&mock.model_requests()[0].body).is_empty());

    let t = t.clear_args().args(&["mcp", "list"]);
    let out = t.run();
    out.status(0);
    assert_eq!(
        out.stdout,
        format!("off  stdio  sh -c {script}  (disabled)\n")
    );

    let t = t.clear_args().args(&["doctor", "--json"]);
    let out = t.run();
    let report: Value = serde_json::from_str(&out.stdout).unwrap_or_default();
    let check = report["sections"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == "mcp"))
        .and_then(|s| s["checks"].as_array().cloned())
        .and_then(|c| c.into_iter().find(|c| c["server"] == "off"))
        .unwrap_or_else(|| panic!("no doctor check for `off`: {}", out.stdout));
    assert_eq!(check["state"], "disabled", "{check}");
    assert_eq!(check["detail"], "disabled (user config)", "{check}");

    let t = t.clear_args();
    let mut c = start(&t);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["mcpServers"][0]["status"], "disabled", "{state}");
    c.close_stdin();
    let _ = c.wait(T);

    assert!(!started.exists(), "the disabled server was started");
}

/// `mcp__<server>__<tool>` over 64 characters is cut and ends in `_` and eight hex digits of
/// SHA-256 over the server's and the tool's own names; characters outside `[A-Za-z0-9_-]`
/// become `_`. The call reaches the server's own tool through the kept mapping.
#[test]
fn long_and_odd_names_are_shortened_with_a_hash_and_still_call_the_tool() {
    use sha2::{Digest, Sha256};
    let (Some(long), Some(odd)) = (everything(json!({})), everything(json!({}))) else {
        return;
    };
    let server = "a-server-whose-name-is-long-enough-to-need-the-hash";
    let tool = "get-structured-content";
    let mut h = Sha256::new();
    h.update(server.as_bytes());
    h.update([0]);
    h.update(tool.as_bytes());
    let hex: String = h.finalize()[..4]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect();
    let full = format!("mcp__{server}__{tool}");
    let hashed = format!("{}_{hex}", &full[..55]);
    assert_eq!(hashed.len(), 64);
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", &hashed, json!({"location": "New York"})),
        Turn::new().tool_call("c1", "mcp__my_ev__echo", json!({"message": "dotted"})),
        Turn::text("Done."),
    ]);
    let out = print_test(&mock, json!({ server: long, "my.ev": odd }))
        .args(&["-p", "go", "--output-format", "stream-json"])
        .run();
    out.status(0);
    let names = offered_mcp(&mock.model_requests()[0].body);
    assert!(names.contains(&hashed), "{names:?}");
    assert!(names.contains(&"mcp__my_ev__echo".to_string()), "{names:?}");
    assert!(names.iter().all(|n| n.len() <= 64), "{names:?}");
    assert_eq!(
        out.call_outcomes(2),
        [
            (
                false,
                r#"{"temperature":33,"conditions":"Cloudy","humidity":82}"#.to_string()
            ),
            (false, "Echo: dotted".to_string()),
        ]
    );
}

/// `-p` waits for a server that takes two seconds to start (its tools are in the first
/// request), and a stdio server runs in a process group of its own with no controlling
/// terminal.
#[test]
fn print_mode_waits_for_a_slow_server_which_runs_in_its_own_group_without_a_terminal() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let t = Test::new();
    let seen = t.root().join("seen");
    let script = format!(
        "ps -o pid=,pgid=,tty= -p $$ > '{}'; sleep 2; exec '{}' stdio",
        seen.display(),
        bin.display()
    );
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = t
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": "off"}))
        .env("PATH", npm::path_with_node())
        .args(&[
            "--mcp-config",
            &json!({"mcpServers": {"slow": {
            "command": "sh", "args": ["-c", script]}}})
            .to_string(),
        ])
        .args(&["-p", "hi"])
        .timeout(Duration::from_secs(60));
    t.run().status(0);
    assert_eq!(
        offered_mcp(&mock.model_requests()[0].body),
        ev_tools("slow")
    );
    let ps = std::fs::read_to_string(&seen).unwrap_or_default();
    let fields: Vec<&str> = ps.split_whitespace().collect();
    assert_eq!(fields.len(), 3, "{ps:?}");
    assert_eq!(
        fields[0], fields[1],
        "the server leads its own group: {ps:?}"
    );
    assert_eq!(fields[2], "?", "no controlling terminal: {ps:?}");
}
