//! What a front end reads of the agent's MCP servers (docs/mcp.md): their start-up reports, for
//! `-p`'s JSON result and RPC `get_state`, and the servers themselves, for the command registry
//! (`/mcp__…` prompts, `@server:uri` mentions). The servers belong to the agent's `Services`.

use serde_json::Value;

use crate::agent::Agent;

impl Agent {
    /// One `{name, status, error, required, tools, notOffered}` per configured MCP server, in
    /// the order they were configured; empty when none is.
    pub fn mcp_reports(&self) -> Vec<Value> {
        self.mcp_servers()
            .map(|m| m.reports().iter().map(|r| r.to_json()).collect())
            .unwrap_or_default()
    }

    /// The agent's MCP servers (`/mcp__…` prompts, `@server:uri` mentions), when it has any.
    pub fn mcp_servers(&self) -> Option<std::sync::Arc<crate::mcp::manager::Manager>> {
        self.handle().config.services.mcp.clone()
    }
}
