//! The `ui` config keys of the terminal UI (`ui.showThinking`, `ui.quietStartup`,
//! `ui.restoreOnCancel`; nested `{"ui": {…}}` or dotted `"ui.showThinking"`), checked once when
//! the config is loaded (`Settings::ui`). A bad value is a warning naming the key and the value,
//! and the key keeps its default. `QuietStartup` is the start-up screen's level, resolved once from
//! the flag, the profile and the user config (`QuietStartup::resolve`).

use serde::Deserialize;
use serde_json::Value;

use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};

/// `ui.quietStartup` / a profile's `quietStartup` / `--quiet-startup`: how much the start-up
/// screen shows (tui.md). `true` and `false` are aliases of `header` and `normal`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QuietStartup {
    /// Title, model, directory, trust status, loaded context files, skills, templates, hooks.
    Normal,
    /// The title line only (the default of a run with a profile).
    Header,
    /// Nothing.
    Silent,
}

impl QuietStartup {
    /// The values written in words: `normal`, `header`, `silent`.
    pub fn parse(s: &str) -> Option<QuietStartup> {
        match s {
            "normal" => Some(QuietStartup::Normal),
            "header" => Some(QuietStartup::Header),
            "silent" => Some(QuietStartup::Silent),
            _ => None,
        }
    }

    /// A JSON value: one of the words, or `true` (`header`) / `false` (`normal`).
    pub fn from_value(v: &Value) -> Option<QuietStartup> {
        match v {
            Value::String(s) => QuietStartup::parse(s),
            Value::Bool(true) => Some(QuietStartup::Header),
            Value::Bool(false) => Some(QuietStartup::Normal),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            QuietStartup::Normal => "normal",
            QuietStartup::Header => "header",
            QuietStartup::Silent => "silent",
        }
    }

    /// The level in force: the flag, else the profile's key, else the user config's
    /// `ui.quietStartup`, else `header` for a run with a profile and `normal` without one.
    pub fn resolve(
        flag: Option<QuietStartup>,
        profile: Option<&crate::config::profile::Profile>,
        config: Option<QuietStartup>,
    ) -> QuietStartup {
        let default = match profile {
            Some(_) => QuietStartup::Header,
            None => QuietStartup::Normal,
        };
        flag.or(profile.and_then(|p| p.quiet_startup))
            .or(config)
            .unwrap_or(default)
    }
}

/// The words and aliases a message lists.
pub const QUIET_STARTUP_VALUES: &str = "normal, header, silent (or true = header, false = normal)";

#[derive(Clone, Debug, Default, PartialEq)]
pub struct UiKeys {
    /// `collapsed`, `full` or `hidden`, when set to one of them.
    pub show_thinking: Option<String>,
    /// `normal`, `header` or `silent` (or `true` / `false`), when set to one of them.
    pub quiet_startup: Option<QuietStartup>,
    /// `ui.restoreOnCancel`, when set to true or false.
    pub restore_on_cancel: Option<bool>,
    pub warnings: Vec<String>,
}

/// The keys under `ui`.
const KEYS: [&str; 3] = ["showThinking", "quietStartup", "restoreOnCancel"];

/// The keys as written.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct Written {
    show_thinking: Field<String>,
    quiet_startup: Field<Value>,
    restore_on_cancel: Field<bool>,
}

impl UiKeys {
    pub fn parse(keys: &Keys) -> UiKeys {
        let w: Written = field::read(&keys::section(keys, "ui", &KEYS));
        let mut warnings = Vec::new();
        let mut pick = |key: &str, f: Field<String>, allowed: &str| -> Option<String> {
            let v = match f {
                Field::Unset => return None,
                Field::Set(v) if allowed.split('/').any(|a| a == v) => return Some(v),
                Field::Set(v) => Value::String(v),
                Field::Wrong(v) => v,
            };
            warnings.push(format!(
                "config key \"ui.{key}\" is ignored: {v} is not one of {allowed}; fix the value"
            ));
            None
        };
        let show_thinking = pick("showThinking", w.show_thinking, "collapsed/full/hidden");
        let quiet_startup = match w.quiet_startup {
            Field::Unset => None,
            Field::Set(v) | Field::Wrong(v) => {
                let level = QuietStartup::from_value(&v);
                if level.is_none() {
                    warnings.push(format!(
                        "config key \"ui.quietStartup\" is ignored: {v} is not one of {QUIET_STARTUP_VALUES}; fix the value"
                    ));
                }
                level
            }
        };
        let restore_on_cancel = match w.restore_on_cancel {
            Field::Unset => None,
            Field::Set(b) => Some(b),
            Field::Wrong(v) => {
                warnings.push(format!(
                    "config key \"ui.restoreOnCancel\" is ignored: {v} is not true or false; fix the value"
                ));
                None
            }
        };
        UiKeys {
            show_thinking,
            quiet_startup,
            restore_on_cancel,
            warnings,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{QuietStartup, UiKeys};

    #[test]
    fn quiet_startup_words_and_aliases() {
        let level = |text: &str| {
            let keys = serde_json::from_str(text).unwrap_or_default();
            let k = UiKeys::parse(&keys);
            (k.quiet_startup, k.warnings.len())
        };
        assert_eq!(level(r#"{"ui": {"quietStartup": "header"}}"#), (Some(QuietStartup::Header), 0));
        assert_eq!(level(r#"{"ui.quietStartup": true}"#), (Some(QuietStartup::Header), 0));
        assert_eq!(level(r#"{"ui": {"quietStartup": false}}"#), (Some(QuietStartup::Normal), 0));
        assert_eq!(level(r#"{"ui": {"quietStartup": "loud"}}"#), (None, 1));
        assert_eq!(QuietStartup::resolve(None, None, None), QuietStartup::Normal);
        let p = crate::config::profile::Profile::default();
        assert_eq!(QuietStartup::resolve(None, Some(&p), None), QuietStartup::Header);
        let normal = Some(QuietStartup::Normal);
        assert_eq!(QuietStartup::resolve(None, Some(&p), normal), QuietStartup::Normal);
        let silent = crate::config::profile::Profile {
            quiet_startup: Some(QuietStartup::Silent),
            ..p
        };
        assert_eq!(QuietStartup::resolve(None, Some(&silent), normal), QuietStartup::Silent);
        let flag = Some(QuietStartup::Normal);
        assert_eq!(QuietStartup::resolve(flag, Some(&silent), None), QuietStartup::Normal);
    }
}
