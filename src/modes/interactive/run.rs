//! The interactive event loop: one thread waits on the terminal's input (tui's `InputSource`,
//! with a short deadline) and drains the agent's events between waits, then draws the live
//! region (streaming answer, running tools, editor or approval dialog, status bar) as one frame.
//! Finished blocks are committed to the scrollback once. The terminal is restored on every exit
//! path, and on SIGINT / SIGTERM. The submodules add Shift+Tab mode cycling (`mode_cycle`), the
//! message queue (`queue`) and thinking blocks (`thinking`).

mod cache_item;
mod mode_cycle;
mod plan;
mod queue;
mod suspend;
mod thinking;
mod typeahead;
mod withdraw;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use crate::agent::SessionStats;
use crate::agent::bus::Events;
use crate::agent::events::SessionEvent;
use crate::agent::{Agent, PromptRequest, StreamingBehavior};
use crate::ai::event::AssistantEvent;
use crate::permissions::mode::Mode;
use crate::tui::component::{Component, FrameBuilder};
use crate::tui::components::approval::{ApprovalDialog, Choice};
use crate::tui::components::blocks::{
    Notice, Queued, Startup, ThinkingMode, UserKind, UserMessage,
};
use crate::tui::components::confirm::ConfirmDialog;
use crate::tui::components::loader::Loader;
use crate::tui::components::markdown::Markdown;
use crate::tui::components::status_bar::{StatusBar, StatusInfo};
use crate::tui::components::tool_call::{ToolCall, ToolStatus};
use crate::tui::editor::{Editor, EditorAction};
use crate::tui::input::InputSource;
use crate::tui::keybindings::Action;
use crate::tui::renderer::Renderer;
use crate::tui::terminal::{ProcessTerminal, Terminal};

use super::approval;

/// How long one wait for input lasts before events are drained and the frame redrawn.
const TICK: Duration = Duration::from_millis(30);
/// A second Ctrl+C on an empty editor within this exits.
const DOUBLE_CTRL_C: Duration = Duration::from_millis(1500);

/// The exit code when the terminal cannot be written any more (as SIGHUP: 128 + 1).
const LOST_TERMINAL: i32 = 129;

/// The loop's state.
pub(crate) struct Ui {
    pub r: Renderer<ProcessTerminal>,
    pub input: InputSource,
    pub agent: Agent,
    pub events: Events,
    editor: Editor,
    answer: Markdown,
    tools: BTreeMap<String, ToolCall>,
    dialog: Option<(String, ApprovalDialog)>,
    running: bool,
    /// The working spinner, with when the run started.
    loader: Option<(Instant, Loader)>,
    /// Token, cost and context figures, refreshed when a turn ends (not every frame: they
    /// are summed over the whole transcript).
    stats: Option<SessionStats>,
    /// Ctrl+O: tool output shown in full.
    expanded: bool,
    last_ctrl_c: Option<Instant>,
    /// The Bypass confirmation opened by Shift+Tab.
    confirm: Option<ConfirmDialog>,
    /// Bypass was confirmed once: cycling into it again does not ask.
    bypass_confirmed: bool,
    /// The agent's queue as last published: (steering, follow-ups).
    queue: (Vec<String>, Vec<String>),
    /// The thinking block being streamed, and its line breaks so far.
    thinking: Option<String>,
    thinking_lines: usize,
    /// `ui.showThinking`.
    pub show_thinking: ThinkingMode,
    /// Bash runs in the OS sandbox (`sandbox` in the status bar).
    pub sandboxed: bool,
    /// `ui.restoreOnCancel`: Esc before any reply withdraws the turn.
    pub restore_on_cancel: bool,
    /// The startup header, committed when the loop starts (`None`: silent).
    pub header: Option<Box<dyn Component>>,
    /// Config warnings, printed under the header.
    warnings: Vec<String>,
    /// Slash commands, pickers and completion (`commands.rs`).
    cmds: super::commands::CommandUi,
    /// The plan approval dialog and its plan id (`run/plan.rs`).
    plan: Option<(String, crate::tui::components::plan_dialog::PlanDialog)>,
    /// The dialog drawn by the last render (`run/typeahead.rs`).
    modal_seen: Option<String>,
    /// The agent's host adapter, whose statuses the status bar shows.
    pub host: Option<std::sync::Arc<crate::host::Host>>,
}

impl Ui {
    pub(crate) fn new(
        r: Renderer<ProcessTerminal>,
        input: InputSource,
        agent: Agent,
        events: Events,
        editor: Editor,
    ) -> Ui {
        Ui {
            r,
            input,
            agent,
            events,
            editor,
            answer: Markdown::new(""),
            tools: BTreeMap::new(),
            dialog: None,
            running: false,
            loader: None,
            stats: None,
            expanded: false,
            last_ctrl_c: None,
            confirm: None,
            bypass_confirmed: false,
            queue: (Vec::new(), Vec::new()),
            thinking: None,
            thinking_lines: 0,
            show_thinking: ThinkingMode::Collapsed,
            sandboxed: false,
            restore_on_cancel: true,
            warnings: Vec::new(),
            header: Some(Box::new(Startup {
                version: env!("CARGO_PKG_VERSION").into(),
            })),
            cmds: super::commands::CommandUi::default(),
            plan: None,
            modal_seen: None,
            host: None,
        }
    }

    /// Runs until Ctrl+D on an empty editor (0), a double Ctrl+C (130), end of input (0) or
    /// `stop()` returning a code.
    pub(crate) fn run(&mut self, first: Option<String>, stop: impl Fn() -> Option<i32>) -> i32 {
        if let Some(h) = self.header.take() {
            let w = self.r.width();
            self.r.commit(h.render(w));
        }
        for text in std::mem::take(&mut self.warnings) {
            self.commit_notice(Notice::Error(format!("warning: {text}")));
        }
        if let Some(p) = first {
            self.send(p, false);
        }
        loop {
            if let Some(code) = stop() {
                return code;
            }
            self.drain_events();
            if let Some((since, l)) = &mut self.loader {
                l.tick();
                l.set_elapsed(since.elapsed());
            }
            if let Err(e) = self.r.render(&self.frame())
                && e.kind() != std::io::ErrorKind::Interrupted
            {
                // The terminal is gone (EIO, a closed pty): end as a hangup would.
                return LOST_TERMINAL;
            }
            self.discard_before_new_modal();
            if self.input.is_closed() {
                return 0;
            }
            let inputs = self.input.wait(Instant::now() + TICK);
            if self.typed_before_pending_modal(&inputs) {
                continue;
            }
            for i in inputs {
                let before = self.modal();
                if let Some(code) = self.on_input(&i) {
                    return code;
                }
                // A key opened a dialog: the rest of the batch was typed before it was drawn.
                let after = self.modal();
                if after.is_some() && after != before {
                    break;
                }
            }
        }
    }

    fn frame(&self) -> crate::tui::renderer::Frame {
        let w = self.r.width();
        let mut fb = FrameBuilder::new();
        if let Some(l) = self.thinking_live(w) {
            fb.push(vec![l]);
        }
        // The renderer shows at most a screen of rows: only those are copied.
        let rows = self.r.terminal().size().1 as usize;
        fb.push(self.answer.render_tail(w, rows));
        for t in self.tools.values() {
            fb.component(t, w);
        }
        let queued = self.queued_lines();
        if !queued.is_empty() {
            let q = Queued {
                messages: queued
                    .into_iter()
                    .map(|(k, t)| (k, t.to_string()))
                    .collect(),
            };
            fb.component(&q, w);
        }
        if let Some((_, l)) = &self.loader {
            fb.component(l, w);
        }
        match (&self.dialog, &self.confirm) {
            (Some((_, d)), _) => {
                fb.component(d, w);
            }
            (None, Some(c)) => {
                fb.component(c, w);
            }
            (None, None) if self.plan.is_some() => self.render_plan(&mut fb, w),
            (None, None) => {
                self.cmds.render_into(&mut fb, w);
                let (lines, cursor) = self.editor.render(w);
                fb.push_with_cursor(lines, cursor);
            }
        }
        fb.component(&self.status(), w);
        fb.build()
    }

    fn status(&self) -> StatusBar {
        let state = self.agent.state();
        let mode = Mode::parse(state.permission_mode).unwrap_or(Mode::Default);
        let thinking = state.thinking_level.as_str();
        let mut info = StatusInfo {
            model: format!("{}/{}", state.model.provider, state.model.id),
            thinking: (thinking != "off").then(|| thinking.to_string()),
            queued: state.pending_message_count,
            mode: mode.display_name().into(),
            mode_warn: mode == Mode::FullAuto,
            sandbox: self.sandboxed,
            host: self.host.as_ref().and_then(|h| h.status_text()),
            ..StatusInfo::default()
        };
        if let Some(st) = self.stats.as_ref().filter(|s| s.assistant_messages > 0) {
            let t = &st.tokens;
            info.tokens = Some((t.input + t.cache_read + t.cache_write, t.output));
            cache_item::fill(&self.agent, &mut info);
            info.cost = st.cost;
            info.context = Some(
                st.context_percent
                    .map(|p| p.round().clamp(0.0, 100.0) as u8),
            );
        }
        StatusBar::new(info)
    }

    fn on_input(&mut self, i: &crate::tui::keys::Input) -> Option<i32> {
        if let Some((id, dialog)) = &mut self.dialog {
            if let crate::tui::keys::Input::Key(k) = i
                && let Some(choice) = dialog.handle_key(*k)
            {
                self.agent.permission_response(id, approval::answer(choice));
                if choice == Choice::Deny {
                    let tool = dialog.request().tool.clone();
                    self.commit_notice(Notice::Denied(format!("{tool} call denied")));
                }
                self.dialog = None;
            }
            return None;
        }
        if self.plan_input(i) {
            return None;
        }
        if let crate::tui::keys::Input::Key(k) = i
            && self.confirm_key(*k)
        {
            return None;
        }
        if let crate::tui::keys::Input::Key(k) = i {
            match self.cmds.key(
                *k,
                super::commands::Ctx {
                    editor: &mut self.editor,
                    agent: &self.agent,
                    r: &mut self.r,
                },
            ) {
                super::commands::Step::Pass => {}
                super::commands::Step::Send(text) => self.send(text, false),
                super::commands::Step::Exit(code) => return Some(code),
                super::commands::Step::Done => return None,
            }
        }
        let action = self.editor.handle(i);
        self.cmds.after_edit(&self.editor);
        let app = match &action {
            EditorAction::Unhandled(k) => self.editor.keys().action(k),
            _ => None,
        };
        match action {
            EditorAction::Submit { text, follow_up } => {
                if let Some(e) = self.editor.take_history_error() {
                    self.commit_notice(Notice::Error(e));
                }
                match self.cmds.submit(
                    text,
                    super::commands::Ctx {
                        editor: &mut self.editor,
                        agent: &self.agent,
                        r: &mut self.r,
                    },
                ) {
                    super::commands::Step::Send(text) => self.send(text, follow_up),
                    super::commands::Step::Exit(code) => return Some(code),
                    _ => {}
                }
            }
            EditorAction::Unhandled(_) if app == Some(Action::Exit) && self.editor.is_empty() => {
                return Some(0);
            }
            EditorAction::Unhandled(_) if app == Some(Action::Clear) => {
                if !self.editor.is_empty() {
                    self.editor.clear();
                    self.last_ctrl_c = None;
                } else if self
                    .last_ctrl_c
                    .is_some_and(|t| t.elapsed() < DOUBLE_CTRL_C)
                {
                    return Some(130);
                } else {
                    self.last_ctrl_c = Some(Instant::now());
                }
            }
            EditorAction::Unhandled(_) if app == Some(Action::ExpandTools) => {
                self.expanded = !self.expanded;
                for t in self.tools.values_mut() {
                    t.set_expanded(self.expanded);
                }
            }
            EditorAction::Unhandled(_) if app == Some(Action::Interrupt) && self.running => {
                self.interrupt();
            }
            EditorAction::Unhandled(_) if app == Some(Action::Dequeue) => {
                self.dequeue_last();
            }
            EditorAction::Unhandled(_) if app == Some(Action::CycleMode) => self.cycle_mode(),
            EditorAction::Unhandled(_) if app == Some(Action::Suspend) => self.suspend(),
            _ => {}
        }
        None
    }

    fn send(&mut self, text: String, follow_up: bool) {
        let w = self.r.width();
        // A run that has just ended (its events not drained yet) takes a new prompt.
        let running = self.running && self.agent.is_running();
        let (kind, behavior) = match (running, follow_up) {
            (false, _) => (UserKind::Prompt, None),
            (true, false) => (UserKind::Steer, Some(StreamingBehavior::Steer)),
            (true, true) => (UserKind::FollowUp, Some(StreamingBehavior::FollowUp)),
        };
        if kind == UserKind::Prompt {
            self.r.commit(UserMessage::new(&text, kind).render(w));
        }
        let request = PromptRequest {
            text,
            behavior,
            images: self.cmds.take_images(),
            origin: None,
        };
        self.set_running(true);
        self.agent.prompt_with(request, Box::new(|_| {}));
    }

    fn set_running(&mut self, on: bool) {
        self.running = on;
        match (on, &self.loader) {
            (true, None) => {
                self.loader = Some((Instant::now(), Loader::new("Working… (Esc to stop)")));
            }
            (false, _) => self.loader = None,
            _ => {}
        }
    }

    /// The agent's slash commands, for completion and `/name` lines.
    pub(crate) fn set_commands(&mut self, registry: crate::commands::Registry) {
        self.cmds.registry = registry;
    }

    /// A warning for the scrollback, shown after the startup header.
    pub(crate) fn warn(&mut self, text: &str) {
        self.warnings.push(text.to_string());
    }

    fn commit_notice(&mut self, n: Notice) {
        let w = self.r.width();
        self.r.commit(n.render(w));
    }

    fn drain_events(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            self.on_event(event);
        }
    }

    fn on_event(&mut self, event: SessionEvent) {
        let w = self.r.width();
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
                assistant_message_event: AssistantEvent::TextDelta { delta, .. },
                ..
            } => {
                self.answer.push_str(&delta);
                let done = self.answer.drain_finished(w);
                if !done.is_empty() {
                    self.r.commit(done);
                }
            }
            SessionEvent::MessageUpdate {
                assistant_message_event: AssistantEvent::ThinkingDelta { delta, .. },
                ..
            } => self.thinking_delta(&delta),
            SessionEvent::MessageUpdate {
                assistant_message_event: AssistantEvent::ThinkingEnd { .. },
                ..
            } => self.thinking_end(),
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
            SessionEvent::ToolExecutionStart {
                tool_call_id,
                tool_name,
                args,
            } => {
                self.flush_answer();
                let title = args
                    .get("command")
                    .or_else(|| args.get("path"))
                    .or_else(|| args.get("description"))
                    .and_then(serde_json::Value::as_str)
                    .map_or_else(|| args.to_string(), String::from);
                let mut call = ToolCall::new(&tool_name, &title);
                call.set_expanded(self.expanded);
                self.tools.insert(tool_call_id, call);
            }
            SessionEvent::ToolExecutionUpdate {
                tool_call_id,
                partial,
                ..
            } => {
                if let Some(t) = self.tools.get_mut(&tool_call_id) {
                    t.push_output(&partial);
                }
            }
            SessionEvent::ToolExecutionEnd {
                tool_call_id,
                result,
                is_error,
                ..
            } => {
                if let Some(mut t) = self.tools.remove(&tool_call_id) {
                    let status = if is_error {
                        ToolStatus::Failed
                    } else {
                        ToolStatus::Done
                    };
                    t.finish(status, &result_text(&result));
                    self.r.commit(t.render(w));
                }
            }
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
            SessionEvent::AgentSettled { .. } => {
                self.flush_answer();
                self.set_running(false);
                self.stats = Some(self.agent.stats());
                if let Some(summary) = self.agent.last_run()
                    && let Some(msg) = summary.error_message
                {
                    self.commit_notice(Notice::Error(msg));
                }
            }
            _ => {}
        }
    }

    /// Commits what is left of the streamed answer.
    fn flush_answer(&mut self) {
        let w = self.r.width();
        if !self.answer.source().is_empty() {
            let lines = self.answer.render(w);
            self.r.commit(lines);
            self.answer = Markdown::new("");
        }
    }
}

/// The text blocks of a tool result, joined.
fn result_text(r: &crate::agent::events::ToolResultValue) -> String {
    r.content
        .iter()
        .filter_map(|b| match b {
            crate::ai::types::ContentBlock::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}
