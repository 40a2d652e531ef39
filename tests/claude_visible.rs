//! What was loaded from Claude Code's places is visible (issue #28 "visible, never silent";
//! issue #30's start-up screen and doctor items): `ama doctor`'s `claude code` section lists each
//! item with where it came from; the TUI's start-up screen shows trust, skills, templates, hooks
//! and the `from .claude` line; the trust question lists the project's resources before the
//! answer; doctor counts the shadow repositories and says nothing about the model after a JSON
//! syntax error in config.json.

use serde_json::json;

use crate::claude::{hooks, write_home};
use crate::interactive::have_tmux;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

/// ama in a wide tmux pane (no wrapping), with `args`, the mock's key and no
/// `CLAUDE_CONFIG_DIR`.
fn start(t: &Test, name: &str, args: &str) -> Tmux {
    AmaPane::new(t, &format!("claude-visible-{name}"))
        .args(args)
        .env("MOCK_API_KEY=test-key-123 CLAUDE_CONFIG_DIR=")
        .size(240, 40)
        .report_icanon()
        .start()
}

/// The lines of one section of `ama doctor`'s text report, its name included.
fn section(stdout: &str, name: &str) -> Vec<String> {
    stdout
        .split("\n\n")
        .find(|block| block.lines().next() == Some(name))
        .map(|block| block.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// A Claude Code user's home: two hooks, an agent, a skill, a command and CLAUDE.md.
fn claude_home(t: &Test) {
    let mut settings = hooks("PreToolUse", Some("Bash"), "check-bash");
    settings["hooks"]["Stop"] = json!([{"hooks": [{"type": "command", "command": "notify"}]}]);
    write_home(t, ".claude/settings.json", &settings.to_string());
    write_home(
        t,
        ".claude/agents/reviewer.md",
        "---\nname: reviewer\ndescription: Reviews code\nmodel: sonnet\n---\nYou review.\n",
    );
    write_home(
        t,
        ".claude/skills/pdf/SKILL.md",
        "---\nname: pdf\ndescription: Reads PDFs\n---\nUse pdftotext.\n",
    );
    write_home(
        t,
        ".claude/commands/review.md",
        "---\ndescription: Review the diff\n---\nReview $ARGUMENTS.\n",
    );
    write_home(t, ".claude/CLAUDE.md", "Be careful.\n");
}

#[test]
fn doctor_lists_each_claude_code_item_and_where_it_came_from() {
    let t = Test::new()
        .env_remove("CLAUDE_CONFIG_DIR")
        .write("CLAUDE.md", "Project rules.\n")
        .args(&["doctor"]);
    claude_home(&t);
    let out = t.run();
    assert_eq!(
        section(&out.stdout, "claude code"),
        [
            "claude code",
            "  info     settings         ~/.claude/settings.json",
            "  info     hook             PreToolUse `check-bash` (~/.claude/settings.json)",
            "  info     hook             Stop `notify` (~/.claude/settings.json)",
            "  info     agent            reviewer (~/.claude/agents/reviewer.md)",
            "  info     skill            pdf (~/.claude/skills/pdf/SKILL.md)",
            "  info     command          /review (~/.claude/commands/review.md)",
            "  info     context file     ~/.claude/CLAUDE.md",
            "  info     context file     CLAUDE.md",
        ],
        "{}",
        out.stdout
    );
    // Nothing from Claude Code's places: one line says so.
    let t = Test::new()
        .env_remove("CLAUDE_CONFIG_DIR")
        .args(&["doctor"]);
    let out = t.run();
    assert_eq!(
        section(&out.stdout, "claude code"),
        [
            "claude code",
            "  info     loaded           nothing found in Claude Code's places (~/.claude, .claude, CLAUDE.md, plugins)",
        ]
    );
}

#[test]
fn doctor_names_what_an_untrusted_project_keeps_back() {
    let t = Test::new()
        .env_remove("CLAUDE_CONFIG_DIR")
        .write(
            ".claude/settings.json",
            hooks("Stop", None, "notify").to_string(),
        )
        .args(&["doctor"]);
    let out = t.run();
    assert_eq!(
        section(&out.stdout, "claude code"),
        [
            "claude code",
            "  info     settings         .claude/settings.json",
            "  warning  not used         .claude/settings.json: hooks and env are skipped because this project is not trusted (run with --trust-project, or answer yes when ama asks)",
            "                            → see docs/claude-code.md",
        ],
        "{}",
        out.stdout
    );
}

#[test]
fn doctor_after_a_json_syntax_error_does_not_blame_the_model() {
    let t = Test::new().args(&["doctor"]);
    std::fs::create_dir_all(t.config_dir()).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        t.config_dir().join("config.json"),
        "{\"model\": \"mock/x\",\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let out = t.run();
    out.status(1);
    let path = t.config_dir().join("config.json").display().to_string();
    let models = section(&out.stdout, "models");
    assert_eq!(
        models.get(1).map(String::as_str),
        Some(
            format!("  info     default model    not checked: `{path}` is invalid (above)")
                .as_str()
        ),
        "{}",
        out.stdout
    );
    assert!(
        !out.stdout.contains("no model configured"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("\n1 problem found, "), "{}", out.stdout);
}

#[test]
fn doctor_counts_the_shadow_repositories() {
    let git = |dir: &std::path::Path, args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .current_dir(dir)
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "write", json!({"path": "a.txt", "content": "new\n"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"checkpoints": {"mode": "shadow-git"}}))
        .write("a.txt", "old\n");
    if !git(&t.path(), &["init", "-q"]) {
        eprintln!("SKIPPED: git is not installed");
        return;
    }
    let shadow = t.data_dir().join("file-history/shadow");
    let run = |args: &[&str]| {
        let out = t
            .command()
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let line = |out: &str| {
        section(out, "storage")
            .into_iter()
            .find(|l| l.contains("shadow repos"))
            .unwrap_or_default()
    };
    assert_eq!(
        line(&run(&["doctor"]).1),
        format!(
            "  ok       shadow repos     `{}` (not created yet: checkpoints.mode is not shadow-git, or no turn ran)",
            shadow.display()
        )
    );
    let (code, _) = run(&["-p", "--permission-mode", "full-auto", "write it"]);
    assert_eq!(code, Some(0));
    let got = line(&run(&["doctor"]).1);
    let want = format!(
        "  ok       shadow repos     `{}`: 1 shadow repository, ",
        shadow.display()
    );
    assert!(got.starts_with(&want), "{got}");
}

#[test]
fn the_start_up_screen_lists_trust_skills_templates_hooks_and_claude_code() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write(".ama/prompts/fix.md", "Fix $ARGUMENTS.\n");
    claude_home(&t);
    std::fs::write(t.path().join("AGENTS.md"), "Be brief.\n").unwrap_or_else(|e| panic!("{e}"));
    let tmux = start(&t, "header", "--trust-project");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    let rows: Vec<&str> = p
        .lines()
        .skip_while(|l| !l.starts_with("ama "))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter(|l| !l.starts_with("  directory") && !l.starts_with("   "))
        .collect();
    assert_eq!(
        rows,
        [
            "  model         mock/mock-model",
            "  trust         trusted",
            "  context       ~/.claude/CLAUDE.md, AGENTS.md",
            "  skills        pdf",
            "  templates     /fix, /review",
            "  hooks         PreToolUse (~/.claude), Stop (~/.claude)",
            "  from .claude  2 hooks, 1 agent, 1 skill, 1 command",
        ],
        "{p}"
    );
    tmux.exit_by_ctrl_d();
    drop(tmux);
    // Untrusted: the trust row says what is skipped (the question is answered no).
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write(".ama/prompts/fix.md", "Fix $ARGUMENTS.\n");
    let tmux = start(&t, "header-untrusted", "");
    tmux.wait_for("the trust question", |p| p.contains("[y/N]"));
    tmux.keys(&["n"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(
        p.contains("  trust      not trusted: skips .ama/prompts\n"),
        "{p}"
    );
    assert!(!p.contains("templates"), "{p}");
    tmux.exit_by_ctrl_d();
}

#[test]
fn the_trust_question_lists_the_project_resources_first() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write(
            ".claude/agents/reviewer.md",
            "---\nname: reviewer\ndescription: d\n---\nx\n",
        )
        .write(".claude/commands/review.md", "Review.\n")
        .write(
            ".claude/skills/pdf/SKILL.md",
            "---\nname: pdf\ndescription: d\n---\nx\n",
        )
        .write(
            ".claude/settings.json",
            hooks("Stop", None, "notify").to_string(),
        )
        .write(
            ".mcp.json",
            json!({"mcpServers": {"docs": {"command": "docs-server"}}}).to_string(),
        );
    let tmux = start(&t, "trust-listing", "");
    let p = tmux.wait_for("the trust question", |p| p.contains("[y/N]"));
    let dir = t.path().display().to_string();
    let want = [
        format!("{dir} has files that run code or change what ama may do:"),
        "  .claude/skills: pdf".to_string(),
        "  .claude/commands: review.md".to_string(),
        "  .claude/agents: reviewer.md".to_string(),
        "  .claude/settings.json (hooks, env, allow rules, plugins)".to_string(),
        "  .mcp.json: MCP servers docs".to_string(),
        "Trust this project's hooks, skills and prompts? [y/N]".to_string(),
    ];
    let text: String = p.lines().map(str::trim_end).collect::<Vec<_>>().join("\n");
    assert!(text.contains(&want.join("\n")), "{p}");
    tmux.keys(&["n"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(!p.contains("has files that run code"), "collapsed:\n{p}");
    assert!(
        p.contains(&format!("✗ {dir} not trusted: .claude/skills, .claude/commands, .claude/agents, .claude/settings.json (hooks, env, allow rules, plugins), .mcp.json ignored")),
        "{p}"
    );
    tmux.exit_by_ctrl_d();
}
