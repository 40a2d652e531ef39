//! MCP server configuration in Claude Code's interchange format (`{"mcpServers": {...}}`) plus
//! ama's own per-server keys. `parse` is a pure function from one JSON document to typed server
//! configs; it expands `${VAR}` in every string and refuses what it does not understand with a
//! message that names the source, the server, the key and what to write instead. Phase 2 feeds it
//! the project's `.mcp.json`, the user config, a profile and `--mcp-config`, and `merge` layers
//! them (a later source replaces a server of the same name).

use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Map, Value};

use crate::mcp::expand::expand;
use crate::mcp::names::sanitize;

/// `startupTimeoutMs` when a server does not give one.
pub const DEFAULT_STARTUP: Duration = Duration::from_millis(10_000);

/// How ama talks to one server.
#[derive(Clone, Debug, PartialEq)]
pub enum Transport {
    Stdio {
        command: String,
        args: Vec<String>,
        env: Vec<(String, String)>,
        cwd: Option<PathBuf>,
    },
    Http {
        url: String,
        headers: Vec<(String, String)>,
    },
}

impl Transport {
    /// What runs, for a question about the server: `` `command args` `` or `http URL`, without
    /// control characters (the file is the project's, not the user's) and at most 200
    /// characters.
    pub fn describe(&self) -> String {
        let text = match self {
            Transport::Stdio { command, args, .. } => {
                let mut words = vec![command.clone()];
                words.extend(args.iter().cloned());
                format!("`{}`", words.join(" "))
            }
            Transport::Http { url, .. } => format!("http {url}"),
        };
        let clean: String = text.chars().filter(|c| !c.is_control()).collect();
        if clean.chars().count() > 200 {
            let cut: String = clean.chars().take(199).collect();
            format!("{cut}…")
        } else {
            clean
        }
    }
}

/// The `approval` key: whether the server's annotations decide, or every call asks, or none does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Approval {
    Annotations,
    Ask,
    Allow,
}

/// Where a server's entry came from: annotations are believed only from trusted origins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    User,
    Profile,
    Flag,
    /// A project's `.mcp.json`; `trusted` is the project's trust.
    Project {
        trusted: bool,
    },
}

impl Origin {
    pub fn trusted(self) -> bool {
        !matches!(self, Origin::Project { trusted: false })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Origin::User => "user config",
            Origin::Profile => "profile",
            Origin::Flag => "--mcp-config",
            Origin::Project { .. } => "project .mcp.json",
        }
    }
}

/// One configured server, checked and expanded.
#[derive(Clone, Debug, PartialEq)]
pub struct ServerConfig {
    /// The name as configured (the key of `mcpServers`).
    pub name: String,
    pub transport: Transport,
    pub enabled: bool,
    pub required: bool,
    pub startup_timeout: Duration,
    pub tool_timeout: Option<Duration>,
    /// `enabledTools`: only these (server-side names), when given.
    pub enabled_tools: Option<Vec<String>>,
    pub disabled_tools: Vec<String>,
    pub approval: Approval,
    /// Run a stdio server inside the OS sandbox (default: outside, as peers do).
    pub sandbox: bool,
    pub origin: Origin,
}

impl ServerConfig {
    /// Whether the server offers `tool` after `enabledTools` / `disabledTools`.
    pub fn offers(&self, tool: &str) -> bool {
        let enabled = self
            .enabled_tools
            .as_ref()
            .is_none_or(|list| list.iter().any(|t| t == tool));
        enabled && !self.disabled_tools.iter().any(|t| t == tool)
    }
}

const STDIO_KEYS: &[&str] = &["type", "command", "args", "env", "cwd"];
const HTTP_KEYS: &[&str] = &["type", "url", "headers"];
const AMA_KEYS: &[&str] = &[
    "enabled",
    "required",
    "startupTimeoutMs",
    "toolTimeoutMs",
    "enabledTools",
    "disabledTools",
    "approval",
    "sandbox",
    // Claude Code writes these; they carry nothing ama uses.
    "description",
    "timeout",
];

/// Parses `doc` (an object with `mcpServers`, or the map of servers itself when `bare`) read from
/// `source` (a file path or `--mcp-config argument N`, for messages).
pub fn parse(
    doc: &Value,
    source: &str,
    origin: Origin,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<Vec<ServerConfig>, String> {
    let Some(obj) = doc.as_object() else {
        return Err(format!(
            "{source}: an MCP config must be a JSON object with `mcpServers`, like {{\"mcpServers\": {{\"name\": {{\"command\": \"...\"}}}}}}"
        ));
    };
    let Some(servers) = obj.get("mcpServers") else {
        return Ok(Vec::new());
    };
    let Some(servers) = servers.as_object() else {
        return Err(format!(
            "{source}: `mcpServers` must be an object from server names to server entries, not {}",
            kind(servers)
        ));
    };
    servers
        .iter()
        .map(|(name, entry)| parse_server(name, entry, source, origin, lookup))
        .collect()
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Reads one server's keys with the messages' common prefix.
struct Entry<'a> {
    obj: &'a Map<String, Value>,
    at: String,
    lookup: &'a dyn Fn(&str) -> Option<String>,
}

impl Entry<'_> {
    fn err(&self, key: &str, what: &str, got: &Value) -> String {
        format!("{}: `{key}` must be {what}, not {}", self.at, kind(got))
    }

    fn expand(&self, key: &str, s: &str) -> Result<String, String> {
        expand(s, self.lookup).map_err(|e| format!("{}: `{key}`: {e}", self.at))
    }

    fn string(&self, key: &str) -> Result<Option<String>, String> {
        match self.obj.get(key) {
            None => Ok(None),
            Some(Value::String(s)) => self.expand(key, s).map(Some),
            Some(v) => Err(self.err(key, "a string", v)),
        }
    }

    fn strings(&self, key: &str) -> Result<Option<Vec<String>>, String> {
        match self.obj.get(key) {
            None => Ok(None),
            Some(Value::Array(items)) => items
                .iter()
                .map(|v| match v {
                    Value::String(s) => self.expand(key, s),
                    v => Err(self.err(key, "an array of strings", v)),
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Some(v) => Err(self.err(key, "an array of strings", v)),
        }
    }

    fn map(&self, key: &str) -> Result<Vec<(String, String)>, String> {
        match self.obj.get(key) {
            None => Ok(Vec::new()),
            Some(Value::Object(m)) => m
                .iter()
                .map(|(k, v)| match v {
                    Value::String(s) => Ok((k.clone(), self.expand(key, s)?)),
                    v => Err(format!(
                        "{}: `{key}.{k}` must be a string, not {}",
                        self.at,
                        kind(v)
                    )),
                })
                .collect(),
            Some(v) => Err(self.err(key, "an object of strings", v)),
        }
    }

    fn bool(&self, key: &str, default: bool) -> Result<bool, String> {
        match self.obj.get(key) {
            None => Ok(default),
            Some(Value::Bool(b)) => Ok(*b),
            Some(v) => Err(self.err(key, "true or false", v)),
        }
    }

    fn millis(&self, key: &str) -> Result<Option<Duration>, String> {
        match self.obj.get(key) {
            None => Ok(None),
            Some(v) => match v.as_u64().filter(|n| *n > 0) {
                Some(n) => Ok(Some(Duration::from_millis(n))),
                None => Err(self.err(key, "a positive whole number of milliseconds", v)),
            },
        }
    }
}

fn parse_server(
    name: &str,
    entry: &Value,
    source: &str,
    origin: Origin,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<ServerConfig, String> {
    let at = format!("{source}: MCP server `{name}`");
    let clean = sanitize(name);
    if name.is_empty() || clean.contains("__") || clean.trim_matches('_').is_empty() {
        return Err(format!(
            "{at}: the name must have a letter or digit and no `__` (tools are named `mcp__<server>__<tool>`); rename the server"
        ));
    }
    let Some(obj) = entry.as_object() else {
        return Err(format!(
            "{at}: the entry must be an object with `command` (stdio) or `type` and `url` (http), not {}",
            kind(entry)
        ));
    };
    let e = Entry { obj, at, lookup };
    let kind_given = match obj.get("type") {
        None => None,
        Some(Value::String(t)) => Some(t.as_str()),
        Some(v) => return Err(e.err("type", "\"stdio\" or \"http\"", v)),
    };
    let transport_keys = match kind_given {
        None | Some("stdio") => STDIO_KEYS,
        Some("http") | Some("streamable-http") | Some("streamableHttp") => HTTP_KEYS,
        Some("sse") => {
            return Err(format!(
                "{}: `type: \"sse\"` is the legacy HTTP+SSE transport, which ama does not support; if the server also speaks Streamable HTTP (most do, often at `/mcp`), write `\"type\": \"http\"` with that URL",
                e.at
            ));
        }
        Some(other) => {
            return Err(format!(
                "{}: `type` `{other}` is not a transport ama knows; use \"stdio\" (with `command`) or \"http\" (with `url`)",
                e.at
            ));
        }
    };
    for key in obj.keys() {
        if !transport_keys.contains(&key.as_str()) && !AMA_KEYS.contains(&key.as_str()) {
            let hint = if STDIO_KEYS.contains(&key.as_str()) || HTTP_KEYS.contains(&key.as_str()) {
                " for this transport (stdio takes command, args, env, cwd; http takes url, headers)"
            } else {
                ""
            };
            return Err(format!(
                "{}: unknown key `{key}`{hint}; the keys are {}, {}",
                e.at,
                transport_keys.join(", "),
                AMA_KEYS[..8].join(", ")
            ));
        }
    }
    let transport = if transport_keys == HTTP_KEYS {
        let Some(url) = e.string("url")? else {
            return Err(format!("{}: an http server needs `url`", e.at));
        };
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(format!(
                "{}: `url` `{url}` must start with http:// or https://",
                e.at
            ));
        }
        Transport::Http {
            url,
            headers: e.map("headers")?,
        }
    } else {
        let Some(command) = e.string("command")?.filter(|c| !c.is_empty()) else {
            return Err(format!(
                "{}: a stdio server needs `command` (the program to start); an http server needs `\"type\": \"http\"` and `url`",
                e.at
            ));
        };
        Transport::Stdio {
            command,
            args: e.strings("args")?.unwrap_or_default(),
            env: e.map("env")?,
            cwd: e.string("cwd")?.map(PathBuf::from),
        }
    };
    let approval = match e.string("approval")?.as_deref() {
        None | Some("annotations") => Approval::Annotations,
        Some("ask") => Approval::Ask,
        Some("allow") => Approval::Allow,
        Some(other) => {
            return Err(format!(
                "{}: `approval` `{other}` is not one of annotations, ask, allow",
                e.at
            ));
        }
    };
    let sandbox = e.bool("sandbox", false)?;
    if sandbox && matches!(transport, Transport::Http { .. }) {
        return Err(format!(
            "{}: `sandbox` applies to stdio servers (a process ama starts); an http server runs elsewhere, so remove the key",
            e.at
        ));
    }
    Ok(ServerConfig {
        name: name.to_string(),
        transport,
        enabled: e.bool("enabled", true)?,
        required: e.bool("required", false)?,
        startup_timeout: e.millis("startupTimeoutMs")?.unwrap_or(DEFAULT_STARTUP),
        tool_timeout: e.millis("toolTimeoutMs")?,
        enabled_tools: e.strings("enabledTools")?,
        disabled_tools: e.strings("disabledTools")?.unwrap_or_default(),
        approval,
        sandbox,
        origin,
    })
}

/// Layers sources, lowest first: a later server replaces an earlier one of the same name (the
/// order of first appearance is kept). With `strict`, only `Origin::Flag` servers stay.
pub fn merge(layers: Vec<Vec<ServerConfig>>, strict: bool) -> Vec<ServerConfig> {
    let mut out: Vec<ServerConfig> = Vec::new();
    for server in layers.into_iter().flatten() {
        if strict && server.origin != Origin::Flag {
            continue;
        }
        match out.iter_mut().find(|s| s.name == server.name) {
            Some(slot) => *slot = server,
            None => out.push(server),
        }
    }
    out
}

/// The JSON of one `--mcp-config` argument: inline JSON when it starts with `{`, else a file.
pub fn read_arg(arg: &str) -> Result<(Value, String), String> {
    if arg.trim_start().starts_with('{') {
        let v = serde_json::from_str(arg)
            .map_err(|e| format!("--mcp-config: the inline JSON does not parse: {e}"))?;
        return Ok((v, "--mcp-config (inline JSON)".into()));
    }
    let text = std::fs::read_to_string(arg)
        .map_err(|e| format!("--mcp-config: cannot read `{arg}`: {e}"))?;
    let v = serde_json::from_str(&text)
        .map_err(|e| format!("`{arg}` is not valid JSON: {e}; fix the file"))?;
    Ok((v, format!("`{arg}`")))
}

#[cfg(test)]
#[path = "config_tests.rs"]
mod tests;
