//! The image budget of one request (session-format.md, 投影 step 2, `image_budget`): when the
//! images of what would be sent pass `MAX_IMAGES` or `MAX_IMAGE_BYTES`, the oldest messages
//! holding images get a `context_edit{reason:"image_budget"}` whose replacement keeps their
//! text and puts a placeholder line where each image was. Newest images are kept first; the
//! message that crosses the budget loses all of its images (a replacement is one text), and so
//! does every older one. The session file keeps the images. Functions over `ops::SessionOps`,
//! run before each request after the prune (`context_edit.rs`).

use crate::agent::context_edit::{Edit, Pruned, write_edits};
use crate::agent::estimate::IMAGE_TOKENS;
use crate::agent::ops::SessionOps;
use crate::ai::types::{ContentBlock, Message, UserContent};
use crate::session::entry::{edit_mark, edit_reason};
use crate::session::{Context, ContextMessage};

/// The most images one request carries (Anthropic takes up to 100, but over 20 each image must
/// be smaller; other providers take fewer).
pub const MAX_IMAGES: usize = 20;
/// The most image data, base64 as sent, one request carries (Anthropic refuses requests over
/// 32 MB).
pub const MAX_IMAGE_BYTES: u64 = 20 * 1024 * 1024;

/// The line an image becomes.
pub fn image_placeholder() -> String {
    format!(
        "{}: the request's images were over the budget of {MAX_IMAGES} images or {} MiB, and this older one was left out. Attach it again if it is still needed.]",
        edit_mark::IMAGE,
        MAX_IMAGE_BYTES / (1024 * 1024)
    )
}

/// The blocks of a message that may hold images.
fn blocks_of(m: &Message) -> &[ContentBlock] {
    match m {
        Message::User(u) => match &u.content {
            UserContent::Blocks(b) => b,
            UserContent::Text(_) => &[],
        },
        Message::ToolResult(r) => &r.content,
        _ => &[],
    }
}

/// How many images the blocks hold and the bytes of their data.
fn images_in(blocks: &[ContentBlock]) -> (usize, u64) {
    blocks.iter().fold((0, 0), |(n, bytes), b| match b {
        ContentBlock::Image { data, .. } => (n + 1, bytes + data.len() as u64),
        _ => (n, bytes),
    })
}

/// Whether the messages' images pass the budget (the cheap check before each request).
pub(crate) fn over_budget(messages: &[Message]) -> bool {
    let (n, bytes) = messages
        .iter()
        .map(|m| images_in(blocks_of(m)))
        .fold((0, 0), |(n, b), (n2, b2)| (n + n2, b + b2));
    n > MAX_IMAGES || bytes > MAX_IMAGE_BYTES
}

/// The text a message with images becomes: its text blocks, and the placeholder line for each
/// image, in order.
fn replacement(blocks: &[ContentBlock]) -> String {
    let parts: Vec<String> = blocks
        .iter()
        .filter_map(|b| match b {
            ContentBlock::Text { text, .. } => Some(text.clone()),
            ContentBlock::Image { .. } => Some(image_placeholder()),
            _ => None,
        })
        .collect();
    parts.join("\n")
}

/// The blocks of a context message that may hold images.
fn context_blocks(m: &ContextMessage) -> &[ContentBlock] {
    match m {
        ContextMessage::Message(m) => blocks_of(m),
        ContextMessage::Custom {
            content: UserContent::Blocks(b),
            ..
        } => b,
        _ => &[],
    }
}

/// The messages whose images go: walking from the newest, the one whose images pass the
/// budget and every older one with images.
pub(crate) fn budget_targets(ctx: &Context) -> Vec<Edit> {
    let (mut n, mut bytes) = (0usize, 0u64);
    let mut over = false;
    let mut out = Vec::new();
    for (m, id) in ctx.messages.iter().zip(&ctx.entry_ids).rev() {
        let blocks = context_blocks(m);
        let (count, size) = images_in(blocks);
        if count == 0 {
            continue;
        }
        n += count;
        bytes += size;
        over = over || n > MAX_IMAGES || bytes > MAX_IMAGE_BYTES;
        if let (true, Some(id)) = (over, id) {
            out.push(Edit {
                target: id.clone(),
                replacement: replacement(blocks),
                saved: count as u64 * IMAGE_TOKENS,
            });
        }
    }
    out.reverse();
    out
}

/// Before a request, on the session thread: takes the oldest images out of what is sent when
/// they pass the budget. A failed write is kept, so the run stops before its request.
pub(crate) fn budget_if_over(s: &impl SessionOps) -> Option<Pruned> {
    if !s.read_messages(over_budget) {
        return None;
    }
    let result = s
        .context()
        .and_then(|ctx| write_edits(s, budget_targets(&ctx), edit_reason::IMAGE_BUDGET));
    match result {
        Ok(p) => Some(p),
        Err(e) => {
            s.note_failed_write(e.to_string());
            None
        }
    }
}
