//! Where the agent meets its session store: the entries written at session start (model,
//! thinking level, the system message or its patch), every appended message, the failed
//! attempt of a retried request, `custom` entries from tool details, the lazy file creation
//! before the first request, and fsync at turn ends. Each entry is written before its
//! `entry_appended` event goes out.

use serde_json::Value;

use crate::agent::events::SessionEvent;
use crate::agent::worker::{AgentSession, lock};
use crate::ai::types::{AssistantMessage, Message};
use crate::session::entry::{
    Body, ContextEdit, Custom, ModelChange, ThinkingLevelChange, edit_reason,
};

/// `{"customType": …, "data": …}` in a tool result's details: also kept as a `custom` entry,
/// so state such as the todo list (`ama.todo`) is restored on resume.
pub fn custom_of(details: &Value) -> Option<(String, Value)> {
    let custom_type = details.get("customType")?.as_str()?;
    let data = details.get("data")?;
    Some((custom_type.to_string(), data.clone()))
}

impl AgentSession {
    /// Appends one entry and announces what reached the file. Returns the entry id; a failed
    /// write is remembered and ends the run before the next request.
    pub(crate) fn persist(&self, body: Body) -> Option<String> {
        let result = {
            let mut store = lock(&self.shared.store);
            store.append(body).map(|written| (written, store.leaf_id()))
        };
        match result {
            Ok((written, id)) => {
                for entry in written {
                    self.shared.publish(SessionEvent::EntryAppended { entry });
                }
                id
            }
            Err(e) => {
                lock(&self.persist_error).get_or_insert(e.to_string());
                None
            }
        }
    }

    /// The request that overflowed: written, then removed from the context with
    /// `context_edit{reason:"overflow"}`; it never enters the in-memory context.
    pub(crate) fn record_overflow(&self, assistant: &AssistantMessage) {
        if let Some(id) = self.persist(Body::Message(Message::Assistant(assistant.clone()))) {
            self.persist(Body::ContextEdit(ContextEdit {
                target_id: id,
                replacement: None,
                reason: edit_reason::OVERFLOW.into(),
            }));
        }
    }

    /// Auto mode's classifier request, outside the transcript: a `usage` entry with
    /// `kind: "permission_classify"` (model: `permission.autoModel`, else the session model).
    pub(crate) fn record_classifier_usage(&self, usage: &crate::ai::types::Usage) {
        let auto = self.config.permissions.config.auto_model.as_deref();
        let spec = auto.map(crate::config::models::ModelSpec::parse);
        let (provider, model) = match spec {
            Some(crate::config::models::ModelSpec {
                provider: Some(p),
                id,
                ..
            }) => (p, id),
            _ => (
                self.config.model.provider.clone(),
                self.config.model.id.clone(),
            ),
        };
        self.persist(Body::Usage(crate::session::entry::UsageEntry {
            kind: "permission_classify".into(),
            provider,
            model,
            usage: usage.clone(),
        }));
    }

    /// Persists a message and, for a tool result that carries custom state, that state too.
    pub(crate) fn persist_message(&self, message: Message) {
        let custom = match &message {
            Message::ToolResult(r) => r.details.as_ref().and_then(custom_of),
            _ => None,
        };
        self.persist(Body::Message(message));
        if let Some((custom_type, data)) = custom {
            lock(&self.shared.customs).insert(custom_type.clone(), data.clone());
            self.persist(Body::Custom(Custom { custom_type, data }));
        }
    }

    /// The failed attempt of a request that will be retried: written, then removed from the
    /// context with `context_edit{reason:"retry"}`; it never enters the in-memory context.
    pub(crate) fn record_failed_attempt(&self, assistant: &AssistantMessage) {
        if let Some(id) = self.persist(Body::Message(Message::Assistant(assistant.clone()))) {
            self.persist(Body::ContextEdit(ContextEdit {
                target_id: id,
                replacement: None,
                reason: edit_reason::RETRY.into(),
            }));
        }
    }

    /// Once per session, before the first prompt: the model and thinking level when they are new
    /// or changed, and the system message (complete in a new session, a patch when resuming
    /// with a different prompt or tools).
    pub(crate) fn start_entries(&mut self) {
        if self.started {
            return;
        }
        self.started = true;
        let model = ModelChange {
            provider: self.config.model.provider.clone(),
            model_id: self.config.model.id.clone(),
            channel: None,
        };
        let restored_model = self.restored.model.as_ref();
        if restored_model.map(|m| (&m.provider, &m.model_id))
            != Some((&model.provider, &model.model_id))
        {
            self.persist(Body::ModelChange(model));
        }
        if self.restored.thinking != Some(self.config.thinking) {
            self.persist(Body::ThinkingLevelChange(ThinkingLevelChange {
                thinking_level: self.config.thinking,
            }));
        }
        let fresh = self.fresh_system();
        let now = crate::util::time::now_ms();
        let message = if self.restored.has_system {
            self.system.diff(&fresh, now)
        } else {
            Some(fresh.full(now))
        };
        if let Some(message) = message {
            self.system.apply(&message);
            self.append(Message::System(message));
        }
    }

    /// Creates the session file just before the first model request. `Err` ends the run.
    pub(crate) fn materialise(&self) -> Result<(), String> {
        if let Some(e) = lock(&self.persist_error).clone() {
            return Err(e);
        }
        let written = lock(&self.shared.store).materialise();
        match written {
            Ok(entries) => {
                for entry in entries {
                    self.shared.publish(SessionEvent::EntryAppended { entry });
                }
                Ok(())
            }
            Err(e) => {
                let text = e.to_string();
                lock(&self.persist_error).get_or_insert(text.clone());
                Err(text)
            }
        }
    }

    /// fdatasync at the end of a turn and of a run.
    pub(crate) fn sync_store(&self) {
        if let Err(e) = lock(&self.shared.store).sync() {
            lock(&self.persist_error).get_or_insert(e.to_string());
        }
    }
}

impl AgentSession {
    /// Adopts what handles changed since the last turn.
    pub(crate) fn sync_runtime(&mut self) {
        self.sync_mcp_tools();
        let rt = lock(&self.shared.runtime).clone();
        self.config.retry.enabled = rt.auto_retry;
        if (&rt.model.provider, &rt.model.id)
            != (&self.config.model.provider, &self.config.model.id)
        {
            self.config.model = rt.model.clone();
            self.config.api_key = rt.api_key.clone();
            if self.started {
                self.persist(Body::ModelChange(ModelChange {
                    provider: rt.model.provider.clone(),
                    model_id: rt.model.id.clone(),
                    channel: rt.channel.clone(),
                }));
            }
        }
        if rt.thinking != self.config.thinking {
            self.config.thinking = rt.thinking;
            if self.started {
                self.persist(Body::ThinkingLevelChange(ThinkingLevelChange {
                    thinking_level: rt.thinking,
                }));
            }
        }
        if rt.active_tools != self.config.tools.active_names()
            && let Ok(tools) = self.config.tools.with_active(&rt.active_tools)
        {
            self.config.tools = tools;
            if self.started {
                let fresh = self.fresh_system();
                if let Some(patch) = self.system.diff(&fresh, crate::util::time::now_ms()) {
                    self.system.apply(&patch);
                    self.append(Message::System(patch));
                }
            }
        }
    }
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
