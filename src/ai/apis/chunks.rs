//! Borrowed, typed views of the streamed chunks that carry deltas, one set per wire API. A long
//! answer is thousands of these; decoding them into `&str` / `Cow` fields skips building a
//! `serde_json::Value` tree per delta. Anything these views do not cover (usage, errors, tool
//! calls in Chat, item boundaries) goes through the parsers' general `Value` path instead.

use std::borrow::Cow;

use serde::Deserialize;
use serde::de::IgnoredAny;

/// A JSON string, borrowed from the event's data unless it holds escapes.
#[derive(Deserialize)]
pub(crate) struct Str<'a>(#[serde(borrow)] pub(crate) Cow<'a, str>);

impl Str<'_> {
    pub(crate) fn as_str(&self) -> &str {
        &self.0
    }
}

/// The text of an optional string field, empty when absent.
pub(crate) fn text<'b>(s: &'b Option<Str<'_>>) -> &'b str {
    s.as_ref().map_or("", Str::as_str)
}

/// Anthropic: `content_block_delta` (other event types are only told apart by `type`).
#[derive(Deserialize)]
pub(crate) struct AnthropicEvent<'a> {
    #[serde(rename = "type", borrow)]
    pub(crate) kind: Option<Str<'a>>,
    pub(crate) index: Option<u64>,
    #[serde(borrow)]
    pub(crate) delta: Option<AnthropicDelta<'a>>,
}

#[derive(Deserialize)]
pub(crate) struct AnthropicDelta<'a> {
    #[serde(rename = "type", borrow)]
    pub(crate) kind: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) text: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) thinking: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) partial_json: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) signature: Option<Str<'a>>,
}

/// Chat Completions: a chunk whose only choice carries text or reasoning.
#[derive(Deserialize)]
pub(crate) struct ChatChunk<'a> {
    #[serde(borrow)]
    pub(crate) id: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) choices: Option<Vec<ChatChoice<'a>>>,
    pub(crate) usage: Option<IgnoredAny>,
    pub(crate) error: Option<IgnoredAny>,
}

#[derive(Deserialize)]
pub(crate) struct ChatChoice<'a> {
    pub(crate) index: Option<u64>,
    #[serde(borrow)]
    pub(crate) delta: Option<ChatDelta<'a>>,
    #[serde(borrow)]
    pub(crate) finish_reason: Option<Str<'a>>,
}

#[derive(Deserialize)]
pub(crate) struct ChatDelta<'a> {
    #[serde(borrow)]
    pub(crate) content: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) reasoning_content: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) reasoning: Option<Str<'a>>,
    pub(crate) tool_calls: Option<IgnoredAny>,
}

/// Responses: the `*.delta` events (text, refusal, tool arguments, reasoning).
#[derive(Deserialize)]
pub(crate) struct ResponsesDelta<'a> {
    #[serde(rename = "type", borrow)]
    pub(crate) kind: Option<Str<'a>>,
    #[serde(borrow)]
    pub(crate) item_id: Option<Str<'a>>,
    pub(crate) output_index: Option<u64>,
    pub(crate) summary_index: Option<u64>,
    #[serde(borrow)]
    pub(crate) delta: Option<Str<'a>>,
}
