//! Action ids → keys (tui.md "keys"). The defaults are below; `~/.config/ama/keybindings.json`
//! (read and parsed by the interactive mode) overrides them per action id with a key or a list of
//! keys, and an empty list disables the action. Key names: `ctrl+c`, `alt+enter`, `shift+tab`,
//! `escape`, `up`, `pageup`, `f1`, a single character.

use crate::tui::keys::{Key, KeyCode, Mods};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    Submit,
    FollowUp,
    NewLine,
    Interrupt,
    Dequeue,
    CycleMode,
    ExpandTools,
    SelectModel,
    SelectThinking,
    Clear,
    Exit,
    Complete,
    Suspend,
    CursorLineStart,
    CursorLineEnd,
    CursorWordLeft,
    CursorWordRight,
    DeleteToLineEnd,
    DeleteToLineStart,
    DeleteWordBackward,
    DeleteWordForward,
    Yank,
    HistorySearch,
}

/// (action, id, default keys)
const DEFAULTS: &[(Action, &str, &[&str])] = &[
    (Action::Submit, "app.submit", &["enter"]),
    (Action::FollowUp, "app.message.followUp", &["alt+enter"]),
    (
        Action::NewLine,
        "tui.editor.newLine",
        &["ctrl+j", "shift+enter"],
    ),
    (Action::Interrupt, "app.interrupt", &["escape"]),
    (Action::Dequeue, "app.message.dequeue", &["alt+up"]),
    (Action::CycleMode, "app.permission.cycle", &["shift+tab"]),
    (Action::ExpandTools, "app.tools.expand", &["ctrl+o"]),
    (Action::SelectModel, "app.model.select", &["ctrl+l"]),
    (Action::SelectThinking, "app.thinking.select", &["ctrl+t"]),
    (Action::Clear, "app.clear", &["ctrl+c"]),
    (Action::Exit, "app.exit", &["ctrl+d"]),
    (Action::Complete, "tui.editor.complete", &["tab"]),
    (Action::Suspend, "app.suspend", &["ctrl+z"]),
    (
        Action::CursorLineStart,
        "tui.editor.cursorLineStart",
        &["home", "ctrl+a"],
    ),
    (
        Action::CursorLineEnd,
        "tui.editor.cursorLineEnd",
        &["end", "ctrl+e"],
    ),
    (
        Action::CursorWordLeft,
        "tui.editor.cursorWordLeft",
        &["alt+left", "ctrl+left", "alt+b"],
    ),
    (
        Action::CursorWordRight,
        "tui.editor.cursorWordRight",
        &["alt+right", "ctrl+right", "alt+f"],
    ),
    (
        Action::DeleteToLineEnd,
        "tui.editor.deleteToLineEnd",
        &["ctrl+k"],
    ),
    (
        Action::DeleteToLineStart,
        "tui.editor.deleteToLineStart",
        &["ctrl+u"],
    ),
    (
        Action::DeleteWordBackward,
        "tui.editor.deleteWordBackward",
        &["ctrl+w", "alt+backspace"],
    ),
    (
        Action::DeleteWordForward,
        "tui.editor.deleteWordForward",
        &["alt+d", "alt+delete"],
    ),
    (Action::Yank, "tui.editor.yank", &["ctrl+y"]),
    (
        Action::HistorySearch,
        "tui.editor.historySearch",
        &["ctrl+r"],
    ),
];

impl Action {
    #[cfg(test)]
    pub fn id(self) -> &'static str {
        DEFAULTS
            .iter()
            .find(|(a, _, _)| *a == self)
            .map(|(_, id, _)| *id)
            .unwrap_or("")
    }

    pub fn from_id(id: &str) -> Option<Action> {
        DEFAULTS
            .iter()
            .find(|(_, i, _)| *i == id)
            .map(|(a, _, _)| *a)
    }
}

/// The key table in force.
#[derive(Clone, Debug)]
pub struct Keybindings {
    table: Vec<(Action, Vec<Key>)>,
}

impl Default for Keybindings {
    fn default() -> Keybindings {
        let table = DEFAULTS
            .iter()
            .map(|(a, _, keys)| (*a, keys.iter().filter_map(|k| parse_key_name(k)).collect()))
            .collect();
        Keybindings { table }
    }
}

impl Keybindings {
    /// The action bound to `key`, if any. Earlier table rows win on a clash.
    pub fn action(&self, key: &Key) -> Option<Action> {
        self.table
            .iter()
            .find(|(_, keys)| keys.contains(key))
            .map(|(a, _)| *a)
    }

    #[cfg(test)]
    pub fn keys(&self, action: Action) -> &[Key] {
        self.table
            .iter()
            .find(|(a, _)| *a == action)
            .map(|(_, k)| k.as_slice())
            .unwrap_or(&[])
    }

    /// Applies overrides (action id → key names). Returns one message per entry it could not use,
    /// naming the id or key and what is accepted, for the mode to show as a notice.
    pub fn apply(&mut self, overrides: &[(String, Vec<String>)]) -> Vec<String> {
        let mut problems = Vec::new();
        for (id, names) in overrides {
            let Some(action) = Action::from_id(id) else {
                problems.push(format!(
                    "keybindings.json: unknown action id {id:?}; see docs/tui.md for the list"
                ));
                continue;
            };
            let mut keys = Vec::new();
            for n in names {
                match parse_key_name(n) {
                    Some(k) => keys.push(k),
                    None => problems.push(format!(
                        "keybindings.json: {id}: cannot read key {n:?}; write it like \"ctrl+k\", \"alt+enter\" or \"escape\""
                    )),
                }
            }
            // The key now belongs to this action only.
            for (_, ks) in self.table.iter_mut() {
                ks.retain(|k| !keys.contains(k));
            }
            if let Some((_, ks)) = self.table.iter_mut().find(|(a, _)| *a == action) {
                *ks = keys;
            }
        }
        problems
    }
}

/// Parses `ctrl+alt+x`-style key names (case-insensitive).
pub fn parse_key_name(name: &str) -> Option<Key> {
    let lower = name.trim().to_lowercase();
    let mut parts: Vec<&str> = lower.split('+').collect();
    // "ctrl++" names the plus key.
    if lower.ends_with("++") {
        parts.truncate(parts.len() - 2);
        parts.push("+");
    }
    let base = parts.pop()?;
    let mut mods = Mods::NONE;
    for m in parts {
        match m {
            "ctrl" | "control" => mods.ctrl = true,
            "alt" | "meta" | "option" => mods.alt = true,
            "shift" => mods.shift = true,
            _ => return None,
        }
    }
    let code = match base {
        "enter" | "return" => KeyCode::Enter,
        "tab" => KeyCode::Tab,
        "backspace" => KeyCode::Backspace,
        "delete" | "del" => KeyCode::Delete,
        "insert" => KeyCode::Insert,
        "escape" | "esc" => KeyCode::Esc,
        "up" => KeyCode::Up,
        "down" => KeyCode::Down,
        "left" => KeyCode::Left,
        "right" => KeyCode::Right,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        "pageup" => KeyCode::PageUp,
        "pagedown" => KeyCode::PageDown,
        "space" => KeyCode::Char(' '),
        f if f.len() > 1 && f.starts_with('f') => KeyCode::F(f[1..].parse().ok()?),
        c => {
            let mut chars = c.chars();
            let ch = chars.next()?;
            if chars.next().is_some() {
                return None;
            }
            KeyCode::Char(ch)
        }
    };
    Some(Key::new(code, mods))
}

#[cfg(test)]
mod tests {
    use super::{Action, Keybindings, parse_key_name};
    use crate::tui::keys::{Key, KeyCode, Mods};

    #[test]
    fn key_names() {
        assert_eq!(parse_key_name("ctrl+c"), Some(Key::ctrl('c')));
        assert_eq!(
            parse_key_name("Alt+Enter"),
            Some(Key::new(KeyCode::Enter, Mods::ALT))
        );
        assert_eq!(
            parse_key_name("shift+tab"),
            Some(Key::new(KeyCode::Tab, Mods::SHIFT))
        );
        assert_eq!(parse_key_name("f5"), Some(Key::plain(KeyCode::F(5))));
        assert_eq!(parse_key_name("ctrl++"), Some(Key::ctrl('+')));
        assert_eq!(parse_key_name("hyper+x"), None);
        assert_eq!(parse_key_name("nonsense"), None);
    }

    #[test]
    fn defaults_and_overrides() {
        let mut kb = Keybindings::default();
        assert_eq!(kb.action(&Key::ctrl('a')), Some(Action::CursorLineStart));
        assert_eq!(
            kb.action(&Key::plain(KeyCode::Esc)),
            Some(Action::Interrupt)
        );
        let problems = kb.apply(&[
            ("app.interrupt".into(), vec![]),
            (
                "tui.editor.yank".into(),
                vec!["ctrl+a".into(), "bogus+key".into()],
            ),
            ("no.such".into(), vec!["x".into()]),
        ]);
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert_eq!(kb.action(&Key::plain(KeyCode::Esc)), None);
        assert_eq!(kb.action(&Key::ctrl('a')), Some(Action::Yank));
        assert_eq!(
            kb.keys(Action::CursorLineStart),
            &[Key::plain(KeyCode::Home)]
        );
        assert_eq!(Action::FollowUp.id(), "app.message.followUp");
    }
}
