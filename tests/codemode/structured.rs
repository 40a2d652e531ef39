//! `structured` values (issue #31, host-api.md `structured`): a host tool's `structured` and an
//! MCP tool's `structuredContent` reach a script as objects, whose nested fields it reads.

use std::time::Duration;

use serde_json::json;

use super::{node, run};
use crate::support::{Test, npm};

#[test]
fn a_host_tools_structured_value_reaches_the_script_as_an_object() {
    let Some(node) = node("node25") else { return };
    let host = format!(
        "{}/tests/fixtures/host/test_host.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let script = "const r = await tools.echo_upper({ text: 'hey' });\nreturn { kind: typeof r, upper: r.upper, length: r.nested.length };";
    let r = run(
        Test::new().env("HOST_MODE", "structured"),
        &node,
        &[script],
        json!({}),
        &["--host", &host],
    );
    r.out.status(0);
    let ends = r.ends();
    assert_eq!(ends.len(), 2, "{ends:?}");
    // The inner call's own result is the text; the script got the structured value.
    assert_eq!(ends[0].2, "HEY");
    assert_eq!(
        r.outer(),
        [(
            "{\n  \"kind\": \"object\",\n  \"length\": 3,\n  \"upper\": \"HEY\"\n}".to_string(),
            false
        )]
    );
}

#[test]
fn an_mcp_tools_structured_content_reaches_the_script_as_an_object() {
    let Some(node) = node("node25") else { return };
    let Some(bin) = npm::bin("mcp-server-everything") else {
        assert!(
            !std::env::var("CI").is_ok_and(|v| v == "true"),
            "CI must have mcp-server-everything"
        );
        eprintln!("SKIPPED: mcp-server-everything is not installed (.ci/run installs it)");
        return;
    };
    let config =
        json!({"mcpServers": {"ev": {"command": bin, "startupTimeoutMs": 60000}}}).to_string();
    let script = "const r = await tools['mcp__ev__get-structured-content']({ location: 'Chicago' });\nreturn r.conditions + ' at ' + r.temperature + ' C, humidity ' + r.humidity;";
    let r = run(
        Test::new()
            .env("PATH", npm::path_with_node())
            .timeout(Duration::from_secs(90)),
        &node,
        &[script],
        json!({}),
        &["--mcp-config", &config, "--permission-mode", "full-auto"],
    );
    r.out.status(0);
    assert_eq!(
        r.outer(),
        [(
            "Light rain / drizzle at 36 C, humidity 82".to_string(),
            false
        )],
        "{:?}",
        r.events()
    );
    // The signature in the description quotes the name that is not an identifier.
    let body = r.mock.requests()[0].body.to_string();
    assert!(
        body.contains("\\\"mcp__ev__get-structured-content\\\"(args: { location: "),
        "{body}"
    );
}
