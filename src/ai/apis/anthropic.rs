//! Anthropic Messages (`POST {baseUrl}/v1/messages`, streaming): builds the request body from a
//! `Context`, with prompt-cache breakpoints and thinking, and parses the SSE events into `Partial`
//! calls. Anthropic numbers content blocks itself, so its indices are mapped onto ours.

use serde_json::{Value, json};

use crate::ai::apis::chunks::{AnthropicEvent, Str, text};
use crate::ai::apis::common::{arguments_object, endpoint, object_or_fail, str_at, u64_at};
use crate::ai::apis::{Flow, HttpRequest, RequestOptions, WireParser};
use crate::ai::classify::stream_error;
use crate::ai::event::{ErrorInfo, ErrorKind};
use crate::ai::model::Model;
use crate::ai::partial::Partial;
use crate::ai::sse::SseEvent;
use crate::ai::transform;
use crate::ai::types::{
    AssistantMessage, ContentBlock, Context, Message, StopReason, ToolResultMessage, Usage,
    UserContent,
};

pub const API_VERSION: &str = "2023-06-01";

/// Room left for the answer when `max_tokens` has to be raised above the thinking budget.
const ANSWER_ROOM: u64 = 4096;

pub fn build_request(model: &Model, ctx: &Context, opts: &RequestOptions) -> HttpRequest {
    let mut headers = vec![
        ("content-type".to_string(), "application/json".to_string()),
        ("anthropic-version".to_string(), API_VERSION.to_string()),
    ];
    if let Some(key) = opts.api_key.as_ref().filter(|k| !k.is_empty()) {
        headers.push(("x-api-key".to_string(), key.clone()));
    }
    headers.extend(model.headers.iter().cloned());

    let mut max_tokens = opts.max_tokens.unwrap_or(model.max_tokens).max(1);
    let budget = opts.thinking.anthropic_budget().filter(|_| model.reasoning);
    if let Some(budget) = budget
        && max_tokens <= budget
    {
        max_tokens = budget + ANSWER_ROOM;
    }
    let mut body = json!({
        "model": model.id,
        "max_tokens": max_tokens,
        "stream": true,
    });
    if !ctx.system_prompt.is_empty() {
        body["system"] = json!([{
            "type": "text",
            "text": ctx.system_prompt,
            "cache_control": {"type": "ephemeral"},
        }]);
    }
    body["messages"] = Value::Array(messages(&transform::for_model(&ctx.messages, model)));
    if !ctx.tools.is_empty() {
        let mut tools: Vec<Value> = ctx
            .tools
            .iter()
            .map(|t| {
                json!({"name": t.name, "description": t.description, "input_schema": t.parameters})
            })
            .collect();
        if let Some(last) = tools.last_mut() {
            last["cache_control"] = json!({"type": "ephemeral"});
        }
        body["tools"] = Value::Array(tools);
        if opts.forbid_tool_calls {
            body["tool_choice"] = json!({"type": "none"});
        }
    }
    if let Some(budget) = budget {
        body["thinking"] = json!({"type": "enabled", "budget_tokens": budget});
    }
    HttpRequest {
        url: endpoint(&model.base_url, "v1/messages"),
        headers,
        body,
    }
}

/// The wire messages; consecutive tool results share one user message, and the newest user-role
/// message carries the cache breakpoint on its last block.
fn messages(history: &[Message]) -> Vec<Value> {
    let mut out = Vec::new();
    let mut results = Vec::new();
    for message in history {
        if let Message::ToolResult(r) = message {
            results.push(tool_result(r));
            continue;
        }
        if !results.is_empty() {
            out.push(json!({"role": "user", "content": std::mem::take(&mut results)}));
        }
        let (role, content) = match message {
            Message::User(u) => ("user", user_content(&u.content)),
            Message::Assistant(a) => ("assistant", assistant_content(a)),
            Message::System(_) | Message::ToolResult(_) => continue,
        };
        if !content.is_empty() {
            out.push(json!({"role": role, "content": content}));
        }
    }
    if !results.is_empty() {
        out.push(json!({"role": "user", "content": results}));
    }
    let newest_user = out.iter_mut().rev().find(|m| m["role"] == "user");
    if let Some(Value::Array(blocks)) = newest_user.map(|m| &mut m["content"])
        && let Some(last) = blocks.last_mut()
    {
        last["cache_control"] = json!({"type": "ephemeral"});
    }
    out
}

fn user_content(content: &UserContent) -> Vec<Value> {
    match content {
        UserContent::Text(text) if text.is_empty() => Vec::new(),
        UserContent::Text(text) => vec![json!({"type": "text", "text": text})],
        UserContent::Blocks(blocks) => blocks.iter().filter_map(input_block).collect(),
    }
}

/// Text and image blocks, as user messages and tool results carry them.
fn input_block(block: &ContentBlock) -> Option<Value> {
    match block {
        ContentBlock::Text { text, .. } if !text.is_empty() => {
            Some(json!({"type": "text", "text": text}))
        }
        ContentBlock::Image { data, mime_type } => Some(json!({
            "type": "image",
            "source": {"type": "base64", "media_type": mime_type, "data": data},
        })),
        _ => None,
    }
}

fn assistant_content(message: &AssistantMessage) -> Vec<Value> {
    let mut out = Vec::new();
    for block in &message.content {
        match block {
            ContentBlock::Text { text, .. } if !text.is_empty() => {
                out.push(json!({"type": "text", "text": text}));
            }
            ContentBlock::Thinking {
                thinking_signature: Some(data),
                redacted: true,
                ..
            } if !data.is_empty() => {
                out.push(json!({"type": "redacted_thinking", "data": data}));
            }
            ContentBlock::Thinking {
                thinking,
                thinking_signature: Some(sig),
                redacted: false,
            } if !sig.is_empty() => {
                out.push(json!({"type": "thinking", "thinking": thinking, "signature": sig}));
            }
            // Unsigned thinking (a cut stream) cannot go back as thinking; keep its words.
            ContentBlock::Thinking {
                thinking,
                redacted: false,
                ..
            } if !thinking.trim().is_empty() => {
                out.push(json!({"type": "text", "text": thinking}));
            }
            ContentBlock::ToolCall {
                id,
                name,
                arguments,
            } => out.push(json!({
                "type": "tool_use",
                "id": id,
                "name": name,
                "input": arguments_object(arguments),
            })),
            _ => {}
        }
    }
    out
}

fn tool_result(r: &ToolResultMessage) -> Value {
    let content: Vec<Value> = r.content.iter().filter_map(input_block).collect();
    let mut block = json!({"type": "tool_result", "tool_use_id": r.tool_call_id});
    if !content.is_empty() {
        block["content"] = Value::Array(content);
    }
    block["is_error"] = Value::Bool(r.is_error);
    block
}

/// Stream state: Anthropic block index → our content index, the usage so far, the stop reason.
#[derive(Default)]
pub struct Parser {
    blocks: Vec<(u64, usize)>,
    usage: Usage,
    stop: Option<StopReason>,
}

impl Parser {
    fn ours(&self, v: &Value) -> Option<usize> {
        self.ours_at(u64_at(v, "/index")?)
    }

    fn ours_at(&self, index: u64) -> Option<usize> {
        self.blocks
            .iter()
            .find(|(theirs, _)| *theirs == index)
            .map(|(_, ours)| *ours)
    }

    fn map(&mut self, v: &Value, ours: usize) {
        let Some(index) = u64_at(v, "/index") else {
            return;
        };
        self.blocks.retain(|(theirs, _)| *theirs != index);
        self.blocks.push((index, ours));
    }

    /// Reads the usage fields present in `u`; absent ones keep their value.
    fn read_usage(&mut self, u: Option<&Value>, partial: &mut Partial) {
        let Some(u) = u.filter(|u| u.is_object()) else {
            return;
        };
        let fields = [
            ("/input_tokens", &mut self.usage.input, false),
            ("/output_tokens", &mut self.usage.output, false),
            ("/cache_read_input_tokens", &mut self.usage.cache_read, true),
            (
                "/cache_creation_input_tokens",
                &mut self.usage.cache_write,
                true,
            ),
        ];
        for (pointer, slot, is_cache) in fields {
            if let Some(n) = u64_at(u, pointer) {
                *slot = n;
                self.usage.cache_reported |= is_cache;
            }
        }
        partial.set_usage(self.usage.clone());
    }

    fn block_start(&mut self, v: &Value, partial: &mut Partial) {
        let Some(block) = v.get("content_block") else {
            return;
        };
        let ours = match str_at(block, "/type") {
            Some("text") => {
                let i = partial.text_start();
                partial.text_delta(i, str_at(block, "/text").unwrap_or(""));
                i
            }
            Some("thinking") => {
                let i = partial.thinking_start();
                partial.thinking_delta(i, str_at(block, "/thinking").unwrap_or(""));
                if let Some(sig) = str_at(block, "/signature").filter(|s| !s.is_empty()) {
                    partial.thinking_signature(i, sig);
                }
                i
            }
            Some("redacted_thinking") => {
                partial.redacted_thinking(str_at(block, "/data").unwrap_or(""))
            }
            Some("tool_use") => {
                let id = str_at(block, "/id").unwrap_or("");
                let i = partial.toolcall_start(id, str_at(block, "/name").unwrap_or(""));
                if let Some(input) = block
                    .get("input")
                    .filter(|x| x.as_object().is_some_and(|o| !o.is_empty()))
                {
                    partial.toolcall_delta(i, &input.to_string());
                }
                i
            }
            // Server tools and their results have no place in our content.
            _ => return,
        };
        self.map(v, ours);
    }

    /// A `content_block_delta`, decoded into borrowed fields: the bulk of every stream.
    fn block_delta(&mut self, e: &AnthropicEvent<'_>, partial: &mut Partial) {
        let Some(i) = e.index.and_then(|index| self.ours_at(index)) else {
            return;
        };
        let Some(delta) = &e.delta else { return };
        match delta.kind.as_ref().map(Str::as_str) {
            Some("text_delta") => partial.text_delta(i, text(&delta.text)),
            Some("thinking_delta") => partial.thinking_delta(i, text(&delta.thinking)),
            Some("signature_delta") => partial.thinking_signature(i, text(&delta.signature)),
            Some("input_json_delta") => partial.toolcall_delta(i, text(&delta.partial_json)),
            _ => {}
        }
    }

    fn message_delta(&mut self, v: &Value, partial: &mut Partial) {
        if let Some(raw) = str_at(v, "/delta/stop_reason") {
            self.stop = Some(match raw {
                "max_tokens" | "model_context_window_exceeded" => StopReason::Length,
                "tool_use" => StopReason::ToolUse,
                "refusal" => StopReason::Error,
                _ => StopReason::Stop,
            });
            partial.message.raw_stop_reason = Some(raw.to_string());
        }
        self.read_usage(v.get("usage"), partial);
    }

    fn finish(&self, partial: &Partial) -> Flow {
        if self.stop == Some(StopReason::Error) {
            let info = ErrorInfo {
                kind: ErrorKind::Provider,
                retryable: false,
                retry_after: None,
            };
            return Flow::Failed(
                "The model declined to answer (stop reason: refusal)".into(),
                info,
            );
        }
        match self.stop {
            Some(reason) => Flow::Done(reason),
            None if partial.has_tool_calls() => Flow::Done(StopReason::ToolUse),
            None => Flow::Done(StopReason::Stop),
        }
    }
}

impl WireParser for Parser {
    fn on_event(&mut self, event: &SseEvent, partial: &mut Partial) -> Flow {
        // Deltas take the typed path; every other event, the general one.
        if let Ok(e) = serde_json::from_str::<AnthropicEvent<'_>>(&event.data) {
            let kind = e.kind.as_ref().map(Str::as_str).or(event.event.as_deref());
            if kind == Some("content_block_delta") {
                self.block_delta(&e, partial);
                return Flow::Continue;
            }
        }
        let v = match object_or_fail(&event.data) {
            Ok(v) => v,
            Err(flow) => return flow,
        };
        let kind = str_at(&v, "/type").or(event.event.as_deref()).unwrap_or("");
        match kind {
            "message_start" => {
                partial.start();
                if let Some(id) = str_at(&v, "/message/id") {
                    partial.message.response_id = Some(id.to_string());
                }
                self.read_usage(crate::ai::apis::common::at(&v, "/message/usage"), partial);
            }
            "content_block_start" => self.block_start(&v, partial),
            "content_block_stop" => {
                if let Some(i) = self.ours(&v) {
                    partial.end_block(i);
                }
            }
            "message_delta" => self.message_delta(&v, partial),
            "message_stop" => return self.finish(partial),
            "error" => {
                let kind = str_at(&v, "/error/type").unwrap_or("error");
                let message = str_at(&v, "/error/message").unwrap_or("the stream failed");
                let retryable = matches!(kind, "overloaded_error" | "api_error" | "timeout_error")
                    || kind.contains("rate_limit");
                let (text, info) = stream_error(format!("{kind}: {message}"), retryable);
                return Flow::Failed(text, info);
            }
            _ => {}
        }
        Flow::Continue
    }
}

#[cfg(test)]
#[path = "anthropic_tests.rs"]
mod tests;
