//! `ama acp`: the ACP agent loop. The main thread reads JSON-RPC messages from stdin; each
//! request runs on its own thread (a prompt lasts a whole run, and approvals and file requests
//! must be answerable meanwhile) and gets exactly one response; answers to our own requests go
//! to the waiting caller; a malformed line gets a JSON-RPC error and nothing else is lost. At end
//! of input every session is closed and the process exits 0.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::app::options::Args;
use crate::error::Result;
use crate::modes::acp::session::{self, Opening, Session};
use crate::modes::acp::transport::{Incoming, Peer, RpcError, code, parse};
use crate::modes::acp::types::{
    AuthenticateParams, ClientCapabilities, InitializeParams, ListParams, OpenParams,
    PROTOCOL_VERSION, PromptParams, SessionParams, SetConfigParams, SetModeParams,
};
use crate::modes::acp::{replay, settings};
use crate::modes::rpc::outbox::Outbox;
use crate::modes::rpc::wire::LineReader;
use crate::util::sync::lock;

/// The authentication method: ama's own keys (environment, `--api-key-file`, `auth.json`).
pub const AUTH_METHOD: &str = "ama-api-key";

/// Sessions listed per page of `session/list`.
const PAGE: usize = 50;

/// The state every request handler shares.
pub struct Server {
    args: Args,
    peer: Arc<Peer>,
    caps: Mutex<ClientCapabilities>,
    sessions: Mutex<HashMap<String, Arc<Session>>>,
}

pub fn run(args: &Args) -> Result<i32> {
    crate::agent::worker::exit_on_panic_when_aborting();
    let outbox = Outbox::spawn(std::io::stdout());
    let server = Arc::new(Server {
        args: args.clone(),
        peer: Peer::new(outbox.lines()),
        caps: Mutex::new(ClientCapabilities::default()),
        sessions: Mutex::new(HashMap::new()),
    });
    let signals = {
        let server = server.clone();
        crate::app::signals::install(move |code| {
            server.close_all();
            crate::app::signals::exit_sequence();
            std::process::exit(code);
        })
    };
    let mut in_flight = Vec::new();
    let mut reader = LineReader::new(std::io::stdin());
    while signals.exit_code().is_none() {
        let line = match reader.next_line() {
            Ok(Some(line)) => line,
            Ok(None) | Err(_) => break,
        };
        in_flight.retain(|h: &std::thread::JoinHandle<()>| !h.is_finished());
        match parse(&line) {
            Err(bad) => server.peer.respond(&bad.id, Err(bad.error)),
            Ok(Incoming::Response { id, outcome }) => server.peer.answer(&id, outcome),
            Ok(Incoming::Notification { method, params }) => server.notification(&method, params),
            Ok(Incoming::Request { id, method, params }) => {
                let s = server.clone();
                let spawned = std::thread::Builder::new()
                    .name("ama-acp-request".into())
                    .spawn(move || s.guarded(id, &method, params));
                match spawned {
                    Ok(h) => in_flight.push(h),
                    Err(e) => eprintln!("error: acp: cannot start a request thread: {e}"),
                }
            }
        }
    }
    // End of input: nobody can answer our requests any more; running prompts end.
    server.peer.close();
    server.close_all();
    for h in in_flight {
        let _ = h.join();
    }
    outbox.close();
    Ok(signals.exit_code().unwrap_or(0))
}

fn params<T: DeserializeOwned>(method: &str, params: Value) -> std::result::Result<T, RpcError> {
    serde_json::from_value(if params.is_null() { json!({}) } else { params }).map_err(|e| {
        RpcError::invalid_params(format!(
            "the params of `{method}` do not match the ACP schema: {e}"
        ))
    })
}

impl Server {
    /// Answers one request; a panic inside it becomes an internal error for that request only.
    fn guarded(&self, id: Value, method: &str, p: Value) {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            self.request(method, p)
        }))
        .unwrap_or_else(|_| {
            Err(RpcError::internal(format!(
                "internal error while handling `{method}`; the request was not completed. Please report this bug."
            )))
        });
        let after = outcome.as_ref().ok().and_then(|v| {
            v.get("sessionId")
                .and_then(Value::as_str)
                .map(str::to_string)
        });
        self.peer.respond(&id, outcome.map(|v| strip_internal(method, v)));
        // After a session is opened: its commands and name.
        if matches!(method, "session/new" | "session/load" | "session/resume")
            && let Some(s) = after.and_then(|sid| self.get(&sid).ok())
        {
            s.announce();
        }
    }

    fn request(&self, method: &str, p: Value) -> std::result::Result<Value, RpcError> {
        match method {
            "initialize" => self.initialize(params(method, p)?),
            "authenticate" => self.authenticate(params(method, p)?),
            "session/new" => self.open(params(method, p)?, Opening::New),
            "session/load" => self.load(params(method, p)?),
            "session/resume" => {
                let o: OpenParams = params(method, p)?;
                let id = required_id(&o)?;
                self.open(o, Opening::Existing(&id))
            }
            "session/list" => self.list(params(method, p)?),
            "session/close" => {
                let sp: SessionParams = params(method, p)?;
                let s = lock(&self.sessions).remove(&sp.session_id);
                match s {
                    Some(s) => {
                        s.close();
                        Ok(json!({}))
                    }
                    None => Err(not_found(&sp.session_id)),
                }
            }
            "session/set_mode" => {
                let sp: SetModeParams = params(method, p)?;
                settings::set_mode(&self.get(&sp.session_id)?.agent, &sp.mode_id)?;
                Ok(json!({}))
            }
            "session/set_config_option" => {
                let sp: SetConfigParams = params(method, p)?;
                settings::set_config(&self.get(&sp.session_id)?.agent, &sp.config_id, &sp.value)
            }
            "session/prompt" => {
                let sp: PromptParams = params(method, p)?;
                self.get(&sp.session_id)?.prompt(&sp.prompt)
            }
            other => Err(RpcError::new(
                code::METHOD_NOT_FOUND,
                format!(
                    "unknown method `{other}`; ama speaks ACP v1: initialize, authenticate, session/new, session/load, session/list, session/resume, session/close, session/set_mode, session/set_config_option, session/prompt, session/cancel"
                ),
            )),
        }
    }

    fn notification(&self, method: &str, p: Value) {
        match method {
            "session/cancel" => match params::<SessionParams>(method, p) {
                Ok(sp) => match self.get(&sp.session_id) {
                    Ok(s) => s.cancel(),
                    Err(e) => eprintln!("warning: acp: session/cancel: {}", e.message),
                },
                Err(e) => eprintln!("warning: acp: {}", e.message),
            },
            other => eprintln!("warning: acp: the notification `{other}` is not known; ignored"),
        }
    }

    fn get(&self, id: &str) -> std::result::Result<Arc<Session>, RpcError> {
        lock(&self.sessions)
            .get(id)
            .cloned()
            .ok_or_else(|| not_found(id))
    }

    fn initialize(&self, p: InitializeParams) -> std::result::Result<Value, RpcError> {
        *lock(&self.caps) = p.client_capabilities;
        if let Some(v) = &p.protocol_version
            && v.as_u64() != Some(u64::from(PROTOCOL_VERSION))
        {
            eprintln!("acp: the client asked for protocol version {v}; answering with {PROTOCOL_VERSION}");
        }
        Ok(json!({
            "protocolVersion": PROTOCOL_VERSION,
            "agentCapabilities": {
                "loadSession": true,
                "promptCapabilities": {"image": true, "audio": false, "embeddedContext": true},
                "mcpCapabilities": {"http": true, "sse": false},
                "sessionCapabilities": {
                    "list": {},
                    "resume": {},
                    "close": {},
                    "additionalDirectories": {}
                }
            },
            "authMethods": [{
                "id": AUTH_METHOD,
                "name": "API key",
                "description": "ama's own keys: the provider's environment variable (such as ANTHROPIC_API_KEY), --api-key-file, or ~/.config/ama/auth.json"
            }],
            "agentInfo": {"name": "ama", "title": "ama", "version": env!("CARGO_PKG_VERSION")}
        }))
    }

    /// `authenticate`: the configured model's key must be there; the error names the missing key.
    fn authenticate(&self, p: AuthenticateParams) -> std::result::Result<Value, RpcError> {
        if p.method_id != AUTH_METHOD {
            return Err(RpcError::invalid_params(format!(
                "unknown auth method `{}`; ama offers `{AUTH_METHOD}`",
                p.method_id
            )));
        }
        let registry = crate::app::compose::registry(&self.args)
            .map_err(|e| RpcError::internal(format!("cannot read ama's config: {e}")))?;
        crate::app::compose::model_and_key(&self.args, &registry)
            .map(|_| json!({}))
            .map_err(|e| RpcError::new(code::AUTH_REQUIRED, e.to_string()))
    }

    fn open(&self, p: OpenParams, opening: Opening) -> std::result::Result<Value, RpcError> {
        // The same rule on every path: bad directories are refused even for an open session,
        // and an open session asked for with other directories is reopened with them.
        let roots = session::roots(&p)?;
        if let Opening::Existing(id) = opening
            && let Ok(open) = self.get(id)
        {
            if open.roots == roots {
                return Ok(open.opened_result());
            }
            lock(&self.sessions).remove(id);
            open.close();
        }
        let caps = *lock(&self.caps);
        let s = session::open(&self.args, &p, opening, &self.peer, caps)
            .map_err(|e| with_auth_code(e, &self.args))?;
        let result = s.opened_result();
        lock(&self.sessions).insert(s.id.clone(), s);
        Ok(result)
    }

    /// `session/load`: opens the session and replays its branch before answering.
    fn load(&self, p: OpenParams) -> std::result::Result<Value, RpcError> {
        let id = required_id(&p)?;
        if let Ok(open) = self.get(&id) {
            lock(&self.sessions).remove(&id);
            open.close();
        }
        let result = self.open(p, Opening::Existing(&id))?;
        let s = self.get(&id)?;
        // The conversation's own messages: notes ama added for the model are not replayed.
        let messages: Vec<crate::ai::types::Message> = s
            .agent
            .messages()
            .into_iter()
            .filter_map(|m| match m {
                crate::agent::reply::AgentMessage::Message(m) => Some(m),
                crate::agent::reply::AgentMessage::Extension(_) => None,
            })
            .collect();
        for update in replay::replay(&messages, s.cwd()) {
            s.notify(update);
        }
        Ok(result)
    }

    /// `session/list`: the saved sessions of a cwd (of every cwd without one), newest first.
    fn list(&self, p: ListParams) -> std::result::Result<Value, RpcError> {
        let registry = crate::app::compose::registry(&self.args)
            .map_err(|e| RpcError::internal(format!("cannot read ama's config: {e}")))?;
        let root = crate::app::session_setup::sessions_root(
            &self.args,
            registry.settings().session_dir.as_deref(),
        );
        let cwd = p.cwd.as_deref().map(std::path::Path::new);
        let start: usize = match &p.cursor {
            None => 0,
            Some(c) => c.parse().map_err(|_| {
                RpcError::invalid_params(format!(
                    "cursor `{c}` is not one ama gave; send the `nextCursor` of the last page"
                ))
            })?,
        };
        let found: Vec<_> = crate::session::paths::list(&root, cwd)
            .into_iter()
            .filter(|f| !crate::session::task_child::is_task_child(&f.path))
            .collect();
        let sessions: Vec<Value> = found
            .iter()
            .skip(start)
            .take(PAGE)
            .filter_map(|f| {
                let summary = crate::session::summary::summarize(&f.path, false).ok()?;
                let title = summary
                    .name
                    .clone()
                    .or_else(|| summary.first_user_text().map(|t| first_line(t, 80)));
                Some(json!({
                    "sessionId": f.id,
                    "cwd": summary.header.cwd,
                    "title": title,
                    "updatedAt": f
                        .modified
                        .duration_since(std::time::UNIX_EPOCH)
                        .ok()
                        .map(|d| crate::util::time::iso_utc(d.as_millis() as u64)),
                }))
            })
            .collect();
        let next = (start + PAGE < found.len()).then(|| (start + PAGE).to_string());
        Ok(json!({"sessions": sessions, "nextCursor": next}))
    }

    fn close_all(&self) {
        let all: Vec<Arc<Session>> = lock(&self.sessions).drain().map(|(_, s)| s).collect();
        for s in all {
            s.close();
        }
    }
}

fn first_line(s: &str, max: usize) -> String {
    s.lines().next().unwrap_or("").chars().take(max).collect()
}

fn required_id(p: &OpenParams) -> std::result::Result<String, RpcError> {
    p.session_id
        .clone()
        .ok_or_else(|| RpcError::invalid_params("`sessionId` is missing; send the id from session/new or session/list"))
}

fn not_found(id: &str) -> RpcError {
    RpcError::new(
        code::RESOURCE_NOT_FOUND,
        format!("no open session `{id}`; open it with session/new, session/load or session/resume first"),
    )
}

/// A session that cannot open for want of a key is "authentication required".
fn with_auth_code(e: RpcError, args: &Args) -> RpcError {
    if e.code == code::INTERNAL_ERROR
        && let Ok(registry) = crate::app::compose::registry(args)
        && crate::app::compose::model_and_key(args, &registry).is_err()
    {
        return RpcError::new(code::AUTH_REQUIRED, e.message);
    }
    e
}

/// `session/load` and `session/resume` answer without `sessionId` (the schema has none there).
fn strip_internal(method: &str, mut v: Value) -> Value {
    if matches!(method, "session/load" | "session/resume")
        && let Some(o) = v.as_object_mut()
    {
        o.remove("sessionId");
    }
    v
}
