//! The redaction corpus: strings that must be redacted, and near-misses that must survive. The
//! large corpus is in tests/fixtures/redact/ (one case a line, `\n` for a newline): each
//! positive line is followed by a tab and the secrets that must disappear, each replaced by
//! `[REDACTED]` and nothing else; each negative line must come out byte for byte.

use serde_json::json;

use super::{redact_text, redact_value};

const POSITIVE: &[&str] = &[
    "sk-proj-AbCdEf0123456789xyzXYZ",
    "sk-ant-api03-AbCdEfGhIjKlMnOp-0123456789",
    "sk-ant-admin01-ZZZZZZZZZZZZZZZZ",
    "sk-1234567890abcdefABCDEF",
    "ghp_0123456789abcdefghijABCDEFGHIJ012345",
    "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz",
    "xoxb-123456789012-1234567890123-AbCdEfGhIjKl",
    "xoxp-1234567890-abcdefghij",
    "xoxa-2-abcdef123456",
    "xoxs-99999999999-abc",
    "AIzaSyA-1234567890abcdefghijklmnopqrstu",
    "AKIAIOSFODNN7EXAMPLE",
    "AKIA0123456789ABCDEF",
    "npm_abcdefghijklmnopqrstuvwxyz0123456789",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJhbWEifQ.c2lnbmF0dXJlLXZhbHVl",
    "Authorization: Bearer abcdef0123456789ABCDEF",
    "Bearer 0123456789abcdefghij",
    "Bearer ya29.a0AfH6SMBxxxxxxxxxxxx",
    "Basic dXNlcjpwYXNzd29yZA==",
    "Basic YWxhZGRpbjpvcGVuc2VzYW1l",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----",
    "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq\n-----END PRIVATE KEY-----",
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
    "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg\n",
    "apiKey: abcdef123456",
    "api_key=zyxwvut98765",
    "API-KEY = \"hunter2hunter2\"",
    "password=hunter2!",
    "PASSWORD: correct-horse-battery",
    "secret: s3cr3t-value",
    "client_secret=abcdefghij",
    "token=abcdef123456",
    "access_token: ya29-abcdefgh",
    "GITHUB_TOKEN=abcdef0123",
    "authorization=Zm9vOmJhcg",
    "export OPENAI_API_KEY=abcdefghijkl123",
    "\"apiKey\":\"abcdefgh1234\"",
    "passwd = qwerty-uiop",
    "refresh_token='r-0123456789'",
    "db password: p@ssw0rd99",
    "x-api-key: abcdef-ghijkl-0987",
];

const NEGATIVE: &[&str] = &[
    "sk-learn is a library",
    "task-based scheduling",
    "disk-usage report",
    "sk-short",
    "ghp_short",
    "github_pat_",
    "xoxo-hugs-and-kisses",
    "xox-123",
    "AIza",
    "AKIA is an AWS prefix",
    "AKIAlowercase0123456",
    "npm_config_cache",
    "npm_package_version",
    "eyJhbGciOiJIUzI1NiJ9 alone",
    "Bearer token",
    "invalid Bearer authentication",
    "Basic authentication is required",
    "BEGIN PUBLIC KEY block",
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq\n-----END PUBLIC KEY-----",
    "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+g\n-----END CERTIFICATE-----",
    "max_tokens: 4096",
    "tokens: 12000",
    "token: null",
    "token count: 5",
    "password: required",
    "password=$DB_PASSWORD",
    "apiKey: ${ANTHROPIC_API_KEY}",
    "secret: <redacted>",
    "secretary: Jane Doe",
    "the token is expired",
    "the password must be 8 characters",
    "tokenizer=bpe",
    "passwords are hashed",
    "keyboard: us",
    "monkey=banana",
    "a secret plan",
    "authorization header missing",
    "Set the apiKey in the config",
    "sk_live is Stripe's prefix",
    "call_1 read src/parser.rs",
    "git push origin main",
    "https://example.com/path?page=2",
];

#[test]
fn corpus() {
    assert!(POSITIVE.len() >= 40 && NEGATIVE.len() >= 40);
    for s in POSITIVE {
        let r = redact_text(s, &[]);
        assert!(r.contains("[REDACTED]"), "not redacted: {s:?} -> {r:?}");
        // The secret part is gone: no run of 8 characters of it survives unless it was prose.
        assert_ne!(&r, s);
    }
    for s in NEGATIVE {
        assert_eq!(redact_text(s, &[]), *s, "redacted a near-miss");
    }
}

#[test]
fn secrets_are_gone_whole() {
    let r = redact_text("key sk-ant-api03-AbCdEfGhIjKlMnOp-0123456789 end", &[]);
    assert_eq!(r, "key [REDACTED] end");
    let r = redact_text("Authorization: Bearer abcdef0123456789ABCDEF", &[]);
    assert!(!r.contains("abcdef0123456789"), "{r}");
    let r = redact_text("password=hunter2!", &[]);
    assert_eq!(r, "password=[REDACTED]");
    let r = redact_text(
        "my key is plainword-1234-configured",
        &["plainword-1234-configured".into()],
    );
    assert_eq!(r, "my key is [REDACTED]");
}

#[test]
fn json_values() {
    let mut v = json!({
        "apiKey": "short",
        "headers": {"Authorization": "Basic xyz"},
        "text": "use sk-proj-AbCdEf0123456789xyzXYZ",
        "maxTokens": 4096,
        "content": [{"type": "image", "data": "AKIAIOSFODNN7EXAMPLE", "mimeType": "image/png"}],
    });
    redact_value(&mut v, &[]);
    assert_eq!(v["apiKey"], "[REDACTED]");
    assert_eq!(v["headers"]["Authorization"], "[REDACTED]");
    assert_eq!(v["text"], "use [REDACTED]");
    assert_eq!(v["maxTokens"], 4096);
    assert_eq!(v["content"][0]["data"], "AKIAIOSFODNN7EXAMPLE");
}

const POSITIVES: &str = include_str!("../../tests/fixtures/redact/positives.txt");
const NEGATIVES: &str = include_str!("../../tests/fixtures/redact/negatives.txt");

fn unescape(s: &str) -> String {
    s.replace("\\n", "\n")
}

#[test]
fn fixture_positives_lose_exactly_their_secrets() {
    let mut n = 0;
    let mut failures = Vec::new();
    for line in POSITIVES.lines().filter(|l| !l.is_empty()) {
        let mut cols = line.split('\t');
        let text = unescape(cols.next().unwrap_or_default());
        let secrets: Vec<String> = cols.map(unescape).collect();
        assert!(!secrets.is_empty(), "a positive names its secret: {line:?}");
        let mut want = text.clone();
        for secret in &secrets {
            assert!(
                want.contains(secret.as_str()),
                "{secret:?} is not in {text:?}"
            );
            want = want.replacen(secret.as_str(), "[REDACTED]", 1);
        }
        let got = redact_text(&text, &[]);
        if got != want || secrets.iter().any(|s| got.contains(s.as_str())) {
            failures.push(format!("{text:?}\n   got {got:?}\n  want {want:?}"));
        }
        n += 1;
    }
    assert!(n >= 100, "{n} positives");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn fixture_negatives_are_unchanged() {
    let mut n = 0;
    let mut failures = Vec::new();
    for line in NEGATIVES.lines().filter(|l| !l.is_empty()) {
        let text = unescape(line);
        let got = redact_text(&text, &[]);
        if got != text {
            failures.push(format!("{text:?} -> {got:?}"));
        }
        n += 1;
    }
    assert!(n >= 100, "{n} negatives");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn redaction_is_idempotent_over_the_corpus() {
    for line in POSITIVES.lines().filter(|l| !l.is_empty()) {
        let text = unescape(line.split('\t').next().unwrap_or_default());
        let once = redact_text(&text, &[]);
        assert_eq!(redact_text(&once, &[]), once, "{text:?}");
    }
}
