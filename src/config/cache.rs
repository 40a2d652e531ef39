//! The `cache` config keys: `cache.missNotices` (default on), `cache.warm.mode` (`off` /
//! `streaming` default / `idle`) and `cache.warm.minSavingsUsd` (default $0.05), nested
//! (`{"cache": {"missNotices": false}}`) or dotted (`"cache.missNotices": false`); a value of the
//! wrong type keeps the default. Read once when the config is loaded (`Settings::cache`).

use serde_json::Value;

use crate::config::keys::{self, Keys};

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

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CacheKeys {
    pub miss_notices: bool,
    pub warm_mode: WarmMode,
    pub min_savings_usd: f64,
}

impl Default for CacheKeys {
    fn default() -> CacheKeys {
        CacheKeys {
            miss_notices: true,
            warm_mode: WarmMode::Streaming,
            min_savings_usd: 0.05,
        }
    }
}

impl CacheKeys {
    pub fn parse(keys: &Keys) -> CacheKeys {
        let mut s = CacheKeys::default();
        let get = |path: &[&str]| {
            let full: Vec<&str> = std::iter::once("cache")
                .chain(path.iter().copied())
                .collect();
            keys::get(keys, &full)
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
        s
    }
}
