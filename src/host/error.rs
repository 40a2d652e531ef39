//! The host layer's one error: why a host adapter could not be started or set up. Each case maps
//! to the exit code host-api.md gives it (6 for a host that cannot start or answer, 78 for a
//! protocol version it does not speak).

use std::fmt;

#[derive(Debug)]
pub enum HostError {
    /// The program could not be started (missing, not executable, no `node`).
    Start { program: String, message: String },
    /// `init` was not answered with `ready` or `not_activated` in time.
    InitTimeout { program: String, ms: u64 },
    /// The host exited or broke the protocol before `ready`.
    Protocol { program: String, message: String },
    /// The host speaks another HostApi version.
    Version { program: String, got: String },
    /// A thread of the connection to the host could not be started.
    Thread { program: String, error: ThreadError },
}

/// A thread of the connection to a host that could not be started: its name and the system's
/// reason.
#[derive(Clone, Debug, PartialEq)]
pub struct ThreadError {
    pub name: String,
    pub cause: String,
}

impl fmt::Display for ThreadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ThreadError { name, cause } = self;
        write!(f, "ama could not start its thread `{name}`: {cause}")
    }
}

impl std::error::Error for ThreadError {}

/// Starts a named thread of the host connection.
pub(crate) fn spawn_thread(
    name: &str,
    job: impl FnOnce() + Send + 'static,
) -> Result<(), ThreadError> {
    std::thread::Builder::new()
        .name(name.into())
        .spawn(job)
        .map(drop)
        .map_err(|e| ThreadError {
            name: name.into(),
            cause: e.to_string(),
        })
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostError::Start { program, message } => write!(
                f,
                "the host adapter `{program}` could not be started: {message}; check the --host path (or the profile's \"host\") and that the program is executable"
            ),
            HostError::InitTimeout { program, ms } => write!(
                f,
                "the host adapter `{program}` did not answer `init` with `ready` or `not_activated` within {} s; make it read the `init` line from stdin and answer on stdout (docs/host.md), or remove --host",
                *ms as f64 / 1000.0
            ),
            HostError::Protocol { program, message } => write!(
                f,
                "the host adapter `{program}` failed during setup: {message}; see docs/host.md for the protocol"
            ),
            HostError::Thread { program, error } => write!(
                f,
                "the host adapter `{program}` could not be connected: {error}; the system is out of threads or memory, so end other programs and try again, or remove --host"
            ),
            HostError::Version { program, got } => write!(
                f,
                "the host adapter `{program}` speaks HostApi version {got}, but this ama speaks version {}; update the adapter or ama",
                crate::host::HOST_API_VERSION
            ),
        }
    }
}

impl std::error::Error for HostError {}
