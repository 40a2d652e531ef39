use std::path::PathBuf;
use std::time::Duration;

use serde_json::json;

use super::{Approval, DEFAULT_STARTUP, Origin, Transport, merge, parse};

fn env(name: &str) -> Option<String> {
    (name == "TOKEN").then(|| "s3cret".to_string())
}

fn one(doc: serde_json::Value) -> Result<super::ServerConfig, String> {
    parse(&doc, "`.mcp.json`", Origin::User, &env).map(|mut v| v.remove(0))
}

#[test]
fn claude_code_entries_parse() {
    let s = one(json!({"mcpServers": {"fs": {
        "command": "npx", "args": ["-y", "srv", "${HOME_X:-/w}"],
        "env": {"K": "${TOKEN}"}, "cwd": "/tmp"
    }}}))
    .unwrap();
    assert_eq!(
        s.transport,
        Transport::Stdio {
            command: "npx".into(),
            args: vec!["-y".into(), "srv".into(), "/w".into()],
            env: vec![("K".into(), "s3cret".into())],
            cwd: Some(PathBuf::from("/tmp")),
        }
    );
    assert!(s.enabled && !s.required && !s.sandbox);
    assert_eq!(s.startup_timeout, DEFAULT_STARTUP);
    assert_eq!(s.approval, Approval::Annotations);
    let h = one(json!({"mcpServers": {"remote": {
        "type": "http", "url": "https://x.test/mcp",
        "headers": {"Authorization": "Bearer ${TOKEN}"},
        "required": true, "startupTimeoutMs": 500, "toolTimeoutMs": 9000,
        "enabledTools": ["a", "b"], "disabledTools": ["b"], "approval": "ask"
    }}}))
    .unwrap();
    assert_eq!(
        h.transport,
        Transport::Http {
            url: "https://x.test/mcp".into(),
            headers: vec![("Authorization".into(), "Bearer s3cret".into())],
        }
    );
    assert!(h.required);
    assert_eq!(h.startup_timeout, Duration::from_millis(500));
    assert_eq!(h.tool_timeout, Some(Duration::from_millis(9000)));
    assert!(h.offers("a") && !h.offers("b") && !h.offers("c"));
    assert_eq!(h.approval, Approval::Ask);
}

#[test]
fn errors_are_exact() {
    for (doc, want) in [
        (
            json!({"mcpServers": {"old": {"type": "sse", "url": "http://x"}}}),
            "`.mcp.json`: MCP server `old`: `type: \"sse\"` is the legacy HTTP+SSE transport, which ama does not support; if the server also speaks Streamable HTTP (most do, often at `/mcp`), write `\"type\": \"http\"` with that URL",
        ),
        (
            json!({"mcpServers": {"x": {"args": []}}}),
            "`.mcp.json`: MCP server `x`: a stdio server needs `command` (the program to start); an http server needs `\"type\": \"http\"` and `url`",
        ),
        (
            json!({"mcpServers": {"x": {"command": "a", "args": "b"}}}),
            "`.mcp.json`: MCP server `x`: `args` must be an array of strings, not a string",
        ),
        (
            json!({"mcpServers": {"x": {"command": "a", "env": {"K": "${NOPE}"}}}}),
            "`.mcp.json`: MCP server `x`: `env`: `${NOPE}` uses `${NOPE}`, which is not set; export NOPE, or give a default with `${NOPE:-value}`",
        ),
        (
            json!({"mcpServers": {"x": {"command": "a", "approval": "never"}}}),
            "`.mcp.json`: MCP server `x`: `approval` `never` is not one of annotations, ask, allow",
        ),
        (
            json!({"mcpServers": {"x": {"command": "a", "startupTimeoutMs": 0}}}),
            "`.mcp.json`: MCP server `x`: `startupTimeoutMs` must be a positive whole number of milliseconds, not a number",
        ),
        (
            json!({"mcpServers": {"a__b": {"command": "a"}}}),
            "`.mcp.json`: MCP server `a__b`: the name must have a letter or digit and no `__` (tools are named `mcp__<server>__<tool>`); rename the server",
        ),
        (
            json!({"mcpServers": {"x": {"type": "http", "url": "ftp://x"}}}),
            "`.mcp.json`: MCP server `x`: `url` `ftp://x` must start with http:// or https://",
        ),
        (
            json!({"mcpServers": []}),
            "`.mcp.json`: `mcpServers` must be an object from server names to server entries, not an array",
        ),
    ] {
        assert_eq!(one(doc.clone()).unwrap_err(), want, "{doc}");
    }
    let unknown = one(json!({"mcpServers": {"x": {"command": "a", "url": "u"}}})).unwrap_err();
    assert!(
        unknown.starts_with("`.mcp.json`: MCP server `x`: unknown key `url` for this transport"),
        "{unknown}"
    );
}

#[test]
fn merge_replaces_by_name_and_strict_keeps_flags() {
    let doc = |cmd: &str| json!({"mcpServers": {"a": {"command": cmd}, "b": {"command": cmd}}});
    let user = parse(&doc("u"), "u", Origin::User, &env).unwrap();
    let flag = parse(
        &json!({"mcpServers": {"b": {"command": "f"}}}),
        "f",
        Origin::Flag,
        &env,
    )
    .unwrap();
    let merged = merge(vec![user.clone(), flag.clone()], false);
    assert_eq!(merged.len(), 2);
    assert_eq!(merged[0].name, "a");
    assert_eq!(merged[1].origin, Origin::Flag);
    let strict = merge(vec![user, flag], true);
    assert_eq!(strict.len(), 1);
    assert_eq!(strict[0].name, "b");
    assert!(!Origin::Project { trusted: false }.trusted());
    assert!(Origin::Project { trusted: true }.trusted());
}
