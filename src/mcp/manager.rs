//! The servers of one agent: started in parallel (each bounded by its `startupTimeoutMs`), one
//! report per server for `-p`'s JSON result and stderr, and a `Server` handle per server that
//! the tools share. A stdio server that dies is started again once on the next call; an HTTP
//! server is connected again the same way. Calls in flight when it died fail with the reason.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use serde_json::{Value, json};

use crate::mcp::client::Client;
use crate::mcp::config::ServerConfig;
use crate::mcp::conn::Progress;
use crate::mcp::error::McpError;
use crate::mcp::log::Log;
use crate::mcp::names::assign;
use crate::mcp::tool::McpTool;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// How many times a server that died is started again.
const RESTARTS: u32 = 1;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Ready,
    Failed,
    Disabled,
    /// A project server that was not approved for this project (not started).
    Unapproved,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
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

/// A server's handle: its config, its log across restarts, and the live client.
pub struct Server {
    config: ServerConfig,
    cwd: PathBuf,
    log: Arc<Log>,
    client: Mutex<Option<Arc<Client>>>,
    restarts: AtomicU32,
    /// The `tools/list` entries after the filters, from the last (re)start.
    tools: Mutex<Vec<Value>>,
}

impl Server {
    pub fn new(config: ServerConfig, cwd: &Path) -> Server {
        Server {
            config,
            cwd: cwd.to_path_buf(),
            log: Arc::new(Log::default()),
            client: Mutex::new(None),
            restarts: AtomicU32::new(0),
            tools: Mutex::new(Vec::new()),
        }
    }

    pub fn name(&self) -> &str {
        &self.config.name
    }

    pub fn config(&self) -> &ServerConfig {
        &self.config
    }

    pub fn log(&self) -> &Arc<Log> {
        &self.log
    }

    /// Connects and reads the tool list.
    pub fn start(&self) -> Result<(), McpError> {
        let deadline = Instant::now() + self.config.startup_timeout;
        let client = Client::connect(&self.config, &self.cwd, self.log.clone())?;
        let tools = client
            .list_tools_by(deadline)
            .inspect_err(|_| client.close())?;
        let offered: Vec<Value> = tools
            .into_iter()
            .filter(|t| {
                t.get("name")
                    .and_then(Value::as_str)
                    .is_some_and(|n| self.config.offers(n))
            })
            .collect();
        *lock(&self.tools) = offered;
        *lock(&self.client) = Some(Arc::new(client));
        Ok(())
    }

    /// The live client; a dead one is started again while restarts remain.
    pub fn client(&self) -> Result<Arc<Client>, McpError> {
        let current = lock(&self.client).clone();
        match current {
            Some(c) if c.closed().is_none() => return Ok(c),
            Some(c) => {
                let why = c.closed().unwrap_or_default();
                if self.restarts.fetch_add(1, Ordering::SeqCst) >= RESTARTS {
                    return Err(McpError::Closed {
                        server: self.config.name.clone(),
                        reason: format!(
                            "{why}, and was already restarted {RESTARTS} time(s); fix the server, then start a new session"
                        ),
                    });
                }
                self.log.push("ama", &format!("restarting after: {why}"));
            }
            None => {}
        }
        self.start()?;
        lock(&self.client)
            .clone()
            .ok_or_else(|| McpError::Other(format!("MCP server `{}` is not running", self.name())))
    }

    pub fn info(&self) -> Option<crate::mcp::client::ServerInfo> {
        lock(&self.client).as_ref().map(|c| c.info.clone())
    }

    /// After `notifications/tools/list_changed`: reads the list again and says whether it
    /// changed (phase 2 rebuilds the session's tools then, announcing the cache-prefix change).
    pub fn refresh_tools(&self) -> Result<bool, McpError> {
        let client = self.client()?;
        if !client.take_tools_changed() {
            return Ok(false);
        }
        let offered: Vec<Value> = client
            .list_tools()?
            .into_iter()
            .filter(|t| {
                t.get("name")
                    .and_then(Value::as_str)
                    .is_some_and(|n| self.config.offers(n))
            })
            .collect();
        let mut tools = lock(&self.tools);
        let changed = *tools != offered;
        *tools = offered;
        Ok(changed)
    }

    pub fn tool_entries(&self) -> Vec<Value> {
        lock(&self.tools).clone()
    }

    pub fn call_tool(
        &self,
        tool: &str,
        args: &Value,
        cancel: &Cancel,
        on_progress: &dyn Fn(&Progress),
    ) -> Result<Value, McpError> {
        self.client()?.call_tool(tool, args, cancel, on_progress)
    }

    pub fn stop(&self) {
        if let Some(c) = lock(&self.client).take() {
            c.close();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// All servers of one agent.
pub struct Manager {
    pub servers: Vec<Arc<Server>>,
    pub reports: Vec<Report>,
}

impl Manager {
    /// Starts every enabled server in parallel and waits for all (each is bounded by its own
    /// `startupTimeoutMs`).
    pub fn start(configs: &[ServerConfig], cwd: &Path) -> Manager {
        let outcomes: Vec<(Arc<Server>, Report)> = std::thread::scope(|scope| {
            let handles: Vec<_> = configs
                .iter()
                .map(|config| {
                    let server = Arc::new(Server::new(config.clone(), cwd));
                    let s = server.clone();
                    let handle = config.enabled.then(|| scope.spawn(move || s.start()));
                    (server, handle)
                })
                .collect();
            handles
                .into_iter()
                .map(|(server, handle)| {
                    let (status, error) = match handle.map(|h| h.join()) {
                        None => (Status::Disabled, None),
                        Some(Ok(Ok(()))) => (Status::Ready, None),
                        Some(Ok(Err(e))) => (Status::Failed, Some(e.to_string())),
                        Some(Err(_)) => {
                            (Status::Failed, Some("its start-up thread panicked".into()))
                        }
                    };
                    let report = Report {
                        name: server.name().to_string(),
                        status,
                        error,
                        required: server.config().required,
                        tools: server.tool_entries().len(),
                        not_offered: Vec::new(),
                    };
                    (server, report)
                })
                .collect()
        });
        let (servers, reports) = outcomes.into_iter().unzip();
        Manager { servers, reports }
    }

    /// `-p`'s JSON result field `mcpServers`.
    pub fn reports_json(&self) -> Value {
        Value::Array(self.reports.iter().map(Report::to_json).collect())
    }

    /// Required servers that did not start.
    pub fn required_failures(&self) -> Vec<&Report> {
        self.reports
            .iter()
            .filter(|r| r.required && matches!(r.status, Status::Failed | Status::Unapproved))
            .collect()
    }

    /// The tools of every ready server, named; `taken` holds the names already in use (built-in
    /// tools) and gets these added. The second list names tools left out by a name collision.
    pub fn tools(&self, taken: &mut HashSet<String>) -> (Vec<McpTool>, Vec<String>) {
        let mut tools = Vec::new();
        let mut dropped = Vec::new();
        for server in &self.servers {
            let entries = server.tool_entries();
            let remote: Vec<String> = entries
                .iter()
                .filter_map(|e| e.get("name").and_then(Value::as_str).map(str::to_string))
                .collect();
            let (named, lost) = assign(server.name(), &remote, taken);
            for (name, own) in named {
                if let Some(entry) = entries
                    .iter()
                    .find(|e| e.get("name").and_then(Value::as_str) == Some(own.as_str()))
                {
                    tools.push(McpTool::new(server.clone(), name, entry));
                }
            }
            dropped.extend(lost.into_iter().map(|t| format!("{}: {t}", server.name())));
        }
        (tools, dropped)
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
