//! Token estimates and the cut point, as pure functions. Tokens are estimated at 4 bytes of
//! serialised message a token (the same rule as the prompt-size check), so the threshold and
//! the cut are deterministic and need no tokenizer.
//!
//! The cut keeps the most recent messages, up to `keepRecentTokens`, and only starts the kept
//! part at a user or assistant message: a tool result always stays with the call before it.
//! It never reaches into what an earlier compaction already summarised, except its kept part.

use crate::ai::types::{Message, ToolSpec};
use crate::session::ContextMessage;

pub use crate::agent::estimate::{BYTES_PER_TOKEN, llm_tokens};

/// The estimated tokens of one message as the model gets it.
pub fn message_tokens(m: &ContextMessage) -> u64 {
    let bytes = match m {
        ContextMessage::Message(m) => return llm_tokens(m),
        ContextMessage::Custom { content, .. } => {
            crate::agent::estimate::json_len(content) as usize
        }
        ContextMessage::CompactionSummary { summary, .. }
        | ContextMessage::BranchSummary { summary, .. } => summary.len() + 120,
    };
    (bytes as u64).div_ceil(BYTES_PER_TOKEN)
}

/// The estimated tokens of the system prompt and the tool table.
pub fn prefix_tokens(system_prompt: &str, tools: &[ToolSpec]) -> u64 {
    let tools = crate::agent::estimate::json_len(tools);
    (system_prompt.len() as u64 + tools).div_ceil(BYTES_PER_TOKEN)
}

/// The estimated tokens of a whole context (messages only).
pub fn context_tokens(messages: &[ContextMessage]) -> u64 {
    messages.iter().map(message_tokens).sum()
}

/// Whether a message may start the kept part.
fn may_start_kept(m: &ContextMessage) -> bool {
    match m {
        ContextMessage::Message(Message::User(_) | Message::Assistant(_)) => true,
        ContextMessage::Custom { .. } | ContextMessage::BranchSummary { .. } => true,
        ContextMessage::Message(Message::System(_) | Message::ToolResult(_)) => false,
        ContextMessage::CompactionSummary { .. } => false,
    }
}

/// The index of the first kept message: the earliest place a kept part may start such that
/// what follows it fits in `keep` tokens, or the latest such place when even that does not
/// fit. `None` when nothing would be left to summarise before it. `ids` are the entry ids
/// (`None` for a system checkpoint, which cannot be kept).
pub fn choose_cut(messages: &[ContextMessage], ids: &[Option<String>], keep: u64) -> Option<usize> {
    let cut = cut_point(messages, ids, keep)?;
    let before = &messages[..cut];
    // Only a checkpoint and an earlier summary before the cut: a new summary would gain nothing.
    before
        .iter()
        .any(|m| {
            !matches!(
                m,
                ContextMessage::Message(Message::System(_))
                    | ContextMessage::CompactionSummary { .. }
            )
        })
        .then_some(cut)
}

/// Where the kept part starts, whatever comes before it: a context whose older messages stay
/// in the file (`session::older`) has something to summarise even when nothing in memory is
/// before this point.
pub fn cut_point(messages: &[ContextMessage], ids: &[Option<String>], keep: u64) -> Option<usize> {
    // What an earlier compaction summarised is gone; its summary is summarised again.
    let floor = messages
        .iter()
        .rposition(|m| matches!(m, ContextMessage::CompactionSummary { .. }))
        .map_or(0, |i| i + 1);
    let mut kept = 0u64;
    let mut cut = None;
    for i in (floor..messages.len()).rev() {
        kept += message_tokens(&messages[i]);
        let allowed = may_start_kept(&messages[i]) && ids.get(i).is_some_and(Option::is_some);
        if !allowed {
            continue;
        }
        if kept <= keep || cut.is_none() {
            cut = Some(i);
        }
        if kept > keep {
            break;
        }
    }
    cut
}

#[cfg(test)]
mod tests {
    use super::{choose_cut, message_tokens};
    use crate::ai::types::{
        AssistantMessage, ContentBlock, Message, StopReason, SystemMessage, ToolResultMessage,
        UserContent, UserMessage,
    };
    use crate::session::ContextMessage;

    fn user(text: &str) -> ContextMessage {
        ContextMessage::Message(Message::User(UserMessage {
            content: UserContent::Text(text.into()),
            origin: None,
            timestamp: 0,
        }))
    }

    fn assistant(text: &str) -> ContextMessage {
        ContextMessage::Message(Message::Assistant(AssistantMessage {
            content: vec![ContentBlock::text(text)],
            api: crate::ai::types::Api::AnthropicMessages,
            provider: "p".into(),
            model: "m".into(),
            usage: Default::default(),
            stop_reason: StopReason::Stop,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 0,
        }))
    }

    fn result(text: &str) -> ContextMessage {
        ContextMessage::Message(Message::ToolResult(ToolResultMessage {
            tool_call_id: "c".into(),
            tool_name: "bash".into(),
            content: vec![ContentBlock::text(text)],
            details: None,
            is_error: false,
            timestamp: 0,
        }))
    }

    fn system() -> ContextMessage {
        ContextMessage::Message(Message::System(SystemMessage {
            sections: Default::default(),
            tools: None,
            tools_added: None,
            tools_removed: None,
            timestamp: 0,
        }))
    }

    /// Kinds by letter: u user, a assistant, r tool result, s system checkpoint, c summary.
    fn build(kinds: &str, size: usize) -> (Vec<ContextMessage>, Vec<Option<String>>) {
        let text = "x".repeat(size);
        let messages: Vec<ContextMessage> = kinds
            .chars()
            .map(|k| match k {
                'u' => user(&text),
                'a' => assistant(&text),
                'r' => result(&text),
                's' => system(),
                _ => ContextMessage::CompactionSummary {
                    summary: text.clone(),
                    tokens_before: 1,
                },
            })
            .collect();
        let ids = kinds
            .chars()
            .enumerate()
            .map(|(i, k)| (k != 's').then(|| format!("e{i}")))
            .collect();
        (messages, ids)
    }

    #[test]
    fn cut_table() {
        // (kinds, how many trailing messages the budget holds exactly, expected cut)
        let cases: [(&str, usize, Option<usize>); 9] = [
            ("uaua", 2, Some(2)),
            // A tool result never starts the kept part: its call stays with it.
            ("uarua", 3, Some(3)),
            ("uarua", 4, Some(1)),
            ("uar", 1, Some(1)),
            // Even the last message does not fit: keep it alone.
            ("uaua", 0, Some(3)),
            // Everything fits: nothing to summarise.
            ("uaua", 4, None),
            // The system checkpoint is not something to summarise.
            ("su", 0, None),
            // An earlier summary is summarised again, never kept.
            ("scuaua", 2, Some(4)),
            ("scua", 2, None),
        ];
        for (kinds, trailing, want) in cases {
            let (m, ids) = build(kinds, 400);
            let keep: u64 = m[m.len() - trailing..].iter().map(message_tokens).sum();
            assert_eq!(choose_cut(&m, &ids, keep), want, "{kinds} keep {trailing}");
        }
    }
}
