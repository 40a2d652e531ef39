//! Claude Code's custom slash commands and plugin contents, end to end through the real binary
//! and the mock model (issue #28): `.claude/commands/` of a trusted project (with sub-folder
//! namespaces, `$ARGUMENTS` and `` !`cmd` `` lines run through the permission pipeline), and a
//! plugin's skills, commands, agents and `.mcp.json`, given with `--plugin-dir` or the config's
//! `plugins` list. The command and plugin files are Anthropic's own, stored unchanged in
//! tests/fixtures/claude/ (see its README for sources and licences).

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

use crate::claude::fixture;
use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

const API: &str = "anthropic-messages";

fn base(mock: &MockServer) -> Test {
    Test::new().mock(mock, API).env_remove("CLAUDE_CONFIG_DIR")
}

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

fn copy_tree(from: &Path, to: &Path, skip: &[&str]) {
    std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("{e}"));
    for e in std::fs::read_dir(from)
        .unwrap_or_else(|e| panic!("{e}"))
        .flatten()
    {
        let name = e.file_name();
        if skip.iter().any(|s| name == *s) {
            continue;
        }
        let (src, dst) = (e.path(), to.join(&name));
        if src.is_dir() {
            copy_tree(&src, &dst, skip);
        } else {
            std::fs::copy(&src, &dst).unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

fn git(dir: &Path, args: &[&str]) {
    let ok = Command::new("git")
        .args([
            "-c",
            "user.name=t",
            "-c",
            "user.email=t@t",
            "-c",
            "init.defaultBranch=main",
        ])
        .args(args)
        .current_dir(dir)
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(ok, "git {args:?}");
}

#[test]
fn a_trusted_projects_claude_commands_run_with_arguments_and_shell_lines() {
    let mock = MockServer::start(vec![Turn::text("committed")]);
    let t = base(&mock)
        .write(
            ".claude/commands/commit.md",
            std::fs::read(fixture("plugins/commit-commands/commands/commit.md"))
                .unwrap_or_default(),
        )
        .write(
            ".claude/commands/frontend/build.md",
            "---\ndescription: Build the UI\nargument-hint: [target]\n---\nBuild $ARGUMENTS now.\n",
        )
        .write("notes.txt", "one\n")
        .args(&["--trust-project", "-p", "/commit"]);
    git(&t.path(), &["init", "-q"]);
    git(&t.path(), &["add", "notes.txt"]);
    git(&t.path(), &["commit", "-q", "-m", "first commit"]);
    std::fs::write(t.path().join("notes.txt"), "two\n").unwrap_or_default();
    t.run()
        .status(0)
        .stdout("committed\n")
        .stderr_contains("from Claude Code: 2 commands\n");
    let text = user_text(&mock, 0);
    assert!(
        text.starts_with("## Context\n\n- Current git status: On branch main\n"),
        "{text}"
    );
    for want in [
        "-one\n+two",
        "- Current branch: main\n",
        "first commit",
        "## Your task\n\nBased on the above changes, create a single git commit.",
    ] {
        assert!(text.contains(want), "{want:?} in {text}");
    }
    assert!(!text.contains("!`"), "{text}");
}

#[test]
fn namespaced_commands_answer_to_both_names_and_untrusted_projects_have_none() {
    let run = |prompt: &str, trust: bool| {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        let mut t = base(&mock).write(
            ".claude/commands/frontend/build.md",
            "---\ndescription: Build the UI\nargument-hint: [target]\n---\nBuild $ARGUMENTS now.\n",
        );
        if trust {
            t = t.arg("--trust-project");
        }
        t.args(&["-p", prompt]).run().status(0);
        user_text(&mock, 0)
    };
    assert_eq!(run("/build web", true), "Build web now.\n");
    assert_eq!(run("/frontend:build app", true), "Build app now.\n");
    assert_eq!(run("/build web", false), "/build web");
}

#[test]
fn a_plugin_dir_brings_its_skills_commands_and_agents() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "t1",
            "task",
            json!({"description": "x", "prompt": "x", "agent": "no-such-agent"}),
        ),
        Turn::text("ok"),
    ]);
    let t = base(&mock);
    // Anthropic's example plugin, without its .mcp.json (an https server this test cannot
    // reach), and with an agent file of its own.
    let plugin = t.root().join("plugins/example-plugin");
    copy_tree(&fixture("plugins/example-plugin"), &plugin, &[".mcp.json"]);
    std::fs::create_dir_all(plugin.join("agents")).unwrap_or_default();
    std::fs::write(
        plugin.join("agents/helper.md"),
        "---\nname: helper\ndescription: Helps\n---\nYou help.\n",
    )
    .unwrap_or_default();
    let t = t
        .arg("--plugin-dir")
        .arg(&plugin)
        .args(&["-p", "/example-command first second"]);
    t.run().status(0).stderr_contains(
        "from Claude Code: 1 agent, 2 skills, 1 command, 1 plugin (example-plugin)\n",
    );
    let text = user_text(&mock, 0);
    assert!(
        text.contains("The user invoked this command with: first second\n"),
        "{text}"
    );
    let system = mock.model_requests()[0].body["system"].to_string();
    for skill in ["example-skill", "example-command"] {
        let path = plugin.join("skills").join(skill).join("SKILL.md");
        assert!(system.contains(&format!("- {skill}: ")), "{system}");
        assert!(system.contains(&path.display().to_string()), "{system}");
    }
    let second = mock.model_requests()[1].body.to_string();
    assert!(
        second.contains("Available types: general, explore, plan, helper, claude, codex."),
        "{second}"
    );
}

#[test]
fn the_configs_plugins_list_loads_a_plugins_mcp_servers_with_its_root() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        crate::support::skip::skipped(
            "mcp-server-everything is not installed (.ci/run installs it)",
        );
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must have mcp-server-everything"
        );
        return;
    };
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock)
        .env("PATH", npm::path_with_node())
        .config_merge(json!({"plugins": ["../plugins/ev"]}))
        .args(&["-p", "hi"]);
    let plugin = t.root().join("plugins/ev");
    std::fs::create_dir_all(plugin.join(".claude-plugin")).unwrap_or_default();
    std::fs::write(
        plugin.join(".claude-plugin/plugin.json"),
        r#"{"name": "ev"}"#,
    )
    .unwrap_or_default();
    std::fs::write(
        plugin.join("run.sh"),
        format!("#!/bin/sh\nexec '{}' \"$@\"\n", bin.display()),
    )
    .unwrap_or_default();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(
        plugin.join("run.sh"),
        std::fs::Permissions::from_mode(0o755),
    )
    .unwrap_or_default();
    std::fs::write(
        plugin.join(".mcp.json"),
        r#"{"ev": {"command": "${CLAUDE_PLUGIN_ROOT}/run.sh", "args": ["stdio"]}}"#,
    )
    .unwrap_or_default();
    t.run()
        .status(0)
        .stderr_contains("from Claude Code: 1 plugin (ev)\n");
    let tools = mock.model_requests()[0].body["tools"].to_string();
    assert!(tools.contains("mcp__ev__echo"), "{tools}");
}

#[test]
fn an_enabled_plugins_commands_answer_to_the_plugins_namespace() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = base(&mock)
        .write("notes.txt", "one\n")
        .args(&["-p", "/commit-commands:commit"]);
    git(&t.path(), &["init", "-q"]);
    git(&t.path(), &["add", "notes.txt"]);
    git(&t.path(), &["commit", "-q", "-m", "first commit"]);
    let root = fixture("plugins/commit-commands");
    crate::claude::write_home(
        &t,
        ".claude/settings.json",
        &json!({"enabledPlugins": {"commit-commands@claude-plugins-official": true}}).to_string(),
    );
    crate::claude::write_home(
        &t,
        ".claude/plugins/installed_plugins.json",
        &json!({"version": 2, "plugins": {"commit-commands@claude-plugins-official": [{
            "scope": "user", "installPath": root, "version": "1.0.0"
        }]}})
        .to_string(),
    );
    t.run().status(0).stderr_contains(
        "from Claude Code (~/.claude/settings.json): 3 commands, 1 plugin (commit-commands)\n",
    );
    let text = user_text(&mock, 0);
    assert!(
        text.starts_with("## Context\n\n- Current git status: On branch main\n"),
        "{text}"
    );
}
