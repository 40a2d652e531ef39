//! The editor's `additionalDirectories` widen the project of their session only (docs/acp.md):
//! in `auto-edit` a write the model asks for into a listed directory runs without a permission
//! request and leaves the exact bytes; one into a directory that was not listed asks; a second
//! session of the same process without the directory asks there; `session/resume` with the
//! directory widens it again; the system prompt names the session's directories; a relative or missing directory, or the home directory, is refused with `-32602` on
//! `session/new`, `session/load` and `session/resume` alike.

use std::path::Path;
use std::time::Duration;

use serde_json::{Value, json};

use crate::acp_client::{Client, agent_text};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

fn requests(client: &Client) -> Vec<Value> {
    client
        .seen
        .iter()
        .filter(|v| v["op"] == "incoming" && v["method"] == "session/request_permission")
        .map(|v| v["params"].clone())
        .collect()
}

fn statuses(client: &Client, sid: &str, id: &str) -> Vec<String> {
    client
        .updates(sid)
        .iter()
        .filter(|u| u["toolCallId"] == id)
        .filter_map(|u| u["status"].as_str().map(String::from))
        .collect()
}

fn write(id: &str, path: &Path, content: &str) -> Turn {
    Turn::new().tool_call(
        id,
        "write",
        json!({"path": path.display().to_string(), "content": content}),
    )
}

fn open(client: &mut Client, method: &str, params: Value) -> Result<Value, Value> {
    let tag = client.request_async(method, params);
    client.response(tag)
}

#[track_caller]
fn refused(got: Result<Value, Value>, message: &str) {
    assert_eq!(got, Err(json!({"code": -32602, "message": message})));
}

#[test]
fn additional_directories_widen_the_project_of_their_session_only() {
    let test = Test::new().timeout(Duration::from_secs(90));
    let lib = test.root().join("lib");
    let other = test.root().join("other");
    for d in [&lib, &other] {
        std::fs::create_dir(d).unwrap_or_else(|e| panic!("{e}"));
    }
    let mock = MockServer::start(vec![
        write("w1", &lib.join("in.txt"), "inside\nbytes\n"),
        Turn::text("Wrote it."),
        write("w2", &other.join("out.txt"), "out\n"),
        Turn::text("Refused."),
        write("w3", &lib.join("second.txt"), "second\n"),
        Turn::text("Asked."),
        write("w4", &lib.join("resumed.txt"), "resumed\n"),
        Turn::text("Wrote it again."),
    ]);
    let test = test.mock(&mock, "anthropic-messages");
    let Some(mut client) = Client::start(&test, &["acp", "--permission-mode", "auto-edit"]) else {
        return;
    };
    client.request(
        "initialize",
        json!({"protocolVersion": 1, "clientCapabilities": {}}),
    );
    let cwd = test.path().display().to_string();
    let listed = lib.display().to_string();

    // Session A lists `lib`: the write there runs unasked, with the exact bytes.
    let a = client.request(
        "session/new",
        json!({"cwd": cwd, "mcpServers": [], "additionalDirectories": [listed]}),
    );
    let a = a["sessionId"].as_str().unwrap_or_default().to_string();
    let tag = client.prompt(&a, "write into lib");
    assert_eq!(client.response(tag), Ok(json!({"stopReason": "end_turn"})));
    assert_eq!(requests(&client), Vec::<Value>::new());
    assert_eq!(
        statuses(&client, &a, "w1"),
        ["pending", "in_progress", "completed"]
    );
    assert_eq!(
        std::fs::read(lib.join("in.txt")).unwrap_or_default(),
        b"inside\nbytes\n"
    );
    assert_eq!(agent_text(&client.updates(&a)), "Wrote it.");

    // `other` was not listed: the write asks, and rejected it leaves nothing.
    let tag = client.prompt(&a, "write into other");
    let asked = client.permit("reject_once");
    assert_eq!(asked["sessionId"], a.as_str());
    let out = other.join("out.txt").display().to_string();
    assert_eq!(
        asked["toolCall"],
        json!({
            "toolCallId": "w2", "kind": "edit", "title": format!("Write {out}"),
            "rawInput": {"path": out, "content": "out\n"}
        })
    );
    assert_eq!(client.response(tag), Ok(json!({"stopReason": "end_turn"})));
    assert_eq!(
        statuses(&client, &a, "w2").last().map(String::as_str),
        Some("failed")
    );
    assert!(!other.join("out.txt").exists());
    assert_eq!(requests(&client).len(), 1);

    // Session B of the same process does not list `lib`: the write there asks.
    let b = client.request("session/new", json!({"cwd": cwd, "mcpServers": []}));
    let b = b["sessionId"].as_str().unwrap_or_default().to_string();
    let tag = client.prompt(&b, "write into lib from b");
    let asked = client.permit("reject_once");
    assert_eq!(asked["sessionId"], b.as_str());
    assert_eq!(asked["toolCall"]["toolCallId"], "w3");
    assert_eq!(client.response(tag), Ok(json!({"stopReason": "end_turn"})));
    assert!(!lib.join("second.txt").exists());
    assert_eq!(requests(&client).len(), 2);

    // Bad directories are refused on every path, naming the entry.
    let relative = "`additionalDirectories` holds `lib`, which is not an absolute path; send each directory's absolute path";
    let missing_dir = test.root().join("missing").display().to_string();
    let missing = format!(
        "`additionalDirectories` holds `{missing_dir}`, which is not an existing directory; create it or leave it out of the list"
    );
    let got = open(
        &mut client,
        "session/new",
        json!({"cwd": cwd, "mcpServers": [], "additionalDirectories": ["lib"]}),
    );
    refused(got, relative);
    let got = open(
        &mut client,
        "session/new",
        json!({"cwd": cwd, "mcpServers": [], "additionalDirectories": [missing_dir]}),
    );
    refused(got, &missing);
    let got = open(
        &mut client,
        "session/load",
        json!({"sessionId": a, "cwd": cwd, "mcpServers": [], "additionalDirectories": ["lib"]}),
    );
    refused(got, relative);
    let got = open(
        &mut client,
        "session/resume",
        json!({"sessionId": b, "cwd": cwd, "mcpServers": [], "additionalDirectories": [missing_dir]}),
    );
    refused(got, &missing);
    let home = test.home().display().to_string();
    let got = open(
        &mut client,
        "session/new",
        json!({"cwd": cwd, "mcpServers": [], "additionalDirectories": [home]}),
    );
    refused(
        got,
        &format!(
            "`additionalDirectories` holds `{home}`, which is your home directory and would put every path inside the project; send the directories you work in instead"
        ),
    );

    // Session B resumed with `lib` listed: the write there runs unasked.
    let resumed = client.request(
        "session/resume",
        json!({"sessionId": b, "cwd": cwd, "mcpServers": [], "additionalDirectories": [listed]}),
    );
    assert_eq!(resumed["modes"]["currentModeId"], "auto-edit", "{resumed}");
    let tag = client.prompt(&b, "write into lib again");
    assert_eq!(client.response(tag), Ok(json!({"stopReason": "end_turn"})));
    assert_eq!(requests(&client).len(), 2);
    assert_eq!(
        std::fs::read(lib.join("resumed.txt")).unwrap_or_default(),
        b"resumed\n"
    );

    // The system prompt names the session's additional directories: A's and resumed B's, not
    // B's first.
    let real = std::fs::canonicalize(&lib).unwrap_or_else(|e| panic!("{e}"));
    let named = format!(
        "Additional working directories (inside the project): {}",
        real.display()
    );
    let names: Vec<bool> = mock
        .model_requests()
        .iter()
        .map(|r| r.body["system"].to_string().contains(&named))
        .collect();
    assert_eq!(names, [true, true, true, true, false, false, true, true]);
    assert_eq!(client.close(), 0);
}
