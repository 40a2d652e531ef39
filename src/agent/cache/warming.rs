//! Cache warming (tui.md "cache and context", host-api.md "cache warming"): while a tool runs
//! longer than the provider's cache TTL minus a margin (`streaming`), or while the session is
//! idle (`idle`), re-send the cached prefix as a minimal request so the next real request still
//! reads it. This file holds the decision (is a warming request worth its cost?) and the loop
//! that schedules, sends and stops, over a `Clock` so tests never wait for real.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use serde::Serialize;

pub use crate::agent::events::payloads::{StopReason, WarmEvent};

use crate::agent::cache::reporting::{MIN_TOKENS, Reporting};
use crate::agent::cache::settings::WarmMode;
use crate::ai::model::Prices;
use crate::ai::types::Usage;
use crate::util::cancel::Cancel;

/// Warming requests one idle period may send (an hour at a five-minute TTL).
pub const MAX_IDLE_ROUNDS: u32 = 12;
/// Output tokens a warming request may produce at most (OpenAI Responses' minimum).
pub const WARM_OUTPUT_TOKENS: u64 = 16;

impl StopReason {
    pub fn as_str(self) -> &'static str {
        match self {
            StopReason::Off => "off",
            StopReason::NoTtl => "no_ttl",
            StopReason::NoPrice => "no_price",
            StopReason::NotReported => "not_reported",
            StopReason::BelowSavings => "below_savings",
            StopReason::NoCacheHits => "no_cache_hits",
            StopReason::Declined => "declined",
            StopReason::Done => "done",
            StopReason::Error => "error",
            StopReason::Limit => "limit",
            StopReason::PrintMode => "print_mode",
        }
    }
}

#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Streaming,
    Idle,
}

/// What the built-in rule knows before a warming round.
#[derive(Clone, Debug)]
pub struct Plan {
    pub mode: WarmMode,
    pub phase: Phase,
    pub ttl_ms: Option<u64>,
    pub prices: Option<Prices>,
    pub reporting: Reporting,
    /// input + cacheRead + cacheWrite of the last real request.
    pub prompt_tokens: u64,
    /// When the cache was last refreshed (the last real or warming request).
    pub last_at_ms: u64,
    pub min_savings_usd: f64,
}

#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Warm,
    Stop,
}

/// host-api.md's `WarmDecision`.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Decision {
    pub action: Action,
    pub phase: Phase,
    pub prompt_tokens: u64,
    pub warm_cost: Option<f64>,
    pub miss_cost: Option<f64>,
    pub probability: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<StopReason>,
    /// missCost × probability − warmCost.
    #[serde(skip)]
    pub expected_savings: Option<f64>,
}

/// The built-in decision.
pub fn decide(p: &Plan) -> Decision {
    let probability = match p.phase {
        Phase::Streaming => 1.0,
        Phase::Idle => 0.15,
    };
    let (warm_cost, miss_cost) = match &p.prices {
        Some(c) => {
            let paid = if c.cache_write > 0.0 {
                c.cache_write
            } else {
                c.input
            };
            let t = p.prompt_tokens as f64;
            (
                Some((t * c.cache_read + WARM_OUTPUT_TOKENS as f64 * c.output) / 1e6),
                Some(t * (paid - c.cache_read).max(0.0) / 1e6),
            )
        }
        None => (None, None),
    };
    let expected_savings = warm_cost.zip(miss_cost).map(|(w, m)| m * probability - w);
    let stop = match (p.mode, p.phase) {
        (WarmMode::Off, _) | (WarmMode::Streaming, Phase::Idle) => Some(StopReason::Off),
        _ if p.ttl_ms.is_none() => Some(StopReason::NoTtl),
        _ if p.prices.is_none() => Some(StopReason::NoPrice),
        _ if p.reporting == Reporting::Silent => Some(StopReason::NotReported),
        _ if p.prompt_tokens < MIN_TOKENS => Some(StopReason::BelowSavings),
        _ if expected_savings.is_none_or(|s| s < p.min_savings_usd) => {
            Some(StopReason::BelowSavings)
        }
        _ => None,
    };
    Decision {
        action: if stop.is_some() {
            Action::Stop
        } else {
            Action::Warm
        },
        phase: p.phase,
        prompt_tokens: p.prompt_tokens,
        warm_cost,
        miss_cost,
        probability,
        reason: stop,
        expected_savings,
    }
}

/// When to send: the TTL minus a margin (a tenth of it, at most 30 s) after the last refresh.
pub fn next_warm_at(last_at_ms: u64, ttl_ms: u64) -> u64 {
    let margin = (ttl_ms / 10).min(30_000);
    last_at_ms + ttl_ms - margin
}

/// The host's veto (`cache.onWarmingDecision`): gets the built-in decision, returns the one to
/// apply. The extensibility layer plugs its handler in here; the default keeps the built-in one.
pub trait DecisionHook: Send + Sync {
    fn decide(&self, built_in: &Decision) -> Action;
}

/// No host handler: the built-in decision applies.
pub struct BuiltIn;

impl DecisionHook for BuiltIn {
    fn decide(&self, built_in: &Decision) -> Action {
        built_in.action
    }
}

/// Time, so tests can run a warming loop without waiting.
pub trait Clock: Send + Sync {
    fn now_ms(&self) -> u64;
    /// Waits until `at_ms` or until `stop` is set; true when stopped.
    fn wait_until(&self, at_ms: u64, stop: &Stop) -> bool;
}

/// The wall clock.
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        crate::util::time::now_ms()
    }

    fn wait_until(&self, at_ms: u64, stop: &Stop) -> bool {
        loop {
            let now = self.now_ms();
            if stop.is_set() {
                return true;
            }
            if now >= at_ms {
                return false;
            }
            stop.wait(Duration::from_millis(at_ms - now));
        }
    }
}

/// A stop signal that wakes a waiting loop at once.
#[derive(Clone, Default)]
pub struct Stop(Arc<(Mutex<bool>, Condvar, AtomicBool)>);

impl Stop {
    pub fn set(&self) {
        let (m, c, flag) = &*self.0;
        flag.store(true, Ordering::SeqCst);
        *m.lock().unwrap_or_else(|p| p.into_inner()) = true;
        c.notify_all();
    }

    pub fn is_set(&self) -> bool {
        self.0.2.load(Ordering::SeqCst)
    }

    /// Waits up to `timeout` for `set`.
    pub fn wait(&self, timeout: Duration) {
        let (m, c, _) = &*self.0;
        let guard = m.lock().unwrap_or_else(|p| p.into_inner());
        if !*guard {
            let _ = c.wait_timeout(guard, timeout);
        }
    }
}

/// A running warming thread; dropping it stops the thread and waits for it.
pub struct WarmGuard {
    stop: Stop,
    cancel: Cancel,
    thread: Option<JoinHandle<()>>,
}

impl WarmGuard {
    /// The guard of `thread`, which watches `stop` and `cancel`.
    pub(crate) fn new(stop: Stop, cancel: Cancel, thread: JoinHandle<()>) -> WarmGuard {
        WarmGuard {
            stop,
            cancel,
            thread: Some(thread),
        }
    }
}

impl Drop for WarmGuard {
    fn drop(&mut self) {
        self.stop.set();
        self.cancel.cancel();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl WarmEvent {
    fn scheduled(at: u64, expected_savings: Option<f64>) -> WarmEvent {
        WarmEvent {
            phase: "scheduled",
            next_warm_at: Some(at),
            usage: None,
            cost: None,
            reason: None,
            expected_savings,
            quiet: false,
        }
    }

    pub fn stopped(reason: StopReason) -> WarmEvent {
        WarmEvent {
            phase: "stopped",
            next_warm_at: None,
            usage: None,
            cost: None,
            reason: Some(reason),
            expected_savings: None,
            quiet: false,
        }
    }
}

/// Runs warming rounds until a stop: each round decides, schedules, waits, asks the hook and
/// sends. `send` makes one warming request and returns its usage (priced when the model is).
/// `refreshed` is told when a warming request has refreshed the cache.
pub fn run(
    mut plan: Plan,
    clock: &dyn Clock,
    stop: &Stop,
    hook: &dyn DecisionHook,
    send: &mut dyn FnMut() -> Result<Usage, String>,
    emit: &mut dyn FnMut(WarmEvent),
) {
    let mut rounds = 0;
    loop {
        let built_in = decide(&plan);
        let (Some(ttl), Action::Warm) = (plan.ttl_ms, built_in.action) else {
            // A host may force a round the built-in rule would skip, but only with a TTL.
            let forced = plan.ttl_ms.is_some() && hook.decide(&built_in) == Action::Warm;
            if !forced {
                let mut e = WarmEvent::stopped(built_in.reason.unwrap_or(StopReason::Off));
                e.quiet = true;
                emit(e);
                return;
            }
            return run_forced(plan, clock, stop, send, emit);
        };
        let at = next_warm_at(plan.last_at_ms, ttl);
        emit(WarmEvent::scheduled(at, built_in.expected_savings));
        if clock.wait_until(at, stop) {
            emit(WarmEvent::stopped(StopReason::Done));
            return;
        }
        if hook.decide(&built_in) == Action::Stop {
            emit(WarmEvent::stopped(StopReason::Declined));
            return;
        }
        if !sent_one(&mut plan, clock, send, emit) {
            return;
        }
        rounds += 1;
        if plan.phase == Phase::Idle && rounds >= MAX_IDLE_ROUNDS {
            emit(WarmEvent::stopped(StopReason::Limit));
            return;
        }
    }
}

/// One round the host forced over a built-in stop.
fn run_forced(
    mut plan: Plan,
    clock: &dyn Clock,
    stop: &Stop,
    send: &mut dyn FnMut() -> Result<Usage, String>,
    emit: &mut dyn FnMut(WarmEvent),
) {
    let ttl = plan.ttl_ms.unwrap_or(0);
    let at = next_warm_at(plan.last_at_ms, ttl);
    emit(WarmEvent::scheduled(at, None));
    if clock.wait_until(at, stop) {
        emit(WarmEvent::stopped(StopReason::Done));
        return;
    }
    if sent_one(&mut plan, clock, send, emit) {
        emit(WarmEvent::stopped(StopReason::Done));
    }
}

/// Sends one warming request; false (after a `stopped` event) when warming must end.
fn sent_one(
    plan: &mut Plan,
    clock: &dyn Clock,
    send: &mut dyn FnMut() -> Result<Usage, String>,
    emit: &mut dyn FnMut(WarmEvent),
) -> bool {
    match send() {
        Ok(usage) => {
            let read = usage.cache_read;
            emit(WarmEvent {
                phase: "sent",
                next_warm_at: None,
                cost: usage.cost.as_ref().map(|c| c.total),
                usage: Some(usage),
                reason: None,
                expected_savings: None,
                quiet: false,
            });
            if read == 0 {
                emit(WarmEvent::stopped(StopReason::NoCacheHits));
                return false;
            }
            plan.last_at_ms = clock.now_ms();
            true
        }
        Err(_) => {
            emit(WarmEvent::stopped(StopReason::Error));
            false
        }
    }
}

#[cfg(test)]
#[path = "warming_tests.rs"]
mod tests;
