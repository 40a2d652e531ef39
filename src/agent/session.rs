//! `AgentSession`: owns one conversation and runs its turns on its own thread. Prompts arrive over
//! a channel; steering, follow-ups and abort act on shared state so they work while a run is
//! going; every change is published as a `SessionEvent` to all subscribers.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;

use crate::agent::events::SessionEvent;
use crate::agent::queue::Queues;
use crate::agent::retry::RetryPolicy;
use crate::ai::model::Model;
use crate::ai::types::{Message, StopReason, ThinkingLevel, Usage};
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
}

pub enum Command {
    Prompt(String),
    Shutdown,
}

/// State shared between the session thread and its handles.
pub struct Shared {
    pub queues: Mutex<Queues>,
    pub messages: Mutex<Vec<Message>>,
    pub cancel: Mutex<Cancel>,
    pub running: Mutex<bool>,
    pub last_summary: Mutex<Option<RunSummary>>,
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
}

/// A cheap handle to a running session.
#[derive(Clone)]
pub struct Handle {
    tx: Sender<Command>,
    pub shared: Arc<Shared>,
    pub config: Arc<SessionConfig>,
}

impl AgentSession {
    /// Starts the session thread.
    pub fn spawn(config: SessionConfig) -> (Handle, JoinHandle<()>) {
        let shared = Arc::new(Shared {
            queues: Mutex::new(Queues::default()),
            messages: Mutex::new(Vec::new()),
            cancel: Mutex::new(Cancel::new()),
            running: Mutex::new(false),
            last_summary: Mutex::new(None),
            subscribers: Mutex::new(Vec::new()),
        });
        let (tx, rx) = mpsc::channel();
        let handle = Handle {
            tx,
            shared: shared.clone(),
            config: Arc::new(config.clone()),
        };
        let session = AgentSession { config, shared };
        let join = std::thread::Builder::new()
            .name("ama-session".into())
            .spawn(move || session.serve(rx))
            .unwrap_or_else(|e| panic!("cannot start the session thread: {e}"));
        (handle, join)
    }

    fn serve(mut self, rx: Receiver<Command>) {
        while let Ok(cmd) = rx.recv() {
            match cmd {
                Command::Prompt(text) => {
                    let summary = self.run(text);
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
        {
            let mut running = lock(&self.shared.running);
            if *running {
                return Err(text);
            }
            *running = true;
            *lock(&self.shared.cancel) = Cancel::new();
        }
        self.tx.send(Command::Prompt(text)).map_err(|e| match e.0 {
            Command::Prompt(t) => t,
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

    pub fn shutdown(&self) {
        let _ = self.tx.send(Command::Shutdown);
    }
}
