//! Provider HTTP errors through the real binary: each names the provider, the URL requested and
//! the model; a 404 hints at the base URL by API; an auth failure never shows the key, even when
//! the provider echoes it, in stdout, stderr or the session file.

use std::path::Path;

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Every file under `dir`, read as text.
fn all_text_under(dir: &Path) -> String {
    let mut out = String::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return out;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            out.push_str(&all_text_under(&p));
        } else if let Ok(bytes) = std::fs::read(&p) {
            out.push_str(&String::from_utf8_lossy(&bytes));
        }
    }
    out
}

#[test]
fn openai_404_without_v1_suggests_adding_it() {
    let mock = MockServer::start(vec![Turn::text("never reached")]);
    let base = format!("http://127.0.0.1:{}", mock.port());
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"providers": {"mock": {"baseUrl": base}}}))
        .args(&["-p", "hi"])
        .run();
    out.status(1);
    out.stderr_contains(&format!(
        "HTTP 404 Not Found: mock: no route for POST /chat/completions (provider `mock`, POST {base}/chat/completions, model `mock-model`); OpenAI-style servers usually serve under `/v1`: try \"baseUrl\": \"{base}/v1\""
    ));
}

#[test]
fn anthropic_404_with_v1_suggests_removing_it() {
    let mock = MockServer::start(vec![Turn::text("never reached")]);
    let base = format!("{}/v1", mock.anthropic_url());
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"baseUrl": base}}}))
        .args(&["-p", "--output-format", "json", "hi"])
        .run();
    out.status(1);
    let r = out.json();
    let error = r["error"].as_str().unwrap_or_default();
    assert!(
        error.contains(&format!(
            "(provider `mock`, POST {base}/v1/messages, model `mock-model`); anthropic-messages adds `/v1/messages` itself, so the base URL must not end in `/v1`: try \"baseUrl\": \"{}\"",
            mock.anthropic_url()
        )),
        "{error}"
    );
}

#[test]
fn a_401_that_echoes_the_key_is_redacted_everywhere() {
    let key = "test-key-123";
    for api in [
        "anthropic-messages",
        "openai-completions",
        "openai-responses",
    ] {
        for format in ["text", "json", "stream-json"] {
            let mock = MockServer::start(vec![Turn::http_error(
                401,
                json!({"error": {"type": "authentication_error",
                    "message": format!("invalid x-api-key: {key}; also seen: sk-proj-Zz9_leaked-000111")}}),
            )]);
            let t = Test::new()
                .mock(&mock, api)
                .args(&["-p", "--output-format", format, "hi"]);
            let out = t.run();
            out.status(1);
            let seen = format!("{}{}", out.stdout, out.stderr);
            let case = format!("{api} {format}:\n{seen}");
            assert!(!seen.contains(key), "key shown: {case}");
            assert!(!seen.contains("sk-proj-Zz9"), "{case}");
            assert!(
                seen.contains("invalid x-api-key: [REDACTED]; also seen: [REDACTED]"),
                "{case}"
            );
            assert!(seen.contains("provider `mock`"), "{case}");
            assert!(seen.contains("model `mock-model`"), "{case}");
            // "the API key sent was refused", or "the API key from <source> was refused" once
            // the app layer registers where the key came from.
            assert!(
                seen.contains("the API key ") && seen.contains(" was refused"),
                "{case}"
            );
            let stored = all_text_under(&t.data_dir());
            assert!(stored.contains("[REDACTED]"), "error not stored: {case}");
            assert!(!stored.contains(key), "key stored on disk: {case}");
        }
    }
}

#[test]
fn a_refused_connection_names_provider_url_and_model_without_credentials() {
    // A port that was just free: connecting is refused at once.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let mock = MockServer::start(Vec::new());
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({
            "providers": {"mock": {"baseUrl": format!("http://user:pw-secret@127.0.0.1:{port}/v1")}},
            "retry": {"enabled": false}
        }))
        .args(&["-p", "hi"])
        .run();
    out.status(1);
    out.stderr_contains(&format!(
        "(provider `mock`, POST http://127.0.0.1:{port}/v1/chat/completions, model `mock-model`); check the network, the proxy settings and the provider's baseUrl"
    ));
    assert!(!out.stderr.contains("pw-secret"), "{}", out.stderr);
}

#[test]
fn a_stream_error_that_echoes_the_key_is_redacted() {
    let mock = MockServer::start(vec![
        Turn::stream_error(
            "authentication_error",
            "key test-key-123 was revoked mid-stream",
        )
        .say("some words"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"retry": {"enabled": false}}))
        .args(&["-p", "--output-format", "stream-json", "hi"]);
    let out = t.run();
    out.status(1);
    let seen = format!("{}{}", out.stdout, out.stderr);
    assert!(!seen.contains("test-key-123"), "{seen}");
    assert!(
        seen.contains("authentication_error: key [REDACTED] was revoked mid-stream"),
        "{seen}"
    );
    let stored = all_text_under(&t.data_dir());
    assert!(!stored.contains("test-key-123"), "key stored on disk");
}

#[test]
fn a_401_names_where_the_key_came_from() {
    let refused = || {
        MockServer::start(vec![Turn::http_error(
            401,
            json!({"error": {"type": "authentication_error", "message": "invalid x-api-key"}}),
        )])
    };
    let mock = refused();
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "hi"])
        .run();
    out.status(1);
    out.stderr_contains("the API key from the MOCK_API_KEY environment variable was refused");

    let mock = refused();
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "--api-key", "cli-key-4567890", "hi"])
        .run();
    out.status(1);
    out.stderr_contains("the API key from --api-key was refused");
    assert!(!out.stderr.contains("cli-key-4567890"), "{}", out.stderr);
}
