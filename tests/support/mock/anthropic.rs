//! A turn as Anthropic Messages sends it: `message_start`, a `ping`, content blocks streamed as
//! deltas, then `message_delta` with the stop reason and output tokens, and `message_stop`.

use serde_json::{Value, json};

use super::render::{Api, Ctx, Event};
use super::turn::{Block, Turn, Usage, argument_pieces, thinking_pieces};

fn stop_reason(turn: &Turn) -> &str {
    match turn.stop_kind() {
        "stop" => "end_turn",
        "length" => "max_tokens",
        "toolUse" => "tool_use",
        other => other,
    }
}

/// `input_tokens` leaves cached tokens out, as the real API does.
fn usage(u: Usage, output: u64) -> Value {
    json!({"input_tokens": u.input, "cache_creation_input_tokens": u.cache_write,
           "cache_read_input_tokens": u.cache_read, "output_tokens": output})
}

fn block(block: &Block) -> Value {
    match block {
        Block::Thinking { text, signature } => {
            json!({"type": "thinking", "thinking": text, "signature": signature})
        }
        Block::Redacted(data) => json!({"type": "redacted_thinking", "data": data}),
        Block::Text(text) => json!({"type": "text", "text": text}),
        Block::Tool {
            id,
            name,
            arguments,
        } => {
            json!({"type": "tool_use", "id": id, "name": name, "input": arguments})
        }
    }
}

pub(super) fn whole(turn: &Turn, cx: &Ctx) -> Value {
    json!({"id": cx.id, "type": "message", "role": "assistant", "model": cx.model,
           "content": turn.blocks.iter().map(block).collect::<Vec<_>>(),
           "stop_reason": stop_reason(turn), "stop_sequence": null,
           "usage": usage(turn.usage, turn.usage.output)})
}

/// A block's `content_block_start` payload and its deltas.
fn streamed(turn: &Turn, b: &Block) -> (Value, Vec<Value>) {
    match b {
        Block::Thinking { text, signature } => {
            let pieces = thinking_pieces(text).into_iter();
            let mut deltas: Vec<Value> = pieces
                .map(|p| json!({"type": "thinking_delta", "thinking": p}))
                .collect();
            deltas.push(json!({"type": "signature_delta", "signature": signature}));
            (
                json!({"type": "thinking", "thinking": "", "signature": ""}),
                deltas,
            )
        }
        Block::Redacted(_) => (block(b), Vec::new()),
        Block::Text(text) => {
            let pieces = turn.text_pieces(text).into_iter();
            let deltas = pieces.map(|p| json!({"type": "text_delta", "text": p}));
            (json!({"type": "text", "text": ""}), deltas.collect())
        }
        Block::Tool {
            id,
            name,
            arguments,
        } => {
            // Like the real API, the first piece of input is empty.
            let pieces = std::iter::once(String::new()).chain(argument_pieces(arguments));
            let deltas = pieces.map(|p| json!({"type": "input_json_delta", "partial_json": p}));
            let start = json!({"type": "tool_use", "id": id, "name": name, "input": {}});
            (start, deltas.collect())
        }
    }
}

pub(super) fn stream(turn: &Turn, cx: &Ctx) -> Vec<Event> {
    let message = json!({"id": cx.id, "type": "message", "role": "assistant", "model": cx.model,
                         "content": [], "stop_reason": null, "stop_sequence": null,
                         "usage": usage(turn.usage, 1)});
    let mut events = vec![
        json!({"type": "message_start", "message": message}),
        json!({"type": "ping"}),
    ];
    for (index, b) in turn.blocks.iter().enumerate() {
        let (start, deltas) = streamed(turn, b);
        events.push(json!({"type": "content_block_start", "index": index, "content_block": start}));
        for delta in deltas {
            events.push(json!({"type": "content_block_delta", "index": index, "delta": delta}));
        }
        events.push(json!({"type": "content_block_stop", "index": index}));
    }
    if let Some((kind, message)) = &turn.stream_error {
        events.push(Api::Anthropic.error_body(kind, message));
    } else {
        events.push(json!({"type": "message_delta",
                           "delta": {"stop_reason": stop_reason(turn), "stop_sequence": null},
                           "usage": {"output_tokens": turn.usage.output}}));
        events.push(json!({"type": "message_stop"}));
    }
    events.into_iter().map(Event::typed).collect()
}
