//! A scripted mock LLM server, so tests and benchmarks can run ama against Anthropic Messages,
//! OpenAI Chat Completions and OpenAI Responses with no network and no key.
//!
//! It depends only on std and serde_json, because `benches/` includes this file with `#[path]`.
//! Its parts live in `mock/` and are declared with `#[path]` too, which resolves the same way
//! however this file is included.
//!
//! ```text
//! let mock = MockServer::start(vec![
//!     Turn::new().thinking("plan", "sig-1").say("let me look")
//!         .tool_call("call_1", "bash", json!({"command": "ls"})),
//!     Turn::http_error(429, json!({"error": {"message": "slow down"}})).retry_after_secs("0"),
//!     Turn::text("done"),
//! ]);
//! // ama → mock.anthropic_url() or mock.openai_url(); then inspect mock.requests().
//! ```
//!
//! # Behaviour
//! - `/v1/messages`, `/v1/chat/completions` and `/v1/responses` each take the next scripted
//!   [`Turn`] (one queue shared by all connections, in arrival order) and render it in that API's
//!   format: server-sent events when the request body has `"stream": true`, one JSON body
//!   otherwise. Once the script is used up, the answer is the text "(mock: no more scripted
//!   turns)".
//! - `GET /v1/models` lists `mock-model`; any other path gets a 404 with a JSON error.
//! - HTTP/1.1 with keep-alive; request bodies by `content-length` or chunked.
//! - Every request is recorded ([`MockServer::requests`]). So is the instant a client closes a
//!   connection while the mock is delaying, pacing, stalling or writing a response
//!   ([`MockServer::connections_closed`]).
//!
//! # Usage, as [`Turn::usage`] takes it and as each format reports it
//! `input` excludes cached tokens and `output` includes reasoning tokens, as in ama's `Usage`.
//! - Anthropic: `message_start` has `input_tokens = input`, `cache_read_input_tokens`,
//!   `cache_creation_input_tokens` and `output_tokens: 1`; `message_delta` has `output_tokens`.
//! - Chat: a last chunk with empty `choices`, sent only when the request asks for it with
//!   `stream_options.include_usage`: `prompt_tokens = input + cache_read + cache_write`,
//!   `prompt_tokens_details.cached_tokens = cache_read`,
//!   `completion_tokens_details.reasoning_tokens`.
//! - Responses: `response.completed` has `input_tokens = input + cache_read + cache_write`,
//!   `input_tokens_details.cached_tokens = cache_read`, `output_tokens_details.reasoning_tokens`.
//!
//! # Stop reasons
//! [`Turn::stop`] takes ama's names. `stop` (the default, or `toolUse` when the turn has tool
//! calls) becomes `end_turn` / `stop` / `completed`; `toolUse` becomes `tool_use` / `tool_calls` /
//! `completed`; `length` becomes `max_tokens` / `length` / `response.incomplete` with
//! `max_output_tokens`. Any other name goes out verbatim (Responses: as the incomplete reason).
//!
//! # Event counts
//! [`Turn::cut_after`] and [`Turn::stall_after`] count the events the client sees, Anthropic's
//! `ping` and Chat's `[DONE]` included. For a request without `"stream": true` they act right after
//! the response head.
//!
//! # JSON script ([`Turn::from_json`], [`MockServer::from_script_file`])
//! A file holds a list of turns, or `{"turns": [...]}`. A bare string is a text turn. Every field
//! of an object turn is optional, and an unknown field is an error:
//! ```json
//! [
//!   "hello",
//!   {"content": [{"type": "thinking", "thinking": "hmm", "signature": "sig-1"},
//!                {"type": "redacted_thinking", "data": "opaque"},
//!                {"type": "text", "text": "hi"},
//!                {"type": "tool_call", "id": "call_1", "name": "bash",
//!                 "arguments": {"command": "ls"}}],
//!    "usage": {"input": 10, "output": 5, "cache_read": 0, "cache_write": 0},
//!    "reasoning_tokens": 0, "stop": "length", "response_id": "msg_1", "deltas": 1000,
//!    "delay_ms": 0, "pace_ms": 0, "cut_after": 3, "stall_after": 2},
//!   {"http_error": {"status": 429, "body": {"error": {"message": "slow down"}}},
//!    "headers": {"retry-after": "0"}},
//!   {"stream_error": {"type": "overloaded_error", "message": "Overloaded"}}
//! ]
//! ```

#![allow(dead_code)]

#[path = "mock/anthropic.rs"]
mod anthropic;
#[path = "mock/chat.rs"]
mod chat;
#[path = "mock/http.rs"]
mod http;
#[path = "mock/render.rs"]
mod render;
#[path = "mock/responses.rs"]
mod responses;
#[path = "mock/route.rs"]
pub mod route;
#[path = "mock/turn.rs"]
mod turn;

use std::collections::VecDeque;
use std::io::{self, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde_json::Value;

use self::render::Api;
pub use self::turn::Turn;
// The stand-alone mock server (examples/mock_server.rs) scripts no damaged events.
#[allow(unused_imports)]
pub use self::turn::Damage;

const NO_MORE_TURNS: &str = "(mock: no more scripted turns)";

/// A running mock server on 127.0.0.1; it stops when dropped.
pub struct MockServer {
    addr: SocketAddr,
    shared: Arc<Shared>,
    acceptor: Option<JoinHandle<()>>,
}

/// One request as the mock received it.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// The request target, query included.
    pub path: String,
    /// Names in lower case, in arrival order.
    pub headers: Vec<(String, String)>,
    /// The parsed JSON body; `Null` when empty, a `String` when not JSON.
    pub body: Value,
    /// When the whole request had arrived.
    pub at: Instant,
}

impl Recorded {
    /// The first header of that name (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        let mut found = self
            .headers
            .iter()
            .filter(|(n, _)| n.eq_ignore_ascii_case(name));
        found.next().map(|(_, v)| v.as_str())
    }

    /// Whether this went to one of the three model endpoints.
    pub fn is_model_request(&self) -> bool {
        Api::at(http::route_path(&self.path)).is_some()
    }
}

/// What the acceptor, the connection threads and the handle share.
struct Shared {
    script: Mutex<Script>,
    requests: Mutex<Vec<Recorded>>,
    closed: Mutex<Vec<Instant>>,
    logging: AtomicBool,
    shutdown: AtomicBool,
    /// Model requests with a body over this many bytes are refused as too long (0: no limit).
    window_bytes: std::sync::atomic::AtomicUsize,
}

struct Script {
    turns: VecDeque<Turn>,
    served: usize,
}

impl Shared {
    fn stopping(&self) -> bool {
        self.shutdown.load(Ordering::SeqCst)
    }

    /// The next scripted turn and its 1-based number.
    fn next_turn(&self) -> (usize, Turn) {
        let mut script = lock(&self.script);
        script.served += 1;
        let turn = script
            .turns
            .pop_front()
            .unwrap_or_else(|| Turn::text(NO_MORE_TURNS));
        (script.served, turn.prepared())
    }
}

/// Locks a mutex even if a panicking test thread poisoned it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl MockServer {
    /// Starts serving `turns` on 127.0.0.1 at a free port.
    pub fn start(turns: Vec<Turn>) -> MockServer {
        let any_port = SocketAddr::from(([127, 0, 0, 1], 0));
        MockServer::bind(any_port, turns)
            .unwrap_or_else(|e| panic!("mock: cannot listen on 127.0.0.1: {e}"))
    }

    /// Starts serving the turns of a JSON script file.
    pub fn from_script_file(path: impl AsRef<Path>) -> Result<MockServer, String> {
        let path = path.as_ref();
        let fail = |e: &dyn std::fmt::Display| format!("{}: {e}", path.display());
        let text = std::fs::read_to_string(path).map_err(|e| fail(&e))?;
        let value: Value = serde_json::from_str(&text).map_err(|e| fail(&e))?;
        let turns = Turn::list_from_json(&value).map_err(|e| fail(&e))?;
        Ok(MockServer::start(turns))
    }

    fn bind(addr: SocketAddr, turns: Vec<Turn>) -> io::Result<MockServer> {
        let listener = TcpListener::bind(addr)?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared {
            script: Mutex::new(Script {
                turns: turns.into(),
                served: 0,
            }),
            requests: Mutex::new(Vec::new()),
            closed: Mutex::new(Vec::new()),
            logging: AtomicBool::new(true),
            shutdown: AtomicBool::new(false),
            window_bytes: std::sync::atomic::AtomicUsize::new(0),
        });
        let for_acceptor = Arc::clone(&shared);
        let acceptor = thread::Builder::new()
            .name("mock-accept".into())
            .spawn(move || accept_loop(listener, for_acceptor))?;
        Ok(MockServer {
            addr,
            shared,
            acceptor: Some(acceptor),
        })
    }

    /// `http://127.0.0.1:PORT`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The base URL as `ANTHROPIC_BASE_URL` takes it: no `/v1`.
    pub fn anthropic_url(&self) -> String {
        self.url()
    }

    /// A model on this server's OpenAI Chat Completions endpoint, for library tests that build
    /// a `SessionConfig` themselves (the internal types are public with the test-hooks feature
    /// only; `examples/mock_server.rs` builds without it).
    #[cfg(feature = "test-hooks")]
    pub fn openai_model(&self) -> ama::ai::model::Model {
        ama::ai::model::Model {
            provider: "mock".into(),
            id: "mock-model".into(),
            name: "mock".into(),
            api: ama::ai::types::Api::OpenaiCompletions,
            base_url: self.openai_url(),
            reasoning: false,
            input: vec!["text".into()],
            cost: Default::default(),
            context_window: 128_000,
            max_tokens: 4096,
            headers: Vec::new(),
            channel: None,
        }
    }

    /// The base URL as `OPENAI_BASE_URL` takes it: with `/v1`.
    pub fn openai_url(&self) -> String {
        format!("{}/v1", self.url())
    }

    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// Appends a turn to the script while the server runs.
    pub fn push(&self, turn: Turn) {
        lock(&self.shared.script).turns.push_back(turn);
    }

    /// How many scripted turns have not been served yet.
    pub fn turns_left(&self) -> usize {
        lock(&self.shared.script).turns.len()
    }

    /// Every request so far, in arrival order.
    pub fn requests(&self) -> Vec<Recorded> {
        lock(&self.shared.requests).clone()
    }

    /// The requests to the three model endpoints, in arrival order.
    pub fn model_requests(&self) -> Vec<Recorded> {
        let requests = lock(&self.shared.requests);
        requests
            .iter()
            .filter(|r| r.is_model_request())
            .cloned()
            .collect()
    }

    /// When clients closed connections the mock was still answering (during a delay, a pace, a
    /// stall or a write), in order. A client closing an idle keep-alive connection is not listed.
    pub fn connections_closed(&self) -> Vec<Instant> {
        lock(&self.shared.closed).clone()
    }

    /// Waits until at least `n` requests have arrived or `timeout` has passed; returns them all.
    pub fn wait_for_requests(&self, n: usize, timeout: Duration) -> Vec<Recorded> {
        wait_for(&self.shared.requests, n, timeout)
    }

    /// Waits until at least `n` closes are recorded or `timeout` has passed; returns them all.
    pub fn wait_for_closes(&self, n: usize, timeout: Duration) -> Vec<Instant> {
        wait_for(&self.shared.closed, n, timeout)
    }

    /// Refuses every model request whose body is over `bytes` with HTTP 400 "prompt is too long"
    /// (as Anthropic words it), without using a scripted turn: a provider's context window.
    pub fn refuse_over(&self, bytes: usize) {
        self.shared.window_bytes.store(bytes, Ordering::SeqCst);
    }

    /// Turns request recording on or off (long benchmarks need not keep every body).
    pub fn log_requests(&self, on: bool) {
        self.shared.logging.store(on, Ordering::SeqCst);
    }
}

impl Drop for MockServer {
    fn drop(&mut self) {
        self.shared.shutdown.store(true, Ordering::SeqCst);
        // Wake the acceptor from accept(); connection threads notice the flag within a poll.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }
}

fn wait_for<T: Clone>(list: &Mutex<Vec<T>>, n: usize, timeout: Duration) -> Vec<T> {
    let deadline = Instant::now() + timeout;
    loop {
        let items = lock(list).clone();
        if items.len() >= n || Instant::now() >= deadline {
            return items;
        }
        thread::sleep(Duration::from_millis(5));
    }
}

/// Serves `turns` on 127.0.0.1:`port` (0 picks a free port) until the process ends, for a small
/// binary driven by scripts. Prints the base URL (`http://127.0.0.1:PORT`) as the first line of
/// stdout. Requests are not recorded.
pub fn serve_forever(turns: Vec<Turn>, port: u16) -> io::Result<()> {
    let server = MockServer::bind(SocketAddr::from(([127, 0, 0, 1], port)), turns)?;
    server.log_requests(false);
    let mut stdout = io::stdout();
    writeln!(stdout, "{}", server.url())?;
    stdout.flush()?;
    loop {
        thread::park();
    }
}

fn accept_loop(listener: TcpListener, shared: Arc<Shared>) {
    for stream in listener.incoming() {
        if shared.stopping() {
            return;
        }
        match stream {
            Ok(stream) => {
                let shared = Arc::clone(&shared);
                let serve = move || http::serve_connection(stream, shared);
                let _ = thread::Builder::new().name("mock-conn".into()).spawn(serve);
            }
            // Out of descriptors, say: wait rather than spin.
            Err(_) => thread::sleep(Duration::from_millis(50)),
        }
    }
}
