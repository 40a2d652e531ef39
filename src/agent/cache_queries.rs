//! The `Agent` methods a front end calls for the prompt cache: rpc.md's `cache` object, the
//! status-bar item, the `/cache` section and `/cache fingerprint`, and the `/cache warm` switch
//! (the integrator registers the `/cache` commands on them). They sit beside `cache/`, not in it,
//! so that `cache` names nothing of the `Agent` and stays out of `agent`'s submodule cycle.

use crate::agent::error::AgentError;
use crate::agent::api::Agent;
use crate::agent::cache::reporting::{self, Endpoint, Reporting};
use crate::agent::cache::settings::WarmMode;
use crate::agent::cache::state::{self, SessionState};
use crate::agent::cache::view::{CacheBar, CacheStats, section, stats_of};
use crate::agent::worker::lock;

impl Agent {
    fn cache_state(&self) -> (std::sync::Arc<std::sync::Mutex<SessionState>>, Reporting) {
        let id = lock(&self.inner.current).session_id.clone();
        let model = self.handle().runtime().model;
        (
            state::of(&id),
            reporting::state(&Endpoint::of(&model)).reporting,
        )
    }

    /// rpc.md's `SessionCacheStats`.
    pub fn cache_stats(&self) -> CacheStats {
        let (st, reporting) = self.cache_state();
        let s = state::lock(&st);
        let mode = s
            .mode_override
            .unwrap_or(self.handle().config.services.cache.settings.warm_mode);
        stats_of(&s, reporting, mode)
    }

    /// The status bar's cache item.
    pub fn cache_bar(&self) -> CacheBar {
        let stats = self.cache_stats();
        match (stats.reporting, stats.last_hit_rate) {
            (Reporting::Silent, _) => CacheBar::Silent,
            (Reporting::Reported, Some(r)) => CacheBar::Hit((r * 100.0).round() as u8),
            _ => CacheBar::Unknown,
        }
    }

    /// Whether warming is scheduled now (the status bar's ♨).
    pub fn cache_warming(&self) -> bool {
        self.cache_stats().warming.state == "scheduled"
    }

    /// `/cache warm off|streaming|idle`: this session only, not written to the config.
    pub fn set_cache_warm_mode(&self, mode: &str) -> Result<(), AgentError> {
        let m = WarmMode::parse(mode).ok_or_else(|| {
            AgentError::InvalidArgument(format!(
                "unknown warming mode \"{mode}\"; use off, streaming or idle"
            ))
        })?;
        let (st, _) = self.cache_state();
        let idle = {
            let mut s = state::lock(&st);
            s.mode_override = Some(m);
            if m != WarmMode::Idle {
                s.idle.take()
            } else {
                None
            }
        };
        drop(idle);
        Ok(())
    }

    /// `/cache fingerprint`: the latest real request's prefix hashes and model.
    pub fn cache_fingerprint(&self) -> String {
        let (st, _) = self.cache_state();
        let s = state::lock(&st);
        match s.cache.fingerprint() {
            Some(f) => format!(
                "system {} · tools {} · model {}",
                f.system, f.tools, f.model
            ),
            None => "no request yet: the fingerprint is taken from the latest real request".into(),
        }
    }

    /// The `/cache` section (also the end of `/session`), ending with tui.md's context line.
    pub fn cache_section(&self) -> String {
        let all = self.stats();
        let tokens = &all.tokens;
        let mut out = section(&all.cache, tokens.input, tokens.cache_read, tokens.cache_write);
        out += &context_line(&all);
        out
    }
}

/// `  context    1%, ≈ 127k tokens left ≈ 2443 turns` (tui.md): the share of the window the
/// latest reply used, the tokens left, and the turns left when they can be estimated.
fn context_line(s: &crate::agent::stats::SessionStats) -> String {
    use crate::agent::cache::accounting::short_tokens;
    let (Some(pct), Some(window)) = (s.context_percent, s.context_window) else {
        return "  context    ? (no reply yet, or the model has no window size)\n".into();
    };
    let left = s
        .context_remaining_tokens
        .unwrap_or_else(|| window.saturating_sub(s.context_tokens.unwrap_or(0)));
    let turns = s
        .estimated_turns_left
        .map(|t| format!(" ≈ {t} turns"))
        .unwrap_or_default();
    format!(
        "  context    {:.0}%, ≈ {} tokens left{turns}\n",
        pct,
        short_tokens(left)
    )
}
