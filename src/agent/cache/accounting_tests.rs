//! Table tests of the cache numbers: hit rates, silent requests, every miss reason, re-billed
//! tokens and dollars, and the notice threshold.

use super::*;
use crate::agent::cache::reporting::EndpointState;

fn fp(model: &str, system: &str, tools: &str) -> Fingerprint {
    Fingerprint {
        system: system.into(),
        tools: tools.into(),
        model: model.into(),
    }
}

fn usage(input: u64, read: u64, write: u64) -> Usage {
    let mut u = Usage {
        input,
        cache_read: read,
        cache_write: write,
        output: 10,
        ..Default::default()
    };
    u.recompute_total();
    u
}

fn prices() -> Prices {
    Prices {
        input: 3.0,
        output: 15.0,
        cache_read: 0.3,
        cache_write: 3.75,
    }
}

/// One request of a scripted session.
struct Req {
    at_s: u64,
    fp: Fingerprint,
    usage: Usage,
    subtask: bool,
}

fn req(at_s: u64, input: u64, read: u64, write: u64) -> Req {
    Req {
        at_s,
        fp: fp("p/m", "s1", "t1"),
        usage: usage(input, read, write),
        subtask: false,
    }
}

/// Runs the requests through a fresh endpoint state and session; returns the misses.
fn run(reqs: Vec<Req>, priced: bool, forced_silent: bool) -> (SessionCache, Vec<Option<Miss>>) {
    let mut endpoint = EndpointState::default();
    let mut s = SessionCache::default();
    let mut out = Vec::new();
    for r in reqs {
        let u = &r.usage;
        endpoint.record(
            u.input + u.cache_read + u.cache_write,
            u.cache_read,
            u.cache_write,
            forced_silent,
        );
        out.push(s.observe(&Observation {
            at_ms: r.at_s * 1000,
            fingerprint: r.fp,
            usage: r.usage,
            endpoint: endpoint.clone(),
            prices: priced.then(prices),
            ttl_ms: Some(300_000),
            subtask_since: r.subtask,
        }));
    }
    (s, out)
}

#[test]
fn hit_rates() {
    // First request writes 10k, second reads them and writes 2k more.
    let (s, misses) = run(
        vec![req(0, 100, 0, 10_000), req(10, 100, 10_000, 2_000)],
        true,
        false,
    );
    assert_eq!(misses, vec![None, None]);
    assert_eq!(s.reporting, Reporting::Reported);
    let last = 10_000.0 / 12_100.0;
    assert!((s.last_hit_rate.unwrap_or(-1.0) - last).abs() < 1e-9);
    let total = 10_000.0 / (10_100.0 + 12_100.0);
    assert!((s.hit_rate() - total).abs() < 1e-9);
    assert_eq!(s.miss_count(), 0);
    assert_eq!(s.re_billed_tokens, 0);
    assert_eq!(s.re_billed_usd(), Some(0.0));
}

#[test]
fn silent_requests_stay_out_of_the_denominator() {
    let (s, misses) = run(
        vec![req(0, 5000, 0, 0), req(1, 6000, 0, 0), req(2, 7000, 0, 0)],
        true,
        false,
    );
    assert_eq!(misses, vec![None, None, None]);
    // The first two were counted while the endpoint was unknown; the third is silent.
    assert_eq!(s.reporting, Reporting::Silent);
    assert_eq!(s.last_hit_rate, None);
    assert_eq!(s.hit_rate(), 0.0);
    let (forced, _) = run(vec![req(0, 100, 5000, 0)], true, true);
    assert_eq!(forced.reporting, Reporting::Silent);
    assert_eq!(
        forced.hit_rate(),
        0.0,
        "a forced-silent request is not counted"
    );
    assert_eq!(forced.last_hit_rate, None);
}

#[test]
fn every_miss_reason() {
    let base = || req(0, 100, 0, 30_000);
    let later = |at_s: u64| req(at_s, 100, 0, 30_500);
    let cases: Vec<(&str, Req, MissReason, Option<&str>, u64)> = vec![
        ("evicted", later(60), MissReason::Evicted, None, 60_000),
        ("idle", later(301), MissReason::Idle, None, 301_000),
        (
            "system changed",
            Req {
                fp: fp("p/m", "s2", "t1"),
                ..later(5)
            },
            MissReason::PrefixChanged,
            Some("system"),
            5_000,
        ),
        (
            "tools changed",
            Req {
                fp: fp("p/m", "s1", "t2"),
                ..later(5)
            },
            MissReason::PrefixChanged,
            Some("tools"),
            5_000,
        ),
        (
            "model changed (wins over a changed system prompt)",
            Req {
                fp: fp("p/other", "s2", "t1"),
                ..later(5)
            },
            MissReason::ModelChanged,
            None,
            5_000,
        ),
        (
            "subtask",
            Req {
                subtask: true,
                ..later(400)
            },
            MissReason::Subtask,
            None,
            400_000,
        ),
    ];
    for (name, second, reason, detail, idle_ms) in cases {
        let (s, misses) = run(vec![base(), second], true, false);
        let miss = misses[1]
            .clone()
            .unwrap_or_else(|| panic!("{name}: no miss"));
        assert_eq!(miss.reason, reason, "{name}");
        assert_eq!(miss.detail, detail, "{name}");
        assert_eq!(miss.idle_ms, idle_ms, "{name}");
        // 30 100 tokens were cached; none was read; they were written again at $3.75 instead
        // of read at $0.30.
        assert_eq!(miss.missed_tokens, 30_100, "{name}");
        let cost = 30_100.0 * (3.75 - 0.3) / 1e6;
        assert!(
            (miss.missed_cost.unwrap_or(0.0) - cost).abs() < 1e-12,
            "{name}"
        );
        assert_eq!(s.miss_count(), 1, "{name}");
        assert_eq!(s.misses.get(&reason), Some(&1), "{name}");
        assert_eq!(s.re_billed_tokens, 30_100, "{name}");
        assert!(miss.notable(), "{name}: 30k tokens deserve a notice");
    }
}

#[test]
fn small_shortfalls_and_short_prompts_are_not_misses() {
    let cases: Vec<(&str, Vec<Req>)> = vec![
        (
            "below the noise floor",
            vec![req(0, 100, 0, 10_000), req(5, 1000, 9_200, 1000)],
        ),
        (
            "previous prompt too short to cache",
            vec![req(0, 900, 0, 0), req(5, 1000, 0, 0)],
        ),
        (
            "endpoint unknown: zero reads are not misses yet",
            vec![req(0, 5000, 0, 0), req(5, 6000, 0, 0)],
        ),
    ];
    for (name, reqs) in cases {
        let (s, misses) = run(reqs, true, false);
        assert!(misses.iter().all(Option::is_none), "{name}: {misses:?}");
        assert_eq!(s.miss_count(), 0, "{name}");
    }
}

#[test]
fn rebilled_input_price_and_unpriced_models() {
    // OpenAI-style: no writes, the missed tokens were billed as input.
    let (s, misses) = run(
        vec![req(0, 2000, 8000, 0), req(10, 10_100, 0, 0)],
        true,
        false,
    );
    let miss = misses[1].clone().unwrap_or_else(|| panic!("no miss"));
    assert_eq!(miss.missed_tokens, 10_000);
    assert!((miss.missed_cost.unwrap_or(0.0) - 10_000.0 * 2.7 / 1e6).abs() < 1e-12);
    assert!(!miss.notable(), "10k tokens, $0.027: below both thresholds");
    assert!((s.re_billed_usd().unwrap_or(0.0) - 0.027).abs() < 1e-12);
    let (s, misses) = run(
        vec![req(0, 2000, 8000, 0), req(10, 10_100, 0, 0)],
        false,
        false,
    );
    assert_eq!(misses[1].as_ref().map(|m| m.missed_cost), Some(None));
    assert_eq!(s.re_billed_usd(), None);
    assert_eq!(s.re_billed_tokens, 10_000);
}

#[test]
fn notice_threshold_and_text() {
    let cases = [
        (19_999, Some(0.099), false),
        (20_000, Some(0.01), true),
        (1_000, Some(0.10), true),
        (19_999, None, false),
    ];
    for (tokens, cost, notable) in cases {
        let m = Miss {
            missed_tokens: tokens,
            missed_cost: cost,
            reason: MissReason::Evicted,
            detail: None,
            idle_ms: 0,
        };
        assert_eq!(m.notable(), notable, "{tokens} {cost:?}");
    }
    let m = Miss {
        missed_tokens: 38_200,
        missed_cost: Some(0.1132),
        reason: MissReason::Idle,
        detail: None,
        idle_ms: 7 * 60_000 + 5000,
    };
    assert_eq!(
        m.notice(),
        "cache miss (after 7 min idle): re-billed 38.2k tokens (about $0.11)"
    );
}

#[test]
fn warming_moves_the_idle_clock() {
    let mut s = SessionCache::default();
    let mut endpoint = EndpointState::default();
    endpoint.record(30_100, 0, 30_000, false);
    let obs = |at_ms, u: Usage, e: &EndpointState| Observation {
        at_ms,
        fingerprint: fp("p/m", "s1", "t1"),
        usage: u,
        endpoint: e.clone(),
        prices: Some(prices()),
        ttl_ms: Some(300_000),
        subtask_since: false,
    };
    s.observe(&obs(0, usage(100, 0, 30_000), &endpoint));
    s.warmed(280_000);
    let miss = s.observe(&obs(400_000, usage(100, 0, 30_100), &endpoint));
    assert_eq!(
        miss.map(|m| (m.reason, m.idle_ms)),
        Some((MissReason::Evicted, 120_000))
    );
}

#[test]
fn a_compaction_is_not_a_miss() {
    let mut endpoint = EndpointState::default();
    endpoint.record(30_100, 0, 30_000, false);
    let obs = |at_ms, u: Usage| Observation {
        at_ms,
        fingerprint: fp("p/m", "s1", "t1"),
        usage: u,
        endpoint: endpoint.clone(),
        prices: Some(prices()),
        ttl_ms: Some(300_000),
        subtask_since: false,
    };
    let mut s = SessionCache::default();
    s.observe(&obs(0, usage(100, 0, 30_000)));
    s.forget_prefix();
    assert_eq!(s.observe(&obs(1000, usage(100, 0, 8_000))), None);
    assert_eq!(s.miss_count(), 0);
}
