//! pi sessions (pi-coding-agent's JSONL files, format version 2 and later): ama's format grew
//! from pi's, so most entries carry over as they are, with their ids and tree. Tool calls are
//! renamed to ama's tools (`find` → `glob`) and their arguments to ama's names; `model_change`
//! and `thinking_level_change` are left out (the session continues with ama's configured
//! model), and so are pi's own message roles (`bashExecution`, …) and entry types ama does not
//! know. An entry whose parent was left out hangs from the nearest kept ancestor. Lines
//! without an id (pi's first format) are chained in file order.

use std::collections::HashMap;
use std::path::Path;

use serde_json::Value;

use crate::ai::types::{ContentBlock, Message};
use crate::session::entry::{Body, Entry, parse_entry};
use crate::session::import::builder::{Builder, iso_or_now, origin_entry};
use crate::session::import::tools::map;
use crate::session::import::{ImportError, Source, read_lines};

pub(crate) fn convert(path: &Path, b: &mut Builder) -> Result<(), ImportError> {
    let mut conv = Conv::default();
    read_lines(path, b, |n, v, b| {
        if n == 1 || v.get("type").and_then(Value::as_str) == Some("session") {
            b.cwd = v.get("cwd").and_then(Value::as_str).map(String::from);
            let id = v.get("id").and_then(Value::as_str);
            let time = v.get("timestamp").and_then(Value::as_str).unwrap_or("");
            b.push_body(origin_entry(Source::Pi.name(), path, id), time);
            conv.root = b.entries.last().map(|e| e.id.clone());
            return;
        }
        conv.line(v, b);
    })
}

#[derive(Default)]
struct Conv {
    /// The `ama.import` entry, parent of pi's roots.
    root: Option<String>,
    /// A left-out entry's id → the kept entry its children hang from.
    moved: HashMap<String, Option<String>>,
    /// The last kept entry, for lines without ids.
    last: Option<String>,
}

impl Conv {
    fn line(&mut self, mut v: Value, b: &mut Builder) {
        let kind = v.get("type").and_then(Value::as_str).unwrap_or("untyped").to_string();
        let id = v.get("id").and_then(Value::as_str).map(String::from);
        let parent = match (&id, v.get("parentId").and_then(Value::as_str)) {
            (None, _) => self.last.clone(),
            (Some(_), Some(p)) => self.moved.get(p).cloned().unwrap_or(Some(p.to_string())),
            (Some(_), None) => self.root.clone(),
        };
        let entry = match kind.as_str() {
            "model_change" | "thinking_level_change" => {
                b.drop_kind("model and thinking-level changes (ama keeps its configured model)");
                None
            }
            "message" => self.message(&mut v, b),
            "compaction" | "branch_summary" | "custom" | "custom_message" | "label"
            | "session_info" => {
                v["id"] = Value::String(id.clone().unwrap_or_default());
                let text = v.to_string();
                match parse_entry(&kind, &text) {
                    Ok(e) => Some(e.body),
                    Err(e) => {
                        b.drop_kind(format!("`{kind}` entries that do not read ({e})"));
                        None
                    }
                }
            }
            other => {
                b.drop_kind(format!("`{other}` entries"));
                None
            }
        };
        let Some(body) = entry else {
            if let Some(id) = id {
                self.moved.insert(id, parent);
            }
            return;
        };
        let ts = iso_or_now(v.get("timestamp").and_then(Value::as_str).unwrap_or(""));
        match id {
            Some(id) if !b.entries.iter().any(|e| e.id == id) => b.entries.push(Entry {
                id,
                parent_id: parent,
                timestamp: ts,
                body,
            }),
            Some(_) => b.drop_kind("entries whose id appears twice"),
            None => b.push_body(body, &ts),
        }
        self.last = b.entries.last().map(|e| e.id.clone());
    }

    /// A `message` entry's message with ama's tool names, or `None` (counted) for a role ama
    /// does not have.
    fn message(&self, v: &mut Value, b: &mut Builder) -> Option<Body> {
        let m = v.get_mut("message")?;
        let role = m.get("role").and_then(Value::as_str).unwrap_or("none").to_string();
        if role == "assistant" {
            let api = m.get("api").and_then(Value::as_str).unwrap_or("");
            m["api"] = Value::String(nearest_api(api).into());
        }
        let mut message: Message = match serde_json::from_value(m.clone()) {
            Ok(message) => message,
            Err(_) => {
                b.drop_kind(format!("pi `{role}` messages"));
                return None;
            }
        };
        match &mut message {
            Message::Assistant(a) => {
                for block in &mut a.content {
                    if let ContentBlock::ToolCall {
                        name, arguments, ..
                    } = block
                    {
                        let mapped = map(Source::Pi, name, arguments);
                        if !mapped.known {
                            b.drop_kind(format!("`{name}` calls with no ama tool (kept by name)"));
                        }
                        *name = mapped.name;
                        *arguments = mapped.arguments;
                    }
                }
            }
            Message::ToolResult(r) => {
                r.tool_name = map(Source::Pi, &r.tool_name, &Value::Null).name;
            }
            Message::System(_) => {
                b.drop_kind("pi `system` messages");
                return None;
            }
            Message::User(_) => {}
        }
        Some(Body::Message(message))
    }
}

/// ama's wire API closest to a pi `api` value (pi knows more APIs than ama).
fn nearest_api(api: &str) -> &'static str {
    if api.contains("anthropic") {
        "anthropic-messages"
    } else if api.contains("responses") {
        "openai-responses"
    } else {
        "openai-completions"
    }
}
