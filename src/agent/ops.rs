//! The narrow interface a feature uses to talk to its session (issue #25 item 4): named
//! operations (read the context's messages, append a note, the working directory, the tool
//! state, the model's window, the estimate of the next request) instead of the session's
//! mutexes. `AgentSession` implements it in `worker.rs`; a feature's functions take
//! `&impl SessionOps` (static dispatch: no allocation, no extra lock on the turn path). It names
//! nothing of the session, so a feature that reaches its session only through it stays out of
//! `agent`'s submodule cycle. The reminders are the first feature that does.

use std::path::Path;

use crate::ai::types::Message;
use crate::session::entry::Body;
use crate::tools::state::ToolState;

/// What a feature may ask of its session.
pub trait SessionOps {
    /// Runs `read` over the context's messages, under their lock and without copying them.
    fn read_messages<R>(&self, read: impl FnOnce(&[Message]) -> R) -> R;
    /// Writes `body` to the session file, then adds `message` to the context the model sees.
    fn append_note(&self, body: Body, message: Message);
    /// Whether the last run ended because the user stopped it.
    fn last_run_aborted(&self) -> bool;
    /// Whether the current run is being cancelled.
    fn run_cancelled(&self) -> bool;
    /// The session's working directory.
    fn cwd(&self) -> &Path;
    /// The session's tool state (todos, files read, background jobs, options).
    fn tool_state(&self) -> &ToolState;
    /// The session model's context window, in tokens.
    fn context_window(&self) -> u64;
    /// The estimated tokens of the next request: system prompt, tools and messages.
    fn next_request_tokens(&self) -> u64;
}
