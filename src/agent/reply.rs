//! The typed replies of `Agent`'s commands. They serialise to exactly the `data` objects of
//! rpc.md's command tables, so the RPC layer only maps JSON in and these out.

use std::path::PathBuf;

use serde::Serialize;
use serde_json::Value;

use crate::ai::types::{Message, ThinkingLevel, UserContent};
use crate::session::ContextMessage;
use crate::session::entry::Entry;

/// What happened to a prompt.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Disposition {
    /// A run started with it.
    Started,
    /// It waits in the steering or follow-up queue of the running run.
    Queued,
    /// It was dealt with without a run (slash commands and hooks, once they exist).
    Handled,
}

/// The texts `clear_queue` removed.
#[derive(Serialize, Clone, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
pub struct ClearedQueue {
    pub steering: Vec<String>,
    pub follow_up: Vec<String>,
}

/// `{provider, id, channel?}`.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct ModelRef {
    pub provider: String,
    pub id: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub channel: Option<String>,
}

/// rpc.md's `SessionState`.
#[derive(Serialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct SessionState {
    pub is_streaming: bool,
    pub is_compacting: bool,
    pub is_retrying: bool,
    pub model: ModelRef,
    pub thinking_level: ThinkingLevel,
    pub permission_mode: &'static str,
    pub session_id: String,
    pub session_file: Option<String>,
    pub cwd: String,
    pub session_name: Option<String>,
    pub message_count: usize,
    pub pending_message_count: usize,
    pub steering_mode: &'static str,
    pub follow_up_mode: &'static str,
    pub auto_compaction: bool,
    pub auto_retry: bool,
}

/// `{sessionId, sessionFile}` after `new_session`, `switch_session` or `fork`.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SessionRef {
    pub session_id: String,
    pub session_file: Option<String>,
}

impl SessionRef {
    pub(crate) fn new(id: &str, file: Option<PathBuf>) -> SessionRef {
        SessionRef {
            session_id: id.to_string(),
            session_file: file.map(|p| p.display().to_string()),
        }
    }
}

/// `RpcModelInfo`: a model and whether a key is there (never the key).
#[derive(Serialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ModelInfo {
    pub provider: String,
    pub id: String,
    pub name: String,
    pub has_key: bool,
    pub key_source: &'static str,
    pub context_window: u64,
    pub max_tokens: u64,
    pub reasoning: bool,
    pub input: Vec<String>,
}

/// One registered tool.
#[derive(Serialize, Clone, Debug)]
pub struct ToolInfo {
    pub name: String,
    pub description: String,
    pub parameters: Value,
    pub permission: &'static str,
    pub active: bool,
}

/// `get_entries`: entries after a cursor and the current leaf.
#[derive(Serialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct Entries {
    pub entries: Vec<Entry>,
    pub leaf_id: Option<String>,
}

/// A user message on the active branch that `fork` can start before.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ForkMessage {
    pub entry_id: String,
    pub text: String,
}

/// A slash command or template (`get_commands`).
#[derive(Serialize, Clone, Debug)]
pub struct CommandInfo {
    pub name: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    pub source: &'static str,
}

/// A discovered skill (`get_skills`).
#[derive(Serialize, Clone, Debug)]
pub struct SkillInfo {
    pub name: String,
    pub description: String,
    pub location: String,
}

/// A message of the projected context as rpc.md's `AgentMessage`: the LLM roles as they are,
/// plus `custom`, `compactionSummary` and `branchSummary`.
#[derive(Serialize, Clone, Debug)]
#[serde(untagged)]
pub enum AgentMessage {
    Message(Message),
    Extension(Extension),
}

#[derive(Serialize, Clone, Debug)]
#[serde(
    tag = "role",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Extension {
    Custom {
        custom_type: String,
        content: UserContent,
        display: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        details: Option<Value>,
    },
    CompactionSummary {
        summary: String,
        tokens_before: u64,
    },
    BranchSummary {
        summary: String,
        from_id: String,
    },
}

impl From<ContextMessage> for AgentMessage {
    fn from(m: ContextMessage) -> AgentMessage {
        match m {
            ContextMessage::Message(m) => AgentMessage::Message(m),
            ContextMessage::Custom {
                custom_type,
                content,
                display,
                details,
            } => AgentMessage::Extension(Extension::Custom {
                custom_type,
                content,
                display,
                details,
            }),
            ContextMessage::CompactionSummary {
                summary,
                tokens_before,
            } => AgentMessage::Extension(Extension::CompactionSummary {
                summary,
                tokens_before,
            }),
            ContextMessage::BranchSummary { summary, from_id } => {
                AgentMessage::Extension(Extension::BranchSummary { summary, from_id })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{AgentMessage, Disposition};
    use crate::ai::types::UserContent;
    use crate::session::ContextMessage;

    #[test]
    fn extension_roles_serialise_as_rpc_md_says() {
        let cases = [
            (
                ContextMessage::CompactionSummary {
                    summary: "s".into(),
                    tokens_before: 7,
                },
                json!({"role": "compactionSummary", "summary": "s", "tokensBefore": 7}),
            ),
            (
                ContextMessage::BranchSummary {
                    summary: "b".into(),
                    from_id: "e1".into(),
                },
                json!({"role": "branchSummary", "summary": "b", "fromId": "e1"}),
            ),
            (
                ContextMessage::Custom {
                    custom_type: "ama.note".into(),
                    content: UserContent::Text("hi".into()),
                    display: false,
                    details: None,
                },
                json!({"role": "custom", "customType": "ama.note", "content": "hi", "display": false}),
            ),
        ];
        for (m, want) in cases {
            let got = serde_json::to_value(AgentMessage::from(m)).unwrap_or_default();
            assert_eq!(got, want);
        }
        assert_eq!(
            serde_json::to_value(Disposition::Started).unwrap_or_default(),
            json!("started")
        );
    }
}
