//! The `compaction.*` config keys: `enabled` (default true), `thresholdPercent` (default 80) and
//! `keepRecentTokens` (default 20 000). Read from the settings' free keys, nested
//! (`{"compaction": {"enabled": false}}`) or dotted (`"compaction.enabled": false`).

use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::{Error, Result};

/// How and when compaction runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Whether the threshold trigger is on when a session starts (`set_auto_compaction` and its
    /// recorded entry override it).
    pub enabled: bool,
    /// Compact before a request when context + reply reserve passes this share of the window.
    pub threshold_percent: u8,
    /// How many tokens of recent turns a compaction keeps verbatim.
    pub keep_recent_tokens: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            enabled: true,
            threshold_percent: 80,
            keep_recent_tokens: 20_000,
        }
    }
}

impl Settings {
    /// Reads the keys from the settings' free keys; a value of the wrong type is an error naming
    /// the key.
    pub fn from_rest(rest: &BTreeMap<String, Value>) -> Result<Settings> {
        let mut s = Settings::default();
        let nested = rest.get("compaction");
        let get = |key: &str| {
            nested
                .and_then(|n| n.get(key))
                .or_else(|| rest.get(&format!("compaction.{key}")))
        };
        let bad = |key: &str, want: &str| Error::Config {
            path: crate::config::paths::user_config_file().unwrap_or_default(),
            message: format!(
                "\"compaction.{key}\" must be {want}; see docs/sessions.md, Compaction"
            ),
        };
        if let Some(v) = nested.filter(|v| !v.is_object()) {
            return Err(Error::Config {
                path: crate::config::paths::user_config_file().unwrap_or_default(),
                message: format!(
                    "\"compaction\" must be an object, not {v}; see docs/sessions.md, Compaction"
                ),
            });
        }
        if let Some(v) = get("enabled") {
            s.enabled = v.as_bool().ok_or_else(|| bad("enabled", "true or false"))?;
        }
        if let Some(v) = get("thresholdPercent") {
            s.threshold_percent = v
                .as_u64()
                .filter(|p| (1..=100).contains(p))
                .ok_or_else(|| bad("thresholdPercent", "a whole number from 1 to 100"))?
                as u8;
        }
        if let Some(v) = get("keepRecentTokens") {
            s.keep_recent_tokens = v
                .as_u64()
                .ok_or_else(|| bad("keepRecentTokens", "a whole number of tokens"))?;
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::Settings;

    fn rest(v: Value) -> BTreeMap<String, Value> {
        serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn keys_nested_dotted_and_wrong() {
        let d = Settings::default();
        let cases: Vec<(Value, Result<Settings, &str>)> = vec![
            (json!({}), Ok(d)),
            (
                json!({"compaction": {"enabled": false, "thresholdPercent": 60, "keepRecentTokens": 500}}),
                Ok(Settings {
                    enabled: false,
                    threshold_percent: 60,
                    keep_recent_tokens: 500,
                }),
            ),
            (
                json!({"compaction.keepRecentTokens": 7}),
                Ok(Settings {
                    keep_recent_tokens: 7,
                    ..d
                }),
            ),
            (
                json!({"compaction": {"enabled": "no"}}),
                Err("compaction.enabled"),
            ),
            (
                json!({"compaction": {"thresholdPercent": 0}}),
                Err("1 to 100"),
            ),
            (
                json!({"compaction": {"thresholdPercent": 101}}),
                Err("1 to 100"),
            ),
            (json!({"compaction": 3}), Err("must be an object")),
        ];
        for (input, want) in cases {
            let got = Settings::from_rest(&rest(input.clone()));
            match (got, want) {
                (Ok(g), Ok(w)) => assert_eq!(g, w, "{input}"),
                (Err(e), Err(text)) => assert!(e.to_string().contains(text), "{input}: {e}"),
                (g, w) => panic!("{input}: got {g:?}, want {w:?}"),
            }
        }
    }
}
