//! The hooks layer's error: a configuration that cannot be used, or a hook that cannot start.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug)]
pub enum HookError {
    /// A hooks configuration that does not have Claude Code's shape.
    Config { file: PathBuf, message: String },
    /// A hook command whose process could not be started at all.
    Start { command: String, message: String },
}

impl HookError {
    pub fn code(&self) -> &'static str {
        match self {
            HookError::Config { .. } => "hook_config",
            HookError::Start { .. } => "hook_start",
        }
    }
}

impl fmt::Display for HookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HookError::Config { file, message } => write!(
                f,
                "the hooks in `{}` cannot be used: {message}; see docs/hooks.md for the format",
                file.display()
            ),
            HookError::Start { command, message } => write!(
                f,
                "the hook command `{command}` could not be started: {message}; check that the program exists and is executable, or remove the hook"
            ),
        }
    }
}

impl std::error::Error for HookError {}
