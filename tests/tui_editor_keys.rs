//! Issue #29's keys in a real terminal (tmux, the real `ama`, the mock server): Ctrl+C stops a
//! run, clears the editor, and on an empty editor asks for a second press in the status line;
//! `\` + Enter is a new line; ↑ walks through a recalled multi-line entry on to the older one;
//! Ctrl+R searches the history; a `!` line runs the user's own command, which the model gets
//! with the next prompt; the exit prints the command that resumes the session, and the resumed
//! session shows its `!` command again.

use std::path::PathBuf;

use crate::interactive::start;
use crate::support::Test;
use crate::support::mock::Turn;
use crate::support::tmux::status_row;
use crate::support::tmux_app::{self, editor};

#[test]
fn ctrl_c_stops_a_run_clears_and_asks_before_exiting() {
    let Some((_mock, _t, tmux)) = tmux_app::idle(
        "ctrlc-run",
        vec![Turn::text("Streaming and never finishing").stall_after(3)],
    ) else {
        return;
    };
    tmux.text("go");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the spinner", |p| p.contains("Working…"));
    tmux.keys(&["C-c"]);
    let p = tmux.wait_for("the run to stop", |p| !p.contains("Working…"));
    assert!(
        !p.contains("EXIT="),
        "Ctrl+C during a run only stops it:\n{p}"
    );
    // Stopped before any reply, the turn is withdrawn and "go" is back in the editor (as with
    // Esc): clear it.
    tmux.keys(&["C-u"]);
    tmux.text("some text");
    tmux.wait_for("typed text", |p| p.contains("› some text"));
    tmux.keys(&["C-c"]);
    let p = tmux.wait_for("a cleared editor", |p| !p.contains("some text"));
    assert!(status_row(&p).contains("mode:Manual"), "no hint yet:\n{p}");
    tmux.keys(&["C-c"]);
    let p = tmux.wait_for("the hint", |p| {
        status_row(p) == "Press Ctrl+C again to exit"
    });
    assert!(!p.contains("EXIT="), "{p}");
    // The hint goes after 1.5 s; a single press then only shows it again.
    tmux.wait_for("the status bar back", |p| {
        status_row(p).contains("mode:Manual")
    });
    tmux.keys(&["C-c"]);
    tmux.wait_for("the hint again", |p| {
        status_row(p) == "Press Ctrl+C again to exit"
    });
    tmux.keys(&["C-c"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=130"), "{p}");
}

#[test]
fn backslash_enter_history_and_ctrl_r() {
    let Some((mock, _t, tmux)) = tmux_app::idle(
        "editor-keys",
        vec![
            Turn::text("First."),
            Turn::text("Second."),
            Turn::text("Third."),
        ],
    ) else {
        return;
    };
    let p = tmux.pane();
    assert!(
        p.contains("\\+Enter newline"),
        "the hint names the key:\n{p}"
    );
    tmux.text("alpha one");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the first answer", |p| p.contains("First."));
    // `\` + Enter: a new line, the `\` gone.
    tmux.text("beta line\\");
    tmux.keys(&["Enter"]);
    tmux.text("gamma line");
    let p = tmux.wait_for("two rows", |p| editor(p).contains("  gamma line"));
    assert_eq!(
        editor(&p),
        "› beta line\n  gamma line",
        "the backslash is gone:\n{p}"
    );
    tmux.keys(&["Enter"]);
    tmux.wait_for("the second answer", |p| p.contains("Second."));
    let body = mock.model_requests()[1].body.to_string();
    assert!(body.contains("beta line\\ngamma line"), "{body}");
    // ↑ recalls the two-row entry (cursor on its last row), ↑ goes to its first row, ↑ again
    // goes on to the older entry.
    tmux.keys(&["Up"]);
    tmux.wait_for("the recalled entry", |p| {
        editor(p) == "› beta line\n  gamma line"
    });
    tmux.keys(&["Up"]);
    tmux.keys(&["Up"]);
    tmux.wait_for("the older entry", |p| editor(p) == "› alpha one");
    tmux.keys(&["Down"]);
    tmux.wait_for("the newer entry again", |p| {
        editor(p) == "› beta line\n  gamma line"
    });
    tmux.keys(&["C-c"]);
    tmux.wait_for("an empty editor", |p| editor(p) == "›");
    // Ctrl+R: the match shows under the query; Esc cancels, Enter takes it.
    tmux.keys(&["C-r"]);
    tmux.text("alp");
    let p = tmux.wait_for("the search", |p| p.contains("search history: alp"));
    assert_eq!(editor(&p), "search history: alp\n› alpha one", "{p}");
    tmux.keys(&["Escape"]);
    tmux.wait_for("the search closed", |p| !p.contains("search history"));
    tmux.keys(&["C-r"]);
    tmux.text("line");
    tmux.wait_for("a match", |p| {
        editor(p) == "search history: line\n› beta line\n  gamma line"
    });
    tmux.keys(&["C-r"]);
    tmux.wait_for("no older match: it stays", |p| {
        editor(p).contains("  gamma line")
    });
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the match in the editor", |p| !p.contains("search history"));
    assert_eq!(editor(&p), "› beta line\n  gamma line", "{p}");
    assert_eq!(
        mock.model_requests().len(),
        2,
        "Enter in the search only takes the match"
    );
    tmux.keys(&["Enter"]);
    tmux.wait_for("the third answer", |p| p.contains("Third."));
    tmux.exit_by_ctrl_d();
}

#[test]
fn bang_runs_the_users_command_and_the_model_gets_it() {
    let Some((mock, t, tmux)) = tmux_app::idle("bang", vec![Turn::text("I see it.")]) else {
        return;
    };
    tmux.text("!echo made-by-$((6*7)) > out.txt; cat out.txt");
    let p = tmux.wait_for("bash mode", |p| p.contains("! echo made-by"));
    assert!(
        !p.contains("› !echo"),
        "the marker replaces the prompt:\n{p}"
    );
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the output", |p| p.contains("  made-by-42"));
    assert!(
        p.contains("! echo made-by-$((6*7)) > out.txt; cat out.txt"),
        "{p}"
    );
    assert!(
        t.path().join("out.txt").exists(),
        "no approval asked: the user typed it"
    );
    assert_eq!(
        mock.model_requests().len(),
        0,
        "the command alone asks the model nothing"
    );
    tmux.text("what did I run?");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("I see it."));
    let body = mock.model_requests()[0].body.to_string();
    assert!(
        body.contains("<bash-input>echo made-by-$((6*7)) > out.txt; cat out.txt</bash-input>"),
        "{body}"
    );
    assert!(body.contains("made-by-42"), "{body}");
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
    // The session file keeps it as a custom message, and the exit names the resume command.
    let files = session_files(&t);
    assert_eq!(files.len(), 1, "{files:?}");
    let text = std::fs::read_to_string(&files[0]).unwrap_or_default();
    assert!(
        text.lines().any(|l| l.contains("\"custom_message\"")
            && l.contains("\"customType\":\"ama.user-bash\"")
            && l.contains("\"display\":true")),
        "{text}"
    );
    let name = files[0].file_name().and_then(|n| n.to_str()).unwrap_or("");
    let id = name.split('_').nth(1).unwrap_or("");
    assert!(p.contains(&format!("ama --resume {}", &id[..8])), "{p}");
    drop(tmux);
    // Resumed, the session's branch is on screen again: the `!` command with its output (the
    // `ama.user-bash` entry), then the prompt and the answer, in that order.
    let tmux = start(&t, "bang-resumed", &format!("--resume {}", &id[..8]));
    let p = tmux.wait_for("the replayed branch", |p| {
        p.contains("I see it.") && p.contains("mode:Manual")
    });
    let at = |needle: &str| {
        p.find(needle)
            .unwrap_or_else(|| panic!("{needle:?} not on screen:\n{p}"))
    };
    let order = [
        at("! echo made-by-$((6*7)) > out.txt; cat out.txt"),
        at("  made-by-42"),
        at("› what did I run?"),
        at("I see it."),
    ];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}\n{p}");
    assert_eq!(p.matches("made-by-42").count(), 1, "{p}");
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
}

#[test]
fn graphemes_are_one_step_in_the_editor_and_whole_in_the_answer() {
    let Some((mock, _t, tmux)) = tmux_app::idle(
        "graphemes",
        vec![Turn::text(
            "Got 👨\u{200d}👩\u{200d}👧 and e\u{301} and 日本語 here.",
        )],
    ) else {
        return;
    };
    // Clusters: a, the ZWJ family, e + combining acute, 日, b.
    tmux.text("a👨\u{200d}👩\u{200d}👧e\u{301}日b");
    tmux.wait_for("typed text", |p| p.contains("日b"));
    // Three steps left land before the e with its mark; two more before the family.
    tmux.keys(&["Left", "Left", "Left"]);
    tmux.text("X");
    tmux.keys(&["Left", "Left"]);
    tmux.text("Y");
    tmux.wait_for("both inserts", |p| p.contains("aY") && p.contains("日b"));
    // One Backspace after the family removes all of it; one at the end removes b.
    tmux.keys(&["Right", "BSpace", "End", "BSpace"]);
    tmux.wait_for("the deletions", |p| {
        p.contains("› aYXé日") || p.contains("› aYXe\u{301}日")
    });
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("here."));
    let answer = p.lines().find(|l| l.starts_with("Got ")).unwrap_or("");
    assert!(answer.contains("日本語 here."), "{p}");
    let body = mock.model_requests()[0].body.to_string();
    assert!(
        body.contains("\"aYXe\u{301}日\""),
        "the prompt as edited, by clusters: {body}"
    );
    tmux.exit_by_ctrl_d();
}

/// The test's session files (`<data dir>/sessions/<cwd>/*.jsonl`).
fn session_files(t: &Test) -> Vec<PathBuf> {
    let root = t.data_dir().join("sessions");
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|dir| {
            std::fs::read_dir(dir.path())
                .into_iter()
                .flatten()
                .flatten()
        })
        .map(|f| f.path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    out.sort();
    out
}
