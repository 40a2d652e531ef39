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
    /// codemode (docs/codemode.md): its Node row, mode and callable tools; `None` when off.
    pub codemode: Option<Arc<crate::codemode::Codemode>>,
    /// What `/codemode on` needs in a session that started without codemode.
    pub codemode_setup: Option<Arc<crate::codemode::Setup>>,
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
            mcp: self.mcp.as_deref().and_then(mcp_instructions_text),
            roots: &[],
        }
    }
}

/// The `instructions` of every running MCP server, once per server in config order, as the
/// prompt's `mcp` section; `None` when no server gave any (the prompt then stays byte for byte
/// what it is without MCP).
pub fn mcp_instructions_text(manager: &crate::mcp::manager::Manager) -> Option<String> {
    let servers: Vec<(String, String)> = manager
        .servers
        .iter()
        .filter_map(|s| {
            let text = s.info()?.instructions?;
            Some((s.name().to_string(), text))
        })
        .collect();
    mcp_section(&servers)
}

/// The `mcp` section for `(server name, instructions)` pairs; a server named twice counts once.
fn mcp_section(servers: &[(String, String)]) -> Option<String> {
    let mut seen = std::collections::HashSet::new();
    let blocks: Vec<String> = servers
        .iter()
        .filter(|(name, text)| !text.trim().is_empty() && seen.insert(name.as_str()))
        .map(|(name, text)| {
            let name: String = name
                .chars()
                .filter(|c| !c.is_control() && !matches!(c, '"' | '<' | '>'))
                .collect();
            format!(
                "<mcp_server_instructions server=\"{name}\">\n{}\n</mcp_server_instructions>",
                text.trim()
            )
        })
        .collect();
    (!blocks.is_empty()).then(|| {
        format!(
            "Instructions from the MCP servers, in their own words (their tools are named mcp__<server>__<tool>):\n\n{}",
            blocks.join("\n\n")
        )
    })
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

#[cfg(test)]
mod tests {
    use super::mcp_section;

    #[test]
    fn one_block_per_server_and_none_without_instructions() {
        let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
            v.iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect()
        };
        assert_eq!(mcp_section(&[]), None);
        assert_eq!(mcp_section(&pairs(&[("a", "  \n")])), None);
        assert_eq!(
            mcp_section(&pairs(&[("ev", " Use echo.\n"), ("ev", "again"), ("fs", "Paths.")]))
                .as_deref(),
            Some(
                "Instructions from the MCP servers, in their own words (their tools are named mcp__<server>__<tool>):\n\n\
                 <mcp_server_instructions server=\"ev\">\nUse echo.\n</mcp_server_instructions>\n\n\
                 <mcp_server_instructions server=\"fs\">\nPaths.\n</mcp_server_instructions>"
            )
        );
    }
}
