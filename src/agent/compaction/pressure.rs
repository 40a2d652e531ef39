//! Context pressure: `context_pressure` once each time the context crosses 70 % or 90 % of the
//! window going up (a compaction that brings it back down re-arms it), and the outlook the
//! stats report: tokens left and turns left at the mean growth of the last 5 turns.

pub use crate::agent::events::payloads::Crossing;

/// The thresholds, in percent.
pub const THRESHOLDS: [u8; 2] = [70, 90];
/// How many turns the growth is averaged over.
const TURNS: usize = 5;

/// Context sizes at turn ends, and which thresholds have fired.
#[derive(Clone, Debug, Default)]
pub struct Pressure {
    /// The last `TURNS + 1` sizes, oldest first.
    samples: Vec<u64>,
    fired: [bool; 2],
}

impl Pressure {
    /// Records the context size at a turn end; returns the thresholds crossed upwards.
    pub fn record(&mut self, tokens: u64, window: u64) -> Vec<Crossing> {
        self.samples.push(tokens);
        if self.samples.len() > TURNS + 1 {
            self.samples.remove(0);
        }
        if window == 0 {
            return Vec::new();
        }
        let percent = tokens.saturating_mul(100) / window;
        let mut out = Vec::new();
        for (i, t) in THRESHOLDS.iter().enumerate() {
            if percent < *t as u64 {
                self.fired[i] = false;
            } else if !std::mem::replace(&mut self.fired[i], true) {
                let (remaining_tokens, estimated_turns_left) = self.outlook(window);
                out.push(Crossing {
                    percent,
                    threshold: *t,
                    remaining_tokens,
                    estimated_turns_left,
                });
            }
        }
        out
    }

    /// After a compaction: the growth history starts again from the new size, and thresholds
    /// the context is now under fire again when crossed.
    pub fn reset(&mut self, tokens: u64) {
        self.samples = vec![tokens];
        self.fired = [false; 2];
    }

    /// Tokens left in the window and, when the context grew over the last turns, how many
    /// more turns fit at that mean growth.
    pub fn outlook(&self, window: u64) -> (u64, Option<u64>) {
        let last = self.samples.last().copied().unwrap_or(0);
        let remaining = window.saturating_sub(last);
        let turns = match (self.samples.first(), self.samples.len()) {
            (Some(first), n) if n >= 2 && last > *first => {
                let growth = (last - first) as f64 / (n - 1) as f64;
                Some((remaining as f64 / growth).floor() as u64)
            }
            _ => None,
        };
        (remaining, turns)
    }

    /// The latest recorded size.
    pub fn last(&self) -> Option<u64> {
        self.samples.last().copied()
    }
}

#[cfg(test)]
mod tests {
    use super::{Crossing, Pressure};

    #[test]
    fn crossings_fire_once_and_rearm_after_a_drop() {
        let mut p = Pressure::default();
        let w = 1000;
        assert_eq!(p.record(100, w), vec![]);
        assert_eq!(p.outlook(w), (900, None));
        assert_eq!(p.record(300, w), vec![]);
        // Growth 200 a turn, 300 left: one turn.
        assert_eq!(
            p.record(700, w),
            vec![Crossing {
                percent: 70,
                threshold: 70,
                remaining_tokens: 300,
                estimated_turns_left: Some(1),
            }]
        );
        assert_eq!(p.record(750, w), vec![]);
        let both = p.record(950, w);
        assert_eq!(both.len(), 1);
        assert_eq!((both[0].threshold, both[0].percent), (90, 95));
        p.reset(200);
        assert_eq!(p.outlook(w), (800, None));
        let again = p.record(910, w);
        assert_eq!(
            again.iter().map(|c| c.threshold).collect::<Vec<_>>(),
            vec![70, 90]
        );
        // The mean covers the last five turns only.
        let mut q = Pressure::default();
        for t in [0, 0, 0, 0, 100, 200, 300, 400, 500] {
            q.record(t, 10_000);
        }
        assert_eq!(q.outlook(10_000), (9_500, Some(95)));
        assert_eq!(Pressure::default().record(5, 0), vec![]);
    }
}
