//! Project trust: the one list of project resources that can run code or change the agent's
//! behaviour, and whether this directory is trusted to use them. Trust is remembered per
//! directory (exactly that directory, not its subdirectories, so a repository cloned inside a
//! trusted one is not trusted by accident) in `<config dir>/trusted.json`; `--trust-project` and
//! a profile's `trustProject` grant it for one run. Front ends: `ask_needed` tells whether to
//! ask, `remember` stores the yes; without trust the resources are skipped with one warning.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::config::project::ProjectFile;

/// A kind of project resource that needs trust.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resource {
    /// The `hooks` key of `.ama/config.json`.
    Hooks,
    /// `.ama/skills/*/SKILL.md`.
    Skills,
    /// `.claude/skills/*/SKILL.md`.
    ClaudeSkills,
    /// `.claude/commands/**/*.md` (Claude Code's custom slash commands).
    ClaudeCommands,
    /// `.claude/agents/*.md` (Claude Code's sub-agent types).
    ClaudeAgents,
    /// What loosens in `.claude/settings.json` / `.claude/settings.local.json`: hooks, env,
    /// allow rules, enabled plugins (their deny and ask rules apply without trust).
    ClaudeSettings,
    /// `.ama/prompts` (prompt templates).
    Prompts,
    /// `.ama/agents` (sub-agent definitions).
    Agents,
    /// The `host` key of `.ama/config.json` (a host adapter).
    Host,
}

impl Resource {
    pub const ALL: [Resource; 9] = [
        Resource::Hooks,
        Resource::Skills,
        Resource::ClaudeSkills,
        Resource::ClaudeCommands,
        Resource::ClaudeAgents,
        Resource::ClaudeSettings,
        Resource::Prompts,
        Resource::Agents,
        Resource::Host,
    ];

    /// Where it lives, relative to the project directory.
    pub fn relative(self) -> &'static str {
        match self {
            Resource::Hooks => ".ama/config.json (hooks)",
            Resource::Skills => ".ama/skills",
            Resource::ClaudeSkills => ".claude/skills",
            Resource::ClaudeCommands => ".claude/commands",
            Resource::ClaudeAgents => ".claude/agents",
            Resource::ClaudeSettings => ".claude/settings.json (hooks, env, allow rules, plugins)",
            Resource::Prompts => ".ama/prompts",
            Resource::Agents => ".ama/agents",
            Resource::Host => ".ama/config.json (host)",
        }
    }

    /// Whether the project has it (`config` is its `.ama/config.json`, read).
    pub fn present(self, project: &Path, config: &ProjectFile) -> bool {
        match self {
            Resource::Hooks => config.has("hooks"),
            Resource::Host => config.has("host"),
            Resource::Skills => project.join(".ama/skills").is_dir(),
            Resource::ClaudeSkills => project.join(".claude/skills").is_dir(),
            Resource::ClaudeCommands => project.join(".claude/commands").is_dir(),
            Resource::ClaudeAgents => project.join(".claude/agents").is_dir(),
            Resource::ClaudeSettings => claude_settings_loosen(project),
            Resource::Prompts => project.join(".ama/prompts").is_dir(),
            Resource::Agents => project.join(".ama/agents").is_dir(),
        }
    }
}

/// Whether the project's `.claude/settings.json` or `.claude/settings.local.json` has a key
/// that needs trust: `hooks`, `env`, `enabledPlugins` or `permissions.allow`.
fn claude_settings_loosen(project: &Path) -> bool {
    ["settings.json", "settings.local.json"].iter().any(|name| {
        let Ok(text) = std::fs::read_to_string(project.join(".claude").join(name)) else {
            return false;
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else {
            return false;
        };
        let set = |v: Option<&Value>| {
            v.is_some_and(|v| {
                v.as_object().is_some_and(|o| !o.is_empty())
                    || v.as_array().is_some_and(|a| !a.is_empty())
            })
        };
        set(v.get("hooks"))
            || set(v.get("env"))
            || set(v.get("enabledPlugins"))
            || set(v.pointer("/permissions/allow"))
    })
}

/// The resources `project` has (`config` is its `.ama/config.json`, read), in the list's order.
pub fn resources(project: &Path, config: &ProjectFile) -> Vec<Resource> {
    Resource::ALL
        .into_iter()
        .filter(|r| r.present(project, config))
        .collect()
}

/// `<config dir>/trusted.json`.
pub fn trusted_file() -> Option<PathBuf> {
    crate::config::paths::config_dir().map(|d| d.join("trusted.json"))
}

fn key(project: &Path) -> String {
    std::fs::canonicalize(project)
        .unwrap_or_else(|_| project.to_path_buf())
        .display()
        .to_string()
}

fn read_list(file: &Path) -> Vec<String> {
    std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v.get("trusted").cloned())
        .and_then(|t| serde_json::from_value::<Vec<String>>(t).ok())
        .unwrap_or_default()
}

/// Whether the user said yes to this directory before.
pub fn remembered(project: &Path) -> bool {
    let Some(file) = trusted_file() else {
        return false;
    };
    let k = key(project);
    read_list(&file).contains(&k)
}

/// Whether this run may use the project's resources: `granted` (from `--trust-project` or the
/// profile's `trustProject`) or a remembered yes.
pub fn is_trusted(project: &Path, granted: bool) -> bool {
    granted || remembered(project)
}

/// Whether a front end that can ask should ask: the project has resources (or `.mcp.json`
/// servers, which start only in a trusted project) and is not trusted.
pub fn ask_needed(project: &Path, granted: bool, config: &ProjectFile) -> bool {
    !is_trusted(project, granted)
        && (!resources(project, config).is_empty() || !mcp_servers(project).is_empty())
}

/// The names of the servers in the project's `.mcp.json` (`mcpServers`), empty without one.
pub fn mcp_servers(project: &Path) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(project.join(".mcp.json")) else {
        return Vec::new();
    };
    let value = serde_json::from_str::<Value>(&text).unwrap_or(Value::Null);
    match value.get("mcpServers").and_then(Value::as_object) {
        Some(map) => map.keys().cloned().collect(),
        None => Vec::new(),
    }
}

/// What the trust question lists before the answer: one line per resource, with the files
/// of a directory (at most six, then how many more), and the `.mcp.json` servers.
pub fn listing(project: &Path, config: &ProjectFile) -> Vec<String> {
    let mut out: Vec<String> = resources(project, config)
        .into_iter()
        .map(|r| {
            let entries = dir_entries(&project.join(r.relative()));
            if entries.is_empty() {
                return r.relative().to_string();
            }
            let mut shown: Vec<String> = entries.iter().take(6).cloned().collect();
            if entries.len() > 6 {
                shown.push(format!("+{} more", entries.len() - 6));
            }
            format!("{}: {}", r.relative(), shown.join(", "))
        })
        .collect();
    let servers = mcp_servers(project);
    if !servers.is_empty() {
        out.push(format!(".mcp.json: MCP servers {}", servers.join(", ")));
    }
    out
}

/// A directory's entry names, sorted; empty when it is not a directory.
fn dir_entries(dir: &Path) -> Vec<String> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = read
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Stores the user's yes for this directory.
pub fn remember(project: &Path) -> std::io::Result<()> {
    let file = trusted_file().ok_or_else(|| {
        std::io::Error::new(
            std::io::ErrorKind::NotFound,
            "no config directory (set HOME or AMA_CONFIG_DIR)",
        )
    })?;
    let mut list = read_list(&file);
    let k = key(project);
    if !list.contains(&k) {
        list.push(k);
    }
    if let Some(dir) = file.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text =
        serde_json::to_string_pretty(&json!({"version": 1, "trusted": list})).unwrap_or_default();
    let tmp = file.with_extension("json.tmp");
    std::fs::write(&tmp, text + "\n")?;
    std::fs::rename(&tmp, &file)
}

/// The one warning line of a run that skips an untrusted project's resources, or `None` when
/// nothing is skipped.
pub fn skipped_warning(project: &Path, granted: bool, config: &ProjectFile) -> Option<String> {
    if is_trusted(project, granted) {
        return None;
    }
    let found = resources(project, config);
    if found.is_empty() {
        return None;
    }
    let names: Vec<&str> = found.iter().map(|r| r.relative()).collect();
    Some(format!(
        "this project is not trusted, so its {} {} ignored; pass --trust-project (or answer the trust question in the terminal) to use them",
        names.join(", "),
        if names.len() == 1 { "is" } else { "are" }
    ))
}

#[cfg(test)]
mod tests {
    use super::{Resource, resources};

    #[test]
    fn the_list_finds_what_the_project_has() {
        let dir = std::env::temp_dir().join(format!("ama-trust-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join(".ama/skills")).unwrap_or_default();
        std::fs::create_dir_all(dir.join(".claude/skills")).unwrap_or_default();
        std::fs::write(
            dir.join(".ama/config.json"),
            r#"{"permission": {}, "hooks": {"Stop": []}}"#,
        )
        .unwrap_or_default();
        let config = crate::config::project::ProjectFile::read(&dir);
        assert_eq!(
            resources(&dir, &config),
            [Resource::Hooks, Resource::Skills, Resource::ClaudeSkills]
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
