//! What the session writes for the turn loop besides the conversation's own messages: the
//! custom state a tool result carries (`custom_of`, kept as a `custom` entry so that state such
//! as the todo list comes back on resume), the failed attempt of a retried request and the
//! request that overflowed (written, then edited out of the context), and auto mode's
//! classifier usage. Functions over `ops::SessionOps`: each entry is written before its
//! `entry_appended` event goes out, and a failed write stops the run before its next request.

use serde_json::Value;

use crate::agent::ops::SessionOps;
use crate::ai::types::{AssistantMessage, Message, Usage};
use crate::config::models::ModelSpec;
use crate::session::entry::{Body, ContextEdit, Custom, UsageEntry, edit_reason};

/// `{"customType": …, "data": …}` in a tool result's details: also kept as a `custom` entry,
/// so state such as the todo list (`ama.todo`) is restored on resume.
pub fn custom_of(details: &Value) -> Option<(String, Value)> {
    let custom_type = details.get("customType")?.as_str()?;
    let data = details.get("data")?;
    Some((custom_type.to_string(), data.clone()))
}

/// Persists a message and, for a tool result that carries custom state, that state too.
pub(crate) fn persist_message(s: &impl SessionOps, message: Message) {
    let custom = match &message {
        Message::ToolResult(r) => r.details.as_ref().and_then(custom_of),
        _ => None,
    };
    s.write(Body::Message(message));
    if let Some((custom_type, data)) = custom {
        s.keep_custom(&custom_type, data.clone());
        s.write(Body::Custom(Custom { custom_type, data }));
    }
}

/// The request that overflowed: written, then removed from the context with
/// `context_edit{reason:"overflow"}`; it never enters the in-memory context.
pub(crate) fn record_overflow(s: &impl SessionOps, assistant: &AssistantMessage) {
    record_withdrawn(s, assistant, edit_reason::OVERFLOW);
}

/// The failed attempt of a request that will be retried: written, then removed from the
/// context with `context_edit{reason:"retry"}`; it never enters the in-memory context.
pub(crate) fn record_failed_attempt(s: &impl SessionOps, assistant: &AssistantMessage) {
    record_withdrawn(s, assistant, edit_reason::RETRY);
}

fn record_withdrawn(s: &impl SessionOps, assistant: &AssistantMessage, reason: &str) {
    if let Some(id) = s.write(Body::Message(Message::Assistant(assistant.clone()))) {
        s.write(Body::ContextEdit(ContextEdit {
            target_id: id,
            replacement: None,
            reason: reason.into(),
        }));
    }
}

/// Auto mode's classifier request, outside the transcript: a `usage` entry with
/// `kind: "permission_classify"` (model: `permission.autoModel`, else the session model).
pub(crate) fn record_classifier_usage(s: &impl SessionOps, usage: &Usage) {
    let config = s.config();
    let auto = config.permissions.config.auto_model.as_deref();
    let (provider, model) = match auto.map(ModelSpec::parse) {
        Some(ModelSpec {
            provider: Some(p),
            id,
            ..
        }) => (p, id),
        _ => (config.model.provider.clone(), config.model.id.clone()),
    };
    s.write(Body::Usage(UsageEntry {
        kind: "permission_classify".into(),
        provider,
        model,
        usage: usage.clone(),
    }));
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::custom_of;

    #[test]
    fn custom_state_in_details() {
        let todo = json!({"customType": "ama.todo", "data": {"items": []}, "other": 1});
        assert_eq!(
            custom_of(&todo),
            Some(("ama.todo".into(), json!({"items": []})))
        );
        assert_eq!(custom_of(&json!({"customType": "x"})), None);
        assert_eq!(custom_of(&json!({"exitCode": 0})), None);
    }
}
