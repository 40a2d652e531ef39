//! The hand-written line editor (no line-editing crate): multi-line text between two rules,
//! wrapped at word boundaries, word and line motions, the kill ring, history on ↑ / ↓ (↑ on the
//! first row goes to the older entry, ↓ on the last row to the newer one), Ctrl+R reverse search
//! (`search.rs`), `\` + Enter for a new line, bracketed paste with large pastes collapsed to
//! markers, and grapheme clusters (wide characters, combining marks, ZWJ emoji, flags) as one
//! step. A text starting with `!` is a shell command (the prompt marker turns into `!`). Keys go
//! through `Keybindings`, so `keybindings.json` can rebind them; keys that are the app's business
//! (Esc, Ctrl+C, Shift+Tab, Ctrl+O, Tab …) come back as `EditorAction::Unhandled`.

pub mod buffer;
pub mod history;
pub mod paste;
pub mod search;

use crate::tui::keybindings::{Action, Keybindings};
use crate::tui::keys::{Input, Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize;
use crate::tui::style::{Role, Style};
use crate::tui::width::{grapheme_boundaries, str_width};

use buffer::EditorBuffer;
use history::History;
use paste::PasteStore;
use search::Search;

/// Rows of text shown at most; the view scrolls to keep the cursor in it.
pub const MAX_ROWS: usize = 10;
const PROMPT: &str = "› ";
/// The prompt marker of a shell command (a text starting with `!`).
const BASH_PROMPT: &str = "! ";

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
    /// Ctrl+R's search, while it is open.
    search: Option<Search>,
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
            search: None,
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
        self.search = None;
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

    /// Whether the text is a shell command (`!` mode).
    pub fn is_bash(&self) -> bool {
        self.buf.lines()[0].starts_with('!')
    }

    /// Whether Ctrl+R's search is open (it takes Esc and Ctrl+C before the app).
    #[cfg(test)]
    pub fn searching(&self) -> bool {
        self.search.is_some()
    }

    /// A key while Ctrl+R's search is open.
    fn search_key(&mut self, key: Key) -> EditorAction {
        let Some(s) = self.search.as_mut() else {
            return EditorAction::Handled;
        };
        let action = self.keys.action(&key);
        let m = key.mods;
        match key.code {
            _ if action == Some(Action::HistorySearch) => s.older(&self.history),
            KeyCode::Esc => self.search = None,
            _ if action == Some(Action::Clear) => self.search = None,
            KeyCode::Char(c) if !m.ctrl && !m.alt && !c.is_control() => {
                s.query.push(c);
                s.refresh(&self.history);
            }
            KeyCode::Backspace if !m.ctrl && !m.alt => {
                s.query.pop();
                s.refresh(&self.history);
            }
            _ => {
                let found = s.found.and_then(|i| self.history.get(i)).map(str::to_string);
                self.search = None;
                if let Some(entry) = found {
                    self.buf.set_text(&entry);
                    self.history.reset();
                }
                if action != Some(Action::Submit) {
                    return self.handle_key(key);
                }
            }
        }
        EditorAction::Handled
    }

    pub fn handle_key(&mut self, key: Key) -> EditorAction {
        use EditorAction::{Handled, Unhandled};
        if self.search.is_some() {
            return self.search_key(key);
        }
        if let Some(action) = self.keys.action(&key) {
            match action {
                Action::HistorySearch => self.search = Some(Search::default()),
                // `\` + Enter: the `\` becomes a line break (as in Claude Code).
                Action::Submit if self.buf.before_cursor().ends_with('\\') => {
                    self.buf.remove_before(1);
                    self.buf.newline();
                }
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

    /// ↑: the row above; on the first row, the older history entry.
    fn up(&mut self) {
        if self.buf.lines().len() > 1 && self.buf.vertical(false) {
            return;
        }
        let current = self.buf.text();
        if let Some(entry) = self.history.prev_entry(&current).map(str::to_string) {
            self.buf.set_text(&entry);
        }
    }

    /// ↓: the row below; on the last row, the newer history entry (then the draft).
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
        if let Some(s) = &self.search {
            return s.render(&self.history, &self.buf.text(), width, MAX_ROWS);
        }
        let inner = width - 2;
        let (crow, mut ccol) = self.buf.cursor();
        let bash = self.is_bash();
        let mut lines: Vec<&str> = self.buf.lines().iter().map(String::as_str).collect();
        if bash {
            // The `!` is shown as the prompt marker.
            lines[0] = &lines[0][1..];
            if crow == 0 {
                ccol = ccol.saturating_sub(1);
            }
        }
        let mut rows: Vec<&str> = Vec::new();
        let mut cursor = (0, 0);
        for (i, line) in lines.iter().enumerate() {
            let segs = wrap_columns(line, inner);
            for (j, (start, end)) in segs.iter().enumerate() {
                let last = j + 1 == segs.len();
                if i == crow && ccol >= *start && (ccol < *end || (last && ccol == *end)) {
                    let w = str_width(&line[*start..ccol]);
                    cursor = if w >= inner {
                        (rows.len() + 1, 0)
                    } else {
                        (rows.len(), w)
                    };
                }
                let row = &line[*start..*end];
                // A space the break left at the end of a full row takes no room.
                rows.push(if str_width(row) > inner {
                    row.trim_end_matches(' ')
                } else {
                    row
                });
            }
        }
        if cursor.0 >= rows.len() {
            rows.push("");
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
        let (marker, role) = if bash {
            (BASH_PROMPT, Role::Warning)
        } else {
            (PROMPT, Role::Accent)
        };
        let rule_role = if bash { Role::Warning } else { Role::Border };
        let rule = Line::styled("─".repeat(width), Style::role(rule_role));
        let mut out = vec![rule.clone()];
        for (i, r) in rows.iter().enumerate().skip(top).take(MAX_ROWS) {
            let prefix = if i == 0 { marker } else { "  " };
            out.push(Line::styled(prefix, Style::role(role)).with(*r, Style::PLAIN));
        }
        out.push(rule);
        (out, Some((cursor.0 - top + 1, cursor.1 + 2)))
    }
}

/// Splits `line` into byte ranges at most `width` columns wide, breaking after the spaces
/// between words (a space that does not fit stays at the end of its row) and inside a word
/// only when it is wider than a row; grapheme clusters are never split.
fn wrap_columns(line: &str, width: usize) -> Vec<(usize, usize)> {
    let mut segs = Vec::new();
    let (mut start, mut w) = (0, 0);
    // The last break after a space in this row: (byte, row width up to it).
    let mut brk: Option<(usize, usize)> = None;
    let bounds = grapheme_boundaries(line);
    for pair in bounds.windows(2) {
        let (i, end) = (pair[0], pair[1]);
        let g = &line[i..end];
        let gw = str_width(g);
        if g == " " {
            if w + gw > width {
                segs.push((start, end));
                (start, w, brk) = (end, 0, None);
            } else {
                w += gw;
                brk = Some((end, w));
            }
            continue;
        }
        if w + gw > width && i > start {
            match brk {
                Some((b, bw)) if b > start => {
                    segs.push((start, b));
                    (start, w) = (b, w - bw);
                }
                _ => {
                    segs.push((start, i));
                    (start, w) = (i, 0);
                }
            }
            brk = None;
            if w + gw > width && i > start {
                segs.push((start, i));
                (start, w) = (i, 0);
            }
        }
        w += gw;
    }
    segs.push((start, line.len()));
    segs
}

#[cfg(test)]
#[path = "editor_tests.rs"]
mod tests;
