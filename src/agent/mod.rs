//! The agent: `AgentSession` (own thread, queues, abort), the turn loop, tool execution, retries,
//! the system prompt and the `SessionEvent` vocabulary.

pub mod context;
pub mod events;
pub mod prompt;
pub mod queue;
pub mod retry;
pub mod run;
pub mod session;
pub mod tool_exec;
