//! `ama mcp`: manage the MCP servers of the user config (`list`, `get`, `add`, `remove`), and
//! talk to one server directly (`tools`, `call`, `info`, `read`, `prompt`) so a user, the tests
//! and the MCP conformance harness (`conformance <url>`) can drive ama's client through the real
//! binary. docs/mcp.md describes the configuration.

use std::ffi::OsString;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use lexopt::prelude::*;
use serde_json::{Map, Value, json};

use crate::config::paths::user_config_file;
use crate::error::{Error, Result};
use crate::mcp::config::{self, Origin, ServerConfig, Transport};
use crate::mcp::manager::{Manager, Server, Status};
use crate::mcp::names::tool_name;
use crate::util::cancel::Cancel;
use crate::util::output::{write_stderr_line, write_stdout};

pub const USAGE: &str = "usage: ama mcp <COMMAND> [ARGS] [FLAGS]

  Manages the MCP servers in the user config, and talks to one server directly.

COMMANDS:
  list                          the servers of the user config
  get <name>                    one server's entry, as JSON
  add <name> [--type stdio|http] [--env K=V]... [--header 'K: V']... -- <command|url> [args...]
                                adds a server to the user config
  remove <name>                 removes a server from the user config
  approve <name>                lets the current project's .mcp.json server <name> start (once
                                per project; the project must also be trusted)
  tools <server>                starts the server and lists its tools (name, class, annotations)
  call <server> <tool> [JSON]   calls one tool and prints its result
  info <server>                 the server's info, instructions, resources and prompts
  read <server> <uri>           reads one resource
  prompt <server> <name> [JSON] gets one prompt
  conformance <url>             the MCP conformance harness's client (MCP_CONFORMANCE_SCENARIO)

FLAGS:
        --config <FILE|JSON>  servers from this file or inline JSON instead of the user config
                              (repeatable; Claude Code's {\"mcpServers\": {...}} format)
        --cancel-after-ms <MS>
                              call: cancel the call after MS milliseconds
        --json                print JSON
    -h, --help                show this help

Exit status: 0 success, 1 a failed call (or an `isError` result), 2 bad arguments, 3 a bad
config, 6 a server that did not start.
";

#[derive(Default)]
struct McpArgs {
    words: Vec<String>,
    configs: Vec<String>,
    env: Vec<String>,
    headers: Vec<String>,
    kind: Option<String>,
    cancel_after: Option<u64>,
    json: bool,
}

fn usage(message: &str) -> Error {
    Error::Usage(format!("{message}\n(`ama mcp --help` lists the commands)"))
}

fn value(p: &mut lexopt::Parser, flag: &str) -> Result<String> {
    p.value()
        .map_err(|e| usage(&format!("--{flag}: {e}")))?
        .into_string()
        .map_err(|_| usage(&format!("--{flag}: the value is not UTF-8")))
}

fn parse(raw: Vec<OsString>) -> Result<Option<McpArgs>> {
    let mut a = McpArgs::default();
    let mut p = lexopt::Parser::from_args(raw);
    while let Some(arg) = p.next().map_err(|e| usage(&e.to_string()))? {
        match arg {
            Short('h') | Long("help") => return Ok(None),
            Long("config") => a.configs.push(value(&mut p, "config")?),
            Long("env") | Short('e') => a.env.push(value(&mut p, "env")?),
            Long("header") | Short('H') => a.headers.push(value(&mut p, "header")?),
            Long("type") | Long("transport") | Short('t') => a.kind = Some(value(&mut p, "type")?),
            Long("json") => a.json = true,
            Long("cancel-after-ms") => {
                let v = value(&mut p, "cancel-after-ms")?;
                a.cancel_after = Some(v.parse().map_err(|_| {
                    usage(&format!("--cancel-after-ms `{v}` is not a whole number"))
                })?);
            }
            Value(v) => {
                a.words.push(
                    v.into_string()
                        .map_err(|_| usage("an argument is not UTF-8"))?,
                );
                // After `add <name> --`-less command words, everything is the server's.
                if a.words.first().is_some_and(|w| w == "add") && a.words.len() >= 3 {
                    for rest in p.raw_args().map_err(|e| usage(&e.to_string()))? {
                        a.words.push(rest.to_string_lossy().into_owned());
                    }
                }
            }
            other => return Err(usage(&format!("unknown flag {}", other.unexpected()))),
        }
    }
    Ok(Some(a))
}

pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let Some(a) = parse(raw)? else {
        write_stdout(USAGE.as_bytes());
        return Ok(0);
    };
    let words: Vec<&str> = a.words.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["list"] => list(&a),
        ["get", name] => get(name),
        ["add", name, target, rest @ ..] => add(&a, name, target, rest),
        ["remove", name] => remove(name),
        ["approve", name] => approve(name),
        ["tools", server] => tools(&a, server),
        ["call", server, tool] => call(&a, server, tool, "{}"),
        ["call", server, tool, args] => call(&a, server, tool, args),
        ["info", server] => info(&a, server),
        ["read", server, uri] => read(&a, server, uri),
        ["prompt", server, name] => prompt(&a, server, name, "{}"),
        ["prompt", server, name, args] => prompt(&a, server, name, args),
        ["conformance", url] => conformance(url),
        [] => Err(usage("`ama mcp` needs a command")),
        [cmd, ..] => Err(usage(&format!(
            "`ama mcp {cmd}` is not a command, or has the wrong number of arguments"
        ))),
    }
}

// ---- the user config ----

/// `ama mcp approve NAME`: records that the current project's `.mcp.json` server may start.
fn approve(name: &str) -> Result<i32> {
    let cwd = std::env::current_dir()
        .map_err(|e| Error::io("read the current directory", PathBuf::from("."), e))?;
    let file = cwd.join(crate::app::mcp_setup::PROJECT_FILE);
    let text = std::fs::read_to_string(&file).map_err(|e| {
        Error::Usage(format!(
            "cannot read `{}` ({e}); run `ama mcp approve` in the project directory that has the .mcp.json",
            file.display()
        ))
    })?;
    let doc: Value = serde_json::from_str(&text).map_err(|e| Error::Config {
        path: file.clone(),
        message: format!("not valid JSON: {e}; fix the file"),
    })?;
    if doc.pointer(&format!("/mcpServers/{}", name.replace('~', "~0").replace('/', "~1"))).is_none() {
        return Err(Error::Usage(format!(
            "`{}` has no MCP server `{name}`; approve one of the names under its `mcpServers`",
            file.display()
        )));
    }
    let record = crate::mcp::approval::approve(&cwd, name)
        .map_err(|e| Error::Run(format!("cannot record the approval of `{name}`: {e}")))?;
    write_stdout(
        format!(
            "approved the project MCP server `{name}` for {} (recorded in {})\n",
            cwd.display(),
            record.display()
        )
        .as_bytes(),
    );
    Ok(0)
}

fn config_path() -> Result<PathBuf> {
    user_config_file().ok_or_else(|| {
        Error::Run("cannot find the config directory: set HOME or XDG_CONFIG_HOME".into())
    })
}

fn read_user() -> Result<(PathBuf, Map<String, Value>)> {
    let path = config_path()?;
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok((path, Map::new())),
        Err(e) => return Err(Error::io("read", &path, e)),
    };
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Object(m)) => Ok((path, m)),
        Ok(_) => Err(Error::Config {
            path,
            message: "it must hold one JSON object".into(),
        }),
        Err(e) => Err(Error::Config {
            path,
            message: e.to_string(),
        }),
    }
}

fn write_user(path: &PathBuf, doc: &Map<String, Value>) -> Result<()> {
    let mut text = serde_json::to_string_pretty(doc).unwrap_or_default();
    text.push('\n');
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| Error::io("create", dir, e))?;
    }
    crate::util::atomic::write_atomic(path, text.as_bytes())
        .map(|_| ())
        .map_err(|e| Error::io("write", path, e))
}

fn env_lookup(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The servers `--config` names, or those of the user config.
fn servers(a: &McpArgs) -> Result<Vec<ServerConfig>> {
    if a.configs.is_empty() {
        let (path, doc) = read_user()?;
        return config::parse(
            &Value::Object(doc),
            &format!("`{}`", path.display()),
            Origin::User,
            &env_lookup,
        )
        .map_err(|message| Error::Config { path, message });
    }
    let mut layers = Vec::new();
    for arg in &a.configs {
        let (doc, source) = config::read_arg(arg).map_err(Error::Usage)?;
        layers.push(config::parse(&doc, &source, Origin::Flag, &env_lookup).map_err(Error::Usage)?);
    }
    Ok(config::merge(layers, true))
}

fn list(a: &McpArgs) -> Result<i32> {
    let servers = servers(a)?;
    if a.json {
        let rows: Vec<Value> = servers.iter().map(describe).collect();
        write_stdout(format!("{}\n", Value::Array(rows)).as_bytes());
        return Ok(0);
    }
    if servers.is_empty() {
        write_stdout(b"no MCP servers are configured; add one with `ama mcp add`\n");
    }
    for s in &servers {
        let target = match &s.transport {
            Transport::Stdio { command, args, .. } => {
                format!("stdio  {command} {}", args.join(" "))
            }
            Transport::Http { url, .. } => format!("http   {url}"),
        };
        let state = if s.enabled { "" } else { "  (disabled)" };
        write_stdout(format!("{}  {}{state}\n", s.name, target.trim_end()).as_bytes());
    }
    Ok(0)
}

fn describe(s: &ServerConfig) -> Value {
    let (kind, target) = match &s.transport {
        Transport::Stdio { command, .. } => ("stdio", command.clone()),
        Transport::Http { url, .. } => ("http", url.clone()),
    };
    json!({"name": s.name, "type": kind, "target": target, "enabled": s.enabled,
           "required": s.required})
}

fn get(name: &str) -> Result<i32> {
    let (path, doc) = read_user()?;
    match doc.get("mcpServers").and_then(|m| m.get(name)) {
        Some(entry) => {
            let text = serde_json::to_string_pretty(entry).unwrap_or_default();
            write_stdout(format!("{text}\n").as_bytes());
            Ok(0)
        }
        None => Err(Error::Run(format!(
            "`{}` has no MCP server `{name}`; `ama mcp list` shows the configured ones",
            path.display()
        ))),
    }
}

fn add(a: &McpArgs, name: &str, target: &str, rest: &[&str]) -> Result<i32> {
    let (path, mut doc) = read_user()?;
    let kind = a.kind.as_deref().unwrap_or(
        if target.starts_with("http://") || target.starts_with("https://") {
            "http"
        } else {
            "stdio"
        },
    );
    let mut entry = Map::new();
    match kind {
        "stdio" => {
            entry.insert("command".into(), json!(target));
            if !rest.is_empty() {
                entry.insert("args".into(), json!(rest));
            }
            let mut env = Map::new();
            for kv in &a.env {
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| usage(&format!("--env `{kv}` must be NAME=VALUE")))?;
                env.insert(k.to_string(), json!(v));
            }
            if !env.is_empty() {
                entry.insert("env".into(), Value::Object(env));
            }
        }
        "http" => {
            entry.insert("type".into(), json!("http"));
            entry.insert("url".into(), json!(target));
            let mut headers = Map::new();
            for kv in &a.headers {
                let (k, v) = kv
                    .split_once(':')
                    .ok_or_else(|| usage(&format!("--header `{kv}` must be 'Name: value'")))?;
                headers.insert(k.trim().to_string(), json!(v.trim()));
            }
            if !headers.is_empty() {
                entry.insert("headers".into(), Value::Object(headers));
            }
        }
        other => {
            return Err(usage(&format!(
                "--type `{other}` is not one of stdio, http (the legacy sse transport is not supported)"
            )));
        }
    }
    // Checked as a load would check it, variables left for later.
    let check = json!({"mcpServers": {name: Value::Object(entry.clone())}});
    config::parse(
        &check,
        "ama mcp add",
        Origin::User,
        &|_| Some(String::new()),
    )
    .map_err(Error::Usage)?;
    let servers = doc
        .entry("mcpServers")
        .or_insert_with(|| Value::Object(Map::new()));
    let Some(servers) = servers.as_object_mut() else {
        return Err(Error::Config {
            path,
            message: "`mcpServers` must be an object".into(),
        });
    };
    if servers.contains_key(name) {
        return Err(Error::Run(format!(
            "`{}` already has an MCP server `{name}`; remove it first with `ama mcp remove {name}`",
            path.display()
        )));
    }
    servers.insert(name.to_string(), Value::Object(entry));
    write_user(&path, &doc)?;
    write_stdout(format!("added MCP server `{name}` to {}\n", path.display()).as_bytes());
    Ok(0)
}

fn remove(name: &str) -> Result<i32> {
    let (path, mut doc) = read_user()?;
    let removed = doc
        .get_mut("mcpServers")
        .and_then(Value::as_object_mut)
        .and_then(|m| m.remove(name));
    if removed.is_none() {
        return Err(Error::Run(format!(
            "`{}` has no MCP server `{name}`; `ama mcp list` shows the configured ones",
            path.display()
        )));
    }
    write_user(&path, &doc)?;
    write_stdout(format!("removed MCP server `{name}` from {}\n", path.display()).as_bytes());
    Ok(0)
}

// ---- one server ----

/// Starts the server `name` (and only it) from the configured servers.
fn start_one(
    a: &McpArgs,
    name: &str,
) -> Result<(std::sync::Arc<Manager>, std::sync::Arc<Server>)> {
    let all = servers(a)?;
    let Some(config) = all.iter().find(|s| s.name == name) else {
        let names: Vec<&str> = all.iter().map(|s| s.name.as_str()).collect();
        return Err(Error::Usage(format!(
            "there is no MCP server `{name}` (configured: {})",
            if names.is_empty() {
                "none".into()
            } else {
                names.join(", ")
            }
        )));
    };
    let mut config = config.clone();
    config.enabled = true;
    let cwd = std::env::current_dir().map_err(|e| Error::io("read", ".", e))?;
    let manager = Manager::start(std::slice::from_ref(&config), &cwd);
    let report = &manager.reports()[0];
    if report.status != Status::Ready {
        let line = report.line().unwrap_or_default();
        manager.stop();
        return Err(Error::Extension(line));
    }
    let server = manager.servers[0].clone();
    Ok((manager, server))
}

fn print_json(v: &Value) {
    write_stdout(format!("{}\n", serde_json::to_string_pretty(v).unwrap_or_default()).as_bytes());
}

fn tools(a: &McpArgs, name: &str) -> Result<i32> {
    let (manager, _) = start_one(a, name)?;
    let named = manager.named();
    let (tools, dropped) = (named.tools.as_ref(), named.collisions);
    let rows: Vec<Value> = tools
        .iter()
        .map(|t| {
            json!({
                "name": crate::tools::Tool::name(t.as_ref()),
                "tool": t.remote,
                "class": t.classified.class.as_str(),
                "destructive": t.classified.destructive,
                "openWorld": t.classified.open_world,
                "annotations": {
                    "readOnlyHint": t.annotations.read_only,
                    "destructiveHint": t.annotations.destructive,
                    "idempotentHint": t.annotations.idempotent,
                    "openWorldHint": t.annotations.open_world,
                },
            })
        })
        .collect();
    if a.json {
        print_json(&json!({"tools": rows, "dropped": dropped}));
    } else {
        for r in &rows {
            write_stdout(
                format!(
                    "{}  {}\n",
                    r["name"].as_str().unwrap_or(""),
                    r["class"].as_str().unwrap_or("")
                )
                .as_bytes(),
            );
        }
    }
    manager.stop();
    Ok(0)
}

fn json_arg(text: &str, what: &str) -> Result<Value> {
    let v: Value = serde_json::from_str(text)
        .map_err(|e| usage(&format!("{what} `{text}` is not JSON: {e}")))?;
    if !v.is_object() {
        return Err(usage(&format!(
            "{what} must be a JSON object, like '{{\"a\": 1}}'"
        )));
    }
    Ok(v)
}

fn call(a: &McpArgs, name: &str, tool: &str, args: &str) -> Result<i32> {
    let args = json_arg(args, "the tool's arguments")?;
    let (manager, server) = start_one(a, name)?;
    let cancel = Cancel::new();
    if let Some(ms) = a.cancel_after {
        let c = cancel.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(ms));
            c.cancel();
        });
    }
    let started = Instant::now();
    let on_progress = |p: &crate::mcp::conn::Progress| {
        let total = p.total.map(|t| format!("/{t}")).unwrap_or_default();
        let msg = p
            .message
            .as_deref()
            .map(|m| format!(": {m}"))
            .unwrap_or_default();
        write_stderr_line(&format!("progress {}{total}{msg}", p.progress));
    };
    let got = server.call_tool(tool, &args, &cancel, &on_progress);
    let code = match got {
        Ok(result) => {
            print_json(&result);
            i32::from(result.get("isError").and_then(Value::as_bool) == Some(true))
        }
        Err(e) => {
            manager.stop();
            for line in server.log().tail(20) {
                if line.starts_with("[ama]") {
                    write_stderr_line(&format!("log: {line}"));
                }
            }
            return Err(Error::Run(format!(
                "{e} (after {} ms); as `{}`",
                started.elapsed().as_millis(),
                tool_name(name, tool)
            )));
        }
    };
    manager.stop();
    Ok(code)
}

fn info(a: &McpArgs, name: &str) -> Result<i32> {
    let (manager, server) = start_one(a, name)?;
    let client = server.client().map_err(|e| Error::Run(e.to_string()))?;
    let resources = client
        .list_resources()
        .map_err(|e| Error::Run(e.to_string()))?;
    let prompts = client
        .list_prompts()
        .map_err(|e| Error::Run(e.to_string()))?;
    let i = &client.info;
    print_json(&json!({
        "name": i.name, "version": i.version, "protocolVersion": i.protocol,
        "capabilities": i.capabilities, "instructions": i.instructions,
        "tools": server.tool_entries().len(),
        "resources": resources.iter().map(|r| r.get("uri").cloned().unwrap_or(Value::Null)).collect::<Vec<_>>(),
        "prompts": prompts.iter().map(|p| p.get("name").cloned().unwrap_or(Value::Null)).collect::<Vec<_>>(),
    }));
    manager.stop();
    Ok(0)
}

fn read(a: &McpArgs, name: &str, uri: &str) -> Result<i32> {
    let (manager, server) = start_one(a, name)?;
    let got = server.client().and_then(|c| c.read_resource(uri));
    manager.stop();
    print_json(&got.map_err(|e| Error::Run(e.to_string()))?);
    Ok(0)
}

fn prompt(a: &McpArgs, name: &str, prompt: &str, args: &str) -> Result<i32> {
    let args = json_arg(args, "the prompt's arguments")?;
    let (manager, server) = start_one(a, name)?;
    let got = server.client().and_then(|c| c.get_prompt(prompt, &args));
    manager.stop();
    print_json(&got.map_err(|e| Error::Run(e.to_string()))?);
    Ok(0)
}

/// The conformance harness runs `<command> <url>` with `MCP_CONFORMANCE_SCENARIO` set.
fn conformance(url: &str) -> Result<i32> {
    let scenario = std::env::var("MCP_CONFORMANCE_SCENARIO").unwrap_or_default();
    let doc = json!({"mcpServers": {"conformance": {"type": "http", "url": url}}});
    let configs =
        config::parse(&doc, "conformance", Origin::Flag, &env_lookup).map_err(Error::Usage)?;
    let cwd = std::env::current_dir().map_err(|e| Error::io("read", ".", e))?;
    let manager = Manager::start(&configs, &cwd);
    if let Some(line) = manager.reports()[0].line() {
        return Err(Error::Extension(line));
    }
    let server = manager.servers[0].clone();
    let call = |tool: &str, args: Value| {
        server
            .call_tool(tool, &args, &Cancel::new(), &|_| {})
            .map_err(|e| Error::Run(e.to_string()))
    };
    let result = match scenario.as_str() {
        "tools_call" => Some(call("add_numbers", json!({"a": 5, "b": 3}))?),
        "sse-retry" => Some(call("test_reconnection", json!({}))?),
        _ => None,
    };
    if let Some(r) = result {
        print_json(&r);
    }
    manager.stop();
    Ok(0)
}
