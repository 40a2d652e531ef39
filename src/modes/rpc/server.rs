//! The RPC server loop: `hello`, then `session_start`; commands read from stdin and handled
//! concurrently (prompt and abort on their own threads, so `get_state` answers during a run);
//! session events forwarded as they happen; at end of input, in-flight work finishes, every line
//! is flushed and the exit code is 0. The current session can be replaced (new, switch, fork),
//! and event forwarding moves with it.

use std::path::PathBuf;
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::agent::events::SessionEvent;
use crate::agent::session::{AgentSession, Handle, SessionConfig, lock};
use crate::app::options::Args;
use crate::app::{compose, session_setup, signals};
use crate::config::models::Registry;
use crate::error::Result;
use crate::modes::rpc::commands;
use crate::modes::rpc::wire::{LineReader, Writer, parse_line};
use crate::permissions::approvals::PendingAnswers;
use crate::session::{Context, Store};
use crate::util::output::json_line;

pub const PROTOCOL_VERSION: u32 = 1;
pub const CAPABILITIES: [&str; 3] = ["approvals", "images", "hooks"];

/// The session the server currently drives.
pub struct Current {
    pub handle: Handle,
    pub join: Option<JoinHandle<()>>,
    pub session_id: String,
    pub session_file: Option<PathBuf>,
}

pub struct Server {
    pub out: Sender<String>,
    pub current: Mutex<Current>,
    /// The startup configuration; new sessions start from it (with the current runtime).
    pub base: SessionConfig,
    pub registry: Registry,
    /// Where session files go; `None` with `--no-session`.
    pub root: Option<PathBuf>,
    pub cwd: PathBuf,
    /// The RPC client as an approval answerer, while it declares `approvals`.
    pub answers: Mutex<Option<Arc<PendingAnswers>>>,
    stop: Arc<std::sync::atomic::AtomicBool>,
    /// Responses to `prompt` that go out right after the run's `agent_start`.
    pub after_start: Arc<Mutex<Vec<String>>>,
    /// Event forwarders, stopped and joined at exit so every event is written.
    forwarders: Mutex<Vec<JoinHandle<()>>>,
}

impl Server {
    /// Writes one protocol line.
    pub fn send(&self, value: &impl serde::Serialize) {
        let _ = self.out.send(json_line(value));
    }

    /// Attaches the client as the approval answerer, or withdraws it: waiting requests then end
    /// as unanswered (deny).
    pub fn set_approver(&self, on: bool) {
        let approvals = &self.base.permissions.approvals;
        let mut slot = lock(&self.answers);
        if let Some(old) = slot.take() {
            old.detach();
        }
        if on {
            let answers = Arc::new(PendingAnswers::default());
            approvals.set_client(Some(answers.clone()));
            *slot = Some(answers);
        } else {
            approvals.set_client(None);
        }
    }

    pub fn handle(&self) -> Handle {
        lock(&self.current).handle.clone()
    }

    /// Replaces the current session with a new one over `store`, moves event forwarding to it,
    /// and announces it with `session_start` (`reason`: new, resume or fork).
    pub fn switch_to(&self, store: Store, context: Option<Context>, reason: &'static str) {
        let old = self.handle();
        let runtime = old.runtime();
        let mut config = self.base.clone();
        config.session_id = store.id().to_string();
        config.model = runtime.model;
        config.api_key = runtime.api_key;
        config.thinking = runtime.thinking;
        if let Ok(tools) = config.tools.with_active(&runtime.active_tools) {
            config.tools = tools;
        }
        let session_file = store.path().map(PathBuf::from);
        let id = config.session_id.clone();
        let (handle, join) = AgentSession::spawn_with(config, store, context);
        let forward = handle.subscribe();
        let previous = {
            let mut cur = lock(&self.current);
            std::mem::replace(
                &mut *cur,
                Current {
                    handle,
                    join: Some(join),
                    session_id: id.clone(),
                    session_file: session_file.clone(),
                },
            )
        };
        previous.handle.abort();
        let _ = previous.handle.close_session();
        previous.handle.shutdown();
        self.forward(forward);
        let file = session_file.map(|p| p.display().to_string());
        self.send(&SessionEvent::SessionStart {
            session_id: id,
            session_file: file,
            cwd: self.cwd.display().to_string(),
            reason,
        });
    }
}

impl Server {
    /// Forwards a session's events to the writer until the session goes away, or until exit
    /// once nothing more arrives.
    fn forward(self: &Server, events: std::sync::mpsc::Receiver<SessionEvent>) {
        let out = self.out.clone();
        let stop = self.stop.clone();
        let after_start = self.after_start.clone();
        let join = std::thread::spawn(move || {
            loop {
                match events.recv_timeout(Duration::from_millis(20)) {
                    Ok(event) => {
                        if out.send(json_line(&event)).is_err() {
                            break;
                        }
                        if matches!(event, SessionEvent::AgentStart) {
                            for line in std::mem::take(&mut *lock(&after_start)) {
                                let _ = out.send(line);
                            }
                        }
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                        if stop.load(std::sync::atomic::Ordering::SeqCst) {
                            break;
                        }
                    }
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
                }
            }
        });
        lock(&self.forwarders).push(join);
    }
}

pub fn run(args: &Args) -> Result<i32> {
    let (config, opened) = compose::session_config(args)?;
    let registry = compose::registry(args)?;
    let cwd = config.cwd.clone();
    let root = (!args.no_session).then(|| {
        let configured = registry
            .settings()
            .rest
            .get("sessionDir")
            .and_then(|v| v.as_str());
        session_setup::sessions_root(args, configured)
    });
    let writer = Writer::spawn(std::io::stdout());
    let out = writer.sender();
    let _ = out.send(json_line(&json!({
        "type": "hello",
        "protocolVersion": PROTOCOL_VERSION,
        "agent": "ama",
        "version": env!("CARGO_PKG_VERSION"),
        "capabilities": CAPABILITIES,
    })));
    let session_id = config.session_id.clone();
    let session_file = opened.store.path().map(PathBuf::from);
    let reason = opened.reason;
    let (handle, join) = AgentSession::spawn_with(config.clone(), opened.store, opened.context);
    let forward = handle.subscribe();
    let server = Arc::new(Server {
        out: out.clone(),
        current: Mutex::new(Current {
            handle,
            join: Some(join),
            session_id: session_id.clone(),
            session_file: session_file.clone(),
        }),
        base: config,
        registry,
        root,
        cwd: cwd.clone(),
        answers: Mutex::new(None),
        forwarders: Mutex::new(Vec::new()),
        stop: Arc::new(std::sync::atomic::AtomicBool::new(false)),
        after_start: Arc::new(Mutex::new(Vec::new())),
    });
    server.send(&SessionEvent::SessionStart {
        session_id,
        session_file: session_file.map(|p| p.display().to_string()),
        cwd: cwd.display().to_string(),
        reason,
    });
    server.forward(forward);

    let signal_state = {
        let server = server.clone();
        // Abort, let the run end cleanly, flush what is queued, then exit with 130 / 143.
        signals::install(move |code| {
            let handle = server.handle();
            handle.abort();
            let deadline = Instant::now() + Duration::from_secs(5);
            while handle.is_running() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(5));
            }
            let _ = handle.close_session();
            std::thread::sleep(Duration::from_millis(50));
            crate::tools::background::kill_all_background();
            std::process::exit(code);
        })
    };

    let mut in_flight: Vec<JoinHandle<()>> = Vec::new();
    let mut reader = LineReader::new(std::io::stdin());
    loop {
        if signal_state.exit_code().is_some() {
            break;
        }
        let line = match reader.next_line() {
            Ok(Some(line)) => line,
            Ok(None) | Err(_) => break,
        };
        let incoming = match parse_line(&line) {
            Ok(c) => c,
            Err(error) => {
                server.send(&json!({
                    "type": "response", "command": "parse", "success": false, "error": error,
                }));
                continue;
            }
        };
        in_flight.retain(|h| !h.is_finished());
        if commands::runs_long(&incoming.kind) {
            let server = server.clone();
            in_flight.push(std::thread::spawn(move || {
                commands::handle(&server, incoming)
            }));
        } else {
            commands::handle(&server, incoming);
        }
    }
    // End of input: no more commands, approvals withdrawn, running work finishes.
    server.set_approver(false);
    for h in in_flight {
        let _ = h.join();
    }
    let handle = server.handle();
    let deadline = Instant::now() + Duration::from_secs(24 * 3600);
    while handle.is_running() && Instant::now() < deadline {
        if signal_state.exit_code().is_some() {
            handle.abort();
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = handle.close_session();
    handle.shutdown();
    let join = lock(&server.current).join.take();
    if let Some(join) = join {
        let _ = join.join();
    }
    // Let the forwarders write the last events, then close the writer.
    server.stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let forwarders = std::mem::take(&mut *lock(&server.forwarders));
    for f in forwarders {
        let _ = f.join();
    }
    drop(out);
    writer.close();
    Ok(signal_state.exit_code().unwrap_or(0))
}
