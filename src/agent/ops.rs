//! The narrow interface a feature uses to talk to its session (issue #25 item 4): named
//! operations (read the context's messages, append an entry or a note, publish an event, the
//! configuration, the tool state, the model's window, the estimate of the next request)
//! instead of the session's mutexes. A feature's functions take `&impl SharedOps` or
//! `&impl SessionOps` (static dispatch: no allocation, no extra lock on the turn path) and the
//! feature's own state beside it. This file names nothing of the session (its configuration is
//! a plain value in `session_config.rs`), so a feature that reaches its session only through it
//! stays out of `agent`'s submodule cycle; the implementations are in `session_ops.rs`.
//!
//! - `SharedOps`: what any thread holding the session may do (the session thread, a `Handle`,
//!   and the `Agent` side of a manual compaction, a plan answer or a hook): implemented once,
//!   for everything that holds the session's parts;
//! - `SessionOps`: what only the session thread does (a write whose failure stops the run, the
//!   one append point of the conversation, the next request's estimate): `AgentSession`
//!   implements it;
//! - `WeakSession`: what a thread that must not keep the session alive may still do (the prompt
//!   cache's warming thread).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::agent::bus::Bus;
use crate::agent::events::SessionEvent;
use crate::agent::session_config::SessionConfig;
use crate::agent::tasks::SessionTasks;
use crate::ai::types::Message;
use crate::session::Context;
use crate::session::entry::{Body, Entry, Kind};
use crate::tools::state::ToolState;

/// What any thread holding a session may ask of it.
pub trait SharedOps: Sync {
    /// The session held by a thread of its own (a background task's waiter): it keeps the
    /// session alive.
    type Owned: SharedOps + Send + Sync + 'static;
    /// The session held weakly (a warming thread): it does not keep the session alive.
    type Weak: WeakSession;

    /// Publishes `event` on the session's bus.
    fn publish(&self, event: SessionEvent);
    /// The session's bus itself, for a forwarder that publishes on it from its own thread.
    fn bus(&self) -> Arc<Bus>;
    /// The branch's projected context, read from the session file.
    fn context(&self) -> crate::error::Result<Context>;
    /// Every entry of the session file and the current leaf.
    fn entries(&self) -> crate::error::Result<(Vec<Entry>, Option<String>)>;
    /// The entries of one kind on the current branch, oldest first.
    fn branch_entries_of(&self, kind: Kind) -> crate::error::Result<Vec<Entry>>;
    /// Appends `body` to the session file and announces the entries written.
    fn append(&self, body: Body) -> crate::error::Result<()>;
    /// Moves the leaf to `target` (`None` = before the first entry), appends `body` under it
    /// and announces the entries written; returns the new leaf's id.
    fn append_at(&self, target: Option<&str>, body: Body) -> crate::error::Result<Option<String>>;
    /// Appends a `custom` entry, keeps its data as the latest of its type and announces it.
    fn record_custom(&self, custom_type: &str, data: serde_json::Value)
    -> crate::error::Result<()>;
    /// Keeps `data` as the latest `custom` data of its type (the entry is written apart).
    fn keep_custom(&self, custom_type: &str, data: serde_json::Value);
    /// The latest `custom` data of `custom_type` on the branch.
    fn latest_custom(&self, custom_type: &str) -> Option<serde_json::Value>;
    /// The id of the branch's last assistant message entry.
    fn last_assistant_entry(&self) -> Option<String>;
    /// The session file's path (`None` for a session kept in memory), on disk or not yet.
    fn file_path(&self) -> Option<PathBuf>;
    /// The session file's path, once it is on disk.
    fn file_on_disk(&self) -> Option<PathBuf>;
    /// Flushes the session file to disk (fdatasync).
    fn sync_file(&self) -> crate::error::Result<()>;
    /// Makes `ctx` the session's context: the projection for `get_messages`, its LLM form for
    /// requests.
    fn adopt(&self, ctx: Context);
    /// Runs the PreCompact hooks (`trigger` is `manual` or `auto`).
    fn fire_pre_compact(&self, trigger: &str, custom: Option<&str>);
    /// Runs `read` over the context's messages, under their lock and without copying them.
    fn read_messages<R>(&self, read: impl FnOnce(&[Message]) -> R) -> R;
    /// Whether a steering message waits (the batch's later tool calls are skipped).
    fn steering_queued(&self) -> bool;
    /// Keeps context a SessionStart hook gave, for the session's first run.
    fn keep_start_context(&self, texts: Vec<String>);
    /// Takes the context SessionStart hooks left (once).
    fn take_start_context(&self) -> Vec<String>;
    /// Marks the session ended (SessionEnd fires once); whether it already was.
    fn mark_ended(&self) -> bool;
    /// The session's configuration: model, tools, permissions, the agent's services.
    fn config(&self) -> &SessionConfig;
    /// The session's `task` sub-agents (and its own role when it is one).
    fn tasks(&self) -> &SessionTasks;
    /// The session for a thread of its own.
    fn owned(&self) -> Self::Owned;
    /// The session, weakly, for a thread that must not keep it alive.
    fn weak(&self) -> Self::Weak;

    /// The session's id (its file's name).
    fn session_id(&self) -> &str {
        &self.config().session_id
    }
    /// The session's working directory.
    fn cwd(&self) -> &Path {
        &self.config().cwd
    }
    /// The session's tool state (todos, files read, background jobs, options).
    fn tool_state(&self) -> &ToolState {
        &self.config().tool_state
    }
}

/// What only the session thread asks of its session.
pub trait SessionOps: SharedOps {
    /// Appends one entry and announces what reached the file; returns the new leaf's id. A
    /// failed write is kept: the run stops before its next request.
    fn write(&self, body: Body) -> Option<String>;
    /// The one append point: `message` enters the context (with the run's due reminders) and
    /// the session file (with the custom state a tool result carries).
    fn append_message(&self, message: Message);
    /// Publishes `message_start`, appends the message, then publishes `message_end`.
    fn add_message(&self, message: Message);
    /// Writes `body` to the session file (a failed write stops the run before its next
    /// request), then adds `message` to the context the model sees.
    fn append_note(&self, body: Body, message: Message);
    /// Keeps the first failed session write: the run stops before its next request.
    fn note_failed_write(&self, error: String);
    /// Creates the session file just before the first request; `Err` (kept) ends the run.
    fn materialise(&self) -> Result<(), String>;
    /// fdatasync at the end of a turn and of a run; a failure is kept for the run.
    fn sync_store(&self);
    /// Whether the last run ended because the user stopped it.
    fn last_run_aborted(&self) -> bool;
    /// Whether the current run is being cancelled.
    fn run_cancelled(&self) -> bool;
    /// The session model's context window, in tokens.
    fn context_window(&self) -> u64;
    /// The estimated tokens of the next request: system prompt, tools and messages.
    fn next_request_tokens(&self) -> u64;
}

/// A session held weakly: what a thread may do while the session is still open.
pub trait WeakSession: Send + 'static {
    /// Whether the session is still open.
    fn is_open(&self) -> bool;
    /// Publishes `event` when the session is still open.
    fn publish(&self, event: SessionEvent);
    /// Appends `body` and announces it when the session is still open; a failed write is
    /// dropped (the caller's record is optional).
    fn append(&self, body: Body);
}
