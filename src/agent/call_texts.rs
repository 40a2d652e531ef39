//! The results of tool calls that did not run: skipped for a steering message, aborted by the
//! user, or skipped because a hook stopped the run. Tool execution and the `task` side of a
//! session (which waits for a parallel slot) both answer with them, so they sit below both.

pub const SKIPPED: &str = "Skipped due to queued user message.";
pub const ABORTED: &str = "Tool call aborted by the user before it ran.";
pub const STOPPED: &str = "Tool call skipped: a hook stopped the run.";
