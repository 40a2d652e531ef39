//! The terminal UI library in a real terminal: tmux runs this test binary as a small demo
//! program (`demo_child`, active only with AMA_TUI_DEMO=1) built from ProcessTerminal,
//! InputSource, Editor and Renderer; the test sends keys and a bracketed paste with tmux and reads
//! the screen with `capture-pane -p`. It checks typing, sending (history above the editor), a
//! 50-line paste collapsed to a marker, Ctrl+C clearing, and that Ctrl+D exits with the
//! terminal restored (canonical mode back on). Skipped when tmux is not installed.

use std::time::{Duration, Instant};

use ama::tui::component::{Component, FrameBuilder};
use ama::tui::components::blocks::{Startup, UserKind, UserMessage};
use ama::tui::components::status_bar::{StatusBar, StatusInfo};
use ama::tui::components::text::Text;
use ama::tui::editor::{Editor, EditorAction};
use ama::tui::input::InputSource;
use ama::tui::keys::{Key, KeyCode, esc_timeout_from_env};
use ama::tui::renderer::Renderer;
use ama::tui::style::{ColorLevel, Style, Theme};
use ama::tui::terminal::{ProcessTerminal, terminal_size};

use crate::support::tmux::Tmux;

/// The demo program tmux runs. Does nothing unless AMA_TUI_DEMO=1.
#[test]
fn demo_child() {
    if std::env::var_os("AMA_TUI_DEMO").is_none() {
        return;
    }
    let term = ProcessTerminal::start().unwrap_or_else(|e| panic!("{e}"));
    let mut r = Renderer::new(term, Theme::dark(ColorLevel::detect()));
    let mut input = InputSource::spawn(
        std::io::stdin(),
        esc_timeout_from_env(),
        Box::new(terminal_size),
    );
    let mut editor = Editor::default();
    let bar = StatusBar::new(StatusInfo {
        model: "demo/model".into(),
        mode: "Manual".into(),
        ..StatusInfo::default()
    });
    let w = r.width();
    r.commit(
        Startup {
            version: "demo".into(),
        }
        .render(w),
    );
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline && !input.is_closed() {
        let w = r.width();
        let mut fb = FrameBuilder::new();
        let (lines, cursor) = editor.render(w);
        fb.push_with_cursor(lines, cursor).component(&bar, w);
        r.render(&fb.build()).unwrap_or_else(|e| panic!("{e}"));
        for i in input.wait(Instant::now() + Duration::from_millis(200)) {
            match editor.handle(&i) {
                EditorAction::Submit { text, .. } => {
                    let w = r.width();
                    r.commit(UserMessage::new(&text, UserKind::Prompt).render(w));
                    let reply = format!("you said {} lines", text.lines().count());
                    r.commit(Text::new(&reply, Style::PLAIN).render(w));
                }
                EditorAction::Unhandled(k) if k == Key::ctrl('c') => editor.clear(),
                EditorAction::Unhandled(k) if k == Key::plain(KeyCode::Esc) => {
                    let w = r.width();
                    r.commit(Text::new("esc pressed", Style::PLAIN).render(w));
                }
                EditorAction::Unhandled(k) if k == Key::ctrl('d') => {
                    r.finish().unwrap_or_else(|e| panic!("{e}"));
                    return;
                }
                _ => {}
            }
        }
    }
}

#[test]
fn real_terminal_under_tmux() {
    if !crate::support::tmux::Tmux::installed() {
        return;
    }
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let t = Tmux::named("tui-test");
    // The demo must own the pane's terminal: run it in the foreground, then report.
    let script = format!(
        "AMA_TUI_DEMO=1 '{}' tui_tmux::demo_child --exact --test-threads=1; echo EXIT=$?; \
         stty -a | tr ' ;' '\\n\\n' | grep -x -- '-\\?icanon'; sleep 60",
        exe.display()
    );
    t.session(80, 24, &["sh", "-c", &script]);
    t.wait_for("the demo to start", |p| {
        p.contains("ama demo") && p.contains("mode:Manual")
    });

    t.text("hello wide 日本語 world");
    t.wait_for("typed text", |p| p.contains("› hello wide 日本語 world"));
    t.keys(&["Enter"]);
    let p = t.wait_for("the reply", |p| p.contains("you said 1 lines"));
    let lines: Vec<&str> = p.lines().collect();
    let sent = lines
        .iter()
        .position(|l| l.starts_with("› hello wide"))
        .unwrap_or(usize::MAX);
    assert!(
        sent < lines.len() && lines[sent + 1] == "you said 1 lines",
        "{p}"
    );

    // A 50-line bracketed paste becomes one marker; Enter sends all 50 lines.
    let body: String = (1..=50).map(|i| format!("pasted line {i}\n")).collect();
    t.cmd(&["set-buffer", "-b", "p", &body]);
    t.cmd(&["paste-buffer", "-p", "-b", "p", "-t", "t"]);
    t.wait_for("the paste marker", |p| p.contains("› [paste #1 +50 lines]"));
    t.keys(&["Enter"]);
    t.wait_for("the paste reply", |p| p.contains("you said 50 lines"));

    // Alt+B (ESC b in one write) is a word motion, not Esc; a lone Esc comes out after the
    // timeout.
    t.text("one two");
    t.wait_for("typed text", |p| p.contains("› one two"));
    t.keys(&["M-b"]);
    t.text("X");
    t.wait_for("the word motion", |p| p.contains("› one Xtwo"));
    assert!(!t.pane().contains("esc pressed"));
    t.keys(&["Escape"]);
    t.wait_for("a lone Esc", |p| p.contains("esc pressed"));

    // Resize: the last screen is redrawn at the new width.
    t.cmd(&["resize-window", "-t", "t", "-x", "40", "-y", "20"]);
    t.wait_for("a redraw at 40 columns", |p| {
        p.lines().any(|l| l == "─".repeat(40)) && !p.lines().any(|l| l.contains(&"─".repeat(41)))
    });
    t.keys(&["C-u"]);

    // Ctrl+C clears the input.
    t.text("discard me");
    t.wait_for("typed text", |p| p.contains("› discard me"));
    t.keys(&["C-c"]);
    t.wait_for("a cleared editor", |p| !p.contains("discard me"));

    // Ctrl+D exits; the terminal is back in canonical mode and the history stays.
    t.keys(&["C-d"]);
    let p = t.wait_for("exit", |p| {
        p.contains("EXIT=0") && p.lines().any(|l| l.trim_end().ends_with("icanon"))
    });
    assert!(
        p.lines().any(|l| l.trim_end() == "icanon"),
        "terminal left in raw mode:\n{p}"
    );
    assert!(p.contains("you said 50 lines"), "history lost:\n{p}");
    assert!(
        !p.contains("mode:Manual"),
        "live region left on screen:\n{p}"
    );
}
