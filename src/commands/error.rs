//! `CommandError`: the one error type of the command layer. A command fails on its arguments
//! (`Usage`, naming the input and the usage) or in the agent call it makes (`Agent`, keeping the
//! agent's code).

use std::fmt;

use crate::agent::AgentError;

#[derive(Debug)]
pub enum CommandError {
    /// The arguments do not fit the command; the message names them and shows the usage.
    Usage(String),
    /// A command that takes no arguments was given some.
    TakesNoArguments {
        command: String,
        got: String,
    },
    /// An argument that is not one of the command's words: `what` it should be ("thinking
    /// level") and the `choices`, worded for "use …".
    NotA {
        value: String,
        what: &'static str,
        choices: String,
    },
    Agent(AgentError),
}

impl CommandError {
    /// The stable machine-readable code (RPC's `code`).
    pub fn code(&self) -> &'static str {
        match self {
            CommandError::Usage(_)
            | CommandError::TakesNoArguments { .. }
            | CommandError::NotA { .. } => "invalid_arguments",
            CommandError::Agent(e) => e.code(),
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Usage(m) => write!(f, "{m}"),
            CommandError::TakesNoArguments { command, got } => {
                write!(f, "/{command} takes no arguments; got `{got}`")
            }
            CommandError::NotA {
                value,
                what,
                choices,
            } => write!(f, "`{value}` is not a {what}; use {choices}"),
            CommandError::Agent(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CommandError {}

impl From<AgentError> for CommandError {
    fn from(e: AgentError) -> CommandError {
        CommandError::Agent(e)
    }
}

impl From<crate::error::Error> for CommandError {
    fn from(e: crate::error::Error) -> CommandError {
        CommandError::Agent(AgentError::Core(e))
    }
}

impl From<CommandError> for AgentError {
    fn from(e: CommandError) -> AgentError {
        match e {
            CommandError::Agent(e) => e,
            usage => AgentError::InvalidArgument(usage.to_string()),
        }
    }
}
