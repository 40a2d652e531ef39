//! The cache keys of the user config: `cache.missNotices` (default on), `cache.warm.mode`
//! (`off` / `streaming` default / `idle`), `cache.warm.minSavingsUsd` (default $0.05), and per
//! provider `compat.cacheReporting: "silent"` and `compat.cacheTtlSeconds` (a TTL for a provider
//! the built-in table does not know). Built once per agent by the composition root from the
//! loaded config (`from_settings`).

use std::collections::BTreeMap;

use serde_json::Value;

use crate::ai::model::Model;
use crate::config::cache::CacheKeys;
pub use crate::config::cache::WarmMode;

/// Anthropic's default cache TTL (five minutes), also OpenAI's minimum retention.
#[cfg(test)]
pub const DEFAULT_TTL_MS: u64 = crate::ai::facts::FIVE_MINUTES_MS;

/// A provider's `compat` cache keys.
#[derive(Clone, Debug, Default, PartialEq)]
struct Compat {
    silent: bool,
    ttl_seconds: Option<f64>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CacheSettings {
    pub miss_notices: bool,
    pub warm_mode: WarmMode,
    pub min_savings_usd: f64,
    /// Each configured provider's `compat` keys.
    compat: BTreeMap<String, Compat>,
}

impl Default for CacheSettings {
    fn default() -> CacheSettings {
        CacheSettings::from_keys(&CacheKeys::default())
    }
}

impl CacheSettings {
    fn from_keys(keys: &CacheKeys) -> CacheSettings {
        CacheSettings {
            miss_notices: keys.miss_notices,
            warm_mode: keys.warm_mode,
            min_savings_usd: keys.min_savings_usd,
            compat: BTreeMap::new(),
        }
    }

    /// From a parsed config file; keys may be nested (`{"cache": {"missNotices": false}}`) or
    /// dotted (`"cache.missNotices": false`). Wrong types keep the default.
    pub fn from_config(config: &Value) -> CacheSettings {
        let settings: crate::config::settings::Settings =
            serde_json::from_value(config.clone()).unwrap_or_default();
        CacheSettings::from_settings(&settings)
    }

    /// From the loaded config: its `cache` keys and each provider's `compat`.
    pub fn from_settings(settings: &crate::config::settings::Settings) -> CacheSettings {
        let mut s = CacheSettings::from_keys(&settings.cache);
        for (name, p) in &settings.providers {
            let Some(compat) = &p.compat else { continue };
            s.compat.insert(
                name.clone(),
                Compat {
                    silent: compat.get("cacheReporting").and_then(Value::as_str) == Some("silent"),
                    ttl_seconds: compat.get("cacheTtlSeconds").and_then(Value::as_f64),
                },
            );
        }
        s
    }

    /// `compat.cacheReporting: "silent"`.
    pub fn forced_silent(&self, provider: &str) -> bool {
        self.compat.get(provider).is_some_and(|c| c.silent)
    }

    /// The provider's cache TTL: `compat.cacheTtlSeconds`, else the provider-facts table
    /// (`ai::facts`: five minutes for the Anthropic API and for OpenAI itself); unknown otherwise.
    pub fn ttl_ms(&self, model: &Model) -> Option<u64> {
        if let Some(s) = self.compat.get(&model.provider).and_then(|c| c.ttl_seconds) {
            return (s > 0.0).then_some((s * 1000.0) as u64);
        }
        crate::ai::facts::cache_ttl_ms(model.api, &model.provider)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::ai::types::Api;

    #[test]
    fn keys() {
        let cases = [
            (json!({}), true, WarmMode::Streaming, 0.05),
            (
                json!({"cache": {"missNotices": false, "warm": {"mode": "idle", "minSavingsUsd": 0.2}}}),
                false,
                WarmMode::Idle,
                0.2,
            ),
            (
                json!({"cache.missNotices": false, "cache.warm.mode": "off"}),
                false,
                WarmMode::Off,
                0.05,
            ),
            (
                json!({"cache": {"missNotices": "no", "warm": {"mode": "always"}}}),
                true,
                WarmMode::Streaming,
                0.05,
            ),
        ];
        for (config, notices, mode, savings) in cases {
            let s = CacheSettings::from_config(&config);
            assert_eq!(
                (s.miss_notices, s.warm_mode, s.min_savings_usd),
                (notices, mode, savings),
                "{config}"
            );
        }
    }

    #[test]
    fn compat_keys() {
        let s = CacheSettings::from_config(&json!({"providers": {
            "a": {"compat": {"cacheReporting": "silent", "cacheTtlSeconds": 2.5}},
            "b": {"compat": {"cacheReporting": "reported"}}
        }}));
        assert!(s.forced_silent("a"));
        assert!(!s.forced_silent("b"));
        assert!(!s.forced_silent("c"));
        let mut m = crate::ai::apis::test_support::test_model(Api::OpenaiCompletions);
        m.provider = "a".into();
        assert_eq!(s.ttl_ms(&m), Some(2500));
        m.provider = "b".into();
        assert_eq!(s.ttl_ms(&m), None);
        m.provider = "openai".into();
        assert_eq!(s.ttl_ms(&m), Some(DEFAULT_TTL_MS));
        m.provider = "b".into();
        m.api = Api::AnthropicMessages;
        assert_eq!(s.ttl_ms(&m), Some(DEFAULT_TTL_MS));
    }
}
