//! What the context already says, read from the messages the model sees (so a resumed session
//! or a compacted one answers from what the model actually has): how many turns since the todo
//! list was shown, the context size by the provider's last usage, and whether the model already
//! saw a background job end.

use serde_json::Value;

use crate::agent::estimate;
use crate::agent::reminders::text;
use crate::ai::types::{ContentBlock, Message, StopReason};

/// The todo tool's name.
const TODO_TOOL: &str = "todo";

fn blocks_mention(blocks: &[ContentBlock], needle: &str) -> bool {
    blocks
        .iter()
        .any(|b| matches!(b, ContentBlock::Text { text, .. } if text.contains(needle)))
}

/// Assistant turns since the todo list was last shown: a `todo` call, or a todo reminder (in a
/// user message or at the end of a tool result). Counts every turn when it was never shown.
pub fn turns_since_todo_shown(messages: &[Message]) -> usize {
    let mut turns = 0;
    for m in messages.iter().rev() {
        let shown = match m {
            Message::Assistant(a) => {
                if a.tool_calls().iter().any(|c| c.name == TODO_TOOL) {
                    true
                } else {
                    turns += 1;
                    false
                }
            }
            Message::User(u) => u.content.text().contains(text::TODO_HEAD),
            Message::ToolResult(r) => blocks_mention(&r.content, text::TODO_HEAD),
            _ => false,
        };
        if shown {
            break;
        }
    }
    turns
}

/// The context size the provider last reported (input, cache and output tokens of the latest
/// complete assistant message) plus an estimate of the messages after it. `None` when no
/// message carries usage.
pub fn reported_tokens(messages: &[Message]) -> Option<u64> {
    let mut trailing = 0;
    for m in messages.iter().rev() {
        if let Message::Assistant(a) = m {
            let u = &a.usage;
            let total = u.input + u.cache_read + u.cache_write + u.output;
            if total > 0 && !matches!(a.stop_reason, StopReason::Error | StopReason::Aborted) {
                return Some(total + trailing);
            }
        }
        trailing += estimate::llm_tokens(m);
    }
    None
}

/// Whether the context starts from a compaction summary (usage reported before it is stale).
/// The projection puts the summary first, after the system messages.
pub fn has_compaction_summary(messages: &[Message]) -> bool {
    matches!(
        messages.iter().find(|m| !matches!(m, Message::System(_))),
        Some(Message::User(u))
            if u.content.text().starts_with(crate::session::project::COMPACTION_PREFIX)
    )
}

/// Whether the context ends inside a run that was stopped: with an aborted reply, or with a
/// user message or tool results no reply followed (not at a finished reply, nor empty).
pub fn ends_in_aborted_run(messages: &[Message]) -> bool {
    match messages
        .iter()
        .rev()
        .find(|m| !matches!(m, Message::System(_)))
    {
        None => false,
        Some(Message::Assistant(a)) => a.stop_reason == StopReason::Aborted,
        Some(_) => true,
    }
}

/// Whether a `bash_output` result already told the model that job `id` is not running.
pub fn job_end_seen(messages: &[Message], id: &str) -> bool {
    messages.iter().any(|m| match m {
        Message::ToolResult(r) if r.tool_name == "bash_output" => {
            r.details.as_ref().is_some_and(|d| {
                d.get("id").and_then(Value::as_str) == Some(id)
                    && d.get("running").and_then(Value::as_bool) == Some(false)
            })
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{
        ends_in_aborted_run, has_compaction_summary, job_end_seen, reported_tokens,
        turns_since_todo_shown,
    };
    use crate::ai::types::{
        AssistantMessage, ContentBlock, Message, StopReason, ToolResultMessage, Usage, UserContent,
        UserMessage,
    };

    fn assistant(calls: &[&str], input: u64, stop: StopReason) -> Message {
        let content = calls
            .iter()
            .enumerate()
            .map(|(i, name)| ContentBlock::ToolCall {
                id: format!("c{i}"),
                name: (*name).into(),
                arguments: json!({}),
            })
            .collect();
        Message::Assistant(AssistantMessage {
            content,
            api: crate::ai::types::Api::AnthropicMessages,
            provider: "p".into(),
            model: "m".into(),
            usage: Usage {
                input,
                ..Usage::default()
            },
            stop_reason: stop,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 0,
        })
    }

    fn user(text: &str) -> Message {
        Message::User(UserMessage {
            content: UserContent::Text(text.into()),
            origin: None,
            timestamp: 0,
        })
    }

    fn result(name: &str, text: &str, details: Option<serde_json::Value>) -> Message {
        Message::ToolResult(ToolResultMessage {
            tool_call_id: "c0".into(),
            tool_name: name.into(),
            content: vec![ContentBlock::text(text)],
            details,
            is_error: false,
            timestamp: 0,
        })
    }

    #[test]
    fn todo_turns() {
        let plain = || assistant(&[], 0, StopReason::Stop);
        let reminder = crate::agent::reminders::text::TODO_HEAD;
        let cases: Vec<(Vec<Message>, usize)> = vec![
            (vec![], 0),
            (vec![user("a"), plain(), user("b"), plain()], 2),
            (
                vec![
                    assistant(&["todo"], 0, StopReason::ToolUse),
                    result("todo", "list", None),
                    plain(),
                    plain(),
                ],
                2,
            ),
            (vec![plain(), user(reminder), plain()], 1),
            (
                vec![
                    plain(),
                    assistant(&["read"], 0, StopReason::ToolUse),
                    result("read", &format!("x\n\n{reminder}"), None),
                ],
                0,
            ),
        ];
        for (messages, want) in cases {
            assert_eq!(turns_since_todo_shown(&messages), want, "{messages:?}");
        }
    }

    #[test]
    fn usage_and_job_ends() {
        let m = vec![
            assistant(&[], 500, StopReason::Stop),
            user("hi"),
            assistant(&[], 900, StopReason::Aborted),
        ];
        // The aborted reply's usage is skipped; the two later messages are estimated.
        let est: u64 = m[1..].iter().map(crate::agent::estimate::llm_tokens).sum();
        assert_eq!(reported_tokens(&m), Some(500 + est));
        assert_eq!(reported_tokens(&[user("x")]), None);
        let seen = vec![result(
            "bash_output",
            "done",
            Some(json!({"id": "bash_1", "running": false})),
        )];
        assert!(job_end_seen(&seen, "bash_1"));
        assert!(!job_end_seen(&seen, "bash_2"));
        let running = vec![result(
            "bash_output",
            "",
            Some(json!({"id": "bash_1", "running": true})),
        )];
        assert!(!job_end_seen(&running, "bash_1"));
        let cases = [
            (vec![], false),
            (vec![user("a"), assistant(&[], 1, StopReason::Stop)], false),
            (
                vec![user("a"), assistant(&[], 1, StopReason::Aborted)],
                true,
            ),
            (
                vec![
                    assistant(&["bash"], 1, StopReason::ToolUse),
                    result("bash", "x", None),
                ],
                true,
            ),
            (vec![user("a")], true),
        ];
        for (messages, want) in cases {
            assert_eq!(ends_in_aborted_run(&messages), want, "{messages:?}");
        }
        let summary = user(&format!(
            "{}\n\n<summary>\nx\n</summary>",
            crate::session::project::COMPACTION_PREFIX
        ));
        assert!(has_compaction_summary(&[summary.clone(), user("a")]));
        assert!(!has_compaction_summary(&[user("a"), summary]));
        assert!(!has_compaction_summary(&[]));
    }
}
