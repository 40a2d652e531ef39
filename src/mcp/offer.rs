//! Which MCP tools one registry offers: the ready servers' named tools (`Manager::named`), up
//! to the provider's tool limit (`ai::facts` `max_tools`, ama's own tools counted first). The
//! composition root applies it once at start, and each session again before a turn (a server
//! that became ready, a re-listed server, another model), so a registry always matches the
//! servers; every tool left out is returned with why, never dropped silently.

use std::sync::Arc;

use crate::mcp::manager::Manager;
use crate::mcp::tool::McpTool;
use crate::tools::Tool;
use crate::tools::registry::Registry;

/// A tool that is not offered, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeftOut {
    pub server: String,
    /// The model-facing name (or the server's own, for a name collision).
    pub name: String,
    pub why: String,
}

/// What `apply` did.
pub struct Applied {
    /// The registry changed (its tools, or which of them are active).
    pub changed: bool,
    /// The MCP tools the registry holds now.
    pub offered: Vec<Arc<McpTool>>,
    pub left_out: Vec<LeftOut>,
}

const PREFIX: &str = "mcp__";

/// Makes `registry`'s MCP tools those of `manager`'s ready servers, at most `max_tools` tools
/// in all (ama's own included, with room for the agent's own `task`). A tool that was in the
/// registry keeps whether it was active (`--tools`, `set_active_tools`); a new one is active
/// as `--tools` says.
pub fn apply(registry: &mut Registry, manager: &Manager, max_tools: Option<usize>) -> Applied {
    let named = manager.named();
    let previous: Vec<(String, bool)> = {
        let active = registry.active_names();
        registry
            .all()
            .iter()
            .map(|t| t.name())
            .filter(|n| n.starts_with(PREFIX))
            .map(|n| (n.to_string(), active.iter().any(|a| a == n)))
            .collect()
    };
    let mut next = registry.clone();
    for (name, _) in &previous {
        next.remove(name);
    }
    let collision = "its name collides with a tool already offered";
    let mut left_out: Vec<LeftOut> = named
        .collisions
        .iter()
        .map(|lost| {
            let (server, name) = lost.split_once(": ").unwrap_or((lost, lost));
            LeftOut {
                server: server.to_string(),
                name: name.to_string(),
                why: collision.to_string(),
            }
        })
        .collect();
    let limit = max_tools.map(|max| max.saturating_sub(crate::tools::identity::agent_layer().count()));
    let mut offered = Vec::new();
    for tool in named.tools.iter() {
        let name = tool.name().to_string();
        let server = tool.server.name().to_string();
        if next.add_external(tool.clone()).is_err() {
            left_out.push(LeftOut {
                server,
                name,
                why: collision.to_string(),
            });
            continue;
        }
        if let Some((_, was_active)) = previous.iter().find(|(n, _)| *n == name) {
            next.set_active(&name, *was_active);
        }
        if let Some(max) = limit.filter(|max| next.active_names().len() > *max) {
            next.remove(&name);
            left_out.push(LeftOut {
                server,
                name,
                why: format!(
                    "the provider accepts at most {} tools in a request (ama's own included), and {max} are offered already",
                    max_tools.unwrap_or_default()
                ),
            });
            continue;
        }
        offered.push(tool.clone());
    }
    let changed = !same(registry, &next);
    if changed {
        *registry = next;
    }
    Applied {
        changed,
        offered,
        left_out,
    }
}

/// The same tools (the same objects) and the same active set.
fn same(a: &Registry, b: &Registry) -> bool {
    let ptrs = |r: &Registry| -> Vec<*const ()> {
        r.all()
            .iter()
            .map(|t| Arc::as_ptr(t) as *const ())
            .collect()
    };
    let active = |r: &Registry| {
        let mut names = r.active_names();
        names.sort_unstable();
        names
    };
    ptrs(a) == ptrs(b) && active(a) == active(b)
}

impl LeftOut {
    /// The line that names it (stderr at start, a notification after a change).
    pub fn line(&self) -> String {
        format!(
            "MCP tool {}: {} is not offered to the model: {}",
            self.server, self.name, self.why
        )
    }
}

/// The tools left out, as each server's report lists them (`"<tool> (<why>)"`).
pub fn by_server(left_out: &[LeftOut]) -> std::collections::HashMap<String, Vec<String>> {
    let mut map: std::collections::HashMap<String, Vec<String>> = Default::default();
    for l in left_out {
        map.entry(l.server.clone())
            .or_default()
            .push(format!("{} ({})", l.name, l.why));
    }
    map
}
