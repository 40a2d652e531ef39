//! `!` lines of the terminal UI (issue #29): the user's own shell command. It runs with the
//! session's bash tool (its working directory, environment, sandbox, output limits and a
//! deadline) but without the permission pipeline, since the user typed it (as Claude Code's `!`
//! does). The command and its output are kept as a `custom_message` (`ama.user-bash`,
//! `display: true`) on the session's branch, so the model sees them as context with the next
//! prompt and a resumed session still has them. Only between runs: the front end refuses it
//! while a run goes.

use serde_json::json;

use crate::agent::Agent;
use crate::agent::ops::SharedOps;
use crate::ai::types::UserContent;
use crate::error::{Error, Result};
use crate::session::entry::{Body, CustomMessage};
use crate::tools::ToolContext;
use crate::util::cancel::Cancel;

/// The `customType` of the entry.
pub const USER_BASH_TYPE: &str = "ama.user-bash";
/// How long a `!` command may run, in seconds (Esc stops it sooner).
pub const USER_BASH_TIMEOUT_S: u64 = 600;

/// What a `!` command did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UserBash {
    /// Its output as the bash tool returns it (stdout and stderr merged, limits applied).
    pub output: String,
    /// It failed (a non-zero exit, a timeout, Esc).
    pub failed: bool,
}

impl Agent {
    /// Runs `command` as the user's own bash command and records it for the model.
    pub fn user_bash(&self, command: &str, cancel: &Cancel) -> Result<UserBash> {
        let h = self.handle();
        let tool = h.config.tools.get_active("bash").ok_or_else(|| {
            Error::Run(format!(
                "cannot run `!{command}`: bash is not one of this session's tools; start ama without a --tools list that leaves it out"
            ))
        })?;
        let input = json!({"command": command, "timeout": USER_BASH_TIMEOUT_S});
        let ctx = ToolContext {
            cwd: &h.config.cwd,
            cancel,
            on_update: &|_| {},
            accepts_images: false,
            state: &h.config.tool_state,
        };
        let result = tool.execute(&input, &ctx);
        let output = result.joined_text().trim_end().to_string();
        let text = format!(
            "The user ran a shell command themselves (not a tool call):\n<bash-input>{command}</bash-input>\n<bash-output>{output}</bash-output>"
        );
        h.append(Body::CustomMessage(CustomMessage {
            custom_type: USER_BASH_TYPE.into(),
            content: UserContent::Text(text),
            display: true,
            details: Some(json!({"command": command, "output": output, "isError": result.is_error})),
        }))?;
        h.adopt(h.context()?);
        Ok(UserBash {
            output,
            failed: result.is_error,
        })
    }
}
