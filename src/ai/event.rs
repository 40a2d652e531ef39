//! `AssistantEvent`: the provider-neutral stream every wire API is parsed into. Its JSON form is the
//! `assistantMessageEvent` of RPC `message_update` (deltas only, never the accumulated message).

use std::time::Duration;

use serde::Serialize;

use crate::ai::types::{AssistantMessage, StopReason, ToolCall, Usage};

/// One step of a model's streamed reply, whatever the provider: a block (text, thinking, tool call)
/// starts, grows by deltas and ends, and the stream ends with `Done` or `Error`. `content_index`
/// is always the block's index in the reply's `content`.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum AssistantEvent {
    /// The reply began.
    Start,
    /// A text block began.
    TextStart {
        /// The block's index in the reply's content.
        content_index: usize,
    },
    /// More text for a text block.
    TextDelta {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The new text.
        delta: String,
    },
    /// A text block ended.
    TextEnd {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The block's whole text.
        content: String,
    },
    /// A thinking (reasoning) block began.
    ThinkingStart {
        /// The block's index in the reply's content.
        content_index: usize,
    },
    /// More text for a thinking block.
    ThinkingDelta {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The new text.
        delta: String,
    },
    /// A thinking block ended.
    ThinkingEnd {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The block's whole text.
        content: String,
    },
    /// A tool call began.
    ToolcallStart {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The call's id, which its result names.
        id: String,
        /// The tool called.
        name: String,
    },
    /// More of a tool call's JSON arguments, as text.
    ToolcallDelta {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The new argument text.
        delta: String,
    },
    /// A tool call ended, its arguments parsed.
    ToolcallEnd {
        /// The block's index in the reply's content.
        content_index: usize,
        /// The whole call.
        tool_call: ToolCall,
    },
    /// The reply ended normally.
    Done {
        /// Why it ended: `Stop`, `ToolUse` or `Length`.
        reason: StopReason,
        /// The whole reply.
        message: AssistantMessage,
    },
    /// The reply failed or was aborted.
    Error {
        /// `Error` or `Aborted`.
        reason: StopReason,
        /// The reply as far as it got, with its error message.
        message: AssistantMessage,
        /// What kind of failure, for retries and exit codes (never serialised).
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
    /// Anything else.
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

/// How a stream failed: its kind, whether a retry may help, and when the provider asked for one.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ErrorInfo {
    /// What kind of failure.
    pub kind: ErrorKind,
    /// Whether the same request may succeed if sent again.
    pub retryable: bool,
    /// From `retry-after` / `retry-after-ms`.
    pub retry_after: Option<Duration>,
}

/// One item on a stream channel: an event plus the usage known at that moment.
#[derive(Clone, Debug)]
pub struct StreamItem {
    /// The event.
    pub event: AssistantEvent,
    /// The token usage (and cost) known when it arrived.
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
