//! The turn loop's decisions as a pure state machine: `decide` takes the loop's state and what
//! the last step did and names the next step. No locks, no I/O, no events: `run.rs` is the thin
//! driver that performs each step (requests, compactions, tool calls, publishing) and reports
//! back, so every way a run goes on or ends is decided here and unit tested without a server.

use std::time::Duration;

use crate::ai::types::StopReason;

/// What the loop remembers between steps of one run.
#[derive(Debug, Default)]
pub(crate) struct LoopState {
    /// `--max-turns`, when set.
    pub max_turns: Option<u32>,
    /// `--max-budget-usd`, when set.
    pub max_budget_usd: Option<f64>,
    /// What the run has cost so far, in dollars (the driver keeps it current before each turn).
    pub spent_usd: f64,
    /// Turns that counted so far (a retried or overflowed request does not count).
    pub turns: u32,
    /// Whether the next turn's `turn_start` went out already (the run's first one does).
    pub announced: bool,
    /// The attempt a retry series has reached; 0 outside a series.
    pub retry_attempt: u32,
    /// A request that overflowed is compacted and sent again once.
    pub overflow_retried: bool,
    /// A threshold compaction that failed is not tried again in this run (it would fail again,
    /// and a failing summary request costs money each time).
    pub threshold_failed: bool,
    /// Compactions in a row that left the context over the threshold.
    pub stalled_compactions: u32,
    /// How often Stop hooks kept the run going (the hooks read and raise it).
    pub stop_hook_active: u32,
}

impl LoopState {
    pub(crate) fn new(max_turns: Option<u32>, announced: bool) -> LoopState {
        LoopState {
            max_turns,
            announced,
            ..LoopState::default()
        }
    }
}

/// How a compaction the loop asked for ended.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Compacted {
    Done,
    /// It succeeded but left the context over the threshold; the text is the run's error
    /// should the cap on such compactions be reached.
    Stalled(String),
    Aborted,
    /// It failed; the text is the run's error message.
    Failed(String),
}

/// The shape of the model's reply, as far as the loop's decision needs it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reply {
    pub stop: StopReason,
    /// The request overflowed the context window and overflow recovery is on.
    pub overflow: bool,
    /// The retry policy's pause for this failure; `None` when it is not retried.
    pub retry_delay: Option<Duration>,
    pub has_calls: bool,
}

/// What the last step did.
#[derive(Debug)]
pub(crate) enum Last {
    /// A turn is about to begin (the runtime settings were adopted).
    Begun,
    /// The session file was created, or why it could not be.
    Materialised(Result<(), String>),
    /// The threshold compaction's outcome; `None` when none was due.
    Threshold(Option<Compacted>),
    /// The model replied.
    Reply(Reply),
    /// The compaction after an overflow ended.
    OverflowCompacted(Compacted),
    /// The pause before a retry ended (or was aborted).
    RetryWaited { aborted: bool },
    /// The reply entered the conversation.
    Accepted(Reply),
    /// Queued messages were delivered (or none were); `would_stop` when the model had stopped.
    Delivered { would_stop: bool, delivered: bool },
    /// The Stop hooks said whether the run goes on.
    StopHooks { go_on: bool },
    /// A hook answered `continue: false` (after tool calls ran, or from a Stop hook).
    HookStopped(crate::hooks::Stopped),
    /// The reply's tool calls ran; `loop_stop` is the permission pipeline's reason to stop a model
    /// that repeats a denied call.
    Executed {
        cancelled: bool,
        loop_stop: Option<String>,
        terminate: bool,
    },
}

/// How a retry series ends when a reply is accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RetryEnd {
    Succeeded(u32),
    Failed(u32),
}

/// The next step for the driver.
#[derive(Debug, PartialEq)]
pub(crate) enum Step {
    /// Start a turn: take the run's cancel token, adopt the runtime settings.
    Begin,
    /// Make sure the session file exists before the request.
    Materialise,
    /// Compact first when the context passed the threshold.
    CompactIfDue,
    /// Send the request; `announce` publishes `turn_start` first.
    Request { announce: bool },
    /// Record the overflowed request, compact, and send again.
    RecoverOverflow,
    /// Record the failed attempt and wait `delay` before attempt `attempt`.
    Retry { attempt: u32, delay: Duration },
    /// Append the reply; `retry_end` closes a retry series.
    Accept { retry_end: Option<RetryEnd> },
    /// End the turn of a reply without tool calls and deliver steering or follow-ups.
    Idle,
    /// Run the reply's tool calls and end the turn.
    Execute,
    /// Deliver steering messages that arrived while the tools ran.
    Steer,
    /// Ask the Stop hooks whether the run goes on.
    StopHooks,
    /// The run ends.
    End(Exit),
}

/// Why a run ended.
#[derive(Debug, PartialEq)]
pub(crate) enum Exit {
    /// `--max-turns` was reached.
    MaxTurns(u32),
    /// `--max-budget-usd` was reached: the run had cost `spent` of `max` dollars.
    MaxBudget { max: f64, spent: f64 },
    /// The session file could not be created.
    SessionError(String),
    /// Aborted during a compaction or while tools ran.
    Aborted,
    /// The compaction after an overflow failed; the text is the run's error.
    OverflowFailed(String),
    /// `MAX_STALLED_COMPACTIONS` compactions in a row left the context over the threshold.
    CompactionStalled(String),
    /// Aborted while waiting to retry (the run ends at once).
    RetryAborted,
    /// The reply was an error or was aborted.
    Failed,
    /// The model stopped and nothing asked it to go on.
    Done,
    /// The permission pipeline stopped a model repeating a denied call.
    PermissionLoop(String),
    /// Every tool call asked to end the run.
    Terminated,
    /// A hook's `continue: false` stopped the run (a clean end, stop reason `stop`).
    StoppedByHook(crate::hooks::Stopped),
}

/// Decides the next step from the loop's state and what the last step did.
pub(crate) fn decide(state: &mut LoopState, last: Last) -> Step {
    match last {
        Last::Begun => match (state.max_turns, state.max_budget_usd) {
            (Some(max), _) if state.turns >= max => Step::End(Exit::MaxTurns(max)),
            (_, Some(max)) if state.spent_usd >= max => Step::End(Exit::MaxBudget {
                max,
                spent: state.spent_usd,
            }),
            _ => Step::Materialise,
        },
        Last::Materialised(Err(e)) => Step::End(Exit::SessionError(e)),
        Last::Materialised(Ok(())) if state.threshold_failed => request(state),
        Last::Materialised(Ok(())) => Step::CompactIfDue,
        Last::Threshold(Some(Compacted::Aborted)) => Step::End(Exit::Aborted),
        Last::Threshold(Some(Compacted::Stalled(why))) => match stalled(state, why) {
            Some(end) => end,
            None => request(state),
        },
        Last::Threshold(outcome) => {
            // A failed compaction still sends the request; an overflow gets its own compaction.
            match outcome {
                Some(Compacted::Failed(_)) => state.threshold_failed = true,
                Some(Compacted::Done) => state.stalled_compactions = 0,
                _ => {}
            }
            request(state)
        }
        Last::Reply(reply) => after_reply(state, reply),
        Last::OverflowCompacted(Compacted::Done) => {
            state.stalled_compactions = 0;
            Step::Begin
        }
        Last::OverflowCompacted(Compacted::Stalled(why)) => {
            stalled(state, why).unwrap_or(Step::Begin)
        }
        Last::OverflowCompacted(Compacted::Aborted) => Step::End(Exit::Aborted),
        Last::OverflowCompacted(Compacted::Failed(e)) => Step::End(Exit::OverflowFailed(e)),
        Last::RetryWaited { aborted: true } => Step::End(Exit::RetryAborted),
        Last::RetryWaited { aborted: false } => Step::Begin,
        Last::Accepted(reply) => match reply.stop {
            StopReason::Error | StopReason::Aborted => Step::End(Exit::Failed),
            _ if reply.has_calls => Step::Execute,
            _ => Step::Idle,
        },
        Last::Delivered {
            delivered: true, ..
        }
        | Last::Delivered {
            would_stop: false, ..
        } => Step::Begin,
        Last::Delivered { .. } => Step::StopHooks,
        Last::StopHooks { go_on: true } => Step::Begin,
        Last::StopHooks { go_on: false } => Step::End(Exit::Done),
        Last::HookStopped(stop) => Step::End(Exit::StoppedByHook(stop)),
        Last::Executed {
            cancelled: true, ..
        } => Step::End(Exit::Aborted),
        Last::Executed {
            loop_stop: Some(why),
            ..
        } => Step::End(Exit::PermissionLoop(why)),
        Last::Executed {
            terminate: true, ..
        } => Step::End(Exit::Terminated),
        Last::Executed { .. } => Step::Steer,
    }
}

/// How many compactions in a row may leave the context over the threshold before the run
/// stops (60 in 15 s were seen without a cap).
pub(crate) const MAX_STALLED_COMPACTIONS: u32 = 3;

/// Counts a compaction that made no progress; the run's end when the cap is reached.
fn stalled(state: &mut LoopState, why: String) -> Option<Step> {
    state.stalled_compactions += 1;
    (state.stalled_compactions >= MAX_STALLED_COMPACTIONS)
        .then_some(Step::End(Exit::CompactionStalled(why)))
}

/// A request counts as a turn; every turn after the run's first announces itself.
fn request(state: &mut LoopState) -> Step {
    state.turns += 1;
    Step::Request {
        announce: !std::mem::take(&mut state.announced),
    }
}

/// After a reply: recover from an overflow once, retry a retryable failure, or accept it (closing
/// a retry series either way).
fn after_reply(state: &mut LoopState, reply: Reply) -> Step {
    let error = reply.stop == StopReason::Error;
    if error && reply.overflow && !state.overflow_retried {
        state.overflow_retried = true;
        state.turns = state.turns.saturating_sub(1);
        return Step::RecoverOverflow;
    }
    if !error {
        state.overflow_retried = false;
    }
    if let (true, Some(delay)) = (error, reply.retry_delay) {
        // The failed attempt stays out of the context; the run goes on after a pause.
        state.retry_attempt += 1;
        state.turns = state.turns.saturating_sub(1);
        return Step::Retry {
            attempt: state.retry_attempt,
            delay,
        };
    }
    let retry_end = match state.retry_attempt {
        0 => None,
        n if error => Some(RetryEnd::Failed(n)),
        _ if reply.stop == StopReason::Aborted => None,
        n => {
            state.retry_attempt = 0;
            Some(RetryEnd::Succeeded(n))
        }
    };
    Step::Accept { retry_end }
}

#[cfg(test)]
#[path = "turn_tests.rs"]
mod tests;
