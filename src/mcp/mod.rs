//! The MCP client (issue #26): configuration in Claude Code's `mcpServers` format (`config`,
//! `expand`), tool names and their matchers (`names`), permission classes from annotations
//! (`class`), the JSON-RPC connection (`conn`) over stdio (`stdio`) or Streamable HTTP (`http`),
//! one initialized server (`client`), results as tool output (`result`), server tools as
//! `tools::Tool`s (`tool`) and the servers of one agent (`manager`). No async runtime: threads,
//! bounded channels and a deadline on every wait. docs/mcp.md describes the behaviour.
//!
//! Today only `ama mcp` (cli/mcp.rs) drives it; the session wiring (phase 2 of #26: the
//! composition root, permissions, commands, the system prompt) will use the rest of the manager's
//! and the names' API, which its unit tests cover. Until then that API is allowed to look unused.
#![cfg_attr(not(feature = "test-hooks"), allow(dead_code))]

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

