//! Interactive mode end to end (issue #13): tmux runs the real `ama` against the mock server in
//! an 80x24 terminal; the test types prompts with `send-keys`, reads the screen with
//! `capture-pane`, answers an approval with `y`, and exits with Ctrl+D, then checks the exit code
//! and that the terminal is back in canonical mode. Skipped when tmux is not installed.

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::Tmux;
use crate::support::tmux_app;

/// Starts `ama <extra>` for `t` in a fresh tmux server, then prints `EXIT=<code>` and whether the
/// terminal is in canonical mode when it ends.
pub(crate) fn start(t: &Test, name: &str, extra: &str) -> Tmux {
    start_with(t, name, extra, "MOCK_API_KEY=test-key-123")
}

/// `start` with `env` (`NAME=value …`) instead of the mock's API key.
pub(crate) fn start_with(t: &Test, name: &str, extra: &str, env: &str) -> Tmux {
    tmux_app::start_with(t, name, extra, env)
}

pub(crate) fn have_tmux() -> bool {
    Tmux::installed()
}

#[test]
fn double_ctrl_c_exits_130_with_the_terminal_restored() {
    let Some((mock, _t, tmux)) = tmux_app::idle("ctrlc", vec![]) else {
        return;
    };
    tmux.text("discard me");
    tmux.wait_for("typed text", |p| p.contains("› discard me"));
    tmux.keys(&["C-c"]);
    tmux.wait_for("a cleared editor", |p| !p.contains("discard me"));
    assert!(!tmux.pane().contains("EXIT="), "one Ctrl+C only clears");
    tmux.keys(&["C-c"]);
    tmux.keys(&["C-c"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=130"), "{p}");
    assert!(p.lines().any(|l| l == "icanon"), "{p}");
    assert_eq!(mock.model_requests().len(), 0);
}

#[test]
fn no_tui_on_a_terminal_is_line_mode() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![Turn::text("Plain answer.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start(&t, "notui", "--no-tui");
    tmux.text("hi");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Plain answer."));
    assert!(
        !tmux.pane().contains("mode:Manual"),
        "no status bar in line mode"
    );
    tmux.keys(&["C-d"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=0"), "{p}");
}

#[test]
fn prompt_answer_approval_and_ctrl_d_in_a_real_terminal() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::text("Hello from the **mock**.").usage(2000, 300, 0, 0),
        Turn::new().tool_call("call_1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("Made the file."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start(&t, "prompt", "");
    tmux.wait_for("the status bar", |p| {
        p.contains("mock/mock-model") && p.contains("mode:Manual")
    });

    tmux.text("say hello");
    tmux.wait_for("typed text", |p| p.contains("› say hello"));
    tmux.keys(&["Enter"]);
    let p = tmux.wait_for("the answer", |p| p.contains("Hello from the mock."));
    let lines: Vec<&str> = p.lines().collect();
    let asked = lines.iter().position(|l| l.starts_with("› say hello"));
    let answered = lines
        .iter()
        .position(|l| l.contains("Hello from the mock."));
    assert!(asked < answered, "the answer follows the prompt:\n{p}");
    let history = std::fs::read_to_string(t.data_dir().join("history")).unwrap_or_default();
    assert_eq!(
        history, "say hello\n",
        "sent prompts go to <data dir>/history"
    );
    // 2000 in at $3/M and 300 out at $15/M: $0.0105.
    tmux.wait_for("the figures in the status bar", |p| {
        p.contains("↑2.0k ↓300") && p.contains("$0.01")
    });

    tmux.text("make a file");
    tmux.wait_for("typed text", |p| p.contains("› make a file"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the approval dialog", |p| {
        p.contains("Allow bash?") && p.contains("touch made.txt")
    });
    assert!(
        !t.path().join("made.txt").exists(),
        "nothing runs before the answer"
    );
    tmux.text("y");
    tmux.wait_for("the final answer", |p| p.contains("Made the file."));
    assert!(t.path().join("made.txt").exists(), "the approved call ran");

    tmux.keys(&["C-d"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(
        p.contains("EXIT=0"),
        "Ctrl+D on an empty editor exits 0:\n{p}"
    );
    assert!(
        p.lines().any(|l| l == "icanon"),
        "the terminal is back in canonical mode:\n{p}"
    );
    assert!(
        p.contains("Hello from the mock."),
        "the conversation stays on the main screen:\n{p}"
    );
    assert_eq!(mock.model_requests().len(), 3);
}

#[test]
fn esc_stops_a_run_and_the_next_prompt_works() {
    let Some((mock, _t, tmux)) = tmux_app::idle(
        "esc",
        vec![
            Turn::text("Partial answer that never ends").stall_after(3),
            Turn::text("Second answer."),
        ],
    ) else {
        return;
    };
    tmux.text("go");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the spinner", |p| p.contains("Working… (Esc to stop)"));
    tmux.keys(&["Escape"]);
    tmux.wait_for("the run to stop", |p| !p.contains("Working…"));
    tmux.text("again");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the second answer", |p| p.contains("Second answer."));
    tmux.keys(&["C-d"]);
    let p = tmux.wait_for("the exit", |p| p.contains("EXIT=") && p.contains("icanon"));
    assert!(p.contains("EXIT=0"), "{p}");
    assert_eq!(mock.model_requests().len(), 2);
}
