//! One configured MCP server as the session sees it: its config, its log across restarts, the
//! live client (a stdio server that died is started again once on the next call; an HTTP
//! server is connected again the same way) and its tool list after `enabledTools` /
//! `disabledTools`, read again when the server sends `notifications/tools/list_changed` and on
//! every restart (a version counts the changes, so the manager sees a restart's new list).
//! An HTTP server that no longer knows the session (it restarted) gets the request once more in
//! a new session (`with_session`), outside the restart budget.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use serde_json::Value;

use crate::config::sandbox::SandboxSettings;
use crate::mcp::client::Client;
use crate::mcp::config::ServerConfig;
use crate::mcp::conn::{Progress, ToolsHook};
use crate::mcp::error::McpError;
use crate::mcp::log::Log;
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// How many times a server that died is started again.
const RESTARTS: u32 = 1;

/// A server's handle: its config, its log across restarts, and the live client.
pub struct Server {
    config: ServerConfig,
    cwd: PathBuf,
    log: Arc<Log>,
    client: Mutex<Option<Arc<Client>>>,
    restarts: AtomicU32,
    /// Held while a new session replaces one the server forgot (one at a time).
    renewing: Mutex<()>,
    /// The `tools/list` entries after the filters, from the last (re)start or re-list.
    tools: Mutex<Vec<Value>>,
    /// Bumped whenever `tools` changes, by a re-list or by a restart whose server offers other
    /// tools (the manager compares it to the version it last named).
    tools_version: AtomicU64,
    /// What each client calls when the server's tool list changed (the manager's re-list).
    tools_hook: OnceLock<ToolsHook>,
    /// A re-list runs (one at a time per server).
    refreshing: AtomicBool,
    /// The run's sandbox settings, for `sandbox: true` (`mcp::sandbox`).
    sandbox: SandboxSettings,
}

impl Server {
    pub fn new(config: ServerConfig, cwd: &Path, sandbox: SandboxSettings) -> Server {
        Server {
            config,
            cwd: cwd.to_path_buf(),
            log: Arc::new(Log::default()),
            client: Mutex::new(None),
            restarts: AtomicU32::new(0),
            renewing: Mutex::new(()),
            tools: Mutex::new(Vec::new()),
            tools_version: AtomicU64::new(0),
            tools_hook: OnceLock::new(),
            refreshing: AtomicBool::new(false),
            sandbox,
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

    /// Sets what runs when the server says its tool list changed; every client started later
    /// (restarts included) gets it.
    pub fn set_tools_hook(&self, hook: ToolsHook) {
        let _ = self.tools_hook.set(hook);
    }

    /// Connects and reads the tool list.
    pub fn start(&self) -> Result<(), McpError> {
        let deadline = Instant::now() + self.config.startup_timeout;
        let client = Client::connect(&self.config, &self.cwd, self.log.clone(), &self.sandbox)?;
        let tools = client
            .list_tools_by(deadline)
            .inspect_err(|_| client.close())?;
        // A change announced while the list was read is in the list already.
        client.take_tools_changed();
        self.set_tools(self.filtered(tools));
        if let Some(hook) = self.tools_hook.get() {
            client.on_tools_changed(hook.clone());
        }
        *lock(&self.client) = Some(Arc::new(client));
        Ok(())
    }

    /// Replaces the tool list; whether it changed (the version moves then).
    fn set_tools(&self, offered: Vec<Value>) -> bool {
        let mut tools = lock(&self.tools);
        if *tools == offered {
            return false;
        }
        *tools = offered;
        self.tools_version.fetch_add(1, Ordering::SeqCst);
        true
    }

    /// How many times the tool list changed (start-up, re-lists and restarts).
    pub fn tools_version(&self) -> u64 {
        self.tools_version.load(Ordering::SeqCst)
    }

    fn filtered(&self, tools: Vec<Value>) -> Vec<Value> {
        tools
            .into_iter()
            .filter(|t| {
                t.get("name")
                    .and_then(Value::as_str)
                    .is_some_and(|n| self.config.offers(n))
            })
            .collect()
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

    /// The live client when there is one, without starting or restarting anything.
    pub fn running_client(&self) -> Option<Arc<Client>> {
        lock(&self.client)
            .clone()
            .filter(|c| c.closed().is_none())
    }

    pub fn info(&self) -> Option<crate::mcp::client::ServerInfo> {
        lock(&self.client).as_ref().map(|c| c.info.clone())
    }

    /// After `notifications/tools/list_changed`: reads the list again and says whether it
    /// changed (the manager then announces it and the sessions re-offer their tools).
    pub fn refresh_tools(&self) -> Result<bool, McpError> {
        let client = self.client()?;
        if !client.take_tools_changed() {
            return Ok(false);
        }
        let offered = self.filtered(self.with_session("`tools/list`", |c| c.list_tools())?);
        Ok(self.set_tools(offered))
    }

    /// Takes the right to re-list (`false`: a re-list runs already and will see the change).
    pub(crate) fn begin_refresh(&self) -> bool {
        !self.refreshing.swap(true, Ordering::SeqCst)
    }

    /// Gives the right back; `true` when a change arrived meanwhile and the caller should
    /// re-list again (it holds the right again then).
    pub(crate) fn end_refresh(&self) -> bool {
        self.refreshing.store(false, Ordering::SeqCst);
        let pending = self
            .running_client()
            .is_some_and(|c| c.tools_changed_pending());
        pending && self.begin_refresh()
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
        self.with_session(&format!("the call of `{tool}`"), |c| {
            c.call_tool(tool, args, cancel, on_progress)
        })
    }

    /// Runs `f` on the live client. When an HTTP server answers that it no longer knows the
    /// session (it restarted: 404, or 400 naming the session), it did not run the request, so
    /// a new session is initialized (as a first connect, within `startupTimeoutMs`) and `f`
    /// runs once more on it. That is not a restart: the budget (`RESTARTS`) is left alone, and
    /// there is exactly one retry; a second failure names both tries.
    pub fn with_session<T>(
        &self,
        what: &str,
        f: impl Fn(&Client) -> Result<T, McpError>,
    ) -> Result<T, McpError> {
        let client = self.client()?;
        let first = match f(&client) {
            Err(McpError::SessionEnded { reason, .. }) => reason,
            other => return other,
        };
        self.log
            .push("ama", &format!("{first}: a new session, then {what} again"));
        let name = self.name();
        let url = self.url();
        let fresh = self.renew(&client).map_err(|e| {
            McpError::Other(format!(
                "MCP server `{name}` {first}, and initializing a new session at {url} failed: {e}; check that the server runs at {url}, then try again"
            ))
        })?;
        f(&fresh).map_err(|e| {
            let second = match e {
                McpError::Cancelled { .. } => return e,
                McpError::SessionEnded { reason, .. } => format!("it {reason} again"),
                other => other.to_string(),
            };
            McpError::Other(format!(
                "MCP server `{name}` {first}; ama initialized a new session and sent {what} again, and that failed too: {second}; check that the server keeps the sessions it creates (its log says why it forgets them), then try again"
            ))
        })
    }

    /// A client on a new session in place of `failed`, whose session the server forgot (or
    /// the one another call already made).
    fn renew(&self, failed: &Arc<Client>) -> Result<Arc<Client>, McpError> {
        let _one = lock(&self.renewing);
        if let Some(c) = lock(&self.client).clone()
            && !Arc::ptr_eq(&c, failed)
            && c.closed().is_none()
        {
            return Ok(c);
        }
        self.start()?;
        lock(&self.client)
            .clone()
            .ok_or_else(|| McpError::Other(format!("MCP server `{}` is not running", self.name())))
    }

    /// The server's URL (HTTP), or its command (stdio), for messages.
    fn url(&self) -> String {
        match &self.config.transport {
            crate::mcp::config::Transport::Http { url, .. } => url.clone(),
            crate::mcp::config::Transport::Stdio { command, .. } => command.clone(),
        }
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
