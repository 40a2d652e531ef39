//! Executing one assistant message's tool calls: argument checks against each tool's schema,
//! the permission pipeline (a denial is an error result with the reason), read-class calls of a
//! batch in parallel, the rest in order, steering skips, and the `tool_execution_*` events with
//! their result messages. PreToolUse hooks run before the pipeline (their decision is its hook
//! slot), PostToolUse hooks after the tool; what they say reaches the model with the result.
//! Functions over `ops::SessionOps` (the calls of a batch share it across scoped threads), so
//! tool execution names nothing of the session.

use std::sync::Arc;

pub use crate::agent::call_texts::{ABORTED, SKIPPED, STOPPED};
use crate::agent::events::{SessionEvent, ToolResultValue};
use crate::agent::hook_calls;
use crate::agent::ops::{SessionOps, SharedOps};
use crate::agent::task_session;
use crate::ai::types::{Message, ToolCall, ToolResultMessage};
use crate::hooks::output::{Outcome, Permission};
use crate::permissions::Gate;
use crate::permissions::approvals::RequestContext;
use crate::permissions::audit::AutoDecision;
use crate::permissions::pipeline::HookVerdict;
use crate::tools::{ExecutionMode, Tool, ToolContext, ToolOutput, schema};
use crate::util::cancel::Cancel;
use crate::util::time::now_ms;

/// Runs the calls and returns each result with its `terminate` flag, in call order.
pub(crate) fn execute_calls(
    s: &impl SessionOps,
    calls: &[ToolCall],
    cancel: &Cancel,
) -> Vec<(ToolResultMessage, bool)> {
    let mut out: Vec<(ToolResultMessage, bool)> = Vec::with_capacity(calls.len());
    let mut i = 0;
    while i < calls.len() {
        let skip = if cancel.is_cancelled() {
            Some(ABORTED)
        } else if hook_calls::stop_pending(s) {
            Some(STOPPED)
        } else if s.steering_queued() {
            Some(SKIPPED)
        } else {
            None
        };
        if let Some(reason) = skip {
            for call in &calls[i..] {
                publish_start(s, call);
                out.push(finish(s, call, ToolOutput::error(reason), None));
            }
            break;
        }
        let tool = s.config().tools.get_active(&calls[i].name);
        let parallel = |c: &ToolCall| {
            s.config()
                .tools
                .get_active(&c.name)
                .is_some_and(|t| t.execution_mode() == ExecutionMode::Parallel)
                || (c.name == crate::agent::tasks::TOOL_NAME && task_session::is_task_call(s, c))
        };
        if (tool.is_some() || task_session::is_task_call(s, &calls[i])) && parallel(&calls[i]) {
            let mut end = i + 1;
            while end < calls.len() && parallel(&calls[end]) {
                end += 1;
            }
            let batch = &calls[i..end];
            let outputs: Vec<(ToolOutput, Option<AutoDecision>)> = std::thread::scope(|scope| {
                let handles: Vec<_> = batch
                    .iter()
                    .map(|call| {
                        publish_start(s, call);
                        scope.spawn(move || run_one(s, call, cancel))
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| {
                        h.join()
                            .unwrap_or_else(|_| (ToolOutput::error("the tool crashed"), None))
                    })
                    .collect()
            });
            for (call, (output, auto)) in batch.iter().zip(outputs) {
                out.push(finish(s, call, output, auto));
            }
            i = end;
        } else {
            publish_start(s, &calls[i]);
            let (output, auto) = run_one(s, &calls[i], cancel);
            out.push(finish(s, &calls[i], output, auto));
            i += 1;
        }
    }
    out
}

fn publish_start(s: &impl SharedOps, call: &ToolCall) {
    publish_start_in(s, call, None);
}

fn publish_start_in(s: &impl SharedOps, call: &ToolCall, parent: Option<&str>) {
    s.publish(SessionEvent::ToolExecutionStart {
        tool_call_id: call.id.clone(),
        tool_name: call.name.clone(),
        parent_tool_call_id: parent.map(str::to_string),
        args: call.arguments.clone(),
    });
}

/// Checks, authorises and runs one call; never panics outward. Returns the output and auto
/// mode's decision.
fn run_one(
    s: &impl SessionOps,
    call: &ToolCall,
    cancel: &Cancel,
) -> (ToolOutput, Option<AutoDecision>) {
    if call.name == crate::agent::tasks::TOOL_NAME && task_session::is_task_call(s, call) {
        return (run_task_call(s, call, cancel), None);
    }
    if let Some(output) = task_session::intercept_task_call(s, call, cancel) {
        return (output, None);
    }
    let Some(tool) = s.config().tools.get_active(&call.name) else {
        let names: Vec<String> = s
            .config()
            .tools
            .active()
            .iter()
            .map(|t| t.name().to_string())
            .collect();
        let output = ToolOutput::error(format!(
            "Tool `{}` is not available. Available tools: {}.",
            call.name,
            names.join(", ")
        ));
        return (output, None);
    };
    run_checked(s, &tool, call, cancel, None)
}

/// One inner call of a codemode script (docs/codemode.md): the same checks, hooks, approval
/// and execution as a direct call, its events carrying the outer call's id, and no result
/// message (only the outer call's result enters the transcript).
fn run_inner(
    s: &impl SessionOps,
    call: &ToolCall,
    script: &RequestContext,
    cancel: &Cancel,
) -> ToolOutput {
    let parent = script.parent_tool_call_id.as_deref().unwrap_or_default();
    publish_start_in(s, call, Some(parent));
    let tool = s.config().tools.all().iter().find(|t| t.name() == call.name).cloned();
    let output = match tool {
        Some(tool) => run_checked(s, &tool, call, cancel, Some(script)).0,
        None => ToolOutput::error(format!("Tool `{}` is not available.", call.name)),
    };
    s.publish(SessionEvent::ToolExecutionEnd {
        tool_call_id: call.id.clone(),
        tool_name: call.name.clone(),
        parent_tool_call_id: Some(parent.to_string()),
        result: ToolResultValue {
            content: output.content.clone(),
            details: output.details.clone(),
        },
        is_error: output.is_error,
        auto_decision: None,
    });
    output
}

/// Schema, PreToolUse, the permission pipeline, the tool (a codemode script runs its inner
/// calls through `run_inner`), PostToolUse. `script` is set on a codemode script's inner call.
fn run_checked(
    s: &impl SessionOps,
    tool: &Arc<dyn Tool>,
    call: &ToolCall,
    cancel: &Cancel,
    script: Option<&RequestContext>,
) -> (ToolOutput, Option<AutoDecision>) {
    let parent = script.and_then(|c| c.parent_tool_call_id.as_deref());
    if let Err(e) = schema::validate(&tool.parameters(), &call.arguments) {
        let output = ToolOutput::error(format!(
            "Invalid arguments for tool `{}`: {e}. Call the tool again with arguments that match its schema.",
            call.name
        ));
        return (output, None);
    }
    let pre = hook_calls::pre_tool_use(s, call, cancel);
    let hook = pre.as_ref().and_then(hook_verdict);
    if let Some(stop) = pre.as_ref().and_then(|o| o.stop.clone()) {
        // `continue: false`: the call does not run and the run stops (`take_hook_stop`).
        return (
            ToolOutput::error(format!("Stopped by a hook: {}", stop.reason)),
            None,
        );
    }
    // A call the rules would put to a person, but which the tool would refuse whatever the
    // answer, gets the tool's refusal instead of a question; rules that deny still deny first.
    let refused = std::cell::RefCell::new(None);
    let refuses = || {
        let r = refusal(s, tool, call, cancel);
        let yes = r.is_some();
        *refused.borrow_mut() = r;
        yes
    };
    let verdict = authorize(s, tool, call, cancel, (hook.as_ref(), &[], &refuses, script));
    if let Some(refused) = refused.take() {
        return (refused, None);
    }
    if let Some(usage) = &verdict.classifier_usage {
        crate::agent::persist::record_classifier_usage(s, usage);
    }
    if !verdict.allowed {
        let text = verdict
            .message
            .unwrap_or_else(|| "Permission denied.".to_string());
        if let Some(HookVerdict::Deny(why)) = &hook {
            s.publish(SessionEvent::Notification {
                level: "warn",
                message: format!("\u{26d4} Hook blocked: {why}"),
            });
        }
        return (ToolOutput::error(text), verdict.auto_decision);
    }
    let before = hook_calls::file_before(s, call);
    let started = std::time::Instant::now();
    let mut output = if call.name == crate::codemode::TOOL_NAME && parent.is_none() {
        let inner = |c: &ToolCall, script: &RequestContext| run_inner(s, c, script, cancel);
        crate::agent::codemode_calls::run(s, call, cancel, &inner)
    } else {
        execute_tool(s, tool, call, cancel, parent)
    };
    let post = hook_calls::post_tool_use(s, call, &output, (before, started), cancel);
    add_hook_notes(&mut output, [pre, post]);
    (output, verdict.auto_decision)
}

/// A `task` call with its PreToolUse and PostToolUse hooks (Claude Code's `Task`): a hook's
/// deny or block stops it; task calls need no approval in any mode (permissions.md), so an
/// ask or allow changes nothing.
fn run_task_call(s: &impl SessionOps, call: &ToolCall, cancel: &Cancel) -> ToolOutput {
    let pre = hook_calls::pre_tool_use(s, call, cancel);
    if let Some(stop) = pre.as_ref().and_then(|o| o.stop.clone()) {
        return ToolOutput::error(format!("Stopped by a hook: {}", stop.reason));
    }
    if let Some(HookVerdict::Deny(why)) = pre.as_ref().and_then(hook_verdict) {
        s.publish(SessionEvent::Notification {
            level: "warn",
            message: format!("\u{26d4} Hook blocked: {why}"),
        });
        return ToolOutput::error(why);
    }
    let started = std::time::Instant::now();
    let mut output = task_session::intercept_task_call(s, call, cancel)
        .unwrap_or_else(|| ToolOutput::error("The task tool is not available.".to_string()));
    let post = hook_calls::post_tool_use(s, call, &output, (None, started), cancel);
    add_hook_notes(&mut output, [pre, post]);
    output
}

/// The permission pipeline for one call, with approval events published; `extra` are allow
/// rules for this call only (a skill's `allowed-tools`).
pub(crate) fn authorize(
    s: &impl SharedOps,
    tool: &Arc<dyn Tool>,
    call: &ToolCall,
    cancel: &Cancel,
    (hook, extra, refuses, script): (
        Option<&HookVerdict>,
        &[crate::permissions::rules::Rule],
        &dyn Fn() -> bool,
        Option<&RequestContext>,
    ),
) -> crate::permissions::Authorized {
    let user_message = s
        .read_messages(|messages| {
            messages.iter().rev().find_map(|m| match m {
                Message::User(u) => Some(u.content.text()),
                _ => None,
            })
        })
        .unwrap_or_default();
    let on_request = |r: &crate::permissions::approvals::ApprovalRequest| {
        s.config().permissions.approvals.expect(&r.request_id);
        s.publish(SessionEvent::PermissionRequest { request: r.clone() });
        hook_calls::notification(
            s,
            &format!("ama needs your permission to use {}", r.tool_name),
        );
    };
    let on_resolved = |id: &str, decision| {
        s.publish(SessionEvent::PermissionResolved {
            request_id: id.to_string(),
            decision,
        });
    };
    let gate = Gate {
        cancel,
        user_message: &user_message,
        on_request: &on_request,
        on_resolved: &on_resolved,
        seen: &|p| s.tool_state().has_seen(p),
        hook,
        extra,
        refuses,
        script,
    };
    s.config().permissions.authorize(
        &call.id,
        &call.name,
        tool.permission(),
        &call.arguments,
        &gate,
    )
}

/// The tool's own refusal of the call, before anyone is asked to approve it.
fn refusal(
    s: &impl SharedOps,
    tool: &Arc<dyn Tool>,
    call: &ToolCall,
    cancel: &Cancel,
) -> Option<ToolOutput> {
    let ctx = ToolContext {
        cwd: s.cwd(),
        cancel,
        on_update: &|_| {},
        accepts_images: s.config().model.accepts_images(),
        state: s.tool_state(),
    };
    tool.refusal(&call.arguments, &ctx)
}

fn execute_tool(
    s: &impl SharedOps,
    tool: &Arc<dyn Tool>,
    call: &ToolCall,
    cancel: &Cancel,
    parent: Option<&str>,
) -> ToolOutput {
    let on_update = |partial: &str| {
        s.publish(SessionEvent::ToolExecutionUpdate {
            tool_call_id: call.id.clone(),
            tool_name: call.name.clone(),
            parent_tool_call_id: parent.map(str::to_string),
            partial: partial.to_string(),
        });
    };
    let ctx = ToolContext {
        cwd: s.cwd(),
        cancel,
        on_update: &on_update,
        accepts_images: s.config().model.accepts_images(),
        state: s.tool_state(),
    };
    tool.execute(&call.arguments, &ctx)
}

fn finish(
    s: &impl SessionOps,
    call: &ToolCall,
    output: ToolOutput,
    auto_decision: Option<AutoDecision>,
) -> (ToolResultMessage, bool) {
    s.publish(SessionEvent::ToolExecutionEnd {
        tool_call_id: call.id.clone(),
        tool_name: call.name.clone(),
        parent_tool_call_id: None,
        result: ToolResultValue {
            content: output.content.clone(),
            details: output.details.clone(),
        },
        is_error: output.is_error,
        auto_decision,
    });
    let message = ToolResultMessage {
        tool_call_id: call.id.clone(),
        tool_name: call.name.clone(),
        content: output.content,
        details: output.details,
        is_error: output.is_error,
        timestamp: now_ms(),
    };
    s.add_message(Message::ToolResult(message.clone()));
    (message, output.terminate)
}

/// What the hooks of a call add for the model (context, a block reason), after its result: a
/// user message there would split the batch of tool results.
pub(crate) fn add_hook_notes(output: &mut ToolOutput, outcomes: [Option<Outcome>; 2]) {
    let notes: Vec<String> = outcomes
        .into_iter()
        .flatten()
        .flat_map(|o| o.context.into_iter().chain(o.blocked))
        .collect();
    if !notes.is_empty() {
        output
            .content
            .push(crate::ai::types::ContentBlock::text(format!(
                "\n[hook] {}",
                notes.join("\n[hook] ")
            )));
    }
}

/// The pipeline's hook slot from PreToolUse's outcome: exit 2 or a deny denies, ask asks, allow
/// counts as an allow rule.
pub(crate) fn hook_verdict(o: &Outcome) -> Option<HookVerdict> {
    if let Some(why) = &o.blocked {
        return Some(HookVerdict::Deny(format!(
            "Denied by a PreToolUse hook: {why}"
        )));
    }
    match o.permission.as_ref()? {
        Permission::Deny(why) => Some(HookVerdict::Deny(format!(
            "Denied by a PreToolUse hook: {why}"
        ))),
        Permission::Ask(why) => Some(HookVerdict::Ask(why.clone())),
        Permission::Allow => Some(HookVerdict::Allow),
    }
}
