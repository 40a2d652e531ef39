//! The `task` tool as the model sees it: its schema (listing the agent types) and prompt line,
//! and its checked arguments. Running it is the session's business (`child.rs`): a task needs
//! the parent session, which a plain tool never sees.

use serde_json::{Value, json};

use crate::agent::services::task_agents::AgentType;
use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput};

pub struct TaskTool {
    parameters: Value,
}

const DESCRIPTION: &str = "Start a sub-agent that works on a task on its own and returns its final answer. Use it for side work that needs many steps (searching a large codebase, investigating a question, trying something out) so it does not fill this conversation. The sub-agent does not see this conversation: give it a complete prompt and say what to return. Several task calls in one message run in parallel. With background: true the call returns at once with a task id; read the output with bash_output and stop it with bash_kill. Continue an earlier task with its taskId.";

impl TaskTool {
    pub fn new(agents: &[AgentType]) -> TaskTool {
        let types: Vec<String> = agents
            .iter()
            .map(|a| format!("`{}`: {}", a.name, a.description))
            .collect();
        let parameters = json!({
            "type": "object",
            "properties": {
                "description": {"type": "string", "description": "A short (3-6 words) description of the task"},
                "prompt": {"type": "string", "description": "The task for the sub-agent, complete and self-contained"},
                "agent": {"type": "string", "description": format!("The agent type (default general): {}", types.join("; "))},
                "background": {"type": "boolean", "description": "Return at once with the task id and output file; the task runs on"},
                "taskId": {"type": "string", "description": "Continue this earlier task (its session) with the new prompt"}
            },
            "required": ["description", "prompt"]
        });
        TaskTool { parameters }
    }
}

impl Tool for TaskTool {
    fn name(&self) -> &'static str {
        crate::agent::tasks::TOOL_NAME
    }
    fn label(&self) -> &'static str {
        "Task"
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn parameters(&self) -> Value {
        self.parameters.clone()
    }
    fn permission(&self) -> PermissionClass {
        PermissionClass::Read
    }
    fn prompt_snippet(&self) -> &'static str {
        "task: start a sub-agent (general, explore, plan, …) for side work; several run in parallel"
    }
    fn execute(&self, _args: &Value, _ctx: &ToolContext) -> ToolOutput {
        // Calls are intercepted by the session before the registry is asked.
        ToolOutput::error("The task tool runs only inside an agent session.")
    }
}

/// A `task` call's arguments, checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Args {
    pub description: String,
    pub prompt: String,
    pub agent: Option<String>,
    pub background: bool,
    pub task_id: Option<String>,
}

impl Args {
    pub fn parse(v: &Value) -> Result<Args, String> {
        let text = |k: &str| v.get(k).and_then(Value::as_str).map(str::trim);
        let description = text("description").unwrap_or_default().to_string();
        let prompt = text("prompt").unwrap_or_default().to_string();
        if prompt.is_empty() {
            return Err("`prompt` is empty: give the sub-agent its complete task".into());
        }
        Ok(Args {
            description,
            prompt,
            agent: text("agent").filter(|s| !s.is_empty()).map(String::from),
            background: v
                .get("background")
                .and_then(Value::as_bool)
                .unwrap_or(false),
            task_id: text("taskId").filter(|s| !s.is_empty()).map(String::from),
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Args, TaskTool};
    use crate::tools::Tool;

    #[test]
    fn schema_and_args() {
        let t = TaskTool::new(&crate::agent::services::task_agents::builtin());
        let p = t.parameters();
        let agent = p["properties"]["agent"]["description"]
            .as_str()
            .unwrap_or_default();
        assert!(agent.starts_with("The agent type (default general): `general`: "));
        assert!(agent.contains("; `explore`: ") && agent.contains("; `plan`: "));
        let ok = Args::parse(&json!({"description": "d", "prompt": " p ", "background": true}));
        assert_eq!(
            ok,
            Ok(Args {
                description: "d".into(),
                prompt: "p".into(),
                agent: None,
                background: true,
                task_id: None
            })
        );
        assert!(Args::parse(&json!({"description": "d", "prompt": "  "})).is_err());
    }
}
