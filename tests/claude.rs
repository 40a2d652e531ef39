//! A Claude Code user's setup, end to end through the real binary and the mock model: hooks from
//! `.claude/settings.json` and `~/.claude/settings.json`, an installed plugin whose hook uses
//! `${CLAUDE_PLUGIN_ROOT}`, `CLAUDE_ENV_FILE` and `env`, Claude Code's failure rule for its
//! hooks, and `continue: false`. The artifacts are Anthropic's own, stored unchanged in
//! tests/fixtures/claude/ (see its README for sources and licences).

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

pub fn fixture(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/claude")
        .join(rel)
}

/// Writes `rel` under the test's home directory.
pub fn write_home(t: &Test, rel: &str, content: &str) {
    let path = t.home().join(rel);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{e}"));
    }
    std::fs::write(&path, content).unwrap_or_else(|e| panic!("{e}"));
}

/// `{"hooks": {event: [{"matcher": m, "hooks": [{"type": "command", "command": c}]}]}}`.
pub fn hooks(event: &str, matcher: Option<&str>, command: &str) -> Value {
    let mut group = json!({"hooks": [{"type": "command", "command": command}]});
    if let Some(m) = matcher {
        group["matcher"] = json!(m);
    }
    json!({"hooks": {event: [group]}})
}

/// `jq` is what Anthropic's example hooks parse their input with.
fn has_jq() -> bool {
    let found = std::process::Command::new("jq")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        crate::support::skip::skipped("jq is not installed; Anthropic's example hooks need it");
    }
    found
}

fn base(mock: &MockServer) -> Test {
    Test::new().mock(mock, API).env_remove("CLAUDE_CONFIG_DIR")
}

fn body(mock: &MockServer, i: usize) -> String {
    mock.model_requests()
        .get(i)
        .map(|r| r.body.to_string())
        .unwrap_or_default()
}

#[test]
fn anthropics_bash_validator_from_project_settings_blocks_rm_rf_in_a_trusted_project() {
    if !has_jq() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "rm -rf build"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "ls"})),
        Turn::text("ok"),
    ]);
    let cmd = format!("bash {}", fixture("hooks/validate-bash.sh").display());
    let t = base(&mock)
        .write(
            ".claude/settings.json",
            hooks("PreToolUse", Some("Bash"), &cmd).to_string(),
        )
        .write("build/out.o", "x")
        .args(&[
            "-p",
            "--trust-project",
            "--permission-mode",
            "full-auto",
            "clean",
        ]);
    let out = t.run();
    out.status(0)
        .stdout("ok\n")
        .stderr_contains("from Claude Code (.claude/settings.json): 1 hook\n")
        .stderr_contains("Hook blocked: Denied by a PreToolUse hook:");
    // The hook's exit 2 kept the build directory, and its stderr reached the model.
    assert_eq!(t.read("build/out.o"), "x");
    assert!(
        body(&mock, 1).contains("Dangerous command detected: rm -rf"),
        "{}",
        body(&mock, 1)
    );
    // `ls` passed the same validator and ran.
    assert!(body(&mock, 2).contains("build"), "{}", body(&mock, 2));
}

#[test]
fn an_untrusted_projects_claude_hooks_are_skipped_with_one_line() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo ran > ran.txt"})),
        Turn::text("ok"),
    ]);
    let t = base(&mock)
        .write(
            ".claude/settings.json",
            hooks("PreToolUse", None, "touch hooked.txt").to_string(),
        )
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    let out = t.run();
    out.status(0).stderr_contains(
        "warning: .claude/settings.json: hooks and env are skipped because this project is not trusted",
    );
    assert_eq!(t.read("ran.txt"), "ran\n");
    assert!(!t.path().join("hooked.txt").exists());
}

#[test]
fn an_installed_plugins_session_start_hook_runs_with_claude_plugin_root() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = base(&mock).args(&["-p", "hello"]);
    let root = fixture("plugins/explanatory-output-style");
    write_home(
        &t,
        ".claude/settings.json",
        &json!({"enabledPlugins": {"explanatory-output-style@local-mkt": true}}).to_string(),
    );
    // The install record as Claude Code 2.1.332 writes it (`claude plugin install`).
    write_home(
        &t,
        ".claude/plugins/installed_plugins.json",
        &json!({"version": 2, "plugins": {"explanatory-output-style@local-mkt": [{
            "scope": "user", "installPath": root, "version": "1.0.0",
            "installedAt": "2026-12-02T07:28:52.528Z", "lastUpdated": "2026-12-02T07:28:52.528Z"
        }]}})
        .to_string(),
    );
    let out = t.run();
    out.status(0).stdout("hi\n").stderr_contains(
        "from Claude Code (~/.claude/settings.json): 1 hook, 1 plugin (explanatory-output-style)\n",
    );
    // The hook's additionalContext reached the model before the prompt.
    let b = body(&mock, 0);
    assert!(
        b.contains("You are in 'explanatory' output style mode"),
        "{b}"
    );
}

#[test]
fn a_failing_claude_session_start_hook_is_a_notice_not_exit_6() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = base(&mock).args(&["-p", "hello"]);
    write_home(
        &t,
        ".claude/settings.json",
        &hooks("SessionStart", None, "/nonexistent/claude-hook").to_string(),
    );
    let out = t.run();
    out.status(0)
        .stdout("hi\n")
        .stderr_contains("warning: SessionStart hook `/nonexistent/claude-hook` exited with 127");
    // The same hook in ama's own config still stops start-up (rpc.md's rule).
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = base(&mock)
        .config_merge(hooks("SessionStart", None, "/nonexistent/ama-hook"))
        .args(&["-p", "hello"]);
    t.run().status(6);
}

#[test]
fn claude_env_file_and_env_reach_bash_but_never_a_provider_key() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": "echo \"type=$PROJECT_TYPE from=$FROM_SETTINGS key=${MOCK_API_KEY:-unset}\""}),
        ),
        Turn::text("ok"),
    ]);
    let cmd = format!("bash {}", fixture("hooks/load-context.sh").display());
    let t = base(&mock).write("Cargo.toml", "[package]\n").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "go",
    ]);
    let mut settings = hooks("SessionStart", None, &cmd);
    settings["env"] = json!({"FROM_SETTINGS": "yes", "MOCK_API_KEY": "leaked"});
    write_home(&t, ".claude/settings.json", &settings.to_string());
    let out = t.run();
    out.status(0)
        .stderr_contains("from Claude Code (~/.claude/settings.json): 1 hook, 1 env variable\n")
        .stderr_contains("env `MOCK_API_KEY` is not set for tools");
    let b = body(&mock, 1);
    assert!(b.contains("type=rust from=yes key=unset"), "{b}");
    // load-context.sh's plain stdout is SessionStart context, as in Claude Code.
    assert!(body(&mock, 0).contains("Rust project detected"));
}

#[test]
fn continue_false_stops_the_run_cleanly_with_stopped_by_hook() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "write", json!({"path": "a.txt", "content": "x"}))
            .tool_call("c2", "bash", json!({"command": "touch b.txt"})),
        Turn::text("never"),
    ]);
    let stop = r#"echo '{"continue": false, "stopReason": "budget reached"}'"#;
    let t = base(&mock).args(&[
        "-p",
        "--trust-project",
        "--permission-mode",
        "full-auto",
        "--output-format",
        "json",
        "go",
    ]);
    write_home(
        &t,
        ".claude/settings.json",
        &hooks("PreToolUse", Some("Write"), stop).to_string(),
    );
    let out = t.run();
    out.status(0)
        .stderr_contains("\u{23f9} Stopped by the hook `echo '{\"continue\": false, \"stopReason\": \"budget reached\"}'`: budget reached\n");
    let r = out.json();
    assert_eq!(r["stopReason"], "stop", "{r}");
    assert_eq!(r["isError"], false, "{r}");
    assert_eq!(
        r["stoppedByHook"],
        json!({"hook": stop, "reason": "budget reached"})
    );
    assert!(r.get("error").is_none(), "{r}");
    // Neither call ran, and the model was not asked again.
    assert!(!t.path().join("a.txt").exists());
    assert!(!t.path().join("b.txt").exists());
    assert_eq!(mock.model_requests().len(), 1);
}

#[test]
fn continue_false_from_post_tool_use_ends_the_stream_json_run_with_stopped_by_hook() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo hi > a.txt"})),
        Turn::text("never"),
    ]);
    let stop = r#"echo '{"continue": false, "stopReason": "tests failed"}'"#;
    let t = base(&mock)
        .write(
            ".claude/settings.json",
            hooks("PostToolUse", Some("Bash"), stop).to_string(),
        )
        .args(&[
            "-p",
            "--trust-project",
            "--permission-mode",
            "full-auto",
            "--output-format",
            "stream-json",
            "go",
        ]);
    let out = t.run();
    out.status(0);
    assert_eq!(t.read("a.txt"), "hi\n");
    let lines = out.json_lines();
    let end = lines
        .iter()
        .find(|l| l["type"] == "agent_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["stopReason"], "stop", "{end}");
    assert_eq!(
        end["stoppedByHook"],
        json!({"hook": stop, "reason": "tests failed"})
    );
    let result = lines.last().cloned().unwrap_or_default();
    assert_eq!(result["stoppedByHook"]["reason"], "tests failed");
    assert_eq!(mock.model_requests().len(), 1);
}

#[test]
fn claude_permission_rules_apply_and_a_project_cannot_loosen() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "read", json!({"path": ".env"}))
            .tool_call("c2", "bash", json!({"command": "npm run test unit"}))
            .tool_call("c3", "bash", json!({"command": "touch x.txt"})),
        Turn::text("ok"),
    ]);
    let t = base(&mock)
        .write(".env", "SECRET=1\n")
        .write(
            ".claude/settings.json",
            json!({"permissions": {
                "deny": ["Read(./.env)"],
                "allow": ["Bash"],
                "defaultMode": "bypassPermissions"
            }})
            .to_string(),
        )
        .args(&["-p", "--output-format", "json", "go"]);
    write_home(
        &t,
        ".claude/settings.json",
        &json!({"permissions": {"allow": ["Bash(npm run test:*)"]}}).to_string(),
    );
    let out = t.run();
    out.status(0)
        .stderr_contains("allow rule(s) are skipped because this project is not trusted")
        .stderr_contains("\"defaultMode\" `bypassPermissions` is looser than `default`");
    let r = out.json();
    let denied: Vec<&str> = r["permissionDenials"]
        .as_array()
        .map(|a| a.iter().filter_map(|d| d["toolCallId"].as_str()).collect())
        .unwrap_or_default();
    // The project's deny rule hit the read; the user's `Bash(npm run test:*)` let npm run (it
    // fails here, with no package.json, but it was not denied); the untrusted project's `Bash`
    // allow rule did not apply, so `touch` was denied in this unattended run.
    assert_eq!(denied, ["c1", "c3"], "{r}");
    assert!(!body(&mock, 1).contains("SECRET=1"));
    assert!(!t.path().join("x.txt").exists());
}

#[test]
fn doctor_lists_what_was_loaded_from_claude_code() {
    let t = Test::new()
        .env_remove("CLAUDE_CONFIG_DIR")
        .args(&["doctor", "--json"]);
    let mut settings = hooks("PreToolUse", Some("Bash"), "check-bash");
    settings["model"] = json!("opus");
    write_home(&t, ".claude/settings.json", &settings.to_string());
    let out = t.run();
    let report: Value = serde_json::from_str(&out.stdout).unwrap_or_default();
    let checks = report["sections"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == "extensions"))
        .and_then(|s| s["checks"].as_array().cloned())
        .unwrap_or_default();
    let check = |name: &str| {
        checks
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_default()
    };
    let claude = check("claude code");
    assert_eq!(claude["status"], "warning", "{claude}");
    assert_eq!(claude["loaded"], json!(["1 hook"]), "{claude}");
    assert!(
        claude["detail"]
            .as_str()
            .is_some_and(|d| d.contains("\"model\" (choose the model with --model")),
        "{claude}"
    );
    let hooks = check("hooks");
    assert_eq!(hooks["count"], 1, "{hooks}");
    assert!(
        hooks["detail"]
            .as_str()
            .is_some_and(|d| d.contains("PreToolUse `check-bash` (~/.claude)")),
        "{hooks}"
    );
}

#[test]
fn plugin_dir_loads_a_plugins_hooks_for_one_run() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let root = fixture("plugins/explanatory-output-style");
    let t = base(&mock)
        .arg("--plugin-dir")
        .arg(&root)
        .args(&["-p", "hello"]);
    t.run()
        .status(0)
        .stdout("hi\n")
        .stderr_contains("from Claude Code: 1 hook, 1 plugin (explanatory-output-style)\n");
    assert!(body(&mock, 0).contains("You are in 'explanatory' output style mode"));
    // A directory that is not a plugin is named, and the run goes on.
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = base(&mock).args(&["--plugin-dir", "/nonexistent-plugin", "-p", "hello"]);
    t.run()
        .status(0)
        .stderr_contains("warning: --plugin-dir `/nonexistent-plugin` is not a Claude Code plugin");
}
