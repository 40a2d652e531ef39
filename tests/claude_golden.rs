//! ama's hook input against what Claude Code 2.1.332 itself sent for the same four-tool script
//! (tests/fixtures/claude/golden/, recorded as its README says): every field Claude Code sends
//! must be there, with the same value once what differs by nature (ids, paths, times) is
//! normalised. ama may add fields (`permissionMode`, `ama_*`). The differences ama keeps are
//! listed in `KNOWN` and in docs/claude-code.md.

use std::collections::BTreeMap;

use serde_json::{Value, json};

use crate::claude::fixture;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// (event, field): what Claude Code sends that ama does not, or sends differently, on purpose.
const KNOWN: [(&str, &str, &str); 3] = [
    (
        "Stop",
        "background_tasks",
        "ama has no background tasks of Claude Code's kind",
    ),
    ("Stop", "session_crons", "ama has no scheduled prompts"),
    (
        "SessionEnd",
        "reason",
        "ama says prompt_input_exit for every exit; Claude Code says other in -p",
    ),
];

/// Input fields the model chose in Claude Code's run and ama's tools do not take.
const MODEL_ONLY: [&str; 2] = ["description", "replace_all"];

fn key(v: &Value) -> String {
    format!(
        "{}:{}",
        v["hook_event_name"].as_str().unwrap_or(""),
        v["tool_name"].as_str().unwrap_or("")
    )
}

fn records(text: &str) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        out.entry(key(&v)).or_insert(v);
    }
    out
}

/// Compares one field; `at` names it for the failure message.
fn same(at: &str, want: &Value, got: &Value, problems: &mut Vec<String>) {
    match at.rsplit('.').next().unwrap_or("") {
        "session_id" | "prompt_id" | "transcript_path" => {
            if got.as_str().is_none_or(str::is_empty) {
                problems.push(format!("{at}: want a non-empty string, got {got}"));
            }
            if at.ends_with("transcript_path")
                && !got.as_str().is_some_and(|s| s.ends_with(".jsonl"))
            {
                problems.push(format!("{at}: want a .jsonl path, got {got}"));
            }
            return;
        }
        "duration_ms" => {
            if !got.is_u64() {
                problems.push(format!("{at}: want a number, got {got}"));
            }
            return;
        }
        _ => {}
    }
    match (want, got) {
        (Value::Object(w), Value::Object(g)) => {
            for (k, wv) in w {
                if at.ends_with("tool_input") && MODEL_ONLY.contains(&k.as_str()) {
                    continue;
                }
                match g.get(k) {
                    Some(gv) => same(&format!("{at}.{k}"), wv, gv, problems),
                    None => problems.push(format!("{at}.{k}: missing (Claude Code sends {wv})")),
                }
            }
        }
        _ if want != got => problems.push(format!("{at}: Claude Code sends {want}, ama {got}")),
        _ => {}
    }
}

#[test]
fn hook_input_matches_what_claude_code_sends_field_by_field() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("toolu_01", "bash", json!({"command": "echo hello"})),
        Turn::new().tool_call("toolu_02", "read", json!({"path": "notes.txt"})),
        Turn::new().tool_call(
            "toolu_03",
            "write",
            json!({"path": "new.txt", "content": "alpha\nbeta\n"}),
        ),
        Turn::new().tool_call(
            "toolu_04",
            "edit",
            json!({"path": "new.txt", "old_string": "beta", "new_string": "gamma"}),
        ),
        Turn::text("done"),
    ]);
    // The settings Claude Code ran with: every event appends its input to ../hook-input.jsonl.
    let settings = std::fs::read_to_string(fixture("golden/record-settings.json"))
        .unwrap_or_else(|e| panic!("{e}"));
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env_remove("CLAUDE_CONFIG_DIR")
        .write(".claude/settings.json", settings)
        .write("notes.txt", "line one\nline two\n")
        .args(&[
            "-p",
            "--trust-project",
            "--permission-mode",
            "auto-edit",
            "run echo hello, read notes.txt, write new.txt, edit it",
        ]);
    t.run().status(0).stdout("done\n");
    assert_eq!(t.read("new.txt"), "alpha\ngamma\n");
    let project = std::fs::canonicalize(t.path()).unwrap_or_else(|e| panic!("{e}"));
    let golden = std::fs::read_to_string(fixture("golden/hook-input.jsonl"))
        .unwrap_or_else(|e| panic!("{e}"))
        .replace("$PROJECT", &project.display().to_string())
        .replace("$HOME", &t.home().display().to_string());
    let got = std::fs::read_to_string(t.root().join("hook-input.jsonl"))
        .unwrap_or_else(|e| panic!("{e}"));
    let (want, got) = (records(&golden), records(&got));
    assert_eq!(want.len(), 12, "{:?}", want.keys());
    let mut problems = Vec::new();
    for (k, w) in &want {
        let Some(g) = got.get(k) else {
            problems.push(format!("{k}: ama sent no such hook input"));
            continue;
        };
        let event = w["hook_event_name"].as_str().unwrap_or("");
        let mut w = w.clone();
        if let Some(obj) = w.as_object_mut() {
            obj.retain(|f, _| !KNOWN.iter().any(|(e, name, _)| *e == event && name == f));
        }
        same(k, &w, g, &mut problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
