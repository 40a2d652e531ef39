//! The interactive mode's remaining wiring end to end under tmux (issues #13, #16, #17, #18):
//! the status bar's cache item from the endpoint's reporting, Esc before any reply withdrawing
//! the turn into the editor (`ui.restoreOnCancel`), the project-trust and sessions-directory
//! questions before the UI, and the SessionEnd hook on exit. Skipped when tmux is not installed.

use serde_json::{Value, json};

use crate::interactive::{have_tmux, start};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{Tmux, status_row};

/// The user texts of a recorded Anthropic request, in order.
fn user_texts(body: &Value) -> Vec<String> {
    body["messages"]
        .as_array()
        .map(|m| {
            m.iter()
                .filter(|m| m["role"] == "user")
                .map(|m| match &m["content"] {
                    Value::String(s) => s.clone(),
                    c => c.to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn a_request_without_cache_figures_shows_cache_unknown_not_zero() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![Turn::text("Plain answer.").usage(1000, 20, 0, 0)]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start(&t, "wire-cache", "");
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("hello");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the cache item", |p| {
        p.contains("Plain answer.") && status_row(p).contains("cache")
    });
    let row = status_row(&p);
    assert!(
        row.contains("cache —"),
        "one request is not enough to know: {row}"
    );
    assert!(!row.contains("cache 0%"), "{row}");
    tmux.exit_by_ctrl_d();
}

fn withdraw_run(name: &str, config: Value) -> (Test, MockServer, Tmux) {
    let mock = MockServer::start(vec![
        Turn::new().delay_ms(30_000).say("Too late."),
        Turn::text("Second answer."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(config);
    let tmux = start(&t, name, "");
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("withdraw me");
    tmux.keys(&["Enter"]);
    mock.wait_for_requests(1, std::time::Duration::from_secs(10));
    tmux.wait_for("the spinner", |p| p.contains("Working"));
    tmux.keys(&["Escape"]);
    (t, mock, tmux)
}

#[test]
fn esc_before_any_reply_withdraws_the_turn_into_the_editor() {
    if !have_tmux() {
        return;
    }
    let (_t, mock, tmux) = withdraw_run("wire-withdraw", json!({}));
    let p = tmux.wait_for("the withdrawn turn", |p| {
        p.contains("Turn withdrawn") && !p.contains("Working")
    });
    let editor_has_it = p.lines().filter(|l| l.contains("withdraw me")).count();
    // Once in the scrollback (the sent message), once back in the editor.
    assert_eq!(editor_has_it, 2, "{p}");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the second answer", |p| p.contains("Second answer."));
    let req = mock.model_requests();
    assert_eq!(req.len(), 2);
    assert_eq!(
        user_texts(&req[1].body).len(),
        1,
        "the withdrawn turn is not in the history: {}",
        req[1].body["messages"]
    );
    assert!(user_texts(&req[1].body)[0].contains("withdraw me"));
    tmux.exit_by_ctrl_d();
}

#[test]
fn restore_on_cancel_false_only_stops_the_run() {
    if !have_tmux() {
        return;
    }
    let (_t, mock, tmux) =
        withdraw_run("wire-nowithdraw", json!({"ui": {"restoreOnCancel": false}}));
    let p = tmux.wait_for("the stop", |p| !p.contains("Working"));
    assert!(!p.contains("Turn withdrawn"), "{p}");
    assert_eq!(
        p.lines().filter(|l| l.contains("withdraw me")).count(),
        1,
        "the editor stays empty:\n{p}"
    );
    tmux.text("again");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the second answer", |p| p.contains("Second answer."));
    let req = mock.model_requests();
    assert_eq!(req.len(), 2);
    let texts = user_texts(&req[1].body).join("\n");
    assert!(
        texts.contains("withdraw me") && texts.contains("again"),
        "{texts}"
    );
    tmux.exit_by_ctrl_d();
}

#[test]
fn project_trust_is_asked_once_and_remembered_on_yes() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages").write(
        ".ama/skills/demo/SKILL.md",
        "---\nname: demo\ndescription: d\n---\nbody\n",
    );
    let trusted = t.config_dir().join("trusted.json");
    let tmux = start(&t, "wire-trust-no", "");
    tmux.wait_for("the trust question", |p| {
        p.contains("Trust this project's hooks, skills and prompts? [y/N]")
    });
    tmux.keys(&["n"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(p.contains("not trusted: .ama/skills ignored"), "{p}");
    assert!(
        !p.contains("Trust this project's"),
        "the question collapsed:\n{p}"
    );
    assert!(!trusted.exists());
    tmux.exit_by_ctrl_d();

    let tmux = start(&t, "wire-trust-yes", "");
    tmux.wait_for("the trust question", |p| p.contains("[y/N]"));
    tmux.keys(&["y"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(p.contains("trusted (.ama/skills)"), "{p}");
    let list: Value = serde_json::from_str(&std::fs::read_to_string(&trusted).unwrap_or_default())
        .unwrap_or_default();
    let want = std::fs::canonicalize(t.path()).unwrap_or_else(|_| t.path());
    assert_eq!(list["trusted"], json!([want.display().to_string()]));
    tmux.exit_by_ctrl_d();

    let tmux = start(&t, "wire-trust-again", "");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(!p.contains("[y/N]"), "asked only once:\n{p}");
    tmux.exit_by_ctrl_d();
}

#[test]
fn a_missing_sessions_directory_is_offered_and_a_no_exits_5() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let dir = t.path().join("no-such-sessions");
    let extra = format!("--session-dir '{}'", dir.display());
    let tmux = start(&t, "wire-sdir-no", &extra);
    tmux.wait_for("the question", |p| p.contains("Create it? [Y/n]"));
    tmux.keys(&["n"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=5"), "{p}");
    assert!(p.contains("was not created"), "{p}");
    assert!(!p.contains("[Y/n]"), "the question collapsed:\n{p}");
    assert!(p.lines().any(|l| l == "icanon"), "{p}");
    assert!(!dir.exists());

    let tmux = start(&t, "wire-sdir-yes", &extra);
    tmux.wait_for("the question", |p| p.contains("[Y/n]"));
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(p.contains("✓ created the sessions directory"), "{p}");
    assert!(dir.is_dir());
    tmux.exit_by_ctrl_d();
}

#[test]
fn session_end_hook_runs_on_exit() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"hooks": {
            "SessionEnd": [{"hooks": [{"type": "command", "command": "cat > end.json"}]}]
        }}));
    let tmux = start(&t, "wire-end", "");
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(!t.path().join("end.json").exists());
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
    let end: Value = serde_json::from_str(&t.read("end.json")).unwrap_or_default();
    assert_eq!(end["hook_event_name"], "SessionEnd");
    assert_eq!(
        (end["reason"].as_str(), end["ama_reason"].as_str()),
        (Some("prompt_input_exit"), Some("exit"))
    );
}
