//! A tool call block: a one-line title with a status dot (accent while running, green done, red
//! failed), then the result: collapsed to the first 3 lines, an `edit` diff to its first 12, and a
//! running `bash` to its last 8, live. Ctrl+O (`set_expanded`) shows everything. Output is kept as
//! sanitised lines; rendering touches only the rows it shows, so a 200 000-line output costs a
//! keystroke nothing while collapsed.

use crate::tui::component::Component;
use crate::tui::line::Line;
use crate::tui::sanitize::{sanitize, sanitize_line};
use crate::tui::style::{Role, Style};

const COLLAPSED: usize = 3;
const DIFF_ROWS: usize = 12;
const RUNNING_TAIL: usize = 8;
/// Rows shown even when expanded; more is a `… n more lines` row.
const EXPANDED_MAX: usize = 2000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ToolStatus {
    Running,
    Done,
    Failed,
}

pub struct ToolCall {
    name: String,
    title: String,
    status: ToolStatus,
    output: Vec<String>,
    /// Unfinished last line of streamed output.
    partial: String,
    diff: Vec<String>,
    expanded: bool,
}

impl ToolCall {
    pub fn new(name: &str, title: &str) -> ToolCall {
        ToolCall {
            name: sanitize_line(name),
            title: sanitize_line(title),
            status: ToolStatus::Running,
            output: Vec::new(),
            partial: String::new(),
            diff: Vec::new(),
            expanded: false,
        }
    }

    /// Appends streamed output (bash).
    pub fn push_output(&mut self, chunk: &str) {
        let text = sanitize(chunk);
        let mut parts = text.split('\n');
        if let Some(first) = parts.next() {
            self.partial.push_str(first);
        }
        for p in parts {
            self.output.push(std::mem::take(&mut self.partial));
            self.partial.push_str(p);
        }
    }

    /// Sets the final result (replacing streamed output) and status.
    pub fn finish(&mut self, status: ToolStatus, result: &str) {
        self.status = status;
        self.partial.clear();
        self.output = sanitize(result.trim_end_matches('\n'))
            .split('\n')
            .map(str::to_string)
            .collect();
        if self.output == [""] {
            self.output.clear();
        }
    }

    /// An `edit` diff as unified lines (`-old`, `+new`, ` context`).
    #[cfg(test)]
    pub fn set_diff(&mut self, diff: &str) {
        self.diff = sanitize(diff).lines().map(str::to_string).collect();
    }

    pub fn set_expanded(&mut self, expanded: bool) {
        self.expanded = expanded;
    }

    /// The tool's name (sanitised).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the collapsed block leaves rows out (what Ctrl+O would show).
    pub fn hides_rows(&self) -> bool {
        let total = self.output.len() + usize::from(!self.partial.is_empty());
        self.diff.len() > DIFF_ROWS || total > COLLAPSED
    }

    fn lines_all(&self) -> impl Iterator<Item = &str> {
        self.output
            .iter()
            .map(String::as_str)
            .chain((!self.partial.is_empty()).then_some(self.partial.as_str()))
    }
}

impl Component for ToolCall {
    fn render(&self, width: usize) -> Vec<Line> {
        let dot = match self.status {
            ToolStatus::Running => Style::role(Role::Accent),
            ToolStatus::Done => Style::role(Role::Success),
            ToolStatus::Failed => Style::role(Role::Error),
        };
        let mut out = vec![
            Line::styled("● ", dot)
                .with(self.name.as_str(), Style::PLAIN.bold())
                .with(format!("  {}", self.title), Style::role(Role::Muted))
                .truncate(width),
        ];
        let row =
            |text: &str, style: Style| Line::styled(format!("  {text}"), style).truncate(width);
        let muted = Style::role(Role::Muted);
        if !self.diff.is_empty() {
            let limit = if self.expanded {
                EXPANDED_MAX
            } else {
                DIFF_ROWS
            };
            for d in self.diff.iter().take(limit) {
                let st = match d.chars().next() {
                    Some('+') => Style::role(Role::Success),
                    Some('-') => Style::role(Role::Error),
                    _ => muted,
                };
                out.push(row(d, st));
            }
            if self.diff.len() > limit {
                out.push(row(
                    &format!("… {} (Ctrl+O)", more_lines(self.diff.len() - limit)),
                    muted,
                ));
            }
            return out;
        }
        let total = self.output.len() + usize::from(!self.partial.is_empty());
        if self.status == ToolStatus::Running && !self.expanded {
            let skip = total.saturating_sub(RUNNING_TAIL);
            if skip > 0 {
                let above = crate::tui::components::count(skip, "line above", "lines above");
                out.push(row(&format!("… {above}"), muted));
            }
            let from = skip.min(self.output.len());
            out.extend(self.output[from..].iter().map(|l| row(l, muted)));
            if !self.partial.is_empty() {
                out.push(row(&self.partial, muted));
            }
            return out;
        }
        let limit = if self.expanded {
            EXPANDED_MAX
        } else {
            COLLAPSED
        };
        let st = if self.status == ToolStatus::Failed {
            Style::role(Role::Error)
        } else {
            muted
        };
        out.extend(self.lines_all().take(limit).map(|l| row(l, st)));
        if total > limit {
            let hint = if self.expanded {
                ""
            } else {
                " (Ctrl+O to expand)"
            };
            out.push(row(&format!("… {}{hint}", more_lines(total - limit)), muted));
        }
        out
    }
}

/// `1 more line`, `2 more lines`.
fn more_lines(n: usize) -> String {
    crate::tui::components::count(n, "more line", "more lines")
}

#[cfg(test)]
mod tests {
    use super::{ToolCall, ToolStatus};
    use crate::tui::component::Component;

    fn plain(t: &ToolCall, w: usize) -> Vec<String> {
        t.render(w).iter().map(|l| l.plain()).collect()
    }

    #[test]
    fn running_bash_shows_last_eight_lines() {
        let mut t = ToolCall::new("bash", "cargo build");
        for i in 1..=10 {
            t.push_output(&format!("line {i}\n"));
        }
        t.push_output("partial");
        let rows = plain(&t, 40);
        assert_eq!(rows[0], "● bash  cargo build");
        assert_eq!(rows[1], "  … 3 lines above");
        assert_eq!(rows[2], "  line 4");
        assert_eq!(rows.last().map(String::as_str), Some("  partial"));
        assert_eq!(rows.len(), 10);
    }

    #[test]
    fn finished_collapses_to_three_and_expands() {
        let mut t = ToolCall::new("read", "README.md");
        t.finish(ToolStatus::Done, "a\nb\nc\nd\ne\n");
        assert_eq!(
            plain(&t, 100),
            [
                "● read  README.md",
                "  a",
                "  b",
                "  c",
                "  … 2 more lines (Ctrl+O to expand)"
            ]
        );
        assert_eq!(plain(&t, 20)[4], "  … 2 more lines (C…");
        t.set_expanded(true);
        assert_eq!(
            plain(&t, 100),
            ["● read  README.md", "  a", "  b", "  c", "  d", "  e"]
        );
    }

    #[test]
    fn edit_diff_first_twelve_and_hostile_output() {
        let mut t = ToolCall::new("edit", "src/x.rs");
        let diff: String = (0..20).map(|i| format!("-old {i}\n+new {i}\n")).collect();
        t.set_diff(&diff);
        t.finish(ToolStatus::Done, "");
        let rows = plain(&t, 40);
        assert_eq!(rows.len(), 1 + 12 + 1);
        assert_eq!(rows[13], "  … 28 more lines (Ctrl+O)");
        let mut t = ToolCall::new("bash", "x\x1b]0;t\x07");
        t.finish(ToolStatus::Failed, "\x1b[31merror\x1b[0m: \x07");
        assert_eq!(plain(&t, 40), ["● bash  x", "  error: ␇"]);
    }

    #[test]
    fn huge_output_renders_only_what_it_shows() {
        let mut t = ToolCall::new("bash", "seq");
        let body: String = (0..200_000).map(|i| format!("{i}\n")).collect();
        t.push_output(&body);
        let start = std::time::Instant::now();
        for _ in 0..100 {
            assert_eq!(t.render(80).len(), 10);
        }
        // 100 renders of the collapsed block: generous bound (measured well under 1 ms each).
        assert!(start.elapsed() < std::time::Duration::from_secs(1));
    }
}
