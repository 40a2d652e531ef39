//! Issue #29: a session switched to inside the terminal UI shows its branch as start-up resume
//! does. In real tmux against the mock: `/resume <id>` in a fresh ama prints the other
//! session's prompts and answers once, in order, and the status bar takes its figures;
//! `/tree`'s picker goes back to before the second prompt and prints the branch that is left
//! (the first exchange only), with the second prompt back in the editor.

use crate::interactive::start;
use crate::support::mock::Turn;
use crate::support::session_files::session_files;
use crate::support::tmux::status_row;
use crate::support::tmux_app::{self, history, send_and_wait as send};

/// The first 8 characters of a session file's id (`<time>_<id>.jsonl`).
fn short_id(file: &std::path::Path) -> String {
    let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name.split('_')
        .nth(1)
        .unwrap_or("")
        .chars()
        .take(8)
        .collect()
}

/// Where each needle is in `text`, in the order given; panics naming a missing one.
fn positions(text: &str, needles: &[&str]) -> Vec<usize> {
    needles
        .iter()
        .map(|n| {
            text.find(n)
                .unwrap_or_else(|| panic!("{n:?} not in:\n{text}"))
        })
        .collect()
}

#[test]
fn resume_inside_the_ui_replays_the_other_sessions_branch() {
    let Some((mock, t, tmux)) = tmux_app::idle(
        "switch-first",
        vec![
            Turn::text("Answer about apples."),
            Turn::text("Answer about pears."),
            Turn::text("Third answer."),
        ],
    ) else {
        return;
    };
    send(&tmux, "tell me about apples", "Answer about apples.");
    send(&tmux, "now pears", "Answer about pears.");
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains("EXIT=0"), "{p}");
    drop(tmux);
    let files = session_files(&t);
    assert_eq!(files.len(), 1, "{files:?}");
    let id = short_id(&files[0]);

    // A fresh ama with nothing on screen: `/resume <id>` prints that session's branch.
    let tmux = start(&t, "switch-second", "");
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(!p.contains("apples"), "{p}");
    tmux.text(&format!("/resume {id}"));
    tmux.wait_for("the typed command", |p| {
        p.contains(&format!("› /resume {id}"))
    });
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the replayed branch", |p| p.contains("Answer about pears."));
    let order = positions(
        &p,
        &[
            "Resumed session",
            "› tell me about apples",
            "Answer about apples.",
            "› now pears",
            "Answer about pears.",
        ],
    );
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}\n{p}");
    let all = history(&tmux);
    assert_eq!(all.matches("Answer about apples.").count(), 1, "{all}");
    assert_eq!(all.matches("› now pears").count(), 1, "{all}");
    // The status bar has the resumed session's figures, not the empty session's.
    assert!(status_row(&p).contains("ctx "), "{p}");
    // The conversation goes on in that session: the model gets the whole branch.
    send(&tmux, "and plums", "Third answer.");
    let body = mock.model_requests()[2].body.to_string();
    assert!(
        body.contains("tell me about apples") && body.contains("Answer about pears."),
        "{body}"
    );
    let p = tmux.exit_by_ctrl_d();
    assert!(p.contains(&format!("ama --resume {id}")), "{p}");
    assert_eq!(
        session_files(&t).len(),
        1,
        "the empty session it started with is never written"
    );
}

#[test]
fn tree_inside_the_ui_replays_the_branch_left() {
    let Some((mock, _t, tmux)) = tmux_app::idle(
        "switch-tree",
        vec![
            Turn::text("Answer one."),
            Turn::text("Answer two."),
            Turn::text("Answer three."),
        ],
    ) else {
        return;
    };
    send(&tmux, "first question", "Answer one.");
    send(&tmux, "second question", "Answer two.");
    tmux.text("/tree");
    tmux.wait_for("the typed command", |p| p.contains("› /tree"));
    tmux.keys(&["Enter"]);
    // The picker selects the branch's last prompt: Enter takes it.
    tmux.wait_for("the picker", |p| {
        p.contains("Go back to before a message") && p.contains("● second question")
    });
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the message back in the editor", |p| {
        p.contains("› second question") && p.contains("Back to before this message")
    });
    let all = history(&tmux);
    // The live run showed each once; the replay of the branch left adds the first exchange.
    assert_eq!(all.matches("Answer one.").count(), 2, "{all}");
    assert_eq!(all.matches("Answer two.").count(), 1, "{all}");
    let replay = &all[all.rfind("Back to before this message").unwrap_or(0)..];
    let order = positions(
        replay,
        &["› first question", "Answer one.", "› second question"],
    );
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}\n{p}");
    // Sending again starts the new branch after the first exchange.
    tmux.keys(&["C-u"]);
    send(&tmux, "another second", "Answer three.");
    let body = mock.model_requests()[2].body.to_string();
    assert!(body.contains("first question"), "{body}");
    assert!(!body.contains("second question"), "{body}");
    tmux.exit_by_ctrl_d();
}
