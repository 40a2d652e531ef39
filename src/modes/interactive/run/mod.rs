//! The interactive event loop: one thread waits on the terminal's input (tui's `InputSource`,
//! with a short deadline) and drains the agent's events between waits, then draws the live
//! region (streaming answer, running tools, editor or approval dialog, status bar) as one frame.
//! Finished blocks are committed to the scrollback once. The terminal is restored on every exit
//! path, and on SIGINT / SIGTERM. The submodules add Shift+Tab mode cycling (`mode_cycle`), the
//! message queue (`queue`) and thinking blocks (`thinking`).

mod cache_item;
mod events;
mod input;
pub(crate) mod mcp_notices;
mod mode_cycle;
mod nested;
mod pending;
mod plan;
mod queue;
mod replay;
mod suspend;
mod switched;
mod thinking;
mod transcript;
mod typeahead;
mod user_bash;
mod withdraw;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use crate::agent::SessionStats;
use crate::agent::bus::Events;
use crate::agent::{Agent, PromptRequest, StreamingBehavior};
use crate::permissions::mode::Mode;
use crate::tui::component::{Component, FrameBuilder};
use crate::tui::components::approval::ApprovalDialog;
use crate::tui::components::blocks::{
    Notice, Queued, Startup, ThinkingMode, UserKind, UserMessage,
};
use crate::tui::components::confirm::ConfirmDialog;
use crate::tui::components::loader::Loader;
use crate::tui::components::markdown::Markdown;
use crate::tui::components::status_bar::{StatusBar, StatusInfo};
use crate::tui::components::tool_call::ToolCall;
use crate::tui::editor::Editor;
use crate::tui::input::InputSource;
use crate::tui::line::Line;
use crate::tui::renderer::Renderer;
use crate::tui::style::{Role, Style};
use crate::tui::terminal::{ProcessTerminal, Terminal};

/// How long one wait for input lasts before events are drained and the frame redrawn.
const TICK: Duration = Duration::from_millis(30);
/// A second Ctrl+C on an empty editor within this exits.
const DOUBLE_CTRL_C: Duration = Duration::from_millis(1500);

/// The status line after a first Ctrl+C on an empty editor.
const EXIT_HINT: &str = "Press Ctrl+C again to exit";

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
    /// A codemode script's inner calls, under their outer block.
    nested: nested::Nested,
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
    cmds: super::slash::CommandUi,
    /// The plan approval dialog and its plan id (`run/plan.rs`).
    plan: Option<(String, crate::tui::components::plan_dialog::PlanDialog)>,
    /// The dialog drawn by the last render (`run/typeahead.rs`).
    modal_seen: Option<String>,
    /// The agent's host adapter, whose statuses the status bar shows.
    pub host: Option<std::sync::Arc<crate::host::Host>>,
    /// MCP servers that join late (`run/mcp_notices.rs`).
    pub mcp: mcp_notices::McpUi,
    /// Denials waiting for their call's block, finished blocks for Ctrl+O (`run/transcript.rs`).
    transcript: transcript::Transcript,
    /// The `!` command that runs (`run/user_bash.rs`).
    bash: Option<user_bash::BashRun>,
    /// A submitted line being turned into a prompt on a worker (`run/pending.rs`).
    pending: Option<pending::Pending>,
    /// The session whose branch the scrollback shows (`run/switched.rs`).
    shown: switched::Shown,
}

impl Ui {
    pub(crate) fn new(
        r: Renderer<ProcessTerminal>,
        input: InputSource,
        agent: Agent,
        events: Events,
        editor: Editor,
    ) -> Ui {
        let shown = switched::Shown::of(&agent);
        Ui {
            r,
            input,
            agent,
            events,
            editor,
            answer: Markdown::new(""),
            tools: BTreeMap::new(),
            nested: nested::Nested::default(),
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
            cmds: super::slash::CommandUi::default(),
            plan: None,
            modal_seen: None,
            host: None,
            mcp: mcp_notices::McpUi::default(),
            transcript: transcript::Transcript::default(),
            bash: None,
            pending: None,
            shown,
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
        self.replay();
        if let Some(p) = first {
            self.send(p, false);
        }
        loop {
            if let Some(code) = stop() {
                return code;
            }
            self.drain_events();
            self.drain_mcp_notices();
            self.poll_user_bash();
            self.drain_pending();
            self.follow_switch();
            self.cmds.poll_listing(&mut self.editor, &mut self.r);
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
        for (id, t) in &self.tools {
            fb.component(t, w);
            fb.push(self.nested.render(id, w));
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
        if let Some(p) = &self.pending {
            fb.component(p.loader(), w);
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
        if self.exit_armed() && self.editor.is_empty() {
            fb.push(vec![Line::styled(EXIT_HINT, Style::role(Role::Warning))]);
        } else {
            fb.component(&self.status(), w);
        }
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
            expanded: self.expanded,
            codemode: self.agent.codemode_status(),
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
        let mut images = self.cmds.take_images();
        // A steering or follow-up message is text only: an MCP resource's text goes with it.
        let text = if behavior.is_some() && !images.is_empty() {
            crate::commands::Expanded {
                text,
                attachments: std::mem::take(&mut images),
            }
            .folded()
        } else {
            text
        };
        let request = PromptRequest {
            text,
            behavior,
            images,
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
        self.cmds.registry = std::sync::Arc::new(registry);
    }

    /// A warning for the scrollback, shown after the startup header.
    pub(crate) fn warn(&mut self, text: &str) {
        self.warnings.push(text.to_string());
    }

    fn commit_notice(&mut self, n: Notice) {
        let w = self.r.width();
        self.r.commit(n.render(w));
    }
}
