//! The ACP v1 types ama reads and writes (schema 1.x, field names as the schema spells them),
//! written with serde. Only what ama uses is here; unknown fields from the editor are ignored,
//! as the protocol asks.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The protocol version ama speaks.
pub const PROTOCOL_VERSION: u16 = 1;

// ---- from the editor ----

#[derive(Deserialize, Default, Debug)]
#[serde(rename_all = "camelCase")]
pub struct InitializeParams {
    #[serde(default)]
    pub protocol_version: Option<Value>,
    #[serde(default)]
    pub client_capabilities: ClientCapabilities,
}

#[derive(Deserialize, Default, Debug, Clone, Copy)]
#[serde(rename_all = "camelCase")]
pub struct ClientCapabilities {
    #[serde(default)]
    pub fs: FsCapabilities,
}

#[derive(Deserialize, Default, Debug, Clone, Copy)]
#[serde(rename_all = "camelCase")]
pub struct FsCapabilities {
    #[serde(default)]
    pub read_text_file: bool,
    #[serde(default)]
    pub write_text_file: bool,
}

#[derive(Deserialize, Debug, Clone)]
pub struct NameValue {
    pub name: String,
    pub value: String,
}

/// One entry of `mcpServers`: stdio (no `type`), or `http` / `sse` by `type`.
#[derive(Deserialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct McpServer {
    #[serde(rename = "type", default)]
    pub kind: Option<String>,
    pub name: String,
    #[serde(default)]
    pub command: Option<String>,
    #[serde(default)]
    pub args: Vec<String>,
    #[serde(default)]
    pub env: Vec<NameValue>,
    #[serde(default)]
    pub url: Option<String>,
    #[serde(default)]
    pub headers: Vec<NameValue>,
}

/// `session/new`, `session/load` and `session/resume`.
#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct OpenParams {
    pub cwd: String,
    #[serde(default)]
    pub session_id: Option<String>,
    #[serde(default)]
    pub additional_directories: Vec<String>,
    #[serde(default)]
    pub mcp_servers: Vec<McpServer>,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SessionParams {
    pub session_id: String,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct PromptParams {
    pub session_id: String,
    pub prompt: Vec<Value>,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SetModeParams {
    pub session_id: String,
    pub mode_id: String,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SetConfigParams {
    pub session_id: String,
    pub config_id: String,
    pub value: Value,
}

#[derive(Deserialize, Debug, Default)]
#[serde(rename_all = "camelCase")]
pub struct ListParams {
    #[serde(default)]
    pub cwd: Option<String>,
    #[serde(default)]
    pub cursor: Option<String>,
}

#[derive(Deserialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct AuthenticateParams {
    pub method_id: String,
}

// ---- to the editor ----

#[derive(Serialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct SessionMode {
    pub id: &'static str,
    pub name: &'static str,
    pub description: &'static str,
}

#[derive(Serialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ModeState {
    pub current_mode_id: String,
    pub available_modes: Vec<SessionMode>,
}

#[derive(Serialize, Debug, Clone, PartialEq)]
pub struct SelectOption {
    pub value: String,
    pub name: String,
}

/// A `select` config option (model, thinking level).
#[derive(Serialize, Debug, Clone, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ConfigOption {
    pub id: &'static str,
    pub name: &'static str,
    pub category: &'static str,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub current_value: String,
    pub options: Vec<SelectOption>,
}

#[derive(Serialize, Debug, Clone)]
pub struct PlanEntry {
    pub content: String,
    pub priority: &'static str,
    pub status: &'static str,
}

#[derive(Serialize, Debug, Clone)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    pub path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<u64>,
}

/// One item of a tool call's `content`.
#[derive(Serialize, Debug, Clone)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum ToolContent {
    Content {
        content: Value,
    },
    #[serde(rename_all = "camelCase")]
    Diff {
        path: String,
        old_text: Option<String>,
        new_text: String,
    },
}

/// `tool_call` and `tool_call_update` (every field but the id optional in the update).
#[derive(Serialize, Debug, Clone, Default)]
#[serde(rename_all = "camelCase")]
pub struct ToolCall {
    pub tool_call_id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<Vec<ToolContent>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub locations: Option<Vec<Location>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub raw_input: Option<Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub raw_output: Option<Value>,
}

#[derive(Serialize, Debug, Clone)]
pub struct Command {
    pub name: String,
    pub description: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input: Option<CommandInput>,
}

#[derive(Serialize, Debug, Clone)]
pub struct CommandInput {
    pub hint: String,
}

#[derive(Serialize, Debug, Clone)]
pub struct Cost {
    pub amount: f64,
    pub currency: &'static str,
}

/// The `update` of a `session/update` notification, tagged by `sessionUpdate`.
#[derive(Serialize, Debug, Clone)]
#[serde(
    tag = "sessionUpdate",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum SessionUpdate {
    UserMessageChunk {
        content: Value,
    },
    AgentMessageChunk {
        content: Value,
    },
    AgentThoughtChunk {
        content: Value,
    },
    ToolCall(ToolCall),
    ToolCallUpdate(ToolCall),
    Plan {
        entries: Vec<PlanEntry>,
    },
    AvailableCommandsUpdate {
        available_commands: Vec<Command>,
    },
    CurrentModeUpdate {
        current_mode_id: String,
    },
    ConfigOptionUpdate {
        config_options: Vec<ConfigOption>,
    },
    SessionInfoUpdate {
        #[serde(skip_serializing_if = "Option::is_none")]
        title: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        updated_at: Option<String>,
    },
    UsageUpdate {
        used: u64,
        size: u64,
        #[serde(skip_serializing_if = "Option::is_none")]
        cost: Option<Cost>,
    },
}

impl SessionUpdate {
    /// A text chunk of the agent's answer.
    pub fn agent_text(text: impl Into<String>) -> SessionUpdate {
        SessionUpdate::AgentMessageChunk {
            content: text_block(text),
        }
    }
}

/// `{type: "text", text}` as a content block value.
pub fn text_block(text: impl Into<String>) -> Value {
    serde_json::json!({"type": "text", "text": text.into()})
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{ToolCall, SessionUpdate};

    #[test]
    fn updates_are_tagged_as_the_schema_says() {
        let v = serde_json::to_value(SessionUpdate::agent_text("hi")).unwrap_or_default();
        assert_eq!(
            v,
            json!({"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": "hi"}})
        );
        let v = serde_json::to_value(SessionUpdate::ToolCallUpdate(ToolCall {
            tool_call_id: "c1".into(),
            status: Some("completed"),
            ..ToolCall::default()
        }))
        .unwrap_or_default();
        assert_eq!(
            v,
            json!({"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"})
        );
        let v = serde_json::to_value(SessionUpdate::CurrentModeUpdate {
            current_mode_id: "plan".into(),
        })
        .unwrap_or_default();
        assert_eq!(
            v,
            json!({"sessionUpdate": "current_mode_update", "currentModeId": "plan"})
        );
    }
}
