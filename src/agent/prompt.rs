//! The system prompt: named sections in a fixed order (preamble → tools → rules → project_context
//! → skills → mcp → hooks → cwd → host). Built once per session, so it is byte-identical from turn to
//! turn and the provider's prompt cache hits.

use std::path::Path;

use serde_json::{Map, Value};

use crate::agent::context;
use crate::ai::types::SYSTEM_SECTIONS;
use crate::skills::Skill;
use crate::tools::Tool;

const PREAMBLE: &str = "You are ama, a coding agent working in the user's terminal. You read and edit code and run commands with the tools below to complete the user's task. Be direct and concise; show your work through tool calls, not long explanations.";

const RULES: &str = "Guidelines:
- Read a file before you edit it: edit and write refuse to change a file you have not read in this session.
- Prefer edit over write for changes to existing files; use write for new files or complete rewrites.
- Use the grep, glob and ls tools to search and list files, rather than find, grep, cat or ls in bash.
- Keep commands non-interactive: stdin is closed, so pass flags such as --yes or --no-pager, never open an editor or a pager, and start servers and watchers with run_in_background.
- Keep changes focused on the task, and verify them: run the tests or the program after a change.
- Never invent file contents or command output; use the tools to find out.
- When the task is done, reply with a short summary of what changed.";

/// What an agent's wiring adds to the prompt (`agent::services::Services::prompt_extras`).
#[derive(Default)]
pub struct Extras<'a> {
    /// The skills section's list.
    pub skills: &'a [Skill],
    /// The profile's instructions as one block, added to `project_context`.
    pub profile: Option<String>,
    /// The host adapter's block, the `host` section.
    pub host: Option<&'a str>,
    /// The MCP servers' `instructions`, one block per server, the `mcp` section.
    pub mcp: Option<String>,
    /// The extra project roots (Claude Code's and the editor's additional directories), named
    /// in the `cwd` section; empty leaves it as it was.
    pub roots: &'a [std::path::PathBuf],
}

/// The sections of the system prompt, as the first `system` message records them.
/// `context_files` includes AGENTS.md / CLAUDE.md (off with `--no-context-files`).
pub fn sections(
    tools: &[std::sync::Arc<dyn Tool>],
    cwd: &Path,
    context_files: bool,
    extras: &Extras,
) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("preamble".into(), Value::String(PREAMBLE.into()));
    if !tools.is_empty() {
        let lines: Vec<String> = tools
            .iter()
            .map(|t| format!("- {}", t.prompt_snippet()))
            .collect();
        m.insert(
            "tools".into(),
            Value::String(format!("Available tools:\n{}", lines.join("\n"))),
        );
    }
    m.insert("rules".into(), Value::String(RULES.into()));
    if context_files {
        let config_dir = crate::config::paths::config_dir();
        let files = context::discover(cwd, config_dir.as_deref());
        if let Some(text) = context::project_context(&files) {
            m.insert("project_context".into(), Value::String(text));
        }
    }
    if let Some(text) = extras.profile.clone() {
        let merged = match m.get("project_context").and_then(Value::as_str) {
            Some(files) => format!("{files}\n\n{text}"),
            None => text,
        };
        m.insert("project_context".into(), Value::String(merged));
    }
    if let Some(text) = crate::skills::prompt_section(extras.skills) {
        m.insert("skills".into(), Value::String(text));
    }
    if let Some(text) = extras.mcp.clone() {
        m.insert("mcp".into(), Value::String(text));
    }
    let today = crate::util::time::now_iso();
    let today = today.get(..10).unwrap_or(&today);
    let mut cwd_text = context::cwd_section(cwd, today);
    if !extras.roots.is_empty() {
        let roots: Vec<String> = extras.roots.iter().map(|r| r.display().to_string()).collect();
        cwd_text.push_str(&format!(
            "\nAdditional working directories (inside the project): {}",
            roots.join(", ")
        ));
    }
    m.insert("cwd".into(), Value::String(cwd_text));
    if let Some(text) = extras.host {
        m.insert("host".into(), Value::String(text.to_string()));
    }
    m
}

/// Renders sections in the fixed order, separated by blank lines.
pub fn render(sections: &Map<String, Value>) -> String {
    let parts: Vec<&str> = SYSTEM_SECTIONS
        .iter()
        .filter_map(|name| sections.get(*name).and_then(Value::as_str))
        .filter(|s| !s.is_empty())
        .collect();
    parts.join("\n\n")
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{render, sections};

    #[test]
    fn fixed_order_and_stable_bytes() {
        let tools = crate::tools::registry::builtin();
        let s = sections(&tools, Path::new("/w"), true, &super::Extras::default());
        let a = render(&s);
        assert_eq!(
            a,
            render(&sections(
                &tools,
                Path::new("/w"),
                true,
                &Default::default()
            ))
        );
        let p = a.find("You are ama").unwrap_or(usize::MAX);
        let t = a.find("Available tools:").unwrap_or(0);
        let c = a.find("Current working directory: /w").unwrap_or(0);
        assert!(p < t && t < c, "{a}");
        assert!(!s.contains_key("mcp"), "no server, no section");
    }

    #[test]
    fn mcp_instructions_are_their_own_section_before_cwd() {
        let extras = super::Extras {
            mcp: Some("Instructions from MCP servers:\n\nuse x".into()),
            ..Default::default()
        };
        let s = sections(&[], Path::new("/w"), false, &extras);
        let a = render(&s);
        let m = a.find("Instructions from MCP servers:").unwrap_or(usize::MAX);
        let r = a.find("Guidelines:").unwrap_or(usize::MAX);
        let c = a.find("Current working directory: /w").unwrap_or(0);
        assert!(r < m && m < c, "{a}");
        assert_eq!(
            s.get("mcp").and_then(|v| v.as_str()),
            extras.mcp.as_deref()
        );
    }
}
