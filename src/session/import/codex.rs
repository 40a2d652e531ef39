//! Codex rollouts (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`): `session_meta` gives the cwd,
//! `turn_context` the model, and the `response_item` lines are the conversation as the
//! Responses API saw it. Consecutive model-side items (text, reasoning summaries, function and
//! custom tool calls) form one assistant message, closed by a tool output or a user message.
//! Codex's own context (developer instructions, `<environment_context>` and AGENTS.md user
//! messages), encrypted reasoning and the event log (`event_msg`, token counts, …) are counted,
//! not carried.

use std::path::Path;

use serde_json::{Value, json};

use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Message, StopReason, ToolResultMessage, Usage,
    UserContent, UserMessage,
};
use crate::session::import::builder::{Builder, ms_of, origin_entry};
use crate::session::import::tools::{argv_command, map};
use crate::session::import::{ImportError, Source, read_lines};

/// User messages that Codex writes itself, by their first characters.
const CODEX_CONTEXT: [&str; 4] = [
    "<environment_context>",
    "<user_instructions>",
    "# AGENTS.md instructions",
    "<turn_aborted>",
];

pub(crate) fn convert(path: &Path, b: &mut Builder) -> Result<(), ImportError> {
    let mut conv = Conv::default();
    read_lines(path, b, |_, v, b| {
        let kind = v.get("type").and_then(Value::as_str).unwrap_or("untyped");
        let ts = v.get("timestamp").and_then(Value::as_str).unwrap_or("").to_string();
        let payload = v.get("payload").unwrap_or(&Value::Null);
        match kind {
            "session_meta" if !conv.started => {
                conv.started = true;
                b.cwd = payload.get("cwd").and_then(Value::as_str).map(String::from);
                conv.provider = text(payload, "model_provider").unwrap_or("openai").into();
                let id = text(payload, "id");
                b.push_body(origin_entry(Source::Codex.name(), path, id), &ts);
            }
            "turn_context" => {
                if let Some(m) = text(payload, "model") {
                    conv.model = m.to_string();
                }
                b.drop_kind("`turn_context` lines");
            }
            "response_item" => conv.item(payload, &ts, b),
            other => b.drop_kind(format!("`{other}` lines")),
        }
    })?;
    conv.close(b);
    Ok(())
}

fn text<'v>(v: &'v Value, key: &str) -> Option<&'v str> {
    v.get(key).and_then(Value::as_str)
}

#[derive(Default)]
struct Conv {
    started: bool,
    provider: String,
    model: String,
    /// The assistant message being gathered: its blocks and timestamp.
    open: Option<(Vec<ContentBlock>, String)>,
    /// Tool names by call id.
    calls: std::collections::HashMap<String, String>,
}

impl Conv {
    fn item(&mut self, p: &Value, ts: &str, b: &mut Builder) {
        let kind = text(p, "type").unwrap_or("untyped");
        match (kind, text(p, "role")) {
            ("message", Some("assistant")) => {
                for c in p.get("content").and_then(Value::as_array).into_iter().flatten() {
                    if let Some(t) = text(c, "text") {
                        self.model_block(ContentBlock::text(t), ts);
                    }
                }
            }
            ("message", Some("user")) => self.user(p, ts, b),
            ("message", Some(role)) => b.drop_kind(format!("`{role}` messages (Codex's instructions)")),
            ("reasoning", _) => self.reasoning(p, ts, b),
            ("function_call" | "custom_tool_call" | "local_shell_call", _) => self.call(p, ts, b),
            ("function_call_output" | "custom_tool_call_output", _) => self.output(p, ts, b),
            (other, _) => b.drop_kind(format!("`{other}` items")),
        }
    }

    fn model_block(&mut self, block: ContentBlock, ts: &str) {
        self.open
            .get_or_insert_with(|| (Vec::new(), ts.to_string()))
            .0
            .push(block);
    }

    /// Writes the gathered assistant message, if any.
    fn close(&mut self, b: &mut Builder) {
        let Some((content, ts)) = self.open.take() else {
            return;
        };
        let calls = content.iter().any(|c| matches!(c, ContentBlock::ToolCall { .. }));
        let message = AssistantMessage {
            content,
            api: Api::OpenaiResponses,
            provider: self.provider.clone(),
            model: self.model.clone(),
            usage: Usage::default(),
            stop_reason: if calls { StopReason::ToolUse } else { StopReason::Stop },
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: ms_of(&ts),
        };
        b.push(Message::Assistant(message), &ts);
    }

    fn user(&mut self, p: &Value, ts: &str, b: &mut Builder) {
        self.close(b);
        let mut blocks = Vec::new();
        for c in p.get("content").and_then(Value::as_array).into_iter().flatten() {
            match (text(c, "type"), text(c, "text"), text(c, "image_url")) {
                (_, Some(t), _) => blocks.push(ContentBlock::text(t)),
                (_, _, Some(url)) => match data_url(url) {
                    Some((mime, data)) => blocks.push(ContentBlock::Image {
                        data: data.to_string(),
                        mime_type: mime.to_string(),
                    }),
                    None => b.drop_kind("images given by URL"),
                },
                (t, _, _) => b.drop_kind(format!("`{}` user blocks", t.unwrap_or("untyped"))),
            }
        }
        let first = match blocks.first() {
            Some(ContentBlock::Text { text, .. }) => text.trim_start(),
            _ => "",
        };
        if CODEX_CONTEXT.iter().any(|p| first.starts_with(p)) {
            b.drop_kind("context messages Codex added (environment, AGENTS.md)");
            return;
        }
        if blocks.is_empty() {
            return;
        }
        let message = Message::User(UserMessage {
            content: UserContent::Blocks(blocks),
            origin: None,
            timestamp: ms_of(ts),
        });
        b.push(message, ts);
    }

    fn reasoning(&mut self, p: &Value, ts: &str, b: &mut Builder) {
        if p.get("encrypted_content").is_some_and(|e| !e.is_null()) {
            b.drop_kind("encrypted reasoning");
        }
        let summary: Vec<&str> = p
            .get("summary")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|s| text(s, "text"))
            .collect();
        if !summary.is_empty() {
            self.model_block(
                ContentBlock::Thinking {
                    thinking: summary.join("\n\n"),
                    thinking_signature: None,
                    redacted: false,
                },
                ts,
            );
        }
    }

    fn call(&mut self, p: &Value, ts: &str, b: &mut Builder) {
        let id = text(p, "call_id").or_else(|| text(p, "id")).unwrap_or_default().to_string();
        let (name, args) = match text(p, "type") {
            Some("local_shell_call") => {
                let command = p.pointer("/action/command").and_then(argv_command);
                ("local_shell", json!({"command": command}))
            }
            Some("custom_tool_call") => {
                let name = text(p, "name").unwrap_or("custom");
                (name, json!({"input": text(p, "input").unwrap_or_default()}))
            }
            _ => {
                let raw = text(p, "arguments").unwrap_or("{}");
                let args = serde_json::from_str(raw).unwrap_or_else(|_| json!({"arguments": raw}));
                (text(p, "name").unwrap_or("function"), args)
            }
        };
        let mapped = map(Source::Codex, name, &args);
        if !mapped.known {
            b.drop_kind(format!("`{name}` calls with no ama tool (kept by name)"));
        }
        self.calls.insert(id.clone(), mapped.name.clone());
        self.model_block(
            ContentBlock::ToolCall {
                id,
                name: mapped.name,
                arguments: mapped.arguments,
            },
            ts,
        );
    }

    fn output(&mut self, p: &Value, ts: &str, b: &mut Builder) {
        self.close(b);
        let id = text(p, "call_id").unwrap_or_default().to_string();
        let output = p.get("output").unwrap_or(&Value::Null);
        let body = match output {
            Value::String(s) => s.clone(),
            Value::Array(items) => items.iter().filter_map(|i| text(i, "text")).collect::<Vec<_>>().join("\n"),
            other => other.get("content").and_then(Value::as_str).map_or_else(|| other.to_string(), String::from),
        };
        let failed = output.get("success").and_then(Value::as_bool) == Some(false)
            || exit_code(&body).is_some_and(|c| c != 0);
        let result = ToolResultMessage {
            tool_name: self.calls.get(&id).cloned().unwrap_or_else(|| "unknown".into()),
            tool_call_id: id,
            content: vec![ContentBlock::text(body)],
            details: None,
            is_error: failed,
            timestamp: ms_of(ts),
        };
        b.push(Message::ToolResult(result), ts);
    }
}

/// The exit code Codex's shell output reports (`Process exited with code N`).
fn exit_code(output: &str) -> Option<i64> {
    let rest = output.split("Process exited with code ").nth(1)?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit() || *c == '-').collect();
    digits.parse().ok()
}

/// `data:<mime>;base64,<data>` → (mime, data).
fn data_url(url: &str) -> Option<(&str, &str)> {
    let rest = url.strip_prefix("data:")?;
    let (mime, data) = rest.split_once(";base64,")?;
    Some((mime, data))
}
