//! Compaction: when a long session nears its model's context window (or the provider answered
//! `context_overflow`, or a front end asked), the turns before a cut point are replaced by a
//! summary the model writes, recorded as a `compaction` entry; the projection does the rest.
//! Also the branch summary `/tree` writes, and the context-pressure notices (70 % / 90 %).
//!
//! - `settings`: the `compaction.*` config keys;
//! - `cut`: token estimates and where to cut (pure);
//! - `summary`: the instruction, the `<post-compact-state>` block and the entry's `details`;
//! - `pieces`: a history larger than the window, summarised in pieces (or cut, with a note);
//! - `request`: the summary request (same system prompt and tools, tool choice none);
//! - `run`: the three triggers on the session thread, events and the entry;
//! - `branch`: `branch_summary` for an abandoned branch;
//! - `pressure`: `context_pressure` and the outlook in the stats;
//!
//! It reaches its session only through `ops::SharedOps` / `ops::SessionOps` and its own `State`;
//! the session's side (`session_ops.rs`) and the `Agent` methods (`compact`,
//! `set_auto_compaction`, `branch_summary`: `compaction_api.rs`) are beside it.

mod branch;
pub mod cut;
mod pieces;
pub mod pressure;
mod request;
mod run;
pub mod summary;

pub(crate) use run::{Compactor, note_pressure};

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use serde::Serialize;

use crate::ai::types::Usage;

pub use crate::agent::error::CompactError;
pub use crate::agent::events::payloads::{CompactionResult, Trigger};

/// The `customType` of the entry that records `set_auto_compaction`.
pub const AUTO_COMPACTION_TYPE: &str = "ama.auto_compaction";

/// What a branch summary produced (the `branch_summary` entry's fields and its id).
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct BranchSummaryResult {
    pub entry_id: String,
    pub from_id: String,
    pub summary: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
}

impl CompactError {
    /// The stable code of the RPC error response.
    pub fn code(&self) -> &'static str {
        match self {
            CompactError::Aborted => "aborted",
            CompactError::NothingToCompact(_) => "nothing_to_compact",
            CompactError::Request(_) => "compaction_failed",
            CompactError::Session(_) => "session_error",
        }
    }

    /// The `error` text of `compaction_end` and of the RPC response.
    pub fn message(&self) -> String {
        match self {
            CompactError::Aborted => "compaction aborted; the session is unchanged".into(),
            CompactError::NothingToCompact(why) => why.clone(),
            CompactError::Request(why) => format!(
                "the summary request failed: {why}; the session is unchanged, try again or use a model with a larger window"
            ),
            CompactError::Session(why) => {
                format!("compaction could not use the session file: {why}")
            }
        }
    }
}

/// Compaction state shared by the session thread and its handles.
#[derive(Default)]
pub(crate) struct State {
    /// `get_state.isCompacting`.
    pub compacting: AtomicBool,
    pub pressure: Mutex<pressure::Pressure>,
}

impl State {
    pub fn is_compacting(&self) -> bool {
        self.compacting.load(Ordering::SeqCst)
    }
}

/// Whether the threshold trigger starts on: the branch's latest `ama.auto_compaction` entry,
/// else `compaction.enabled` (`enabled`).
pub(crate) fn auto_on_start(
    customs: &std::collections::BTreeMap<String, serde_json::Value>,
    enabled: bool,
) -> bool {
    customs
        .get(AUTO_COMPACTION_TYPE)
        .and_then(|d| d.get("enabled"))
        .and_then(serde_json::Value::as_bool)
        .unwrap_or(enabled)
}

/// On resume: the files the restored context read and modified (its tool calls and the
/// `<post-compact-state>` blocks of its summaries) count as seen, so `write` does not refuse a
/// file read before a compaction.
pub(crate) fn restore_files(
    messages: &[crate::session::ContextMessage],
    cwd: &std::path::Path,
    tool_state: &crate::tools::state::ToolState,
) {
    let files = summary::gather(messages, cwd);
    for p in &files.read {
        tool_state.mark_read(std::path::Path::new(p));
    }
    for p in &files.modified {
        tool_state.mark_modified(std::path::Path::new(p));
    }
}

/// The usage a `compaction` or `branch_summary` entry carries (its request is not a message).
pub(crate) fn summary_usage(body: &crate::session::entry::Body) -> Option<&Usage> {
    match body {
        crate::session::entry::Body::Compaction(c) => c.usage.as_ref(),
        crate::session::entry::Body::BranchSummary(b) => b.usage.as_ref(),
        _ => None,
    }
}
