//! Claude Code's sub-agent files (issue #28): `.claude/agents/*.md` of a trusted project and
//! `~/.claude/agents/*.md` run as `task` types, using real files from a community collection
//! (`tests/fixtures/claude/agents/SOURCE.md`): `model: sonnet` and friends resolve through
//! `modelAliases`, else the session's model with a notice; unknown tool names are named once;
//! ama's own files win a name collision, named once.

use std::path::Path;

use serde_json::json;

use crate::support::Test;
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::tasks::{routed_test, tool_names, tool_result};

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/claude/agents")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn with_agents(t: Test) -> Test {
    [
        "eval-judge.md",
        "prod-logs-health-check.md",
        "team-reviewer.md",
    ]
    .into_iter()
    .fold(t, |t, f| {
        t.write(&format!(".claude/agents/{f}"), fixture(f))
    })
}

#[test]
fn a_trusted_projects_claude_agents_run_on_the_session_model_with_a_notice() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "c1",
                "task",
                json!({"description": "judge", "prompt": "CHILD-J judge skills/x", "agent": "eval-judge"}),
            ),
            Turn::text("ok"),
        ],
        vec![("CHILD-J", vec![Turn::text("scores: 4/4")])],
    );
    let t = with_agents(routed_test(&r)).args(&["--trust-project", "-p", "go"]);
    let out = t.run();
    out.status(0);
    let stderr = &out.stderr;
    let notice = "agent type `eval-judge` asks for the model `sonnet`, which names no model here";
    assert_eq!(stderr.matches(notice).count(), 1, "{stderr}");
    assert!(
        stderr.contains("agent type `team-reviewer` in ")
            && stderr.contains("no tool is named tasklist, taskget, taskupdate, sendmessage"),
        "{stderr}"
    );
    let child = r.route("CHILD-J").model_requests();
    assert_eq!(child.len(), 1);
    assert_eq!(child[0].body["model"], "mock-model");
    assert_eq!(tool_names(&child[0]), ["read", "grep", "glob"]);
    let system = child[0].body["system"].to_string();
    assert!(
        system.contains("You are a quality judge for Claude Code plugin skills."),
        "{system}"
    );
    let result = tool_result(&r.main().model_requests()[1], "c1");
    assert!(
        result.starts_with("scores: 4/4\n\n[task task_1 · eval-judge · completed"),
        "{result}"
    );
}

#[test]
fn model_aliases_map_an_alias_and_an_untrusted_project_loads_none() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "c1",
                "task",
                json!({"description": "logs", "prompt": "CHILD-L check", "agent": "prod-logs-health-check"}),
            ),
            Turn::text("ok"),
        ],
        vec![("CHILD-L", vec![Turn::text("healthy")])],
    );
    // Untrusted: the project's Claude Code agents are not loaded.
    let t = with_agents(routed_test(&r)).args(&["-p", "go"]);
    t.run().status(0);
    assert_eq!(
        tool_result(&r.main().model_requests()[1], "c1"),
        "Unknown agent type `prod-logs-health-check`. Available types: general, explore, plan, claude, codex."
    );

    // The user's ~/.claude/agents, with `haiku` mapped to the mock model: no notice.
    r.main().push(Turn::new().tool_call(
        "c2",
        "task",
        json!({"description": "logs", "prompt": "CHILD-L check", "agent": "prod-logs-health-check"}),
    ));
    r.main().push(Turn::text("ok"));
    let t = t
        .clear_args()
        .config_merge(json!({"modelAliases": {"haiku": "mock/mock-model"}}))
        .args(&["-p", "go"]);
    let dir = t.home().join(".claude/agents");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        dir.join("prod-logs-health-check.md"),
        fixture("prod-logs-health-check.md"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    // ama's own file of the same name is looked up first and wins; the Claude Code one is named.
    let own = t.config_dir().join("agents");
    std::fs::create_dir_all(&own).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        own.join("logs.md"),
        "---\nname: prod-logs-health-check\ndescription: ama's own log checker\ntools: Read\n---\nAMA-OWN-PROMPT\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let out = t.run();
    out.status(0);
    let stderr = &out.stderr;
    assert!(!stderr.contains("asks for the model"), "{stderr}");
    assert!(
        stderr.contains("agent type `prod-logs-health-check` in ")
            && stderr.contains("is ignored: ")
            && stderr.contains("logs.md defines it first; rename one of them"),
        "{stderr}"
    );
    let child = r.route("CHILD-L").model_requests();
    assert_eq!(child.len(), 1);
    assert!(
        child[0].body["system"]
            .to_string()
            .contains("AMA-OWN-PROMPT")
    );

    // A broken modelAliases is a config error (exit 3) naming the key.
    let out = t
        .clear_args()
        .config_merge(json!({"modelAliases": {"haiku": 3}}))
        .args(&["-p", "go"])
        .run();
    out.status(3)
        .stderr_contains("\"modelAliases\" must be an object from names to models");
}
