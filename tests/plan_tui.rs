//! The plan approval dialog in the real terminal UI (issue #19): tmux runs `ama` against the
//! mock server; Shift+Tab enters plan mode, a `<proposed_plan>` reply opens the dialog, a
//! rejection with typed feedback sends it as the next prompt, and "Yes, and accept edits" on
//! the second proposal leaves plan mode, makes the todo list and carries out the plan (a write
//! that runs without a question). Skipped when tmux is not installed.

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

fn start(t: &Test) -> Option<Tmux> {
    if !Tmux::installed() {
        return None;
    }
    let tmux = AmaPane::new(t, "plan").size(100, 40).start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    Some(tmux)
}

fn session_file(t: &Test) -> Option<PathBuf> {
    let root = t.data_dir().join("sessions");
    for dir in std::fs::read_dir(root).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if f.path().extension().is_some_and(|e| e == "jsonl") {
                return Some(f.path());
            }
        }
    }
    None
}

fn customs(path: &PathBuf, custom_type: &str) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["type"] == "custom" && e["customType"] == custom_type)
        .map(|e| e["data"].clone())
        .collect()
}

#[test]
fn approval_dialog_rejects_with_feedback_then_approves_with_accept_edits() {
    let mock = MockServer::start(vec![
        Turn::text(
            "<proposed_plan>\n# Greeting\n1. Write hello.txt\n2. Check it\n</proposed_plan>",
        ),
        Turn::text("<proposed_plan>\n# Smaller\n1. Write hello.txt\n</proposed_plan>"),
        Turn::new().tool_call(
            "w1",
            "write",
            json!({"path": "hello.txt", "content": "hello\n"}),
        ),
        Turn::text("All done."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t) else {
        return;
    };
    tmux.keys(&["BTab"]);
    tmux.wait_for("accept edits", |p| p.contains("mode:Accept edits"));
    tmux.keys(&["BTab"]);
    tmux.wait_for("plan mode", |p| p.contains("mode:Plan"));
    tmux.text("add a greeting");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the plan dialog", |p| {
        p.contains("Would you like to proceed?")
    });
    assert!(p.contains("Plan proposed · 2 steps"), "{p}");
    // The reply is a titled block: the plan's lines without the raw tags (issue #29).
    assert!(p.contains("Write hello.txt"), "{p}");
    assert!(!p.contains("proposed_plan>"), "{p}");
    assert!(p.contains("❯ 1. Yes, approve the plan"), "{p}");
    assert!(p.contains("  2. Yes, and accept edits"), "{p}");
    assert!(p.contains("  4. No, give feedback"), "{p}");
    assert!(p.contains("  5. Keep planning"), "{p}");

    tmux.keys(&["4"]);
    tmux.wait_for("the feedback line", |p| p.contains("What should change?"));
    tmux.text("one step is enough");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the second plan", |p| {
        p.contains("Plan proposed · 1 step\n") || p.contains("Plan proposed · 1 step ")
    });
    assert!(p.contains("Plan rejected with feedback"), "{p}");
    assert!(p.contains("mode:Plan"), "{p}");

    tmux.keys(&["Down"]);
    let p = tmux.wait_for("the moved selection", |p| {
        p.contains("❯ 2. Yes, and accept edits")
    });
    assert!(p.contains("  1. Yes, approve the plan"), "{p}");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the finished plan", |p| p.contains("All done."));
    assert!(p.contains("Plan approved · Accept edits"), "{p}");
    assert!(p.contains("mode:Accept edits"), "{p}");
    assert!(
        !p.contains("Allow write?"),
        "accept edits does not ask: {p}"
    );
    assert_eq!(t.read("hello.txt"), "hello\n");

    let requests = mock.model_requests();
    assert_eq!(requests.len(), 4);
    let last_user = |i: usize| {
        requests[i].body["messages"]
            .as_array()
            .and_then(|m| m.iter().rev().find(|m| m["role"] == "user").cloned())
            .map(|m| m["content"].to_string())
            .unwrap_or_default()
    };
    assert!(
        last_user(1).contains("one step is enough"),
        "{}",
        last_user(1)
    );
    assert!(
        last_user(2).contains("Implement the approved plan."),
        "{}",
        last_user(2)
    );
    let file = session_file(&t).unwrap_or_else(|| panic!("no session file"));
    let statuses: Vec<Value> = customs(&file, "ama.plan")
        .iter()
        .map(|p| p["status"].clone())
        .collect();
    assert_eq!(
        statuses,
        [
            json!("proposed"),
            json!("rejected"),
            json!("proposed"),
            json!("approved")
        ]
    );
    assert_eq!(
        customs(&file, "ama.todo"),
        [
            json!({"items": [{"id": "1", "text": "Write hello.txt", "status": "pending", "planStep": 1}]})
        ]
    );
    assert_eq!(
        customs(&file, "ama.plan_state"),
        [
            json!({"active": true, "prePlanMode": "auto-edit"}),
            json!({"active": false, "prePlanMode": "auto-edit", "planId": statuses_id(&file)}),
        ]
    );
}

/// The id of the approved plan.
fn statuses_id(path: &PathBuf) -> Value {
    customs(path, "ama.plan")
        .into_iter()
        .find(|p| p["status"] == "approved")
        .map(|p| p["id"].clone())
        .unwrap_or_default()
}
