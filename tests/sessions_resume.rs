//! Continuing sessions with the real binary against the mock: continue / resume / --session
//! keep the request prefix byte-identical (the prompt cache still hits), resume restores the
//! model and thinking level, fork copies a branch into a new file, and `ama sessions list|show`.

use std::path::Path;

use serde_json::{Value, json};

use crate::sessions::{lines, only_file, session_files, session_id, user_texts};
use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};

const APIS: [&str; 3] = [
    "anthropic-messages",
    "openai-completions",
    "openai-responses",
];

/// What must not change between the last request before an exit and the first after a resume.
fn prefix(api: &str, r: &Recorded) -> (String, String, Vec<Value>) {
    let strip = |mut v: Value| {
        strip_cache_control(&mut v);
        v
    };
    let b = strip(r.body.clone());
    let list = |v: &Value| v.as_array().cloned().unwrap_or_default();
    match api {
        "anthropic-messages" => (
            b["system"].to_string(),
            b["tools"].to_string(),
            list(&b["messages"]),
        ),
        "openai-completions" => (String::new(), b["tools"].to_string(), list(&b["messages"])),
        _ => (
            b["instructions"].to_string(),
            b["tools"].to_string(),
            list(&b["input"]),
        ),
    }
}

fn strip_cache_control(v: &mut Value) {
    match v {
        Value::Object(m) => {
            m.remove("cache_control");
            m.values_mut().for_each(strip_cache_control);
        }
        Value::Array(a) => a.iter_mut().for_each(strip_cache_control),
        _ => {}
    }
}

#[test]
fn continue_and_resume_keep_the_request_prefix_byte_identical() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "echo hi"})),
            Turn::text("one"),
            Turn::text("two"),
            Turn::text("three"),
            Turn::text("four"),
        ]);
        let t = Test::new().mock(&mock, api).args(&["-p", "first"]);
        t.run().status(0).stdout("one\n");
        let path = only_file(&t);
        let id = session_id(&path);
        let t = t.clear_args().args(&["-p", "-c", "second"]);
        t.run().status(0).stdout("two\n");
        let t = t.clear_args().args(&["-p", "--resume", &id[..6], "third"]);
        t.run().status(0).stdout("three\n");
        let t = t
            .clear_args()
            .args(&["-p", "--session"])
            .arg(&path)
            .arg("fourth");
        t.run().status(0).stdout("four\n");
        assert_eq!(only_file(&t), path, "{api}: one file, continued");
        assert_eq!(user_texts(&path), ["first", "second", "third", "fourth"]);
        let reqs = mock.model_requests();
        assert_eq!(reqs.len(), 5, "{api}");
        for pair in reqs[1..].windows(2) {
            let (before, after) = (prefix(api, &pair[0]), prefix(api, &pair[1]));
            assert_eq!(before.0, after.0, "{api}: system prompt");
            assert_eq!(before.1, after.1, "{api}: tools");
            assert!(after.2.len() > before.2.len(), "{api}");
            assert_eq!(
                before.2,
                after.2[..before.2.len()],
                "{api}: earlier messages"
            );
        }
        // Nothing changed, so the resumed runs wrote no model, thinking or system entries.
        let kinds: Vec<String> = lines(&path)[1..]
            .iter()
            .map(|l| l["type"].as_str().unwrap_or_default().to_string())
            .collect();
        assert_eq!(
            kinds.iter().filter(|k| *k == "model_change").count(),
            1,
            "{api}"
        );
        let systems = lines(&path)
            .iter()
            .filter(|l| l["message"]["role"] == "system")
            .count();
        assert_eq!(systems, 1, "{api}");
    }
}

#[test]
fn resume_restores_model_and_thinking_unless_given() {
    let mock = MockServer::start(vec![Turn::text("a"), Turn::text("b"), Turn::text("c")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .reasoning(true)
        .config_merge(json!({"providers": {"mock": {"models": [{}, {
            "id": "other-model", "contextWindow": 64000, "maxTokens": 4096,
            "reasoning": true, "input": ["text"]}]}}}))
        .args(&[
            "-p",
            "--model",
            "mock/other-model",
            "--thinking",
            "low",
            "one",
        ]);
    t.run().status(0);
    let t = t.clear_args().args(&["-p", "-c", "two"]);
    t.run().status(0);
    let t = t
        .clear_args()
        .args(&["-p", "-c", "--model", "mock/mock-model", "three"]);
    t.run().status(0);
    let reqs = mock.model_requests();
    let model = |r: &Recorded| r.body["model"].as_str().unwrap_or_default().to_string();
    assert_eq!(model(&reqs[1]), "other-model", "restored from the branch");
    assert_eq!(reqs[1].body["reasoning_effort"], json!("low"));
    assert_eq!(model(&reqs[2]), "mock-model", "the command line wins");
    assert_eq!(reqs[2].body["reasoning_effort"], json!("low"));
    let changes: Vec<Value> = lines(&only_file(&t))
        .into_iter()
        .filter(|l| l["type"] == "model_change")
        .map(|l| l["modelId"].clone())
        .collect();
    assert_eq!(changes, [json!("other-model"), json!("mock-model")]);
}

#[test]
fn fork_copies_the_branch_into_a_new_file() {
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("again"),
        Turn::text("whole"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "first"]);
    t.run().status(0);
    let t = t.clear_args().args(&["-p", "-c", "second"]);
    t.run().status(0);
    let source = only_file(&t);
    let before = std::fs::read(&source).unwrap_or_default();
    let id = session_id(&source);
    let t = t
        .clear_args()
        .args(&["-p", "--fork", &format!("{}#2", &id[..8]), "second, better"]);
    t.run().status(0).stdout("again\n");
    let files = session_files(&t);
    assert_eq!(files.len(), 2);
    let fork = files[1].clone();
    assert_eq!(
        std::fs::read(&source).unwrap_or_default(),
        before,
        "source untouched"
    );
    let head = &lines(&fork)[0];
    assert_ne!(head["id"], json!(id));
    let canonical = std::fs::canonicalize(&source).unwrap_or_default();
    assert_eq!(
        head["parentSession"],
        json!(canonical.display().to_string())
    );
    assert_eq!(user_texts(&fork), ["first", "second, better"]);
    let req = &mock.model_requests()[2];
    let texts: Vec<String> = req.body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|m| m["role"] != "system")
        .map(|m| m["content"].to_string())
        .collect();
    assert_eq!(texts.len(), 3, "first, one, the new prompt: {texts:?}");
    // Without #n the whole branch is copied.
    let t = t.clear_args().args(&["-p", "--fork", &id, "more"]);
    t.run().status(0);
    let newest = session_files(&t).last().cloned().unwrap_or_default();
    assert_eq!(user_texts(&newest), ["first", "second", "more"]);
    let t = t
        .clear_args()
        .args(&["-p", "--fork", &format!("{id}#9"), "x"]);
    t.run().status(2).stderr_contains("has 2 user messages");
}

#[test]
fn sessions_list_and_show() {
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("three"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "fix the parser\nplease"]);
    t.run().status(0);
    let t = t.clear_args().args(&["-p", "-c", "then the tests"]);
    t.run().status(0);
    std::fs::create_dir_all(t.path().join("sub")).unwrap_or_else(|e| panic!("{e}"));
    let t = t.current_dir("sub").clear_args().args(&["-p", "elsewhere"]);
    t.run().status(0);
    let files = session_files(&t);
    let main = files[0].clone();
    let id = session_id(&main);
    let t = t.current_dir("").clear_args().args(&["sessions", "list"]);
    let out = t.run();
    out.status(0);
    let rows: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(rows.len(), 1, "{}", out.stdout);
    assert!(rows[0].starts_with(&id[..8]), "{}", rows[0]);
    assert!(rows[0].contains("  4 messages  ") && rows[0].ends_with("fix the parser please"));
    let t = t
        .clear_args()
        .args(&["sessions", "list", "--all", "--json"]);
    let out = t.run();
    let all = out.json_lines();
    assert_eq!(all.len(), 2);
    assert_eq!(
        all[0]["firstUserMessage"],
        json!("elsewhere"),
        "newest first"
    );
    assert_eq!(all[1]["messageCount"], json!(4));
    // show reads a session in use: a half line is neither cut nor an error.
    let mut bytes = std::fs::read(&main).unwrap_or_default();
    bytes.extend_from_slice(b"{\"type\":\"mess");
    std::fs::write(&main, &bytes).unwrap_or_else(|e| panic!("{e}"));
    let t = t.clear_args().args(&["sessions", "show", &id[..8]]);
    let out = t.run();
    out.status(0);
    let lines_out: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines_out[0], format!("session   {id}"));
    let at = lines_out
        .iter()
        .position(|l| l.starts_with("user messages"))
        .unwrap_or_else(|| panic!("{}", out.stdout));
    assert_eq!(
        lines_out[at],
        format!(
            "user messages (ask one again: ama --from {}#<n>):",
            &id[..8]
        )
    );
    assert!(
        lines_out[at + 1].starts_with("  #1   20"),
        "{}",
        lines_out[at + 1]
    );
    assert!(lines_out[at + 1].ends_with("  fix the parser please"));
    assert!(
        lines_out[at + 2].starts_with("  #2   ") && lines_out[at + 2].ends_with("then the tests")
    );
    assert_eq!(
        std::fs::read(&main).unwrap_or_default(),
        bytes,
        "never repaired"
    );
    assert!(
        !Path::new(&format!("{}.lock", main.display())).exists(),
        "never locked"
    );
    let t = t.clear_args().args(&["sessions", "show", &id, "--json"]);
    let v = t.run().json();
    assert_eq!(v["counts"]["user"], json!(2));
    assert_eq!(v["userMessages"][1]["text"], json!("then the tests"));
    assert_eq!(v["partialTail"], json!(true));
    let t = t.clear_args().args(&["sessions", "show", "zzzz"]);
    t.run().status(2);
    let t = t.clear_args().args(&["sessions", "show", "0000000"]);
    t.run()
        .status(5)
        .stderr_contains("no session with id `0000000`");
}

#[test]
fn an_ambiguous_id_prefix_lists_the_candidates() {
    let t = Test::new();
    let dir = t.data_dir().join("sessions").join("elsewhere");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    for id in [
        "abcd1111-0000-4000-8000-000000000000",
        "abcd2222-0000-4000-8000-000000000000",
    ] {
        let header =
            json!({"type": "session", "version": 1, "id": id, "timestamp": "t", "cwd": "/x"});
        let name = format!("2026-01-01T00-00-00-000Z_{id}.jsonl");
        std::fs::write(dir.join(name), format!("{header}\n")).unwrap_or_else(|e| panic!("{e}"));
    }
    let t = t.args(&["sessions", "show", "abcd"]);
    t.run()
        .status(2)
        .stderr_contains("matches 2 sessions")
        .stderr_contains("abcd1111-0000-4000-8000-000000000000")
        .stderr_contains("abcd2222-0000-4000-8000-000000000000");
    let t = t.clear_args().args(&["sessions", "show", "abcd2"]);
    t.run()
        .status(0)
        .stdout_contains("abcd2222-0000-4000-8000-000000000000");
}
