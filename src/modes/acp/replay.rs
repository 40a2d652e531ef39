//! `session/load`: the session's branch replayed as `session/update`s before the load is
//! answered — user messages as user chunks, the assistant's thinking and text as thought and
//! message chunks, each tool call as a `tool_call` followed by its final `tool_call_update`.

use std::collections::HashMap;
use std::path::Path;

use serde_json::json;

use crate::ai::types::{ContentBlock, Message, ToolResultMessage, UserContent};
use crate::modes::acp::tool_view;
use crate::modes::acp::types::{SessionUpdate, text_block};
use crate::modes::acp::updates::finished;

/// The updates that replay `messages` (the branch, oldest first).
pub fn replay(messages: &[Message], cwd: &Path) -> Vec<SessionUpdate> {
    let results: HashMap<&str, &ToolResultMessage> = messages
        .iter()
        .filter_map(|m| match m {
            Message::ToolResult(r) => Some((r.tool_call_id.as_str(), r)),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for message in messages {
        match message {
            Message::User(u) => match &u.content {
                UserContent::Text(t) => out.push(SessionUpdate::UserMessageChunk {
                    content: text_block(t.clone()),
                }),
                UserContent::Blocks(blocks) => {
                    for b in blocks {
                        let content = match b {
                            ContentBlock::Text { text, .. } => text_block(text.clone()),
                            ContentBlock::Image { data, mime_type } => {
                                json!({"type": "image", "data": data, "mimeType": mime_type})
                            }
                            _ => continue,
                        };
                        out.push(SessionUpdate::UserMessageChunk { content });
                    }
                }
            },
            Message::Assistant(a) => {
                for b in &a.content {
                    match b {
                        ContentBlock::Thinking { thinking, .. } if !thinking.is_empty() => {
                            out.push(SessionUpdate::AgentThoughtChunk {
                                content: text_block(thinking.clone()),
                            })
                        }
                        ContentBlock::Text { text, .. } if !text.is_empty() => {
                            out.push(SessionUpdate::agent_text(text.clone()))
                        }
                        ContentBlock::ToolCall {
                            id,
                            name,
                            arguments,
                        } => {
                            out.push(SessionUpdate::ToolCall(tool_view::announce(
                                id, name, arguments, cwd,
                            )));
                            if let Some(r) = results.get(id.as_str()) {
                                out.push(finished(
                                    id,
                                    name,
                                    arguments,
                                    &r.content,
                                    r.details.as_ref(),
                                    r.is_error,
                                    cwd,
                                ));
                            }
                        }
                        _ => {}
                    }
                }
            }
            Message::ToolResult(_) | Message::System(_) => {}
        }
    }
    out
}
