//! Each session's cache state, kept here by session id so the session types stay unchanged: its
//! accounting, its warming status and the `/cache warm` override. Process-wide like the endpoint
//! registry; a session that ends (`end`) stops its idle warming and leaves a few hundred bytes
//! of accounting behind.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use crate::agent::cache::accounting::SessionCache;
use crate::agent::cache::settings::WarmMode;
use crate::agent::cache::warming::{Phase, StopReason, WarmEvent};

/// The warming part of the stats (rpc.md `cache.warming`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WarmStatus {
    /// `None` until warming was considered once (`inactive`).
    pub scheduled: Option<bool>,
    pub phase: Option<Phase>,
    pub next_warm_at: Option<u64>,
    pub reason: Option<StopReason>,
    pub sent: u32,
    pub cost_usd: f64,
    pub expected_savings_usd: Option<f64>,
}

impl WarmStatus {
    /// Follows one `cache_warm` event.
    pub fn apply(&mut self, phase: Phase, e: &WarmEvent) {
        self.phase = Some(phase);
        match e.phase {
            "scheduled" => {
                self.scheduled = Some(true);
                self.next_warm_at = e.next_warm_at;
                self.reason = None;
                if e.expected_savings.is_some() {
                    self.expected_savings_usd = e.expected_savings;
                }
            }
            "sent" => {
                self.sent += 1;
                self.cost_usd += e.cost.unwrap_or(0.0);
            }
            _ => {
                self.scheduled = Some(false);
                self.next_warm_at = None;
                self.reason = e.reason;
            }
        }
    }

    pub fn state(&self) -> &'static str {
        match self.scheduled {
            None => "inactive",
            Some(true) => "scheduled",
            Some(false) => "stopped",
        }
    }
}

#[derive(Default)]
pub struct SessionState {
    pub cache: SessionCache,
    pub warm: WarmStatus,
    /// `/cache warm off|streaming|idle` for this session only.
    pub mode_override: Option<WarmMode>,
    /// The last real request, kept only in `idle` mode (what idle warming re-sends).
    pub last_ctx: Option<crate::ai::types::Context>,
    /// The idle warming thread, stopped when the next run starts.
    pub idle: Option<crate::agent::cache::warming::WarmGuard>,
}

type Map = HashMap<String, Arc<Mutex<SessionState>>>;

fn map() -> &'static Mutex<Map> {
    static MAP: OnceLock<Mutex<Map>> = OnceLock::new();
    MAP.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The state of session `id`, created on first use.
pub fn of(id: &str) -> Arc<Mutex<SessionState>> {
    let mut m = lock(map());
    m.entry(id.to_string()).or_default().clone()
}

/// Session `id` ended (a switch, a new session, exit): its idle warming stops (the guard's drop
/// waits for the thread) and the last request it kept for it is freed. The accounting stays,
/// for the stats of a parent whose task this session was.
pub fn end(id: &str) {
    let Some(st) = lock(map()).get(id).cloned() else {
        return;
    };
    let (idle, ctx) = {
        let mut s = lock(&st);
        (s.idle.take(), s.last_ctx.take())
    };
    drop((idle, ctx));
}

/// The one poison-tolerant lock (`util::sync`), for the callers of `state::lock`.
pub use crate::util::sync::lock;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ended_session_keeps_its_accounting_and_frees_its_last_request() {
        let st = of("state-test-ended");
        lock(&st).last_ctx = Some(crate::ai::types::Context::default());
        lock(&st).mode_override = Some(WarmMode::Idle);
        end("state-test-ended");
        let s = lock(&st);
        assert!(s.last_ctx.is_none() && s.idle.is_none());
        assert_eq!(s.mode_override, Some(WarmMode::Idle));
        drop(s);
        // A session with no state gets none made for it.
        end("state-test-never-seen");
        assert!(!lock(map()).contains_key("state-test-never-seen"));
    }
}
