//! Replacing the session an `Agent` drives (`new_session`, `switch_session`, `fork`) and closing
//! it at exit. The order is fixed: stop the old run, stop its thread, then release its file lock
//! and end its background jobs; only then does the new session start, with fresh tool state and
//! permission memory, and the model and thinking level its branch recorded. SessionEnd fires for
//! the old session once its run has stopped (`reason` new or switch; exit from `close`), and
//! SessionStart for the new one once it runs (`source` new, resume or fork).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::agent::api::{Agent, Current};
use crate::agent::error::AgentError;
use crate::agent::events::SessionEvent;
use crate::agent::reply::SessionRef;
use crate::agent::worker::{AgentSession, lock};
use crate::config::models::ModelSpec;
use crate::permissions::Permissions;
use crate::session::tree::ForkPoint;
use crate::session::{Context, Store};
use crate::tools::state::ToolState;

/// How long a switch waits for the old run to stop after its abort.
const STOP_DEADLINE: Duration = Duration::from_secs(10);

impl Agent {
    /// Starts a new, empty session (in the sessions directory, or in memory with no directory).
    pub fn new_session(&self) -> Result<SessionRef, AgentError> {
        let cwd = &self.inner.base.cwd;
        let store = match &self.inner.root {
            Some(root) => Store::create(root, cwd, None),
            None => Store::in_memory(cwd),
        };
        self.replace(store, None, "new")
    }

    /// Continues the session file at `path` on its current branch.
    pub fn switch_session(&self, path: &Path) -> Result<SessionRef, AgentError> {
        let base = &self.inner.base;
        let bound = crate::session::older::Bound {
            window: base.model.context_window,
            keep: base.retry.compaction.keep_recent_tokens,
        };
        let mut store = Store::open_within(path, bound)?;
        let context = store.context()?;
        self.replace(store, Some(context), "resume")
    }

    /// Copies the current branch up to just before `entry_id` into a new session and continues it.
    pub fn fork(&self, entry_id: &str) -> Result<SessionRef, AgentError> {
        let Some(root) = &self.inner.root else {
            return Err(AgentError::Core(crate::error::Error::Session(
                "fork needs session files; this ama runs with --no-session".into(),
            )));
        };
        let mut store = {
            let h = self.handle();
            let current = lock(&h.shared.store);
            current.fork(
                &ForkPoint::Before(entry_id.to_string()),
                root,
                &self.inner.base.cwd,
            )?
        };
        let context = store.context()?;
        self.replace(store, Some(context), "fork")
    }

    /// Stops the current run (waiting up to `deadline`), the session thread, syncs the file and
    /// releases its lock. Call once at exit.
    pub fn close(&self, deadline: Duration) -> crate::error::Result<()> {
        let mut cur = lock(&self.inner.current);
        stop(&mut cur, deadline, "exit")
    }

    fn replace(
        &self,
        store: Store,
        context: Option<Context>,
        reason: &'static str,
    ) -> Result<SessionRef, AgentError> {
        let _one_at_a_time = lock(&self.inner.switching);
        let runtime = self.handle().runtime();
        let mode = self.handle().config.permissions.mode();
        let mut config = self.inner.base.clone();
        config.session_id = store.id().to_string();
        // The branch's model and thinking level come back with it, as with `--session`.
        let restored_model = context
            .as_ref()
            .and_then(|c| c.model.as_ref())
            .and_then(|m| {
                let spec = ModelSpec {
                    provider: Some(m.provider.clone()),
                    id: m.model_id.clone(),
                    channel: m.channel.clone(),
                };
                let models = self.inner.models.as_ref()?;
                let model = models.find(&spec).ok()?;
                let key = models.require_key(&model.provider).ok()?;
                let channel = model.channel.clone();
                Some((model, key, channel))
            });
        let channel = match restored_model {
            Some((model, key, channel)) => {
                config.model = model;
                config.api_key = key;
                channel
            }
            None => {
                config.model = runtime.model.clone();
                config.api_key = runtime.api_key.clone();
                runtime.channel.clone()
            }
        };
        config.thinking = context
            .as_ref()
            .and_then(|c| c.thinking)
            .unwrap_or(runtime.thinking);
        if let Ok(tools) = config.tools.with_active_pending(&runtime.active_tools, &|n| n.starts_with("mcp__")) {
            config.tools = tools;
        }
        config.tool_state = ToolState::new(self.inner.base.tool_state.options().clone());
        config.permissions = Arc::new(self.fresh_permissions(&config));
        config.permissions.set_mode(mode);
        if let Some(answers) = lock(&self.inner.approver).clone() {
            config.permissions.approvals.set_client(Some(answers));
        }
        let session_file = store.path().map(PathBuf::from);
        let id = config.session_id.clone();

        let mut cur = lock(&self.inner.current);
        let end_reason = if reason == "new" { "new" } else { "switch" };
        stop(&mut cur, STOP_DEADLINE, end_reason)?;
        let (handle, join) = AgentSession::spawn_on(config, store, context, self.inner.bus.clone());
        handle.update_runtime(|r| r.channel = channel);
        *cur = Current {
            handle,
            join: Some(join),
            session_id: id.clone(),
            session_file: session_file.clone(),
            reason,
        };
        drop(cur);
        self.inner.bus.publish(SessionEvent::SessionStart {
            session_id: id.clone(),
            session_file: session_file.as_ref().map(|p| p.display().to_string()),
            cwd: self.inner.base.cwd.display().to_string(),
            reason,
        });
        self.inner.bus.publish(SessionEvent::SessionChanged {
            session_id: id.clone(),
            session_file: session_file.as_ref().map(|p| p.display().to_string()),
        });
        // Not strict: a hook that cannot start is a notice here; the switch has happened.
        let _ = crate::agent::hook_calls::session_start(&self.handle(), reason, false);
        Ok(SessionRef::new(&id, session_file))
    }

    fn fresh_permissions(&self, config: &crate::agent::worker::SessionConfig) -> Permissions {
        match &self.inner.fresh_permissions {
            Some(factory) => factory(&config.model, &config.api_key),
            None => Permissions::new(self.inner.base.permissions.config.clone(), &config.cwd),
        }
    }
}

/// Stops `cur`'s run, fires SessionEnd (`end_reason`) while its file is still held, then stops
/// its thread and releases the file: the lock is never released while its run could still
/// write.
fn stop(cur: &mut Current, deadline: Duration, end_reason: &str) -> crate::error::Result<()> {
    let h = cur.handle.clone();
    h.abort();
    if !h.wait_idle(deadline) {
        return Err(crate::error::Error::Run(format!(
            "the running session did not stop within {} s; abort it and try again",
            deadline.as_secs()
        )));
    }
    crate::agent::hook_calls::session_end(&h, end_reason);
    // An ended session sends no more warming requests.
    crate::agent::cache::state::end(&cur.session_id);
    h.shutdown();
    if let Some(join) = cur.join.take() {
        let _ = join.join();
    }
    h.config.tool_state.jobs().kill_all();
    h.close_session()
}
