//! Renderer tests: the bytes go through the vt100 emulator and the screen text is compared.

use crate::tui::line::Line;
use crate::tui::renderer::{Frame, Renderer};
use crate::tui::style::Theme;
use crate::tui::terminal::MemoryTerminal;

fn frame(lines: &[&str]) -> Frame {
    Frame {
        lines: lines.iter().map(|l| Line::raw(*l)).collect(),
        cursor: None,
    }
}

/// The visible screen: rows with trailing spaces removed, trailing empty rows dropped.
fn screen(p: &vt100::Parser) -> String {
    let (_, cols) = p.screen().size();
    let rows: Vec<String> = p
        .screen()
        .rows(0, cols)
        .map(|r| r.trim_end().to_string())
        .collect();
    let mut s = rows.join("\n");
    while s.ends_with('\n') {
        s.pop();
    }
    s
}

/// Scrollback plus screen, top to bottom.
fn transcript(p: &mut vt100::Parser) -> String {
    let (rows, cols) = p.screen().size();
    p.screen_mut().set_scrollback(usize::MAX);
    let n = p.screen().scrollback();
    let mut out = Vec::new();
    for a in 0..n {
        p.screen_mut().set_scrollback(n - a);
        out.push(
            p.screen()
                .rows(0, cols)
                .next()
                .unwrap_or_default()
                .trim_end()
                .to_string(),
        );
    }
    p.screen_mut().set_scrollback(0);
    out.extend(p.screen().rows(0, cols).map(|r| r.trim_end().to_string()));
    let _ = rows;
    let mut s = out.join("\n");
    while s.ends_with('\n') {
        s.pop();
    }
    s
}

struct Rig {
    r: Renderer<MemoryTerminal>,
    vt: vt100::Parser,
    fed: usize,
}

impl Rig {
    fn new(cols: u16, rows: u16) -> Rig {
        Rig {
            r: Renderer::new(MemoryTerminal::new(cols, rows), Theme::plain()),
            vt: vt100::Parser::new(rows, cols, 1000),
            fed: 0,
        }
    }
    fn draw(&mut self, f: &Frame) -> Vec<u8> {
        self.r.render(f).unwrap();
        self.sync()
    }
    fn sync(&mut self) -> Vec<u8> {
        let frames = &self.r.terminal().frames;
        let mut new = Vec::new();
        for fr in &frames[self.fed..] {
            self.vt.process(fr);
            new.extend_from_slice(fr);
        }
        self.fed = frames.len();
        new
    }
    fn resize(&mut self, cols: u16, rows: u16) {
        self.r.terminal_mut().resize(cols, rows);
        self.vt.screen_mut().set_size(rows, cols);
    }
}

fn count(hay: &[u8], needle: &str) -> usize {
    let n = needle.as_bytes();
    hay.windows(n.len()).filter(|w| *w == n).count()
}

#[test]
fn first_frame_draws_in_place_and_each_frame_is_one_synchronized_write() {
    let mut rig = Rig::new(20, 6);
    rig.vt.process(b"$ ama\r\n");
    let bytes = rig.draw(&frame(&["one", "two"]));
    assert_eq!(screen(&rig.vt), "$ ama\none\ntwo");
    assert!(bytes.starts_with(b"\x1b[?2026h"));
    assert!(bytes.ends_with(b"\x1b[?2026l"));
    assert_eq!(
        count(&bytes, "\x1b[2J"),
        0,
        "the first frame must not clear the screen"
    );
    assert_eq!(rig.r.terminal().frames.len(), 1);
}

#[test]
fn only_changed_rows_are_written() {
    let mut rig = Rig::new(20, 6);
    rig.draw(&frame(&["alpha", "beta", "gamma"]));
    let bytes = rig.draw(&frame(&["alpha", "BETA", "gamma"]));
    assert_eq!(screen(&rig.vt), "alpha\nBETA\ngamma");
    let text = String::from_utf8_lossy(&bytes);
    assert!(
        !text.contains("alpha") && !text.contains("gamma"),
        "{text:?}"
    );
    assert_eq!(count(&bytes, "\x1b[2K"), 1);
    // Nothing changed: nothing is written at all.
    let n = rig.r.terminal().frames.len();
    let bytes = rig.draw(&frame(&["alpha", "BETA", "gamma"]));
    assert!(bytes.is_empty());
    assert_eq!(rig.r.terminal().frames.len(), n);
}

#[test]
fn growing_and_shrinking() {
    let mut rig = Rig::new(20, 6);
    rig.draw(&frame(&["a"]));
    rig.draw(&frame(&["a", "b", "c"]));
    assert_eq!(screen(&rig.vt), "a\nb\nc");
    rig.draw(&frame(&["a"]));
    assert_eq!(screen(&rig.vt), "a");
    rig.draw(&frame(&["a", "x"]));
    assert_eq!(screen(&rig.vt), "a\nx");
    rig.draw(&frame(&[]));
    assert_eq!(screen(&rig.vt), "");
}

#[test]
fn live_region_taller_than_the_screen_shows_its_bottom() {
    let mut rig = Rig::new(20, 4);
    let lines: Vec<String> = (0..10).map(|i| format!("row {i}")).collect();
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    rig.draw(&frame(&refs[..3]));
    rig.draw(&frame(&refs));
    assert_eq!(screen(&rig.vt), "row 6\nrow 7\nrow 8\nrow 9");
}

#[test]
fn history_is_printed_once_above_the_live_region() {
    let mut rig = Rig::new(30, 8);
    rig.draw(&frame(&["editor", "status"]));
    rig.r
        .commit(vec![Line::raw("› hello"), Line::raw("answer")]);
    rig.draw(&frame(&["editor", "status"]));
    assert_eq!(screen(&rig.vt), "› hello\nanswer\neditor\nstatus");
    for i in 0..5 {
        rig.draw(&frame(&[&format!("editor {i}"), "status"]));
    }
    let all = rig.r.terminal().bytes();
    assert_eq!(count(&all, "answer"), 1, "history is written exactly once");
    assert_eq!(screen(&rig.vt), "› hello\nanswer\neditor 4\nstatus");
}

#[test]
fn long_history_scrolls_into_scrollback_in_order() {
    let mut rig = Rig::new(30, 5);
    rig.draw(&frame(&["live"]));
    for i in 0..12 {
        rig.r.commit(vec![Line::raw(format!("h{i}"))]);
        rig.draw(&frame(&["live", "status"]));
    }
    let want: Vec<String> = (0..12).map(|i| format!("h{i}")).collect();
    assert_eq!(
        transcript(&mut rig.vt),
        format!("{}\nlive\nstatus", want.join("\n"))
    );
}

/// The row of the screen with the reverse-video cell, and that cell's column.
fn reverse_cell(p: &vt100::Parser) -> Option<(u16, u16)> {
    let (rows, cols) = p.screen().size();
    (0..rows)
        .flat_map(|r| (0..cols).map(move |c| (r, c)))
        .find(|&(r, c)| p.screen().cell(r, c).is_some_and(|cell| cell.inverse()))
}

#[test]
fn the_text_cursor_is_a_reverse_cell_and_the_hardware_cursor_is_parked() {
    let mut rig = Rig::new(20, 6);
    let mut f = frame(&["top", "› hi", "status"]);
    f.cursor = Some((1, 4));
    let bytes = rig.draw(&f);
    assert_eq!(reverse_cell(&rig.vt), Some((1, 4)));
    // Hidden, at column 0 of the live region's first row.
    assert!(rig.vt.screen().hide_cursor());
    assert_eq!(rig.vt.screen().cursor_position(), (0, 0));
    assert!(String::from_utf8_lossy(&bytes).ends_with("\r\x1b[?2026l"));
    // On a character, the character itself is reversed.
    f.cursor = Some((1, 2));
    f.lines[2] = Line::raw("status 2");
    rig.draw(&f);
    assert_eq!(reverse_cell(&rig.vt), Some((1, 2)));
    assert_eq!(rig.vt.screen().cell(1, 2).map(|c| c.contents()), Some("h"));
    assert_eq!(rig.vt.screen().cursor_position(), (0, 0));
    assert_eq!(screen(&rig.vt), "top\n› hi\nstatus 2");
}

#[test]
fn resize_redraws_only_the_live_region() {
    let mut rig = Rig::new(30, 6);
    rig.draw(&frame(&["live"]));
    rig.r.commit(
        (0..8)
            .map(|i| Line::raw(format!("history line {i}")))
            .collect(),
    );
    rig.draw(&frame(&["editor", "status"]));
    rig.resize(12, 6);
    let bytes = rig.draw(&frame(&["editor", "status"]));
    assert_eq!(count(&bytes, "\x1b[2J"), 0, "never a screen clear");
    assert_eq!(count(&bytes, "history"), 0, "history is not printed again");
    // vt100 truncates on resize (xterm does too); the history rows stay as they were.
    assert_eq!(
        screen(&rig.vt),
        "history line\nhistory line\nhistory line\nhistory line\neditor\nstatus"
    );
    rig.resize(40, 6);
    rig.draw(&frame(&["editor", "status wide"]));
    let t = transcript(&mut rig.vt);
    assert_eq!(t.matches("editor").count(), 1, "{t}");
    assert_eq!(t.matches("status").count(), 1, "{t}");
}

#[test]
fn erasing_never_starts_at_the_top_left_corner() {
    // A live region that fills the screen starts on its first row: a plain `CSI J` there is a
    // full clear for tmux's scroll-on-clear.
    let mut rig = Rig::new(20, 3);
    rig.draw(&frame(&["a", "b", "c"]));
    rig.r.commit(vec![Line::raw("done")]);
    let bytes = rig.draw(&frame(&["a", "b"]));
    assert_eq!(count(&bytes, "\r\x1b[J"), 0);
    assert_eq!(count(&bytes, "\x1b[2K\x1b[C\x1b[J"), 1);
    assert_eq!(screen(&rig.vt), "done\na\nb");
}

#[test]
fn wide_lines_are_truncated_to_the_width() {
    let mut rig = Rig::new(10, 4);
    rig.draw(&frame(&["0123456789abcdef", "日本語日本語日本語"]));
    assert_eq!(screen(&rig.vt), "012345678…\n日本語日…");
}

#[test]
fn finish_erases_the_live_region_and_keeps_history() {
    let mut rig = Rig::new(20, 6);
    rig.draw(&frame(&["editor"]));
    rig.r.commit(vec![Line::raw("› q"), Line::raw("a")]);
    rig.draw(&frame(&["editor", "status"]));
    rig.r.finish().unwrap();
    rig.sync();
    assert_eq!(screen(&rig.vt), "› q\na");
    assert_eq!(rig.vt.screen().cursor_position(), (2, 0));
    assert!(!rig.vt.screen().hide_cursor());
}

#[test]
fn history_commit_while_the_live_region_fills_the_screen() {
    let mut rig = Rig::new(20, 4);
    let tall: Vec<String> = (0..6).map(|i| format!("live {i}")).collect();
    let refs: Vec<&str> = tall.iter().map(String::as_str).collect();
    rig.draw(&frame(&refs));
    assert_eq!(screen(&rig.vt), "live 2\nlive 3\nlive 4\nlive 5");
    rig.r.commit(vec![Line::raw("done")]);
    rig.draw(&frame(&["editor"]));
    assert_eq!(screen(&rig.vt), "done\neditor");
    rig.draw(&frame(&["editor", "status"]));
    assert_eq!(transcript(&mut rig.vt).lines().last(), Some("status"));
    assert_eq!(screen(&rig.vt), "done\neditor\nstatus");
}

#[test]
fn a_cursor_above_the_visible_rows_is_not_drawn() {
    let mut rig = Rig::new(20, 3);
    let mut f = frame(&["› typing", "a", "b", "c"]);
    f.cursor = Some((0, 3));
    rig.draw(&f);
    assert_eq!(reverse_cell(&rig.vt), None);
    f.cursor = Some((3, 1));
    rig.draw(&f);
    assert_eq!(reverse_cell(&rig.vt), Some((2, 1)));
}

#[test]
fn the_cursor_cell_is_a_whole_grapheme_cluster() {
    use super::with_cursor_cell;
    let reversed = |line: &Line| -> String {
        line.spans
            .iter()
            .filter(|s| s.style.reverse)
            .map(|s| s.text.as_str())
            .collect()
    };
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
    let text = format!("a{family}e\u{301}\u{65E5}\u{1F1EF}\u{1F1F5}b");
    let line = Line::raw(text.as_str());
    // Columns: a 0, the family 1..7, é 7, 日 8..10, the flag 10..12, b 12.
    for (col, want) in [
        (0, "a"),
        (1, family),
        (4, family),
        (7, "e\u{301}"),
        (8, "\u{65E5}"),
        (10, "\u{1F1EF}\u{1F1F5}"),
        (12, "b"),
        (13, " "),
    ] {
        let l = with_cursor_cell(&line, col);
        assert_eq!(reversed(&l), want, "column {col}");
        let all: String = l.spans.iter().map(|s| s.text.as_str()).collect();
        assert!(all.starts_with(&text), "the text is whole at column {col}: {all:?}");
    }
}
