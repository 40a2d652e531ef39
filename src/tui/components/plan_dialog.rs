//! The plan approval dialog (issue #19): the proposed plan rendered as markdown (its first
//! `MAX_PLAN_ROWS` rows when long; the whole reply is in the scrollback), then the choices Claude Code's plan mode offers: approve
//! (back to the mode before plan mode), approve and accept edits, approve and ask before edits,
//! reject with feedback (typed in the dialog), keep planning. ↑/↓ move, Enter picks, 1–5 pick
//! directly, Esc keeps planning (or leaves the feedback line).

use crate::permissions::mode::Mode;
use crate::tui::component::Component;
use crate::tui::components::markdown::render_markdown;
use crate::tui::keys::{Key, KeyCode};
use crate::tui::line::Line;
use crate::tui::sanitize::{sanitize, sanitize_line};
use crate::tui::style::{Role, Style};

/// How many rows of the plan the dialog shows at most.
pub const MAX_PLAN_ROWS: usize = 24;

/// What the user chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanChoice {
    /// Approve; `None`: the mode before plan mode.
    Approve(Option<Mode>),
    Reject(String),
    KeepPlanning,
}

const OPTIONS: [&str; 5] = [
    "Yes, approve the plan",
    "Yes, and accept edits",
    "Yes, and ask before edits",
    "No, give feedback",
    "Keep planning",
];

pub struct PlanDialog {
    markdown: String,
    steps: usize,
    selected: usize,
    /// The feedback being typed (option 4).
    feedback: Option<String>,
}

impl PlanDialog {
    pub fn new(markdown: &str, steps: usize) -> PlanDialog {
        PlanDialog {
            markdown: sanitize(markdown),
            steps,
            selected: 0,
            feedback: None,
        }
    }

    /// `Some(choice)` when the key decides.
    pub fn handle_key(&mut self, key: Key) -> Option<PlanChoice> {
        if key.mods.ctrl || key.mods.alt {
            return None;
        }
        if let Some(text) = &mut self.feedback {
            match key.code {
                KeyCode::Enter if !text.trim().is_empty() => {
                    return Some(PlanChoice::Reject(text.trim().to_string()));
                }
                KeyCode::Esc => self.feedback = None,
                KeyCode::Backspace => {
                    text.pop();
                }
                KeyCode::Char(c) => text.push(c),
                _ => {}
            }
            return None;
        }
        let pick = match key.code {
            KeyCode::Up => {
                self.selected = (self.selected + OPTIONS.len() - 1) % OPTIONS.len();
                return None;
            }
            KeyCode::Down | KeyCode::Tab => {
                self.selected = (self.selected + 1) % OPTIONS.len();
                return None;
            }
            KeyCode::Enter => self.selected,
            KeyCode::Esc => 4,
            KeyCode::Char(c @ '1'..='5') => c as usize - '1' as usize,
            _ => return None,
        };
        self.selected = pick;
        match pick {
            0 => Some(PlanChoice::Approve(None)),
            1 => Some(PlanChoice::Approve(Some(Mode::AutoEdit))),
            2 => Some(PlanChoice::Approve(Some(Mode::Default))),
            3 => {
                self.feedback = Some(String::new());
                None
            }
            _ => Some(PlanChoice::KeepPlanning),
        }
    }
}

impl Component for PlanDialog {
    fn render(&self, width: usize) -> Vec<Line> {
        let accent = Style::role(Role::Accent);
        let muted = Style::role(Role::Muted);
        let mut out = vec![Line::styled("─".repeat(width), accent)];
        let plural = if self.steps == 1 { "" } else { "s" };
        out.push(
            Line::styled(
                format!("Plan proposed · {} step{plural}", self.steps),
                accent.bold(),
            )
            .truncate(width),
        );
        let body = render_markdown(&self.markdown, width.saturating_sub(2).max(1));
        let hidden = body.len().saturating_sub(MAX_PLAN_ROWS);
        for l in body.into_iter().take(MAX_PLAN_ROWS) {
            let mut row = Line::raw("  ");
            row.append(l);
            out.push(row.truncate(width));
        }
        if hidden > 0 {
            out.push(
                Line::styled(format!(
                        "  … {} in the reply above",
                        crate::tui::components::count(hidden, "more line", "more lines")
                    ), muted)
                    .truncate(width),
            );
        }
        out.push(Line::new());
        match &self.feedback {
            Some(text) => {
                out.push(Line::styled("What should change?", accent.bold()).truncate(width));
                let mut row = Line::styled("> ", accent);
                row.push(sanitize_line(text), Style::PLAIN);
                row.push("█", muted);
                out.push(row.truncate(width));
                out.push(Line::styled("Enter send feedback · Esc back", muted).truncate(width));
            }
            None => {
                out.push(Line::styled("Would you like to proceed?", accent.bold()).truncate(width));
                for (i, label) in OPTIONS.iter().enumerate() {
                    let row = if i == self.selected {
                        Line::styled(format!("❯ {}. {label}", i + 1), accent.bold())
                    } else {
                        Line::raw(format!("  {}. {label}", i + 1))
                    };
                    out.push(row.truncate(width));
                }
                out.push(
                    Line::styled("↑/↓ choose · Enter pick · 1-5 · Esc keep planning", muted)
                        .truncate(width),
                );
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{PlanChoice, PlanDialog};
    use crate::permissions::mode::Mode;
    use crate::tui::component::Component;
    use crate::tui::keys::{Key, KeyCode, Mods};

    fn key(code: KeyCode) -> Key {
        Key {
            code,
            mods: Mods::default(),
        }
    }

    fn rows(d: &PlanDialog) -> Vec<String> {
        d.render(40)
            .iter()
            .map(|l| l.plain().trim_end().to_string())
            .collect()
    }

    #[test]
    fn renders_the_plan_and_the_choices() {
        let d = PlanDialog::new("# Greeting\n1. Write hello.txt\n2. Check it", 2);
        let r = rows(&d);
        assert_eq!(r[0], "─".repeat(40));
        assert_eq!(r[1], "Plan proposed · 2 steps");
        assert!(r.iter().any(|l| l.contains("Write hello.txt")), "{r:#?}");
        let tail: Vec<&str> = r[r.len() - 7..].iter().map(String::as_str).collect();
        assert_eq!(
            tail,
            [
                "Would you like to proceed?",
                "❯ 1. Yes, approve the plan",
                "  2. Yes, and accept edits",
                "  3. Yes, and ask before edits",
                "  4. No, give feedback",
                "  5. Keep planning",
                "↑/↓ choose · Enter pick · 1-5 · Esc kee…",
            ]
        );
        assert!(d.render(40).iter().all(|l| l.width() <= 40));
    }

    #[test]
    fn keys_pick_choices() {
        let mut d = PlanDialog::new("1. a", 1);
        assert_eq!(d.handle_key(key(KeyCode::Down)), None);
        assert_eq!(
            d.handle_key(key(KeyCode::Enter)),
            Some(PlanChoice::Approve(Some(Mode::AutoEdit)))
        );
        let mut d = PlanDialog::new("1. a", 1);
        assert_eq!(
            d.handle_key(key(KeyCode::Char('3'))),
            Some(PlanChoice::Approve(Some(Mode::Default)))
        );
        assert_eq!(
            PlanDialog::new("1. a", 1).handle_key(key(KeyCode::Esc)),
            Some(PlanChoice::KeepPlanning)
        );
        let mut d = PlanDialog::new("1. a", 1);
        assert_eq!(d.handle_key(key(KeyCode::Char('4'))), None);
        assert_eq!(
            d.handle_key(key(KeyCode::Enter)),
            None,
            "empty feedback is not sent"
        );
        for c in "no!".chars() {
            d.handle_key(key(KeyCode::Char(c)));
        }
        d.handle_key(key(KeyCode::Backspace));
        assert!(rows(&d).contains(&"> no█".to_string()), "{:#?}", rows(&d));
        assert_eq!(
            d.handle_key(key(KeyCode::Enter)),
            Some(PlanChoice::Reject("no".into()))
        );
    }

    #[test]
    fn a_long_plan_shows_its_first_rows() {
        let long: String = (1..=40).map(|i| format!("{i}. step {i}\n")).collect();
        let r = rows(&PlanDialog::new(&long, 40));
        assert!(r.iter().any(|l| l.ends_with("step 1")), "{r:#?}");
        assert!(!r.iter().any(|l| l.ends_with("step 40")), "{r:#?}");
        assert!(
            r.iter()
                .any(|l| l.contains("more lines in the reply above")),
            "{r:#?}"
        );
    }
}
