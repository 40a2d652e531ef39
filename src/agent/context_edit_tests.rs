//! Tables for the context edits' choice of targets: which tool results a prune takes, and
//! which messages the image budget takes.

use serde_json::json;

use crate::agent::context_edit::{MIN_RESULT_TOKENS, placeholder, prune_targets};
use crate::agent::context_edit_images::{MAX_IMAGES, budget_targets, image_placeholder};
use crate::ai::types::Message;
use crate::session::{Context, ContextMessage};

fn msg(v: serde_json::Value) -> Message {
    serde_json::from_value(v).unwrap_or_else(|e| panic!("{e}"))
}

fn user(text: &str) -> Message {
    msg(json!({"role": "user", "content": text, "timestamp": 0}))
}

fn reply() -> Message {
    msg(json!({
        "role": "assistant", "content": [{"type": "text", "text": "ok"}],
        "api": "anthropic-messages", "provider": "p", "model": "m",
        "usage": {"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 0},
        "stopReason": "toolUse", "timestamp": 0
    }))
}

fn result(bytes: usize) -> Message {
    msg(json!({
        "role": "toolResult", "toolCallId": "c", "toolName": "read",
        "content": [{"type": "text", "text": "x".repeat(bytes)}], "isError": false, "timestamp": 0
    }))
}

fn context(messages: Vec<Message>) -> Context {
    let n = messages.len();
    Context {
        messages: messages.into_iter().map(ContextMessage::Message).collect(),
        entry_ids: (0..n).map(|i| Some(format!("e{i}"))).collect(),
        ..Context::default()
    }
}

#[test]
fn prune_takes_old_seen_large_results_only() {
    let big = (MIN_RESULT_TOKENS * 4 * 3) as usize;
    let ctx = context(vec![
        user("q1"),
        reply(),
        result(big),   // e2: old, large → pruned
        result(40),    // e3: small → kept
        reply(),
        result(big),   // e5: inside the kept tail
        reply(),
        result(big),   // e7: not seen yet
    ]);
    let targets: Vec<String> = prune_targets(&ctx, 900)
        .into_iter()
        .map(|e| e.target)
        .collect();
    assert_eq!(targets, ["e2"]);
    // Without a kept tail everything seen goes, but never the unseen result.
    let all: Vec<String> = prune_targets(&ctx, 0).into_iter().map(|e| e.target).collect();
    assert_eq!(all, ["e2", "e5"]);
    // A result already replaced is not pruned again.
    let mut again = ctx.clone();
    again.messages[2] = ContextMessage::Message(msg(json!({
        "role": "toolResult", "toolCallId": "c", "toolName": "read",
        "content": [{"type": "text", "text": placeholder("read", 900) + &"y".repeat(big)}],
        "isError": false, "timestamp": 0
    })));
    let left: Vec<String> = prune_targets(&again, 0).into_iter().map(|e| e.target).collect();
    assert_eq!(left, ["e5"]);
}

fn with_images(text: &str, n: usize) -> Message {
    let mut blocks = vec![json!({"type": "text", "text": text})];
    blocks.extend((0..n).map(|_| json!({"type": "image", "data": "AAAA", "mimeType": "image/png"})));
    msg(json!({"role": "user", "content": blocks, "timestamp": 0}))
}

#[test]
fn the_image_budget_drops_the_oldest_first() {
    let ctx = context(vec![
        with_images("first", 2),
        reply(),
        with_images("second", MAX_IMAGES - 1),
        reply(),
        with_images("third", 1),
    ]);
    let edits = budget_targets(&ctx);
    let targets: Vec<&str> = edits.iter().map(|e| e.target.as_str()).collect();
    assert_eq!(targets, ["e0"]);
    let line = image_placeholder();
    assert_eq!(edits[0].replacement, format!("first\n{line}\n{line}"));
    // Within the budget: nothing.
    assert!(budget_targets(&context(vec![with_images("a", MAX_IMAGES)])).is_empty());
    // The crossing message and everything older go.
    let ctx = context(vec![
        with_images("a", 1),
        with_images("b", MAX_IMAGES),
        with_images("c", 1),
    ]);
    let targets: Vec<String> = budget_targets(&ctx).into_iter().map(|e| e.target).collect();
    assert_eq!(targets, ["e0", "e1"]);
}
