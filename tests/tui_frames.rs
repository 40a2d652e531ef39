//! Frame goldens for the terminal UI library (src/tui): a scripted run (startup → typing →
//! a running tool → Ctrl+O → an approval dialog → the end of the run → resize → exit) is drawn by
//! the real renderer into an in-memory terminal, the bytes go through the vt100 emulator, and the
//! screen text is compared with tests/fixtures/tui/run-<W>x<H>-<step>.txt at 80x24 and 40x24.
//! `UPDATE_GOLDEN=1` (or `AMA_UPDATE_GOLDEN=1`) rewrites the goldens; review the diff.
//! A second scene (`queue-*`) covers the interactive mode's later blocks: a collapsed thinking
//! block, queued steer / follow-up lines, and the Bypass confirmation dialog.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use ama::tui::component::{Component, FrameBuilder};
use ama::tui::components::approval::{ApprovalDialog, ApprovalRequest, Choice, Severity, Subject};
use ama::tui::components::blocks::{
    Queued, Startup, Thinking, ThinkingMode, UserKind, UserMessage,
};
use ama::tui::components::confirm::{Answer, ConfirmDialog};
use ama::tui::components::loader::Loader;
use ama::tui::components::markdown::Markdown;
use ama::tui::components::status_bar::{CacheState, StatusBar, StatusInfo};
use ama::tui::components::tool_call::{ToolCall, ToolStatus};
use ama::tui::editor::{Editor, EditorAction};
use ama::tui::keys::{Input, Key, StdinBuffer};
use ama::tui::line::Line;
use ama::tui::renderer::Renderer;
use ama::tui::style::Theme;
use ama::tui::terminal::MemoryTerminal;
use ama::tui::timing::FrameThrottle;

use crate::support::vt_screen::VtScreen;

/// The renderer, its terminal, and a VT emulator fed with every frame (`VtScreen`), with the
/// golden files' name.
struct Screen {
    inner: VtScreen,
    name: String,
}

impl std::ops::Deref for Screen {
    type Target = VtScreen;
    fn deref(&self) -> &VtScreen {
        &self.inner
    }
}

impl std::ops::DerefMut for Screen {
    fn deref_mut(&mut self) -> &mut VtScreen {
        &mut self.inner
    }
}

impl Screen {
    fn new(cols: u16, rows: u16) -> Screen {
        Screen {
            inner: VtScreen::new(cols, rows, 2000, b"$ ama\r\n"),
            name: format!("{cols}x{rows}"),
        }
    }

    /// Screen text with the cursor on the first line, normalised (trailing spaces and rows).
    fn text(&self) -> String {
        let s = self.vt.screen();
        let (_, cols) = s.size();
        let mut rows: Vec<String> = s.rows(0, cols).map(|r| r.trim_end().to_string()).collect();
        while rows.last().is_some_and(|r| r.is_empty()) {
            rows.pop();
        }
        let cursor = if s.hide_cursor() {
            "hidden".to_string()
        } else {
            let (r, c) = s.cursor_position();
            format!("{r},{c}")
        };
        format!("# cursor {cursor}\n{}\n", rows.join("\n"))
    }

    fn check(&self, step: &str) {
        let got = self.text();
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/tui")
            .join(format!("run-{}-{step}.txt", self.name));
        let update = ["UPDATE_GOLDEN", "AMA_UPDATE_GOLDEN"]
            .iter()
            .any(|v| std::env::var_os(v).is_some());
        if update {
            std::fs::write(&path, &got).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        }
        let want = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_GOLDEN=1)", path.display()));
        assert_eq!(
            got,
            want,
            "frame {step} at {} differs from {}",
            self.name,
            path.display()
        );
    }
}

fn keys(bytes: &[u8]) -> Vec<Input> {
    let mut sb = StdinBuffer::new(Duration::from_millis(50));
    let t = Instant::now();
    let mut v = sb.feed(bytes, t);
    v.extend(sb.flush(t + Duration::from_secs(1)));
    v
}

fn status(ctx: u8, tokens: Option<(u64, u64)>, cost: Option<f64>) -> StatusBar {
    StatusBar::new(StatusInfo {
        model: "mock/model".into(),
        thinking: Some("medium".into()),
        tokens,
        cache: tokens.map(|_| CacheState::Hit(80)),
        cost,
        context: Some(Some(ctx)),
        mode: "Manual".into(),
        ..StatusInfo::default()
    })
}

/// Draws the live region: `above` components, then the editor (or a dialog) and the status bar.
fn draw(
    s: &mut Screen,
    above: &[&dyn Component],
    editor: Option<&Editor>,
    dialog: Option<&ApprovalDialog>,
    bar: &StatusBar,
) {
    let w = s.r.width();
    let mut fb = FrameBuilder::new();
    for c in above {
        fb.component(*c, w);
    }
    if let Some(d) = dialog {
        fb.component(d, w);
    } else if let Some(e) = editor {
        let (lines, cursor) = e.render(w);
        fb.push_with_cursor(lines, cursor);
    }
    fb.component(bar, w);
    s.r.render(&fb.build())
        .unwrap_or_else(|e| panic!("render: {e}"));
    s.feed();
}

fn commit(s: &mut Screen, c: &dyn Component) {
    let w = s.r.width();
    s.r.commit(c.render(w));
}

const ANSWER: &str = "The README describes **ama**, a terminal coding agent.\n\n- one static binary\n- no async runtime\n\n```sh\nmake test\n```";

fn run_scene(cols: u16, rows: u16, resize_to: (u16, u16)) {
    let mut s = Screen::new(cols, rows);
    let mut editor = Editor::default();
    let idle = status(0, None, None);

    // Startup: the header goes into the history; the editor and status bar are live.
    commit(
        &mut s,
        &Startup {
            version: "0.1.0".into(),
        },
    );
    draw(&mut s, &[], Some(&editor), None, &idle);
    s.check("01-startup");

    // Typing, with a word motion and a kill in between.
    for i in keys(b"read the README file\x17\x17README") {
        editor.handle(&i);
    }
    draw(&mut s, &[], Some(&editor), None, &idle);
    s.check("02-typing");

    // Enter: the prompt is sent and moves into the history; a bash tool runs, streaming.
    let sent = keys(b"\r")
        .iter()
        .map(|i| editor.handle(i))
        .collect::<Vec<_>>();
    assert_eq!(
        sent,
        vec![EditorAction::Submit {
            text: "read the README".into(),
            follow_up: false
        }]
    );
    commit(
        &mut s,
        &UserMessage::new("read the README", UserKind::Prompt),
    );
    let mut tool = ToolCall::new("bash", "cat README.md | head -20");
    for i in 1..=12 {
        tool.push_output(&format!("README line {i}\n"));
    }
    let mut loader = Loader::new("Working… (Esc to stop)");
    loader.set_elapsed(Duration::from_secs(3));
    let busy = status(12, Some((3_400, 120)), Some(0.01));
    draw(&mut s, &[&tool, &loader], Some(&editor), None, &busy);
    s.check("03-tool-running");

    // Ctrl+O expands the live tool output.
    assert_eq!(
        editor.handle(&keys(b"\x0f")[0]),
        EditorAction::Unhandled(Key::ctrl('o'))
    );
    tool.set_expanded(true);
    draw(&mut s, &[&tool, &loader], Some(&editor), None, &busy);
    s.check("04-ctrl-o");
    tool.set_expanded(false);
    tool.finish(
        ToolStatus::Done,
        &(1..=12)
            .map(|i| format!("README line {i}\n"))
            .collect::<String>(),
    );
    commit(&mut s, &tool);

    // A write needs approval: the dialog replaces the editor.
    let mut dialog = ApprovalDialog::new(ApprovalRequest {
        tool: "write".into(),
        agent: None,
        subject: Subject::Write {
            path: "notes/summary.md".into(),
            content: "# Summary\n\nama is a terminal coding agent.\n".into(),
        },
        preview: vec![(
            Severity::Warn,
            "notes/summary.md exists (2 lines, 40 B) and was not read in this session".into(),
        )],
        auto_reason: None,
        full_input: "{\"path\":\"notes/summary.md\",\"content\":\"...\"}".into(),
        scope: "writes under notes/".into(),
    });
    let pending = ToolCall::new("write", "notes/summary.md");
    draw(
        &mut s,
        &[&pending, &loader],
        Some(&editor),
        Some(&dialog),
        &busy,
    );
    s.check("05-approval");
    assert_eq!(dialog.handle_key(Key::char('y')), Some(Choice::Allow));

    // The end of the run: the answer goes into the history; the live region is idle again.
    let mut done = ToolCall::new("write", "notes/summary.md");
    done.finish(ToolStatus::Done, "wrote 3 lines");
    commit(&mut s, &done);
    commit(&mut s, &Markdown::new(ANSWER));
    let end = status(14, Some((4_100, 260)), Some(0.02));
    draw(&mut s, &[], Some(&editor), None, &end);
    s.check("06-end-of-run");

    // Resize: the last screen is redrawn at the new size.
    s.resize(resize_to.0, resize_to.1);
    draw(&mut s, &[], Some(&editor), None, &end);
    s.check("07-resize");

    // Exit: the live region goes, the conversation stays.
    s.r.finish().unwrap_or_else(|e| panic!("finish: {e}"));
    s.feed();
    s.check("08-exit");

    // History is written once, the resize included (issue #29): the prompt appears once in all
    // bytes, and once in the scrollback and screen together, with no stale live row.
    let all = String::from_utf8_lossy(&s.r.terminal().bytes()).into_owned();
    assert_eq!(all.matches("› read the README").count(), 1, "{all:?}");
    assert_eq!(all.matches("\x1b[2J").count(), 0, "never a screen clear");
    let t = s.transcript();
    assert_eq!(t.matches("› read the README").count(), 1, "{t}");
    assert_eq!(
        t.matches("mode:Manual").count(),
        0,
        "no stale status bar:\n{t}"
    );
    assert_eq!(t.matches("Working").count(), 0, "no stale spinner:\n{t}");
}

/// Thinking, queued messages during a run, the Bypass confirmation, and the mode after it.
fn queue_scene(cols: u16, rows: u16) {
    let mut s = Screen::new(cols, rows);
    let mut editor = Editor::default();
    commit(
        &mut s,
        &Startup {
            version: "0.1.0".into(),
        },
    );
    commit(&mut s, &UserMessage::new("fix the tests", UserKind::Prompt));
    commit(
        &mut s,
        &Thinking {
            text: "look at the failures\nthen the code\nthen fix".into(),
            tokens: None,
            mode: ThinkingMode::Collapsed,
        },
    );
    let tool = ToolCall::new("bash", "cargo test");
    let mut loader = Loader::new("Working… (Esc to stop)");
    loader.set_elapsed(Duration::from_secs(7));
    let queued = Queued {
        messages: vec![
            (UserKind::Steer, "also check clippy".into()),
            (
                UserKind::FollowUp,
                "then write the changelog\nand the docs".into(),
            ),
        ],
    };
    let mut bar = status(20, Some((5_000, 300)), Some(0.03));
    bar.info.queued = 2;
    for i in keys(b"and commit") {
        editor.handle(&i);
    }
    draw(
        &mut s,
        &[&tool, &queued, &loader],
        Some(&editor),
        None,
        &bar,
    );
    s.check("queue-01-queued");

    // Shift+Tab into Bypass: the confirmation replaces the editor, Cancel selected.
    let mut confirm = ConfirmDialog::bypass();
    let w = s.r.width();
    let mut fb = FrameBuilder::new();
    fb.component(&tool, w)
        .component(&queued, w)
        .component(&loader, w)
        .component(&confirm, w)
        .component(&bar, w);
    s.r.render(&fb.build())
        .unwrap_or_else(|e| panic!("render: {e}"));
    s.feed();
    s.check("queue-02-confirm");
    assert_eq!(
        confirm.handle_key(Key::plain(ama::tui::keys::KeyCode::Right)),
        None
    );
    assert_eq!(
        confirm.handle_key(Key::plain(ama::tui::keys::KeyCode::Enter)),
        Some(Answer::Confirm)
    );

    // Confirmed: the editor is back and the bar shows the mode's display name.
    bar.info.mode = "Bypass permissions".into();
    bar.info.mode_warn = true;
    draw(
        &mut s,
        &[&tool, &queued, &loader],
        Some(&editor),
        None,
        &bar,
    );
    s.check("queue-03-bypass");
}

#[test]
fn queue_frames_80x24() {
    queue_scene(80, 24);
}

#[test]
fn queue_frames_40x24() {
    queue_scene(40, 24);
}

#[test]
fn run_frames_80x24() {
    run_scene(80, 24, (40, 24));
}

#[test]
fn run_frames_40x24() {
    run_scene(40, 24, (80, 24));
}

#[test]
fn keystroke_redraws_one_row() {
    let mut s = Screen::new(80, 24);
    let mut editor = Editor::default();
    let bar = status(0, None, None);
    for i in 0..2000 {
        s.r.commit(vec![Line::raw(format!("history line {i}"))]);
    }
    draw(&mut s, &[], Some(&editor), None, &bar);
    let before = s.r.terminal().frames.len();
    for i in keys(b"hello") {
        editor.handle(&i);
        draw(&mut s, &[], Some(&editor), None, &bar);
    }
    let frames = &s.r.terminal().frames[before..];
    assert_eq!(frames.len(), 5);
    for f in frames {
        let text = String::from_utf8_lossy(f);
        // One changed row (the editor's), cleared once, plus cursor moves; no history bytes.
        assert_eq!(text.matches("\x1b[2K").count(), 1, "{text:?}");
        assert!(!text.contains("history"), "{text:?}");
        assert!(f.len() < 120, "a keystroke frame is {} bytes", f.len());
    }
}

/// CPU time of this thread (the machine may be busy; wall time would measure the neighbours).
fn cpu_now() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) };
    Duration::from_secs(ru.ru_utime.tv_sec as u64 + ru.ru_stime.tv_sec as u64)
        + Duration::from_micros(ru.ru_utime.tv_usec as u64 + ru.ru_stime.tv_usec as u64)
}

/// Prints the figures docs/tui.md quotes (run with `--ignored --nocapture`); asserts only
/// generous bounds. CPU time of the library alone, in-memory terminal, release build.
#[test]
#[ignore]
fn perf_figures() {
    // Keystroke to frame with 2 000 history lines.
    let mut s = Screen::new(80, 24);
    let mut editor = Editor::default();
    let bar = status(10, Some((12_000, 1_200)), Some(0.12));
    for i in 0..2000 {
        s.r.commit(vec![Line::raw(format!("history line {i}"))]);
    }
    draw(&mut s, &[], Some(&editor), None, &bar);
    let n = 2000;
    let t = cpu_now();
    for k in 0..n {
        let c = if k % 60 == 59 { '\n' } else { 'x' };
        editor.handle(&Input::Key(Key::char(c)));
        let w = s.r.width();
        let mut fb = FrameBuilder::new();
        let (lines, cursor) = editor.render(w);
        fb.push_with_cursor(lines, cursor).component(&bar, w);
        s.r.render(&fb.build()).unwrap_or_else(|e| panic!("{e}"));
    }
    let per_key = (cpu_now() - t) / n;
    println!("keystroke to frame (2 000 history lines): {per_key:?}");

    // A 20 000-delta streamed answer, one frame per delta, finished blocks drained to history.
    let mut s = Screen::new(80, 24);
    let mut md = Markdown::new("");
    let t = cpu_now();
    for i in 0..20_000 {
        md.push_str(if i % 40 == 39 { "end.\n\n" } else { "word " });
        let w = s.r.width();
        let done = md.drain_finished(w);
        if !done.is_empty() {
            s.r.commit(done);
        }
        let mut fb = FrameBuilder::new();
        fb.component(&md, w).component(&bar, w);
        s.r.render(&fb.build()).unwrap_or_else(|e| panic!("{e}"));
    }
    let per_1000 = (cpu_now() - t) / 20;
    println!("streaming: {per_1000:?} per 1 000 deltas (render + diff + frame)");

    // The same stream with the frame throttle, deltas 1 ms apart (simulated clock): about 60
    // frames a second instead of one per delta.
    let mut s = Screen::new(80, 24);
    let mut md = Markdown::new("");
    let mut throttle = FrameThrottle::default();
    let t0 = Instant::now();
    let t = cpu_now();
    let mut frames = 0;
    for i in 0..20_000u64 {
        md.push_str(if i % 40 == 39 { "end.\n\n" } else { "word " });
        throttle.request();
        if !throttle.due(t0 + Duration::from_millis(i)) {
            continue;
        }
        frames += 1;
        let w = s.r.width();
        let done = md.drain_finished(w);
        if !done.is_empty() {
            s.r.commit(done);
        }
        let mut fb = FrameBuilder::new();
        fb.component(&md, w).component(&bar, w);
        s.r.render(&fb.build()).unwrap_or_else(|e| panic!("{e}"));
    }
    let per_1000 = (cpu_now() - t) / 20;
    println!("streaming, throttled ({frames} frames): {per_1000:?} per 1 000 deltas");
    assert!(per_key < Duration::from_millis(50));
}

/// Every escape sequence in `bytes` is one the renderer itself uses: CSI with digits and `;` /
/// `?` ending in A B C J K H m h l. Returns the first other one.
fn foreign_escape(bytes: &[u8]) -> Option<String> {
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b == 0x1b {
            if bytes.get(i + 1) != Some(&b'[') {
                return Some(format!(
                    "{:?}",
                    String::from_utf8_lossy(&bytes[i..(i + 8).min(bytes.len())])
                ));
            }
            let mut j = i + 2;
            while j < bytes.len()
                && (bytes[j].is_ascii_digit() || bytes[j] == b';' || bytes[j] == b'?')
            {
                j += 1;
            }
            match bytes.get(j) {
                Some(b'A' | b'B' | b'C' | b'J' | b'K' | b'H' | b'm' | b'h' | b'l') => i = j + 1,
                _ => {
                    return Some(format!(
                        "{:?}",
                        String::from_utf8_lossy(&bytes[i..(j + 1).min(bytes.len())])
                    ));
                }
            }
            continue;
        }
        // C0 controls other than CR and LF, and C1 controls (as UTF-8), never reach the screen.
        if (b < 0x20 && b != b'\r' && b != b'\n') || b == 0x7f {
            return Some(format!("control byte {b:#04x}"));
        }
        if b == 0xc2 && bytes.get(i + 1).is_some_and(|c| (0x80..=0x9f).contains(c)) {
            return Some("C1 control".into());
        }
        i += 1;
    }
    None
}

#[test]
fn hostile_model_and_tool_output_never_reaches_the_terminal() {
    let hostile = "title\x1b]0;pwned\x07 clip\x1b]52;c;cm0gLXJmIH4=\x07 clear\x1b[2J\x1b[H \
                   dcs\x1bP+q544e\x1b\\ c1\u{9b}31m bell\x07 bs\x08\x08 cr\rover \u{202e}gnp.exe \x1bc";
    let mut s = Screen::new(60, 20);
    s.r = Renderer::new(
        MemoryTerminal::new(60, 20),
        Theme::dark(ama::tui::style::ColorLevel::TrueColor),
    );
    let mut tool = ToolCall::new("bash", hostile);
    tool.push_output(hostile);
    tool.push_output("\n");
    let md = Markdown::new(&format!(
        "# {hostile}\n\n- {hostile}\n\n```\n{hostile}\n```\n[x]({hostile})"
    ));
    let user = UserMessage::new(hostile, UserKind::Prompt);
    let mut dialog = ApprovalDialog::new(ApprovalRequest {
        tool: hostile.into(),
        agent: Some(hostile.into()),
        subject: Subject::Edit {
            path: hostile.into(),
            changes: vec![(hostile.into(), hostile.into())],
        },
        preview: vec![(Severity::Danger, hostile.into())],
        auto_reason: Some(hostile.into()),
        full_input: hostile.into(),
        scope: hostile.into(),
    });
    let mut editor = Editor::default();
    editor.handle(&Input::Paste(hostile.into()));
    commit(&mut s, &user);
    commit(&mut s, &md);
    draw(
        &mut s,
        &[&tool],
        Some(&editor),
        None,
        &status(95, None, None),
    );
    draw(
        &mut s,
        &[&tool],
        Some(&editor),
        Some(&dialog),
        &status(95, None, None),
    );
    dialog.handle_key(Key::char('v'));
    draw(
        &mut s,
        &[&tool],
        Some(&editor),
        Some(&dialog),
        &status(95, None, None),
    );
    s.r.finish().unwrap_or_else(|e| panic!("{e}"));
    let bytes = s.r.terminal().bytes();
    assert_eq!(foreign_escape(&bytes), None);
    // The renderer's own sequences pass the check; a raw OSC would not.
    assert!(foreign_escape(b"\x1b[?2026h\x1b[2K\x1b[1;38;2;1;2;3mx\x1b[0m").is_none());
    assert!(foreign_escape(b"a\x1b]0;t\x07").is_some());
    // The text is still there, made visible and inert.
    let mut vt = vt100::Parser::new(20, 60, 2000);
    vt.process(&bytes);
    let text = vt.screen().contents();
    assert!(text.contains("<U+202E>gnp.exe"), "{text}");
}
