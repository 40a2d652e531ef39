//! Settings a front end may change while a session lives (RPC `set_model`, `set_thinking_level`,
//! `set_active_tools`, `set_auto_retry`, …). A handle updates `Runtime` at once, so `get_state`
//! sees the change; the session thread adopts it at the next turn and records it in the session
//! file (a `model_change`, a `thinking_level_change`, a system patch for the tools table):
//! `session_ops.rs` (`sync_runtime`) adopts it, `handle.rs` reads and updates it.

use crate::ai::model::Model;
use crate::ai::types::ThinkingLevel;

#[derive(Clone, Debug)]
pub struct Runtime {
    pub model: Model,
    /// The channel `set_model` chose on a multi-channel provider.
    pub channel: Option<String>,
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
    pub active_tools: Vec<String>,
    pub auto_retry: bool,
    pub auto_compaction: bool,
    pub session_name: Option<String>,
    /// codemode as `/codemode` last set it (docs/codemode.md); the session adopts it
    /// (`codemode_sync`) and writes back its own changes (a late MCP server).
    pub codemode: Option<std::sync::Arc<crate::codemode::Codemode>>,
}
