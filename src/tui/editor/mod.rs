//! The hand-written line editor (no line-editing crate): multi-line text between two rules, word
//! and line motions, the kill ring, history on ↑ / ↓ while the input is one line, bracketed paste
//! with large pastes collapsed to markers, and wide characters and combining marks. Keys go
//! through `Keybindings`, so `keybindings.json` can rebind them; keys that are the app's business
//! (Esc, Ctrl+C, Shift+Tab, Ctrl+O, Tab …) come back as `EditorAction::Unhandled`.

pub mod buffer;
pub mod history;
pub mod paste;

use crate::tui::keybindings::{Action, Keybindings};
use crate::tui::keys::{Input, Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize;
use crate::tui::style::{Role, Style};
use crate::tui::width::char_width;

use buffer::EditorBuffer;
use history::History;
use paste::PasteStore;

/// Rows of text shown at most; the view scrolls to keep the cursor in it.
pub const MAX_ROWS: usize = 10;
const PROMPT: &str = "› ";

/// What a key did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Consumed (the editor may have changed: re-render).
    Handled,
    /// Enter (or Alt+Enter: `follow_up`) with text: pastes are expanded, the editor is cleared
    /// and the text is in the history.
    Submit { text: String, follow_up: bool },
    /// Not the editor's key.
    Unhandled(Key),
}

pub struct Editor {
    buf: EditorBuffer,
    history: History,
    pastes: PasteStore,
    keys: Keybindings,
    /// A history write that failed, for the app to show once.
    history_error: Option<String>,
}

impl Default for Editor {
    fn default() -> Editor {
        Editor::new(History::new(), Keybindings::default())
    }
}

impl Editor {
    pub fn new(history: History, keys: Keybindings) -> Editor {
        Editor {
            buf: EditorBuffer::new(),
            history,
            pastes: PasteStore::new(),
            keys,
            history_error: None,
        }
    }

    pub fn text(&self) -> String {
        self.buf.text()
    }

    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    pub fn set_text(&mut self, text: &str) {
        self.buf.set_text(&sanitize(text));
    }

    pub fn clear(&mut self) {
        self.buf.clear();
        self.pastes.clear();
        self.history.reset();
    }

    /// The key table in force (the app maps its own keys through it too).
    pub fn keys(&self) -> &Keybindings {
        &self.keys
    }

    pub fn buffer(&self) -> &EditorBuffer {
        &self.buf
    }

    pub fn take_history_error(&mut self) -> Option<String> {
        self.history_error.take()
    }

    /// While the first line is `/name` with the cursor on it and no space yet: `name` (the
    /// slash-command completion query).
    pub fn command_query(&self) -> Option<&str> {
        let lines = self.buf.lines();
        let (row, _) = self.buf.cursor();
        let q = lines.first()?.strip_prefix('/')?;
        (lines.len() == 1 && row == 0 && !q.contains(char::is_whitespace)).then_some(q)
    }

    pub fn handle(&mut self, input: &Input) -> EditorAction {
        match input {
            Input::Key(k) => self.handle_key(*k),
            Input::Paste(p) => {
                self.paste(p);
                EditorAction::Handled
            }
            Input::Resize(..) => EditorAction::Handled,
        }
    }

    fn paste(&mut self, raw: &str) {
        // Terminals send newlines in a paste as CR.
        let text = sanitize(&raw.replace("\r\n", "\n").replace('\r', "\n"));
        if PasteStore::is_large(&text) {
            let marker = self.pastes.add(text);
            self.buf.insert_str(&marker);
        } else {
            self.buf.insert_str(&text);
        }
    }

    fn submit(&mut self, follow_up: bool) -> EditorAction {
        if self.buf.is_empty() {
            return EditorAction::Handled;
        }
        let text = self.pastes.expand(&self.buf.text());
        if let Err(e) = self.history.add(&text) {
            self.history_error = Some(format!("could not save the prompt history: {e}"));
        }
        self.buf.clear();
        self.pastes.clear();
        EditorAction::Submit { text, follow_up }
    }

    pub fn handle_key(&mut self, key: Key) -> EditorAction {
        use EditorAction::{Handled, Unhandled};
        if let Some(action) = self.keys.action(&key) {
            match action {
                Action::Submit => return self.submit(false),
                Action::FollowUp => return self.submit(true),
                Action::NewLine => self.buf.newline(),
                Action::CursorLineStart => self.buf.line_start(),
                Action::CursorLineEnd => self.buf.line_end(),
                Action::CursorWordLeft => self.buf.word_left(),
                Action::CursorWordRight => self.buf.word_right(),
                Action::DeleteToLineEnd => self.buf.kill_to_end(),
                Action::DeleteToLineStart => self.buf.kill_to_start(),
                Action::DeleteWordBackward => self.buf.kill_word_back(),
                Action::DeleteWordForward => self.buf.kill_word_forward(),
                Action::Yank => self.buf.yank(),
                Action::Exit if !self.buf.is_empty() => self.buf.delete(),
                _ => return Unhandled(key),
            }
            return Handled;
        }
        let m = key.mods;
        match key.code {
            KeyCode::Char(c) if !m.ctrl && !m.alt => {
                // Control and bidi-override characters are not typed text.
                let mut b = [0u8; 4];
                if crate::tui::sanitize::sanitize_line(c.encode_utf8(&mut b))
                    .chars()
                    .eq([c])
                {
                    self.buf.insert_char(c);
                }
            }
            KeyCode::Backspace if !m.ctrl && !m.alt => {
                match self.pastes.marker_ending(self.buf.before_cursor()) {
                    Some(n) => self.buf.remove_before(n),
                    None => self.buf.backspace(),
                }
            }
            KeyCode::Delete => self.buf.delete(),
            KeyCode::Left if !m.ctrl && !m.alt => self.buf.left(),
            KeyCode::Right if !m.ctrl && !m.alt => self.buf.right(),
            KeyCode::Up if !m.alt => self.up(),
            KeyCode::Down if !m.alt => self.down(),
            _ => return Unhandled(key),
        }
        Handled
    }

    fn up(&mut self) {
        if self.buf.lines().len() > 1 {
            self.buf.vertical(false);
            return;
        }
        let current = self.buf.text();
        if let Some(entry) = self.history.prev_entry(&current).map(str::to_string) {
            self.buf.set_text(&entry);
        }
    }

    fn down(&mut self) {
        if self.buf.lines().len() > 1 && self.buf.vertical(true) {
            return;
        }
        if let Some(entry) = self.history.next_entry() {
            self.buf.set_text(&entry);
        }
    }

    /// The editor's rows (rule, text, rule) and the cursor (row, column) within them.
    pub fn render(&self, width: usize) -> (Vec<Line>, Option<(usize, usize)>) {
        let width = width.max(4);
        let inner = width - 2;
        let (crow, ccol) = self.buf.cursor();
        let mut rows: Vec<String> = Vec::new();
        let mut cursor = (0, 0);
        for (i, line) in self.buf.lines().iter().enumerate() {
            let segs = wrap_columns(line, inner);
            for (j, (start, end)) in segs.iter().enumerate() {
                let last = j + 1 == segs.len();
                if i == crow && ccol >= *start && (ccol < *end || (last && ccol == *end)) {
                    let w: usize = line[*start..ccol].chars().map(char_width).sum();
                    cursor = if w >= inner {
                        (rows.len() + 1, 0)
                    } else {
                        (rows.len(), w)
                    };
                }
                rows.push(line[*start..*end].to_string());
            }
        }
        if cursor.0 >= rows.len() {
            rows.push(String::new());
        }
        // Scroll the view to the cursor.
        let top = if rows.len() <= MAX_ROWS {
            0
        } else {
            cursor
                .0
                .saturating_sub(MAX_ROWS - 1)
                .min(rows.len() - MAX_ROWS)
        };
        let rule = Line::styled("─".repeat(width), Style::role(Role::Border));
        let mut out = vec![rule.clone()];
        for (i, r) in rows.iter().enumerate().skip(top).take(MAX_ROWS) {
            let prefix = if i == 0 { PROMPT } else { "  " };
            out.push(
                Line::styled(prefix, Style::role(Role::Accent)).with(r.as_str(), Style::PLAIN),
            );
        }
        out.push(rule);
        (out, Some((cursor.0 - top + 1, cursor.1 + 2)))
    }
}

/// Splits `line` into byte ranges at most `width` columns wide, breaking between characters
/// (combining marks stay with their base).
fn wrap_columns(line: &str, width: usize) -> Vec<(usize, usize)> {
    let mut segs = Vec::new();
    let mut start = 0;
    let mut w = 0;
    for (i, c) in line.char_indices() {
        let cw = char_width(c);
        if w + cw > width && i > start {
            segs.push((start, i));
            start = i;
            w = 0;
        }
        w += cw;
    }
    segs.push((start, line.len()));
    segs
}

#[cfg(test)]
#[path = "editor_tests.rs"]
mod tests;
