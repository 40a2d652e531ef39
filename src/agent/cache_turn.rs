//! Where the turn loop meets the cache: `observe` after each real response (accounting,
//! `cache_miss`, the notice), and the warming threads: one while a turn's tools run (`streaming`)
//! and one while the session is idle (`idle`). A warming request re-sends the last request's
//! context unchanged (same system, tools, messages and thinking), so it reads the whole cached
//! prefix and writes nothing, with the smallest output the API accepts.
//! It lives beside `cache/`, not in it, so that the cache's own modules (settings, accounting,
//! reporting, warming decisions, the per-session state) name nothing of the session and stay out
//! of `agent`'s submodule cycle (issue #25 item 4). The session is reached through
//! `ops::SharedOps` (a warming thread holds it as `SharedOps::Weak`), so this file names
//! nothing of it either.

use std::sync::{Arc, Mutex};

use crate::agent::cache::accounting::Observation;
use crate::agent::cache::fingerprint::Fingerprint;
use crate::agent::cache::reporting::{self, Endpoint};
use crate::agent::cache::settings::WarmMode;
use crate::agent::cache::state::{self, SessionState};
use crate::agent::cache::warming::{
    self, Phase, Plan, Stop, SystemClock, WARM_OUTPUT_TOKENS, WarmGuard,
};
use crate::agent::events::SessionEvent;
use crate::agent::ops::{SharedOps, WeakSession};
use crate::agent::services::CacheServices;
use crate::ai::apis::RequestOptions;
use crate::ai::event::AssistantEvent;
use crate::ai::model::{Model, Prices};
use crate::ai::types::{Context, ThinkingLevel, Usage};
use crate::session::entry::{Body, UsageEntry};
use crate::util::cancel::Cancel;

/// The model's prices, `None` when the catalog has none.
pub fn prices_of(model: &Model) -> Option<Prices> {
    (model.cost != Prices::default()).then(|| model.cost.clone())
}

/// What a warming thread needs from its session.
struct Warmer<W> {
    /// Weak: idle warming must not keep a closed or replaced session alive.
    session: W,
    state: Arc<Mutex<SessionState>>,
    model: Model,
    api_key: Option<String>,
    thinking: ThinkingLevel,
    ctx: Context,
    phase: Phase,
    cache: CacheServices,
}

/// Accounts one real response's usage; publishes `cache_miss` and, for a large miss, a
/// notice.
pub(crate) fn observe(s: &impl SharedOps, ctx: &Context, usage: &Usage) {
    let config = s.config();
    let settings = &config.services.cache.settings;
    let model = &config.model;
    let endpoint = Endpoint::of(model);
    let prompt = usage.input + usage.cache_read + usage.cache_write;
    let endpoint_state = reporting::record(
        &endpoint,
        prompt,
        usage.cache_read,
        usage.cache_write,
        settings.forced_silent(&model.provider),
    );
    let obs = Observation {
        at_ms: crate::util::time::now_ms(),
        fingerprint: Fingerprint::of(ctx, &model.spec()),
        usage: usage.clone(),
        endpoint: endpoint_state,
        prices: prices_of(model),
        ttl_ms: settings.ttl_ms(model),
        subtask_since: false,
    };
    let st = state::of(s.session_id());
    let miss = {
        let mut s = state::lock(&st);
        let idle = s.mode_override.unwrap_or(settings.warm_mode) == WarmMode::Idle;
        s.last_ctx = idle.then(|| ctx.clone());
        s.cache.observe(&obs)
    };
    if let Some(miss) = miss {
        let notice = (settings.miss_notices && miss.notable()).then(|| miss.notice());
        s.publish(SessionEvent::CacheMiss { miss });
        if let Some(message) = notice {
            s.publish(SessionEvent::Notification {
                level: "warn",
                message,
            });
        }
    }
}

/// Starts streaming-mode warming for the tools of a turn whose request was `ctx`; the
/// warming stops when the guard is dropped.
pub(crate) fn warm_tools(s: &impl SharedOps, ctx: &Context) -> Option<WarmGuard> {
    warm(s, ctx, Phase::Streaming)
}

/// Starts idle-mode warming after a run (kept until the next run starts).
pub(crate) fn idle_start(s: &impl SharedOps) {
    let st = state::of(s.session_id());
    let Some(ctx) = state::lock(&st).last_ctx.clone() else {
        return;
    };
    let guard = warm(s, &ctx, Phase::Idle);
    let old = std::mem::replace(&mut state::lock(&st).idle, guard);
    drop(old);
}

/// Stops idle warming: a run is starting.
pub(crate) fn idle_stop(s: &impl SharedOps) {
    let st = state::of(s.session_id());
    let old = state::lock(&st).idle.take();
    drop(old);
}

fn warm(s: &impl SharedOps, ctx: &Context, phase: Phase) -> Option<WarmGuard> {
    let config = s.config();
    let cache = &config.services.cache;
    if cache.warming_forbidden {
        return None;
    }
    let settings = &cache.settings;
    let st = state::of(s.session_id());
    let (mode, last) = {
        let s = state::lock(&st);
        (
            s.mode_override.unwrap_or(settings.warm_mode),
            s.cache.last_request(),
        )
    };
    let (last_at_ms, prompt_tokens) = last?;
    let model = config.model.clone();
    let plan = Plan {
        mode,
        phase,
        ttl_ms: settings.ttl_ms(&model),
        prices: prices_of(&model),
        reporting: reporting::state(&Endpoint::of(&model)).reporting,
        prompt_tokens,
        last_at_ms,
        min_savings_usd: settings.min_savings_usd,
    };
    // Idle mode with nothing to do stays quiet: most sessions never use it.
    if phase == Phase::Idle && warming::decide(&plan).action == warming::Action::Stop {
        return None;
    }
    let stop = Stop::default();
    let cancel = Cancel::new();
    let warmer = Warmer {
        session: s.weak(),
        state: st,
        model,
        api_key: config.api_key.clone(),
        thinking: config.thinking,
        ctx: ctx.clone(),
        phase,
        cache: cache.clone(),
    };
    let (s2, c2) = (stop.clone(), cancel.clone());
    let thread = std::thread::Builder::new()
        .name("ama-cache-warm".into())
        .spawn(move || warmer.run(plan, &s2, &c2))
        .ok()?;
    Some(WarmGuard::new(stop, cancel, thread))
}

impl<W: WeakSession> Warmer<W> {
    fn run(&self, plan: Plan, stop: &Stop, cancel: &Cancel) {
        warming::run(
            plan,
            &SystemClock,
            stop,
            self.cache.decision_hook().as_ref(),
            &mut || self.send(cancel),
            &mut |e| {
                {
                    let mut s = state::lock(&self.state);
                    s.warm.apply(self.phase, &e);
                    if e.phase == "sent" {
                        s.cache.warmed(crate::util::time::now_ms());
                    }
                }
                if !e.quiet {
                    self.session.publish(SessionEvent::CacheWarm { warm: e });
                }
            },
        );
    }

    /// One warming request: the last request again, with the smallest output the API takes.
    fn send(&self, cancel: &Cancel) -> Result<Usage, String> {
        if !self.session.is_open() {
            return Err("the session has closed".into());
        }
        let opts = RequestOptions {
            forbid_tool_calls: false,
            api_key: self.api_key.clone(),
            thinking: self.thinking,
            // Anthropic raises this above the thinking budget itself.
            max_tokens: Some(
                self.model
                    .api
                    .facts()
                    .warm_max_tokens
                    .unwrap_or(WARM_OUTPUT_TOKENS),
            ),
        };
        let rx = crate::ai::stream::stream(&self.model, &self.ctx, &opts, cancel);
        for item in rx.into_iter().flatten() {
            match item.event {
                AssistantEvent::Done { message, .. } => {
                    self.session.append(usage_entry(&self.model, &message.usage));
                    return Ok(message.usage);
                }
                AssistantEvent::Error { message, .. } => {
                    return Err(message.error_message.unwrap_or_default());
                }
                _ => {}
            }
        }
        Err("the warming stream ended without a final event".into())
    }
}

/// A `usage` entry with `kind: "cache_warm"`.
fn usage_entry(model: &Model, usage: &Usage) -> Body {
    Body::Usage(UsageEntry {
        kind: "cache_warm".into(),
        provider: model.provider.clone(),
        model: model.id.clone(),
        usage: usage.clone(),
    })
}
