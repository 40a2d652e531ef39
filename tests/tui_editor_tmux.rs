//! Issue #29's editor and dialog items that had unit tests only, through the real `ama` in
//! tmux against the mock: the new-line keys (Ctrl+J, Shift+Enter as the CSI-u and the xterm
//! modifyOtherKeys sequences a terminal sends for it) and Alt+Enter when idle (it sends, as
//! Enter does); the drawn cursor cell over grapheme clusters (a wide CJK character, a ZWJ
//! family, a letter with a combining mark: the reverse-video cell holds the whole cluster,
//! while the hardware cursor stays parked and hidden); word wrap at 40 columns; the approval
//! dialog's key hint whole on two rows at 40 columns; the edit approval's diff; and `/help`'s
//! keys.

use serde_json::json;

use crate::interactive::have_tmux;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};
use crate::support::tmux_app::editor;

fn start(t: &Test, name: &str, width: u16) -> Option<Tmux> {
    if !have_tmux() {
        return None;
    }
    let tmux = AmaPane::new(t, &format!("editor-{name}"))
        .size(width, 30)
        .report_icanon()
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:"));
    Some(tmux)
}

/// Sends raw bytes to the pane, as a terminal would for a key (`send-keys -H`).
fn bytes(tmux: &Tmux, raw: &[u8]) {
    let hex: Vec<String> = raw.iter().map(|b| format!("{b:02x}")).collect();
    let mut args = vec!["send-keys", "-t", "t", "-H"];
    args.extend(hex.iter().map(String::as_str));
    tmux.cmd(&args);
}

#[test]
fn ctrl_j_shift_enter_and_idle_alt_enter() {
    let mock = MockServer::start(vec![Turn::text("Four lines received.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "newline", 80) else {
        return;
    };
    tmux.text("one");
    tmux.keys(&["C-j"]);
    tmux.text("two");
    tmux.wait_for("Ctrl+J's row", |p| editor(p) == "› one\n  two");
    // Shift+Enter as kitty / foot / WezTerm send it (CSI-u) …
    bytes(&tmux, b"\x1b[13;2u");
    tmux.text("three");
    tmux.wait_for("CSI-u's row", |p| editor(p) == "› one\n  two\n  three");
    // … and as xterm sends it with modifyOtherKeys.
    bytes(&tmux, b"\x1b[27;2;13~");
    tmux.text("four");
    let p = tmux.wait_for("modifyOtherKeys' row", |p| {
        editor(p) == "› one\n  two\n  three\n  four"
    });
    assert_eq!(mock.model_requests().len(), 0, "no key sent it:\n{p}");
    // Idle, Alt+Enter sends as Enter does: a prompt, not a queued follow-up.
    tmux.keys(&["M-Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("Four lines received."));
    assert!(p.contains("› one\n  two\n  three\n  four"), "{p}");
    assert!(!p.contains("queued"), "{p}");
    let body = mock.model_requests()[0].body.to_string();
    assert!(body.contains("\"one\\ntwo\\nthree\\nfour\""), "{body}");
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
}

#[test]
fn ctrl_r_highlights_the_match() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "search-highlight", 80) else {
        return;
    };
    // A command line goes into the history like a prompt, without asking the model.
    tmux.text("/name alpha one");
    tmux.wait_for("the typed command", |p| p.contains("› /name alpha one"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the command's line", |p| p.contains("Session named"));
    tmux.keys(&["C-r"]);
    tmux.text("pha");
    tmux.wait_for("the search", |p| p.contains("search history: pha"));
    let raw = tmux.cmd(&["capture-pane", "-p", "-e", "-t", "t"]);
    let row = raw
        .lines()
        .find(|l| plain(l).trim_end() == "› /name alpha one" && l.contains("\u{1b}["))
        .unwrap_or_else(|| panic!("no match row:\n{raw}"));
    assert!(
        row.contains("al\u{1b}[1;4mpha\u{1b}[0m"),
        "the match is bold and underlined: {row:?}"
    );
    tmux.keys(&["Escape"]);
    tmux.wait_for("the search closed", |p| !p.contains("search history"));
    tmux.exit_by_ctrl_d();
}

/// `line` without its SGR sequences.
fn plain(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find("\u{1b}[") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        rest = after.find('m').map_or("", |m| &after[m + 1..]);
    }
    out.push_str(rest);
    out
}

/// The text drawn in reverse video on the editor's first row (the text cursor's cell), from
/// `capture-pane -e`; SGR 7 turns it on, 0 and 27 off.
fn cursor_cell(tmux: &Tmux) -> String {
    let raw = tmux.cmd(&["capture-pane", "-p", "-e", "-t", "t"]);
    let row = raw
        .lines()
        .rev()
        .find(|l| plain(l).starts_with("› "))
        .unwrap_or("");
    let mut on = false;
    let mut out = String::new();
    let mut rest = row;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("\u{1b}[") {
            let end = after.find('m').unwrap_or(after.len());
            for p in after[..end].split(';') {
                match p {
                    "7" => on = true,
                    "" | "0" | "27" => on = false,
                    _ => {}
                }
            }
            rest = after.get(end + 1..).unwrap_or("");
            continue;
        }
        let c = rest.chars().next().unwrap_or(' ');
        if on {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    // tmux leaves out a row's trailing spaces: a reverse cell past the text is an SGR 7 that
    // nothing follows.
    if on && out.is_empty() {
        out.push(' ');
    }
    out
}

#[test]
fn the_cursor_cell_covers_whole_grapheme_clusters() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "cursor-cell", 80) else {
        return;
    };
    let family = "👨\u{200d}👩\u{200d}👧";
    let flag = "🇯🇵";
    tmux.text(&format!("a{family}e\u{301}日{flag}b"));
    tmux.wait_for("typed text", |p| p.contains("b\n") || p.contains("b "));
    // At the end: a reverse space after the text.
    assert_eq!(cursor_cell(&tmux), " ");
    let steps = ["b", flag, "日", "e\u{301}", family, "a"];
    for (i, want) in steps.iter().enumerate() {
        tmux.keys(&["Left"]);
        let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
        let mut got = cursor_cell(&tmux);
        while got != *want && std::time::Instant::now() < end {
            std::thread::sleep(std::time::Duration::from_millis(50));
            got = cursor_cell(&tmux);
        }
        assert_eq!(got, *want, "after {} Left: {:?}", i + 1, tmux.pane());
    }
    // The hardware cursor stays parked, hidden, at column 0 (the cell above is the cursor).
    let hw = tmux.cmd(&["display", "-p", "-t", "t", "#{cursor_x} #{cursor_flag}"]);
    assert_eq!(hw.trim(), "0 0", "{hw}");
    // One Backspace after the flag takes both of its regional indicators.
    tmux.keys(&["End", "Left", "BSpace"]);
    tmux.wait_for("the flag deleted", |p| p.contains("日b"));
    assert_eq!(cursor_cell(&tmux), "b");
    tmux.keys(&["C-c"]);
    tmux.wait_for("a cleared editor", |p| !p.contains("日b"));
    tmux.exit_by_ctrl_d();
}

#[test]
fn the_editor_wraps_between_words_at_40_columns() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "wrap", 40) else {
        return;
    };
    tmux.text("the quick brown fox jumps over the lazy dog while ama wraps every word whole");
    let p = tmux.wait_for("three rows", |p| editor(p).contains("whole"));
    assert_eq!(
        editor(&p),
        "› the quick brown fox jumps over the\n  lazy dog while ama wraps every word\n  whole",
        "{p}"
    );
    tmux.keys(&["C-c"]);
    tmux.wait_for("a cleared editor", |p| !p.contains("whole"));
    tmux.exit_by_ctrl_d();
}

#[test]
fn the_dialog_hint_stays_whole_at_40_columns_and_an_edit_shows_its_diff() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "read", json!({"path": "notes.txt"})),
        Turn::new().tool_call(
            "c2",
            "edit",
            json!({"path": "notes.txt", "old_string": "colour red", "new_string": "colour blue"}),
        ),
        Turn::text("Edited."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("notes.txt", "title\ncolour red\nend\n");
    let Some(tmux) = start(&t, "edit-diff", 40) else {
        return;
    };
    tmux.text("make it blue");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the edit dialog", |p| p.contains("Allow edit?"));
    let rows: Vec<&str> = p.lines().map(str::trim_end).collect();
    for want in ["  notes.txt", "  − colour red", "  + colour blue"] {
        assert!(rows.contains(&want), "{want:?} in\n{p}");
    }
    let hint = rows
        .iter()
        .position(|r| r.starts_with("Enter choose"))
        .unwrap_or_else(|| panic!("no key hint:\n{p}"));
    assert_eq!(
        rows[hint..hint + 2],
        [
            "Enter choose · ↑↓ move · 1-3 pick",
            "y/a/n answer · Esc no · v view input"
        ],
        "{p}"
    );
    assert!(rows.iter().all(|r| r.chars().count() <= 40), "{p}");
    tmux.text("1");
    tmux.wait_for("the answer", |p| p.contains("Edited."));
    assert_eq!(t.read("notes.txt"), "title\ncolour blue\nend\n");
    tmux.exit_by_ctrl_d();
}

#[test]
fn a_long_write_shows_its_first_lines_and_v_shows_all() {
    let long: String = (1..=12).map(|i| format!("row {i}\n")).collect();
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "write", json!({"path": "long.txt", "content": long})),
        Turn::new().tool_call(
            "c2",
            "write",
            json!({"path": "one.txt", "content": "single\n"}),
        ),
        Turn::text("Done writing."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let Some(tmux) = start(&t, "write-view", 100) else {
        return;
    };
    tmux.text("write them");
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the write dialog", |p| p.contains("Allow write?"));
    for want in [
        "  long.txt  (12 lines)",
        "  │ row 8",
        "  … 4 more lines (v to view all)",
    ] {
        assert!(p.lines().any(|l| l.trim_end() == want), "{want:?} in\n{p}");
    }
    assert!(!p.contains("row 9"), "{p}");
    tmux.text("v");
    let p = tmux.wait_for("the whole input", |p| p.contains("row 11"));
    assert!(p.contains("v hide input"), "{p}");
    assert!(p.contains("Allow write?"), "v answers nothing:\n{p}");
    tmux.text("1");
    let p = tmux.wait_for("the second dialog", |p| p.contains("one.txt"));
    assert!(
        p.lines().any(|l| l.trim_end() == "  one.txt  (1 line)"),
        "one line, not 1 lines:\n{p}"
    );
    tmux.text("3");
    tmux.wait_for("the answer", |p| p.contains("Done writing."));
    assert_eq!(t.read("long.txt"), long);
    assert!(!t.path().join("one.txt").exists());
    tmux.exit_by_ctrl_d();
}

#[test]
fn help_lists_the_keys() {
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    if !have_tmux() {
        return;
    }
    let tmux = AmaPane::new(&t, "editor-help")
        .size(100, 80)
        .report_icanon()
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:"));
    tmux.text("/help");
    tmux.wait_for("the typed command", |p| p.contains("› /help"));
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the keys", |p| p.contains("Keys:"));
    let keys = &p[p.find("Keys:").unwrap_or(0)..];
    for (key, what) in [
        ("Alt+Enter", "send; during a run, queue after it"),
        ("Shift+Enter, Ctrl+J, \\+Enter", "new line"),
        ("Alt+Up", "take the last queued message back"),
        ("Ctrl+R", "search the prompt history"),
        ("Ctrl+O", "finished blocks too"),
        ("Ctrl+Z", "suspend ama"),
        ("Home / Ctrl+A, End / Ctrl+E", "start / end of the line"),
        ("Alt+B / Alt+F, Ctrl+Left / Right", "word left / right"),
        ("Ctrl+W, Alt+Backspace", "delete the word before"),
        ("Ctrl+U / Ctrl+K", "delete to the start / end"),
        ("Ctrl+Y", "paste what the last delete removed"),
    ] {
        assert!(
            keys.lines()
                .any(|l| l.trim_start().starts_with(key) && l.contains(what)),
            "{key} / {what} in\n{keys}"
        );
    }
    tmux.exit_by_ctrl_d();
}

/// The approval dialog in a real terminal: a bracketed paste that arrived before the dialog
/// was drawn does not answer it, `a` allows for the session (the same command then runs
/// without a dialog) and Esc denies, as `n` does.
#[test]
fn a_paste_before_the_dialog_never_answers_it_then_a_and_esc() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "touch one.txt"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "touch one.txt"})),
        Turn::text("After a."),
        Turn::new().tool_call("c3", "bash", json!({"command": "touch two.txt"})),
        Turn::text("After Esc."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    if !have_tmux() {
        return;
    }
    let tmux = AmaPane::new(&t, "editor-dialog-keys")
        .size(100, 30)
        .args("--no-sandbox")
        .report_icanon()
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("go");
    tmux.wait_for("the prompt in the editor", |p| p.contains("› go"));
    let held = tmux.hold_output();
    tmux.keys(&["Enter"]);
    let requests = mock.wait_for_requests(1, std::time::Duration::from_secs(10));
    assert_eq!(requests.len(), 1, "ama did not ask the model");
    std::thread::sleep(std::time::Duration::from_millis(300));
    tmux.cmd(&["set-buffer", "y"]);
    tmux.cmd(&["paste-buffer", "-p", "-t", "t"]);
    std::thread::sleep(std::time::Duration::from_millis(300));
    held.release();
    tmux.wait_for("the dialog", |p| p.contains("Allow bash?"));
    std::thread::sleep(std::time::Duration::from_millis(500));
    let p = tmux.pane();
    assert!(p.contains("Allow bash?"), "the pasted y answered it:\n{p}");
    assert!(!t.path().join("one.txt").exists(), "{p}");
    tmux.text("a");
    tmux.wait_for("the answer", |p| p.contains("After a."));
    assert!(t.path().join("one.txt").exists());
    let all = tmux.cmd(&["capture-pane", "-p", "-S", "-", "-t", "t"]);
    assert_eq!(all.matches("Allow bash?").count(), 0, "{all}");
    assert_eq!(
        all.matches("● bash  touch one.txt").count(),
        2,
        "the second call ran without a dialog:\n{all}"
    );
    tmux.text("again");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the dialog", |p| {
        p.contains("Allow bash?") && p.contains("two.txt")
    });
    tmux.keys(&["Escape"]);
    let p = tmux.wait_for("the answer", |p| p.contains("After Esc."));
    assert!(p.contains("bash call denied"), "{p}");
    assert!(!t.path().join("two.txt").exists(), "{p}");
    tmux.exit_by_ctrl_d();
}
