//! Command hooks end to end: the real binary, real `sh` and `python3` hooks, the mock model.
//! Claude Code's documented example hooks (a bash-command validator, a prompt validator) run
//! unchanged from tests/fixtures/hooks/.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/hooks/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// `{"hooks": {event: [{"matcher": m, "hooks": [{"type": "command", "command": c}]}]}}`.
fn hooks(event: &str, matcher: Option<&str>, command: &str) -> Value {
    let mut group = json!({"hooks": [{"type": "command", "command": command}]});
    if let Some(m) = matcher {
        group["matcher"] = json!(m);
    }
    json!({"hooks": {event: [group]}})
}

fn hook_events(lines: &[Value]) -> Vec<(String, Value)> {
    lines
        .iter()
        .filter(|l| l["type"] == "hook_executed")
        .map(|l| {
            (
                l["event"].as_str().unwrap_or("").to_string(),
                l["exitCode"].clone(),
            )
        })
        .collect()
}

fn body(mock: &MockServer, i: usize) -> String {
    mock.model_requests()
        .get(i)
        .map(|r| r.body.to_string())
        .unwrap_or_default()
}

#[test]
fn bash_validator_exit_2_denies_the_call_and_tells_the_model() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "grep -r TODO ."})),
        Turn::text("ok, using rg"),
    ]);
    let cmd = format!("python3 {}", fixture("bash_validator.py"));
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("PreToolUse", Some("Bash"), &cmd))
        .args(&[
            "-p",
            "--permission-mode",
            "full-auto",
            "--output-format",
            "stream-json",
            "find todos",
        ]);
    let out = t.run();
    out.status(0)
        .stderr_contains("\u{26d4} Hook blocked: Denied by a PreToolUse hook: • Use 'rg' (ripgrep) instead of 'grep'");
    let lines = out.json_lines();
    assert_eq!(hook_events(&lines), [("PreToolUse".to_string(), json!(2))]);
    let exec = lines
        .iter()
        .find(|l| l["type"] == "hook_executed")
        .cloned()
        .unwrap_or_default();
    assert_eq!(exec["command"], json!(cmd));
    assert!(exec["durationMs"].is_u64(), "{exec}");
    let end = lines
        .iter()
        .find(|l| l["type"] == "tool_execution_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["isError"], json!(true));
    assert!(body(&mock, 1).contains("Denied by a PreToolUse hook: • Use 'rg' (ripgrep)"));
}

#[test]
fn tool_hooks_get_claude_code_input_and_post_tool_use_runs() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "write", json!({"path": "a.txt", "content": "hi\n"})),
        Turn::text("done"),
    ]);
    let config = json!({"hooks": {
        "PreToolUse": [{"matcher": "Write|Edit", "hooks": [{"type": "command", "command": "cat > \"$CLAUDE_PROJECT_DIR/pre.json\""}]}],
        "PostToolUse": [{"matcher": "write", "hooks": [{"type": "command", "command": "cat > post.json; echo '{\"decision\": \"block\", \"reason\": \"run the formatter\"}'"}]}]
    }});
    let t = Test::new().mock(&mock, API).config_merge(config).args(&[
        "-p",
        "--permission-mode",
        "auto-edit",
        "write a.txt",
    ]);
    t.run().status(0).stdout("done\n");
    assert_eq!(t.read("a.txt"), "hi\n");
    let pre: Value = serde_json::from_str(&t.read("pre.json")).unwrap_or_default();
    let cwd = std::fs::canonicalize(t.path()).unwrap_or_default();
    assert_eq!(pre["hook_event_name"], "PreToolUse");
    assert_eq!(pre["tool_name"], "Write");
    // Claude Code's `file_path` is absolute.
    let file_path = format!("{}/a.txt", pre["cwd"].as_str().unwrap_or(""));
    assert_eq!(
        pre["tool_input"],
        json!({"path": "a.txt", "file_path": file_path, "content": "hi\n"})
    );
    assert_eq!(pre["permission_mode"], "acceptEdits");
    assert_eq!(pre["permissionMode"], "auto-edit");
    assert_eq!(
        std::path::PathBuf::from(pre["cwd"].as_str().unwrap_or("")),
        cwd
    );
    assert!(pre["session_id"].as_str().is_some_and(|s| !s.is_empty()));
    assert!(
        pre["transcript_path"]
            .as_str()
            .is_some_and(|s| s.ends_with(".jsonl")),
        "{pre}"
    );
    let post: Value = serde_json::from_str(&t.read("post.json")).unwrap_or_default();
    assert_eq!(post["hook_event_name"], "PostToolUse");
    assert_eq!(post["tool_response"]["type"], "create");
    assert_eq!(post["tool_response"]["ama_isError"], false);
    // PostToolUse's block reason goes to the model with the result.
    assert!(body(&mock, 1).contains("[hook] run the formatter"));
}

#[test]
fn json_permission_decisions_deny_ask_and_allow() {
    let decide = |decision: &str| {
        format!(
            "echo '{{\"hookSpecificOutput\": {{\"hookEventName\": \"PreToolUse\", \"permissionDecision\": \"{decision}\", \"permissionDecisionReason\": \"policy {decision}\"}}}}'"
        )
    };
    // allow: counts as an allow rule, so default mode runs the write without asking.
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("PreToolUse", Some("bash"), &decide("allow")))
        .args(&["-p", "make it"]);
    t.run().status(0);
    assert!(
        t.path().join("made.txt").exists(),
        "hook allow lets the command run"
    );

    // deny vetoes even in full-auto; the reason reaches the model.
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("PreToolUse", Some("bash"), &decide("deny")))
        .args(&["-p", "--permission-mode", "full-auto", "make it"]);
    t.run().status(0);
    assert!(!t.path().join("made.txt").exists());
    assert!(body(&mock, 1).contains("Denied by a PreToolUse hook: policy deny"));

    // ask forces a question even in full-auto; nobody answers in -p, so it is denied.
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("PreToolUse", Some("bash"), &decide("ask")))
        .args(&["-p", "--permission-mode", "full-auto", "make it"]);
    t.run().status(0);
    assert!(!t.path().join("made.txt").exists());
    assert!(body(&mock, 1).contains("policy ask Nobody can approve it"));

    // allow cannot lift the dangerous list.
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": "git push --force origin main"}),
        ),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("PreToolUse", None, &decide("allow")))
        .args(&["-p", "push"]);
    t.run().status(0);
    assert!(
        body(&mock, 1).contains("Dangerous command"),
        "{}",
        body(&mock, 1)
    );
}

#[test]
fn prompt_validator_blocks_or_adds_context() {
    let cmd = format!("python3 {}", fixture("prompt_validator.py"));
    let mock = MockServer::start(vec![Turn::text("hello")]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("UserPromptSubmit", None, &cmd))
        .args(&["-p", "deploy with password: hunter2"]);
    t.run().status(0).stderr_contains(
        "\u{26d4} Hook blocked: Security policy violation: Prompt contains potential secrets.",
    );
    assert_eq!(
        mock.model_requests().len(),
        0,
        "a blocked prompt reaches no model"
    );

    let mock = MockServer::start(vec![Turn::text("hello")]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("UserPromptSubmit", None, &cmd))
        .args(&["-p", "build it"]);
    t.run().status(0).stdout("hello\n");
    let b = body(&mock, 0);
    assert!(
        b.contains("Project context: the build command is `make ci`."),
        "{b}"
    );
    let sessions = walk(&t.data_dir());
    let file = sessions
        .iter()
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"));
    let text = file
        .map(|f| std::fs::read_to_string(f).unwrap_or_default())
        .unwrap_or_default();
    let entry = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|e| e["type"] == "custom_message")
        .unwrap_or_default();
    assert_eq!(entry["customType"], "ama.hook_context");
    assert_eq!(entry["display"], false);
    assert_eq!(
        entry["content"],
        "Project context: the build command is `make ci`."
    );
}

fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            out.extend(walk(&p));
        } else {
            out.push(p);
        }
    }
    out
}

#[test]
fn stop_hook_exit_2_continues_the_run_once() {
    let mock = MockServer::start(vec![Turn::text("first"), Turn::text("second")]);
    // Blocks the first stop only: stop_hook_active is true on the second.
    let cmd = "python3 -c 'import json,sys; d=json.load(sys.stdin); sys.exit(0) if d[\"stop_hook_active\"] else (print(\"run the tests first\", file=sys.stderr), sys.exit(2))'";
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("Stop", None, cmd))
        .args(&["-p", "--output-format", "stream-json", "go"]);
    let out = t.run();
    out.status(0);
    assert_eq!(
        hook_events(&out.json_lines()),
        [
            ("Stop".to_string(), json!(2)),
            ("Stop".to_string(), json!(0))
        ]
    );
    assert_eq!(mock.model_requests().len(), 2);
    assert!(body(&mock, 1).contains("Stop hook feedback: run the tests first"));
}

#[test]
fn session_start_context_session_end_reason_and_exit_6() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let config = json!({"hooks": {
        "SessionStart": [{"matcher": "startup", "hooks": [{"type": "command", "command": "cat > start.json; echo 'Branch: main'"}]}],
        "SessionEnd": [{"hooks": [{"type": "command", "command": "cat > end.json"}]}]
    }});
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(config)
        .args(&["-p", "hello"]);
    t.run().status(0).stdout("hi\n");
    let start: Value = serde_json::from_str(&t.read("start.json")).unwrap_or_default();
    assert_eq!(
        (start["source"].as_str(), start["ama_source"].as_str()),
        (Some("startup"), Some("startup"))
    );
    let end: Value = serde_json::from_str(&t.read("end.json")).unwrap_or_default();
    assert_eq!(end["hook_event_name"], "SessionEnd");
    assert_eq!(
        (end["reason"].as_str(), end["ama_reason"].as_str()),
        (Some("prompt_input_exit"), Some("exit"))
    );
    assert!(body(&mock, 0).contains("Branch: main"));

    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(hooks("SessionStart", None, "/nonexistent/start-hook --x"))
        .args(&["-p", "hello"]);
    t.run()
        .status(6)
        .stderr_contains("the hook command `/nonexistent/start-hook --x` could not be started");
    assert_eq!(mock.model_requests().len(), 0);
}

#[test]
fn a_hook_that_times_out_is_killed_and_does_not_block() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo ran > ran.txt"})),
        Turn::text("done"),
    ]);
    let config = json!({"hooks": {"PreToolUse": [{"hooks": [
        {"type": "command", "command": "sleep 30; echo late > late.txt", "timeout": 1}
    ]}]}});
    let t = Test::new().mock(&mock, API).config_merge(config).args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--output-format",
        "stream-json",
        "go",
    ]);
    let started = Instant::now();
    let out = t.run();
    let took = started.elapsed();
    out.status(0)
        .stderr_contains("PreToolUse hook `sleep 30; echo late > late.txt` timed out");
    assert_eq!(
        hook_events(&out.json_lines()),
        [("PreToolUse".to_string(), Value::Null)]
    );
    assert_eq!(t.read("ran.txt"), "ran\n");
    assert!(took < Duration::from_secs(15), "took {took:?}");
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        !t.path().join("late.txt").exists(),
        "the hook's group was killed"
    );
}

#[test]
fn an_untrusted_projects_hooks_do_not_run_in_print_mode() {
    let project =
        serde_json::to_string(&hooks("PreToolUse", None, "touch hook-ran")).unwrap_or_default();
    let run = |trust: bool| {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "ls", json!({})),
            Turn::text("done"),
        ]);
        let mut t = Test::new()
            .mock(&mock, API)
            .write(".ama/config.json", &project)
            .args(&["-p", "list"]);
        if trust {
            t = t.arg("--trust-project");
        }
        let out = t.run();
        out.status(0);
        (t.path().join("hook-ran").exists(), out.stderr.clone())
    };
    let (ran, stderr) = run(false);
    assert!(!ran, "the untrusted project's hook ran");
    assert_eq!(
        stderr
            .matches(
                "warning: this project is not trusted, so its .ama/config.json (hooks) is ignored"
            )
            .count(),
        1,
        "{stderr}"
    );
    let (ran, stderr) = run(true);
    assert!(ran, "--trust-project runs the project's hook");
    assert!(!stderr.contains("not trusted"), "{stderr}");
}
