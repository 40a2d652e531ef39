//! The interactive mode's own config: the `ui` keys of the user config (`ui.showThinking`,
//! `ui.quietStartup`, nested `{"ui": {…}}` or dotted `"ui.showThinking"`), typed once in
//! `Settings::ui` when the config is loaded, and `~/.config/ama/keybindings.json`. A bad value or file gives a warning that
//! names it and the defaults, never an error.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::config::settings::Settings;
use crate::config::user::UserConfig;
use crate::tui::components::blocks::ThinkingMode;
use crate::tui::keybindings::Keybindings;

/// `ui.quietStartup` / `--quiet-startup`: how much the startup header shows (`config::ui`).
pub use crate::config::ui::QuietStartup;

/// The `ui` keys, with the warnings for values that could not be used.
#[derive(Clone, Debug, PartialEq)]
pub struct UiSettings {
    pub show_thinking: ThinkingMode,
    /// `None`: not set (the caller picks the default).
    pub quiet_startup: Option<QuietStartup>,
    /// `ui.restoreOnCancel` (default true): Esc before any reply withdraws the turn.
    pub restore_on_cancel: bool,
    pub warnings: Vec<String>,
}

impl UiSettings {
    /// The loaded config's `ui` keys (checked once when it was loaded, `config::ui`).
    pub fn from_settings(s: &Settings) -> UiSettings {
        let keys = &s.ui;
        let show_thinking = match keys.show_thinking.as_deref() {
            Some("full") => ThinkingMode::Full,
            Some("hidden") => ThinkingMode::Hidden,
            _ => ThinkingMode::Collapsed,
        };
        UiSettings {
            show_thinking,
            quiet_startup: keys.quiet_startup,
            restore_on_cancel: keys.restore_on_cancel.unwrap_or(true),
            warnings: keys.warnings.clone(),
        }
    }
}

/// `~/.config/ama/keybindings.json` (`$AMA_CONFIG_DIR/keybindings.json` when set): beside
/// the run's user config.
pub fn keybindings_file(config: &UserConfig) -> Option<PathBuf> {
    config
        .path()
        .and_then(|c| c.parent().map(|d| d.join("keybindings.json")))
}

/// The key table: the defaults with the file's overrides. Problems come back as warnings; a file
/// that cannot be read or parsed leaves the defaults in force.
pub fn load_keybindings(path: Option<&Path>) -> (Keybindings, Vec<String>) {
    let mut kb = Keybindings::default();
    let Some(path) = path else {
        return (kb, Vec::new());
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (kb, Vec::new()),
        Err(e) => {
            return (
                kb,
                vec![format!(
                    "{} cannot be read ({e}); using the default keys",
                    path.display()
                )],
            );
        }
    };
    let parsed: Result<serde_json::Map<String, Value>, _> = serde_json::from_str(&text);
    let map = match parsed {
        Ok(m) => m,
        Err(e) => {
            return (
                kb,
                vec![format!(
                    "{} is not a JSON object of action id → key or [keys] ({e}); using the default keys",
                    path.display()
                )],
            );
        }
    };
    let mut warnings = Vec::new();
    let mut overrides = Vec::new();
    for (id, v) in map {
        let keys = match v {
            Value::String(k) => vec![k],
            Value::Array(a) => a
                .into_iter()
                .filter_map(|k| match k {
                    Value::String(k) => Some(k),
                    other => {
                        warnings.push(format!(
                            "keybindings.json: {id}: {other} is not a key name; write it like \"ctrl+k\""
                        ));
                        None
                    }
                })
                .collect(),
            other => {
                warnings.push(format!(
                    "keybindings.json: {id}: {other} is not a key or a list of keys; left at its default"
                ));
                continue;
            }
        };
        overrides.push((id, keys));
    }
    warnings.extend(kb.apply(&overrides));
    (kb, warnings)
}

#[cfg(test)]
mod tests {
    use super::{QuietStartup, UiSettings, load_keybindings};
    use crate::config::settings::Settings;
    use crate::tui::components::blocks::ThinkingMode;
    use crate::tui::keybindings::Action;
    use crate::tui::keys::{Key, KeyCode, Mods};

    #[test]
    fn ui_keys() {
        let cases: &[(&str, ThinkingMode, Option<QuietStartup>, usize)] = &[
            ("{}", ThinkingMode::Collapsed, None, 0),
            (
                r#"{"ui": {"showThinking": "full", "quietStartup": "silent"}}"#,
                ThinkingMode::Full,
                Some(QuietStartup::Silent),
                0,
            ),
            (
                r#"{"ui.showThinking": "hidden", "ui.quietStartup": "header"}"#,
                ThinkingMode::Hidden,
                Some(QuietStartup::Header),
                0,
            ),
            (
                r#"{"ui": {"showThinking": "loud", "quietStartup": 3}}"#,
                ThinkingMode::Collapsed,
                None,
                2,
            ),
        ];
        for (text, thinking, quiet, warns) in cases {
            let s: Settings = serde_json::from_str(text).unwrap_or_default();
            let u = UiSettings::from_settings(&s);
            assert_eq!(u.show_thinking, *thinking, "{text}");
            assert_eq!(u.quiet_startup, *quiet, "{text}");
            assert_eq!(u.warnings.len(), *warns, "{text}: {:?}", u.warnings);
        }
    }

    #[test]
    fn restore_on_cancel() {
        let cases: &[(&str, bool, usize)] = &[
            ("{}", true, 0),
            (r#"{"ui": {"restoreOnCancel": false}}"#, false, 0),
            (r#"{"ui.restoreOnCancel": true}"#, true, 0),
            (r#"{"ui": {"restoreOnCancel": "no"}}"#, true, 1),
        ];
        for (text, want, warns) in cases {
            let s: Settings = serde_json::from_str(text).unwrap_or_default();
            let u = UiSettings::from_settings(&s);
            assert_eq!(u.restore_on_cancel, *want, "{text}");
            assert_eq!(u.warnings.len(), *warns, "{text}: {:?}", u.warnings);
        }
    }

    #[test]
    fn keybindings_file() {
        let dir = std::env::temp_dir().join(format!("ama-kb-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let f = dir.join("keybindings.json");
        let (kb, w) = load_keybindings(Some(&f));
        assert!(w.is_empty());
        assert_eq!(kb.action(&Key::ctrl('o')), Some(Action::ExpandTools));

        let _ = std::fs::write(
            &f,
            r#"{"app.tools.expand": [], "app.permission.cycle": "ctrl+p", "app.exit": 5}"#,
        );
        let (kb, w) = load_keybindings(Some(&f));
        assert_eq!(kb.action(&Key::ctrl('o')), None);
        assert_eq!(kb.action(&Key::ctrl('p')), Some(Action::CycleMode));
        assert_eq!(kb.action(&Key::new(KeyCode::Tab, Mods::SHIFT)), None);
        assert_eq!(kb.action(&Key::ctrl('d')), Some(Action::Exit));
        assert_eq!(w.len(), 1, "{w:?}");

        let _ = std::fs::write(&f, "[not json");
        let (kb, w) = load_keybindings(Some(&f));
        assert_eq!(kb.action(&Key::ctrl('o')), Some(Action::ExpandTools));
        assert_eq!(w.len(), 1);
        assert!(w[0].contains("using the default keys"), "{w:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
