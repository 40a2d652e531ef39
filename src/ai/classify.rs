//! Stub: replaced by the providers helper. Turns HTTP failures into messages and `ErrorInfo`.

use std::time::Duration;

use crate::ai::event::{ErrorInfo, ErrorKind};

/// Message and classification for an HTTP error status with its body.
pub fn http_error(status: u16, body: &str, retry_after: Option<Duration>) -> (String, ErrorInfo) {
    let retryable = status == 429 || status >= 500;
    (
        format!("HTTP {status}: {body}"),
        ErrorInfo { kind: ErrorKind::Http(status), retryable, retry_after },
    )
}

/// Whether an error text says the prompt exceeded the context window.
pub fn is_context_overflow(text: &str) -> bool {
    text.contains("prompt is too long") || text.contains("context_length_exceeded")
}
