//! Issue #26, the last lines without a direct test, through the real binary against real
//! servers: start-up is parallel (three slow stdio servers, `-p` waiting for all of them), what
//! ama puts on the wire of Streamable HTTP (read by a recording proxy between ama and
//! server-everything: `MCP-Protocol-Version`, the `Mcp-Session-Id` the server gave, the GET for
//! server messages, the DELETE at exit, a resource mention and a prompt over HTTP), and "no
//! async runtime" checked on Cargo.lock.

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::mcp::offered_mcp;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{ok, start};
use crate::support::{Test, npm};

/// Issue #26: "Write the JSON-RPC client on ama's existing threads and ureq; no async runtime
/// (the official Rust SDK needs tokio and does not fit)", and ARCHITECTURE.md's rule "No async
/// runtime" (with the working rules' "No new crates unless unavoidable"). An async runtime, an
/// async HTTP client or a second TLS stack that slipped in through a dependency shows in
/// Cargo.lock, so the lock file is the gate.
#[test]
fn no_async_runtime_or_second_tls_stack_in_cargo_lock() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.lock");
    let lock =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()));
    let names: BTreeSet<&str> = lock
        .lines()
        .filter_map(|l| l.strip_prefix("name = \""))
        .filter_map(|l| l.strip_suffix('"'))
        .collect();
    assert!(
        names.contains("ureq") && names.len() > 20,
        "Cargo.lock was not read as expected: {names:?}"
    );
    let banned = [
        "tokio",
        "async-std",
        "smol",
        "futures-executor",
        "reqwest",
        "openssl",
        "native-tls",
        "aws-lc-rs",
    ];
    let found: Vec<&str> = banned
        .iter()
        .copied()
        .filter(|b| names.contains(b))
        .collect();
    assert!(
        found.is_empty(),
        "Cargo.lock has {found:?}: ama runs on threads and ureq with rustls/ring (issue #26, \
         ARCHITECTURE.md \"No async runtime\"); find the dependency that pulled them in with \
         `cargo tree -i <name>` and remove it"
    );
}

/// A stdio entry that runs server-everything after writing `<mark>.start`, sleeping one second
/// and writing `<mark>.end` (nanoseconds since the epoch, from `date`).
fn slow_everything(bin: &Path, mark: &Path) -> Value {
    json!({
        "command": "sh",
        "args": ["-c", "date +%s%N > \"$MARK.start\"; sleep 1; date +%s%N > \"$MARK.end\"; exec \"$EV\" stdio"],
        "env": {"MARK": mark, "EV": bin},
        "startupTimeoutMs": 60000
    })
}

fn stamp(path: &Path) -> u128 {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("read the marker {}: {e}", path.display()));
    text.trim()
        .parse()
        .unwrap_or_else(|e| panic!("marker {} is `{text}`: {e}", path.display()))
}

/// Three servers that each take a second before they even exec: they start together (every
/// one started before any other finished its delay), `-p` waits for all three, and the first
/// request carries the tools of each.
#[test]
fn three_slow_servers_start_in_parallel_and_p_waits_for_all() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c0", "mcp__s3__echo", json!({"message": "third"})),
        Turn::text("Done."),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"codemode": "off"}))
        .env("PATH", npm::path_with_node())
        .timeout(Duration::from_secs(120));
    let marks = t.path().join("marks");
    std::fs::create_dir_all(&marks).unwrap_or_else(|e| panic!("{e}"));
    let names = ["s1", "s2", "s3"];
    let servers: serde_json::Map<String, Value> = names
        .iter()
        .map(|n| (n.to_string(), slow_everything(&bin, &marks.join(n))))
        .collect();
    // `t` is kept: its directory (with the markers) goes when it is dropped.
    let t = t
        .args(&[
            "--mcp-config",
            &json!({ "mcpServers": servers }).to_string(),
        ])
        .args(&["-p", "go", "--output-format", "json"]);
    let out = t.run();
    out.status(0);

    let starts: Vec<u128> = names
        .iter()
        .map(|n| stamp(&marks.join(format!("{n}.start"))))
        .collect();
    let ends: Vec<u128> = names
        .iter()
        .map(|n| stamp(&marks.join(format!("{n}.end"))))
        .collect();
    let last_start = starts.iter().max().copied().unwrap_or_default();
    let first_end = ends.iter().min().copied().unwrap_or_default();
    assert!(
        last_start < first_end,
        "the servers did not start in parallel: starts {starts:?}, ends of their delays {ends:?}"
    );

    let report = out.json()["mcpServers"].clone();
    let statuses: Vec<(Value, Value)> = report
        .as_array()
        .map(|a| {
            a.iter()
                .map(|s| (s["name"].clone(), s["status"].clone()))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        statuses,
        names
            .iter()
            .map(|n| (json!(n), json!("ready")))
            .collect::<Vec<_>>(),
        "{report}"
    );
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    let first = offered_mcp(&reqs[0].body);
    for n in names {
        for tool in ["echo", "get-sum", "trigger-long-running-operation"] {
            let name = format!("mcp__{n}__{tool}");
            assert!(
                first.contains(&name),
                "{name} not in the first request: {first:?}"
            );
        }
    }
    assert_eq!(first.len(), 3 * 13, "{first:?}");
    let results = crate::support::mcp::last_tool_results(&reqs[1].body);
    assert_eq!(
        results[0]["content"],
        json!([{"type": "text", "text": "Echo: third"}])
    );
}

/// One HTTP request as the proxy saw it leave ama.
#[derive(Clone, Debug)]
struct Seen {
    method: String,
    /// Header names in lower case, values as sent.
    headers: Vec<(String, String)>,
    body: String,
}

impl Seen {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The JSON-RPC method of a POST, or `result` for an answer.
    fn rpc(&self) -> String {
        let v: Value = serde_json::from_str(&self.body).unwrap_or_default();
        v["method"].as_str().unwrap_or("result").to_string()
    }
}

/// What the proxy recorded: ama's requests in order, and every `Mcp-Session-Id` the server
/// answered with.
#[derive(Default)]
struct Record {
    requests: Vec<Seen>,
    given_sessions: BTreeSet<String>,
}

/// A recording TCP proxy on loopback in front of `upstream`: each connection is relayed both
/// ways byte for byte; the bytes from ama are parsed into requests (ureq sends bodies with
/// `Content-Length`), the bytes back are searched for `Mcp-Session-Id` header lines.
fn proxy(upstream: u16) -> (u16, Arc<Mutex<Record>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("bind: {e}"));
    let port = listener
        .local_addr()
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("{e}"));
    let record = Arc::new(Mutex::new(Record::default()));
    let rec = record.clone();
    std::thread::spawn(move || {
        for client in listener.incoming().flatten() {
            let Ok(server) = TcpStream::connect(("127.0.0.1", upstream)) else {
                continue;
            };
            for s in [&client, &server] {
                let _ = s.set_read_timeout(Some(Duration::from_secs(120)));
            }
            let (c2, s2) = match (client.try_clone(), server.try_clone()) {
                (Ok(c), Ok(s)) => (c, s),
                _ => continue,
            };
            let (r1, r2) = (rec.clone(), rec.clone());
            std::thread::spawn(move || relay_requests(client, server, &r1));
            std::thread::spawn(move || relay_answers(s2, c2, &r2));
        }
    });
    (port, record)
}

fn relay_requests(mut from: TcpStream, mut to: TcpStream, record: &Mutex<Record>) {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 16384];
    while let Ok(n) = from.read(&mut chunk) {
        if n == 0 || to.write_all(&chunk[..n]).is_err() {
            break;
        }
        buf.extend_from_slice(&chunk[..n]);
        while let Some(seen) = take_request(&mut buf) {
            if let Ok(mut r) = record.lock() {
                r.requests.push(seen);
            }
        }
    }
    let _ = to.shutdown(std::net::Shutdown::Write);
}

/// The first whole request in `buf`, removed from it.
fn take_request(buf: &mut Vec<u8>) -> Option<Seen> {
    let end = buf.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(&buf[..end]).into_owned();
    let mut lines = head.split("\r\n");
    let method = lines.next()?.split(' ').next()?.to_string();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    assert!(
        !headers.iter().any(|(k, _)| k == "transfer-encoding"),
        "the proxy reads Content-Length bodies only: {head}"
    );
    let len: usize = headers
        .iter()
        .find(|(k, _)| k == "content-length")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    if buf.len() < end + 4 + len {
        return None;
    }
    let body = String::from_utf8_lossy(&buf[end + 4..end + 4 + len]).into_owned();
    buf.drain(..end + 4 + len);
    Some(Seen {
        method,
        headers,
        body,
    })
}

fn relay_answers(mut from: TcpStream, mut to: TcpStream, record: &Mutex<Record>) {
    let mut chunk = [0u8; 16384];
    let mut tail = String::new();
    while let Ok(n) = from.read(&mut chunk) {
        if n == 0 || to.write_all(&chunk[..n]).is_err() {
            break;
        }
        tail.push_str(&String::from_utf8_lossy(&chunk[..n]));
        while let Some(line_end) = tail.find("\r\n") {
            let line: String = tail.drain(..line_end + 2).collect();
            if let Some((k, v)) = line.split_once(':')
                && k.eq_ignore_ascii_case("mcp-session-id")
                && let Ok(mut r) = record.lock()
            {
                r.given_sessions.insert(v.trim().to_string());
            }
        }
        if tail.len() > 65536 {
            tail.clear();
        }
    }
    let _ = to.shutdown(std::net::Shutdown::Write);
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or_else(|e| panic!("no free port: {e}"))
}

/// server-everything over Streamable HTTP on `port`, as `tests/mcp.rs` starts it.
fn http_everything(bin: &Path, port: u16) -> std::process::Child {
    let child = std::process::Command::new(bin)
        .arg("streamableHttp")
        .env("PORT", port.to_string())
        .env("PATH", npm::path_with_node())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start {}: {e}", bin.display()));
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "no listener on {port}");
        std::thread::sleep(Duration::from_millis(100));
    }
    child
}

/// The text blocks of the request's last user message, in order.
fn last_user_texts(body: &Value) -> Vec<String> {
    let last = body["messages"]
        .as_array()
        .and_then(|m| m.iter().rev().find(|m| m["role"] == "user"))
        .cloned()
        .unwrap_or_default();
    match &last["content"] {
        Value::String(s) => vec![s.clone()],
        Value::Array(blocks) => blocks
            .iter()
            .filter_map(|b| b["text"].as_str().map(str::to_string))
            .collect(),
        _ => Vec::new(),
    }
}

const ARCH_URI: &str = "demo://resource/static/document/architecture.md";

/// What ama sends over Streamable HTTP, seen by a proxy: `initialize` without a session, then
/// every request with the `Mcp-Session-Id` the server gave and `MCP-Protocol-Version:
/// 2025-11-25`, a GET stream for the server's messages, `resources/read` for an `@ev:uri`
/// mention and `prompts/get` for `/mcp__ev__<prompt>` over RPC, and a DELETE of the session at
/// exit (docs/mcp.md, "Protocol").
#[test]
fn streamable_http_wire_headers_get_stream_mentions_prompts_and_delete() {
    let Some(bin) = npm::bin("mcp-server-everything") else {
        return;
    };
    let upstream = free_port();
    let mut server = http_everything(&bin, upstream);
    let (port, record) = proxy(upstream);
    let mock = MockServer::start(vec![Turn::text("Read it."), Turn::text("Sunny.")]);
    let servers = json!({"mcpServers": {"ev": {
        "type": "http", "url": format!("http://127.0.0.1:{port}/mcp"),
        "headers": {"X-Test": "wire"}
    }}});
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&["--mcp-config", &servers.to_string()])
        .timeout(Duration::from_secs(90));
    let mut c = start(&t);
    let data = ok(
        &mut c,
        json!({"type": "prompt", "message": format!("Summarise @ev:{ARCH_URI}.")}),
    );
    assert_eq!(data, json!({"disposition": "started"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled after the mention"));
    ok(
        &mut c,
        json!({"type": "prompt", "message": "/mcp__ev__args-prompt Paris TX"}),
    );
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled after the prompt"));
    c.close_stdin();
    let _ = c.wait(Duration::from_secs(30));

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    let texts = last_user_texts(&reqs[0].body);
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert_eq!(texts[0], format!("Summarise @ev:{ARCH_URI}."));
    assert!(
        texts[1].starts_with(&format!(
            "<mcp_resource server=\"ev\" uri=\"{ARCH_URI}\" mimeType=\"text/markdown\">\n# Everything Server – Architecture\n"
        )) && texts[1].ends_with("\n</mcp_resource>"),
        "{texts:?}"
    );
    assert_eq!(
        last_user_texts(&reqs[1].body),
        ["What's weather in Paris, TX?"]
    );

    // The DELETE is the last thing ama does; give the relay a moment to see it.
    let deadline = Instant::now() + Duration::from_secs(5);
    while Instant::now() < deadline
        && !record
            .lock()
            .map(|r| r.requests.iter().any(|s| s.method == "DELETE"))
            .unwrap_or(false)
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = server.kill();
    let _ = server.wait();
    let (seen, given) = match record.lock() {
        Ok(r) => (r.requests.clone(), r.given_sessions.clone()),
        Err(e) => panic!("{e}"),
    };
    let summary: Vec<String> = seen
        .iter()
        .map(|s| format!("{} {}", s.method, s.rpc()))
        .collect();

    let init = &seen[0];
    assert_eq!(
        (init.method.as_str(), init.rpc().as_str()),
        ("POST", "initialize")
    );
    assert_eq!(init.header("mcp-session-id"), None, "{init:?}");
    assert_eq!(
        init.header("accept"),
        Some("application/json, text/event-stream")
    );
    assert_eq!(init.header("x-test"), Some("wire"));
    let init_body: Value = serde_json::from_str(&init.body).unwrap_or_default();
    assert_eq!(init_body["params"]["protocolVersion"], "2025-11-25");

    assert_eq!(given.len(), 1, "one session from the server: {given:?}");
    let session = given.iter().next().cloned().unwrap_or_default();
    assert!(!session.is_empty());
    for s in &seen[1..] {
        assert_eq!(
            s.header("mcp-session-id"),
            Some(session.as_str()),
            "{} {}: {summary:?}",
            s.method,
            s.rpc()
        );
        assert_eq!(
            s.header("mcp-protocol-version"),
            Some("2025-11-25"),
            "{} {}: {summary:?}",
            s.method,
            s.rpc()
        );
        assert_eq!(s.header("x-test"), Some("wire"), "{} {}", s.method, s.rpc());
    }
    assert_eq!(seen[1].rpc(), "notifications/initialized", "{summary:?}");
    let count = |method: &str, rpc: &str| {
        seen.iter()
            .filter(|s| s.method == method && (rpc.is_empty() || s.rpc() == rpc))
            .count()
    };
    assert!(count("GET", "") >= 1, "no GET stream: {summary:?}");
    let get = seen.iter().find(|s| s.method == "GET").cloned();
    assert_eq!(
        get.as_ref().and_then(|g| g.header("accept")),
        Some("text/event-stream")
    );
    for rpc in ["tools/list", "resources/read", "prompts/get"] {
        assert!(count("POST", rpc) >= 1, "no {rpc}: {summary:?}");
    }
    let read = seen
        .iter()
        .find(|s| s.rpc() == "resources/read")
        .map(|s| serde_json::from_str::<Value>(&s.body).unwrap_or_default())
        .unwrap_or_default();
    assert_eq!(read["params"], json!({"uri": ARCH_URI}));
    let get_prompt = seen
        .iter()
        .find(|s| s.rpc() == "prompts/get")
        .map(|s| serde_json::from_str::<Value>(&s.body).unwrap_or_default())
        .unwrap_or_default();
    assert_eq!(
        get_prompt["params"],
        json!({"name": "args-prompt", "arguments": {"city": "Paris", "state": "TX"}})
    );
    assert_eq!(count("DELETE", ""), 1, "one DELETE at exit: {summary:?}");
    assert_eq!(
        seen.last().map(|s| s.method.as_str()),
        Some("DELETE"),
        "{summary:?}"
    );
}
