//! Issue #10 end to end: the real bash / write / edit / read / grep tools driven through the mock
//! in all six modes, each outcome compared with `ama permissions check` for the same call. The
//! project holds the issue's aliases: `g -> .git`, `cfg -> .ama`, `a.json -> <data>/auth.json`,
//! `d -> <data>`, `confdir -> <config>` and a dangling `dangling.json -> <config>/new.json`.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const MODES: [&str; 6] = [
    "plan",
    "allowlist",
    "default",
    "auto-edit",
    "auto",
    "full-auto",
];

const SECRET: &str = "secret-key-xyz";

fn link(t: &Test, to: &std::path::Path, at: &str) {
    std::os::unix::fs::symlink(to, t.path().join(at)).unwrap_or_else(|e| panic!("{e}"));
}

fn world(t: &Test) {
    for d in [".git/hooks", ".ama"] {
        std::fs::create_dir_all(t.path().join(d)).unwrap_or_else(|e| panic!("{e}"));
    }
    std::fs::create_dir_all(t.data_dir().join("sessions")).unwrap_or_else(|e| panic!("{e}"));
    let auth = t.data_dir().join("auth.json");
    std::fs::write(&auth, format!(r#"{{"mock": {{"key": "{SECRET}"}}}}"#))
        .unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(t.path().join("x.txt"), "x\n").unwrap_or_else(|e| panic!("{e}"));
    link(t, &t.path().join(".git"), "g");
    link(t, &t.path().join(".ama"), "cfg");
    link(t, &auth, "a.json");
    link(t, &t.data_dir(), "d");
    link(t, &t.config_dir(), "confdir");
    link(t, &t.config_dir().join("new.json"), "dangling.json");
}

/// What `ama permissions check` says about one call in `mode`.
fn check(t: &Test, mode: &str, tool: &str, input: &Value) -> String {
    let arg = match (tool, input["command"].as_str()) {
        ("bash", Some(c)) => c.to_string(),
        _ => input.to_string(),
    };
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_ama"))
        .args(["permissions", "check", "--json", "--mode", mode, tool, &arg])
        .current_dir(t.path())
        .env("HOME", t.home())
        .env("AMA_CONFIG_DIR", t.config_dir())
        .env("AMA_DATA_DIR", t.data_dir())
        .output()
        .unwrap_or_else(|e| panic!("ama permissions check: {e}"));
    let v: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("check output for {tool} {arg:?}: {e}"));
    v["decision"].as_str().unwrap_or_default().to_string()
}

/// Runs every call in one turn under `mode`; returns, per call, whether it was denied (print
/// mode's `permissionDenials`) and its result text, and the model's follow-up request (where a leak would show).
fn run(mode: &str, calls: &[(&str, Value)]) -> (Test, Vec<(bool, String)>, String) {
    let mut turn = Turn::new();
    for (i, (tool, input)) in calls.iter().enumerate() {
        turn = turn.tool_call(&format!("c{i}"), tool, input.clone());
    }
    let mock = MockServer::start(vec![turn, Turn::text("done")]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        mode,
        "--output-format",
        "stream-json",
        "go",
    ]);
    world(&t);
    // `auto` asks its classifier about what its static rules leave open; no answer is needed
    // for these calls, which all stop earlier.
    let out = t.run();
    let results = out.call_outcomes(calls.len());
    let follow_up = mock
        .model_requests()
        .get(1)
        .map(|r| r.body.to_string())
        .unwrap_or_default();
    (t, results, follow_up)
}

/// Calls that a built-in denial stops in every mode, full-auto included.
fn builtin_calls() -> Vec<(&'static str, Value)> {
    vec![
        (
            "write",
            json!({"path": "dangling.json", "content": r#"{"permission":{"mode":"full-auto"}}"#}),
        ),
        (
            "bash",
            json!({"command": r#"echo '{"permission":{"mode":"full-auto"}}' > dangling.json"#}),
        ),
        ("read", json!({"path": "a.json"})),
        ("grep", json!({"pattern": "secret", "path": "d"})),
        (
            "edit",
            json!({"path": "a.json", "old_string": "mock", "new_string": "x"}),
        ),
        (
            "bash",
            json!({"command": "sed -i s/mock/hacked/ confdir/config.json"}),
        ),
        ("bash", json!({"command": "cp x.txt confdir/"})),
        ("bash", json!({"command": "cd d && cat auth.json"})),
    ]
}

#[test]
fn builtin_denials_hold_in_every_mode_through_symlinks() {
    let calls = builtin_calls();
    for mode in MODES {
        let (t, results, follow_up) = run(mode, &calls);
        for ((tool, input), (denied, text)) in calls.iter().zip(&results) {
            assert!(*denied, "{tool} {input} ran under {mode}: {text}");
            assert_eq!(
                check(&t, mode, tool, input),
                "deny",
                "{tool} {input} {mode}"
            );
        }
        assert!(
            !t.config_dir().join("new.json").exists(),
            "a dangling link wrote the user config dir under {mode}"
        );
        assert!(!t.config_dir().join("x.txt").exists(), "{mode}");
        let config = std::fs::read_to_string(t.config_dir().join("config.json"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(!config.contains("hacked"), "{mode}");
        let auth = std::fs::read_to_string(t.data_dir().join("auth.json"))
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(auth.contains("mock"), "auth.json unchanged under {mode}");
        assert!(!follow_up.contains(SECRET), "the key leaked under {mode}");
    }
}

/// Calls that may run at most in full-auto: each one, and a file it would create.
fn guarded_calls() -> Vec<(&'static str, Value, &'static str)> {
    vec![
        ("bash", json!({"command": "ls \r# ; touch F1"}), "F1"),
        ("bash", json!({"command": "echo ok \r# && touch F2"}), "F2"),
        (
            "write",
            json!({"path": "g/hooks/pre-commit", "content": "#!/bin/sh\n"}),
            ".git/hooks/pre-commit",
        ),
        (
            "bash",
            json!({"command": "echo '{}' > cfg/config.json"}),
            ".ama/config.json",
        ),
        ("bash", json!({"command": "env > F3"}), "F3"),
        ("bash", json!({"command": "flock x.txt touch F4"}), "F4"),
    ]
}

#[test]
fn hidden_commands_and_aliases_never_run_unasked() {
    let calls = guarded_calls();
    let plain: Vec<(&str, Value)> = calls.iter().map(|(t, i, _)| (*t, i.clone())).collect();
    for mode in MODES {
        let (t, results, _) = run(mode, &plain);
        for ((tool, input, file), (denied, text)) in calls.iter().zip(&results) {
            let decision = check(&t, mode, tool, input);
            let created = t.path().join(file).exists();
            if mode == "full-auto" {
                // Full-auto runs what it allows (the dangerous list, which holds text the
                // analyser does not understand, still asks there); the check agrees.
                assert_eq!(!denied, decision == "allow", "{tool} {input}: {text}");
                assert_eq!(created, !denied, "{file} under full-auto: {text}");
            } else {
                assert!(*denied, "{tool} {input} ran under {mode}: {text}");
                assert_ne!(decision, "allow", "{tool} {input} under {mode}");
                assert!(!created, "{file} exists under {mode}");
            }
        }
    }
}

#[test]
fn environment_dumps_ask_in_every_mode_but_full_auto() {
    let calls = [
        ("bash", json!({"command": "env"})),
        ("bash", json!({"command": "printenv"})),
        ("bash", json!({"command": "export -p"})),
    ];
    for mode in MODES {
        let mock = MockServer::start(vec![
            Turn::new()
                .tool_call("c0", "bash", calls[0].1.clone())
                .tool_call("c1", "bash", calls[1].1.clone())
                .tool_call("c2", "bash", calls[2].1.clone()),
            Turn::text("done"),
        ]);
        let t = Test::new()
            .mock(&mock, "anthropic-messages")
            .env("GITHUB_TOKEN", "ghp_user_secret_123")
            .args(&[
                "-p",
                "--permission-mode",
                mode,
                "--output-format",
                "stream-json",
                "go",
            ]);
        let out = t.run();
        let follow_up = mock.model_requests()[1].body.to_string();
        for (tool, input) in &calls {
            let decision = check(&t, mode, tool, input);
            if mode == "full-auto" {
                assert_eq!(decision, "allow", "{input}");
            } else {
                assert_ne!(decision, "allow", "{input} under {mode}");
            }
        }
        assert_eq!(
            follow_up.contains("ghp_user_secret_123"),
            mode == "full-auto",
            "under {mode}: {}",
            out.stdout
        );
    }
}

#[test]
fn git_on_a_nested_repository_asks() {
    let calls = [
        ("bash", json!({"command": "git -C vendor/lib status"})),
        ("bash", json!({"command": "cd vendor/lib && git log"})),
    ];
    for mode in MODES {
        let mut turn = Turn::new();
        for (i, (tool, input)) in calls.iter().enumerate() {
            turn = turn.tool_call(&format!("c{i}"), tool, input.clone());
        }
        let mock = MockServer::start(vec![turn, Turn::text("done")]);
        let t = Test::new().mock(&mock, "anthropic-messages").args(&[
            "-p",
            "--permission-mode",
            mode,
            "--output-format",
            "stream-json",
            "go",
        ]);
        // A nested repository whose config runs a program on every git command.
        let lib = t.path().join("vendor/lib");
        std::fs::create_dir_all(&lib).unwrap_or_else(|e| panic!("{e}"));
        let git = |args: &[&str]| {
            let ok = std::process::Command::new("git")
                .args(args)
                .current_dir(&lib)
                .output()
                .is_ok_and(|o| o.status.success());
            assert!(ok, "git {args:?}");
        };
        git(&["init", "-q"]);
        let marker = t.path().join("PWNED");
        let hook = format!("touch {}; false", marker.display());
        git(&["config", "core.fsmonitor", &hook]);
        let out = t.run();
        out.status(0);
        for (tool, input) in &calls {
            let decision = check(&t, mode, tool, input);
            assert_eq!(
                decision == "allow",
                mode == "full-auto",
                "{input} under {mode}"
            );
        }
        // Even where full-auto allows the call, the bash tool's git guard (`core.fsmonitor=` in
        // GIT_CONFIG_*, tests/tools/bash.rs) keeps the repository's program from running.
        assert!(!marker.exists(), "under {mode}: {}", out.stdout);
    }
}

#[test]
fn a_sessions_dir_outside_the_data_dir_is_protected_in_every_mode() {
    let calls = [
        (
            "write",
            json!({"path": "../sess/forged.jsonl", "content": "{}\n"}),
        ),
        (
            "bash",
            json!({"command": "echo '{}' > ../sess/forged2.jsonl"}),
        ),
    ];
    for mode in MODES {
        let mut turn = Turn::new();
        for (i, (tool, input)) in calls.iter().enumerate() {
            turn = turn.tool_call(&format!("c{i}"), tool, input.clone());
        }
        let mock = MockServer::start(vec![turn, Turn::text("done")]);
        let t = Test::new().mock(&mock, "anthropic-messages");
        let sessions = t.root().join("sess");
        let t = t.args(&[
            "-p",
            "--permission-mode",
            mode,
            "--session-dir",
            &sessions.display().to_string(),
            "--output-format",
            "json",
            "go",
        ]);
        let out = t.run();
        out.status(0);
        let denials = out.json()["permissionDenials"]
            .as_array()
            .map_or(0, Vec::len);
        assert_eq!(denials, 2, "under {mode}: {}", out.stdout);
        assert!(!sessions.join("forged.jsonl").exists(), "{mode}");
        assert!(!sessions.join("forged2.jsonl").exists(), "{mode}");
        let written = std::fs::read_dir(&sessions).map_or(0, |d| d.count());
        assert!(written > 0, "the run's own session went to {sessions:?}");
    }
}
