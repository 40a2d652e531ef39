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
use crate::config::settings::Settings;
use crate::error::{Error, Result};
use crate::mcp::config::{self, Origin, ServerConfig};
use crate::mcp::manager::{Manager, Report, Status};
use crate::permissions::mcp::{McpFacts, McpTable};
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
    let bad = |message: String| Error::Config {
        path: path.clone(),
        message,
    };
    let doc: serde_json::Value = serde_json::from_str(&text)
        .map_err(|e| bad(format!("`{}` is not valid JSON: {e}; fix the file", path.display())))?;
    let servers = config::parse(
        &doc,
        &path.display().to_string(),
        Origin::Project { trusted: true },
        &env_lookup,
    )
    .map_err(bad)?;
    let approved = crate::mcp::approval::approved(cwd);
    Ok(servers
        .into_iter()
        .partition(|s| approved.iter().any(|a| a == &s.name)))
}

/// What `start` gives the composition root: the servers (for `Services::mcp`) and what the
/// permission pipeline must know of their tools.
pub struct Started {
    pub manager: Option<Arc<Manager>>,
    pub table: McpTable,
}

/// Starts `configs` (waiting for each up to its `startupTimeoutMs`) and adds their tools to
/// `tools`, at most `max_tools` tools in all (the provider's limit, `ai::facts`). Servers in
/// `unapproved` are reported, not started. `manager` is `None` when no server is configured.
pub fn start(
    (configs, unapproved): (&[ServerConfig], &[ServerConfig]),
    cwd: &Path,
    tools: &mut Registry,
    max_tools: Option<usize>,
) -> Result<Started> {
    if configs.is_empty() && unapproved.is_empty() {
        return Ok(Started {
            manager: None,
            table: McpTable::default(),
        });
    }
    let starting: Vec<&str> = configs
        .iter()
        .filter(|c| c.enabled)
        .map(|c| c.name.as_str())
        .collect();
    if !starting.is_empty() && std::io::stderr().is_terminal() {
        // The terminal UI waits for the servers too: say why the start takes a moment.
        say(&format!("starting MCP servers: {}…", starting.join(", ")));
    }
    let mut manager = Manager::start(configs, cwd);
    manager
        .reports
        .extend(unapproved.iter().map(|s| unapproved_report(s, cwd)));
    if let Some(first) = manager.required_failures().first() {
        let error = first.error.clone().unwrap_or_default();
        let name = first.name.clone();
        manager.stop();
        return Err(Error::Extension(format!(
            "the required MCP server `{name}` did not start: {error}"
        )));
    }
    let table = add_tools(&mut manager, tools, max_tools)?;
    for report in &manager.reports {
        if let Some(line) = report.line() {
            say(&line);
        }
    }
    for pattern in tools.unmatched_mcp_patterns() {
        say(&format!(
            "warning: --tools names `{pattern}`, but no MCP tool has that name or server (a server that did not start, or a misspelling)"
        ));
    }
    Ok(Started {
        manager: Some(Arc::new(manager)),
        table: McpTable::new(table),
    })
}

/// Adds the started servers' tools to `tools`, at most `max_tools` in all (ama's own
/// included); each tool left out (a name collision, the limit) is noted in its server's
/// report. Returns what the permission pipeline must know of each tool offered.
fn add_tools(
    manager: &mut Manager,
    tools: &mut Registry,
    max_tools: Option<usize>,
) -> Result<HashMap<String, McpFacts>> {
    let mut taken = tools
        .all()
        .iter()
        .map(|t| t.name().to_string())
        .collect();
    let (found, dropped) = manager.tools(&mut taken);
    for lost in dropped {
        note(
            manager,
            &lost,
            "its name collides with a tool already offered",
        );
    }
    // The agent's own tools (`task`) are offered beside the registry's: keep room for them.
    let limit = max_tools.map(|max| max.saturating_sub(crate::tools::identity::agent_layer().count()));
    let mut table = HashMap::new();
    for tool in found {
        let name = tool.name().to_string();
        let facts = McpFacts {
            server: tool.server.name().to_string(),
            tool: tool.remote.clone(),
            open_world: tool.classified.open_world,
            preapproved: tool.classified.preapproved,
        };
        tools.add_external(Arc::new(tool))?;
        if let Some(max) = limit.filter(|max| tools.active_names().len() > *max) {
            tools.remove(&name);
            let why = format!(
                "the provider accepts at most {} tools in a request (ama's own included), and {max} are offered already",
                max_tools.unwrap_or_default()
            );
            note(manager, &format!("{}: {name}", facts.server), &why);
            continue;
        }
        table.insert(name, facts);
    }
    Ok(table)
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

/// Records a tool left out (`"<server>: <tool>"`) in its server's report and on stderr.
fn note(manager: &mut Manager, lost: &str, why: &str) {
    say(&format!(
        "warning: MCP tool {lost} is not offered to the model: {why}"
    ));
    let server = lost.split_once(": ").map_or(lost, |(s, _)| s);
    if let Some(r) = manager.reports.iter_mut().find(|r| r.name == server) {
        let tool = lost.split_once(": ").map_or(lost, |(_, t)| t);
        r.not_offered.push(format!("{tool} ({why})"));
    }
}

/// The report of a project server that was not approved for this project.
fn unapproved_report(s: &ServerConfig, cwd: &Path) -> Report {
    Report {
        name: s.name.clone(),
        status: Status::Unapproved,
        error: Some(format!(
            "it comes from the project's {PROJECT_FILE} and was not approved for this project; approve it once with `ama mcp approve {}` in `{}`",
            s.name,
            cwd.display()
        )),
        required: s.required,
        tools: 0,
        not_offered: Vec::new(),
    }
}
