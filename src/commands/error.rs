//! `CommandError`: the one error type of the command layer. A command fails on its arguments
//! (`Usage`, naming the input and the usage) or in the agent call it makes (`Agent`, keeping the
//! agent's code).

use std::fmt;

use crate::agent::AgentError;

#[derive(Debug)]
pub enum CommandError {
    /// The arguments do not fit the command; the message names them and shows the usage.
    Usage(String),
    Agent(AgentError),
}

impl CommandError {
    /// The stable machine-readable code (RPC's `code`).
    pub fn code(&self) -> &'static str {
        match self {
            CommandError::Usage(_) => "invalid_arguments",
            CommandError::Agent(e) => e.code(),
        }
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Usage(m) => write!(f, "{m}"),
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
            CommandError::Usage(m) => AgentError::InvalidArgument(m),
            CommandError::Agent(e) => e,
        }
    }
}
