//! `decide`'s table: each of the run's exits, and the ways a run goes on, from a state and a last
//! result.

use std::time::Duration;

use super::{Compacted, Exit, Last, LoopState, Reply, RetryEnd, Step, decide};
use crate::ai::types::StopReason;

fn reply(stop: StopReason) -> Reply {
    Reply {
        stop,
        overflow: false,
        retry_delay: None,
        has_calls: false,
    }
}

fn with_calls() -> Reply {
    Reply {
        has_calls: true,
        ..reply(StopReason::ToolUse)
    }
}

const PAUSE: Duration = Duration::from_millis(250);

fn retryable() -> Reply {
    Reply {
        retry_delay: Some(PAUSE),
        ..reply(StopReason::Error)
    }
}

fn overflowed() -> Reply {
    Reply {
        overflow: true,
        ..reply(StopReason::Error)
    }
}

/// A run that went through `Begun`, `Materialised(Ok)` and a threshold check with nothing due.
fn requested(state: &mut LoopState) -> Step {
    assert_eq!(decide(state, Last::Begun), Step::Materialise);
    assert_eq!(
        decide(state, Last::Materialised(Ok(()))),
        Step::CompactIfDue
    );
    decide(state, Last::Threshold(None))
}

#[test]
fn the_first_turn_is_announced_at_the_start_later_turns_at_their_request() {
    let mut state = LoopState::new(None, true);
    assert_eq!(requested(&mut state), Step::Request { announce: false });
    assert_eq!(requested(&mut state), Step::Request { announce: true });
    assert_eq!(state.turns, 2);
}

#[test]
fn exit_max_turns_when_the_limit_is_reached() {
    let mut state = LoopState::new(Some(1), true);
    assert_eq!(requested(&mut state), Step::Request { announce: false });
    assert_eq!(
        decide(&mut state, Last::Begun),
        Step::End(Exit::MaxTurns(1))
    );
    let mut zero = LoopState::new(Some(0), false);
    assert_eq!(decide(&mut zero, Last::Begun), Step::End(Exit::MaxTurns(0)));
}

#[test]
fn exit_max_budget_before_a_request_once_the_run_cost_it() {
    let mut state = LoopState::new(None, true);
    state.max_budget_usd = Some(0.5);
    state.spent_usd = 0.49;
    assert_eq!(decide(&mut state, Last::Begun), Step::Materialise);
    state.spent_usd = 0.5;
    assert_eq!(
        decide(&mut state, Last::Begun),
        Step::End(Exit::MaxBudget {
            max: 0.5,
            spent: 0.5
        })
    );
}

#[test]
fn exit_session_error_when_the_file_cannot_be_created() {
    let mut state = LoopState::new(None, true);
    let step = decide(&mut state, Last::Materialised(Err("disk full".into())));
    assert_eq!(step, Step::End(Exit::SessionError("disk full".into())));
}

#[test]
fn exit_aborted_during_the_threshold_compaction() {
    let mut state = LoopState::new(None, true);
    let step = decide(&mut state, Last::Threshold(Some(Compacted::Aborted)));
    assert_eq!(step, Step::End(Exit::Aborted));
    assert_eq!(state.turns, 0);
}

#[test]
fn a_failed_threshold_compaction_still_requests_and_is_not_tried_again() {
    let mut state = LoopState::new(None, true);
    let failed = Last::Threshold(Some(Compacted::Failed("no".into())));
    assert_eq!(
        decide(&mut state, failed),
        Step::Request { announce: false }
    );
    assert!(state.threshold_failed);
    assert_eq!(
        decide(&mut state, Last::Materialised(Ok(()))),
        Step::Request { announce: true }
    );
}

#[test]
fn an_overflow_is_compacted_and_sent_again_once() {
    let mut state = LoopState::new(None, true);
    requested(&mut state);
    let step = decide(&mut state, Last::Reply(overflowed()));
    assert_eq!(step, Step::RecoverOverflow);
    assert_eq!(state.turns, 0, "the overflowed request does not count");
    let step = decide(&mut state, Last::OverflowCompacted(Compacted::Done));
    assert_eq!(step, Step::Begin);
    requested(&mut state);
    // A second overflow in a row is accepted as the error it is.
    let step = decide(&mut state, Last::Reply(overflowed()));
    assert_eq!(step, Step::Accept { retry_end: None });
    assert_eq!(
        decide(&mut state, Last::Accepted(overflowed())),
        Step::End(Exit::Failed)
    );
}

#[test]
fn exit_aborted_or_failed_in_the_overflow_compaction() {
    let mut state = LoopState::new(None, true);
    let step = decide(&mut state, Last::OverflowCompacted(Compacted::Aborted));
    assert_eq!(step, Step::End(Exit::Aborted));
    let step = decide(
        &mut state,
        Last::OverflowCompacted(Compacted::Failed("x".into())),
    );
    assert_eq!(step, Step::End(Exit::OverflowFailed("x".into())));
}

#[test]
fn a_successful_reply_allows_another_overflow_recovery() {
    let mut state = LoopState::new(None, true);
    decide(&mut state, Last::Reply(overflowed()));
    decide(&mut state, Last::Reply(with_calls()));
    assert_eq!(
        decide(&mut state, Last::Reply(overflowed())),
        Step::RecoverOverflow
    );
}

#[test]
fn a_retryable_failure_waits_and_the_series_ends_with_the_next_success() {
    let mut state = LoopState::new(None, true);
    requested(&mut state);
    let step = decide(&mut state, Last::Reply(retryable()));
    assert_eq!(
        step,
        Step::Retry {
            attempt: 1,
            delay: PAUSE
        }
    );
    assert_eq!(state.turns, 0);
    assert_eq!(
        decide(&mut state, Last::RetryWaited { aborted: false }),
        Step::Begin
    );
    requested(&mut state);
    let step = decide(&mut state, Last::Reply(retryable()));
    assert_eq!(
        step,
        Step::Retry {
            attempt: 2,
            delay: PAUSE
        }
    );
    requested(&mut state);
    let step = decide(&mut state, Last::Reply(reply(StopReason::Stop)));
    assert_eq!(
        step,
        Step::Accept {
            retry_end: Some(RetryEnd::Succeeded(2))
        }
    );
    assert_eq!(state.retry_attempt, 0);
}

#[test]
fn exit_retry_aborted_while_waiting() {
    let mut state = LoopState::new(None, true);
    let step = decide(&mut state, Last::RetryWaited { aborted: true });
    assert_eq!(step, Step::End(Exit::RetryAborted));
}

#[test]
fn exit_failed_on_an_error_that_is_not_retried_closing_the_series() {
    let mut state = LoopState::new(None, true);
    decide(&mut state, Last::Reply(retryable()));
    let step = decide(&mut state, Last::Reply(reply(StopReason::Error)));
    assert_eq!(
        step,
        Step::Accept {
            retry_end: Some(RetryEnd::Failed(1))
        }
    );
    let step = decide(&mut state, Last::Accepted(reply(StopReason::Error)));
    assert_eq!(step, Step::End(Exit::Failed));
}

#[test]
fn exit_failed_on_an_aborted_reply_which_leaves_the_series_open() {
    let mut state = LoopState::new(None, true);
    decide(&mut state, Last::Reply(retryable()));
    let step = decide(&mut state, Last::Reply(reply(StopReason::Aborted)));
    assert_eq!(step, Step::Accept { retry_end: None });
    assert_eq!(state.retry_attempt, 1);
    let step = decide(&mut state, Last::Accepted(reply(StopReason::Aborted)));
    assert_eq!(step, Step::End(Exit::Failed));
}

#[test]
fn a_reply_with_calls_executes_them_then_steering_starts_the_next_turn() {
    let mut state = LoopState::new(None, true);
    assert_eq!(
        decide(&mut state, Last::Accepted(with_calls())),
        Step::Execute
    );
    let executed = Last::Executed {
        cancelled: false,
        loop_stop: None,
        terminate: false,
    };
    assert_eq!(decide(&mut state, executed), Step::Steer);
    let steered = Last::Delivered {
        would_stop: false,
        delivered: false,
    };
    assert_eq!(decide(&mut state, steered), Step::Begin);
}

#[test]
fn exit_aborted_when_cancelled_while_tools_ran() {
    let mut state = LoopState::new(None, true);
    let executed = Last::Executed {
        cancelled: true,
        loop_stop: Some("repeated".into()),
        terminate: true,
    };
    assert_eq!(decide(&mut state, executed), Step::End(Exit::Aborted));
}

#[test]
fn exit_permission_loop_before_terminate() {
    let mut state = LoopState::new(None, true);
    let executed = Last::Executed {
        cancelled: false,
        loop_stop: Some("repeated".into()),
        terminate: true,
    };
    let step = decide(&mut state, executed);
    assert_eq!(step, Step::End(Exit::PermissionLoop("repeated".into())));
}

#[test]
fn exit_terminated_when_every_tool_asked_to_end_the_run() {
    let mut state = LoopState::new(None, true);
    let executed = Last::Executed {
        cancelled: false,
        loop_stop: None,
        terminate: true,
    };
    assert_eq!(decide(&mut state, executed), Step::End(Exit::Terminated));
}

#[test]
fn a_stopped_model_takes_queued_messages_then_stop_hooks_then_exits_done() {
    let mut state = LoopState::new(None, true);
    let stop = reply(StopReason::Stop);
    assert_eq!(decide(&mut state, Last::Accepted(stop)), Step::Idle);
    let delivered = Last::Delivered {
        would_stop: true,
        delivered: true,
    };
    assert_eq!(decide(&mut state, delivered), Step::Begin);
    let none = Last::Delivered {
        would_stop: true,
        delivered: false,
    };
    assert_eq!(decide(&mut state, none), Step::StopHooks);
    let go_on = Last::StopHooks { go_on: true };
    assert_eq!(decide(&mut state, go_on), Step::Begin);
    let stop = Last::StopHooks { go_on: false };
    assert_eq!(decide(&mut state, stop), Step::End(Exit::Done));
}

#[test]
fn exit_stopped_by_hook_after_tools_or_a_stop_hook() {
    let stopped = crate::hooks::Stopped {
        hook: "h".into(),
        reason: "enough".into(),
    };
    let mut state = LoopState::new(None, true);
    assert_eq!(
        decide(&mut state, Last::HookStopped(stopped.clone())),
        Step::End(Exit::StoppedByHook(stopped))
    );
}

#[test]
fn three_compactions_in_a_row_without_progress_end_the_run() {
    let mut state = LoopState::new(None, true);
    let stalled = || Last::Threshold(Some(Compacted::Stalled("still big".into())));
    assert_eq!(
        decide(&mut state, stalled()),
        Step::Request { announce: false }
    );
    // One that made progress resets the count.
    assert_eq!(
        decide(&mut state, Last::Threshold(Some(Compacted::Done))),
        Step::Request { announce: true }
    );
    assert_eq!(state.stalled_compactions, 0);
    decide(&mut state, stalled());
    // An overflow compaction counts as well.
    let step = decide(
        &mut state,
        Last::OverflowCompacted(Compacted::Stalled("still big".into())),
    );
    assert_eq!(step, Step::Begin);
    assert_eq!(
        decide(&mut state, stalled()),
        Step::End(Exit::CompactionStalled("still big".into()))
    );
}
