//! The `compaction.*` config keys: `enabled` (default true), `thresholdPercent` (default 80) and
//! `keepRecentTokens` (default 20 000), nested (`{"compaction": {"enabled": false}}`) or dotted
//! (`"compaction.enabled": false`). Read once when the config is loaded (`Settings::compaction`);
//! defined in `config` because `config` sits below `agent`.

use crate::config::checked::Checked;
use crate::config::keys::{self, Keys};

/// How and when compaction runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Compaction {
    /// Whether the threshold trigger is on when a session starts (`set_auto_compaction` and its
    /// recorded entry override it).
    pub enabled: bool,
    /// Compact before a request when context + reply reserve passes this share of the window.
    pub threshold_percent: u8,
    /// How many tokens of recent turns a compaction keeps verbatim.
    pub keep_recent_tokens: u64,
}

impl Default for Compaction {
    fn default() -> Compaction {
        Compaction {
            enabled: true,
            threshold_percent: 80,
            keep_recent_tokens: 20_000,
        }
    }
}

impl Compaction {
    /// The keys as `Settings` holds them; a value of the wrong type is the problem, naming the key.
    pub fn checked(keys: &Keys) -> Checked<Compaction> {
        Checked::from_result(parse(keys))
    }
}

fn parse(rest: &Keys) -> std::result::Result<Compaction, String> {
    let mut s = Compaction::default();
    let get = |key: &str| keys::get(rest, &["compaction", key]);
    let bad = |key: &str, want: &str| {
        format!("\"compaction.{key}\" must be {want}; see docs/sessions.md, Compaction")
    };
    if let Some(v) = rest.get("compaction").filter(|v| !v.is_object()) {
        return Err(format!(
            "\"compaction\" must be an object, not {v}; see docs/sessions.md, Compaction"
        ));
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

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::Compaction as Settings;

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
            let got =
                Settings::checked(&rest(input.clone())).get(std::path::Path::new("config.json"));
            match (got, want) {
                (Ok(g), Ok(w)) => assert_eq!(g, w, "{input}"),
                (Err(e), Err(text)) => assert!(e.to_string().contains(text), "{input}: {e}"),
                (g, w) => panic!("{input}: got {g:?}, want {w:?}"),
            }
        }
    }
}
