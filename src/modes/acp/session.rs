//! One ACP session: its own `Agent` (composed for the session's cwd and MCP servers), its
//! command registry, approval broker and the forwarder thread that turns the agent's events into
//! `session/update`s. A prompt waits for the run to settle and answers with its stop reason. A
//! session's failure is reported on that session; the process goes on.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{RecvTimeoutError, SyncSender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use serde_json::{Value, json};

use crate::agent::bus::Events;
use crate::agent::events::SessionEvent;
use crate::agent::reply::Disposition;
use crate::agent::{Agent, AgentOptions, PromptRequest};
use crate::app::compose;
use crate::app::options::Args;
use crate::modes::acp::approvals::Broker;
use crate::modes::acp::transport::{Peer, RpcError, code};
use crate::modes::acp::types::{ClientCapabilities, OpenParams, SessionUpdate};
use crate::modes::acp::updates::Mapper;
use crate::modes::acp::{content, fs, settings};
use crate::util::sync::lock;

/// How long closing a session waits for its run to stop.
const CLOSE_DEADLINE: Duration = Duration::from_secs(10);

pub struct Session {
    pub id: String,
    pub agent: Agent,
    pub cwd: PathBuf,
    /// The editor's `additionalDirectories`, resolved: this session's extra project roots.
    pub roots: Vec<PathBuf>,
    peer: Arc<Peer>,
    registry: Arc<crate::commands::Registry>,
    host: Option<Arc<crate::host::Host>>,
    /// Told when a run that started settles.
    waiter: Arc<Mutex<Option<SyncSender<()>>>>,
    /// The name last sent in `session_info_update`.
    title: Arc<Mutex<Option<String>>>,
    cancelled: AtomicBool,
    stop: Arc<AtomicBool>,
    forwarder: Mutex<Option<JoinHandle<()>>>,
}

/// How a session is opened: new, or an existing one by id (load, resume).
pub enum Opening<'a> {
    New,
    Existing(&'a str),
}

/// Composes and starts a session's agent, with the editor's files and approvals wired in.
pub fn open(
    base: &Args,
    params: &OpenParams,
    opening: Opening,
    peer: &Arc<Peer>,
    caps: ClientCapabilities,
) -> Result<Arc<Session>, RpcError> {
    let cwd = project_dir(params)?;
    let roots = roots(params)?;
    let compose::Composed { options, host, .. } =
        compose_session(base, params, (&opening, &roots), &cwd)?;
    let id = options.config.session_id.clone();
    let (agent, events, registry) = start_agent(base, options, host.as_ref(), peer, caps)?;
    let session = Arc::new(Session {
        id,
        agent: agent.clone(),
        cwd,
        roots,
        peer: peer.clone(),
        registry: Arc::new(registry),
        host,
        waiter: Arc::new(Mutex::new(None)),
        title: Arc::new(Mutex::new(None)),
        cancelled: AtomicBool::new(false),
        stop: Arc::new(AtomicBool::new(false)),
        forwarder: Mutex::new(None),
    });
    spawn_forwarder(&session, agent, events)?;
    Ok(session)
}

/// The session's extra project roots: its `additionalDirectories`, resolved (`dirs.rs`).
pub fn roots(params: &OpenParams) -> Result<Vec<PathBuf>, RpcError> {
    crate::modes::acp::dirs::resolve(&params.additional_directories)
}

/// The session's project directory, `cwd`, which must be an absolute path of a directory.
fn project_dir(params: &OpenParams) -> Result<PathBuf, RpcError> {
    let cwd = PathBuf::from(&params.cwd);
    if !cwd.is_absolute() || !cwd.is_dir() {
        return Err(RpcError::invalid_params(format!(
            "`cwd` is `{}`, which is not an absolute path of a directory; send the project's absolute path",
            params.cwd
        )));
    }
    Ok(cwd)
}

/// The agent's options for the session: the base arguments with the session's cwd, extra
/// project roots (its `additionalDirectories`, resolved), MCP servers and, for load and resume,
/// its id.
fn compose_session(
    base: &Args,
    params: &OpenParams,
    (opening, roots): (&Opening, &[PathBuf]),
    cwd: &Path,
) -> Result<compose::Composed, RpcError> {
    let mut args = base.clone();
    args.cwd = Some(cwd.to_path_buf());
    args.extra_roots = roots.to_vec();
    args.mcp_servers = crate::modes::acp::mcp::servers(&params.mcp_servers)?;
    if let Opening::Existing(id) = opening {
        args.session = Some(id.to_string());
    }
    let composed = compose::agent_options(&args, true).map_err(|e| {
        let code = match (&e, opening) {
            (crate::error::Error::Session(_), Opening::Existing(_)) => code::RESOURCE_NOT_FOUND,
            _ => code::INTERNAL_ERROR,
        };
        RpcError::new(
            code,
            format!("cannot open the session in `{}`: {e}", cwd.display()),
        )
    })?;
    let id = &composed.options.config.session_id;
    if let Opening::Existing(given) = opening
        && given != id
    {
        eprintln!("acp: session `{given}` opened as `{id}`");
    }
    Ok(composed)
}

/// Starts the agent with the editor's file tools, subscribes to its events, builds its command
/// registry, attaches the host and fires SessionStart (a refusal closes the agent again).
fn start_agent(
    base: &Args,
    mut options: AgentOptions,
    host: Option<&Arc<crate::host::Host>>,
    peer: &Arc<Peer>,
    caps: ClientCapabilities,
) -> Result<(Agent, Events, crate::commands::Registry), RpcError> {
    let editor = Arc::new(fs::Editor {
        peer: peer.clone(),
        session_id: options.config.session_id.clone(),
    });
    fs::install(&mut options.config.tools, caps, editor);
    let reason = options.reason;
    let agent = Agent::start(options);
    let events = agent.subscribe();
    agent.set_client_capabilities(&["approvals".to_string()]);
    let trusted = crate::config::trust::is_trusted(agent.cwd(), base.trust_project);
    let (registry, warnings) = crate::commands::for_agent(
        agent.cwd(),
        trusted,
        &agent.installed_skills(),
        agent.mcp_servers(),
    );
    for w in warnings {
        eprintln!("warning: {w}");
    }
    if let Some(h) = host {
        crate::host::attach(h, &agent);
    }
    if let Err(e) = agent.fire_session_start(reason) {
        let _ = agent.close(CLOSE_DEADLINE);
        return Err(RpcError::internal(format!(
            "a SessionStart hook refused the session: {e}"
        )));
    }
    Ok((agent, events, registry))
}

/// Starts the session's `ama-acp-events` thread and keeps its handle for `close`.
fn spawn_forwarder(session: &Arc<Session>, agent: Agent, events: Events) -> Result<(), RpcError> {
    let forwarder = Forwarder {
        session_id: session.id.clone(),
        agent,
        peer: session.peer.clone(),
        broker: Arc::new(Broker::new(session.peer.clone(), session.id.clone())),
        mapper: Mapper::new(session.cwd.clone()),
        waiter: session.waiter.clone(),
        stop: session.stop.clone(),
        saw_start: false,
        title: session.title.clone(),
    };
    let handle = std::thread::Builder::new()
        .name("ama-acp-events".into())
        .spawn(move || forwarder.run(events))
        .map_err(|e| {
            RpcError::internal(format!(
                "cannot start the session's event thread ({e}); close other sessions and retry"
            ))
        })?;
    *lock(&session.forwarder) = Some(handle);
    Ok(())
}

impl Session {
    pub fn notify(&self, update: SessionUpdate) {
        notify(&self.peer, &self.id, update);
    }

    /// What the editor shows for a session it opened: the modes and the config options.
    pub fn opened_result(&self) -> Value {
        json!({
            "sessionId": self.id,
            "modes": settings::modes(&self.agent),
            "configOptions": settings::config_options(&self.agent),
        })
    }

    /// The updates after `session/new`, `load` or `resume` was answered: the slash commands and
    /// the session's name.
    pub fn announce(&self) {
        self.notify(SessionUpdate::AvailableCommandsUpdate {
            available_commands: settings::commands(&self.registry),
        });
        if let Some(update) = name_changed(&self.agent, &self.title) {
            self.notify(update);
        }
    }

    /// Runs one prompt to its end and answers with its stop reason.
    pub fn prompt(&self, blocks: &[Value]) -> Result<Value, RpcError> {
        let (mut text, mut images) = content::prompt(blocks)?;
        if let Some(command) = settings::refused_command(&text) {
            self.notify(SessionUpdate::agent_text(format!(
                "`/{command}` is not available here: the editor opens, loads and lists sessions itself."
            )));
            return Ok(json!({"stopReason": "end_turn"}));
        }
        use crate::commands::{Dispatch, Front};
        match self
            .registry
            .dispatch(&self.agent, &text, Front::Rpc, false)
        {
            Dispatch::Handled(result) => {
                let shown = match result {
                    Ok(outcome) => settings::outcome_text(&outcome),
                    Err(e) => format!("{e}"),
                };
                self.notify(SessionUpdate::agent_text(shown));
                if let Some(update) = name_changed(&self.agent, &self.title) {
                    self.notify(update);
                }
                return Ok(json!({"stopReason": "end_turn"}));
            }
            Dispatch::Prompt(expanded) => {
                text = expanded.text;
                images.extend(expanded.attachments);
            }
            Dispatch::NotACommand => {}
        }
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        *lock(&self.waiter) = Some(tx);
        self.cancelled.store(false, Ordering::SeqCst);
        let started = self.agent.prompt(PromptRequest {
            text,
            images,
            behavior: None,
            origin: None,
        });
        match started {
            Ok(Disposition::Started) => {}
            Ok(_) => {
                lock(&self.waiter).take();
                return Ok(json!({"stopReason": "end_turn"}));
            }
            Err(e) => {
                lock(&self.waiter).take();
                return Err(RpcError::internal(format!("the prompt did not start: {e}")));
            }
        }
        loop {
            match rx.recv_timeout(Duration::from_millis(200)) {
                Ok(()) => break,
                Err(RecvTimeoutError::Timeout) if !self.stop.load(Ordering::SeqCst) => continue,
                Err(_) => {
                    return Err(RpcError::internal(
                        "the session was closed before the prompt ended",
                    ));
                }
            }
        }
        self.stop_reason()
    }

    fn stop_reason(&self) -> Result<Value, RpcError> {
        use crate::ai::types::StopReason;
        let Some(run) = self.agent.last_run() else {
            return Ok(json!({"stopReason": "end_turn"}));
        };
        let reason = if self.cancelled.load(Ordering::SeqCst) || run.stop_reason == StopReason::Aborted
        {
            "cancelled"
        } else if run.max_turns_hit || run.max_budget_hit {
            "max_turn_requests"
        } else if run.stop_reason == StopReason::Length {
            "max_tokens"
        } else if run.stop_reason == StopReason::Error {
            let message = run.error_message.unwrap_or_default();
            if message.contains("stop reason: refusal") {
                "refusal"
            } else {
                return Err(RpcError::internal(format!(
                    "the run failed: {message}; the session is still usable, send the prompt again"
                )));
            }
        } else {
            "end_turn"
        };
        Ok(json!({"stopReason": reason}))
    }

    /// `session/cancel`: aborts the run (the prompt then answers `cancelled`).
    pub fn cancel(self: &Arc<Self>) {
        self.cancelled.store(true, Ordering::SeqCst);
        let session = self.clone();
        let spawned = std::thread::Builder::new()
            .name("ama-acp-cancel".into())
            .spawn(move || {
                if let Err(e) = session.agent.abort(CLOSE_DEADLINE) {
                    eprintln!("warning: acp: session {}: {e}", session.id);
                }
            });
        if spawned.is_err() {
            let _ = self.agent.abort(CLOSE_DEADLINE);
        }
    }

    /// Stops the run, ends the session (SessionEnd, the host's shutdown) and its event thread.
    pub fn close(&self) {
        if self.agent.is_running() {
            self.cancelled.store(true, Ordering::SeqCst);
            let _ = self.agent.abort(CLOSE_DEADLINE);
        }
        if let Some(h) = &self.host {
            crate::host::session_shutdown(h);
        }
        self.agent.fire_session_end("exit");
        if let Err(e) = self.agent.close(CLOSE_DEADLINE) {
            eprintln!("warning: acp: closing session {}: {e}", self.id);
        }
        self.stop.store(true, Ordering::SeqCst);
        if let Some(h) = lock(&self.forwarder).take() {
            let _ = h.join();
        }
    }

    pub fn cwd(&self) -> &Path {
        &self.cwd
    }
}

pub fn notify(peer: &Peer, session_id: &str, update: SessionUpdate) {
    peer.notify(
        "session/update",
        json!({"sessionId": session_id, "update": update}),
    );
}

/// `session_info_update` when the session's name differs from the one last sent.
fn name_changed(agent: &Agent, sent: &Mutex<Option<String>>) -> Option<SessionUpdate> {
    let name = agent.state().session_name?;
    let mut sent = lock(sent);
    if sent.as_deref() == Some(name.as_str()) {
        return None;
    }
    *sent = Some(name.clone());
    Some(SessionUpdate::SessionInfoUpdate {
        title: Some(name),
        updated_at: None,
    })
}

/// The session's event thread: events in, `session/update`s out, approvals to the broker.
struct Forwarder {
    session_id: String,
    agent: Agent,
    peer: Arc<Peer>,
    broker: Arc<Broker>,
    mapper: Mapper,
    waiter: Arc<Mutex<Option<SyncSender<()>>>>,
    stop: Arc<AtomicBool>,
    saw_start: bool,
    title: Arc<Mutex<Option<String>>>,
}

impl Forwarder {
    fn run(mut self, events: Events) {
        loop {
            match events.recv_timeout(Duration::from_millis(100)) {
                Ok(event) => self.handle(event),
                Err(RecvTimeoutError::Timeout) if !self.stop.load(Ordering::SeqCst) => {}
                Err(_) => break,
            }
        }
    }

    fn send(&self, update: SessionUpdate) {
        notify(&self.peer, &self.session_id, update);
    }

    fn handle(&mut self, event: SessionEvent) {
        for update in self.mapper.map(&event) {
            self.send(update);
        }
        match event {
            SessionEvent::PermissionRequest { request } => {
                let call = self.mapper.call_for(&request.tool_name, &request.input);
                self.broker.ask(&self.agent, request, call);
            }
            SessionEvent::ModelChanged { .. } | SessionEvent::ThinkingLevelChanged { .. } => {
                self.send(SessionUpdate::ConfigOptionUpdate {
                    config_options: settings::config_options(&self.agent),
                });
            }
            SessionEvent::AgentStart => self.saw_start = true,
            SessionEvent::AgentSettled { warning } => {
                if let Some(w) = warning {
                    eprintln!("warning: acp: session {}: {w}", self.session_id);
                }
                self.send(settings::usage(&self.agent));
                if let Some(update) = name_changed(&self.agent, &self.title) {
                    self.send(update);
                }
                if std::mem::take(&mut self.saw_start)
                    && let Some(waiter) = lock(&self.waiter).take()
                {
                    let _ = waiter.try_send(());
                }
            }
            SessionEvent::Notification { level, message } => {
                eprintln!("acp: session {} ({level}): {message}", self.session_id);
            }
            _ => {}
        }
    }
}
