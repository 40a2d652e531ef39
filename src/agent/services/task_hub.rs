//! An agent's task setup, built by the composition root and carried in its `Services`:
//! `tasks.*` settings, the agent types (ama's and Claude Code's, user and trusted project files,
//! model aliases resolved), the model catalogue (for
//! a type's own `model`) and the factory of permission state for child sessions. No hub, no
//! `task` tool (library users who build sessions themselves).

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::agent::services::PermissionsFactory;
use crate::agent::services::task_agents::{self, AgentType};
use crate::config::models::Registry;
use crate::config::tasks::TaskSettings;

/// What every session's `task` tool shares.
pub struct Hub {
    pub settings: TaskSettings,
    pub agents: Vec<AgentType>,
    pub models: Option<Registry>,
    pub permissions: PermissionsFactory,
    /// Whether the main session offers `task` (not when `--tools` chose the tools: the tool
    /// registry does not know `task`, so the list could not have named it).
    pub offered: bool,
    /// The RPC client declared `task_events`: children's message events are forwarded too.
    task_events: AtomicBool,
}

impl Hub {
    /// Loads the agent types: user files always, project files only when `trusted`. Returns the
    /// hub and warnings for files that were skipped.
    pub fn load(
        settings: TaskSettings,
        cwd: &Path,
        trusted: bool,
        models: Option<Registry>,
        (permissions, plugins): (PermissionsFactory, &[PathBuf]),
    ) -> (Hub, Vec<String>) {
        let config_dir = crate::config::paths::config_dir();
        let home = crate::config::paths::home();
        let (mut agents, mut warnings) = task_agents::load(&task_agents::Places {
            config_dir: config_dir.as_deref(),
            home: home.as_deref(),
            project: trusted.then_some(cwd),
            plugins,
        });
        if agents.iter().any(|a| a.model.is_some()) {
            let anthropic = models
                .as_ref()
                .is_some_and(|m| matches!(m.require_key("anthropic"), Ok(Some(_))));
            let aliases = models
                .as_ref()
                .map(|m| m.settings().model_aliases.value.clone())
                .unwrap_or_default();
            warnings.extend(task_agents::resolve_aliases(&mut agents, &aliases, anthropic));
        }
        let configured = models
            .as_ref()
            .map(|m| m.settings().external_agents.value.clone())
            .unwrap_or_default();
        add_external(&mut agents, &configured, &mut warnings);
        let hub = Hub {
            settings,
            agents,
            models,
            permissions,
            offered: true,
            task_events: AtomicBool::new(false),
        };
        (hub, warnings)
    }

    pub fn agent(&self, name: &str) -> Option<&AgentType> {
        self.agents.iter().find(|a| a.name == name)
    }

    pub fn task_events(&self) -> bool {
        self.task_events.load(Ordering::SeqCst)
    }

    /// RPC `set_client_capabilities`: `task_events` turns on the forwarding of children's
    /// message events (an extension of rpc.md).
    pub fn set_task_events(&self, on: bool) {
        self.task_events.store(on, Ordering::SeqCst);
    }
}

/// The external agents (`claude`, `codex`, `agents.external.<name>`), after ama's types and
/// agent files: a name already taken is named once and the earlier type wins.
fn add_external(
    agents: &mut Vec<AgentType>,
    configured: &std::collections::BTreeMap<
        String,
        crate::config::external_agents::ExternalAgentConfig,
    >,
    warnings: &mut Vec<String>,
) {
    for e in crate::agent::external::spec::all(configured) {
        if let Some(old) = agents.iter().find(|a| a.name == e.name) {
            let by = old.file.as_ref().map_or_else(
                || "the built-in type".to_string(),
                |f| f.display().to_string(),
            );
            warnings.push(format!(
                "external agent `{}` is hidden: {by} defines `{}` first; rename one of them to use both",
                e.name, e.name
            ));
            continue;
        }
        agents.push(AgentType {
            name: e.name,
            description: e.description,
            tools: None,
            model: None,
            thinking: None,
            prompt: None,
            read_only: false,
            file: None,
            external: Some(e.spec),
        });
    }
}
