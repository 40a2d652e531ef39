//! The keys ama holds and where each came from, so that every error text ai/ produces can name a
//! key's source (`--api-key`, auth.json, config `apiKey`, an environment variable) and never the
//! key itself. A provider that echoes the key in an error body is redacted here, as are
//! `sk-…`-shaped tokens and `Bearer` credentials of 16 characters or more (so prose such as
//! "invalid Bearer authentication" survives), whoever they belong to.
//!
//! The app layer registers each key it resolves with [`register`]; a request's own key is always
//! redacted, registered or not.

use std::sync::{Mutex, OnceLock};

use regex::Regex;

/// What replaces a secret in text.
pub const REDACTED: &str = "[REDACTED]";

/// Keys shorter than this are not searched for: a local server's placeholder key such as `none`
/// would otherwise blank ordinary words out of every message.
const MIN_KEY_LEN: usize = 8;

/// Registered keys with their sources, in registration order.
fn table() -> &'static Mutex<Vec<(String, String)>> {
    static TABLE: OnceLock<Mutex<Vec<(String, String)>>> = OnceLock::new();
    TABLE.get_or_init(|| Mutex::new(Vec::new()))
}

/// Records `key` and where it came from (e.g. `--api-key`, `auth.json`, `config apiKey`, or
/// `the ANTHROPIC_API_KEY environment variable`). Registering a key again updates its source.
pub fn register(key: &str, source: &str) {
    if key.is_empty() {
        return;
    }
    let mut t = table().lock().unwrap_or_else(|p| p.into_inner());
    match t.iter_mut().find(|(k, _)| k == key) {
        Some(entry) => entry.1 = source.to_string(),
        None => t.push((key.to_string(), source.to_string())),
    }
}

/// Where a registered key came from.
pub fn source_of(key: &str) -> Option<String> {
    let t = table().lock().unwrap_or_else(|p| p.into_inner());
    t.iter().find(|(k, _)| k == key).map(|(_, s)| s.clone())
}

/// Every token that looks like a secret whatever its owner: OpenAI-style `sk-…` keys (Anthropic's
/// `sk-ant-…` included) and the credential after `Bearer`.
fn shaped() -> Option<&'static Regex> {
    static RE: OnceLock<Option<Regex>> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"(?:\bsk-[A-Za-z0-9_\-]{6,}|\bBearer\s+[A-Za-z0-9._~+/=\-]{16,})").ok()
    })
    .as_ref()
}

/// `text` with `extra` keys, every registered key and every secret-shaped token replaced by
/// [`REDACTED`].
pub fn redact(text: &str, extra: &[&str]) -> String {
    let mut keys: Vec<String> = extra
        .iter()
        .filter(|k| k.len() >= MIN_KEY_LEN)
        .map(|k| k.to_string())
        .collect();
    {
        let t = table().lock().unwrap_or_else(|p| p.into_inner());
        keys.extend(
            t.iter()
                .filter(|(k, _)| k.len() >= MIN_KEY_LEN)
                .map(|(k, _)| k.clone()),
        );
    }
    // Longest first, so a key that contains another is replaced whole.
    keys.sort_by_key(|k| std::cmp::Reverse(k.len()));
    let mut out = text.to_string();
    for key in &keys {
        if out.contains(key.as_str()) {
            out = out.replace(key.as_str(), REDACTED);
        }
    }
    match shaped() {
        Some(re) => re
            .replace_all(&out, |c: &regex::Captures<'_>| {
                let whole = &c[0];
                if whole.starts_with("Bearer") {
                    format!("Bearer {REDACTED}")
                } else {
                    REDACTED.to_string()
                }
            })
            .into_owned(),
        None => out,
    }
}

#[cfg(test)]
mod tests {
    use super::{REDACTED, redact, register, source_of};

    #[test]
    fn redaction_table() {
        register(
            "registered-key-0001",
            "the MOCK_API_KEY environment variable",
        );
        let table: [(&str, &[&str], String); 9] = [
            (
                "invalid x-api-key: request-key-42",
                &["request-key-42"],
                format!("invalid x-api-key: {REDACTED}"),
            ),
            (
                "key registered-key-0001 is revoked",
                &[],
                format!("key {REDACTED} is revoked"),
            ),
            (
                "Incorrect API key provided: sk-proj-AbC123_xyz-999.",
                &[],
                format!("Incorrect API key provided: {REDACTED}."),
            ),
            (
                "got sk-ant-api03-abcdefgh and sk-12",
                &[],
                format!("got {REDACTED} and sk-12"),
            ),
            (
                "header was Authorization: Bearer abc.def-ghi_jkl.mno",
                &[],
                format!("header was Authorization: Bearer {REDACTED}"),
            ),
            (
                "invalid Bearer authentication",
                &[],
                "invalid Bearer authentication".into(),
            ),
            // Short placeholder keys are left alone; ordinary words survive.
            (
                "none of this is secret",
                &["none"],
                "none of this is secret".into(),
            ),
            ("task-sk-ok desk-top", &[], "task-sk-ok desk-top".into()),
            // A key inside a longer key: the longer one is replaced whole.
            (
                "abcdefgh12345678",
                &["abcdefgh", "abcdefgh12345678"],
                REDACTED.to_string(),
            ),
        ];
        for (text, extra, want) in table {
            assert_eq!(redact(text, extra), want, "text {text}");
        }
    }

    #[test]
    fn sources_are_remembered_and_updated() {
        register("source-test-key-1", "auth.json");
        assert_eq!(source_of("source-test-key-1").as_deref(), Some("auth.json"));
        register("source-test-key-1", "--api-key");
        assert_eq!(source_of("source-test-key-1").as_deref(), Some("--api-key"));
        assert_eq!(source_of("never-registered"), None);
        register("", "ignored");
        assert_eq!(source_of(""), None);
    }
}
