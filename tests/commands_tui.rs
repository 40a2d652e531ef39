//! Slash commands in the real terminal UI (issue #14): tmux runs `ama` against the mock server;
//! the tests drive the `/model` picker (filter, choose), Tab completion of `@src/ma`, `/tree`
//! (go back, edit, send: two branches and the right `leaf`), `/fork` (`parentSession`) and the
//! `/resume` picker. Skipped when tmux is not installed.

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

fn start(t: &Test, name: &str) -> Option<Tmux> {
    if !Tmux::installed() {
        return None;
    }
    let tmux = AmaPane::new(t, &format!("cmds-{name}"))
        .size(100, 30)
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    Some(tmux)
}

/// Types a prompt, sends it and waits for the answer on screen.
fn ask(tmux: &Tmux, prompt: &str, answer: &str) {
    tmux.text(prompt);
    tmux.keys(&["Enter"]);
    tmux.wait_for(answer, |p| p.contains(answer));
}

fn session_files(t: &Test) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let root = t.data_dir().join("sessions");
    for dir in std::fs::read_dir(root).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if f.path().extension().is_some_and(|e| e == "jsonl") {
                out.push(f.path());
            }
        }
    }
    out.sort();
    out
}

fn lines(path: &PathBuf) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[test]
fn model_picker_filters_and_chooses() {
    let mock = MockServer::start(vec![Turn::text("From vision.")]);
    let t = Test::new().mock(&mock, "anthropic-messages").config_merge(
        json!({"providers": {"mock": {"models": [{}, {
            "id": "mock-vision", "contextWindow": 200000, "maxTokens": 8192,
            "reasoning": false, "input": ["text", "image"]
        }]}}}),
    );
    let Some(tmux) = start(&t, "model") else {
        return;
    };
    tmux.text("/model");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the model picker", |p| p.contains("mock/mock-vision"));
    assert!(p.contains("Model"), "{p}");
    assert!(p.contains("mock · 200k ctx · img"), "{p}");
    tmux.text("vsn");
    let p = tmux.wait_for("the filter", |p| p.contains("filter: vsn"));
    assert!(p.contains("› mock/mock-vision"), "{p}");
    assert!(!p.contains("  mock/mock-model "), "filtered out: {p}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the switch", |p| p.contains("Model: mock/mock-vision"));
    tmux.wait_for("the status bar", |p| p.contains("mock/mock-vision"));
    ask(&tmux, "hi", "From vision.");
    let reqs = mock.model_requests();
    assert_eq!(reqs[0].body["model"], json!("mock-vision"));
}

#[test]
fn tab_completes_a_path() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("src/main.rs", "fn main() {}\n")
        .write("src/lib.rs", "\n");
    let Some(tmux) = start(&t, "tab") else {
        return;
    };
    tmux.text("look at @src/ma");
    tmux.keys(&["Tab"]);
    tmux.wait_for("the completed path", |p| {
        p.contains("› look at @src/main.rs")
    });
    tmux.text("x");
    tmux.wait_for("a space after it", |p| p.contains("@src/main.rs x"));
}

#[test]
fn tree_goes_back_and_sending_makes_a_branch_then_fork_and_resume() {
    let mock = MockServer::start(vec![
        Turn::text("Answer one."),
        Turn::text("Answer two."),
        Turn::text("Answer three."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "tree") else {
        return;
    };
    ask(&tmux, "first question", "Answer one.");
    ask(&tmux, "second question", "Answer two.");
    tmux.text("/tree");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the tree picker", |p| {
        p.contains("Go back to before a message")
    });
    assert!(p.contains("● first question"), "{p}");
    assert!(p.contains("● second question"), "{p}");
    tmux.keys(&["Enter"]); // the last message of the branch is preselected
    tmux.wait_for("the text back in the editor", |p| {
        p.contains("› second question")
    });
    tmux.keys(&["BSpace"]);
    tmux.keys(&["BSpace"]);
    tmux.text("on, edited");
    ask(&tmux, "", "Answer three.");

    let files = session_files(&t);
    assert_eq!(files.len(), 1, "{files:?}");
    let entries = lines(&files[0]);
    let users: Vec<&Value> = entries
        .iter()
        .filter(|e| e["type"] == "message" && e["message"]["role"] == "user")
        .collect();
    assert_eq!(users.len(), 3);
    let text = |u: &Value| {
        let c = &u["message"]["content"];
        c.as_str()
            .map(String::from)
            .unwrap_or_else(|| c[0]["text"].as_str().unwrap_or_default().to_string())
    };
    assert_eq!(text(users[2]), "second question, edited", "{users:?}");
    assert_eq!(
        users[1]["parentId"], users[2]["parentId"],
        "the edit is a sibling: two branches"
    );
    let leaf = entries.iter().rev().find(|e| e["type"] == "leaf");
    let first_answer = entries
        .iter()
        .find(|e| e["type"] == "message" && e["message"]["role"] == "assistant")
        .map(|e| e["id"].clone());
    assert_eq!(
        leaf.map(|l| l["id"].clone()),
        first_answer,
        "the leaf moved to before `second question`"
    );

    // /fork from before the first message: a new file whose header names this one.
    tmux.text("/fork");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the fork picker", |p| {
        p.contains("Fork from before a message")
    });
    tmux.keys(&["Up"]);
    tmux.keys(&["Up"]);
    tmux.keys(&["Enter"]);
    tmux.wait_for("the fork", |p| p.contains("Forked into session"));
    let files = session_files(&t);
    assert_eq!(files.len(), 2, "{files:?}");
    let headers: Vec<Value> = files.iter().map(|f| lines(f)[0].clone()).collect();
    assert!(
        headers
            .iter()
            .any(|h| h["parentSession"].as_str().is_some()),
        "{headers:?}"
    );

    // /resume lists this directory's sessions, newest first; choose the original one.
    tmux.text("/resume");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the resume picker", |p| p.contains("Resume a session"));
    assert!(p.contains("first question"), "{p}");
    assert!(p.contains("messages"), "{p}");
    tmux.text("first");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the resume", |p| p.contains("Resumed session"));
}

#[test]
fn image_refs_need_a_model_that_takes_images() {
    let mock = MockServer::start(vec![Turn::text("Nice picture.")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"models": [{}, {
            "id": "mock-vision", "contextWindow": 200000, "maxTokens": 8192,
            "reasoning": false, "input": ["text", "image"]
        }]}}}))
        .write("shot.png", b"\x89PNG\r\n\x1a\nfake");
    let Some(tmux) = start(&t, "image") else {
        return;
    };
    tmux.text("see @shot.png");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the refusal", |p| p.contains("does not take images"));
    assert!(
        p.contains("› see @shot.png"),
        "the text stays in the editor: {p}"
    );
    assert_eq!(mock.model_requests().len(), 0, "nothing was sent");
    tmux.keys(&["C-c"]);
    tmux.text("/model mock/mock-vision");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the switch", |p| p.contains("Model: mock/mock-vision"));
    ask(&tmux, "see @shot.png", "Nice picture.");
    let body = mock.model_requests()[0].body.to_string();
    assert!(body.contains("\"image\""), "{body}");
    assert!(
        body.contains("iVBORw0KGgpmYWtl"),
        "the file's bytes in base64: {body}"
    );
}
