//! The agent's events as the UI shows them: the streamed answer and thinking, tool calls with
//! their output, approval dialogs, notices, and the end of a run.

use crate::agent::events::{SessionEvent, ToolResultValue};
use crate::ai::event::AssistantEvent;
use crate::ai::types::join_text_lines;
use crate::tui::component::Component;
use crate::tui::components::approval::ApprovalDialog;
use crate::tui::components::blocks::Notice;
use crate::tui::components::markdown::Markdown;
use crate::tui::components::tool_call::{ToolCall, ToolStatus};

use super::super::approval;
use super::Ui;

impl Ui {
    pub(super) fn drain_events(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            self.on_event(event);
        }
    }

    /// One event: each arm is a field update or a named step below.
    fn on_event(&mut self, event: SessionEvent) {
        match event {
            SessionEvent::AgentStart => self.set_running(true),
            SessionEvent::TurnEnd { .. } => self.stats = Some(self.agent.stats()),
            SessionEvent::AutoRetryStart {
                attempt,
                max_attempts,
                error_message,
                ..
            } => self.commit_notice(Notice::Retry {
                attempt,
                of: max_attempts,
                reason: error_message,
            }),
            SessionEvent::MessageUpdate {
                assistant_message_event,
                ..
            } => self.on_stream(assistant_message_event),
            SessionEvent::MessageEnd { message } => {
                self.thinking_end();
                self.flush_answer();
                match &message {
                    crate::ai::types::Message::Assistant(_) => {}
                    m => self.on_user_message(m),
                }
            }
            SessionEvent::QueueUpdate {
                steering,
                follow_up,
            } => self.on_queue(steering, follow_up),
            // A codemode script's inner call goes under its outer block (`nested.rs`).
            SessionEvent::ToolExecutionStart {
                tool_call_id,
                tool_name,
                args,
                parent_tool_call_id: Some(parent),
            } => {
                let call = ToolCall::new(&tool_name, &tool_title(&args));
                self.nested.start(&parent, tool_call_id, call);
            }
            SessionEvent::ToolExecutionStart {
                tool_call_id,
                tool_name,
                args,
                ..
            } => self.tool_started(tool_call_id, &tool_name, &args),
            SessionEvent::ToolExecutionUpdate {
                tool_call_id,
                partial,
                ..
            } => {
                if let Some(t) = self.tools.get_mut(&tool_call_id) {
                    t.push_output(&partial);
                } else {
                    self.nested.update(&tool_call_id, &partial);
                }
            }
            SessionEvent::ToolExecutionEnd {
                tool_call_id,
                result,
                is_error,
                parent_tool_call_id: Some(_),
                ..
            } => self.nested.end(&tool_call_id, is_error, &join_text_lines(&result.content)),
            SessionEvent::ToolExecutionEnd {
                tool_call_id,
                result,
                is_error,
                ..
            } => self.tool_ended(&tool_call_id, &result, is_error),
            SessionEvent::PermissionRequest { request } => {
                let view = approval::to_view(&request);
                self.dialog = Some((request.request_id, ApprovalDialog::new(view)));
            }
            // Answered elsewhere or timed out: the dialog goes.
            SessionEvent::PermissionResolved { request_id, .. }
                if self
                    .dialog
                    .as_ref()
                    .is_some_and(|(id, _)| *id == request_id) =>
            {
                self.dialog = None;
            }
            // Information (a host's `ui.notify` / `ui.setStatus` at level info) is muted;
            // warnings and errors stand out.
            SessionEvent::Notification { level, message } => {
                self.commit_notice(if level == "info" {
                    Notice::Info(message)
                } else {
                    Notice::Error(message)
                });
            }
            SessionEvent::PlanProposed { plan } => self.plan_proposed(&plan),
            SessionEvent::ContextPressure { crossing } => self.context_pressure(&crossing),
            SessionEvent::AgentSettled { .. } => self.settled(),
            _ => {}
        }
    }

    /// A streamed delta: answer text commits its finished blocks; thinking has its own block.
    fn on_stream(&mut self, event: AssistantEvent) {
        match event {
            AssistantEvent::TextDelta { delta, .. } => {
                let w = self.r.width();
                self.answer.push_str(&delta);
                let done = self.answer.drain_finished(w);
                if !done.is_empty() {
                    self.r.commit(done);
                }
            }
            AssistantEvent::ThinkingDelta { delta, .. } => self.thinking_delta(&delta),
            AssistantEvent::ThinkingEnd { .. } => self.thinking_end(),
            _ => {}
        }
    }

    /// A tool call starts: the answer so far is committed, and the call shows with its command,
    /// path or description as the title.
    fn tool_started(&mut self, id: String, name: &str, args: &serde_json::Value) {
        self.flush_answer();
        let mut call = ToolCall::new(name, &tool_title(args));
        call.set_expanded(self.expanded);
        self.tools.insert(id, call);
    }

    /// A tool call ends: it goes to the scrollback, done or failed, with its result's text.
    fn tool_ended(&mut self, id: &str, result: &ToolResultValue, is_error: bool) {
        let w = self.r.width();
        if let Some(mut t) = self.tools.remove(id) {
            let status = if is_error {
                ToolStatus::Failed
            } else {
                ToolStatus::Done
            };
            t.finish(status, &join_text_lines(&result.content));
            let mut rows = t.render(w);
            let inner = self.nested.take(id);
            rows.extend(super::nested::rows(inner.iter(), self.expanded, w));
            self.r.commit(rows);
            self.after_tool_block(t, inner, is_error);
        }
    }

    /// The run settled: the answer is committed, the stats refreshed, and the turn's end shown
    /// (`run/transcript.rs`).
    fn settled(&mut self) {
        self.flush_answer();
        let took = self.loader.as_ref().map(|(since, _)| since.elapsed());
        self.set_running(false);
        self.stats = Some(self.agent.stats());
        self.end_of_turn(took);
    }

    /// Commits what is left of the streamed answer.
    pub(super) fn flush_answer(&mut self) {
        let w = self.r.width();
        if !self.answer.source().is_empty() {
            let lines = self.answer.render(w);
            self.r.commit(lines);
            self.answer = Markdown::new("");
        }
    }
}

/// A tool call's title: its command, path or description, a codemode script's first line,
/// else its arguments as JSON.
pub(super) fn tool_title(args: &serde_json::Value) -> String {
    let code = || {
        args.get("code")
            .and_then(serde_json::Value::as_str)
            .map(|c| c.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim().to_string())
    };
    args.get("command")
        .or_else(|| args.get("path"))
        .or_else(|| args.get("description"))
        .and_then(serde_json::Value::as_str)
        .map(String::from)
        .or_else(code)
        .unwrap_or_else(|| args.to_string())
}
