//! Two agents in one process, each by its own settings (issue #25, "one agent is one value"):
//! different permission modes, bash sandboxes, hooks, skills, profile instructions, slash
//! commands and Bypass confirmations, run at the same time through the library API against two mock servers. Each
//! must behave by its own wiring: nothing may leak from one to the other through a
//! process-wide static.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;

use ama::agent::events::SessionEvent;
use ama::agent::retry::RetryPolicy;
use ama::agent::services::Services;
use ama::agent::worker::SessionConfig;
use ama::agent::{Agent, AgentOptions, PromptRequest};

use ama::ai::types::ThinkingLevel;
use ama::commands::{Dispatch, Front};
use ama::config::project::ProjectFile;
use ama::hooks::{HookSet, Hooks, Origin};
use ama::permissions::Permissions;
use ama::permissions::config::PermissionConfig;
use ama::permissions::mode::Mode;
use ama::session::Store;
use ama::skills::Skill;
use ama::tools::bash::BashSandbox;

use crate::support::mock::{MockServer, Turn};

fn skill(dir: &Path, name: &str) -> Skill {
    Skill {
        name: name.into(),
        description: format!("the {name} skill"),
        path: dir.join(name).join("SKILL.md"),
        body: format!("Do it the {name} way."),
        ..Skill::default()
    }
}

fn agent(
    mock: &MockServer,
    cwd: &Path,
    permissions: Permissions,
    services: Services,
    sandbox: Arc<BashSandbox>,
) -> Agent {
    let mut tools = ama::tools::registry::Registry::new(None).unwrap_or_else(|e| panic!("{e}"));
    tools.set_bash_sandbox(sandbox);
    let config = SessionConfig {
        session_id: format!("two-agents-{}", cwd.display()),
        model: mock.openai_model(),
        api_key: Some("k".into()),
        thinking: ThinkingLevel::Off,
        tools,
        cwd: cwd.to_path_buf(),
        max_turns: None,
        max_budget_usd: None,
        retry: RetryPolicy::default(),
        tool_state: Default::default(),
        context_files: false,
        permissions: Arc::new(permissions),
        services,
    };
    Agent::start(AgentOptions {
        config,
        store: Store::in_memory(cwd),
        context: None,
        reason: "startup",
        models: None,
        sessions_root: None,
        fresh_permissions: None,
    })
}

/// The `tool_execution_end` results of one run (call id, error, ran in the OS sandbox), until
/// `agent_settled`.
fn run(agent: &Agent, prompt: &str) -> Vec<(String, bool, bool)> {
    let events = agent.subscribe();
    agent
        .prompt(PromptRequest::text(prompt))
        .unwrap_or_else(|e| panic!("prompt: {e}"));
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut ends = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match events.recv_timeout(left) {
            Ok(SessionEvent::ToolExecutionEnd {
                tool_call_id,
                is_error,
                result,
                ..
            }) => {
                let details = result.details.unwrap_or_default();
                ends.push((tool_call_id, is_error, details["sandboxed"] == json!(true)));
            }
            Ok(SessionEvent::AgentSettled { .. }) => return ends,
            Ok(_) => {}
            Err(_) => break,
        }
    }
    panic!("no agent_settled within 30 s for `{prompt}`");
}

fn system_text(mock: &MockServer) -> String {
    let requests = mock.model_requests();
    let first = requests
        .first()
        .unwrap_or_else(|| panic!("the mock received no model request"));
    first.body["messages"][0]["content"].to_string()
}

#[test]
fn two_agents_in_one_process_each_run_by_their_own_settings() {
    let (dir_a, dir_b) = (tempfile::tempdir(), tempfile::tempdir());
    let dir_a = dir_a.unwrap_or_else(|e| panic!("{e}"));
    let dir_b = dir_b.unwrap_or_else(|e| panic!("{e}"));
    let (a_cwd, b_cwd) = (dir_a.path(), dir_b.path());
    // A read-only `ls` (plan mode allows it) and a `touch` (it does not).
    let script = || {
        vec![
            Turn::new()
                .tool_call("c0", "bash", json!({"command": "ls"}))
                .tool_call("c1", "bash", json!({"command": "touch made.txt"})),
            Turn::text("done"),
        ]
    };
    // A's bash runs in the OS sandbox when this machine has one (CI does); B's never does.
    let sandboxed = crate::sandbox::sandbox_works();
    let sandbox_a = match sandboxed {
        true => Arc::new(BashSandbox::for_run(
            &Default::default(),
            Some(true),
            &ProjectFile::read(a_cwd),
        )),
        false => Arc::new(BashSandbox::default()),
    };
    let (mock_a, mock_b) = (MockServer::start(script()), MockServer::start(script()));

    // A: full-auto, the bash sandbox on, a PreToolUse hook that logs, the skill `alpha`,
    // profile instructions.
    let log = a_cwd.join("hook.log");
    let hooks = HookSet::parse(
        &json!({"PreToolUse": [{"matcher": "bash", "hooks": [
            {"type": "command", "command": format!("echo pre-tool-use >> '{}'", log.display())}
        ]}]}),
        Origin::User,
        &a_cwd.join("config.json"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let services_a = Services {
        hooks: Some(Arc::new(Hooks {
            set: hooks,
            project_dir: a_cwd.to_path_buf(),
            ..Hooks::default()
        })),
        skills: Arc::new(vec![skill(a_cwd, "alpha")]),
        profile_instructions: Arc::new(vec!["Answer as agent A.".into()]),
        ..Services::default()
    };
    let a = agent(
        &mock_a,
        a_cwd,
        Permissions::full_auto(a_cwd),
        services_a,
        sandbox_a,
    );

    // B: plan mode with nobody to approve, no sandbox, no hooks, the skill `beta`, no
    // instructions.
    let services_b = Services {
        skills: Arc::new(vec![skill(b_cwd, "beta")]),
        ..Services::default()
    };
    let plan = Permissions::new(PermissionConfig::with_mode(Mode::Plan), b_cwd);
    let b = agent(&mock_b, b_cwd, plan, services_b, Arc::default());

    // Both run at once.
    let (ends_a, ends_b) = std::thread::scope(|s| {
        let ta = s.spawn(|| run(&a, "make the file"));
        let tb = s.spawn(|| run(&b, "make the file"));
        (
            ta.join()
                .unwrap_or_else(|_| panic!("agent A's run panicked")),
            tb.join()
                .unwrap_or_else(|_| panic!("agent B's run panicked")),
        )
    });

    // Permission modes: A ran both commands, B's plan mode refused `touch`; the bash sandbox:
    // A's calls ran in it, B's did not.
    let (c0, c1) = ("c0".to_string(), "c1".to_string());
    assert_eq!(
        ends_a,
        vec![
            (c0.clone(), false, sandboxed),
            (c1.clone(), false, sandboxed)
        ],
        "agent A's tool results"
    );
    assert_eq!(
        ends_b,
        vec![(c0, false, false), (c1, true, false)],
        "agent B's tool results"
    );
    assert!(
        a_cwd.join("made.txt").exists(),
        "full-auto A must run `touch`"
    );
    assert!(
        !b_cwd.join("made.txt").exists(),
        "plan-mode B must not run `touch`"
    );

    // Hooks: A's fired for its own two calls; B has none, and A's never saw B's calls.
    let logged = std::fs::read_to_string(&log).unwrap_or_else(|e| panic!("A's hook log: {e}"));
    assert_eq!(
        logged, "pre-tool-use\npre-tool-use\n",
        "A's PreToolUse hook, per call"
    );
    assert!(!b_cwd.join("hook.log").exists());

    // The bash tool's description says so only where the sandbox is on.
    let describes = |mock: &MockServer| {
        mock.model_requests()[0].body["tools"]
            .to_string()
            .contains("Runs in an OS sandbox")
    };
    assert_eq!(describes(&mock_a), sandboxed);
    assert!(!describes(&mock_b));

    // Skills and profile instructions reach only their own agent's system prompt.
    let (sys_a, sys_b) = (system_text(&mock_a), system_text(&mock_b));
    assert!(sys_a.contains("- alpha: the alpha skill"), "{sys_a}");
    assert!(sys_a.contains("Answer as agent A."), "{sys_a}");
    assert!(!sys_a.contains("beta"), "{sys_a}");
    assert!(sys_b.contains("- beta: the beta skill"), "{sys_b}");
    assert!(!sys_b.contains("alpha"), "{sys_b}");
    assert!(!sys_b.contains("Answer as agent A."), "{sys_b}");

    // Slash commands: each front end's registry offers its own agent's skills.
    let (reg_a, _) = ama::commands::for_agent(a_cwd, false, &a.installed_skills(), a.mcp_servers());
    let (reg_b, _) = ama::commands::for_agent(b_cwd, false, &b.installed_skills(), b.mcp_servers());
    let names = |r: &ama::commands::Registry| -> Vec<String> {
        r.list()
            .into_iter()
            .filter(|c| c.name.starts_with("skill:"))
            .map(|c| c.name)
            .collect()
    };
    assert_eq!(names(&reg_a), vec!["skill:alpha".to_string()]);
    assert_eq!(names(&reg_b), vec!["skill:beta".to_string()]);
    assert!(matches!(
        reg_b.dispatch(&b, "/skill:alpha", Front::Rpc, false),
        Dispatch::Handled(Err(_)) | Dispatch::NotACommand
    ));
    match reg_b.dispatch(&b, "/skill:beta go", Front::Rpc, false) {
        Dispatch::Prompt(p) => assert!(p.text.contains("Do it the beta way."), "{p:?}"),
        _ => panic!("/skill:beta must expand to a prompt for agent B"),
    }

    // The Bypass confirmation is one agent's.
    a.confirm_bypass();
    assert!(a.bypass_confirmed());
    assert!(
        !b.bypass_confirmed(),
        "A's Bypass confirmation must not reach B"
    );

    for agent in [a, b] {
        agent
            .close(Duration::from_secs(5))
            .unwrap_or_else(|e| panic!("close: {e}"));
    }
}
