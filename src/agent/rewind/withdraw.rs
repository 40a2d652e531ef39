//! Withdrawing a turn (Esc with `ui.restoreOnCancel`, RPC `abort{withdraw: true}`): the run is
//! aborted, and only once it has fully settled, its aborted reply persisted and `running`
//! cleared by its own settle, is the turn looked at. It is withdrawn (a conversation rewind to
//! before its user message) only when nothing of a reply was streamed: no assistant text,
//! thinking or tool call after its user message, neither on the branch (failed attempts
//! included) nor in the in-memory context (a reply whose write failed). Otherwise the run is
//! aborted and the turn stays; the answer says why.

use std::time::Duration;

use serde::Serialize;

use crate::agent::api::Agent;
use crate::agent::error::AgentError;
use crate::agent::worker::lock;
use crate::ai::types::Message;
use crate::session::entry::Body;

use super::{RewindRequest, RewindScope, points_of};

/// What an abort with withdrawal did: the withdrawn message's text (for the editor), or why the
/// turn stayed.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Withdrawal {
    pub withdrawn: Option<String>,
    /// Why nothing was withdrawn: `replied` (part of a reply had been streamed; the turn stays,
    /// aborted), `idle` (no run was going), `no_turn` (no user message to withdraw) or `busy`
    /// (a new run started before the withdrawal).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kept: Option<&'static str>,
    /// The same in words, for a person.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

impl Withdrawal {
    fn kept(reason: &'static str) -> Withdrawal {
        let message = match reason {
            "replied" => {
                "the run was aborted; its turn stays because part of a reply had already been streamed"
            }
            "idle" => "no run was going: nothing was aborted or withdrawn",
            "no_turn" => "the run was aborted; there was no user message to withdraw",
            _ => "the run was aborted, but a new run started before the turn could be withdrawn",
        };
        Withdrawal {
            withdrawn: None,
            kept: Some(reason),
            message: Some(message.into()),
        }
    }
}

impl Agent {
    /// Aborts the run and, once it has settled, withdraws its turn when no reply was streamed.
    /// `deadline` bounds the wait for the run to stop (a `timeout` error after it).
    pub fn withdraw_turn(&self, deadline: Duration) -> Result<Withdrawal, AgentError> {
        let h = self.handle();
        // An abort with nothing running must not withdraw an older turn that happens to have
        // no reply (one aborted earlier without withdrawal).
        let was_running = h.is_running();
        // `abort` returns once `running` is cleared, which the run's settle does after its last
        // entry (the aborted reply) was appended and synced.
        self.abort(deadline)?;
        if !was_running {
            return Ok(Withdrawal::kept("idle"));
        }
        let point = {
            let store = lock(&h.shared.store);
            let entries = store.branch_entries()?;
            let points = points_of(&entries, false, usize::MAX);
            let Some((at, point)) = points.last().cloned() else {
                return Ok(Withdrawal::kept("no_turn"));
            };
            if entries[at + 1..].iter().any(|e| match &e.body {
                Body::Message(m) => is_reply(m),
                _ => false,
            }) || replied_in_context(&h.messages())
            {
                return Ok(Withdrawal::kept("replied"));
            }
            point
        };
        let rewound = self.rewind(RewindRequest {
            entry_id: Some(point.entry_id),
            scope: RewindScope::Conversation,
            force: false,
        });
        match rewound {
            Ok(out) => Ok(Withdrawal {
                withdrawn: Some(out.text),
                kept: None,
                message: None,
            }),
            // A prompt that arrived after the abort runs on; its turn is not withdrawn.
            Err(AgentError::Busy(_)) => Ok(Withdrawal::kept("busy")),
            Err(e) => Err(e),
        }
    }
}

/// Whether a message is part of a reply: assistant content (text, thinking, a tool call) or a
/// tool result.
fn is_reply(m: &Message) -> bool {
    match m {
        Message::Assistant(a) => !a.content.is_empty(),
        Message::ToolResult(_) => true,
        _ => false,
    }
}

/// Whether the context holds a reply after its last user message that started a turn.
fn replied_in_context(messages: &[Message]) -> bool {
    messages
        .iter()
        .rev()
        .take_while(|m| !matches!(m, Message::User(u) if u.origin.is_none()))
        .any(is_reply)
}

#[cfg(test)]
mod tests {
    use super::replied_in_context;
    use crate::ai::types::{Message, UserContent, UserMessage};

    fn user(text: &str, origin: Option<&str>) -> Message {
        Message::User(UserMessage {
            content: UserContent::Text(text.into()),
            origin: origin.map(String::from),
            timestamp: 0,
        })
    }

    fn assistant(text: &str) -> Message {
        Message::Assistant(crate::ai::types::AssistantMessage {
            content: if text.is_empty() {
                Vec::new()
            } else {
                vec![crate::ai::types::ContentBlock::text(text)]
            },
            api: crate::ai::types::Api::OpenaiCompletions,
            provider: "p".into(),
            model: "m".into(),
            usage: Default::default(),
            stop_reason: crate::ai::types::StopReason::Aborted,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 0,
        })
    }

    #[test]
    fn a_reply_counts_only_after_the_last_turn_start() {
        let cases: Vec<(Vec<Message>, bool)> = vec![
            (vec![], false),
            (vec![user("a", None)], false),
            (vec![user("a", None), assistant("")], false),
            (vec![user("a", None), assistant("part")], true),
            (
                vec![user("a", None), assistant("x"), user("b", None)],
                false,
            ),
            (
                vec![user("a", None), user("s", Some("steer")), assistant("x")],
                true,
            ),
            (
                vec![user("a", None), assistant("x"), user("s", Some("steer"))],
                true,
            ),
        ];
        for (messages, want) in cases {
            assert_eq!(replied_in_context(&messages), want, "{messages:?}");
        }
    }
}
