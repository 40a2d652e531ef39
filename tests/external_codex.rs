//! External agents as `task` runners, the `codex` runner (issue #27): the real Codex CLI
//! (`@openai/codex` 0.171.0 from .ci/npm) as `codex app-server`, pointed at its own mock LLM
//! (OpenAI responses) with a throw-away `CODEX_HOME`. Its command approval reaches ama's RPC
//! client with the `[codex · session <id8>]` label after the first-run confirmation; its thread
//! and token usage are recorded; a rejected command does not run and Codex's model hears of it;
//! abort leaves no process. SKIPPED (failing with CI=true) when the CLI is not installed.

use std::time::Duration;

use serde_json::json;

use crate::support::Test;
use crate::support::external::{
    abort_leaves_nothing, allow_first_run, answer, child_asks, cli_env, close_clean, customs, mark,
    parent_file, prompt_with_approvals, recorded_session,
};
use crate::support::mock::{MockServer, Turn};
use crate::support::npm;
use crate::support::rpc::{ok, start};
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
        "env": cli_env(mark, json!({
            "CODEX_HOME": home.display().to_string(),
            "MOCK_API_KEY": "test-key-123",
        })),
    }}}})).timeout(Duration::from_secs(90)))
}

/// A parent whose `task` runs `codex`.
fn parent() -> MockServer {
    MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "make a file", "prompt": "touch it", "agent": "codex"}),
        ),
        Turn::text("parent done"),
    ])
}

/// Codex's `exec_command` call `touch made.txt`.
fn touch() -> Turn {
    Turn::new().tool_call("fc_1", "exec_command", json!({"cmd": "touch made.txt"}))
}

#[test]
fn codex_asks_through_ama_and_is_recorded() {
    let parent = parent();
    let child = MockServer::start(vec![touch(), Turn::text("made it")]);
    let mark = mark("codex-ok");
    let Some(t) = codex_test(&parent, &child, &mark) else {
        return;
    };
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
    let long = Duration::from_secs(60);
    allow_first_run(&mut c, "codex", "codex", long);
    let (asked, label) = child_asks(&mut c, "codex", long);
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
    recorded_session(&file, "codex", &label);
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
    close_clean(c, &mark);
}

#[test]
fn a_rejected_command_of_codex_does_not_run_and_the_task_finishes() {
    let parent = parent();
    let child = MockServer::start(vec![touch(), Turn::text("it was refused")]);
    let mark = mark("codex-reject");
    let Some(t) = codex_test(&parent, &child, &mark) else {
        return;
    };
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
    let long = Duration::from_secs(60);
    allow_first_run(&mut c, "codex", "codex", long);
    let (asked, _) = child_asks(&mut c, "codex", long);
    assert_eq!(asked["input"]["kind"], "execute");
    answer(&mut c, &asked, "deny");
    c.wait_event("agent_settled", long)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    assert!(
        !t.path().join("made.txt").exists(),
        "the rejected command ran"
    );
    // Codex told its model the command was not run, and the model's answer ended the task.
    let requests = child.model_requests();
    let last = requests
        .last()
        .unwrap_or_else(|| panic!("Codex never asked its model"));
    let output = last.body["input"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|i| i["type"] == "function_call_output" && i["call_id"] == "fc_1")
        .map(|i| i["output"].to_string())
        .unwrap_or_else(|| panic!("no output for fc_1 in {}", last.body["input"]));
    assert!(output.contains("rejected by user"), "{output}");
    let result = tool_result(&parent.model_requests()[1], "call_1");
    assert!(
        result.starts_with("it was refused\n\n[task task_1 · codex · completed"),
        "{result}"
    );
    close_clean(c, &mark);
}

#[test]
fn abort_ends_codex() {
    let parent = MockServer::start(vec![Turn::new().tool_call(
        "call_1",
        "task",
        json!({"description": "wait", "prompt": "wait", "agent": "codex"}),
    )]);
    let child = MockServer::start(vec![Turn::text("never").stall_after(1)]);
    let mark = mark("codex-abort");
    let Some(t) = codex_test(&parent, &child, &mark) else {
        return;
    };
    let t = t.args(&["--allow", "task(codex)"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let got = child.wait_for_requests(1, Duration::from_secs(60));
    assert!(!got.is_empty(), "Codex never asked its model");
    abort_leaves_nothing(&mut c, &t, &mark);
}

#[test]
fn continuing_by_task_id_resumes_the_codex_thread() {
    let parent = MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "first", "prompt": "first", "agent": "codex"}),
        ),
        Turn::text("parent one"),
        Turn::new().tool_call(
            "call_2",
            "task",
            json!({"description": "again", "prompt": "and again", "taskId": "task_1"}),
        ),
        Turn::text("parent two"),
    ]);
    let child = MockServer::start(vec![
        Turn::text("first answer"),
        Turn::text("second answer"),
    ]);
    let mark = mark("codex-resume");
    let Some(t) = codex_test(&parent, &child, &mark) else {
        return;
    };
    let t = t.args(&["--allow", "task(codex)"]);
    let mut c = start(&t);
    for message in ["go", "more"] {
        ok(&mut c, json!({"type": "prompt", "message": message}));
        c.wait_for(
            |e| e["type"] == "agent_settled" && e.get("taskId").is_none(),
            Duration::from_secs(60),
        )
        .unwrap_or_else(|| panic!("no agent_settled after {message}: {:?}", c.log()));
    }
    let main = parent.model_requests();
    let second = tool_result(&main[3], "call_2");
    assert!(
        second.starts_with("second answer\n\n[task task_1 · codex · completed"),
        "{second}"
    );
    let sessions = customs(&parent_file(&t), "ama.agent-session");
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    assert_eq!(sessions[0]["sessionId"], sessions[1]["sessionId"]);
    let requests = child.model_requests();
    let last = requests
        .last()
        .map(|r| r.body.to_string())
        .unwrap_or_default();
    assert!(
        last.contains("first answer") && last.contains("and again"),
        "{last}"
    );
}
