//! Issue #26, phase 2 (part B): what MCP servers add to a session besides tools, through the
//! real binary against the mock LLM and server-everything over stdio: its prompts as
//! `/mcp__<server>__<prompt>` commands (RPC `get_commands`, RPC, line mode, the TUI), its
//! `instructions` in the system prompt's `mcp` section, and `@server:uri` resource mentions.

use std::path::PathBuf;
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::tmux::{AmaPane, Tmux};
use crate::support::{Test, npm};

const ARCH_URI: &str = "demo://resource/static/document/architecture.md";

fn everything_config() -> Option<String> {
    let bin = npm::bin("mcp-server-everything")?;
    Some(json!({"mcpServers": {"ev": {"command": bin, "args": ["stdio"]}}}).to_string())
}

fn test(mock: &MockServer, config: &str) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .env("PATH", npm::path_with_node())
        .args(&["--mcp-config", config])
        .timeout(Duration::from_secs(60))
}

/// The system prompt of an anthropic-messages request, as one text.
fn system(body: &Value) -> String {
    match &body["system"] {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .filter_map(|b| b["text"].as_str())
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    }
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

fn session_lines(t: &Test) -> Vec<Value> {
    let mut files: Vec<PathBuf> = Vec::new();
    let root = t.data_dir().join("sessions");
    for dir in std::fs::read_dir(root).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if f.path().extension().is_some_and(|e| e == "jsonl") {
                files.push(f.path());
            }
        }
    }
    assert_eq!(files.len(), 1, "{files:?}");
    std::fs::read_to_string(&files[0])
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

#[test]
fn rpc_lists_and_runs_an_mcp_prompt_and_the_server_instructions_reach_the_request() {
    let Some(config) = everything_config() else {
        return;
    };
    let mock = MockServer::start(vec![Turn::text("Sunny."), Turn::text("Analysed.")]);
    let t = test(&mock, &config);
    let mut c = start(&t);

    let list = ok(&mut c, json!({"type": "get_commands"}));
    let commands = list["commands"].as_array().cloned().unwrap_or_default();
    let find = |name: &str| commands.iter().find(|c| c["name"] == name).cloned();
    assert_eq!(
        find("mcp__ev__args-prompt"),
        Some(json!({
            "name": "mcp__ev__args-prompt",
            "description": "A prompt with two arguments, one required and one optional",
            "source": "mcp"
        }))
    );
    assert!(find("mcp__ev__simple-prompt").is_some(), "{commands:?}");

    // A missing required argument is refused before anything is sent.
    let r = c
        .request(
            json!({"type": "prompt", "message": "/mcp__ev__args-prompt"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r["success"], json!(false), "{r}");
    assert_eq!(r["code"], json!("invalid_arguments"), "{r}");
    assert_eq!(
        r["error"],
        json!(
            "/mcp__ev__args-prompt: the required argument `city` is missing; usage: /mcp__ev__args-prompt <city> [state] (values in this order, or as name=value; quote a value with spaces)"
        )
    );

    let data = ok(
        &mut c,
        json!({"type": "prompt", "message": "/mcp__ev__args-prompt Paris state=TX"}),
    );
    assert_eq!(data, json!({"disposition": "started"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));

    // A prompt that embeds a resource: its text is attached, named with server and URI.
    ok(
        &mut c,
        json!({"type": "prompt", "message": "/mcp__ev__resource-prompt Text 1"}),
    );
    c.wait_for(|v| v["type"] == "agent_settled", T)
        .unwrap_or_else(|| panic!("no second agent_settled"));

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2, "the refused prompt sent nothing");
    assert_eq!(
        last_user_texts(&reqs[0].body),
        ["What's weather in Paris, TX?"]
    );
    let texts = last_user_texts(&reqs[1].body);
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert_eq!(
        texts[0],
        "This prompt includes the Text resource with id: 1. Please analyze the following resource:"
    );
    assert!(
        texts[1].starts_with(
            "<mcp_resource server=\"ev\" uri=\"demo://resource/dynamic/text/1\" mimeType=\"text/plain\">\nResource 1: This is a plaintext resource created at "
        ) && texts[1].ends_with("\n</mcp_resource>"),
        "{texts:?}"
    );

    // The server's instructions: once, in their own section, the same bytes in every request.
    let sys = system(&reqs[0].body);
    let header = "Instructions from the MCP servers, in their own words (their tools are named mcp__<server>__<tool>):\n\n<mcp_server_instructions server=\"ev\">\n# Everything Server";
    assert_eq!(sys.matches(header).count(), 1, "{sys}");
    assert_eq!(sys.matches("<mcp_server_instructions").count(), 1);
    let (before, _) = sys.split_once(header).unwrap_or_default();
    assert!(before.contains("Guidelines:"), "after the rules: {sys}");
    let after = sys.split_once(header).map(|x| x.1).unwrap_or_default();
    assert!(
        after.contains("</mcp_server_instructions>\n\nCurrent working directory:"),
        "before the cwd section: {sys}"
    );
    assert_eq!(sys, system(&reqs[1].body), "the cached prefix is stable");

    // The session's first `system` entry records the section.
    c.close_stdin();
    let _ = c.wait(T);
    let lines = session_lines(&t);
    let first_system = lines
        .iter()
        .find(|l| l["type"] == "message" && l["message"]["role"] == "system")
        .cloned()
        .unwrap_or_default();
    let section = first_system["message"]["sections"]["mcp"]
        .as_str()
        .unwrap_or_default();
    assert!(
        section.starts_with("Instructions from the MCP servers")
            && section.contains("# Everything Server"),
        "{first_system}"
    );
}

#[test]
fn without_instructions_the_prompt_has_no_mcp_section() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "hi"])
        .run();
    out.status(0);
    let sys = system(&mock.model_requests()[0].body);
    assert!(sys.contains("Guidelines:"), "{sys}");
    assert!(!sys.contains("MCP servers"), "{sys}");
    assert!(!sys.contains("mcp_server_instructions"), "{sys}");
}

#[test]
fn rpc_resource_mentions_attach_the_text_or_send_nothing() {
    let Some(config) = everything_config() else {
        return;
    };
    let mock = MockServer::start(vec![Turn::text("Read it.")]);
    let t = test(&mock, &config);
    let mut c = start(&t);

    for (message, error) in [
        (
            "see @nope:demo://x".to_string(),
            "@nope:demo://x names an unknown MCP server `nope`; the configured servers are `ev`; nothing was sent".to_string(),
        ),
        (
            "see @ev:demo://resource/missing.md".to_string(),
            "cannot attach @ev:demo://resource/missing.md: MCP server `ev` refused ".to_string(),
        ),
    ] {
        let r = c
            .request(json!({"type": "prompt", "message": message}), T)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r["success"], json!(false), "{r}");
        let got = r["error"].as_str().unwrap_or_default();
        assert!(got.starts_with(&error), "{got}");
        assert!(got.ends_with("; nothing was sent"), "{got}");
    }

    let data = ok(
        &mut c,
        json!({"type": "prompt", "message": format!("Summarise @ev:{ARCH_URI}.")}),
    );
    assert_eq!(data, json!({"disposition": "started"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 1, "the failed mentions sent nothing");
    let texts = last_user_texts(&reqs[0].body);
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert_eq!(texts[0], format!("Summarise @ev:{ARCH_URI}."));
    assert!(
        texts[1].starts_with(&format!(
            "<mcp_resource server=\"ev\" uri=\"{ARCH_URI}\" mimeType=\"text/markdown\">\n# Everything Server – Architecture\n"
        )) && texts[1].ends_with("\n</mcp_resource>"),
        "{texts:?}"
    );
}

#[test]
fn line_mode_runs_a_prompt_command_and_a_resource_mention() {
    let Some(config) = everything_config() else {
        return;
    };
    let mock = MockServer::start(vec![Turn::text("One."), Turn::text("Two.")]);
    let t = test(&mock, &config).stdin(&format!(
        "/mcp__ev__args-prompt city=Paris town=x\n/mcp__ev__simple-prompt\nread @ev:{ARCH_URI}\n"
    ));
    let out = t.run();
    out.status(0)
        .stdout("One.\nTwo.\n")
        .stderr_contains("error: /mcp__ev__args-prompt: `town` is not one of its arguments; usage: /mcp__ev__args-prompt <city> [state]");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2);
    assert_eq!(
        last_user_texts(&reqs[0].body),
        ["This is a simple prompt without arguments."]
    );
    let texts = last_user_texts(&reqs[1].body);
    assert_eq!(texts[0], format!("read @ev:{ARCH_URI}"));
    assert!(
        texts
            .get(1)
            .is_some_and(|t| t.contains("# Everything Server – Architecture")),
        "{texts:?}"
    );
}

fn tui(t: &Test, config_file: &str) -> Option<Tmux> {
    if !Tmux::installed() {
        crate::support::skip::skipped("tmux is not installed");
        return None;
    }
    let path = npm::path_with_node();
    let tmux = AmaPane::new(t, "mcp-ux")
        .size(120, 30)
        .env(&format!(
            "MOCK_API_KEY=test-key-123 PATH='{}'",
            path.to_string_lossy()
        ))
        .args(&format!("--mcp-config {config_file}"))
        .start();
    tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    // The UI opens at once; the server's commands come with the line that says it is ready.
    tmux.wait_for("the server", |p| p.contains("MCP server `ev` is ready"));
    Some(tmux)
}

#[test]
fn tui_runs_a_prompt_command_and_completes_and_attaches_a_resource() {
    let Some(config) = everything_config() else {
        return;
    };
    let mock = MockServer::start(vec![Turn::text("Simple done."), Turn::text("Arch read.")]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("mcp.json", &config);
    let Some(tmux) = tui(&t, "mcp.json") else {
        return;
    };
    tmux.text("/mcp__ev__simple-prompt");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Simple done."));

    tmux.text("see @nope:demo://x");
    tmux.keys(&["Enter"]);
    tmux.wait_for("the error", |p| {
        p.contains("names an unknown MCP server `nope`")
    });
    tmux.keys(&["C-c"]);
    tmux.text("read @ev:demo://resource/static/document/arch");
    tmux.keys(&["Tab"]);
    tmux.wait_for("the completed URI", |p| {
        p.contains(&format!("read @ev:{ARCH_URI}"))
    });
    tmux.keys(&["Enter"]);
    tmux.wait_for("the answer", |p| p.contains("Arch read."));

    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 2, "the unknown server sent nothing");
    assert_eq!(
        last_user_texts(&reqs[0].body),
        ["This is a simple prompt without arguments."]
    );
    let texts = last_user_texts(&reqs[1].body);
    assert_eq!(texts[0].trim_end(), format!("read @ev:{ARCH_URI}"));
    assert!(
        texts.get(1).is_some_and(|t| t.starts_with(&format!(
            "<mcp_resource server=\"ev\" uri=\"{ARCH_URI}\" mimeType=\"text/markdown\">\n# Everything Server – Architecture"
        ))),
        "{texts:?}"
    );
}
