//! Host adapters as processes: `--host <program>` (or a profile's `host`, or a trusted project's
//! `host`) starts a program that speaks HostApi version 1 as JSON lines on its stdin and stdout
//! (docs/host.md). It sits between `app` and `agent`: the composition root starts it before the
//! session is assembled, so its tools and instructions are in the first request; its tools are
//! ordinary `Tool`s whose execution round-trips to the process, so schema checks, hooks,
//! permissions and approvals apply unchanged.
//!
//! One host per process. Threads: the connection's writer (over the bounded `outbox`), reader and
//! stderr relay (`conn`), the
//! inbox dispatcher (`inbox`) and the event forwarder (`events`).

pub mod error;

mod broker;
mod conn;
mod events;
mod granted;
mod inbox;
mod launch;
mod outbox;
mod registration;
mod setup;
mod tool;

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::agent::Agent;
use crate::process::Group;
use crate::tools::Tool;

pub use error::HostError;

/// The HostApi version this ama speaks.
pub const HOST_API_VERSION: u64 = 1;

/// How long `init` may go unanswered (`AMA_HOST_INIT_TIMEOUT_MS` overrides it, for tests).
pub const INIT_TIMEOUT: Duration = Duration::from_secs(10);
/// How long the `session_shutdown` event may take.
pub const SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(5);

/// What the composition root knows when it starts the host.
pub struct Spec {
    /// The program as given (`--host`, the profile's or the project's `host`).
    pub program: String,
    /// interactive, line, print or rpc.
    pub mode: &'static str,
    pub cwd: PathBuf,
    pub session_id: String,
    pub session_file: Option<PathBuf>,
    /// `provider/id`.
    pub model: String,
}

/// A host that answered `ready`.
pub struct Host {
    conn: Arc<conn::Conn>,
    /// The adapter's id from `ready`.
    pub id: String,
    tools: Vec<registration::ToolDef>,
    disabled: Vec<String>,
    instructions: Vec<String>,
    flags: Arc<Flags>,
    group: Mutex<Option<Group>>,
    _dir: launch::PrivateDir,
    agent: Mutex<Option<Agent>>,
    /// Set once `session_shutdown` was sent: the host's exit is expected from then on.
    closing: AtomicBool,
    /// The terminal UI owns the screen: the host's log lines become notices there.
    interactive: bool,
    /// `ui.setStatus`: the host's status texts by key (the terminal UI's `host` item).
    statuses: Mutex<std::collections::BTreeMap<String, String>>,
}

/// What the host can switch at any time: event subscriptions, the approval broker, the cache
/// warming veto.
#[derive(Default)]
pub(crate) struct Flags {
    pub events: Mutex<HashSet<String>>,
    pub broker: AtomicBool,
    pub cache: AtomicBool,
}

impl Flags {
    pub(crate) fn subscribed(&self, name: &str) -> bool {
        lock(&self.events).contains(name)
    }
}

/// The one poison-tolerant lock (`util::sync`), for the host's modules that import it.
pub(crate) use crate::util::sync::lock;

/// Starts a host and runs the handshake (the composition root, once per agent).
/// `Ok(None)`: the host answered `not_activated` (ama goes on without it).
pub fn start(spec: &Spec) -> Result<Option<Arc<Host>>, HostError> {
    let (host, rx) = match setup::start(spec)? {
        Some((h, rx)) => (Arc::new(h), rx),
        None => return Ok(None),
    };
    if let Err(error) = inbox::start(host.clone(), rx) {
        // Nothing would read what the host sends: it is ended, and ama stops with the reason.
        host.conn.kill_with(error.to_string());
        if let Some(mut group) = lock(&host.group).take() {
            group.end();
        }
        return Err(HostError::Thread {
            program: host.conn.program.clone(),
            error,
        });
    }
    Ok(Some(host))
}

impl Host {
    /// The host's statuses as one status-bar item (`key: text`, joined by ` · `), in key
    /// order; `None` when it has set none.
    pub fn status_text(&self) -> Option<String> {
        let statuses = lock(&self.statuses);
        let parts: Vec<String> = statuses.iter().map(|(k, t)| format!("{k}: {t}")).collect();
        (!parts.is_empty()).then(|| parts.join(" · "))
    }

    /// The host's tools, as `Tool`s for the registry.
    pub fn tools(&self) -> Vec<Arc<dyn Tool>> {
        self.tools
            .iter()
            .map(|d| Arc::new(tool::HostTool::new(d, self.conn.clone())) as Arc<dyn Tool>)
            .collect()
    }

    /// The built-in tools the host hid (`tools.disable`).
    pub fn disabled(&self) -> &[String] {
        &self.disabled
    }

    /// The host's system prompt text: its instructions, then its tools' guidelines; `None`
    /// when it added neither.
    pub fn instructions_text(&self) -> Option<String> {
        let mut parts: Vec<String> = self
            .instructions
            .iter()
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        let rules: Vec<String> = self
            .tools
            .iter()
            .flat_map(|t| t.prompt_guidelines.iter())
            .map(|g| format!("- {}", g.trim()))
            .collect();
        if !rules.is_empty() {
            parts.push(rules.join("\n"));
        }
        (!parts.is_empty()).then(|| {
            format!(
                "Instructions from the host adapter `{}`:\n\n{}",
                self.id,
                parts.join("\n\n")
            )
        })
    }

    /// The host's warming veto for the agent's prompt cache (it asks only while the host has
    /// `cache.onWarmingDecision` switched on).
    pub fn cache_hook(&self) -> Arc<dyn crate::agent::cache::warming::DecisionHook> {
        broker::cache_hook(self)
    }

    /// Whether the host has its approval broker on now.
    pub fn broker_enabled(&self) -> bool {
        self.flags.broker.load(Ordering::SeqCst)
    }

    /// The approval answerer to attach to every session's permissions.
    pub fn broker(&self) -> Arc<dyn crate::permissions::approvals::Answerer> {
        Arc::new(broker::HostBroker {
            conn: self.conn.clone(),
            flags: self.flags.clone(),
        })
    }
}

/// Connects `host` to the running agent: `messages.sendUser` and `ui.*` reach it, subscribed
/// events are forwarded, and the current session's `session_start` is sent.
pub fn attach(host: &Arc<Host>, agent: &Agent) {
    let first = lock(&host.agent).replace(agent.clone()).is_none();
    if first {
        events::start(host, agent);
    }
}

/// Sends `session_shutdown` (when subscribed) and waits up to 5 s for the host to finish it.
/// Runs once; the front ends call it before the SessionEnd hook.
pub fn session_shutdown(host: &Host) {
    if host.closing.swap(true, Ordering::SeqCst) {
        return;
    }
    if host.conn.dead().is_some() || !host.flags.subscribed("session_shutdown") {
        return;
    }
    let msg = json!({"type": "event", "name": "session_shutdown", "data": {}});
    let _ = host
        .conn
        .request("e", msg, Instant::now() + SHUTDOWN_TIMEOUT, None);
}

/// Closes the host's stdin and reaps it: it gets up to 2 s to exit on its own, then its group
/// is ended. The last step of ama's exit.
pub fn close(host: &Host) {
    host.closing.store(true, Ordering::SeqCst);
    lock(&host.agent).take();
    host.conn.close();
    let Some(mut group) = lock(&host.group).take() else {
        return;
    };
    let deadline = Instant::now() + Duration::from_secs(2);
    while Instant::now() < deadline {
        if group.exited().is_some() {
            group.end_leftovers();
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    group.end();
}
