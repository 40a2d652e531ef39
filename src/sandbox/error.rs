//! `SandboxError`: why a command could not be wrapped. Wrapping failing is an error, never a
//! reason to run the command unconfined.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SandboxError {
    /// A path of the policy contains a control character, which no profile may carry.
    ControlCharacter { path: PathBuf },
    /// The detected sandbox cannot restrict writes (`unshare`, `none`), so it cannot run bash.
    Unsupported { kind: &'static str },
}

impl SandboxError {
    /// A stable code for logs and tests.
    pub fn code(&self) -> &'static str {
        match self {
            SandboxError::ControlCharacter { .. } => "sandbox.control_character",
            SandboxError::Unsupported { .. } => "sandbox.unsupported",
        }
    }
}

impl fmt::Display for SandboxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SandboxError::ControlCharacter { path } => write!(
                f,
                "the sandbox refuses the path {:?}: it contains a control character; rename it or leave it out of sandbox.writable",
                path
            ),
            SandboxError::Unsupported { kind } => write!(
                f,
                "the sandbox `{kind}` cannot restrict writes, so it cannot confine this command; install bubblewrap or set sandbox.bash to \"off\""
            ),
        }
    }
}

impl std::error::Error for SandboxError {}
