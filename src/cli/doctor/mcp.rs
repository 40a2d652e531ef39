//! `ama doctor`'s MCP section (docs/mcp.md): every server a session in this directory would
//! start (the user config's, and a trusted project's approved `.mcp.json` servers), started
//! here the same way (each within its `startupTimeoutMs`), with its state: ready with its tool
//! count, failed with the reason, disabled, or a project server still to approve.

use crate::app::options::Args;
use crate::cli::doctor::{Check, Status};
use crate::config::settings::Settings;
use crate::mcp::manager::{Manager, Status as State};

pub fn checks(settings: &Settings) -> Vec<Check> {
    let Ok(cwd) = std::env::current_dir() else {
        return Vec::new();
    };
    let (configs, unapproved) = match crate::app::mcp_setup::configs(&Args::default(), settings, &cwd) {
        Ok(c) => c,
        Err(e) => {
            return vec![
                Check::new("mcp", Status::Problem, e.to_string())
                    .fix("fix the `mcpServers` entry it names (docs/mcp.md)"),
            ];
        }
    };
    if configs.is_empty() && unapproved.is_empty() {
        return vec![Check::new(
            "mcp",
            Status::Info,
            "no MCP servers configured (ama mcp add, or a trusted project's .mcp.json)",
        )];
    }
    let manager = Manager::start(&configs, &cwd);
    let mut out: Vec<Check> = manager
        .reports()
        .iter()
        .map(|r| {
            let origin = manager
                .server(&r.name)
                .map(|s| s.config().origin.as_str())
                .unwrap_or_default();
            let check = |status, detail: String| {
                Check::new("mcpServer", status, detail)
                    .label(format!("mcp {}", r.name))
                    .data("server", r.name.clone())
                    .data("state", r.status.as_str())
                    .data("tools", r.tools)
            };
            let error = r.error.clone().unwrap_or_default();
            match r.status {
                State::Ready => check(Status::Ok, format!("ready, {} tools ({origin})", r.tools)),
                State::Disabled => check(Status::Info, format!("disabled ({origin})")),
                State::Starting => check(Status::Warning, format!("still starting ({origin})")),
                State::Failed | State::Unapproved if r.required => {
                    check(Status::Problem, format!("required, did not start: {error}"))
                        .fix("a session here would exit with code 6; fix the server or its entry")
                }
                State::Failed | State::Unapproved => {
                    check(Status::Warning, format!("did not start: {error}"))
                        .fix("sessions here run without its tools; fix the server or its entry")
                }
            }
        })
        .collect();
    manager.stop();
    for s in &unapproved {
        out.push(
            Check::new(
                "mcpServer",
                if s.required {
                    Status::Problem
                } else {
                    Status::Warning
                },
                "in the project's .mcp.json, not approved for this project",
            )
            .label(format!("mcp {}", s.name))
            .data("server", s.name.clone())
            .data("state", "unapproved")
            .fix(format!("run `ama mcp approve {}` here", s.name)),
        );
    }
    out
}
