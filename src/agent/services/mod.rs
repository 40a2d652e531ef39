//! What one agent is wired with besides its first session's settings: the command hooks, the
//! skills, the profile's and the host's instructions, the `task` hub and the prompt-cache
//! settings. The composition root (`app::compose`) builds one value per agent and every session
//! the agent starts (new, resumed, forked, a `task` child) carries a clone, so two agents in one
//! process each run by their own wiring: nothing here lives in a process-wide static.
//! The `task` setup is here too (`task_hub.rs`, `task_agents.rs`: wiring, not the running of
//! tasks, which is `tasks/`), so that the wiring names no feature that names the session and
//! stays out of `agent`'s submodule cycle.

use std::sync::{Arc, Mutex};

use crate::agent::cache::settings::CacheSettings;
use crate::agent::cache::warming::DecisionHook;
use crate::ai::model::Model;
use crate::hooks::Hooks;
use crate::permissions::Permissions;
use crate::skills::Skill;

pub mod task_agents;
pub mod task_hub;

pub use task_hub::Hub;

/// Builds the permission state of a new session for the session model and key (so each session
/// starts with empty `allow_session` memory and its own classifier cache): the `Agent`'s for the
/// sessions it starts, the task `Hub`'s for child sessions.
pub type PermissionsFactory = Arc<dyn Fn(&Model, &Option<String>) -> Permissions + Send + Sync>;

/// The wiring of one agent; cheap to clone (everything is shared).
#[derive(Clone, Default)]
pub struct Services {
    /// The command hooks (user config, profile, trusted project); `None` when none is configured.
    pub hooks: Option<Arc<Hooks>>,
    /// The skills offered in the system prompt, by `get_skills` and as `/skill:<name>`.
    pub skills: Arc<Vec<Skill>>,
    /// The profile's `instructions`, added to the prompt's `project_context` section.
    pub profile_instructions: Arc<Vec<String>>,
    /// The host adapter's block, the prompt's `host` section.
    pub host_instructions: Option<Arc<str>>,
    /// The `task` sub-agents' settings and types; `None` when the agent has no `task` tool.
    pub tasks: Option<Arc<Hub>>,
    /// The prompt cache: settings, whether warming may run, the host's warming veto.
    pub cache: CacheServices,
    /// The agent's MCP servers (docs/mcp.md); `None` when none is configured.
    pub mcp: Option<Arc<crate::mcp::manager::Manager>>,
}

/// The prompt cache's part of the wiring.
#[derive(Clone, Default)]
pub struct CacheServices {
    /// The user config's `cache` and provider `compat` keys.
    pub settings: Arc<CacheSettings>,
    /// Print mode never warms (it ends before a warm request could pay off).
    pub warming_forbidden: bool,
    /// The host's `cache.onWarmingDecision` handler, set once the host registers it.
    pub decision_hook: Arc<Mutex<Option<Arc<dyn DecisionHook>>>>,
}

impl Services {
    /// The profile's instructions as one block for the system prompt, or `None` without any
    /// (the prompt then stays byte for byte what it was).
    pub fn profile_instructions_text(&self) -> Option<String> {
        let parts: Vec<&str> = self
            .profile_instructions
            .iter()
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .collect();
        (!parts.is_empty())
            .then(|| format!("Instructions from the profile:\n\n{}", parts.join("\n\n")))
    }
}

impl Services {
    /// What the wiring adds to the system prompt.
    pub fn prompt_extras(&self) -> crate::agent::prompt::Extras<'_> {
        crate::agent::prompt::Extras {
            skills: &self.skills,
            profile: self.profile_instructions_text(),
            host: self.host_instructions.as_deref(),
        }
    }
}

impl CacheServices {
    /// Sets (or with `None` removes) the host's warming veto; the last one set wins.
    pub fn set_decision_hook(&self, hook: Option<Arc<dyn DecisionHook>>) {
        *self.decision_hook.lock().unwrap_or_else(|p| p.into_inner()) = hook;
    }

    /// The warming decision hook in force: the host's, else the built-in rule.
    pub fn decision_hook(&self) -> Arc<dyn DecisionHook> {
        self.decision_hook
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
            .unwrap_or_else(|| Arc::new(crate::agent::cache::warming::BuiltIn))
    }
}
