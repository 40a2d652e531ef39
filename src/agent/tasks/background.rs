//! Background tasks through the same tools as background commands: `bash_output` with a task id
//! returns the task's status and what its output file gained since the last look, `bash_kill`
//! aborts it. One mechanism for both, as the model sees it.

use std::io::{Read, Seek, SeekFrom};

use serde_json::{Value, json};

use crate::agent::tasks::info::Status;
use crate::agent::tasks::SessionTasks;
use crate::util::sync::lock;
use crate::ai::types::ToolCall;
use crate::tools::ToolOutput;

/// How much new output one look returns at most.
const MAX_NEW_BYTES: u64 = 256 * 1024;

fn id_of(call: &ToolCall) -> Option<&str> {
    call.arguments.get("id").and_then(Value::as_str)
}

impl SessionTasks {
    /// Whether a `bash_output` / `bash_kill` call names one of these tasks.
    pub(crate) fn owns(&self, call: &ToolCall) -> bool {
        id_of(call).is_some_and(|id| {
            id.starts_with("task_") && lock(&self.tasks).contains_key(id)
        })
    }

    /// `bash_output` for a task: status, then the new part of its output file.
    pub(crate) fn output(&self, call: &ToolCall) -> ToolOutput {
        let id = id_of(call).unwrap_or_default();
        let mut tasks = lock(&self.tasks);
        let Some(r) = tasks.get_mut(id) else {
            return ToolOutput::error(format!("No task `{id}`."));
        };
        let status = match (&r.stop, r.info.status) {
            (Some(_), _) => "running",
            (None, s) => s.as_str(),
        };
        let Some(path) = r.output.clone() else {
            return ToolOutput::text(format!(
                "Task {id}: {status}. It is not a background task; its result was the task call's result."
            ));
        };
        let mut new = String::new();
        if let Ok(mut f) = std::fs::File::open(&path)
            && f.seek(SeekFrom::Start(r.read_to)).is_ok()
        {
            let mut buf = Vec::new();
            let n = f.take(MAX_NEW_BYTES).read_to_end(&mut buf).unwrap_or(0);
            r.read_to += n as u64;
            new = String::from_utf8_lossy(&buf).into_owned();
        }
        let body = if new.trim().is_empty() {
            format!("Task {id}: {status}. No new output.")
        } else {
            format!("Task {id}: {status}.\n{}", new.trim_end())
        };
        ToolOutput::text(body).with_details(json!({
            "id": id, "status": status, "outputFile": path.display().to_string()
        }))
    }

    /// `bash_kill` for a task: aborts its run.
    pub(crate) fn kill(&self, call: &ToolCall) -> ToolOutput {
        let id = id_of(call).unwrap_or_default();
        let tasks = lock(&self.tasks);
        match tasks.get(id) {
            Some(r) => match &r.stop {
                Some(stop) => {
                    stop();
                    ToolOutput::text(format!("Task {id} is being stopped."))
                }
                None if r.info.status == Status::Running => {
                    ToolOutput::text(format!("Task {id} is not running any more."))
                }
                None => ToolOutput::text(format!(
                    "Task {id} had already ended ({}).",
                    r.info.status.as_str()
                )),
            },
            None => ToolOutput::error(format!("No task `{id}`.")),
        }
    }
}
