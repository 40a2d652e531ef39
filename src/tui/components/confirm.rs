//! A yes/no confirmation dialog at the bottom of the screen (permissions.md "Entering Bypass"):
//! a title, a few lines of explanation, and two buttons with one selected (the caller chooses
//! which one starts selected; for Bypass it is Cancel). ←/→/Tab move the selection, Enter picks
//! it, `y` confirms, `n` and Esc cancel. Reused by the `/permission` picker and command.

use crate::tui::component::Component;
use crate::tui::keys::{Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize_line;
use crate::tui::style::{Role, Style};

/// The answer to a confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Confirm,
    Cancel,
}

pub struct ConfirmDialog {
    title: String,
    body: Vec<String>,
    confirm_label: String,
    cancel_label: String,
    selected: Answer,
    /// The title in the warning colour (a risky choice).
    warn: bool,
}

impl ConfirmDialog {
    /// A dialog with Cancel selected.
    pub fn new(title: &str, body: &[&str]) -> ConfirmDialog {
        ConfirmDialog {
            title: sanitize_line(title),
            body: body.iter().map(|l| sanitize_line(l)).collect(),
            confirm_label: "Confirm".into(),
            cancel_label: "Cancel".into(),
            selected: Answer::Cancel,
            warn: false,
        }
    }

    pub fn labels(mut self, confirm: &str, cancel: &str) -> ConfirmDialog {
        self.confirm_label = sanitize_line(confirm);
        self.cancel_label = sanitize_line(cancel);
        self
    }

    #[cfg(test)]
    pub fn selected(mut self, a: Answer) -> ConfirmDialog {
        self.selected = a;
        self
    }

    pub fn warning(mut self) -> ConfirmDialog {
        self.warn = true;
        self
    }

    #[cfg(test)]
    pub fn selection(&self) -> Answer {
        self.selected
    }

    /// The confirmation for entering Bypass permissions (full-auto), Cancel preselected.
    pub fn bypass() -> ConfirmDialog {
        ConfirmDialog::new(
            "Enable Bypass permissions?",
            &[
                "Every tool call runs without asking: bash commands, writes and edits anywhere \
               the sandbox allows. Use it in throwaway containers and sandboxes only.",
            ],
        )
        .labels("Enable Bypass", "Cancel")
        .warning()
    }

    /// `Some(answer)` when the key decides; selection keys move between the buttons.
    pub fn handle_key(&mut self, key: Key) -> Option<Answer> {
        if key.mods.ctrl || key.mods.alt {
            return None;
        }
        match key.code {
            KeyCode::Enter => Some(self.selected),
            KeyCode::Esc | KeyCode::Char('n') | KeyCode::Char('N') => Some(Answer::Cancel),
            KeyCode::Char('y') | KeyCode::Char('Y') => Some(Answer::Confirm),
            KeyCode::Left | KeyCode::Right | KeyCode::Tab | KeyCode::Up | KeyCode::Down => {
                self.selected = match self.selected {
                    Answer::Confirm => Answer::Cancel,
                    Answer::Cancel => Answer::Confirm,
                };
                None
            }
            _ => None,
        }
    }
}

impl Component for ConfirmDialog {
    fn render(&self, width: usize) -> Vec<Line> {
        let tone = if self.warn {
            Role::Warning
        } else {
            Role::Accent
        };
        let mut out = vec![Line::styled("─".repeat(width), Style::role(tone))];
        out.push(Line::styled(self.title.as_str(), Style::role(tone).bold()).truncate(width));
        let pad = Line::raw("  ");
        for l in &self.body {
            out.extend(
                Line::styled(l.as_str(), Style::role(Role::Muted))
                    .wrap_with_prefix(width, &pad, &pad),
            );
        }
        let button = |label: &str, on: bool| {
            if on {
                Line::styled(format!("[ {label} ]"), Style::role(tone).bold().reverse())
            } else {
                Line::styled(format!("  {label}  "), Style::PLAIN)
            }
        };
        let mut row = Line::raw("  ");
        row.append(button(&self.cancel_label, self.selected == Answer::Cancel));
        row.push("  ", Style::PLAIN);
        row.append(button(
            &self.confirm_label,
            self.selected == Answer::Confirm,
        ));
        out.push(row.truncate(width));
        out.push(
            Line::styled(
                "←/→ choose · Enter pick · y yes · n/Esc cancel",
                Style::role(Role::Muted),
            )
            .truncate(width),
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{Answer, ConfirmDialog};
    use crate::tui::component::Component;
    use crate::tui::keys::{Key, KeyCode, Mods};

    fn plain(d: &ConfirmDialog, w: usize) -> Vec<String> {
        d.render(w).iter().map(|l| l.plain()).collect()
    }

    #[test]
    fn cancel_is_preselected_and_enter_picks_it() {
        let mut d = ConfirmDialog::bypass();
        assert_eq!(d.selection(), Answer::Cancel);
        assert_eq!(
            d.handle_key(Key::plain(KeyCode::Enter)),
            Some(Answer::Cancel)
        );
    }

    #[test]
    fn keys() {
        let cases: &[(&[KeyCode], Option<Answer>)] = &[
            (&[KeyCode::Esc], Some(Answer::Cancel)),
            (&[KeyCode::Char('n')], Some(Answer::Cancel)),
            (&[KeyCode::Char('y')], Some(Answer::Confirm)),
            (&[KeyCode::Right, KeyCode::Enter], Some(Answer::Confirm)),
            (
                &[KeyCode::Tab, KeyCode::Tab, KeyCode::Enter],
                Some(Answer::Cancel),
            ),
            (&[KeyCode::Char('x')], None),
        ];
        for (keys, want) in cases {
            let mut d = ConfirmDialog::new("Sure?", &[]);
            let mut got = None;
            for k in *keys {
                got = d.handle_key(Key::plain(*k));
            }
            assert_eq!(got, *want, "{keys:?}");
        }
        let mut d = ConfirmDialog::new("Sure?", &[]);
        assert_eq!(d.handle_key(Key::new(KeyCode::Char('y'), Mods::CTRL)), None);
    }

    #[test]
    fn renders_buttons_and_wraps() {
        let d =
            ConfirmDialog::new("Delete\x1b[2J it?", &["one two three four"]).labels("Yes", "No");
        assert_eq!(
            plain(&d, 12),
            [
                "────────────",
                "Delete it?",
                "  one two",
                "  three four",
                "  [ No ]…",
                "←/→ choose…",
            ]
        );
        let d = d.selected(Answer::Confirm);
        assert_eq!(plain(&d, 40)[3], "    No    [ Yes ]");
    }
}
