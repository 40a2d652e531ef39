//! What a `task` call returns: the final text with its footer (an error result unless the task
//! completed), or a background task's id and output file; and the `details` kept in the session.

use serde_json::{Value, json};

use crate::agent::tasks::info::{self, Status, TaskInfo};
use crate::tools::ToolOutput;

pub(crate) fn result_output(info: &TaskInfo, text: &str) -> ToolOutput {
    let body = format!("{text}\n\n{}", info::footer(info));
    let out = ToolOutput::text(body).with_details(details(info));
    match info.status {
        Status::Completed => out,
        _ => ToolOutput {
            is_error: true,
            ..out
        },
    }
}

pub(crate) fn background_started(info: &TaskInfo) -> ToolOutput {
    let file = info.output_file.clone().unwrap_or_default();
    ToolOutput::text(format!(
        "Started background task {} ({}). Output file: {file}\nRead its progress and result with bash_output (id {}); stop it with bash_kill.",
        info.task_id, info.agent, info.task_id
    ))
    .with_details(details(info))
}

/// A task result's `details` (persisted, not sent to the model).
fn details(info: &TaskInfo) -> Value {
    let mut v = json!({
        "taskId": info.task_id,
        "agent": info.agent,
        "status": info.status.as_str(),
        "background": info.background,
    });
    if let Some(s) = &info.session_ref {
        v["sessionId"] = json!(s.session_id);
        if let Some(f) = &s.session_file {
            v["sessionFile"] = json!(f);
        }
    }
    for (k, val) in [
        ("turns", info.turns.map(Value::from)),
        ("costUsd", info.cost_usd.map(Value::from)),
        ("outputFile", info.output_file.clone().map(Value::from)),
        (
            "usage",
            info.usage
                .as_ref()
                .and_then(|u| serde_json::to_value(u).ok()),
        ),
    ] {
        if let Some(val) = val {
            v[k] = val;
        }
    }
    v
}
