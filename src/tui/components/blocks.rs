//! The small message blocks of tui.md's layout: the startup line, user messages (`›`, with
//! `↳ steer` / `↳ followUp` / `↳ host` marks), thinking (collapsed to a count, full, or hidden),
//! notices (retry `↻ n/m`, errors, denials, compaction), and the queued-message lines.

use crate::tui::component::Component;
use crate::tui::components::count;
use crate::tui::line::Line;
use crate::tui::sanitize::{sanitize, sanitize_line};
use crate::tui::style::{Role, Style};

/// The startup header line.
pub struct Startup {
    pub version: String,
}

impl Component for Startup {
    fn render(&self, width: usize) -> Vec<Line> {
        let l = Line::styled(
            format!("ama {}", self.version),
            Style::role(Role::Accent).bold(),
        )
        .with(
            " · Enter send · Esc interrupt · \\+Enter newline · Ctrl+C twice exit · /help commands",
            Style::role(Role::Muted),
        );
        vec![l.truncate(width)]
    }
}

/// How a user message entered the conversation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UserKind {
    Prompt,
    Steer,
    FollowUp,
    Host,
}

pub struct UserMessage {
    text: String,
    kind: UserKind,
}

impl UserMessage {
    pub fn new(text: &str, kind: UserKind) -> UserMessage {
        UserMessage {
            text: sanitize(text),
            kind,
        }
    }
}

impl Component for UserMessage {
    fn render(&self, width: usize) -> Vec<Line> {
        let mark = match self.kind {
            UserKind::Prompt => None,
            UserKind::Steer => Some("↳ steer  "),
            UserKind::FollowUp => Some("↳ followUp  "),
            UserKind::Host => Some("↳ host  "),
        };
        let mut prefix = Line::styled("› ", Style::role(Role::User).bold());
        if let Some(m) = mark {
            prefix = Line::styled(m, Style::role(Role::Muted));
        }
        let indent = Line::raw(" ".repeat(prefix.width()));
        self.text
            .split('\n')
            .enumerate()
            .flat_map(|(i, l)| {
                let p = if i == 0 { &prefix } else { &indent };
                Line::styled(l, Style::role(Role::User)).wrap_with_prefix(width, p, &indent)
            })
            .collect()
    }
}

/// `ui.showThinking`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThinkingMode {
    Collapsed,
    Full,
    Hidden,
}

pub struct Thinking {
    pub text: String,
    pub tokens: Option<u64>,
    pub mode: ThinkingMode,
}

impl Component for Thinking {
    fn render(&self, width: usize) -> Vec<Line> {
        let st = Style::role(Role::Muted).italic();
        match self.mode {
            ThinkingMode::Hidden => Vec::new(),
            ThinkingMode::Collapsed => {
                let count = match self.tokens {
                    Some(t) => format!("Thinking · {}", count(t as usize, "token", "tokens")),
                    None => format!(
                        "Thinking · {}",
                        count(sanitize(&self.text).lines().count(), "line", "lines")
                    ),
                };
                vec![Line::styled(count, st).truncate(width)]
            }
            ThinkingMode::Full => sanitize(&self.text)
                .split('\n')
                .flat_map(|l| Line::styled(l, st).wrap(width))
                .collect(),
        }
    }
}

impl Thinking {
    /// The collapsed line for a block still streaming, from its line count alone (no copy of a
    /// long text on every frame).
    pub fn live_line(lines: usize, width: usize) -> Line {
        Line::styled(
            format!("Thinking · {}…", count(lines, "line", "lines")),
            Style::role(Role::Muted).italic(),
        )
        .truncate(width)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// `↻ retry 2/5: <reason>`.
    Retry {
        attempt: u32,
        of: u32,
        reason: String,
    },
    Error(String),
    /// Something to act on soon (the context filling up): `! text` in yellow.
    Warning(String),
    /// A denied or timed-out approval, a hook block.
    Denied(String),
    Info(String),
}

impl Component for Notice {
    fn render(&self, width: usize) -> Vec<Line> {
        let (mark, text, st) = match self {
            Notice::Retry {
                attempt,
                of,
                reason,
            } => (
                format!("↻ retry {attempt}/{of}: "),
                sanitize_line(reason),
                Style::role(Role::Warning),
            ),
            Notice::Error(m) => ("✗ ".to_string(), sanitize_line(m), Style::role(Role::Error)),
            Notice::Warning(m) => (
                "! ".to_string(),
                sanitize_line(m),
                Style::role(Role::Warning),
            ),
            Notice::Denied(m) => (
                "⛔ ".to_string(),
                sanitize_line(m),
                Style::role(Role::Warning),
            ),
            Notice::Info(m) => ("· ".to_string(), sanitize_line(m), Style::role(Role::Muted)),
        };
        let prefix = Line::styled(mark, st);
        let indent = Line::raw("  ");
        Line::styled(text, st).wrap_with_prefix(width, &prefix, &indent)
    }
}

/// The messages waiting in the queue (`↳ steer  text`, `↳ followUp  text`), one line each
/// (a multi-line message shows its first line and `…`).
pub struct Queued {
    pub messages: Vec<(UserKind, String)>,
}

impl Component for Queued {
    fn render(&self, width: usize) -> Vec<Line> {
        self.messages
            .iter()
            .map(|(kind, m)| {
                let mark = match kind {
                    UserKind::Steer => "↳ steer  ",
                    _ => "↳ followUp  ",
                };
                let mut text = sanitize_line(m.lines().next().unwrap_or(""));
                if m.trim_end().contains('\n') {
                    text.push_str(" …");
                }
                Line::styled(mark, Style::role(Role::Muted))
                    .with(text, Style::role(Role::User))
                    .truncate(width)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::{Notice, Queued, Startup, Thinking, ThinkingMode, UserKind, UserMessage};
    use crate::tui::component::Component;

    fn plain(c: &dyn Component, w: usize) -> Vec<String> {
        c.render(w).iter().map(|l| l.plain()).collect()
    }

    #[test]
    fn user_messages_and_marks() {
        let m = UserMessage::new("read the README and tell me what it says", UserKind::Prompt);
        assert_eq!(
            plain(&m, 100),
            ["› read the README and tell me what it says"]
        );
        assert_eq!(
            plain(&m, 20),
            ["› read the README", "  and tell me what", "  it says"]
        );
        let m = UserMessage::new("also this", UserKind::Steer);
        assert_eq!(plain(&m, 40), ["↳ steer  also this"]);
        let m = UserMessage::new("two\nlines", UserKind::FollowUp);
        assert_eq!(plain(&m, 40), ["↳ followUp  two", "            lines"]);
    }

    #[test]
    fn thinking_modes() {
        let mut t = Thinking {
            text: "a\nb".into(),
            tokens: Some(120),
            mode: ThinkingMode::Collapsed,
        };
        assert_eq!(plain(&t, 40), ["Thinking · 120 tokens"]);
        t.mode = ThinkingMode::Full;
        assert_eq!(plain(&t, 40), ["a", "b"]);
        t.mode = ThinkingMode::Hidden;
        assert!(plain(&t, 40).is_empty());
        t.mode = ThinkingMode::Collapsed;
        t.tokens = Some(1);
        assert_eq!(plain(&t, 40), ["Thinking · 1 token"]);
        t.tokens = None;
        t.text = "one".into();
        assert_eq!(plain(&t, 40), ["Thinking · 1 line"]);
        assert_eq!(Thinking::live_line(1, 40).plain(), "Thinking · 1 line…");
    }

    #[test]
    fn notices_startup_queue() {
        let n = Notice::Retry {
            attempt: 2,
            of: 5,
            reason: "overloaded (529)".into(),
        };
        assert_eq!(plain(&n, 100), ["↻ retry 2/5: overloaded (529)"]);
        assert_eq!(plain(&Notice::Error("boom\x1b[2J".into()), 40), ["✗ boom"]);
        let s = Startup {
            version: "0.1.0".into(),
        };
        assert_eq!(
            plain(&s, 100),
            ["ama 0.1.0 · Enter send · Esc interrupt · \\+Enter newline · Ctrl+C twice exit · /help commands"]
        );
        assert_eq!(plain(&s, 40), ["ama 0.1.0 · Enter send · Esc interrupt…"]);
        let q = Queued {
            messages: vec![
                (UserKind::Steer, "now\x1b[2J".into()),
                (UserKind::FollowUp, "later\nand more".into()),
            ],
        };
        assert_eq!(plain(&q, 40), ["↳ steer  now", "↳ followUp  later …"]);
    }
}
