//! The decision order of permissions.md as one pure function: ① the rule tier (deny rules and
//! built-in denials, hook deny, the dangerous-command list, auto's rule tier, hook ask, allow
//! rules / hook allow / session memory), ② the mode, and — for auto calls neither decided —
//! the signal to ask ③ the model classifier. Later steps never loosen earlier results.

use serde::Serialize;

use crate::permissions::call::Subject;
use crate::permissions::mcp::McpFacts;
use crate::permissions::mode::{Mode, PlanBash};
use crate::permissions::paths::{Project, Target};
use crate::permissions::rules::Rules;
use crate::permissions::{
    Hit, auto_safe, builtin, dangerous, git_repo, readonly, rule_tier, secret_reads, secrets,
};
use crate::tools::PermissionClass;

pub const PLAN_DENIED: &str = "Plan mode is active: write/execute tools are disabled. Finish the plan with a <proposed_plan> block.";
pub const PLAN_TODO_DENIED: &str = "Plan mode is active: the todo list cannot be changed now. Put the steps into the <proposed_plan> block; the todo list is generated from the plan when it is approved.";
pub const NOT_IN_ALLOWLIST: &str = "Not in the allowlist";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    Allow,
    Ask,
    Deny,
}

impl Decision {
    pub fn as_str(self) -> &'static str {
        match self {
            Decision::Allow => "allow",
            Decision::Ask => "ask",
            Decision::Deny => "deny",
        }
    }
}

/// The tier that decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Layer {
    Rule,
    Hook,
    Mode,
    Static,
    Classifier,
    ClassifierSkipped,
}

impl Layer {
    pub fn as_str(self) -> &'static str {
        match self {
            Layer::Rule => "rule",
            Layer::Hook => "hook",
            Layer::Mode => "mode",
            Layer::Static => "static",
            Layer::Classifier => "classifier",
            Layer::ClassifierSkipped => "classifier-skipped",
        }
    }
}

/// Why an approval is asked for (RPC `permission_request.reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum AskReason {
    #[default]
    Mode,
    Dangerous,
    Hook,
}

/// A decision with where it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    pub decision: Decision,
    pub layer: Layer,
    /// An English sentence for the user and the model.
    pub reason: String,
    /// The rule or list entry responsible.
    pub entry: Option<String>,
    pub ask_reason: AskReason,
    /// Allowed because bash will run inside the OS sandbox.
    pub sandboxed: bool,
}

impl Verdict {
    pub fn new(decision: Decision, layer: Layer, reason: impl Into<String>) -> Verdict {
        Verdict {
            decision,
            layer,
            reason: reason.into(),
            entry: None,
            ask_reason: AskReason::Mode,
            sandboxed: false,
        }
    }

    fn entry(mut self, e: impl Into<String>) -> Verdict {
        self.entry = Some(e.into());
        self
    }

    fn because(mut self, r: AskReason) -> Verdict {
        self.ask_reason = r;
        self
    }
}

/// A command hook's verdict (hooks are a later issue; this is the slot they plug into).
#[derive(Clone, Debug, PartialEq)]
pub enum HookVerdict {
    Allow,
    Ask(String),
    Deny(String),
}

/// The OS sandbox as bash will use it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Sandbox {
    /// No sandbox: bash runs directly.
    #[default]
    None,
    /// bash runs in a sandbox that restricts writes; `network_denied` from `sandbox.network`.
    Active { network_denied: bool },
}

/// Everything besides the call that the decision depends on.
pub struct Env<'a> {
    pub mode: Mode,
    pub project: &'a Project,
    pub rules: &'a Rules,
    pub plan_bash: PlanBash,
    pub auto_safe: &'a [String],
    pub hook: Option<&'a HookVerdict>,
    /// An `allow_session` answer covers this call.
    pub remembered: bool,
    pub sandbox: Sandbox,
}

pub struct Call<'a> {
    pub tool: &'a str,
    pub class: PermissionClass,
    pub input: &'a serde_json::Value,
    pub subject: &'a Subject,
    /// The tool's facts when it is an MCP server's tool.
    pub mcp: Option<&'a McpFacts>,
}

/// The outcome of steps ① and ②.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Done(Verdict),
    /// Auto mode, undecided: ask the classifier (③). Its `allow` allows, anything else asks.
    Classify,
}

fn ask(layer: Layer, reason: impl Into<String>) -> Verdict {
    Verdict::new(Decision::Ask, layer, reason)
}

/// Runs steps ① and ②.
pub fn decide(call: &Call, env: &Env) -> Step {
    let p = env.project;
    if let Some(h) = builtin::denied(p, call.subject) {
        return Step::Done(Verdict::new(Decision::Deny, Layer::Rule, h.reason).entry(h.entry));
    }
    if let Some(rule) = env
        .rules
        .denied_for(p, (call.tool, call.mcp), call.subject, call.input) {
        let v = Verdict::new(
            Decision::Deny,
            Layer::Rule,
            format!("Denied by the rule `{}`.", rule.text()),
        );
        return Step::Done(v.entry(rule.text()));
    }
    if let Some(HookVerdict::Deny(why)) = env.hook {
        return Step::Done(Verdict::new(Decision::Deny, Layer::Hook, why.clone()));
    }
    let asked = |v: Verdict| {
        Step::Done(if env.mode == Mode::Allowlist {
            Verdict {
                decision: Decision::Deny,
                reason: NOT_IN_ALLOWLIST.into(),
                ..v
            }
        } else {
            v
        })
    };
    if let Subject::Bash { analysis, .. } = call.subject
        && let Some(h) = dangerous::check(p, analysis)
    {
        let v = ask(Layer::Rule, format!("Dangerous command: {}.", h.reason));
        return asked(
            v.entry(format!("dangerous: {}", h.entry))
                .because(AskReason::Dangerous),
        );
    }
    // Environment dumps and git on another repository ask in every mode but full-auto.
    if env.mode != Mode::FullAuto
        && let Subject::Bash { analysis, .. } = call.subject
    {
        if let Some(why) = secret_reads::env_dump(analysis) {
            // Plan mode denies what is not read-only, and `env` is not (permissions.md): it
            // asks only where plan.bash says ask (issue #30).
            if env.mode == Mode::Plan && env.plan_bash != PlanBash::Ask {
                let v = Verdict::new(Decision::Deny, Layer::Mode, PLAN_DENIED);
                return Step::Done(v.entry("env-dump"));
            }
            let v = ask(Layer::Rule, format!("Environment dump: {why}."));
            return asked(v.entry("env-dump"));
        }
        if let Some(h) = git_repo::foreign(p, analysis) {
            let v = ask(Layer::Rule, format!("Another repository: {}.", h.reason));
            return asked(v.entry(h.entry));
        }
    }
    if env.mode == Mode::Auto
        && let Some(h) = auto_rule_tier(call, p)
    {
        let v = ask(Layer::Rule, format!("Auto mode asks: {}.", h.reason));
        return asked(v.entry(format!("rule tier: {}", h.entry)));
    }
    if let Some(HookVerdict::Ask(why)) = env.hook {
        return asked(ask(Layer::Hook, why.clone()).because(AskReason::Hook));
    }
    // Plan mode allows only what plan allows: allow rules and remembered answers do not widen it.
    if env.mode != Mode::Plan {
        if let Some(rule) = env
            .rules
            .allowed_for(p, (call.tool, call.mcp), call.subject, call.input) {
            let v = Verdict::new(
                Decision::Allow,
                Layer::Rule,
                format!("Allowed by the rule `{}`.", rule.text()),
            );
            return Step::Done(v.entry(rule.text()));
        }
        if env.hook == Some(&HookVerdict::Allow) {
            return Step::Done(Verdict::new(
                Decision::Allow,
                Layer::Hook,
                "Allowed by a hook.",
            ));
        }
        if env.remembered {
            return Step::Done(
                Verdict::new(Decision::Allow, Layer::Rule, "Allowed for this session.")
                    .entry("session memory"),
            );
        }
        // `approval: allow` pre-approves a server's calls, but never widens allowlist mode,
        // which allows only read-class MCP tools and what a rule names.
        if let Some(m) = call.mcp.filter(|m| m.preapproved && env.mode != Mode::Allowlist) {
            let v = Verdict::new(
                Decision::Allow,
                Layer::Rule,
                format!("Pre-approved by `approval: allow` of the MCP server `{}`.", m.server),
            );
            return Step::Done(v.entry(format!("mcpServers.{}.approval", m.server)));
        }
    }
    if let (
        Mode::Auto,
        Sandbox::Active { .. },
        Subject::Bash {
            sandbox_off: true, ..
        },
    ) = (env.mode, env.sandbox, call.subject)
    {
        return Step::Done(ask(
            Layer::Rule,
            "The command asks to run outside the OS sandbox.",
        ));
    }
    mode_step(call, env)
}

/// Auto's rule tier for any tool: bash by its analysis, file tools by their path.
fn auto_rule_tier(call: &Call, p: &Project) -> Option<Hit> {
    match call.subject {
        Subject::Bash { analysis, .. } => rule_tier::bash(p, analysis),
        Subject::File {
            path: Some(path),
            writes,
            ..
        } => rule_tier::file(p, path, *writes),
        Subject::File { given, writes, .. } => Some(Hit {
            entry: if *writes {
                "outside-project"
            } else {
                "secret-path"
            },
            reason: format!("the path `{given}` cannot be resolved"),
        }),
        _ => None,
    }
}

fn mode_step(call: &Call, env: &Env) -> Step {
    let allow = |layer: Layer, why: &str| Step::Done(Verdict::new(Decision::Allow, layer, why));
    let deny = |why: &str| Step::Done(Verdict::new(Decision::Deny, Layer::Mode, why));
    let p = env.project;
    let is_readonly_cmd = || match call.subject {
        Subject::Bash { analysis, .. } => readonly::check(p, analysis).is_ok(),
        _ => false,
    };
    let read_tool = call.class == PermissionClass::Read
        && !matches!(call.subject, Subject::Bash { .. } | Subject::Todo { .. });
    match env.mode {
        Mode::FullAuto => allow(Layer::Mode, "Full-auto mode allows every call."),
        Mode::Plan => plan_step(call, env, read_tool, is_readonly_cmd()),
        Mode::Allowlist => {
            let ok = read_tool
                || matches!(
                    call.subject,
                    Subject::Task { .. } | Subject::Todo { .. } | Subject::Internal
                )
                || is_readonly_cmd();
            if ok {
                allow(Layer::Mode, "Allowed: read-only.")
            } else {
                deny(NOT_IN_ALLOWLIST)
            }
        }
        Mode::Default | Mode::AutoEdit => {
            if read_tool
                || matches!(
                    call.subject,
                    Subject::Task { .. } | Subject::Todo { .. } | Subject::Internal
                )
            {
                return allow(Layer::Mode, "Read-only tools are always allowed.");
            }
            if let Subject::Bash {
                analysis,
                sandbox_off,
                ..
            } = call.subject
            {
                if is_readonly_cmd() {
                    return allow(Layer::Mode, "A read-only command.");
                }
                let sandbox_ok = matches!(
                    env.sandbox,
                    Sandbox::Active {
                        network_denied: true
                    }
                ) && !sandbox_off
                    && analysis.understood()
                    && secrets::in_command(p, analysis).is_none();
                if sandbox_ok {
                    let mut v = Verdict::new(
                        Decision::Allow,
                        Layer::Mode,
                        "The command runs inside the OS sandbox.",
                    );
                    v.sandboxed = true;
                    return Step::Done(v);
                }
                return Step::Done(ask(
                    Layer::Mode,
                    format!(
                        "{} mode asks before running commands.",
                        env.mode.display_name()
                    ),
                ));
            }
            if env.mode == Mode::AutoEdit
                && call.class == PermissionClass::Write
                && let Subject::File {
                    path: Some(path), ..
                } = call.subject
                && p.write_problem(&Target::Path(path.clone())).is_none()
            {
                return allow(
                    Layer::Mode,
                    "Accept-edits mode allows edits inside the project.",
                );
            }
            Step::Done(ask(
                Layer::Mode,
                format!(
                    "{} mode asks before {}.",
                    env.mode.display_name(),
                    if call.class == PermissionClass::Write {
                        "changing files"
                    } else {
                        "running tools that can change things"
                    }
                ),
            ))
        }
        Mode::Auto => {
            if read_tool
                || matches!(
                    call.subject,
                    Subject::Task { .. } | Subject::Todo { .. } | Subject::Internal
                )
            {
                return allow(Layer::Static, "A read-only tool.");
            }
            if let Some(m) = call.mcp.filter(|m| m.open_world) {
                return Step::Done(ask(
                    Layer::Static,
                    format!(
                        "Auto mode asks: the MCP tool `{}` of `{}` may reach outside this machine (openWorldHint).",
                        m.tool, m.server
                    ),
                ));
            }
            if call.mcp.is_some() {
                return Step::Classify;
            }
            match call.subject {
                Subject::Bash { analysis, .. } => {
                    match auto_safe::check(p, analysis, env.auto_safe) {
                        Ok(()) => allow(
                            Layer::Static,
                            "Every part of the command is on the safe list.",
                        ),
                        Err(_) => Step::Classify,
                    }
                }
                Subject::File { path: Some(_), .. } if call.class == PermissionClass::Write => {
                    allow(Layer::Static, "A write inside the project.")
                }
                _ => Step::Classify,
            }
        }
    }
}

fn plan_step(call: &Call, env: &Env, read_tool: bool, readonly_cmd: bool) -> Step {
    let allow = |why: &str| Step::Done(Verdict::new(Decision::Allow, Layer::Mode, why));
    let deny = |why: &str| Step::Done(Verdict::new(Decision::Deny, Layer::Mode, why));
    match call.subject {
        _ if read_tool => allow("Plan mode allows read-only tools."),
        Subject::Task { .. } => allow("Plan mode allows sub-agents; they are in plan mode too."),
        Subject::Internal => allow("It only touches what this session started."),
        Subject::Todo { action } => {
            let reads = match action.as_deref() {
                Some(a) => matches!(a, "get" | "list" | "read"),
                None => !["todos", "items", "tasks"]
                    .iter()
                    .any(|k| call.input.get(*k).is_some()),
            };
            if reads {
                allow("Plan mode allows reading the todo list.")
            } else {
                deny(PLAN_TODO_DENIED)
            }
        }
        Subject::Bash { .. } => match env.plan_bash {
            PlanBash::Deny => deny(PLAN_DENIED),
            _ if readonly_cmd => allow("Plan mode allows read-only commands."),
            PlanBash::Readonly => deny(PLAN_DENIED),
            PlanBash::Ask => Step::Done(ask(
                Layer::Mode,
                "Plan mode asks before commands that are not read-only (plan.bash: ask).",
            )),
        },
        _ => deny(PLAN_DENIED),
    }
}

/// Step ③'s answer turned into a verdict: the classifier can only allow or ask.
pub fn classified(allow: bool, reason: &str) -> Verdict {
    let decision = if allow {
        Decision::Allow
    } else {
        Decision::Ask
    };
    Verdict::new(
        decision,
        Layer::Classifier,
        format!("Auto classifier: {reason}"),
    )
}

/// When nobody can answer, asking means deny.
#[cfg(test)]
pub fn unattended(v: Verdict) -> Verdict {
    if v.decision != Decision::Ask {
        return v;
    }
    Verdict {
        decision: Decision::Deny,
        reason: format!(
            "{} Nobody can approve it in this unattended run, so it was denied.",
            v.reason
        ),
        ..v
    }
}

#[cfg(test)]
#[path = "pipeline_tests.rs"]
mod tests;

#[cfg(test)]
#[path = "security_tests.rs"]
mod security_tests;
