//! Tasks in the parent's session stats: rpc.md's `cache.subagents` (`count`, `hitRate?`,
//! `reBilledTokens`) plus the tasks' `tokens` and `costUsd`, from the tasks' `TaskInfo` and
//! their child sessions' cache accounting. Nothing of it is added into the parent's own totals,
//! so no token is counted twice.

use serde::Serialize;
use serde_json::Value;

use crate::agent::api::Agent;
use crate::agent::worker::lock;

/// `cache.subagents`.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Subagents {
    pub count: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hit_rate: Option<f64>,
    pub re_billed_tokens: u64,
    pub tokens: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
}

impl Agent {
    /// The current session's tasks, summed; `None` when it started none.
    pub fn subagent_stats(&self) -> Option<Subagents> {
        let h = self.handle();
        let tasks = lock(&h.shared.tasks.tasks);
        if tasks.is_empty() {
            return None;
        }
        let (mut reads, mut prompt, mut tokens, mut rebilled) = (0u64, 0u64, 0u64, 0u64);
        let mut cost: Option<f64> = None;
        for r in tasks.values() {
            if let Some(u) = &r.info.usage {
                reads += u.cache_read;
                prompt += u.input + u.cache_read + u.cache_write;
                tokens += u.total_tokens;
            }
            if let Some(c) = r.info.cost_usd {
                *cost.get_or_insert(0.0) += c;
            }
            if let Some(s) = &r.info.session_ref {
                let st = crate::agent::cache::state::of(&s.session_id);
                rebilled += crate::agent::cache::state::lock(&st).cache.re_billed_tokens;
            }
        }
        Some(Subagents {
            count: tasks.len(),
            hit_rate: (prompt > 0).then(|| reads as f64 / prompt as f64),
            re_billed_tokens: rebilled,
            tokens,
            cost_usd: cost,
        })
    }

    /// `get_session_stats` with `cache.subagents` when the session started tasks.
    pub fn stats_value(&self) -> Value {
        let mut v = serde_json::to_value(self.stats()).unwrap_or_default();
        if let (Some(s), Some(cache)) = (self.subagent_stats(), v.get_mut("cache")) {
            cache["subagents"] = serde_json::to_value(s).unwrap_or_default();
        }
        v
    }
}
