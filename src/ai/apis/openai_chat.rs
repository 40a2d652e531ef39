//! OpenAI Chat Completions (`POST {baseUrl}/chat/completions`, streaming), the dialect most local
//! and third-party servers speak: builds the request body and parses the chunk stream. Servers
//! differ in the details (reasoning fields, ids arriving late, `stop` sent with tool calls, usage
//! fields missing), so the parser trusts what it sees over what the chunk claims.

use serde_json::{Map, Value, json};

use crate::ai::apis::chunks::{ChatChunk, Str, text};
use crate::ai::apis::common::{
    arguments_object, bearer, data_url, endpoint, object_or_fail, str_at, u64_at,
};
use crate::ai::apis::{Flow, HttpRequest, RequestOptions, WireParser};
use crate::ai::classify::stream_error;
use crate::ai::event::{ErrorInfo, ErrorKind};
use crate::ai::model::Model;
use crate::ai::partial::Partial;
use crate::ai::sse::SseEvent;
use crate::ai::transform;
use crate::ai::types::{
    AssistantMessage, ContentBlock, Context, Message, StopReason, Usage, UserContent, join_text,
};

pub fn build_request(model: &Model, ctx: &Context, opts: &RequestOptions) -> HttpRequest {
    let mut headers = vec![("content-type".to_string(), "application/json".to_string())];
    headers.extend(bearer(opts.api_key.as_ref()));
    headers.extend(model.headers.iter().cloned());

    let mut messages = Vec::new();
    if !ctx.system_prompt.is_empty() {
        let role = if model.reasoning {
            "developer"
        } else {
            "system"
        };
        messages.push(json!({"role": role, "content": ctx.system_prompt}));
    }
    messages.extend(wire_messages(&transform::for_model(&ctx.messages, model)));

    let max_tokens = opts.max_tokens.unwrap_or(model.max_tokens).max(1);
    let mut body = json!({
        "model": model.id,
        "messages": messages,
        "stream": true,
        "stream_options": {"include_usage": true},
    });
    match opts.thinking.openai_effort().filter(|_| model.reasoning) {
        Some(effort) => {
            body["max_completion_tokens"] = json!(max_tokens);
            body["reasoning_effort"] = json!(effort);
        }
        None => body["max_tokens"] = json!(max_tokens),
    }
    if !ctx.tools.is_empty() {
        let tools: Vec<Value> = ctx
            .tools
            .iter()
            .map(|t| {
                json!({"type": "function", "function": {
                    "name": t.name, "description": t.description, "parameters": t.parameters,
                }})
            })
            .collect();
        body["tools"] = Value::Array(tools);
        if opts.forbid_tool_calls {
            body["tool_choice"] = json!("none");
        }
    }
    HttpRequest {
        url: endpoint(&model.base_url, "chat/completions"),
        headers,
        body,
    }
}

/// The conversation as chat messages. Tool messages carry text only, so images from a run of
/// tool results follow it in one user message.
fn wire_messages(history: &[Message]) -> Vec<Value> {
    let mut out = Vec::new();
    let mut images = Vec::new();
    for message in history {
        if !matches!(message, Message::ToolResult(_)) && !images.is_empty() {
            out.push(images_message(std::mem::take(&mut images)));
        }
        match message {
            Message::User(u) => {
                out.push(json!({"role": "user", "content": user_content(&u.content)}))
            }
            Message::Assistant(a) => out.extend(assistant(a)),
            Message::ToolResult(r) => {
                images.extend(r.content.iter().filter_map(image_part));
                out.push(json!({
                    "role": "tool",
                    "tool_call_id": r.tool_call_id,
                    "content": join_text(&r.content),
                }));
            }
            Message::System(_) => {}
        }
    }
    if !images.is_empty() {
        out.push(images_message(images));
    }
    out
}

fn images_message(mut parts: Vec<Value>) -> Value {
    parts.insert(
        0,
        json!({"type": "text", "text": "Images from the tool results above:"}),
    );
    json!({"role": "user", "content": parts})
}

fn image_part(block: &ContentBlock) -> Option<Value> {
    match block {
        ContentBlock::Image { data, mime_type } => {
            Some(json!({"type": "image_url", "image_url": {"url": data_url(mime_type, data)}}))
        }
        _ => None,
    }
}

/// A plain string, or content parts when there are images.
fn user_content(content: &UserContent) -> Value {
    match content {
        UserContent::Text(text) => json!(text),
        UserContent::Blocks(blocks) if blocks.iter().any(|b| image_part(b).is_some()) => {
            let parts: Vec<Value> = blocks
                .iter()
                .filter_map(|b| match b {
                    ContentBlock::Text { text, .. } => Some(json!({"type": "text", "text": text})),
                    other => image_part(other),
                })
                .collect();
            Value::Array(parts)
        }
        UserContent::Blocks(blocks) => json!(join_text(blocks)),
    }
}

fn assistant(message: &AssistantMessage) -> Option<Value> {
    let text = message.text();
    let calls: Vec<Value> = message
        .tool_calls()
        .into_iter()
        .map(|c| {
            json!({"id": c.id, "type": "function", "function": {
                "name": c.name,
                "arguments": arguments_object(&c.arguments).to_string(),
            }})
        })
        .collect();
    if text.is_empty() && calls.is_empty() {
        return None;
    }
    let mut out = Map::new();
    out.insert("role".into(), json!("assistant"));
    out.insert(
        "content".into(),
        if text.is_empty() {
            Value::Null
        } else {
            json!(text)
        },
    );
    if !calls.is_empty() {
        out.insert("tool_calls".into(), Value::Array(calls));
    }
    Some(Value::Object(out))
}

/// Stream state: the open text and thinking blocks, tool calls by their `index`, the finish.
#[derive(Default)]
pub struct Parser {
    text: Option<usize>,
    thinking: Option<usize>,
    tools: Vec<(u64, usize)>,
    finish: Option<String>,
}

impl Parser {
    fn thinking_piece(&mut self, piece: &str, partial: &mut Partial) {
        if let Some(i) = self.text.take() {
            partial.end_block(i);
        }
        let i = *self
            .thinking
            .get_or_insert_with(|| partial.thinking_start());
        partial.thinking_delta(i, piece);
    }

    fn text_piece(&mut self, piece: &str, partial: &mut Partial) {
        if let Some(i) = self.thinking.take() {
            partial.end_block(i);
        }
        let i = *self.text.get_or_insert_with(|| partial.text_start());
        partial.text_delta(i, piece);
    }

    fn tool_piece(&mut self, position: usize, call: &Value, partial: &mut Partial) {
        for open in [self.text.take(), self.thinking.take()]
            .into_iter()
            .flatten()
        {
            partial.end_block(open);
        }
        let index = u64_at(call, "/index").unwrap_or(position as u64);
        let id = str_at(call, "/id");
        let name = str_at(call, "/function/name");
        let i = match self.tools.iter().find(|(theirs, _)| *theirs == index) {
            Some((_, ours)) => {
                partial.toolcall_fill(*ours, id, name);
                *ours
            }
            None => {
                let i = partial.toolcall_start(id.unwrap_or(""), name.unwrap_or(""));
                self.tools.push((index, i));
                i
            }
        };
        match crate::ai::apis::common::at(call, "/function/arguments") {
            Some(Value::String(piece)) => partial.toolcall_delta(i, piece),
            // Some servers send the arguments whole, as an object.
            Some(whole @ Value::Object(_)) => partial.toolcall_delta(i, &whole.to_string()),
            _ => {}
        }
    }

    fn choice(&mut self, choice: &Value, partial: &mut Partial) {
        if let Some(delta) = choice.get("delta") {
            let reasoning =
                str_at(delta, "/reasoning_content").or_else(|| str_at(delta, "/reasoning"));
            if let Some(piece) = reasoning.filter(|p| !p.is_empty()) {
                self.thinking_piece(piece, partial);
            }
            if let Some(piece) = str_at(delta, "/content").filter(|p| !p.is_empty()) {
                self.text_piece(piece, partial);
            }
            if let Some(calls) = delta.get("tool_calls").and_then(Value::as_array) {
                for (position, call) in calls.iter().enumerate() {
                    self.tool_piece(position, call, partial);
                }
            }
        }
        // Blocks end at `[DONE]`: some servers repeat `finish_reason` (even as "") on every chunk.
        if let Some(reason) = str_at(choice, "/finish_reason").filter(|r| !r.is_empty()) {
            self.finish = Some(reason.to_string());
            partial.message.raw_stop_reason = Some(reason.to_string());
        }
    }

    /// Gives id-less tool calls an id, then ends every block.
    fn close(&mut self, partial: &mut Partial) {
        for (_, i) in &self.tools {
            if let Some(ContentBlock::ToolCall { id, .. }) = partial.message.content.get(*i)
                && id.is_empty()
            {
                let made = format!("call_{}_{i}", partial.message.timestamp);
                partial.toolcall_fill(*i, Some(&made), None);
            }
        }
        self.text = None;
        self.thinking = None;
        partial.end_open_blocks();
    }

    fn done(&mut self, partial: &mut Partial) -> Flow {
        self.close(partial);
        if partial.has_tool_calls() {
            return Flow::Done(StopReason::ToolUse);
        }
        match self.finish.as_deref() {
            Some("length") => Flow::Done(StopReason::Length),
            Some("content_filter") => {
                let info = ErrorInfo {
                    kind: ErrorKind::Provider,
                    retryable: false,
                    retry_after: None,
                };
                Flow::Failed(
                    "The provider's content filter stopped the answer".into(),
                    info,
                )
            }
            _ => Flow::Done(StopReason::Stop),
        }
    }
}

fn read_usage(u: &Value, partial: &mut Partial) {
    let prompt = u64_at(u, "/prompt_tokens").unwrap_or(0);
    let cached = u64_at(u, "/prompt_tokens_details/cached_tokens");
    let usage = Usage {
        input: prompt.saturating_sub(cached.unwrap_or(0)),
        output: u64_at(u, "/completion_tokens").unwrap_or(0),
        cache_read: cached.unwrap_or(0),
        cache_write: 0,
        reasoning: u64_at(u, "/completion_tokens_details/reasoning_tokens"),
        total_tokens: 0,
        cost: None,
        cache_reported: cached.is_some(),
    };
    partial.set_usage(usage);
}

fn chunk_error(error: &Value) -> Flow {
    let message = str_at(error, "/message")
        .or_else(|| error.as_str())
        .unwrap_or("the provider reported an error");
    let code = [str_at(error, "/code"), str_at(error, "/type")]
        .into_iter()
        .flatten();
    let words = [
        "rate_limit",
        "server_error",
        "overloaded",
        "timeout",
        "unavailable",
    ];
    let mut retryable = code
        .into_iter()
        .any(|c| words.iter().any(|w| c.contains(w)));
    if let Some(status) = u64_at(error, "/code") {
        retryable |= status == 429 || (500..600).contains(&status);
    }
    let (text, info) = stream_error(message.to_string(), retryable);
    Flow::Failed(text, info)
}

impl Parser {
    /// A chunk of text or reasoning, decoded into borrowed fields: the bulk of every stream.
    /// Returns false for anything else (tool calls, usage, errors), which takes the `Value` path.
    fn fast_chunk(&mut self, data: &str, partial: &mut Partial) -> bool {
        let Ok(chunk) = serde_json::from_str::<ChatChunk<'_>>(data) else {
            return false;
        };
        let choices = chunk.choices.as_deref().unwrap_or(&[]);
        let simple = chunk.usage.is_none()
            && chunk.error.is_none()
            && choices
                .iter()
                .all(|c| c.delta.as_ref().is_none_or(|d| d.tool_calls.is_none()));
        if !simple {
            return false;
        }
        partial.start();
        if partial.message.response_id.is_none() {
            let id = text(&chunk.id);
            if !id.is_empty() {
                partial.message.response_id = Some(id.to_string());
            }
        }
        let Some(choice) = choices.iter().find(|c| c.index.unwrap_or(0) == 0) else {
            return true;
        };
        if let Some(delta) = &choice.delta {
            let reasoning = delta
                .reasoning_content
                .as_ref()
                .or(delta.reasoning.as_ref());
            if let Some(piece) = reasoning.map(Str::as_str).filter(|p| !p.is_empty()) {
                self.thinking_piece(piece, partial);
            }
            let piece = text(&delta.content);
            if !piece.is_empty() {
                self.text_piece(piece, partial);
            }
        }
        let reason = text(&choice.finish_reason);
        if !reason.is_empty() {
            self.finish = Some(reason.to_string());
            partial.message.raw_stop_reason = Some(reason.to_string());
        }
        true
    }
}

impl WireParser for Parser {
    fn on_event(&mut self, event: &SseEvent, partial: &mut Partial) -> Flow {
        if event.data.trim() == "[DONE]" {
            return self.done(partial);
        }
        if self.fast_chunk(&event.data, partial) {
            return Flow::Continue;
        }
        let v = match object_or_fail(&event.data) {
            Ok(v) => v,
            Err(flow) => return flow,
        };
        if let Some(error) = v.get("error").filter(|e| !e.is_null()) {
            return chunk_error(error);
        }
        partial.start();
        if partial.message.response_id.is_none()
            && let Some(id) = str_at(&v, "/id").filter(|id| !id.is_empty())
        {
            partial.message.response_id = Some(id.to_string());
        }
        if let Some(choices) = v.get("choices").and_then(Value::as_array) {
            let first = choices
                .iter()
                .find(|c| u64_at(c, "/index").unwrap_or(0) == 0);
            if let Some(choice) = first {
                self.choice(choice, partial);
            }
        }
        if let Some(u) = v.get("usage").filter(|u| u.is_object()) {
            read_usage(u, partial);
        }
        Flow::Continue
    }
}

#[cfg(test)]
#[path = "openai_chat_tests.rs"]
mod tests;
