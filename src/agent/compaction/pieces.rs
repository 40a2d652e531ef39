//! Summarising a history larger than the model's window (issue #30): the messages before the
//! cut go to the model in pieces whose requests each fit the window, oldest first, each piece's
//! summary carried into the next as the summary of what came before it. A turn that does not fit
//! even alone beside the carried summary is cut without a summary, and the cut is recorded: in
//! the summary's text (so the model knows) and in the entry's `details.cut`.
//!
//! A history that fits in one request is sent as one piece, exactly as before.

use serde_json::{Value, json};

use crate::agent::compaction::CompactError;
use crate::agent::compaction::cut::{BYTES_PER_TOKEN, message_tokens};
use crate::agent::compaction::request::{self, Asker};
use crate::ai::types::{Message, Usage};
use crate::session::{Context, ContextMessage, SystemState};
use crate::util::cancel::Cancel;

/// What was left out of the summary because it did not fit the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cut {
    /// Messages cut without a summary.
    pub messages: usize,
    /// Their estimated tokens.
    pub tokens: u64,
}

impl Cut {
    /// The note added to the summary, `None` when nothing was cut.
    pub fn note(&self) -> Option<String> {
        (self.messages > 0).then(|| {
            format!(
                "Note: {} of the oldest messages (about {} tokens) did not fit the model's context window even one turn at a time; they were cut without being summarised.",
                self.messages, self.tokens
            )
        })
    }

    /// The entry's `details.cut`, `None` when nothing was cut.
    pub fn details(&self) -> Option<Value> {
        (self.messages > 0).then(|| json!({"messages": self.messages, "tokens": self.tokens}))
    }
}

/// What the pieces produced: the summary (without the cut note), the usage of every request,
/// how many requests were sent, and what was cut.
pub(crate) struct Summarised {
    pub text: String,
    pub usage: Usage,
    pub requests: usize,
    pub cut: Cut,
}

/// The turns of a stream of messages: each starts at a message that is not a tool result, so
/// a result stays in the piece of the call it answers. Only one turn is read ahead.
pub(crate) struct Turns<I: Iterator<Item = Result<ContextMessage, CompactError>>> {
    source: std::iter::Peekable<I>,
    /// A turn read but not yet placed, with its tokens.
    pending: Option<(Vec<ContextMessage>, u64)>,
}

impl<I: Iterator<Item = Result<ContextMessage, CompactError>>> Turns<I> {
    pub(crate) fn new(source: I) -> Self {
        Turns {
            source: source.peekable(),
            pending: None,
        }
    }

    fn next(&mut self) -> Result<Option<(Vec<ContextMessage>, u64)>, CompactError> {
        if let Some(turn) = self.pending.take() {
            return Ok(Some(turn));
        }
        let Some(first) = self.source.next() else {
            return Ok(None);
        };
        let mut turn = vec![first?];
        while let Some(Ok(ContextMessage::Message(Message::ToolResult(_)))) = self.source.peek() {
            if let Some(m) = self.source.next() {
                turn.push(m?);
            }
        }
        let tokens = turn.iter().map(message_tokens).sum();
        Ok(Some((turn, tokens)))
    }

    /// The next piece: the turns that fit in `room` tokens; the turns too large even alone are
    /// counted into `cut` and dropped. Empty when the stream is done.
    fn piece(&mut self, room: u64, cut: &mut Cut) -> Result<Vec<ContextMessage>, CompactError> {
        let mut taken = Vec::new();
        let mut used = 0u64;
        while let Some((turn, tokens)) = self.next()? {
            if used + tokens <= room {
                used += tokens;
                taken.extend(turn);
            } else if taken.is_empty() {
                cut.messages += turn.len();
                cut.tokens += tokens;
            } else {
                self.pending = Some((turn, tokens));
                break;
            }
        }
        Ok(taken)
    }
}

/// The estimated tokens of a carried summary as the next piece's first message.
fn carried_tokens(summary: &Option<String>) -> u64 {
    summary.as_ref().map_or(0, |s| {
        message_tokens(&ContextMessage::CompactionSummary {
            summary: s.clone(),
            tokens_before: 0,
        })
    })
}

/// Summarises the messages of `turns`, read in order, in pieces of at most `room` tokens each
/// (the carried summary included), holding one piece and the carried summary at a time.
/// `room` is what a summary request may hold besides the system prompt, the tools, the
/// instruction and the reply. The messages come from memory or, for a branch larger than the
/// window, from the session file (`session::older`): one code path for both.
pub(crate) fn summarise<I: Iterator<Item = Result<ContextMessage, CompactError>>>(
    asker: &Asker<'_>,
    system: &SystemState,
    mut turns: Turns<I>,
    instruction: &str,
    room: u64,
    cancel: &Cancel,
) -> Result<Summarised, CompactError> {
    let mut out = Summarised {
        text: String::new(),
        usage: Usage::default(),
        requests: 0,
        cut: Cut::default(),
    };
    let mut carried: Option<String> = None;
    loop {
        let avail = room.saturating_sub(carried_tokens(&carried));
        let taken = turns.piece(avail, &mut out.cut)?;
        if taken.is_empty() {
            break;
        }
        let mut piece: Vec<ContextMessage> = Vec::with_capacity(taken.len() + 1);
        if let Some(summary) = carried.take() {
            piece.push(ContextMessage::CompactionSummary {
                summary,
                tokens_before: 0,
            });
        }
        piece.extend(taken);
        let history = Context {
            messages: piece,
            ..Context::default()
        }
        .into_llm();
        let req = request::context(system, &history, instruction.to_string(), asker.model);
        drop(history);
        let (text, usage) = asker.ask(&req, cancel)?;
        out.usage.add(&usage);
        out.requests += 1;
        carried = Some(text);
    }
    out.text = carried.unwrap_or_default();
    Ok(out)
}

/// The tokens a summary request may give the history: 90 % of the window (the estimate is
/// rough) less the reply's reserve, the system prompt and tools (`prefix`) and the instruction.
/// Unbounded when the window is unknown (0).
pub(crate) fn room(window: u64, reserve: u64, prefix: u64, instruction: &str) -> u64 {
    if window == 0 {
        return u64::MAX;
    }
    let instruction = (instruction.len() as u64).div_ceil(BYTES_PER_TOKEN) + 16;
    (window * 9 / 10).saturating_sub(reserve + prefix + instruction)
}

#[cfg(test)]
mod tests {
    use super::{Cut, Turns};
    use crate::agent::compaction::CompactError;
    use crate::ai::types::{ContentBlock, Message, ToolResultMessage, UserContent, UserMessage};
    use crate::session::ContextMessage;

    fn user(size: usize) -> ContextMessage {
        ContextMessage::Message(Message::User(UserMessage {
            content: UserContent::Text("x".repeat(size)),
            origin: None,
            timestamp: 0,
        }))
    }

    fn result(size: usize) -> ContextMessage {
        ContextMessage::Message(Message::ToolResult(ToolResultMessage {
            tool_call_id: "c".into(),
            tool_name: "bash".into(),
            content: vec![ContentBlock::text("x".repeat(size))],
            details: None,
            is_error: false,
            timestamp: 0,
        }))
    }

    #[test]
    fn pieces_keep_results_with_their_turn_and_cut_what_never_fits() {
        // Sizes in bytes: a user message of 400 bytes is about 100+ tokens.
        let m = vec![user(400), result(400), user(4000), user(400), user(400)];
        let one = super::message_tokens(&m[0]);
        let two = one + super::message_tokens(&m[1]);
        let mut turns = Turns::new(m.clone().into_iter().map(Ok::<_, CompactError>));
        let mut cut = Cut::default();
        // The first turn (a message and its result) fits; the big one does not, alone: the
        // piece ends before it.
        let piece = turns.piece(two + one / 2, &mut cut);
        assert_eq!(piece, Ok(m[0..2].to_vec()));
        assert_eq!(cut, Cut::default());
        // Starting at the big turn: it is cut and the piece goes on with what fits.
        let piece = turns.piece(two + one / 2, &mut cut);
        assert_eq!(piece, Ok(m[3..5].to_vec()));
        assert_eq!(cut.messages, 1);
        assert!(cut.tokens >= 1000, "{cut:?}");
        assert!(cut.note().is_some_and(|n| n.contains("1 of the oldest")));
        // The stream is done.
        assert_eq!(turns.piece(two, &mut cut), Ok(Vec::new()));
    }
}
