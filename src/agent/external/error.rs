//! `ExternalError`: how running an external agent fails. Each says what failed, on which program
//! or agent, and what to do; the task ends with it as its error and the parent goes on.

use std::fmt;

use crate::agent::external::spec::{Runner, Spec};

#[derive(Debug)]
pub enum ExternalError {
    /// The program is not on `PATH` (or not at the configured path).
    NotInstalled {
        agent: String,
        program: String,
        fix: String,
    },
    /// It could not be started for another reason.
    Start {
        agent: String,
        program: String,
        why: String,
    },
    /// It exited (or closed its output) before the task was done.
    Died {
        agent: String,
        program: String,
        stderr: String,
    },
    /// It said something ama cannot use, or refused a request.
    Protocol {
        agent: String,
        program: String,
        what: String,
    },
    /// It did not answer in time.
    Timeout {
        agent: String,
        program: String,
        what: String,
    },
    /// It stopped reading its input: a message could not be written within `waited`.
    Stalled {
        agent: String,
        program: String,
        waited: std::time::Duration,
    },
    /// The first-run confirmation was not given.
    NotConfirmed { agent: String, why: String },
    /// The run was aborted.
    Aborted,
}

/// How to install or point ama at the program of `spec`.
pub fn install_fix(agent: &str, spec: &Spec) -> String {
    let key = format!("set `agents.external.{agent}.command` in config.json to its full path");
    match (spec.runner, spec.configured) {
        (_, true) => format!("install it, or fix `agents.external.{agent}.command` in config.json"),
        (Runner::Claude, false) => format!(
            "install Claude Code (`npm install -g @anthropic-ai/claude-code`) and log in by running `claude` once, or {key}"
        ),
        (Runner::Codex, false) => format!(
            "install Codex (`npm install -g @openai/codex`) and log in with `codex login`, or {key}"
        ),
        (Runner::Acp, false) => key,
    }
}

impl fmt::Display for ExternalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExternalError::NotInstalled {
                agent,
                program,
                fix,
            } => write!(
                f,
                "External agent `{agent}`: the program `{program}` is not installed (not found on PATH); {fix}."
            ),
            ExternalError::Start {
                agent,
                program,
                why,
            } => write!(
                f,
                "External agent `{agent}`: `{program}` could not be started: {why}. Check that it runs on its own in this folder."
            ),
            ExternalError::Died {
                agent,
                program,
                stderr,
            } => {
                write!(f, "External agent `{agent}`: `{program}` exited before the task was done")?;
                if stderr.trim().is_empty() {
                    write!(f, " (it wrote nothing on stderr)")?;
                } else {
                    write!(f, "; its last stderr lines:\n{}\n", stderr.trim_end())?;
                }
                write!(f, " Run it by hand to see why (is it logged in?), then retry the task.")
            }
            ExternalError::Protocol {
                agent,
                program,
                what,
            } => write!(
                f,
                "External agent `{agent}` (`{program}`): {what}. Check that its version speaks the protocol docs/agents.md names."
            ),
            ExternalError::Timeout {
                agent,
                program,
                what,
            } => write!(
                f,
                "External agent `{agent}` (`{program}`) did not answer {what} in time; it was stopped. Retry, or run it by hand to see whether it hangs."
            ),
            ExternalError::Stalled {
                agent,
                program,
                waited,
            } => write!(
                f,
                "External agent `{agent}` (`{program}`) stopped reading its input: a message to it could not be written within {} s, so it was stopped with everything it started. Run it by hand to see whether it hangs, then retry the task.",
                waited.as_secs()
            ),
            ExternalError::NotConfirmed { agent, why } => write!(
                f,
                "External agent `{agent}` did not run: {why}. Allow it with the rule `task({agent})` (--allow or permission.allow), or approve its first run when asked."
            ),
            ExternalError::Aborted => write!(f, "The task was aborted before it finished."),
        }
    }
}

impl std::error::Error for ExternalError {}
