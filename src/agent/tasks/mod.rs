//! `task` sub-agents: the `task` tool runs a prompt in a child session on its own thread, through
//! the agent API, with its own tool state and the parent's permission pipeline, approvals,
//! sandbox and hooks. The parent records each task as `custom{ama.task}` `TaskInfo` entries; the
//! child's file sits next to the parent's with `parentSession` in its header.
//!
//! - what the composition root installs once (settings, agent types, permissions) is the
//!   agent's wiring: `services/task_hub.rs` (`Hub`) and `services/task_agents.rs` (agent types);
//! - `tool.rs`: the tool's schema and arguments;
//! - `registry.rs`: a session's tasks (parallel slots, resume, the child's stop while it runs),
//!   with `background.rs` for `bash_output` / `bash_kill` on a task id;
//! - `forward.rs`: the child's events on the parent's bus, tagged with `taskId` and `depth`;
//! - `stats.rs`: `cache.subagents` in the parent's session stats.
//!
//! Nothing here names the session: starting, continuing, waiting for and finishing a task (a
//! child `AgentSession`) is `task_child.rs`, and where a session offers the tool and takes
//! over its calls is `task_session.rs`, both beside this module.

mod background;
pub(crate) mod forward;
pub mod info;
pub(crate) mod registry;
pub(crate) mod result;
pub mod stats;
pub mod tool;

pub(crate) use registry::SessionTasks;

/// The tool's name.
pub const TOOL_NAME: &str = "task";
