//! The parent's records of external agents (session-format.md): `ama.agent-session {agent,
//! runner, sessionId, cwd?, taskId?}` when an external session is made or continued, and
//! `ama.agent-usage {agent, sessionId, unit, amount, tokens?}` at the end of each of its turns;
//! and their sums, rpc.md's `SessionStats.external` and `ama stats`' group.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::agent::external::Job;

pub const SESSION_TYPE: &str = "ama.agent-session";
pub const USAGE_TYPE: &str = "ama.agent-usage";

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AgentSession {
    pub agent: String,
    pub runner: String,
    pub session_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cwd: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task_id: Option<String>,
}

/// Records `ama.agent-session` for the job's external session `id`.
pub fn session(job: &Job, id: &str) {
    let record = AgentSession {
        agent: job.agent.into(),
        runner: job.spec.runner.as_str().into(),
        session_id: id.into(),
        cwd: Some(job.cwd.display().to_string()),
        task_id: Some(job.task_id.into()),
    };
    job.host
        .record(SESSION_TYPE, serde_json::to_value(&record).unwrap_or_default());
}

/// Records `ama.agent-usage` for one turn of session `id`.
pub fn usage(job: &Job, id: &str, cost: Option<f64>, tokens: Option<u64>) {
    let usage = AgentUsage::of_turn(job.agent, id, cost, tokens);
    job.host
        .record(USAGE_TYPE, serde_json::to_value(&usage).unwrap_or_default());
}

/// What `amount` counts.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    Usd,
    Tokens,
    Requests,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AgentUsage {
    pub agent: String,
    pub session_id: String,
    pub unit: Unit,
    pub amount: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<u64>,
}

impl AgentUsage {
    /// One turn's usage: its cost when known, else its tokens, else one request.
    pub fn of_turn(agent: &str, session_id: &str, cost: Option<f64>, tokens: Option<u64>) -> Self {
        let (unit, amount) = match (cost, tokens) {
            (Some(usd), _) => (Unit::Usd, usd),
            (None, Some(t)) => (Unit::Tokens, t as f64),
            (None, None) => (Unit::Requests, 1.0),
        };
        AgentUsage {
            agent: agent.into(),
            session_id: session_id.into(),
            unit,
            amount,
            tokens,
        }
    }
}

/// One agent's sums (or all of them).
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    /// External sessions made or continued.
    pub sessions: u64,
    /// Turns with a usage record.
    pub turns: u64,
    /// USD of the turns that reported a cost.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cost_usd: Option<f64>,
    pub tokens: u64,
    /// Turns that reported neither cost nor tokens.
    pub requests: u64,
}

/// `SessionStats.external`: the sums, and per agent.
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct External {
    #[serde(flatten)]
    pub total: Totals,
    pub by_agent: BTreeMap<String, Totals>,
}

impl Totals {
    fn add_usage(&mut self, u: &AgentUsage) {
        self.turns += 1;
        self.tokens += u.tokens.unwrap_or(0);
        match u.unit {
            Unit::Usd => *self.cost_usd.get_or_insert(0.0) += u.amount,
            Unit::Tokens => {
                if u.tokens.is_none() {
                    self.tokens += u.amount as u64;
                }
            }
            Unit::Requests => self.requests += u.amount as u64,
        }
    }
}

impl External {
    /// Adds one `custom` entry's data when it is one of the two records.
    pub fn add(&mut self, custom_type: &str, data: &Value) {
        match custom_type {
            SESSION_TYPE => {
                if let Ok(s) = serde_json::from_value::<AgentSession>(data.clone()) {
                    self.total.sessions += 1;
                    self.by_agent.entry(s.agent).or_default().sessions += 1;
                }
            }
            USAGE_TYPE => {
                if let Ok(u) = serde_json::from_value::<AgentUsage>(data.clone()) {
                    self.total.add_usage(&u);
                    self.by_agent.entry(u.agent.clone()).or_default().add_usage(&u);
                }
            }
            _ => {}
        }
    }

    /// `None` when no external agent ran.
    pub fn nonempty(self) -> Option<External> {
        (!self.by_agent.is_empty()).then_some(self)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{AgentUsage, External, USAGE_TYPE, SESSION_TYPE};

    #[test]
    fn sums_by_agent() {
        let mut e = External::default();
        e.add(SESSION_TYPE, &json!({"agent": "claude", "runner": "claude", "sessionId": "s1"}));
        let u = AgentUsage::of_turn("claude", "s1", Some(0.25), Some(100));
        e.add(USAGE_TYPE, &serde_json::to_value(&u).unwrap_or_default());
        let u = AgentUsage::of_turn("codex", "t1", None, Some(40));
        e.add(USAGE_TYPE, &serde_json::to_value(&u).unwrap_or_default());
        let u = AgentUsage::of_turn("gem", "g", None, None);
        e.add(USAGE_TYPE, &serde_json::to_value(&u).unwrap_or_default());
        e.add("ama.task", &json!({}));
        let v = serde_json::to_value(e.nonempty()).unwrap_or_default();
        assert_eq!(v["sessions"], 1);
        assert_eq!(v["turns"], 3);
        assert_eq!(v["costUsd"], 0.25);
        assert_eq!(v["tokens"], 140);
        assert_eq!(v["requests"], 1);
        assert_eq!(v["byAgent"]["codex"], json!({"sessions": 0, "turns": 1, "tokens": 40, "requests": 0}));
        assert_eq!(External::default().nonempty(), None);
    }
}
