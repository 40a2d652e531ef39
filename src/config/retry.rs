//! The `retry` config keys (`{"enabled": true, "maxRetries": 3, "baseDelayMs": 1000,
//! "maxDelayMs": 30000}`, nested only), read once when the config is loaded (`Settings::retry`).
//! A key of the wrong type is the problem that stops a run; the retry policy itself (defaults,
//! backoff) is the agent's.

use crate::config::checked::Checked;
use crate::config::keys::Keys;

/// The keys the config sets; `None` keeps the agent's default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RetryKeys {
    pub enabled: Option<bool>,
    pub max_retries: Option<u64>,
    pub base_delay_ms: Option<u64>,
    pub max_delay_ms: Option<u64>,
}

impl RetryKeys {
    pub fn checked(keys: &Keys) -> Checked<RetryKeys> {
        Checked::from_result(parse(keys))
    }
}

fn parse(keys: &Keys) -> Result<RetryKeys, String> {
    let mut out = RetryKeys::default();
    let Some(v) = keys.get("retry") else {
        return Ok(out);
    };
    let bad = |what: &str| format!("\"retry.{what}\" has the wrong type; see README, Retries");
    if !v.is_object() {
        return Err(bad("*"));
    }
    if let Some(e) = v.get("enabled") {
        out.enabled = Some(e.as_bool().ok_or_else(|| bad("enabled"))?);
    }
    let number = |key: &str| -> Result<Option<u64>, String> {
        v.get(key)
            .map(|n| n.as_u64().ok_or_else(|| bad(key)))
            .transpose()
    };
    out.max_retries = number("maxRetries")?;
    out.base_delay_ms = number("baseDelayMs")?;
    out.max_delay_ms = number("maxDelayMs")?;
    Ok(out)
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
                .as_deref(),
            Some("\"retry.baseDelayMs\" has the wrong type; see README, Retries")
        );
        assert!(
            parse(json!({"retry": 3}))
                .problem
                .is_some_and(|p| p.contains("retry.*"))
        );
    }
}
