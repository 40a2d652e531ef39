//! What the permission pipeline knows of MCP tools (docs/mcp.md): for each model-facing name
//! `mcp__<server>__<tool>`, the server, the server's own tool name, whether the tool reaches
//! outside the machine (`openWorldHint`, network for auto mode) and whether the server's
//! `approval: allow` pre-approves its calls. The composition root fills the table from the
//! started servers; permission rules match MCP tools by server through it.

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use serde_json::Value;

use crate::mcp::names;
use crate::permissions::preview::{Preview, Severity};

/// The longest argument text an approval preview shows.
const PREVIEW_ARGS: usize = 2000;

/// One MCP tool, as the pipeline sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct McpFacts {
    /// The server's name as configured.
    pub server: String,
    /// The server's own name for the tool.
    pub tool: String,
    /// Reaches outside the machine (`openWorldHint`, default true).
    pub open_world: bool,
    /// The server's `approval: allow`.
    pub preapproved: bool,
}

/// The MCP tools of one agent, by model-facing name. Shared by the agent's sessions and
/// filled as servers become ready or change their tools (`extend`).
#[derive(Clone, Debug, Default)]
pub struct McpTable(Arc<RwLock<HashMap<String, McpFacts>>>);

impl McpTable {
    pub fn new(tools: HashMap<String, McpFacts>) -> McpTable {
        McpTable(Arc::new(RwLock::new(tools)))
    }

    pub fn get(&self, name: &str) -> Option<McpFacts> {
        self.0
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(name)
            .cloned()
    }

    /// Adds (or replaces) what the pipeline knows of these tools.
    pub fn extend(&self, tools: impl IntoIterator<Item = (String, McpFacts)>) {
        self.0
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .extend(tools);
    }
}

/// What the pipeline knows of one server tool.
pub fn facts_of(tool: &crate::mcp::tool::McpTool) -> McpFacts {
    McpFacts {
        server: tool.server.name().to_string(),
        tool: tool.remote.clone(),
        open_world: tool.classified.open_world,
        preapproved: tool.classified.preapproved,
    }
}

/// Whether the rule tool `pattern` names the tool `name`: `mcp__<server>` and `mcp__<server>__*`
/// name every tool of that server (by its config name when the table knows the tool, else by
/// the name's shape), anything else is compared by the caller.
pub fn server_pattern(pattern: &str, name: &str, facts: Option<&McpFacts>) -> bool {
    if !pattern.starts_with(names::PREFIX) {
        return false;
    }
    match (facts, names::server_of(name)) {
        (Some(f), _) => names::matches(pattern, &f.server, name),
        (None, Some(server)) => names::matches(pattern, server, name),
        (None, None) => false,
    }
}

/// The approval preview of an MCP call: the server, its tool and the arguments (bounded).
pub fn preview(facts: &McpFacts, input: &Value) -> Preview {
    let mut lines = vec![format!(
        "MCP server `{}`, tool `{}`{}",
        facts.server,
        facts.tool,
        if facts.open_world {
            " (may reach outside this machine)"
        } else {
            ""
        }
    )];
    let text = serde_json::to_string_pretty(input).unwrap_or_else(|_| input.to_string());
    let mut shown: String = text.chars().take(PREVIEW_ARGS).collect();
    if shown.len() < text.len() {
        shown.push_str(&format!("\n… ({} bytes in all)", text.len()));
    }
    lines.push("arguments:".to_string());
    lines.extend(shown.lines().map(|l| format!("  {l}")));
    Preview {
        kind: "mcp",
        lines,
        severity: Severity::Info,
        affected: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{McpFacts, preview, server_pattern};

    fn fs() -> McpFacts {
        McpFacts {
            server: "my.fs".into(),
            tool: "write_file".into(),
            open_world: false,
            preapproved: false,
        }
    }

    #[test]
    fn server_patterns_use_the_config_name() {
        let f = fs();
        let name = "mcp__my_fs__write_file";
        assert!(server_pattern("mcp__my_fs", name, Some(&f)));
        assert!(server_pattern("mcp__my_fs__*", name, Some(&f)));
        assert!(server_pattern("mcp__my_fs__write_file", name, Some(&f)));
        assert!(!server_pattern("mcp__my", name, Some(&f)));
        assert!(!server_pattern("mcp__other", name, Some(&f)));
        assert!(!server_pattern("write_file", name, Some(&f)));
        // Without the table, by the name's shape.
        assert!(server_pattern("mcp__ev", "mcp__ev__echo", None));
        assert!(!server_pattern("mcp__ev", "mcp__evx__echo", None));
        assert!(!server_pattern("mcp__ev", "bash", None));
    }

    #[test]
    fn preview_names_server_tool_and_arguments() {
        let p = preview(&fs(), &json!({"path": "a.txt", "content": "x".repeat(3000)}));
        assert_eq!(p.kind, "mcp");
        assert_eq!(p.lines[0], "MCP server `my.fs`, tool `write_file`");
        assert_eq!(p.lines[1], "arguments:");
        assert!(p.lines.iter().any(|l| l.starts_with("    \"content\": \"xxxx")));
        assert!(p.lines.last().is_some_and(|l| l.contains("bytes in all")));
    }
}

#[cfg(test)]
#[path = "mcp_tests.rs"]
mod pipeline_tests;
