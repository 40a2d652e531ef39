//! The `ui` config keys of the terminal UI (`ui.showThinking`, `ui.quietStartup`,
//! `ui.restoreOnCancel`; nested `{"ui": {…}}` or dotted `"ui.showThinking"`), checked once when
//! the config is loaded (`Settings::ui`). A bad value is a warning naming the key and the value,
//! and the key keeps its default.

use serde::Deserialize;
use serde_json::Value;

use crate::config::field::{self, Field};
use crate::config::keys::{self, Keys};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct UiKeys {
    /// `collapsed`, `full` or `hidden`, when set to one of them.
    pub show_thinking: Option<String>,
    /// `normal`, `header` or `silent`, when set to one of them.
    pub quiet_startup: Option<String>,
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
    quiet_startup: Field<String>,
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
        let quiet_startup = pick("quietStartup", w.quiet_startup, "normal/header/silent");
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
