//! The differential main-screen renderer. The screen has two parts: history above (finished
//! messages, printed once into the terminal's scrollback and never touched again) and the live
//! region at the bottom (streaming text, running tools, editor, status bar), which is redrawn by
//! diffing against the last frame and rewriting only the rows that changed. Every frame is one
//! `write`, inside synchronized-output brackets (`CSI ? 2026 h/l`) with the cursor hidden while
//! it moves. Cursor moves are relative (no terminal queries); the renderer remembers which row of
//! the live region the cursor is on. A size change redraws the last screen: the tail of the
//! history that fits, then the live region.

use std::collections::VecDeque;

use crate::tui::line::Line;
use crate::tui::style::Theme;
use crate::tui::terminal::Terminal;

const SYNC_ON: &str = "\x1b[?2026h";
const SYNC_OFF: &str = "\x1b[?2026l";
const HIDE_CURSOR: &str = "\x1b[?25l";
const SHOW_CURSOR: &str = "\x1b[?25h";
/// History lines kept for redrawing the last screen after a resize.
const HISTORY_TAIL: usize = 1000;

/// What the live region shows: its rows, and where the text cursor is (row, column), if shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    pub lines: Vec<Line>,
    pub cursor: Option<(usize, usize)>,
}

pub struct Renderer<T: Terminal> {
    term: T,
    theme: Theme,
    /// The live rows as drawn last time, at most the screen height.
    prev: Vec<Line>,
    /// Rows below the live region's top that exist on screen (drawn at least once since the
    /// last full redraw); the cursor may move into them without scrolling.
    extent: usize,
    /// The live-region row the terminal cursor is on.
    cursor_row: usize,
    /// The text cursor of the last frame.
    prev_cursor: Option<(usize, usize)>,
    size: Option<(u16, u16)>,
    /// False until the first frame: that one draws where the cursor is, without clearing.
    started: bool,
    pending: Vec<Line>,
    tail: VecDeque<Line>,
}

impl<T: Terminal> Renderer<T> {
    pub fn new(term: T, theme: Theme) -> Renderer<T> {
        Renderer {
            term,
            theme,
            prev: Vec::new(),
            extent: 1,
            cursor_row: 0,
            prev_cursor: None,
            size: None,
            started: false,
            pending: Vec::new(),
            tail: VecDeque::new(),
        }
    }

    pub fn terminal(&self) -> &T {
        &self.term
    }

    pub fn terminal_mut(&mut self) -> &mut T {
        &mut self.term
    }

    /// The width components should render at now.
    pub fn width(&self) -> usize {
        self.term.size().0.max(1) as usize
    }


    /// Queues finished lines for the scrollback; they are printed above the live region by the
    /// next `render`, once.
    pub fn commit(&mut self, lines: Vec<Line>) {
        self.pending.extend(lines);
    }

    /// Forces the next frame to redraw the last screen (after SIGCONT, or a lost frame).
    pub fn invalidate(&mut self) {
        self.size = None;
    }

    /// Draws `frame` as the live region, plus any committed history, in one write.
    pub fn render(&mut self, frame: &Frame) -> std::io::Result<()> {
        let (cols, rows) = self.term.size();
        let (width, height) = (cols.max(1) as usize, rows.max(1) as usize);
        let full = self.size != Some((cols, rows));
        self.size = Some((cols, rows));

        // The live rows that fit on screen: the last `height` of them.
        let skip = frame.lines.len().saturating_sub(height);
        let live: Vec<Line> = frame.lines[skip..]
            .iter()
            .map(|l| {
                if l.width() <= width {
                    l.clone()
                } else {
                    l.truncate(width)
                }
            })
            .collect();
        let cursor = frame
            .cursor
            .and_then(|(r, c)| r.checked_sub(skip).map(|r| (r, c.min(width - 1))));

        if self.started
            && !full
            && self.pending.is_empty()
            && cursor == self.prev_cursor
            && live == self.prev
        {
            return Ok(()); // nothing to draw: no write at all
        }
        self.prev_cursor = cursor;
        let mut buf = String::with_capacity(256);
        buf.push_str(SYNC_ON);
        buf.push_str(HIDE_CURSOR);
        let history = std::mem::take(&mut self.pending);
        for l in &history {
            self.tail.push_back(l.clone());
        }
        while self.tail.len() > HISTORY_TAIL {
            self.tail.pop_front();
        }
        if !self.started {
            self.started = true;
            buf.push('\r');
            for l in &history {
                for w in l.wrap(width) {
                    buf.push_str(&w.to_ansi(&self.theme));
                    buf.push_str("\r\n");
                }
            }
            self.draw_all(&mut buf, &live);
        } else if full {
            self.redraw_screen(&mut buf, &live, width, height);
        } else if !history.is_empty() {
            self.move_to(&mut buf, 0);
            buf.push_str("\r\x1b[J");
            for l in &history {
                for w in l.wrap(width) {
                    buf.push_str(&w.to_ansi(&self.theme));
                    buf.push_str("\r\n");
                }
            }
            self.extent = 1;
            self.cursor_row = 0;
            self.prev.clear();
            self.draw_all(&mut buf, &live);
        } else {
            self.diff(&mut buf, &live);
        }
        if let Some((r, c)) = cursor {
            self.move_to(&mut buf, r);
            buf.push('\r');
            if c > 0 {
                buf.push_str(&format!("\x1b[{c}C"));
            }
            buf.push_str(SHOW_CURSOR);
        }
        buf.push_str(SYNC_OFF);
        self.prev = live;
        self.term.write_frame(buf.as_bytes())
    }

    /// Leaves the screen for the shell: the live region is erased, the history stays, the cursor
    /// is shown at the start of the row below the history.
    pub fn finish(&mut self) -> std::io::Result<()> {
        let mut buf = String::new();
        buf.push_str(SYNC_ON);
        let history = std::mem::take(&mut self.pending);
        self.move_to(&mut buf, 0);
        buf.push_str("\r\x1b[J");
        let width = self.width();
        for l in &history {
            for w in l.wrap(width) {
                buf.push_str(&w.to_ansi(&self.theme));
                buf.push_str("\r\n");
            }
        }
        buf.push_str(SHOW_CURSOR);
        buf.push_str(SYNC_OFF);
        self.prev.clear();
        self.prev_cursor = None;
        self.extent = 1;
        self.cursor_row = 0;
        self.term.write_frame(buf.as_bytes())
    }

    /// Clears the screen (not the scrollback) and draws the history tail that fits, then `live`.
    fn redraw_screen(&mut self, buf: &mut String, live: &[Line], width: usize, height: usize) {
        buf.push_str("\x1b[H\x1b[2J");
        let room = height.saturating_sub(live.len());
        let mut rows: Vec<String> = Vec::new();
        for l in self.tail.iter().rev() {
            if rows.len() >= room {
                break;
            }
            for w in l.wrap(width).iter().rev() {
                rows.push(w.to_ansi(&self.theme));
            }
        }
        rows.truncate(room);
        for r in rows.iter().rev() {
            buf.push_str(r);
            buf.push_str("\r\n");
        }
        self.prev.clear();
        self.extent = 1;
        self.cursor_row = 0;
        self.draw_all(buf, live);
    }

    /// Draws every live row from the cursor's row 0 (which must be blank).
    fn draw_all(&mut self, buf: &mut String, live: &[Line]) {
        for (i, l) in live.iter().enumerate() {
            if i > 0 {
                buf.push_str("\r\n");
            }
            buf.push_str(&l.to_ansi(&self.theme));
        }
        self.cursor_row = live.len().saturating_sub(1);
        self.extent = self.extent.max(live.len());
    }

    /// Rewrites only the rows that differ from the last frame.
    fn diff(&mut self, buf: &mut String, live: &[Line]) {
        for (i, l) in live.iter().enumerate() {
            if self.prev.get(i) == Some(l) {
                continue;
            }
            if i < self.extent {
                self.move_to(buf, i);
                buf.push_str("\r\x1b[2K");
            } else {
                // A new row below everything drawn: newlines scroll the screen if needed.
                self.move_to(buf, self.extent - 1);
                while self.cursor_row < i {
                    buf.push_str("\r\n\x1b[2K");
                    self.cursor_row += 1;
                }
                self.extent = i + 1;
            }
            buf.push_str(&l.to_ansi(&self.theme));
        }
        if live.len() < self.prev.len() {
            // Rows that are gone: clear from the first of them to the end of the screen.
            let first = live.len();
            self.move_to(buf, first);
            buf.push_str("\r\x1b[J");
        }
    }

    /// Relative vertical move within the live region.
    fn move_to(&mut self, buf: &mut String, row: usize) {
        if row < self.cursor_row {
            buf.push_str(&format!("\x1b[{}A", self.cursor_row - row));
        } else if row > self.cursor_row {
            buf.push_str(&format!("\x1b[{}B", row - self.cursor_row));
        }
        self.cursor_row = row;
    }
}

#[cfg(test)]
#[path = "renderer_tests.rs"]
mod tests;
