//! The result object of a print-mode run (`--output-format json`, and the last stream-json line;
//! `docs/schema/result.json` describes it) and how the run ended: its subtype, error code and
//! exit code. Exit 0 only for a final answer (stop reason `stop`) with no limit hit. What went
//! wrong on the way is in the result too, not only on stderr (`Trail`): retries, compactions,
//! failed hooks, warnings and errors the run reported.

use std::time::Instant;

use serde_json::{Value, json};

use crate::agent::events::SessionEvent;
use crate::agent::worker::RunSummary;
use crate::ai::types::StopReason;
use crate::error::exit;
use crate::modes::watchdog::Tripped;

/// The version of the result's shape (`docs/schema/result.json`): adding a field keeps it,
/// anything else bumps it.
pub const RESULT_SCHEMA_VERSION: u32 = 1;

/// What happened on the way, gathered from the run's events.
#[derive(Default, Debug)]
pub struct Trail {
    retries: Vec<Value>,
    compactions: Vec<Value>,
    hook_failures: Vec<Value>,
    notices: Vec<Value>,
}

impl Trail {
    /// Notes one event of the run.
    pub fn see(&mut self, event: &SessionEvent) {
        match event {
            SessionEvent::AutoRetryStart {
                attempt,
                delay_ms,
                error_message,
                ..
            } => self.retries.push(json!({
                "attempt": attempt, "delayMs": delay_ms, "error": error_message,
            })),
            SessionEvent::CompactionEnd {
                trigger,
                aborted,
                error,
                result,
                ..
            } => {
                let mut c = json!({"trigger": trigger, "aborted": aborted, "ok": result.is_some()});
                if let Some(e) = error {
                    c["error"] = json!(e);
                }
                self.compactions.push(c);
            }
            // Exit 2 is a hook's deliberate block; anything else but 0 (or a kill) is a failure.
            SessionEvent::HookExecuted {
                event,
                command,
                exit_code,
                ..
            } if !matches!(exit_code, Some(0 | 2)) => self.hook_failures.push(json!({
                "event": event, "command": command, "exitCode": exit_code,
            })),
            SessionEvent::Notification { level, message } if *level != "info" => {
                self.notices.push(json!({"level": level, "message": message}));
            }
            _ => {}
        }
    }
}

/// How a run ended, for the result and the exit code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ending {
    pub subtype: &'static str,
    /// `None` on success.
    pub error_code: Option<&'static str>,
    pub error: Option<String>,
    pub exit_code: i32,
}

/// Judges a run: a watchdog limit or a signal first, then the run's own limits, then its stop
/// reason (only `stop` is a success).
pub fn ending(s: &RunSummary, tripped: Option<Tripped>, signal: Option<i32>) -> Ending {
    let fail = |subtype, code, error: String, exit_code| Ending {
        subtype,
        error_code: Some(code),
        error: Some(error),
        exit_code,
    };
    if let Some(t) = tripped {
        return fail(t.subtype(), t.error_code(), t.message(), t.exit_code());
    }
    let message = s.error_message.clone().unwrap_or_default();
    if let Some(code) = signal {
        return fail("error_during_execution", "aborted", "aborted by a signal".into(), code);
    }
    if s.max_turns_hit {
        return fail("error_max_turns", "max_turns", message, exit::MAX_TURNS);
    }
    if s.max_budget_hit {
        return fail("error_max_budget", "max_budget", message, exit::MAX_BUDGET);
    }
    match s.stop_reason {
        StopReason::Stop => Ending {
            subtype: "success",
            error_code: None,
            error: None,
            exit_code: exit::OK,
        },
        StopReason::Length => fail(
            "error_during_execution",
            "max_tokens",
            "the model's last reply was cut at its output limit (stop reason `length`), so the run has no final answer; ask for a shorter answer or use a model with a larger output limit".into(),
            exit::ERROR,
        ),
        StopReason::ToolUse => fail(
            "error_during_execution",
            "run_error",
            "the run ended on tool calls, without a final answer".into(),
            exit::ERROR,
        ),
        StopReason::Error | StopReason::Aborted => fail(
            "error_during_execution",
            s.error_code.unwrap_or(if s.stop_reason == StopReason::Aborted {
                "aborted"
            } else {
                "run_error"
            }),
            if message.is_empty() {
                "aborted".into()
            } else {
                message
            },
            exit::ERROR,
        ),
    }
}

/// The run's facts that are not in its summary.
pub struct Context<'a> {
    pub session_id: &'a str,
    pub session_file: Option<std::path::PathBuf>,
    pub started: Instant,
    pub trail: &'a Trail,
}

/// The result object.
pub fn result_object(s: &RunSummary, end: &Ending, cx: &Context<'_>) -> Value {
    let mut v = json!({
        "type": "result",
        "schemaVersion": RESULT_SCHEMA_VERSION,
        "subtype": end.subtype,
        "isError": end.exit_code != exit::OK,
        "exitCode": end.exit_code,
        "result": s.final_text,
        "sessionId": cx.session_id,
        "sessionFile": cx.session_file.as_ref().map(|p| p.display().to_string()),
        "numTurns": s.num_turns,
        "durationMs": cx.started.elapsed().as_millis() as u64,
        "durationApiMs": s.duration_api_ms,
        "stopReason": s.stop_reason.as_str(),
        "usage": s.usage,
        "costUsd": s.usage.cost.as_ref().map(|c| c.total),
        "permissionDenials": s.permission_denials,
        "retries": cx.trail.retries,
        "compactions": cx.trail.compactions,
        "hookFailures": cx.trail.hook_failures,
        "notices": cx.trail.notices,
    });
    if let Some(msg) = &end.error {
        v["error"] = Value::String(msg.clone());
    }
    if let Some(code) = end.error_code {
        v["errorCode"] = Value::String(code.into());
    }
    if let Some(stop) = &s.stopped_by_hook {
        // A hook's `continue: false` is a clean end (exit 0), not an error.
        v["stoppedByHook"] = json!(stop);
    }
    v
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::ending;
    use crate::agent::worker::RunSummary;
    use crate::ai::types::StopReason;
    use crate::modes::watchdog::Tripped;

    #[test]
    fn only_a_final_answer_with_no_limit_is_exit_0() {
        let done = RunSummary::default();
        assert_eq!(ending(&done, None, None).exit_code, 0);
        let cut = RunSummary {
            stop_reason: StopReason::Length,
            ..RunSummary::default()
        };
        assert_eq!(ending(&cut, None, None).error_code, Some("max_tokens"));
        let turns = RunSummary {
            max_turns_hit: true,
            ..RunSummary::default()
        };
        assert_eq!(
            (ending(&turns, None, None).subtype, ending(&turns, None, None).exit_code),
            ("error_max_turns", 7)
        );
        let budget = RunSummary {
            max_budget_hit: true,
            ..RunSummary::default()
        };
        assert_eq!(ending(&budget, None, None).exit_code, 8);
        let t = Tripped::Timeout(Duration::from_secs(1));
        assert_eq!(ending(&done, Some(t), Some(130)).exit_code, 9);
        assert_eq!(ending(&done, None, Some(130)).exit_code, 130);
    }
}
