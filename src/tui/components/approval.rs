//! The approval dialog (tui.md "approvals"): what the call will do (bash: the full command;
//! write: path and line count; edit: each change as −/+), the pre-execution preview coloured by
//! severity, the auto-mode classifier's reason, and the keys: `y` allow, `n` / Esc deny, `a` allow
//! for this session, `v` view the full input. Sub-agent requests carry `[task:<agent>]`.
//! The timeout (`AMA_APPROVAL_TIMEOUT_MS`) is the caller's clock (`permissions::approvals`).

use crate::tui::component::Component;
use crate::tui::keys::{Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::{sanitize, sanitize_line};
use crate::tui::style::{Role, Style};

/// Rows of an edit's −/+ lines shown before `… n more`.
const MAX_EDIT_ROWS: usize = 12;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Info,
    Warn,
    Danger,
}

/// What the call does, per tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    Bash {
        command: String,
    },
    Write {
        path: String,
        lines: usize,
    },
    /// Each change as (old text, new text).
    Edit {
        path: String,
        changes: Vec<(String, String)>,
    },
    Other {
        summary: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApprovalRequest {
    pub tool: String,
    /// `Some(agent)` for a sub-agent's request; an empty agent shows `[task]`.
    pub agent: Option<String>,
    pub subject: Subject,
    pub preview: Vec<(Severity, String)>,
    /// The auto-mode classifier's one-line reason.
    pub auto_reason: Option<String>,
    /// The tool input as JSON text, for `v`.
    pub full_input: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Allow,
    Deny,
    AllowSession,
}

pub struct ApprovalDialog {
    req: ApprovalRequest,
    viewing: bool,
}

impl ApprovalDialog {
    pub fn new(req: ApprovalRequest) -> ApprovalDialog {
        ApprovalDialog {
            req,
            viewing: false,
        }
    }

    pub fn request(&self) -> &ApprovalRequest {
        &self.req
    }

    /// `Some(choice)` when the key answers; `v` toggles the full input and answers nothing.
    pub fn handle_key(&mut self, key: Key) -> Option<Choice> {
        if key.mods.ctrl || key.mods.alt {
            return None;
        }
        match key.code {
            KeyCode::Char('y') | KeyCode::Char('Y') => Some(Choice::Allow),
            KeyCode::Char('n') | KeyCode::Char('N') | KeyCode::Esc => Some(Choice::Deny),
            KeyCode::Char('a') | KeyCode::Char('A') => Some(Choice::AllowSession),
            KeyCode::Char('v') | KeyCode::Char('V') => {
                self.viewing = !self.viewing;
                None
            }
            _ => None,
        }
    }

    fn subject_lines(&self, width: usize) -> Vec<Line> {
        let pad = Line::raw("  ");
        let wrap = |text: &str, style: Style| -> Vec<Line> {
            sanitize(text)
                .split('\n')
                .flat_map(|l| Line::styled(l, style).wrap_with_prefix(width, &pad, &pad))
                .collect()
        };
        if self.viewing {
            return wrap(&self.req.full_input, Style::role(Role::Code));
        }
        match &self.req.subject {
            Subject::Bash { command } => wrap(command, Style::role(Role::Code)),
            Subject::Write { path, lines } => vec![
                Line::raw("  ")
                    .with(sanitize_line(path), Style::PLAIN.bold())
                    .with(format!("  ({lines} lines)"), Style::role(Role::Muted))
                    .truncate(width),
            ],
            Subject::Edit { path, changes } => {
                let mut out = vec![
                    Line::raw("  ")
                        .with(sanitize_line(path), Style::PLAIN.bold())
                        .truncate(width),
                ];
                let mut rows = Vec::new();
                for (old, new) in changes {
                    for l in sanitize(old).lines() {
                        rows.push(Line::styled(format!("  − {l}"), Style::role(Role::Error)));
                    }
                    for l in sanitize(new).lines() {
                        rows.push(Line::styled(format!("  + {l}"), Style::role(Role::Success)));
                    }
                }
                let more = rows.len().saturating_sub(MAX_EDIT_ROWS);
                out.extend(
                    rows.into_iter()
                        .take(MAX_EDIT_ROWS)
                        .map(|l| l.truncate(width)),
                );
                if more > 0 {
                    out.push(Line::styled(
                        format!("  … {more} more lines (v to view)"),
                        Style::role(Role::Muted),
                    ));
                }
                out
            }
            Subject::Other { summary } => wrap(summary, Style::PLAIN),
        }
    }
}

impl Component for ApprovalDialog {
    fn render(&self, width: usize) -> Vec<Line> {
        let mut out = vec![Line::styled("─".repeat(width), Style::role(Role::Warning))];
        let mut title = Line::new();
        match self.req.agent.as_deref() {
            Some("") => title.push("[task] ", Style::role(Role::Muted)),
            Some(a) => title.push(
                format!("[task:{}] ", sanitize_line(a)),
                Style::role(Role::Muted),
            ),
            None => &mut title,
        };
        title.push(
            format!("Allow {}?", sanitize_line(&self.req.tool)),
            Style::role(Role::Warning).bold(),
        );
        out.push(title.truncate(width));
        out.extend(self.subject_lines(width));
        if !self.viewing {
            let pad = Line::raw("  ");
            for (sev, text) in &self.req.preview {
                let st = match sev {
                    Severity::Danger => Style::role(Role::Error),
                    Severity::Warn => Style::role(Role::Warning),
                    Severity::Info => Style::role(Role::Muted),
                };
                out.extend(
                    Line::styled(sanitize_line(text), st).wrap_with_prefix(width, &pad, &pad),
                );
            }
        }
        if let Some(r) = &self.req.auto_reason {
            out.push(
                Line::styled(
                    format!("  Auto: {}", sanitize_line(r)),
                    Style::role(Role::Muted),
                )
                .truncate(width),
            );
        }
        let hint = Line::styled("y", Style::role(Role::Accent).bold())
            .with(" allow · ", Style::role(Role::Muted))
            .with("n", Style::role(Role::Accent).bold())
            .with(" deny · ", Style::role(Role::Muted))
            .with("a", Style::role(Role::Accent).bold())
            .with(" allow for this session · ", Style::role(Role::Muted))
            .with("v", Style::role(Role::Accent).bold())
            .with(
                if self.viewing {
                    " hide input"
                } else {
                    " view input"
                },
                Style::role(Role::Muted),
            );
        out.push(hint.truncate(width));
        out
    }
}

#[cfg(test)]
#[path = "approval_tests.rs"]
mod tests;
