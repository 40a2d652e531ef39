//! Command hooks, compatible with Claude Code's: user-configured shell commands that run at fixed
//! points of a session (before and after a tool call, when a prompt is submitted, when the agent
//! stops, at session start and end, before compaction, on notifications). They get a JSON object
//! on stdin and answer with an exit code and optionally JSON on stdout. This module knows nothing
//! of sessions: `agent` builds the input and applies the outcome.
//!
//! The configured set is one per agent (`Hooks`, in the agent's `Services`), with what Claude
//! Code's hooks expect beside it: the `CLAUDE_ENV_FILE`, the transcript mirror, the current
//! prompt's id, and the stops that `continue: false` asked for.

pub mod config;
pub mod envfile;
pub mod error;
pub mod exec;
pub mod input;
pub mod output;
pub mod response;
pub mod transcript;

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
#[derive(Default)]
pub struct Hooks {
    pub set: HookSet,
    /// The project directory (`AMA_PROJECT_DIR`, `CLAUDE_PROJECT_DIR`, and the hooks' cwd).
    pub project_dir: std::path::PathBuf,
    /// `CLAUDE_ENV_FILE` for SessionStart hooks (only when one is configured).
    pub env_file: Option<envfile::EnvFile>,
    /// Where the env file's variables go: the agent's bash commands' extra variables.
    pub tool_env: crate::tools::bash_env::ExtraEnv,
    /// Variables never taken from the env file besides the built-in rule (providers' keys).
    pub hidden_env: Vec<String>,
    /// The transcript mirror in Claude Code's shape (`transcript_path`).
    pub mirror: Option<transcript::Mirror>,
    /// The id of the prompt that runs now (`prompt_id`).
    pub prompt_id: std::sync::Mutex<Option<String>>,
    /// `continue: false` answers not yet acted on, by session id.
    pub stops: std::sync::Mutex<std::collections::HashMap<String, Stopped>>,
}

/// A hook's `continue: false`: which hook, and its `stopReason`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Stopped {
    pub hook: String,
    pub reason: String,
}
