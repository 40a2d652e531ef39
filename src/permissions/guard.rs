//! `Permissions`: one session's permission state and the single entry point tool execution
//! calls before running a tool. It runs the pipeline (and the classifier in auto mode), records
//! the audit, asks the approval chain when a call needs a human, remembers `allow_session`
//! answers, collects the run's denials and stops a run that keeps repeating a denied call.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Mutex;

use serde::Serialize;
use serde_json::Value;

use crate::ai::types::Usage;
use crate::permissions::approvals::{
    Answer, AnsweredBy, ApprovalRequest, Approvals, RequestContext,
};
use crate::permissions::audit::{self, Audit, AutoDecision, Record};
use crate::permissions::call::{Subject, normalized};
use crate::permissions::classifier::{self, Classifier};
use crate::permissions::config::PermissionConfig;
use crate::permissions::mcp::McpTable;
use crate::permissions::memory::Memory;
use crate::permissions::mode::Mode;
use crate::permissions::paths::Project;
use crate::permissions::rules::{Rule, Rules};
use crate::permissions::scoped::Scoped;
use crate::permissions::pipeline::{
    self, AskReason, Call, Decision, Env, Layer, Sandbox, Step, Verdict,
};
use crate::permissions::{dangerous, preview};
use crate::tools::PermissionClass;
use crate::tools::identity::{self, Kind};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;
use crate::util::time::now_ms;

/// How many denials of the same call end the run.
pub const DENIAL_LIMIT: u32 = 3;

/// A denied call, as print mode's `permissionDenials` lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Denial {
    pub tool_name: String,
    pub tool_call_id: String,
    pub input: Value,
    pub reason: String,
}

#[derive(Default)]
struct RunState {
    denials: Vec<Denial>,
    counts: HashMap<String, u32>,
    stop: Option<String>,
    /// What the run's classifier requests used.
    classifier_usage: Option<Usage>,
}

/// What the caller supplies for one authorisation.
pub struct Gate<'a> {
    pub cancel: &'a Cancel,
    /// The latest user message (for the classifier).
    pub user_message: &'a str,
    /// Publishes `permission_request`.
    pub on_request: &'a dyn Fn(&ApprovalRequest),
    /// Publishes `permission_resolved`.
    pub on_resolved: &'a dyn Fn(&str, Answer),
    /// Whether the session has read or written a file (previews flag unread overwrites).
    pub seen: &'a dyn Fn(&Path) -> bool,
    /// What the PreToolUse hooks decided, if one did.
    pub hook: Option<&'a pipeline::HookVerdict>,
    /// Allow rules for this call only, besides the configured ones (a skill's `allowed-tools`
    /// for its `` !`cmd` `` lines).
    pub extra: &'a [Rule],
    /// Asked only when the decision is to ask, before anyone is asked: whether the tool would
    /// refuse the call whatever the answer (a write or edit of a file not read in this session).
    /// `true` ends the call as not allowed with no question and no denial recorded; the caller
    /// returns the tool's own refusal. A deny decision is never replaced by it.
    pub refuses: &'a dyn Fn() -> bool,
    /// A codemode script's inner call: where in the script it came from (the request's
    /// `context` carries it beside the session's origin).
    pub script: Option<&'a RequestContext>,
}

/// The result of authorising one call.
#[derive(Clone, Debug, PartialEq)]
pub struct Authorized {
    pub allowed: bool,
    /// The error text for the model when denied.
    pub message: Option<String>,
    /// The auto-mode audit entry (`autoDecision`).
    pub auto_decision: Option<AutoDecision>,
    /// The classifier request's usage (`kind: "permission_classify"`).
    pub classifier_usage: Option<Usage>,
}

pub struct Permissions {
    pub config: PermissionConfig,
    pub project: Project,
    pub approvals: Approvals,
    pub audit: Audit,
    pub sandbox: Sandbox,
    mode: Mutex<Mode>,
    memory: Memory,
    classifier: Option<Classifier>,
    run: Mutex<RunState>,
    /// Where this session's approval requests come from (a `task` sub-agent), for
    /// `permission_request.context`.
    origin: Option<RequestContext>,
    /// The agent's MCP tools: their server, open-world hint and pre-approval.
    mcp: McpTable,
    /// A skill's `allowed-tools` for the run it starts.
    scoped: Scoped,
}

impl Permissions {
    pub fn new(config: PermissionConfig, cwd: &Path) -> Permissions {
        let project = Project::new(cwd)
            .with_sessions_dir(config.sessions_dir.as_deref())
            .with_key_files(&config.key_files)
            .with_extra_roots(&config.extra_roots);
        Permissions {
            mode: Mutex::new(config.mode),
            config,
            project,
            approvals: Approvals::from_env(),
            audit: Audit::default(),
            sandbox: Sandbox::None,
            memory: Memory::default(),
            classifier: None,
            run: Mutex::new(RunState::default()),
            origin: None,
            mcp: McpTable::default(),
            scoped: Scoped::default(),
        }
    }

    /// The agent's MCP tools, for rules by server, pre-approvals, auto mode and previews.
    pub fn with_mcp(mut self, mcp: McpTable) -> Permissions {
        self.mcp = mcp;
        self
    }

    /// The agent's MCP tools as this session's permissions know them.
    pub fn mcp(&self) -> &McpTable {
        &self.mcp
    }

    /// Marks the requests of a sub-agent's session (`[task:<agent>]`, RPC `context`).
    pub fn with_origin(mut self, origin: RequestContext) -> Permissions {
        self.origin = Some(origin);
        self
    }

    /// Where this session's requests come from; `None` for the main session.
    pub fn origin(&self) -> Option<&RequestContext> {
        self.origin.as_ref()
    }

    /// Everything allowed except what the dangerous list, built-in denials and rules stop
    /// (library users and tests).
    pub fn full_auto(cwd: &Path) -> Permissions {
        Permissions::new(PermissionConfig::with_mode(Mode::FullAuto), cwd)
    }

    /// The OS sandbox bash runs in, for the sandbox-aware decisions.
    pub fn with_sandbox(mut self, sandbox: Sandbox) -> Permissions {
        self.sandbox = sandbox;
        self
    }

    pub fn with_classifier(mut self, c: Classifier) -> Permissions {
        self.classifier = Some(c);
        self
    }

    pub fn mode(&self) -> Mode {
        *lock(&self.mode)
    }

    pub fn set_mode(&self, mode: Mode) {
        *lock(&self.mode) = mode;
    }

    /// Steps ① to ③ for one call. Without `classify`, an undecided auto call asks with layer
    /// `classifier-skipped`.
    pub fn evaluate(
        &self,
        tool: &str,
        class: PermissionClass,
        input: &Value,
        classify: Option<(&Cancel, &str)>,
    ) -> (Verdict, Option<Usage>) {
        let subject = Subject::of(tool, class, input, &self.project);
        self.evaluate_subject(tool, class, input, &subject, classify, (None, &[]))
    }

    /// Steps ① and ② for one call with `extra` allow rules besides the configured ones (a
    /// skill's `allowed-tools` for its `` !`cmd` `` lines); never asks the classifier.
    pub fn evaluate_with(
        &self,
        tool: &str,
        class: PermissionClass,
        input: &Value,
        extra: &[Rule],
    ) -> Verdict {
        let subject = Subject::of(tool, class, input, &self.project);
        let rules = self.scoped.rules(&self.config.rules, extra);
        let rules = rules.as_ref().unwrap_or(&self.config.rules);
        self.evaluate_rules(tool, class, input, &subject, None, (rules, None))
            .0
    }

    /// Offers `rules` (a skill's `allowed-tools`) for the run that starts with `prompt`.
    pub fn scope_next_run(&self, prompt: &str, rules: Vec<Rule>) {
        self.scoped.offer(prompt, rules);
    }

    /// `begin_run` for a run that starts with `prompt`: the rules offered with that prompt
    /// apply until the next run starts.
    pub fn begin_run_for(&self, prompt: &str) {
        self.begin_run();
        self.scoped.begin(prompt);
    }

    fn evaluate_subject(
        &self,
        tool: &str,
        class: PermissionClass,
        input: &Value,
        subject: &Subject,
        classify: Option<(&Cancel, &str)>,
        (hook, extra): (Option<&pipeline::HookVerdict>, &[Rule]),
    ) -> (Verdict, Option<Usage>) {
        let scoped = self.scoped.rules(&self.config.rules, extra);
        let rules = scoped.as_ref().unwrap_or(&self.config.rules);
        self.evaluate_rules(tool, class, input, subject, classify, (rules, hook))
    }

    fn evaluate_rules(
        &self,
        tool: &str,
        class: PermissionClass,
        input: &Value,
        subject: &Subject,
        classify: Option<(&Cancel, &str)>,
        (rules, hook): (&Rules, Option<&pipeline::HookVerdict>),
    ) -> (Verdict, Option<Usage>) {
        let env = Env {
            mode: self.mode(),
            project: &self.project,
            rules,
            plan_bash: self.config.plan_bash,
            auto_safe: &self.config.auto_safe,
            hook,
            remembered: self.memory.covers(tool, subject, input),
            sandbox: self.sandbox,
        };
        let mcp = self.mcp.get(tool);
        let call = Call {
            tool,
            class,
            input,
            subject,
            mcp: mcp.as_ref(),
        };
        match pipeline::decide(&call, &env) {
            Step::Done(v) => (v, None),
            Step::Classify => match (classify, &self.classifier) {
                (None, _) => (
                    Verdict::new(
                        Decision::Ask,
                        Layer::ClassifierSkipped,
                        "Auto mode would ask the model classifier (not asked without --classify).",
                    ),
                    None,
                ),
                (Some(_), None) => (
                    pipeline::classified(false, "no classifier model is available"),
                    None,
                ),
                (Some((cancel, user)), Some(c)) => {
                    let cwd = self.project.cwd.display().to_string();
                    let out = c.classify(
                        &classifier::Input {
                            tool,
                            args: input,
                            cwd: &cwd,
                            project_root: &cwd,
                            user_message: user,
                            os_sandbox: match self.sandbox {
                                Sandbox::None => None,
                                Sandbox::Active {
                                    network_denied: true,
                                } => Some(
                                    "bash runs in an OS sandbox: writes only in the workspace, no network",
                                ),
                                Sandbox::Active {
                                    network_denied: false,
                                } => Some(
                                    "bash runs in an OS sandbox: writes only in the workspace, network allowed",
                                ),
                            },
                        },
                        cancel,
                    );
                    (pipeline::classified(out.allow, &out.reason), out.usage)
                }
            },
        }
    }

    /// Decides whether a call may run, asking the approval chain when it needs a human.
    pub fn authorize(
        &self,
        call_id: &str,
        tool: &str,
        class: PermissionClass,
        input: &Value,
        gate: &Gate,
    ) -> Authorized {
        let subject = Subject::of(tool, class, input, &self.project);
        let mode = self.mode();
        let (verdict, usage) = self.evaluate_subject(
            tool,
            class,
            input,
            &subject,
            Some((gate.cancel, gate.user_message)),
            (gate.hook, gate.extra),
        );
        let auto = (mode == Mode::Auto).then(|| AutoDecision::of(&verdict));
        if let Some(u) = &usage {
            let mut run = lock(&self.run);
            let total = run.classifier_usage.get_or_insert_with(|| Usage {
                cost: Some(Default::default()),
                ..Usage::default()
            });
            total.add(u);
        }
        self.audit.record(Record {
            tool: tool.to_string(),
            summary: audit::summary(tool, input),
            layer: verdict.layer.as_str(),
            decision: verdict.decision,
            reason: verdict.reason.clone(),
            mode: mode.as_str(),
            timestamp: now_ms(),
        });
        let done = |allowed: bool, message: Option<String>| Authorized {
            allowed,
            message,
            auto_decision: auto.clone(),
            classifier_usage: usage.clone(),
        };
        match verdict.decision {
            Decision::Allow => return done(true, None),
            Decision::Deny => {
                let text = verdict.reason.clone();
                self.denied(call_id, tool, input, &text);
                return done(false, Some(text));
            }
            Decision::Ask => {}
        }
        if (gate.refuses)() {
            return done(false, None);
        }
        if !self.approvals.attended() {
            let text = format!(
                "Permission denied: {} Nobody can approve it in this unattended run (print mode or no approval client). Do not retry the same call; do the task another way or tell the user which permission it needs (--permission-mode or --allow).",
                verdict.reason
            );
            self.denied(call_id, tool, input, &text);
            return done(false, Some(text));
        }
        let request = ApprovalRequest {
            request_id: format!("perm-{}", crate::util::ids::short_id()),
            tool_name: tool.to_string(),
            input: input.clone(),
            reason: verdict.ask_reason,
            hook_reason: (verdict.ask_reason == AskReason::Hook).then(|| verdict.reason.clone()),
            timeout_ms: self.approvals.timeout().as_millis() as u64,
            preview: self.preview(tool, &subject, input, verdict.ask_reason, gate.seen),
            auto_decision: auto.clone(),
            context: match gate.script {
                Some(script) => Some(RequestContext {
                    parent_tool_call_id: script.parent_tool_call_id.clone(),
                    script_line: script.script_line,
                    script_text: script.script_text.clone(),
                    ..self.origin.clone().unwrap_or_default()
                }),
                None => self.origin.clone(),
            },
        };
        (gate.on_request)(&request);
        let r = self.approvals.request(&request, gate.cancel);
        (gate.on_resolved)(&request.request_id, r.answer);
        if r.answer == Answer::AllowSession {
            self.memory.remember(tool, &subject, input);
        }
        if r.answer.allows() {
            return done(true, None);
        }
        let text = match r.by {
            AnsweredBy::Timeout => format!(
                "Permission denied: nobody answered the approval request within {} s.",
                self.approvals.timeout().as_secs()
            ),
            AnsweredBy::Aborted => "Permission denied: the run was interrupted.".to_string(),
            AnsweredBy::Nobody => format!(
                "Permission denied: {} Nobody answered the approval request.",
                verdict.reason
            ),
            _ => "Permission denied by the user. Do not retry the same call; ask the user how to proceed or do it another way.".to_string(),
        };
        self.denied(call_id, tool, input, &text);
        done(false, Some(text))
    }

    fn preview(
        &self,
        tool: &str,
        subject: &Subject,
        input: &Value,
        reason: AskReason,
        seen: &dyn Fn(&Path) -> bool,
    ) -> Option<preview::Preview> {
        let kind = identity::row(tool).map(|r| r.kind);
        if let Some(facts) = self.mcp.get(tool) {
            return Some(crate::permissions::mcp::preview(&facts, input));
        }
        match subject {
            Subject::Bash { analysis, .. } => {
                let danger = reason == AskReason::Dangerous
                    || dangerous::check(&self.project, analysis).is_some();
                Some(preview::bash(&self.project, analysis, danger))
            }
            Subject::File {
                path: Some(path),
                given,
                ..
            } if matches!(kind, Some(Kind::Write | Kind::Edit)) => {
                let mut p = if kind == Some(Kind::Write) {
                    let content = input.get("content").and_then(Value::as_str).unwrap_or("");
                    preview::write(path, content, seen(path))
                } else {
                    preview::edit(path, input)
                };
                // Show the path as written next to where it resolves when a link moves it.
                let written = self.project.lexical(given, &self.project.cwd);
                if written.is_some_and(|w| crate::tools::path::normalize(&w) != *path) {
                    p.lines
                        .insert(0, format!("{given} resolves to {}", path.display()));
                    p.severity = p.severity.max(preview::Severity::Warn);
                }
                Some(p)
            }
            _ => None,
        }
    }

    fn denied(&self, call_id: &str, tool: &str, input: &Value, reason: &str) {
        let normal = normalized(tool, input);
        let key = format!("{tool}\u{0}{normal}");
        let mut run = lock(&self.run);
        run.denials.push(Denial {
            tool_name: tool.to_string(),
            tool_call_id: call_id.to_string(),
            input: input.clone(),
            reason: reason.to_string(),
        });
        let count = run.counts.entry(key).or_insert(0);
        *count += 1;
        if *count >= DENIAL_LIMIT && run.stop.is_none() {
            let shown: String = normal.chars().take(80).collect();
            run.stop = Some(format!(
                "the model asked {DENIAL_LIMIT} times for the same denied call (`{tool}` with `{shown}`), so the run was stopped to keep it from looping; allow the call (--permission-mode, --allow) or change the prompt"
            ));
        }
    }

    /// Resets the per-run denial record.
    pub fn begin_run(&self) {
        *lock(&self.run) = RunState::default();
    }

    /// The denials of the current run.
    pub fn run_denials(&self) -> Vec<Denial> {
        lock(&self.run).denials.clone()
    }

    /// What the run's classifier requests used (`kind: "permission_classify"`); `None` when the
    /// classifier was not asked.
    pub fn run_classifier_usage(&self) -> Option<Usage> {
        lock(&self.run).classifier_usage.clone()
    }

    /// Set once a call was denied [`DENIAL_LIMIT`] times: why the run must end.
    pub fn loop_stop(&self) -> Option<String> {
        lock(&self.run).stop.clone()
    }
}

#[cfg(test)]
#[path = "guard_tests.rs"]
mod tests;
