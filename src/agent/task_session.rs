//! Where a session meets its tasks: whether it offers `task` (a hub is installed, the session is
//! not a read-only sub-agent, its depth is below `tasks.maxDepth`, and `set_active_tools` did not
//! take it out), the tool in the system
//! prompt and tool list (and a sub-agent type's own preamble), the calls it takes over before the
//! tool registry (`task`, and `bash_output` / `bash_kill` on a task id), and the resume rule:
//! tasks still `running` in a resumed file are recorded as `interrupted` at the first run.
//! The session's side of `tasks/` (which names nothing of the session), so it sits beside it;
//! functions over `ops::SharedOps`, so it names nothing of the session either.

use std::sync::Arc;

use crate::agent::ops::SharedOps;
use crate::agent::task_child;
use crate::agent::prompt;
use crate::agent::tasks::TOOL_NAME;
use crate::agent::tasks::tool::TaskTool;
use crate::ai::types::{ToolCall, ToolSpec};
use crate::session::system::SystemState;
use crate::tools::{Tool, ToolOutput};
use crate::util::cancel::Cancel;

/// Whether this session offers the `task` tool now: it may, and `set_active_tools` did not
/// take it out.
pub(crate) fn task_enabled(s: &impl SharedOps) -> bool {
    // codemode `only` withdraws it (the session's start, `/codemode only`; docs/codemode.md).
    task_offered(s) && !s.tasks().withdrawn()
}

/// Whether this session may offer the `task` tool (a hub, and a role that may delegate).
pub(crate) fn task_offered(s: &impl SharedOps) -> bool {
    let Some(hub) = s.config().services.tasks.clone() else {
        return false;
    };
    let Some(role) = s.tasks().role() else {
        return hub.offered;
    };
    let may_delegate = !role.agent.read_only
        && role
            .agent
            .tools
            .as_ref()
            .is_none_or(|t| t.iter().any(|n| n == TOOL_NAME));
    may_delegate && role.depth < hub.settings.max_depth
}

/// Whether `call` is one this module runs instead of the tool registry.
pub(crate) fn is_task_call(s: &impl SharedOps, call: &ToolCall) -> bool {
    match call.name.as_str() {
        TOOL_NAME => task_enabled(s),
        "bash_output" | "bash_kill" => s.tasks().owns(call),
        _ => false,
    }
}

/// Runs a call `is_task_call` claimed; `None` for any other call.
pub(crate) fn intercept_task_call(
    s: &impl SharedOps,
    call: &ToolCall,
    cancel: &Cancel,
) -> Option<ToolOutput> {
    if !is_task_call(s, call) {
        return None;
    }
    Some(match call.name.as_str() {
        TOOL_NAME => task_child::run_task(s, call, cancel),
        "bash_kill" => s.tasks().kill(call),
        _ => s.tasks().output(call),
    })
}

/// The system state a session starts with: the registry's tools, `task` when offered, and a
/// sub-agent type's preamble.
pub(crate) fn fresh_system(s: &impl SharedOps) -> SystemState {
    let config = s.config();
    let mut tools = config.tools.active();
    let mut specs = config.tools.specs();
    if task_enabled(s)
        && let Some(hub) = config.services.tasks.clone()
    {
        let task = TaskTool::new(&hub.agents);
        specs.push(ToolSpec {
            name: task.name().to_string(),
            description: task.description().to_string(),
            parameters: task.parameters(),
        });
        tools.push(Arc::new(task));
    }
    let mut extras = config.services.prompt_extras();
    extras.roots = &config.permissions.config.extra_roots;
    let mut sections = prompt::sections(&tools, &config.cwd, config.context_files, &extras);
    if let Some(preamble) = s.tasks().role().and_then(|r| r.agent.prompt) {
        sections.insert("preamble".into(), serde_json::Value::String(preamble));
    }
    SystemState::new(sections, specs)
}

/// At the start of each run: a resumed session's tasks that were still running are
/// recorded as interrupted (once).
pub(crate) fn run_start(s: &impl SharedOps) {
    let file = s.file_on_disk();
    for info in s.tasks().load(file.as_deref()) {
        crate::agent::task_record::record(s, &info);
    }
}
