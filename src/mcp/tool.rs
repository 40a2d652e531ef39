//! `McpTool`: one server tool as an ordinary `tools::Tool`, so every call goes through schema
//! checks, hooks, the permission pipeline and approval like a built-in tool. Its name is the
//! model-facing `mcp__<server>__<tool>`; `execute` calls the server's own name through the
//! `Server` handle (which restarts a crashed server once), shows progress as tool updates and
//! cancels the call when the session's `Cancel` fires.

use std::sync::Arc;

use serde_json::{Value, json};

use crate::mcp::class::{Annotations, Classified, classify};
use crate::mcp::server::Server;
use crate::mcp::result::to_output;
use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput};

pub struct McpTool {
    pub server: Arc<Server>,
    /// The server's own name for the tool.
    pub remote: String,
    /// `mcp__<server>__<tool>`.
    name: String,
    label: String,
    description: String,
    snippet: String,
    schema: Value,
    pub classified: Classified,
    pub annotations: Annotations,
    /// The `tools/list` entry it was built from (a re-list keeps the tool when it is equal).
    pub entry: Value,
}

impl McpTool {
    /// Builds the tool for `entry` (a `tools/list` item) named `name` on `server`.
    pub fn new(server: Arc<Server>, name: String, entry: &Value) -> McpTool {
        let remote = entry
            .get("name")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        let config = server.config();
        let annotations = Annotations::from_tool(entry);
        let classified = classify(annotations, config.origin.trusted(), config.approval);
        let description = entry
            .get("description")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .trim()
            .to_string();
        let title = entry
            .get("title")
            .or_else(|| entry.pointer("/annotations/title"))
            .and_then(Value::as_str)
            .unwrap_or(&remote)
            .to_string();
        let first_line = description.lines().next().unwrap_or_default().to_string();
        let mut schema = entry
            .get("inputSchema")
            .cloned()
            .filter(Value::is_object)
            .unwrap_or_else(|| json!({"type": "object"}));
        if schema.get("type").is_none() {
            schema["type"] = json!("object");
        }
        McpTool {
            label: format!("{title} ({})", config.name),
            description: if description.is_empty() {
                format!("The `{remote}` tool of the MCP server `{}`.", config.name)
            } else {
                description
            },
            snippet: format!(
                "{name}: {}",
                if first_line.is_empty() {
                    &remote
                } else {
                    &first_line
                }
            ),
            name,
            schema,
            remote,
            classified,
            annotations,
            server,
            entry: entry.clone(),
        }
    }
}

impl Tool for McpTool {
    fn name(&self) -> &str {
        &self.name
    }

    fn label(&self) -> &str {
        &self.label
    }

    fn description(&self) -> &str {
        &self.description
    }

    fn parameters(&self) -> Value {
        self.schema.clone()
    }

    fn permission(&self) -> PermissionClass {
        self.classified.class
    }

    fn prompt_snippet(&self) -> &str {
        &self.snippet
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let on_progress = |p: &crate::mcp::conn::Progress| {
            let mut line = match p.total {
                Some(t) => format!("progress {}/{}", p.progress, t),
                None => format!("progress {}", p.progress),
            };
            if let Some(m) = &p.message {
                line.push_str(": ");
                line.push_str(m);
            }
            (ctx.on_update)(&line);
        };
        match self
            .server
            .call_tool(&self.remote, args, ctx.cancel, &on_progress)
        {
            Ok(result) => to_output(self.server.name(), &self.remote, &result),
            Err(e) => ToolOutput::error(e.to_string()).with_details(json!({
                "mcp": {"server": self.server.name(), "tool": self.remote}
            })),
        }
    }
}
