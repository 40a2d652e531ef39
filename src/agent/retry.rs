//! Retry policy for model requests: which failures retry, and the backoff (exponential with
//! jitter, base 1 s, cap 30 s; a server's `retry-after` wins). Pure, so it is tested directly.
//! It also carries the compaction settings, the other way a run recovers (from a full window).

use std::time::Duration;

use crate::ai::event::ErrorInfo;

#[derive(Clone, Copy, Debug)]
pub struct RetryPolicy {
    pub enabled: bool,
    pub max_retries: u32,
    pub base: Duration,
    pub cap: Duration,
    /// `compaction.*` (`config::compaction`): the
    /// threshold and overflow triggers and how much a compaction keeps.
    pub compaction: crate::config::compaction::Compaction,
}

impl Default for RetryPolicy {
    fn default() -> RetryPolicy {
        RetryPolicy {
            enabled: true,
            max_retries: 3,
            base: Duration::from_secs(1),
            cap: Duration::from_secs(30),
            compaction: Default::default(),
        }
    }
}

impl RetryPolicy {
    /// The delay before retry number `attempt` (1-based), or `None` when no retry is due.
    /// `jitter` in [0, 1) scales the exponential delay between 50 % and 100 %.
    pub fn delay(&self, info: &ErrorInfo, attempt: u32, jitter: f64) -> Option<Duration> {
        if !self.enabled || !info.retryable || attempt > self.max_retries {
            return None;
        }
        if let Some(after) = info.retry_after {
            return Some(after.min(self.cap));
        }
        let exp = self.base.saturating_mul(1u32 << (attempt - 1).min(16));
        let full = exp.min(self.cap);
        Some(full.mul_f64(0.5 + 0.5 * jitter.clamp(0.0, 1.0)))
    }
}

/// A jitter value from the clock; good enough to spread retries of parallel clients.
pub fn jitter() -> f64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    (nanos % 1000) as f64 / 1000.0
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::RetryPolicy;
    use crate::ai::event::{ErrorInfo, ErrorKind};

    fn retryable(after: Option<Duration>) -> ErrorInfo {
        ErrorInfo {
            kind: ErrorKind::Http(429),
            retryable: true,
            retry_after: after,
        }
    }

    #[test]
    fn backoff_table() {
        let p = RetryPolicy::default();
        let s = Duration::from_secs;
        assert_eq!(
            p.delay(&retryable(None), 1, 0.999_999),
            Some(Duration::from_secs_f64(0.9999995))
        );
        assert_eq!(
            p.delay(&retryable(None), 1, 0.0),
            Some(Duration::from_millis(500))
        );
        assert_eq!(p.delay(&retryable(None), 3, 0.0), Some(s(2)));
        assert_eq!(p.delay(&retryable(None), 4, 0.0), None);
        let long = RetryPolicy {
            max_retries: 10,
            ..p
        };
        assert_eq!(long.delay(&retryable(None), 9, 0.0), Some(s(15)));
        assert_eq!(p.delay(&retryable(Some(s(7))), 1, 0.5), Some(s(7)));
        assert_eq!(p.delay(&retryable(Some(s(90))), 1, 0.5), Some(s(30)));
        let fatal = ErrorInfo {
            kind: ErrorKind::Http(400),
            retryable: false,
            retry_after: None,
        };
        assert_eq!(p.delay(&fatal, 1, 0.5), None);
        let off = RetryPolicy {
            enabled: false,
            ..p
        };
        assert_eq!(off.delay(&retryable(None), 1, 0.5), None);
    }
}
