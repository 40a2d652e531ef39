//! One session's cache accounting (rpc.md "session stats", the `cache` object): hit rates with
//! silent requests left out of the denominator, misses by reason with the tokens and dollars they
//! re-billed, and the fingerprint of the latest request. Pure: the caller gives the time, the
//! endpoint's state and the prices, so every number is table-tested.

use std::collections::BTreeMap;

pub use crate::agent::events::payloads::{Miss, MissReason};

use crate::agent::cache::fingerprint::Fingerprint;
use crate::agent::cache::reporting::{EndpointState, MIN_TOKENS, Reporting};
use crate::ai::model::Prices;
use crate::ai::types::Usage;

/// A miss that re-bills at least this many tokens gets a notice.
pub const NOTICE_TOKENS: u64 = 20_000;
/// … or at least this many dollars.
pub const NOTICE_USD: f64 = 0.10;

impl MissReason {
    pub fn as_str(self) -> &'static str {
        match self {
            MissReason::PrefixChanged => "prefix_changed",
            MissReason::ModelChanged => "model_changed",
            MissReason::Idle => "idle",
            MissReason::Subtask => "subtask",
            MissReason::Evicted => "evicted",
        }
    }

    /// Words for the notice line.
    pub fn words(self, detail: Option<&str>, idle_ms: u64) -> String {
        match self {
            MissReason::PrefixChanged => {
                format!("the {} prompt changed", detail.unwrap_or("system"))
            }
            MissReason::ModelChanged => "the model changed".into(),
            MissReason::Idle => format!("after {} idle", minutes(idle_ms)),
            MissReason::Subtask => "after a subtask".into(),
            MissReason::Evicted => "evicted by the provider".into(),
        }
    }
}

fn minutes(ms: u64) -> String {
    let m = ms / 60_000;
    if m == 0 {
        format!("{} s", ms / 1000)
    } else {
        format!("{m} min")
    }
}

/// One real request as the accounting sees it.
#[derive(Clone, Debug)]
pub struct Observation {
    pub at_ms: u64,
    pub fingerprint: Fingerprint,
    pub usage: Usage,
    /// The endpoint's state after this request was recorded.
    pub endpoint: EndpointState,
    /// The model's prices; `None` when the catalog has none.
    pub prices: Option<Prices>,
    /// The provider's cache TTL, when known.
    pub ttl_ms: Option<u64>,
    /// A task sub-session ran since the previous request.
    pub subtask_since: bool,
}

impl Miss {
    /// Whether this miss deserves a notice line (≥ 20k tokens or ≥ $0.10).
    pub fn notable(&self) -> bool {
        self.missed_tokens >= NOTICE_TOKENS || self.missed_cost.is_some_and(|c| c >= NOTICE_USD)
    }

    /// `cache miss (after 7 min idle): re-billed 38.2k tokens (about $0.11)`.
    pub fn notice(&self) -> String {
        let cost = self
            .missed_cost
            .map(|c| format!(" (about ${c:.2})"))
            .unwrap_or_default();
        format!(
            "cache miss ({}): re-billed {} tokens{cost}",
            self.reason.words(self.detail, self.idle_ms),
            short_tokens(self.missed_tokens)
        )
    }
}

/// `38200` → `38.2k`.
pub fn short_tokens(n: u64) -> String {
    if n >= 1000 {
        format!("{:.1}k", n as f64 / 1000.0)
    } else {
        n.to_string()
    }
}

/// The previous request, what the next one is compared with.
#[derive(Clone, Debug)]
struct Previous {
    at_ms: u64,
    fingerprint: Fingerprint,
    prompt: u64,
}

/// The session's running numbers.
#[derive(Clone, Debug, Default)]
pub struct SessionCache {
    pub reporting: Reporting,
    pub last_hit_rate: Option<f64>,
    reads: u64,
    denominator: u64,
    pub re_billed_tokens: u64,
    re_billed_usd: f64,
    unpriced_miss: bool,
    pub misses: BTreeMap<MissReason, u64>,
    previous: Option<Previous>,
    pub granularity: Option<u64>,
}

impl SessionCache {
    /// Accounts one real request; returns its miss, if it was one.
    pub fn observe(&mut self, o: &Observation) -> Option<Miss> {
        let u = &o.usage;
        let prompt = u.input + u.cache_read + u.cache_write;
        self.reporting = o.endpoint.reporting;
        self.granularity = o.endpoint.granularity();
        let counted = self.reporting != Reporting::Silent;
        if counted {
            self.reads += u.cache_read;
            self.denominator += prompt;
        }
        self.last_hit_rate = (self.reporting == Reporting::Reported && prompt > 0)
            .then(|| u.cache_read as f64 / prompt as f64);
        let miss = self
            .previous
            .as_ref()
            .filter(|_| self.reporting == Reporting::Reported)
            .and_then(|prev| classify(prev, o, o.endpoint.noise_floor()));
        if let Some(m) = &miss {
            *self.misses.entry(m.reason).or_default() += 1;
            self.re_billed_tokens += m.missed_tokens;
            match m.missed_cost {
                Some(c) => self.re_billed_usd += c,
                None => self.unpriced_miss = true,
            }
        }
        self.previous = Some(Previous {
            at_ms: o.at_ms,
            fingerprint: o.fingerprint.clone(),
            prompt,
        });
        miss
    }

    /// A warming request refreshed the cache at `at_ms`: idleness counts from here.
    pub fn warmed(&mut self, at_ms: u64) {
        if let Some(p) = self.previous.as_mut() {
            p.at_ms = p.at_ms.max(at_ms);
        }
    }

    /// The conversation's prefix was rewritten on purpose (a compaction): the next request has
    /// nothing cached to miss.
    pub fn forget_prefix(&mut self) {
        self.previous = None;
    }

    /// Session-wide hit rate: reads over every counted request's prompt.
    pub fn hit_rate(&self) -> f64 {
        if self.denominator == 0 {
            0.0
        } else {
            self.reads as f64 / self.denominator as f64
        }
    }

    /// Absent when a miss happened on a model without prices.
    pub fn re_billed_usd(&self) -> Option<f64> {
        (!self.unpriced_miss).then_some(self.re_billed_usd)
    }

    pub fn miss_count(&self) -> u64 {
        self.misses.values().sum()
    }

    /// The latest request's fingerprint.
    pub fn fingerprint(&self) -> Option<&Fingerprint> {
        self.previous.as_ref().map(|p| &p.fingerprint)
    }

    /// When the latest real (or warming) request was made, and its prompt size.
    pub fn last_request(&self) -> Option<(u64, u64)> {
        self.previous.as_ref().map(|p| (p.at_ms, p.prompt))
    }
}

/// Decides whether `o` missed the prefix `prev` left in the cache, and why.
fn classify(prev: &Previous, o: &Observation, floor: u64) -> Option<Miss> {
    if prev.prompt < MIN_TOKENS {
        return None;
    }
    let missed = prev.prompt.saturating_sub(o.usage.cache_read);
    if missed < floor {
        return None;
    }
    let idle_ms = o.at_ms.saturating_sub(prev.at_ms);
    let (now, before) = (&o.fingerprint, &prev.fingerprint);
    let (reason, detail) = if now.model != before.model {
        (MissReason::ModelChanged, None)
    } else if now.system != before.system {
        (MissReason::PrefixChanged, Some("system"))
    } else if now.tools != before.tools {
        (MissReason::PrefixChanged, Some("tools"))
    } else if o.subtask_since {
        (MissReason::Subtask, None)
    } else if o.ttl_ms.is_some_and(|ttl| idle_ms > ttl) {
        (MissReason::Idle, None)
    } else {
        (MissReason::Evicted, None)
    };
    // The missed tokens were paid at the write price (Anthropic) or the input price instead of
    // the read price.
    let missed_cost = o.prices.as_ref().map(|p| {
        let paid = if o.usage.cache_write > 0 {
            p.cache_write
        } else {
            p.input
        };
        missed as f64 * (paid - p.cache_read).max(0.0) / 1_000_000.0
    });
    Some(Miss {
        missed_tokens: missed,
        missed_cost,
        reason,
        detail,
        idle_ms,
    })
}

#[cfg(test)]
#[path = "accounting_tests.rs"]
mod tests;
