//! Executing one assistant message's tool calls: argument checks against each tool's schema,
//! the permission pipeline (a denial is an error result with the reason), read-class calls of a
//! batch in parallel, the rest in order, steering skips, and the `tool_execution_*` events with
//! their result messages.

use std::sync::Arc;

use crate::agent::events::{SessionEvent, ToolResultValue};
use crate::agent::session::{AgentSession, lock};
use crate::ai::types::{Message, ToolCall, ToolResultMessage};
use crate::permissions::Gate;
use crate::permissions::audit::AutoDecision;
use crate::tools::{ExecutionMode, Tool, ToolContext, ToolOutput, schema};
use crate::util::cancel::Cancel;
use crate::util::time::now_ms;

pub const SKIPPED: &str = "Skipped due to queued user message.";
pub const ABORTED: &str = "Tool call aborted by the user before it ran.";

impl AgentSession {
    /// Runs the calls and returns each result with its `terminate` flag, in call order.
    pub(crate) fn execute_calls(
        &self,
        calls: &[ToolCall],
        cancel: &Cancel,
    ) -> Vec<(ToolResultMessage, bool)> {
        let mut out: Vec<(ToolResultMessage, bool)> = Vec::with_capacity(calls.len());
        let mut i = 0;
        while i < calls.len() {
            let skip = if cancel.is_cancelled() {
                Some(ABORTED)
            } else if lock(&self.shared.queues).has_steering() {
                Some(SKIPPED)
            } else {
                None
            };
            if let Some(reason) = skip {
                for call in &calls[i..] {
                    self.publish_start(call);
                    out.push(self.finish(call, ToolOutput::error(reason), None));
                }
                break;
            }
            let tool = self.config.tools.get_active(&calls[i].name);
            let parallel = |c: &ToolCall| {
                self.config
                    .tools
                    .get_active(&c.name)
                    .is_some_and(|t| t.execution_mode() == ExecutionMode::Parallel)
            };
            if tool.is_some() && parallel(&calls[i]) {
                let mut end = i + 1;
                while end < calls.len() && parallel(&calls[end]) {
                    end += 1;
                }
                let batch = &calls[i..end];
                let outputs: Vec<(ToolOutput, Option<AutoDecision>)> =
                    std::thread::scope(|scope| {
                        let handles: Vec<_> = batch
                            .iter()
                            .map(|call| {
                                self.publish_start(call);
                                scope.spawn(move || self.run_one(call, cancel))
                            })
                            .collect();
                        handles
                            .into_iter()
                            .map(|h| {
                                h.join().unwrap_or_else(|_| {
                                    (ToolOutput::error("the tool crashed"), None)
                                })
                            })
                            .collect()
                    });
                for (call, (output, auto)) in batch.iter().zip(outputs) {
                    out.push(self.finish(call, output, auto));
                }
                i = end;
            } else {
                self.publish_start(&calls[i]);
                let (output, auto) = self.run_one(&calls[i], cancel);
                out.push(self.finish(&calls[i], output, auto));
                i += 1;
            }
        }
        out
    }

    fn publish_start(&self, call: &ToolCall) {
        self.shared.publish(SessionEvent::ToolExecutionStart {
            tool_call_id: call.id.clone(),
            tool_name: call.name.clone(),
            args: call.arguments.clone(),
        });
    }

    /// Checks, authorises and runs one call; never panics outward. Returns the output and auto
    /// mode's decision.
    fn run_one(&self, call: &ToolCall, cancel: &Cancel) -> (ToolOutput, Option<AutoDecision>) {
        let Some(tool) = self.config.tools.get_active(&call.name) else {
            let names: Vec<String> = self
                .config
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
        if let Err(e) = schema::validate(&tool.parameters(), &call.arguments) {
            let output = ToolOutput::error(format!(
                "Invalid arguments for tool `{}`: {e}. Call the tool again with arguments that match its schema.",
                call.name
            ));
            return (output, None);
        }
        let verdict = self.authorize(&tool, call, cancel);
        if let Some(usage) = &verdict.classifier_usage {
            self.record_classifier_usage(usage);
        }
        if !verdict.allowed {
            let text = verdict
                .message
                .unwrap_or_else(|| "Permission denied.".to_string());
            return (ToolOutput::error(text), verdict.auto_decision);
        }
        let output = self.execute_tool(&tool, call, cancel);
        (output, verdict.auto_decision)
    }

    /// The permission pipeline for one call, with approval events published.
    fn authorize(
        &self,
        tool: &Arc<dyn Tool>,
        call: &ToolCall,
        cancel: &Cancel,
    ) -> crate::permissions::Authorized {
        let user_message = lock(&self.shared.messages)
            .iter()
            .rev()
            .find_map(|m| match m {
                Message::User(u) => Some(u.content.text()),
                _ => None,
            })
            .unwrap_or_default();
        let on_request = |r: &crate::permissions::approvals::ApprovalRequest| {
            self.config.permissions.approvals.expect(&r.request_id);
            self.shared
                .publish(SessionEvent::PermissionRequest { request: r.clone() });
        };
        let on_resolved = |id: &str, decision| {
            self.shared.publish(SessionEvent::PermissionResolved {
                request_id: id.to_string(),
                decision,
            });
        };
        let gate = Gate {
            cancel,
            user_message: &user_message,
            on_request: &on_request,
            on_resolved: &on_resolved,
            seen: &|p| self.config.tool_state.has_seen(p),
        };
        self.config.permissions.authorize(
            &call.id,
            &call.name,
            tool.permission(),
            &call.arguments,
            &gate,
        )
    }

    fn execute_tool(&self, tool: &Arc<dyn Tool>, call: &ToolCall, cancel: &Cancel) -> ToolOutput {
        let shared = self.shared.clone();
        let id = call.id.clone();
        let name = call.name.clone();
        let on_update = move |partial: &str| {
            shared.publish(SessionEvent::ToolExecutionUpdate {
                tool_call_id: id.clone(),
                tool_name: name.clone(),
                partial: partial.to_string(),
            });
        };
        let ctx = ToolContext {
            cwd: &self.config.cwd,
            cancel,
            on_update: &on_update,
            accepts_images: self.config.model.accepts_images(),
            state: &self.config.tool_state,
        };
        tool.execute(&call.arguments, &ctx)
    }

    fn finish(
        &self,
        call: &ToolCall,
        output: ToolOutput,
        auto_decision: Option<AutoDecision>,
    ) -> (ToolResultMessage, bool) {
        self.shared.publish(SessionEvent::ToolExecutionEnd {
            tool_call_id: call.id.clone(),
            tool_name: call.name.clone(),
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
        self.add_message(Message::ToolResult(message.clone()));
        (message, output.terminate)
    }
}
