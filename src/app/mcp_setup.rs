//! The agent's MCP servers (docs/mcp.md), composed at start-up: which servers (the user
//! config's `mcpServers`, a profile's, a trusted project's `.mcp.json` — each project server
//! approved once —, `--mcp-config`, and the servers a front end gives), started in parallel
//! before the first request, and their tools added to the agent's registry, up to the
//! provider's tool limit. A required server that does not start fails the run (exit 6); any
//! other failure, and every tool left out, is named on stderr and in the reports (`-p`'s JSON
//! result, RPC `get_state`), and the run goes on without them.

use std::collections::HashMap;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::Arc;

use crate::app::options::Args;
use crate::config::sandbox::SandboxSettings;
use crate::config::settings::Settings;
use crate::error::{Error, Result};
use crate::mcp::config::{self, Origin, ServerConfig};
use crate::mcp::manager::{Manager, Report, Status};
use crate::mcp::offer;
use crate::permissions::mcp::{McpFacts, McpTable, facts_of};
use crate::tools::Tool;
use crate::tools::registry::Registry;

/// The project's MCP config file, relative to the project directory (Claude Code's).
pub const PROJECT_FILE: &str = ".mcp.json";

fn env_lookup(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The configured servers, lowest source first: the user config, the profile, the Claude Code
/// plugins' `.mcp.json` (`configs_with_plugins`), the project's
/// `.mcp.json` (trusted projects only), `--mcp-config` in order, then the front end's
/// (`Args::mcp_servers`). `--strict-mcp-config` keeps only the last two. Project servers not
/// approved for this project are returned apart, to be reported and not started.
pub fn configs(
    args: &Args,
    settings: &Settings,
    cwd: &Path,
) -> Result<(Vec<ServerConfig>, Vec<ServerConfig>)> {
    configs_with_plugins(args, settings, cwd, &[])
}

/// `configs` with the loaded Claude Code plugins' `.mcp.json` servers as a source between the
/// profile and the project (trusted like the user's config; `${CLAUDE_PLUGIN_ROOT}` is the
/// plugin's root).
pub fn configs_with_plugins(
    args: &Args,
    settings: &Settings,
    cwd: &Path,
    plugins: &[std::path::PathBuf],
) -> Result<(Vec<ServerConfig>, Vec<ServerConfig>)> {
    let mut layers = Vec::new();
    if let Some(servers) = &settings.mcp_servers {
        let file = settings.file();
        let doc = serde_json::json!({ "mcpServers": servers });
        let parsed = config::parse(&doc, &file.display().to_string(), Origin::User, &env_lookup)
            .map_err(|message| Error::Config {
                path: file.clone(),
                message,
            })?;
        layers.push(parsed);
    }
    if let Some(profile) = &args.profile
        && let Some(servers) = &profile.mcp_servers
    {
        let doc = serde_json::json!({ "mcpServers": servers });
        let source = profile.path.display().to_string();
        let parsed =
            config::parse(&doc, &source, Origin::Profile, &env_lookup).map_err(|message| {
                Error::Config {
                    path: profile.path.clone(),
                    message,
                }
            })?;
        layers.push(parsed);
    }
    layers.push(crate::app::claude_setup::plugin_mcp_servers(plugins));
    let mut unapproved = Vec::new();
    if !args.strict_mcp_config {
        let (approved, waiting) = project_servers(args, cwd)?;
        layers.push(approved);
        unapproved = waiting;
    }
    for arg in &args.mcp_config {
        let (doc, source) = config::read_arg(arg).map_err(Error::Usage)?;
        layers.push(config::parse(&doc, &source, Origin::Flag, &env_lookup).map_err(Error::Usage)?);
    }
    // The front end's servers count as given on the command line (strict keeps them).
    layers.push(args.mcp_servers.clone());
    let merged = config::merge(layers, args.strict_mcp_config);
    // A later source may replace an unapproved project server by name: then it is not waiting.
    unapproved.retain(|u: &ServerConfig| !merged.iter().any(|s| s.name == u.name));
    Ok((merged, unapproved))
}

/// The run's MCP servers for the composition root: their sources (`configs`), started with
/// the model's tool limit and the run's sandbox settings (`start`).
pub fn for_run(
    args: &Args,
    (settings, sandbox): (&Settings, &SandboxSettings),
    (cwd, plugins): (&Path, &[std::path::PathBuf]),
    model: &crate::ai::model::Model,
    tools: &mut Registry,
) -> Result<Started> {
    let (servers, unapproved) = configs_with_plugins(args, settings, cwd, plugins)?;
    let limit = (model.api.facts().max_tools, args.mcp_late);
    start((&servers, &unapproved), cwd, tools, limit, sandbox)
}

/// The project's `.mcp.json` servers: `(approved, not yet approved)`. Nothing in an untrusted
/// project (one warning names the file and how to trust it).
fn project_servers(args: &Args, cwd: &Path) -> Result<(Vec<ServerConfig>, Vec<ServerConfig>)> {
    let path = cwd.join(PROJECT_FILE);
    let Ok(text) = std::fs::read_to_string(&path) else {
        return Ok((Vec::new(), Vec::new()));
    };
    if !crate::config::trust::is_trusted(cwd, args.trust_project) {
        say(&format!(
            "warning: this project is not trusted, so the MCP servers of its {PROJECT_FILE} are not started; pass --trust-project (or trust it in the terminal UI) to use them"
        ));
        return Ok((Vec::new(), Vec::new()));
    }
    let servers = parse_project(&path, &text)?;
    let approved = crate::mcp::approval::approved(cwd);
    Ok(servers
        .into_iter()
        .partition(|s| approved.iter().any(|a| a == &s.name)))
}

/// The servers of the project file `path` holding `text`.
fn parse_project(path: &Path, text: &str) -> Result<Vec<ServerConfig>> {
    let bad = |message: String| Error::Config {
        path: path.to_path_buf(),
        message,
    };
    let doc: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| bad(format!("`{}` is not valid JSON: {e}; fix the file", path.display())))?;
    config::parse(
        &doc,
        &path.display().to_string(),
        Origin::Project { trusted: true },
        &env_lookup,
    )
    .map_err(bad)
}

/// The enabled servers of a trusted project's `.mcp.json` that were neither approved nor
/// refused for it: the terminal UI asks about each once. Empty in an untrusted project or
/// when the file cannot be read (the start reports that).
pub fn to_ask(args: &Args, cwd: &Path) -> Vec<ServerConfig> {
    if args.strict_mcp_config || !crate::config::trust::is_trusted(cwd, args.trust_project) {
        return Vec::new();
    }
    let path = cwd.join(PROJECT_FILE);
    let Ok(text) = std::fs::read_to_string(&path) else {
        return Vec::new();
    };
    let answered: Vec<String> = crate::mcp::approval::approved(cwd)
        .into_iter()
        .chain(crate::mcp::approval::denied(cwd))
        .collect();
    parse_project(&path, &text)
        .unwrap_or_default()
        .into_iter()
        .filter(|s| s.enabled && !answered.contains(&s.name))
        .collect()
}

/// What `start` gives the composition root: the servers (for `Services::mcp`) and what the
/// permission pipeline must know of their tools.
pub struct Started {
    pub manager: Option<Arc<Manager>>,
    pub table: McpTable,
}

/// Starts `configs` and adds their tools to `tools`, at most `max_tools` tools in all (the
/// provider's limit, `ai::facts`). Servers in `unapproved` are reported, not started.
/// `manager` is `None` when no server is configured. `late: false` waits for every server
/// (each up to its `startupTimeoutMs`); `late: true` (the terminal UI) waits only for the
/// `required` ones: the others join the sessions when they are ready, and the manager tells
/// the front end (`Manager::take_notices`).
pub fn start(
    (configs, unapproved): (&[ServerConfig], &[ServerConfig]),
    cwd: &Path,
    tools: &mut Registry,
    (max_tools, late): (Option<usize>, bool),
    sandbox: &SandboxSettings,
) -> Result<Started> {
    if configs.is_empty() && unapproved.is_empty() {
        return Ok(Started {
            manager: None,
            table: McpTable::default(),
        });
    }
    let waited: Vec<&str> = configs
        .iter()
        .filter(|c| c.enabled && (c.required || !late))
        .map(|c| c.name.as_str())
        .collect();
    if !waited.is_empty() && std::io::stderr().is_terminal() {
        // The terminal UI waits for required servers: say why the start takes a moment.
        say(&format!("starting MCP servers: {}…", waited.join(", ")));
    }
    let manager = Manager::launch_in(configs, cwd, sandbox);
    // At exit the servers stop (an HTTP server's session is ended with a DELETE); held weakly,
    // so an agent that ends earlier (an ACP session) does not keep its servers alive.
    let at_exit = Arc::downgrade(&manager);
    crate::app::signals::at_exit(crate::app::signals::ExitStep::CloseMcp, move || {
        if let Some(m) = at_exit.upgrade() {
            m.stop();
        }
    });
    if late {
        manager.wait_started(Some(&|c: &ServerConfig| c.required));
        manager.announce_changes();
    } else {
        manager.wait_started(None);
    }
    manager.add_reports(unapproved.iter().map(|s| unapproved_report(s, cwd)));
    if let Some(first) = manager.required_failures().first() {
        let error = first.error.clone().unwrap_or_default();
        let name = first.name.clone();
        manager.stop();
        return Err(Error::Extension(format!(
            "the required MCP server `{name}` did not start: {error}"
        )));
    }
    manager.reserve(
        tools
            .all()
            .iter()
            .map(|t| t.name().to_string())
            .filter(|n| !n.starts_with("mcp__")),
    );
    let applied = offer::apply(tools, &manager, max_tools);
    for lost in &applied.left_out {
        say(&format!("warning: {}", lost.line()));
    }
    manager.set_not_offered(&offer::by_server(&applied.left_out));
    for report in manager.reports() {
        if let Some(line) = report.line() {
            say(&line);
        }
    }
    if !late {
        for pattern in tools.unmatched_mcp_patterns() {
            say(&format!(
                "warning: --tools names `{pattern}`, but no MCP tool has that name or server (a server that did not start, or a misspelling)"
            ));
        }
    }
    let table: HashMap<String, McpFacts> = applied
        .offered
        .iter()
        .map(|t| (t.name().to_string(), facts_of(t)))
        .collect();
    Ok(Started {
        manager: Some(manager),
        table: McpTable::new(table),
    })
}

/// One line on stderr. The terminal UI composes its agent in raw mode, where a line feed does
/// not return the carriage, so a terminal gets `\r\n`.
fn say(line: &str) {
    let end = if std::io::stderr().is_terminal() {
        "\r\n"
    } else {
        "\n"
    };
    let _ = std::io::stderr().write_all(format!("{line}{end}").as_bytes());
}

/// The report of a project server that was not approved for this project.
fn unapproved_report(s: &ServerConfig, cwd: &Path) -> Report {
    Report {
        name: s.name.clone(),
        status: Status::Unapproved,
        error: Some(format!(
            "it comes from the project's {PROJECT_FILE} and was {} for this project; approve it once with `ama mcp approve {}` in `{}`",
            if crate::mcp::approval::denied(cwd).contains(&s.name) {
                "refused (in the terminal UI)"
            } else {
                "not approved"
            },
            s.name,
            cwd.display()
        )),
        required: s.required,
        tools: 0,
        not_offered: Vec::new(),
    }
}
