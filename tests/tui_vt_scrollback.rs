//! Issue #29's scrollback item in the VT test terminal (the real renderer into an in-memory
//! terminal, every frame through the vt100 emulator), the half that `tui_scrollback` covers in
//! tmux: an answer streams as the app streams it (finished blocks committed, the tail live
//! under a spinner, the editor and the status bar below), the window is resized three times
//! while it streams and twice when idle, and the emulator's scrollback and screen then hold
//! each committed line exactly once, no stale spinner, editor or status bar, and no screen
//! clear was ever sent. The lines are kept shorter than the narrowest width, because vt100
//! (unlike tmux) cuts the rows on screen when the window narrows.

use std::time::Duration;

use ama::tui::component::{Component, FrameBuilder};
use ama::tui::components::blocks::{Startup, UserKind, UserMessage};
use ama::tui::components::loader::Loader;
use ama::tui::components::markdown::Markdown;
use ama::tui::components::status_bar::{StatusBar, StatusInfo};
use ama::tui::editor::Editor;

use crate::support::vt_screen::VtScreen;

/// The live region: the streamed tail, the spinner (while it streams), editor, status.
fn draw(
    s: &mut VtScreen,
    md: &Markdown,
    loader: Option<&Loader>,
    editor: &Editor,
    bar: &StatusBar,
) {
    let w = s.r.width();
    let mut fb = FrameBuilder::new();
    fb.component(md, w);
    if let Some(l) = loader {
        fb.component(l, w);
    }
    let (lines, cursor) = editor.render(w);
    fb.push_with_cursor(lines, cursor).component(bar, w);
    s.r.render(&fb.build())
        .unwrap_or_else(|e| panic!("render: {e}"));
    s.feed();
}

fn paragraph(i: usize) -> String {
    format!("Paragraph {i} is short.")
}

#[test]
fn resizes_while_streaming_and_idle_leave_each_line_once() {
    let (cols, rows) = (80, 20);
    let mut s = VtScreen::new(cols, rows, 5000, b"$ ama\r\n");
    let editor = Editor::default();
    let bar = StatusBar::new(StatusInfo {
        model: "mock/model".into(),
        mode: "Manual".into(),
        ..StatusInfo::default()
    });
    let w = s.r.width();
    s.r.commit(
        Startup {
            version: "0.1.0".into(),
        }
        .render(w),
    );
    s.r.commit(UserMessage::new("tell me a long story", UserKind::Prompt).render(w));
    let mut md = Markdown::new("");
    let mut loader = Loader::new("Working… (Esc to stop)");
    // 40 paragraphs, 4 deltas each; resizes after paragraphs 10, 20 and 30.
    for i in 0..40 {
        for piece in ["Paragraph ", format!("{i} ").as_str(), "is short.", "\n\n"] {
            md.push_str(piece);
            let w = s.r.width();
            let done = md.drain_finished(w);
            if !done.is_empty() {
                s.r.commit(done);
            }
            loader.tick();
            loader.set_elapsed(Duration::from_millis(100 * i as u64));
            draw(&mut s, &md, Some(&loader), &editor, &bar);
        }
        match i {
            10 => s.resize(50, rows),
            20 => s.resize(100, rows),
            30 => s.resize(80, rows),
            _ => {}
        }
    }
    // The end of the run: the rest of the answer is committed, the spinner goes.
    let w = s.r.width();
    let rest = md.render(w);
    s.r.commit(rest);
    md = Markdown::new("");
    draw(&mut s, &md, None, &editor, &bar);
    // Twice when idle.
    s.resize(50, rows);
    draw(&mut s, &md, None, &editor, &bar);
    s.resize(100, rows);
    draw(&mut s, &md, None, &editor, &bar);

    let all = String::from_utf8_lossy(&s.r.terminal().bytes()).into_owned();
    assert_eq!(all.matches("\x1b[2J").count(), 0, "never a screen clear");
    let t = s.transcript();
    let once = |needle: &str| {
        assert_eq!(t.matches(needle).count(), 1, "{needle:?} once in:\n{t}");
    };
    once("› tell me a long story");
    once("ama 0.1.0");
    for i in 0..40 {
        once(&format!("{}\n", paragraph(i)));
    }
    once("mode:Manual");
    assert_eq!(t.matches("Working").count(), 0, "a stale spinner:\n{t}");
    let rules = t
        .lines()
        .filter(|l| !l.is_empty() && l.chars().all(|c| c == '─'))
        .count();
    assert_eq!(rules, 2, "the editor's two rules only:\n{t}");
    // In order, nothing between the paragraphs but their blank lines.
    let body = &t[t.find("Paragraph 0 ").unwrap_or(0)..];
    let want: Vec<String> = (0..40).map(paragraph).collect();
    let got: Vec<&str> = body
        .lines()
        .filter(|l| l.starts_with("Paragraph "))
        .collect();
    assert_eq!(got, want, "{t}");
}
