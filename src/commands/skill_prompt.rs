//! A skill (`/skill:<name>`) or a Claude Code command (`/<name>`) turned into the prompt it
//! sends, as Claude Code does it (docs/skills.md): `${CLAUDE_SKILL_DIR}` and
//! `${CLAUDE_PLUGIN_ROOT}` become its folder and its plugin's root; `$ARGUMENTS`, `$1`, `$2`…
//! become the arguments (without a placeholder the arguments follow the body); each
//! `` !`cmd` `` (at the start of a line or after a space) runs through the session's permission
//! pipeline as a bash call with the skill's `allowed-tools` allowed, and its output — or a note
//! saying why it did not run — takes its place; the `allowed-tools` are then offered to the run
//! the prompt starts. Arguments are substituted inside a command too, so the pipeline judges
//! the command that actually runs.

use std::path::Path;

use crate::agent::Agent;
use crate::agent::skill_shell::ShellLine;
use crate::commands::{CommandError, Expanded, Front};
use crate::commands::templates::{has_positional, substitute};
use crate::permissions::rules::Rule;
use crate::skills::Skill;

/// Where a rule of `allowed-tools` says it came from.
const ORIGIN: &str = "allowed-tools";

/// One piece of a body: text, or the command of a `` !`cmd` ``.
#[derive(Debug, PartialEq, Eq)]
enum Piece<'a> {
    Text(&'a str),
    Shell(&'a str),
}

/// The prompt `skill` sends when invoked with `args`, its commands run through `agent`; in
/// line mode (whose one thread would have to answer) a command that needs approval is not run.
/// `Err` when the expansion was cancelled (Esc, `abort`): nothing is sent.
pub fn expand(
    agent: &Agent,
    skill: &Skill,
    args: &str,
    front: Front,
) -> Result<Expanded, CommandError> {
    let rules = allowed_rules(skill, agent.cwd()).0;
    let cancel = agent.expansion_cancel();
    let may_ask = front != Front::Line;
    let mut cancelled = false;
    let text = render(&placeholders(skill), args, &mut |cmd| {
        if cancelled {
            return String::new();
        }
        match agent.skill_shell(cmd, &rules, may_ask, &cancel) {
            ShellLine::Ran(out) => out,
            ShellLine::Refused(why) => format!("[`{cmd}` was not run: {why}]"),
            ShellLine::Cancelled => {
                cancelled = true;
                String::new()
            }
        }
    });
    if cancelled {
        return Err(CommandError::from(crate::error::Error::Extension(format!(
            "{} was cancelled while its `!` commands ran; nothing was sent",
            skill.path.display()
        ))));
    }
    agent.scope_allowed_tools(&text, rules);
    Ok(Expanded::text(text))
}

/// `body` with the arguments substituted and each `` !`cmd` `` replaced by what `shell` makes
/// of its command (arguments substituted); without a placeholder the arguments follow the body.
pub fn render(body: &str, args: &str, shell: &mut dyn FnMut(&str) -> String) -> String {
    let mut text = String::with_capacity(body.len());
    for piece in pieces(body) {
        match piece {
            Piece::Text(t) => text.push_str(&substitute(t, args)),
            Piece::Shell(cmd) => text.push_str(&shell(&substitute(cmd, args))),
        }
    }
    if !args.is_empty() && !body.contains("$ARGUMENTS") && !has_positional(body) {
        text = format!("{}\n\n{args}", text.trim_end());
    }
    text
}

/// The body with `${CLAUDE_SKILL_DIR}` and `${CLAUDE_PLUGIN_ROOT}` replaced.
fn placeholders(skill: &Skill) -> String {
    let mut body = skill
        .body
        .replace("${CLAUDE_SKILL_DIR}", &skill.dir().display().to_string());
    if let Some(root) = &skill.plugin_root {
        body = body.replace("${CLAUDE_PLUGIN_ROOT}", &root.display().to_string());
    }
    body
}

/// `allowed-tools` as ama allow rules, and a note for each entry that cannot be one.
pub fn allowed_rules(skill: &Skill, cwd: &Path) -> (Vec<Rule>, Vec<String>) {
    let mut rules = Vec::new();
    let mut notes = Vec::new();
    let root = skill.plugin_root.as_deref().unwrap_or(cwd);
    for entry in &skill.allowed_tools {
        let entry = match &skill.plugin_root {
            Some(r) => entry.replace("${CLAUDE_PLUGIN_ROOT}", &r.display().to_string()),
            None => entry.clone(),
        };
        match crate::claude::permissions::rule(&entry, root, cwd) {
            Ok(texts) => {
                for t in texts {
                    match Rule::parse(&t, ORIGIN) {
                        Ok(r) => rules.push(r),
                        Err(e) => notes.push(format!("`{entry}`: {e}")),
                    }
                }
            }
            Err(why) => notes.push(why),
        }
    }
    (rules, notes)
}

/// Splits `body` at its `` !`cmd` ``s: a `!` at the start of a line or after whitespace, a
/// backtick, a command without backticks or line breaks, a backtick.
fn pieces(body: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut text_start = 0;
    let mut i = 0;
    let bytes = body.as_bytes();
    while i + 1 < bytes.len() {
        let starts = bytes[i] == b'!'
            && bytes[i + 1] == b'`'
            && (i == 0 || bytes[i - 1].is_ascii_whitespace());
        if starts {
            let rest = &body[i + 2..];
            if let Some(end) = rest.find(['`', '\n']).filter(|&e| e > 0 && rest.as_bytes()[e] == b'`') {
                if text_start < i {
                    out.push(Piece::Text(&body[text_start..i]));
                }
                out.push(Piece::Shell(&rest[..end]));
                i += 2 + end + 1;
                text_start = i;
                continue;
            }
        }
        i += 1;
    }
    if text_start < body.len() {
        out.push(Piece::Text(&body[text_start..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Piece, pieces, render};

    #[test]
    fn arguments_reach_text_and_commands() {
        let mut ran = Vec::new();
        let out = render("Test $1: !`npm test $1`\nAll: $ARGUMENTS", "a.js b", &mut |c| {
            ran.push(c.to_string());
            format!("<{c}>")
        });
        assert_eq!(out, "Test a.js: <npm test a.js>\nAll: a.js b");
        assert_eq!(ran, ["npm test a.js"]);
        // A command's output is not substituted again.
        let out = render("!`echo`", "x", &mut |_| "cost $1".to_string());
        assert_eq!(out, "cost $1\n\nx");
    }

    #[test]
    fn shell_lines_are_found_where_claude_code_finds_them() {
        use Piece::{Shell, Text};
        let table: &[(&str, &[Piece])] = &[
            (
                "- Status: !`git status`\n- Branch: !`git branch --show-current`\n",
                &[
                    Text("- Status: "),
                    Shell("git status"),
                    Text("\n- Branch: "),
                    Shell("git branch --show-current"),
                    Text("\n"),
                ],
            ),
            ("!`date`", &[Shell("date")]),
            ("not!`this` nor !`` nor !`open\n`", &[Text("not!`this` nor !`` nor !`open\n`")]),
            ("", &[]),
        ];
        for (body, want) in table {
            assert_eq!(&pieces(body), want, "{body:?}");
        }
    }
}
