//! External agents as `task` runners, the `claude` runner (issue #27): the real Claude Code CLI
//! (`@anthropic-ai/claude-code` 2.1.332 from .ci/npm) pointed at the mock LLM through the routing
//! proxy. Its `can_use_tool` request reaches ama's RPC client with the `[claude · session <id8>]`
//! label after the first-run confirmation; its session and usage are recorded; a rejected request
//! does not run and Claude Code gets the refusal; abort leaves no process. SKIPPED (failing with
//! CI=true) when the CLI is not installed.

use std::time::Duration;

use serde_json::json;

use crate::support::Test;
use crate::support::external::{
    abort_leaves_nothing, allow_first_run, answer, child_asks, cli_env, close_clean, customs, mark,
    parent_file, prompt_with_approvals, recorded_session, routed,
};
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::npm;
use crate::support::rpc::{ok, start};
use crate::tasks::{task_entries, tool_result};

/// A test whose `agents.external.claude` is the pinned CLI, talking to the routing proxy.
fn claude_test(r: &Routed, mark: &str) -> Option<Test> {
    let bin = npm::bin("claude")?;
    let url = r.config()["providers"]["mock"]["baseUrl"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    Some(
        routed(r)
            .config_merge(json!({"agents": {"external": {"claude": {
                "command": bin.display().to_string(),
                "env": cli_env(mark, json!({
                    "ANTHROPIC_BASE_URL": url,
                    "ANTHROPIC_API_KEY": "test-key-123",
                    "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
                    "DISABLE_AUTOUPDATER": "1",
                })),
            }}}}))
            .timeout(Duration::from_secs(90)),
    )
}

/// A parent whose `task` runs `claude` with `prompt`, and Claude Code's script (by its marker).
fn scripted(prompt: &str, marker: &str, child: Vec<Turn>) -> Routed {
    Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "make a file", "prompt": prompt, "agent": "claude"}),
            ),
            Turn::text("parent done"),
        ],
        vec![(marker, child)],
    )
}

/// Claude Code's Bash call `touch made.txt`.
fn touch() -> Turn {
    Turn::new().tool_call(
        "toolu_1",
        "Bash",
        json!({"command": "touch made.txt", "description": "make a file"}),
    )
}

#[test]
fn claude_code_asks_through_ama_and_is_recorded() {
    let r = scripted(
        "CHILD-C touch it",
        "CHILD-C",
        vec![touch(), Turn::text("made it")],
    );
    let mark = mark("claude-ok");
    let Some(t) = claude_test(&r, &mark) else {
        return;
    };
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
    let long = Duration::from_secs(60);
    allow_first_run(&mut c, "claude", "claude", long);
    let (asked, label) = child_asks(&mut c, "claude", long);
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
    recorded_session(&file, "claude", &label);
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
    close_clean(c, &mark);
}

#[test]
fn a_rejected_request_of_claude_code_does_not_run_and_the_task_finishes() {
    let r = scripted(
        "CHILD-CR touch it",
        "CHILD-CR",
        vec![touch(), Turn::text("it was refused")],
    );
    let mark = mark("claude-reject");
    let Some(t) = claude_test(&r, &mark) else {
        return;
    };
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
    let long = Duration::from_secs(60);
    allow_first_run(&mut c, "claude", "claude", long);
    let (asked, _) = child_asks(&mut c, "claude", long);
    assert_eq!(asked["input"]["input"]["command"], "touch made.txt");
    answer(&mut c, &asked, "deny");
    c.wait_event("agent_settled", long)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    assert!(
        !t.path().join("made.txt").exists(),
        "the rejected command ran"
    );
    // Claude Code handed ama's refusal to its model as the call's result.
    let child = r.route("CHILD-CR").model_requests();
    let last = child
        .last()
        .unwrap_or_else(|| panic!("Claude Code never asked its model"));
    let refused = tool_result(last, "toolu_1");
    assert!(
        refused.contains("The user denied this through ama. Do not retry it"),
        "{refused}"
    );
    let result = tool_result(&r.main().model_requests()[1], "call_1");
    assert!(
        result.starts_with("it was refused\n\n[task task_1 · claude · completed"),
        "{result}"
    );
    close_clean(c, &mark);
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
    let mark = mark("claude-abort");
    let Some(t) = claude_test(&r, &mark) else {
        return;
    };
    let t = t.args(&["--allow", "task(claude)"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let got = r
        .route("CHILD-CW")
        .wait_for_requests(1, Duration::from_secs(60));
    assert_eq!(got.len(), 1, "Claude Code never asked its model");
    abort_leaves_nothing(&mut c, &t, &mark);
}

#[test]
fn continuing_by_task_id_resumes_the_claude_code_session() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "first", "prompt": "CHILD-CC first", "agent": "claude"}),
            ),
            Turn::text("parent one"),
            Turn::new().tool_call(
                "call_2",
                "task",
                json!({"description": "again", "prompt": "and again", "taskId": "task_1"}),
            ),
            Turn::text("parent two"),
        ],
        vec![(
            "CHILD-CC",
            vec![Turn::text("first answer"), Turn::text("second answer")],
        )],
    );
    let mark = mark("claude-resume");
    let Some(t) = claude_test(&r, &mark) else {
        return;
    };
    let t = t.args(&["--allow", "task(claude)"]);
    let mut c = start(&t);
    for message in ["go", "more"] {
        ok(&mut c, json!({"type": "prompt", "message": message}));
        c.wait_for(
            |e| e["type"] == "agent_settled" && e.get("taskId").is_none(),
            Duration::from_secs(60),
        )
        .unwrap_or_else(|| panic!("no agent_settled after {message}: {:?}", c.log()));
    }
    let main = r.main().model_requests();
    assert!(
        tool_result(&main[3], "call_2")
            .starts_with("second answer\n\n[task task_1 · claude · completed")
    );
    let sessions = customs(&parent_file(&t), "ama.agent-session");
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    assert_eq!(sessions[0]["sessionId"], sessions[1]["sessionId"]);
    // The resumed session's request holds the first exchange.
    let child = r.route("CHILD-CC").model_requests();
    let last = child.last().map(|r| r.body.to_string()).unwrap_or_default();
    assert!(
        last.contains("first answer") && last.contains("and again"),
        "{last}"
    );
}
