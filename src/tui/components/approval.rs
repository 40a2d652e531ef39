//! The approval dialog (tui.md "approvals"): what the call will do (bash: the full command;
//! write: path, line count and the first lines of the content, syntax-coloured by the path's
//! extension (`tui::highlight`), `v` showing every line;
//! edit: each change as −/+), the pre-execution preview coloured by severity, the auto-mode
//! classifier's reason, then three numbered options, as in Claude Code: `1. Yes`, `2. Yes, for
//! this session: <scope>` and `3. No`. ↑/↓ move the highlight and Enter takes it; the digits pick
//! directly; `y` / `a` / `n` and Esc (= no) still answer; `v` shows the whole input. The key hint
//! wraps between its items, so it stays whole at 40 columns. Sub-agent requests carry
//! `[task:<agent>]`. The timeout (`AMA_APPROVAL_TIMEOUT_MS`) is the caller's clock.

use crate::tui::component::Component;
use crate::tui::highlight::{Highlighter, Lang, wrap_code};
use crate::tui::keys::{Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::{sanitize, sanitize_line};
use crate::tui::style::{Role, Style};

/// Rows of an edit's −/+ lines shown before `… n more`.
const MAX_EDIT_ROWS: usize = 12;
/// Rows of a write's content shown before `… n more`.
const MAX_WRITE_ROWS: usize = 8;

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
    /// The new content, shown in part (`v` shows it all).
    Write {
        path: String,
        content: String,
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
    /// What "for this session" allows, in words (`git status commands`).
    pub scope: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Allow,
    Deny,
    AllowSession,
}

/// The options in their order: the digit picks one, Enter the highlighted one.
const OPTIONS: [Choice; 3] = [Choice::Allow, Choice::AllowSession, Choice::Deny];

pub struct ApprovalDialog {
    req: ApprovalRequest,
    viewing: bool,
    /// The highlighted option (an index into `OPTIONS`).
    selected: usize,
}

impl ApprovalDialog {
    pub fn new(req: ApprovalRequest) -> ApprovalDialog {
        ApprovalDialog {
            req,
            viewing: false,
            selected: 0,
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
            KeyCode::Char(c @ '1'..='3') => Some(OPTIONS[c as usize - '1' as usize]),
            KeyCode::Enter => Some(OPTIONS[self.selected]),
            KeyCode::Up => {
                self.selected = (self.selected + OPTIONS.len() - 1) % OPTIONS.len();
                None
            }
            KeyCode::Down | KeyCode::Tab => {
                self.selected = (self.selected + 1) % OPTIONS.len();
                None
            }
            KeyCode::Char('v') | KeyCode::Char('V') => {
                self.viewing = !self.viewing;
                None
            }
            _ => None,
        }
    }

    /// The title, what the call does, the preview and the auto-mode reason: the dialog without
    /// its options and keys (line mode prints these before its own question).
    pub fn summary(&self, width: usize) -> Vec<Line> {
        let mut out = Vec::new();
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
        out
    }

    /// `› 1. Yes`, `2. Yes, for this session: <scope>`, `3. No`, the highlighted one marked.
    fn option_lines(&self, width: usize) -> Vec<Line> {
        let scope = sanitize_line(&self.req.scope);
        let labels = [
            "Yes".to_string(),
            format!("Yes, for this session: {scope}"),
            "No".to_string(),
        ];
        let mut out = Vec::new();
        for (i, label) in labels.iter().enumerate() {
            let on = i == self.selected;
            let (mark, st) = if on {
                ("› ", Style::role(Role::Accent).bold())
            } else {
                ("  ", Style::PLAIN)
            };
            let prefix = Line::styled(format!("{mark}{}. ", i + 1), st);
            let indent = Line::raw("     ");
            out.extend(Line::styled(label.as_str(), st).wrap_with_prefix(width, &prefix, &indent));
        }
        out
    }

    /// The key hint, its items kept whole: a line breaks only between them.
    fn hint_lines(&self, width: usize) -> Vec<Line> {
        let view = if self.viewing { "hide input" } else { "view input" };
        let items: [(&str, &str); 5] = [
            ("Enter", "choose"),
            ("↑↓", "move"),
            ("1-3", "pick"),
            ("y/a/n", "answer · Esc no"),
            ("v", view),
        ];
        let sep = " · ";
        let mut out = vec![Line::new()];
        for (key, what) in items {
            let item = Line::styled(key, Style::role(Role::Accent).bold())
                .with(format!(" {what}"), Style::role(Role::Muted));
            let cur = out.last_mut().map_or(0, |l| l.width());
            if cur > 0 && cur + crate::tui::width::str_width(sep) + item.width() > width {
                out.push(Line::new());
            } else if cur > 0
                && let Some(l) = out.last_mut()
            {
                l.push(sep, Style::role(Role::Muted));
            }
            if let Some(l) = out.last_mut() {
                l.append(item);
            }
        }
        out.into_iter().map(|l| l.truncate(width)).collect()
    }

    fn subject_lines(&self, width: usize) -> Vec<Line> {
        let pad = Line::raw("  ");
        let wrap = |text: &str, style: Style| -> Vec<Line> {
            sanitize(text)
                .split('\n')
                .flat_map(|l| Line::styled(l, style).wrap_with_prefix(width, &pad, &pad))
                .collect()
        };
        match &self.req.subject {
            // `v` on a write shows all its content, coloured like the preview.
            Subject::Write { path, content } => write_lines(path, content, width, self.viewing),
            _ if self.viewing => wrap(&self.req.full_input, Style::role(Role::Code)),
            Subject::Bash { command } => wrap(command, Style::role(Role::Code)),
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
                        format!(
                            "  … {} (v to view)",
                            crate::tui::components::count(more, "more line", "more lines")
                        ),
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
        out.extend(self.summary(width));
        out.extend(self.option_lines(width));
        out.extend(self.hint_lines(width));
        out
    }
}

/// A write's path and size, then its first lines (`all`: every line, wrapped) syntax-coloured
/// by the path's extension (`tui::highlight`; an unknown one is the transcript's code colour).
fn write_lines(path: &str, content: &str, width: usize, all: bool) -> Vec<Line> {
    let text = sanitize(content);
    let total = text.lines().count();
    let mut out = vec![
        Line::raw("  ")
            .with(sanitize_line(path), Style::PLAIN.bold())
            .with(
                format!("  ({})", crate::tui::components::count(total, "line", "lines")),
                Style::role(Role::Muted),
            )
            .truncate(width),
    ];
    let gutter = Line::styled("  │ ", Style::role(Role::Code));
    let mut hl = Highlighter::new(Lang::from_path(path));
    let shown = if all { total } else { MAX_WRITE_ROWS };
    for l in text.lines().take(shown) {
        let code = hl.line(l);
        let rows = if all {
            wrap_code(&code, width.saturating_sub(gutter.width()).max(1))
        } else {
            vec![code]
        };
        for row in rows {
            let mut line = gutter.clone();
            line.append(row);
            out.push(line.truncate(width));
        }
    }
    let more = total.saturating_sub(shown);
    if more > 0 {
        out.push(Line::styled(
            format!(
                "  … {} (v to view all)",
                crate::tui::components::count(more, "more line", "more lines")
            ),
            Style::role(Role::Muted),
        ));
    }
    out
}

#[cfg(test)]
#[path = "approval_tests.rs"]
mod tests;
