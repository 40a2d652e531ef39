//! `SessionConfig`: everything a session needs, fixed when it starts (the model, the tools, the
//! permission pipeline, the agent's services). A plain value, apart from the session thread
//! (`worker.rs`) so that the narrow interface features use (`ops.rs`) can hand it out without
//! naming the session.

use std::path::PathBuf;
use std::sync::Arc;

use crate::agent::retry::RetryPolicy;
use crate::ai::model::Model;
use crate::ai::types::ThinkingLevel;
use crate::permissions::Permissions;
use crate::tools::registry::Registry;
use crate::tools::state::ToolState;

/// Everything a session needs, fixed at startup.
#[derive(Clone)]
pub struct SessionConfig {
    /// The session's id (its file's name).
    pub session_id: String,
    /// The model its requests go to.
    pub model: Model,
    /// The provider key, when the provider needs one.
    pub api_key: Option<String>,
    /// The thinking level of its requests.
    pub thinking: ThinkingLevel,
    /// The tools the model may call.
    pub tools: Registry,
    /// The working directory.
    pub cwd: PathBuf,
    /// At most this many turns per run (`--max-turns`).
    pub max_turns: Option<u32>,
    /// No request once a run has cost this many dollars (`--max-budget-usd`).
    pub max_budget_usd: Option<f64>,
    /// Automatic retries of failed requests.
    pub retry: RetryPolicy,
    /// What the tools remember in this session (files read, todos, background jobs).
    pub tool_state: ToolState,
    /// Whether the prompt includes AGENTS.md / CLAUDE.md files (`--no-context-files` turns it off).
    pub context_files: bool,
    /// The permission pipeline every tool call passes before it runs.
    pub permissions: Arc<Permissions>,
    /// The agent's wiring: hooks, skills, instructions, the `task` hub, the prompt cache.
    pub services: crate::agent::services::Services,
}
