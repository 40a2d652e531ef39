//! `TaskInfo`: what a parent session records about one task in its `custom{ama.task}` entries
//! (at the start, on each continuation and at the end), the child's own first entry, and the
//! footer the parent's model gets under a task's final text.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::ai::types::Usage;

/// `customType` of task entries, in the parent and as the child's first entry.
pub const CUSTOM_TYPE: &str = "ama.task";

/// Where a task stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Running,
    Completed,
    Failed,
    Aborted,
    /// It was running when its parent stopped (found so on resume).
    Interrupted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Completed => "completed",
            Status::Failed => "failed",
            Status::Aborted => "aborted",
            Status::Interrupted => "interrupted",
        }
    }
}

/// The child session a task ran in.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionRef {
    pub session_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_file: Option<String>,
}

/// session-format.md's `TaskInfo`, plus `parentToolCallId` and `cwd`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TaskInfo {
    pub task_id: String,
    pub agent: String,
    /// Who runs it: `ama` for sub-sessions of this process.
    pub runner: String,
    pub description: String,
    pub background: bool,
    pub status: Status,
    pub started_at: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_at: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_file: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session_ref: Option<SessionRef>,
    pub parent_tool_call_id: String,
    pub cwd: String,
}

impl TaskInfo {
    /// The data of a parent entry.
    pub fn to_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or_default()
    }

    /// A parent entry's data; `None` for a child's first entry (it has no `status`).
    pub fn from_value(v: &Value) -> Option<TaskInfo> {
        v.get("status")?;
        serde_json::from_value(v.clone()).ok()
    }
}

/// The child's first entry: `{taskId, agent, parentToolCallId, description, parentSession?}`.
pub fn child_entry(info: &TaskInfo, parent_session: Option<&str>) -> Value {
    let mut v = json!({
        "taskId": info.task_id,
        "agent": info.agent,
        "parentToolCallId": info.parent_tool_call_id,
        "description": info.description,
    });
    if let Some(p) = parent_session {
        v["parentSession"] = json!(p);
    }
    v
}

/// `[task task_1a2b3c4d · explore · completed · 2 turns · 1,234 tokens · $0.0012]`.
pub fn footer(info: &TaskInfo) -> String {
    let turns = info.turns.unwrap_or(0);
    let tokens = info.usage.as_ref().map_or(0, |u| u.total_tokens);
    let mut s = format!(
        "[task {} · {} · {} · {} · {} tokens",
        info.task_id,
        info.agent,
        info.status.as_str(),
        crate::tools::count(turns as usize, "turn", "turns"),
        group(tokens)
    );
    if let Some(cost) = info.cost_usd {
        s.push_str(&format!(" · ${cost:.4}"));
    }
    s.push(']');
    s
}

fn group(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Status, TaskInfo, child_entry, footer, group};

    fn info() -> TaskInfo {
        TaskInfo {
            task_id: "task_1".into(),
            agent: "explore".into(),
            runner: "ama".into(),
            description: "find the config".into(),
            background: false,
            status: Status::Completed,
            started_at: 1,
            ended_at: Some(2),
            turns: Some(2),
            usage: Some(crate::ai::types::Usage {
                total_tokens: 1234,
                ..Default::default()
            }),
            cost_usd: Some(0.00125),
            output_file: None,
            session_ref: None,
            parent_tool_call_id: "call_1".into(),
            cwd: "/w".into(),
        }
    }

    #[test]
    fn entries_and_footer() {
        let i = info();
        assert_eq!(
            footer(&i),
            "[task task_1 · explore · completed · 2 turns · 1,234 tokens · $0.0013]"
        );
        assert_eq!(TaskInfo::from_value(&i.to_value()), Some(i.clone()));
        let child = child_entry(&i, Some("/s/p.jsonl"));
        assert_eq!(
            child,
            json!({"taskId": "task_1", "agent": "explore", "parentToolCallId": "call_1",
                   "description": "find the config", "parentSession": "/s/p.jsonl"})
        );
        assert_eq!(TaskInfo::from_value(&child), None);
        assert_eq!(
            [group(0), group(999), group(1000), group(1234567)],
            ["0", "999", "1,000", "1,234,567"]
        );
    }
}
