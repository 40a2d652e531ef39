//! `ama -p "/skill:<name> …"`: print mode expands a prompt that names a skill, a prompt
//! template, a Claude Code command or an MCP prompt, as the other front ends do, so a command
//! works the same unattended. Builtins (`/model`, `/compact`, …) are interactive: their text
//! goes to the model as it is, as before.

use crate::agent::Agent;
use crate::commands::{CommandError, Dispatch, Expanded, Front, for_agent};

/// The prompt `text` expands into, or `None` when it is not such a command. The registry's
/// start-up warnings go to stderr.
pub fn expand(agent: &Agent, trusted: bool, text: &str) -> Result<Option<Expanded>, CommandError> {
    if !text.starts_with('/') {
        return Ok(None);
    }
    let (registry, warnings) = for_agent(
        agent.cwd(),
        trusted,
        &agent.installed_skills(),
        agent.mcp_servers(),
    );
    for w in warnings {
        eprintln!("warning: {w}");
    }
    if !registry.expands(text) {
        return Ok(None);
    }
    match registry.dispatch(agent, text, Front::Line, false) {
        Dispatch::Prompt(e) => Ok(Some(e)),
        Dispatch::Handled(Err(e)) => Err(e),
        Dispatch::Handled(Ok(_)) | Dispatch::NotACommand => Ok(None),
    }
}
