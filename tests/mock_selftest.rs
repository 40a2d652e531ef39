//! Checks the mock LLM server itself over raw `TcpStream` HTTP, so end-to-end tests can trust it
//! without depending on ama's own client or parsers.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};

/// One HTTP response as read off the wire.
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    /// Whether the body ended properly (final chunk, or all of `content-length`).
    complete: bool,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("body is JSON")
    }

    /// The SSE events: (`event:` name, `data:` text).
    fn events(&self) -> Vec<(Option<String>, String)> {
        let text = String::from_utf8(self.body.clone()).expect("body is UTF-8");
        let blocks = text.split("\n\n").filter(|block| !block.is_empty());
        blocks
            .map(|block| {
                let mut name = None;
                let mut data = String::new();
                for line in block.lines() {
                    if let Some(n) = line.strip_prefix("event: ") {
                        name = Some(n.to_string());
                    } else if let Some(d) = line.strip_prefix("data: ") {
                        data = d.to_string();
                    }
                }
                (name, data)
            })
            .collect()
    }

    /// The `data:` payloads parsed as JSON (Chat's `[DONE]` left out).
    fn payloads(&self) -> Vec<Value> {
        let events = self
            .events()
            .into_iter()
            .filter(|(_, data)| data != "[DONE]");
        events
            .map(|(_, data)| serde_json::from_str(&data).expect("event data is JSON"))
            .collect()
    }

    /// Joins one string field over the payloads of the given `type`, found at `pointer`.
    fn joined(&self, kind: &str, pointer: &str) -> String {
        let payloads = self.payloads();
        let matching = payloads
            .iter()
            .filter(|p| p["type"] == kind || kind.is_empty());
        matching
            .filter_map(|p| p.pointer(pointer).and_then(Value::as_str))
            .collect()
    }
}

struct Client {
    reader: BufReader<TcpStream>,
}

impl Client {
    fn connect(mock: &MockServer) -> Client {
        let stream = TcpStream::connect(("127.0.0.1", mock.port())).expect("connect to mock");
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        Client {
            reader: BufReader::new(stream),
        }
    }

    fn send(&mut self, method: &str, path: &str, body: &Value, extra: &[&str]) {
        let body = if body.is_null() {
            String::new()
        } else {
            body.to_string()
        };
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: mock\r\nContent-Length: {}\r\n",
            body.len()
        );
        for header in extra {
            head += &format!("{header}\r\n");
        }
        head += "\r\n";
        let stream = self.reader.get_mut();
        stream.write_all(head.as_bytes()).unwrap();
        stream.write_all(body.as_bytes()).unwrap();
    }

    fn request(&mut self, method: &str, path: &str, body: &Value) -> Reply {
        self.send(method, path, body, &[]);
        self.receive()
    }

    /// Reads one response; a body cut by EOF or by the read timeout comes back incomplete.
    fn receive(&mut self) -> Reply {
        let status_line = self.line().expect("status line");
        let status = status_line
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .expect("status code");
        let mut headers = Vec::new();
        while let Some(line) = self.line().filter(|l| !l.is_empty()) {
            let (name, value) = line.split_once(':').expect("header");
            headers.push((name.to_ascii_lowercase(), value.trim().to_string()));
        }
        let mut reply = Reply {
            status,
            headers,
            body: Vec::new(),
            complete: false,
        };
        if reply.header("transfer-encoding") == Some("chunked") {
            while let Some(size) = self.line() {
                let size = usize::from_str_radix(&size, 16).expect("chunk size");
                if size == 0 {
                    reply.complete = self.line().is_some();
                    break;
                }
                let mut chunk = vec![0; size + 2];
                if self.reader.read_exact(&mut chunk).is_err() {
                    break;
                }
                reply.body.extend_from_slice(&chunk[..size]);
            }
        } else {
            let length = reply
                .header("content-length")
                .map_or(0, |n| n.parse().unwrap());
            reply.body = vec![0; length];
            reply.complete = self.reader.read_exact(&mut reply.body).is_ok();
        }
        reply
    }

    fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(n) if n > 0 => Some(line.trim_end().to_string()),
            _ => None,
        }
    }

    /// Whether the server has closed the connection (a read sees EOF).
    fn closed_by_server(&mut self) -> bool {
        let mut byte = [0u8];
        matches!(self.reader.read(&mut byte), Ok(0))
    }
}

/// One streaming request on a fresh connection.
fn stream(mock: &MockServer, path: &str, extra: Value) -> Reply {
    let mut body = json!({"model": "mock-model", "stream": true, "messages": []});
    if let (Some(body), Value::Object(extra)) = (body.as_object_mut(), extra) {
        body.extend(extra);
    }
    Client::connect(mock).request("POST", path, &body)
}

const MESSAGES: &str = "/v1/messages";
const CHAT: &str = "/v1/chat/completions";
const RESPONSES: &str = "/v1/responses";

fn names(reply: &Reply) -> Vec<String> {
    reply
        .events()
        .into_iter()
        .map(|(name, _)| name.unwrap_or_default())
        .collect()
}

#[test]
fn anthropic_text_turn() {
    let mock = MockServer::start(vec![Turn::text("hello world").usage(100, 20, 30, 4)]);
    let reply = stream(&mock, MESSAGES, json!({}));
    assert_eq!(reply.status, 200);
    assert!(reply.complete);
    assert_eq!(reply.header("content-type"), Some("text/event-stream"));
    let names = names(&reply);
    assert_eq!(names[..3], ["message_start", "ping", "content_block_start"]);
    assert_eq!(
        names[names.len() - 3..],
        ["content_block_stop", "message_delta", "message_stop"]
    );
    assert!(names.iter().filter(|n| *n == "content_block_delta").count() > 2);
    assert_eq!(
        reply.joined("content_block_delta", "/delta/text"),
        "hello world"
    );
    let payloads = reply.payloads();
    let usage = &payloads[0]["message"]["usage"];
    assert_eq!(usage["input_tokens"], 100);
    assert_eq!(usage["cache_read_input_tokens"], 30);
    assert_eq!(usage["cache_creation_input_tokens"], 4);
    assert_eq!(payloads[0]["message"]["id"], "msg_mock_1");
    let delta = &payloads[payloads.len() - 2];
    assert_eq!(delta["delta"]["stop_reason"], "end_turn");
    assert_eq!(delta["usage"]["output_tokens"], 20);
}

#[test]
fn anthropic_tool_calls_stream_split_arguments() {
    let turn = Turn::new()
        .say("running")
        .tool_call("toolu_1", "bash", json!({"command": "echo hi"}))
        .tool_call(
            "toolu_2",
            "read",
            json!({"path": "src/main.rs", "limit": 10}),
        );
    let mock = MockServer::start(vec![turn]);
    let reply = stream(&mock, MESSAGES, json!({}));
    let payloads = reply.payloads();
    for (index, id, arguments) in [
        (1, "toolu_1", json!({"command": "echo hi"})),
        (2, "toolu_2", json!({"path": "src/main.rs", "limit": 10})),
    ] {
        let start = payloads
            .iter()
            .find(|p| p["type"] == "content_block_start" && p["index"] == index)
            .unwrap();
        assert_eq!(start["content_block"]["id"], id);
        let pieces: Vec<&str> = payloads
            .iter()
            .filter(|p| p["index"] == index && p["delta"]["type"] == "input_json_delta")
            .map(|p| p["delta"]["partial_json"].as_str().unwrap())
            .collect();
        assert_eq!(
            pieces[0], "",
            "the first piece is empty, as from the real API"
        );
        assert!(pieces.len() > 3);
        assert_eq!(
            serde_json::from_str::<Value>(&pieces.concat()).unwrap(),
            arguments
        );
    }
    assert_eq!(
        payloads[payloads.len() - 2]["delta"]["stop_reason"],
        "tool_use"
    );
}

#[test]
fn anthropic_thinking_has_deltas_and_signature() {
    let mock = MockServer::start(vec![
        Turn::new()
            .thinking("let me think about it", "sig-abc")
            .say("hi"),
    ]);
    let reply = stream(&mock, MESSAGES, json!({}));
    let payloads = reply.payloads();
    assert_eq!(payloads[2]["content_block"]["type"], "thinking");
    assert_eq!(
        reply.joined("content_block_delta", "/delta/thinking"),
        "let me think about it"
    );
    assert_eq!(
        reply.joined("content_block_delta", "/delta/signature"),
        "sig-abc"
    );
    assert_eq!(reply.joined("content_block_delta", "/delta/text"), "hi");
}

#[test]
fn chat_text_usage_and_done() {
    let mock = MockServer::start(vec![
        Turn::text("hello world")
            .usage(100, 20, 30, 0)
            .reasoning_tokens(5),
    ]);
    let reply = stream(
        &mock,
        CHAT,
        json!({"stream_options": {"include_usage": true}}),
    );
    assert!(reply.complete);
    let events = reply.events();
    assert!(events.iter().all(|(name, _)| name.is_none()));
    assert_eq!(events.last().unwrap().1, "[DONE]");
    let payloads = reply.payloads();
    assert_eq!(payloads[0]["choices"][0]["delta"]["role"], "assistant");
    assert_eq!(reply.joined("", "/choices/0/delta/content"), "hello world");
    let finish = &payloads[payloads.len() - 2];
    assert_eq!(finish["choices"][0]["finish_reason"], "stop");
    let last = payloads.last().unwrap();
    assert_eq!(last["choices"], json!([]));
    assert_eq!(last["usage"]["prompt_tokens"], 130);
    assert_eq!(last["usage"]["prompt_tokens_details"]["cached_tokens"], 30);
    assert_eq!(last["usage"]["completion_tokens"], 20);
    assert_eq!(
        last["usage"]["completion_tokens_details"]["reasoning_tokens"],
        5
    );
}

#[test]
fn chat_sends_usage_only_when_asked() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let reply = stream(&mock, CHAT, json!({}));
    assert!(reply.payloads().iter().all(|p| p.get("usage").is_none()));
}

#[test]
fn chat_tool_calls_name_once_arguments_in_pieces() {
    let turn = Turn::new()
        .tool_call("call_1", "bash", json!({"command": "echo hi"}))
        .tool_call("call_2", "ls", json!({"path": "."}));
    let mock = MockServer::start(vec![turn]);
    let reply = stream(&mock, CHAT, json!({}));
    let payloads = reply.payloads();
    for (index, id, name, arguments) in [
        (0, "call_1", "bash", json!({"command": "echo hi"})),
        (1, "call_2", "ls", json!({"path": "."})),
    ] {
        let calls: Vec<&Value> = payloads
            .iter()
            .filter_map(|p| p["choices"][0]["delta"]["tool_calls"].get(0))
            .filter(|call| call["index"] == index)
            .collect();
        assert_eq!(calls[0]["id"], id);
        assert_eq!(calls[0]["function"]["name"], name);
        assert!(
            calls[1..]
                .iter()
                .all(|c| c.get("id").is_none() && c["function"].get("name").is_none())
        );
        assert!(calls.len() > 2);
        let joined: String = calls
            .iter()
            .map(|c| c["function"]["arguments"].as_str().unwrap())
            .collect();
        assert_eq!(serde_json::from_str::<Value>(&joined).unwrap(), arguments);
    }
    assert_eq!(
        payloads.last().unwrap()["choices"][0]["finish_reason"],
        "tool_calls"
    );
}

#[test]
fn chat_reasoning_content() {
    let mock = MockServer::start(vec![
        Turn::new().thinking("deep thoughts here", "sig").say("ok"),
    ]);
    let reply = stream(&mock, CHAT, json!({}));
    assert_eq!(
        reply.joined("", "/choices/0/delta/reasoning_content"),
        "deep thoughts here"
    );
    assert_eq!(reply.joined("", "/choices/0/delta/content"), "ok");
}

#[test]
fn responses_reasoning_text_and_tool_call() {
    let turn = Turn::new()
        .thinking("plan the work", "enc-123")
        .say("let me look")
        .tool_call("call_9", "grep", json!({"pattern": "fn main"}))
        .usage(50, 40, 10, 0)
        .reasoning_tokens(12);
    let mock = MockServer::start(vec![turn]);
    let reply = stream(&mock, RESPONSES, json!({}));
    assert!(reply.complete);
    let names = names(&reply);
    assert_eq!(names[..2], ["response.created", "response.in_progress"]);
    assert_eq!(names.last().unwrap(), "response.completed");
    let payloads = reply.payloads();
    for (i, payload) in payloads.iter().enumerate() {
        assert_eq!(payload["sequence_number"], i);
        assert_eq!(
            Some(payload["type"].as_str().unwrap()),
            reply.events()[i].0.as_deref()
        );
    }
    assert_eq!(
        reply.joined("response.reasoning_summary_text.delta", "/delta"),
        "plan the work"
    );
    assert_eq!(
        reply.joined("response.output_text.delta", "/delta"),
        "let me look"
    );
    let arguments = reply.joined("response.function_call_arguments.delta", "/delta");
    assert_eq!(
        serde_json::from_str::<Value>(&arguments).unwrap(),
        json!({"pattern": "fn main"})
    );
    let done: Vec<&Value> = payloads
        .iter()
        .filter(|p| p["type"] == "response.output_item.done")
        .collect();
    assert_eq!(done[0]["item"]["type"], "reasoning");
    assert_eq!(done[0]["item"]["encrypted_content"], "enc-123");
    assert_eq!(done[2]["item"]["call_id"], "call_9");
    let completed = &payloads.last().unwrap()["response"];
    assert_eq!(completed["status"], "completed");
    assert_eq!(completed["usage"]["input_tokens"], 60);
    assert_eq!(
        completed["usage"]["input_tokens_details"]["cached_tokens"],
        10
    );
    assert_eq!(
        completed["usage"]["output_tokens_details"]["reasoning_tokens"],
        12
    );
    assert_eq!(completed["output"].as_array().unwrap().len(), 3);
}

#[test]
fn stop_length_in_each_format() {
    let turns = (0..3).map(|_| Turn::text("cut").stop("length")).collect();
    let mock = MockServer::start(turns);
    let anthropic = stream(&mock, MESSAGES, json!({})).payloads();
    assert_eq!(
        anthropic[anthropic.len() - 2]["delta"]["stop_reason"],
        "max_tokens"
    );
    let chat = stream(&mock, CHAT, json!({})).payloads();
    assert_eq!(
        chat.last().unwrap()["choices"][0]["finish_reason"],
        "length"
    );
    let responses = stream(&mock, RESPONSES, json!({}));
    assert_eq!(names(&responses).last().unwrap(), "response.incomplete");
    let last = responses.payloads().pop().unwrap();
    assert_eq!(
        last["response"]["incomplete_details"]["reason"],
        "max_output_tokens"
    );
}

#[test]
fn http_errors_carry_retry_headers_and_keep_the_connection() {
    let overloaded =
        json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}});
    let mock = MockServer::start(vec![
        Turn::http_error(429, json!({"error": {"message": "slow down"}})).retry_after_secs("0"),
        Turn::http_error(529, overloaded.clone()).retry_after_ms("10"),
        Turn::text("finally"),
    ]);
    let mut client = Client::connect(&mock);
    let body = json!({"stream": true});
    let first = client.request("POST", MESSAGES, &body);
    assert_eq!(
        (first.status, first.header("retry-after")),
        (429, Some("0"))
    );
    assert_eq!(first.json()["error"]["message"], "slow down");
    let second = client.request("POST", MESSAGES, &body);
    assert_eq!(
        (second.status, second.header("retry-after-ms")),
        (529, Some("10"))
    );
    assert_eq!(second.json(), overloaded);
    let third = client.request("POST", MESSAGES, &body);
    assert_eq!(
        third.joined("content_block_delta", "/delta/text"),
        "finally"
    );
}

#[test]
fn stream_errors_in_each_format() {
    let turns = (0..3)
        .map(|_| Turn::stream_error("overloaded_error", "Overloaded").say("partial"))
        .collect();
    let mock = MockServer::start(turns);
    let anthropic = stream(&mock, MESSAGES, json!({}));
    assert_eq!(names(&anthropic).last().unwrap(), "error");
    assert_eq!(
        anthropic.payloads().pop().unwrap()["error"]["type"],
        "overloaded_error"
    );
    assert_eq!(
        anthropic.joined("content_block_delta", "/delta/text"),
        "partial"
    );
    let chat = stream(&mock, CHAT, json!({})).payloads();
    assert_eq!(chat.last().unwrap()["error"]["message"], "Overloaded");
    let responses = stream(&mock, RESPONSES, json!({}));
    assert_eq!(names(&responses).last().unwrap(), "response.failed");
    assert_eq!(
        responses.payloads().pop().unwrap()["response"]["error"]["code"],
        "overloaded_error"
    );
}

#[test]
fn cut_stream_ends_without_final_chunk() {
    let mock = MockServer::start(vec![Turn::text("hello world, this is long").cut_after(3)]);
    let mut client = Client::connect(&mock);
    client.send("POST", MESSAGES, &json!({"stream": true}), &[]);
    let reply = client.receive();
    assert!(!reply.complete);
    assert_eq!(
        names(&reply),
        ["message_start", "ping", "content_block_start"]
    );
    assert!(
        mock.connections_closed().is_empty(),
        "the server closed, not the client"
    );
}

#[test]
fn stall_records_when_the_client_closes() {
    let mock = MockServer::start(vec![Turn::text("never finished").stall_after(2)]);
    let mut client = Client::connect(&mock);
    client
        .reader
        .get_ref()
        .set_read_timeout(Some(Duration::from_millis(300)))
        .unwrap();
    client.send("POST", CHAT, &json!({"stream": true}), &[]);
    let reply = client.receive();
    assert!(!reply.complete);
    assert_eq!(reply.events().len(), 2);
    drop(client);
    let closed_at = Instant::now();
    let closes = mock.wait_for_closes(1, Duration::from_secs(5));
    assert_eq!(closes.len(), 1);
    assert!(closes[0].saturating_duration_since(closed_at) < Duration::from_secs(2));
}

#[test]
fn keep_alive_serves_two_requests_then_honours_close() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let mut client = Client::connect(&mock);
    let first = client.request("POST", RESPONSES, &json!({"stream": true}));
    assert_eq!(first.joined("response.output_text.delta", "/delta"), "one");
    client.send(
        "POST",
        RESPONSES,
        &json!({"stream": true}),
        &["Connection: close"],
    );
    let second = client.receive();
    assert_eq!(second.header("connection"), Some("close"));
    assert_eq!(second.joined("response.output_text.delta", "/delta"), "two");
    assert!(client.closed_by_server());
    let third = Client::connect(&mock).request("POST", RESPONSES, &json!({"stream": true}));
    assert_eq!(
        third.joined("response.output_text.delta", "/delta"),
        "(mock: no more scripted turns)"
    );
}

#[test]
fn requests_are_logged_in_order_with_lowercase_headers() {
    let mock = MockServer::start(vec![Turn::text("a"), Turn::text("b")]);
    let mut client = Client::connect(&mock);
    client.send(
        "POST",
        MESSAGES,
        &json!({"stream": true, "n": 1}),
        &["X-Api-Key: secret", "Anthropic-Version: 2023-06-01"],
    );
    client.receive();
    // A chunked request body.
    let body = json!({"stream": true, "n": 2}).to_string();
    let (a, b) = body.split_at(5);
    let head = "POST /v1/chat/completions?x=1 HTTP/1.1\r\n\
                Transfer-Encoding: chunked\r\nAuthorization: Bearer k\r\n\r\n";
    let chunked = format!(
        "{head}{:x}\r\n{a}\r\n{:x};ext=1\r\n{b}\r\n0\r\n\r\n",
        a.len(),
        b.len()
    );
    client
        .reader
        .get_mut()
        .write_all(chunked.as_bytes())
        .unwrap();
    assert_eq!(client.receive().status, 200);
    assert_eq!(
        client.request("GET", "/v1/models", &Value::Null).json()["data"][0]["id"],
        "mock-model"
    );

    let requests = mock.requests();
    assert_eq!(requests.len(), 3);
    assert_eq!(
        (requests[0].method.as_str(), requests[0].path.as_str()),
        ("POST", MESSAGES)
    );
    assert_eq!(requests[0].header("x-api-key"), Some("secret"));
    assert!(
        requests[0]
            .headers
            .iter()
            .any(|(n, v)| n == "anthropic-version" && v == "2023-06-01")
    );
    assert_eq!(requests[0].body["n"], 1);
    assert_eq!(requests[1].path, "/v1/chat/completions?x=1");
    assert_eq!(requests[1].body["n"], 2);
    assert_eq!(requests[1].header("authorization"), Some("Bearer k"));
    assert!(requests[0].at <= requests[1].at && requests[1].at <= requests[2].at);
    assert_eq!(mock.model_requests().len(), 2);
    assert_eq!(mock.turns_left(), 0);
}

#[test]
fn unknown_paths_and_bad_requests_get_errors() {
    let mock = MockServer::start(vec![]);
    let missing = Client::connect(&mock).request("POST", "/v2/nothing", &json!({}));
    assert_eq!(missing.status, 404);
    assert!(
        missing.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("/v2/nothing")
    );
    let mut client = Client::connect(&mock);
    client
        .reader
        .get_mut()
        .write_all(b"NONSENSE\r\n\r\n")
        .unwrap();
    assert_eq!(client.receive().status, 400);
    let mut client = Client::connect(&mock);
    client
        .reader
        .get_mut()
        .write_all(b"POST /v1/messages HTTP/1.1\r\nContent-Length: nope\r\n\r\n")
        .unwrap();
    assert_eq!(client.receive().status, 400);
    // The server still works.
    assert_eq!(
        Client::connect(&mock)
            .request("GET", "/v1/models", &Value::Null)
            .status,
        200
    );
}

#[test]
fn non_streaming_requests_get_one_json_body() {
    let turn = || {
        Turn::new().thinking("hm", "sig").say("hello").tool_call(
            "call_1",
            "bash",
            json!({"command": "ls"}),
        )
    };
    let mock = MockServer::start(vec![turn(), turn(), turn()]);
    let anthropic = Client::connect(&mock)
        .request("POST", MESSAGES, &json!({"model": "claude-x"}))
        .json();
    assert_eq!(anthropic["model"], "claude-x");
    assert_eq!(anthropic["content"][1]["text"], "hello");
    assert_eq!(anthropic["content"][2]["input"], json!({"command": "ls"}));
    assert_eq!(anthropic["stop_reason"], "tool_use");
    let chat = Client::connect(&mock)
        .request("POST", CHAT, &json!({"stream": false}))
        .json();
    let message = &chat["choices"][0]["message"];
    assert_eq!(
        (
            message["content"].as_str(),
            message["reasoning_content"].as_str()
        ),
        (Some("hello"), Some("hm"))
    );
    assert_eq!(
        message["tool_calls"][0]["function"]["arguments"],
        r#"{"command":"ls"}"#
    );
    let responses = Client::connect(&mock)
        .request("POST", RESPONSES, &json!({}))
        .json();
    assert_eq!(responses["status"], "completed");
    assert_eq!(responses["output"][2]["type"], "function_call");
}

#[test]
fn deltas_sets_the_exact_number_of_text_deltas() {
    let mock = MockServer::start(vec![Turn::new().deltas(1000), Turn::text("abc").deltas(2)]);
    let reply = stream(&mock, CHAT, json!({}));
    let pieces = reply
        .payloads()
        .iter()
        .filter(|p| p["choices"][0]["delta"]["content"].is_string())
        .count();
    assert_eq!(
        pieces,
        1000 + 1,
        "1000 deltas after the role chunk's empty content"
    );
    let reply = stream(&mock, MESSAGES, json!({}));
    let texts: Vec<Value> = reply
        .payloads()
        .into_iter()
        .filter(|p| p["delta"]["type"] == "text_delta")
        .collect();
    assert_eq!(texts.len(), 2);
    assert_eq!(reply.joined("content_block_delta", "/delta/text"), "abc");
}

#[test]
fn delay_holds_the_response_back() {
    let mock = MockServer::start(vec![Turn::text("late").delay_ms(150)]);
    let started = Instant::now();
    let reply = stream(&mock, MESSAGES, json!({}));
    assert!(started.elapsed() >= Duration::from_millis(150));
    assert!(reply.complete);
}

#[test]
fn scripts_load_from_json() {
    let script = json!({"turns": [
        "plain",
        {"content": [{"type": "tool_call", "id": "call_1", "name": "bash",
                      "arguments": {"command": "ls"}}],
         "usage": {"input": 7}},
        {"http_error": {"status": 500, "body": {"error": {"message": "boom"}}},
         "headers": {"retry-after": "1"}}
    ]});
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.json");
    std::fs::write(&path, script.to_string()).unwrap();
    let mock = MockServer::from_script_file(&path).unwrap();
    assert_eq!(
        stream(&mock, CHAT, json!({})).joined("", "/choices/0/delta/content"),
        "plain"
    );
    let anthropic = stream(&mock, MESSAGES, json!({})).payloads();
    assert_eq!(anthropic[0]["message"]["usage"]["input_tokens"], 7);
    assert_eq!(anthropic[0]["message"]["usage"]["output_tokens"], 1);
    assert_eq!(anthropic[2]["content_block"]["name"], "bash");
    let error = stream(&mock, RESPONSES, json!({}));
    assert_eq!(
        (error.status, error.header("retry-after")),
        (500, Some("1"))
    );

    assert!(
        Turn::from_json(&json!({"txt": "typo"}))
            .unwrap_err()
            .contains("txt")
    );
    assert!(Turn::from_json(&json!({"content": [{"type": "image"}]})).is_err());
    assert!(Turn::list_from_json(&json!(3)).is_err());
}

#[test]
fn dropping_the_server_stops_it() {
    let mock = MockServer::start(vec![]);
    let idle = Client::connect(&mock);
    let started = Instant::now();
    drop(mock);
    assert!(started.elapsed() < Duration::from_secs(2));
    let mut idle = idle;
    assert!(
        idle.closed_by_server(),
        "idle keep-alive connections end too"
    );
}

#[test]
fn ureq_reads_streams_and_sees_cuts() {
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two").pace_ms(5),
        Turn::text("three").cut_after(4),
    ]);
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let post = |path: &str| {
        let url = format!("{}{path}", mock.url());
        let request = agent.post(&url).header("content-type", "application/json");
        let mut response = request
            .send(json!({"stream": true}).to_string())
            .expect("response head");
        response.body_mut().read_to_string()
    };
    assert!(post(MESSAGES).unwrap().contains("event: message_stop"));
    assert!(post(CHAT).unwrap().ends_with("data: [DONE]\n\n"));
    assert!(
        post(RESPONSES).is_err(),
        "a cut stream is an error, never a success"
    );
}

#[test]
fn pace_records_a_client_that_leaves_mid_stream() {
    let mock = MockServer::start(vec![
        Turn::text("a slow answer that takes a while").pace_ms(400),
    ]);
    let mut client = Client::connect(&mock);
    client
        .reader
        .get_ref()
        .set_read_timeout(Some(Duration::from_millis(150)))
        .unwrap();
    client.send("POST", RESPONSES, &json!({"stream": true}), &[]);
    let reply = client.receive();
    assert!(!reply.complete);
    assert!(!reply.events().is_empty());
    drop(client);
    let left_at = Instant::now();
    let closes = mock.wait_for_closes(1, Duration::from_secs(5));
    assert_eq!(closes.len(), 1);
    assert!(closes[0].saturating_duration_since(left_at) < Duration::from_secs(2));
}
