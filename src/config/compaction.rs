//! The `compaction.*` config keys: `enabled` (default true), `thresholdPercent` (default 80),
//! `keepRecentTokens` (default 20 000), and tool-result pruning, the tier before compaction:
//! `prune` (default true) and `pruneThresholdPercent` (default 60), nested (`{"compaction": {"enabled": false}}`) or dotted
//! (`"compaction.enabled": false`). Read once when the config is loaded (`Settings::compaction`);
//! defined in `config` because `config` sits below `agent`.

use serde::Deserialize;

use crate::config::checked::{Checked, SectionError};
use crate::config::field::{self, Field};
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
    /// Whether old tool results are pruned from what is sent (`context_edit{reason:"prune"}`).
    pub prune: bool,
    /// Prune before a request when the context passes this share of the window.
    pub prune_threshold_percent: u8,
}

impl Default for Compaction {
    fn default() -> Compaction {
        Compaction {
            enabled: true,
            threshold_percent: 80,
            keep_recent_tokens: 20_000,
            prune: true,
            prune_threshold_percent: 60,
        }
    }
}

/// The keys under `compaction`.
const KEYS: [&str; 5] = [
    "enabled",
    "thresholdPercent",
    "keepRecentTokens",
    "prune",
    "pruneThresholdPercent",
];

/// The keys as written.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct CompactionKeys {
    enabled: Field<bool>,
    threshold_percent: Field<u64>,
    keep_recent_tokens: Field<u64>,
    prune: Field<bool>,
    prune_threshold_percent: Field<u64>,
}

const SEE: &str = "see docs/sessions.md, Compaction";

impl Compaction {
    /// The keys as `Settings` holds them; a value of the wrong type is the problem, naming the key.
    pub fn checked(keys: &Keys) -> Checked<Compaction> {
        if let Some(v) = keys.get("compaction").filter(|v| !v.is_object()) {
            return Checked::from_result(Err(SectionError::not_object("compaction", v, SEE)));
        }
        Checked::from_result(parse(&field::read(&keys::section(
            keys,
            "compaction",
            &KEYS,
        ))))
    }
}

fn parse(k: &CompactionKeys) -> Result<Compaction, SectionError> {
    let mut s = Compaction::default();
    let bad = |key: &str, want: &str| SectionError::must_be(format!("compaction.{key}"), want, SEE);
    if let Some(b) = k.enabled.checked().map_err(|_| bad("enabled", "true or false"))? {
        s.enabled = *b;
    }
    let percent = "a whole number from 1 to 100";
    match k.threshold_percent.checked() {
        Ok(None) => {}
        Ok(Some(p)) if (1..=100).contains(p) => s.threshold_percent = *p as u8,
        _ => return Err(bad("thresholdPercent", percent)),
    }
    if let Some(n) = k
        .keep_recent_tokens
        .checked()
        .map_err(|_| bad("keepRecentTokens", "a whole number of tokens"))?
    {
        s.keep_recent_tokens = *n;
    }
    if let Some(b) = k.prune.checked().map_err(|_| bad("prune", "true or false"))? {
        s.prune = *b;
    }
    match k.prune_threshold_percent.checked() {
        Ok(None) => {}
        Ok(Some(p)) if (1..=100).contains(p) => s.prune_threshold_percent = *p as u8,
        _ => return Err(bad("pruneThresholdPercent", percent)),
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
                    ..d
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
            (
                json!({"compaction": {"prune": false, "pruneThresholdPercent": 50}}),
                Ok(Settings {
                    prune: false,
                    prune_threshold_percent: 50,
                    ..d
                }),
            ),
            (
                json!({"compaction.pruneThresholdPercent": 0}),
                Err("compaction.pruneThresholdPercent"),
            ),
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
