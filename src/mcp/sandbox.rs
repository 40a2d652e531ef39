//! `sandbox: true` on a stdio server (docs/mcp.md): the server runs inside the OS sandbox
//! under the bash tool's policy for the project — the project, the temp dirs and
//! `sandbox.writable` writable, the rest of the file system read-only, the credential places
//! and ama's own files hidden, the network as `sandbox.network` says. When the sandbox is not
//! available the server does not start (never unconfined), and the error says why.

use std::path::Path;

use crate::config::sandbox::SandboxSettings;
use crate::mcp::error::McpError;
use crate::process::Confine;
use crate::sandbox::bash::{BashPaths, plan, prepare};
use crate::sandbox::profile::Network;

/// The sandbox of the server `server` started in `cwd`, with the run's sandbox `settings`.
pub fn confine(server: &str, cwd: &Path, settings: &SandboxSettings) -> Result<Confine, McpError> {
    let status = crate::sandbox::detect::status(settings.enabled);
    if !status.confines_bash() {
        return Err(McpError::Other(format!(
            "MCP server `{server}` has `sandbox: true`, but the OS sandbox is not available ({}); install bubblewrap (`bwrap`), or remove `sandbox` from its entry to run it outside the sandbox",
            status.reason
        )));
    }
    // The empty `.ama/` the policy binds read-only, as for a bash call.
    prepare(cwd);
    let temp = std::env::temp_dir();
    let paths = BashPaths {
        cwd: cwd.to_path_buf(),
        log_dir: temp.clone(),
        temp,
        home: crate::config::paths::home(),
        config_dir: crate::config::paths::config_dir(),
        data_dir: crate::config::paths::data_dir(),
        extra_writable: settings.writable.clone(),
        network: if settings.network_allow {
            Network::Allow
        } else {
            Network::Deny
        },
    };
    let (mut policy, _undo) = plan(&paths);
    policy.unix_sockets = settings.unix_sockets_allow;
    Ok(Confine { status, policy })
}
