//! The `cache` config keys: `cache.missNotices` (default on), `cache.warm.mode` (`off` /
//! `streaming` default / `idle`) and `cache.warm.minSavingsUsd` (default $0.05), nested
//! (`{"cache": {"missNotices": false}}`) or dotted (`"cache.missNotices": false`); a value of the
//! wrong type keeps the default. Read once when the config is loaded (`Settings::cache`).

use serde::Deserialize;

use crate::config::field::{self, Field};
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

/// The keys under `cache`, nested (`{"cache": {"warm": {"mode": …}}}`) or dotted
/// (`"cache.warm.mode"`).
const KEYS: [&str; 3] = ["missNotices", "warm.mode", "warm.minSavingsUsd"];

/// The keys as written.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct Written {
    miss_notices: Field<bool>,
    warm: Warm,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct Warm {
    mode: Field<String>,
    min_savings_usd: Field<f64>,
}

impl CacheKeys {
    /// The keys; a value of the wrong type keeps the default.
    pub fn parse(keys: &Keys) -> CacheKeys {
        let w: Written = field::read(&keys::section(keys, "cache", &KEYS));
        let d = CacheKeys::default();
        CacheKeys {
            miss_notices: w.miss_notices.ok().copied().unwrap_or(d.miss_notices),
            warm_mode: w
                .warm
                .mode
                .ok()
                .and_then(|m| WarmMode::parse(m))
                .unwrap_or(d.warm_mode),
            min_savings_usd: w
                .warm
                .min_savings_usd
                .ok()
                .map_or(d.min_savings_usd, |x| x.max(0.0)),
        }
    }
}
