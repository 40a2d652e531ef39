//! A session's MCP tools follow its agent's servers (docs/mcp.md): before each turn the
//! session applies `mcp::offer` to its registry, so a server that became ready after the
//! session started (the terminal UI does not wait for them), a server that re-listed its tools
//! (`notifications/tools/list_changed`) or a model with a smaller tool limit (`max_tools`)
//! changes the next request's tool list. A change is recorded like any change of the tools
//! (a system patch in the session file: the cached prefix changes), and every tool left out
//! is named in a notification and in its server's report, never dropped silently.

use std::time::Duration;

use crate::agent::events::SessionEvent;
use crate::agent::session_config::SessionConfig;
use crate::agent::worker::{Shared, lock};
use crate::mcp::offer;
use crate::tools::Tool;

/// How long a turn waits for a re-list the servers announced before it.
const SETTLE: Duration = Duration::from_secs(10);

/// Re-offers the agent's MCP tools to a session's registry (see the module's header); true when
/// the tool list changed, so the session patches its system state.
pub(crate) fn resync(config: &mut SessionConfig, shared: &Shared) -> bool {
    let Some(manager) = config.services.mcp.clone() else {
        return false;
    };
    manager.settle(SETTLE);
    // The model the next request goes to (a switch is adopted right after this).
    let model = lock(&shared.runtime).model.clone();
    let before = config.tools.active_names();
    let applied = offer::apply(&mut config.tools, &manager, model.api.facts().max_tools);
    if !applied.changed {
        return false;
    }
    config.permissions.mcp().extend(
        applied
            .offered
            .iter()
            .map(|t| (t.name().to_string(), crate::permissions::mcp::facts_of(t))),
    );
    manager.set_not_offered(&offer::by_server(&applied.left_out));
    // Scripts may call the new tools too (docs/codemode.md).
    crate::agent::codemode_sync::sync(config, shared);
    follow_active_tools(config, shared, &before);
    if !applied.left_out.is_empty() {
        let names: Vec<String> = applied.left_out.iter().map(|l| l.line()).collect();
        shared.publish(SessionEvent::Notification {
            level: "warn",
            message: names.join("\n"),
        });
    }
    true
}

/// The runtime's active tools (what `get_state` shows and the next turn adopts) follow the
/// re-offer: tools that went are dropped; a pending `set_active_tools` keeps its choice, and
/// a new tool joins it when one of its MCP names names the tool.
fn follow_active_tools(config: &SessionConfig, shared: &Shared, before: &[String]) {
    let now = config.tools.active_names();
    let mut rt = lock(&shared.runtime);
    let sorted = |v: &[String]| {
        let mut v = v.to_vec();
        v.sort_unstable();
        v
    };
    if sorted(&rt.active_tools) == sorted(before) {
        rt.active_tools = now;
        return;
    }
    // The set `set_active_tools` chose: a new tool joins it only when one of its MCP names
    // (exact, `mcp__<server>`, `mcp__<server>__*`, perhaps of a server that was starting)
    // names it; those names are then replaced by the tools.
    let named = |n: &str| {
        rt.active_tools.iter().any(|p| {
            crate::mcp::names::server_of(n)
                .is_some_and(|server| crate::mcp::names::matches(p, server, n))
        })
    };
    let joining: Vec<String> = now
        .iter()
        .filter(|n| !before.contains(n) && !rt.active_tools.contains(n) && named(n))
        .cloned()
        .collect();
    let registered = |n: &String| config.tools.all().iter().any(|t| t.name() == n);
    rt.active_tools.retain(registered);
    rt.active_tools.extend(joining);
}
