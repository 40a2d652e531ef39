//! Keys typed before a dialog appeared never answer it (issue #24), through the real binary in a
//! real terminal (tmux). To put the keys provably before the dialog, the test suspends the pane's
//! output (`tcflow` TCOOFF on its tty, what a terminal's Ctrl+S does): ama's next frame cannot be
//! written, so its loop waits inside that write while the test types into the pane and the screen
//! shows no dialog. Releasing the output lets ama go on and draw the dialog; the keys must not
//! answer it, and must not stay in the editor to be sent as a message either (dropped):
//! - the approval dialog: the model's bash call asks while the loop is held in the frame before
//!   the dialog; the `y` typed then is dropped when the loop takes it
//!   (`typed_before_pending_modal` in `run/typeahead.rs`), the Enter read after it when the
//!   dialog is drawn (`discard_before_new_modal`);
//! - the Bypass confirmation: Shift+Tab opens it and the loop is held in the frame that draws it;
//!   the `y` typed then is dropped when that frame is done (`discard_before_new_modal`);
//! - the plan dialog: as the approval dialog, with `1` and Enter (either would approve the plan).
//!
//! No timing decides the outcome: the loop stays held until the test lets it go. Missing tmux
//! prints `SKIPPED: <reason>`.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

/// ama's TUI in a tmux pane, at its prompt.
fn start(t: &Test, name: &str, args: &str, mode: &str) -> Option<Tmux> {
    if !Tmux::installed() {
        return None;
    }
    let tmux = AmaPane::new(t, &format!("typeahead-{name}"))
        .args(args)
        .size(100, 30)
        .start();
    tmux.wait_for("the status bar", |p| p.contains(&format!("mode:{mode}")));
    Some(tmux)
}

/// The user texts of a model request (Chat Completions), in order.
fn user_texts(body: &Value) -> Vec<String> {
    body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|m| m["role"] == "user")
        .map(|m| match &m["content"] {
            Value::String(s) => s.clone(),
            c => c
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["text"].as_str())
                .collect::<Vec<_>>()
                .join("\n"),
        })
        .collect()
}

/// The tool result the request carries for `id`.
fn tool_result(body: &Value, id: &str) -> Option<String> {
    body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|m| m["role"] == "tool" && m["tool_call_id"] == id)
        .map(|m| match &m["content"] {
            Value::String(s) => s.clone(),
            c => c.to_string(),
        })
}

/// How long the held loop is left before and after the keys: ample for the agent to turn the
/// model's reply into its request, and for the reader thread to take the keys from the terminal.
/// Too short a wait could not make a test pass wrongly: keys taken before the request came go
/// to the editor, which the tests reject.
const SETTLE: Duration = Duration::from_millis(700);

/// Sends the prompt `go` while the pane's output is held, then types `answer` and Enter before
/// the dialog titled `dialog` can be drawn, checks it was not on screen, and lets the output go.
/// ama takes the Enter, starts the run and waits in the next frame's write; the agent asks the
/// model and requests the dialog, which the held loop cannot draw.
fn type_ahead(tmux: &Tmux, mock: &MockServer, answer: &str, dialog: &str) {
    tmux.text("go");
    tmux.wait_for("the prompt in the editor", |p| p.contains("go"));
    let held = tmux.hold_output();
    tmux.keys(&["Enter"]);
    let requests = mock.wait_for_requests(1, Duration::from_secs(10));
    assert_eq!(requests.len(), 1, "ama did not ask the model");
    std::thread::sleep(SETTLE);
    tmux.text(answer);
    tmux.keys(&["Enter"]);
    std::thread::sleep(SETTLE);
    let p = tmux.pane();
    assert!(
        !p.contains(dialog),
        "the dialog was on screen before the keys:\n{p}"
    );
    held.release();
}

#[test]
fn keys_typed_before_the_approval_dialog_do_not_answer_it() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("call_1", "bash", json!({"command": "touch PWNED"})),
        Turn::text("all done"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let Some(tmux) = start(&t, "approval", "--no-sandbox", "Manual") else {
        return;
    };
    type_ahead(&tmux, &mock, "y", "Allow bash?");

    let p = tmux.wait_for("the approval dialog", |p| {
        p.contains("Allow bash?") && p.contains("touch PWNED")
    });
    // Had the `y` answered it, the command would run and its result go to the model.
    std::thread::sleep(SETTLE);
    let p2 = tmux.pane();
    assert!(
        p2.contains("Allow bash?") && p2.contains("touch PWNED"),
        "the dialog was answered by the typed-ahead `y`:\nbefore:\n{p}\nafter:\n{p2}"
    );
    assert!(!t.path().join("PWNED").exists(), "the command ran:\n{p2}");
    assert_eq!(
        mock.model_requests().len(),
        1,
        "a request went to the model while the dialog was open:\n{p2}"
    );
    // The `y` Enter did not go to the editor either: it would have been sent as a message.
    assert!(
        !p2.contains("↳ steer") && !p2.contains("↳ followUp"),
        "{p2}"
    );

    tmux.text("n");
    let p = tmux.wait_for("the run to end", |p| p.contains("all done"));
    assert!(p.contains("bash call denied"), "{p}");
    assert!(!t.path().join("PWNED").exists(), "the command ran:\n{p}");
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 2, "{p}");
    let result = tool_result(&requests[1].body, "call_1").unwrap_or_default();
    assert!(
        result.contains("denied") || result.contains("Denied"),
        "the model was not told the call was denied: {result}"
    );
    for r in &requests {
        assert_eq!(
            user_texts(&r.body),
            vec!["go".to_string()],
            "the typed-ahead keys reached the model as a message:\n{p}"
        );
    }
    // And the editor is empty: the `y` was not kept there to be sent later.
    let p = tmux.pane();
    assert!(
        p.lines().any(|l| l.trim_end() == "›") && !p.lines().any(|l| l.trim() == "› y"),
        "the typed-ahead `y` is in the editor:\n{p}"
    );
}

#[test]
fn keys_typed_before_the_bypass_confirmation_do_not_answer_it() {
    let mock = MockServer::start(vec![Turn::text("unused")]);
    let t = Test::new().mock(&mock, "openai-completions");
    let Some(tmux) = start(&t, "bypass", "--permission-mode auto", "Auto") else {
        return;
    };
    let held = tmux.hold_output();
    // Shift+Tab from Auto opens the confirmation; the loop waits in the frame that draws it.
    tmux.keys(&["BTab"]);
    std::thread::sleep(SETTLE);
    tmux.text("y");
    std::thread::sleep(SETTLE);
    let p = tmux.pane();
    assert!(
        !p.contains("Enable Bypass permissions?"),
        "the confirmation was on screen before the key:\n{p}"
    );
    held.release();

    let p = tmux.wait_for("the confirmation, or Bypass", |p| {
        p.contains("Enable Bypass permissions?") || p.contains("mode:Bypass")
    });
    std::thread::sleep(SETTLE);
    let p2 = tmux.pane();
    assert!(
        p2.contains("Enable Bypass permissions?") && !p2.contains("mode:Bypass"),
        "the confirmation was answered by the typed-ahead `y`:\nbefore:\n{p}\nafter:\n{p2}"
    );
    tmux.text("n");
    let p = tmux.wait_for("Manual after the cancel", |p| {
        p.contains("mode:Manual") && !p.contains("Enable Bypass permissions?")
    });
    assert!(!p.contains("mode:Bypass"), "{p}");
    assert!(mock.model_requests().is_empty(), "{p}");
}

#[test]
fn keys_typed_before_the_plan_dialog_do_not_answer_it() {
    let mock = MockServer::start(vec![
        Turn::text("<proposed_plan>\n# Greeting\n1. Write hello.txt\n</proposed_plan>"),
        Turn::text("unused"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let Some(tmux) = start(&t, "plan", "--permission-mode plan", "Plan") else {
        return;
    };
    // `1` approves the plan, and so does Enter (the first choice starts selected).
    type_ahead(&tmux, &mock, "1", "Would you like to proceed?");

    let p = tmux.wait_for("the plan dialog, or its answer", |p| {
        p.contains("Would you like to proceed?") || p.contains("mode:Manual")
    });
    std::thread::sleep(SETTLE);
    let p2 = tmux.pane();
    assert!(
        p2.contains("Would you like to proceed?") && p2.contains("mode:Plan"),
        "the plan dialog was answered by the typed-ahead keys:\nbefore:\n{p}\nafter:\n{p2}"
    );
    assert_eq!(mock.model_requests().len(), 1, "{p2}");

    // Esc keeps planning: the dialog goes, nothing is sent, and the editor is empty.
    tmux.keys(&["Escape"]);
    tmux.wait_for("the dialog to close", |p| {
        !p.contains("Would you like to proceed?")
    });
    std::thread::sleep(SETTLE);
    let p = tmux.pane();
    assert!(p.contains("mode:Plan"), "{p}");
    assert_eq!(mock.model_requests().len(), 1, "{p}");
    assert!(
        p.lines().any(|l| l.trim_end() == "›") && !p.lines().any(|l| l.trim() == "› 1"),
        "the typed-ahead `1` is in the editor:\n{p}"
    );
}
