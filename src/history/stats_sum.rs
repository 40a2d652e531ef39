//! The sums of `ama stats`: the whole range's or one group's figures, added bucket by bucket,
//! with the derived figures the report prints (request total, cache hit rate, cost).

use std::collections::BTreeMap;

use crate::history::stats_figures::Bucket;

#[derive(Default, Debug, Clone)]
pub(crate) struct Sum {
    pub(crate) sessions: u64,
    /// The last file (its index + 1) counted in `sessions`.
    pub(crate) counted_file: usize,
    pub(crate) requests: BTreeMap<String, u64>,
    pub(crate) turns: u64,
    pub(crate) turn_ms: u64,
    pub(crate) input: u64,
    pub(crate) output: u64,
    pub(crate) cache_read: u64,
    pub(crate) cache_write: u64,
    /// Tokens of endpoints that report cache, for the hit rate.
    pub(crate) hit_read: u64,
    pub(crate) hit_all: u64,
    pub(crate) hit_endpoints: u64,
    pub(crate) cost: f64,
    pub(crate) priced: u64,
    pub(crate) unpriced: u64,
    pub(crate) errors: u64,
    pub(crate) retries: u64,
}

impl Sum {
    pub(crate) fn add(&mut self, b: &Bucket, reports_cache: bool) {
        for (k, n) in b.requests.iter() {
            match self.requests.get_mut(&**k) {
                Some(sum) => *sum += n,
                None => {
                    self.requests.insert(k.to_string(), n);
                }
            }
        }
        self.turns += b.turns;
        self.turn_ms += b.turn_ms;
        self.input += b.input;
        self.output += b.output;
        self.cache_read += b.cache_read;
        self.cache_write += b.cache_write;
        if reports_cache {
            self.hit_read += b.cache_read;
            self.hit_all += b.input + b.cache_read + b.cache_write;
            self.hit_endpoints += 1;
        }
        self.cost += b.cost;
        self.priced += b.priced;
        self.unpriced += b.unpriced;
        self.errors += b.errors;
        self.retries += b.retries;
    }

    pub(crate) fn request_total(&self) -> u64 {
        self.requests.values().sum()
    }

    pub(crate) fn hit_rate(&self) -> Option<f64> {
        (self.hit_endpoints > 0 && self.hit_all > 0)
            .then(|| self.hit_read as f64 / self.hit_all as f64)
    }

    pub(crate) fn cost_value(&self) -> Option<f64> {
        (self.priced > 0).then_some(self.cost)
    }
}
