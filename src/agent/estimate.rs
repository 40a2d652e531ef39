//! The token estimate of one message: 4 bytes of serialised message a token (the same rule as
//! the prompt-size check), so thresholds are deterministic and need no tokenizer. Compaction's
//! cut (`compaction/cut.rs`, which re-exports it) and the reminders' context reads both use it;
//! it lives apart from both so the reminders need not name compaction.

use crate::ai::types::Message;

/// Bytes a token, for estimates.
pub const BYTES_PER_TOKEN: u64 = 4;

/// The estimated tokens of one LLM message (system messages are sent as the system prompt).
pub fn llm_tokens(m: &Message) -> u64 {
    match m {
        Message::System(_) => 0,
        m => (serde_json::to_string(m).map_or(0, |s| s.len()) as u64).div_ceil(BYTES_PER_TOKEN),
    }
}
