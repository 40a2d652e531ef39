//! A turn as OpenAI Responses sends it: `response.created`, one output item per content block
//! (reasoning, message or function call) with its deltas, then `response.completed`,
//! `response.incomplete` or `response.failed` carrying the whole response and its usage.

use serde_json::{Value, json};

use super::render::{CREATED, Ctx, Event};
use super::turn::{Block, Turn, argument_pieces, thinking_pieces};

/// `input_tokens` counts cached tokens too, as the real API does.
fn usage(turn: &Turn) -> Value {
    let u = turn.usage;
    let input = u.input + u.cache_read + u.cache_write;
    json!({"input_tokens": input, "input_tokens_details": {"cached_tokens": u.cache_read},
           "output_tokens": u.output,
           "output_tokens_details": {"reasoning_tokens": turn.reasoning_tokens.unwrap_or(0)},
           "total_tokens": input + u.output})
}

fn response(cx: &Ctx, status: &str, output: Vec<Value>, usage: Value) -> Value {
    json!({"id": cx.id, "object": "response", "created_at": CREATED, "status": status,
           "model": cx.model, "output": output, "usage": usage, "error": null,
           "incomplete_details": null})
}

/// The finished output item of block number `o`.
fn item(cx: &Ctx, o: usize, block: &Block) -> Value {
    let n = cx.n;
    match block {
        Block::Thinking { text, signature } => {
            json!({"id": format!("rs_{n}_{o}"), "type": "reasoning",
            "summary": [{"type": "summary_text", "text": text}], "encrypted_content": signature})
        }
        Block::Redacted(data) => json!({"id": format!("rs_{n}_{o}"), "type": "reasoning",
            "summary": [], "encrypted_content": data}),
        Block::Text(text) => json!({"id": format!("msg_{n}_{o}"), "type": "message",
            "status": "completed", "role": "assistant",
            "content": [{"type": "output_text", "text": text, "annotations": []}]}),
        Block::Tool {
            id,
            name,
            arguments,
        } => json!({"id": format!("fc_{n}_{o}"),
            "type": "function_call", "status": "completed", "call_id": id, "name": name,
            "arguments": arguments.to_string()}),
    }
}

/// The finished response: completed, or incomplete when the turn stops for another reason.
fn finished(turn: &Turn, cx: &Ctx, output: Vec<Value>) -> Value {
    let mut done = response(cx, "completed", output, usage(turn));
    match turn.stop_kind() {
        "stop" | "toolUse" => {}
        other => {
            let reason = if other == "length" {
                "max_output_tokens"
            } else {
                other
            };
            done["status"] = json!("incomplete");
            done["incomplete_details"] = json!({"reason": reason});
        }
    }
    done
}

pub(super) fn whole(turn: &Turn, cx: &Ctx) -> Value {
    let output = turn
        .blocks
        .iter()
        .enumerate()
        .map(|(o, b)| item(cx, o, b))
        .collect();
    finished(turn, cx, output)
}

/// An event of type `kind` about one part of an item: `at` plus `key: value`.
fn about(at: &Value, kind: &str, key: &str, value: Value) -> Value {
    let mut event = at.clone();
    event["type"] = json!(kind);
    event[key] = value;
    event
}

/// The events between `output_item.added` and `output_item.done` of one block.
fn item_events(turn: &Turn, o: usize, block: &Block, done: &Value) -> Vec<Value> {
    let id = &done["id"];
    let mut events = Vec::new();
    match block {
        Block::Thinking { text, .. } => {
            let at = json!({"item_id": id, "output_index": o, "summary_index": 0});
            let part = |text: &str| json!({"type": "summary_text", "text": text});
            events.push(about(
                &at,
                "response.reasoning_summary_part.added",
                "part",
                part(""),
            ));
            for piece in thinking_pieces(text) {
                events.push(about(
                    &at,
                    "response.reasoning_summary_text.delta",
                    "delta",
                    json!(piece),
                ));
            }
            events.push(about(
                &at,
                "response.reasoning_summary_text.done",
                "text",
                json!(text),
            ));
            events.push(about(
                &at,
                "response.reasoning_summary_part.done",
                "part",
                part(text),
            ));
        }
        Block::Redacted(_) => {}
        Block::Text(text) => {
            let at = json!({"item_id": id, "output_index": o, "content_index": 0});
            let part = |text: &str| json!({"type": "output_text", "text": text, "annotations": []});
            events.push(about(&at, "response.content_part.added", "part", part("")));
            for piece in turn.text_pieces(text) {
                events.push(about(
                    &at,
                    "response.output_text.delta",
                    "delta",
                    json!(piece),
                ));
            }
            events.push(about(&at, "response.output_text.done", "text", json!(text)));
            events.push(about(&at, "response.content_part.done", "part", part(text)));
        }
        Block::Tool { arguments, .. } => {
            let at = json!({"item_id": id, "output_index": o});
            for piece in argument_pieces(arguments) {
                events.push(about(
                    &at,
                    "response.function_call_arguments.delta",
                    "delta",
                    json!(piece),
                ));
            }
            let whole = done["arguments"].clone();
            events.push(about(
                &at,
                "response.function_call_arguments.done",
                "arguments",
                whole,
            ));
        }
    }
    events
}

/// An item as `output_item.added` announces it: not yet filled in.
fn started(block: &Block, done: &Value) -> Value {
    let mut item = done.clone();
    match block {
        Block::Thinking { .. } | Block::Redacted(_) => {
            item["summary"] = json!([]);
            if let Some(fields) = item.as_object_mut() {
                fields.remove("encrypted_content");
            }
        }
        Block::Text(_) => {
            item["status"] = json!("in_progress");
            item["content"] = json!([]);
        }
        Block::Tool { .. } => {
            item["status"] = json!("in_progress");
            item["arguments"] = json!("");
        }
    }
    item
}

pub(super) fn stream(turn: &Turn, cx: &Ctx) -> Vec<Event> {
    let head = response(cx, "in_progress", Vec::new(), Value::Null);
    let mut events = vec![
        json!({"type": "response.created", "response": head}),
        json!({"type": "response.in_progress", "response": head}),
    ];
    let mut items = Vec::new();
    for (o, block) in turn.blocks.iter().enumerate() {
        let done = item(cx, o, block);
        events.push(
            json!({"type": "response.output_item.added", "output_index": o,
                           "item": started(block, &done)}),
        );
        events.extend(item_events(turn, o, block, &done));
        events.push(json!({"type": "response.output_item.done", "output_index": o, "item": done}));
        items.push(done);
    }
    events.push(match &turn.stream_error {
        Some((kind, message)) => {
            let mut failed = response(cx, "failed", items, Value::Null);
            failed["error"] = json!({"code": kind, "message": message});
            json!({"type": "response.failed", "response": failed})
        }
        None => {
            let done = finished(turn, cx, items);
            let kind = if done["status"] == "completed" {
                "response.completed"
            } else {
                "response.incomplete"
            };
            json!({"type": kind, "response": done})
        }
    });
    let numbered = events.into_iter().enumerate().map(|(i, mut event)| {
        event["sequence_number"] = json!(i);
        event
    });
    numbered.map(Event::typed).collect()
}
