//! A Claude Code user's setup in the composition root (docs/claude-code.md): reading it
//! (`crate::claude::load`), counting what came from Claude Code's places once the agent's
//! skills and sub-agent types are loaded, the start-up line, and the plugins' MCP servers
//! (`.mcp.json` in a plugin's root, with `${CLAUDE_PLUGIN_ROOT}` set to that root).

use std::path::{Path, PathBuf};

use crate::agent::services::Services;
use crate::app::options::Args;
use crate::config::settings::Settings;
use crate::error::{Error, Result};
use crate::mcp::config::{self as mcp_config, Origin, ServerConfig};

/// Claude Code's settings and plugins for this run: `--plugin-dir`s and the config's
/// `plugins` list; `hidden` are the providers' key variables, which `env` may never set.
pub(crate) fn load(
    args: &Args,
    cwd: &Path,
    (settings, hidden): (&Settings, &[String]),
) -> Result<crate::claude::Claude> {
    let trusted = crate::config::trust::is_trusted(cwd, args.trust_project);
    let mut dirs = args.plugin_dirs.clone();
    dirs.extend(configured_plugins(settings)?);
    Ok(crate::claude::load(cwd, trusted, &dirs, hidden))
}

/// The config's `plugins`: directories, relative to the config file's directory, `~/`
/// expanded.
fn configured_plugins(settings: &Settings) -> Result<Vec<PathBuf>> {
    let Some(value) = &settings.plugins else {
        return Ok(Vec::new());
    };
    let bad = || Error::Config {
        path: settings.file(),
        message: format!(
            "\"plugins\" must be a list of plugin directories (strings); found {value}"
        ),
    };
    let list = value.as_array().ok_or_else(bad)?;
    let base = settings
        .file()
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let home = crate::config::paths::home();
    list.iter()
        .map(|v| {
            let s = v.as_str().ok_or_else(bad)?;
            Ok(match (s.strip_prefix("~/"), &home) {
                (Some(rest), Some(h)) => h.join(rest),
                _ => base.join(s),
            })
        })
        .collect()
}

/// Counts the agent types, skills and commands that came from Claude Code's places, then
/// prints the start-up line and the notes on stderr, once per process.
pub(crate) fn show(claude: &mut crate::claude::Claude, services: &Services) {
    let mut places: Vec<PathBuf> = claude.plugins.iter().map(|p| p.root.clone()).collect();
    places.extend(crate::claude::settings::user_dir());
    let from_claude = |f: &Path| {
        places.iter().any(|p| f.starts_with(p))
            || f.parent()
                .and_then(Path::parent)
                .is_some_and(|d| d.ends_with(".claude"))
    };
    claude.loaded = crate::claude::Loaded {
        agents: services.tasks.as_ref().map_or(0, |hub| {
            hub.agents
                .iter()
                .filter(|a| a.file.as_deref().is_some_and(from_claude))
                .count()
        }),
        skills: services
            .skills
            .iter()
            .filter(|s| s.from_claude && s.command.is_none())
            .count(),
        commands: services.skills.iter().filter(|s| s.command.is_some()).count(),
    };
    static SHOWN: std::sync::Once = std::sync::Once::new();
    SHOWN.call_once(|| {
        if let Some(line) = claude.summary_line() {
            eprintln!("{line}");
        }
        for n in &claude.notes {
            eprintln!("warning: {n}");
        }
    });
}

/// The MCP servers of the plugins' `.mcp.json` files (Claude Code's plugin format: the servers
/// at the top level, or under `mcpServers`), trusted like the user's own config; a file that
/// cannot be used is a warning, never a start-up failure (it is Claude Code's file).
pub(crate) fn plugin_mcp_servers(plugins: &[PathBuf]) -> Vec<ServerConfig> {
    let mut out = Vec::new();
    for root in plugins {
        let path = root.join(".mcp.json");
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let source = path.display().to_string();
        let doc: serde_json::Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("warning: {source} is not JSON ({e}); its MCP servers are not started");
                continue;
            }
        };
        let doc = if doc.get("mcpServers").is_some() {
            doc
        } else {
            serde_json::json!({ "mcpServers": doc })
        };
        let root_text = root.display().to_string();
        let lookup = |name: &str| match name {
            "CLAUDE_PLUGIN_ROOT" => Some(root_text.clone()),
            _ => std::env::var(name).ok(),
        };
        match mcp_config::parse(&doc, &source, Origin::User, &lookup) {
            Ok(servers) => out.extend(servers),
            Err(message) => {
                eprintln!("warning: {message}; the plugin's MCP servers are not started")
            }
        }
    }
    out
}
