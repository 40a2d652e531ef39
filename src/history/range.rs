//! Local calendar days for `--since` / `--until` and `--by day|week|month`: `7d` (the last 7
//! days, today included), `today`, or a local date `YYYY-MM-DD`; both ends are included. Days are
//! compared as `YYYY-MM-DD` text in the local time zone.

use crate::error::{Error, Result};
use crate::util::time::{iso_utc, local_datetime, local_offset, now_ms, parse_iso_utc};

const DAY_MS: u64 = 86_400_000;

/// The local date of epoch milliseconds.
pub(crate) fn local_day(ms: u64) -> String {
    let mut s = local_datetime(ms);
    s.truncate(10);
    s
}

/// Days since 1970-01-01 of a `YYYY-MM-DD` date.
fn day_number(day: &str) -> Option<u64> {
    parse_iso_utc(&format!("{day}T00:00:00.000Z")).map(|ms| ms / DAY_MS)
}

fn day_text(n: u64) -> String {
    let mut s = iso_utc(n * DAY_MS);
    s.truncate(10);
    s
}

/// A `--since` / `--until` value as a local date.
pub(crate) fn parse_day(flag: &str, value: &str, today: &str) -> Result<String> {
    let bad = || {
        Error::Usage(format!(
            "{flag} `{value}` is not a day: give `today`, a number of days such as `7d`, or a date such as `2026-09-29`"
        ))
    };
    if value == "today" {
        return Ok(today.to_string());
    }
    if let Some(n) = value.strip_suffix('d') {
        let n: u64 = n.parse().ok().filter(|n| *n > 0).ok_or_else(bad)?;
        let t = day_number(today).ok_or_else(bad)?;
        return Ok(day_text(t.saturating_sub(n - 1)));
    }
    let ok = value.len() == 10 && day_number(value).is_some_and(|n| day_text(n) == value);
    if ok {
        Ok(value.to_string())
    } else {
        Err(bad())
    }
}

/// Today's local date.
pub(crate) fn today() -> String {
    local_day(now_ms())
}

/// The group a local day falls in for `--by week` (the Monday that starts its week) and
/// `--by month` (`YYYY-MM`).
pub(crate) fn week_of(day: &str) -> String {
    match day_number(day) {
        // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
        Some(n) => day_text(n - (n + 3) % 7),
        None => day.to_string(),
    }
}

pub(crate) fn month_of(day: &str) -> String {
    day.get(..7).unwrap_or(day).to_string()
}

/// An inclusive range of local days; `None` ends are open.
#[derive(Clone, Debug, Default)]
pub struct Days {
    pub since: Option<String>,
    pub until: Option<String>,
}

impl Days {
    pub fn contains(&self, day: &str) -> bool {
        self.since.as_deref().is_none_or(|s| day >= s)
            && self.until.as_deref().is_none_or(|u| day <= u)
    }
}

/// A key for the local time zone: its UTC offset now and half a year ago (summer and winter),
/// and `TZ`. A change of any of them makes day buckets computed before stale.
pub(crate) fn zone_key() -> String {
    zone_key_at(now_ms())
}

/// `zone_key` at `now`. Until 2026-12-03 this held the local and UTC clock times (`HH:MM`) of
/// `now`, so the key changed every minute and a `stats` run in a later minute than the index's
/// rescanned every file; the offsets change only with the zone.
fn zone_key_at(now: u64) -> String {
    format!(
        "{}|{}|{}",
        std::env::var("TZ").unwrap_or_default(),
        local_offset(now / 1000),
        local_offset(now.saturating_sub(182 * DAY_MS) / 1000)
    )
}

/// `--since` / `--until` for callers outside `history`.
pub fn parse_day_flag(flag: &str, value: &str) -> crate::error::Result<String> {
    parse_day(flag, value, &today())
}

#[cfg(test)]
mod tests {
    use super::{month_of, parse_day, week_of, zone_key_at};

    #[test]
    fn the_zone_key_holds_from_minute_to_minute() {
        let t = 1_796_279_515_000;
        assert_eq!(zone_key_at(t), zone_key_at(t + 60_000));
        assert_eq!(zone_key_at(t), zone_key_at(t + 3_600_000 + 17_000));
    }

    #[test]
    fn day_flags() {
        let t = "2026-03-02";
        for (v, want) in [
            ("today", Some("2026-03-02")),
            ("1d", Some("2026-03-02")),
            ("7d", Some("2026-02-24")),
            ("30d", Some("2026-02-01")),
            ("2025-12-31", Some("2025-12-31")),
            ("2025-02-30", None),
            ("0d", None),
            ("xd", None),
            ("yesterday", None),
            ("2025-1-1", None),
        ] {
            assert_eq!(parse_day("--since", v, t).ok().as_deref(), want, "{v}");
        }
        assert_eq!(week_of("2026-03-04"), "2026-03-02");
        assert_eq!(week_of("2026-03-02"), "2026-03-02");
        assert_eq!(week_of("2026-03-01"), "2026-02-23");
        assert_eq!(month_of("2026-03-01"), "2026-03");
    }
}
