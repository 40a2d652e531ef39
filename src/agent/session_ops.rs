//! The session's side of `ops.rs`: everything that holds a session's parts (`Parts`, the
//! shared state with the configuration; the session thread; a `Handle`; an `Owned` copy for a
//! thread of its own) implements `SharedOps` once, through `HasParts`, and `AgentSession`
//! implements `SessionOps` over its own thread's state. The thin methods the turn driver calls
//! for a feature (`compactor`, `compact_if_due`, `note_context_pressure`, `plan_before_prompt`,
//! `plan_after_run`) and the session's own entries (`start_entries`, `sync_runtime`) are here
//! too. This is the one place where a feature's named operation meets the session's mutexes
//! and its hooks.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Weak};

use crate::agent::bus::Bus;
use crate::agent::compaction::{self, CompactError, CompactionResult, Compactor};
use crate::agent::events::SessionEvent;
use crate::agent::hook_calls::PromptHandled;
use crate::agent::ops::{SessionOps, SharedOps, WeakSession};
use crate::agent::plan;
use crate::agent::session_config::SessionConfig;
use crate::agent::tasks::{SessionTasks, TOOL_NAME as TASK};
use crate::agent::reply::Disposition;
use crate::agent::worker::{AgentSession, Handle, OnStarted, RunSummary, Shared};
use crate::ai::types::{Message, StopReason};
use crate::session::Context;
use crate::session::entry::{Body, Custom, Entry, Kind, ModelChange, ThinkingLevelChange};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// A session's shared state with its configuration, borrowed.
#[derive(Clone, Copy)]
pub(crate) struct Parts<'a> {
    pub shared: &'a Arc<Shared>,
    pub config: &'a SessionConfig,
}

impl Parts<'_> {
    /// The parts a handle holds, for the `Agent` side of a feature.
    pub(crate) fn of(h: &Handle) -> Parts<'_> {
        h.parts()
    }

    fn announce(&self, written: Vec<Entry>) {
        for entry in written {
            self.shared.publish(SessionEvent::EntryAppended { entry });
        }
    }
}

/// What holds a session's parts; each such holder is a `SharedOps`.
pub(crate) trait HasParts {
    fn parts(&self) -> Parts<'_>;
}

impl HasParts for Parts<'_> {
    fn parts(&self) -> Parts<'_> {
        *self
    }
}

impl HasParts for AgentSession {
    fn parts(&self) -> Parts<'_> {
        Parts {
            shared: &self.shared,
            config: &self.config,
        }
    }
}

impl HasParts for Handle {
    fn parts(&self) -> Parts<'_> {
        Parts {
            shared: &self.shared,
            config: &self.config,
        }
    }
}

/// The session held by a thread of its own (a background task's waiter).
/// (`pub` only because `SharedOps`, which names it, is; its module is private.)
pub struct Owned {
    shared: Arc<Shared>,
    config: Arc<SessionConfig>,
}

impl HasParts for Owned {
    fn parts(&self) -> Parts<'_> {
        Parts {
            shared: &self.shared,
            config: &self.config,
        }
    }
}

/// The session held weakly (a warming thread).
pub struct WeakShared(Weak<Shared>);

impl WeakSession for WeakShared {
    fn is_open(&self) -> bool {
        self.0.strong_count() > 0
    }

    fn publish(&self, event: SessionEvent) {
        if let Some(shared) = self.0.upgrade() {
            shared.publish(event);
        }
    }

    fn append(&self, body: Body) {
        let Some(shared) = self.0.upgrade() else {
            return;
        };
        let written = lock(&shared.store).append(body);
        if let Ok(entries) = written {
            for entry in entries {
                shared.publish(SessionEvent::EntryAppended { entry });
            }
        }
    }
}

impl<T: HasParts + Sync> SharedOps for T {
    type Owned = Owned;
    type Weak = WeakShared;

    fn publish(&self, event: SessionEvent) {
        self.parts().shared.publish(event);
    }

    fn bus(&self) -> Arc<Bus> {
        self.parts().shared.bus.clone()
    }

    fn context(&self) -> crate::error::Result<Context> {
        lock(&self.parts().shared.store).context()
    }

    fn entries(&self) -> crate::error::Result<(Vec<Entry>, Option<String>)> {
        lock(&self.parts().shared.store).entries_since(None)
    }

    fn branch_entries_of(&self, kind: Kind) -> crate::error::Result<Vec<Entry>> {
        lock(&self.parts().shared.store).branch_entries_of(kind)
    }

    fn append(&self, body: Body) -> crate::error::Result<()> {
        let parts = self.parts();
        let written = lock(&parts.shared.store).append(body)?;
        parts.announce(written);
        Ok(())
    }

    fn append_at(&self, target: Option<&str>, body: Body) -> crate::error::Result<Option<String>> {
        let parts = self.parts();
        let (written, leaf) = {
            let mut store = lock(&parts.shared.store);
            store.set_leaf(target)?;
            let written = store.append(body)?;
            (written, store.leaf_id())
        };
        parts.announce(written);
        Ok(leaf)
    }

    fn record_custom(
        &self,
        custom_type: &str,
        data: serde_json::Value,
    ) -> crate::error::Result<()> {
        let parts = self.parts();
        let written = lock(&parts.shared.store).append(Body::Custom(Custom {
            custom_type: custom_type.into(),
            data: data.clone(),
        }))?;
        lock(&parts.shared.customs).insert(custom_type.into(), data);
        parts.announce(written);
        Ok(())
    }

    fn keep_custom(&self, custom_type: &str, data: serde_json::Value) {
        lock(&self.parts().shared.customs).insert(custom_type.into(), data);
    }

    fn latest_custom(&self, custom_type: &str) -> Option<serde_json::Value> {
        lock(&self.parts().shared.customs).get(custom_type).cloned()
    }

    fn last_assistant_entry(&self) -> Option<String> {
        lock(&self.parts().shared.store)
            .last_assistant_id()
            .ok()
            .flatten()
    }

    fn file_path(&self) -> Option<PathBuf> {
        lock(&self.parts().shared.store)
            .path()
            .map(Path::to_path_buf)
    }

    fn file_on_disk(&self) -> Option<PathBuf> {
        let store = lock(&self.parts().shared.store);
        store
            .on_disk()
            .then(|| store.path().map(Path::to_path_buf))
            .flatten()
    }

    fn sync_file(&self) -> crate::error::Result<()> {
        lock(&self.parts().shared.store).sync()
    }

    fn adopt(&self, mut ctx: Context) {
        let shared = self.parts().shared;
        let older = ctx.older.take().map_or(0, |o| o.tokens());
        shared.older_tokens.store(older, std::sync::atomic::Ordering::Relaxed);
        let projected = ctx.messages.clone();
        *lock(&shared.messages) = ctx.into_llm();
        *lock(&shared.restored) = projected;
    }

    fn fire_pre_compact(&self, trigger: &str, custom: Option<&str>) {
        crate::agent::hook_calls::fire_pre_compact(self, trigger, custom);
    }

    fn read_messages<R>(&self, read: impl FnOnce(&[Message]) -> R) -> R {
        read(&lock(&self.parts().shared.messages))
    }

    fn steering_queued(&self) -> bool {
        lock(&self.parts().shared.queues).has_steering()
    }

    fn keep_start_context(&self, texts: Vec<String>) {
        lock(&self.parts().shared.pending_hook_context).extend(texts);
    }

    fn take_start_context(&self) -> Vec<String> {
        std::mem::take(&mut *lock(&self.parts().shared.pending_hook_context))
    }

    fn mark_ended(&self) -> bool {
        let ended = &self.parts().shared.session_ended;
        ended.swap(true, std::sync::atomic::Ordering::SeqCst)
    }

    fn config(&self) -> &SessionConfig {
        self.parts().config
    }

    fn tasks(&self) -> &SessionTasks {
        let shared: &Shared = self.parts().shared;
        &shared.tasks
    }

    fn owned(&self) -> Owned {
        let parts = self.parts();
        Owned {
            shared: parts.shared.clone(),
            config: Arc::new(parts.config.clone()),
        }
    }

    fn weak(&self) -> WeakShared {
        WeakShared(Arc::downgrade(self.parts().shared))
    }
}

impl SessionOps for AgentSession {
    fn write(&self, body: Body) -> Option<String> {
        let result = {
            let mut store = lock(&self.shared.store);
            store.append(body).map(|written| (written, store.leaf_id()))
        };
        match result {
            Ok((written, id)) => {
                self.parts().announce(written);
                id
            }
            Err(e) => {
                self.note_failed_write(e.to_string());
                None
            }
        }
    }

    fn append_message(&self, message: Message) {
        let message =
            crate::agent::reminders::with_run_reminders(self, &self.shared.reminders, message);
        lock(&self.shared.messages).push(message.clone());
        crate::agent::persist::persist_message(self, message);
    }

    fn add_message(&self, message: Message) {
        self.shared.publish(SessionEvent::MessageStart {
            message: message.clone(),
        });
        self.append_message(message.clone());
        self.shared.publish(SessionEvent::MessageEnd { message });
    }

    fn note_failed_write(&self, error: String) {
        lock(&self.persist_error).get_or_insert(error);
    }

    fn append_note(&self, body: Body, message: Message) {
        self.write(body);
        lock(&self.shared.messages).push(message);
    }

    fn materialise(&self) -> Result<(), String> {
        if let Some(e) = lock(&self.persist_error).clone() {
            return Err(e);
        }
        let written = lock(&self.shared.store).materialise();
        match written {
            Ok(entries) => {
                // The file exists from now on: clients learn its path (rpc.md `session_changed`).
                let created = !entries.is_empty();
                self.parts().announce(entries);
                if created {
                    self.shared.publish(SessionEvent::SessionChanged {
                        session_id: self.config.session_id.clone(),
                        session_file: self.file_path().map(|p| p.display().to_string()),
                    });
                }
                Ok(())
            }
            Err(e) => {
                let text = e.to_string();
                self.note_failed_write(text.clone());
                Err(text)
            }
        }
    }

    fn sync_store(&self) {
        if let Err(e) = lock(&self.shared.store).sync() {
            self.note_failed_write(e.to_string());
        }
    }

    fn last_run_aborted(&self) -> bool {
        lock(&self.shared.last_summary)
            .as_ref()
            .is_some_and(|s| s.stop_reason == StopReason::Aborted)
    }

    fn run_cancelled(&self) -> bool {
        lock(&self.shared.cancel).is_cancelled()
    }

    fn context_window(&self) -> u64 {
        self.config.model.context_window
    }

    fn next_request_tokens(&self) -> u64 {
        // Kept up to date by `note_prefix_tokens` whenever the system state changes: this runs
        // several times per request (pruning, compaction, reminders), and rendering the prompt
        // and the tool table each time cost more than the rest of the estimate.
        let prefix = (self.shared.prefix_tokens).load(std::sync::atomic::Ordering::Relaxed);
        let older = self.older_tokens();
        let floor = crate::agent::estimate::anchor_floor(&lock(&self.shared.restored));
        if older > 0 {
            // Older messages still in the file: no reply reported on the whole of them.
            let all = |m: &[Message]| crate::agent::estimate::context_tokens(m, m.len(), prefix);
            return older + self.read_messages(all);
        }
        self.read_messages(|m| crate::agent::estimate::context_tokens(m, floor, prefix))
    }
}

impl AgentSession {
    /// The estimated tokens of the restored branch's older messages still in the file.
    pub(crate) fn older_tokens(&self) -> u64 {
        (self.shared.older_tokens).load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Computes the estimated tokens of the system prompt and the tool table, and keeps them
    /// for the next-request estimate and the stats. Called when the session starts and after
    /// every change of `self.system`.
    pub(crate) fn note_prefix_tokens(&self) -> u64 {
        let prefix = compaction::cut::prefix_tokens(
            &crate::agent::prompt::render(&self.system.sections),
            &self.system.tools,
        );
        let kept = &self.shared.prefix_tokens;
        kept.store(prefix, std::sync::atomic::Ordering::Relaxed);
        prefix
    }
}

/// What the turn driver (`run.rs`) calls on the session for its features.
impl AgentSession {
    /// A compaction on the session thread, with the session's model.
    pub(crate) fn compactor(&self) -> Compactor<'_, AgentSession> {
        Compactor {
            ops: self,
            state: &self.shared.compaction,
            settings: self.config.retry.compaction,
            model: &self.config.model,
            api_key: self.config.api_key.clone(),
            thinking: self.config.thinking,
        }
    }

    /// The threshold trigger before a request (`compaction::Compactor::run_if_due`).
    pub(crate) fn compact_if_due(
        &self,
        cancel: &Cancel,
    ) -> Option<Result<CompactionResult, CompactError>> {
        // A branch larger than the window cannot be sent: it is compacted whatever the setting.
        let auto = lock(&self.shared.runtime).auto_compaction || self.older_tokens() > 0;
        self.compactor().run_if_due(auto, cancel)
    }

    /// Before a prompt's user message: plan mode's messages (`plan::before_prompt`).
    pub(crate) fn plan_before_prompt(&self) {
        let mode = self.config.permissions.mode();
        plan::before_prompt(self, &self.shared.plan, mode);
    }

    /// After a run: a proposed plan is recorded (`plan::after_run`).
    pub(crate) fn plan_after_run(&self, summary: &RunSummary) {
        let mode = self.config.permissions.mode();
        let ended_by_reply = summary.stop_reason == StopReason::Stop
            && !summary.max_turns_hit
            && !summary.max_budget_hit;
        plan::after_run(self, &self.shared.plan, mode, ended_by_reply);
    }

    /// At a turn end: the context-pressure notices (`compaction::note_pressure`).
    pub(crate) fn note_context_pressure(&self) {
        compaction::note_pressure(self, &self.shared.compaction);
    }
}

/// The session's own entries: what it writes at its start and when a handle changed a setting.
impl AgentSession {
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
            channel: self.config.model.channel.clone(),
        };
        let restored_model = self.restored.model.as_ref();
        if restored_model.map(|m| (&m.provider, &m.model_id, &m.channel))
            != Some((&model.provider, &model.model_id, &model.channel))
        {
            self.write(Body::ModelChange(model));
        }
        if self.restored.thinking != Some(self.config.thinking) {
            self.write(Body::ThinkingLevelChange(ThinkingLevelChange {
                thinking_level: self.config.thinking,
            }));
        }
        let fresh = crate::agent::task_session::fresh_system(&*self);
        let now = crate::util::time::now_ms();
        let message = if self.restored.has_system {
            self.system.diff(&fresh, now)
        } else {
            Some(fresh.full(now))
        };
        if let Some(message) = message {
            self.system.apply(&message);
            self.note_prefix_tokens();
            self.append_message(Message::System(message));
        }
    }

    /// Adopts what handles changed since the last turn.
    pub(crate) fn sync_runtime(&mut self) {
        crate::agent::mcp_log::record(&*self);
        if crate::agent::mcp_sync::resync(&mut self.config, &self.shared) && self.started {
            self.patch_system();
        }
        // `/codemode` switched codemode on another thread (docs/codemode.md).
        let codemode_changed = crate::agent::codemode_sync::sync(&mut self.config, &self.shared);
        let rt = lock(&self.shared.runtime).clone();
        self.config.retry.enabled = rt.auto_retry;
        if (&rt.model.provider, &rt.model.id, &rt.model.channel)
            != (
                &self.config.model.provider,
                &self.config.model.id,
                &self.config.model.channel,
            )
        {
            self.config.model = rt.model.clone();
            self.config.api_key = rt.api_key.clone();
            if self.started {
                self.write(Body::ModelChange(ModelChange {
                    provider: rt.model.provider.clone(),
                    model_id: rt.model.id.clone(),
                    channel: rt.model.channel.clone(),
                }));
            }
        }
        if rt.thinking != self.config.thinking {
            self.config.thinking = rt.thinking;
            if self.started {
                self.write(Body::ThinkingLevelChange(ThinkingLevelChange {
                    thinking_level: rt.thinking,
                }));
            }
        }
        // `set_active_tools` checked the names; an MCP name of a server still starting waits.
        let waits = |n: &str| n.starts_with("mcp__");
        if rt.active_tools != self.config.tools.active_names()
            && let Ok(tools) = self.config.tools.with_active_pending(&rt.active_tools, &waits)
        {
            self.config.tools = tools;
            if self.started {
                self.patch_system();
            }
        } else if codemode_changed && self.started {
            self.patch_system();
        }
        // `task` is not in the registry: `set_active_tools` took it out or put it back.
        let listed = self.system.tools.iter().any(|t| t.name == TASK);
        if self.started && listed != crate::agent::task_session::task_enabled(&*self) {
            self.patch_system();
        }
    }

    /// Records a change of the tools (or anything else in the system state) as a system patch
    /// in the session file: the cached prefix changes.
    fn patch_system(&mut self) {
        let fresh = crate::agent::task_session::fresh_system(&*self);
        if let Some(patch) = self.system.diff(&fresh, crate::util::time::now_ms()) {
            self.system.apply(&patch);
            self.note_prefix_tokens();
            self.append_message(Message::System(patch));
        }
    }
}

/// How a prompt ends that starts no run.
impl AgentSession {
    /// A prompt a UserPromptSubmit hook blocked or stopped: no run starts and nothing reaches
    /// the session file. The summary is recorded and the session is idle again before the
    /// front end hears `Handled`, so its next prompt is not refused as busy; `settle_handled`
    /// then publishes a lone `agent_settled` for front ends that wait for one after each prompt.
    pub(crate) fn handled(
        &self,
        why: PromptHandled,
        on_started: &std::sync::Mutex<Option<OnStarted>>,
        settle_handled: bool,
    ) -> RunSummary {
        let summary = match why {
            PromptHandled::Blocked(blocked) => RunSummary {
                error_message: Some(blocked),
                ..RunSummary::default()
            },
            PromptHandled::Stopped(stop) => RunSummary {
                stopped_by_hook: Some(stop),
                ..RunSummary::default()
            },
        };
        *lock(&self.shared.last_summary) = Some(summary.clone());
        *lock(&self.shared.running) = false;
        if let Some(f) = lock(on_started).take() {
            f(Ok(Disposition::Handled));
        }
        if settle_handled {
            self.shared
                .publish(SessionEvent::AgentSettled { warning: None });
        }
        summary
    }
}
