//! The audit of permission decisions: every auto-mode decision as `{layer, decision, reason}`
//! (shown as `autoDecision` on `tool_execution_end` and on approval requests), and the last 20
//! decisions of any mode, held for `/permissions`.

use std::collections::VecDeque;
use std::sync::Mutex;

use serde::Serialize;

use crate::permissions::pipeline::{Decision, Layer, Verdict};

/// How many decisions `/permissions` shows.
pub const KEEP: usize = 20;

/// An auto-mode decision, as events carry it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AutoDecision {
    pub layer: &'static str,
    pub decision: Decision,
    pub reason: String,
}

impl AutoDecision {
    /// The audit entry of an auto-mode verdict (`rule`, `static` or `classifier`).
    pub fn of(v: &Verdict) -> AutoDecision {
        let layer = match v.layer {
            Layer::Static => "static",
            Layer::Classifier | Layer::ClassifierSkipped => "classifier",
            _ => "rule",
        };
        AutoDecision {
            layer,
            decision: v.decision,
            reason: v.reason.clone(),
        }
    }
}

/// One decision for `/permissions`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    pub tool: String,
    /// A one-line summary of the input.
    pub summary: String,
    pub layer: &'static str,
    pub decision: Decision,
    pub reason: String,
    pub mode: &'static str,
    pub timestamp: u64,
}

#[derive(Default)]
pub struct Audit {
    records: Mutex<VecDeque<Record>>,
}

impl Audit {
    pub fn record(&self, r: Record) {
        let mut records = self.records.lock().unwrap_or_else(|p| p.into_inner());
        if records.len() == KEEP {
            records.pop_front();
        }
        records.push_back(r);
    }

    /// The latest decisions, oldest first.
    pub fn latest(&self) -> Vec<Record> {
        let records = self.records.lock().unwrap_or_else(|p| p.into_inner());
        records.iter().cloned().collect()
    }
}

/// One line of at most 80 characters describing a tool input.
pub fn summary(tool: &str, input: &serde_json::Value) -> String {
    let text = input
        .get("command")
        .or_else(|| input.get("path"))
        .or_else(|| input.get("file_path"))
        .and_then(|v| v.as_str())
        .map(String::from)
        .unwrap_or_else(|| input.to_string());
    let line = text.lines().next().unwrap_or("");
    let short: String = line.chars().take(80).collect();
    let more = line.chars().count() > 80 || text.lines().count() > 1;
    format!("{tool} {short}{}", if more { "…" } else { "" })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Audit, KEEP, Record, summary};
    use crate::permissions::pipeline::Decision;

    #[test]
    fn keeps_the_last_twenty() {
        let a = Audit::default();
        for i in 0..25 {
            a.record(Record {
                tool: format!("t{i}"),
                summary: String::new(),
                layer: "rule",
                decision: Decision::Allow,
                reason: String::new(),
                mode: "auto",
                timestamp: 0,
            });
        }
        let l = a.latest();
        assert_eq!(l.len(), KEEP);
        assert_eq!(l[0].tool, "t5");
        assert_eq!(summary("bash", &json!({"command": "ls\nrm x"})), "bash ls…");
    }
}
