//! `ama acp`: ama as an ACP agent (Agent Client Protocol, v1) for editors such as Zed, Neovim's
//! CodeCompanion and Emacs' agent-shell; docs/acp.md. JSON-RPC over stdio (`transport.rs`),
//! the schema's types (`types.rs`), the request loop and methods (`server.rs`), one agent per
//! session (`session.rs`), event → `session/update` mapping (`updates.rs`, `tool_view.rs`,
//! `replay.rs` for `session/load`), modes, config options and commands (`settings.rs`), prompt
//! content (`content.rs`), the editor's additional directories (`dirs.rs`), approvals (`approvals.rs`), editor file access (`fs.rs`) and the
//! editor's MCP servers (`mcp.rs`).

pub mod approvals;
pub mod content;
pub mod dirs;
pub mod fs;
pub mod mcp;
pub mod replay;
pub mod server;
pub mod session;
pub mod settings;
pub mod tool_view;
pub mod transport;
pub mod types;
pub mod updates;

pub use server::run;
