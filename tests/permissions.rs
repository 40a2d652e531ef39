//! Permissions end to end: unattended denial in print mode, the three-denial stop, plan and
//! allowlist modes, the dangerous list, auto mode's classifier request, config layering, ama's
//! own secrets, and `ama permissions check`.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::events::{end_of, events_of, text_of};
use crate::support::mock::{MockServer, Turn};

mod approvals;

#[test]
fn print_mode_denies_what_needs_approval_without_hanging() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo hi > out.txt"})),
        Turn::text("I could not write it."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--output-format",
        "stream-json",
        "write out.txt",
    ]);
    let started = Instant::now();
    let out = t.run();
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "an unattended ask never waits"
    );
    out.status(0);
    assert!(
        !t.path().join("out.txt").exists(),
        "the denied command did not run"
    );
    let events = out.json_lines();
    assert!(
        events_of(&events, "permission_request").is_empty(),
        "nobody to ask"
    );
    let end = end_of(&events, "c1");
    assert_eq!(end["isError"], json!(true));
    let text = text_of(end);
    assert!(
        text.starts_with("Permission denied: Manual mode asks"),
        "{text}"
    );
    assert!(text.contains("unattended"), "{text}");
    let result = events.last().cloned().unwrap_or_default();
    let denials = result["permissionDenials"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(denials.len(), 1, "{result}");
    assert_eq!(denials[0]["toolName"], json!("bash"));
    assert_eq!(denials[0]["toolCallId"], json!("c1"));
    assert_eq!(denials[0]["input"], json!({"command": "echo hi > out.txt"}));
    assert_eq!(denials[0]["reason"], json!(text));
    // The model got an error result with the reason.
    let second = mock.model_requests()[1].body.to_string();
    assert!(second.contains("\"is_error\":true"), "{second}");
    assert!(second.contains("Permission denied: Manual mode asks"));
}

#[test]
fn the_same_denied_call_three_times_ends_the_run() {
    let call = |id: &str| Turn::new().tool_call(id, "bash", json!({"command": "rm -r build"}));
    let mock = MockServer::start(vec![
        call("c1"),
        call("c2"),
        call("c3"),
        Turn::text("never"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write("build/a.o", "x")
        .args(&["-p", "--output-format", "json", "clean"]);
    let out = t.run();
    out.status(1);
    let r = out.json();
    assert_eq!(r["isError"], json!(true));
    assert_eq!(r["errorCode"], json!("permission_denied"));
    let error = r["error"].as_str().unwrap_or_default();
    assert!(
        error.contains("3 times") && error.contains("rm -r build"),
        "{error}"
    );
    assert_eq!(r["permissionDenials"].as_array().map(Vec::len), Some(3));
    assert_eq!(mock.model_requests().len(), 3, "no fourth request");
    assert!(t.path().join("build/a.o").exists());

    let text = Test::new()
        .mock(
            &MockServer::start(vec![call("c1"), call("c2"), call("c3")]),
            "openai-completions",
        )
        .args(&["-p", "clean"])
        .run();
    text.status(1)
        .stderr_contains("so the run was stopped to keep it from looping")
        .stderr_contains("note: 3 tool call(s) needed a permission");
}

#[test]
fn plan_mode_allows_reading_and_denies_the_rest() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "ls"}))
            .tool_call("c2", "bash", json!({"command": "make"}))
            .tool_call("c3", "read", json!({"path": "notes.md"})),
        Turn::text("Here is the plan."),
    ]);
    let out = Test::new()
        .mock(&mock, "openai-responses")
        .write("notes.md", "hello\n")
        .args(&[
            "-p",
            "--permission-mode",
            "plan",
            "--output-format",
            "stream-json",
            "plan it",
        ])
        .run();
    out.status(0);
    let events = out.json_lines();
    assert_eq!(end_of(&events, "c1")["isError"], json!(false));
    assert_eq!(end_of(&events, "c3")["isError"], json!(false));
    let denied = end_of(&events, "c2");
    assert_eq!(denied["isError"], json!(true));
    assert!(text_of(denied).starts_with(
        "Plan mode is active: write/execute tools are disabled. Finish the plan with a <proposed_plan> block."
    ));
}

#[test]
fn allowlist_runs_listed_calls_and_denies_everything_else() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo hi > out.txt"}))
            .tool_call("c2", "bash", json!({"command": "rm notes.md"}))
            .tool_call("c3", "bash", json!({"command": "git push --force"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write("notes.md", "x")
        .args(&[
            "-p",
            "--permission-mode",
            "allowlist",
            "--allow",
            "bash(echo *)",
            "--allow",
            "bash(git push*)",
            "--output-format",
            "stream-json",
            "go",
        ]);
    let out = t.run();
    out.status(0);
    assert_eq!(t.read("out.txt"), "hi\n");
    assert!(t.path().join("notes.md").exists());
    let events = out.json_lines();
    assert_eq!(end_of(&events, "c1")["isError"], json!(false));
    assert_eq!(text_of(end_of(&events, "c2")), "Not in the allowlist");
    assert_eq!(
        text_of(end_of(&events, "c3")),
        "Not in the allowlist",
        "an allow rule never overrides the dangerous list"
    );
}

#[test]
fn dangerous_commands_ask_even_in_full_auto() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": "rm -rf ~/x; echo gone > g.txt"}),
        ),
        Turn::text("ok"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "--output-format",
        "stream-json",
        "go",
    ]);
    let out = t.run();
    out.status(0);
    assert!(!t.path().join("g.txt").exists());
    let text = text_of(end_of(&out.json_lines(), "c1"));
    assert!(text.contains("Dangerous command"), "{text}");
}

#[test]
fn auto_mode_asks_the_classifier_in_a_separate_request() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "rm old.txt"})),
        Turn::text(r#"{"decision":"allow","reason":"removes a file in the project"}"#),
        Turn::new().tool_call("c2", "bash", json!({"command": "rm old.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("old.txt", "x")
        .args(&[
            "-p",
            "--permission-mode",
            "auto",
            "--output-format",
            "stream-json",
            "clean up",
        ]);
    let out = t.run();
    out.status(0);
    assert!(
        !t.path().join("old.txt").exists(),
        "the classifier allowed it"
    );
    let events = out.json_lines();
    let auto = &end_of(&events, "c1")["autoDecision"];
    assert_eq!(auto["layer"], json!("classifier"));
    assert_eq!(auto["decision"], json!("allow"));
    assert_eq!(
        auto["reason"],
        json!("Auto classifier: removes a file in the project")
    );
    let reqs = mock.model_requests();
    assert_eq!(
        reqs.len(),
        4,
        "the identical second call is answered from the cache"
    );
    // The classifier's usage is kept in the session file as a `usage` entry, once (the second
    // call came from the cache).
    let entries: Vec<Value> = events
        .iter()
        .filter(|e| e["type"] == "entry_appended" && e["entry"]["type"] == "usage")
        .map(|e| e["entry"].clone())
        .collect();
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0]["kind"], json!("permission_classify"));
    assert_eq!(
        (entries[0]["provider"].clone(), entries[0]["model"].clone()),
        (json!("mock"), json!("mock-model"))
    );
    assert!(
        entries[0]["usage"]["totalTokens"]
            .as_u64()
            .is_some_and(|n| n > 0)
    );
    let classify = &reqs[1].body;
    assert_eq!(classify["max_tokens"], json!(256));
    assert!(
        classify
            .get("tools")
            .is_none_or(|t| t.as_array().is_some_and(Vec::is_empty))
    );
    assert!(classify.get("thinking").is_none());
    let sent = classify.to_string();
    assert!(sent.contains("permission classifier") && sent.contains("<tool_call_data>"));
    assert!(
        sent.contains("clean up"),
        "the latest user message is included"
    );
    for main in [&reqs[0], &reqs[2], &reqs[3]] {
        assert!(
            !main.body.to_string().contains("tool_call_data"),
            "never in the transcript"
        );
    }
    assert_eq!(
        end_of(&events, "c2")["autoDecision"]["layer"],
        json!("classifier")
    );
}

#[test]
fn auto_mode_classifier_ask_is_denied_when_unattended() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "node gen.js"})),
        Turn::text("not json at all"),
        Turn::text("ok"),
    ]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&[
            "-p",
            "--permission-mode",
            "auto",
            "--output-format",
            "stream-json",
            "gen",
        ])
        .run();
    out.status(0);
    let events = out.json_lines();
    let end = end_of(&events, "c1");
    assert_eq!(end["isError"], json!(true));
    assert_eq!(end["autoDecision"]["decision"], json!("ask"));
    assert!(text_of(end).contains("not JSON"), "{}", text_of(end));
}

#[test]
fn project_config_can_only_tighten() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo hi > out.txt"})),
        Turn::text("ok"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write(
            ".ama/config.json",
            r#"{"permission": {"mode": "full-auto"}}"#,
        )
        .args(&["-p", "go"]);
    let out = t.run();
    out.status(0)
        .stderr_contains("which only user config, a profile or --permission-mode may set; ignored");
    assert!(!t.path().join("out.txt").exists());

    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "echo hi > out.txt"}))
            .tool_call("c2", "bash", json!({"command": "touch b.txt"})),
        Turn::text("ok"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"permission": {"mode": "full-auto"}}))
        .write(
            ".ama/config.json",
            r#"{"permission": {"deny": ["bash(echo *)"]}}"#,
        )
        .args(&["-p", "--output-format", "stream-json", "go"]);
    let out = t.run();
    out.status(0);
    assert!(
        !t.path().join("out.txt").exists(),
        "the project deny rule applies"
    );
    assert!(
        t.path().join("b.txt").exists(),
        "the user's full-auto applies"
    );
    let events = out.json_lines();
    assert_eq!(
        text_of(end_of(&events, "c1")),
        "Denied by the rule `bash(echo *)`."
    );
}

#[test]
fn ama_credentials_are_never_readable() {
    let t = Test::new();
    let auth = t.data_dir().join("auth.json");
    std::fs::write(&auth, r#"{"mock": {"key": "secret-key-xyz"}}"#)
        .unwrap_or_else(|e| panic!("{e}"));
    let path = auth.display().to_string();
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "read", json!({"path": path}))
            .tool_call("c2", "bash", json!({"command": format!("cat {path}")})),
        Turn::text("ok"),
    ]);
    let out = t
        .mock(&mock, "anthropic-messages")
        .args(&[
            "-p",
            "--permission-mode",
            "full-auto",
            "--output-format",
            "stream-json",
            "x",
        ])
        .run();
    out.status(0);
    let events = out.json_lines();
    for id in ["c1", "c2"] {
        assert!(text_of(end_of(&events, id)).contains("holds ama's credentials"));
    }
    assert!(
        !mock.model_requests()[1]
            .body
            .to_string()
            .contains("secret-key-xyz")
    );
}

#[test]
fn check_prints_the_decision_and_exits_by_it() {
    let t = Test::new();
    let check = |args: &[&str]| {
        let mut all = vec!["permissions", "check"];
        all.extend_from_slice(args);
        Test::new().args(&all).run()
    };
    check(&["bash", "git status"])
        .status(0)
        .stdout("decision: allow\nlayer: mode\nreason: A read-only command.\nmode: default\n");
    check(&["bash", "git", "push", "--force"])
        .status(10)
        .stdout_contains("entry: dangerous: force-push\n");
    check(&["--mode", "plan", "write", r#"{"path": "src/a.rs"}"#])
        .status(11)
        .stdout_contains("layer: mode\n");
    check(&["--mode", "auto", "bash", "node gen.js"])
        .status(10)
        .stdout_contains("layer: classifier-skipped\n");
    check(&["--mode", "auto", "bash", "cargo test"])
        .status(0)
        .stdout_contains("layer: static\n");
    check(&["--deny", "bash(git *)", "bash", "git status"])
        .status(11)
        .stdout_contains("entry: bash(git *)\n");
    let out = check(&["--json", "--mode", "allowlist", "bash", "make"]);
    out.status(11);
    assert_eq!(
        out.json(),
        json!({"tool": "bash", "mode": "allowlist", "decision": "deny", "layer": "mode",
               "entry": null, "reason": "Not in the allowlist"})
    );
    check(&["write", "not json"])
        .status(2)
        .stderr_contains("must be a JSON object");
    check(&["--mode", "yolo", "bash", "ls"]).status(2);
    check(&["bash"]).status(2);

    // --cwd picks the project whose config applies.
    let dir = t.path();
    std::fs::create_dir_all(dir.join(".ama")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        dir.join(".ama/config.json"),
        r#"{"permission": {"mode": "plan"}}"#,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let cwd = dir.display().to_string();
    check(&["--cwd", &cwd, "bash", "make"])
        .status(11)
        .stdout_contains("mode: plan\n");
}
