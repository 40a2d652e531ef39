//! External agents as `task` runners, the `codex` runner (issue #27): the real Codex CLI
//! (`@openai/codex` 0.171.0 from .ci/npm) as `codex app-server`, pointed at its own mock LLM
//! (OpenAI responses) with a throw-away `CODEX_HOME`. Its command approval reaches ama's RPC
//! client with the `[codex · session <id8>]` label after the first-run confirmation; its thread
//! and token usage are recorded; abort leaves no process. SKIPPED (failing with CI=true) when
//! the CLI is not installed.

use std::time::Duration;

use serde_json::{Value, json};

use crate::external_acp::{customs, left_over, marked, parent_file};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::npm;
use crate::support::rpc::{T, ok, start};
use crate::tasks::{task_entries, tool_result};

/// The parent on `parent`, `agents.external.codex` the pinned CLI on `child`.
fn codex_test(parent: &MockServer, child: &MockServer, mark: &str) -> Option<Test> {
    let bin = npm::bin("codex")?;
    let t = Test::new().mock(parent, "anthropic-messages");
    let home = t.home().join("codex-home");
    std::fs::create_dir_all(&home).unwrap_or_else(|e| panic!("{e}"));
    let provider = format!(
        "model_providers.mock={{name=\"mock\",base_url=\"{}\",env_key=\"MOCK_API_KEY\",wire_api=\"responses\"}}",
        child.openai_url()
    );
    Some(t.config_merge(json!({"agents": {"external": {"codex": {
        "command": bin.display().to_string(),
        // Codex's own sandbox needs a helper it will not install under /tmp: run unconfined.
        "args": ["app-server", "-c", "model_provider=\"mock\"", "-c", provider, "-c", "model=\"mock-model\"",
                 "-c", "sandbox_mode=\"danger-full-access\""],
        "env": {
            "CODEX_HOME": home.display().to_string(),
            "MOCK_API_KEY": "test-key-123",
            "PATH": npm::path_with_node().to_string_lossy(),
            "AMA_EXTERNAL_TEST_MARK": mark,
        },
    }}}})))
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
fn codex_asks_through_ama_and_is_recorded() {
    let parent = MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "make a file", "prompt": "touch it", "agent": "codex"}),
        ),
        Turn::text("parent done"),
    ]);
    let child = MockServer::start(vec![
        Turn::new().tool_call("fc_1", "exec_command", json!({"cmd": "touch made.txt"})),
        Turn::text("made it"),
    ]);
    let mark = format!("codex-ok-{}", std::process::id());
    let Some(t) = codex_test(&parent, &child, &mark) else {
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
    assert_eq!(first["input"]["input"]["runner"], "codex");
    answer(&mut c, &first, "allow");
    let asked = c
        .wait_event("permission_request", long)
        .unwrap_or_else(|| panic!("no request from Codex: {:?}", c.log()));
    let label = asked["toolName"].as_str().unwrap_or_default().to_string();
    assert!(label.starts_with("[codex · session "), "{asked}");
    assert_eq!(
        asked["context"],
        json!({"depth": 1, "taskId": "task_1", "origin": "codex"})
    );
    assert_eq!(asked["input"]["kind"], "execute");
    assert!(
        asked["input"]["title"]
            .as_str()
            .unwrap_or_default()
            .contains("touch made.txt"),
        "{asked}"
    );
    answer(&mut c, &asked, "allow");
    c.wait_event("agent_settled", long)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    let result = tool_result(&parent.model_requests()[1], "call_1");
    assert!(
        result.starts_with("made it\n\n[task task_1 · codex · completed · 1 turn"),
        "{result}"
    );
    assert!(
        t.path().join("made.txt").exists(),
        "Codex did not run the command"
    );
    let file = parent_file(&t);
    let sessions = customs(&file, "ama.agent-session");
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    let sid = sessions[0]["sessionId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(sessions[0]["runner"], "codex");
    assert!(label.contains(&sid[..8]), "{label} / {sid}");
    let usage = customs(&file, "ama.agent-usage");
    assert_eq!(usage.len(), 1, "{usage:?}");
    assert_eq!(usage[0]["unit"], "tokens");
    assert!(
        usage[0]["amount"].as_f64().unwrap_or(0.0) > 0.0,
        "{usage:?}"
    );
    let infos = task_entries(&file);
    assert_eq!(
        infos.last().map(|i| i["runner"].clone()),
        Some(json!("codex"))
    );
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert_eq!(stats["external"]["byAgent"]["codex"]["turns"], 1, "{stats}");
    c.close_stdin();
    c.wait(T);
    assert_eq!(left_over(&mark, Duration::from_secs(5)), Vec::<i32>::new());
}

#[test]
fn abort_ends_codex() {
    let parent = MockServer::start(vec![Turn::new().tool_call(
        "call_1",
        "task",
        json!({"description": "wait", "prompt": "wait", "agent": "codex"}),
    )]);
    let child = MockServer::start(vec![Turn::text("never").stall_after(1)]);
    let mark = format!("codex-abort-{}", std::process::id());
    let Some(t) = codex_test(&parent, &child, &mark) else {
        return;
    };
    let t = t
        .args(&["--allow", "task(codex)"])
        .timeout(Duration::from_secs(90));
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let got = child.wait_for_requests(1, Duration::from_secs(60));
    assert!(!got.is_empty(), "Codex never asked its model");
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
