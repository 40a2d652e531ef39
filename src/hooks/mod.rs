//! Command hooks, compatible with Claude Code's: user-configured shell commands that run at fixed
//! points of a session (before and after a tool call, when a prompt is submitted, when the agent
//! stops, at session start and end, before compaction, on notifications). They get a JSON object
//! on stdin and answer with an exit code and optionally JSON on stdout. This module knows nothing
//! of sessions: `agent` builds the input and applies the outcome.
//!
//! The configured set is one per process: the composition root installs it once (`install`) and
//! the session reads it (`active`). Library users that install nothing get no hooks.

pub mod config;
pub mod error;
pub mod exec;
pub mod input;
pub mod output;

pub use config::{HookSet, Origin};
pub use error::HookError;

/// A hook event, by Claude Code's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Event {
    PreToolUse,
    PostToolUse,
    UserPromptSubmit,
    Stop,
    SubagentStop,
    SessionStart,
    SessionEnd,
    PreCompact,
    Notification,
}

impl Event {
    pub const ALL: [Event; 9] = [
        Event::PreToolUse,
        Event::PostToolUse,
        Event::UserPromptSubmit,
        Event::Stop,
        Event::SubagentStop,
        Event::SessionStart,
        Event::SessionEnd,
        Event::PreCompact,
        Event::Notification,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Event::PreToolUse => "PreToolUse",
            Event::PostToolUse => "PostToolUse",
            Event::UserPromptSubmit => "UserPromptSubmit",
            Event::Stop => "Stop",
            Event::SubagentStop => "SubagentStop",
            Event::SessionStart => "SessionStart",
            Event::SessionEnd => "SessionEnd",
            Event::PreCompact => "PreCompact",
            Event::Notification => "Notification",
        }
    }

    pub fn parse(name: &str) -> Option<Event> {
        Event::ALL.into_iter().find(|e| e.as_str() == name)
    }

    /// Whether the event's matcher is tested (tool events on the tool name, SessionStart on the
    /// source, PreCompact on the trigger); other events run every group.
    pub fn has_matcher(self) -> bool {
        matches!(
            self,
            Event::PreToolUse | Event::PostToolUse | Event::SessionStart | Event::PreCompact
        )
    }
}

/// An agent's hooks and where they run (`agent::services::Services::hooks`).
pub struct Hooks {
    pub set: HookSet,
    /// The project directory (`AMA_PROJECT_DIR`, `CLAUDE_PROJECT_DIR`, and the hooks' cwd).
    pub project_dir: std::path::PathBuf,
}
