//! `Agent`'s read-only commands: state, messages, the last assistant text, entries, tree, fork
//! candidates, models, commands and skills. Each returns a typed reply (`reply.rs`).

use serde_json::Value;

use crate::agent::api::Agent;
use crate::agent::ops::SharedOps;
use crate::agent::error::AgentError;
use crate::agent::events::SessionEvent;
use crate::agent::reply::{
    AgentMessage, CommandInfo, Entries, ForkMessage, ModelInfo, ModelRef, SessionState, SkillInfo,
};
use crate::agent::worker::lock;
use crate::ai::types::Message;

impl Agent {
    /// rpc.md's `SessionState`.
    pub fn state(&self) -> SessionState {
        let h = self.handle();
        let rt = h.runtime();
        let (pending, steering_mode, follow_up_mode) = {
            let q = lock(&h.shared.queues);
            (
                q.steering.len() + q.follow_up.len(),
                q.steering_mode,
                q.follow_up_mode,
            )
        };
        let (session_id, known_file) = {
            let cur = lock(&self.inner.current);
            (cur.session_id.clone(), cur.session_file.clone())
        };
        SessionState {
            is_streaming: h.is_running(),
            is_compacting: h.shared.compaction.is_compacting(),
            is_retrying: h.shared.retrying.load(std::sync::atomic::Ordering::SeqCst),
            model: ModelRef {
                provider: rt.model.provider.clone(),
                id: rt.model.id.clone(),
                channel: rt.channel.clone(),
            },
            thinking_level: rt.thinking,
            permission_mode: h.config.permissions.mode().as_str(),
            session_id,
            session_file: h
                .session_file()
                .or(known_file)
                .map(|p| p.display().to_string()),
            cwd: self.inner.base.cwd.display().to_string(),
            session_name: rt.session_name,
            message_count: h.read_messages(<[Message]>::len),
            pending_message_count: pending,
            steering_mode: steering_mode.as_str(),
            follow_up_mode: follow_up_mode.as_str(),
            auto_compaction: rt.auto_compaction,
            auto_retry: rt.auto_retry,
        }
    }

    /// The session file, once it exists on disk.
    pub fn session_file(&self) -> Option<std::path::PathBuf> {
        self.handle().session_file()
    }

    /// The projected context: restored custom and summary messages keep their roles.
    pub fn messages(&self) -> Vec<AgentMessage> {
        let h = self.handle();
        let restored = lock(&h.shared.restored);
        let messages = lock(&h.shared.messages);
        let mut out: Vec<AgentMessage> = restored.iter().cloned().map(AgentMessage::from).collect();
        out.extend(
            messages
                .iter()
                .skip(restored.len())
                .cloned()
                .map(AgentMessage::Message),
        );
        out
    }

    /// The LLM messages of the current session (what the model sees).
    pub fn llm_messages(&self) -> Vec<Message> {
        self.handle().messages()
    }

    /// The text of the last assistant message on the branch.
    pub fn last_assistant_text(&self) -> Option<String> {
        self.handle().read_messages(|messages| {
            messages.iter().rev().find_map(|m| match m {
                Message::Assistant(a) => Some(a.text()),
                _ => None,
            })
        })
    }

    /// Entries after the `since` cursor (not included) and the current leaf.
    pub fn entries(&self, since: Option<&str>) -> Result<Entries, AgentError> {
        let h = self.handle();
        let store = lock(&h.shared.store);
        let (entries, leaf_id) = store.entries_since(since)?;
        Ok(Entries { entries, leaf_id })
    }

    /// The session tree as `{entry, children, label?}` nodes.
    pub fn tree(&self) -> Result<Value, AgentError> {
        let h = self.handle();
        let tree = lock(&h.shared.store).tree()?;
        serde_json::from_str(&tree.to_json())
            .map_err(|e| AgentError::Core(crate::error::Error::Run(format!("session tree: {e}"))))
    }

    /// Names the session (a `session_info` entry); an empty name clears it.
    pub fn set_session_name(&self, name: &str) -> Result<String, AgentError> {
        let h = self.handle();
        let written = lock(&h.shared.store).set_name(name)?;
        for entry in written {
            h.shared.publish(SessionEvent::EntryAppended { entry });
        }
        h.update_runtime(|r| r.session_name = Some(name.to_string()).filter(|n| !n.is_empty()));
        Ok(name.to_string())
    }

    /// `/label`: a `label` entry (session-format.md) on the branch's latest user message, the
    /// point `/tree` and `/fork` list; `None` clears its label. Returns that message's id.
    pub fn label_latest_message(&self, label: Option<&str>) -> Result<String, AgentError> {
        let h = self.handle();
        let written = {
            let mut store = lock(&h.shared.store);
            let Some((target, _)) = store.fork_messages()?.pop() else {
                return Err(AgentError::InvalidArgument(
                    "there is no message to label yet: send one, then `/label <text>`".into(),
                ));
            };
            (store.set_label(&target, label)?, target)
        };
        for entry in written.0 {
            h.shared.publish(SessionEvent::EntryAppended { entry });
        }
        Ok(written.1)
    }

    /// The user messages a session can be forked at, in order.
    pub fn fork_messages(&self) -> Result<Vec<ForkMessage>, AgentError> {
        let h = self.handle();
        let list = lock(&h.shared.store).fork_messages()?;
        Ok(list
            .into_iter()
            .map(|(entry_id, text)| ForkMessage { entry_id, text })
            .collect())
    }


    /// The catalogue's models with key presence and source (never the key).
    pub fn available_models(&self) -> Result<Vec<ModelInfo>, AgentError> {
        let models = self.models()?;
        Ok(models
            .listed_models()?
            .into_iter()
            .map(|m| {
                let (key, source) = models.key(&m.provider);
                ModelInfo {
                    has_key: key.is_some() || !models.needs_key(&m.provider),
                    key_source: source.as_str(),
                    provider: m.provider,
                    id: m.id,
                    name: m.name,
                    context_window: m.context_window,
                    max_tokens: m.max_tokens,
                    reasoning: m.reasoning,
                    input: m.input,
                }
            })
            .collect())
    }

    /// A provider's channels, the preferred first; none for a provider without channels (and
    /// without a model catalogue).
    pub fn model_channels(&self, provider: &str) -> Vec<String> {
        self.models().map_or_else(|_| Vec::new(), |m| m.channels(provider))
    }

    /// Slash commands and templates: none until they land.
    pub fn commands(&self) -> Vec<CommandInfo> {
        Vec::new()
    }

    /// The agent's skills with their bodies (`/skill:<name>` commands).
    pub fn installed_skills(&self) -> std::sync::Arc<Vec<crate::skills::Skill>> {
        self.handle().config.services.skills.clone()
    }

    /// Discovered skills (`get_skills`; Claude Code's command files are commands, not skills).
    pub fn skills(&self) -> Vec<SkillInfo> {
        self.handle()
            .config
            .services
            .skills
            .iter()
            .filter(|s| s.command.is_none())
            .map(|s| SkillInfo {
                name: s.name.clone(),
                description: s.description.clone(),
                location: s.path.display().to_string(),
            })
            .collect()
    }

    /// The session's background jobs still running, as (id, command): what closing it ends.
    pub fn running_jobs(&self) -> Vec<(String, String)> {
        self.handle().config.tool_state.jobs().running()
    }
}
