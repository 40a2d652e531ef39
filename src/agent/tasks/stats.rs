//! Tasks in the parent's session stats: rpc.md's `cache.subagents` (`count`, `hitRate?`,
//! `reBilledTokens`) plus the tasks' `tokens` and `costUsd`, from the tasks' `TaskInfo` and
//! their child sessions' cache accounting. Nothing of it is added into the parent's own totals,
//! so no token is counted twice.

use serde::Serialize;

use crate::agent::tasks::SessionTasks;
use crate::util::sync::lock;

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

impl SessionTasks {
    /// These tasks, summed; `None` when the session started none.
    pub(crate) fn subagents(&self) -> Option<Subagents> {
        let tasks = lock(&self.tasks);
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
}
