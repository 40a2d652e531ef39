//! Compaction through the real binary against the mock: the threshold trigger in a long
//! session, overflow recovery, manual `compact` over RPC, resume of a compacted session, the
//! summary request's prefix, `set_auto_compaction`, and `write` after a compaction.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};
use crate::support::rpc::{T, ok, start};

/// The start of the user message a compaction summary becomes (`session::project`).
pub(crate) const SUMMARY_PREFIX: &str =
    "The conversation history before this point was compacted into the following summary:";

/// ama on the mock's Anthropic endpoint with a small window, two tools and a small kept part.
pub(crate) fn small(mock: &MockServer, window: u64, keep: u64) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .config_merge(json!({
            "providers": {"mock": {"models": [{"contextWindow": window, "maxTokens": 256}]}},
            "compaction": {"keepRecentTokens": keep}
        }))
        .args(&["--tools", "read,write", "--no-context-files"])
}

/// Sends a prompt and waits for the run to settle.
pub(crate) fn ask(c: &mut RpcClient, text: &str) {
    ok(c, json!({"type": "prompt", "message": text}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled after {text:?}"));
}

pub(crate) fn session_file(c: &mut RpcClient) -> PathBuf {
    let state = ok(c, json!({"type": "get_state"}));
    PathBuf::from(state["sessionFile"].as_str().unwrap_or_default())
}

fn entries(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn events<'a>(log: &'a [Value], kind: &str) -> Vec<&'a Value> {
    log.iter().filter(|v| v["type"] == kind).collect()
}

/// The summary requests: the ones with a tool choice.
pub(crate) fn summary_requests(mock: &MockServer) -> Vec<(usize, Recorded)> {
    mock.model_requests()
        .into_iter()
        .enumerate()
        .filter(|(_, r)| r.body.get("tool_choice").is_some())
        .collect()
}

/// The text of a wire message (string content or text blocks).
fn text_of(m: &Value) -> String {
    match &m["content"] {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    }
}

/// The user prompts of a request, in order.
pub(crate) fn user_texts(r: &Recorded) -> Vec<String> {
    r.body["messages"]
        .as_array()
        .map(|ms| {
            ms.iter()
                .filter(|m| m["role"] == "user")
                .map(text_of)
                .collect()
        })
        .unwrap_or_default()
}

pub(crate) fn pad(i: usize) -> String {
    format!("{i} {}", "lorem ipsum ".repeat(12))
}

#[test]
fn a_long_session_compacts_at_the_threshold_with_every_event() {
    let turns = (0..60)
        .map(|i| Turn::text(&format!("answer {}", pad(i))))
        .collect();
    let mock = MockServer::start(turns);
    let t = small(&mock, 6000, 300);
    let mut c = start(&t);
    for i in 0..40 {
        ask(&mut c, &format!("question {}", pad(i)));
    }
    let file = session_file(&mut c);
    let log = c.log().to_vec();

    // Every compaction is announced and ended, by the threshold, without a retry.
    let starts = events(&log, "compaction_start");
    let ends = events(&log, "compaction_end");
    assert!(!starts.is_empty(), "no compaction in 40 turns");
    assert_eq!(starts.len(), ends.len());
    for (s, e) in starts.iter().zip(&ends) {
        assert_eq!(s["trigger"], "threshold");
        assert_eq!(e["trigger"], "threshold");
        assert_eq!(
            (&e["aborted"], &e["willRetry"]),
            (&json!(false), &json!(false))
        );
        assert!(e.get("error").is_none(), "{e}");
        let r = &e["result"];
        assert!(
            r["tokensBefore"].as_u64() > r["tokensAfter"].as_u64(),
            "{r}"
        );
        assert!(r["usage"]["input"].as_u64().is_some(), "{r}");
    }
    // The order: start, then the entry, then end.
    let pos = |pred: &dyn Fn(&Value) -> bool| log.iter().position(pred);
    let start_at = pos(&|v| v["type"] == "compaction_start");
    let entry_at = pos(&|v| v["type"] == "entry_appended" && v["entry"]["type"] == "compaction");
    let end_at = pos(&|v| v["type"] == "compaction_end");
    assert!(
        start_at < entry_at && entry_at < end_at,
        "{start_at:?} {entry_at:?} {end_at:?}"
    );
    // Context pressure crossed 70 % before the first compaction (at 80 %), once.
    let pressure = events(&log, "context_pressure");
    assert!(!pressure.is_empty());
    assert_eq!(pressure[0]["threshold"], 70);
    assert!(pressure[0]["percent"].as_u64() >= Some(70));
    assert!(pressure[0]["remainingTokens"].as_u64().is_some());

    // The summary request: the same system prompt and tools as the request before it, tool
    // choice none, the instruction last.
    let requests = mock.model_requests();
    let summaries = summary_requests(&mock);
    assert_eq!(summaries.len(), starts.len());
    let (i, first) = &summaries[0];
    let before = &requests[i - 1];
    assert_eq!(first.body["tool_choice"], json!({"type": "none"}));
    assert_eq!(
        serde_json::to_string(&first.body["system"]).ok(),
        serde_json::to_string(&before.body["system"]).ok()
    );
    assert_eq!(
        serde_json::to_string(&first.body["tools"]).ok(),
        serde_json::to_string(&before.body["tools"]).ok()
    );
    assert!(before.body.get("tool_choice").is_none());
    let last = user_texts(first).pop().unwrap_or_default();
    assert!(last.contains("## Next steps"), "{last}");

    // The request after the summary: the summary, then exactly the kept turns from
    // `firstKeptEntryId` on, then the new prompt.
    let after = &requests[i + 1];
    let result = &ends[0]["result"];
    let summary_text = result["summary"].as_str().unwrap_or_default();
    assert!(summary_text.starts_with("answer "), "{summary_text}");
    assert!(
        summary_text.ends_with("\n\n<post-compact-state>\n</post-compact-state>"),
        "{summary_text}"
    );
    let users = user_texts(after);
    assert!(users[0].starts_with(SUMMARY_PREFIX), "{}", users[0]);
    assert!(users[0].contains(summary_text.lines().next().unwrap_or("?")));
    let all = entries(&file);
    let first_kept = result["firstKeptEntryId"].as_str().unwrap_or_default();
    let kept_at = all
        .iter()
        .position(|e| e["id"] == first_kept)
        .unwrap_or_else(|| panic!("first kept entry {first_kept} not in the file"));
    let compaction_at = all
        .iter()
        .position(|e| e["type"] == "compaction")
        .unwrap_or_else(|| panic!("no compaction entry"));
    let kept_users: Vec<String> = all[kept_at..compaction_at]
        .iter()
        .filter(|e| e["type"] == "message" && e["message"]["role"] == "user")
        .map(|e| {
            e["message"]["content"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    // The threshold is checked once the prompt is in the context, so it is kept too.
    assert!(kept_users.len() >= 2, "{kept_users:?}");
    let mut expected = vec![users[0].clone()];
    expected.extend(kept_users);
    assert_eq!(users, expected);
    // The entry: usage on it, no separate usage entry, details present.
    let entry = &all[compaction_at];
    assert!(entry["usage"]["totalTokens"].as_u64().is_some(), "{entry}");
    assert_eq!(entry["details"]["readFiles"], json!([]));
    assert!(!all.iter().any(|e| e["type"] == "usage"));
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(
        (&state["isCompacting"], &state["autoCompaction"]),
        (&json!(false), &json!(true))
    );
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    assert!(
        stats["cache"]["contextRemainingTokens"].as_u64().is_some(),
        "{stats}"
    );
}

#[test]
fn an_overflow_answer_compacts_and_the_retry_succeeds() {
    let mut turns: Vec<Turn> = (0..3)
        .map(|i| Turn::text(&format!("answer {}", pad(i))))
        .collect();
    turns.push(Turn::context_overflow());
    turns.push(Turn::text("SUMMARY of the early turns"));
    turns.push(Turn::text("recovered"));
    turns.push(Turn::context_overflow());
    turns.push(Turn::context_overflow());
    let mock = MockServer::start(turns);
    let t = small(&mock, 128_000, 200);
    let mut c = start(&t);
    for i in 0..3 {
        ask(&mut c, &format!("question {}", pad(i)));
    }
    ask(&mut c, "the big one");
    let file = session_file(&mut c);
    let log = c.log().to_vec();
    let kinds: Vec<&str> = log
        .iter()
        .filter_map(|v| v["type"].as_str())
        .filter(|k| {
            matches!(
                *k,
                "compaction_start" | "compaction_end" | "agent_end" | "turn_end" | "turn_start"
            )
        })
        .collect();
    let from = kinds
        .iter()
        .rposition(|k| *k == "compaction_start")
        .unwrap_or(0);
    assert_eq!(
        kinds[from - 1..],
        [
            "turn_end",
            "compaction_start",
            "compaction_end",
            "turn_start",
            "turn_end",
            "agent_end"
        ]
    );
    let end = events(&log, "compaction_end")[0];
    assert_eq!(end["trigger"], "overflow");
    assert_eq!(
        (&end["willRetry"], &end["aborted"]),
        (&json!(true), &json!(false))
    );
    assert!(
        end["result"]["summary"]
            .as_str()
            .unwrap_or_default()
            .starts_with("SUMMARY of the early turns\n\n<post-compact-state>")
    );
    let agent_end = events(&log, "agent_end").pop().cloned().unwrap_or_default();
    assert_eq!(agent_end["stopReason"], "stop");
    // The overflowed attempt is in the file, edited out of the context.
    let all = entries(&file);
    assert!(
        all.iter()
            .any(|e| e["type"] == "context_edit" && e["reason"] == "overflow")
    );
    // The retry carries the summary and the prompt that overflowed.
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 6);
    let users = user_texts(&requests[5]);
    assert!(users[0].starts_with(SUMMARY_PREFIX), "{users:?}");
    assert_eq!(users.last().map(String::as_str), Some("the big one"));
    assert_eq!(
        ok(&mut c, json!({"type": "get_last_assistant_text"}))["text"],
        "recovered"
    );

    // A second overflow of the same request is the error it always was.
    ask(&mut c, "again");
    let log = c.log().to_vec();
    let ends = events(&log, "compaction_end");
    assert_eq!(ends.len(), 2, "the second prompt compacts once: {ends:?}");
    let last_end = events(&log, "agent_end").pop().cloned().unwrap_or_default();
    assert_eq!(last_end["stopReason"], "error");
}

#[test]
fn manual_compact_over_rpc_then_resume_and_write_a_file_read_before_the_cut() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("r1", "read", json!({"path": "notes.txt"})),
        Turn::text(&format!("read it {}", pad(0))),
        Turn::text(&format!("answer {}", pad(1))),
        Turn::text(&format!("answer {}", pad(2))),
        Turn::text("MANUAL SUMMARY"),
    ]);
    let t = small(&mock, 128_000, 60).write("notes.txt", "old notes\n");
    let mut c = start(&t);
    ask(&mut c, &format!("read notes {}", pad(0)));
    ask(&mut c, &format!("question {}", pad(1)));
    ask(&mut c, &format!("question {}", pad(2)));
    let result = ok(
        &mut c,
        json!({"type": "compact", "customInstructions": "Keep the notes file in mind."}),
    );
    let summary = result["summary"].as_str().unwrap_or_default();
    assert!(
        summary.starts_with("MANUAL SUMMARY\n\n<post-compact-state>\n"),
        "{summary}"
    );
    let notes = t.path().join("notes.txt").display().to_string();
    assert!(summary.contains(&format!("- {notes}\n")), "{summary}");
    assert!(
        result["firstKeptEntryId"]
            .as_str()
            .is_some_and(|s| !s.is_empty())
    );
    assert!(result["tokensBefore"].as_u64() > result["tokensAfter"].as_u64());
    assert!(result["usage"]["output"].as_u64().is_some());
    let log = c.log().to_vec();
    assert_eq!(events(&log, "compaction_start")[0]["trigger"], "manual");
    let (_, req) = summary_requests(&mock)
        .pop()
        .unwrap_or_else(|| panic!("no summary request"));
    let last = user_texts(&req).pop().unwrap_or_default();
    assert!(last.ends_with("Keep the notes file in mind."), "{last}");
    let file = session_file(&mut c);
    c.close_stdin();
    c.wait(T);
    let compaction = entries(&file)
        .into_iter()
        .find(|e| e["type"] == "compaction")
        .unwrap_or_default();
    assert_eq!(compaction["details"]["readFiles"], json!([notes]));

    // Resumed: the summary comes first, and the file read before the cut may be written.
    let resumed = MockServer::start(vec![
        Turn::new().tool_call(
            "w1",
            "write",
            json!({"path": "notes.txt", "content": "new\n"}),
        ),
        Turn::text("written"),
    ]);
    drop(c);
    let t = t
        .config_merge(json!({"providers": {"mock": {"baseUrl": resumed.anthropic_url()}}}))
        .clear_args()
        .args(&[
            "--tools",
            "read,write",
            "--no-context-files",
            "--permission-mode",
            "full-auto",
        ])
        .arg("--session")
        .arg(&file)
        .args(&["-p", "update the notes"]);
    let out = t.run();
    out.status(0);
    let first = &resumed.model_requests()[0];
    let users = user_texts(first);
    assert!(users[0].starts_with(SUMMARY_PREFIX), "{users:?}");
    assert!(users[0].contains("MANUAL SUMMARY"));
    let reply = resumed.model_requests()[1].body["messages"].to_string();
    assert!(!reply.contains("is_error\":true"), "{reply}");
    // Without the read set restored from the summary, `write` would refuse the unread file.
    assert_eq!(t.read("notes.txt"), "new\n");
}

#[test]
fn nothing_to_compact_is_an_error_and_auto_compaction_is_recorded() {
    let mock = MockServer::start(vec![Turn::text("short")]);
    let t = small(&mock, 128_000, 20_000);
    let mut c = start(&t);
    ask(&mut c, "hi");
    let r = c
        .request(json!({"type": "compact"}), T)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], false);
    assert_eq!(r["code"], "nothing_to_compact", "{r}");
    assert!(
        r["error"]
            .as_str()
            .unwrap_or_default()
            .contains("keepRecentTokens")
    );
    assert_eq!(
        ok(
            &mut c,
            json!({"type": "set_auto_compaction", "enabled": false})
        ),
        json!({"enabled": false})
    );
    let file = session_file(&mut c);
    c.close_stdin();
    c.wait(T);
    let all = entries(&file);
    let last = all.last().cloned().unwrap_or_default();
    assert_eq!(
        (&last["type"], &last["customType"], &last["data"]),
        (
            &json!("custom"),
            &json!("ama.auto_compaction"),
            &json!({"enabled": false})
        )
    );
    // Resumed, the choice holds.
    let t = small(&mock, 128_000, 20_000).arg("--session").arg(&file);
    let mut c = start(&t);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["autoCompaction"], false);
}

#[test]
fn auto_compaction_off_means_no_threshold_compaction() {
    let turns = (0..12)
        .map(|i| Turn::text(&format!("answer {}", pad(i))))
        .collect();
    let mock = MockServer::start(turns);
    let t = small(&mock, 6000, 300);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_auto_compaction", "enabled": false}),
    );
    for i in 0..12 {
        ask(&mut c, &format!("question {}", pad(i)));
    }
    let log = c.log().to_vec();
    assert!(events(&log, "compaction_start").is_empty());
    assert!(summary_requests(&mock).is_empty());
}
