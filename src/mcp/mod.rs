//! The MCP client (issue #26): configuration in Claude Code's `mcpServers` format (`config`,
//! `expand`), tool names and their matchers (`names`), permission classes from annotations
//! (`class`), the JSON-RPC connection (`conn`) over stdio (`stdio`) or Streamable HTTP (`http`),
//! one initialized server (`client`), results as tool output (`result`), server tools as
//! `tools::Tool`s (`tool`) and the servers of one agent (`manager`). No async runtime: threads,
//! bounded channels and a deadline on every wait. docs/mcp.md describes the behaviour.

pub mod class;
pub mod client;
pub mod config;
pub mod conn;
pub mod error;
pub mod expand;
pub mod http;
pub mod log;
pub mod manager;
pub mod names;
pub mod result;
pub mod stdio;
pub mod tool;

pub use config::{Approval, Origin, ServerConfig, Transport};
pub use error::McpError;
pub use manager::{Manager, Report, Server, Status};
pub use tool::McpTool;
