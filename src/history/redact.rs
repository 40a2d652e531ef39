//! Export redaction (sessions.md "export"): key- and token-shaped strings become `[REDACTED]`
//! — `sk-…`, `sk-ant-…`, `ghp_…`, `github_pat_…`, `xox?-…`, `AIza…`, `AKIA…`, `npm_…`, JWTs,
//! `Bearer` / `Basic` credentials, PEM private key blocks, and the value after `apiKey`,
//! `secret`, `token`, `password` or `authorization` followed by `:` or `=`. In JSON, a string
//! under a key that names a secret is blanked whole. Every key the configured providers hold is
//! redacted too, through `ai::secrets`, which knows them. Image base64 is kept. Shapes only:
//! this cannot promise to catch everything.

use std::sync::OnceLock;

use regex::{Captures, Regex};
use serde_json::Value;

use crate::ai::secrets::{self, REDACTED};

struct Patterns {
    tokens: Regex,
    pem: Regex,
    auth: Regex,
    assigned: Regex,
}

fn patterns() -> Option<&'static Patterns> {
    static P: OnceLock<Option<Patterns>> = OnceLock::new();
    P.get_or_init(|| {
        Some(Patterns {
            tokens: Regex::new(concat!(
                r"\b(?:sk-ant-[A-Za-z0-9_\-]{10,}",
                r"|sk-[A-Za-z0-9_\-]{16,}",
                r"|ghp_[A-Za-z0-9]{20,}",
                r"|github_pat_[A-Za-z0-9_]{20,}",
                r"|xox[abeprs]-[A-Za-z0-9\-]{10,}",
                r"|AIza[0-9A-Za-z_\-]{30,}",
                r"|AKIA[0-9A-Z]{16}",
                r"|npm_[A-Za-z0-9]{30,}",
                r"|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})\b"
            ))
            .ok()?,
            pem: Regex::new(
                r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)",
            )
            .ok()?,
            auth: Regex::new(r"\b(Bearer|Basic)(\s+)([A-Za-z0-9._~+/\-]{12,}=*)").ok()?,
            assigned: Regex::new(
                r#"(?i)\b([\w\-]*?(?:api[_\-]?key|secret|token|password|passwd|authorization))(\\?["']?\s*[:=]\s*\\?["']?)([^\s"'\\,;{}\[\]()<>]+)"#,
            )
            .ok()?,
        })
    })
    .as_ref()
}

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
        || k == "authorization"
        || k.ends_with("privatekey")
        || k.ends_with("accesskey")
}

/// Values after `token:` that are words, not secrets.
fn plain_value(v: &str) -> bool {
    v.len() < 6
        || matches!(
            v.to_ascii_lowercase().as_str(),
            "null"
                | "undefined"
                | "true"
                | "false"
                | "none"
                | "[redacted]"
                | "required"
                | "missing"
                | "bearer"
                | "basic"
        )
        || v.starts_with('$')
        || v.starts_with('<')
        || v.starts_with('[')
        || v.chars().all(|c| c.is_ascii_digit())
}

/// `text` with every secret-shaped string and every configured key replaced.
pub fn redact_text(text: &str, keys: &[String]) -> String {
    let extra: Vec<&str> = keys.iter().map(String::as_str).collect();
    let out = secrets::redact(text, &extra);
    let Some(p) = patterns() else { return out };
    let out = p.pem.replace_all(&out, REDACTED);
    let out = p.tokens.replace_all(&out, REDACTED);
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
    let out = p.assigned.replace_all(&out, |c: &Captures<'_>| {
        if plain_value(&c[3]) {
            c[0].to_string()
        } else {
            format!("{}{}{REDACTED}", &c[1], &c[2])
        }
    });
    out.into_owned()
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
                if secret_key(k) && item.is_string() {
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
