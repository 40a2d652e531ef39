//! `Agent`: the one typed way to drive ama's agent. Print mode, RPC and the library example call
//! these methods; the session thread, its shared state and the session switch stay inside
//! `agent/`. Queries live in `queries.rs`, session replacement in `switch.rs`.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::agent::bus::{Bus, EventSink, Events};
use crate::agent::error::AgentError;
use crate::agent::events::SessionEvent;
use crate::agent::handle::Handle;
use crate::agent::queue::QueueMode;
use crate::agent::reply::{ClearedQueue, Disposition, ModelRef};
use crate::agent::worker::{AgentSession, OnStarted, RunSummary, SessionConfig, lock};
use crate::ai::types::{ContentBlock, ThinkingLevel};
use crate::config::models::{ModelSpec, Registry};
use crate::permissions::approvals::{Answer, PendingAnswers};
use crate::permissions::mode::Mode;
use crate::session::{Context, Store};

pub use crate::agent::services::PermissionsFactory;

/// Receives a prompt's outcome exactly once.
pub type Reply = Box<dyn FnOnce(Result<Disposition, AgentError>) + Send>;

/// What an `Agent` starts with.
pub struct AgentOptions {
    /// The first session's configuration; later sessions start from it.
    pub config: SessionConfig,
    /// The first session's file (or memory store) and, when resumed, its branch.
    pub store: Store,
    pub context: Option<Context>,
    /// `session_start`'s reason for the first session: `startup`, `resume` or `fork`.
    pub reason: &'static str,
    /// The model catalogue (`set_model`, `get_available_models`, restoring a session's model).
    pub models: Option<Registry>,
    /// Where new session files go; `None` keeps sessions in memory (`--no-session`).
    pub sessions_root: Option<PathBuf>,
    /// Fresh permission state for each new session; `None` rebuilds it from the first
    /// session's permission config without a classifier.
    pub fresh_permissions: Option<PermissionsFactory>,
}

/// How a prompt behaves while a run is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StreamingBehavior {
    /// Delivered after the running tool call.
    Steer,
    /// Delivered when the agent would stop.
    FollowUp,
}

/// A prompt: text, images (`ContentBlock::Image`), and what to do during a run (`None`: busy).
#[derive(Clone, Debug, Default)]
pub struct PromptRequest {
    /// The prompt's text.
    pub text: String,
    /// Images sent with it.
    pub images: Vec<ContentBlock>,
    /// Steer or follow up when a run is going; `None` refuses the prompt then (busy).
    pub behavior: Option<StreamingBehavior>,
    /// Who sent it, when not the user: `host` (a host adapter's `messages.sendUser`) is recorded
    /// as the user message's `origin` and shown as `↳ host`.
    pub origin: Option<String>,
}

impl PromptRequest {
    /// A text-only prompt, refused while a run is going.
    pub fn text(text: impl Into<String>) -> PromptRequest {
        PromptRequest {
            text: text.into(),
            ..PromptRequest::default()
        }
    }
}

/// The session an `Agent` drives now.
pub(crate) struct Current {
    pub handle: Handle,
    pub join: Option<JoinHandle<()>>,
    pub session_id: String,
    pub session_file: Option<PathBuf>,
    pub reason: &'static str,
}

pub(crate) struct Inner {
    pub bus: Arc<Bus>,
    pub current: Mutex<Current>,
    /// Serialises session replacement.
    pub switching: Mutex<()>,
    pub base: SessionConfig,
    pub models: Option<Registry>,
    pub root: Option<PathBuf>,
    pub fresh_permissions: Option<PermissionsFactory>,
    /// The client that answers approvals, attached to every session's permissions.
    pub approver: Mutex<Option<Arc<PendingAnswers>>>,
    /// The user confirmed Bypass permissions once (`/permission full-auto`): not asked again.
    pub bypass_confirmed: std::sync::atomic::AtomicBool,
}

/// Drives sessions: prompts, queues, settings, session switching and queries, with every event
/// published to subscribers (`subscribe`, `attach`) through bounded queues.
///
/// ```no_run
/// # fn demo(agent: ama::agent::Agent) -> Result<(), ama::agent::AgentError> {
/// use ama::agent::{PromptRequest, events::SessionEvent};
/// let events = agent.subscribe();
/// agent.prompt(PromptRequest::text("list the files"))?;
/// for event in events.iter() {
///     if let SessionEvent::AgentSettled { .. } = event {
///         break;
///     }
/// }
/// println!("{:?}", agent.last_assistant_text());
/// agent.close(std::time::Duration::from_secs(5))?;
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct Agent {
    pub(crate) inner: Arc<Inner>,
}

/// How long `prompt` waits for the session thread to start a run.
const START_DEADLINE: Duration = Duration::from_secs(30);

impl Agent {
    /// Starts the first session's thread. Nothing is published until a command runs; a front end
    /// subscribes, then announces the session with `session_start_event`.
    pub fn start(options: AgentOptions) -> Agent {
        let bus = Arc::new(Bus::default());
        let first = options.config.clone();
        let session_id = options.store.id().to_string();
        let session_file = options.store.path().map(PathBuf::from);
        let (handle, join) =
            AgentSession::spawn_on(first, options.store, options.context, bus.clone());
        Agent {
            inner: Arc::new(Inner {
                bus,
                current: Mutex::new(Current {
                    handle,
                    join: Some(join),
                    session_id,
                    session_file,
                    reason: options.reason,
                }),
                switching: Mutex::new(()),
                base: options.config,
                models: options.models,
                root: options.sessions_root,
                fresh_permissions: options.fresh_permissions,
                approver: Mutex::new(None),
                bypass_confirmed: Default::default(),
            }),
        }
    }

    pub(crate) fn handle(&self) -> Handle {
        lock(&self.inner.current).handle.clone()
    }

    /// A bounded subscription to every event from now on, across session switches.
    pub fn subscribe(&self) -> Events {
        self.inner.bus.subscribe(None)
    }

    /// A subscription to the events `filter` accepts.
    pub fn subscribe_filtered(&self, filter: fn(&SessionEvent) -> bool) -> Events {
        self.inner.bus.subscribe(Some(filter))
    }

    /// Delivers events into a front end's own bounded outbox (RPC merges them with responses).
    pub fn attach(&self, sink: Arc<dyn EventSink>) {
        self.inner.bus.attach(sink, None);
    }

    /// The current session's `session_start` event, for the front end to announce it.
    pub fn session_start_event(&self) -> SessionEvent {
        let cur = lock(&self.inner.current);
        SessionEvent::SessionStart {
            session_id: cur.session_id.clone(),
            session_file: cur.session_file.as_ref().map(|p| p.display().to_string()),
            cwd: self.inner.base.cwd.display().to_string(),
            reason: cur.reason,
        }
    }

    /// Starts a run, or queues the prompt during one (`behavior`), and waits until the run has
    /// started (its first `turn_start`), the prompt is queued, or a hook handled it (`Handled`,
    /// followed by a lone `agent_settled`).
    pub fn prompt(&self, request: PromptRequest) -> Result<Disposition, AgentError> {
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        self.prompt_with(
            request,
            Box::new(move |outcome| {
                let _ = tx.send(outcome);
            }),
        );
        rx.recv_timeout(START_DEADLINE).unwrap_or_else(|_| {
            Err(AgentError::Timeout(
                "the session did not start the run within 30 s; check `get_state` and retry".into(),
            ))
        })
    }

    /// `prompt` without waiting: `reply` gets the outcome exactly once — at once when the prompt
    /// is queued or refused, else on the session thread as the run starts, before the prompt's
    /// user message is published (so a front end can answer in rpc.md's order). A prompt a
    /// UserPromptSubmit hook blocks answers `Handled`, starts no run, and is followed by a lone
    /// `agent_settled`, so a front end that waits for the settle after each prompt goes on.
    pub fn prompt_with(&self, request: PromptRequest, reply: Reply) {
        self.submit(request, reply, true);
    }

    /// `prompt_with` for a front end that acts on every disposition (RPC): a prompt a hook
    /// handled is followed by no run event at all, as rpc.md has it for handled prompts.
    pub fn prompt_with_disposition(&self, request: PromptRequest, reply: Reply) {
        self.submit(request, reply, false);
    }

    fn submit(&self, request: PromptRequest, reply: Reply, settle_handled: bool) {
        self.plan_sync();
        let h = self.handle();
        if h.is_running() {
            reply(queue_or_busy(&h, request));
            return;
        }
        let slot = Arc::new(Mutex::new(Some(reply)));
        let on_started: OnStarted = {
            let slot = slot.clone();
            Box::new(move |started: Result<Disposition, String>| {
                if let Some(reply) = lock(&slot).take() {
                    reply(started.map_err(AgentError::Internal));
                }
            })
        };
        let behavior = request.behavior;
        let origin = request.origin.clone();
        if let Err(text) = h.start_run(
            request.text,
            request.images,
            Some(on_started),
            settle_handled,
            request.origin,
        ) {
            let Some(reply) = lock(&slot).take() else {
                return;
            };
            let outcome = if h.is_running() {
                queue_or_busy(
                    &h,
                    PromptRequest {
                        text,
                        images: Vec::new(),
                        behavior,
                        origin,
                    },
                )
            } else {
                Err(AgentError::SessionClosed)
            };
            reply(outcome);
        }
    }

    /// Aborts the run and waits up to `deadline` for the session to be idle. Queues are kept.
    pub fn abort(&self, deadline: Duration) -> Result<(), AgentError> {
        let h = self.handle();
        h.abort();
        if h.wait_idle(deadline) {
            Ok(())
        } else {
            Err(AgentError::Timeout(format!(
                "the run did not stop within {} ms of the abort; send `abort` again or end ama",
                deadline.as_millis()
            )))
        }
    }

    /// Waits up to `timeout` for the current run to end; false when it is still going.
    pub fn wait_idle(&self, timeout: Duration) -> bool {
        self.handle().wait_idle(timeout)
    }

    /// Whether a run is going.
    pub fn is_running(&self) -> bool {
        self.handle().is_running()
    }

    /// How the last run ended (print mode's result object).
    pub fn last_run(&self) -> Option<RunSummary> {
        self.handle().last_summary()
    }

    /// Empties the steering and follow-up queues and returns what they held.
    pub fn clear_queue(&self) -> ClearedQueue {
        let (steering, follow_up) = self.handle().clear_queue();
        ClearedQueue {
            steering,
            follow_up,
        }
    }

    /// How queued steering messages are delivered (all at once or one per turn); returns it.
    pub fn set_steering_mode(&self, mode: QueueMode) -> QueueMode {
        lock(&self.handle().shared.queues).steering_mode = mode;
        mode
    }

    /// How queued follow-up messages are delivered (all at once or one per run); returns it.
    pub fn set_follow_up_mode(&self, mode: QueueMode) -> QueueMode {
        lock(&self.handle().shared.queues).follow_up_mode = mode;
        mode
    }

    /// Switches the model from the next turn on; recorded as a `model_change` entry.
    pub fn set_model(
        &self,
        provider: &str,
        id: &str,
        channel: Option<String>,
    ) -> Result<ModelRef, AgentError> {
        let models = self.models()?;
        let spec = ModelSpec {
            provider: Some(provider.to_string()),
            id: id.to_string(),
            channel,
        };
        let model = models
            .find(&spec)
            .map_err(|e| AgentError::ModelNotFound(e.to_string()))?;
        let key = models.require_key(&model.provider)?;
        let info = ModelRef {
            provider: model.provider.clone(),
            id: model.id.clone(),
            channel: model.channel.clone(),
        };
        let h = self.handle();
        h.update_runtime(|r| {
            r.channel = model.channel.clone();
            r.model = model;
            r.api_key = key;
        });
        h.shared.publish(SessionEvent::ModelChanged {
            model: serde_json::to_value(&info).unwrap_or_default(),
        });
        Ok(info)
    }

    pub(crate) fn models(&self) -> Result<&Registry, AgentError> {
        self.inner.models.as_ref().ok_or(AgentError::NotImplemented(
            "changing models without a model catalogue",
        ))
    }

    /// Sets the thinking level for the next requests (recorded in the session); returns the
    /// level in force, which the model may have capped.
    pub fn set_thinking_level(&self, level: ThinkingLevel) -> ThinkingLevel {
        let h = self.handle();
        h.update_runtime(|r| r.thinking = level);
        h.shared
            .publish(SessionEvent::ThinkingLevelChanged { level });
        level
    }

    /// Levels the current model supports (`off` only without reasoning).
    pub fn available_thinking_levels(&self) -> Vec<ThinkingLevel> {
        if self.handle().runtime().model.reasoning {
            ThinkingLevel::ALL.to_vec()
        } else {
            vec![ThinkingLevel::Off]
        }
    }

    /// RPC `compact`: a manual compaction; the `CompactionResult` as JSON.
    pub fn compact(&self, instructions: Option<String>) -> Result<serde_json::Value, AgentError> {
        let result = self.compact_now(instructions.as_deref())?;
        serde_json::to_value(result)
            .map_err(|e| AgentError::Internal(format!("compaction result: {e}")))
    }

    /// Switches the threshold trigger; recorded in the session file.
    pub fn set_auto_compaction(&self, enabled: bool) -> bool {
        self.record_auto_compaction(enabled)
    }

    /// Turns automatic retries of failed requests on or off; returns the setting.
    pub fn set_auto_retry(&self, enabled: bool) -> bool {
        self.handle().update_runtime(|r| r.auto_retry = enabled);
        enabled
    }

    /// Aborts the run when it is waiting to retry; returns whether it was.
    pub fn abort_retry(&self) -> bool {
        let h = self.handle();
        let waiting = h.shared.retrying.load(std::sync::atomic::Ordering::SeqCst);
        if waiting {
            h.abort();
        }
        waiting
    }

    /// Whether the user confirmed Bypass permissions once for this agent.
    pub fn bypass_confirmed(&self) -> bool {
        self.inner
            .bypass_confirmed
            .load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Records the user's Bypass confirmation: it is not asked again for this agent.
    pub fn confirm_bypass(&self) {
        self.inner
            .bypass_confirmed
            .store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// Switches the permission mode (plan mode included); returns it.
    pub fn set_permission_mode(&self, mode: Mode) -> Mode {
        self.handle().set_permission_mode(mode);
        self.plan_sync();
        mode
    }

    /// Declares the client's capabilities: with `approvals` it answers approval requests (in
    /// every later session too); without, waiting requests end unanswered (deny).
    pub fn set_client_capabilities(&self, capabilities: &[String]) -> Vec<String> {
        let on = capabilities.iter().any(|c| c == "approvals");
        if let Some(hub) = &self.handle().config.services.tasks {
            hub.set_task_events(capabilities.iter().any(|c| c == "task_events"));
        }
        let mut slot = lock(&self.inner.approver);
        if let Some(old) = slot.take() {
            old.detach();
        }
        let approvals = &self.handle().config.permissions.approvals;
        if on {
            let answers = Arc::new(PendingAnswers::default());
            approvals.set_client(Some(answers.clone()));
            *slot = Some(answers);
        } else {
            approvals.set_client(None);
        }
        capabilities.to_vec()
    }

    /// An answer to `permission_request` `request_id`; false when nobody waits for it yet (it is
    /// kept and used when that request is asked).
    pub fn permission_response(&self, request_id: &str, answer: Answer) -> bool {
        match lock(&self.inner.approver).as_ref() {
            Some(answers) => answers.respond(request_id, answer),
            None => false,
        }
    }
}

/// A prompt during a run: queued with a streaming behavior, else busy.
fn queue_or_busy(h: &Handle, request: PromptRequest) -> Result<Disposition, AgentError> {
    match request.behavior {
        Some(StreamingBehavior::Steer) => {
            h.steer_from(request.text, request.origin);
            Ok(Disposition::Queued)
        }
        Some(StreamingBehavior::FollowUp) => {
            h.follow_up(request.text);
            Ok(Disposition::Queued)
        }
        None => Err(AgentError::Busy(
            "a run is in progress: send `streamingBehavior: \"steer\"` or `\"followUp\"` to queue the message, or `abort` first".into(),
        )),
    }
}
