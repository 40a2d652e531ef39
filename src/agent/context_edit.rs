//! The `context_edit` entries the session writes itself to keep what it sends small
//! (session-format.md, 投影 step 2), tier one of context management, before compaction:
//! - `prune`: before a request, once the context passes `compaction.pruneThresholdPercent` of
//!   the window, every old tool result (before the last `compaction.keepRecentTokens` of the
//!   conversation, and one the model has seen) of at least `MIN_RESULT_TOKENS` is replaced by a
//!   one-line placeholder, all in one go, so the cached prefix changes once, not every turn;
//! - `manual`: the same, now, without the threshold (`/prune`, `context_edit_api.rs`);
//! - `image_budget` is `context_edit_images.rs`.
//!
//! The session file keeps the original results: only the projection, and so what is sent and
//! what a resumed session sends, changes. Functions over `ops::SharedOps` / `SessionOps`: the
//! edits are appended (announced as `entry_appended`), then the session adopts the projection
//! again.

use crate::agent::estimate::{BYTES_PER_TOKEN, llm_tokens};
use crate::agent::ops::{SessionOps, SharedOps};
use crate::ai::types::{ContentBlock, Message};
use crate::session::Context;
use crate::session::entry::{Body, ContextEdit, edit_mark, edit_reason};

/// A tool result smaller than this stays: its placeholder would save next to nothing.
pub const MIN_RESULT_TOKENS: u64 = 100;

/// One edit to write: the entry, its replacement text, the tokens it saves.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Edit {
    pub target: String,
    pub replacement: String,
    pub saved: u64,
}

/// What a prune did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Tool results replaced.
    pub results: usize,
    /// The estimated tokens saved.
    pub tokens: u64,
}

/// The text a pruned tool result becomes.
pub fn placeholder(tool: &str, tokens: u64) -> String {
    format!(
        "{} to save context: `{tool}` returned about {tokens} tokens here. Call the tool again if you need its output.]",
        edit_mark::PRUNED
    )
}

/// The tool results to prune in `ctx`: those before the protected tail — the last
/// `keep_recent` tokens, and everything after the last assistant message (results the model
/// has not seen yet) — of at least `MIN_RESULT_TOKENS`, not pruned already.
pub(crate) fn prune_targets(ctx: &Context, keep_recent: u64) -> Vec<Edit> {
    let llm = ctx.to_llm();
    let tokens: Vec<u64> = llm.iter().map(llm_tokens).collect();
    let seen = llm
        .iter()
        .rposition(|m| matches!(m, Message::Assistant(_)))
        .unwrap_or(0);
    let mut tail = 0u64;
    let mut protected = llm.len();
    for i in (0..llm.len()).rev() {
        if tail + tokens[i] > keep_recent {
            break;
        }
        tail += tokens[i];
        protected = i;
    }
    let limit = protected.min(seen);
    let mut out = Vec::new();
    for i in 0..limit {
        let (Message::ToolResult(r), Some(Some(id))) = (&llm[i], ctx.entry_ids.get(i)) else {
            continue;
        };
        let pruned = r.content.iter().any(
            |b| matches!(b, ContentBlock::Text { text, .. } if text.starts_with(edit_mark::PRUNED)),
        );
        if pruned || tokens[i] < MIN_RESULT_TOKENS {
            continue;
        }
        let replacement = placeholder(&r.tool_name, tokens[i]);
        let cost = (replacement.len() as u64).div_ceil(BYTES_PER_TOKEN);
        out.push(Edit {
            target: id.clone(),
            saved: tokens[i].saturating_sub(cost),
            replacement,
        });
    }
    out
}

/// Appends one `context_edit` per edit, then adopts the projection they change. Returns how
/// many were written and the tokens they save.
pub(crate) fn write_edits(
    s: &impl SharedOps,
    edits: Vec<Edit>,
    reason: &str,
) -> crate::error::Result<Pruned> {
    if edits.is_empty() {
        return Ok(Pruned::default());
    }
    let mut done = Pruned::default();
    for e in edits {
        s.append(Body::ContextEdit(ContextEdit {
            target_id: e.target,
            replacement: Some(e.replacement),
            reason: reason.into(),
        }))?;
        done.results += 1;
        done.tokens += e.saved;
    }
    s.adopt(s.context()?);
    Ok(done)
}

/// Before a request, on the session thread: prunes old tool results when the context passes
/// the prune threshold and the prune saves at least a twentieth of the window. A failed write
/// is kept, so the run stops before its request.
pub(crate) fn prune_if_due(s: &impl SessionOps) -> Option<Pruned> {
    let settings = s.config().retry.compaction;
    let window = s.context_window();
    if !settings.prune
        || window == 0
        || s.next_request_tokens() * 100 <= window * settings.prune_threshold_percent as u64
    {
        return None;
    }
    let ctx = match s.context() {
        Ok(c) => c,
        Err(e) => {
            s.note_failed_write(e.to_string());
            return None;
        }
    };
    let edits = prune_targets(&ctx, settings.keep_recent_tokens);
    let saved: u64 = edits.iter().map(|e| e.saved).sum();
    if saved < window / 20 {
        return None;
    }
    match write_edits(s, edits, edit_reason::PRUNE) {
        Ok(p) => Some(p),
        Err(e) => {
            s.note_failed_write(e.to_string());
            None
        }
    }
}

#[cfg(test)]
#[path = "context_edit_tests.rs"]
mod tests;
