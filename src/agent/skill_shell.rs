//! What invoking a skill or a Claude Code command asks of the session (docs/skills.md): its
//! `` !`cmd` `` lines run as bash calls, before the prompt is sent, exactly as the model's
//! bash calls do — PreToolUse hooks, the session's permission pipeline (with the skill's
//! `allowed-tools` as extra allow rules, and the decision in the audit `/permissions` shows),
//! the approval question when the pipeline asks and someone can answer, the bash tool (its
//! sandbox, environment and a `SHELL_TIMEOUT_S` deadline), then PostToolUse hooks. A line
//! that would need approval where nobody can answer (`-p`, line mode, RPC without the
//! approvals capability) is not run, and a note says why. The expansion's `Cancel` is the
//! session's abort (`expansion_cancel`), so Esc or RPC `abort` ends a running line's process
//! group. The allowed tools are then offered as allow rules for the run that prompt starts.

use serde_json::json;

use crate::agent::Agent;
use crate::agent::hook_calls;
use crate::agent::ops::SharedOps;
use crate::agent::tool_exec;
use crate::agent::worker::lock;
use crate::ai::types::ToolCall;
use crate::permissions::audit::Record;
use crate::permissions::pipeline::{Decision, HookVerdict};
use crate::permissions::rules::Rule;
use crate::tools::ToolContext;
use crate::util::cancel::Cancel;

/// How long one `` !`cmd` `` may run, in seconds.
pub const SHELL_TIMEOUT_S: u64 = 30;

/// What became of one `` !`cmd` ``.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShellLine {
    /// It ran: its output as the bash tool returns it (stdout and stderr merged), with what
    /// the hooks added.
    Ran(String),
    /// It did not run: why, for the note that replaces it.
    Refused(String),
    /// The expansion was cancelled (Esc, `abort`): nothing is sent.
    Cancelled,
}

impl Agent {
    /// The `Cancel` of a skill's expansion: the session's abort flag, renewed when no run is
    /// going and an earlier abort left it cancelled, so `abort` ends the expansion's commands.
    pub fn expansion_cancel(&self) -> Cancel {
        let h = self.handle();
        let running = lock(&h.shared.running);
        let mut current = lock(&h.shared.cancel);
        if !*running && current.is_cancelled() {
            *current = Cancel::new();
        }
        current.clone()
    }

    /// Runs `command` as a bash call of the session (hooks, pipeline with `allowed` added,
    /// approval when `may_ask` and someone can answer, the bash tool), until `cancel`.
    pub fn skill_shell(
        &self,
        command: &str,
        allowed: &[Rule],
        may_ask: bool,
        cancel: &Cancel,
    ) -> ShellLine {
        run_line(&self.handle(), command, (allowed, may_ask), cancel)
    }

    /// Offers `rules` (a skill's `allowed-tools`) for the run that starts with exactly
    /// `prompt`; they end when the next run starts.
    pub fn scope_allowed_tools(&self, prompt: &str, rules: Vec<Rule>) {
        self.handle()
            .config
            .permissions
            .scope_next_run(prompt, rules);
    }
}

/// One `` !`cmd` `` through hooks, pipeline, approval, the bash tool and hooks.
fn run_line(
    s: &impl SharedOps,
    command: &str,
    (allowed, may_ask): (&[Rule], bool),
    cancel: &Cancel,
) -> ShellLine {
    if cancel.is_cancelled() {
        return ShellLine::Cancelled;
    }
    let Some(tool) = s.config().tools.get_active("bash") else {
        return ShellLine::Refused(
            "bash is not one of this session's tools (see --tools)".to_string(),
        );
    };
    let call = ToolCall {
        id: format!("skill_shell_{}", crate::util::ids::short_id()),
        name: "bash".to_string(),
        arguments: json!({"command": command, "timeout": SHELL_TIMEOUT_S}),
    };
    let pre = hook_calls::pre_tool_use(s, &call, cancel);
    if let Some(stop) = pre.as_ref().and_then(|o| o.stop.clone()) {
        return ShellLine::Refused(format!("a PreToolUse hook stopped it: {}", stop.reason));
    }
    let hook = pre.as_ref().and_then(tool_exec::hook_verdict);
    let permissions = &s.config().permissions;
    let precheck = permissions.evaluate_with("bash", tool.permission(), &call.arguments, allowed);
    let asks = precheck.decision == Decision::Ask && !matches!(hook, Some(HookVerdict::Deny(_)));
    if asks && (!may_ask || !permissions.approvals.attended()) {
        let why = format!(
            "it needs approval ({}) and nobody can approve it here; allow it in the skill's `allowed-tools` (`Bash({command})`) or with an allow rule",
            precheck.reason.trim_end_matches('.')
        );
        permissions.audit.record(Record {
            tool: call.name.clone(),
            summary: crate::permissions::audit::summary(&call.name, &call.arguments),
            layer: precheck.layer.as_str(),
            decision: Decision::Deny,
            reason: why.clone(),
            mode: permissions.mode().as_str(),
            timestamp: crate::util::time::now_ms(),
        });
        return ShellLine::Refused(why);
    }
    let verdict = tool_exec::authorize(s, &tool, &call, cancel, (hook.as_ref(), allowed, &|| false, None));
    if cancel.is_cancelled() {
        return ShellLine::Cancelled;
    }
    if !verdict.allowed {
        let why = verdict.message.unwrap_or_else(|| "permission denied".into());
        return ShellLine::Refused(why);
    }
    let before = hook_calls::file_before(s, &call);
    let started = std::time::Instant::now();
    // No tool events: the line is not a call of the conversation.
    let ctx = ToolContext {
        cwd: s.cwd(),
        cancel,
        on_update: &|_| {},
        accepts_images: false,
        state: s.tool_state(),
    };
    let mut output = tool.execute(&call.arguments, &ctx);
    if cancel.is_cancelled() {
        return ShellLine::Cancelled;
    }
    let post = hook_calls::post_tool_use(s, &call, &output, (before, started), cancel);
    tool_exec::add_hook_notes(&mut output, [pre, post]);
    ShellLine::Ran(output.joined_text().trim_end().to_string())
}
