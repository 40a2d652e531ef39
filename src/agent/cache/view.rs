//! What a front end reads: rpc.md's `cache` object (in `get_session_stats` and print mode's JSON
//! result), the status-bar item, the `/cache` section and `/cache fingerprint`, and the
//! `/cache warm` switch, as values; the `Agent` methods that read them are in `agent/cache_queries.rs`.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::agent::cache::accounting::short_tokens;
use crate::agent::cache::reporting::Reporting;
use crate::agent::cache::settings::WarmMode;
use crate::agent::cache::state::SessionState;
use crate::agent::cache::warming::{Phase, StopReason};

#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CacheStats {
    pub reporting: Reporting,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_hit_rate: Option<f64>,
    pub hit_rate: f64,
    pub re_billed_tokens: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub re_billed_usd: Option<f64>,
    pub misses: Misses,
    pub warming: Warming,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub granularity: Option<u64>,
}

#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Misses {
    pub count: u64,
    pub by_reason: BTreeMap<&'static str, u64>,
}

#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Warming {
    pub mode: &'static str,
    pub state: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<Phase>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_warm_at: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<StopReason>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sent: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected_savings_usd: Option<f64>,
}

/// The status-bar item (tui.md): `cache 83%`, `cache —`, `cache not reported`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CacheBar {
    /// The latest request's hit rate, in percent.
    Hit(u8),
    Unknown,
    Silent,
}

impl CacheBar {
    pub fn text(self) -> String {
        match self {
            CacheBar::Hit(p) => format!("cache {p}%"),
            CacheBar::Unknown => "cache —".into(),
            CacheBar::Silent => "cache not reported".into(),
        }
    }
}

/// Builds the `cache` object from a session's state and its endpoint's reporting.
pub fn stats_of(s: &SessionState, reporting: Reporting, mode: WarmMode) -> CacheStats {
    let c = &s.cache;
    let w = &s.warm;
    CacheStats {
        reporting,
        last_hit_rate: c.last_hit_rate.filter(|_| reporting == Reporting::Reported),
        hit_rate: c.hit_rate(),
        re_billed_tokens: c.re_billed_tokens,
        re_billed_usd: c.re_billed_usd(),
        misses: Misses {
            count: c.miss_count(),
            by_reason: c.misses.iter().map(|(r, n)| (r.as_str(), *n)).collect(),
        },
        warming: Warming {
            mode: mode.as_str(),
            state: w.state(),
            phase: w.phase,
            next_warm_at: w.next_warm_at,
            reason: w.reason,
            sent: (w.sent > 0).then_some(w.sent),
            cost_usd: (w.sent > 0).then_some(w.cost_usd),
            expected_savings_usd: w.expected_savings_usd,
        },
        granularity: c.granularity,
    }
}

/// tui.md's cache section, in English.
pub fn section(c: &CacheStats, input: u64, read: u64, write: u64) -> String {
    let all = input + read + write;
    let pct = |x: u64| (x * 100).checked_div(all).unwrap_or(0);
    let mut out = String::from("Cache\n");
    out += &format!(
        "  input      {} = cache read {} ({}%) + uncached {}\n",
        short_tokens(all),
        short_tokens(read),
        pct(read),
        short_tokens(input + write)
    );
    out += &format!("  reporting  {}\n", c.reporting.as_str());
    let last = c
        .last_hit_rate
        .map_or("—".to_string(), |r| format!("{:.0}%", r * 100.0));
    out += &format!(
        "  hit rate   latest {last} · session {:.0}%\n",
        c.hit_rate * 100.0
    );
    if c.misses.count == 0 {
        out += "  misses     0\n";
    } else {
        let usd = c
            .re_billed_usd
            .map(|u| format!(" ≈ ${u:.2}"))
            .unwrap_or_default();
        let reasons: Vec<String> = c
            .misses
            .by_reason
            .iter()
            .map(|(r, n)| format!("{} {n}", r.replace('_', " ")))
            .collect();
        out += &format!(
            "  misses     {}, re-billed {} tokens{usd} ({})\n",
            c.misses.count,
            short_tokens(c.re_billed_tokens),
            reasons.join(" · ")
        );
    }
    let w = &c.warming;
    let detail = match (w.state, w.reason) {
        ("scheduled", _) => {
            let savings = w
                .expected_savings_usd
                .map(|s| format!(" · expected saving ${s:.2}"))
                .unwrap_or_default();
            format!("scheduled{savings}")
        }
        ("stopped", Some(r)) => format!("stopped: {}", r.as_str().replace('_', " ")),
        (s, _) => s.to_string(),
    };
    out += &format!("  warming    {} · {detail}\n", w.mode);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::cache::accounting::{MissReason, SessionCache};

    #[test]
    fn fresh_session_shape() {
        let s = SessionState::default();
        let v = serde_json::to_value(stats_of(&s, Reporting::Unknown, WarmMode::Streaming));
        assert_eq!(
            v.ok(),
            Some(serde_json::json!({
                "reporting": "unknown", "hitRate": 0.0, "reBilledTokens": 0, "reBilledUsd": 0.0,
                "misses": {"count": 0, "byReason": {}},
                "warming": {"mode": "streaming", "state": "inactive"}
            }))
        );
    }

    #[test]
    fn bar_texts() {
        assert_eq!(CacheBar::Hit(83).text(), "cache 83%");
        assert_eq!(CacheBar::Unknown.text(), "cache —");
        assert_eq!(CacheBar::Silent.text(), "cache not reported");
    }

    #[test]
    fn section_text() {
        let mut s = SessionState {
            cache: SessionCache::default(),
            ..Default::default()
        };
        s.cache.misses.insert(MissReason::Idle, 2);
        s.cache.re_billed_tokens = 61_000;
        s.warm.scheduled = Some(false);
        s.warm.reason = Some(StopReason::NoTtl);
        let c = stats_of(&s, Reporting::Reported, WarmMode::Streaming);
        assert_eq!(
            section(&c, 1200, 2200, 0),
            "Cache\n  input      3.4k = cache read 2.2k (64%) + uncached 1.2k\n  reporting  reported\n  hit rate   latest — · session 0%\n  misses     2, re-billed 61.0k tokens ≈ $0.00 (idle 2)\n  warming    streaming · stopped: no ttl\n"
        );
    }
}
