//! Claude Code transcripts (`~/.claude/projects/<dir>/<session>.jsonl`): one line per event,
//! linked by `uuid` / `parentUuid`. The current branch is the chain from the last user or
//! assistant line back to its root (a compaction boundary starts a new root, so what follows
//! it — the summary and the later turns — is what the model saw). One API response is split
//! over several `assistant` lines sharing `message.id`; they become one ama message. Tool
//! results arrive inside `user` lines and become `toolResult` messages. Everything else
//! (attachments, queue records, request logs, sub-agent sidechains, other branches) is counted.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use serde_json::Value;

use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Message, StopReason, ToolResultMessage, Usage,
    UserContent, UserMessage,
};
use crate::session::import::builder::{Builder, ms_of, origin_entry};
use crate::session::import::tools::map;
use crate::session::import::{ImportError, Source, read_lines};

/// One line that may be on the conversation's chain.
struct Rec {
    kind: String,
    uuid: String,
    parent: Option<String>,
    sidechain: bool,
    timestamp: String,
    /// `message` of user and assistant lines.
    message: Option<Value>,
}

pub(crate) fn convert(path: &Path, b: &mut Builder) -> Result<(), ImportError> {
    let mut recs = Vec::new();
    let mut session_id = None;
    read_lines(path, b, |_, v, b| {
        let kind = v.get("type").and_then(Value::as_str).unwrap_or("untyped");
        if b.cwd.is_none() {
            b.cwd = v.get("cwd").and_then(Value::as_str).map(String::from);
        }
        if session_id.is_none() {
            session_id = v.get("sessionId").and_then(Value::as_str).map(String::from);
        }
        let Some(uuid) = v.get("uuid").and_then(Value::as_str) else {
            b.drop_kind(format!("`{kind}` lines"));
            return;
        };
        let conversational = matches!(kind, "user" | "assistant");
        recs.push(Rec {
            kind: kind.to_string(),
            uuid: uuid.to_string(),
            parent: v.get("parentUuid").and_then(Value::as_str).map(String::from),
            sidechain: v.get("isSidechain").and_then(Value::as_bool) == Some(true),
            timestamp: str_of(&v, "timestamp"),
            message: conversational.then(|| v.get("message").cloned()).flatten(),
        });
    })?;
    let chain = current_branch(&recs);
    b.push_body(
        origin_entry(Source::ClaudeCode.name(), path, session_id.as_deref()),
        recs.first().map_or("", |r| &r.timestamp),
    );
    let mut conv = Conv::default();
    for (i, rec) in recs.iter().enumerate() {
        if !chain.contains(&i) {
            b.drop_kind(if rec.sidechain {
                "sub-agent (sidechain) lines"
            } else {
                "lines of other branches"
            });
            continue;
        }
        match (rec.kind.as_str(), &rec.message) {
            ("user", Some(m)) => conv.user(m, &rec.timestamp, b),
            ("assistant", Some(m)) => conv.assistant(m, &rec.timestamp, b),
            (kind, _) => b.drop_kind(format!("`{kind}` lines")),
        }
    }
    Ok(())
}

fn str_of(v: &Value, key: &str) -> String {
    v.get(key).and_then(Value::as_str).unwrap_or_default().to_string()
}

/// The indexes of the lines from the last user or assistant line (not a sidechain's) back to
/// its root.
fn current_branch(recs: &[Rec]) -> HashSet<usize> {
    let by_id: HashMap<&str, usize> = recs
        .iter()
        .enumerate()
        .map(|(i, r)| (r.uuid.as_str(), i))
        .collect();
    let mut chain = HashSet::new();
    let leaf = recs
        .iter()
        .rposition(|r| !r.sidechain && matches!(r.kind.as_str(), "user" | "assistant"));
    let mut at = leaf;
    while let Some(i) = at {
        if !chain.insert(i) {
            break; // a cycle: stop rather than loop
        }
        at = recs[i].parent.as_deref().and_then(|p| by_id.get(p).copied());
    }
    chain
}

/// The conversion's state: the tool names by call id, and the API message the last assistant
/// entry came from (its lines are merged).
#[derive(Default)]
struct Conv {
    calls: HashMap<String, String>,
    open_message: Option<String>,
}

impl Conv {
    fn user(&mut self, m: &Value, timestamp: &str, b: &mut Builder) {
        self.open_message = None;
        let ms = ms_of(timestamp);
        let blocks = match m.get("content") {
            Some(Value::String(s)) => {
                let content = UserContent::Text(s.clone());
                b.push(user(content, ms), timestamp);
                return;
            }
            Some(Value::Array(blocks)) => blocks,
            _ => {
                b.drop_kind("user lines without content");
                return;
            }
        };
        let mut content = Vec::new();
        for block in blocks {
            match block.get("type").and_then(Value::as_str) {
                Some("tool_result") => {
                    let id = str_of(block, "tool_use_id");
                    let name = self.calls.get(&id).cloned().unwrap_or_else(|| "unknown".into());
                    let result = ToolResultMessage {
                        tool_call_id: id,
                        tool_name: name,
                        content: result_content(block.get("content"), b),
                        details: None,
                        is_error: block.get("is_error").and_then(Value::as_bool) == Some(true),
                        timestamp: ms,
                    };
                    b.push(Message::ToolResult(result), timestamp);
                }
                _ => content.extend(input_block(block, b)),
            }
        }
        if !content.is_empty() {
            b.push(user(UserContent::Blocks(content), ms), timestamp);
        }
    }

    fn assistant(&mut self, m: &Value, timestamp: &str, b: &mut Builder) {
        let model = str_of(m, "model");
        if model == "<synthetic>" {
            b.drop_kind("synthetic error messages");
            return;
        }
        let mut blocks = Vec::new();
        for block in m.get("content").and_then(Value::as_array).into_iter().flatten() {
            blocks.extend(self.output_block(block, b));
        }
        let id = m.get("id").and_then(Value::as_str).map(String::from);
        let stop = m.get("stop_reason").and_then(Value::as_str);
        if id.is_some()
            && id == self.open_message
            && let Some(a) = b.last_assistant()
        {
            a.content.extend(blocks);
            if let Some(stop) = stop {
                a.stop_reason = stop_reason(stop);
            }
            return;
        }
        self.open_message = id.clone();
        let message = AssistantMessage {
            content: blocks,
            api: Api::AnthropicMessages,
            provider: "anthropic".into(),
            model,
            usage: usage(m.get("usage")),
            stop_reason: stop.map_or(StopReason::Stop, stop_reason),
            response_id: id,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: ms_of(timestamp),
        };
        b.push(Message::Assistant(message), timestamp);
    }

    fn output_block(&mut self, block: &Value, b: &mut Builder) -> Option<ContentBlock> {
        match block.get("type").and_then(Value::as_str).unwrap_or("untyped") {
            "text" => Some(ContentBlock::text(str_of(block, "text"))),
            "thinking" => {
                if block.get("signature").is_some_and(|s| s.as_str() != Some("")) {
                    b.drop_kind("thinking signatures");
                }
                Some(ContentBlock::Thinking {
                    thinking: str_of(block, "thinking"),
                    thinking_signature: None,
                    redacted: false,
                })
            }
            "tool_use" => {
                let id = str_of(block, "id");
                let name = str_of(block, "name");
                let mapped = map(Source::ClaudeCode, &name, block.get("input").unwrap_or(&Value::Null));
                if !mapped.known {
                    b.drop_kind(format!("`{name}` calls with no ama tool (kept by name)"));
                }
                self.calls.insert(id.clone(), mapped.name.clone());
                Some(ContentBlock::ToolCall {
                    id,
                    name: mapped.name,
                    arguments: mapped.arguments,
                })
            }
            other => {
                b.drop_kind(format!("`{other}` blocks"));
                None
            }
        }
    }
}

fn user(content: UserContent, timestamp: u64) -> Message {
    Message::User(UserMessage {
        content,
        origin: None,
        timestamp,
    })
}

/// A text or image block of user input or a tool result.
fn input_block(block: &Value, b: &mut Builder) -> Option<ContentBlock> {
    match block.get("type").and_then(Value::as_str).unwrap_or("untyped") {
        "text" => Some(ContentBlock::text(str_of(block, "text"))),
        "image" => {
            let source = block.get("source");
            let data = source.and_then(|s| s.get("data")).and_then(Value::as_str);
            let mime = source.and_then(|s| s.get("media_type")).and_then(Value::as_str);
            match (data, mime) {
                (Some(data), Some(mime)) => Some(ContentBlock::Image {
                    data: data.to_string(),
                    mime_type: mime.to_string(),
                }),
                _ => {
                    b.drop_kind("images not given inline (by URL or file id)");
                    None
                }
            }
        }
        other => {
            b.drop_kind(format!("`{other}` blocks"));
            None
        }
    }
}

fn result_content(content: Option<&Value>, b: &mut Builder) -> Vec<ContentBlock> {
    match content {
        Some(Value::String(s)) => vec![ContentBlock::text(s.clone())],
        Some(Value::Array(blocks)) => blocks.iter().filter_map(|x| input_block(x, b)).collect(),
        _ => Vec::new(),
    }
}

fn stop_reason(s: &str) -> StopReason {
    match s {
        "tool_use" => StopReason::ToolUse,
        "max_tokens" => StopReason::Length,
        _ => StopReason::Stop,
    }
}

/// Anthropic's usage object as ama's `Usage` (`input` without cached tokens, as both count).
pub(crate) fn usage(v: Option<&Value>) -> Usage {
    let n = |k: &str| v.and_then(|v| v.get(k)).and_then(Value::as_u64).unwrap_or(0);
    let mut u = Usage {
        input: n("input_tokens"),
        output: n("output_tokens"),
        cache_read: n("cache_read_input_tokens"),
        cache_write: n("cache_creation_input_tokens"),
        ..Usage::default()
    };
    u.recompute_total();
    u
}
