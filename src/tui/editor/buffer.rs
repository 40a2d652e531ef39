//! The editor's text and cursor, and every edit and motion on them: by grapheme cluster (a base
//! character with its combining marks, a ZWJ emoji sequence or a flag moves and deletes as
//! one), by word, by line, plus the kill ring (Ctrl+K/U/W fill it, Ctrl+Y yanks). The cursor is
//! (row, byte offset in that row).

use crate::tui::width::{char_width, next_grapheme, prev_grapheme, str_width};

#[derive(Clone, Debug)]
pub struct EditorBuffer {
    lines: Vec<String>,
    row: usize,
    col: usize,
    /// The display column Up/Down try to keep.
    goal: Option<usize>,
    kill_ring: Vec<String>,
}

impl Default for EditorBuffer {
    fn default() -> EditorBuffer {
        EditorBuffer {
            lines: vec![String::new()],
            row: 0,
            col: 0,
            goal: None,
            kill_ring: Vec::new(),
        }
    }
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

impl EditorBuffer {
    pub fn new() -> EditorBuffer {
        EditorBuffer::default()
    }

    pub fn text(&self) -> String {
        self.lines.join("\n")
    }

    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    pub fn is_empty(&self) -> bool {
        self.lines.len() == 1 && self.lines[0].is_empty()
    }

    /// (row, byte offset).
    pub fn cursor(&self) -> (usize, usize) {
        (self.row, self.col)
    }

    /// Display column of the cursor in its row.
    pub fn cursor_column(&self) -> usize {
        str_width(&self.lines[self.row][..self.col])
    }

    /// Replaces everything; the cursor goes to the end.
    pub fn set_text(&mut self, text: &str) {
        self.lines = text.split('\n').map(str::to_string).collect();
        self.row = self.lines.len() - 1;
        self.col = self.lines[self.row].len();
        self.goal = None;
    }

    pub fn clear(&mut self) {
        self.set_text("");
    }

    pub fn insert_str(&mut self, s: &str) {
        self.goal = None;
        let mut parts = s.split('\n');
        if let Some(first) = parts.next() {
            self.lines[self.row].insert_str(self.col, first);
            self.col += first.len();
        }
        for part in parts {
            let rest = self.lines[self.row].split_off(self.col);
            self.row += 1;
            self.lines.insert(self.row, format!("{part}{rest}"));
            self.col = part.len();
        }
    }

    pub fn insert_char(&mut self, c: char) {
        let mut b = [0u8; 4];
        self.insert_str(c.encode_utf8(&mut b));
    }

    pub fn newline(&mut self) {
        self.insert_str("\n");
    }

    /// Start of the grapheme cluster before byte `col` of `line`.
    fn prev_boundary(line: &str, col: usize) -> usize {
        prev_grapheme(line, col)
    }

    /// End of the grapheme cluster at byte `col` of `line`.
    fn next_boundary(line: &str, col: usize) -> usize {
        next_grapheme(line, col)
    }

    pub fn left(&mut self) {
        self.goal = None;
        if self.col > 0 {
            self.col = Self::prev_boundary(&self.lines[self.row], self.col);
        } else if self.row > 0 {
            self.row -= 1;
            self.col = self.lines[self.row].len();
        }
    }

    pub fn right(&mut self) {
        self.goal = None;
        if self.col < self.lines[self.row].len() {
            self.col = Self::next_boundary(&self.lines[self.row], self.col);
        } else if self.row + 1 < self.lines.len() {
            self.row += 1;
            self.col = 0;
        }
    }

    /// Moves to another row at the remembered display column. False at the edge.
    pub fn vertical(&mut self, down: bool) -> bool {
        if (!down && self.row == 0) || (down && self.row + 1 >= self.lines.len()) {
            return false;
        }
        let goal = self.goal.unwrap_or_else(|| self.cursor_column());
        self.row = if down { self.row + 1 } else { self.row - 1 };
        self.col = byte_at_column(&self.lines[self.row], goal);
        self.goal = Some(goal);
        true
    }

    pub fn line_start(&mut self) {
        self.goal = None;
        self.col = 0;
    }

    pub fn line_end(&mut self) {
        self.goal = None;
        self.col = self.lines[self.row].len();
    }

    /// Start of the previous word in this row (crossing to the row above at column 0).
    fn word_left_pos(&self) -> (usize, usize) {
        if self.col == 0 {
            return if self.row > 0 {
                (self.row - 1, self.lines[self.row - 1].len())
            } else {
                (0, 0)
            };
        }
        let line = &self.lines[self.row];
        let chars: Vec<(usize, char)> = line[..self.col].char_indices().collect();
        let mut i = chars.len();
        while i > 0 && !is_word(chars[i - 1].1) {
            i -= 1;
        }
        while i > 0 && is_word(chars[i - 1].1) {
            i -= 1;
        }
        (self.row, chars.get(i).map(|c| c.0).unwrap_or(0))
    }

    fn word_right_pos(&self) -> (usize, usize) {
        let line = &self.lines[self.row];
        if self.col == line.len() {
            return if self.row + 1 < self.lines.len() {
                (self.row + 1, 0)
            } else {
                (self.row, self.col)
            };
        }
        let mut it = line[self.col..].char_indices().peekable();
        while let Some(&(_, c)) = it.peek() {
            if is_word(c) {
                break;
            }
            it.next();
        }
        while let Some(&(_, c)) = it.peek() {
            if !is_word(c) {
                break;
            }
            it.next();
        }
        let end = it.peek().map(|(i, _)| self.col + i).unwrap_or(line.len());
        (self.row, end)
    }

    pub fn word_left(&mut self) {
        self.goal = None;
        (self.row, self.col) = self.word_left_pos();
    }

    pub fn word_right(&mut self) {
        self.goal = None;
        (self.row, self.col) = self.word_right_pos();
    }

    pub fn backspace(&mut self) {
        let (r, c) = (self.row, self.col);
        self.left();
        self.delete_range((self.row, self.col), (r, c));
    }

    pub fn delete(&mut self) {
        let (r, c) = (self.row, self.col);
        self.right();
        let end = (self.row, self.col);
        (self.row, self.col) = (r, c);
        self.delete_range((r, c), end);
    }

    /// Removes text between two positions (start ≤ end) and returns it; the cursor goes to start.
    fn delete_range(&mut self, start: (usize, usize), end: (usize, usize)) -> String {
        self.goal = None;
        let (sr, sc) = start;
        let (er, ec) = end;
        let removed = if sr == er {
            self.lines[sr].drain(sc..ec).collect()
        } else {
            let tail = self.lines[er][ec..].to_string();
            let mut removed = self.lines[sr][sc..].to_string();
            for l in &self.lines[sr + 1..er] {
                removed.push('\n');
                removed.push_str(l);
            }
            removed.push('\n');
            removed.push_str(&self.lines[er][..ec]);
            self.lines[sr].truncate(sc);
            self.lines[sr].push_str(&tail);
            self.lines.drain(sr + 1..=er);
            removed
        };
        self.row = sr;
        self.col = sc;
        removed
    }

    fn kill(&mut self, start: (usize, usize), end: (usize, usize)) {
        let text = self.delete_range(start, end);
        if !text.is_empty() {
            self.kill_ring.push(text);
            if self.kill_ring.len() > 30 {
                self.kill_ring.remove(0);
            }
        }
    }

    /// Ctrl+K: to the end of the row; at the end, joins the next row.
    pub fn kill_to_end(&mut self) {
        let len = self.lines[self.row].len();
        if self.col < len {
            self.kill((self.row, self.col), (self.row, len));
        } else if self.row + 1 < self.lines.len() {
            self.kill((self.row, self.col), (self.row + 1, 0));
        }
    }

    /// Ctrl+U: to the start of the row.
    pub fn kill_to_start(&mut self) {
        self.kill((self.row, 0), (self.row, self.col));
    }

    /// Ctrl+W / Alt+Backspace: the word before the cursor.
    pub fn kill_word_back(&mut self) {
        let start = self.word_left_pos();
        self.kill(start, (self.row, self.col));
    }

    /// Alt+D: the word after the cursor.
    pub fn kill_word_forward(&mut self) {
        let end = self.word_right_pos();
        self.kill((self.row, self.col), end);
    }

    /// Ctrl+Y: inserts the last killed text.
    pub fn yank(&mut self) {
        if let Some(t) = self.kill_ring.last().cloned() {
            self.insert_str(&t);
        }
    }

    /// The text of the current row before the cursor.
    pub fn before_cursor(&self) -> &str {
        &self.lines[self.row][..self.col]
    }

    /// Removes `n` bytes just before the cursor in its row (an atomic paste marker).
    pub fn remove_before(&mut self, n: usize) {
        let start = self.col.saturating_sub(n);
        self.delete_range((self.row, start), (self.row, self.col));
    }
}

/// The byte offset in `line` at display column `col` (or the end).
fn byte_at_column(line: &str, col: usize) -> usize {
    let mut w = 0;
    for (i, c) in line.char_indices() {
        let cw = char_width(c);
        if w + cw > col && cw > 0 {
            return i;
        }
        w += cw;
    }
    line.len()
}
