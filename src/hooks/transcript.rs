//! The transcript mirror: a copy of the session's conversation in Claude Code's JSONL shape, kept
//! only while hooks are configured, so hooks that mine `transcript_path` (the last assistant
//! message, the tool calls of a turn) read what they expect. Each line is one message:
//! `{parentUuid, isSidechain, type: "user"|"assistant", message: {role, content}, uuid,
//! timestamp, cwd, sessionId, version}`, with Claude Code's content blocks (`text`, `thinking`,
//! `tool_use` with Claude Code's tool names, `tool_result` in a user line). The session file
//! stays ama's own; the mirror is `<session id>.jsonl` in a private temporary directory of the
//! agent (removed with its hooks, at exit), written just before a hook runs, appending what is
//! new (and rewritten when the conversation shrank, after a compaction or a rewind). The shape
//! is documented in docs/hooks.md.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::{Value, json};

use crate::ai::types::{ContentBlock, Message, StopReason, UserContent};
use crate::hooks::input::claude_tool_name;
use crate::util::sync::lock;
use crate::util::time::iso_utc;

/// What one session's mirror holds so far.
#[derive(Default)]
struct Written {
    count: usize,
    last_uuid: Option<String>,
}

/// The mirrors of one agent's sessions; the directory is removed when dropped.
pub struct Mirror {
    dir: PathBuf,
    sessions: Mutex<HashMap<String, Written>>,
}

impl Drop for Mirror {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

impl Mirror {
    /// Mirrors into a new private temporary directory.
    pub fn create() -> std::io::Result<Mirror> {
        use std::os::unix::fs::DirBuilderExt;
        let dir = std::env::temp_dir().join(format!(
            "ama-transcripts-{}-{}",
            std::process::id(),
            crate::util::ids::short_id()
        ));
        std::fs::DirBuilder::new().mode(0o700).create(&dir)?;
        Ok(Mirror {
            dir,
            sessions: Mutex::default(),
        })
    }

    /// The mirror file of `session_id`.
    pub fn path(&self, session_id: &str) -> PathBuf {
        self.dir.join(format!("{session_id}.jsonl"))
    }

    /// Brings the mirror of `session_id` up to `messages`; returns its path, or `None` when it
    /// could not be written (the hook then gets ama's session file).
    pub fn sync(&self, session_id: &str, cwd: &Path, messages: &[Message]) -> Option<PathBuf> {
        let path = self.path(session_id);
        let mut sessions = lock(&self.sessions);
        let w = sessions.entry(session_id.to_string()).or_default();
        let rewrite = messages.len() < w.count || !path.exists();
        if rewrite {
            *w = Written::default();
        }
        let mut text = String::new();
        for m in &messages[w.count..] {
            let Some(mut line) = line(m) else { continue };
            let uuid = crate::util::ids::uuid_v4();
            line["parentUuid"] = json!(w.last_uuid);
            line["isSidechain"] = json!(false);
            line["uuid"] = json!(uuid);
            line["cwd"] = json!(cwd.display().to_string());
            line["sessionId"] = json!(session_id);
            line["version"] = json!(concat!("ama-", env!("CARGO_PKG_VERSION")));
            text.push_str(&line.to_string());
            text.push('\n');
            w.last_uuid = Some(uuid);
        }
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .append(!rewrite)
            .truncate(rewrite)
            .open(&path)
            .ok()?;
        file.write_all(text.as_bytes()).ok()?;
        w.count = messages.len();
        Some(path)
    }
}

/// One message as a Claude Code transcript line (without the chain fields).
fn line(m: &Message) -> Option<Value> {
    match m {
        Message::System(_) => None,
        Message::User(u) => {
            let content = match &u.content {
                UserContent::Text(t) => json!(t),
                UserContent::Blocks(b) => Value::Array(b.iter().filter_map(block).collect()),
            };
            Some(json!({
                "type": "user",
                "message": {"role": "user", "content": content},
                "timestamp": iso_utc(u.timestamp),
            }))
        }
        Message::Assistant(a) => Some(json!({
            "type": "assistant",
            "message": {
                "id": a.response_id,
                "type": "message",
                "role": "assistant",
                "model": a.model,
                "content": a.content.iter().filter_map(block).collect::<Vec<_>>(),
                "stop_reason": match a.stop_reason {
                    StopReason::ToolUse => "tool_use",
                    StopReason::Length => "max_tokens",
                    _ => "end_turn",
                },
                "stop_sequence": null,
                "usage": {
                    "input_tokens": a.usage.input,
                    "cache_creation_input_tokens": a.usage.cache_write,
                    "cache_read_input_tokens": a.usage.cache_read,
                    "output_tokens": a.usage.output,
                },
            },
            "timestamp": iso_utc(a.timestamp),
        })),
        Message::ToolResult(r) => Some(json!({
            "type": "user",
            "message": {"role": "user", "content": [{
                "tool_use_id": r.tool_call_id,
                "type": "tool_result",
                "content": crate::ai::types::join_text(&r.content),
                "is_error": r.is_error,
            }]},
            "timestamp": iso_utc(r.timestamp),
        })),
    }
}

fn block(b: &ContentBlock) -> Option<Value> {
    Some(match b {
        ContentBlock::Text { text, .. } => json!({"type": "text", "text": text}),
        ContentBlock::Thinking {
            thinking,
            redacted: false,
            ..
        } => json!({"type": "thinking", "thinking": thinking}),
        ContentBlock::Thinking { .. } => return None,
        ContentBlock::Image { mime_type, .. } => {
            json!({"type": "image", "source": {"type": "base64", "media_type": mime_type}})
        }
        ContentBlock::ToolCall {
            id,
            name,
            arguments,
            ..
        } => json!({
            "type": "tool_use",
            "id": id,
            "name": claude_tool_name(name).unwrap_or(name),
            "input": arguments,
        }),
    })
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::Mirror;
    use crate::ai::types::{Message, UserContent, UserMessage};

    fn user(t: &str) -> Message {
        Message::User(UserMessage {
            content: UserContent::Text(t.into()),
            origin: None,
            timestamp: 0,
        })
    }

    fn lines(p: &std::path::Path) -> Vec<Value> {
        std::fs::read_to_string(p)
            .unwrap_or_default()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or(Value::Null))
            .collect()
    }

    #[test]
    fn appends_new_messages_and_rewrites_after_a_shrink() {
        let Ok(m) = Mirror::create() else {
            panic!("cannot create the mirror's directory")
        };
        let cwd = std::path::Path::new("/w");
        let p = m.sync("s1", cwd, &[user("a")]).unwrap_or_default();
        let p2 = m.sync("s1", cwd, &[user("a"), user("b")]).unwrap_or_default();
        assert_eq!(p, p2);
        let l = lines(&p);
        assert_eq!(l.len(), 2);
        assert_eq!(l[0]["message"], json!({"role": "user", "content": "a"}));
        assert_eq!(l[1]["parentUuid"], l[0]["uuid"]);
        assert_eq!(l[0]["parentUuid"], Value::Null);
        m.sync("s1", cwd, &[user("c")]);
        let l = lines(&p);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0]["message"]["content"], "c");
        drop(m);
        assert!(!p.exists());
    }
}
