//! The HTTP/1.1 side of the mock: one thread per connection reads requests (keep-alive,
//! `content-length` or chunked bodies), records them, and writes each answer, watching for a
//! client that leaves mid-response.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::render::{Api, CREATED, Ctx, Event};
use super::turn::{Damage, Turn};
use super::{Recorded, Shared, lock};

/// How often a blocked connection thread looks at the shutdown flag.
const POLL: Duration = Duration::from_millis(50);
/// The longest a stalled response holds its connection.
const STALL_LIMIT: Duration = Duration::from_secs(60);
/// A client that reads nothing for this long counts as gone.
const WRITE_LIMIT: Duration = Duration::from_secs(10);
const MAX_LINE: usize = 64 * 1024;
const MAX_HEADERS: usize = 256;
const MAX_BODY: usize = 64 * 1024 * 1024;

struct Request {
    method: String,
    target: String,
    version: String,
    /// Names in lower case.
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn header_has(&self, name: &str, token: &str) -> bool {
        self.header(name)
            .is_some_and(|v| v.to_ascii_lowercase().contains(token))
    }

    fn wants_close(&self) -> bool {
        self.version == "HTTP/1.0" || self.header_has("connection", "close")
    }
}

/// A request target without its query.
pub(super) fn route_path(target: &str) -> &str {
    target.split('?').next().unwrap_or(target)
}

/// Serves one connection until the client leaves, asks to close, or the server stops.
pub(super) fn serve_connection(stream: TcpStream, shared: Arc<Shared>) {
    let _ = stream.set_nodelay(true);
    let _ = stream.set_read_timeout(Some(POLL));
    let _ = stream.set_write_timeout(Some(WRITE_LIMIT));
    let mut conn = Conn {
        stream,
        buf: Vec::new(),
        shared,
    };
    loop {
        let request = match conn.read_request() {
            Ok(Some(request)) => request,
            Ok(None) => return,
            Err(e) => {
                if e.kind() == io::ErrorKind::InvalidData {
                    let message = format!("mock: {e}");
                    let body =
                        json!({"error": {"type": "invalid_request_error", "message": message}});
                    conn.send_body(400, &body, &[], true);
                }
                return;
            }
        };
        if !conn.answer(&request) || request.wants_close() {
            return;
        }
    }
}

fn malformed(what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("bad request: {what}"))
}

fn cut_short() -> io::Error {
    io::Error::from(io::ErrorKind::UnexpectedEof)
}

fn is_timeout(e: &io::Error) -> bool {
    use io::ErrorKind::{Interrupted, TimedOut, WouldBlock};
    matches!(e.kind(), WouldBlock | TimedOut | Interrupted)
}

fn parse_body(bytes: &[u8]) -> Value {
    if bytes.is_empty() {
        return Value::Null;
    }
    let text = || Value::String(String::from_utf8_lossy(bytes).into_owned());
    serde_json::from_slice(bytes).unwrap_or_else(|_| text())
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        408 => "Request Timeout",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        529 => "Overloaded",
        _ => "Mock Status",
    }
}

fn models_list() -> Value {
    json!({"object": "list", "has_more": false, "data": [{
        "id": "mock-model", "object": "model", "type": "model", "display_name": "Mock Model",
        "created": CREATED, "owned_by": "mock"
    }]})
}

/// One client connection: the socket, bytes read but not yet used, and the shared state.
struct Conn {
    stream: TcpStream,
    buf: Vec<u8>,
    shared: Arc<Shared>,
}

// Reading requests.
impl Conn {
    /// Reads more bytes into the buffer; `false` at end of stream. Waits while the server runs.
    fn fill(&mut self) -> io::Result<bool> {
        let mut chunk = [0u8; 16 * 1024];
        loop {
            if self.shared.stopping() {
                return Err(io::Error::other("mock shutting down"));
            }
            match self.stream.read(&mut chunk) {
                Ok(0) => return Ok(false),
                Ok(n) => {
                    self.buf.extend_from_slice(&chunk[..n]);
                    return Ok(true);
                }
                Err(e) if is_timeout(&e) => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// The next line without its line ending; `None` at a clean end of stream.
    fn line(&mut self) -> io::Result<Option<String>> {
        loop {
            if let Some(end) = self.buf.iter().position(|&b| b == b'\n') {
                let raw: Vec<u8> = self.buf.drain(..=end).collect();
                let text = String::from_utf8_lossy(&raw);
                return Ok(Some(text.trim_end_matches(['\r', '\n']).to_string()));
            }
            if self.buf.len() > MAX_LINE {
                return Err(malformed("line too long"));
            }
            if !self.fill()? {
                return if self.buf.is_empty() {
                    Ok(None)
                } else {
                    Err(cut_short())
                };
            }
        }
    }

    /// A line that must be there.
    fn next_line(&mut self) -> io::Result<String> {
        self.line()?.ok_or_else(cut_short)
    }

    fn take(&mut self, n: usize) -> io::Result<Vec<u8>> {
        while self.buf.len() < n {
            if !self.fill()? {
                return Err(cut_short());
            }
        }
        Ok(self.buf.drain(..n).collect())
    }

    /// The next request; `None` when the client closed an idle connection.
    fn read_request(&mut self) -> io::Result<Option<Request>> {
        let first = loop {
            match self.line()? {
                None => return Ok(None),
                Some(line) if line.is_empty() => continue,
                Some(line) => break line,
            }
        };
        let mut parts = first.split_whitespace();
        let (Some(method), Some(target), Some(version)) =
            (parts.next(), parts.next(), parts.next())
        else {
            return Err(malformed("request line"));
        };
        let mut request = Request {
            method: method.into(),
            target: target.into(),
            version: version.into(),
            headers: Vec::new(),
            body: Vec::new(),
        };
        loop {
            let line = self.next_line()?;
            if line.is_empty() {
                break;
            }
            let (name, value) = line
                .split_once(':')
                .ok_or_else(|| malformed("header line"))?;
            request
                .headers
                .push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
            if request.headers.len() > MAX_HEADERS {
                return Err(malformed("too many headers"));
            }
        }
        if request.header_has("expect", "100-continue") {
            self.stream.write_all(b"HTTP/1.1 100 Continue\r\n\r\n")?;
        }
        if request.header_has("transfer-encoding", "chunked") {
            request.body = self.chunked_body()?;
        } else if let Some(length) = request.header("content-length") {
            let length: usize = length.parse().map_err(|_| malformed("content-length"))?;
            if length > MAX_BODY {
                return Err(malformed("body too large"));
            }
            request.body = self.take(length)?;
        }
        Ok(Some(request))
    }

    fn chunked_body(&mut self) -> io::Result<Vec<u8>> {
        let mut body = Vec::new();
        loop {
            let line = self.next_line()?;
            let size = line.split(';').next().unwrap_or("").trim();
            let size = usize::from_str_radix(size, 16).map_err(|_| malformed("chunk size"))?;
            if size == 0 {
                // Trailers, up to the blank line.
                while !self.next_line()?.is_empty() {}
                return Ok(body);
            }
            if body.len() + size > MAX_BODY {
                return Err(malformed("body too large"));
            }
            body.extend(self.take(size)?);
            self.next_line()?;
        }
    }
}

// Writing answers.
impl Conn {
    /// Notes that the client went away mid-response. Always `false`: the response is over.
    fn client_closed(&self) -> bool {
        lock(&self.shared.closed).push(Instant::now());
        false
    }

    /// Waits `duration` while watching the socket. `false` if the client closed it meanwhile
    /// (recorded) or the server is stopping.
    fn pause(&mut self, duration: Duration) -> bool {
        let end = Instant::now() + duration;
        let mut chunk = [0u8; 4096];
        let alive = loop {
            let left = end.saturating_duration_since(Instant::now());
            if self.shared.stopping() || left.is_zero() {
                break !self.shared.stopping();
            }
            let _ = self.stream.set_read_timeout(Some(left.min(POLL)));
            match self.stream.read(&mut chunk) {
                Ok(0) => break self.client_closed(),
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e) if is_timeout(&e) => {}
                Err(_) => break self.client_closed(),
            }
        };
        let _ = self.stream.set_read_timeout(Some(POLL));
        alive
    }

    /// Writes bytes; `false` (and the close recorded) if the client is gone.
    fn send(&mut self, bytes: &[u8]) -> bool {
        self.stream.write_all(bytes).is_ok() || self.client_closed()
    }

    /// The status line and headers; no `length` means a chunked body.
    fn send_head(
        &mut self,
        status: u16,
        content_type: &str,
        length: Option<usize>,
        extra: &[(String, String)],
        close: bool,
    ) -> bool {
        let mut head = format!(
            "HTTP/1.1 {status} {}\r\ncontent-type: {content_type}\r\n",
            reason(status)
        );
        match length {
            Some(n) => head += &format!("content-length: {n}\r\n"),
            None => head += "transfer-encoding: chunked\r\ncache-control: no-cache\r\n",
        }
        if close {
            head += "connection: close\r\n";
        }
        for (name, value) in extra {
            head += &format!("{name}: {value}\r\n");
        }
        head += "\r\n";
        self.send(head.as_bytes())
    }

    /// A whole response; a JSON string body goes out as plain text.
    fn send_body(
        &mut self,
        status: u16,
        body: &Value,
        extra: &[(String, String)],
        close: bool,
    ) -> bool {
        let (content_type, bytes) = match body {
            Value::String(text) => ("text/plain; charset=utf-8", text.clone()),
            other => ("application/json", other.to_string()),
        };
        self.send_head(status, content_type, Some(bytes.len()), extra, close)
            && self.send(bytes.as_bytes())
    }

    fn send_chunk(&mut self, data: &[u8]) -> bool {
        let mut frame = format!("{:x}\r\n", data.len()).into_bytes();
        frame.extend_from_slice(data);
        frame.extend_from_slice(b"\r\n");
        self.send(&frame)
    }

    /// Records and answers one request. `false` when the connection must close.
    fn answer(&mut self, request: &Request) -> bool {
        let close = request.wants_close();
        let body = parse_body(&request.body);
        if self.shared.logging.load(Ordering::SeqCst) {
            lock(&self.shared.requests).push(Recorded {
                method: request.method.clone(),
                path: request.target.clone(),
                headers: request.headers.clone(),
                body: body.clone(),
                at: Instant::now(),
            });
        }
        let path = route_path(&request.target);
        let Some(api) = Api::at(path) else {
            if path == "/v1/models" {
                return self.send_body(200, &models_list(), &[], close);
            }
            let message = format!("mock: no route for {} {path}", request.method);
            let error = json!({"error": {"type": "not_found_error", "message": message}});
            return self.send_body(404, &error, &[], close);
        };
        let window = self.shared.window_bytes.load(Ordering::SeqCst);
        if window > 0 && request.body.len() > window {
            // A provider refuses a prompt over its window before it streams anything; the
            // script's next turn is kept for a request that fits.
            let message = format!(
                "prompt is too long: {} tokens > {} maximum",
                request.body.len() / 4,
                window / 4
            );
            let error = json!({"type": "error", "error": {"type": "invalid_request_error", "message": message}});
            return self.send_body(400, &error, &[], close);
        }
        let (n, turn) = self.shared.next_turn();
        let cx = Ctx {
            id: turn
                .response_id
                .clone()
                .unwrap_or_else(|| api.default_id(n)),
            n,
            model: body["model"].as_str().unwrap_or("mock-model").to_string(),
            include_usage: body["stream_options"]["include_usage"] == true,
        };
        if turn.delay_ms > 0 && !self.pause(Duration::from_millis(turn.delay_ms)) {
            return false;
        }
        if let Some((status, error)) = &turn.http_error {
            return self.send_body(*status, error, &turn.headers, close);
        }
        if body["stream"] == true {
            self.send_events(&turn, &api.stream(&turn, &cx), close)
        } else {
            self.send_whole(api, &turn, &cx, close)
        }
    }

    /// Streams `events` as one chunk each, cutting, stalling or pacing as the turn says.
    fn send_events(&mut self, turn: &Turn, events: &[Event], close: bool) -> bool {
        if !self.send_head(200, "text/event-stream", None, &turn.headers, close) {
            return false;
        }
        let cut = turn.cut_after.map(|n| n.min(events.len()));
        let stall = turn.stall_after.map(|n| n.min(events.len()));
        for i in 0..=events.len() {
            if cut == Some(i) {
                return false;
            }
            if stall == Some(i) {
                self.pause(STALL_LIMIT);
                return false;
            }
            let Some(event) = events.get(i) else { break };
            if i > 0 && turn.pace_ms > 0 && !self.pause(Duration::from_millis(turn.pace_ms)) {
                return false;
            }
            let wire = match turn.damage {
                Some((at, how)) if at == i => damaged(&event.wire(), how),
                _ => event.wire().into_bytes(),
            };
            if !self.send_chunk(&wire) {
                return false;
            }
        }
        self.send(b"0\r\n\r\n")
    }

    /// Answers a request without `"stream": true`; a cut or stall happens right after the head.
    fn send_whole(&mut self, api: Api, turn: &Turn, cx: &Ctx, close: bool) -> bool {
        let (status, body) = match &turn.stream_error {
            Some((kind, message)) => (500, api.error_body(kind, message)),
            None => (200, api.whole(turn, cx)),
        };
        if turn.cut_after.is_none() && turn.stall_after.is_none() {
            return self.send_body(status, &body, &turn.headers, close);
        }
        let length = body.to_string().len();
        if self.send_head(
            status,
            "application/json",
            Some(length),
            &turn.headers,
            close,
        ) && turn.stall_after.is_some()
        {
            self.pause(STALL_LIMIT);
        }
        false
    }
}

/// One event's wire text, damaged: its JSON cut in half, or a 0xFF byte put at the start of its
/// last string value (`"text":"` → `"text":"\xFF`).
fn damaged(wire: &str, how: Damage) -> Vec<u8> {
    let body = wire.trim_end_matches('\n');
    match how {
        Damage::CutJson => {
            let data = body.rfind("data: ").map_or(0, |i| i + 6);
            let mut cut = data + (body.len() - data) / 2;
            while !body.is_char_boundary(cut) {
                cut -= 1;
            }
            format!("{}\n\n", &body[..cut]).into_bytes()
        }
        Damage::BadUtf8 => {
            let mut bytes = body.as_bytes().to_vec();
            let at = body.rfind("\":\"").map_or(bytes.len(), |i| i + 3);
            bytes.insert(at, 0xFF);
            bytes.extend_from_slice(b"\n\n");
            bytes
        }
    }
}
