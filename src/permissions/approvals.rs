//! The approval chain: when a call asks, the host broker answers first, then the interface (the
//! RPC client now; the TUI and line mode later), and when nobody is there the answer is deny.
//! Requests are serial; each waits at most `AMA_APPROVAL_TIMEOUT_MS` (10 minutes by default);
//! an interrupted run denies even what was already allowed. `PendingAnswers` is the answerer
//! for clients that reply asynchronously (RPC `permission_response`), with early answers stashed.

use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::permissions::audit::AutoDecision;
use crate::permissions::pipeline::AskReason;
use crate::permissions::preview::Preview;
use crate::util::cancel::Cancel;

pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(600);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Allow,
    Deny,
    AllowSession,
}

impl Answer {
    pub fn parse(s: &str) -> Option<Answer> {
        match s {
            "allow" => Some(Answer::Allow),
            "deny" => Some(Answer::Deny),
            "allow_session" => Some(Answer::AllowSession),
            _ => None,
        }
    }

    pub fn allows(self) -> bool {
        self != Answer::Deny
    }
}

/// Where a request comes from (RPC `permission_request.context`).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RequestContext {
    pub depth: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub task_id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// A codemode script's inner call: the outer `codemode` call's id (docs/codemode.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_tool_call_id: Option<String>,
    /// The script line the inner call came from, and its text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub script_line: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub script_text: Option<String>,
}

/// What an answerer is asked (the fields of the `permission_request` event).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ApprovalRequest {
    pub request_id: String,
    pub tool_name: String,
    pub input: Value,
    pub reason: AskReason,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hook_reason: Option<String>,
    pub timeout_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub preview: Option<Preview>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auto_decision: Option<AutoDecision>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub context: Option<RequestContext>,
}

/// Someone who can answer approval requests.
pub trait Answerer: Send + Sync {
    /// An answer, or `None` to pass the request on. Must return once `cancel` fires or
    /// `deadline` passes.
    fn ask(&self, request: &ApprovalRequest, cancel: &Cancel, deadline: Instant) -> Option<Answer>;

    /// The request is about to be announced: an answer to it from now on counts as awaited.
    fn expect(&self, _request_id: &str) {}
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnsweredBy {
    Broker,
    Client,
    /// Nobody was there: deny.
    Nobody,
    Timeout,
    Aborted,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolution {
    pub answer: Answer,
    pub by: AnsweredBy,
}

pub struct Approvals {
    broker: Mutex<Option<Arc<dyn Answerer>>>,
    client: Mutex<Option<Arc<dyn Answerer>>>,
    serial: Mutex<()>,
    timeout: Duration,
}

impl Default for Approvals {
    fn default() -> Approvals {
        Approvals::new(DEFAULT_TIMEOUT)
    }
}

impl Approvals {
    pub fn new(timeout: Duration) -> Approvals {
        Approvals {
            broker: Mutex::new(None),
            client: Mutex::new(None),
            serial: Mutex::new(()),
            timeout,
        }
    }

    /// The timeout from `AMA_APPROVAL_TIMEOUT_MS`, else 10 minutes.
    pub fn from_env() -> Approvals {
        let timeout = std::env::var("AMA_APPROVAL_TIMEOUT_MS")
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map(Duration::from_millis)
            .unwrap_or(DEFAULT_TIMEOUT);
        Approvals::new(timeout)
    }

    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// The host's broker; looked up at each request, the last one set wins.
    pub fn set_broker(&self, broker: Option<Arc<dyn Answerer>>) {
        *self.broker.lock().unwrap_or_else(|p| p.into_inner()) = broker;
    }

    /// The interface that answers (RPC client, TUI, line mode); `None` takes it away.
    pub fn set_client(&self, client: Option<Arc<dyn Answerer>>) {
        *self.client.lock().unwrap_or_else(|p| p.into_inner()) = client;
    }

    /// Whether anyone could answer; when not, asking means deny at once.
    pub fn attended(&self) -> bool {
        self.broker.lock().map(|b| b.is_some()).unwrap_or(false)
            || self.client.lock().map(|c| c.is_some()).unwrap_or(false)
    }

    /// Runs the chain for one request, waiting for the requests before it.
    /// Tells the client which request is being announced, before the event goes out.
    pub fn expect(&self, request_id: &str) {
        if let Some(client) = self.client.lock().ok().and_then(|c| c.clone()) {
            client.expect(request_id);
        }
    }

    pub fn request(&self, request: &ApprovalRequest, cancel: &Cancel) -> Resolution {
        let _turn = self.serial.lock().unwrap_or_else(|p| p.into_inner());
        let deadline = Instant::now() + self.timeout;
        let deny = |by| Resolution {
            answer: Answer::Deny,
            by,
        };
        let answerers = [
            (
                AnsweredBy::Broker,
                self.broker.lock().ok().and_then(|b| b.clone()),
            ),
            (
                AnsweredBy::Client,
                self.client.lock().ok().and_then(|c| c.clone()),
            ),
        ];
        for (by, answerer) in answerers {
            let Some(answerer) = answerer else { continue };
            if cancel.is_cancelled() {
                return deny(AnsweredBy::Aborted);
            }
            if Instant::now() >= deadline {
                return deny(AnsweredBy::Timeout);
            }
            // A panicking answerer counts as a deny.
            let answer = std::panic::catch_unwind(AssertUnwindSafe(|| {
                answerer.ask(request, cancel, deadline)
            }))
            .unwrap_or(Some(Answer::Deny));
            if cancel.is_cancelled() {
                return deny(AnsweredBy::Aborted);
            }
            if Instant::now() >= deadline {
                return deny(AnsweredBy::Timeout);
            }
            if let Some(answer) = answer {
                return Resolution { answer, by };
            }
        }
        deny(AnsweredBy::Nobody)
    }
}

/// An answerer fed from outside: the request waits until `respond` is called with its id.
/// Answers that arrive before their request are kept and used when it comes.
#[derive(Default)]
pub struct PendingAnswers {
    state: Mutex<Board>,
    wake: Condvar,
}

#[derive(Default)]
struct Board {
    waiting: Option<String>,
    answers: HashMap<String, Answer>,
    detached: bool,
}

impl PendingAnswers {
    /// Delivers an answer. Returns whether that request was being waited for (`false`: stashed).
    pub fn respond(&self, request_id: &str, answer: Answer) -> bool {
        let mut b = self.state.lock().unwrap_or_else(|p| p.into_inner());
        let waiting = b.waiting.as_deref() == Some(request_id);
        b.answers.insert(request_id.to_string(), answer);
        self.wake.notify_all();
        waiting
    }

    /// The client went away: waiting requests pass on (and end as nobody answering).
    pub fn detach(&self) {
        let mut b = self.state.lock().unwrap_or_else(|p| p.into_inner());
        b.detached = true;
        self.wake.notify_all();
    }

    /// The id being waited for, if any.
    #[cfg(test)]
    pub fn waiting(&self) -> Option<String> {
        self.state
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .waiting
            .clone()
    }
}

impl Answerer for PendingAnswers {
    fn expect(&self, request_id: &str) {
        let mut b = self.state.lock().unwrap_or_else(|p| p.into_inner());
        b.waiting = Some(request_id.to_string());
    }

    fn ask(&self, request: &ApprovalRequest, cancel: &Cancel, deadline: Instant) -> Option<Answer> {
        let mut b = self.state.lock().unwrap_or_else(|p| p.into_inner());
        b.waiting = Some(request.request_id.clone());
        let result = loop {
            if let Some(a) = b.answers.remove(&request.request_id) {
                break Some(a);
            }
            let now = Instant::now();
            if b.detached || cancel.is_cancelled() || now >= deadline {
                break None;
            }
            let wait = (deadline - now).min(Duration::from_millis(50));
            b = match self.wake.wait_timeout(b, wait) {
                Ok((g, _)) => g,
                Err(p) => p.into_inner().0,
            };
        };
        b.waiting = None;
        result
    }
}

#[cfg(test)]
#[path = "approvals_tests.rs"]
mod tests;
