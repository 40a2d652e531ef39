//! `limits.*`: the bounds of an unattended run (`maxTurns`, `maxBudgetUsd`, `timeout`,
//! `idleTimeout`), the config-file side of `--max-turns`, `--max-budget-usd`, `--timeout` and
//! `--idle-timeout` (the flags win). Also the one parser of a duration as a person writes it
//! (`90`, `90s`, `500ms`, `10m`, `1h`), shared with the command line.

use std::time::Duration;

use serde_json::Value;

use crate::config::checked::{Checked, SectionError};
use crate::config::keys::{self, Keys};

/// The limits a config file sets; `None` where it sets none.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LimitKeys {
    /// `limits.maxTurns`: a positive whole number.
    pub max_turns: Option<u32>,
    /// `limits.maxBudgetUsd`: a positive number of dollars.
    pub max_budget_usd: Option<f64>,
    /// `limits.timeout`: the whole run's deadline.
    pub timeout: Option<Duration>,
    /// `limits.idleTimeout`: the watchdog's silence; zero turns it off.
    pub idle_timeout: Option<Duration>,
}

const ADVICE: &str = "fix or remove it (docs/configuration.md, Limits)";

/// Reads `limits.*` (nested or dotted); a wrong value is the section's problem, naming the key.
pub fn checked(keys: &Keys) -> Checked<LimitKeys> {
    let get = |leaf: &str| keys::get(keys, &["limits", leaf]);
    let mut problem = None;
    let mut note = |e: SectionError| {
        if problem.is_none() {
            problem = Some(e);
        }
    };
    let mut value = LimitKeys::default();
    if let Some(v) = get("maxTurns") {
        match v.as_u64().filter(|n| *n > 0 && *n <= u64::from(u32::MAX)) {
            Some(n) => value.max_turns = Some(n as u32),
            None => note(SectionError::must_be(
                "limits.maxTurns",
                format!("a positive whole number, not {v}"),
                ADVICE,
            )),
        }
    }
    if let Some(v) = get("maxBudgetUsd") {
        match v.as_f64().filter(|n| *n > 0.0 && n.is_finite()) {
            Some(n) => value.max_budget_usd = Some(n),
            None => note(SectionError::must_be(
                "limits.maxBudgetUsd",
                format!("a positive number of dollars, not {v}"),
                ADVICE,
            )),
        }
    }
    for (leaf, slot) in [
        ("timeout", &mut value.timeout),
        ("idleTimeout", &mut value.idle_timeout),
    ] {
        let Some(v) = get(leaf) else { continue };
        match duration_value(v) {
            Some(d) if leaf == "idleTimeout" || !d.is_zero() => *slot = Some(d),
            _ => note(SectionError::must_be(
                format!("limits.{leaf}"),
                format!("a duration such as 30, \"90s\", \"10m\" or \"1h\", not {v}"),
                ADVICE,
            )),
        }
    }
    Checked { value, problem }
}

/// A duration in the config: a number of seconds or a string `parse_duration` reads.
fn duration_value(v: &Value) -> Option<Duration> {
    match v {
        Value::Number(n) => n
            .as_f64()
            .filter(|s| *s >= 0.0 && s.is_finite())
            .map(Duration::from_secs_f64),
        Value::String(s) => parse_duration(s),
        _ => None,
    }
}

/// `90` (seconds), `90s`, `500ms`, `10m`, `1h`, `1.5m`; `None` for anything else.
pub fn parse_duration(text: &str) -> Option<Duration> {
    let t = text.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let n: f64 = number.parse().ok().filter(|n: &f64| n.is_finite())?;
    let seconds = match unit.trim() {
        "" | "s" | "sec" => n,
        "ms" => n / 1000.0,
        "m" | "min" => n * 60.0,
        "h" => n * 3600.0,
        _ => return None,
    };
    (seconds >= 0.0).then(|| Duration::from_secs_f64(seconds))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::json;

    use super::{checked, parse_duration};

    #[test]
    fn durations_as_people_write_them() {
        for (text, want) in [
            ("90", Some(90_000)),
            ("90s", Some(90_000)),
            ("500ms", Some(500)),
            ("10m", Some(600_000)),
            ("1.5m", Some(90_000)),
            ("1h", Some(3_600_000)),
            ("0", Some(0)),
            ("", None),
            ("ten", None),
            ("5d", None),
            ("-1s", None),
        ] {
            assert_eq!(
                parse_duration(text).map(|d| d.as_millis() as u64),
                want,
                "{text:?}"
            );
        }
    }

    #[test]
    fn limits_read_nested_or_dotted_and_name_a_wrong_key() {
        let keys = |v: serde_json::Value| serde_json::from_value(v).unwrap_or_default();
        let c = checked(&keys(json!({"limits": {"maxTurns": 3, "timeout": "2m"},
            "limits.maxBudgetUsd": 0.5, "limits.idleTimeout": 30})));
        assert_eq!(c.problem, None);
        assert_eq!(c.value.max_turns, Some(3));
        assert_eq!(c.value.max_budget_usd, Some(0.5));
        assert_eq!(c.value.timeout, Some(Duration::from_secs(120)));
        assert_eq!(c.value.idle_timeout, Some(Duration::from_secs(30)));
        let c = checked(&keys(json!({"limits": {"maxBudgetUsd": "lots"}})));
        let problem = c.problem.map(|p| p.to_string()).unwrap_or_default();
        assert!(problem.contains("limits.maxBudgetUsd"), "{problem}");
        let c = checked(&keys(json!({"limits": {"timeout": 0}})));
        assert!(c.problem.is_some());
    }
}
