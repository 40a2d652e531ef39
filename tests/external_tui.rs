//! Issue #27 in the real terminal UI (tmux): an external agent's first run is confirmed in the
//! approval dialog, and the child's own request shows its label `[amachild · session <id8>]`
//! (shared/spec/permissions.md) as the dialog's title; `n` rejects it, the child's command does
//! not run, and the task finishes with the child's answer.

use serde_json::json;

use crate::support::external::{acp_child, customs, left_over, mark, parent_file};
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::tmux::{AmaPane, Tmux};

#[test]
fn the_approval_dialog_shows_the_external_agents_label_and_n_rejects() {
    if !Tmux::installed() {
        return;
    }
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "make a file", "prompt": "CHILD-T touch it", "agent": "amachild"}),
            ),
            Turn::text("parent saw the answer"),
        ],
        vec![(
            "CHILD-T",
            vec![
                Turn::new().tool_call("b1", "bash", json!({"command": "touch made.txt"})),
                Turn::text("the child was refused"),
            ],
        )],
    );
    let mark = mark("acp-tui");
    let t = acp_child(&r, &mark);
    let tmux = AmaPane::new(&t, "external-label").size(120, 40).start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    tmux.text("go");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the first-run question", |p| {
        p.contains("Allow first run of an external agent?")
    });
    tmux.keys(&["y"]);
    let frame = tmux.wait_for("the child's request", |p| {
        p.contains("Allow [amachild · session ")
    });
    let title = frame
        .lines()
        .find(|l| l.contains("Allow [amachild · session "))
        .unwrap_or_default()
        .trim()
        .to_string();
    let sid = customs(&parent_file(&t), "ama.agent-session")[0]["sessionId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert_eq!(
        title,
        format!("[task:amachild] Allow [amachild · session {}]?", &sid[..8]),
        "{frame}"
    );
    assert!(frame.contains("touch made.txt"), "{frame}");
    tmux.keys(&["n"]);
    tmux.wait_for("the parent's answer", |p| {
        p.contains("parent saw the answer")
    });
    assert!(
        !t.path().join("made.txt").exists(),
        "the rejected command ran"
    );
    let result = crate::tasks::tool_result(&r.main().model_requests()[1], "call_1");
    assert!(
        result.starts_with("the child was refused\n\n[task task_1 · amachild · completed"),
        "{result}"
    );
    tmux.keys(&["C-d"]);
    tmux.wait_for("the exit", |p| p.contains("EXIT="));
    assert_eq!(
        left_over(&mark, std::time::Duration::from_secs(5)),
        Vec::<i32>::new()
    );
}
