//! `Handle`: the cheap, clonable way into one running `AgentSession` from other threads. It
//! queues prompts on the session thread, and reads or changes the shared state (queues, abort,
//! runtime settings). Front ends use `agent::Agent`, which owns the handles; tests and the
//! library's lower layers may use a `Handle` directly.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{SyncSender, TrySendError};
use std::time::{Duration, Instant};

#[cfg(feature = "test-hooks")]
use crate::agent::bus::Events;
use crate::agent::events::SessionEvent;
use crate::agent::worker::{Command, OnStarted, RunSummary, SessionConfig, Shared, lock};
use crate::ai::types::{ContentBlock, Message};
use crate::permissions::mode::Mode;
use crate::util::cancel::Cancel;

/// A cheap handle to a running session.
#[derive(Clone)]
pub struct Handle {
    tx: SyncSender<Command>,
    pub(crate) shared: Arc<Shared>,
    pub(crate) config: Arc<SessionConfig>,
}

impl Handle {
    pub(crate) fn new(
        tx: SyncSender<Command>,
        shared: Arc<Shared>,
        config: Arc<SessionConfig>,
    ) -> Handle {
        Handle { tx, shared, config }
    }

    #[cfg(feature = "test-hooks")]
    /// Subscribes to events; the receiver sees every event published from now on. Its queue is
    /// bounded: streaming deltas merge while the reader is behind, other events wait for room.
    pub fn subscribe(&self) -> Events {
        self.shared.bus.subscribe(None)
    }

    /// Starts a run with this prompt. Fails with the prompt back when a run is going.
    pub fn prompt(&self, text: String) -> Result<(), String> {
        self.prompt_with_images(text, Vec::new())
    }

    /// Starts a run with a prompt that carries images.
    pub fn prompt_with_images(
        &self,
        text: String,
        images: Vec<ContentBlock>,
    ) -> Result<(), String> {
        self.start_run(text, images, None, true, None)
    }

    /// Starts a run; `on_started` runs on the session thread once the run has started (or a
    /// hook handled the prompt; `settle_handled` then adds a lone `agent_settled`). Fails with
    /// the prompt back when a run is going or the session thread is gone.
    pub(crate) fn start_run(
        &self,
        text: String,
        images: Vec<ContentBlock>,
        on_started: Option<OnStarted>,
        settle_handled: bool,
        origin: Option<String>,
    ) -> Result<(), String> {
        {
            let mut running = lock(&self.shared.running);
            if *running {
                return Err(text);
            }
            *running = true;
            *lock(&self.shared.cancel) = Cancel::new();
        }
        // At most one prompt is ever queued (`running` guards it), so the channel has room.
        match self.tx.try_send(Command::Prompt(
            text,
            images,
            on_started,
            settle_handled,
            origin,
        )) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(Command::Prompt(t, ..)))
            | Err(TrySendError::Disconnected(Command::Prompt(t, ..))) => {
                *lock(&self.shared.running) = false;
                Err(t)
            }
            Err(_) => Err(String::new()),
        }
    }

    pub fn is_running(&self) -> bool {
        *lock(&self.shared.running)
    }

    /// Waits until no run is going; false when `timeout` passed first.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while self.is_running() {
            if Instant::now() >= deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        true
    }

    pub fn steer(&self, text: String) {
        self.steer_from(text, None);
    }

    /// A steering message from `origin` (`host`), recorded with it when delivered.
    pub fn steer_from(&self, text: String, origin: Option<String>) {
        lock(&self.shared.queues).push_steering(text, origin);
        self.shared.publish_queue();
    }

    pub fn follow_up(&self, text: String) {
        lock(&self.shared.queues).follow_up.push_back(text);
        self.shared.publish_queue();
    }

    pub fn clear_queue(&self) -> (Vec<String>, Vec<String>) {
        let removed = lock(&self.shared.queues).clear();
        self.shared.publish_queue();
        removed
    }

    /// Aborts the current run: the stream, a running tool, or a retry wait.
    pub fn abort(&self) {
        lock(&self.shared.cancel).cancel();
    }

    pub fn messages(&self) -> Vec<Message> {
        lock(&self.shared.messages).clone()
    }

    pub fn last_summary(&self) -> Option<RunSummary> {
        lock(&self.shared.last_summary).clone()
    }

    /// Changes the permission mode (RPC `set_permission_mode`) and publishes the change.
    pub fn set_permission_mode(&self, mode: Mode) {
        self.config.permissions.set_mode(mode);
        self.shared
            .publish(SessionEvent::PermissionModeChanged { mode });
    }

    /// Asks the session thread to stop once its current run is over.
    pub fn shutdown(&self) {
        let _ = self.tx.try_send(Command::Shutdown);
    }

    /// The session file, once it exists.
    pub fn session_file(&self) -> Option<PathBuf> {
        let store = lock(&self.shared.store);
        store
            .on_disk()
            .then(|| store.path().map(Path::to_path_buf))
            .flatten()
    }

    /// The latest `custom` data of one type (e.g. `ama.todo`).
    pub fn custom_state(&self, custom_type: &str) -> Option<serde_json::Value> {
        lock(&self.shared.customs).get(custom_type).cloned()
    }

    /// Syncs the session file and releases its lock (on exit).
    pub fn close_session(&self) -> crate::error::Result<()> {
        lock(&self.shared.store).close()
    }
}

impl Handle {
    pub(crate) fn runtime(&self) -> crate::agent::runtime::Runtime {
        lock(&self.shared.runtime).clone()
    }

    pub(crate) fn update_runtime(&self, f: impl FnOnce(&mut crate::agent::runtime::Runtime)) {
        f(&mut lock(&self.shared.runtime));
    }
}
