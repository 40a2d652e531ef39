//! A Claude Code user's setup in the composition root (docs/claude-code.md): reading it
//! (`crate::claude::load`), counting what came from Claude Code's places once the agent's
//! skills and sub-agent types are loaded, the start-up line, and the plugins' MCP servers
//! (`.mcp.json` in a plugin's root, with `${CLAUDE_PLUGIN_ROOT}` set to that root).

use std::path::{Path, PathBuf};

use crate::agent::services::Services;
use crate::app::options::Args;
use crate::config::settings::Settings;
use crate::error::{Error, Result};
use crate::claude::inventory::Kind;
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
pub(crate) fn configured_plugins(settings: &Settings) -> Result<Vec<PathBuf>> {
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

/// Counts the agent types, skills and commands that came from Claude Code's places (and lists
/// them with every hook for the start-up screen), then prints the start-up line and the notes
/// on stderr, once per process.
pub(crate) fn show(claude: &mut crate::claude::Claude, services: &Services, cwd: &Path) {
    record(claude, services, cwd);
    let inv = &claude.inventory;
    claude.loaded = crate::claude::Loaded {
        agents: inv.count(Kind::Agent),
        skills: inv.count(Kind::Skill),
        commands: inv.count(Kind::Command),
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

/// Adds the agent types, skills and commands from Claude Code's places to the inventory, and
/// every hook the agent runs (any origin).
fn record(claude: &mut crate::claude::Claude, services: &Services, cwd: &Path) {
    let agents = services.tasks.as_ref().map_or(&[][..], |h| &h.agents[..]);
    let roots = claude.plugin_roots();
    crate::claude::inventory::record_loaded(
        &mut claude.inventory,
        (agents, &services.skills),
        &roots,
        cwd,
    );
    claude.inventory.hooks = services
        .hooks
        .as_ref()
        .map(|h| {
            h.set
                .list()
                .iter()
                .map(|(e, c)| format!("{} ({})", e.as_str(), c.origin.as_str()))
                .collect()
        })
        .unwrap_or_default();
}

/// The start-up screen's trust row: `trusted`, or what this untrusted run skips (`project` is
/// the `.ama/config.json` the run read, so nothing is read twice).
pub(crate) fn trust_status(
    args: &Args,
    cwd: &Path,
    project: &crate::config::project::ProjectFile,
) -> String {
    if crate::config::trust::is_trusted(cwd, args.trust_project) {
        return "trusted".to_string();
    }
    let mut found: Vec<&str> = crate::config::trust::resources(cwd, project)
        .into_iter()
        .map(|r| r.relative())
        .collect();
    if !crate::config::trust::mcp_servers(cwd).is_empty() {
        found.push(".mcp.json");
    }
    if found.is_empty() {
        return "not trusted (nothing here needs it)".to_string();
    }
    format!("not trusted: skips {}", found.join(", "))
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
