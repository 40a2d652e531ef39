//! The `ui` config keys of the terminal UI (`ui.showThinking`, `ui.quietStartup`,
//! `ui.restoreOnCancel`; nested `{"ui": {…}}` or dotted `"ui.showThinking"`), checked once when
//! the config is loaded (`Settings::ui`). A bad value is a warning naming the key and the value,
//! and the key keeps its default.

use serde_json::Value;

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

impl UiKeys {
    pub fn parse(keys: &Keys) -> UiKeys {
        let get = |key: &str| keys::get(keys, &["ui", key]);
        let mut warnings = Vec::new();
        let mut pick = |key: &str, allowed: &str| -> Option<String> {
            match get(key)? {
                Value::String(v) if allowed.split('/').any(|a| a == v) => Some(v.clone()),
                v => {
                    warnings.push(format!(
                        "config key \"ui.{key}\" is ignored: {v} is not one of {allowed}; fix the value"
                    ));
                    None
                }
            }
        };
        let show_thinking = pick("showThinking", "collapsed/full/hidden");
        let quiet_startup = pick("quietStartup", "normal/header/silent");
        let restore_on_cancel = match get("restoreOnCancel") {
            None => None,
            Some(Value::Bool(b)) => Some(*b),
            Some(v) => {
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
