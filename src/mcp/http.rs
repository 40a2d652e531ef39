//! The Streamable HTTP transport (2025-11-25): every message is a POST whose answer is JSON or an
//! SSE stream (read on its own thread, `ai::sse::SseReader`); the `Mcp-Session-Id` the server
//! gives at `initialize` and the negotiated `MCP-Protocol-Version` go on every later request; a
//! GET stream carries the server's own messages and reconnects with backoff and jitter; a POST
//! stream that ends before its answer is resumed with a GET and `Last-Event-ID` after the
//! server's `retry` delay. A 401 with an OAuth challenge is reported as "needs OAuth".

use std::io::Read;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::Value;

use crate::ai::http::{Deadlines, agent_for};
use crate::ai::sse::SseReader;
use crate::mcp::conn::{Inbox, Outgoing};
use crate::util::sync::lock;

/// The longest error body read for a message.
const ERROR_BODY: u64 = 4096;
/// Reconnection delays of the GET stream, before jitter.
const BACKOFF_START: Duration = Duration::from_millis(500);
const BACKOFF_MAX: Duration = Duration::from_secs(30);
/// How many times a POST stream's answer is looked for again through GET.
const RESUME_TRIES: u32 = 5;
/// How long opening the GET stream waits for the server's answer (its status and headers).
const STREAM_OPEN_WAIT: Duration = Duration::from_secs(2);

/// What every request of one connection shares.
struct State {
    url: String,
    headers: Vec<(String, String)>,
    session: Mutex<Option<String>>,
    version: Mutex<Option<String>>,
    /// Agents with a request in flight, shut down by `close`.
    live: Mutex<Vec<(u64, ureq::Agent)>>,
    next: AtomicU64,
    inbox: Inbox,
    /// Deadline of a request's first byte and of each read.
    read_timeout: Duration,
}

pub struct Http {
    state: Arc<State>,
}

impl Http {
    pub fn new(
        url: &str,
        headers: &[(String, String)],
        read_timeout: Duration,
        inbox: Inbox,
    ) -> Http {
        Http {
            state: Arc::new(State {
                url: url.to_string(),
                headers: headers.to_vec(),
                session: Mutex::new(None),
                version: Mutex::new(None),
                live: Mutex::new(Vec::new()),
                next: AtomicU64::new(0),
                inbox,
                read_timeout,
            }),
        }
    }

    /// After `initialize`: the version for the header of every later request.
    pub fn initialized(&self, version: &str) {
        *lock(&self.state.version) = Some(version.to_string());
    }

    /// After `notifications/initialized`: opens the server's GET stream and waits (at most
    /// `STREAM_OPEN_WAIT`) until the server has answered it, so the stream stands before the
    /// next request: a server may send that request's answer on it (the conformance harness's
    /// `sse-retry` does), and one that met the GET only later would take it for the resumption.
    pub fn open_stream(&self) {
        let state = self.state.clone();
        let (opened_tx, opened) = std::sync::mpsc::sync_channel(1);
        let started = std::thread::Builder::new()
            .name("ama-mcp-get".into())
            .spawn(move || get_stream(&state, Some(opened_tx)));
        if started.is_ok() {
            // A timeout only means the stream comes up later, as it would have without waiting.
            let _ = opened.recv_timeout(STREAM_OPEN_WAIT);
        }
    }
}

impl Outgoing for Http {
    fn send(&self, msg: &Value) -> Result<(), String> {
        if self.state.inbox.is_closed() {
            return Err("is disconnected".into());
        }
        let body = serde_json::to_vec(msg).map_err(|e| format!("cannot encode: {e}"))?;
        let id = msg.get("method").and(msg.get("id")).and_then(Value::as_u64);
        if msg.get("method").is_none() || id.is_none() {
            // A notification or an answer: sent before `send` returns (a cancellation must have
            // left when the caller moves on), under the short deadlines; only 202 is expected.
            post(&self.state, &body, None, short());
            return Ok(());
        }
        let state = self.state.clone();
        std::thread::Builder::new()
            .name("ama-mcp-post".into())
            .spawn(move || post(&state, &body, id, state.deadlines()))
            .map(|_| ())
            .map_err(|e| format!("cannot start a request thread: {e}"))
    }

    fn close(&self) {
        let agents: Vec<ureq::Agent> = lock(&self.state.live).drain(..).map(|(_, a)| a).collect();
        for a in agents {
            a.shutdown();
        }
        // Ends the server's session, best effort and briefly.
        if lock(&self.state.session).is_some() {
            let agent = agent_for(&self.state.url, short());
            // `common` adds the config's headers (a token), the session and the version.
            let _ = self.state.common(agent.delete(&self.state.url)).call();
        }
    }
}

/// Deadlines of notifications, answers and the final DELETE.
fn short() -> Deadlines {
    Deadlines {
        connect: Duration::from_secs(5),
        first_byte: Duration::from_secs(5),
        idle: Duration::from_secs(5),
    }
}

impl State {
    fn deadlines(&self) -> Deadlines {
        Deadlines {
            connect: Duration::from_secs(10),
            first_byte: self.read_timeout,
            idle: self.read_timeout,
        }
    }

    /// A fresh agent registered for `close`; dropped from the list by `done`.
    fn agent(&self) -> (u64, ureq::Agent) {
        self.agent_with(self.deadlines())
    }

    fn agent_with(&self, deadlines: Deadlines) -> (u64, ureq::Agent) {
        let n = self.next.fetch_add(1, Ordering::SeqCst);
        let agent = agent_for(&self.url, deadlines);
        lock(&self.live).push((n, agent.clone()));
        (n, agent)
    }

    fn done(&self, n: u64) {
        lock(&self.live).retain(|(k, _)| *k != n);
    }

    fn common<B>(&self, mut req: ureq::RequestBuilder<B>) -> ureq::RequestBuilder<B> {
        for (k, v) in &self.headers {
            req = req.header(k.as_str(), v.as_str());
        }
        if let Some(s) = lock(&self.session).as_deref() {
            req = req.header("Mcp-Session-Id", s);
        }
        if let Some(v) = lock(&self.version).as_deref() {
            req = req.header("MCP-Protocol-Version", v);
        }
        req
    }

    /// What a failed request of `id` (or a notification) reports.
    fn fail(&self, id: Option<u64>, message: String) {
        self.inbox.log("http", &message);
        if let Some(id) = id {
            self.inbox.fail(id, message);
        }
    }
}

/// Sends one message and delivers whatever the answer carries.
fn post(state: &State, body: &[u8], id: Option<u64>, deadlines: Deadlines) {
    let (n, agent) = state.agent_with(deadlines);
    let req = state
        .common(agent.post(&state.url))
        .header("Content-Type", "application/json")
        .header("Accept", "application/json, text/event-stream");
    let response = req.send(body);
    let response = match response {
        Ok(r) => r,
        Err(e) => {
            state.done(n);
            state.fail(id, format!("could not be reached at {} ({e})", state.url));
            return;
        }
    };
    let status = response.status().as_u16();
    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    if let Some(session) = header("mcp-session-id") {
        *lock(&state.session) = Some(session);
    }
    let content_type = header("content-type").unwrap_or_default();
    let challenge = header("www-authenticate");
    let mut reader = response.into_body().into_reader();
    match status {
        200..=299 if content_type.starts_with("text/event-stream") => {
            let answered = || id.is_some_and(|id| !state.inbox.waiting(id));
            let (_, last_id, retry) = read_sse(state, reader, &answered);
            state.done(n);
            if let Some(id) = id
                && state.inbox.waiting(id)
            {
                resume(state, id, last_id, retry);
            }
        }
        200..=299 => {
            let mut text = String::new();
            let read = reader.read_to_string(&mut text);
            state.done(n);
            if text.trim().is_empty() {
                if let Some(id) = id {
                    state.fail(
                        id.into(),
                        format!("answered HTTP {status} with an empty body"),
                    );
                }
                return;
            }
            match (read, serde_json::from_str::<Value>(&text)) {
                (Ok(_), Ok(v)) => state.inbox.deliver(v),
                (Err(e), _) => state.fail(id, format!("answer could not be read ({e})")),
                (_, Err(e)) => state.fail(
                    id,
                    format!(
                        "answered with JSON that does not parse ({e}): `{}`",
                        clip(&text)
                    ),
                ),
            }
        }
        _ => {
            let mut text = String::new();
            let _ = reader.take(ERROR_BODY).read_to_string(&mut text);
            state.done(n);
            let message = status_error(state, status, challenge.as_deref(), &text);
            if session_ended(state, status, &text) {
                // The session is gone and the request did not run: its caller (`Server`) starts
                // a new session and sends it once more; this connection ends.
                state.inbox.log("http", &message);
                if let Some(id) = id {
                    state.inbox.session_ended(id, message.clone());
                }
                state.inbox.closed(format!(
                    "{message}; the server will be connected again on the next call"
                ));
            } else {
                state.fail(id, message);
            }
        }
    }
}

fn clip(s: &str) -> String {
    crate::mcp::log::clean(&s.trim().chars().take(200).collect::<String>())
}

/// Whether an error status means the server no longer knows ama's `Mcp-Session-Id`: 404 (the
/// spec's answer), or 400 naming the session, which servers on the SDK's examples
/// (server-everything) answer after a restart. The connection then ends, and the request is
/// sent once more in a new session (`Server::with_session`), instead of failing.
fn session_ended(state: &State, status: u16, body: &str) -> bool {
    lock(&state.session).is_some()
        && (status == 404 || (status == 400 && body.to_ascii_lowercase().contains("session")))
}

/// The message of an HTTP error status.
fn status_error(state: &State, status: u16, challenge: Option<&str>, body: &str) -> String {
    match (status, challenge) {
        (401, Some(c)) if c.to_ascii_lowercase().starts_with("bearer") => format!(
            "needs OAuth: {} answered 401 with the challenge `{}`; ama does not sign in to MCP servers yet, so give a token in `headers` (\"Authorization\": \"Bearer ${{TOKEN}}\") if the server accepts one",
            state.url,
            clip(c)
        ),
        (401 | 403, _) => format!(
            "refused ama's credentials at {} (HTTP {status}: `{}`); check the `headers` of its config",
            state.url,
            clip(body)
        ),
        (404 | 400, _) if session_ended(state, status, body) => format!(
            "ended its session (HTTP {status} at {}: `{}`)",
            state.url,
            clip(body)
        ),
        _ => format!("answered HTTP {status} at {}: `{}`", state.url, clip(body)),
    }
}

/// The `id:` and `retry:` fields of an SSE stream, seen as its bytes pass to the `SseReader`
/// (which drops them: they carry nothing the model APIs use).
struct Fields<R> {
    inner: R,
    line: Vec<u8>,
    shared: Arc<Mutex<(Option<String>, Option<Duration>)>>,
}

impl<R: Read> Read for Fields<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(out)?;
        for &b in &out[..n] {
            if b == b'\n' || b == b'\r' {
                let line = String::from_utf8_lossy(&self.line).into_owned();
                let mut f = lock(&self.shared);
                if let Some(v) = line.strip_prefix("id:") {
                    f.0 = Some(v.strip_prefix(' ').unwrap_or(v).to_string());
                } else if let Some(v) = line.strip_prefix("retry:")
                    && let Ok(ms) = v.trim().parse::<u64>()
                {
                    f.1 = Some(Duration::from_millis(ms));
                }
                self.line.clear();
            } else if self.line.len() < 512 {
                self.line.push(b);
            }
        }
        Ok(n)
    }
}

/// Delivers every event of an SSE stream; returns whether it ended cleanly, the last event id and
/// the server's `retry` delay.
/// Stops early once `done` says so (the answer a stream was read for has arrived).
fn read_sse(
    state: &State,
    reader: impl Read,
    done: &dyn Fn() -> bool,
) -> (bool, Option<String>, Option<Duration>) {
    let shared = Arc::new(Mutex::new((None, None)));
    let mut sse = SseReader::new(Fields {
        inner: reader,
        line: Vec::new(),
        shared: shared.clone(),
    });
    let clean = loop {
        match sse.next_event() {
            Ok(Some(ev)) => {
                if ev.data.trim().is_empty() {
                    continue;
                }
                match serde_json::from_str::<Value>(&ev.data) {
                    Ok(v) => state.inbox.deliver(v),
                    Err(e) => state.inbox.log(
                        "http",
                        &format!("an SSE event is not JSON ({e}): {}", clip(&ev.data)),
                    ),
                }
            }
            Ok(None) => break true,
            Err(e) => {
                state
                    .inbox
                    .log("http", &format!("an SSE stream broke: {e}"));
                break false;
            }
        }
        if state.inbox.is_closed() || done() {
            break true;
        }
    };
    let f = lock(&shared).clone();
    (clean, f.0, f.1)
}

/// A POST stream ended before the answer to `id`: GET with `Last-Event-ID`, after the server's
/// `retry` delay, until the answer comes or the tries run out.
fn resume(state: &State, id: u64, mut last_id: Option<String>, mut retry: Option<Duration>) {
    let Some(_) = last_id.as_ref() else {
        state.fail(
            Some(id),
            "closed its answer stream before answering, with no event id to resume from".into(),
        );
        return;
    };
    let mut delay = BACKOFF_START;
    for _ in 0..RESUME_TRIES {
        std::thread::sleep(retry.unwrap_or_else(|| jitter(delay)));
        delay = (delay * 2).min(BACKOFF_MAX);
        if !state.inbox.waiting(id) || state.inbox.is_closed() {
            return;
        }
        let (n, agent) = state.agent();
        let mut req = state
            .common(agent.get(&state.url))
            .header("Accept", "text/event-stream");
        if let Some(l) = last_id.as_deref() {
            req = req.header("Last-Event-ID", l);
        }
        match req.call() {
            Ok(r) if r.status().is_success() => {
                let answered = || !state.inbox.waiting(id);
                let (_, l, r2) = read_sse(state, r.into_body().into_reader(), &answered);
                last_id = l.or(last_id);
                retry = r2.or(retry);
            }
            Ok(r) => {
                let status = r.status().as_u16();
                state.done(n);
                state.fail(
                    Some(id),
                    format!("closed its answer stream, and resuming it failed with HTTP {status}"),
                );
                return;
            }
            Err(e) => state.inbox.log("http", &format!("resuming failed: {e}")),
        }
        state.done(n);
        if !state.inbox.waiting(id) {
            return;
        }
    }
    state.fail(
        Some(id),
        format!("closed its answer stream and did not answer after {RESUME_TRIES} resumptions"),
    );
}

/// `d` plus up to half of it again, from the clock's low bits (no random crate).
fn jitter(d: Duration) -> Duration {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|t| t.subsec_nanos())
        .unwrap_or(0);
    d + d.mul_f64(f64::from(nanos % 1000) / 2000.0)
}

/// The server's own message stream: GET, read, reconnect with backoff until the connection ends.
/// A server without one (405, or any 4xx) is left alone. `opened` hears once that the first GET
/// was answered (or failed).
fn get_stream(state: &State, mut opened: Option<std::sync::mpsc::SyncSender<()>>) {
    let mut delay = BACKOFF_START;
    let mut last_id: Option<String> = None;
    while !state.inbox.is_closed() {
        let (n, agent) = state.agent();
        let mut req = state
            .common(agent.get(&state.url))
            .header("Accept", "text/event-stream");
        if let Some(l) = last_id.as_deref() {
            req = req.header("Last-Event-ID", l);
        }
        let mut retry = None;
        let answer = req.call();
        if let Some(tx) = opened.take() {
            let _ = tx.send(());
        }
        match answer {
            Ok(r) if r.status().is_success() => {
                delay = BACKOFF_START;
                let (_, l, r2) = read_sse(state, r.into_body().into_reader(), &|| false);
                last_id = l.or(last_id);
                retry = r2;
            }
            Ok(r) if r.status().is_client_error() => {
                state.done(n);
                state.inbox.log(
                    "http",
                    &format!(
                        "no GET stream for server messages (HTTP {})",
                        r.status().as_u16()
                    ),
                );
                return;
            }
            Ok(r) => state
                .inbox
                .log("http", &format!("GET stream: HTTP {}", r.status().as_u16())),
            Err(e) => state.inbox.log("http", &format!("GET stream: {e}")),
        }
        state.done(n);
        if state.inbox.is_closed() {
            return;
        }
        std::thread::sleep(retry.unwrap_or_else(|| jitter(delay)));
        delay = (delay * 2).min(BACKOFF_MAX);
    }
}
