//! Token estimates, and the one estimate of the context's size that every reader uses
//! (`get_session_stats`, the status bar, `context_pressure`, the compaction trigger).
//!
//! One message is 4 bytes of serialised message a token (an image a fixed `IMAGE_TOKENS`), so
//! thresholds are deterministic and need no tokenizer. Compaction's cut (`compaction/cut.rs`,
//! which re-exports it) and the reminders' context reads both use it; it lives apart from both
//! so the reminders need not name compaction.
//!
//! The context's size (`context_tokens`) is anchored on what the provider last reported: the
//! last complete reply's usage (input + cache read + cache write + output), plus the estimate of
//! every message after it. Without such a reply it is the estimate of the system prompt, the
//! tools and every message. A reply counts as an anchor only when it came after the context was
//! last replaced by a compaction (a kept message's usage still counts the summarised part), and
//! only when its figure is plausible: a provider or proxy that reports less than a quarter of
//! the byte estimate of what was sent (zeros, or the uncached part only) is not trusted, so a
//! missing report never starves the compaction trigger.

use crate::ai::types::{AssistantMessage, ContentBlock, Message, StopReason, UserContent};
use crate::session::ContextMessage;

/// Bytes a token, for estimates.
pub const BYTES_PER_TOKEN: u64 = 4;
/// The estimate of one image, whatever its encoded size (providers bill images by their pixels,
/// not by their base64 text).
pub const IMAGE_TOKENS: u64 = 1200;
/// A reported figure under `1 / PLAUSIBLE` of the byte estimate is not used as the anchor.
const PLAUSIBLE: u64 = 4;

/// The estimated tokens of one LLM message (system messages are sent as the system prompt).
pub fn llm_tokens(m: &Message) -> u64 {
    let bytes = match m {
        Message::System(_) => return 0,
        m => json_len(m),
    };
    let (images, image_bytes) = images(m);
    (bytes.saturating_sub(image_bytes)).div_ceil(BYTES_PER_TOKEN) + images * IMAGE_TOKENS
}

/// The bytes of a value's JSON, counted as serde writes them: no string is built (the estimate
/// runs over the whole context several times per request).
pub fn json_len<T: serde::Serialize + ?Sized>(value: &T) -> u64 {
    struct Count(u64);
    impl std::io::Write for Count {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0 += bytes.len() as u64;
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count(0);
    match serde_json::to_writer(&mut count, value) {
        Ok(()) => count.0,
        Err(_) => 0,
    }
}

/// How many images a message holds and the bytes of their data.
fn images(m: &Message) -> (u64, u64) {
    let blocks: &[ContentBlock] = match m {
        Message::User(u) => match &u.content {
            UserContent::Blocks(b) => b,
            UserContent::Text(_) => return (0, 0),
        },
        Message::ToolResult(r) => &r.content,
        _ => return (0, 0),
    };
    blocks.iter().fold((0, 0), |(n, bytes), b| match b {
        ContentBlock::Image { data, .. } => (n + 1, bytes + data.len() as u64),
        _ => (n, bytes),
    })
}

/// What the provider reported for a complete reply: input + cache read + cache write + output.
/// `None` for a reply stopped or failed (its usage, if any, is not the whole request's).
pub fn reported(a: &AssistantMessage) -> Option<u64> {
    if matches!(a.stop_reason, StopReason::Aborted | StopReason::Error) {
        return None;
    }
    let u = &a.usage;
    let total = u.input + u.cache_read + u.cache_write + u.output;
    (total > 0).then_some(total)
}

/// The first index of `messages` whose replies may anchor the estimate: after a compaction's
/// summary in the restored context, only the replies that came later (`restored.len()` on).
/// A context whose tool results were pruned or whose images were taken out by ama's own
/// `context_edit`s counts the same way: a reply before the edit reported the larger context.
pub fn anchor_floor(restored: &[ContextMessage]) -> usize {
    let replaced = restored.iter().any(|m| {
        matches!(m, ContextMessage::CompactionSummary { .. }) || edited_by_ama(m)
    });
    if replaced { restored.len() } else { 0 }
}

/// Whether a message carries the text of a `prune`, `manual` or `image_budget` edit.
fn edited_by_ama(m: &ContextMessage) -> bool {
    use crate::session::entry::edit_mark;
    let marked = |t: &str| t.starts_with(edit_mark::PRUNED) || t.contains(edit_mark::IMAGE);
    let blocks = |b: &[ContentBlock]| {
        b.iter()
            .any(|b| matches!(b, ContentBlock::Text { text, .. } if marked(text)))
    };
    match m {
        ContextMessage::Message(Message::ToolResult(r)) => blocks(&r.content),
        ContextMessage::Message(Message::User(u)) => match &u.content {
            UserContent::Text(t) => marked(t),
            UserContent::Blocks(b) => blocks(b),
        },
        ContextMessage::Custom { content, .. } => match content {
            UserContent::Text(t) => marked(t),
            UserContent::Blocks(b) => blocks(b),
        },
        _ => false,
    }
}

/// The context's size in tokens: the provider's last figure plus the estimate of what came
/// after it, or `prefix` (system prompt and tools) plus the estimate of every message.
pub fn context_tokens(messages: &[Message], floor: usize, prefix: u64) -> u64 {
    let estimates: Vec<u64> = messages.iter().map(llm_tokens).collect();
    let anchor = messages
        .iter()
        .enumerate()
        .skip(floor)
        .rev()
        .find_map(|(i, m)| match m {
            Message::Assistant(a) => reported(a).map(|r| (i, r)),
            _ => None,
        });
    if let Some((i, figure)) = anchor {
        let sent: u64 = prefix + estimates[..=i].iter().sum::<u64>();
        if figure.saturating_mul(PLAUSIBLE) >= sent {
            return figure + estimates[i + 1..].iter().sum::<u64>();
        }
    }
    prefix + estimates.iter().sum::<u64>()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{context_tokens, llm_tokens};
    use crate::ai::types::{ContentBlock, Message};

    fn reply(input: u64, output: u64, stop: &str) -> Message {
        serde_json::from_value(json!({
            "role": "assistant", "content": [{"type": "text", "text": "ok"}],
            "api": "anthropic-messages", "provider": "p", "model": "m",
            "usage": {"input": input, "output": output, "cacheRead": 0, "cacheWrite": 0,
                      "totalTokens": input + output},
            "stopReason": stop, "timestamp": 0
        }))
        .unwrap_or_else(|e| panic!("{e}"))
    }

    fn user(text: &str) -> Message {
        serde_json::from_value(json!({"role": "user", "content": text, "timestamp": 0}))
            .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn anchored_on_the_last_complete_reply() {
        let user = user(&"x".repeat(400));
        let after = llm_tokens(&user);
        let msgs = vec![
            user.clone(),
            reply(9000, 20, "stop"),
            user.clone(),
        ];
        assert_eq!(context_tokens(&msgs, 0, 1000), 9020 + after);
        // A failed reply is no anchor: the earlier one is, with what came after it.
        let mut failed = msgs.clone();
        failed.push(reply(1, 1, "error"));
        let tail = llm_tokens(&failed[3]);
        assert_eq!(context_tokens(&failed, 0, 1000), 9020 + after + tail);
        // Below the floor (before a compaction's replacement): the estimate.
        let plain: u64 = 1000 + msgs.iter().map(llm_tokens).sum::<u64>();
        assert_eq!(context_tokens(&msgs, 2, 1000), plain);
        // An implausibly small figure is not trusted.
        let tiny = vec![user.clone(), reply(10, 5, "stop")];
        let est: u64 = 1000 + tiny.iter().map(llm_tokens).sum::<u64>();
        assert_eq!(context_tokens(&tiny, 0, 1000), est);
    }

    #[test]
    fn an_image_counts_a_fixed_amount() {
        let m = Message::User(crate::ai::types::UserMessage {
            content: crate::ai::types::UserContent::Blocks(vec![ContentBlock::Image {
                data: "A".repeat(400_000),
                mime_type: "image/png".into(),
            }]),
            origin: None,
            timestamp: 0,
        });
        let t = llm_tokens(&m);
        assert!((1200..1300).contains(&t), "{t}");
    }
}
