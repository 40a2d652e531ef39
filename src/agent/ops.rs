//! The narrow interface a feature uses to talk to its session (issue #25 item 4): named
//! operations (read the context's messages, append an entry or a note, publish an event, the
//! working directory, the tool state, the model's window, the estimate of the next request)
//! instead of the session's mutexes. A feature's functions take `&impl SharedOps` or
//! `&impl SessionOps` (static dispatch: no allocation, no extra lock on the turn path) and the
//! feature's own state beside it. This file names nothing of the session, so a feature that
//! reaches its session only through it stays out of `agent`'s submodule cycle; the
//! implementations are in `session_ops.rs`.
//!
//! - `SharedOps`: what any thread holding the session may do (the session thread, and the
//!   `Agent` side of a manual compaction or a plan answer): `worker::Parts` implements it;
//! - `SessionOps`: what only the session thread does (a note that counts a failed write for the
//!   run, the next request's estimate): `AgentSession` implements it.

use std::path::Path;

use crate::agent::events::SessionEvent;
use crate::ai::types::Message;
use crate::session::Context;
use crate::session::entry::{Body, Entry};
use crate::tools::state::ToolState;

/// What any thread holding a session may ask of it.
pub trait SharedOps {
    /// Publishes `event` on the session's bus.
    fn publish(&self, event: SessionEvent);
    /// The branch's projected context, read from the session file.
    fn context(&self) -> crate::error::Result<Context>;
    /// Every entry of the session file and the current leaf.
    fn entries(&self) -> crate::error::Result<(Vec<Entry>, Option<String>)>;
    /// Appends `body` to the session file and announces the entries written.
    fn append(&self, body: Body) -> crate::error::Result<()>;
    /// Moves the leaf to `target` (`None` = before the first entry), appends `body` under it
    /// and announces the entries written; returns the new leaf's id.
    fn append_at(&self, target: Option<&str>, body: Body) -> crate::error::Result<Option<String>>;
    /// Appends a `custom` entry, keeps its data as the latest of its type and announces it.
    fn record_custom(&self, custom_type: &str, data: serde_json::Value)
    -> crate::error::Result<()>;
    /// The latest `custom` data of `custom_type` on the branch.
    fn latest_custom(&self, custom_type: &str) -> Option<serde_json::Value>;
    /// The id of the branch's last assistant message entry.
    fn last_assistant_entry(&self) -> Option<String>;
    /// The session file's path, once it is on disk.
    fn file_on_disk(&self) -> Option<std::path::PathBuf>;
    /// Flushes the session file to disk (fdatasync).
    fn sync_file(&self) -> crate::error::Result<()>;
    /// Makes `ctx` the session's context: the projection for `get_messages`, its LLM form for
    /// requests.
    fn adopt(&self, ctx: Context);
    /// Runs the PreCompact hooks (`trigger` is `manual` or `auto`).
    fn fire_pre_compact(&self, trigger: &str, custom: Option<&str>);
    /// Runs `read` over the context's messages, under their lock and without copying them.
    fn read_messages<R>(&self, read: impl FnOnce(&[Message]) -> R) -> R;
    /// The session's id (its file's name).
    fn session_id(&self) -> &str;
    /// The session's working directory.
    fn cwd(&self) -> &Path;
    /// The session's tool state (todos, files read, background jobs, options).
    fn tool_state(&self) -> &ToolState;
}

/// What only the session thread asks of its session.
pub trait SessionOps: SharedOps {
    /// Writes `body` to the session file (a failed write stops the run before its next
    /// request), then adds `message` to the context the model sees.
    fn append_note(&self, body: Body, message: Message);
    /// Keeps the first failed session write: the run stops before its next request.
    fn note_failed_write(&self, error: String);
    /// Whether the last run ended because the user stopped it.
    fn last_run_aborted(&self) -> bool;
    /// Whether the current run is being cancelled.
    fn run_cancelled(&self) -> bool;
    /// The session model's context window, in tokens.
    fn context_window(&self) -> u64;
    /// The estimated tokens of the next request: system prompt, tools and messages.
    fn next_request_tokens(&self) -> u64;
}
