//! OpenAI Responses (`POST {baseUrl}/responses`, streaming, `store: false`): builds the input item
//! list from a `Context` and parses the typed event stream. The conversation is kept by ama, so
//! reasoning items come back with their encrypted content, stored on the thinking block as the
//! item's JSON in `thinking_signature`.

use serde_json::{Value, json};

use crate::ai::apis::chunks::{ResponsesDelta, Str};
use crate::ai::apis::common::{
    arguments_object, bearer, data_url, endpoint, object_or_fail, parse_object, str_at, u64_at,
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

    let mut body = json!({
        "model": model.id,
        "input": input_items(&transform::for_model(&ctx.messages, model)),
        "stream": true,
        "store": false,
        "max_output_tokens": opts.max_tokens.unwrap_or(model.max_tokens).max(1),
    });
    if !ctx.system_prompt.is_empty() {
        body["instructions"] = json!(ctx.system_prompt);
    }
    if !ctx.tools.is_empty() {
        let tools: Vec<Value> = ctx
            .tools
            .iter()
            .map(|t| {
                json!({
                    "type": "function",
                    "name": t.name,
                    "description": t.description,
                    "parameters": t.parameters,
                })
            })
            .collect();
        body["tools"] = Value::Array(tools);
        if opts.forbid_tool_calls {
            body["tool_choice"] = json!("none");
        }
    }
    if let Some(effort) = opts.thinking.openai_effort().filter(|_| model.reasoning) {
        body["reasoning"] = json!({"effort": effort, "summary": "auto"});
        body["include"] = json!(["reasoning.encrypted_content"]);
    }
    HttpRequest {
        url: endpoint(&model.base_url, "responses"),
        headers,
        body,
    }
}

/// The conversation as input items. A function call output carries text, so images from a run of
/// results follow it as one user item.
fn input_items(history: &[Message]) -> Vec<Value> {
    let mut out = Vec::new();
    let mut images = Vec::new();
    for message in history {
        if !matches!(message, Message::ToolResult(_)) && !images.is_empty() {
            out.push(images_item(std::mem::take(&mut images)));
        }
        match message {
            Message::User(u) => {
                out.push(json!({"role": "user", "content": user_parts(&u.content)}))
            }
            Message::Assistant(a) => assistant_items(a, &mut out),
            Message::ToolResult(r) => {
                images.extend(r.content.iter().filter_map(image_part));
                out.push(json!({
                    "type": "function_call_output",
                    "call_id": r.tool_call_id,
                    "output": join_text(&r.content),
                }));
            }
            Message::System(_) => {}
        }
    }
    if !images.is_empty() {
        out.push(images_item(images));
    }
    out
}

fn images_item(mut parts: Vec<Value>) -> Value {
    parts.insert(
        0,
        json!({"type": "input_text", "text": "Images from the tool results above:"}),
    );
    json!({"role": "user", "content": parts})
}

fn image_part(block: &ContentBlock) -> Option<Value> {
    match block {
        ContentBlock::Image { data, mime_type } => Some(json!({
            "type": "input_image",
            "image_url": data_url(mime_type, data),
            "detail": "auto",
        })),
        _ => None,
    }
}

fn user_parts(content: &UserContent) -> Vec<Value> {
    match content {
        UserContent::Text(text) => vec![json!({"type": "input_text", "text": text})],
        UserContent::Blocks(blocks) => blocks
            .iter()
            .filter_map(|b| match b {
                ContentBlock::Text { text, .. } => {
                    Some(json!({"type": "input_text", "text": text}))
                }
                other => image_part(other),
            })
            .collect(),
    }
}

fn assistant_items(message: &AssistantMessage, out: &mut Vec<Value>) {
    for block in &message.content {
        match block {
            ContentBlock::Thinking {
                thinking_signature: Some(stored),
                ..
            } => {
                if let Some(item) = replayable_reasoning(stored) {
                    out.push(item);
                }
            }
            ContentBlock::Text { text, .. } if !text.is_empty() => out.push(json!({
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            })),
            ContentBlock::ToolCall {
                id,
                name,
                arguments,
            } => out.push(json!({
                "type": "function_call",
                "call_id": id,
                "name": name,
                "arguments": arguments_object(arguments).to_string(),
            })),
            _ => {}
        }
    }
}

/// A stored reasoning item, if it can be sent back: only with its encrypted content.
fn replayable_reasoning(stored: &str) -> Option<Value> {
    let item = parse_object(stored)?;
    let ok = str_at(&item, "/type") == Some("reasoning")
        && str_at(&item, "/encrypted_content").is_some_and(|c| !c.is_empty());
    ok.then_some(item)
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Text,
    Tool,
    Reasoning,
}

/// One output item being streamed, keyed by the server's item id.
struct Item {
    id: String,
    output_index: Option<u64>,
    index: usize,
    kind: Kind,
    got_delta: bool,
    summary_index: Option<u64>,
}

#[derive(Default)]
pub struct Parser {
    items: Vec<Item>,
}

impl Parser {
    fn find(&self, v: &Value) -> Option<usize> {
        self.find_ref(str_at(v, "/item_id"), u64_at(v, "/output_index"))
    }

    fn find_ref(&self, id: Option<&str>, output_index: Option<u64>) -> Option<usize> {
        self.items.iter().position(|it| match id {
            Some(id) => it.id == id,
            None => output_index.is_some() && it.output_index == output_index,
        })
    }

    /// The item an event refers to, started now if its `output_item.added` never came.
    fn item_for(
        &mut self,
        id: Option<&str>,
        output_index: Option<u64>,
        kind: Kind,
        partial: &mut Partial,
    ) -> usize {
        if let Some(k) = self.find_ref(id, output_index) {
            return k;
        }
        let index = match kind {
            Kind::Text => partial.text_start(),
            Kind::Reasoning => partial.thinking_start(),
            Kind::Tool => partial.toolcall_start("", ""),
        };
        self.items.push(Item {
            id: id.unwrap_or("").to_string(),
            output_index,
            index,
            kind,
            got_delta: false,
            summary_index: None,
        });
        self.items.len() - 1
    }

    fn item_added(&mut self, v: &Value, partial: &mut Partial) -> Option<usize> {
        let item = v.get("item")?;
        let (kind, index) = match str_at(item, "/type")? {
            "message" => (Kind::Text, partial.text_start()),
            "reasoning" => (Kind::Reasoning, partial.thinking_start()),
            "function_call" => {
                let call_id = str_at(item, "/call_id").unwrap_or("");
                (
                    Kind::Tool,
                    partial.toolcall_start(call_id, str_at(item, "/name").unwrap_or("")),
                )
            }
            _ => return None,
        };
        self.items.push(Item {
            id: str_at(item, "/id").unwrap_or("").to_string(),
            output_index: u64_at(v, "/output_index"),
            index,
            kind,
            got_delta: false,
            summary_index: None,
        });
        Some(self.items.len() - 1)
    }

    /// A `*.delta` event, decoded into borrowed fields: the bulk of every stream.
    fn delta(&mut self, e: &ResponsesDelta<'_>, kind: Kind, partial: &mut Partial) {
        let Some(piece) = e.delta.as_ref().map(Str::as_str) else {
            return;
        };
        let id = e.item_id.as_ref().map(Str::as_str);
        let k = self.item_for(id, e.output_index, kind, partial);
        let item = &mut self.items[k];
        if item.kind != kind {
            return;
        }
        item.got_delta = true;
        match kind {
            Kind::Text => partial.text_delta(item.index, piece),
            Kind::Tool => partial.toolcall_delta(item.index, piece),
            Kind::Reasoning => {
                let part = e.summary_index;
                if item.summary_index.is_some() && part.is_some() && part != item.summary_index {
                    partial.thinking_delta(item.index, "\n\n");
                }
                item.summary_index = part.or(item.summary_index);
                partial.thinking_delta(item.index, piece);
            }
        }
    }

    fn item_done(&mut self, v: &Value, partial: &mut Partial) {
        let Some(item) = v.get("item") else { return };
        let id = str_at(item, "/id").unwrap_or("");
        let found = self
            .items
            .iter()
            .position(|it| !id.is_empty() && it.id == id);
        let Some(k) = found.or_else(|| self.item_added(v, partial)) else {
            return;
        };
        let Item {
            index,
            kind,
            got_delta,
            ..
        } = self.items[k];
        match kind {
            Kind::Tool => {
                partial.toolcall_fill(index, str_at(item, "/call_id"), str_at(item, "/name"));
                if !got_delta {
                    partial.toolcall_delta(index, str_at(item, "/arguments").unwrap_or(""));
                }
            }
            Kind::Text if !got_delta => {
                partial.text_delta(index, &collect_text(item, "/content", "output_text"));
            }
            Kind::Reasoning => {
                if !got_delta {
                    partial.thinking_delta(index, &collect_text(item, "/summary", "summary_text"));
                }
                if str_at(item, "/encrypted_content").is_some_and(|c| !c.is_empty()) {
                    partial.thinking_signature(index, &item.to_string());
                }
            }
            Kind::Text => {}
        }
        self.items[k].got_delta = true;
        partial.end_block(index);
    }
}

/// The texts of an item's parts of one type, for servers that send items whole.
fn collect_text(item: &Value, pointer: &str, part_type: &str) -> String {
    let parts = crate::ai::apis::common::at(item, pointer)
        .and_then(Value::as_array)
        .map(Vec::as_slice)
        .unwrap_or(&[]);
    let texts: Vec<&str> = parts
        .iter()
        .filter(|p| str_at(p, "/type") == Some(part_type))
        .filter_map(|p| str_at(p, "/text"))
        .collect();
    texts.join("\n\n")
}

fn read_response(response: &Value, partial: &mut Partial) {
    if let Some(id) = str_at(response, "/id") {
        partial.message.response_id = Some(id.to_string());
    }
    let Some(u) = response.get("usage").filter(|u| u.is_object()) else {
        return;
    };
    let cached = u64_at(u, "/input_tokens_details/cached_tokens");
    partial.set_usage(Usage {
        input: u64_at(u, "/input_tokens")
            .unwrap_or(0)
            .saturating_sub(cached.unwrap_or(0)),
        output: u64_at(u, "/output_tokens").unwrap_or(0),
        cache_read: cached.unwrap_or(0),
        cache_write: 0,
        reasoning: u64_at(u, "/output_tokens_details/reasoning_tokens"),
        total_tokens: 0,
        cost: None,
        cache_reported: cached.is_some(),
    });
}

/// A `response.failed` error or an `error` event: `{code, message}`.
fn failure(error: Option<&Value>) -> Flow {
    let code = error.and_then(|e| str_at(e, "/code")).unwrap_or("");
    let message = error
        .and_then(|e| str_at(e, "/message"))
        .unwrap_or("the response failed");
    let retryable = matches!(
        code,
        "rate_limit_exceeded" | "server_error" | "server_is_overloaded" | "slow_down"
    );
    let text = if code.is_empty() {
        message.to_string()
    } else {
        format!("{code}: {message}")
    };
    let (text, mut info) = stream_error(text, retryable);
    if code == "context_length_exceeded" {
        info = ErrorInfo {
            kind: ErrorKind::ContextOverflow,
            retryable: false,
            retry_after: None,
        };
    }
    Flow::Failed(text, info)
}

/// Which content a `*.delta` event type streams, if it is one.
fn delta_kind(kind: &str) -> Option<Kind> {
    match kind {
        "response.output_text.delta" | "response.refusal.delta" => Some(Kind::Text),
        "response.function_call_arguments.delta" => Some(Kind::Tool),
        "response.reasoning_summary_text.delta" | "response.reasoning_text.delta" => {
            Some(Kind::Reasoning)
        }
        _ => None,
    }
}

impl WireParser for Parser {
    fn on_event(&mut self, event: &SseEvent, partial: &mut Partial) -> Flow {
        // Deltas take the typed path; every other event, the general one.
        if let Ok(e) = serde_json::from_str::<ResponsesDelta<'_>>(&event.data) {
            let kind = e.kind.as_ref().map(Str::as_str).or(event.event.as_deref());
            if let Some(kind) = kind.and_then(delta_kind) {
                self.delta(&e, kind, partial);
                return Flow::Continue;
            }
        }
        let v = match object_or_fail(&event.data) {
            Ok(v) => v,
            Err(flow) => return flow,
        };
        let kind = str_at(&v, "/type").or(event.event.as_deref()).unwrap_or("");
        let response = v.get("response").filter(|r| r.is_object());
        match kind {
            "response.created" | "response.in_progress" => {
                partial.start();
                if let Some(id) = response.and_then(|r| str_at(r, "/id")) {
                    partial.message.response_id = Some(id.to_string());
                }
            }
            "response.output_item.added" => {
                self.item_added(&v, partial);
            }
            "response.function_call_arguments.done" => {
                if let Some(k) = self.find(&v).filter(|k| !self.items[*k].got_delta) {
                    self.items[k].got_delta = true;
                    partial.toolcall_delta(
                        self.items[k].index,
                        str_at(&v, "/arguments").unwrap_or(""),
                    );
                }
            }
            "response.output_item.done" => self.item_done(&v, partial),
            "response.completed" => {
                let Some(r) = response else {
                    return Flow::Continue;
                };
                read_response(r, partial);
                partial.message.raw_stop_reason = str_at(r, "/status").map(str::to_string);
                let reason = if partial.has_tool_calls() {
                    StopReason::ToolUse
                } else {
                    StopReason::Stop
                };
                return Flow::Done(reason);
            }
            "response.incomplete" => {
                let Some(r) = response else {
                    return Flow::Continue;
                };
                read_response(r, partial);
                let reason = str_at(r, "/incomplete_details/reason").unwrap_or("unknown");
                partial.message.raw_stop_reason = Some(reason.to_string());
                if reason == "max_output_tokens" {
                    return Flow::Done(StopReason::Length);
                }
                let info = ErrorInfo {
                    kind: ErrorKind::Provider,
                    retryable: false,
                    retry_after: None,
                };
                return Flow::Failed(format!("The response is incomplete: {reason}"), info);
            }
            "response.failed" => {
                if let Some(r) = response {
                    read_response(r, partial);
                }
                return failure(
                    response
                        .and_then(|r| r.get("error"))
                        .filter(|e| e.is_object()),
                );
            }
            "error" => {
                return failure(Some(v.get("error").filter(|e| e.is_object()).unwrap_or(&v)));
            }
            _ => {}
        }
        Flow::Continue
    }
}

#[cfg(test)]
#[path = "openai_responses_tests.rs"]
mod tests;
