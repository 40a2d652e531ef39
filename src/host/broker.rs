//! The host as an answerer: the approval broker (`approval_ask`, first in the chain broker → UI
//! → deny) and the cache warming veto (`cache_decision`). Both are looked up at each use, so the
//! host can switch them on and off at any time; a dead host passes approvals on and leaves the
//! warming decision to the built-in one.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::agent::cache::warming::{Action, Decision, DecisionHook};
use crate::host::conn::{Conn, Failure};
use crate::host::{Flags, Host};
use crate::permissions::approvals::{Answer, Answerer, ApprovalRequest};
use crate::util::cancel::Cancel;

/// How long the host may take over a warming decision.
const CACHE_DEADLINE: Duration = Duration::from_secs(5);

pub(crate) struct HostBroker {
    pub conn: Arc<Conn>,
    pub flags: Arc<Flags>,
}

/// The host's answer: allow, deny and allow_session decide; pass (or nothing) hands on; any
/// other word counts as deny, as a throwing broker does.
pub(crate) fn answer_of(decision: Option<&str>) -> Option<Answer> {
    match decision {
        None | Some("pass") => None,
        Some(d) => Some(Answer::parse(d).unwrap_or(Answer::Deny)),
    }
}

impl Answerer for HostBroker {
    fn ask(&self, request: &ApprovalRequest, cancel: &Cancel, deadline: Instant) -> Option<Answer> {
        if !self.flags.broker.load(Ordering::SeqCst) {
            return None;
        }
        let msg = json!({"type": "approval_ask", "request": request});
        match self.conn.request("a", msg, deadline, Some(cancel)) {
            Ok(m) => answer_of(m.get("decision").and_then(Value::as_str)),
            // Dead: the next answerer decides. Timeout and abort are denied by the chain.
            Err(Failure::Dead(_)) => None,
            Err(Failure::Timeout | Failure::Cancelled) => Some(Answer::Deny),
        }
    }
}

struct CacheVeto {
    conn: Arc<Conn>,
    flags: Arc<Flags>,
}

impl DecisionHook for CacheVeto {
    fn decide(&self, built_in: &Decision) -> Action {
        if !self.flags.cache.load(Ordering::SeqCst) || self.conn.dead().is_some() {
            return built_in.action;
        }
        let msg = json!({"type": "cache_decision", "decision": built_in});
        let answer = self
            .conn
            .request("c", msg, Instant::now() + CACHE_DEADLINE, None);
        match answer
            .ok()
            .as_ref()
            .and_then(|m| m.get("action"))
            .and_then(Value::as_str)
        {
            Some("warm") => Action::Warm,
            Some("stop") => Action::Stop,
            _ => built_in.action,
        }
    }
}

/// The host's warming veto (it asks only while the host has it switched on).
pub(crate) fn cache_hook(host: &Host) -> Arc<dyn crate::agent::cache::warming::DecisionHook> {
    Arc::new(CacheVeto {
        conn: host.conn.clone(),
        flags: host.flags.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::answer_of;
    use crate::permissions::approvals::Answer;

    #[test]
    fn answers() {
        for (d, a) in [
            (None, None),
            (Some("pass"), None),
            (Some("allow"), Some(Answer::Allow)),
            (Some("allow_session"), Some(Answer::AllowSession)),
            (Some("deny"), Some(Answer::Deny)),
            (Some("maybe"), Some(Answer::Deny)),
        ] {
            assert_eq!(answer_of(d), a, "{d:?}");
        }
    }
}
