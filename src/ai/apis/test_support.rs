//! Shared pieces of the wire API unit tests: a priced model for each API and a driver that runs an
//! SSE byte stream through a parser and a real `Partial`, the way `ai::stream` does.

use std::io::Read;
use crate::util::wake_channel as mpsc;

use crate::ai::apis::{Flow, WireParser};
use crate::ai::event::AssistantEvent;
use crate::ai::model::{Model, Prices};
use crate::ai::partial::Partial;
use crate::ai::sse::SseReader;
use crate::ai::types::{Api, AssistantMessage};

/// A model with round prices (USD per million tokens) so costs are easy to check.
pub fn test_model(api: Api) -> Model {
    let (provider, id, base_url) = match api {
        Api::AnthropicMessages => ("anthropic", "claude-test", "https://api.anthropic.com"),
        Api::OpenaiCompletions => ("openai", "gpt-test", "https://api.openai.com/v1"),
        Api::OpenaiResponses => ("openai", "gpt-test-r", "https://api.openai.com/v1"),
    };
    Model {
        provider: provider.to_string(),
        id: id.to_string(),
        name: id.to_string(),
        api,
        base_url: base_url.to_string(),
        reasoning: false,
        input: vec!["text".to_string(), "image".to_string()],
        cost: Prices {
            input: 3.0,
            output: 15.0,
            cache_read: 0.3,
            cache_write: 3.75,
        },
        context_window: 200_000,
        max_tokens: 8192,
        headers: vec![("x-extra".to_string(), "1".to_string())],
        channel: None,
    }
}

/// What one parsed stream produced.
pub struct Run {
    pub events: Vec<AssistantEvent>,
    pub message: AssistantMessage,
    pub flow: Flow,
}

/// Feeds `sse` through `parser` until it says the stream is over, then finishes the partial as the
/// driver would. A stream that ends without a final event fails as a cut stream.
pub fn run(parser: &mut dyn WireParser, model: &Model, sse: &[u8]) -> Run {
    run_reader(parser, model, sse)
}

/// `run`, with the body handed out one byte per read.
pub fn run_trickled(parser: &mut dyn WireParser, model: &Model, sse: &[u8]) -> Run {
    run_reader(parser, model, OneByte(sse))
}

struct OneByte<'a>(&'a [u8]);

impl Read for OneByte<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        match (self.0.split_first(), out.first_mut()) {
            (Some((b, rest)), Some(slot)) => {
                *slot = *b;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

fn run_reader(parser: &mut dyn WireParser, model: &Model, sse: impl Read) -> Run {
    let (tx, rx) = mpsc::channel();
    let mut partial = Partial::new(model, tx);
    let mut reader = SseReader::new(sse);
    let flow = loop {
        match reader.next_event().expect("in-memory read") {
            Some(event) => match parser.on_event(&event, &mut partial) {
                Flow::Continue => {}
                other => break other,
            },
            None => break Flow::Failed("cut".into(), Default::default()),
        }
    };
    let message = match &flow {
        Flow::Done(reason) => partial.finish(*reason),
        Flow::Failed(text, info) => partial.fail(text.clone(), info.clone()),
        Flow::Continue => unreachable!(),
    };
    let events = rx.try_iter().flatten().map(|item| item.event).collect();
    Run {
        events,
        message,
        flow,
    }
}

/// Builds an SSE body from `(event name, JSON data)` pairs.
pub fn sse(events: &[(&str, &str)]) -> Vec<u8> {
    let mut out = String::new();
    for (name, data) in events {
        if !name.is_empty() {
            out.push_str(&format!("event: {name}\n"));
        }
        out.push_str(&format!("data: {data}\n\n"));
    }
    out.into_bytes()
}

/// The event sequence without the final event's full message, for compact assertions.
pub fn kinds(events: &[AssistantEvent]) -> Vec<String> {
    events
        .iter()
        .map(|e| match e {
            AssistantEvent::Start => "start".to_string(),
            AssistantEvent::TextStart { content_index } => format!("text_start {content_index}"),
            AssistantEvent::TextDelta {
                content_index,
                delta,
            } => {
                format!("text_delta {content_index} {delta}")
            }
            AssistantEvent::TextEnd {
                content_index,
                content,
            } => {
                format!("text_end {content_index} {content}")
            }
            AssistantEvent::ThinkingStart { content_index } => {
                format!("thinking_start {content_index}")
            }
            AssistantEvent::ThinkingDelta {
                content_index,
                delta,
            } => {
                format!("thinking_delta {content_index} {delta}")
            }
            AssistantEvent::ThinkingEnd {
                content_index,
                content,
            } => {
                format!("thinking_end {content_index} {content}")
            }
            AssistantEvent::ToolcallStart {
                content_index,
                id,
                name,
            } => {
                format!("toolcall_start {content_index} {id} {name}")
            }
            AssistantEvent::ToolcallDelta {
                content_index,
                delta,
            } => {
                format!("toolcall_delta {content_index} {delta}")
            }
            AssistantEvent::ToolcallEnd {
                content_index,
                tool_call,
            } => format!(
                "toolcall_end {content_index} {} {} {}",
                tool_call.id, tool_call.name, tool_call.arguments
            ),
            AssistantEvent::Done { reason, .. } => format!("done {}", reason.as_str()),
            AssistantEvent::Error { reason, .. } => format!("error {}", reason.as_str()),
        })
        .collect()
}
