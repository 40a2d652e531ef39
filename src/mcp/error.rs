//! Why an MCP request failed. The `Display` names the server, the request and what to do; the
//! kinds let callers tell a timeout, a cancellation and a dead connection apart.

use std::fmt;
use std::time::Duration;

#[derive(Clone, Debug, PartialEq)]
pub enum McpError {
    /// No answer before the deadline; `setting` is the config key that sets it.
    Timeout {
        server: String,
        what: String,
        after: Duration,
        setting: &'static str,
    },
    /// The caller's `Cancel` fired; the server was sent `notifications/cancelled`.
    Cancelled { server: String, what: String },
    /// The connection ended (the process exited, the stream closed).
    Closed { server: String, reason: String },
    /// An HTTP server answered that it no longer knows ama's `Mcp-Session-Id` (404, or 400
    /// naming the session): it did not run the request. `reason` is "ended its session (…)".
    SessionEnded { server: String, reason: String },
    /// The server answered with a JSON-RPC error.
    Rpc {
        server: String,
        what: String,
        code: i64,
        message: String,
    },
    /// Anything else: starting, HTTP status, a bad answer. The text is complete.
    Other(String),
}

impl McpError {
    /// A timeout during start-up names the whole `startupTimeoutMs` budget, not the part of it
    /// that was left for the one request that ran out; other errors pass unchanged.
    pub fn timed_out_after(self, budget: Duration) -> McpError {
        match self {
            McpError::Timeout {
                server,
                what,
                setting,
                ..
            } => McpError::Timeout {
                server,
                what,
                after: budget,
                setting,
            },
            other => other,
        }
    }
}

impl fmt::Display for McpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McpError::Timeout {
                server,
                what,
                after,
                setting,
            } => write!(
                f,
                "MCP server `{server}` did not answer {what} within {} ms ({setting}); check that the server starts and speaks MCP, or raise `{setting}` in its config",
                after.as_millis()
            ),
            McpError::Cancelled { server, what } => {
                write!(f, "MCP {what} on server `{server}` was cancelled")
            }
            McpError::Closed { server, reason } => {
                write!(f, "MCP server `{server}` {reason}")
            }
            McpError::SessionEnded { server, reason } => write!(
                f,
                "MCP server `{server}` {reason}; the server will be connected again on the next call"
            ),
            McpError::Rpc {
                server,
                what,
                code,
                message,
            } => write!(
                f,
                "MCP server `{server}` refused {what}: {message} (JSON-RPC error {code})"
            ),
            McpError::Other(m) => write!(f, "{m}"),
        }
    }
}
