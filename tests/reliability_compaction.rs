//! Issue #30, reliability: compaction of a history larger than the model's window (summarised
//! in pieces that each fit, oldest first, each piece's summary carried into the next; a turn too
//! large even alone is cut with a recorded note), and the cap on compactions that make no
//! progress. The mock refuses every request over the window, as a provider does.

use serde_json::{Value, json};

use crate::compaction::{
    SUMMARY_PREFIX, ask, pad, session_file, small, summary_requests, user_texts,
};
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{ok, start};

const WINDOW: u64 = 8000;

fn last_compaction(path: &std::path::Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .rfind(|e| e["type"] == "compaction")
        .unwrap_or_else(|| panic!("no compaction entry in {text}"))
}

#[test]
fn a_history_larger_than_the_window_is_summarised_in_pieces_that_fit() {
    let turns = (0..24)
        .map(|i| Turn::text(&format!("answer {} {}", pad(i), "more ".repeat(200))))
        .collect();
    let mock = MockServer::start(turns);
    let t = small(&mock, WINDOW, 300);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_auto_compaction", "enabled": false}),
    );
    for i in 0..24 {
        // The third prompt alone is larger than the whole window: it can only be cut.
        let extra = if i == 2 { 40_000 } else { 200 };
        ask(
            &mut c,
            &format!("question {} {}", pad(i), "word ".repeat(extra / 5)),
        );
    }
    let built = mock.model_requests().len();
    let biggest = mock
        .model_requests()
        .last()
        .map_or(0, |r| r.body.to_string().len());
    assert!(
        biggest > 2 * WINDOW as usize * 4,
        "the history is {biggest} bytes"
    );

    // From now on the provider refuses anything over its window.
    mock.refuse_over(WINDOW as usize * 4);
    for i in 1..=12 {
        mock.push(Turn::text(&format!("SUMMARY-{i} so far")));
    }
    ok(
        &mut c,
        json!({"type": "set_auto_compaction", "enabled": true}),
    );
    ask(&mut c, "carry on");
    let log = c.log().to_vec();
    let end = log
        .iter()
        .rfind(|v| v["type"] == "compaction_end")
        .cloned()
        .unwrap_or_else(|| panic!("no compaction_end"));
    assert!(end.get("error").is_none(), "{end}");
    let agent_end = log.iter().rfind(|v| v["type"] == "agent_end").cloned();
    assert_eq!(
        agent_end.map(|e| e["stopReason"].clone()),
        Some(json!("stop"))
    );

    // Several summary requests, each within the window; each after the first carries the
    // summary before it.
    let pieces: Vec<_> = summary_requests(&mock)
        .into_iter()
        .filter(|(i, _)| *i >= built)
        .collect();
    assert!(pieces.len() >= 3, "{} summary requests", pieces.len());
    for (n, (_, r)) in pieces.iter().enumerate() {
        let size = r.body.to_string().len();
        assert!(size <= WINDOW as usize * 4, "piece {n}: {size} bytes");
        let users = user_texts(r);
        if n > 0 {
            assert!(users[0].starts_with(SUMMARY_PREFIX), "piece {n}: {users:?}");
            assert!(
                users[0].contains(&format!("SUMMARY-{n} so far")),
                "piece {n}"
            );
        }
    }
    // The cut turn is recorded: in the summary and in the entry's details.
    let entry = last_compaction(&session_file(&mut c));
    assert_eq!(
        entry["details"]["cut"]["messages"],
        json!(1),
        "{}",
        entry["details"]
    );
    assert_eq!(entry["details"]["pieces"], json!(pieces.len()));
    let summary = entry["summary"].as_str().unwrap_or_default();
    let last = format!("SUMMARY-{} so far", pieces.len());
    assert!(summary.starts_with(&last), "{summary}");
    assert!(summary.contains("1 of the oldest messages"), "{summary}");
    // The request after the compaction fits and starts from the last summary.
    let all = mock.model_requests();
    let after = all.last().unwrap_or_else(|| panic!("no request"));
    assert!(after.body.to_string().len() <= WINDOW as usize * 4);
    let users = user_texts(after);
    assert!(users[0].contains(&last), "{users:?}");
    assert_eq!(users.last().map(String::as_str), Some("carry on"));
}

#[test]
fn three_compactions_without_progress_stop_the_run_with_the_sizes() {
    let big = |n: usize| format!("{n}{}\n", "0123456789 abcdefghij ".repeat(60)).repeat(20);
    let read = |id: &str, file: &str| Turn::new().tool_call(id, "read", json!({"path": file}));
    let mock = MockServer::start(vec![
        read("c1", "big1.txt"),
        Turn::text("S1"),
        read("c2", "big2.txt"),
        Turn::text("S2"),
        read("c3", "big3.txt"),
        Turn::text("S3"),
        read("c4", "big4.txt"),
        Turn::text("never"),
    ]);
    let out = small(&mock, WINDOW, 300)
        .write("big1.txt", big(1))
        .write("big2.txt", big(2))
        .write("big3.txt", big(3))
        .write("big4.txt", big(4))
        .args(&["-p", "go"])
        .run();
    out.status(1).stderr_contains(
        "compaction made no progress: after 3 compactions in this run the context is still about",
    );
    out.stderr_contains("-token window of `mock/mock-model`");
    out.stderr_contains("Lower `compaction.keepRecentTokens`");
    // Three summary requests and the requests between them; nothing after the third.
    assert_eq!(summary_requests(&mock).len(), 3);
    assert_eq!(mock.model_requests().len(), 6);
}
