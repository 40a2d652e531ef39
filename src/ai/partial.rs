//! `Partial`: the assistant message under construction while a stream is parsed. Every wire parser
//! drives it with the same calls, and it emits the matching `AssistantEvent`s, so block indices,
//! end events, usage pricing and the final message are handled in one place.


use serde_json::Value;

use crate::ai::event::{AssistantEvent, ErrorInfo, StreamItem};
use crate::ai::model::Model;
use crate::ai::types::{AssistantMessage, ContentBlock, StopReason, ToolCall, Usage};
use crate::util::time::now_ms;
use crate::util::wake_channel::Sender;

pub struct Partial {
    pub message: AssistantMessage,
    prices: crate::ai::model::Prices,
    /// Raw argument text of tool-call blocks, by content index.
    args: Vec<String>,
    ended: Vec<bool>,
    started: bool,
    /// Events not yet sent: they go out in batches, one channel wake-up per batch.
    pending: Vec<StreamItem>,
    tx: Sender<Vec<StreamItem>>,
    /// The request's key, redacted from the error text (with every registered key).
    key: Option<String>,
}

impl Partial {
    pub fn new(model: &Model, tx: Sender<Vec<StreamItem>>) -> Partial {
        Partial {
            message: AssistantMessage {
                content: Vec::new(),
                api: model.api,
                provider: model.provider.clone(),
                model: model.id.clone(),
                usage: Usage::default(),
                stop_reason: StopReason::Stop,
                response_id: None,
                thinking_level: None,
                raw_stop_reason: None,
                error_message: None,
                timestamp: now_ms(),
            },
            prices: model.cost.clone(),
            args: Vec::new(),
            ended: Vec::new(),
            started: false,
            pending: Vec::new(),
            tx,
            key: None,
        }
    }

    /// Sets the request's key, which `fail` redacts from the error text.
    pub fn with_key(mut self, key: Option<&str>) -> Partial {
        self.key = key.map(str::to_string);
        self
    }

    fn emit(&mut self, event: AssistantEvent) {
        let usage = self.message.usage.clone();
        self.pending.push(StreamItem { event, usage });
    }

    /// Sends the events gathered so far. The driver calls it whenever it is about to wait for the
    /// network, so nothing is held back while the stream is idle; final events flush themselves.
    pub fn flush(&mut self) {
        // What the stream thread staged for its next socket read goes first (ai/handoff.rs).
        crate::ai::handoff::before_socket_read();
        if !self.pending.is_empty() {
            // A closed receiver means the consumer went away (abort); nothing is left to tell.
            let _ = self.tx.send(std::mem::take(&mut self.pending));
        }
    }

    /// Hands the events emitted since the last flush to `handoff::stage` (the stream thread's
    /// batch for its next socket read).
    pub fn stage(&mut self) {
        if !self.pending.is_empty()
            && let Some(back) = crate::ai::handoff::stage(std::mem::take(&mut self.pending))
        {
            self.pending = back;
            self.flush();
        }
    }

    /// Emits `start` once; every other call does it implicitly.
    pub fn start(&mut self) {
        if !self.started {
            self.started = true;
            self.emit(AssistantEvent::Start);
        }
    }

    fn push_block(&mut self, block: ContentBlock) -> usize {
        self.start();
        self.message.content.push(block);
        self.args.push(String::new());
        self.ended.push(false);
        self.message.content.len() - 1
    }

    pub fn text_start(&mut self) -> usize {
        let i = self.push_block(ContentBlock::text(""));
        self.emit(AssistantEvent::TextStart { content_index: i });
        i
    }

    pub fn text_delta(&mut self, i: usize, delta: &str) {
        if delta.is_empty() {
            return;
        }
        if let Some(ContentBlock::Text { text, .. }) = self.message.content.get_mut(i) {
            text.push_str(delta);
            self.emit(AssistantEvent::TextDelta {
                content_index: i,
                delta: delta.to_string(),
            });
        }
    }

    pub fn thinking_start(&mut self) -> usize {
        let i = self.push_block(ContentBlock::Thinking {
            thinking: String::new(),
            thinking_signature: None,
            redacted: false,
        });
        self.emit(AssistantEvent::ThinkingStart { content_index: i });
        i
    }

    pub fn thinking_delta(&mut self, i: usize, delta: &str) {
        if delta.is_empty() {
            return;
        }
        if let Some(ContentBlock::Thinking { thinking, .. }) = self.message.content.get_mut(i) {
            thinking.push_str(delta);
            self.emit(AssistantEvent::ThinkingDelta {
                content_index: i,
                delta: delta.to_string(),
            });
        }
    }

    /// Appends to the signature of a thinking block (Anthropic sends it in pieces).
    pub fn thinking_signature(&mut self, i: usize, piece: &str) {
        if let Some(ContentBlock::Thinking {
            thinking_signature, ..
        }) = self.message.content.get_mut(i)
        {
            thinking_signature
                .get_or_insert_with(String::new)
                .push_str(piece);
        }
    }

    /// A redacted thinking block arrives whole: `data` is opaque and goes back unchanged.
    pub fn redacted_thinking(&mut self, data: &str) -> usize {
        let i = self.push_block(ContentBlock::Thinking {
            thinking: String::new(),
            thinking_signature: Some(data.to_string()),
            redacted: true,
        });
        self.emit(AssistantEvent::ThinkingStart { content_index: i });
        self.end_block(i);
        i
    }

    pub fn toolcall_start(&mut self, id: &str, name: &str) -> usize {
        let i = self.push_block(ContentBlock::ToolCall {
            id: id.to_string(),
            name: name.to_string(),
            arguments: Value::Object(Default::default()),
        });
        self.emit(AssistantEvent::ToolcallStart {
            content_index: i,
            id: id.to_string(),
            name: name.to_string(),
        });
        i
    }

    pub fn toolcall_delta(&mut self, i: usize, delta: &str) {
        if delta.is_empty() || i >= self.args.len() {
            return;
        }
        self.args[i].push_str(delta);
        self.emit(AssistantEvent::ToolcallDelta {
            content_index: i,
            delta: delta.to_string(),
        });
    }

    /// Sets a tool call's id or name when it arrives after the block began (OpenAI chat).
    pub fn toolcall_fill(&mut self, i: usize, new_id: Option<&str>, new_name: Option<&str>) {
        if let Some(ContentBlock::ToolCall { id, name, .. }) = self.message.content.get_mut(i) {
            if let Some(v) = new_id.filter(|v| !v.is_empty()) {
                *id = v.to_string();
            }
            if let Some(v) = new_name.filter(|v| !v.is_empty()) {
                *name = v.to_string();
            }
        }
    }

    /// Ends one block: emits its `*_end` event; a tool call's arguments are parsed here.
    pub fn end_block(&mut self, i: usize) {
        if i >= self.ended.len() || self.ended[i] {
            return;
        }
        self.ended[i] = true;
        let raw = std::mem::take(&mut self.args[i]);
        let event = match &mut self.message.content[i] {
            ContentBlock::Text { text, .. } => AssistantEvent::TextEnd {
                content_index: i,
                content: text.clone(),
            },
            ContentBlock::Thinking { thinking, .. } => AssistantEvent::ThinkingEnd {
                content_index: i,
                content: thinking.clone(),
            },
            ContentBlock::ToolCall {
                id,
                name,
                arguments,
            } => {
                *arguments = parse_arguments(&raw);
                AssistantEvent::ToolcallEnd {
                    content_index: i,
                    tool_call: ToolCall {
                        id: id.clone(),
                        name: name.clone(),
                        arguments: arguments.clone(),
                    },
                }
            }
            ContentBlock::Image { .. } => return,
        };
        self.emit(event);
    }

    pub fn end_open_blocks(&mut self) {
        for i in 0..self.ended.len() {
            self.end_block(i);
        }
    }

    /// Replaces the usage, filling the total and the cost from the model's prices.
    pub fn set_usage(&mut self, mut usage: Usage) {
        usage.recompute_total();
        usage.cost = Some(self.prices.price(&usage));
        self.message.usage = usage;
    }

    /// Ends the stream successfully.
    pub fn finish(mut self, reason: StopReason) -> AssistantMessage {
        self.start();
        self.end_open_blocks();
        self.message.stop_reason = reason;
        let message = self.message.clone();
        self.emit(AssistantEvent::Done {
            reason,
            message: message.clone(),
        });
        self.flush();
        message
    }

    /// Ends the stream as a failure: the partial content is kept, with `errorMessage`. Keys are
    /// redacted from the text first: a provider may echo the key in its error body.
    pub fn fail(mut self, text: String, info: ErrorInfo) -> AssistantMessage {
        let keys: Vec<&str> = self.key.as_deref().into_iter().collect();
        let text = crate::ai::secrets::redact(&text, &keys);
        self.start();
        self.end_open_blocks();
        let reason = if info.kind == crate::ai::event::ErrorKind::Aborted {
            StopReason::Aborted
        } else {
            StopReason::Error
        };
        self.message.stop_reason = reason;
        self.message.error_message = Some(text);
        let message = self.message.clone();
        self.emit(AssistantEvent::Error {
            reason,
            message: message.clone(),
            info,
        });
        self.flush();
        message
    }

    pub fn has_tool_calls(&self) -> bool {
        self.message
            .content
            .iter()
            .any(|b| matches!(b, ContentBlock::ToolCall { .. }))
    }
}

/// Parses streamed tool arguments. Empty means `{}`; text that is not JSON is kept as a string so
/// the schema check can tell the model exactly what was wrong.
fn parse_arguments(raw: &str) -> Value {
    if raw.trim().is_empty() {
        return Value::Object(Default::default());
    }
    serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_string()))
}
