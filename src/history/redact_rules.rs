//! The shapes export redaction looks for, compiled once, and the judgement of whether the value
//! after a secret-named key is a secret or an ordinary word, number, placeholder or code
//! reference. `redact.rs` applies them; sessions.md "Export" states the same rules for users.

use std::sync::OnceLock;

use regex::Regex;

pub(super) struct Patterns {
    /// Provider tokens recognised by their prefix and length alone: replaced whole.
    pub tokens: Regex,
    /// Discord bot tokens: three dot-separated base64 parts (checked for a digit too).
    pub discord_bot: Regex,
    /// PEM private key blocks, up to their END line (or the end of the text if it is cut).
    pub pem: Regex,
    /// `scheme://user:password@host`: group 1 is kept, group 2 is the password.
    pub url_password: Regex,
    /// Slack and Discord webhook URLs: group 1 (scheme, host, fixed path) is kept.
    pub webhook: Regex,
    /// Azure connection strings and SAS signatures: group 1 (`AccountKey=`…) is kept.
    pub azure: Regex,
    /// `Bearer` / `Basic` credentials.
    pub auth: Regex,
    /// `key <sep> value` where the key names a secret; see [`Patterns::assigned`]'s groups.
    pub assigned: Regex,
    /// `--secret-flag value` (space-separated command-line option).
    pub flag: Regex,
}

/// The words that make a key a secret's name when the key ends with one of them.
const KEY_WORDS: &str = r"(?:password|passwd|passphrase|secret|token|api[_.\-]?key|access[_.\-]?key|private[_.\-]?key|secret[_.\-]?key|client[_.\-]?secret|credentials?|auth|authorization)";

/// The value after a separator: an escaped-quoted string (inside JSON text), a double- or
/// single-quoted string, or a bare word up to whitespace, a quote or punctuation.
const VALUE: &str = concat!(
    r#"(?:\\"(?P<eq>(?:[^"\\\n]|\\[^"\n])*)\\""#,
    r#"|"(?P<dq>(?:[^"\\\n]|\\.)*)""#,
    r"|'(?P<sq>[^'\n]*)'",
    r#"|(?P<bare>[^\s"'`\\,;&()\[\]{}<>=][^\s"'`\\,;&()\[\]{}<>]*))"#
);

pub(super) fn patterns() -> Option<&'static Patterns> {
    static P: OnceLock<Option<Patterns>> = OnceLock::new();
    P.get_or_init(compile).as_ref()
}

fn compile() -> Option<Patterns> {
    Some(Patterns {
        tokens: Regex::new(concat!(
            r"\b(?:sk-ant-[A-Za-z0-9_\-]{10,}",
            r"|sk-[A-Za-z0-9_\-]{16,}",
            r"|[sr]k_(?:live|test)_[A-Za-z0-9]{16,}",
            r"|gh[pousr]_[A-Za-z0-9]{30,}",
            r"|github_pat_[A-Za-z0-9_]{22,}",
            r"|glpat-[A-Za-z0-9_\-]{20,}",
            r"|hf_[A-Za-z0-9]{30,}",
            r"|xox[abeprs]-[A-Za-z0-9\-]{10,}",
            r"|ya29\.[A-Za-z0-9_\-]{20,}",
            r"|AIza[0-9A-Za-z_\-]{30,}",
            r"|(?:AKIA|ASIA)[0-9A-Z]{16}",
            r"|SK[0-9a-f]{32}",
            r"|pypi-[A-Za-z0-9_\-]{40,}",
            r"|SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{30,}",
            r"|npm_[A-Za-z0-9]{30,}",
            r"|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})\b"
        ))
        .ok()?,
        discord_bot: Regex::new(
            r"\b[MNO][A-Za-z0-9_\-]{23,27}\.[A-Za-z0-9_\-]{6,7}\.[A-Za-z0-9_\-]{27,40}\b",
        )
        .ok()?,
        pem: Regex::new(
            r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)",
        )
        .ok()?,
        url_password: Regex::new(r#"(?i)\b([a-z][a-z0-9+.\-]*://[^\s:/@"'<>]+:)([^\s@/"'<>]+)@"#)
            .ok()?,
        webhook: Regex::new(concat!(
            r"(https?://(?:hooks\.slack\.com/(?:services|workflows|triggers)/",
            r"|(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/))",
            r"[A-Za-z0-9_\-]+(?:/[A-Za-z0-9_\-]+)*"
        ))
        .ok()?,
        azure: Regex::new(
            r"(?i)\b((?:AccountKey|SharedAccessKey)=|[?&]sig=)([A-Za-z0-9+/%]{20,}(?:=|%3D){0,2})",
        )
        .ok()?,
        auth: Regex::new(r"\b(Bearer|Basic)(\s+)([A-Za-z0-9._~+/\-]{12,}=*)").ok()?,
        assigned: Regex::new(&format!(
            r#"(?i)(?P<key>[a-z0-9_.\-]*{KEY_WORDS})(?P<sep>\\?["']?[ \t]*(?::=|=>|[:=])[ \t]*){VALUE}"#
        ))
        .ok()?,
        flag: Regex::new(&format!(
            r"(?i)(?P<key>--[a-z0-9_\-]*{KEY_WORDS})(?P<sep>[ \t]+){VALUE}"
        ))
        .ok()?,
    })
}

/// Words that follow `token:` or `password =` in prose, configs and code without being secrets.
const WORDS: &[&str] = &[
    "null",
    "nil",
    "none",
    "undefined",
    "true",
    "false",
    "yes",
    "required",
    "optional",
    "missing",
    "invalid",
    "expired",
    "revoked",
    "empty",
    "hidden",
    "redacted",
    "bearer",
    "basic",
    "token",
    "password",
    "secret",
    "string",
    "oauth",
    "oauth2",
    "enabled",
    "disabled",
    "default",
    "generated",
    "unknown",
    "unset",
    "provided",
    "please",
    "example",
    "placeholder",
];

/// How a value was written, which decides how much of it reads as a literal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
    /// Quoted: a literal string.
    Quoted,
    /// `NAME=value` with nothing around `=`, or `--flag value`: a shell or config literal.
    Tight,
    /// `key: value`, `key = value`, `key := value`: a literal or a code reference.
    Loose,
}

/// Whether `v`, written in `form` and followed by `next`, is a secret to redact.
pub(super) fn is_secret(v: &str, form: Form, next: Option<char>) -> bool {
    if v.chars().count() < 6 || v.chars().all(|c| c.is_ascii_digit()) {
        return false;
    }
    let lower = v.to_ascii_lowercase();
    if WORDS.contains(&lower.as_str()) || placeholder(&lower) {
        return false;
    }
    // A path: `token: /run/secrets/token`, `credentials: ~/.aws/credentials` (not base64).
    if (v.starts_with('/') || v.starts_with("~/") || v.starts_with("./") || v.starts_with("../"))
        && v[1..].contains('/')
        && !v.contains(['+', '='])
        && !v.split('/').any(random_looking)
    {
        return false;
    }
    if form == Form::Quoted {
        return true;
    }
    // A call or an index: `token = get_token()`, `password=args[1]`.
    if matches!(next, Some('(' | '[')) {
        return false;
    }
    // A word or a dotted name (`auth: oauth`, `token = self.token`) outside a tight assignment.
    let wordish = v
        .chars()
        .all(|c| c.is_ascii_alphabetic() || c == '_' || c == '.');
    if wordish && form == Form::Loose {
        return false;
    }
    true
}

/// `$VAR`, `${VAR}`, `<token>`, `{{ secret }}`, `%s`, `[REDACTED]`, `****`, `xxxxxx`,
/// `your-api-key`: stand-ins, not values.
fn placeholder(lower: &str) -> bool {
    lower.starts_with(['$', '<', '{', '%', '['])
        || lower
            .chars()
            .all(|c| matches!(c, '*' | 'x' | '.' | '-' | '•' | '#'))
        || lower.starts_with("your")
        || lower.starts_with("example")
}

/// A segment of 16 characters or more mixing upper case, lower case and digits: base64, not a
/// file name (`/NthPKT2TIGgyDDrNor69oy/…` is an AWS secret key, not a path).
fn random_looking(segment: &str) -> bool {
    segment.len() >= 16
        && segment.chars().any(|c| c.is_ascii_uppercase())
        && segment.chars().any(|c| c.is_ascii_lowercase())
        && segment.chars().any(|c| c.is_ascii_digit())
}
