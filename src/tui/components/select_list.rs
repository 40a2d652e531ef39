//! A filterable picker: the overlay every picker and completion list uses (`/` commands, `@`
//! files, `/model`, `/resume`, `/permission`, `/tree`). Typing filters (case-insensitive
//! subsequence of the label), ↑ / ↓ move, PgUp / PgDn move a page, Enter chooses, Esc cancels;
//! a numbered list takes digits 1–9 as shortcuts. It renders at most `max_visible` rows around
//! the selection, so the front end can anchor it above the editor without taking the screen.

use crate::tui::component::Component;
use crate::tui::keys::{Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize_line;
use crate::tui::style::{Role, Style};
use crate::tui::width::str_width;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelectItem {
    pub label: String,
    pub description: String,
}

impl SelectItem {
    pub fn new(label: impl Into<String>, description: impl Into<String>) -> SelectItem {
        SelectItem {
            label: sanitize_line(&label.into()),
            description: sanitize_line(&description.into()),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelectEvent {
    /// The key changed the list (or did nothing).
    None,
    /// The index (in the original items) of the chosen item.
    Chosen(usize),
    Cancelled,
    /// Not a key the list uses (the editor may take it).
    Unhandled(Key),
}

#[derive(Clone, Debug)]
pub struct SelectList {
    items: Vec<SelectItem>,
    filter: String,
    /// Position in the filtered list.
    selected: usize,
    max_visible: usize,
    title: Option<String>,
    /// Typing goes to the filter (a standalone picker) or is left to the editor (completion).
    own_filter: bool,
    /// Digits 1–9 choose the item of that number (shown at the right).
    numbered: bool,
}

/// Whether the characters of `needle` appear in `hay` in order (both lowercased already).
pub fn subsequence(needle: &str, hay: &str) -> bool {
    let mut hay = hay.chars();
    needle.chars().all(|c| hay.any(|h| h == c))
}

impl SelectList {
    pub fn new(items: Vec<SelectItem>, max_visible: usize) -> SelectList {
        SelectList {
            items,
            filter: String::new(),
            selected: 0,
            max_visible: max_visible.max(1),
            title: None,
            own_filter: false,
            numbered: false,
        }
    }

    /// Digits 1–9 choose items directly.
    pub fn numbered(mut self) -> SelectList {
        self.numbered = true;
        self
    }

    /// Selects the item at `index` (of the original items) when it is visible.
    pub fn select(&mut self, index: usize) {
        if let Some(pos) = self.visible_indices().iter().position(|&i| i == index) {
            self.selected = pos;
        }
    }

    /// A picker with a title that filters on what is typed.
    pub fn picker(title: &str, items: Vec<SelectItem>, max_visible: usize) -> SelectList {
        let mut l = SelectList::new(items, max_visible);
        l.title = Some(sanitize_line(title));
        l.own_filter = true;
        l
    }

    /// Indices into `items` that pass the filter.
    pub fn visible_indices(&self) -> Vec<usize> {
        let f = self.filter.to_lowercase();
        (0..self.items.len())
            .filter(|&i| f.is_empty() || subsequence(&f, &self.items[i].label.to_lowercase()))
            .collect()
    }

    pub fn selected(&self) -> Option<usize> {
        self.visible_indices().get(self.selected).copied()
    }

    pub fn handle_key(&mut self, key: Key) -> SelectEvent {
        let n = self.visible_indices().len();
        let plain = !key.mods.ctrl && !key.mods.alt;
        match key.code {
            KeyCode::Up if plain => {
                self.selected = if self.selected == 0 {
                    n.saturating_sub(1)
                } else {
                    self.selected - 1
                }
            }
            KeyCode::Down if plain => {
                self.selected = if self.selected + 1 >= n {
                    0
                } else {
                    self.selected + 1
                }
            }
            KeyCode::PageUp if plain => {
                self.selected = self.selected.saturating_sub(self.max_visible);
            }
            KeyCode::PageDown if plain => {
                self.selected = (self.selected + self.max_visible).min(n.saturating_sub(1));
            }
            KeyCode::Char(c @ '1'..='9') if self.numbered && plain => {
                let i = (c as usize) - ('1' as usize);
                return if i < self.items.len() {
                    SelectEvent::Chosen(i)
                } else {
                    SelectEvent::None
                };
            }
            KeyCode::Char('p') if key.mods.ctrl => return self.handle_key(Key::plain(KeyCode::Up)),
            KeyCode::Char('n') if key.mods.ctrl => {
                return self.handle_key(Key::plain(KeyCode::Down));
            }
            KeyCode::Enter | KeyCode::Tab if plain => {
                return self
                    .selected()
                    .map(SelectEvent::Chosen)
                    .unwrap_or(SelectEvent::None);
            }
            KeyCode::Esc => return SelectEvent::Cancelled,
            KeyCode::Backspace if self.own_filter => {
                self.filter.pop();
                self.selected = 0;
            }
            KeyCode::Char(c) if self.own_filter && plain => {
                self.filter.push(c);
                self.selected = 0;
            }
            _ => return SelectEvent::Unhandled(key),
        }
        SelectEvent::None
    }
}

impl Component for SelectList {
    fn render(&self, width: usize) -> Vec<Line> {
        let mut out = Vec::new();
        if let Some(t) = &self.title {
            let mut l = Line::styled(t.as_str(), Style::role(Role::Accent).bold());
            if !self.filter.is_empty() {
                l.push(
                    format!("  filter: {}", self.filter),
                    Style::role(Role::Muted),
                );
            }
            out.push(l.truncate(width));
        }
        let vis = self.visible_indices();
        if vis.is_empty() {
            out.push(Line::styled("  no matches", Style::role(Role::Muted)).truncate(width));
            return out;
        }
        let top = self
            .selected
            .saturating_sub(self.max_visible - 1)
            .min(vis.len().saturating_sub(self.max_visible));
        let label_w = vis
            .iter()
            .map(|&i| str_width(&self.items[i].label))
            .max()
            .unwrap_or(0)
            .min(width / 2);
        for (pos, &i) in vis.iter().enumerate().skip(top).take(self.max_visible) {
            let item = &self.items[i];
            let sel = pos == self.selected;
            let (mark, st) = if sel {
                ("› ", Style::role(Role::Accent).bold())
            } else {
                ("  ", Style::PLAIN)
            };
            let pad = label_w.saturating_sub(str_width(&item.label));
            let mut l = Line::styled(mark, Style::role(Role::Accent)).with(item.label.as_str(), st);
            if !item.description.is_empty() {
                l.push(format!("{}  ", " ".repeat(pad)), Style::PLAIN);
                l.push(item.description.as_str(), Style::role(Role::Muted));
            }
            if self.numbered && i < 9 {
                let number = format!("  {}", i + 1);
                let room = width.saturating_sub(number.len());
                let mut l = l.truncate(room);
                let fill = room.saturating_sub(l.width());
                l.push(
                    format!("{}{number}", " ".repeat(fill)),
                    Style::role(Role::Muted),
                );
                out.push(l);
                continue;
            }
            out.push(l.truncate(width));
        }
        if vis.len() > self.max_visible {
            out.push(Line::styled(
                format!("  ({}/{})", self.selected + 1, vis.len()),
                Style::role(Role::Muted),
            ));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{SelectEvent, SelectItem, SelectList};
    use crate::tui::component::Component;
    use crate::tui::keys::{Key, KeyCode};

    fn list() -> SelectList {
        let items = ["help", "model", "mode", "quit", "resume"]
            .iter()
            .map(|n| SelectItem::new(format!("/{n}"), format!("the {n} command")))
            .collect();
        SelectList::picker("Commands", items, 3)
    }

    fn plain(l: &SelectList, w: usize) -> Vec<String> {
        l.render(w).iter().map(|l| l.plain()).collect()
    }

    #[test]
    fn renders_window_at_two_widths() {
        let mut l = list();
        assert_eq!(
            plain(&l, 100),
            [
                "Commands",
                "› /help    the help command",
                "  /model   the model command",
                "  /mode    the mode command",
                "  (1/5)"
            ]
        );
        l.handle_key(Key::plain(KeyCode::Down));
        l.handle_key(Key::plain(KeyCode::Down));
        l.handle_key(Key::plain(KeyCode::Down));
        assert_eq!(
            plain(&l, 20)[1..4],
            [
                "  /model   the mode…",
                "  /mode    the mode…",
                "› /quit    the quit…"
            ]
        );
        for row in l.render(20) {
            assert!(row.width() <= 20);
        }
    }

    #[test]
    fn filter_choose_cancel() {
        let mut l = list();
        for c in "mo".chars() {
            l.handle_key(Key::char(c));
        }
        assert_eq!(l.visible_indices(), vec![1, 2]);
        l.handle_key(Key::plain(KeyCode::Up)); // wraps to the last
        assert_eq!(
            l.handle_key(Key::plain(KeyCode::Enter)),
            SelectEvent::Chosen(2)
        );
        for c in "zzz".chars() {
            l.handle_key(Key::char(c));
        }
        assert_eq!(plain(&l, 40)[1], "  no matches");
        assert_eq!(l.handle_key(Key::plain(KeyCode::Enter)), SelectEvent::None);
        assert_eq!(
            l.handle_key(Key::plain(KeyCode::Esc)),
            SelectEvent::Cancelled
        );
        // A completion list leaves typing to the editor.
        let mut c = SelectList::new(vec![SelectItem::new("/a", "")], 5);
        assert_eq!(
            c.handle_key(Key::char('x')),
            SelectEvent::Unhandled(Key::char('x'))
        );
    }

    #[test]
    fn subsequence_pages_and_numbers() {
        let mut l = list();
        for c in "mdl".chars() {
            l.handle_key(Key::char(c));
        }
        assert_eq!(l.visible_indices(), vec![1], "m…d…l matches /model only");
        assert!(super::subsequence("rsm", "/resume"));
        assert!(!super::subsequence("ms", "/resume"));
        let mut l = list();
        l.handle_key(Key::plain(KeyCode::PageDown));
        assert_eq!(l.selected(), Some(3));
        l.handle_key(Key::plain(KeyCode::PageDown));
        assert_eq!(l.selected(), Some(4), "a page down stops at the last");
        l.handle_key(Key::plain(KeyCode::PageUp));
        assert_eq!(l.selected(), Some(1));
        l.select(0);
        assert_eq!(l.selected(), Some(0));
        let mut n = SelectList::picker(
            "Mode",
            vec![
                SelectItem::new("Manual", "asks"),
                SelectItem::new("Auto", ""),
            ],
            5,
        )
        .numbered();
        assert_eq!(
            plain(&n, 20),
            ["Mode", "› Manual  asks     1", "  Auto             2"]
        );
        assert_eq!(n.handle_key(Key::char('2')), SelectEvent::Chosen(1));
        assert_eq!(n.handle_key(Key::char('7')), SelectEvent::None);
    }
}
