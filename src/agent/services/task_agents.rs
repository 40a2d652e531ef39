//! Agent types of `task` sub-agents: the built-in `general`, `explore` and `plan`, and the
//! user-defined ones in Claude Code's format (front matter `name`, `description`, `tools`,
//! `model`, `thinking`; the body is the system prompt), looked up in a fixed order (issue #28):
//! the built-ins, then ama's own files (`~/.config/ama/agents/*.md`, then in trusted projects
//! `<project>/.ama/agents/*.md`), then Claude Code's (`~/.claude/agents/*.md`, then in trusted
//! projects `<project>/.claude/agents/*.md`, then the loaded plugins' `agents/*.md`). Within one family a project type replaces a user
//! type of the same name; across families the earlier one wins and the later is named once.
//! Claude Code's model aliases (`sonnet`, `opus`, `haiku`) resolve through `modelAliases`, then
//! the built-in Anthropic provider's models, else the session's model with a notice.

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
    /// An external agent (`claude`, `codex`, an ACP agent): run by its program, not by ama.
    pub external: Option<crate::agent::external::Spec>,
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
        external: None,
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

/// Where agent files are looked for; `project` only when the project is trusted.
pub struct Places<'a> {
    pub config_dir: Option<&'a Path>,
    pub home: Option<&'a Path>,
    pub project: Option<&'a Path>,
    /// The loaded Claude Code plugins' roots: their `agents/` come after Claude Code's own.
    pub plugins: &'a [PathBuf],
}

/// Every type in lookup order, with warnings for files that could not be used, collisions, and
/// tool names no tool answers to (each named once).
pub fn load(places: &Places) -> (Vec<AgentType>, Vec<String>) {
    let mut types = builtin();
    let mut warnings = Vec::new();
    let mut claude = vec![
        places.home.map(|h| h.join(".claude").join("agents")),
        places.project.map(|p| p.join(".claude").join("agents")),
    ];
    claude.extend(places.plugins.iter().map(|r| Some(r.join("agents"))));
    let families = [
        vec![
            places.config_dir.map(|d| d.join("agents")),
            places.project.map(|p| p.join(".ama").join("agents")),
        ],
        claude,
    ];
    for family in families {
        let mut found: Vec<AgentType> = Vec::new();
        for dir in family.into_iter().flatten() {
            for t in read_dir(&dir, &mut warnings) {
                found.retain(|old| old.name != t.name);
                found.push(t);
            }
        }
        for t in found {
            let file = t.file.clone().unwrap_or_default();
            match types.iter().find(|old| old.name == t.name) {
                Some(old) if old.file.is_none() => warnings.push(format!(
                    "agent type `{}` in {} is ignored: it is a built-in type; rename it",
                    t.name,
                    file.display()
                )),
                Some(old) => warnings.push(format!(
                    "agent type `{}` in {} is ignored: {} defines it first; rename one of them",
                    t.name,
                    file.display(),
                    old.file.clone().unwrap_or_default().display()
                )),
                None => {
                    let unknown = unknown_tools(&t);
                    if !unknown.is_empty() {
                        warnings.push(format!(
                            "agent type `{}` in {}: no tool is named {}; the type runs without them",
                            t.name,
                            file.display(),
                            unknown.join(", ")
                        ));
                    }
                    types.push(t);
                }
            }
        }
    }
    (types, warnings)
}

/// The agent files of one directory, in name order; unusable ones become warnings.
fn read_dir(dir: &Path, warnings: &mut Vec<String>) -> Vec<AgentType> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = read
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        match read_file(&file) {
            Ok(t) => out.push(t),
            Err(why) => warnings.push(format!(
                "agent type file {} is ignored: {why}",
                file.display()
            )),
        }
    }
    out
}

/// The names in a type's `tools` that no tool answers to (MCP names are checked when the
/// type runs, against the servers of the moment).
fn unknown_tools(t: &AgentType) -> Vec<String> {
    t.tools
        .iter()
        .flatten()
        .filter(|n| identity::row(n).is_none() && !identity::agent_layer().any(|a| a == n.as_str()))
        .filter(|n| !n.starts_with("mcp__"))
        .cloned()
        .collect()
}

/// Claude Code's model aliases and the built-in Anthropic provider's model for each.
const ALIASES: &[(&str, &str)] = &[
    ("sonnet", "anthropic/claude-sonnet-4-5"),
    ("opus", "anthropic/claude-opus-4-5"),
    ("haiku", "anthropic/claude-haiku-4-5"),
];

/// Resolves model aliases in `types`: a `modelAliases` entry, else (for Claude Code's aliases)
/// the built-in Anthropic model when `anthropic` is usable, else the session's model — with one
/// notice per type saying so.
pub fn resolve_aliases(
    types: &mut [AgentType],
    aliases: &std::collections::BTreeMap<String, String>,
    anthropic: bool,
) -> Vec<String> {
    let mut notices = Vec::new();
    for t in types.iter_mut() {
        let Some(model) = t.model.clone() else {
            continue;
        };
        if let Some(spec) = aliases.get(&model) {
            t.model = Some(spec.clone());
            continue;
        }
        let Some((_, builtin)) = ALIASES.iter().find(|(alias, _)| *alias == model) else {
            continue;
        };
        if anthropic {
            t.model = Some(builtin.to_string());
            continue;
        }
        t.model = None;
        notices.push(format!(
            "agent type `{}` asks for the model `{model}`, which names no model here (no Anthropic key; set \"modelAliases\": {{\"{model}\": \"provider/model\"}} in the config); it runs on the session's model",
            t.name
        ));
    }
    notices
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
        external: None,
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
    use super::{parse, resolve_aliases, tool_names};
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

    #[test]
    fn aliases_resolve_by_config_then_anthropic_then_the_session() {
        let mut types = vec![
            parse("---\nname: a\ndescription: d\nmodel: sonnet\n---\n").unwrap_or_else(|e| panic!("{e}")),
            parse("---\nname: b\ndescription: d\nmodel: opus\n---\n").unwrap_or_else(|e| panic!("{e}")),
            parse("---\nname: c\ndescription: d\nmodel: mock/x\n---\n").unwrap_or_else(|e| panic!("{e}")),
        ];
        let aliases = [("opus".to_string(), "openai/gpt-5".to_string())].into();
        let notices = resolve_aliases(&mut types, &aliases, true);
        assert!(notices.is_empty());
        let models: Vec<Option<&str>> = types.iter().map(|t| t.model.as_deref()).collect();
        assert_eq!(
            models,
            [Some("anthropic/claude-sonnet-4-5"), Some("openai/gpt-5"), Some("mock/x")]
        );
        let mut types = vec![parse("---\nname: a\ndescription: d\nmodel: haiku\n---\n").unwrap_or_else(|e| panic!("{e}"))];
        let notices = resolve_aliases(&mut types, &Default::default(), false);
        assert_eq!(types[0].model, None);
        assert_eq!(notices.len(), 1);
    }
}
