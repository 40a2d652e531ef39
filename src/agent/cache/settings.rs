//! The cache keys of the user config: `cache.missNotices` (default on), `cache.warm.mode`
//! (`off` / `streaming` default / `idle`), `cache.warm.minSavingsUsd` (default $0.05), and per
//! provider `compat.cacheReporting: "silent"` and `compat.cacheTtlSeconds` (a TTL for a provider
//! the built-in table does not know). Built once per agent by the composition root from the
//! loaded config (`from_settings`).

use serde_json::Value;

use crate::ai::model::Model;
use crate::ai::types::Api;

/// Anthropic's default cache TTL (five minutes), also OpenAI's minimum retention.
pub const DEFAULT_TTL_MS: u64 = 5 * 60 * 1000;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WarmMode {
    Off,
    #[default]
    Streaming,
    Idle,
}

impl WarmMode {
    pub fn parse(s: &str) -> Option<WarmMode> {
        match s {
            "off" => Some(WarmMode::Off),
            "streaming" => Some(WarmMode::Streaming),
            "idle" => Some(WarmMode::Idle),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            WarmMode::Off => "off",
            WarmMode::Streaming => "streaming",
            WarmMode::Idle => "idle",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct CacheSettings {
    pub miss_notices: bool,
    pub warm_mode: WarmMode,
    pub min_savings_usd: f64,
    /// The whole `providers` object, for the `compat` keys.
    providers: Value,
}

impl Default for CacheSettings {
    fn default() -> CacheSettings {
        CacheSettings {
            miss_notices: true,
            warm_mode: WarmMode::Streaming,
            min_savings_usd: 0.05,
            providers: Value::Null,
        }
    }
}

impl CacheSettings {
    /// From a parsed config file; keys may be nested (`{"cache": {"missNotices": false}}`) or
    /// dotted (`"cache.missNotices": false`). Wrong types keep the default.
    pub fn from_config(config: &Value) -> CacheSettings {
        let mut s = CacheSettings::default();
        let get = |path: &[&str]| -> Option<&Value> {
            let mut v = config.get("cache");
            for p in path {
                v = v.and_then(|x| x.get(*p));
            }
            v.or_else(|| config.get(format!("cache.{}", path.join("."))))
        };
        if let Some(b) = get(&["missNotices"]).and_then(Value::as_bool) {
            s.miss_notices = b;
        }
        if let Some(m) = get(&["warm", "mode"])
            .and_then(Value::as_str)
            .and_then(WarmMode::parse)
        {
            s.warm_mode = m;
        }
        if let Some(x) = get(&["warm", "minSavingsUsd"]).and_then(Value::as_f64) {
            s.min_savings_usd = x.max(0.0);
        }
        s.providers = config.get("providers").cloned().unwrap_or(Value::Null);
        s
    }

    /// From the loaded user config: its `cache` keys (nested or dotted) and each provider's
    /// `compat`.
    pub fn from_settings(settings: &crate::config::settings::Settings) -> CacheSettings {
        let mut config = serde_json::Map::new();
        for (k, v) in &settings.rest {
            if k == "cache" || k.starts_with("cache.") {
                config.insert(k.clone(), v.clone());
            }
        }
        let providers: serde_json::Map<String, Value> = settings
            .providers
            .iter()
            .filter_map(|(name, p)| {
                let compat = p.compat.clone()?;
                Some((name.clone(), serde_json::json!({ "compat": compat })))
            })
            .collect();
        config.insert("providers".into(), Value::Object(providers));
        CacheSettings::from_config(&Value::Object(config))
    }

    fn compat(&self, provider: &str, key: &str) -> Option<&Value> {
        self.providers.get(provider)?.get("compat")?.get(key)
    }

    /// `compat.cacheReporting: "silent"`.
    pub fn forced_silent(&self, provider: &str) -> bool {
        self.compat(provider, "cacheReporting")
            .and_then(Value::as_str)
            == Some("silent")
    }

    /// The provider's cache TTL: `compat.cacheTtlSeconds`, else five minutes for the Anthropic
    /// API and for OpenAI itself; unknown otherwise.
    pub fn ttl_ms(&self, model: &Model) -> Option<u64> {
        if let Some(s) = self
            .compat(&model.provider, "cacheTtlSeconds")
            .and_then(Value::as_f64)
        {
            return (s > 0.0).then_some((s * 1000.0) as u64);
        }
        match model.api {
            Api::AnthropicMessages => Some(DEFAULT_TTL_MS),
            _ if model.provider == "openai" => Some(DEFAULT_TTL_MS),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

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
