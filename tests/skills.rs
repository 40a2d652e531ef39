//! Skills end to end: discovery (user, profile, trusted project), the system prompt's list, and
//! RPC `get_skills`.

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{ok, start};

const API: &str = "anthropic-messages";

fn skill(name: &str, description: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\n---\n# {name}\nSteps for {name}.\n")
}

/// The system prompt of the first model request.
fn system_prompt(mock: &MockServer) -> String {
    let r = mock.model_requests();
    r.first()
        .map(|r| r.body["system"].to_string())
        .unwrap_or_default()
}

#[test]
fn skills_are_listed_in_the_system_prompt_only_from_trusted_projects() {
    let run = |trust: bool| {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        let mut t = Test::new()
            .mock(&mock, API)
            .write(
                ".ama/skills/deploy/SKILL.md",
                skill("deploy", "Deploy the service"),
            )
            .write(
                ".claude/skills/review/SKILL.md",
                skill("review", "Review a pull request"),
            )
            .args(&["-p", "hi"]);
        let user = t.config_dir().join("skills/pdf");
        std::fs::create_dir_all(&user).unwrap_or_default();
        std::fs::write(user.join("SKILL.md"), skill("pdf", "Fill PDF forms")).unwrap_or_default();
        if trust {
            t = t.arg("--trust-project");
        }
        t.run().status(0);
        (system_prompt(&mock), t)
    };
    let (prompt, t) = run(false);
    let user_md = t.config_dir().join("skills/pdf/SKILL.md");
    assert!(
        prompt.contains(&format!("- pdf: Fill PDF forms ({})", user_md.display())),
        "{prompt}"
    );
    assert!(
        !prompt.contains("deploy"),
        "untrusted project skills are not listed: {prompt}"
    );
    let (prompt, t) = run(true);
    let work = t.path();
    for line in [
        format!(
            "- pdf: Fill PDF forms ({})",
            t.config_dir().join("skills/pdf/SKILL.md").display()
        ),
        format!(
            "- deploy: Deploy the service ({})",
            work.join(".ama/skills/deploy/SKILL.md").display()
        ),
        format!(
            "- review: Review a pull request ({})",
            work.join(".claude/skills/review/SKILL.md").display()
        ),
    ] {
        assert!(prompt.contains(&line), "{line} in {prompt}");
    }
}

#[test]
fn no_skills_no_section() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, API)
        .args(&["-p", "hi"])
        .run()
        .status(0);
    assert!(!system_prompt(&mock).contains("Skills ("));
}

#[test]
fn profile_skill_dirs_and_get_skills_over_rpc() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, API)
        .write("team/skills/lint/SKILL.md", skill("lint", "Lint the code"))
        .write("team/profile.json", r#"{"skillDirs": ["skills"]}"#);
    let profile = t.path().join("team/profile.json");
    let t = t.arg("--profile").arg(profile);
    let mut c = start(&t);
    let data = ok(&mut c, json!({"type": "get_skills"}));
    assert_eq!(
        data,
        json!({"skills": [{
            "name": "lint", "description": "Lint the code",
            "location": t.path().join("team/skills/lint/SKILL.md").display().to_string()
        }]})
    );
}

/// Copies a skill of tests/fixtures/claude/skills (anthropics/skills, Apache-2.0) to `dest`.
fn copy_fixture_skill(name: &str, dest: &std::path::Path) {
    let src = crate::claude::fixture("skills").join(name);
    std::fs::create_dir_all(dest).unwrap_or_else(|e| panic!("{e}"));
    for file in ["SKILL.md", "LICENSE.txt"] {
        std::fs::copy(src.join(file), dest.join(file)).unwrap_or_else(|e| panic!("{e}"));
    }
}

/// The text of the first user message of request `i`.
fn user_text(mock: &MockServer, i: usize) -> String {
    let r = mock.model_requests();
    let Some(content) = r.get(i).map(|r| r.body["messages"][0]["content"].clone()) else {
        return String::new();
    };
    match content {
        serde_json::Value::String(s) => s,
        serde_json::Value::Array(blocks) => blocks
            .iter()
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

#[test]
fn claude_codes_user_skills_are_read_without_trust_with_their_front_matter() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .args(&["-p", "hi"]);
    let skills = t.home().join(".claude/skills");
    for name in ["brand-guidelines", "internal-comms", "webapp-testing"] {
        copy_fixture_skill(name, &skills.join(name));
    }
    // Claude Code allows a name with spaces: ama falls back to the folder's name. A skill
    // with `disable-model-invocation` is the user's to run, never offered to the model.
    crate::claude::write_home(
        &t,
        ".claude/skills/release-notes/SKILL.md",
        "---\nname: Release Notes\ndescription: Draft release notes\n---\nDraft them.\n",
    );
    crate::claude::write_home(
        &t,
        ".claude/skills/deploy/SKILL.md",
        "---\ndescription: Deploy to production\ndisable-model-invocation: true\n---\nDeploy.\n",
    );
    t.run()
        .status(0)
        .stderr_contains("from Claude Code: 5 skills\n");
    let prompt = system_prompt(&mock);
    for name in [
        "brand-guidelines",
        "internal-comms",
        "webapp-testing",
        "release-notes",
    ] {
        let line = format!(
            "- {name}: {}",
            if name == "release-notes" {
                "Draft release notes".to_string()
            } else {
                let text =
                    std::fs::read_to_string(skills.join(name).join("SKILL.md")).unwrap_or_default();
                text.lines()
                    .find_map(|l| l.strip_prefix("description: "))
                    .unwrap_or_default()
                    .to_string()
            }
        );
        assert!(prompt.contains(&line), "{line} in {prompt}");
        let path = skills.join(name).join("SKILL.md");
        assert!(prompt.contains(&path.display().to_string()), "{prompt}");
    }
    assert!(
        !prompt.contains("deploy"),
        "user-only skill offered: {prompt}"
    );
}

#[test]
fn invoking_a_skill_in_print_mode_fills_it_in_and_runs_its_commands_through_the_pipeline() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch by-model.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .args(&["-p", "/skill:ship one 'two words'"]);
    crate::claude::write_home(
        &t,
        ".claude/skills/ship/SKILL.md",
        "---\ndescription: Ship it\ndisable-model-invocation: true\nallowed-tools: Bash(touch:*)\nargument-hint: <what> <how>\n---\nShip $1 as $2 (all: $ARGUMENTS) from ${CLAUDE_SKILL_DIR}.\n- marker: !`touch marker.txt && echo made-marker`\n- other: !`mkdir not-allowed`\n",
    );
    t.run().status(0).stdout("done\n");
    let dir = t.home().join(".claude/skills/ship");
    let text = user_text(&mock, 0);
    assert!(
        text.starts_with(&format!(
            "Ship one as two words (all: one 'two words') from {}.\n- marker: made-marker\n- other: [`mkdir not-allowed` was not run: it needs approval (",
            dir.display()
        )),
        "{text}"
    );
    assert!(
        text.contains("allow it in the skill's `allowed-tools` (`Bash(mkdir not-allowed)`) or with an allow rule]"),
        "{text}"
    );
    // The allowed command ran, the other did not; the skill's allowed-tools let the model's
    // own `touch` run in this unattended run, where it would otherwise be denied.
    assert!(t.path().join("marker.txt").is_file());
    assert!(!t.path().join("not-allowed").exists());
    assert!(t.path().join("by-model.txt").is_file());
}

#[test]
fn a_denied_skill_command_is_a_note_and_an_unmappable_allowed_tool_is_named() {
    let mock = MockServer::start(vec![Turn::text("done")]);
    let t = Test::new()
        .mock(&mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .config_merge(json!({"permission": {"deny": ["bash(touch *)"]}}))
        .args(&["-p", "/skill:ship"]);
    crate::claude::write_home(
        &t,
        ".claude/skills/ship/SKILL.md",
        "---\ndescription: Ship it\nallowed-tools: Bash(touch:*), WebFetch(domain:example.com)\n---\nMarker: !`touch marker.txt`\n",
    );
    let out = t.run();
    out.status(0).stderr_contains(&format!(
        "warning: {}: the allowed-tools entry `WebFetch(domain:example.com)`: ama has no `WebFetch` tool; it allows nothing\n",
        t.home().join(".claude/skills/ship/SKILL.md").display()
    ));
    assert_eq!(
        user_text(&mock, 0),
        "Marker: [`touch marker.txt` was not run: Denied by the rule `bash(touch *)`.]\n"
    );
    assert!(!t.path().join("marker.txt").exists());
}

#[test]
fn without_the_skill_the_same_call_is_denied() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch by-model.txt"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .env_remove("CLAUDE_CONFIG_DIR")
        .args(&["-p", "touch by-model.txt"]);
    crate::claude::write_home(
        &t,
        ".claude/skills/ship/SKILL.md",
        "---\ndescription: Ship it\nallowed-tools: Bash(touch:*)\n---\nShip.\n",
    );
    t.run().status(0);
    assert!(!t.path().join("by-model.txt").exists());
}

#[test]
fn a_skills_allowed_tools_end_with_its_run_and_help_shows_its_hint() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch first.txt"})),
        Turn::text("one"),
        Turn::new().tool_call("c2", "bash", json!({"command": "touch second.txt"})),
        Turn::text("two"),
    ]);
    let t = Test::new().mock(&mock, API).env_remove("CLAUDE_CONFIG_DIR");
    crate::claude::write_home(
        &t,
        ".claude/skills/ship/SKILL.md",
        "---\ndescription: Ship it\nallowed-tools: [\"Bash(touch:*)\"]\nargument-hint: <what>\n---\nShip.\n",
    );
    let mut c = start(&t);
    let help = ok(&mut c, json!({"type": "prompt", "message": "/help"}));
    let lines: Vec<&str> = help["output"]
        .as_array()
        .map(|l| l.iter().filter_map(|x| x.as_str()).collect())
        .unwrap_or_default();
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("  /skill:ship <what>") && l.ends_with("Ship it [skill]")),
        "{lines:?}"
    );
    let settle = |c: &mut ama::modes::rpc::client::RpcClient, message: &str| {
        ok(c, json!({"type": "prompt", "message": message}));
        c.wait_event("agent_settled", crate::support::rpc::T)
            .unwrap_or_else(|| panic!("{message}: the run did not settle"));
    };
    settle(&mut c, "/skill:ship");
    settle(&mut c, "and again");
    assert!(t.path().join("first.txt").is_file());
    assert!(
        !t.path().join("second.txt").exists(),
        "the skill's rules outlived its run"
    );
}
