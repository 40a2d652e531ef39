//! Project trust: a remembered yes in `<config dir>/trusted.json` and what `ama doctor` reports
//! as skipped.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

fn project_hook() -> String {
    json!({"hooks": {"UserPromptSubmit": [{"hooks": [{"type": "command", "command": "touch hook-ran"}]}]}})
        .to_string()
}

#[test]
fn a_remembered_directory_runs_its_project_hooks() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write(".ama/config.json", project_hook())
        .args(&["-p", "hi"]);
    let dir = std::fs::canonicalize(t.path()).unwrap_or_default();
    std::fs::write(
        t.config_dir().join("trusted.json"),
        json!({"version": 1, "trusted": [dir.display().to_string()]}).to_string(),
    )
    .unwrap_or_default();
    let out = t.run();
    out.status(0);
    assert!(!out.stderr.contains("not trusted"), "{}", out.stderr);
    assert!(t.path().join("hook-ran").exists());
}

#[test]
fn doctor_lists_what_an_untrusted_project_skips() {
    let t = Test::new()
        .write(".ama/config.json", project_hook())
        .write(".claude/skills/x/SKILL.md", "---\ndescription: d\n---\n")
        .args(&["doctor", "--json"]);
    let out = t.run();
    let report: Value = serde_json::from_str(&out.stdout).unwrap_or_default();
    let section = report["sections"]
        .as_array()
        .and_then(|s| s.iter().find(|s| s["name"] == "extensions"))
        .cloned()
        .unwrap_or_default();
    let trust = section["checks"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["name"] == "trust"))
        .cloned()
        .unwrap_or_default();
    assert_eq!(trust["status"], "warning", "{section}");
    assert_eq!(
        trust["skipped"],
        json!([".ama/config.json (hooks)", ".claude/skills"]),
        "{trust}"
    );
}

#[test]
fn claude_codes_project_agents_and_loosening_settings_are_trust_resources() {
    let mock = MockServer::start(vec![Turn::text("ok"), Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env_remove("CLAUDE_CONFIG_DIR")
        .write(
            ".claude/agents/reviewer.md",
            "---\nname: reviewer\ndescription: Reviews\n---\nReview.\n",
        )
        .write(
            ".claude/settings.json",
            r#"{"env": {"A": "1"}, "permissions": {"deny": ["Bash(rm:*)"]}}"#,
        )
        .args(&["-p", "hi"]);
    let out = t.run();
    out.status(0);
    assert!(
        out.stderr.contains("warning: this project is not trusted, so its .claude/agents, .claude/settings.json (hooks, env, allow rules, plugins) are ignored"),
        "{}",
        out.stderr
    );
    // Deny rules alone need no trust: only the agents are named.
    let t = t.write(
        ".claude/settings.json",
        r#"{"permissions": {"deny": ["Bash(rm:*)"]}}"#,
    );
    let out = t.run();
    out.status(0);
    assert!(
        out.stderr
            .contains("warning: this project is not trusted, so its .claude/agents is ignored"),
        "{}",
        out.stderr
    );
}
