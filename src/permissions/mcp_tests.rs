//! The pipeline's MCP rows: the class from annotations in every mode, rules by server,
//! `approval: allow`, and auto mode's open-world asks.

use std::path::Path;

use serde_json::{Value, json};

use super::McpFacts;
use crate::permissions::call::Subject;
use crate::permissions::mode::{Mode, PlanBash};
use crate::permissions::paths::Project;
use crate::permissions::pipeline::{
    Call, Decision, Env, NOT_IN_ALLOWLIST, PLAN_DENIED, Sandbox, Step, decide,
};
use crate::permissions::rules::{Rule, Rules};
use crate::tools::PermissionClass::{self, Execute, Read};

fn facts(open_world: bool, preapproved: bool) -> McpFacts {
    McpFacts {
        server: "fs".into(),
        tool: "write_file".into(),
        open_world,
        preapproved,
    }
}

fn rules(allow: &[&str], deny: &[&str]) -> Rules {
    let parse = |t: &&str| Rule::parse(t, "config").unwrap_or_else(|e| panic!("{e}"));
    Rules {
        allow: allow.iter().map(parse).collect(),
        deny: deny.iter().map(parse).collect(),
    }
}

fn run(mode: Mode, class: PermissionClass, f: &McpFacts, rules: &Rules) -> (Decision, String) {
    let p = Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/home/u/.local/share/ama/auth.json"),
    );
    let tool = "mcp__fs__write_file";
    let input: Value = json!({"path": "notes.txt", "content": "x"});
    let subject = Subject::of(tool, class, &input, &p);
    let env = Env {
        mode,
        project: &p,
        rules,
        plan_bash: PlanBash::Readonly,
        auto_safe: &[],
        hook: None,
        remembered: false,
        sandbox: Sandbox::None,
    };
    let call = Call {
        tool,
        class,
        input: &input,
        subject: &subject,
        mcp: Some(f),
    };
    match decide(&call, &env) {
        Step::Done(v) => (v.decision, v.reason),
        Step::Classify => (Decision::Ask, "classify".into()),
    }
}

#[test]
fn modes_rules_and_preapproval() {
    use Decision::{Allow, Ask, Deny};
    use Mode::{Allowlist, Auto, Default, Plan};
    let none = rules(&[], &[]);
    let closed = facts(false, false);
    let open = facts(true, false);
    let pre = facts(true, true);
    let by_server = rules(&["mcp__fs"], &[]);
    let denied = rules(&["mcp__fs__*"], &["mcp__fs"]);
    for (mode, class, f, r, want, reason) in [
        (Default, Read, &closed, &none, Allow, ""),
        (Default, Execute, &closed, &none, Ask, "mode asks before running tools"),
        (Default, Execute, &pre, &none, Allow, "Pre-approved"),
        (Default, Execute, &closed, &by_server, Allow, "`mcp__fs`"),
        (Default, Execute, &pre, &denied, Deny, "`mcp__fs`"),
        (Plan, Read, &open, &none, Allow, ""),
        (Plan, Execute, &closed, &by_server, Deny, PLAN_DENIED),
        (Plan, Execute, &pre, &none, Deny, PLAN_DENIED),
        (Allowlist, Read, &open, &none, Allow, ""),
        (Allowlist, Execute, &pre, &none, Deny, NOT_IN_ALLOWLIST),
        (Allowlist, Execute, &closed, &by_server, Allow, "`mcp__fs`"),
        (Auto, Read, &open, &none, Allow, ""),
        (Auto, Execute, &open, &none, Ask, "openWorldHint"),
        (Auto, Execute, &closed, &none, Ask, "classify"),
        (Auto, Execute, &pre, &none, Allow, "Pre-approved"),
    ] {
        let (got, why) = run(mode, class, f, r);
        assert_eq!(got, want, "{mode:?} {class:?} {f:?} {r:?}: {why}");
        assert!(why.contains(reason), "{mode:?} {class:?}: {why}");
    }
}
