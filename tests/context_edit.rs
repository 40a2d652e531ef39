//! The `context_edit` entries ama writes itself, through the real binary against the mock
//! (session-format.md, 投影 step 2): tool-result pruning over the prune threshold (`prune`),
//! `/prune` (`manual`), and the image budget of one request (`image_budget`). Each test reads
//! what was sent in the mock's request bodies and what was kept in the session file.

use serde_json::{Value, json};

use crate::compaction::{ask, session_file};
use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};
use crate::support::rpc::{ok, start};

const PRUNED: &str = "[Old tool result pruned to save context: `read` returned about ";
const PRUNED_END: &str = " tokens here. Call the tool again if you need its output.]";

fn lines_of(path: &std::path::Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The text of the `tool_result` block answering `call` in a request, if it was sent.
fn result_text(r: &Recorded, call: &str) -> Option<String> {
    let messages = r.body["messages"].as_array()?;
    let block = messages
        .iter()
        .filter_map(|m| m["content"].as_array())
        .flatten()
        .find(|b| b["type"] == "tool_result" && b["tool_use_id"] == call)?;
    Some(match &block["content"] {
        Value::String(s) => s.clone(),
        Value::Array(parts) => parts
            .iter()
            .filter_map(|p| p["text"].as_str())
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    })
}

/// Whether `text` is exactly a pruned `read` result's placeholder.
fn is_placeholder(text: &str) -> bool {
    text.strip_prefix(PRUNED)
        .and_then(|rest| rest.strip_suffix(PRUNED_END))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// A file of `n` distinct lines.
fn file_text(tag: usize, n: usize) -> String {
    (0..n)
        .map(|l| format!("file {tag} line {l} {}\n", "x".repeat(60)))
        .collect()
}

fn reads(n: usize) -> Vec<Turn> {
    (0..n)
        .flat_map(|i| {
            [
                Turn::new().tool_call(
                    &format!("r{i}"),
                    "read",
                    json!({"path": format!("f{i}.txt")}),
                ),
                Turn::text(&format!("read {i}")),
            ]
        })
        .collect()
}

/// The context edits of the file with `reason`, and the entries they target.
fn edits<'a>(entries: &'a [Value], reason: &str) -> Vec<(&'a Value, &'a Value)> {
    entries
        .iter()
        .filter(|e| e["type"] == "context_edit" && e["reason"] == reason)
        .map(|e| {
            let target = entries
                .iter()
                .find(|t| t["id"] == e["targetId"])
                .unwrap_or_else(|| panic!("no target for {e}"));
            (e, target)
        })
        .collect()
}

#[test]
fn old_tool_results_are_pruned_from_what_is_sent_and_resume_keeps_it() {
    let mock = MockServer::start(reads(8));
    let mut t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({
            "providers": {"mock": {"models": [{"contextWindow": 24000, "maxTokens": 256}]}},
            "compaction": {"keepRecentTokens": 2500}
        }))
        .args(&["--tools", "read", "--no-context-files"]);
    for i in 0..8 {
        t = t.write(&format!("f{i}.txt"), file_text(i, 80));
    }
    let mut c = start(&t);
    for i in 0..8 {
        ask(&mut c, &format!("read f{i}.txt"));
    }
    let file = session_file(&mut c);
    let log = c.log().to_vec();
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 16);

    // The first requests sent every result whole; the last sends the old ones as placeholders
    // and the newest whole.
    let first_full = result_text(&requests[3], "r0").unwrap_or_default();
    assert!(first_full.contains("file 0 line 79"), "{first_full}");
    let last = &requests[15];
    let r0 = result_text(last, "r0").unwrap_or_default();
    assert!(is_placeholder(&r0), "r0 sent as {r0:?}");
    let r7 = result_text(last, "r7").unwrap_or_default();
    assert!(r7.contains("file 7 line 79"), "{r7}");

    // On disk: one `context_edit{prune}` per pruned result, its target the original result
    // (kept whole), each announced; no compaction was needed.
    let entries = lines_of(&file);
    let pruned = edits(&entries, "prune");
    assert!(!pruned.is_empty(), "no prune entries");
    assert!(entries.iter().all(|e| e["type"] != "compaction"));
    for (edit, target) in &pruned {
        assert!(
            is_placeholder(edit["replacement"].as_str().unwrap_or_default()),
            "{edit}"
        );
        assert_eq!(target["message"]["role"], "toolResult");
        let kept = target["message"]["content"][0]["text"]
            .as_str()
            .unwrap_or_default();
        assert!(
            kept.contains(" line 79 "),
            "the original result is kept: {kept}"
        );
        let announced = log
            .iter()
            .any(|v| v["type"] == "entry_appended" && v["entry"]["id"] == edit["id"]);
        assert!(announced, "{edit}");
    }
    let pruned_calls: Vec<&str> = pruned
        .iter()
        .filter_map(|(_, t)| t["message"]["toolCallId"].as_str())
        .collect();
    assert!(pruned_calls.contains(&"r0"), "{pruned_calls:?}");
    assert!(!pruned_calls.contains(&"r7"), "{pruned_calls:?}");
    // Every pruned result was sent as its placeholder from then on.
    for call in &pruned_calls {
        let sent = result_text(last, call).unwrap_or_default();
        assert!(is_placeholder(&sent), "{call}: {sent:?}");
    }
    c.close_stdin();
    c.wait(crate::support::rpc::T);
    drop(c);

    // Resumed: the first request already sends the pruned results as placeholders.
    let resumed = MockServer::start(vec![Turn::text("again")]);
    let t = t
        .config_merge(json!({"providers": {"mock": {"baseUrl": resumed.anthropic_url()}}}))
        .clear_args()
        .args(&["--tools", "read", "--no-context-files"])
        .arg("--session")
        .arg(&file)
        .args(&["-p", "go on"]);
    t.run().status(0);
    let first = &resumed.model_requests()[0];
    for call in &pruned_calls {
        let sent = result_text(first, call).unwrap_or_default();
        assert!(is_placeholder(&sent), "resumed {call}: {sent:?}");
    }
    let r7 = result_text(first, "r7").unwrap_or_default();
    assert!(r7.contains("file 7 line 79"), "{r7}");
}

#[test]
fn slash_prune_replaces_the_seen_results_as_manual_edits() {
    let mut turns = reads(2);
    turns.push(Turn::text("after the prune"));
    let mock = MockServer::start(turns);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["--tools", "read", "--no-context-files"])
        .write("f0.txt", file_text(0, 20))
        .write("f1.txt", file_text(1, 20));
    let mut c = start(&t);
    ask(&mut c, "read f0.txt");
    ask(&mut c, "read f1.txt");
    let data = ok(&mut c, json!({"type": "prompt", "message": "/prune"}));
    assert_eq!(data["disposition"], "handled", "{data}");
    let line = data["output"][0].as_str().unwrap_or_default().to_string();
    let tokens = line
        .strip_prefix("Pruned 2 tool results (about ")
        .and_then(|r| r.strip_suffix(" tokens); the session file keeps them."))
        .unwrap_or_else(|| panic!("{line}"));
    assert!(
        tokens.bytes().all(|b| b.is_ascii_digit() || b == b'k'),
        "{line}"
    );
    let again = ok(&mut c, json!({"type": "prompt", "message": "/prune"}));
    assert_eq!(
        again["output"],
        json!(["Nothing to prune: no tool result the model has seen is 100 tokens or more."])
    );
    let bad = c
        .request(
            json!({"type": "prompt", "message": "/prune all"}),
            crate::support::rpc::T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(bad["success"], json!(false), "{bad}");
    assert!(
        bad["error"].as_str().unwrap_or_default().contains("prune"),
        "{bad}"
    );
    ask(&mut c, "and now?");
    let requests = mock.model_requests();
    let last = &requests[4];
    for call in ["r0", "r1"] {
        let sent = result_text(last, call).unwrap_or_default();
        assert!(is_placeholder(&sent), "{call}: {sent:?}");
    }
    let file = session_file(&mut c);
    let entries = lines_of(&file);
    let manual = edits(&entries, "manual");
    let targets: Vec<&str> = manual
        .iter()
        .filter_map(|(_, t)| t["message"]["toolCallId"].as_str())
        .collect();
    assert_eq!(targets, ["r0", "r1"]);
}

/// A 1×1 PNG.
const PNG: &str = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

fn images(n: usize) -> Value {
    json!(
        (0..n)
            .map(|_| json!({"type": "image", "data": PNG, "mimeType": "image/png"}))
            .collect::<Vec<_>>()
    )
}

#[test]
fn images_over_the_budget_leave_the_oldest_message_first() {
    let mock = MockServer::start(vec![Turn::text("seen 12"), Turn::text("seen 12 more")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"models": [{"input": ["text", "image"]}]}}}))
        .args(&["--no-context-files"]);
    let mut c = start(&t);
    for text in ["look at these", "and these"] {
        ok(
            &mut c,
            json!({"type": "prompt", "message": text, "images": images(12)}),
        );
        c.wait_event("agent_settled", crate::support::rpc::T)
            .unwrap_or_else(|| panic!("no agent_settled after {text}"));
    }
    let requests = mock.model_requests();
    let count = |m: &Value| {
        m["content"]
            .as_array()
            .map_or(0, |b| b.iter().filter(|b| b["type"] == "image").count())
    };
    assert_eq!(count(&requests[0].body["messages"][0]), 12);
    // The second request: 24 images would pass the budget of 20, so the first message's go.
    let second = &requests[1].body["messages"];
    assert_eq!(count(&second[0]), 0, "{}", second[0]);
    assert_eq!(count(&second[2]), 12);
    let line = "[Image omitted: the request's images were over the budget of 20 images or 20 MiB, and this older one was left out. Attach it again if it is still needed.]";
    let want = std::iter::once("look at these".to_string())
        .chain(std::iter::repeat_n(line.to_string(), 12))
        .collect::<Vec<_>>()
        .join("\n");
    let sent = match &second[0]["content"] {
        Value::String(s) => s.clone(),
        other => other[0]["text"].as_str().unwrap_or_default().to_string(),
    };
    assert_eq!(sent, want);
    // On disk: the edit with the same text, and the images kept in the original message.
    let file = session_file(&mut c);
    let entries = lines_of(&file);
    let budget = edits(&entries, "image_budget");
    assert_eq!(budget.len(), 1);
    let (edit, target) = budget[0];
    assert_eq!(edit["replacement"], json!(want));
    assert_eq!(count(&target["message"]), 12);
}
