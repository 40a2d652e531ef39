//! Reminders and aborts (session-format.md, `ama.reminder` and `ama.aborted`): notes for the
//! model wrapped in `<system-reminder>`, never shown to the user and never in the system prompt.
//!
//! - Before a prompt's user message (`before_prompt`): `ama.aborted` when the user
//!   stopped the previous run, then each reminder that is due as its own `ama.reminder`
//!   `custom_message` (`display: false`).
//! - During a run (`with_run_reminders`, on the append path): the reminders that are due are
//!   appended to the text of the batch's last tool result before it is stored, so no entry is
//!   added between the results and the next request and the cache prefix stays as sent.
//!
//! The reminders, each switched by `reminders.*` (src/config/reminders.rs): the open todo list
//! when it was not shown for 5 turns; files read earlier that changed on disk outside the agent's
//! edit and write calls; context usage over 70 %; a background command that ended by itself.
//! Each fires once per occurrence, in that order, with deterministic text (`text`).
//!
//! The session holds the `State`; these functions reach the session only through
//! `ops::SessionOps` (its messages, a note appended, its tool state), never its mutexes.

mod files;
mod scan;
pub mod text;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::agent::ops::SessionOps;
use crate::ai::types::{
    AssistantMessage, ContentBlock, Message, ToolResultMessage, UserContent, UserMessage,
};
use crate::session::entry::{Body, CustomMessage};
use crate::tools::path::ToolPath;
use crate::tools::todo::TodoStatus;
use crate::util::sync::lock;
use crate::util::time::now_ms;

/// The `customType` of a reminder.
pub const REMINDER_TYPE: &str = "ama.reminder";
/// The `customType` of the note that the user stopped the previous run.
pub const ABORTED_TYPE: &str = "ama.aborted";
/// The todo reminder's cadence: turns without the list being shown.
pub const TODO_TURNS: usize = 5;
/// The context-usage reminder's threshold, in percent of the window.
pub const CONTEXT_PERCENT: u64 = 70;

/// What the reminders remember in one session.
#[derive(Default)]
pub(crate) struct State {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    files: files::Watch,
    /// The context-usage reminder fired and the context has not dropped below the threshold.
    context_fired: bool,
    /// Background jobs whose end was told.
    jobs_told: BTreeSet<String>,
}

/// Before the prompt's user message: `ama.aborted` after a run the user stopped, then the
/// reminders that are due, each its own `custom_message`.
pub(crate) fn before_prompt(s: &impl SessionOps, state: &State) {
    // A run withdrawn after its abort (a conversation rewind) left nothing to explain: the
    // context then ends at an earlier, finished reply, or is empty.
    let aborted = s.last_run_aborted() && s.read_messages(scan::ends_in_aborted_run);
    let due = due_reminders(s, state, &[]);
    if aborted {
        add_note(s, ABORTED_TYPE, text::ABORTED);
    }
    for reminder in due {
        add_note(s, REMINDER_TYPE, &reminder);
    }
}

/// On the append path: when `message` is the last tool result of the batch the latest
/// assistant message asked for, the due reminders are added to the end of its text.
pub(crate) fn with_run_reminders(s: &impl SessionOps, state: &State, message: Message) -> Message {
    let Message::ToolResult(result) = message else {
        return message;
    };
    // The latest assistant message, and the calls of it that succeeded so far.
    let (batch, mut succeeded) = s.read_messages(|messages| {
        let at = messages
            .iter()
            .rposition(|m| matches!(m, Message::Assistant(_)));
        let batch = at.and_then(|i| match &messages[i] {
            Message::Assistant(a) => Some(a.clone()),
            _ => None,
        });
        let succeeded: BTreeSet<String> = messages[at.map_or(0, |i| i + 1)..]
            .iter()
            .filter_map(|m| match m {
                Message::ToolResult(r) if !r.is_error => Some(r.tool_call_id.clone()),
                _ => None,
            })
            .collect();
        (batch, succeeded)
    });
    let ends_batch = batch.as_ref().is_some_and(|a| {
        a.tool_calls()
            .last()
            .is_some_and(|c| c.id == result.tool_call_id)
    });
    if !ends_batch || s.run_cancelled() {
        return Message::ToolResult(result);
    }
    if !result.is_error {
        succeeded.insert(result.tool_call_id.clone());
    }
    let own = batch.map(|a| own_changes(&a, &succeeded, s.cwd()));
    let due = due_reminders(s, state, &own.unwrap_or_default());
    Message::ToolResult(append_text(result, &due))
}

/// The reminders due now, in a fixed order. `own` are the files the agent's successful
/// edit and write calls of the batch being finished changed.
fn due_reminders(s: &impl SessionOps, state: &State, own: &[PathBuf]) -> Vec<String> {
    let on = s.tool_state().options().reminders;
    let todos = s.tool_state().todos();
    let ended = if on.background_jobs {
        s.tool_state().jobs().ended()
    } else {
        Vec::new()
    };
    // What the context says, read under its lock without copying it.
    let (todo_due, reported, ended) = s.read_messages(|messages| {
        let todo_due = on.todo
            && todos.iter().any(|i| i.status != TodoStatus::Done)
            && scan::turns_since_todo_shown(messages) >= TODO_TURNS;
        let reported = on
            .context_usage
            .then(|| {
                scan::reported_tokens(messages).map(|t| (t, scan::has_compaction_summary(messages)))
            })
            .flatten();
        let ended: Vec<_> = ended
            .into_iter()
            .filter(|(id, _, _)| !scan::job_end_seen(messages, id))
            .collect();
        (todo_due, reported, ended)
    });
    let mut out = Vec::new();
    let mut state = lock(&state.inner);

    if todo_due {
        out.push(text::todo(&todos));
    }

    if on.file_changes {
        for path in own {
            state.files.rebase(path);
        }
        let tracked = s.tool_state().files();
        let cwd = std::fs::canonicalize(s.cwd()).unwrap_or_else(|_| s.cwd().to_path_buf());
        for (path, change) in state.files.check(tracked.keys()) {
            let shown = crate::tools::path::display_in(&path, &cwd);
            out.push(text::file_changed(&shown, &change));
        }
    }

    if on.context_usage {
        let window = s.context_window();
        // Usage reported before a compaction is stale: the estimate bounds it then.
        let tokens = match reported {
            Some((t, true)) => t.min(s.next_request_tokens()),
            Some((t, false)) => t,
            None => s.next_request_tokens(),
        };
        let over = window > 0 && tokens.saturating_mul(100) >= window * CONTEXT_PERCENT;
        if !over {
            state.context_fired = false;
        } else if !std::mem::replace(&mut state.context_fired, true) {
            out.push(text::context_usage(tokens, window));
        }
    }

    for (id, command, status) in ended {
        if state.jobs_told.insert(id.clone()) {
            out.push(text::background_ended(&id, &command, &status));
        }
    }
    out
}

/// A `custom_message` for the model only: stored with `display: false`, and a user message
/// in the context (as the projection turns it on resume).
fn add_note(s: &impl SessionOps, custom_type: &str, text: &str) {
    s.append_note(
        Body::CustomMessage(CustomMessage {
            custom_type: custom_type.into(),
            content: UserContent::Text(text.into()),
            display: false,
            details: None,
        }),
        Message::User(UserMessage {
            content: UserContent::Text(text.into()),
            origin: None,
            timestamp: now_ms(),
        }),
    );
}

/// The files the successful `edit` / `write` calls of `batch` changed.
fn own_changes(batch: &AssistantMessage, succeeded: &BTreeSet<String>, cwd: &Path) -> Vec<PathBuf> {
    batch
        .tool_calls()
        .into_iter()
        .filter(|c| matches!(c.name.as_str(), "edit" | "write") && succeeded.contains(&c.id))
        .filter_map(|c| {
            let given = c.arguments.get("path")?.as_str()?;
            Some(ToolPath::resolve(given, cwd).path)
        })
        .collect()
}

/// Adds `reminders` at the end of a tool result's text: to its last block when that is text,
/// else as a new text block.
fn append_text(mut result: ToolResultMessage, reminders: &[String]) -> ToolResultMessage {
    if reminders.is_empty() {
        return result;
    }
    let joined = reminders.join("\n\n");
    match result.content.last_mut() {
        Some(ContentBlock::Text { text, .. }) => {
            if !text.is_empty() {
                text.push_str("\n\n");
            }
            text.push_str(&joined);
        }
        _ => result.content.push(ContentBlock::text(joined)),
    }
    result
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    use serde_json::json;

    use super::{append_text, own_changes};
    use crate::ai::types::{AssistantMessage, ContentBlock, StopReason, ToolResultMessage};

    #[test]
    fn own_changes_are_the_successful_edits_and_writes() {
        let call = |id: &str, name: &str, path: &str| ContentBlock::ToolCall {
            id: id.into(),
            name: name.into(),
            arguments: json!({"path": path}),
        };
        let batch = AssistantMessage {
            content: vec![
                call("1", "edit", "a.txt"),
                call("2", "write", "/abs/b.txt"),
                call("3", "read", "c.txt"),
                call("4", "edit", "failed.txt"),
            ],
            api: crate::ai::types::Api::AnthropicMessages,
            provider: "p".into(),
            model: "m".into(),
            usage: Default::default(),
            stop_reason: StopReason::ToolUse,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 0,
        };
        let ok: BTreeSet<String> = ["1", "2", "3"].map(String::from).into();
        assert_eq!(
            own_changes(&batch, &ok, Path::new("/w")),
            vec![PathBuf::from("/w/a.txt"), PathBuf::from("/abs/b.txt")]
        );
    }

    fn result(content: Vec<ContentBlock>) -> ToolResultMessage {
        ToolResultMessage {
            tool_call_id: "c".into(),
            tool_name: "bash".into(),
            content,
            details: None,
            is_error: false,
            timestamp: 0,
        }
    }

    #[test]
    fn reminders_join_the_last_text_block() {
        let r = ["<system-reminder>\na\n</system-reminder>".to_string()];
        let cases = [
            (vec![], vec![ContentBlock::text(r[0].clone())]),
            (
                vec![ContentBlock::text("out")],
                vec![ContentBlock::text(format!("out\n\n{}", r[0]))],
            ),
            (
                vec![ContentBlock::Image {
                    data: "x".into(),
                    mime_type: "image/png".into(),
                }],
                vec![
                    ContentBlock::Image {
                        data: "x".into(),
                        mime_type: "image/png".into(),
                    },
                    ContentBlock::text(r[0].clone()),
                ],
            ),
        ];
        for (given, want) in cases {
            assert_eq!(append_text(result(given), &r).content, want);
        }
        let same = result(vec![ContentBlock::text("out")]);
        assert_eq!(append_text(same.clone(), &[]), same);
    }
}
