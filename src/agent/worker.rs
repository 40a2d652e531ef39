//! `AgentSession`: owns one conversation and runs its turns on its own thread. Prompts arrive over
//! a bounded channel; steering, follow-ups and abort act on shared state so they work while a run
//! is going; every change is published as a `SessionEvent` on the session's bus. A panic inside
//! a run is caught on this thread and ends the run with an error, so no caller waits forever.

use std::collections::BTreeMap;
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use crate::agent::bus::Bus;
use crate::agent::events::SessionEvent;
pub use crate::agent::handle::Handle;
use crate::agent::queue::Queues;
use crate::agent::reply::Disposition;
pub use crate::agent::session_config::SessionConfig;
use crate::ai::types::{Message, StopReason, ThinkingLevel, Usage};
use crate::permissions::Denial;
use crate::session::entry::ModelChange;
use crate::session::{Context, ContextMessage, Store, SystemState};
use crate::util::cancel::Cancel;

/// How a run ended, for print mode's result object.
#[derive(Clone, Debug, Default)]
pub struct RunSummary {
    pub stop_reason: StopReason,
    pub max_turns_hit: bool,
    /// `--max-budget-usd` ended the run before its next request.
    pub max_budget_hit: bool,
    pub num_turns: u32,
    pub final_text: String,
    pub error_message: Option<String>,
    /// `ErrorKind::code` of the failure that ended the run.
    pub error_code: Option<&'static str>,
    pub usage: Usage,
    pub duration_api_ms: u64,
    /// Calls the permission pipeline denied in this run.
    pub permission_denials: Vec<Denial>,
    /// A hook's `continue: false` ended the run (or kept the prompt from starting one).
    pub stopped_by_hook: Option<crate::hooks::Stopped>,
}

/// Called once on the session thread when a run has started (after its first `turn_start`),
/// before the prompt's user message is published (`Started`); when a UserPromptSubmit hook
/// blocked the prompt, so no run starts (`Handled`); or with the error that kept it from
/// starting. A front end answers the prompt here.
pub type OnStarted = Box<dyn FnOnce(Result<Disposition, String>) + Send>;

pub enum Command {
    /// A prompt's text, its images (`ContentBlock::Image`), who to tell when it started,
    /// whether a prompt a hook handled is followed by a lone `agent_settled` (for front ends
    /// that wait for the settle after every prompt instead of reading the disposition).
    Prompt(
        String,
        Vec<crate::ai::types::ContentBlock>,
        Option<OnStarted>,
        bool,
        Option<String>,
    ),
    Shutdown,
}

/// How many commands may wait for the session thread (one prompt at a time, plus shutdown).
const COMMAND_CAPACITY: usize = 4;

/// State shared between the session thread and its handles; private to `agent/`.
pub(crate) struct Shared {
    pub queues: Mutex<Queues>,
    pub messages: Mutex<Vec<Message>>,
    /// The restored branch as projected (with the custom and summary roles); `messages` starts
    /// with their LLM form, so `messages[restored.len()..]` came later.
    pub restored: Mutex<Vec<ContextMessage>>,
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
    pub bus: Arc<Bus>,
    /// Whether a compaction runs, and the context-pressure history.
    pub compaction: crate::agent::compaction::State,
    /// Whether SessionEnd has fired for this session (it fires once: at a switch or at exit).
    pub session_ended: std::sync::atomic::AtomicBool,
    /// Plan mode: the tracker and whether this is a root session (`agent/plan/`).
    pub plan: crate::agent::plan::PlanShared,
    /// What the reminders remember (file baselines, what was told).
    pub reminders: crate::agent::reminders::State,
    /// The session's `task` sub-agents (and its own role when it is one).
    pub tasks: crate::agent::tasks::SessionTasks,
    /// Context that SessionStart hooks left for this session, added before its first run.
    pub pending_hook_context: Mutex<Vec<String>>,
    /// The estimated tokens of the system prompt and the tool table, as the session thread last
    /// computed them (`agent::estimate`: the stats' context figure without a provider anchor).
    pub prefix_tokens: std::sync::atomic::AtomicU64,
    /// The estimated tokens of a restored branch's older messages, left in the file because
    /// the branch is larger than the window (`session::older`): the session compacts before
    /// its next request. 0 once compacted.
    pub older_tokens: std::sync::atomic::AtomicU64,
    /// The `ama.rewind-note` of a one-sided rewind, written just before the next prompt's user
    /// message (session-format.md); a later rewind replaces it.
    pub pending_rewind_note: Mutex<Option<crate::session::entry::CustomMessage>>,
}

/// The one poison-tolerant lock (`util::sync`), here for the agent's modules that import it.
pub(crate) use crate::util::sync::lock;

impl Shared {
    pub fn publish(&self, event: SessionEvent) {
        self.bus.publish(event);
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
    pub(crate) config: SessionConfig,
    pub(crate) shared: Arc<Shared>,
    /// The system prompt as the session records it; requests render it in full.
    pub(crate) system: SystemState,
    /// What the resumed branch said, to decide which start entries to write.
    pub(crate) restored: Restored,
    /// Whether the start entries have been written.
    pub(crate) started: bool,
    /// The first failed session write; the run stops before its next request.
    pub(crate) persist_error: Mutex<Option<String>>,
    /// `AMA_TEST_PANIC`: `start` panics before a run has started, `run` after (tests of the panic
    /// path). Read once per session, and only in a build with the `test-hooks` feature: the
    /// release binary has no such variable.
    #[cfg(feature = "test-hooks")]
    test_panic: Option<TestPanic>,
}

/// Where `AMA_TEST_PANIC` makes a run panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TestPanic {
    BeforeStart,
    InRun,
}

impl TestPanic {
    /// Where `AMA_TEST_PANIC` asks for a panic (`start` or `run`), if anywhere.
    #[cfg(feature = "test-hooks")]
    fn from_env() -> Option<TestPanic> {
        std::env::var("AMA_TEST_PANIC")
            .ok()
            .and_then(|v| match v.as_str() {
                "start" => Some(TestPanic::BeforeStart),
                "run" => Some(TestPanic::InRun),
                _ => None,
            })
    }
}

/// The todo list comes back with the branch (its latest `ama.todo` snapshot).
fn restore_todos(customs: &BTreeMap<String, serde_json::Value>, config: &SessionConfig) {
    if let Some(items) = customs
        .get(crate::tools::todo::CUSTOM_TYPE)
        .and_then(|d| d.get("items"))
        .and_then(|i| serde_json::from_value(i.clone()).ok())
    {
        config.tool_state.set_todos(items);
    }
}

/// The model, thinking level and system prompt a resumed branch had.
#[derive(Default)]
pub(crate) struct Restored {
    pub model: Option<ModelChange>,
    pub thinking: Option<ThinkingLevel>,
    pub has_system: bool,
}

impl AgentSession {
    /// Starts the session thread for a conversation kept in memory only.
    #[cfg(feature = "test-hooks")]
    pub fn spawn(config: SessionConfig) -> (Handle, JoinHandle<()>) {
        let store = Store::in_memory(&config.cwd);
        AgentSession::spawn_with(config, store, None)
    }

    /// Starts the session thread over `store`; `resumed` is the projected context of the branch
    /// a resumed or forked session continues.
    #[cfg(feature = "test-hooks")]
    pub fn spawn_with(
        config: SessionConfig,
        store: Store,
        resumed: Option<Context>,
    ) -> (Handle, JoinHandle<()>) {
        AgentSession::spawn_on(config, store, resumed, Arc::new(Bus::default()))
    }

    /// `spawn_with`, publishing on `bus` (an `Agent` keeps one bus across its sessions).
    pub fn spawn_on(
        config: SessionConfig,
        store: Store,
        resumed: Option<Context>,
        bus: Arc<Bus>,
    ) -> (Handle, JoinHandle<()>) {
        let mut resumed = resumed.unwrap_or_default();
        let system = resumed.system_state();
        let restored = Restored {
            model: resumed.model.clone(),
            thinking: resumed.thinking,
            has_system: resumed
                .messages
                .iter()
                .any(|m| matches!(m, ContextMessage::Message(Message::System(_)))),
        };
        let customs = std::mem::take(&mut resumed.customs);
        restore_todos(&customs, &config);
        crate::agent::compaction::restore_files(&resumed.messages, &config.cwd, &config.tool_state);
        let auto_compaction =
            crate::agent::compaction::auto_on_start(&customs, config.retry.compaction.enabled);
        let session_name = store.name().ok().flatten();
        let projected = resumed.messages.clone();
        let older_tokens = resumed.older.take().map_or(0, |o| o.tokens());
        let plan = crate::agent::plan::restore(&customs, &config.permissions);
        let shared = Arc::new(Shared {
            queues: Mutex::new(Queues::default()),
            messages: Mutex::new(resumed.into_llm()),
            restored: Mutex::new(projected),
            cancel: Mutex::new(Cancel::new()),
            running: Mutex::new(false),
            last_summary: Mutex::new(None),
            store: Mutex::new(store),
            customs: Mutex::new(customs),
            runtime: Mutex::new(crate::agent::runtime::Runtime {
                model: config.model.clone(),
                channel: config.model.channel.clone(),
                api_key: config.api_key.clone(),
                thinking: config.thinking,
                active_tools: config.tools.active_names(),
                auto_retry: config.retry.enabled,
                auto_compaction,
                session_name,
                codemode: config.services.codemode.clone(),
            }),
            retrying: std::sync::atomic::AtomicBool::new(false),
            bus,
            compaction: Default::default(),
            session_ended: std::sync::atomic::AtomicBool::new(false),
            plan,
            reminders: Default::default(),
            tasks: Default::default(),
            pending_hook_context: Mutex::new(Vec::new()),
            prefix_tokens: std::sync::atomic::AtomicU64::new(0),
            older_tokens: std::sync::atomic::AtomicU64::new(older_tokens),
            pending_rewind_note: Mutex::new(None),
        });
        // codemode `only` offers codemode alone: `task` too is withdrawn until `/codemode`
        // (or `set_active_tools`) offers it again (docs/codemode.md).
        if config.services.codemode.as_ref().is_some_and(|c| c.mode == crate::config::codemode::Mode::Only) {
            shared.tasks.set_withdrawn(true);
        }
        let (tx, rx) = mpsc::sync_channel(COMMAND_CAPACITY);
        let handle = Handle::new(tx, shared.clone(), Arc::new(config.clone()));
        let session = AgentSession {
            config,
            shared,
            system,
            restored,
            started: false,
            persist_error: Mutex::new(None),
            #[cfg(feature = "test-hooks")]
            test_panic: TestPanic::from_env(),
        };
        session.note_prefix_tokens();
        let join = std::thread::Builder::new()
            .name("ama-session".into())
            .spawn(move || session.serve(rx))
            .unwrap_or_else(|e| panic!("cannot start the session thread: {e}"));
        (handle, join)
    }

    fn serve(mut self, rx: Receiver<Command>) {
        while let Ok(cmd) = rx.recv() {
            match cmd {
                Command::Prompt(text, images, on_started, settle_handled, origin) => {
                    let on_started = Mutex::new(on_started);
                    let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        self.run_with(text, images, &on_started, settle_handled, origin)
                    }));
                    // Every way out of a run (settle, handled, crashed) has recorded its summary
                    // and cleared `running` already; clearing it again here could clear the
                    // next prompt's run, which may start as soon as the front end heard back.
                    if let Err(payload) = run {
                        self.crashed(&payload, &on_started);
                    }
                }
                Command::Shutdown => break,
            }
        }
    }

    /// Panics on purpose when the test hook asks for it at this point (`test-hooks` builds only;
    /// otherwise this does nothing).
    #[cfg(feature = "test-hooks")]
    pub(crate) fn test_hook(&self, at: TestPanic) {
        if self.test_panic == Some(at) {
            panic!("AMA_TEST_PANIC: injected panic in the session thread");
        }
    }

    /// Without the `test-hooks` feature there is no injected panic.
    #[cfg(not(feature = "test-hooks"))]
    pub(crate) fn test_hook(&self, _at: TestPanic) {}

    /// A run that panicked: the prompt is answered if it was not yet, and the run ends with an
    /// error (`agent_end` with stop reason error, then the settle pair), like any failed run.
    fn crashed(
        &mut self,
        payload: &Box<dyn std::any::Any + Send>,
        on_started: &Mutex<Option<OnStarted>>,
    ) -> RunSummary {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".into());
        let message = format!(
            "internal error: the session thread panicked ({what}); the run was stopped. Please report this bug."
        );
        // A prompt not yet answered gets the error itself; a started one hears of it below.
        let answered = match lock(on_started).take() {
            Some(f) => {
                f(Err(message.clone()));
                false
            }
            None => true,
        };
        let summary = RunSummary {
            stop_reason: StopReason::Error,
            error_message: Some(message),
            error_code: Some("internal_error"),
            ..RunSummary::default()
        };
        if let Some(message) = summary.error_message.clone().filter(|_| answered) {
            self.shared.publish(SessionEvent::Notification {
                level: "error",
                message,
            });
        }
        self.shared.publish(SessionEvent::AgentEnd {
            stop_reason: StopReason::Error,
            will_retry: false,
            stopped_by_hook: None,
        });
        self.shared.publish(SessionEvent::AgentBeforeSettle);
        *lock(&self.shared.last_summary) = Some(summary.clone());
        *lock(&self.shared.running) = false;
        self.shared.publish(SessionEvent::AgentSettled {
            warning: summary.error_message.clone(),
        });
        summary
    }
}

/// In a build that aborts on panic (the `dist` profile), a panic cannot be caught and turned into
/// an error event; this hook makes it print the usual message and exit with 1 instead of dying by
/// SIGABRT. Builds that unwind keep the default hook: the session thread catches the panic.
pub fn exit_on_panic_when_aborting() {
    if cfg!(panic = "abort") {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            default(info);
            eprintln!("error: internal error: ama stopped after a bug (a panic); please report it");
            std::process::exit(1);
        }));
    }
}
