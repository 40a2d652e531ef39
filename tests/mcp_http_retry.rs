//! An HTTP MCP server that forgot ama's session (it restarted) costs the user no failed call:
//! ama initializes a new session and sends the same request once more (docs/mcp.md, "Every
//! failure names the server"). The server is a small Streamable HTTP server written here (plain
//! Node, no SDK) whose `MODE` makes it forget its sessions after each call (`forget`), never know
//! a session on a call (`amnesiac`), or answer a call with 500 (`fail500`); it logs every POST
//! (method, session, status), which the tests read back. The real binary runs `-p` against the
//! mock LLM.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::mcp::last_tool_results;
use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

/// The server: JSON answers only, a session id per `initialize`, a 405 for GET.
const SERVER: &str = r#"
import http from 'node:http';
import fs from 'node:fs';
const mode = process.env.MODE;
const log = (e) => fs.appendFileSync(process.env.LOG, JSON.stringify(e) + '\n');
let known = new Set();
let next = 1;
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => { body += c; });
  req.on('end', () => {
    const session = req.headers['mcp-session-id'] ?? null;
    const send = (status, text, headers = {}) => {
      res.writeHead(status, headers);
      res.end(text);
    };
    if (req.method !== 'POST') {
      log({ http: req.method, session });
      return send(405, '');
    }
    const msg = JSON.parse(body);
    const reply = (status, value, headers = {}) => {
      log({ method: msg.method, session, status });
      if (typeof value === 'string') return send(status, value, headers);
      send(status, JSON.stringify({ jsonrpc: '2.0', id: msg.id, result: value }),
        { 'Content-Type': 'application/json', ...headers });
    };
    if (msg.method === 'initialize') {
      const id = 's' + next++;
      known.add(id);
      return reply(200, {
        protocolVersion: '2025-11-25',
        capabilities: { tools: {} },
        serverInfo: { name: 'retry', version: '1' },
      }, { 'Mcp-Session-Id': id });
    }
    if (!known.has(session)) return reply(404, 'Session not found');
    if (msg.id === undefined) return reply(202, '');
    if (msg.method === 'tools/list') {
      return reply(200, { tools: [{ name: 'echo', description: 'Echoes.', annotations: { readOnlyHint: true },
        inputSchema: { type: 'object', properties: { message: { type: 'string' } } } }] });
    }
    if (msg.method === 'tools/call') {
      if (mode === 'amnesiac') return reply(404, 'Session not found');
      if (mode === 'fail500') return reply(500, 'boom');
      reply(200, { content: [{ type: 'text', text: `Echo: ${msg.params.arguments.message} (${session})` }] });
      if (mode === 'forget') known = new Set();
      return;
    }
    reply(200, {});
  });
});
server.listen(0, '127.0.0.1', () => fs.writeFileSync(process.env.PORT_FILE, String(server.address().port)));
"#;

/// The running server, ended (by its own pid) when dropped.
struct Server {
    child: Child,
    port: u16,
    log: PathBuf,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    fn start(dir: &Path, mode: &str) -> Option<Server> {
        let node = npm::bin("node")?;
        let script = dir.join("retry_server.mjs");
        std::fs::write(&script, SERVER).unwrap_or_else(|e| panic!("write the server: {e}"));
        let port_file = dir.join("port");
        let log = dir.join("server.log");
        let child = Command::new(node)
            .arg(&script)
            .env("MODE", mode)
            .env("LOG", &log)
            .env("PORT_FILE", &port_file)
            .env("PATH", npm::path_with_node())
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("start the server: {e}"));
        let deadline = Instant::now() + Duration::from_secs(20);
        let port = loop {
            if let Some(p) = std::fs::read_to_string(&port_file)
                .ok()
                .and_then(|s| s.trim().parse().ok())
            {
                break p;
            }
            assert!(Instant::now() < deadline, "the server wrote no port");
            std::thread::sleep(Duration::from_millis(50));
        };
        Some(Server { child, port, log })
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}/mcp", self.port)
    }

    /// `method session status` of every POST, in order.
    fn posts(&self) -> Vec<String> {
        std::fs::read_to_string(&self.log)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .filter(|e| e.get("method").is_some())
            .map(|e| {
                format!(
                    "{} {} {}",
                    e["method"].as_str().unwrap_or_default(),
                    e["session"].as_str().unwrap_or("-"),
                    e["status"]
                )
            })
            .collect()
    }
}

/// Runs `-p` with the server as `rt`, the mock giving `turns`; returns the model requests.
fn run(server: &Server, turns: Vec<Turn>, result: &str) -> Vec<crate::support::mock::Recorded> {
    let mock = MockServer::start(turns);
    let servers = json!({"rt": {"type": "http", "url": server.url()}});
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&[
            "-p",
            "hi",
            "--output-format",
            "json",
            "--mcp-config",
            &json!({ "mcpServers": servers }).to_string(),
        ])
        .timeout(Duration::from_secs(60))
        .run();
    out.status(0);
    assert_eq!(out.json()["result"], result);
    mock.model_requests()
}

fn echo(id: &str) -> Turn {
    Turn::new().tool_call(id, "mcp__rt__echo", json!({"message": id}))
}

fn result_text(id: &str, is_error: bool, text: &str) -> Vec<Value> {
    vec![
        json!({"type": "tool_result", "tool_use_id": id, "is_error": is_error,
        "content": [{"type": "text", "text": text}]}),
    ]
}

/// The server forgets the session after the first call (as a restart does): the second call
/// gets 404, ama initializes a new session and sends the call again, and its result reaches the
/// model as if nothing happened.
#[test]
fn a_call_after_the_server_forgot_the_session_succeeds_in_a_new_session() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let Some(server) = Server::start(dir.path(), "forget") else {
        return;
    };
    let reqs = run(
        &server,
        vec![echo("c1"), echo("c2"), Turn::text("done")],
        "done",
    );
    assert_eq!(reqs.len(), 3);
    assert_eq!(
        last_tool_results(&reqs[1].body),
        result_text("c1", false, "Echo: c1 (s1)")
    );
    assert_eq!(
        last_tool_results(&reqs[2].body),
        result_text("c2", false, "Echo: c2 (s2)")
    );
    assert_eq!(
        server.posts(),
        [
            "initialize - 200",
            "notifications/initialized s1 202",
            "tools/list s1 200",
            "tools/call s1 200",
            "tools/call s1 404",
            "initialize - 200",
            "notifications/initialized s2 202",
            "tools/list s2 200",
            "tools/call s2 200",
        ]
    );
}

/// A server that answers the retry with the session-ended answer again: the call fails once,
/// naming both tries, the URL and what to do, and the session goes on.
#[test]
fn a_retry_that_finds_the_session_gone_again_fails_naming_both_tries() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let Some(server) = Server::start(dir.path(), "amnesiac") else {
        return;
    };
    let reqs = run(&server, vec![echo("c1"), Turn::text("done")], "done");
    assert_eq!(reqs.len(), 2);
    let url = server.url();
    let text = format!(
        "MCP server `rt` ended its session (HTTP 404 at {url}: `Session not found`); ama initialized a new session and sent the call of `echo` again, and that failed too: it ended its session (HTTP 404 at {url}: `Session not found`) again; check that the server keeps the sessions it creates (its log says why it forgets them), then try again"
    );
    assert_eq!(
        last_tool_results(&reqs[1].body),
        result_text("c1", true, &text)
    );
    assert_eq!(
        server.posts(),
        [
            "initialize - 200",
            "notifications/initialized s1 202",
            "tools/list s1 200",
            "tools/call s1 404",
            "initialize - 200",
            "notifications/initialized s2 202",
            "tools/list s2 200",
            "tools/call s2 404",
        ]
    );
}

/// A 500 is not a forgotten session: the call fails as it did before, sent once.
#[test]
fn a_500_on_a_call_is_not_sent_again() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let Some(server) = Server::start(dir.path(), "fail500") else {
        return;
    };
    let reqs = run(&server, vec![echo("c1"), Turn::text("done")], "done");
    assert_eq!(reqs.len(), 2);
    let text = format!(
        "MCP server `rt` answered HTTP 500 at {}: `boom`",
        server.url()
    );
    assert_eq!(
        last_tool_results(&reqs[1].body),
        result_text("c1", true, &text)
    );
    assert_eq!(
        server.posts(),
        [
            "initialize - 200",
            "notifications/initialized s1 202",
            "tools/list s1 200",
            "tools/call s1 500",
        ]
    );
}
