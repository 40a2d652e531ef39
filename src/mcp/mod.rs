//! The MCP client (issue #26): configuration in Claude Code's `mcpServers` format (`config`,
//! `expand`), tool names and their matchers (`names`), permission classes from annotations
//! (`class`), the JSON-RPC connection (`conn`) over stdio (`stdio`) or Streamable HTTP (`http`),
//! one initialized server (`client`), results as tool output (`result`), server tools as
//! `tools::Tool`s (`tool`) and the servers of one agent (`manager`). No async runtime: threads,
//! bounded channels and a deadline on every wait. docs/mcp.md describes the behaviour.
//! Project servers need a recorded approval (`approval`).
//!
//! `ama mcp` (cli/mcp.rs) and the sessions (`app/mcp_setup.rs`) drive it; parts of the API that
//! only later steps of #26 use (resources, prompts, re-listing tools) are allowed to look unused.
#![cfg_attr(not(feature = "test-hooks"), allow(dead_code))]

pub mod approval;
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
pub mod offer;
pub mod result;
pub mod sandbox;
pub mod server;
pub mod stdio;
pub mod tool;

