//! Issue #29: a resize never dirties the scrollback. The real `ama` runs in tmux with
//! `scroll-on-clear on` (tmux's default, set explicitly): the window goes 120 → 80 → 150 columns
//! while an answer streams, then 80 and 150 again when idle; `capture-pane -p -J -S -` (the
//! history and the screen) must then hold every line of the conversation exactly once, and no
//! stale copy of the spinner, the editor or the status bar.

use std::time::Duration;

use crate::interactive::have_tmux;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

fn resize(tmux: &Tmux, cols: u16) {
    tmux.cmd(&[
        "resize-window",
        "-t",
        "t",
        "-x",
        &cols.to_string(),
        "-y",
        "30",
    ]);
    std::thread::sleep(Duration::from_millis(250));
}

/// The whole pane: its history, then the screen, soft-wrapped rows joined.
fn everything(tmux: &Tmux) -> String {
    tmux.cmd(&["capture-pane", "-p", "-J", "-S", "-", "-t", "t"])
}

fn paragraph(i: usize) -> String {
    format!(
        "Paragraph {i} says something long enough to wrap when the window narrows to eighty columns, word after word."
    )
}

#[test]
fn resizes_leave_each_line_once_in_the_scrollback() {
    if !have_tmux() {
        return;
    }
    let answer: String = (0..40).map(|i| paragraph(i) + "\n\n").collect();
    let mock = MockServer::start(vec![Turn::text(&answer).deltas(400).pace_ms(10)]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = AmaPane::new(&t, "scrollback")
        .size(120, 30)
        .report_icanon()
        .start();
    tmux.cmd(&["set-option", "-g", "scroll-on-clear", "on"]);
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("tell me a long story");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer streaming", |p| p.contains("Paragraph 3 "));
    // During the stream.
    resize(&tmux, 80);
    resize(&tmux, 150);
    resize(&tmux, 120);
    tmux.wait_for("the end of the answer", |p| {
        p.contains("Paragraph 39 ") && !p.contains("Working…")
    });
    // Twice when idle.
    resize(&tmux, 80);
    resize(&tmux, 150);
    let p = tmux.wait_for("the redraw at 150", |p| p.contains("mode:Manual"));
    assert!(p.contains("Paragraph 39 "), "{p}");

    let all = everything(&tmux);
    // A paragraph committed while the window was 80 wide was wrapped there (a hard break):
    // the rows of one paragraph are joined for the count.
    let joined: Vec<String> = all.split("\n\n").map(|p| p.replace('\n', " ")).collect();
    let joined = joined.join("\n\n");
    let once = |needle: &str| {
        assert_eq!(
            joined.matches(needle).count(),
            1,
            "{needle:?} once in:\n{all}"
        );
    };
    once("› tell me a long story");
    once("Enter send");
    for i in 0..40 {
        once(&paragraph(i));
    }
    once("mode:Manual");
    assert_eq!(
        all.matches("Working…").count(),
        0,
        "a stale spinner:\n{all}"
    );
    let rules = all
        .lines()
        .filter(|l| !l.is_empty() && l.chars().all(|c| c == '─'))
        .count();
    assert_eq!(rules, 2, "the editor's two rules only:\n{all}");
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
}
