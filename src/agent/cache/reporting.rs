//! Whether an endpoint (provider, base-URL host, model) reports prompt caching: `unknown` until a
//! request says so, `reported` once a request read or wrote the cache, `silent` after three
//! comparable requests with zero reads and writes (or `compat.cacheReporting: "silent"`). Kept in
//! memory only, process-wide, so every session of the process shares what was learned. The
//! registry also infers the read granularity (the gcd of non-zero reads).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use serde::Serialize;

use crate::ai::model::Model;

/// Zero-read, zero-write comparable requests that make an endpoint `silent`.
pub const SILENT_AFTER: u32 = 3;
/// The smallest prompt a provider caches (Anthropic's smallest minimum); shorter requests are
/// not comparable.
pub const MIN_TOKENS: u64 = 1024;

#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Reporting {
    #[default]
    Unknown,
    Reported,
    Silent,
}

impl Reporting {
    pub fn as_str(self) -> &'static str {
        match self {
            Reporting::Unknown => "unknown",
            Reporting::Reported => "reported",
            Reporting::Silent => "silent",
        }
    }
}

/// Provider, base-URL host and model.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Endpoint {
    pub provider: String,
    pub host: String,
    pub model: String,
}

impl Endpoint {
    pub fn of(model: &Model) -> Endpoint {
        Endpoint {
            provider: model.provider.clone(),
            host: host_of(&model.base_url),
            model: model.id.clone(),
        }
    }
}

/// `https://api.example.com:8443/v1` → `api.example.com:8443`.
pub fn host_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    host.rsplit_once('@')
        .map_or(host, |(_, h)| h)
        .to_ascii_lowercase()
}

/// What one endpoint has shown so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EndpointState {
    pub reporting: Reporting,
    zero_streak: u32,
    gcd: u64,
    samples: u32,
}

impl EndpointState {
    /// Learns from one request: its prompt size and its cache reads and writes.
    pub fn record(&mut self, prompt: u64, read: u64, write: u64, forced_silent: bool) {
        if read > 0 {
            self.gcd = gcd(self.gcd, read);
            self.samples += 1;
        }
        if forced_silent {
            self.reporting = Reporting::Silent;
        } else if read > 0 || write > 0 {
            self.reporting = Reporting::Reported;
            self.zero_streak = 0;
        } else if prompt >= MIN_TOKENS && self.reporting == Reporting::Unknown {
            self.zero_streak += 1;
            if self.zero_streak >= SILENT_AFTER {
                self.reporting = Reporting::Silent;
            }
        }
    }

    /// rpc.md's `granularity`: given with two samples or more and only in 128–8192.
    pub fn granularity(&self) -> Option<u64> {
        (self.samples >= 2 && (128..=8192).contains(&self.gcd)).then_some(self.gcd)
    }

    /// The smallest shortfall that counts as a miss: granularity, 1024 and `MIN_TOKENS`.
    pub fn noise_floor(&self) -> u64 {
        self.granularity().unwrap_or(0).max(1024).max(MIN_TOKENS)
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn registry() -> &'static Mutex<HashMap<Endpoint, EndpointState>> {
    static REGISTRY: OnceLock<Mutex<HashMap<Endpoint, EndpointState>>> = OnceLock::new();
    REGISTRY.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Records one request of `endpoint` and returns the endpoint's state after it.
pub fn record(
    endpoint: &Endpoint,
    prompt: u64,
    read: u64,
    write: u64,
    forced_silent: bool,
) -> EndpointState {
    let mut map = registry().lock().unwrap_or_else(|p| p.into_inner());
    let state = map.entry(endpoint.clone()).or_default();
    state.record(prompt, read, write, forced_silent);
    state.clone()
}

/// The state of `endpoint` (unknown when never seen).
pub fn state(endpoint: &Endpoint) -> EndpointState {
    let map = registry().lock().unwrap_or_else(|p| p.into_inner());
    map.get(endpoint).cloned().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hosts() {
        for (url, want) in [
            ("https://api.anthropic.com", "api.anthropic.com"),
            ("http://127.0.0.1:4000/v1", "127.0.0.1:4000"),
            ("https://user:pw@Example.COM/x?y", "example.com"),
            ("localhost:8080", "localhost:8080"),
        ] {
            assert_eq!(host_of(url), want, "{url}");
        }
    }

    #[test]
    fn reporting_transitions() {
        // (requests as (prompt, read, write), forced, final state)
        type Case<'a> = (&'a [(u64, u64, u64)], bool, Reporting);
        let cases: &[Case] = &[
            (&[], false, Reporting::Unknown),
            (&[(5000, 0, 5000)], false, Reporting::Reported),
            (&[(5000, 4000, 0)], false, Reporting::Reported),
            (&[(5000, 0, 0), (6000, 0, 0)], false, Reporting::Unknown),
            (
                &[(5000, 0, 0), (6000, 0, 0), (7000, 0, 0)],
                false,
                Reporting::Silent,
            ),
            // Short requests are not comparable: they never make an endpoint silent.
            (
                &[(500, 0, 0), (600, 0, 0), (700, 0, 0), (800, 0, 0)],
                false,
                Reporting::Unknown,
            ),
            // Once reported, zero reads are misses, not silence.
            (
                &[(5000, 0, 5000), (5000, 0, 0), (5000, 0, 0), (5000, 0, 0)],
                false,
                Reporting::Reported,
            ),
            (&[(5000, 4000, 0)], true, Reporting::Silent),
        ];
        for (requests, forced, want) in cases {
            let mut s = EndpointState::default();
            for (p, r, w) in requests.iter() {
                s.record(*p, *r, *w, *forced);
            }
            assert_eq!(s.reporting, *want, "{requests:?} forced={forced}");
        }
    }

    #[test]
    fn granularity_and_noise_floor() {
        let cases: &[(&[u64], Option<u64>, u64)] = &[
            (&[], None, 1024),
            (&[2048], None, 1024),
            (&[2048, 3072], Some(1024), 1024),
            (&[4096, 8192 + 4096], Some(4096), 4096),
            (&[100, 200], None, 1024),
            (&[1000, 1001], None, 1024),
        ];
        for (reads, granularity, floor) in cases {
            let mut s = EndpointState::default();
            for r in reads.iter() {
                s.record(20_000, *r, 0, false);
            }
            assert_eq!(s.granularity(), *granularity, "{reads:?}");
            assert_eq!(s.noise_floor(), *floor, "{reads:?}");
        }
    }

    #[test]
    fn the_registry_is_shared_by_endpoint() {
        let e = Endpoint {
            provider: "test-shared".into(),
            host: "h".into(),
            model: "m".into(),
        };
        assert_eq!(state(&e).reporting, Reporting::Unknown);
        record(&e, 5000, 0, 5000, false);
        assert_eq!(state(&e).reporting, Reporting::Reported);
        let other = Endpoint {
            model: "other".into(),
            ..e.clone()
        };
        assert_eq!(state(&other).reporting, Reporting::Unknown);
    }
}
