//! `AgentError`: the one error type of the agent layer. Each variant has a stable `code` (the RPC
//! response's `code`) and a message that says what failed, on which input, and what to do next.

use std::fmt;

#[derive(Debug)]
pub enum AgentError {
    /// A run is going and the command needs an idle session.
    Busy(String),
    /// An argument is missing, mistyped or out of range.
    InvalidArgument(String),
    /// The requested model is not in the catalogue or the config.
    ModelNotFound(String),
    /// The feature exists in the protocol but not in this build.
    NotImplemented(&'static str),
    /// The session thread is gone (it stopped, or the process is shutting down).
    SessionClosed,
    /// A wait passed its deadline.
    Timeout(String),
    /// A bug inside ama (a panic on the session thread), reported instead of hanging.
    Internal(String),
    /// A failure from a lower layer (session files, keys, config), with its own code.
    Core(crate::error::Error),
    /// A compaction or branch summary that did not happen; the session is unchanged.
    Compaction(CompactError),
}

impl AgentError {
    /// The stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            AgentError::Busy(_) => "busy",
            AgentError::InvalidArgument(_) => "invalid_arguments",
            AgentError::ModelNotFound(_) => "model_not_found",
            AgentError::NotImplemented(_) => "not_implemented",
            AgentError::SessionClosed => "session_closed",
            AgentError::Timeout(_) => "timeout",
            AgentError::Internal(_) => "internal_error",
            AgentError::Core(e) => e.code(),
            AgentError::Compaction(e) => e.code(),
        }
    }
}

impl fmt::Display for AgentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AgentError::Busy(m)
            | AgentError::InvalidArgument(m)
            | AgentError::ModelNotFound(m)
            | AgentError::Timeout(m)
            | AgentError::Internal(m) => write!(f, "{m}"),
            AgentError::NotImplemented(what) => {
                write!(f, "{what} is not available in this build yet")
            }
            AgentError::SessionClosed => write!(
                f,
                "the session thread has stopped; start a new session (`new_session`) or restart ama"
            ),
            AgentError::Core(e) => write!(f, "{e}"),
            AgentError::Compaction(e) => write!(f, "{}", e.message()),
        }
    }
}

impl std::error::Error for AgentError {}

impl From<crate::error::Error> for AgentError {
    fn from(e: crate::error::Error) -> AgentError {
        AgentError::Core(e)
    }
}

#[cfg(test)]
mod tests {
    use super::AgentError;

    #[test]
    fn codes_are_stable() {
        let cases = [
            (AgentError::Busy("x".into()), "busy"),
            (AgentError::InvalidArgument("x".into()), "invalid_arguments"),
            (AgentError::ModelNotFound("x".into()), "model_not_found"),
            (AgentError::NotImplemented("compaction"), "not_implemented"),
            (AgentError::SessionClosed, "session_closed"),
            (AgentError::Timeout("x".into()), "timeout"),
            (AgentError::Internal("x".into()), "internal_error"),
            (
                AgentError::Core(crate::error::Error::Session("x".into())),
                "session_error",
            ),
        ];
        for (e, code) in cases {
            assert_eq!(e.code(), code, "{e}");
        }
        assert!(
            AgentError::NotImplemented("compaction")
                .to_string()
                .contains("compaction")
        );
    }
}

/// Why a compaction did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum CompactError {
    /// The run was aborted while the summary was being written; nothing changed.
    Aborted,
    /// Too little before the kept turns to summarise.
    NothingToCompact(String),
    /// The summary request failed.
    Request(String),
    /// The session file could not be read or written.
    Session(String),
}
