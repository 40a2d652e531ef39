//! Export redaction (sessions.md "Export"): secret-shaped strings become `[REDACTED]` — provider
//! tokens known by their prefix (OpenAI, Anthropic, Stripe, GitHub, GitLab, Hugging Face, Slack,
//! Google, AWS, Twilio, PyPI, SendGrid, npm, Discord), JWTs, `Bearer` / `Basic` credentials, PEM
//! private key blocks, the password of a `scheme://user:password@host` URL, the secret part of
//! Slack and Discord webhook URLs, Azure `AccountKey=` / SAS signatures, and the value after a
//! key that names a secret in every common assignment syntax, the key name kept. In JSON, a
//! string under a key that names a secret is blanked whole. Every key the configured providers
//! hold is redacted too, through `ai::secrets`, which knows them. Image base64 is kept. The
//! shapes and the rules that keep ordinary words are in `redact_rules.rs`; the corpus in
//! tests/fixtures/redact/ holds both sides. Shapes only: this cannot promise to catch everything.

use regex::Captures;
use serde_json::Value;

use crate::ai::secrets::{self, REDACTED};

#[path = "redact_rules.rs"]
mod rules;

use rules::{Form, is_secret, patterns};

/// Whether a JSON key names a secret, so its string value is blanked whole.
pub(crate) fn secret_key(key: &str) -> bool {
    let k: String = key
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .collect::<String>()
        .to_ascii_lowercase();
    k.ends_with("apikey")
        || k.ends_with("secret")
        || k.ends_with("token") && !k.ends_with("maxtoken")
        || k.ends_with("password")
        || k.ends_with("passwd")
        || k.ends_with("passphrase")
        || k == "authorization"
        || k.ends_with("privatekey")
        || k.ends_with("accesskey")
        || k.ends_with("secretkey")
        || k.ends_with("credential")
        || k.ends_with("credentials")
}

/// The value after a secret-named key, replaced when [`is_secret`] judges it one; `text` is the
/// haystack the captures come from (for the character after the value).
fn assigned(c: &Captures<'_>, text: &str, flag: bool) -> String {
    let whole = c.get(0).map_or("", |m| m.as_str());
    let next = c.get(0).and_then(|m| text[m.end()..].chars().next());
    let (key, sep) = (&c["key"], &c["sep"]);
    let (value, open, close, form) = if let Some(v) = c.name("eq") {
        (v.as_str(), "\\\"", "\\\"", Form::Quoted)
    } else if let Some(v) = c.name("dq") {
        (v.as_str(), "\"", "\"", Form::Quoted)
    } else if let Some(v) = c.name("sq") {
        (v.as_str(), "'", "'", Form::Quoted)
    } else if let Some(v) = c.name("bare") {
        let tight = flag || sep == "=";
        (
            v.as_str(),
            "",
            "",
            if tight { Form::Tight } else { Form::Loose },
        )
    } else {
        return whole.to_string();
    };
    // `--no-password --verbose`: the next word is another option, not a value.
    let option = flag && value.starts_with('-');
    if !option && is_secret(value, form, next) {
        format!("{key}{sep}{open}{REDACTED}{close}")
    } else {
        whole.to_string()
    }
}

/// `text` with every secret-shaped string and every configured key replaced.
pub fn redact_text(text: &str, keys: &[String]) -> String {
    let extra: Vec<&str> = keys.iter().map(String::as_str).collect();
    let out = secrets::redact(text, &extra);
    let Some(p) = patterns() else { return out };
    let out = p.pem.replace_all(&out, REDACTED);
    let out = p.url_password.replace_all(&out, |c: &Captures<'_>| {
        if is_secret(&c[2], Form::Quoted, None) {
            format!("{}{REDACTED}@", &c[1])
        } else {
            c[0].to_string()
        }
    });
    let out = p
        .webhook
        .replace_all(&out, |c: &Captures<'_>| format!("{}{REDACTED}", &c[1]));
    let out = p
        .azure
        .replace_all(&out, |c: &Captures<'_>| format!("{}{REDACTED}", &c[1]));
    let out = p.tokens.replace_all(&out, REDACTED);
    let out = p.discord_bot.replace_all(&out, |c: &Captures<'_>| {
        if c[0].chars().any(|ch| ch.is_ascii_digit()) {
            REDACTED.to_string()
        } else {
            c[0].to_string()
        }
    });
    let out = p.auth.replace_all(&out, |c: &Captures<'_>| {
        let cred = &c[3];
        let credential_like = cred.chars().any(|ch| ch.is_ascii_digit())
            || cred.contains(['=', '+', '/', '.', '_', '-']);
        if credential_like {
            format!("{}{}{REDACTED}", &c[1], &c[2])
        } else {
            c[0].to_string()
        }
    });
    let flagged = p
        .flag
        .replace_all(&out, |c: &Captures<'_>| assigned(c, &out, true))
        .into_owned();
    p.assigned
        .replace_all(&flagged, |c: &Captures<'_>| assigned(c, &flagged, false))
        .into_owned()
}

/// Redacts every string of a JSON value in place; strings under secret-named keys are blanked
/// whole, and the `data` of image blocks is kept.
pub fn redact_value(v: &mut Value, keys: &[String]) {
    match v {
        Value::String(s) => {
            let r = redact_text(s, keys);
            if r != *s {
                *s = r;
            }
        }
        Value::Array(items) => {
            for item in items {
                redact_value(item, keys);
            }
        }
        Value::Object(map) => {
            let image = map.get("type").and_then(Value::as_str) == Some("image");
            for (k, item) in map.iter_mut() {
                if image && k == "data" {
                    continue;
                }
                if secret_key(k) && item.as_str().is_some_and(|s| !s.is_empty()) {
                    *item = Value::String(REDACTED.into());
                    continue;
                }
                redact_value(item, keys);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
#[path = "redact_tests.rs"]
mod tests;
