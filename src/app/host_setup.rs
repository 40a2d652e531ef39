//! Where the composition root meets the host adapter: which program to start (`--host`, else
//! the profile's `host`, else — only in a trusted project — the `host` of `.ama/config.json`),
//! in which mode, and how its registrations enter the session (tools into the registry, hidden
//! built-ins out of it, instructions into the system prompt, the broker into every session's
//! approvals, `session_shutdown` and the close into the exit sequence).

use std::path::Path;
use std::sync::Arc;

use crate::app::options::Args;
use crate::app::signals::{self, ExitStep};
use crate::config::project::ProjectFile;
use crate::config::trust;
use crate::error::{Error, Result};
use crate::host::{self, Host, HostError};
use crate::permissions::Permissions;
use crate::tools::registry::Registry;

/// The host program for this run, if any (`project` is the project's `.ama/config.json`).
fn program(args: &Args, cwd: &Path, project: &ProjectFile) -> Option<String> {
    if let Some(h) = &args.host {
        return Some(h.clone());
    }
    if !trust::is_trusted(cwd, args.trust_project) {
        // The skipped-resources warning (app::extensions) names the project's host.
        return None;
    }
    let v = project.json()?;
    v.get("host")?.as_str().map(str::to_string)
}

/// The mode the host is told: the front end `cli` will pick for these options.
fn mode(args: &Args) -> &'static str {
    use std::io::IsTerminal;
    if args.mode.as_deref() == Some("rpc") {
        return "rpc";
    }
    let stdin_tty = std::io::stdin().is_terminal();
    if args.print || (args.prompt.is_some() && !stdin_tty) {
        return "print";
    }
    let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
    if stdin_tty && std::io::stdout().is_terminal() && !dumb && !args.no_tui {
        "interactive"
    } else {
        "line"
    }
}

/// Starts the agent's host and applies its registrations to `tools` and the system
/// prompt. A host that cannot start or answer is exit 6; one that speaks another HostApi
/// version is exit 78.
pub fn start(
    args: &Args,
    (cwd, project): (&Path, &ProjectFile),
    session: (&str, Option<&Path>),
    model: String,
    tools: &mut Registry,
) -> Result<Option<Arc<Host>>> {
    let Some(program) = program(args, cwd, project) else {
        return Ok(None);
    };
    let spec = host::Spec {
        program,
        mode: mode(args),
        cwd: cwd.to_path_buf(),
        session_id: session.0.to_string(),
        session_file: session.1.map(Path::to_path_buf),
        model,
    };
    let host = match host::start(&spec) {
        Ok(Some(h)) => h,
        Ok(None) => return Ok(None),
        Err(e @ HostError::Version { .. }) => return Err(Error::HostVersion(e.to_string())),
        Err(e) => return Err(Error::Extension(e.to_string())),
    };
    for name in host.disabled() {
        tools.remove(name);
    }
    for tool in host.tools() {
        tools.add_external(tool)?;
    }
    let (for_shutdown, for_close) = (host.clone(), host.clone());
    signals::at_exit(ExitStep::SessionShutdown, move || {
        host::session_shutdown(&for_shutdown)
    });
    signals::at_exit(ExitStep::CloseHost, move || host::close(&for_close));
    Ok(Some(host))
}

/// `permissions` with the agent's host as its approval broker (first in the chain), when the
/// host has its broker on: a host without one leaves an unattended run unattended (asks are
/// denied at once with the unattended message).
pub fn with_broker(permissions: Permissions, host: Option<&Arc<Host>>) -> Permissions {
    if let Some(h) = host.filter(|h| h.broker_enabled()) {
        permissions.approvals.set_broker(Some(h.broker()));
    }
    permissions
}
