//! A task's `TaskInfo` in its parent's file: the `custom{ama.task}` entry written when a task
//! starts and when it ends, for ama's own sub-agents (`task_child.rs`) and external agents
//! (`task_external.rs`) alike. Its own file so neither of those two names the other.

use crate::agent::ops::SharedOps;
use crate::agent::tasks::info::{CUSTOM_TYPE, TaskInfo};
use crate::session::entry::{Body, Custom};

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
