//! The figures `ama stats` keeps per session file: what a scan (`stats_scan`) produces, what
//! the index (`stats_index`) stores and what the report (`stats`) sums. Names (days, providers,
//! models, kinds, tools, the cwd) are shared `Arc<str>`s, so a file's figures loaded from the
//! index cost no string copies, and counts by name are short sorted lists, not maps.

use std::sync::Arc;

/// A shared name: a day, provider, model, channel, request kind, tool, agent or cwd.
pub(crate) type Name = Arc<str>;

/// Counts by name in name order (byte order, as a `BTreeMap<String, _>` iterates): a bucket has
/// a handful (`chat`, a few tools), so a sorted list is smaller and cheaper than a map.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Tally(Vec<(Name, u64)>);

impl Tally {
    /// Adds `n` to `name`'s count.
    pub(crate) fn add(&mut self, name: &str, n: u64) {
        match self.0.binary_search_by(|(k, _)| (**k).cmp(name)) {
            Ok(i) => self.0[i].1 += n,
            Err(i) => self.0.insert(i, (name.into(), n)),
        }
    }

    /// A tally from pairs already in strict name order (`None` when they are not).
    pub(crate) fn from_sorted(pairs: Vec<(Name, u64)>) -> Option<Tally> {
        pairs
            .windows(2)
            .all(|w| w[0].0 < w[1].0)
            .then_some(Tally(pairs))
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = (&Name, u64)> {
        self.0.iter().map(|(k, n)| (k, *n))
    }

    pub(crate) fn total(&self) -> u64 {
        self.0.iter().map(|(_, n)| n).sum()
    }
}

/// The figures of one (day, endpoint) pair of one file.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Bucket {
    pub day: Name,
    pub provider: Name,
    pub model: Name,
    pub channel: Option<Name>,
    /// Requests by kind: `chat` for a turn's assistant messages, else the usage kind.
    pub requests: Tally,
    pub turns: u64,
    pub turn_ms: u64,
    pub input: u64,
    pub output: u64,
    pub cache_read: u64,
    pub cache_write: u64,
    pub cost: f64,
    pub priced: u64,
    pub unpriced: u64,
    pub errors: u64,
    pub retries: u64,
    pub tools: Tally,
}

impl Bucket {
    pub(crate) fn request_count(&self) -> u64 {
        self.requests.total()
    }
}

/// The figures of one file.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct FileStats {
    pub cwd: Name,
    pub buckets: Vec<Bucket>,
    /// Complete lines that were not valid JSON (or too long), skipped.
    pub skipped_lines: u64,
    /// External agents' sessions and turns (`ama.agent-session`, `ama.agent-usage`), per day.
    pub external: Vec<ExternalBucket>,
}

/// One external agent's figures of one day of one file.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct ExternalBucket {
    pub day: Name,
    pub agent: Name,
    pub sessions: u64,
    pub turns: u64,
    pub usd: f64,
    /// Turns that reported a cost.
    pub priced: u64,
    pub tokens: u64,
    /// Turns that reported neither cost nor tokens.
    pub requests: u64,
}

#[cfg(test)]
mod tests {
    use super::Tally;

    #[test]
    fn a_tally_keeps_byte_order() {
        let mut t = Tally::default();
        for name in ["read", "Edit", "chat", "read", "bash", "édit", "read"] {
            t.add(name, 1);
        }
        let got: Vec<(String, u64)> = t.iter().map(|(k, n)| (k.to_string(), n)).collect();
        let mut want = std::collections::BTreeMap::new();
        for name in ["read", "Edit", "chat", "read", "bash", "édit", "read"] {
            *want.entry(name.to_string()).or_insert(0) += 1;
        }
        assert_eq!(got, want.into_iter().collect::<Vec<_>>());
        assert_eq!(t.total(), 7);
        assert!(Tally::from_sorted(vec![("b".into(), 1), ("a".into(), 1)]).is_none());
        assert!(Tally::from_sorted(vec![("a".into(), 1), ("a".into(), 1)]).is_none());
    }
}
