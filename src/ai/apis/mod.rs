//! The three wire APIs. Each one turns a `Context` into an HTTP request body and parses the
//! server's SSE events into `Partial` calls; the shared driver in `ai::stream` does the I/O.

pub mod anthropic;
mod chunks;
mod common;
#[cfg(test)]
mod forbid_tools_tests;
pub mod openai_chat;
pub mod openai_responses;
#[cfg(test)]
pub(crate) mod test_support;

use serde_json::Value;

use crate::ai::event::ErrorInfo;
use crate::ai::model::Model;
use crate::ai::partial::Partial;
use crate::ai::sse::SseEvent;
use crate::ai::types::{Api, Context, StopReason, ThinkingLevel};

/// Per-request options that are not part of the conversation.
#[derive(Clone, Debug, Default)]
pub struct RequestOptions {
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
    /// Overrides the model's `max_tokens`.
    pub max_tokens: Option<u64>,
    /// Tool choice "none": the compaction summary request sends the session's tool table
    /// unchanged (so the prompt cache still matches, and Anthropic accepts the tool blocks in
    /// the history) but must not let the model call a tool.
    pub forbid_tool_calls: bool,
}

/// A request ready to send: never logged as a whole, because headers carry the key.
pub struct HttpRequest {
    pub url: String,
    pub headers: Vec<(String, String)>,
    pub body: Value,
}

/// What the parser says after one SSE event.
#[derive(Debug, PartialEq)]
pub enum Flow {
    Continue,
    /// The final event arrived.
    Done(StopReason),
    /// The server reported a failure in the stream.
    Failed(String, ErrorInfo),
}

pub trait WireParser: Send {
    fn on_event(&mut self, event: &SseEvent, partial: &mut Partial) -> Flow;
}

pub fn build_request(model: &Model, ctx: &Context, opts: &RequestOptions) -> HttpRequest {
    match model.api {
        Api::AnthropicMessages => anthropic::build_request(model, ctx, opts),
        Api::OpenaiCompletions => openai_chat::build_request(model, ctx, opts),
        Api::OpenaiResponses => openai_responses::build_request(model, ctx, opts),
    }
}

pub fn parser(api: Api) -> Box<dyn WireParser> {
    match api {
        Api::AnthropicMessages => Box::new(anthropic::Parser::default()),
        Api::OpenaiCompletions => Box::new(openai_chat::Parser::default()),
        Api::OpenaiResponses => Box::new(openai_responses::Parser::default()),
    }
}
