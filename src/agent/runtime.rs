//! Settings a front end may change while a session lives (RPC `set_model`, `set_thinking_level`,
//! `set_active_tools`, `set_auto_retry`, …). A handle updates `Runtime` at once, so `get_state`
//! sees the change; the session thread adopts it at the next turn and records it in the session
//! file (a `model_change`, a `thinking_level_change`, a system patch for the tools table).

use crate::agent::handle::Handle;
use crate::agent::session::{AgentSession, lock};
use crate::ai::model::Model;
use crate::ai::types::{Message, ThinkingLevel};
use crate::session::entry::{Body, ModelChange, ThinkingLevelChange};

#[derive(Clone, Debug)]
pub struct Runtime {
    pub model: Model,
    /// The channel `set_model` chose on a multi-channel provider.
    pub channel: Option<String>,
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
    pub active_tools: Vec<String>,
    pub auto_retry: bool,
    pub auto_compaction: bool,
    pub session_name: Option<String>,
}

impl AgentSession {
    /// Adopts what handles changed since the last turn.
    pub(crate) fn sync_runtime(&mut self) {
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

impl Handle {
    pub(crate) fn runtime(&self) -> Runtime {
        lock(&self.shared.runtime).clone()
    }

    pub(crate) fn update_runtime(&self, f: impl FnOnce(&mut Runtime)) {
        f(&mut lock(&self.shared.runtime));
    }
}
