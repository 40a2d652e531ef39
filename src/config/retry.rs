//! The `retry` config keys (`{"enabled": true, "maxRetries": 3, "baseDelayMs": 1000,
//! "maxDelayMs": 30000}`, nested only), read once when the config is loaded (`Settings::retry`).
//! A key of the wrong type is the problem that stops a run; the retry policy itself (defaults,
//! backoff) is the agent's.

use serde::Deserialize;

use crate::config::checked::{Checked, SectionError};
use crate::config::field::{self, Field};
use crate::config::keys::Keys;

/// The keys the config sets; `None` keeps the agent's default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RetryKeys {
    pub enabled: Option<bool>,
    pub max_retries: Option<u64>,
    pub base_delay_ms: Option<u64>,
    pub max_delay_ms: Option<u64>,
}

/// The keys as written.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct Written {
    enabled: Field<bool>,
    max_retries: Field<u64>,
    base_delay_ms: Field<u64>,
    max_delay_ms: Field<u64>,
}

impl RetryKeys {
    pub fn checked(keys: &Keys) -> Checked<RetryKeys> {
        Checked::from_result(parse(keys))
    }
}

fn parse(keys: &Keys) -> Result<RetryKeys, SectionError> {
    let Some(v) = keys.get("retry") else {
        return Ok(RetryKeys::default());
    };
    let bad = |key: &str| SectionError::WrongType {
        key: format!("retry.{key}"),
        advice: "see README, Retries",
    };
    if !v.is_object() {
        return Err(bad("*"));
    }
    let w: Written = field::read(v);
    let one = |key: &str, f: &Field<u64>| f.checked().map(Option::<&u64>::copied).map_err(|_| bad(key));
    Ok(RetryKeys {
        enabled: w.enabled.checked().map_err(|_| bad("enabled"))?.copied(),
        max_retries: one("maxRetries", &w.max_retries)?,
        base_delay_ms: one("baseDelayMs", &w.base_delay_ms)?,
        max_delay_ms: one("maxDelayMs", &w.max_delay_ms)?,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::RetryKeys;

    #[test]
    fn keys_and_wrong_types() {
        let parse = |v: serde_json::Value| {
            RetryKeys::checked(&serde_json::from_value(v).unwrap_or_default())
        };
        assert_eq!(parse(json!({})).value, RetryKeys::default());
        let k = parse(json!({"retry": {"enabled": false, "maxRetries": 5, "maxDelayMs": 10}}));
        assert_eq!(
            (
                k.value.enabled,
                k.value.max_retries,
                k.value.base_delay_ms,
                k.value.max_delay_ms
            ),
            (Some(false), Some(5), None, Some(10))
        );
        assert_eq!(
            parse(json!({"retry": {"baseDelayMs": "1s"}}))
                .problem
                .map(|p| p.to_string())
                .as_deref(),
            Some("\"retry.baseDelayMs\" has the wrong type; see README, Retries")
        );
        assert!(
            parse(json!({"retry": 3}))
                .problem
                .is_some_and(|p| p.to_string().contains("retry.*"))
        );
    }
}
