//! A turn as OpenAI Chat Completions sends it: `data:` chunks of deltas (role first, then
//! `reasoning_content`, `content` and `tool_calls` pieces), a chunk with the `finish_reason`, the
//! usage chunk with empty `choices` when asked for, and `data: [DONE]`.

use serde_json::{Value, json};

use super::render::{Api, CREATED, Ctx, Event};
use super::turn::{Block, Turn, argument_pieces, thinking_pieces};

fn finish_reason(turn: &Turn) -> &str {
    match turn.stop_kind() {
        "toolUse" => "tool_calls",
        other => other,
    }
}

/// `prompt_tokens` counts cached tokens too, as the real API does.
fn usage(turn: &Turn) -> Value {
    let u = turn.usage;
    let prompt = u.input + u.cache_read + u.cache_write;
    json!({"prompt_tokens": prompt, "completion_tokens": u.output,
           "total_tokens": prompt + u.output,
           "prompt_tokens_details": {"cached_tokens": u.cache_read},
           "completion_tokens_details": {"reasoning_tokens": turn.reasoning_tokens.unwrap_or(0)}})
}

pub(super) fn whole(turn: &Turn, cx: &Ctx) -> Value {
    let (mut text, mut reasoning, mut calls) = (String::new(), String::new(), Vec::new());
    for block in &turn.blocks {
        match block {
            Block::Thinking { text: t, .. } => reasoning += t,
            Block::Redacted(_) => {}
            Block::Text(t) => text += t,
            Block::Tool {
                id,
                name,
                arguments,
            } => {
                let function = json!({"name": name, "arguments": arguments.to_string()});
                calls.push(json!({"id": id, "type": "function", "function": function}));
            }
        }
    }
    let content = if text.is_empty() {
        Value::Null
    } else {
        json!(text)
    };
    let mut message = json!({"role": "assistant", "content": content});
    if !reasoning.is_empty() {
        message["reasoning_content"] = json!(reasoning);
    }
    if !calls.is_empty() {
        message["tool_calls"] = json!(calls);
    }
    json!({"id": cx.id, "object": "chat.completion", "created": CREATED, "model": cx.model,
           "choices": [{"index": 0, "message": message, "finish_reason": finish_reason(turn)}],
           "usage": usage(turn)})
}

pub(super) fn stream(turn: &Turn, cx: &Ctx) -> Vec<Event> {
    let chunk = |choices: Value| {
        let mut chunk = json!({"id": cx.id, "object": "chat.completion.chunk", "created": CREATED,
                               "model": cx.model, "choices": choices});
        if cx.include_usage {
            // With usage asked for, the real API sends `"usage": null` until the last chunk.
            chunk["usage"] = Value::Null;
        }
        chunk
    };
    let delta = |delta: Value| chunk(json!([{"index": 0, "delta": delta, "finish_reason": null}]));
    let mut chunks = vec![delta(json!({"role": "assistant", "content": ""}))];
    let mut tool_index = 0;
    for block in &turn.blocks {
        match block {
            Block::Thinking { text, .. } => {
                let pieces = thinking_pieces(text).into_iter();
                chunks.extend(pieces.map(|p| delta(json!({"reasoning_content": p}))));
            }
            Block::Redacted(_) => {}
            Block::Text(text) => {
                let pieces = turn.text_pieces(text).into_iter();
                chunks.extend(pieces.map(|p| delta(json!({"content": p}))));
            }
            Block::Tool {
                id,
                name,
                arguments,
            } => {
                let first = json!({"index": tool_index, "id": id, "type": "function",
                                   "function": {"name": name, "arguments": ""}});
                chunks.push(delta(json!({"tool_calls": [first]})));
                for piece in argument_pieces(arguments) {
                    let call = json!({"index": tool_index, "function": {"arguments": piece}});
                    chunks.push(delta(json!({"tool_calls": [call]})));
                }
                tool_index += 1;
            }
        }
    }
    if let Some((kind, message)) = &turn.stream_error {
        chunks.push(Api::Chat.error_body(kind, message));
    } else {
        let finish = finish_reason(turn);
        chunks.push(chunk(
            json!([{"index": 0, "delta": {}, "finish_reason": finish}]),
        ));
        if cx.include_usage {
            let mut last = chunk(json!([]));
            last["usage"] = usage(turn);
            chunks.push(last);
        }
    }
    let mut events: Vec<Event> = chunks.into_iter().map(Event::data).collect();
    events.push(Event::done());
    events
}
