//! The terminal UI in tmux against the mock LLM: the start most tmux tests share (a mock with the
//! test's turns, ama up and idle with its status bar), and the small steps they repeat (send a
//! line and wait for its answer, the editor's rows, the pane's whole history).

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

/// ama's TUI in the pane `interactive-<name>` with `extra` arguments and the environment `env`
/// (`NAME=value …`); the pane reports the exit code and whether the terminal is canonical again.
pub fn start_with(t: &Test, name: &str, extra: &str, env: &str) -> Tmux {
    AmaPane::new(t, &format!("interactive-{name}"))
        .args(extra)
        .env(env)
        .report_icanon()
        .start()
}

/// The mock serving `turns`, a `Test` on it, and ama's TUI idle in the pane `interactive-<name>`
/// (its status bar up); `None` (after saying SKIPPED) when tmux is missing. Bind the three in
/// this order, so the pane ends before the test's directories go.
pub fn idle(name: &str, turns: Vec<Turn>) -> Option<(MockServer, Test, Tmux)> {
    if !Tmux::installed() {
        return None;
    }
    let mock = MockServer::start(turns);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = start_with(&t, name, "", "MOCK_API_KEY=test-key-123");
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    Some((mock, t, tmux))
}

/// Types `text`, waits until it shows, presses Enter and waits for `answer` with the run over.
pub fn send_and_wait(tmux: &Tmux, text: &str, answer: &str) {
    tmux.text(text);
    tmux.wait_for("the typed text", |p| p.contains(text));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| {
        p.contains(answer) && !p.contains("Working…")
    });
}

/// The whole pane with its scrollback.
pub fn history(tmux: &Tmux) -> String {
    tmux.cmd(&["capture-pane", "-p", "-S", "-", "-t", "t"])
}

/// The editor's rows: the lines between the last two rules of the pane, trailing spaces cut.
pub fn editor(pane: &str) -> String {
    let lines: Vec<&str> = pane.lines().collect();
    let rules: Vec<usize> = (0..lines.len())
        .filter(|&i| !lines[i].is_empty() && lines[i].chars().all(|c| c == '─'))
        .collect();
    match rules[..] {
        [.., a, b] => lines[a + 1..b]
            .iter()
            .map(|l| l.trim_end())
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}
