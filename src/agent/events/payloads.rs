//! The payloads of `SessionEvent`s that features publish (compaction, the prompt cache, task
//! sub-agents), defined here with the event vocabulary so that `events` (and the bus) depend on
//! no feature; each feature re-exports its own and keeps their behaviour (`impl` blocks).

use serde::{Serialize, Serializer};
use serde_json::Value;

use crate::agent::events::SessionEvent;
use crate::ai::types::Usage;

/// What started a compaction (`compaction_start.trigger`).
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    Threshold,
    Overflow,
    Manual,
}

/// rpc.md's `CompactionResult`.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompactionResult {
    pub summary: String,
    pub first_kept_entry_id: String,
    pub tokens_before: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tokens_after: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
}

/// rpc.md's `context_pressure` fields.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Crossing {
    pub percent: u64,
    pub threshold: u8,
    pub remaining_tokens: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub estimated_turns_left: Option<u64>,
}

/// Why a cached prefix was not read.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum MissReason {
    PrefixChanged,
    ModelChanged,
    Idle,
    Subtask,
    Evicted,
}

/// rpc.md's `cache_miss` event.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Miss {
    pub missed_tokens: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub missed_cost: Option<f64>,
    pub reason: MissReason,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<&'static str>,
    pub idle_ms: u64,
}

/// Why warming stopped (the `reason` of `cache_warm{stopped}`).
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// `cache.warm.mode` is `off` (or `streaming` while idle).
    Off,
    /// The model has no cache TTL in the catalog.
    NoTtl,
    /// The model has no prices in the catalog.
    NoPrice,
    /// The endpoint does not report caching.
    NotReported,
    /// The expected saving is below `cache.warm.minSavingsUsd`.
    BelowSavings,
    /// A warming request read nothing from the cache.
    NoCacheHits,
    /// The host's `onWarmingDecision` said stop.
    Declined,
    /// The tool finished or the session went on: nothing left to keep warm.
    Done,
    /// A warming request failed.
    Error,
    /// `idle` mode sent its most requests for one idle period.
    Limit,
    /// Print mode never warms.
    PrintMode,
}

/// rpc.md's `cache_warm` event.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct WarmEvent {
    pub phase: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_warm_at: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub usage: Option<Usage>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<StopReason>,
    /// For the stats: the expected saving of the scheduled request.
    #[serde(skip)]
    pub expected_savings: Option<f64>,
    /// A stop before any round began: it updates the stats but is not published, so sessions
    /// that never warm (short prompts, no TTL, `off`) send no warming events.
    #[serde(skip)]
    pub quiet: bool,
}

/// A child's event as its ancestors publish it: the event's own fields plus `taskId` and
/// `depth` (1 for a child of the root session).
#[derive(Clone, Debug)]
pub struct Tagged {
    pub task_id: String,
    pub depth: u32,
    pub event: Box<SessionEvent>,
}

impl Serialize for Tagged {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut v = serde_json::to_value(&*self.event).map_err(serde::ser::Error::custom)?;
        if let Some(m) = v.as_object_mut() {
            m.insert("taskId".into(), Value::String(self.task_id.clone()));
            m.insert("depth".into(), Value::from(self.depth));
        }
        v.serialize(s)
    }
}
