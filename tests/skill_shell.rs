//! A skill's `` !`cmd` `` lines are bash calls of the session (issue #28, docs/skills.md), end
//! to end through the real binary and the mock model: they run PreToolUse and PostToolUse
//! hooks like the model's bash calls, their decisions are in `/permissions`' audit, one that
//! needs approval is asked over RPC (and refused with a note where nobody can answer), and an
//! RPC `abort` cancels the expansion and ends the running command's process group.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::claude::write_home;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

const API: &str = "anthropic-messages";

/// The text of the first user message of request `i`.
fn user_text(mock: &MockServer, i: usize) -> String {
    let r = mock.model_requests();
    match r.get(i).map(|r| r.body["messages"][0]["content"].clone()) {
        Some(Value::String(s)) => s,
        Some(Value::Array(blocks)) => blocks
            .iter()
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

/// The text of the last message of request `i` (the prompt it sends).
fn last_user_text(mock: &MockServer, i: usize) -> String {
    let r = mock.model_requests();
    let last = r
        .get(i)
        .and_then(|r| {
            r.body["messages"]
                .as_array()
                .and_then(|m| m.last())
                .cloned()
        })
        .unwrap_or_default();
    match &last["content"] {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

fn base(mock: &MockServer) -> Test {
    Test::new().mock(mock, API).env_remove("CLAUDE_CONFIG_DIR")
}

fn skill(t: &Test, body: &str) {
    write_home(
        t,
        ".claude/skills/ship/SKILL.md",
        &format!(
            "---\ndescription: Ship it\nallowed-tools: Bash(echo:*), Bash(touch:*)\n---\n{body}"
        ),
    );
}

/// The JSON lines a hook appended to `file` in the project.
fn hook_lines(t: &Test, file: &str) -> Vec<Value> {
    std::fs::read_to_string(t.path().join(file))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[test]
fn shell_lines_run_pre_and_post_tool_use_hooks_like_bash_calls() {
    let mock = MockServer::start(vec![Turn::text("done")]);
    let record = |file: &str| {
        format!("cat >> \"$CLAUDE_PROJECT_DIR/{file}\"; echo >> \"$CLAUDE_PROJECT_DIR/{file}\"")
    };
    let t = base(&mock)
        .config_merge(json!({"hooks": {
            "PreToolUse": [
                {"matcher": "Bash", "hooks": [{"type": "command", "command": record("pre.jsonl")}]},
                {"matcher": "Bash", "hooks": [{"type": "command", "command":
                    "grep -q 'touch blocked' && { echo 'no blocked files' >&2; exit 2; }; exit 0"}]}
            ],
            "PostToolUse": [
                {"matcher": "Bash", "hooks": [{"type": "command", "command": record("post.jsonl")}]}
            ]
        }}))
        .args(&["-p", "/skill:ship"]);
    skill(&t, "Say: !`echo said-it`\nBlocked: !`touch blocked.txt`\n");
    t.run().status(0).stdout("done\n");
    assert_eq!(
        user_text(&mock, 0),
        "Say: said-it\nBlocked: [`touch blocked.txt` was not run: Denied by a PreToolUse hook: no blocked files]\n"
    );
    assert!(!t.path().join("blocked.txt").exists());
    let pre = hook_lines(&t, "pre.jsonl");
    let commands: Vec<&str> = pre
        .iter()
        .map(|v| v["tool_input"]["command"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(commands, ["echo said-it", "touch blocked.txt"], "{pre:?}");
    for v in &pre {
        assert_eq!(v["hook_event_name"], "PreToolUse");
        assert_eq!(v["tool_name"], "Bash");
        let id = v["tool_use_id"].as_str().unwrap_or("");
        assert!(id.starts_with("skill_shell_"), "{v}");
    }
    // PostToolUse only for the line that ran, with Claude Code's Bash response.
    let post = hook_lines(&t, "post.jsonl");
    assert_eq!(post.len(), 1, "{post:?}");
    assert_eq!(post[0]["tool_input"]["command"], "echo said-it");
    assert_eq!(post[0]["tool_response"]["stdout"], "said-it");
    assert_eq!(post[0]["tool_use_id"], pre[0]["tool_use_id"]);
}

#[test]
fn shell_line_decisions_are_in_the_permissions_audit() {
    let mock = MockServer::start(vec![Turn::text("shipped")]);
    let t = base(&mock).stdin("/skill:ship\n/permissions\n");
    skill(&t, "A: !`touch made.txt`\nB: !`mkdir not-allowed`\n");
    let out = t.run();
    out.status(0);
    assert!(t.path().join("made.txt").is_file());
    assert!(!t.path().join("not-allowed").exists());
    // Line mode cannot ask while it expands the skill: the line is refused with the note.
    let text = user_text(&mock, 0);
    assert!(
        text.starts_with(
            "A: (no output)\nB: [`mkdir not-allowed` was not run: it needs approval ("
        ),
        "{text}"
    );
    assert!(text.contains("nobody can approve it here; allow it in the skill's `allowed-tools` (`Bash(mkdir not-allowed)`)"), "{text}");
    let stdout = &out.stdout;
    assert!(
        stdout.contains(
            "  bash bash touch made.txt: allow by rule (Allowed by the rule `bash(touch *)`.)\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("  bash bash mkdir not-allowed: deny by mode (it needs approval (Manual mode asks before running commands) and nobody can approve it here;"), "{stdout}");
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
fn a_shell_line_that_needs_approval_is_asked_over_rpc() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let t = base(&mock);
    skill(&t, "Made: !`mkdir asked && echo made-dir`\n");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    c.send(json!({"type": "prompt", "message": "/skill:ship"}))
        .unwrap_or_else(|e| panic!("{e}"));
    let asked = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission_request: {:?}", c.log()));
    assert_eq!(asked["toolName"], "bash");
    assert_eq!(asked["input"]["command"], "mkdir asked && echo made-dir");
    answer(&mut c, &asked, "allow");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    assert!(t.path().join("asked").is_dir());
    assert_eq!(user_text(&mock, 0), "Made: made-dir\n");

    c.send(json!({"type": "prompt", "message": "/skill:ship"}))
        .unwrap_or_else(|e| panic!("{e}"));
    let asked = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no second permission_request: {:?}", c.log()));
    answer(&mut c, &asked, "deny");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no second agent_settled: {:?}", c.log()));
    let text = last_user_text(&mock, 1);
    assert!(
        text.starts_with(
            "Made: [`mkdir asked && echo made-dir` was not run: Permission denied by the user"
        ),
        "{text}"
    );
}

#[test]
fn rpc_abort_cancels_a_running_shell_line_and_sends_nothing() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let t = base(&mock);
    write_home(
        &t,
        ".claude/skills/ship/SKILL.md",
        "---\ndescription: Ship it\nallowed-tools: Bash\n---\nSlow: !`echo $$ > shell.pid && sleep 30 && echo late`\n",
    );
    let mut c = start(&t);
    let id = c
        .send(json!({"type": "prompt", "message": "/skill:ship"}))
        .unwrap_or_else(|e| panic!("{e}"));
    let pid_file = t.path().join("shell.pid");
    let started = Instant::now();
    let mut pid = None;
    while pid.is_none() && started.elapsed() < T {
        std::thread::sleep(Duration::from_millis(20));
        pid = std::fs::read_to_string(&pid_file)
            .ok()
            .and_then(|p| p.trim().parse::<i32>().ok());
    }
    let pid = pid.unwrap_or_else(|| panic!("no pid: {:?}", c.log()));
    let aborted = Instant::now();
    ok(&mut c, json!({"type": "abort"}));
    let response = c
        .wait_for(|v| v["type"] == "response" && v["id"] == json!(id), T)
        .unwrap_or_else(|| panic!("no prompt response: {:?}", c.log()));
    assert!(
        aborted.elapsed() < Duration::from_secs(10),
        "{:?}",
        aborted.elapsed()
    );
    assert_eq!(response["success"], json!(false), "{response}");
    let error = response["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("was cancelled while its `!` commands ran; nothing was sent"),
        "{response}"
    );
    // The command's process group is gone.
    let gone = Instant::now();
    while std::path::Path::new(&format!("/proc/{pid}")).exists() && gone.elapsed() < T {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!std::path::Path::new(&format!("/proc/{pid}")).exists());
    assert!(mock.model_requests().is_empty());
}
