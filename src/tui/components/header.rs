//! The startup header (tui.md "startup screen", `ui.quietStartup`): at `normal`, the title line
//! with the keys hint, then one muted row per fact (model, directory, context files loaded);
//! `header` is the title line alone. (`silent` draws no header at all: the caller skips it.)

use crate::tui::component::Component;
use crate::tui::components::blocks::Startup;
use crate::tui::line::Line;
use crate::tui::sanitize::sanitize_line;
use crate::tui::style::{Role, Style};

pub struct Header {
    pub version: String,
    /// (label, value) rows under the title; empty at `header` level.
    pub facts: Vec<(String, String)>,
}

impl Component for Header {
    fn render(&self, width: usize) -> Vec<Line> {
        let mut out = Startup {
            version: self.version.clone(),
        }
        .render(width);
        let label_w = self
            .facts
            .iter()
            .map(|(l, _)| l.chars().count())
            .max()
            .unwrap_or(0);
        for (label, value) in &self.facts {
            let prefix = Line::styled(format!("  {label:<label_w$}  "), Style::role(Role::Muted));
            let indent = Line::raw(" ".repeat(label_w + 4));
            out.extend(
                Line::styled(sanitize_line(value), Style::PLAIN)
                    .wrap_with_prefix(width, &prefix, &indent),
            );
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::Header;
    use crate::tui::component::Component;

    #[test]
    fn title_then_facts() {
        let h = Header {
            version: "0.1.0".into(),
            facts: vec![
                ("model".into(), "mock/mock-model".into()),
                ("directory".into(), "/work/project".into()),
                ("context".into(), "AGENTS.md".into()),
            ],
        };
        let rows: Vec<String> = h.render(40).iter().map(|l| l.plain()).collect();
        assert_eq!(
            rows,
            [
                "ama 0.1.0 · Enter send · Esc interrupt…",
                "  model      mock/mock-model",
                "  directory  /work/project",
                "  context    AGENTS.md",
            ]
        );
    }
}
