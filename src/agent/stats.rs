//! `Agent::stats`: rpc.md's `SessionStats` — message counts over the projected context (only
//! real user messages count as user messages), token and cost totals that include the session
//! file's `usage` entries (auto mode's classifier requests), and context use — the one estimate of
//! `agent::estimate` (the provider's last figure plus what came after), which the status bar, the
//! `context_pressure` events and the compaction trigger read too; with the session's tasks summed
//! in (`tasks::stats`) for `get_session_stats`, whose `cache` object carries
//! `contextRemainingTokens` / `estimatedTurnsLeft` where rpc.md puts them.

use serde::Serialize;

use crate::agent::api::Agent;
use crate::agent::ops::SharedOps;
use crate::agent::worker::lock;
use crate::ai::types::{Message, Usage};
use crate::session::ContextMessage;
use crate::session::entry::Body;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Tokens {
    pub input: u64,
    pub output: u64,
    pub cache_read: u64,
    pub cache_write: u64,
    pub total: u64,
}

/// rpc.md's `SessionStats`.
#[derive(Serialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SessionStats {
    pub session_id: String,
    pub session_file: Option<String>,
    pub user_messages: usize,
    pub assistant_messages: usize,
    pub tool_calls: usize,
    pub tool_results: usize,
    pub tokens: Tokens,
    /// USD; absent when any request had no price.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context_tokens: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context_window: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context_percent: Option<f64>,
    pub cache_hit_rate: f64,
    /// rpc.md's `SessionCacheStats` (`agent::cache`).
    pub cache: crate::agent::cache::view::CacheStats,
    /// Tokens left in the window (`contextWindow - contextTokens`); serialised inside `cache`.
    #[serde(skip)]
    pub context_remaining_tokens: Option<u64>,
    /// Turns left at the mean growth of the last 5 turns; serialised inside `cache`.
    #[serde(skip)]
    pub estimated_turns_left: Option<u64>,
    /// External agents' sessions and usage (`ama.agent-session`, `ama.agent-usage`); not in
    /// `tokens` or `cost`, which are ama's own requests.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub external: Option<crate::agent::external::records::External>,
}

impl Agent {
    /// The session's token, cost and message counts.
    pub fn stats(&self) -> SessionStats {
        let h = self.handle();
        let restored = lock(&h.shared.restored).clone();
        let restored_len = restored.len();
        let messages = h.read_messages(<[Message]>::to_vec);
        let (mut users, mut assistants, mut calls, mut results) = (0, 0, 0, 0);
        let mut total = Usage::default();
        let mut priced = true;
        for (i, m) in messages.iter().enumerate() {
            // Restored custom and summary messages are user messages only in their LLM form.
            let real = i >= restored_len || matches!(restored[i], ContextMessage::Message(_));
            match m {
                Message::User(_) if real => users += 1,
                Message::Assistant(a) => {
                    assistants += 1;
                    calls += a.tool_calls().len();
                    // A reply stopped (Esc) or failed has no final usage: what it reported
                    // counts, but it does not unprice the total (nor anchor the context size).
                    if partial(a) {
                        add(&mut total, &a.usage, &mut true);
                    } else {
                        add(&mut total, &a.usage, &mut priced);
                    }
                }
                Message::ToolResult(_) => results += 1,
                _ => {}
            }
        }
        // Requests outside the transcript (the classifier) are part of what the session cost.
        let usage_entries = h.entries().map(|(entries, _)| entries).unwrap_or_default();
        let external = add_entries(usage_entries, &mut total);
        let rt = h.runtime();
        let window = rt.model.context_window;
        let prefix = h
            .shared
            .prefix_tokens
            .load(std::sync::atomic::Ordering::Relaxed);
        let floor = crate::agent::estimate::anchor_floor(&restored);
        let context_tokens = (window > 0)
            .then(|| crate::agent::estimate::context_tokens(&messages, floor, prefix));
        let denominator = total.input + total.cache_read + total.cache_write;
        let (session_id, known_file) = {
            let cur = lock(&self.inner.current);
            (cur.session_id.clone(), cur.session_file.clone())
        };
        SessionStats {
            context_remaining_tokens: context_tokens.map(|t| window.saturating_sub(t)),
            estimated_turns_left: self.context_outlook().1,
            session_id,
            session_file: h
                .session_file()
                .or(known_file)
                .map(|p| p.display().to_string()),
            user_messages: users,
            assistant_messages: assistants,
            tool_calls: calls,
            tool_results: results,
            tokens: Tokens {
                input: total.input,
                output: total.output,
                cache_read: total.cache_read,
                cache_write: total.cache_write,
                total: total.total_tokens,
            },
            cost: (priced && assistants > 0).then(|| total.cost.as_ref().map_or(0.0, |c| c.total)),
            context_tokens,
            context_window: context_tokens.map(|_| window),
            context_percent: context_tokens
                .filter(|_| window > 0)
                .map(|t| ((t as f64 / window as f64) * 100.0).min(100.0)),
            cache_hit_rate: if denominator == 0 {
                0.0
            } else {
                total.cache_read as f64 / denominator as f64
            },
            cache: self.cache_stats(),
            external: external.nonempty(),
        }
    }
}

/// Adds the requests recorded outside the transcript (the classifier, compaction summaries) to
/// `total`, and sums the external agents' records.
fn add_entries(
    entries: Vec<crate::session::entry::Entry>,
    total: &mut Usage,
) -> crate::agent::external::records::External {
    let mut external = crate::agent::external::records::External::default();
    for entry in entries {
        if let Body::Custom(c) = &entry.body {
            external.add(&c.custom_type, &c.data);
        }
        if let Body::Usage(u) = entry.body {
            // They are not messages: an unpriced one does not hide the messages' cost.
            add(total, &u.usage, &mut true);
        } else if let Some(u) = crate::agent::compaction::summary_usage(&entry.body) {
            add(total, u, &mut true);
        }
    }
    external
}

/// An aborted or failed reply: its usage, if any, is what the provider reported before the end.
fn partial(a: &crate::ai::types::AssistantMessage) -> bool {
    matches!(
        a.stop_reason,
        crate::ai::types::StopReason::Aborted | crate::ai::types::StopReason::Error
    )
}

/// Adds one request's usage; a request without a price makes the total unpriced.
fn add(total: &mut Usage, usage: &Usage, priced: &mut bool) {
    *priced &= usage.cost.is_some();
    if total.cost.is_none() && usage.cost.is_some() {
        total.cost = Some(Default::default());
    }
    total.add(usage);
}

/// The session's tasks in its stats (`tasks::stats`).
impl Agent {
    /// The current session's tasks, summed; `None` when it started none.
    pub fn subagent_stats(&self) -> Option<crate::agent::tasks::stats::Subagents> {
        self.handle().shared.tasks.subagents()
    }

    /// `get_session_stats`: `cache.contextRemainingTokens` / `cache.estimatedTurnsLeft` when
    /// known, and `cache.subagents` when the session started tasks.
    pub fn stats_value(&self) -> serde_json::Value {
        let stats = self.stats();
        let mut v = serde_json::to_value(&stats).unwrap_or_default();
        if let Some(cache) = v.get_mut("cache") {
            if let Some(t) = stats.context_remaining_tokens {
                cache["contextRemainingTokens"] = t.into();
            }
            if let Some(t) = stats.estimated_turns_left {
                cache["estimatedTurnsLeft"] = t.into();
            }
            if let Some(s) = self.subagent_stats() {
                cache["subagents"] = serde_json::to_value(s).unwrap_or_default();
            }
        }
        v
    }
}
