//! Turns provider failures into one user-facing message and an `ErrorInfo`: whether a retry can
//! help, and whether the prompt overflowed the context window (which every provider words
//! differently, and which compaction rather than a retry fixes). Only the status and the body are
//! ever shown; headers carry keys.

use std::time::Duration;

use serde_json::Value;

use crate::ai::event::{ErrorInfo, ErrorKind};

/// The longest provider message shown, in characters.
const MAX_MESSAGE: usize = 500;

/// Message and classification for an HTTP error status with its body.
pub fn http_error(status: u16, body: &str, retry_after: Option<Duration>) -> (String, ErrorInfo) {
    let detail = provider_message(body);
    let head = match reason_phrase(status) {
        Some(reason) => format!("HTTP {status} {reason}"),
        None => format!("HTTP {status}"),
    };
    let text = if detail.is_empty() {
        head
    } else {
        format!("{head}: {detail}")
    };
    let overflow = status != 429 && (is_context_overflow(&detail) || is_context_overflow(body));
    let info = if overflow {
        ErrorInfo {
            kind: ErrorKind::ContextOverflow,
            retryable: false,
            retry_after: None,
        }
    } else {
        let retryable = matches!(status, 408 | 409 | 429) || (500..=599).contains(&status);
        ErrorInfo {
            kind: ErrorKind::Http(status),
            retryable,
            retry_after,
        }
    };
    (text, info)
}

/// Classifies an error the provider reported inside the stream (an `error` event, a failed
/// response): overflow wins over the provider's own retry hint.
pub fn stream_error(text: String, retryable: bool) -> (String, ErrorInfo) {
    let info = if is_context_overflow(&text) {
        ErrorInfo {
            kind: ErrorKind::ContextOverflow,
            retryable: false,
            retry_after: None,
        }
    } else {
        ErrorInfo {
            kind: ErrorKind::Provider,
            retryable,
            retry_after: None,
        }
    };
    (text, info)
}

/// Whether an error text says the prompt exceeded the context window.
pub fn is_context_overflow(text: &str) -> bool {
    let t = text.to_lowercase();
    // Rate limits also speak of tokens ("tokens per min"); they are not overflows.
    if t.contains("rate limit") || t.contains("rate_limit") || t.contains("per min") {
        return false;
    }
    const EXACT: [&str; 12] = [
        "prompt is too long",
        "prompt too long",
        "input is too long",
        "context_length_exceeded",
        "context_window_exceeded",
        "maximum context length",
        "max context length",
        "exceeds the context size",
        "exceeds the available context size",
        "reduce the length of the messages",
        "exceeds the maximum number of tokens",
        "too many tokens",
    ];
    if EXACT.iter().any(|p| t.contains(p)) {
        return true;
    }
    let exceeded = [
        "exceed",
        "too long",
        "too large",
        "overflow",
        "larger than",
        "longer than",
    ];
    [
        "context window",
        "context length",
        "context size",
        "context limit",
    ]
    .iter()
    .any(|c| t.contains(c))
        && exceeded.iter().any(|e| t.contains(e))
}

/// The provider's own words from an error body: `error.message`, `message`, a string `error` or
/// `detail`, or else the plain-text body; trimmed and capped.
pub fn provider_message(body: &str) -> String {
    let picked = match serde_json::from_str::<Value>(body) {
        Ok(v) => json_message(&v).unwrap_or_else(|| body.trim().to_string()),
        Err(_) => body.trim().to_string(),
    };
    cap(picked.trim())
}

fn json_message(v: &Value) -> Option<String> {
    // Some servers wrap the error in a one-element array.
    if let Some(first) = v.as_array().and_then(|a| a.first()) {
        return json_message(first);
    }
    let error = v.get("error");
    let candidates = [
        error.and_then(|e| e.get("message")),
        v.get("message"),
        error.filter(|e| e.is_string()),
        v.get("detail"),
    ];
    candidates
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .map(str::trim)
        .find(|s| !s.is_empty())
        .map(str::to_string)
}

fn cap(s: &str) -> String {
    match s.char_indices().nth(MAX_MESSAGE) {
        Some((cut, _)) => format!("{}…", &s[..cut]),
        None => s.to_string(),
    }
}

fn reason_phrase(status: u16) -> Option<&'static str> {
    Some(match status {
        400 => "Bad Request",
        401 => "Unauthorized",
        402 => "Payment Required",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        409 => "Conflict",
        413 => "Payload Too Large",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Entity",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        501 => "Not Implemented",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        529 => "Overloaded",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{http_error, is_context_overflow, provider_message};
    use crate::ai::event::{ErrorInfo, ErrorKind};

    #[test]
    fn anthropic_rate_limit_keeps_retry_after() {
        let body = r#"{"type":"error","error":{"type":"rate_limit_error","message":"Number of request tokens has exceeded your per-minute rate limit"}}"#;
        let (text, info) = http_error(429, body, Some(Duration::from_secs(7)));
        assert_eq!(
            text,
            "HTTP 429 Too Many Requests: Number of request tokens has exceeded your per-minute rate limit"
        );
        assert_eq!(
            info,
            ErrorInfo {
                kind: ErrorKind::Http(429),
                retryable: true,
                retry_after: Some(Duration::from_secs(7))
            }
        );
    }

    #[test]
    fn retryable_statuses() {
        let table = [
            (400, false),
            (401, false),
            (403, false),
            (404, false),
            (408, true),
            (409, true),
            (429, true),
            (500, true),
            (502, true),
            (503, true),
            (529, true),
        ];
        for (status, retryable) in table {
            let (_, info) = http_error(status, "{}", None);
            assert_eq!(info.retryable, retryable, "status {status}");
            assert_eq!(info.kind, ErrorKind::Http(status));
        }
    }

    #[test]
    fn overflow_is_its_own_kind_and_not_retryable() {
        let anthropic = r#"{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 208310 tokens > 200000 maximum"}}"#;
        let (text, info) = http_error(400, anthropic, Some(Duration::from_secs(1)));
        assert_eq!(
            text,
            "HTTP 400 Bad Request: prompt is too long: 208310 tokens > 200000 maximum"
        );
        assert_eq!(
            info,
            ErrorInfo {
                kind: ErrorKind::ContextOverflow,
                ..Default::default()
            }
        );
        // The code, not the message, says so.
        let openai = r#"{"error":{"message":"Input too big.","type":"invalid_request_error","code":"context_length_exceeded"}}"#;
        assert_eq!(
            http_error(400, openai, None).1.kind,
            ErrorKind::ContextOverflow
        );
        let llama = "the request exceeds the available context size, try increasing it";
        let (text, info) = http_error(500, llama, None);
        assert_eq!(text, format!("HTTP 500 Internal Server Error: {llama}"));
        assert_eq!(info.kind, ErrorKind::ContextOverflow);
        assert!(!info.retryable);
    }

    #[test]
    fn message_extraction() {
        let table = [
            (r#"{"error":{"message":" spaced "}}"#, "spaced"),
            (r#"{"message":"top level"}"#, "top level"),
            (r#"{"error":"plain string"}"#, "plain string"),
            (r#"{"detail":"fastapi style"}"#, "fastapi style"),
            (r#"[{"error":{"message":"in array"}}]"#, "in array"),
            ("  not json at all\n", "not json at all"),
            (r#"{"unrelated":1}"#, r#"{"unrelated":1}"#),
            ("", ""),
        ];
        for (body, want) in table {
            assert_eq!(provider_message(body), want, "body {body}");
        }
        let long = "é".repeat(600);
        let got = provider_message(&long);
        assert_eq!(got.chars().count(), 501);
        assert!(got.ends_with('…'));
    }

    #[test]
    fn empty_body_and_unknown_status() {
        assert_eq!(http_error(503, "", None).0, "HTTP 503 Service Unavailable");
        assert_eq!(http_error(599, "  ", None).0, "HTTP 599");
        assert_eq!(http_error(599, "  ", None).1.kind, ErrorKind::Http(599));
    }

    #[test]
    fn overflow_texts() {
        let yes = [
            "prompt is too long: 210000 tokens > 200000 maximum",
            "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens. Please reduce the length of the messages.",
            "Error code: context_length_exceeded",
            "the request exceeds the available context size, try increasing it",
            "input length exceeds the context length",
            "prompt too long; exceeded max context length by 100 tokens",
            "Your input exceeds the context window of this model",
            "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
            "Input is too long for requested model.",
            "Requested token count exceeds the model's context limit",
            "too many tokens in the prompt",
        ];
        for t in yes {
            assert!(is_context_overflow(t), "should match: {t}");
        }
        let no = [
            "Overloaded",
            "invalid x-api-key",
            "Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000.",
            "This request would exceed the rate limit for your organization of 40,000 input tokens per minute",
            "max_tokens: 100000 > 64000, which is the maximum allowed number of output tokens",
            "the context window is 200k tokens",
            "",
        ];
        for t in no {
            assert!(!is_context_overflow(t), "should not match: {t}");
        }
    }

    #[test]
    fn overflow_texts_on_429_stay_rate_limits() {
        let (_, info) = http_error(429, "too many tokens", None);
        assert_eq!(info.kind, ErrorKind::Http(429));
        assert!(info.retryable);
    }
}
