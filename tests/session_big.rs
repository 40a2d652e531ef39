//! Opening a session holds only what the next request can use (issue #30): a session with a
//! compaction in the middle sends only the compaction's summary and what came after it, and the
//! lines before the compaction are never parsed (counted through the `AMA_TEST_SESSION_PARSES`
//! test hook), whether the session is opened with `--session` or RPC `switch_session`; `ama
//! sessions show` counts the branches and lists every user message in one streaming pass.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::sessions::{lines, only_file};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc;

/// Old turns before the compaction.
const OLD: usize = 60;

/// Appends the entries to the session file as ama writes them: `type`, `id`, `parentId`,
/// `timestamp` and a message's `role` first, so the open pass reads them by their first bytes.
pub(crate) fn append(path: &Path, entries: &[Value]) {
    use std::io::Write;
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .unwrap_or_else(|e| panic!("open {}: {e}", path.display()));
    for e in entries {
        writeln!(f, "{}", ordered(e)).unwrap_or_else(|e| panic!("append: {e}"));
    }
}

fn ordered(v: &Value) -> String {
    let first = ["type", "id", "parentId", "timestamp"];
    let mut fields: Vec<String> = first
        .iter()
        .filter_map(|k| v.get(*k).map(|x| format!("{}:{x}", json!(k))))
        .collect();
    for (k, x) in v.as_object().into_iter().flatten() {
        if first.contains(&k.as_str()) {
            continue;
        }
        let value = match (k.as_str(), x.get("role")) {
            ("message", Some(role)) => {
                let mut inner = vec![format!("\"role\":{role}")];
                for (mk, mx) in x.as_object().into_iter().flatten() {
                    if mk != "role" {
                        inner.push(format!("{}:{mx}", json!(mk)));
                    }
                }
                format!("{{{}}}", inner.join(","))
            }
            _ => x.to_string(),
        };
        fields.push(format!("{}:{value}", json!(k)));
    }
    format!("{{{}}}", fields.join(","))
}

/// A chain of entries written as ama writes them, from templates of a real run's lines.
struct Chain {
    user: Value,
    assistant: Value,
    parent: String,
    next: u32,
    out: Vec<Value>,
}

impl Chain {
    fn id(&mut self) -> String {
        self.next += 1;
        format!("{:08x}", 0x7000_0000 + self.next)
    }

    fn push(&mut self, mut v: Value) -> String {
        let id = self.id();
        v["id"] = json!(id);
        v["parentId"] = json!(self.parent);
        self.parent = id.clone();
        self.out.push(v);
        id
    }

    fn user(&mut self, text: &str) -> String {
        let mut v = self.user.clone();
        v["message"]["content"] = json!(text);
        self.push(v)
    }

    fn assistant(&mut self, text: &str) -> String {
        let mut v = self.assistant.clone();
        v["message"]["content"] = json!([{"type": "text", "text": text}]);
        self.push(v)
    }
}

/// A session made by a real run, then `OLD` turns, a compaction keeping the last of them, and
/// one more turn. Returns the test, the file and the ids of the conversation's messages before
/// the kept part.
fn compacted_session(mock: &MockServer) -> (Test, PathBuf, Vec<String>) {
    let t = Test::new()
        .mock(mock, "openai-completions")
        .args(&["-p", "first"]);
    t.run().status(0).stdout("a0\n");
    let path = only_file(&t);
    let written = lines(&path);
    let role = |r: &str| {
        written
            .iter()
            .find(|l| l["type"] == "message" && l["message"]["role"] == r)
            .cloned()
            .unwrap_or_else(|| panic!("no {r} line in {written:?}"))
    };
    // The model, thinking level and system message before the compaction stay in use; the
    // conversation's messages do not.
    let mut before: Vec<String> = written[1..]
        .iter()
        .filter(|l| l["type"] == "message" && l["message"]["role"] != "system")
        .filter_map(|l| l["id"].as_str().map(String::from))
        .collect();
    let last = written
        .last()
        .and_then(|l| l["id"].as_str())
        .unwrap_or_default();
    let mut c = Chain {
        user: role("user"),
        assistant: role("assistant"),
        parent: last.to_string(),
        next: 0,
        out: Vec::new(),
    };
    for i in 0..OLD {
        before.push(c.user(&format!("old question {i}")));
        before.push(c.assistant(&format!("old answer {i}")));
    }
    let kept = c.user("kept question");
    c.assistant("kept answer");
    let mut compaction = json!({"type": "compaction", "timestamp": "2026-12-03T00:00:00.000Z",
        "summary": "SUMMARY OF THE OLD TURNS", "firstKeptEntryId": kept, "tokensBefore": 90000});
    compaction["id"] = Value::Null;
    c.push(compaction);
    c.user("after question");
    c.assistant("after answer");
    append(&path, &c.out);
    (t, path, before)
}

/// The (role, text) pairs of a Chat Completions request, without the system message.
fn sent(body: &Value) -> Vec<(String, String)> {
    let text = |c: &Value| match c {
        Value::String(s) => s.clone(),
        Value::Array(parts) => parts
            .iter()
            .filter_map(|p| p["text"].as_str())
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    };
    body["messages"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter(|m| m["role"] != "system")
        .map(|m| {
            (
                m["role"].as_str().unwrap_or("").to_string(),
                text(&m["content"]),
            )
        })
        .collect()
}

fn expected(prompt: &str) -> Vec<(String, String)> {
    let summary = "The conversation history before this point was compacted into the following summary:\n\n<summary>\nSUMMARY OF THE OLD TURNS\n</summary>";
    [
        ("user", summary),
        ("user", "kept question"),
        ("assistant", "kept answer"),
        ("user", "after question"),
        ("assistant", "after answer"),
        ("user", prompt),
    ]
    .iter()
    .map(|(r, t)| (r.to_string(), t.to_string()))
    .collect()
}

/// The ids the test hook logged as parsed.
fn parsed(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(String::from)
        .collect()
}

#[track_caller]
fn assert_unparsed(log: &Path, before: &[String]) {
    let parsed = parsed(log);
    assert!(!parsed.is_empty(), "the test hook logged nothing");
    let old: Vec<&String> = parsed.iter().filter(|id| before.contains(id)).collect();
    assert!(
        old.is_empty(),
        "{} of the {} lines before the compaction were parsed: {old:?}",
        old.len(),
        before.len()
    );
}

#[test]
fn a_compacted_session_opens_with_only_what_follows_its_compaction() {
    let mock = MockServer::start(vec![Turn::text("a0"), Turn::text("a1")]);
    let (t, path, before) = compacted_session(&mock);
    let log = t.root().join("parsed.log");
    let t = t
        .clear_args()
        .env("AMA_TEST_SESSION_PARSES", &log)
        .args(&["-p", "--session"])
        .arg(&path)
        .arg("next");
    t.run().status(0).stdout("a1\n");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    assert_eq!(sent(&reqs[1].body), expected("next"));
    assert_unparsed(&log, &before);
}

#[test]
fn rpc_switch_session_reads_only_what_follows_the_compaction() {
    let mock = MockServer::start(vec![Turn::text("a0"), Turn::text("a1")]);
    let (t, path, before) = compacted_session(&mock);
    let log = t.root().join("parsed.log");
    let t = t.clear_args().env("AMA_TEST_SESSION_PARSES", &log);
    let mut c = rpc::start(&t);
    let _ = std::fs::remove_file(&log); // what the start-up's empty session parsed
    rpc::ok(
        &mut c,
        json!({"type": "switch_session", "sessionPath": path.display().to_string()}),
    );
    rpc::ok(&mut c, json!({"type": "prompt", "message": "via rpc"}));
    c.wait_event("agent_settled", rpc::T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    assert_eq!(sent(&reqs[1].body), expected("via rpc"));
    assert_unparsed(&log, &before);
}

#[test]
fn sessions_show_counts_branches_and_lists_every_user_message_in_a_stream() {
    let mock = MockServer::start(vec![Turn::text("a0")]);
    let (t, path, _) = compacted_session(&mock);
    // A side branch off the kept question, then back to the main leaf: 2 tips.
    let all = lines(&path);
    let kept = all
        .iter()
        .find(|l| l["message"]["content"] == "kept question")
        .and_then(|l| l["id"].as_str())
        .unwrap_or_default()
        .to_string();
    let leaf = all
        .last()
        .and_then(|l| l["id"].as_str())
        .unwrap_or_default();
    let mut side = all
        .iter()
        .find(|l| l["message"]["role"] == "assistant")
        .cloned()
        .unwrap_or_default();
    side["id"] = json!("7fff0001");
    side["parentId"] = json!(kept);
    side["message"]["content"] = json!([{"type": "text", "text": "side answer"}]);
    let leaf_line = json!({"type": "leaf", "id": leaf, "timestamp": "2026-12-03T00:00:01.000Z"});
    append(&path, &[side, leaf_line]);
    let t = t.clear_args().args(&["sessions", "show"]).arg(&path);
    let out = t.run().status(0).stdout.clone();
    let users = 1 + OLD + 2;
    let counts = format!(
        "entries   {} (user {users} · assistant {} · tool results 0 · compactions 1 · branches 2)",
        all.len() - 1 + 1,
        users + 1
    );
    assert!(out.contains(&counts), "{counts}\nnot in\n{out}");
    let listed: Vec<&str> = out.lines().filter(|l| l.starts_with("  #")).collect();
    assert_eq!(listed.len(), users, "{out}");
    assert!(
        listed[0].starts_with("  #1 ") && listed[0].ends_with(" first"),
        "{out}"
    );
    assert!(listed[users - 1].ends_with(" after question"), "{out}");
    let t = t
        .clear_args()
        .args(&["sessions", "show", "--json"])
        .arg(&path);
    let json_out = t.run().status(0).stdout.clone();
    let v: Value = serde_json::from_str(&json_out).unwrap_or_else(|e| panic!("{e}: {json_out}"));
    let texts: Vec<&str> = v["userMessages"]
        .as_array()
        .map(|a| a.iter().filter_map(|u| u["text"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(texts.len(), users);
    assert_eq!(texts[1], "old question 0");
    assert_eq!(v["userMessages"][users - 1]["n"], json!(users));
    assert_eq!(v["counts"]["branches"], json!(2));
}
