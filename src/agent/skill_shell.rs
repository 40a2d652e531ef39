//! What invoking a skill or a Claude Code command asks of the session (docs/skills.md): its
//! `` !`cmd` `` lines run as bash calls that the session's permission pipeline judges — with
//! the skill's `allowed-tools` as extra allow rules — before the prompt is sent, and its
//! `allowed-tools` are offered as allow rules for the run that prompt starts. As in Claude
//! Code, such a line is never asked about: a command the pipeline would ask for or deny does
//! not run, and a note says why.

use serde_json::json;

use crate::agent::Agent;
use crate::ai::types::ContentBlock;
use crate::permissions::pipeline::Decision;
use crate::permissions::rules::Rule;
use crate::tools::ToolContext;
use crate::util::cancel::Cancel;

/// How long one `` !`cmd` `` may run, in seconds.
pub const SHELL_TIMEOUT_S: u64 = 30;

/// What became of one `` !`cmd` ``.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShellLine {
    /// It ran: its output as the bash tool returns it (stdout and stderr merged).
    Ran(String),
    /// It did not run: why, for the note that replaces it.
    Refused(String),
}

impl Agent {
    /// Judges `command` as a bash call with `allowed` added to the allow rules and, when the
    /// pipeline allows it, runs it with the bash tool (its sandbox, environment and a
    /// `SHELL_TIMEOUT_S` deadline).
    pub fn skill_shell(&self, command: &str, allowed: &[Rule]) -> ShellLine {
        let h = self.handle();
        let Some(tool) = h.config.tools.get_active("bash") else {
            return ShellLine::Refused(
                "bash is not one of this session's tools (see --tools)".to_string(),
            );
        };
        let input = json!({"command": command, "timeout": SHELL_TIMEOUT_S});
        let verdict =
            h.config
                .permissions
                .evaluate_with("bash", tool.permission(), &input, allowed);
        match verdict.decision {
            Decision::Allow => {}
            Decision::Deny => return ShellLine::Refused(verdict.reason),
            Decision::Ask => {
                return ShellLine::Refused(format!(
                    "it needs approval ({}) and a skill's commands are never asked about; allow it in the skill's `allowed-tools` (`Bash({command})`) or with an allow rule",
                    verdict.reason.trim_end_matches('.')
                ));
            }
        }
        let cancel = Cancel::new();
        let ctx = ToolContext {
            cwd: &h.config.cwd,
            cancel: &cancel,
            on_update: &|_| {},
            accepts_images: false,
            state: &h.config.tool_state,
        };
        let output = tool.execute(&input, &ctx);
        let text: Vec<&str> = output
            .content
            .iter()
            .filter_map(|b| match b {
                ContentBlock::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        ShellLine::Ran(text.join("\n").trim_end().to_string())
    }

    /// Offers `rules` (a skill's `allowed-tools`) for the run that starts with exactly
    /// `prompt`; they end when the next run starts.
    pub fn scope_allowed_tools(&self, prompt: &str, rules: Vec<Rule>) {
        self.handle()
            .config
            .permissions
            .scope_next_run(prompt, rules);
    }
}
