//! `AgentSession`: owns one conversation and runs its turns on its own thread. Prompts arrive over
//! a channel; steering, follow-ups and abort act on shared state so they work while a run is
//! going; every change is published as a `SessionEvent` to all subscribers.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;

use crate::agent::events::SessionEvent;
use crate::agent::queue::Queues;
use crate::agent::retry::RetryPolicy;
use crate::ai::model::Model;
use crate::ai::types::{Message, StopReason, ThinkingLevel, Usage};
use crate::permissions::mode::Mode;
use crate::permissions::{Denial, Permissions};
use crate::session::entry::ModelChange;
use crate::session::{Context, Store, SystemState};
use crate::tools::registry::Registry;
use crate::tools::state::ToolState;
use crate::util::cancel::Cancel;

/// Everything a session needs, fixed at startup.
#[derive(Clone)]
pub struct SessionConfig {
    pub session_id: String,
    pub model: Model,
    pub api_key: Option<String>,
    pub thinking: ThinkingLevel,
    pub tools: Registry,
    pub cwd: PathBuf,
    pub max_turns: Option<u32>,
    pub retry: RetryPolicy,
    /// What the tools remember in this session (files read, todos, background jobs).
    pub tool_state: ToolState,
    /// Whether the prompt includes AGENTS.md / CLAUDE.md files (`--no-context-files` turns it off).
    pub context_files: bool,
    /// The permission pipeline every tool call passes before it runs.
    pub permissions: Arc<Permissions>,
}

/// How a run ended, for print mode's result object.
#[derive(Clone, Debug, Default)]
pub struct RunSummary {
    pub stop_reason: StopReason,
    pub max_turns_hit: bool,
    pub num_turns: u32,
    pub final_text: String,
    pub error_message: Option<String>,
    /// `ErrorKind::code` of the failure that ended the run.
    pub error_code: Option<&'static str>,
    pub usage: Usage,
    pub duration_api_ms: u64,
    /// Calls the permission pipeline denied in this run.
    pub permission_denials: Vec<Denial>,
}

pub enum Command {
    /// A prompt's text and its images (`ContentBlock::Image`).
    Prompt(String, Vec<crate::ai::types::ContentBlock>),
    Shutdown,
}

/// State shared between the session thread and its handles.
pub struct Shared {
    pub queues: Mutex<Queues>,
    pub messages: Mutex<Vec<Message>>,
    pub cancel: Mutex<Cancel>,
    pub running: Mutex<bool>,
    pub last_summary: Mutex<Option<RunSummary>>,
    /// The session file's writer (in memory only for `--no-session`).
    pub store: Mutex<Store>,
    /// The latest `custom` data by `customType` (e.g. `ama.todo`), restored on resume.
    pub customs: Mutex<BTreeMap<String, serde_json::Value>>,
    /// Settings front ends change at run time; the session adopts them each turn.
    pub runtime: Mutex<crate::agent::runtime::Runtime>,
    /// Whether the run is waiting to retry a failed request.
    pub retrying: std::sync::atomic::AtomicBool,
    subscribers: Mutex<Vec<Subscriber>>,
}

/// A subscriber and the events it wants (`None` = all).
struct Subscriber {
    tx: Sender<SessionEvent>,
    filter: Option<fn(&SessionEvent) -> bool>,
}

pub fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

impl Shared {
    pub fn publish(&self, event: SessionEvent) {
        let mut subs = lock(&self.subscribers);
        subs.retain(|s| !s.filter.is_none_or(|f| f(&event)) || s.tx.send(event.clone()).is_ok());
    }

    pub fn publish_queue(&self) {
        let (steering, follow_up) = lock(&self.queues).snapshot();
        self.publish(SessionEvent::QueueUpdate {
            steering,
            follow_up,
        });
    }
}

pub struct AgentSession {
    pub config: SessionConfig,
    pub shared: Arc<Shared>,
    /// The system prompt as the session records it; requests render it in full.
    pub(crate) system: SystemState,
    /// What the resumed branch said, to decide which start entries to write.
    pub(crate) restored: Restored,
    /// Whether the start entries have been written.
    pub(crate) started: bool,
    /// The first failed session write; the run stops before its next request.
    pub(crate) persist_error: Mutex<Option<String>>,
}

/// The model, thinking level and system prompt a resumed branch had.
#[derive(Default)]
pub(crate) struct Restored {
    pub model: Option<ModelChange>,
    pub thinking: Option<ThinkingLevel>,
    pub has_system: bool,
}

/// A cheap handle to a running session.
#[derive(Clone)]
pub struct Handle {
    tx: Sender<Command>,
    pub shared: Arc<Shared>,
    pub config: Arc<SessionConfig>,
}

impl AgentSession {
    /// Starts the session thread for a conversation kept in memory only.
    pub fn spawn(config: SessionConfig) -> (Handle, JoinHandle<()>) {
        let store = Store::in_memory(&config.cwd);
        AgentSession::spawn_with(config, store, None)
    }

    /// Starts the session thread over `store`; `resumed` is the projected context of the branch
    /// a resumed or forked session continues.
    pub fn spawn_with(
        config: SessionConfig,
        store: Store,
        resumed: Option<Context>,
    ) -> (Handle, JoinHandle<()>) {
        let mut resumed = resumed.unwrap_or_default();
        let system = resumed.system_state();
        let restored = Restored {
            model: resumed.model.clone(),
            thinking: resumed.thinking,
            has_system: resumed.messages.iter().any(|m| {
                matches!(
                    m,
                    crate::session::ContextMessage::Message(Message::System(_))
                )
            }),
        };
        let customs = std::mem::take(&mut resumed.customs);
        // The todo list comes back with the branch (its latest `ama.todo` snapshot).
        if let Some(items) = customs
            .get(crate::tools::todo::CUSTOM_TYPE)
            .and_then(|d| d.get("items"))
            .and_then(|i| serde_json::from_value(i.clone()).ok())
        {
            config.tool_state.set_todos(items);
        }
        let shared = Arc::new(Shared {
            queues: Mutex::new(Queues::default()),
            messages: Mutex::new(resumed.into_llm()),
            cancel: Mutex::new(Cancel::new()),
            running: Mutex::new(false),
            last_summary: Mutex::new(None),
            store: Mutex::new(store),
            customs: Mutex::new(customs),
            runtime: Mutex::new(crate::agent::runtime::Runtime {
                model: config.model.clone(),
                api_key: config.api_key.clone(),
                thinking: config.thinking,
                active_tools: config.tools.active_names(),
                auto_retry: config.retry.enabled,
                auto_compaction: false,
                session_name: None,
            }),
            retrying: std::sync::atomic::AtomicBool::new(false),
            subscribers: Mutex::new(Vec::new()),
        });
        let (tx, rx) = mpsc::channel();
        let handle = Handle {
            tx,
            shared: shared.clone(),
            config: Arc::new(config.clone()),
        };
        let session = AgentSession {
            config,
            shared,
            system,
            restored,
            started: false,
            persist_error: Mutex::new(None),
        };
        let join = std::thread::Builder::new()
            .name("ama-session".into())
            .spawn(move || session.serve(rx))
            .unwrap_or_else(|e| panic!("cannot start the session thread: {e}"));
        (handle, join)
    }

    fn serve(mut self, rx: Receiver<Command>) {
        while let Ok(cmd) = rx.recv() {
            match cmd {
                Command::Prompt(text, images) => {
                    let summary = self.run_with(text, images);
                    *lock(&self.shared.last_summary) = Some(summary);
                    *lock(&self.shared.running) = false;
                }
                Command::Shutdown => break,
            }
        }
    }
}

impl Handle {
    /// Subscribes to events; the receiver sees every event published from now on.
    pub fn subscribe(&self) -> Receiver<SessionEvent> {
        let (tx, rx) = mpsc::channel();
        lock(&self.shared.subscribers).push(Subscriber { tx, filter: None });
        rx
    }

    /// Subscribes to the events `filter` accepts, so a front end that ignores streaming deltas
    /// is not woken for each one.
    pub fn subscribe_filtered(&self, filter: fn(&SessionEvent) -> bool) -> Receiver<SessionEvent> {
        let (tx, rx) = mpsc::channel();
        lock(&self.shared.subscribers).push(Subscriber {
            tx,
            filter: Some(filter),
        });
        rx
    }

    /// Starts a run with this prompt. Fails with the prompt back when a run is going.
    pub fn prompt(&self, text: String) -> Result<(), String> {
        self.prompt_with_images(text, Vec::new())
    }

    /// Starts a run with a prompt that carries images.
    pub fn prompt_with_images(
        &self,
        text: String,
        images: Vec<crate::ai::types::ContentBlock>,
    ) -> Result<(), String> {
        {
            let mut running = lock(&self.shared.running);
            if *running {
                return Err(text);
            }
            *running = true;
            *lock(&self.shared.cancel) = Cancel::new();
        }
        self.tx
            .send(Command::Prompt(text, images))
            .map_err(|e| match e.0 {
                Command::Prompt(t, _) => t,
                Command::Shutdown => String::new(),
            })
    }

    pub fn is_running(&self) -> bool {
        *lock(&self.shared.running)
    }

    pub fn steer(&self, text: String) {
        lock(&self.shared.queues).steering.push_back(text);
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

    pub fn shutdown(&self) {
        let _ = self.tx.send(Command::Shutdown);
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
