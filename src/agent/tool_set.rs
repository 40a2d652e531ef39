//! The agent's tool set as RPC `get_tools` and `set_active_tools` see it (docs/rpc.md,
//! docs/mcp.md): the agent's own tools plus the tools of the MCP servers that are ready now —
//! a server that became ready after the session started included — with the runtime's active
//! set. `set_active_tools` accepts MCP names exactly, as `mcp__<server>` and as
//! `mcp__<server>__*`; a name of a server that is still starting is kept, so the tools it
//! names are active when the server's tools arrive (the session's `mcp_sync` re-offer).
//! `task`, which the agent runs itself rather than the registry, is listed and set here too when
//! the session may offer it (`task_session::task_offered`).

use crate::agent::api::Agent;
use crate::agent::error::AgentError;
use crate::agent::ops::SharedOps;
use crate::agent::reply::ToolInfo;
use crate::agent::task_session;
use crate::agent::tasks::TOOL_NAME as TASK;
use crate::agent::tasks::tool::TaskTool;
use crate::mcp::manager::Status;
use crate::mcp::names;
use crate::tools::Tool;
use crate::tools::registry::Registry;

/// The prefix of MCP tool names.
const MCP_PREFIX: &str = "mcp__";

impl Agent {
    /// The agent's tools with the ready MCP servers' tools as the next request offers them,
    /// and codemode as the runtime has it now (its description following those tools).
    fn current_tools(&self) -> Registry {
        let mut tools = self.inner.base.tools.clone();
        let rt = self.handle().runtime();
        if let Some(manager) = self.mcp_servers() {
            let max = rt.model.api.facts().max_tools;
            crate::mcp::offer::apply(&mut tools, &manager, max);
        }
        if let Some(cm) = &rt.codemode {
            crate::codemode::show(&mut tools, cm);
        }
        tools
    }

    /// `current_tools` for the agent's other parts (`/codemode`).
    pub(crate) fn tool_registry(&self) -> Registry {
        self.current_tools()
    }

    /// Whether `name` (`mcp__<server>`, `mcp__<server>__*`, `mcp__<server>__<tool>`) names an
    /// MCP server that is still starting.
    fn names_a_starting_server(&self, name: &str) -> bool {
        let Some(rest) = name.strip_prefix(MCP_PREFIX) else {
            return false;
        };
        let server = rest.split_once("__").map_or(rest, |(s, _)| s);
        self.mcp_servers().is_some_and(|m| {
            m.reports()
                .iter()
                .any(|r| r.status == Status::Starting && names::sanitize(&r.name) == server)
        })
    }

    /// Sets the active tools (unknown names are an error, but for MCP names of a server that is
    /// still starting); returns the active names, those waiting for their server last.
    pub fn set_active_tools(&self, names: &[String]) -> Result<Vec<String>, AgentError> {
        let waits = |n: &str| self.names_a_starting_server(n);
        let h = self.handle();
        let offered = task_session::task_offered(&h);
        let wants_task = names.iter().any(|n| n == TASK);
        if wants_task && !offered {
            return Err(AgentError::InvalidArgument(format!(
                "tool `{TASK}` is not offered in this session (tasks are off, --tools left it out, or this sub-agent may not delegate); get_tools lists the tools it has"
            )));
        }
        // `task` is not in the registry (the agent runs it): it is set apart below.
        let listed: Vec<String> = names.iter().filter(|n| *n != TASK).cloned().collect();
        let tools = self
            .current_tools()
            .with_active_pending(&listed, &waits)
            .map_err(|e| AgentError::InvalidArgument(e.to_string()))?;
        let mut active = tools.active_names();
        // A starting server has no tools yet: its names wait in the runtime's set.
        for n in names {
            if !active.contains(n) && waits(n) {
                active.push(n.clone());
            }
        }
        h.update_runtime(|r| r.active_tools = active.clone());
        if offered {
            h.tasks().set_withdrawn(!wants_task);
        }
        if wants_task {
            active.push(TASK.to_string());
        }
        Ok(active)
    }

    /// Every tool, with whether the model sees it now.
    pub fn tools(&self) -> Vec<ToolInfo> {
        let h = self.handle();
        let active = h.runtime().active_tools;
        let mut out: Vec<ToolInfo> = self
            .current_tools()
            .all()
            .iter()
            .map(|t| ToolInfo {
                name: t.name().to_string(),
                description: t.description().to_string(),
                parameters: t.parameters(),
                permission: t.permission().as_str(),
                active: active.iter().any(|a| a == t.name()),
            })
            .collect();
        if task_session::task_offered(&h)
            && let Some(hub) = h.config().services.tasks.clone()
        {
            let task = TaskTool::new(&hub.agents);
            out.push(ToolInfo {
                name: TASK.to_string(),
                description: task.description().to_string(),
                parameters: task.parameters(),
                permission: task.permission().as_str(),
                active: task_session::task_enabled(&h),
            });
        }
        out
    }
}
