//! Issue #27: `ama acp` on the raw wire (malformed lines get a JSON-RPC error and lose nothing,
//! unknown methods, authentication naming the missing key, stdout carrying protocol only) and
//! driven by the `acpx` CLI (a prompt whose write is approved, and one whose command is denied).

use std::io::{BufRead, BufReader, Write};
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, npm};

#[test]
fn malformed_lines_get_errors_and_the_next_request_is_answered() {
    let mock = MockServer::start(vec![]);
    let test = Test::new()
        .mock(&mock, "anthropic-messages")
        .env_remove("MOCK_API_KEY")
        .arg("acp");
    let mut child = test.spawn();
    let mut stdin = child.stdin.take().unwrap_or_else(|| panic!("stdin"));
    let stdout = child.stdout.take().unwrap_or_else(|| panic!("stdout"));
    let mut lines = BufReader::new(stdout).lines();
    let mut next = || -> Value {
        let line = lines
            .next()
            .and_then(Result::ok)
            .unwrap_or_else(|| panic!("ama closed stdout"));
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON on stdout ({e}): {line}"))
    };
    let mut send = |s: &str| {
        writeln!(stdin, "{s}").unwrap_or_else(|e| panic!("write: {e}"));
    };
    send("{this is not json");
    let e = next();
    assert_eq!(e["jsonrpc"], "2.0");
    assert_eq!(e["id"], Value::Null);
    assert_eq!(e["error"]["code"], -32700, "{e}");
    send(r#"{"jsonrpc":"2.0","id":"x","method":42}"#);
    let e = next();
    assert_eq!(
        (e["id"].clone(), e["error"]["code"].clone()),
        (json!("x"), json!(-32600))
    );

    send(r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":1}}"#);
    let init = next();
    assert_eq!(init["id"], 1);
    assert_eq!(init["result"]["protocolVersion"], 1);
    assert_eq!(init["result"]["agentCapabilities"]["loadSession"], true);
    assert_eq!(
        init["result"]["agentCapabilities"]["promptCapabilities"]["image"],
        true
    );
    assert_eq!(init["result"]["authMethods"][0]["id"], "ama-api-key");

    send(r#"{"jsonrpc":"2.0","id":2,"method":"session/fly","params":{}}"#);
    let e = next();
    assert_eq!(
        (e["id"].clone(), e["error"]["code"].clone()),
        (json!(2), json!(-32601))
    );

    send(r#"{"jsonrpc":"2.0","id":3,"method":"authenticate","params":{"methodId":"ama-api-key"}}"#);
    let e = next();
    assert_eq!(e["error"]["code"], -32000, "{e}");
    assert!(
        e["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("MOCK_API_KEY")),
        "{e}"
    );
    let cwd = test.path().display().to_string();
    send(&json!({"jsonrpc": "2.0", "id": 4, "method": "session/new", "params": {"cwd": cwd, "mcpServers": []}}).to_string());
    let e = next();
    assert_eq!(
        (e["id"].clone(), e["error"]["code"].clone()),
        (json!(4), json!(-32000))
    );
    send(
        r#"{"jsonrpc":"2.0","id":5,"method":"session/new","params":{"cwd":"relative/dir","mcpServers":[]}}"#,
    );
    let e = next();
    assert_eq!(e["error"]["code"], -32602, "{e}");
    drop(stdin);
    let out = test.finish(child);
    out.status(0);
}

/// acpx's exit code and stdout.
fn acpx(test: &Test, policy: &str, prompt: &str) -> Option<(Option<i32>, String)> {
    let bin = npm::bin("acpx")?;
    let ama = env!("CARGO_BIN_EXE_ama");
    let world = test.command();
    assert_eq!(world.get_program(), ama);
    let mut node = std::process::Command::new(bin);
    for (k, v) in world.get_envs() {
        match v {
            Some(v) => node.env(k, v),
            None => node.env_remove(k),
        };
    }
    node.env("PATH", npm::path_with_node())
        .current_dir(test.path())
        .args(["--agent", &format!("{ama} acp"), "--cwd"])
        .arg(test.path())
        .args([
            policy,
            "--format",
            "json",
            "--timeout",
            "60",
            "exec",
            prompt,
        ]);
    let out = node.output().unwrap_or_else(|e| panic!("run acpx: {e}"));
    eprintln!("acpx stderr:\n{}", String::from_utf8_lossy(&out.stderr));
    Some((
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    ))
}

#[test]
fn acpx_runs_a_prompt_whose_write_is_approved() {
    let mock = MockServer::start(vec![
        Turn::new().say("Writing it.").tool_call(
            "w1",
            "write",
            json!({"path": "hello.txt", "content": "hi from acpx\n"}),
        ),
        Turn::text("All done."),
    ]);
    let test = Test::new()
        .mock(&mock, "anthropic-messages")
        .timeout(Duration::from_secs(90));
    let Some((code, stdout)) = acpx(&test, "--approve-all", "write hello.txt") else {
        return;
    };
    assert_eq!(code, Some(0), "{stdout}");
    assert_eq!(test.read("hello.txt"), "hi from acpx\n");
    assert!(stdout.contains("session/request_permission"), "{stdout}");
    assert!(stdout.contains(r#""stopReason":"end_turn""#), "{stdout}");
}

#[test]
fn acpx_denied_command_does_not_run() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("b1", "bash", json!({"command": "touch made.txt"})),
        Turn::text("It was refused."),
    ]);
    let test = Test::new()
        .mock(&mock, "anthropic-messages")
        .timeout(Duration::from_secs(90));
    let Some((_, stdout)) = acpx(&test, "--deny-all", "make a file") else {
        return;
    };
    assert!(!test.path().join("made.txt").exists());
    assert!(stdout.contains(r#""status":"failed""#), "{stdout}");
    assert!(stdout.contains(r#""optionId":"reject_once""#), "{stdout}");
    assert!(stdout.contains(r#""stopReason":"end_turn""#), "{stdout}");
}
