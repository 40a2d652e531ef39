//! `ama stats`' own group for external agents (`claude`, `codex`, ACP agents run by `task`):
//! their sessions, turns, cost and tokens per agent, summed from the files' `ama.agent-session`
//! and `ama.agent-usage` records in the date range. Kept apart from ama's own requests, tokens
//! and cost, which they are not part of.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::history::range::Days;
use crate::history::stats_figures::FileStats;

/// One agent's sums.
#[derive(Default, Debug, Clone, PartialEq)]
pub(crate) struct ExternalSum {
    pub sessions: u64,
    pub turns: u64,
    pub usd: f64,
    pub priced: u64,
    pub tokens: u64,
    pub requests: u64,
}

/// Per agent, in name order.
pub(crate) fn aggregate(files: &[FileStats], days: &Days) -> Vec<(String, ExternalSum)> {
    let mut by: BTreeMap<String, ExternalSum> = BTreeMap::new();
    for b in files.iter().flat_map(|f| f.external.iter()) {
        if !days.contains(&b.day) {
            continue;
        }
        let s = by.entry(b.agent.to_string()).or_default();
        s.sessions += b.sessions;
        s.turns += b.turns;
        s.usd += b.usd;
        s.priced += b.priced;
        s.tokens += b.tokens;
        s.requests += b.requests;
    }
    by.into_iter().collect()
}

/// The text section; empty when no external agent ran.
pub(crate) fn text(list: &[(String, ExternalSum)]) -> String {
    if list.is_empty() {
        return String::new();
    }
    let w = list.iter().map(|(n, _)| n.chars().count()).max().unwrap_or(0);
    let mut out = String::from("\nexternal agents (not in the figures above)\n");
    for (name, s) in list {
        let mut parts = vec![
            count(s.sessions as usize, "session", "sessions"),
            count(s.turns as usize, "turn", "turns"),
        ];
        if s.priced > 0 {
            parts.push(format!("${:.4}", s.usd));
        }
        parts.push(format!(
            "{} tokens",
            crate::history::stats::short(s.tokens)
        ));
        if s.requests > 0 {
            parts.push(count(
                s.requests as usize,
                "unpriced request",
                "unpriced requests",
            ));
        }
        out.push_str(&format!("  {name:<w$}  {}\n", parts.join(" · ")));
    }
    out
}

/// `1 turn`, `2 turns`.
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The JSON list.
pub(crate) fn to_json(list: &[(String, ExternalSum)]) -> Value {
    Value::Array(
        list.iter()
            .map(|(name, s)| {
                json!({
                    "agent": name,
                    "sessions": s.sessions,
                    "turns": s.turns,
                    "costUsd": (s.priced > 0).then_some(s.usd),
                    "tokens": s.tokens,
                    "requests": s.requests,
                })
            })
            .collect(),
    )
}
