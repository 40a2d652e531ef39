//! Agent types of `task` sub-agents: the built-in `general`, `explore` and `plan`, and the
//! user-defined ones in Claude Code's format — `~/.config/ama/agents/*.md` and, in trusted
//! projects, `<project>/.ama/agents/*.md` (front matter `name`, `description`, `tools`, `model`,
//! `thinking`; the body is the system prompt). A project type replaces a user type of the same
//! name; neither replaces a built-in one.

use std::path::{Path, PathBuf};

use crate::ai::types::ThinkingLevel;
use crate::tools::identity;

/// One kind of sub-agent.
#[derive(Clone, Debug, PartialEq)]
pub struct AgentType {
    pub name: String,
    pub description: String,
    /// The active tools (ama names); `None`: the parent's tools.
    pub tools: Option<Vec<String>>,
    /// `provider/id` or an id; `None` or `inherit`: the parent's model.
    pub model: Option<String>,
    pub thinking: Option<ThinkingLevel>,
    /// The system prompt's preamble; `None` keeps ama's own.
    pub prompt: Option<String>,
    /// Judged as plan mode and never prompts (`explore`, `plan`).
    pub read_only: bool,
    /// The file it came from (user-defined types).
    pub file: Option<PathBuf>,
}

/// The read-only tools explore and plan get.
const READ_ONLY_TOOLS: &[&str] = &["read", "grep", "glob", "ls", "bash"];

const EXPLORE_PROMPT: &str = "You are ama's explore sub-agent: you search and read a codebase to answer one question for the agent that started you. You cannot change files; commands are limited to read-only ones. Search broadly first (grep, glob, ls), then read what matters. Finish with a concise answer: the facts found, with file paths and line numbers.";

const PLAN_PROMPT: &str = "You are ama's plan sub-agent: you study a codebase and design how to carry out a change, for the agent that started you. You cannot change files; commands are limited to read-only ones. Finish with a step-by-step plan naming the files to change and the risks.";

/// The built-in types, in the order the tool describes them.
pub fn builtin() -> Vec<AgentType> {
    let t = |name: &str, description: &str, prompt: Option<&str>, read_only: bool| AgentType {
        name: name.into(),
        description: description.into(),
        tools: read_only.then(|| READ_ONLY_TOOLS.iter().map(|s| s.to_string()).collect()),
        model: None,
        thinking: None,
        prompt: prompt.map(String::from),
        read_only,
        file: None,
    };
    vec![
        t(
            "general",
            "General-purpose agent with the parent's tools, for multi-step side work",
            None,
            false,
        ),
        t(
            "explore",
            "Read-only agent that searches and reads the codebase to answer a question",
            Some(EXPLORE_PROMPT),
            true,
        ),
        t(
            "plan",
            "Read-only agent that designs an implementation plan",
            Some(PLAN_PROMPT),
            true,
        ),
    ]
}

/// Every type: built-ins, then user types, then project types (trusted projects only), with
/// warnings for files that could not be used.
pub fn load(config_dir: Option<&Path>, project: Option<&Path>) -> (Vec<AgentType>, Vec<String>) {
    let mut types = builtin();
    let mut warnings = Vec::new();
    let dirs = [
        config_dir.map(|d| d.join("agents")),
        project.map(|p| p.join(".ama").join("agents")),
    ];
    for dir in dirs.into_iter().flatten() {
        let Ok(read) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = read
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "md"))
            .collect();
        files.sort();
        for file in files {
            match read_file(&file) {
                Ok(t) if builtin().iter().any(|b| b.name == t.name) => warnings.push(format!(
                    "agent type `{}` in {} is ignored: it is a built-in type; rename it",
                    t.name,
                    file.display()
                )),
                Ok(t) => {
                    types.retain(|old| old.name != t.name);
                    types.push(t);
                }
                Err(why) => warnings.push(format!(
                    "agent type file {} is ignored: {why}",
                    file.display()
                )),
            }
        }
    }
    (types, warnings)
}

fn read_file(path: &Path) -> Result<AgentType, String> {
    let meta = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if meta.len() > 256 * 1024 {
        return Err("it is larger than 256 KiB".into());
    }
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut t = parse(&text)?;
    t.file = Some(path.to_path_buf());
    Ok(t)
}

/// Parses one agent file: `---` front matter, then the body (the system prompt).
pub fn parse(text: &str) -> Result<AgentType, String> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let rest = text
        .strip_prefix("---")
        .and_then(|r| r.strip_prefix('\n').or_else(|| r.strip_prefix("\r\n")))
        .ok_or("it does not start with a `---` front matter block")?;
    let (front, body) = match rest.find("\n---") {
        Some(i) => {
            let after = &rest[i + 4..];
            let body = after.split_once('\n').map_or("", |(_, b)| b);
            (&rest[..i], body)
        }
        None => return Err("its front matter has no closing `---` line".into()),
    };
    let mut t = AgentType {
        name: String::new(),
        description: String::new(),
        tools: None,
        model: None,
        thinking: None,
        prompt: None,
        read_only: false,
        file: None,
    };
    let mut list_key: Option<String> = None;
    let mut list: Vec<String> = Vec::new();
    for line in front.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if let (Some(item), Some(_)) = (trimmed.strip_prefix("- "), &list_key) {
            list.push(unquote(item).to_string());
            continue;
        }
        let Some((key, value)) = trimmed.split_once(':') else {
            return Err(format!("front matter line `{trimmed}` is not `key: value`"));
        };
        if list_key.take().as_deref() == Some("tools") {
            t.tools = Some(tool_names(&std::mem::take(&mut list)));
        }
        let value = unquote(value.trim());
        match key.trim() {
            "name" => t.name = value.to_string(),
            "description" => t.description = value.to_string(),
            "tools" if value.is_empty() => list_key = Some("tools".into()),
            "tools" => {
                let inner = value.trim_start_matches('[').trim_end_matches(']');
                let names: Vec<String> =
                    inner.split(',').map(|s| unquote(s.trim()).into()).collect();
                t.tools = Some(tool_names(&names));
            }
            "model" if value.is_empty() || value == "inherit" => {}
            "model" => t.model = Some(value.to_string()),
            "thinking" => {
                t.thinking = Some(ThinkingLevel::parse(value).ok_or_else(|| {
                    format!("`thinking: {value}` is not off, minimal, low, medium, high or xhigh")
                })?)
            }
            _ => {}
        }
    }
    if list_key.as_deref() == Some("tools") {
        t.tools = Some(tool_names(&list));
    }
    let valid = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if t.name.is_empty() || t.name.len() > 64 || !t.name.chars().all(valid) {
        return Err(format!(
            "`name` must be 1–64 letters, digits, `-` or `_` (found `{}`)",
            t.name
        ));
    }
    if t.description.is_empty() {
        return Err("`description` is missing".into());
    }
    let body = body.trim();
    t.prompt = (!body.is_empty()).then(|| body.to_string());
    Ok(t)
}

fn unquote(s: &str) -> &str {
    let s = s.trim();
    for q in ['"', '\''] {
        if let Some(inner) = s.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    s
}

/// Claude Code's tool names in ama's spelling (the tools' identity table knows them); other
/// names are lowercased and kept (and later dropped when the parent has no such tool).
fn tool_names(names: &[String]) -> Vec<String> {
    let mut out: Vec<String> = names
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .map(|n| identity::from_claude_name(n).map_or_else(|| n.to_ascii_lowercase(), String::from))
        .collect();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::{parse, tool_names};
    use crate::ai::types::ThinkingLevel;

    #[test]
    fn claude_code_files() {
        let t = parse(
            "---\nname: reviewer\ndescription: \"Reviews diffs\"\ntools: Read, Grep, Bash\nmodel: inherit\nthinking: low\n---\nYou review code.\n",
        );
        let t = t.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(t.name, "reviewer");
        assert_eq!(t.description, "Reviews diffs");
        assert_eq!(
            t.tools,
            Some(vec!["read".into(), "grep".into(), "bash".into()])
        );
        assert_eq!(t.model, None);
        assert_eq!(t.thinking, Some(ThinkingLevel::Low));
        assert_eq!(t.prompt.as_deref(), Some("You review code."));
        let list = parse(
            "---\nname: a\ndescription: d\ntools:\n  - Read\n  - TodoWrite\nmodel: mock/x\n---\n",
        );
        let list = list.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(list.tools, Some(vec!["read".into(), "todo".into()]));
        assert_eq!(list.model.as_deref(), Some("mock/x"));
        assert_eq!(list.prompt, None);
        let inline = parse("---\nname: b\ndescription: d\ntools: [Read, 'Glob']\n---\nx");
        assert_eq!(
            inline.map(|t| t.tools),
            Ok(Some(vec!["read".into(), "glob".into()]))
        );
    }

    #[test]
    fn broken_files() {
        for (text, why) in [
            ("name: a\n", "does not start"),
            ("---\nname: a\ndescription: d\n", "no closing"),
            ("---\nname: a b\ndescription: d\n---\n", "`name` must be"),
            ("---\nname: a\n---\n", "`description` is missing"),
            (
                "---\nname: a\ndescription: d\nthinking: lots\n---\n",
                "`thinking: lots`",
            ),
            ("---\nname: a\njunk\n---\n", "not `key: value`"),
        ] {
            let e = parse(text).err().unwrap_or_default();
            assert!(e.contains(why), "{text:?}: {e}");
        }
        assert_eq!(
            tool_names(&["KillShell".into(), "LS".into()]),
            ["bash_kill", "ls"]
        );
        assert_eq!(
            tool_names(&[
                "MultiEdit".into(),
                "Edit".into(),
                " Foo ".into(),
                "BashOutput".into()
            ]),
            ["edit", "foo", "bash_output"]
        );
        // `task` is the tools' identity table's agent-layer row.
        assert!(crate::tools::identity::agent_layer().any(|t| t == crate::agent::tasks::TOOL_NAME));
    }
}
