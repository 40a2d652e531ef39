//! The session's side of `ops.rs`: `Parts` (the shared state and configuration that the
//! session thread and its handles both hold) implements `SharedOps`, and `AgentSession`
//! implements `SharedOps` through its parts and `SessionOps` over its own thread's state. The
//! thin methods the turn driver calls for a feature (`compactor`, `compact_if_due`,
//! `note_context_pressure`, `plan_before_prompt`, `plan_after_run`) are here too, each handing the feature its state and these
//! operations. This is the one place where a feature's named operation meets the session's
//! mutexes and its hooks.

use std::path::Path;

use crate::agent::compaction::{self, CompactError, CompactionResult, Compactor};
use crate::agent::events::SessionEvent;
use crate::agent::ops::{SessionOps, SharedOps};
use crate::agent::plan;
use crate::agent::worker::{AgentSession, RunSummary, SessionConfig, Shared};
use crate::ai::types::{Message, StopReason};
use crate::session::Context;
use crate::session::entry::{Body, Custom, Entry};
use crate::tools::state::ToolState;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// A session's shared state with its configuration, borrowed.
#[derive(Clone, Copy)]
pub(crate) struct Parts<'a> {
    pub shared: &'a Shared,
    pub config: &'a SessionConfig,
}

impl Parts<'_> {
    /// The parts a handle holds, for the `Agent` side of a feature.
    pub(crate) fn of(h: &crate::agent::handle::Handle) -> Parts<'_> {
        Parts {
            shared: &h.shared,
            config: &h.config,
        }
    }

    fn announce(&self, written: Vec<Entry>) {
        for entry in written {
            self.shared.publish(SessionEvent::EntryAppended { entry });
        }
    }
}

impl SharedOps for Parts<'_> {
    fn publish(&self, event: SessionEvent) {
        self.shared.publish(event);
    }

    fn context(&self) -> crate::error::Result<Context> {
        lock(&self.shared.store).context()
    }

    fn entries(&self) -> crate::error::Result<(Vec<Entry>, Option<String>)> {
        lock(&self.shared.store).entries_since(None)
    }

    fn append(&self, body: Body) -> crate::error::Result<()> {
        let written = lock(&self.shared.store).append(body)?;
        self.announce(written);
        Ok(())
    }

    fn append_at(&self, target: Option<&str>, body: Body) -> crate::error::Result<Option<String>> {
        let (written, leaf) = {
            let mut store = lock(&self.shared.store);
            store.set_leaf(target)?;
            let written = store.append(body)?;
            (written, store.leaf_id())
        };
        self.announce(written);
        Ok(leaf)
    }

    fn record_custom(
        &self,
        custom_type: &str,
        data: serde_json::Value,
    ) -> crate::error::Result<()> {
        let written = lock(&self.shared.store).append(Body::Custom(Custom {
            custom_type: custom_type.into(),
            data: data.clone(),
        }))?;
        lock(&self.shared.customs).insert(custom_type.into(), data);
        self.announce(written);
        Ok(())
    }

    fn latest_custom(&self, custom_type: &str) -> Option<serde_json::Value> {
        lock(&self.shared.customs).get(custom_type).cloned()
    }

    fn last_assistant_entry(&self) -> Option<String> {
        lock(&self.shared.store).last_assistant_id().ok().flatten()
    }

    fn file_on_disk(&self) -> Option<std::path::PathBuf> {
        let store = lock(&self.shared.store);
        store
            .on_disk()
            .then(|| store.path().map(Path::to_path_buf))
            .flatten()
    }

    fn sync_file(&self) -> crate::error::Result<()> {
        lock(&self.shared.store).sync()
    }

    fn adopt(&self, ctx: Context) {
        let projected = ctx.messages.clone();
        *lock(&self.shared.messages) = ctx.into_llm();
        *lock(&self.shared.restored) = projected;
    }

    fn fire_pre_compact(&self, trigger: &str, custom: Option<&str>) {
        crate::agent::hook_calls::fire_pre_compact(self.shared, self.config, trigger, custom);
    }

    fn read_messages<R>(&self, read: impl FnOnce(&[Message]) -> R) -> R {
        read(&lock(&self.shared.messages))
    }

    fn session_id(&self) -> &str {
        &self.config.session_id
    }

    fn cwd(&self) -> &Path {
        &self.config.cwd
    }

    fn tool_state(&self) -> &ToolState {
        &self.config.tool_state
    }
}

impl SharedOps for AgentSession {
    fn publish(&self, event: SessionEvent) {
        self.parts().publish(event);
    }

    fn context(&self) -> crate::error::Result<Context> {
        self.parts().context()
    }

    fn entries(&self) -> crate::error::Result<(Vec<Entry>, Option<String>)> {
        self.parts().entries()
    }

    fn append(&self, body: Body) -> crate::error::Result<()> {
        self.parts().append(body)
    }

    fn append_at(&self, target: Option<&str>, body: Body) -> crate::error::Result<Option<String>> {
        self.parts().append_at(target, body)
    }

    fn record_custom(
        &self,
        custom_type: &str,
        data: serde_json::Value,
    ) -> crate::error::Result<()> {
        self.parts().record_custom(custom_type, data)
    }

    fn latest_custom(&self, custom_type: &str) -> Option<serde_json::Value> {
        self.parts().latest_custom(custom_type)
    }

    fn last_assistant_entry(&self) -> Option<String> {
        self.parts().last_assistant_entry()
    }

    fn file_on_disk(&self) -> Option<std::path::PathBuf> {
        self.parts().file_on_disk()
    }

    fn sync_file(&self) -> crate::error::Result<()> {
        self.parts().sync_file()
    }

    fn adopt(&self, ctx: Context) {
        self.parts().adopt(ctx);
    }

    fn fire_pre_compact(&self, trigger: &str, custom: Option<&str>) {
        self.parts().fire_pre_compact(trigger, custom);
    }

    fn read_messages<R>(&self, read: impl FnOnce(&[Message]) -> R) -> R {
        read(&lock(&self.shared.messages))
    }

    fn session_id(&self) -> &str {
        &self.config.session_id
    }

    fn cwd(&self) -> &Path {
        &self.config.cwd
    }

    fn tool_state(&self) -> &ToolState {
        &self.config.tool_state
    }
}

impl SessionOps for AgentSession {
    fn note_failed_write(&self, error: String) {
        lock(&self.persist_error).get_or_insert(error);
    }

    fn append_note(&self, body: Body, message: Message) {
        self.persist(body);
        lock(&self.shared.messages).push(message);
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
        let prefix = compaction::cut::prefix_tokens(
            &crate::agent::prompt::render(&self.system.sections),
            &self.system.tools,
        );
        prefix
            + self.read_messages(|m| m.iter().map(compaction::cut::llm_tokens).sum::<u64>())
    }
}

/// What the turn driver (`run.rs`) calls on the session for its features.
impl AgentSession {
    /// The session's shared state with its configuration.
    pub(crate) fn parts(&self) -> Parts<'_> {
        Parts {
            shared: &self.shared,
            config: &self.config,
        }
    }

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
        let auto = lock(&self.shared.runtime).auto_compaction;
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
        let ended_by_reply = summary.stop_reason == StopReason::Stop && !summary.max_turns_hit;
        plan::after_run(self, &self.shared.plan, mode, ended_by_reply);
    }

    /// At a turn end: the context-pressure notices (`compaction::note_pressure`).
    pub(crate) fn note_context_pressure(&self) {
        compaction::note_pressure(self, &self.shared.compaction);
    }
}
