//! The last lines of issue #28 with a real-binary test, judged on what reaches the mock model
//! and what lands on disk: `permissions.defaultMode` from the user's `~/.claude/settings.json`
//! (and a project that may not loosen it), Claude Code rule names in the user's allow list
//! (`mcp__<server>__<tool>` against the real server-everything, `WebFetch(domain:…)` named and
//! skipped), and `@path` import limits (five levels, cycles, the project's boundary, `~`), with
//! Codex's `AGENTS.override.md`.

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::claude::write_home;
use crate::support::mock::{MockServer, Turn};
use crate::support::{Output, Test, npm};

const API: &str = "anthropic-messages";

fn base(mock: &MockServer) -> Test {
    Test::new().mock(mock, API).env_remove("CLAUDE_CONFIG_DIR")
}

/// The ids of the calls the JSON result lists as denied.
fn denied(out: &Output) -> Vec<String> {
    let r: Value = out.json();
    r["permissionDenials"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|d| d["toolCallId"].as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// The system prompt text of the first request.
fn system_text(mock: &MockServer) -> String {
    let requests = mock.model_requests();
    let first = requests.first().map(|r| r.body.clone()).unwrap_or_default();
    first["system"]
        .as_array()
        .map(|blocks| {
            blocks
                .iter()
                .filter_map(|b| b["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default()
}

/// `-p` with one `write` of `out.txt`, with the user's settings `user` and the project's
/// `project` (either may be absent); the test, its output and what the model saw next.
fn write_run(user: Option<Value>, project: Option<Value>) -> (Test, Output, String) {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "write", json!({"path": "out.txt", "content": "hi\n"})),
        Turn::text("done"),
    ]);
    let mut t = base(&mock).args(&["-p", "--output-format", "json", "go"]);
    if let Some(p) = project {
        t = t.write(".claude/settings.json", p.to_string());
    }
    if let Some(u) = user {
        write_home(&t, ".claude/settings.json", &u.to_string());
    }
    let out = t.run();
    let second = mock
        .model_requests()
        .get(1)
        .map(|r| r.body.to_string())
        .unwrap_or_default();
    (t, out, second)
}

fn mode(name: &str) -> Value {
    json!({"permissions": {"defaultMode": name}})
}

#[test]
fn the_users_accept_edits_mode_writes_without_asking_and_without_it_the_write_is_denied() {
    let (t, out, _) = write_run(Some(mode("acceptEdits")), None);
    out.status(0).stderr_contains(
        "from Claude Code (~/.claude/settings.json): defaultMode acceptEdits (~/.claude/settings.json)\n",
    );
    assert!(denied(&out).is_empty(), "{}", out.json());
    assert_eq!(t.read("out.txt"), "hi\n");

    let (t, out, _) = write_run(None, None);
    out.status(0);
    assert_eq!(denied(&out), ["c1"]);
    assert!(!t.path().join("out.txt").exists());
}

#[test]
fn the_users_plan_mode_denies_the_write_and_a_project_cannot_loosen_it() {
    let (t, out, second) = write_run(Some(mode("plan")), Some(mode("acceptEdits")));
    out.status(0)
        .stderr_contains(
            "from Claude Code (~/.claude/settings.json, .claude/settings.json): defaultMode plan (~/.claude/settings.json)\n",
        )
        .stderr_contains(
            "warning: .claude/settings.json: \"defaultMode\" `acceptEdits` is looser than `plan`; a project file may only tighten the mode, so it is ignored\n",
        );
    // The warning above says the project's looser mode was ignored: plan denied the write.
    assert_eq!(denied(&out), ["c1"]);
    assert!(second.contains("Plan mode is active"), "{second}");
    assert!(!t.path().join("out.txt").exists());
}

/// `ama doctor` says what a run says: the user's plan mode is loaded, the project's looser
/// mode is not used, with the run's reason.
#[test]
fn doctor_names_a_projects_looser_mode_as_not_used() {
    let mock = MockServer::start(vec![]);
    let t = base(&mock)
        .write(".claude/settings.json", mode("acceptEdits").to_string())
        .args(&["doctor", "--json"]);
    write_home(&t, ".claude/settings.json", &mode("plan").to_string());
    let report: Value = t.run().json();
    let check = crate::support::doctor::check(&report, "claude code");
    assert_eq!(check["status"], "warning", "{check}");
    assert_eq!(
        check["detail"],
        "from Claude Code (~/.claude/settings.json, .claude/settings.json): defaultMode plan (~/.claude/settings.json); not used: .claude/settings.json: \"defaultMode\" `acceptEdits` is looser than `plan`; a project file may only tighten the mode, so it is ignored",
        "{check}"
    );
}

/// server-everything's stdio command as `--mcp-config` JSON, or None (SKIPPED) without it.
fn everything_config() -> Option<String> {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        crate::support::skip::skipped(
            "mcp-server-everything is not installed (.ci/run installs it)",
        );
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have mcp-server-everything"
        );
        return None;
    };
    Some(json!({"mcpServers": {"ev": {"command": bin, "args": ["stdio"]}}}).to_string())
}

/// `-p` calling server-everything's `gzip-file-as-resource` (not read-only, so it asks) with the
/// user's allow list `allow`: whether it was denied, the result text and stderr.
fn gzip_run(config: &str, allow: &[&str]) -> (bool, String, String) {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c0",
            "mcp__ev__gzip-file-as-resource",
            json!({"data": "ftp://example.invalid/x"}),
        ),
        Turn::text("Done."),
    ]);
    let t = base(&mock)
        .config_merge(json!({"codemode": "off"}))
        .env("PATH", npm::path_with_node())
        .timeout(Duration::from_secs(90))
        .args(&["-p", "go", "--output-format", "stream-json"])
        .args(&["--mcp-config", config]);
    write_home(
        &t,
        ".claude/settings.json",
        &json!({"permissions": {"allow": allow}}).to_string(),
    );
    let out = t.run();
    out.status(0);
    let (denied, text) = out.call_outcomes(1)[0].clone();
    (denied, text, out.stderr.clone())
}

#[test]
fn a_users_mcp_allow_rule_lets_an_asking_mcp_tool_run_unattended() {
    let Some(config) = everything_config() else {
        return;
    };
    let (denied, text, stderr) = gzip_run(&config, &["mcp__ev__gzip-file-as-resource"]);
    assert!(!denied, "{text}\n{stderr}");
    // The `ftp:` URL makes the server answer an error without touching the network: it ran.
    assert!(
        text.contains("Unsupported URL protocol for ftp://example.invalid/x"),
        "{text}"
    );
    assert!(
        stderr.contains("from Claude Code (~/.claude/settings.json): 1 permission rule\n"),
        "{stderr}"
    );
    // A rule naming another tool of the server does not cover it: asked, so denied unattended.
    let (denied, text, _) = gzip_run(&config, &["mcp__ev__echo"]);
    assert!(denied, "{text}");
}

#[test]
fn a_webfetch_domain_rule_is_named_and_skipped_as_ama_has_no_web_fetch_tool() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock).args(&["-p", "hi"]);
    write_home(
        &t,
        ".claude/settings.json",
        &json!({"permissions": {"allow": ["WebFetch(domain:example.com)", "Bash(ls:*)"]}})
            .to_string(),
    );
    t.run()
        .status(0)
        .stdout("ok\n")
        .stderr_contains(
            "warning: ~/.claude/settings.json: the permission rule `WebFetch(domain:example.com)`: ama has no `WebFetch` tool, so it is ignored\n",
        )
        .stderr_contains("from Claude Code (~/.claude/settings.json): 1 permission rule\n");
    let tools = mock.model_requests()[0].body["tools"].to_string();
    assert!(!tools.to_lowercase().contains("fetch"), "{tools}");
}

fn write_file(path: &Path, text: &str) {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{e}"));
    }
    std::fs::write(path, text).unwrap_or_else(|e| panic!("{e}"));
}

/// Finds `needle` in `system` or fails showing the prompt.
fn at(system: &str, needle: &str) -> usize {
    system
        .find(needle)
        .unwrap_or_else(|| panic!("`{needle}` is not in the system prompt:\n{system}"))
}

#[test]
fn a_chain_of_six_imports_stops_at_five_levels_and_a_cycle_ends() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let mut t = base(&mock)
        .write(".git/HEAD", "ref: refs/heads/main\n")
        .write("CLAUDE.md", "Start. @chain/l1.md\nLoop: @cycle/a.md\n")
        .write("cycle/a.md", "Cycle A, then @b.md\n")
        .write("cycle/b.md", "Cycle B, back to @a.md\n")
        .args(&["-p", "hi"]);
    for i in 1..=6 {
        t = t.write(
            &format!("chain/l{i}.md"),
            format!("Level {i} text. Next: @l{}.md\n", i + 1),
        );
    }
    t.run().status(0).stdout("ok\n");
    let system = system_text(&mock);
    for i in 1..=5 {
        at(&system, &format!("Level {i} text."));
    }
    at(
        &system,
        "[@l6.md not imported: imports nest at most 5 levels]",
    );
    assert!(!system.contains("Level 6 text."), "{system}");
    // The level-6 file's own token names no file that exists (l7.md), so nothing follows it.
    assert!(!system.contains("l7.md"), "{system}");
    // The cycle: A, then B, whose import of A is named, once, and nothing loops.
    assert!(at(&system, "Cycle A, then") < at(&system, "Cycle B, back to"));
    at(&system, "[@a.md: already included above]");
    assert_eq!(system.matches("Cycle A, then").count(), 1, "{system}");
    assert_eq!(system.matches("Cycle B, back to").count(), 1, "{system}");
}

#[test]
fn an_import_outside_the_project_is_refused_from_the_project_and_allowed_from_the_users_file() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock)
        .write(".git/HEAD", "ref: refs/heads/main\n")
        .write("CLAUDE.md", "Project rule. @~/notes/team.md\n")
        .args(&["-p", "hi"]);
    let home = t.home();
    write_file(
        &home.join(".claude/CLAUDE.md"),
        "User rule. @~/notes/personal.md\n",
    );
    write_file(
        &home.join("notes/personal.md"),
        "Personal note: be brief.\n",
    );
    write_file(&home.join("notes/team.md"), "Team note from home.\n");
    t.run().status(0);
    let system = system_text(&mock);
    let personal = std::fs::canonicalize(home.join("notes/personal.md")).unwrap_or_default();
    // `~` expanded to HOME, and the user's own file may import from anywhere.
    at(
        &system,
        &format!(
            "User rule. @~/notes/personal.md\n<import path=\"{}\">\nPersonal note: be brief.\n</import>",
            personal.display()
        ),
    );
    // The project's file may not: the refusal is named, the text stays out.
    let team = std::fs::canonicalize(home.join("notes/team.md")).unwrap_or_default();
    let project = std::fs::canonicalize(t.path()).unwrap_or_default();
    at(
        &system,
        &format!(
            "[@~/notes/team.md not imported: it resolves to {} outside the project {}; a project's file may import only files inside it]",
            team.display(),
            project.display()
        ),
    );
    assert!(!system.contains("Team note from home."), "{system}");
}

#[test]
fn agents_override_md_replaces_agents_md_beside_claude_md() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock)
        .write(".git/HEAD", "ref: refs/heads/main\n")
        .write("AGENTS.md", "Plain agents rule.\n")
        .write("AGENTS.override.md", "Override agents rule.\n")
        .write("CLAUDE.md", "Claude rule.\n")
        .args(&["-p", "hi"]);
    t.run().status(0);
    let system = system_text(&mock);
    assert!(at(&system, "Override agents rule.") < at(&system, "Claude rule."));
    assert!(!system.contains("Plain agents rule."), "{system}");
}

/// A real CLAUDE.md (cybercog/laravel-love's, MIT) that imports `@AGENTS.md`, and that file.
fn laravel_love(file: &str) -> String {
    std::fs::read_to_string(crate::claude::fixture("context/laravel-love").join(file))
        .unwrap_or_else(|e| panic!("{file}: {e}"))
}

#[test]
fn a_real_claude_md_copied_as_it_is_brings_agents_md_once() {
    let (claude, agents) = (laravel_love("CLAUDE.md"), laravel_love("AGENTS.md"));
    let mock = MockServer::start(vec![Turn::text("ok")]);
    base(&mock)
        .write(".git/HEAD", "ref: refs/heads/main\n")
        .write("CLAUDE.md", &claude)
        .write("AGENTS.md", &agents)
        .args(&["-p", "hi"])
        .run()
        .status(0);
    let system = system_text(&mock);
    // AGENTS.md is a context file of its own, read first; the import names it instead of
    // sending its 3 KiB twice.
    let body = agents.trim_end();
    assert_eq!(system.matches(body).count(), 1, "{system}");
    assert!(at(&system, body) < at(&system, "This file simply imports it."));
    at(&system, "@AGENTS.md\n[@AGENTS.md: already included above]");
}

#[test]
fn a_real_claude_md_in_the_users_place_inlines_its_import() {
    let (claude, agents) = (laravel_love("CLAUDE.md"), laravel_love("AGENTS.md"));
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock)
        .write(".git/HEAD", "ref: refs/heads/main\n")
        .args(&["-p", "hi"]);
    let home = t.home();
    // ~/.claude/AGENTS.md is not a context file itself: only the import brings it in.
    write_file(&home.join(".claude/CLAUDE.md"), &claude);
    write_file(&home.join(".claude/AGENTS.md"), &agents);
    t.run().status(0);
    let system = system_text(&mock);
    let path = std::fs::canonicalize(home.join(".claude/AGENTS.md")).unwrap_or_default();
    at(
        &system,
        &format!(
            "{}\n<import path=\"{}\">\n{}\n</import>",
            claude.trim_end(),
            path.display(),
            agents.trim_end()
        ),
    );
    assert_eq!(system.matches("## Project Overview").count(), 1, "{system}");
}
