//! The one typed error of ama. Its `Display` owns all user-facing wording: what failed, on which
//! input, and what to do next. Each variant maps to a stable `code` and a process exit code.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug)]
pub enum Error {
    /// Bad command-line arguments (exit 2).
    Usage(String),
    /// A prompt too large for the model's context window, refused before sending (exit 2).
    PromptTooLarge(String),
    /// A config file could not be read or parsed (exit 3).
    Config { path: PathBuf, message: String },
    /// No model chosen, or the chosen model does not exist (exit 4).
    NoModel(String),
    /// The model's provider needs a key and none was found (exit 4).
    NoKey { provider: String, hint: String },
    /// A session file problem (exit 5).
    Session(String),
    /// A session file that does not read as the format says (exit 5). `line` is 1-based.
    SessionCorrupt {
        path: PathBuf,
        line: u32,
        message: String,
    },
    /// Another live process holds the session file's lock (exit 5).
    SessionLocked { path: PathBuf, pid: i32 },
    /// A file or process operation failed (exit 1).
    Io {
        action: String,
        path: PathBuf,
        source: std::io::Error,
    },
    /// The run itself failed (exit 1).
    Run(String),
    /// A hook (or host) that had to start at startup could not (exit 6).
    Extension(String),
    /// A host adapter that speaks another HostApi version (exit 78, rpc.md's exit codes).
    HostVersion(String),
}

impl Error {
    /// The stable machine-readable code (RPC `code`, JSON output).
    pub fn code(&self) -> &'static str {
        match self {
            Error::Usage(_) => "invalid_arguments",
            Error::PromptTooLarge(_) => "prompt_too_large",
            Error::Config { .. } => "config_error",
            Error::NoModel(_) => "model_not_found",
            Error::NoKey { .. } => "no_api_key",
            Error::Session(_) => "session_error",
            Error::SessionCorrupt { .. } => "session_corrupt",
            Error::SessionLocked { .. } => "session_locked",
            Error::Io { .. } => "io_error",
            Error::Run(_) => "run_error",
            Error::Extension(_) => "extension_error",
            Error::HostVersion(_) => "host_version_mismatch",
        }
    }

    pub fn exit_code(&self) -> i32 {
        match self {
            Error::Usage(_) | Error::PromptTooLarge(_) => 2,
            Error::Config { .. } => 3,
            Error::NoModel(_) | Error::NoKey { .. } => 4,
            Error::Session(_) | Error::SessionCorrupt { .. } | Error::SessionLocked { .. } => 5,
            Error::Io { .. } | Error::Run(_) => 1,
            Error::Extension(_) => 6,
            Error::HostVersion(_) => 78,
        }
    }

    pub fn io(
        action: impl Into<String>,
        path: impl Into<PathBuf>,
        source: std::io::Error,
    ) -> Error {
        Error::Io {
            action: action.into(),
            path: path.into(),
            source,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Usage(m) => write!(f, "{m}\nRun `ama --help` for the list of flags."),
            Error::Config { path, message } => write!(
                f,
                "config file `{}` is invalid: {message}\nFix the file, or move it aside to use the defaults.",
                path.display()
            ),
            Error::PromptTooLarge(m) | Error::NoModel(m) => write!(f, "{m}"),
            Error::NoKey { provider, hint } => {
                write!(f, "no API key for provider `{provider}`: {hint}")
            }
            Error::Session(m) => write!(f, "{m}"),
            Error::SessionCorrupt {
                path,
                line,
                message,
            } => write!(
                f,
                "session file `{}` is corrupt at line {line}: {message}\nama never rewrites a session file: fix or remove that line by hand, or start a new session.",
                path.display()
            ),
            Error::SessionLocked { path, pid } => write!(
                f,
                "session file `{}` is in use by another ama process (pid {pid})\nWait for it to exit, or fork the session with `--fork`. If no ama process has pid {pid}, remove `{}.lock`.",
                path.display(),
                path.display()
            ),
            Error::Io {
                action,
                path,
                source,
            } => {
                write!(f, "could not {action} `{}`: {source}", path.display())
            }
            Error::Run(m) | Error::Extension(m) | Error::HostVersion(m) => write!(f, "{m}"),
        }
    }
}

impl std::error::Error for Error {}

pub type Result<T, E = Error> = std::result::Result<T, E>;
