//! The agent's MCP servers (docs/mcp.md), composed at start-up: which servers (the user
//! config's `mcpServers`, `--mcp-config`, and the servers a front end gives), started in
//! parallel before the first request, and their tools added to the agent's registry. A
//! required server that does not start fails the run (exit 6); any other failure is named on
//! stderr and the run goes on without that server's tools.

use std::sync::Arc;

use crate::app::options::Args;
use crate::config::settings::Settings;
use crate::error::{Error, Result};
use crate::mcp::config::{self, Origin, ServerConfig};
use crate::mcp::manager::Manager;
use crate::tools::registry::Registry;

fn env_lookup(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The configured servers, lowest source first: the user config, `--mcp-config` in order, then
/// the front end's (`Args::mcp_servers`). `--strict-mcp-config` keeps only the last two.
pub fn configs(args: &Args, settings: &Settings) -> Result<Vec<ServerConfig>> {
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
    for arg in &args.mcp_config {
        let (doc, source) = config::read_arg(arg).map_err(Error::Usage)?;
        layers.push(config::parse(&doc, &source, Origin::Flag, &env_lookup).map_err(Error::Usage)?);
    }
    // The front end's servers count as given on the command line (strict keeps them).
    layers.push(args.mcp_servers.clone());
    Ok(config::merge(layers, args.strict_mcp_config))
}

/// Starts `configs` (waiting for each up to its `startupTimeoutMs`) and adds their tools to
/// `tools`. `None` when no server is configured.
pub fn start(
    configs: &[ServerConfig],
    cwd: &std::path::Path,
    tools: &mut Registry,
) -> Result<Option<Arc<Manager>>> {
    if configs.is_empty() {
        return Ok(None);
    }
    let manager = Manager::start(configs, cwd);
    for report in manager.reports.iter().filter(|r| !r.required) {
        if let Some(line) = report.line() {
            eprintln!("{line}");
        }
    }
    if let Some(first) = manager.required_failures().first() {
        let error = first.error.clone().unwrap_or_default();
        manager.stop();
        return Err(Error::Extension(format!(
            "the required MCP server `{}` did not start: {error}",
            first.name
        )));
    }
    let mut taken = tools
        .all()
        .iter()
        .map(|t| t.name().to_string())
        .collect();
    let (found, dropped) = manager.tools(&mut taken);
    for lost in dropped {
        eprintln!("warning: MCP tool {lost} left out: its name collides with a tool already offered");
    }
    for tool in found {
        tools.add_external(Arc::new(tool))?;
    }
    Ok(Some(Arc::new(manager)))
}
