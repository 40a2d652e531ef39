//! The servers of one agent: started in parallel (each bounded by its `startupTimeoutMs`), one
//! report per server for `-p`'s JSON result, RPC `get_state` and stderr, and the named tools
//! of the ready servers that the sessions offer (`mcp::offer`). `start` waits for every server
//! (`-p`, line mode, RPC, ACP, `ama mcp`); `launch` returns at once and the servers join when
//! they are ready (the terminal UI): each change of the tools bumps a generation, and a line
//! for the user (`Notice`) says what changed. A server's `notifications/tools/list_changed`
//! re-lists its tools on a thread of its own; a server that restarted with other tools is seen
//! by its tool-list version when the tools are next named.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::config::sandbox::SandboxSettings;
use crate::mcp::config::ServerConfig;
use crate::mcp::names::assign;
pub use crate::mcp::server::Server;
use crate::mcp::tool::McpTool;
use crate::util::sync::lock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Still starting (only seen when the front end did not wait: the terminal UI).
    Starting,
    Ready,
    Failed,
    Disabled,
    /// A project server that was not approved for this project (not started).
    Unapproved,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Starting => "starting",
            Status::Ready => "ready",
            Status::Failed => "failed",
            Status::Disabled => "disabled",
            Status::Unapproved => "unapproved",
        }
    }
}

/// One server's start-up outcome.
#[derive(Clone, Debug)]
pub struct Report {
    pub name: String,
    pub status: Status,
    pub error: Option<String>,
    pub required: bool,
    pub tools: usize,
    /// Tools of this server left out of the request (the provider's tool limit, a name
    /// collision), by model-facing or own name, with why.
    pub not_offered: Vec<String>,
}

impl Report {
    /// `{name, status, error}` (and `required`, `tools`, `notOffered`) for `-p`'s
    /// `mcpServers`.
    pub fn to_json(&self) -> Value {
        json!({
            "name": self.name,
            "status": self.status.as_str(),
            "error": self.error,
            "required": self.required,
            "tools": self.tools,
            "notOffered": self.not_offered,
        })
    }

    /// The stderr line of a server that did not start.
    pub fn line(&self) -> Option<String> {
        let e = self.error.as_deref()?;
        let what = if self.required {
            "required MCP server"
        } else {
            "MCP server"
        };
        if self.status == Status::Unapproved {
            return Some(format!("{what} `{}` was not started: {e}", self.name));
        }
        Some(format!("{what} `{}` failed to start: {e}", self.name))
    }
}

/// A line for the user about a server that joined late, failed late or changed its tools.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub error: bool,
    pub text: String,
}

/// The tools of the ready servers, named, for one generation.
#[derive(Clone, Default)]
pub struct Named {
    pub generation: u64,
    pub tools: Arc<Vec<Arc<McpTool>>>,
    /// `"<server>: <tool>"` left out because its name collides with one already taken.
    pub collisions: Vec<String>,
}

/// Starts and re-lists still running.
#[derive(Default)]
struct Busy {
    starting: usize,
    refreshing: usize,
}

/// All servers of one agent.
pub struct Manager {
    pub servers: Vec<Arc<Server>>,
    reports: Mutex<Vec<Report>>,
    busy: Mutex<Busy>,
    settled: Condvar,
    generation: AtomicU64,
    named: Mutex<Named>,
    /// Names MCP tools may not take (the agent's own tools).
    reserved: Mutex<HashSet<String>>,
    notices: Mutex<Vec<Notice>>,
    /// Each server's tool-list version and tool names as the reports and notices last told
    /// them.
    seen: Mutex<Vec<(u64, HashSet<String>)>>,
    /// Whether a change is told to the user (`Notice`): after the front end stopped waiting.
    announce: AtomicBool,
}

impl Manager {
    /// Starts every enabled server in parallel and waits for all (each is bounded by its own
    /// `startupTimeoutMs`).
    pub fn start(configs: &[ServerConfig], cwd: &Path) -> Arc<Manager> {
        let manager = Manager::launch(configs, cwd);
        manager.wait_started(None);
        manager
    }

    /// Starts every enabled server in parallel, each on its own thread, and returns at once
    /// (`sandbox: true` servers with the default sandbox settings).
    pub fn launch(configs: &[ServerConfig], cwd: &Path) -> Arc<Manager> {
        Manager::launch_in(configs, cwd, &SandboxSettings::default())
    }

    /// `launch` with the run's sandbox settings (`sandbox.*`), for `sandbox: true` servers.
    pub fn launch_in(
        configs: &[ServerConfig],
        cwd: &Path,
        sandbox: &SandboxSettings,
    ) -> Arc<Manager> {
        let manager = Arc::new_cyclic(|me: &Weak<Manager>| {
            let servers: Vec<Arc<Server>> = configs
                .iter()
                .map(|c| Arc::new(Server::new(c.clone(), cwd, sandbox.clone())))
                .collect();
            for (i, s) in servers.iter().enumerate() {
                let me = me.clone();
                s.set_tools_hook(Arc::new(move || {
                    if let Some(m) = me.upgrade() {
                        m.refresh(i);
                    }
                }));
            }
            let reports = servers
                .iter()
                .map(|s| Report {
                    name: s.name().to_string(),
                    status: if s.config().enabled {
                        Status::Starting
                    } else {
                        Status::Disabled
                    },
                    error: None,
                    required: s.config().required,
                    tools: 0,
                    not_offered: Vec::new(),
                })
                .collect();
            Manager {
                servers,
                reports: Mutex::new(reports),
                busy: Mutex::new(Busy::default()),
                settled: Condvar::new(),
                generation: AtomicU64::new(1),
                named: Mutex::new(Named::default()),
                reserved: Mutex::new(HashSet::new()),
                notices: Mutex::new(Vec::new()),
                seen: Mutex::new(vec![(0, HashSet::new()); configs.len()]),
                announce: AtomicBool::new(false),
            }
        });
        for (i, s) in manager.servers.iter().enumerate() {
            if !s.config().enabled {
                continue;
            }
            lock(&manager.busy).starting += 1;
            let m = manager.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("mcp-start-{}", s.name()))
                .spawn(move || m.run_start(i));
            if let Err(e) = spawned {
                manager.finish_start(i, Err(format!("its start-up thread did not start: {e}")));
            }
        }
        manager
    }

    fn run_start(&self, i: usize) {
        let server = &self.servers[i];
        let outcome =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| server.start()));
        let outcome = match outcome {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(e.to_string()),
            Err(_) => Err("its start-up thread panicked".to_string()),
        };
        self.finish_start(i, outcome);
    }

    fn finish_start(&self, i: usize, outcome: Result<(), String>) {
        let server = &self.servers[i];
        let tools = server.tool_entries().len();
        self.sync(i);
        let report = {
            let mut reports = lock(&self.reports);
            let r = &mut reports[i];
            match outcome {
                Ok(()) => r.status = Status::Ready,
                Err(e) => {
                    r.status = Status::Failed;
                    r.error = Some(e);
                }
            }
            r.tools = tools;
            r.clone()
        };
        self.generation.fetch_add(1, Ordering::SeqCst);
        if self.announce.load(Ordering::SeqCst) {
            let notice = match report.line() {
                Some(text) => Notice { error: true, text },
                None => Notice {
                    error: false,
                    text: format!(
                        "MCP server `{}` is ready: its {tools} tool(s) join the next request (a new tool list, so that request starts a new prompt cache)",
                        report.name
                    ),
                },
            };
            lock(&self.notices).push(notice);
        }
        lock(&self.busy).starting -= 1;
        self.settled.notify_all();
    }

    /// Waits until every server started or failed (`only`: the servers whose name it
    /// accepts), each bounded by its own `startupTimeoutMs` (plus a margin for the thread).
    pub fn wait_started(&self, only: Option<&dyn Fn(&ServerConfig) -> bool>) {
        let longest = self
            .servers
            .iter()
            .map(|s| s.config().startup_timeout)
            .max()
            .unwrap_or_default();
        let deadline = Instant::now() + longest + Duration::from_secs(5);
        let waiting = |reports: &[Report]| {
            self.servers.iter().zip(reports).any(|(s, r)| {
                r.status == Status::Starting && only.is_none_or(|f| f(s.config()))
            })
        };
        let mut busy = lock(&self.busy);
        while waiting(&lock(&self.reports)) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return;
            }
            busy = self
                .settled
                .wait_timeout(busy, left.min(Duration::from_millis(100)))
                .map(|(g, _)| g)
                .unwrap_or_else(|p| p.into_inner().0);
        }
    }

    /// From now on, servers that become ready or fail, and tool lists that change, are told
    /// to the user (`take_notices`).
    pub fn announce_changes(&self) {
        self.announce.store(true, Ordering::SeqCst);
    }

    /// The lines for the user since the last call.
    pub fn take_notices(&self) -> Vec<Notice> {
        std::mem::take(&mut *lock(&self.notices))
    }

    /// Re-lists server `i`'s tools on a thread (after `notifications/tools/list_changed`).
    fn refresh(self: Arc<Self>, i: usize) {
        if !self.servers[i].begin_refresh() {
            return;
        }
        lock(&self.busy).refreshing += 1;
        let m = self.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("mcp-relist-{}", self.servers[i].name()))
            .spawn(move || m.run_refresh(i));
        if spawned.is_err() {
            self.servers[i].end_refresh();
            lock(&self.busy).refreshing -= 1;
            self.settled.notify_all();
        }
    }

    fn run_refresh(&self, i: usize) {
        let server = &self.servers[i];
        loop {
            match server.refresh_tools() {
                // The new list's version moves the generation that `named` reads.
                Ok(true) => self.note_change(i),
                Ok(false) => {}
                Err(e) => server
                    .log()
                    .push("ama", &format!("re-listing the tools failed: {e}")),
            }
            if !server.end_refresh() {
                break;
            }
        }
        lock(&self.busy).refreshing -= 1;
        self.settled.notify_all();
    }

    /// After server `i`'s tool list changed: a notice saying what changed.
    fn note_change(&self, i: usize) {
        if let Some((before, after)) = self.sync(i) {
            lock(&self.notices).push(Notice {
                error: false,
                text: changed_text(self.servers[i].name(), &before, &after),
            });
        }
    }

    /// Brings server `i`'s report and `seen` entry up to its tool-list version: the names
    /// before and after when the version moved since.
    fn sync(&self, i: usize) -> Option<(HashSet<String>, HashSet<String>)> {
        let server = &self.servers[i];
        let mut seen = lock(&self.seen);
        let entry = seen.get_mut(i)?;
        let version = server.tools_version();
        if entry.0 == version {
            return None;
        }
        let entries = server.tool_entries();
        let after = tool_names(&entries);
        let before = std::mem::replace(entry, (version, after.clone())).1;
        if let Some(r) = lock(&self.reports).get_mut(i) {
            r.tools = entries.len();
        }
        Some((before, after))
    }

    /// Waits (at most `timeout`) for the tool re-lists that run, so that the next request
    /// carries a list the servers announced before it.
    pub fn settle(&self, timeout: Duration) {
        let deadline = Instant::now() + timeout;
        let mut busy = lock(&self.busy);
        while busy.refreshing > 0 {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return;
            }
            busy = self
                .settled
                .wait_timeout(busy, left)
                .map(|(g, _)| g)
                .unwrap_or_else(|p| p.into_inner().0);
        }
    }

    /// Every server's report, in config order.
    pub fn reports(&self) -> Vec<Report> {
        lock(&self.reports).clone()
    }

    /// Adds reports of servers that are not started (unapproved project servers).
    pub fn add_reports(&self, more: impl IntoIterator<Item = Report>) {
        lock(&self.reports).extend(more);
    }

    /// Whether the server `name` is ready.
    pub fn is_ready(&self, name: &str) -> bool {
        lock(&self.reports)
            .iter()
            .any(|r| r.name == name && r.status == Status::Ready)
    }

    /// Replaces the tools left out of server `server`'s offer (`"<tool> (<why>)"`).
    pub fn set_not_offered(&self, by_server: &HashMap<String, Vec<String>>) {
        for r in lock(&self.reports).iter_mut() {
            r.not_offered = by_server.get(&r.name).cloned().unwrap_or_default();
        }
    }

    /// `-p`'s JSON result field `mcpServers`.
    pub fn reports_json(&self) -> Value {
        Value::Array(self.reports().iter().map(Report::to_json).collect())
    }

    /// Required servers that did not start.
    pub fn required_failures(&self) -> Vec<Report> {
        self.reports()
            .into_iter()
            .filter(|r| r.required && matches!(r.status, Status::Failed | Status::Unapproved))
            .collect()
    }

    /// The names MCP tools may not take (the agent's own tools).
    pub fn reserve(&self, names: impl IntoIterator<Item = String>) {
        lock(&self.reserved).extend(names);
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    /// The tools of every ready server, named, for the current generation. A tool whose name
    /// and entry did not change keeps its `McpTool` (so sessions see no change).
    pub fn named(&self) -> Named {
        // A restart can change a server's list with no re-list: its version moves then.
        let ready = self.ready_flags();
        for (i, _) in ready.iter().enumerate().filter(|(_, r)| **r) {
            self.note_change(i);
        }
        let generation = self.generation.load(Ordering::SeqCst)
            + self.servers.iter().map(|s| s.tools_version()).sum::<u64>();
        let mut cache = lock(&self.named);
        if cache.generation == generation {
            return cache.clone();
        }
        let mut taken = lock(&self.reserved).clone();
        let mut tools = Vec::new();
        let mut collisions = Vec::new();
        for (server, ready) in self.servers.iter().zip(ready) {
            if !ready {
                continue;
            }
            let entries = server.tool_entries();
            let remote: Vec<String> = entries.iter().filter_map(entry_name).collect();
            let (named, lost) = assign(server.name(), &remote, &mut taken);
            for (name, own) in named {
                let Some(entry) = entries.iter().find(|e| entry_name(e).as_ref() == Some(&own))
                else {
                    continue;
                };
                let kept = cache.tools.iter().find(|t| {
                    crate::tools::Tool::name(t.as_ref()) == name && Arc::ptr_eq(&t.server, server) && t.entry == *entry
                });
                tools.push(match kept {
                    Some(t) => t.clone(),
                    None => Arc::new(McpTool::new(server.clone(), name, entry)),
                });
            }
            collisions.extend(lost.into_iter().map(|t| format!("{}: {t}", server.name())));
        }
        *cache = Named {
            generation,
            tools: Arc::new(tools),
            collisions,
        };
        cache.clone()
    }

    fn ready_flags(&self) -> Vec<bool> {
        lock(&self.reports)
            .iter()
            .take(self.servers.len())
            .map(|r| r.status == Status::Ready)
            .collect()
    }

    pub fn server(&self, name: &str) -> Option<&Arc<Server>> {
        self.servers.iter().find(|s| s.name() == name)
    }

    pub fn stop(&self) {
        for s in &self.servers {
            s.stop();
        }
    }
}

fn entry_name(e: &Value) -> Option<String> {
    e.get("name").and_then(Value::as_str).map(str::to_string)
}

fn tool_names(entries: &[Value]) -> HashSet<String> {
    entries.iter().filter_map(entry_name).collect()
}

/// "MCP server `x` changed its tools: added a, b; removed c; …".
fn changed_text(server: &str, before: &HashSet<String>, after: &HashSet<String>) -> String {
    let list = |set: Vec<&String>| {
        let mut v: Vec<&str> = set.into_iter().map(String::as_str).collect();
        v.sort_unstable();
        v.join(", ")
    };
    let added = list(after.difference(before).collect());
    let removed = list(before.difference(after).collect());
    let mut parts = Vec::new();
    if !added.is_empty() {
        parts.push(format!("added {added}"));
    }
    if !removed.is_empty() {
        parts.push(format!("removed {removed}"));
    }
    if parts.is_empty() {
        parts.push("changed their descriptions or schemas".to_string());
    }
    format!(
        "MCP server `{server}` changed its tools ({}): the next request carries the new list (and so starts a new prompt cache)",
        parts.join("; ")
    )
}
