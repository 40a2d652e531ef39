//! The one typed error of ama. Its `Display` owns all user-facing wording: what failed, on which
//! input, and what to do next. Each variant maps to a stable `code` and a process exit code.
//! `Display` gives no front end's advice: the command line adds "Run `ama --help` …" to a usage
//! error it reports (`cli::report`); RPC and the slash commands report `Display` as it is.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug)]
/// Every error ama reports, library callers included: `Display` says what failed and what to do
/// next, `code` and `exit_code` classify it.
pub enum Error {
    /// Bad arguments that fit none of the typed families below (exit 2).
    Usage(String),
    /// A flag with no such name; `guess` is the nearest flag, with its long name when the guess
    /// is a short flag (exit 2).
    UnknownFlag {
        /// The flag as typed.
        flag: String,
        /// The nearest known flag, and its long name when that is a short flag.
        guess: Option<(String, Option<&'static str>)>,
    },
    /// A flag value outside the flag's fixed list; `guess` is the nearest allowed value (exit 2).
    NotOneOf {
        /// The flag.
        flag: String,
        /// The value given.
        value: String,
        /// The values the flag takes.
        allowed: Vec<String>,
        /// The nearest allowed value.
        guess: Option<String>,
    },
    /// A flag value that is not the number the flag takes; `want` says which, e.g. "a whole
    /// number" (exit 2).
    NotANumber {
        /// The flag.
        flag: String,
        /// The value given.
        value: String,
        /// What the flag takes, e.g. "a whole number".
        want: &'static str,
    },
    /// Flags that each choose something only one of them may choose (exit 2).
    Conflict {
        /// The flags that were given together.
        flags: Vec<&'static str>,
    },
    /// A short prompt that is a mistyped subcommand (`ama sesions`) (exit 2).
    MistypedSubcommand {
        /// The prompt's words as typed.
        typed: String,
        /// The subcommand it looks like.
        meant: String,
    },
    /// `ama help <name>` for a subcommand that does not exist (exit 2).
    UnknownSubcommand {
        /// The name given.
        name: String,
        /// The subcommands there are.
        known: Vec<&'static str>,
        /// The nearest subcommand.
        guess: Option<&'static str>,
    },
    /// `<flag> <id>#<n>` where `n` is not a user message number of session `id` (exit 2);
    /// `count` is how many user messages the session has when `n` is a number past them.
    BadMessageNumber {
        /// The flag (`--fork`, `--from`).
        flag: &'static str,
        /// The `<id>#<n>` as given.
        spec: String,
        /// The `n` part as given.
        number: String,
        /// The session id.
        session: String,
        /// How many user messages the session has, when `n` is a number past them.
        count: Option<usize>,
    },
    /// A prompt too large for the model's context window, refused before sending (exit 2):
    /// `len` bytes or more against a limit of `limit` bytes, estimated at `bytes_per_token`;
    /// `model` is `provider/id` and its context window when the model is known.
    PromptTooLarge {
        /// The prompt's size in bytes (at least).
        len: u64,
        /// The largest prompt in bytes the model's window takes.
        limit: u64,
        /// The bytes per token the estimate assumes.
        bytes_per_token: u64,
        /// `provider/id` and its context window in tokens, when the model is known.
        model: Option<(String, u64)>,
    },
    /// A config file could not be read or parsed (exit 3).
    Config {
        /// The config file.
        path: PathBuf,
        /// What is wrong with it.
        message: String,
    },
    /// No model chosen, or the chosen model does not exist (exit 4).
    NoModel(String),
    /// The model's provider needs a key and none was found (exit 4).
    NoKey {
        /// The provider.
        provider: String,
        /// Where a key can be given.
        hint: String,
    },
    /// A session file problem (exit 5).
    Session(String),
    /// A session file that does not read as the format says (exit 5). `line` is 1-based.
    SessionCorrupt {
        /// The session file.
        path: PathBuf,
        /// The 1-based line that does not read.
        line: u32,
        /// What is wrong with it.
        message: String,
    },
    /// Another live process holds the session file's lock (exit 5).
    SessionLocked {
        /// The session file.
        path: PathBuf,
        /// The process that holds its lock (the pid its lock file names).
        pid: i32,
        /// `None` when that process is ama; otherwise what it is (its command line).
        not_ama: Option<String>,
    },
    /// A file or process operation failed (exit 1).
    Io {
        /// What was being done, e.g. "create the trash directory".
        action: String,
        /// The file it was done to.
        path: PathBuf,
        /// The operating system's error.
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
            Error::PromptTooLarge { .. } => "prompt_too_large",
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
            // The usage family (`is_usage`).
            _ => "invalid_arguments",
        }
    }

    /// The process exit code ama exits with for this error (2 usage, 3 config, 4 model or key, 5
    /// session, 6 extension, 78 host version, 1 the rest).
    pub fn exit_code(&self) -> i32 {
        match self {
            Error::PromptTooLarge { .. } => exit::USAGE,
            Error::Config { .. } => exit::CONFIG,
            Error::NoModel(_) | Error::NoKey { .. } => exit::MODEL,
            Error::Session(_) | Error::SessionCorrupt { .. } | Error::SessionLocked { .. } => {
                exit::SESSION
            }
            Error::Io { .. } | Error::Run(_) => exit::ERROR,
            Error::Extension(_) => exit::EXTENSION,
            Error::HostVersion(_) => exit::HOST_VERSION,
            // The usage family (`is_usage`).
            _ => exit::USAGE,
        }
    }

    /// Whether this is a wrong argument (code `invalid_arguments`, exit 2): the error a front
    /// end may follow with its own advice on how to call it.
    pub fn is_usage(&self) -> bool {
        matches!(
            self,
            Error::Usage(_)
                | Error::UnknownFlag { .. }
                | Error::NotOneOf { .. }
                | Error::NotANumber { .. }
                | Error::Conflict { .. }
                | Error::MistypedSubcommand { .. }
                | Error::UnknownSubcommand { .. }
                | Error::BadMessageNumber { .. }
        )
    }

    /// An `Io` error: `action` (what was being done) on `path` failed with `source`.
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
            Error::Usage(m) => write!(f, "{m}"),
            Error::UnknownFlag { flag, guess } => {
                write!(f, "unknown flag `{flag}`")?;
                match guess {
                    Some((g, Some(long))) => write!(f, "; did you mean `{g}` (--{long})?"),
                    Some((g, None)) => write!(f, "; did you mean `{g}`?"),
                    None => Ok(()),
                }
            }
            Error::NotOneOf {
                flag,
                value,
                allowed,
                guess,
            } => {
                write!(f, "{flag} `{value}` is not one of {}", allowed.join(", "))?;
                match guess {
                    Some(g) => write!(f, " (did you mean `{g}`?)"),
                    None => Ok(()),
                }
            }
            Error::NotANumber { flag, value, want } => write!(f, "{flag} `{value}` is not {want}"),
            Error::Conflict { flags } => {
                write!(f, "{} cannot be combined; pick one", flags.join(" and "))
            }
            Error::MistypedSubcommand { typed, meant } => write!(
                f,
                "`ama {typed}` is not a subcommand; did you mean `{meant}`? To send `{typed}` to the model as a prompt, run `ama -p \"{typed}\"`"
            ),
            Error::UnknownSubcommand { name, known, guess } => {
                write!(
                    f,
                    "`ama help {name}`: there is no subcommand `{name}` (they are {})",
                    known.join(", ")
                )?;
                match guess {
                    Some(g) => write!(f, "; did you mean `ama help {g}`?"),
                    None => Ok(()),
                }
            }
            Error::BadMessageNumber {
                flag,
                spec,
                number,
                session,
                count,
            } => match count {
                Some(count) => write!(
                    f,
                    "{flag} `{spec}`: the session has {count} user messages; see `ama sessions show {session}`"
                ),
                None => write!(
                    f,
                    "{flag} `{spec}`: `#{number}` is not a user message number; see `ama sessions show {session}`"
                ),
            },
            Error::Config { path, message } => write!(
                f,
                "config file `{}` is invalid: {message}\nFix the file, or move it aside to use the defaults.",
                path.display()
            ),
            Error::PromptTooLarge {
                len,
                limit,
                bytes_per_token,
                model,
            } => {
                write!(
                    f,
                    "the prompt is {len} bytes or more (about {} tokens at {bytes_per_token} bytes a token) and cannot fit: ",
                    len / (*bytes_per_token).max(1)
                )?;
                match model {
                    Some((name, window)) => write!(
                        f,
                        "`{name}` has a context window of {window} tokens, about {limit} bytes"
                    )?,
                    None => write!(f, "the limit is {limit} bytes")?,
                }
                write!(
                    f,
                    ". Nothing was sent. Pass a shorter prompt, or name the file and let the model read the parts it needs"
                )
            }
            Error::NoModel(m) => write!(f, "{m}"),
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
            Error::SessionLocked {
                path,
                pid,
                not_ama: None,
            } => write!(
                f,
                "session file `{}` is in use by another ama process (pid {pid})\nWait for it to exit, or fork the session with `--fork`.",
                path.display()
            ),
            Error::SessionLocked {
                path,
                pid,
                not_ama: Some(what),
            } => write!(
                f,
                "session file `{}` is locked by pid {pid}, which is not ama ({what})\nThe lock is held by that process; end it, or fork the session with `--fork`.",
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

/// Every exit code ama uses, one place (docs/cli.md, "Exit codes", is the same table): a new code
/// is added here and there together, and the codes rpc.md gives keep their meaning.
pub mod exit {
    /// The run ended with a final answer and no limit was hit.
    pub const OK: i32 = 0;
    /// The run (or the command) failed.
    pub const ERROR: i32 = 1;
    /// Bad arguments.
    pub const USAGE: i32 = 2;
    /// A config file that cannot be read, parsed or used.
    pub const CONFIG: i32 = 3;
    /// No model, an unknown one, or no key for it.
    pub const MODEL: i32 = 4;
    /// A session that cannot be found, read, locked or created.
    pub const SESSION: i32 = 5;
    /// A hook, host adapter or required MCP server that could not start.
    pub const EXTENSION: i32 = 6;
    /// `--max-turns` was reached (`error_max_turns`).
    pub const MAX_TURNS: i32 = 7;
    /// `--max-budget-usd` was reached (`error_max_budget`).
    pub const MAX_BUDGET: i32 = 8;
    /// `--timeout` expired (`error_timeout`).
    pub const TIMEOUT: i32 = 9;
    /// `ama permissions check`: the call would ask.
    pub const PERMISSION_ASK: i32 = 10;
    /// `ama permissions check`: the call would be denied.
    pub const PERMISSION_DENY: i32 = 11;
    /// Nothing happened for `--idle-timeout` (`error_idle_timeout`).
    pub const IDLE_TIMEOUT: i32 = 12;
    /// A host adapter that speaks another HostApi version (rpc.md).
    pub const HOST_VERSION: i32 = 78;
    /// SIGHUP.
    pub const SIGHUP: i32 = 129;
    /// SIGINT.
    pub const SIGINT: i32 = 130;
    /// SIGTERM.
    pub const SIGTERM: i32 = 143;
}

/// A result whose error is ama's `Error` unless another is named.
pub type Result<T, E = Error> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::Error;

    #[test]
    fn the_usage_family_keeps_its_code_and_exit_and_gives_no_advice() {
        let family = [
            Error::Usage("x".into()),
            Error::UnknownFlag {
                flag: "--modle".into(),
                guess: Some(("--model".into(), None)),
            },
            Error::NotOneOf {
                flag: "--mode".into(),
                value: "jsn".into(),
                allowed: vec!["json".into(), "rpc".into()],
                guess: Some("json".into()),
            },
            Error::NotANumber {
                flag: "--max-turns".into(),
                value: "0".into(),
                want: "a positive whole number",
            },
            Error::Conflict {
                flags: vec!["--resume", "--fork"],
            },
            Error::MistypedSubcommand {
                typed: "sesions".into(),
                meant: "ama sessions".into(),
            },
            Error::UnknownSubcommand {
                name: "stat".into(),
                known: vec!["stats"],
                guess: Some("stats"),
            },
            Error::BadMessageNumber {
                flag: "--fork",
                spec: "ab12#x".into(),
                number: "x".into(),
                session: "ab12".into(),
                count: None,
            },
        ];
        for e in family {
            assert!(e.is_usage(), "{e}");
            assert_eq!((e.code(), e.exit_code()), ("invalid_arguments", 2), "{e}");
            assert!(!e.to_string().contains("--help"), "{e}");
        }
        let too_large = Error::PromptTooLarge {
            len: 9,
            limit: 8,
            bytes_per_token: 4,
            model: None,
        };
        assert!(!too_large.is_usage());
        assert_eq!(
            (too_large.code(), too_large.exit_code()),
            ("prompt_too_large", 2)
        );
    }

    #[test]
    fn typed_usage_errors_name_the_input_and_the_choices() {
        let e = Error::UnknownFlag {
            flag: "-M".into(),
            guess: Some(("-m".into(), Some("model"))),
        };
        assert_eq!(
            e.to_string(),
            "unknown flag `-M`; did you mean `-m` (--model)?"
        );
        let e = Error::NotOneOf {
            flag: "--mode".into(),
            value: "jsn".into(),
            allowed: vec!["json".into(), "rpc".into()],
            guess: Some("json".into()),
        };
        assert_eq!(
            e.to_string(),
            "--mode `jsn` is not one of json, rpc (did you mean `json`?)"
        );
        let e = Error::BadMessageNumber {
            flag: "--fork",
            spec: "ab12#9".into(),
            number: "9".into(),
            session: "ab12".into(),
            count: Some(2),
        };
        assert_eq!(
            e.to_string(),
            "--fork `ab12#9`: the session has 2 user messages; see `ama sessions show ab12`"
        );
    }
}
