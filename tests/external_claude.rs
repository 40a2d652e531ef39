//! External agents as `task` runners, the `claude` runner (issue #27): the real Claude Code CLI
//! (`@anthropic-ai/claude-code` 2.1.332 from .ci/npm) pointed at the mock LLM through the routing
//! proxy. Its `can_use_tool` request reaches ama's RPC client with the `[claude · session <id8>]`
//! label after the first-run confirmation; its session and usage are recorded; abort leaves no
//! process. SKIPPED (failing with CI=true) when the CLI is not installed.

use std::time::Duration;

use serde_json::{Value, json};

use crate::external_acp::{customs, left_over, marked, parent_file};
use crate::support::Test;
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::npm;
use crate::support::rpc::{T, ok, start};
use crate::tasks::{routed_test, task_entries, tool_result};

/// A test whose `agents.external.claude` is the pinned CLI, talking to the routing proxy.
fn claude_test(r: &Routed, mark: &str) -> Option<Test> {
    let bin = npm::bin("claude")?;
    let url = r.config()["providers"]["mock"]["baseUrl"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let path = npm::path_with_node();
    Some(
        routed_test(r).config_merge(json!({"agents": {"external": {"claude": {
            "command": bin.display().to_string(),
            "env": {
                "ANTHROPIC_BASE_URL": url,
                "ANTHROPIC_API_KEY": "test-key-123",
                "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
                "DISABLE_AUTOUPDATER": "1",
                "PATH": path.to_string_lossy(),
                "AMA_EXTERNAL_TEST_MARK": mark,
            },
        }}}})),
    )
}

fn answer(c: &mut ama::modes::rpc::client::RpcClient, request: &Value, decision: &str) {
    let id = request["requestId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    ok(
        c,
        json!({"type": "permission_response", "requestId": id, "decision": decision}),
    );
}

#[test]
fn claude_code_asks_through_ama_and_is_recorded() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "make a file", "prompt": "CHILD-C touch it", "agent": "claude"}),
            ),
            Turn::text("parent done"),
        ],
        vec![(
            "CHILD-C",
            vec![
                Turn::new().tool_call(
                    "toolu_1",
                    "Bash",
                    json!({"command": "touch made.txt", "description": "make a file"}),
                ),
                Turn::text("made it"),
            ],
        )],
    );
    let mark = format!("claude-ok-{}", std::process::id());
    let Some(t) = claude_test(&r, &mark) else {
        return;
    };
    let t = t.timeout(Duration::from_secs(90));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let long = Duration::from_secs(60);
    let first = c
        .wait_event("permission_request", long)
        .unwrap_or_else(|| panic!("no first-run request: {:?}", c.log()));
    assert_eq!(first["toolName"], "first run of an external agent");
    assert_eq!(first["input"]["input"]["agent"], "claude");
    assert_eq!(first["input"]["input"]["runner"], "claude");
    answer(&mut c, &first, "allow");
    let asked = c
        .wait_event("permission_request", long)
        .unwrap_or_else(|| panic!("no request from Claude Code: {:?}", c.log()));
    let label = asked["toolName"].as_str().unwrap_or_default().to_string();
    assert!(label.starts_with("[claude · session "), "{asked}");
    assert_eq!(
        asked["context"],
        json!({"depth": 1, "taskId": "task_1", "origin": "claude"})
    );
    assert_eq!(asked["input"]["kind"], "Bash");
    assert_eq!(asked["input"]["input"]["command"], "touch made.txt");
    answer(&mut c, &asked, "allow");
    c.wait_event("agent_settled", long)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    assert!(
        t.path().join("made.txt").exists(),
        "Claude Code did not run the command"
    );
    let result = tool_result(&r.main().model_requests()[1], "call_1");
    assert!(
        result.starts_with("made it\n\n[task task_1 · claude · completed · 2 turns"),
        "{result}"
    );
    let file = parent_file(&t);
    let sessions = customs(&file, "ama.agent-session");
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    let sid = sessions[0]["sessionId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(sessions[0]["runner"], "claude");
    assert!(label.contains(&sid[..8]), "{label} / {sid}");
    let usage = customs(&file, "ama.agent-usage");
    assert_eq!(usage.len(), 1, "{usage:?}");
    assert_eq!(usage[0]["unit"], "usd");
    assert!(usage[0]["tokens"].as_u64().unwrap_or(0) > 0, "{usage:?}");
    let infos = task_entries(&file);
    assert_eq!(
        infos.last().map(|i| i["runner"].clone()),
        Some(json!("claude"))
    );
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert_eq!(
        stats["external"]["byAgent"]["claude"]["turns"], 1,
        "{stats}"
    );
    c.close_stdin();
    c.wait(T);
    assert_eq!(left_over(&mark, Duration::from_secs(5)), Vec::<i32>::new());
}

#[test]
fn abort_ends_claude_code() {
    let r = Routed::start(
        vec![Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "wait", "prompt": "CHILD-CW wait", "agent": "claude"}),
        )],
        vec![("CHILD-CW", vec![Turn::text("never").stall_after(1)])],
    );
    let mark = format!("claude-abort-{}", std::process::id());
    let Some(t) = claude_test(&r, &mark) else {
        return;
    };
    let t = t
        .args(&["--allow", "task(claude)"])
        .timeout(Duration::from_secs(90));
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let got = r
        .route("CHILD-CW")
        .wait_for_requests(1, Duration::from_secs(60));
    assert_eq!(got.len(), 1, "Claude Code never asked its model");
    assert!(!marked(&mark).is_empty());
    ok(&mut c, json!({"type": "abort"}));
    c.wait_event("agent_settled", Duration::from_secs(30))
        .unwrap_or_else(|| panic!("no agent_settled after abort"));
    assert_eq!(left_over(&mark, Duration::from_secs(5)), Vec::<i32>::new());
    let infos = task_entries(&parent_file(&t));
    assert_eq!(
        infos.last().map(|i| i["status"].clone()),
        Some(json!("aborted")),
        "{infos:?}"
    );
}
