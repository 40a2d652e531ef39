//! `AssistantEvent`: the provider-neutral stream every wire API is parsed into. Its JSON form is the
//! `assistantMessageEvent` of RPC `message_update` (deltas only, never the accumulated message).

use std::time::Duration;

use serde::Serialize;

use crate::ai::types::{AssistantMessage, StopReason, ToolCall, Usage};

#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum AssistantEvent {
    Start,
    TextStart {
        content_index: usize,
    },
    TextDelta {
        content_index: usize,
        delta: String,
    },
    TextEnd {
        content_index: usize,
        content: String,
    },
    ThinkingStart {
        content_index: usize,
    },
    ThinkingDelta {
        content_index: usize,
        delta: String,
    },
    ThinkingEnd {
        content_index: usize,
        content: String,
    },
    ToolcallStart {
        content_index: usize,
        id: String,
        name: String,
    },
    ToolcallDelta {
        content_index: usize,
        delta: String,
    },
    ToolcallEnd {
        content_index: usize,
        tool_call: ToolCall,
    },
    Done {
        reason: StopReason,
        message: AssistantMessage,
    },
    Error {
        reason: StopReason,
        message: AssistantMessage,
        #[serde(skip)]
        info: ErrorInfo,
    },
}

/// What kind of failure ended a stream; drives retries and exit codes, never serialised.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum ErrorKind {
    /// The user or the process aborted.
    Aborted,
    /// An HTTP status before the stream began.
    Http(u16),
    /// Connecting, TLS, a reset connection.
    Network,
    /// The stream ended before its final event.
    CutStream,
    /// No byte arrived within the idle timeout.
    Stall,
    /// The provider reported an error event mid-stream.
    Provider,
    /// The prompt is larger than the model's context window.
    ContextOverflow,
    #[default]
    Other,
}

impl ErrorKind {
    /// The stable code reported for this failure (`errorCode` in print results).
    pub fn code(&self) -> &'static str {
        match self {
            ErrorKind::Aborted => "aborted",
            ErrorKind::Http(401) | ErrorKind::Http(403) => "auth_error",
            ErrorKind::Http(429) => "rate_limited",
            ErrorKind::Http(_) => "http_error",
            ErrorKind::Network => "network_error",
            ErrorKind::CutStream => "stream_cut",
            ErrorKind::Stall => "stream_stalled",
            ErrorKind::Provider => "provider_error",
            ErrorKind::ContextOverflow => "context_overflow",
            ErrorKind::Other => "run_error",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ErrorInfo {
    pub kind: ErrorKind,
    pub retryable: bool,
    /// From `retry-after` / `retry-after-ms`.
    pub retry_after: Option<Duration>,
}

/// One item on a stream channel: an event plus the usage known at that moment.
#[derive(Clone, Debug)]
pub struct StreamItem {
    pub event: AssistantEvent,
    pub usage: Usage,
}

impl AssistantEvent {
    /// Whether this event ends the stream.
    pub fn is_final(&self) -> bool {
        matches!(
            self,
            AssistantEvent::Done { .. } | AssistantEvent::Error { .. }
        )
    }
}
