//! `SandboxError`: why a command could not be wrapped. Wrapping failing is an error, never a
//! reason to run the command unconfined.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SandboxError {
    /// A path of the policy contains a control character, which no profile may carry.
    ControlCharacter { path: PathBuf },
    /// A writable path resolves to `/`: binding it would make every file writable and put the
    /// host's `/dev` back over the sandbox's.
    WritableRoot { path: PathBuf },
    /// The detected sandbox cannot restrict writes (`unshare`, `none`), so it cannot run bash.
    Unsupported { kind: &'static str },
}

impl SandboxError {
    /// A stable code for tests.
    #[cfg(test)]
    pub fn code(&self) -> &'static str {
        match self {
            SandboxError::ControlCharacter { .. } => "sandbox.control_character",
            SandboxError::WritableRoot { .. } => "sandbox.writable_root",
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
            SandboxError::WritableRoot { path } => write!(
                f,
                "the sandbox refuses the writable path {:?}: it is the root directory, which would leave nothing confined; remove it from sandbox.writable, or run without the sandbox (--no-sandbox)",
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
