//! The differential main-screen renderer. The screen has two parts: history above (finished
//! messages, printed once into the terminal's scrollback and never touched again) and the live
//! region at the bottom (streaming text, running tools, editor, status bar), which is redrawn by
//! diffing against the last frame and rewriting only the rows that changed. Every frame is one
//! `write`, inside synchronized-output brackets (`CSI ? 2026 h/l`). Cursor moves are relative
//! (no terminal queries).
//!
//! A resize must not touch the scrollback (issue #29): tmux (`scroll-on-clear`) and other
//! terminals copy the screen into their history on `CSI 2J`, and on `CSI J` issued from the
//! top-left corner. So between frames the hardware cursor is parked, hidden, at column 0 of the
//! live region's first row; the text cursor is drawn as a reverse-video cell. A terminal that
//! rewraps its rows on resize (tmux, VTE, kitty, iTerm2) keeps the cursor on the start of that
//! row, and one that truncates (xterm, vt100) leaves it there too. A size change then erases from
//! that row down (never from column 0 of the top row: see `erase_down`) and draws the live region
//! again at the new width; the history above is left to the terminal, never printed again.
//! Autowrap is off while the UI runs (`CSI ? 7 l`), except while history is printed: a frame
//! drawn at the old width before the size change is reported is clipped, not wrapped into a
//! scroll that would move the live region under the parked cursor.

use crate::tui::line::Line;
use crate::tui::style::{Style, Theme};
use crate::tui::terminal::Terminal;
use crate::tui::width::{grapheme_boundaries, str_width};

const SYNC_ON: &str = "\x1b[?2026h";
const SYNC_OFF: &str = "\x1b[?2026l";
const HIDE_CURSOR: &str = "\x1b[?25l";
const SHOW_CURSOR: &str = "\x1b[?25h";
const WRAP_OFF: &str = "\x1b[?7l";
const WRAP_ON: &str = "\x1b[?7h";

/// What the live region shows: its rows, and where the text cursor is (row, column), if shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Frame {
    pub lines: Vec<Line>,
    pub cursor: Option<(usize, usize)>,
}

pub struct Renderer<T: Terminal> {
    term: T,
    theme: Theme,
    /// The live rows as drawn last time (the text cursor's cell included), at most the screen
    /// height.
    prev: Vec<Line>,
    /// Rows below the live region's top that exist on screen (drawn at least once since the
    /// last full redraw); the cursor may move into them without scrolling.
    extent: usize,
    /// The live-region row the terminal cursor is on (0 between frames).
    cursor_row: usize,
    size: Option<(u16, u16)>,
    /// False until the first frame: that one draws where the cursor is, without erasing.
    started: bool,
    pending: Vec<Line>,
}

impl<T: Terminal> Renderer<T> {
    pub fn new(term: T, theme: Theme) -> Renderer<T> {
        Renderer {
            term,
            theme,
            prev: Vec::new(),
            extent: 1,
            cursor_row: 0,
            size: None,
            started: false,
            pending: Vec::new(),
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

    /// Forces the next frame to draw the live region again from its first row (after SIGCONT,
    /// or a lost frame).
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
        let mut live: Vec<Line> = frame.lines[skip..]
            .iter()
            .map(|l| {
                if l.width() <= width {
                    l.clone()
                } else {
                    l.truncate(width)
                }
            })
            .collect();
        if let Some((r, c)) = frame.cursor
            && let Some(row) = r.checked_sub(skip).and_then(|r| live.get_mut(r))
        {
            *row = with_cursor_cell(row, c.min(width - 1));
        }

        if self.started && !full && self.pending.is_empty() && live == self.prev {
            return Ok(()); // nothing to draw: no write at all
        }
        let mut buf = String::with_capacity(256);
        buf.push_str(SYNC_ON);
        if !self.started || full {
            // Hidden from the first frame on; shown again by `finish` (and by a resume after
            // Ctrl+Z, which forces a full frame).
            buf.push_str(HIDE_CURSOR);
            buf.push_str(WRAP_OFF);
        }
        let history = std::mem::take(&mut self.pending);
        if !self.started {
            self.started = true;
            buf.push('\r');
            self.print_history(&mut buf, &history, width);
            self.draw_all(&mut buf, &live);
        } else if full || !history.is_empty() {
            self.move_to(&mut buf, 0);
            erase_down(&mut buf);
            self.print_history(&mut buf, &history, width);
            self.extent = 1;
            self.cursor_row = 0;
            self.prev.clear();
            self.draw_all(&mut buf, &live);
        } else {
            self.diff(&mut buf, &live);
        }
        // Park on the live region's first row (the module header says why).
        self.move_to(&mut buf, 0);
        buf.push('\r');
        buf.push_str(SYNC_OFF);
        self.prev = live;
        self.term.write_frame(buf.as_bytes())
    }

    /// Leaves the screen for the shell: the live region is erased, the history stays, the cursor
    /// is shown at the start of the row below the history, autowrap is back on.
    pub fn finish(&mut self) -> std::io::Result<()> {
        let mut buf = String::new();
        buf.push_str(SYNC_ON);
        let history = std::mem::take(&mut self.pending);
        self.move_to(&mut buf, 0);
        erase_down(&mut buf);
        let width = self.width();
        self.print_history(&mut buf, &history, width);
        buf.push_str(WRAP_ON);
        buf.push_str(SHOW_CURSOR);
        buf.push_str(SYNC_OFF);
        self.prev.clear();
        self.extent = 1;
        self.cursor_row = 0;
        self.term.write_frame(buf.as_bytes())
    }

    /// Finished lines, wrapped at `width`, each ending with a line break; autowrap is on while
    /// they print, so a width that changed under us still shows every character.
    fn print_history(&self, buf: &mut String, history: &[Line], width: usize) {
        if history.is_empty() {
            return;
        }
        buf.push_str(WRAP_ON);
        for l in history {
            for w in l.wrap(width) {
                buf.push_str(&w.to_ansi(&self.theme));
                buf.push_str("\r\n");
            }
        }
        buf.push_str(WRAP_OFF);
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
            erase_down(buf);
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

/// Erases the cursor's row and everything below it, ending at column 0. Not `CR CSI J`: when
/// the row is the screen's first, tmux (`scroll-on-clear`) takes that as clearing the screen
/// and copies it into the scrollback. `CSI 2K` erases the row, then `CSI J` runs from column 1.
fn erase_down(buf: &mut String) {
    buf.push_str("\r\x1b[2K\x1b[C\x1b[J\r");
}

/// `line` with the cell at display column `col` in reverse video: the text cursor, the whole
/// grapheme cluster there (a ZWJ family, a letter with its combining marks, a flag). Past the
/// end of the text it is a reverse space.
fn with_cursor_cell(line: &Line, col: usize) -> Line {
    let mut out = Line::new();
    let mut at = 0;
    let mut done = false;
    for s in &line.spans {
        if done {
            out.push(s.text.clone(), s.style);
            continue;
        }
        let bounds = grapheme_boundaries(&s.text);
        for pair in bounds.windows(2) {
            let (i, end) = (pair[0], pair[1]);
            let w = str_width(&s.text[i..end]);
            if w > 0 && at + w > col {
                out.push(s.text[..i].to_string(), s.style);
                out.push(s.text[i..end].to_string(), s.style.reverse());
                out.push(s.text[end..].to_string(), s.style);
                done = true;
                break;
            }
            at += w;
        }
        if !done {
            out.push(s.text.clone(), s.style);
        }
    }
    if !done {
        out.push(" ".repeat(col.saturating_sub(at)), Style::PLAIN);
        out.push(" ", Style::PLAIN.reverse());
    }
    out
}

#[cfg(test)]
#[path = "renderer_tests.rs"]
mod tests;
