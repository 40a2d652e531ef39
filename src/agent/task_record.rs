//! A task's `TaskInfo` in its parent's file: the `custom{ama.task}` entry written when a task
//! starts and when it ends, for ama's own sub-agents (`task_child.rs`) and external agents
//! (`task_external.rs`) alike, with the record a task starts from and a background task's
//! output file. Its own file so neither of those two names the other.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use crate::agent::ops::SharedOps;
use crate::agent::services::task_agents::AgentType;
use crate::agent::tasks::info::{CUSTOM_TYPE, Status, TaskInfo};
use crate::agent::tasks::tool::Args;
use crate::ai::types::ToolCall;
use crate::session::entry::{Body, Custom};
use crate::util::time::now_ms;

/// A background task's output file, shared by the threads that write to it.
pub(crate) type OutputFile = Arc<Mutex<std::fs::File>>;

/// Appends a parent `custom{ama.task}` entry and announces it.
pub(crate) fn record(s: &impl SharedOps, info: &TaskInfo) {
    let data = info.to_value();
    // Kept as the latest even when the write fails, and before the entry is announced.
    s.keep_custom(CUSTOM_TYPE, data.clone());
    let _ = s.append(Body::Custom(Custom {
        custom_type: CUSTOM_TYPE.into(),
        data,
    }));
}

/// A background task's output file (and its writer); none for a foreground task.
pub(crate) fn output_file(
    s: &impl SharedOps,
    background: bool,
) -> Result<(Option<PathBuf>, Option<OutputFile>), String> {
    if !background {
        return Ok((None, None));
    }
    let dir = &s.tool_state().options().log_dir;
    let (path, file) = crate::tools::truncate::new_log(dir, "task-bg")
        .map_err(|why| format!("Could not create the task's output file: {why}."))?;
    Ok((Some(path), Some(Arc::new(Mutex::new(file)))))
}

/// A task's record as it starts (its files and folder are filled in by the caller).
pub(crate) fn running_info(task_id: &str, agent: &AgentType, call: &ToolCall, args: &Args) -> TaskInfo {
    TaskInfo {
        task_id: task_id.to_string(),
        agent: agent.name.clone(),
        runner: "ama".into(),
        description: args.description.clone(),
        background: args.background,
        status: Status::Running,
        started_at: now_ms(),
        ended_at: None,
        turns: None,
        usage: None,
        cost_usd: None,
        output_file: None,
        session_ref: None,
        parent_tool_call_id: call.id.clone(),
        cwd: String::new(),
    }
}
