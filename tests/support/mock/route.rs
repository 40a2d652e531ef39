//! Routing in front of mock servers: a proxy that sends each model request to the mock whose
//! marker appears in the request's first user message, and every other request to the main
//! mock. A `task` child's first user message is its prompt, so its requests are answered by a
//! script of its own, whatever order parallel children ask in; each mock still records its own
//! requests with their arrival times.
//!
//! ```text
//! let routed = Routed::start(vec![parent turns…], vec![("CHILD-A", vec![child turns…])]);
//! let test = Test::new().mock(routed.main(), "anthropic-messages").config_merge(routed.config());
//! ```

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use serde_json::{Value, json};

use super::{MockServer, Turn};

/// A proxy and the mocks behind it; stops when dropped.
pub struct Routed {
    addr: SocketAddr,
    main: Arc<MockServer>,
    routes: Arc<Vec<(String, MockServer)>>,
    stop: Arc<AtomicBool>,
}

impl Routed {
    /// `main` answers the parent; each `(marker, turns)` answers requests whose first user
    /// message contains `marker`.
    pub fn start(main: Vec<Turn>, routes: Vec<(&str, Vec<Turn>)>) -> Routed {
        let listener = TcpListener::bind(SocketAddr::from(([127, 0, 0, 1], 0)))
            .unwrap_or_else(|e| panic!("route: cannot listen: {e}"));
        let addr = listener
            .local_addr()
            .unwrap_or_else(|e| panic!("route: no address: {e}"));
        let main = Arc::new(MockServer::start(main));
        let routes: Arc<Vec<(String, MockServer)>> = Arc::new(
            routes
                .into_iter()
                .map(|(m, turns)| (m.to_string(), MockServer::start(turns)))
                .collect(),
        );
        let stop = Arc::new(AtomicBool::new(false));
        let (m, r, s) = (main.clone(), routes.clone(), stop.clone());
        thread::spawn(move || {
            for stream in listener.incoming() {
                if s.load(Ordering::SeqCst) {
                    return;
                }
                let Ok(stream) = stream else { continue };
                let (m, r) = (m.clone(), r.clone());
                thread::spawn(move || {
                    let _ = proxy(stream, &m, &r);
                });
            }
        });
        Routed {
            addr,
            main,
            routes,
            stop,
        }
    }

    /// The mock of the main session.
    pub fn main(&self) -> &MockServer {
        &self.main
    }

    /// The mock behind `marker`.
    pub fn route(&self, marker: &str) -> &MockServer {
        self.routes
            .iter()
            .find(|(m, _)| m == marker)
            .map(|(_, s)| s)
            .unwrap_or_else(|| panic!("route: no route `{marker}`"))
    }

    /// A config patch that points the `mock` provider at the proxy (after `Test::mock`).
    pub fn config(&self) -> Value {
        json!({"providers": {"mock": {"baseUrl": format!("http://{}", self.addr)}}})
    }
}

impl Drop for Routed {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
    }
}

/// The text of the first user message of a model request body.
fn first_user(body: &Value) -> String {
    let list = body
        .get("messages")
        .or_else(|| body.get("input"))
        .and_then(Value::as_array);
    list.and_then(|l| l.iter().find(|m| m["role"] == "user"))
        .map(|m| m["content"].to_string())
        .unwrap_or_default()
}

/// Serves one client connection: one request per connection (the backend is asked to close).
fn proxy(client: TcpStream, main: &MockServer, routes: &[(String, MockServer)]) -> io::Result<()> {
    let mut reader = BufReader::new(client.try_clone()?);
    let mut head: Vec<String> = Vec::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            return Ok(());
        }
        if line == "\r\n" || line == "\n" {
            break;
        }
        head.push(line);
    }
    let len = head
        .iter()
        .find_map(|h| {
            let (k, v) = h.split_once(':')?;
            k.trim()
                .eq_ignore_ascii_case("content-length")
                .then(|| v.trim().parse::<usize>().ok())?
        })
        .unwrap_or(0);
    let mut body = vec![0u8; len];
    reader.read_exact(&mut body)?;
    let json: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let user = first_user(&json);
    let backend = routes
        .iter()
        .find(|(m, _)| user.contains(m.as_str()))
        .map_or(main, |(_, s)| s);
    let mut upstream = TcpStream::connect(SocketAddr::from(([127, 0, 0, 1], backend.port())))?;
    let mut request = String::new();
    for h in &head {
        let name = h.split(':').next().unwrap_or("").trim();
        if !name.eq_ignore_ascii_case("connection") {
            request.push_str(h);
        }
    }
    request.push_str("connection: close\r\n\r\n");
    upstream.write_all(request.as_bytes())?;
    upstream.write_all(&body)?;
    // A client that hangs up (an abort) closes the upstream connection too.
    let watch_up = upstream.try_clone()?;
    let mut watch_client = client.try_clone()?;
    thread::spawn(move || {
        let mut buf = [0u8; 256];
        while let Ok(n) = watch_client.read(&mut buf) {
            if n == 0 {
                break;
            }
        }
        let _ = watch_up.shutdown(Shutdown::Both);
    });
    let mut out = client;
    let copied = io::copy(&mut upstream, &mut out);
    let _ = out.shutdown(Shutdown::Both);
    copied.map(|_| ())
}
