//! The summary request. It sends the session's system prompt and tool table exactly as the
//! turn loop does (rendered from the same recorded system state), with tool choice "none", and
//! the instruction as the last user message: the prompt cache of the session's largest request
//! still matches, and Anthropic accepts the tool blocks in the history.

use crate::agent::compaction::CompactError;
use crate::agent::prompt;
use crate::ai::apis::RequestOptions;
use crate::ai::model::Model;
use crate::ai::stream;
use crate::ai::transform;
use crate::ai::types::{
    Context, Message, StopReason, ThinkingLevel, Usage, UserContent, UserMessage,
};
use crate::session::SystemState;
use crate::util::cancel::Cancel;
use crate::util::time::now_ms;

/// Who to ask, and how.
pub(crate) struct Asker<'a> {
    pub model: &'a Model,
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
}

/// The request context: the recorded system prompt and tools, `history`, then `instruction`.
pub(crate) fn context(
    system: &SystemState,
    history: &[Message],
    instruction: String,
    model: &Model,
) -> Context {
    let mut messages = transform::for_model(history, model);
    messages.push(Message::User(UserMessage {
        content: UserContent::Text(instruction),
        origin: None,
        timestamp: now_ms(),
    }));
    Context {
        system_prompt: prompt::render(&system.sections),
        messages,
        tools: system.tools.clone(),
    }
}

impl Asker<'_> {
    /// Asks for the summary; returns its text and the request's usage.
    pub(crate) fn ask(
        &self,
        ctx: &Context,
        cancel: &Cancel,
    ) -> Result<(String, Usage), CompactError> {
        let opts = RequestOptions {
            api_key: self.api_key.clone(),
            thinking: self.thinking,
            max_tokens: None,
            forbid_tool_calls: true,
        };
        let message = stream::complete(self.model, ctx, &opts, cancel);
        if cancel.is_cancelled() || message.stop_reason == StopReason::Aborted {
            return Err(CompactError::Aborted);
        }
        if message.stop_reason == StopReason::Error {
            let why = message
                .error_message
                .clone()
                .unwrap_or_else(|| "the provider gave no reason".into());
            return Err(CompactError::Request(why));
        }
        let text = message.text();
        if text.trim().is_empty() {
            return Err(CompactError::Request(format!(
                "`{}` answered without any text (stop reason {:?})",
                self.model.spec(),
                message.stop_reason
            )));
        }
        Ok((text.trim().to_string(), message.usage))
    }
}
