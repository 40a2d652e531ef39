//! `ProcessError`: how starting a child fails, worded for the person or model who asked for it.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug)]
pub enum ProcessError {
    /// The program could not be started.
    Spawn {
        program: String,
        cwd: PathBuf,
        source: std::io::Error,
    },
    /// The output file could not be handed to the child.
    Output {
        program: String,
        source: std::io::Error,
    },
    /// The command could not be put inside the OS sandbox (it is not run unconfined).
    Sandbox {
        program: String,
        source: crate::sandbox::SandboxError,
    },
}

impl ProcessError {
    /// A stable code for tests.
    #[cfg(test)]
    pub fn code(&self) -> &'static str {
        match self {
            ProcessError::Spawn { .. } => "process.spawn",
            ProcessError::Output { .. } => "process.output",
            ProcessError::Sandbox { .. } => "process.sandbox",
        }
    }

    /// Whether the program itself was not found (so a fallback program may be tried).
    pub fn is_not_found(&self) -> bool {
        matches!(self, ProcessError::Spawn { source, .. } if source.kind() == std::io::ErrorKind::NotFound)
    }

    /// The underlying I/O error.
    pub fn into_io(self) -> std::io::Error {
        match self {
            ProcessError::Spawn { source, .. } | ProcessError::Output { source, .. } => source,
            ProcessError::Sandbox { program, source } => std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                format!("`{program}` was not started: {source}"),
            ),
        }
    }
}

impl fmt::Display for ProcessError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProcessError::Spawn {
                program,
                cwd,
                source,
            } => write!(
                f,
                "could not start `{program}` in `{}`: {source}; check that it is installed and on PATH and that the directory exists",
                cwd.display()
            ),
            ProcessError::Output { program, source } => write!(
                f,
                "could not connect the output of `{program}`: {source}; check the number of open files (ulimit -n)"
            ),
            ProcessError::Sandbox { program, source } => {
                write!(f, "`{program}` was not started: {source}")
            }
        }
    }
}

impl std::error::Error for ProcessError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ProcessError::Spawn { source, .. } | ProcessError::Output { source, .. } => {
                Some(source)
            }
            ProcessError::Sandbox { source, .. } => Some(source),
        }
    }
}
