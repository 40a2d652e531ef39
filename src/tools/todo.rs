//! `todo`: the session's task list. `set` replaces it, `update` changes or adds items by id, `get`
//! shows it. Every change returns the full snapshot in `details` as
//! `{"customType": "ama.todo", "data": {"items": [...]}}`, which the session stores as a `custom`
//! entry (session-format.md); the latest snapshot also lives in `ToolState`.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::tools::error::ToolError;
use crate::tools::{ExecutionMode, Tool, ToolContext, ToolOutput};

/// The `customType` of todo snapshots.
pub const CUSTOM_TYPE: &str = "ama.todo";

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TodoStatus {
    Pending,
    InProgress,
    Done,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct TodoItem {
    pub id: String,
    pub text: String,
    pub status: TodoStatus,
    /// Set when the item was made from an approved plan's step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan_step: Option<Value>,
}

/// The `details` of a change: the snapshot as the `custom` entry carries it.
pub fn snapshot_details(items: &[TodoItem]) -> Value {
    json!({"customType": CUSTOM_TYPE, "data": {"items": items}})
}

pub struct TodoTool;

impl Tool for TodoTool {
    fn name(&self) -> &str {
        "todo"
    }
    fn label(&self) -> &str {
        "Todo"
    }
    fn description(&self) -> &str {
        "Keep a task list for multi-step work. action=set replaces the list with `items`; action=update changes the items with the same id (and adds new ids); action=get shows the list. Each item is {id, text, status} with status pending, in_progress or done. Keep one item in_progress at a time and mark items done as soon as they are."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "action": {"enum": ["get", "set", "update"], "description": "get, set or update"},
                "items": {
                    "type": "array",
                    "description": "The items to set, or to update by id",
                    "items": {
                        "type": "object",
                        "properties": {
                            "id": {"type": "string"},
                            "text": {"type": "string"},
                            "status": {"enum": ["pending", "in_progress", "done"]}
                        },
                        "required": ["id"],
                        "additionalProperties": false
                    }
                }
            },
            "required": ["action"],
            "additionalProperties": false
        })
    }
    fn execution_mode(&self) -> ExecutionMode {
        // It changes session state, so calls keep their order.
        ExecutionMode::Sequential
    }
    fn prompt_snippet(&self) -> &str {
        "todo: keep a task list for multi-step work (get, set, update)"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let action = args.get("action").and_then(Value::as_str).unwrap_or("get");
        let given = args
            .get("items")
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or_default();
        let current = ctx.state.todos();
        let next = match action {
            "get" => return ToolOutput::text(render(&current)),
            "set" => set(given),
            _ => update(current, given),
        };
        match next {
            Ok(items) => {
                ctx.state.set_todos(items.clone());
                ToolOutput::text(render(&items)).with_details(snapshot_details(&items))
            }
            Err(e) => e.into(),
        }
    }
}

fn bad(problem: String) -> ToolError {
    ToolError::Argument {
        name: "items",
        problem,
        fix: "Give each item an id, a text and a status (pending, in_progress or done); ids must be unique.",
    }
}

fn status_of(v: &Value) -> Option<TodoStatus> {
    v.get("status")
        .and_then(|s| serde_json::from_value(s.clone()).ok())
}

fn set(given: &[Value]) -> Result<Vec<TodoItem>, ToolError> {
    let mut items: Vec<TodoItem> = Vec::with_capacity(given.len());
    for v in given {
        let id = v.get("id").and_then(Value::as_str).unwrap_or_default();
        let text = v.get("text").and_then(Value::as_str);
        let (Some(text), false) = (text, id.is_empty()) else {
            return Err(bad(format!("item {v} needs a non-empty id and a text")));
        };
        if items.iter().any(|i| i.id == id) {
            return Err(bad(format!("id `{id}` appears twice")));
        }
        items.push(TodoItem {
            id: id.to_string(),
            text: text.to_string(),
            status: status_of(v).unwrap_or(TodoStatus::Pending),
            plan_step: None,
        });
    }
    Ok(items)
}

fn update(mut items: Vec<TodoItem>, given: &[Value]) -> Result<Vec<TodoItem>, ToolError> {
    if given.is_empty() {
        return Err(bad("update needs at least one item".into()));
    }
    for v in given {
        let id = v.get("id").and_then(Value::as_str).unwrap_or_default();
        let text = v.get("text").and_then(Value::as_str);
        match items.iter_mut().find(|i| i.id == id) {
            Some(item) => {
                if let Some(t) = text {
                    item.text = t.to_string();
                }
                if let Some(s) = status_of(v) {
                    item.status = s;
                }
            }
            None => items.extend(set(std::slice::from_ref(v)).map_err(|_| {
                bad(format!(
                    "there is no item `{id}` to update; a new item needs a non-empty id and a text"
                ))
            })?),
        }
    }
    Ok(items)
}

/// The list as the model sees it.
pub(crate) fn render(items: &[TodoItem]) -> String {
    if items.is_empty() {
        return "The todo list is empty.".into();
    }
    let n = |s: TodoStatus| items.iter().filter(|i| i.status == s).count();
    let mut out = format!(
        "Todo list ({} done, {} in progress, {} pending):\n",
        n(TodoStatus::Done),
        n(TodoStatus::InProgress),
        n(TodoStatus::Pending)
    );
    for i in items {
        let mark = match i.status {
            TodoStatus::Done => "[x]",
            TodoStatus::InProgress => "[>]",
            TodoStatus::Pending => "[ ]",
        };
        out.push_str(&format!("{mark} {}: {}\n", i.id, i.text));
    }
    out.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::TodoTool;
    use crate::tools::test_ctx::{World, text};

    #[test]
    fn todo_sequence() {
        let w = World::new();
        // (args, text, details items or None when nothing changed)
        let steps = [
            (json!({"action": "get"}), "The todo list is empty.", None),
            (
                json!({"action": "set", "items": [{"id": "1", "text": "Write tests", "status": "in_progress"}, {"id": "2", "text": "Ship"}]}),
                "Todo list (0 done, 1 in progress, 1 pending):\n[>] 1: Write tests\n[ ] 2: Ship",
                Some(
                    json!([{"id": "1", "text": "Write tests", "status": "in_progress"}, {"id": "2", "text": "Ship", "status": "pending"}]),
                ),
            ),
            (
                json!({"action": "update", "items": [{"id": "1", "status": "done"}, {"id": "3", "text": "Docs", "status": "pending"}]}),
                "Todo list (1 done, 0 in progress, 2 pending):\n[x] 1: Write tests\n[ ] 2: Ship\n[ ] 3: Docs",
                Some(
                    json!([{"id": "1", "text": "Write tests", "status": "done"}, {"id": "2", "text": "Ship", "status": "pending"}, {"id": "3", "text": "Docs", "status": "pending"}]),
                ),
            ),
            (
                json!({"action": "get"}),
                "Todo list (1 done, 0 in progress, 2 pending):\n[x] 1: Write tests\n[ ] 2: Ship\n[ ] 3: Docs",
                None,
            ),
        ];
        for (args, want, items) in steps {
            let out = w.run(&TodoTool, args.clone());
            assert_eq!(text(&out), want, "{args}");
            let details = items.map(|i| json!({"customType": "ama.todo", "data": {"items": i}}));
            assert_eq!(out.details, details, "{args}");
        }
        let out = w.run(
            &TodoTool,
            json!({"action": "set", "items": [{"id": "1", "text": "a"}, {"id": "1", "text": "b"}]}),
        );
        assert!(out.is_error && text(&out).contains("id `1` appears twice"));
        let out = w.run(
            &TodoTool,
            json!({"action": "update", "items": [{"id": "9", "status": "done"}]}),
        );
        assert!(out.is_error && text(&out).contains("there is no item `9` to update"));
        assert_eq!(w.state.todos().len(), 3);
    }
}
