//! Truth tables of the decision pipeline: mode × tool class × rule × dangerous × hook ×
//! unattended, the sandbox branch against fake statuses, and the plan ⊆ allowlist ⊆ default
//! inclusions.

use std::path::Path;

use serde_json::{Value, json};

use super::{
    Call, Decision, Env, HookVerdict, Layer, NOT_IN_ALLOWLIST, PLAN_DENIED, PLAN_TODO_DENIED,
    Sandbox, Step, decide, unattended,
};
use crate::permissions::call::{Subject, class_by_name};
use crate::permissions::mode::{Mode, PlanBash};
use crate::permissions::paths::Project;
use crate::permissions::rules::{Rule, Rules};

fn project() -> Project {
    Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/home/u/.local/share/ama/auth.json"),
    )
}

/// The calls of the table, one per tool class and kind of bash command.
fn calls() -> Vec<(&'static str, &'static str, Value)> {
    vec![
        ("read", "read", json!({"path": "src/a.rs"})),
        (
            "write_in",
            "write",
            json!({"path": "src/a.rs", "content": "x"}),
        ),
        (
            "write_out",
            "write",
            json!({"path": "/etc/x", "content": "x"}),
        ),
        ("bash_ro", "bash", json!({"command": "ls -la"})),
        ("bash_safe", "bash", json!({"command": "cargo test"})),
        ("bash_other", "bash", json!({"command": "rm old.txt"})),
        (
            "bash_danger",
            "bash",
            json!({"command": "git push --force"}),
        ),
        ("exec_other", "host_tool", json!({"x": 1})),
        (
            "task",
            "task",
            json!({"agent": "explore", "prompt": "look"}),
        ),
        ("todo_set", "todo", json!({"action": "set", "todos": []})),
        ("todo_get", "todo", json!({"action": "get"})),
        ("kill_job", "bash_kill", json!({"id": "bash_1"})),
    ]
}

struct Case<'a> {
    mode: Mode,
    rules: &'a Rules,
    hook: Option<&'a HookVerdict>,
    sandbox: Sandbox,
    plan_bash: PlanBash,
}

fn run(c: &Case, tool: &str, input: &Value) -> Step {
    let p = project();
    let class = class_by_name(tool);
    let subject = Subject::of(tool, class, input, &p);
    let env = Env {
        mode: c.mode,
        project: &p,
        rules: c.rules,
        plan_bash: c.plan_bash,
        auto_safe: &[],
        hook: c.hook,
        remembered: false,
        sandbox: c.sandbox,
    };
    decide(
        &Call {
            tool,
            class,
            input,
            subject: &subject,
            mcp: None,
        },
        &env,
    )
}

fn short(step: &Step) -> &'static str {
    match step {
        Step::Classify => "classify",
        Step::Done(v) => v.decision.as_str(),
    }
}

fn base(mode: Mode, rules: &Rules) -> Case<'_> {
    Case {
        mode,
        rules,
        hook: None,
        sandbox: Sandbox::None,
        plan_bash: PlanBash::Readonly,
    }
}

#[test]
fn mode_by_tool_class() {
    let none = Rules::default();
    let table: &[(&str, [&str; 6])] = &[
        // default, auto-edit, plan, auto, full-auto, allowlist
        (
            "read",
            ["allow", "allow", "allow", "allow", "allow", "allow"],
        ),
        (
            "write_in",
            ["ask", "allow", "deny", "allow", "allow", "deny"],
        ),
        ("write_out", ["ask", "ask", "deny", "ask", "allow", "deny"]),
        (
            "bash_ro",
            ["allow", "allow", "allow", "allow", "allow", "allow"],
        ),
        (
            "bash_safe",
            ["ask", "ask", "deny", "allow", "allow", "deny"],
        ),
        (
            "bash_other",
            ["ask", "ask", "deny", "classify", "allow", "deny"],
        ),
        ("bash_danger", ["ask", "ask", "ask", "ask", "ask", "deny"]),
        (
            "exec_other",
            ["ask", "ask", "deny", "classify", "allow", "deny"],
        ),
        (
            "task",
            ["allow", "allow", "allow", "allow", "allow", "allow"],
        ),
        (
            "todo_set",
            ["allow", "allow", "deny", "allow", "allow", "allow"],
        ),
        (
            "todo_get",
            ["allow", "allow", "allow", "allow", "allow", "allow"],
        ),
    ];
    let modes = [
        Mode::Default,
        Mode::AutoEdit,
        Mode::Plan,
        Mode::Auto,
        Mode::FullAuto,
        Mode::Allowlist,
    ];
    let all = calls();
    for (name, want) in table {
        let (_, tool, input) = all
            .iter()
            .find(|(n, _, _)| n == name)
            .unwrap_or_else(|| panic!("no call {name}"));
        for (mode, want) in modes.iter().zip(want) {
            let got = short(&run(&base(*mode, &none), tool, input));
            assert_eq!(got, *want, "{name} under {}", mode.as_str());
        }
    }
}

#[test]
fn texts_and_layers() {
    let none = Rules::default();
    let reason = |mode, tool: &str, input: Value| match run(&base(mode, &none), tool, &input) {
        Step::Done(v) => (v.reason, v.layer),
        Step::Classify => ("classify".into(), Layer::Classifier),
    };
    assert_eq!(
        reason(Mode::Plan, "write", json!({"path": "a"})),
        (PLAN_DENIED.to_string(), Layer::Mode)
    );
    assert_eq!(
        reason(Mode::Plan, "edit", json!({"path": "a"})).0,
        PLAN_DENIED
    );
    assert_eq!(
        reason(Mode::Plan, "todo", json!({"action": "update"})).0,
        PLAN_TODO_DENIED
    );
    assert_eq!(
        reason(Mode::Allowlist, "bash", json!({"command": "rm x"})).0,
        NOT_IN_ALLOWLIST
    );
    assert_eq!(
        reason(Mode::Allowlist, "bash", json!({"command": "git push -f"})).0,
        NOT_IN_ALLOWLIST
    );
    assert_eq!(
        reason(Mode::Auto, "bash", json!({"command": "cargo test"})).1,
        Layer::Static
    );
    assert_eq!(
        reason(Mode::Auto, "bash", json!({"command": "curl x"})).1,
        Layer::Rule
    );
}

/// Every combination of rule, dangerous, hook and unattended, checked against the contract.
#[test]
fn rules_dangerous_hooks_unattended() {
    let deny_all = Rules {
        deny: vec![
            Rule::parse("bash", "t"),
            Rule::parse("write", "t"),
            Rule::parse("read", "t"),
            Rule::parse("host_tool", "t"),
            Rule::parse("task", "t"),
            Rule::parse("todo", "t"),
            Rule::parse("bash_kill", "t"),
        ]
        .into_iter()
        .flatten()
        .collect(),
        allow: Vec::new(),
    };
    let allow_all = Rules {
        allow: deny_all.deny.clone(),
        deny: Vec::new(),
    };
    let none = Rules::default();
    let hooks = [
        None,
        Some(HookVerdict::Ask("a hook asks".into())),
        Some(HookVerdict::Allow),
        Some(HookVerdict::Deny("a hook denies".into())),
    ];
    for mode in Mode::ALL {
        for (rule_name, rules) in [("none", &none), ("allow", &allow_all), ("deny", &deny_all)] {
            for hook in &hooks {
                for (name, tool, input) in calls() {
                    for unattended_run in [false, true] {
                        let case = Case {
                            mode,
                            rules,
                            hook: hook.as_ref(),
                            sandbox: Sandbox::None,
                            plan_bash: PlanBash::Readonly,
                        };
                        let step = run(&case, tool, &input);
                        let ctx = format!(
                            "{name} mode={} rule={rule_name} hook={hook:?} unattended={unattended_run}",
                            mode.as_str()
                        );
                        let verdict = match step {
                            Step::Done(v) => v,
                            // The classifier's worst answer: ask.
                            Step::Classify => super::classified(false, "unsure"),
                        };
                        let verdict = if unattended_run {
                            unattended(verdict)
                        } else {
                            verdict
                        };
                        let d = verdict.decision;
                        if unattended_run {
                            assert_ne!(d, Decision::Ask, "{ctx}: unattended never asks");
                        }
                        if mode == Mode::Allowlist {
                            assert_ne!(d, Decision::Ask, "{ctx}: allowlist never asks");
                        }
                        if rule_name == "deny" || matches!(hook, Some(HookVerdict::Deny(_))) {
                            assert_eq!(d, Decision::Deny, "{ctx}: deny comes first");
                            continue;
                        }
                        if name == "bash_danger" {
                            assert_ne!(
                                d,
                                Decision::Allow,
                                "{ctx}: nothing loosens a dangerous command"
                            );
                        }
                        if matches!(hook, Some(HookVerdict::Ask(_))) {
                            assert_ne!(
                                d,
                                Decision::Allow,
                                "{ctx}: an allow cannot override a hook ask"
                            );
                        }
                        let rule_tier_hit = mode == Mode::Auto && name == "write_out";
                        let plan_blocks = mode == Mode::Plan;
                        let loosened =
                            rule_name == "allow" || matches!(hook, Some(HookVerdict::Allow));
                        if loosened
                            && name != "bash_danger"
                            && !matches!(hook, Some(HookVerdict::Ask(_)))
                            && !rule_tier_hit
                            && !plan_blocks
                        {
                            assert_eq!(
                                d,
                                Decision::Allow,
                                "{ctx}: an allow rule or hook allow allows"
                            );
                        }
                    }
                }
            }
        }
    }
}

/// plan ⊆ allowlist ⊆ default: what a stricter mode allows without asking, a looser one allows.
#[test]
fn strictness_inclusions() {
    let rules = Rules {
        allow: vec![
            Rule::parse("bash(cargo test*)", "t"),
            Rule::parse("write(src/**)", "t"),
        ]
        .into_iter()
        .flatten()
        .collect(),
        deny: Vec::new(),
    };
    let extra = [
        ("bash", json!({"command": "cargo test --all"})),
        ("bash", json!({"command": "cat .env"})),
        ("bash", json!({"command": "tree"})),
        ("write", json!({"path": "src/x.rs"})),
        ("edit", json!({"path": "README.md"})),
    ];
    let mut all: Vec<(&str, Value)> = calls().into_iter().map(|(_, t, i)| (t, i)).collect();
    all.extend(extra);
    for (tool, input) in &all {
        let allowed = |mode| short(&run(&base(mode, &rules), tool, input)) == "allow";
        if allowed(Mode::Plan) {
            assert!(allowed(Mode::Allowlist), "{tool} {input}: plan ⊆ allowlist");
        }
        if allowed(Mode::Allowlist) {
            assert!(
                allowed(Mode::Default),
                "{tool} {input}: allowlist ⊆ default"
            );
        }
        if allowed(Mode::Default) {
            assert!(
                allowed(Mode::AutoEdit),
                "{tool} {input}: default ⊆ auto-edit"
            );
        }
    }
}

#[test]
fn plan_bash_setting() {
    let none = Rules::default();
    let with = |plan_bash, cmd: &str| {
        let case = Case {
            plan_bash,
            ..base(Mode::Plan, &none)
        };
        short(&run(&case, "bash", &json!({"command": cmd})))
    };
    assert_eq!(with(PlanBash::Readonly, "ls"), "allow");
    assert_eq!(with(PlanBash::Readonly, "make"), "deny");
    assert_eq!(with(PlanBash::Ask, "ls"), "allow");
    assert_eq!(with(PlanBash::Ask, "make"), "ask");
    assert_eq!(with(PlanBash::Deny, "ls"), "deny");
}

#[path = "pipeline_sandbox_tests.rs"]
mod sandbox_and_paths;
