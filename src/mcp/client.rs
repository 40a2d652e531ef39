//! One connected MCP server: starts the transport, runs the `initialize` handshake (protocol
//! revision 2025-11-25, older revisions the server picks accepted) and `notifications/initialized`,
//! keeps what the server said about itself (info, capabilities, `instructions`), and offers the
//! typed requests: tools (with pagination, progress and cancellation), resources and prompts.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::mcp::config::{ServerConfig, Transport};
use crate::mcp::conn::{Conn, Progress, Wait};
use crate::mcp::error::McpError;
use crate::mcp::http::Http;
use crate::mcp::log::Log;
use crate::util::cancel::Cancel;

/// The revision ama asks for.
pub const PROTOCOL: &str = "2025-11-25";
/// Revisions ama accepts when the server answers with another.
const ACCEPTED: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
/// Deadline of list and read requests after start-up.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);
/// Deadline of a tool call without `toolTimeoutMs`.
pub const TOOL_TIMEOUT: Duration = Duration::from_secs(600);
/// Most pages read from one paginated list.
const MAX_PAGES: usize = 100;

/// What the server said in its `initialize` answer.
#[derive(Clone, Debug, Default)]
pub struct ServerInfo {
    pub protocol: String,
    pub name: String,
    pub version: String,
    pub capabilities: Value,
    pub instructions: Option<String>,
}

pub struct Client {
    pub config: ServerConfig,
    pub info: ServerInfo,
    conn: Conn,
}

impl Client {
    /// Starts the server and runs the handshake, all within its `startupTimeoutMs`.
    pub fn connect(
        config: &ServerConfig,
        cwd: &Path,
        log: Arc<Log>,
        sandbox: &crate::config::sandbox::SandboxSettings,
    ) -> Result<Client, McpError> {
        let started = Instant::now();
        let deadline = started + config.startup_timeout;
        let (conn, inbox) = Conn::new(&config.name, log.clone());
        let mut http = None;
        match &config.transport {
            Transport::Stdio {
                command,
                args,
                env,
                cwd: dir,
            } => {
                let dir = dir
                    .as_ref()
                    .map_or_else(|| cwd.to_path_buf(), |d| cwd.join(d));
                let confine = config
                    .sandbox
                    .then(|| crate::mcp::sandbox::confine(&config.name, cwd, sandbox))
                    .transpose()?;
                let stdio = crate::mcp::stdio::start(
                    &config.name,
                    (command, args, env),
                    (&dir, confine.as_ref()),
                    deadline,
                    inbox,
                )
                .map_err(McpError::Other)?;
                conn.attach(Box::new(stdio));
            }
            Transport::Http { url, headers } => {
                let read = config
                    .tool_timeout
                    .unwrap_or(TOOL_TIMEOUT)
                    .max(REQUEST_TIMEOUT);
                let h = Arc::new(Http::new(url, headers, read, inbox));
                http = Some(h.clone());
                conn.attach(Box::new(Shared(h)));
            }
        }
        let wait = Wait {
            timeout: deadline.saturating_duration_since(Instant::now()),
            setting: "startupTimeoutMs",
            cancel: None,
            on_progress: None,
        };
        let params = json!({
            "protocolVersion": PROTOCOL,
            "capabilities": {},
            "clientInfo": {"name": "ama", "version": env!("CARGO_PKG_VERSION")},
        });
        let answer = match conn.request("initialize", params, &wait) {
            Ok(a) => a,
            Err(e) => {
                let e = e.timed_out_after(config.startup_timeout);
                if conn.closed().is_some() {
                    // The stderr reader may still hold the last words of a server that exited.
                    let until = Instant::now() + Duration::from_millis(300);
                    while log.last_from("eof", 1).is_none() && Instant::now() < until {
                        std::thread::sleep(Duration::from_millis(10));
                    }
                }
                let e = with_context(e, &log);
                conn.close("failed to start");
                return Err(e);
            }
        };
        let protocol = answer
            .get("protocolVersion")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string();
        if !ACCEPTED.contains(&protocol.as_str()) {
            conn.close("speaks another protocol revision");
            return Err(McpError::Other(format!(
                "MCP server `{}` speaks protocol revision `{protocol}`, which ama does not ({}); update the server",
                config.name,
                ACCEPTED.join(", ")
            )));
        }
        let s = |v: Option<&Value>| v.and_then(Value::as_str).unwrap_or_default().to_string();
        let info = ServerInfo {
            name: s(answer.pointer("/serverInfo/name")),
            version: s(answer.pointer("/serverInfo/version")),
            capabilities: answer.get("capabilities").cloned().unwrap_or(json!({})),
            instructions: answer
                .get("instructions")
                .and_then(Value::as_str)
                .filter(|s| !s.trim().is_empty())
                .map(str::to_string),
            protocol,
        };
        if let Some(h) = &http {
            h.initialized(&info.protocol);
        }
        if let Err(e) = conn.notify("notifications/initialized", None) {
            conn.close("failed to start");
            return Err(e);
        }
        if let Some(h) = &http {
            h.open_stream();
        }
        Ok(Client {
            config: config.clone(),
            info,
            conn,
        })
    }

    pub fn name(&self) -> &str {
        &self.config.name
    }

    pub fn log(&self) -> &Arc<Log> {
        self.conn.log()
    }

    /// Why the connection ended, once it has.
    pub fn closed(&self) -> Option<String> {
        self.conn.closed()
    }

    pub fn take_tools_changed(&self) -> bool {
        self.conn.take_tools_changed()
    }

    pub fn tools_changed_pending(&self) -> bool {
        self.conn.tools_changed_pending()
    }

    /// Sets what runs (on the reader thread) when the server's tool list changed.
    pub fn on_tools_changed(&self, hook: crate::mcp::conn::ToolsHook) {
        self.conn.on_tools_changed(hook);
    }

    pub fn close(&self) {
        self.conn.close("was stopped by ama");
    }

    fn has(&self, capability: &str) -> bool {
        self.info.capabilities.get(capability).is_some()
    }

    fn plain(&self) -> Wait<'static> {
        Wait {
            timeout: REQUEST_TIMEOUT,
            setting: "the request deadline of 60 s",
            cancel: None,
            on_progress: None,
        }
    }

    /// Every page of a paginated list (`tools`, `resources`, `prompts`).
    fn list(&self, method: &str, key: &str) -> Result<Vec<Value>, McpError> {
        self.list_within(method, key, &self.plain())
    }

    fn list_within(&self, method: &str, key: &str, wait: &Wait) -> Result<Vec<Value>, McpError> {
        let mut out = Vec::new();
        let mut cursor: Option<String> = None;
        for _ in 0..MAX_PAGES {
            let params = match &cursor {
                Some(c) => json!({"cursor": c}),
                None => json!({}),
            };
            let page = self.conn.request(method, params, wait)?;
            if let Some(items) = page.get(key).and_then(Value::as_array) {
                out.extend(items.iter().cloned());
            }
            cursor = page
                .get("nextCursor")
                .and_then(Value::as_str)
                .map(str::to_string);
            if cursor.is_none() {
                return Ok(out);
            }
        }
        Err(McpError::Other(format!(
            "MCP server `{}` returned more than {MAX_PAGES} pages for `{method}`; it may be looping on its cursor",
            self.config.name
        )))
    }

    /// `tools/list`, every page, as the server gives them (filters apply in `catalog`).
    pub fn list_tools(&self) -> Result<Vec<Value>, McpError> {
        if !self.has("tools") {
            return Ok(Vec::new());
        }
        self.list("tools/list", "tools")
    }

    /// `tools/list` as part of the start, within what is left of `startupTimeoutMs`.
    pub fn list_tools_by(&self, deadline: Instant) -> Result<Vec<Value>, McpError> {
        if !self.has("tools") {
            return Ok(Vec::new());
        }
        let wait = Wait {
            timeout: deadline
                .saturating_duration_since(Instant::now())
                .max(Duration::from_millis(1)),
            setting: "startupTimeoutMs",
            cancel: None,
            on_progress: None,
        };
        self.list_within("tools/list", "tools", &wait)
            .map_err(|e| e.timed_out_after(self.config.startup_timeout))
    }

    pub fn list_resources(&self) -> Result<Vec<Value>, McpError> {
        if !self.has("resources") {
            return Ok(Vec::new());
        }
        self.list("resources/list", "resources")
    }

    pub fn list_prompts(&self) -> Result<Vec<Value>, McpError> {
        if !self.has("prompts") {
            return Ok(Vec::new());
        }
        self.list("prompts/list", "prompts")
    }

    pub fn read_resource(&self, uri: &str) -> Result<Value, McpError> {
        self.conn
            .request("resources/read", json!({"uri": uri}), &self.plain())
    }

    pub fn get_prompt(&self, name: &str, arguments: &Value) -> Result<Value, McpError> {
        let mut params = json!({"name": name});
        if arguments.as_object().is_some_and(|m| !m.is_empty()) {
            params["arguments"] = arguments.clone();
        }
        self.conn.request("prompts/get", params, &self.plain())
    }

    /// `tools/call` of the server's own tool `name`: progress goes to `on_progress`, `cancel`
    /// sends `notifications/cancelled`, the deadline is `toolTimeoutMs`.
    pub fn call_tool(
        &self,
        name: &str,
        arguments: &Value,
        cancel: &Cancel,
        on_progress: &dyn Fn(&Progress),
    ) -> Result<Value, McpError> {
        let wait = Wait {
            timeout: self.config.tool_timeout.unwrap_or(TOOL_TIMEOUT),
            setting: "toolTimeoutMs",
            cancel: Some(cancel),
            on_progress: Some(on_progress),
        };
        let args = if arguments.is_object() {
            arguments.clone()
        } else {
            json!({})
        };
        self.conn
            .request(
                "tools/call",
                json!({"name": name, "arguments": args}),
                &wait,
            )
            .map_err(|e| match e {
                McpError::Timeout {
                    server,
                    after,
                    setting,
                    ..
                } => McpError::Timeout {
                    server,
                    what: format!("the call of `{name}`"),
                    after,
                    setting,
                },
                McpError::Cancelled { server, .. } => McpError::Cancelled {
                    server,
                    what: format!("call of `{name}`"),
                },
                other => other,
            })
    }
}

/// Adds what the server's log says (its last stderr lines, lines that were not JSON-RPC) to a
/// start-up error, so a failure says why.
fn with_context(e: McpError, log: &Log) -> McpError {
    let mut notes = Vec::new();
    if let Some(s) = log.last_from("stderr", 3) {
        notes.push(format!("its stderr ended with: {s}"));
    }
    if let Some(s) = log.last_from("stdout", 1)
        && !matches!(&e, McpError::Closed { reason, .. } if reason.contains("not JSON-RPC"))
    {
        notes.push(format!(
            "it wrote lines that are not JSON-RPC on stdout, the last: `{s}`"
        ));
    }
    if notes.is_empty() {
        return e;
    }
    McpError::Other(format!("{e}; {}", notes.join("; ")))
}

/// Lets the `Http` handle be both the connection's transport and the client's (for
/// `initialized`).
struct Shared(Arc<Http>);

impl crate::mcp::conn::Outgoing for Shared {
    fn send(&self, msg: &Value) -> Result<(), String> {
        self.0.send(msg)
    }

    fn close(&self) {
        self.0.close();
    }
}
