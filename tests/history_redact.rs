//! Export redaction end to end (issue #24): a session the real binary wrote against the mock,
//! whose user prompt and bash tool result carry secrets of many shapes, exported as Markdown,
//! JSON and JSONL. The secrets are on disk in the session file; none is in any export, and the
//! text around them (key names, URL schemes and hosts, prose) is.

use serde_json::json;

use crate::sessions::{only_file, session_id};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Fake, shape-correct secrets (each says FAKE), none of them a real credential.
const STRIPE: &str = "sk_live_FAKE51Hx0aB2cD3eF4gH5iJ6kL";
const DB_PASS: &str = "Pg-FAKE-pass-2026";
const GITHUB: &str = "ghp_FAKE0123456789abcdefghijklmnopqrstuv";
const AWS_SECRET: &str = "FAKEwJalrXUtnFEMI/K7MDENG/bPxRfiCY0zz9z";
const SLACK_PATH: &str = "T0FAKE000/B0FAKE000/FAKEfakeFAKEfake0FAKEfake";
const PASSWORD: &str = "Hunter-FAKE-2026!";
const PEM_BODY: &str = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAFAKEFAKEFAKE";
const JWT: &str = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJGQUtFLXVzZXIifQ.FAKEsig0123456789abcdefABCDEF";

fn creds() -> String {
    format!(
        "GITHUB_TOKEN={GITHUB}\n\
         aws_secret_access_key = {AWS_SECRET}\n\
         slack: https://hooks.slack.com/services/{SLACK_PATH}\n\
         \"password\": \"{PASSWORD}\"\n\
         -----BEGIN OPENSSH PRIVATE KEY-----\n{PEM_BODY}\n-----END OPENSSH PRIVATE KEY-----\n\
         session {JWT} expires\n\
         the token budget is 200k; password policy unchanged\n"
    )
}

#[test]
fn export_in_every_format_removes_the_secrets_and_keeps_the_text_around_them() {
    let prompt = format!(
        "deploy with {STRIPE} against postgres://app:{DB_PASS}@db.internal/app, then read creds.txt"
    );
    let mock = MockServer::start(vec![
        Turn::new().say("Reading.").tool_call(
            "call_1",
            "bash",
            json!({"command": "cat creds.txt"}),
        ),
        Turn::text("Read it."),
    ]);
    let mut t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("creds.txt", creds())
        .args(&["-p", "--tools", "bash", &prompt]);
    t.run().status(0).stdout("Read it.\n");
    let path = only_file(&t);
    let id = session_id(&path);
    let raw = std::fs::read_to_string(&path).unwrap_or_default();
    let secrets = [
        STRIPE, DB_PASS, GITHUB, AWS_SECRET, SLACK_PATH, PASSWORD, PEM_BODY, JWT,
    ];
    for secret in secrets {
        let escaped = serde_json::to_string(secret).unwrap_or_default();
        assert!(
            raw.contains(escaped.trim_matches('"')),
            "the session file holds {secret} (else this test proves nothing):\n{raw}"
        );
    }
    let context = [
        "deploy with [REDACTED] against postgres://app:[REDACTED]@db.internal/app, then read creds.txt",
        "GITHUB_TOKEN=[REDACTED]",
        "aws_secret_access_key = [REDACTED]",
        "slack: https://hooks.slack.com/services/[REDACTED]",
        "\"password\": \"[REDACTED]\"",
        "session [REDACTED] expires",
        "the token budget is 200k; password policy unchanged",
    ];
    for format in ["md", "json", "jsonl"] {
        t = t
            .clear_args()
            .args(&["sessions", "export", &id, "--format", format]);
        let out = t.run();
        out.status(0);
        for secret in secrets {
            assert!(
                !out.stdout.contains(secret),
                "{format} export leaks {secret}:\n{}",
                out.stdout
            );
        }
        assert!(
            !out.stdout.contains("BEGIN OPENSSH PRIVATE KEY"),
            "{format}: the PEM block goes whole:\n{}",
            out.stdout
        );
        for text in context {
            // JSON and JSONL hold the text as JSON strings: look for it escaped.
            let want = if format == "md" {
                text.to_string()
            } else {
                let s = serde_json::to_string(text).unwrap_or_default();
                s.trim_matches('"').to_string()
            };
            assert!(
                out.stdout.contains(&want),
                "{format} export lost {want:?}:\n{}",
                out.stdout
            );
        }
    }
}
