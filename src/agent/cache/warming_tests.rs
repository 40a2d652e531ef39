//! The warming decision as a table, and the loop over a fake clock: no test waits for real.

use std::sync::atomic::AtomicU64;

use super::*;

fn prices() -> Prices {
    Prices {
        input: 3.0,
        output: 15.0,
        cache_read: 0.3,
        cache_write: 3.75,
    }
}

fn plan() -> Plan {
    Plan {
        mode: WarmMode::Streaming,
        phase: Phase::Streaming,
        ttl_ms: Some(300_000),
        prices: Some(prices()),
        reporting: Reporting::Reported,
        prompt_tokens: 100_000,
        last_at_ms: 1_000_000,
        min_savings_usd: 0.05,
    }
}

#[test]
fn decisions() {
    let cases: Vec<(&str, Plan, Option<StopReason>)> = vec![
        ("worth it", plan(), None),
        (
            "off",
            Plan {
                mode: WarmMode::Off,
                ..plan()
            },
            Some(StopReason::Off),
        ),
        (
            "streaming mode does not warm while idle",
            Plan {
                phase: Phase::Idle,
                ..plan()
            },
            Some(StopReason::Off),
        ),
        (
            "idle mode, expensive prefix",
            Plan {
                mode: WarmMode::Idle,
                phase: Phase::Idle,
                prompt_tokens: 500_000,
                ..plan()
            },
            None,
        ),
        (
            "idle mode, the probability makes a small prefix not worth it",
            Plan {
                mode: WarmMode::Idle,
                phase: Phase::Idle,
                prompt_tokens: 50_000,
                ..plan()
            },
            Some(StopReason::BelowSavings),
        ),
        (
            "no ttl",
            Plan {
                ttl_ms: None,
                ..plan()
            },
            Some(StopReason::NoTtl),
        ),
        (
            "no price",
            Plan {
                prices: None,
                ..plan()
            },
            Some(StopReason::NoPrice),
        ),
        (
            "silent endpoint",
            Plan {
                reporting: Reporting::Silent,
                ..plan()
            },
            Some(StopReason::NotReported),
        ),
        (
            "small prefix",
            Plan {
                prompt_tokens: 10_000,
                ..plan()
            },
            Some(StopReason::BelowSavings),
        ),
        (
            "higher threshold",
            Plan {
                min_savings_usd: 1.0,
                ..plan()
            },
            Some(StopReason::BelowSavings),
        ),
    ];
    for (name, p, reason) in cases {
        let d = decide(&p);
        assert_eq!(d.reason, reason, "{name}: {d:?}");
        assert_eq!(d.action == Action::Warm, reason.is_none(), "{name}");
    }
    // 100k tokens: a warm costs 100k × $0.30/M + 16 × $15/M; a miss 100k × ($3.75 − $0.30)/M.
    let d = decide(&plan());
    assert!((d.warm_cost.unwrap_or(0.0) - 0.03024).abs() < 1e-9);
    assert!((d.miss_cost.unwrap_or(0.0) - 0.345).abs() < 1e-9);
    assert!((d.expected_savings.unwrap_or(0.0) - 0.31476).abs() < 1e-9);
    assert_eq!(
        serde_json::to_value(&d).ok(),
        Some(
            serde_json::json!({"action": "warm", "phase": "streaming", "promptTokens": 100000,
            "warmCost": 0.03024, "missCost": 0.345, "probability": 1.0})
        )
    );
}

#[test]
fn schedule_margin() {
    assert_eq!(next_warm_at(0, 300_000), 270_000);
    assert_eq!(next_warm_at(1000, 2000), 2800);
    assert_eq!(next_warm_at(0, 3_600_000), 3_570_000);
}

/// A clock that jumps to each deadline; a stop is set once `stop_at` is reached.
struct FakeClock {
    now: AtomicU64,
    stop_at: u64,
}

impl Clock for FakeClock {
    fn now_ms(&self) -> u64 {
        self.now.load(Ordering::SeqCst)
    }

    fn wait_until(&self, at_ms: u64, stop: &Stop) -> bool {
        if at_ms >= self.stop_at {
            self.now.store(self.stop_at, Ordering::SeqCst);
            stop.set();
            return true;
        }
        self.now.store(at_ms.max(self.now_ms()), Ordering::SeqCst);
        stop.is_set()
    }
}

struct Always(Action);

impl DecisionHook for Always {
    fn decide(&self, _: &Decision) -> Action {
        self.0
    }
}

fn hit(read: u64) -> Result<Usage, String> {
    Ok(Usage {
        input: 1,
        output: 1,
        cache_read: read,
        total_tokens: read + 2,
        ..Default::default()
    })
}

/// Runs the loop; returns the events as (phase, at or reason) and the send times.
fn drive(
    p: Plan,
    stop_at: u64,
    hook: &dyn DecisionHook,
    replies: Vec<Result<Usage, String>>,
) -> (Vec<String>, Vec<u64>) {
    let clock = FakeClock {
        now: AtomicU64::new(p.last_at_ms),
        stop_at,
    };
    let stop = Stop::default();
    let mut replies = replies.into_iter();
    let mut sent_at = Vec::new();
    let mut events = Vec::new();
    run(
        p,
        &clock,
        &stop,
        hook,
        &mut || {
            sent_at.push(clock.now_ms());
            replies.next().unwrap_or_else(|| hit(100_000))
        },
        &mut |e| {
            events.push(match (e.phase, e.next_warm_at, e.reason) {
                (ph, Some(at), _) => format!("{ph} {at}"),
                (ph, _, Some(r)) => format!("{ph} {}", r.as_str()),
                (ph, _, _) => ph.to_string(),
            })
        },
    );
    (events, sent_at)
}

#[test]
fn a_long_tool_gets_warmed_until_it_ends() {
    // The tool runs 10 minutes after the last request at t=1000 s: warms at 1270 s and 1540 s.
    let (events, sent) = drive(plan(), 1_000_000 + 600_000, &BuiltIn, vec![]);
    assert_eq!(
        events,
        [
            "scheduled 1270000",
            "sent",
            "scheduled 1540000",
            "sent",
            "scheduled 1810000",
            "stopped done"
        ]
    );
    assert_eq!(sent, [1_270_000, 1_540_000]);
}

#[test]
fn a_short_tool_sends_nothing() {
    let (events, sent) = drive(plan(), 1_000_000 + 60_000, &BuiltIn, vec![]);
    assert_eq!(events, ["scheduled 1270000", "stopped done"]);
    assert!(sent.is_empty());
}

#[test]
fn stops() {
    let never = u64::MAX;
    type Case<'a> = (
        &'a str,
        Plan,
        &'a dyn DecisionHook,
        Vec<Result<Usage, String>>,
        Vec<&'a str>,
    );
    let cases: Vec<Case> = vec![
        (
            "a warm that reads nothing stops",
            plan(),
            &BuiltIn,
            vec![hit(0)],
            vec!["scheduled 1270000", "sent", "stopped no_cache_hits"],
        ),
        (
            "a failed warm stops",
            plan(),
            &BuiltIn,
            vec![Err("500".into())],
            vec!["scheduled 1270000", "stopped error"],
        ),
        (
            "the host declines",
            plan(),
            &Always(Action::Stop),
            vec![],
            vec!["scheduled 1270000", "stopped declined"],
        ),
        (
            "no ttl",
            Plan {
                ttl_ms: None,
                ..plan()
            },
            &BuiltIn,
            vec![],
            vec!["stopped no_ttl"],
        ),
        (
            "the host forces one round over a built-in stop",
            Plan {
                prompt_tokens: 5_000,
                ..plan()
            },
            &Always(Action::Warm),
            vec![],
            vec!["scheduled 1270000", "sent", "stopped done"],
        ),
    ];
    for (name, p, hook, replies, want) in cases {
        let (events, _) = drive(p, never, hook, replies);
        assert_eq!(events, want, "{name}");
    }
}

#[test]
fn idle_mode_has_a_round_limit() {
    let p = Plan {
        mode: WarmMode::Idle,
        phase: Phase::Idle,
        prompt_tokens: 500_000,
        ..plan()
    };
    let (events, sent) = drive(p, u64::MAX, &BuiltIn, vec![]);
    assert_eq!(sent.len(), MAX_IDLE_ROUNDS as usize);
    assert_eq!(events.last().map(String::as_str), Some("stopped limit"));
}

#[test]
fn the_system_clock_wakes_on_stop() {
    let stop = Stop::default();
    let s2 = stop.clone();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(20));
        s2.set();
    });
    let start = std::time::Instant::now();
    let far = SystemClock.now_ms() + 60_000;
    assert!(SystemClock.wait_until(far, &stop));
    assert!(start.elapsed() < Duration::from_secs(5));
    let _ = t.join();
    assert!(!SystemClock.wait_until(0, &Stop::default()));
}
