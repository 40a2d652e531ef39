//! Prompt-cache accounting, warming and `ama models cache-probe` end to end (issue #16): the
//! real binary against the mock server, which reports cache reads and writes as scripted.

use std::time::Duration;

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

/// The events of the given types, in order, from the client's log.
fn events_of(c: &mut RpcClient, types: &[&str]) -> Vec<Value> {
    c.log()
        .iter()
        .filter(|e| types.iter().any(|t| e["type"] == *t))
        .cloned()
        .collect()
}

fn close(a: &Value, b: f64) -> bool {
    a.as_f64().is_some_and(|a| (a - b).abs() < 1e-9)
}

#[test]
fn rpc_session_stats_cache_with_a_miss_and_its_notice() {
    // 1: writes 30k; 2: reads none of it (a miss, re-billed at the write price); 3: reads all.
    let mock = MockServer::start(vec![
        Turn::text("one").usage(100, 5, 0, 30_000),
        Turn::text("two").usage(100, 5, 0, 30_200),
        Turn::text("three").usage(100, 5, 30_300, 0),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut c = start(&t);
    for prompt in ["one", "two", "three"] {
        ok(&mut c, json!({"type": "prompt", "message": prompt}));
        settle(&mut c);
    }
    let misses = events_of(&mut c, &["cache_miss"]);
    assert_eq!(misses.len(), 1, "{misses:?}");
    let miss = &misses[0];
    assert_eq!(miss["missedTokens"], json!(30_100));
    assert_eq!(miss["reason"], json!("evicted"));
    assert!(miss.get("detail").is_none(), "{miss}");
    assert!(
        close(&miss["missedCost"], 30_100.0 * (3.75 - 0.3) / 1e6),
        "{miss}"
    );
    assert!(
        miss["idleMs"].as_u64().is_some_and(|ms| ms < 60_000),
        "{miss}"
    );
    let notices: Vec<Value> = events_of(&mut c, &["notification"]);
    assert_eq!(
        notices,
        [json!({"type": "notification", "level": "warn",
            "message": "cache miss (evicted by the provider): re-billed 30.1k tokens (about $0.10)"})]
    );

    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    let cache = &stats["cache"];
    assert_eq!(cache["reporting"], json!("reported"), "{stats}");
    assert!(close(&cache["lastHitRate"], 30_300.0 / 30_400.0), "{cache}");
    let hit = 30_300.0 / (30_100.0 + 30_300.0 + 30_400.0);
    assert!(close(&cache["hitRate"], hit), "{cache}");
    assert_eq!(cache["reBilledTokens"], json!(30_100));
    assert!(
        close(&cache["reBilledUsd"], 30_100.0 * 3.45 / 1e6),
        "{cache}"
    );
    assert_eq!(
        cache["misses"],
        json!({"count": 1, "byReason": {"evicted": 1}})
    );
    assert_eq!(cache["warming"]["mode"], json!("streaming"));
    // The legacy fields are kept.
    assert_eq!(
        stats["tokens"],
        json!({"input": 300, "output": 15, "cacheRead": 30_300, "cacheWrite": 60_200, "total": 90_815})
    );
    assert!(close(&stats["cacheHitRate"], hit), "{stats}");
}

#[test]
fn miss_notices_can_be_turned_off_and_changed_prefixes_say_which() {
    let mock = MockServer::start(vec![
        Turn::text("one").usage(100, 5, 0, 30_000),
        Turn::text("two").usage(100, 5, 0, 30_200),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"cache": {"missNotices": false}}));
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    settle(&mut c);
    // Fewer tools: the prefix changed, so the miss is `prefix_changed`.
    ok(
        &mut c,
        json!({"type": "set_active_tools", "names": ["read"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    settle(&mut c);
    let misses = events_of(&mut c, &["cache_miss"]);
    assert_eq!(misses.len(), 1, "{misses:?}");
    assert_eq!(misses[0]["reason"], json!("prefix_changed"));
    // The tool table is part of the system prompt too, and the system prompt is compared first.
    assert_eq!(misses[0]["detail"], json!("system"), "{}", misses[0]);
    assert!(events_of(&mut c, &["notification"]).is_empty());
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert_eq!(
        stats["cache"]["misses"]["byReason"],
        json!({"prefix_changed": 1})
    );
}

#[test]
fn print_json_result_has_the_cache_object() {
    let mock = MockServer::start(vec![Turn::text("hi").usage(200, 5, 1800, 0)]);
    let t = Test::new().mock(&mock, "openai-responses").args(&[
        "-p",
        "--output-format",
        "json",
        "hello",
    ]);
    let out = t.run();
    out.status(0);
    let result: Value = serde_json::from_str(out.stdout.clone().trim()).unwrap_or_default();
    assert_eq!(
        result["cache"],
        json!({
            "reporting": "reported", "lastHitRate": 0.9, "hitRate": 0.9,
            "reBilledTokens": 0, "reBilledUsd": 0.0,
            "misses": {"count": 0, "byReason": {}},
            "warming": {"mode": "streaming", "state": "inactive"}
        }),
        "{result}"
    );
}

#[test]
fn a_long_tool_keeps_the_cache_warm() {
    // TTL 3 s: the warming request goes out 2.7 s after the response, while `sleep 4` runs; the
    // next would be due at 5.4 s, after the tool ended.
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "sleep 4; echo built"}))
            .usage(100, 5, 0, 30_000),
        Turn::text("warm").usage(1, 1, 30_100, 0),
        Turn::text("done").usage(50, 5, 30_100, 40),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"compat": {"cacheTtlSeconds": 3}}}}));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "build"}));
    settle(&mut c);
    let warm: Vec<Value> = events_of(&mut c, &["cache_warm"]);
    let phases: Vec<&str> = warm.iter().filter_map(|e| e["phase"].as_str()).collect();
    assert_eq!(
        phases,
        ["scheduled", "sent", "scheduled", "stopped"],
        "{warm:?}"
    );
    assert_eq!(warm[1]["usage"]["cacheRead"], json!(30_100));
    assert!(
        close(&warm[1]["cost"], (30_100.0 * 0.3 + 15.0 + 3.0) / 1e6),
        "{}",
        warm[1]
    );
    assert_eq!(warm[3]["reason"], json!("done"));
    assert!(warm[0]["nextWarmAt"].as_u64().is_some());

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3);
    // The warming request is the first request again, with the smallest output.
    let mut first = reqs[0].body.clone();
    first["max_tokens"] = json!(1);
    assert_eq!(reqs[1].body, first);
    assert_eq!(
        c.log().iter().filter(|e| e["type"] == "cache_miss").count(),
        0
    );

    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    let w = &stats["cache"]["warming"];
    assert_eq!(w["state"], json!("stopped"), "{stats}");
    assert_eq!(w["reason"], json!("done"));
    assert_eq!(w["sent"], json!(1));
    // The warming request is a `usage` entry of kind `cache_warm`, counted in the tokens.
    let state = ok(&mut c, json!({"type": "get_state"}));
    let file = std::fs::read_to_string(state["sessionFile"].as_str().unwrap_or_default())
        .unwrap_or_default();
    let warm_entries: Vec<Value> = file
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["type"] == "usage")
        .collect();
    assert_eq!(warm_entries.len(), 1, "{file}");
    assert_eq!(warm_entries[0]["kind"], json!("cache_warm"));
    assert_eq!(warm_entries[0]["usage"]["cacheRead"], json!(30_100));
    assert_eq!(stats["tokens"]["cacheRead"], json!(60_200));
}

#[test]
fn warming_off_sends_nothing() {
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "sleep 1.5"}))
            .usage(100, 5, 0, 30_000),
        Turn::text("done").usage(50, 5, 30_100, 40),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({
            "providers": {"mock": {"compat": {"cacheTtlSeconds": 1}}},
            "cache": {"warm": {"mode": "off"}}
        }));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "build"}));
    settle(&mut c);
    // A round that never began is not announced; the stats say why.
    assert!(events_of(&mut c, &["cache_warm"]).is_empty());
    assert_eq!(mock.model_requests().len(), 2);
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert_eq!(
        stats["cache"]["warming"],
        json!({"mode": "off", "state": "stopped", "phase": "streaming", "reason": "off"})
    );
}

/// Idle warming against `mock`, whose cache lives 3 s (a warming request 2.7 s after the last).
fn idle_mode(mock: &MockServer) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .config_merge(json!({
            "providers": {"mock": {"compat": {"cacheTtlSeconds": 3}}},
            "cache": {"warm": {"mode": "idle"}}
        }))
}

#[test]
fn idle_mode_warms_between_prompts_and_stops_at_the_next() {
    // Idle warming pays off only for a large prefix (a 15 % chance of another request): 300k.
    let mock = MockServer::start(vec![
        Turn::text("one").usage(100, 5, 0, 300_000),
        Turn::text("warm").usage(1, 1, 300_100, 0),
        Turn::text("two").usage(100, 5, 300_100, 10),
    ]);
    let t = idle_mode(&mock);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    settle(&mut c);
    let sent = c
        .wait_for(|e| e["type"] == "cache_warm" && e["phase"] == "sent", T)
        .unwrap_or_else(|| panic!("no warming request while idle"));
    assert_eq!(sent["usage"]["cacheRead"], json!(300_100));
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    settle(&mut c);
    let mut phases: Vec<String> = events_of(&mut c, &["cache_warm"])
        .iter()
        .map(|e| format!("{} {}", e["phase"], e["reason"]))
        .collect();
    // The idle period after "two" may already have been scheduled by the time the events are
    // read: that one is the next period's, not this one's.
    if phases.len() == 5 && phases[4] == "\"scheduled\" null" {
        phases.pop();
    }
    assert_eq!(
        phases,
        [
            "\"scheduled\" null",
            "\"sent\" null",
            "\"scheduled\" null",
            "\"stopped\" \"done\""
        ]
    );
    assert_eq!(mock.model_requests().len(), 3);
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    let w = &stats["cache"]["warming"];
    assert_eq!(w["mode"], json!("idle"), "{stats}");
    assert_eq!(w["phase"], json!("idle"));
    assert_eq!(w["sent"], json!(1));
    assert_eq!(stats["cache"]["misses"]["count"], json!(0));
}

/// A session left for a new one sends no more warming requests: its idle warming, scheduled
/// before the switch, stops with it (the switch's abort ends the waiting thread; ending the
/// session also frees the request it kept, `cache::state::end`'s unit test).
#[test]
fn a_session_left_for_a_new_one_stops_its_idle_warming() {
    let mock = MockServer::start(vec![
        Turn::text("one").usage(100, 5, 0, 300_000),
        Turn::text("warm").usage(1, 1, 300_100, 0),
    ]);
    let t = idle_mode(&mock);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    settle(&mut c);
    c.wait_for(
        |e| e["type"] == "cache_warm" && e["phase"] == "scheduled",
        T,
    )
    .unwrap_or_else(|| panic!("no warming scheduled: {:?}", c.log()));
    ok(&mut c, json!({"type": "new_session"}));
    // The warming was due 2.7 s after the request (the TTL less a tenth): wait past the TTL.
    std::thread::sleep(Duration::from_secs(4));
    assert_eq!(
        mock.model_requests().len(),
        1,
        "a warming request went out for the session left behind"
    );
}

fn probe_mock() -> MockServer {
    MockServer::start(vec![
        Turn::text("OK").usage(10, 1, 0, 4500),
        Turn::text("OK").usage(10, 1, 4500, 0),
    ])
}

#[test]
fn cache_probe_reports_a_reporting_endpoint() {
    let mock = probe_mock();
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "models",
        "cache-probe",
        "mock/mock-model",
        "--yes",
        "--gap",
        "0.2",
    ]);
    let out = t.run();
    out.status(0);
    let text = out.stdout.clone();
    let lines: Vec<&str> = text.lines().collect();
    assert!(
        lines[0].starts_with("cache-probe mock/mock-model: 2 requests of about ")
            && lines[0].contains(", 0.2 s apart; estimated cost about $0.0"),
        "{text}"
    );
    assert_eq!(
        &lines[1..],
        [
            "request 1: input 10 · cache read 0 · cache write 4500",
            "request 2: input 10 · cache read 4500 · cache write 0",
            "verdict: reported",
            "suggestion: nothing to set: ama reads this endpoint's cache numbers (status bar `cache N%`)",
        ]
    );
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    assert_eq!(reqs[0].body, reqs[1].body, "the same fixed prefix twice");
}

#[test]
fn cache_probe_without_a_terminal_needs_yes() {
    let mock = probe_mock();
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["models", "cache-probe", "mock/mock-model"])
        .timeout(Duration::from_secs(20));
    let out = t.run();
    out.status(2);
    assert!(
        out.stderr
            .clone()
            .contains("there is no terminal to confirm them; pass --yes"),
        "{}",
        out.stderr.clone()
    );
    assert!(mock.model_requests().is_empty(), "nothing was sent");
}

#[test]
fn cache_probe_inconclusive_on_zero_cache_fields() {
    let mock = MockServer::start(vec![
        Turn::text("OK").usage(4500, 1, 0, 0),
        Turn::text("OK").usage(4500, 1, 0, 0),
    ]);
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "models",
        "cache-probe",
        "mock/mock-model",
        "--yes",
        "--gap",
        "0",
    ]);
    let out = t.run();
    out.status(0);
    assert!(
        out.stdout.clone().contains("\nverdict: inconclusive\n"),
        "{}",
        out.stdout.clone()
    );
}
