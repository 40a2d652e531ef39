//! Issue #29 part B end to end in a real terminal (tmux) against the mock: the numbered approval
//! dialog (a write's content, `2` allowing for the session without writing anything to disk,
//! Enter taking the highlighted option), the denial line under its call, no dialog for a write
//! the tool would refuse (also over RPC), the status bar after Esc, the muted `Interrupted`, the
//! turn's duration, the spinner's one hint, the context-pressure notice, Ctrl+O over finished
//! blocks, and `@file` (the list while typing, quoting, the file attached to the message and
//! recorded in the session). Skipped when tmux is not installed.

use std::path::{Path, PathBuf};

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start as rpc_start};
use crate::support::session_files::{files_under as support_files_under, session_files};
use crate::support::tmux::{AmaPane, Tmux, status_row};
use crate::support::tmux_app::history;

fn start(t: &Test, name: &str, args: &str) -> Option<Tmux> {
    if !Tmux::installed() {
        return None;
    }
    let tmux = AmaPane::new(t, &format!("dialogs-{name}"))
        .args(args)
        .size(80, 30)
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:"));
    Some(tmux)
}

fn send(tmux: &Tmux, text: &str) {
    tmux.text(text);
    tmux.wait_for("the typed text", |p| p.contains(text));
    tmux.keys(&["Enter"]);
}

fn session_file(t: &Test) -> Option<PathBuf> {
    session_files(t).into_iter().next()
}

/// Every file under `dir`, relative.
fn files_under(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = support_files_under(dir)
        .iter()
        .filter_map(|p| Some(p.strip_prefix(dir).ok()?.display().to_string()))
        .collect();
    out.sort();
    out
}

#[test]
fn numbered_write_dialog_shows_the_content_and_2_allows_for_the_session_only() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "write",
            json!({"path": "notes/a.txt", "content": "alpha line\nbeta line\n"}),
        ),
        Turn::text("Wrote a."),
        Turn::new().tool_call(
            "call_2",
            "write",
            json!({"path": "notes/b.txt", "content": "gamma\n"}),
        ),
        Turn::text("Wrote b."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "write", "") else {
        return;
    };
    let config_before = files_under(&t.config_dir());
    send(&tmux, "write a");
    let p = tmux.wait_for("the write dialog", |p| p.contains("Allow write?"));
    for want in [
        "notes/a.txt  (2 lines)",
        "│ alpha line",
        "│ beta line",
        "› 1. Yes",
        "  2. Yes, for this session: writes under notes/",
        "  3. No",
    ] {
        assert!(p.contains(want), "{want:?} in\n{p}");
    }
    tmux.text("2");
    tmux.wait_for("the first answer", |p| p.contains("Wrote a."));
    send(&tmux, "write b");
    tmux.wait_for("the second answer", |p| p.contains("Wrote b."));
    assert!(
        !history(&tmux).contains("notes/b.txt  (1 line)"),
        "the session's allowance covers notes/b.txt: no second dialog\n{}",
        history(&tmux)
    );
    assert_eq!(t.read("notes/b.txt"), "gamma\n");
    assert_eq!(
        files_under(&t.config_dir()),
        config_before,
        "nothing is written to the config for this session"
    );
    assert!(!t.path().join(".ama").exists(), "nor to the project");
}

#[test]
fn enter_takes_the_highlight_and_the_denial_shows_under_its_call() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("call_1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("Not made."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "deny", "") else {
        return;
    };
    send(&tmux, "make it");
    let p = tmux.wait_for("the dialog", |p| p.contains("Allow bash?"));
    assert!(
        p.contains("2. Yes, for this session: touch made.txt commands"),
        "{p}"
    );
    tmux.keys(&["Down"]);
    tmux.wait_for("the highlight on 2", |p| p.contains("› 2. Yes"));
    tmux.keys(&["Down"]);
    tmux.wait_for("the highlight on 3", |p| p.contains("› 3. No"));
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("Not made."));
    assert!(!t.path().join("made.txt").exists());
    let lines: Vec<&str> = p.lines().collect();
    let call = lines.iter().position(|l| l.starts_with("● bash"));
    let denied = lines.iter().position(|l| l.contains("⛔ bash call denied"));
    assert!(
        call.is_some() && denied > call,
        "the ⛔ line follows the call:\n{p}"
    );
    // The finished turn shows its duration, then a blank line.
    let done = lines.iter().position(|l| l.starts_with("· Done in "));
    assert!(done.is_some(), "{p}");
    assert_eq!(
        done.and_then(|i| lines.get(i + 1)).copied(),
        Some(""),
        "{p}"
    );
}

#[test]
fn a_write_the_tool_would_refuse_asks_nobody() {
    let refused = || {
        vec![
            Turn::new().tool_call(
                "call_1",
                "write",
                json!({"path": "old.txt", "content": "new\n"}),
            ),
            Turn::text("I must read it first."),
        ]
    };
    let mock = MockServer::start(refused());
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("old.txt", "old\n");
    if let Some(tmux) = start(&t, "unread", "") {
        send(&tmux, "overwrite old.txt");
        tmux.wait_for("the answer", |p| p.contains("I must read it first."));
        let h = history(&tmux);
        assert!(!h.contains("Allow write?"), "no dialog:\n{h}");
        assert_eq!(t.read("old.txt"), "old\n");
        let second = mock.model_requests().get(1).map(|r| r.body.to_string());
        assert!(
            second.is_some_and(|b| b.contains("has not been read in this session")),
            "the model gets the refusal"
        );
    }

    // Over RPC, with an approval client: no permission_request is sent.
    let mock = MockServer::start(refused());
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("old.txt", "old\n");
    let mut c = rpc_start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(
        &mut c,
        json!({"type": "prompt", "message": "overwrite old.txt"}),
    );
    c.wait_event("agent_end", T)
        .unwrap_or_else(|| panic!("no agent_end"));
    let asked = c
        .log()
        .iter()
        .filter(|e| e["type"] == "permission_request")
        .count();
    assert_eq!(asked, 0);
    assert_eq!(t.read("old.txt"), "old\n");
    let end = c
        .log()
        .iter()
        .find(|e| e["type"] == "tool_execution_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["isError"], json!(true), "{end}");
    assert!(
        end.to_string()
            .contains("has not been read in this session"),
        "{end}"
    );
}

#[test]
fn esc_keeps_the_status_figures_and_shows_interrupted() {
    let mock = MockServer::start(vec![
        Turn::text("First answer.").usage(2000, 300, 0, 0),
        Turn::text("Streaming and never finishing").stall_after(3),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    if !Tmux::installed() {
        return;
    }
    // Colour on (256 colours), so the capture with escapes shows how `Interrupted` is drawn.
    let tmux = AmaPane::new(&t, "dialogs-esc")
        .size(80, 30)
        .colour()
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:"));
    send(&tmux, "first");
    let p = tmux.wait_for("the figures", |p| {
        p.contains("First answer.") && status_row(p).contains("$0.01")
    });
    let ctx_before = status_row(&p);
    send(&tmux, "second");
    let p = tmux.wait_for("the spinner", |p| p.contains("Working…"));
    let spinner = p.lines().find(|l| l.contains("Working…")).unwrap_or("");
    assert!(spinner.contains("Working… (Esc to stop) · "), "{spinner}");
    assert_eq!(spinner.matches("Esc").count(), 1, "one hint: {spinner}");
    tmux.keys(&["Escape"]);
    let p = tmux.wait_for("the stop", |p| {
        !p.contains("Working…") && p.contains("Interrupted")
    });
    let row = status_row(&p);
    assert!(row.contains("$0.01"), "the cost stays: {row}");
    assert!(!row.contains("ctx 0%"), "{row} (before: {ctx_before})");
    assert!(!p.contains("✗"), "no red error for the user's Esc:\n{p}");
    // Muted (the theme's 256-colour 244), never the error colour (168).
    let raw = tmux.cmd(&["capture-pane", "-p", "-e", "-t", "t"]);
    let line = raw
        .lines()
        .find(|l| l.contains("Interrupted"))
        .unwrap_or("");
    let before = &line[..line.find("Interrupted").unwrap_or(0)];
    let last_colour = before.rfind("38;5;").map(|i| &before[i..]).unwrap_or("");
    assert!(
        last_colour.starts_with("38;5;244"),
        "muted Interrupted: {line:?}"
    );
    assert!(!line.contains("38;5;168"), "no error colour: {line:?}");
    send(&tmux, "/session");
    let p = tmux.wait_for("the session", |p| p.contains("Cost "));
    assert!(!p.contains("Cost     $?"), "{p}");
}

#[test]
fn context_pressure_shows_the_notice() {
    // About 4 000 tokens of answer in a 6 000-token window: past 70 % (the crossing is estimated
    // from the transcript, as compaction's threshold is). A summary turn in case compaction runs.
    let answer = "lorem ipsum ".repeat(1300);
    let mock = MockServer::start(vec![Turn::text(&answer), Turn::text("Summary.")]);
    let t = crate::compaction::small(&mock, 6000, 300);
    let Some(tmux) = start(&t, "pressure", "") else {
        return;
    };
    send(&tmux, "fill it");
    let p = tmux.wait_for("the notice", |p| p.contains("Context "));
    let h = history(&tmux);
    let line = h.lines().find(|l| l.contains("Context ")).unwrap_or("");
    assert!(
        line.starts_with("! Context ") && line.contains("% used, about ") && line.contains(" left"),
        "{line}\n{p}"
    );
}

#[test]
fn ctrl_o_prints_finished_blocks_expanded_and_shows_the_state() {
    let script: String = (1..=9).map(|i| format!("echo out{i};")).collect();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("call_1", "bash", json!({"command": script})),
        Turn::text("Ran it."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "ctrlo", "--permission-mode full-auto") else {
        return;
    };
    send(&tmux, "run it");
    let p = tmux.wait_for("the answer", |p| p.contains("Ran it."));
    assert!(p.contains("… 6 more lines (Ctrl+O to expand)"), "{p}");
    assert!(!p.contains("out9"), "{p}");
    tmux.keys(&["C-o"]);
    let p = tmux.wait_for("the expanded copy", |p| p.contains("out9"));
    assert!(
        p.contains("▾ Tool output expanded: 1 finished block above, in full (Ctrl+O to collapse)"),
        "{p}"
    );
    assert!(status_row(&p).contains("expanded"), "{p}");
    tmux.keys(&["C-o"]);
    let p = tmux.wait_for("collapsed", |p| {
        p.contains("▸ Tool output collapsed (Ctrl+O to expand)")
    });
    assert!(!status_row(&p).contains("expanded"), "{p}");
}

#[test]
fn at_file_lists_quotes_and_attaches_the_file() {
    let mock = MockServer::start(vec![Turn::text("Summarised.")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("hello.txt", "hello world\nsecond line\n")
        .write("my notes.txt", "a note\n");
    let Some(tmux) = start(&t, "atfile", "") else {
        return;
    };
    tmux.text("@my");
    tmux.wait_for("the list", |p| {
        p.contains("my notes.txt") && p.contains("› @my")
    });
    tmux.keys(&["Enter"]);
    tmux.wait_for("the quoted path", |p| p.contains("› @\"my notes.txt\""));
    tmux.text("and @hel");
    tmux.wait_for("the list", |p| {
        p.lines()
            .any(|l| l.ends_with("hello.txt") && !l.contains('@'))
    });
    tmux.keys(&["Tab"]);
    tmux.wait_for("the completed path", |p| p.contains("and @hello.txt"));
    tmux.text("summarise");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("Summarised."));
    assert!(p.contains("· Attached hello.txt (2 lines)"), "{p}");
    let body = mock
        .model_requests()
        .first()
        .map(|r| r.body.to_string())
        .unwrap_or_default();
    for want in [
        r#"<file path=\"hello.txt\">\nhello world\nsecond line\n</file>"#,
        r#"<file path=\"my notes.txt\">\na note\n</file>"#,
        r#"@\"my notes.txt\" and @hello.txt summarise"#,
    ] {
        assert!(body.contains(want), "{want} in {body}");
    }
    let file = session_file(&t).map(std::fs::read_to_string);
    let text = file.and_then(Result::ok).unwrap_or_default();
    let user = text
        .lines()
        .find(|l| l.contains("\"role\":\"user\""))
        .unwrap_or("");
    assert!(
        user.contains(r#"<file path=\"hello.txt\">\nhello world"#),
        "the session records the attachment in the user message: {user}"
    );
}

#[test]
fn at_file_completes_nested_paths_as_typed() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("src/tui/keys.rs", "//\n")
        .write("docs/tui.md", "#\n")
        .write("build/tui/ignored.rs", "//\n")
        .write(".gitignore", "build/\n");
    let Some(tmux) = start(&t, "atnested", "") else {
        return;
    };
    tmux.text("@tu");
    let p = tmux.wait_for("the nested matches", |p| {
        p.contains("src/tui/") && p.contains("docs/tui.md")
    });
    assert!(!p.contains("build/"), "ignored by .gitignore:\n{p}");
    let rows: Vec<&str> = p.lines().map(str::trim).collect();
    let (docs, src) = (
        rows.iter().position(|l| l.ends_with("docs/tui.md")),
        rows.iter().position(|l| l.ends_with("src/tui/")),
    );
    assert!(docs < src, "sorted:\n{p}");
    tmux.keys(&["Down", "Tab"]);
    let p = tmux.wait_for("the directory's files", |p| {
        p.contains("› @src/tui/") && p.contains("src/tui/keys.rs")
    });
    assert!(!p.contains("docs/tui.md"), "{p}");
    tmux.text("ke");
    tmux.keys(&["Tab"]);
    tmux.wait_for("the completed path", |p| p.contains("› @src/tui/keys.rs"));
}
