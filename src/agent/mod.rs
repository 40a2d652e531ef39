//! The agent: `Agent` (the one typed API front ends drive), `AgentSession` (own thread, queues,
//! abort), the turn loop, tool execution, retries, the system prompt, the bounded event bus and
//! the `SessionEvent` vocabulary.

mod api;
pub mod bus;
pub mod cache;
mod cache_queries;
mod call_texts;
mod codemode_api;
mod codemode_calls;
mod cache_turn;
pub mod compaction;
mod compaction_api;
pub mod context;
pub mod error;
mod estimate;
mod mcp_queries;
mod mcp_sync;
pub mod events;
pub mod external;
mod file_checkpoints;
pub mod handle;
pub mod hook_calls;
mod navigate;
mod ops;
pub mod persist;
pub mod plan;
mod plan_api;
pub mod prompt;
mod queries;
pub mod queue;
pub mod reminders;
pub mod reply;
pub mod retry;
pub mod rewind;
pub mod run;
pub mod runtime;
pub mod services;
pub mod skill_shell;
pub mod user_bash;
mod stats;
mod session_config;
mod session_ops;
mod switch;
pub mod tasks;
mod task_child;
mod task_external;
mod task_record;
mod task_session;
pub mod tool_exec;
mod tool_set;
mod turn;
pub mod worker;

pub use api::{Agent, AgentOptions, PermissionsFactory, PromptRequest, StreamingBehavior};
pub use error::AgentError;
pub use stats::SessionStats;
