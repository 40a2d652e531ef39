//! Ctrl+R: a reverse incremental search over the prompt history (as in bash and Claude Code).
//! Typing narrows the query, Ctrl+R again goes on to the next older match, Enter takes the
//! match into the editor, Esc (or Ctrl+C) puts the editor back as it was; any other key takes
//! the match and then does what it does. Matching ignores ASCII case. While it is open the
//! editor shows the query on a row of its own and the match below it with the matched text
//! highlighted.

use crate::tui::line::Line;
use crate::tui::style::{Role, Style};
use crate::tui::width::str_width;

use super::history::History;

const LABEL: &str = "search history: ";

/// The search in progress.
#[derive(Clone, Debug, Default)]
pub struct Search {
    pub query: String,
    /// The history index of the match shown.
    pub found: Option<usize>,
}

impl Search {
    /// Finds the newest match of the query (after it changed).
    pub fn refresh(&mut self, history: &History) {
        self.found = if self.query.is_empty() {
            None
        } else {
            history.find_before(&self.query, history.count())
        };
    }

    /// Ctrl+R again: the next older match; the current one stays when there is none.
    pub fn older(&mut self, history: &History) {
        if let Some(f) = self.found
            && let Some(n) = history.find_before(&self.query, f)
        {
            self.found = Some(n);
        }
    }

    /// The editor's rows while searching: rule, query, the match (or the text being edited),
    /// rule; and the cursor at the end of the query.
    pub fn render(
        &self,
        history: &History,
        editing: &str,
        width: usize,
        max_rows: usize,
    ) -> (Vec<Line>, Option<(usize, usize)>) {
        let inner = width.saturating_sub(2).max(1);
        let rule = Line::styled("─".repeat(width), Style::role(Role::Border));
        let mut query_row = Line::styled(LABEL, Style::role(Role::Muted)).with(
            self.query.as_str(),
            Style::PLAIN,
        );
        let shown = match self.found.and_then(|i| history.get(i)) {
            Some(entry) => entry,
            None => {
                if !self.query.is_empty() {
                    query_row.push("  (no match)", Style::role(Role::Muted));
                }
                editing
            }
        };
        let cursor = (1, (str_width(LABEL) + str_width(&self.query)).min(width - 1));
        let mut out = vec![rule.clone(), query_row.truncate(width)];
        for (i, text) in shown.split('\n').take(max_rows).enumerate() {
            let prefix = if i == 0 { "› " } else { "  " };
            let mut l = Line::styled(prefix, Style::role(Role::Accent));
            l.append(highlight(text, &self.query).truncate(inner));
            out.push(l);
        }
        out.push(rule);
        (out, Some(cursor))
    }
}

/// `text` with the first match of `query` (ASCII case ignored) highlighted.
fn highlight(text: &str, query: &str) -> Line {
    let hit = (!query.is_empty())
        .then(|| {
            text.to_ascii_lowercase()
                .find(&query.to_ascii_lowercase())
        })
        .flatten();
    match hit {
        Some(at) => Line::raw(&text[..at])
            .with(
                &text[at..at + query.len()],
                Style::role(Role::Accent).bold().underline(),
            )
            .with(&text[at + query.len()..], Style::PLAIN),
        None => Line::raw(text),
    }
}

#[cfg(test)]
mod tests {
    use super::{Search, highlight};
    use crate::tui::editor::history::History;

    fn history(entries: &[&str]) -> History {
        let mut h = History::new();
        for e in entries {
            h.add(e).unwrap();
        }
        h
    }

    #[test]
    fn newest_match_first_then_older() {
        let h = history(&["git status", "cargo test", "git log", "ls"]);
        let mut s = Search {
            query: "GIT".into(),
            ..Search::default()
        };
        s.refresh(&h);
        assert_eq!(s.found, Some(2));
        s.older(&h);
        assert_eq!(s.found, Some(0));
        s.older(&h);
        assert_eq!(s.found, Some(0), "no older match: it stays");
        s.query = "nothing".into();
        s.refresh(&h);
        assert_eq!(s.found, None);
    }

    #[test]
    fn the_match_is_highlighted() {
        let l = highlight("cargo test --lib", "TEST");
        let spans: Vec<(&str, bool)> = l
            .spans
            .iter()
            .map(|s| (s.text.as_str(), s.style.underline))
            .collect();
        assert_eq!(spans, [("cargo ", false), ("test", true), (" --lib", false)]);
        let h = history(&["one\ntwo words", "three"]);
        let mut s = Search {
            query: "wor".into(),
            found: None,
        };
        s.refresh(&h);
        let (rows, cursor) = s.render(&h, "draft", 30, 10);
        let text: Vec<String> = rows.iter().map(|l| l.plain()).collect();
        assert_eq!(text[1], "search history: wor");
        assert_eq!(&text[2..4], ["› one", "  two words"]);
        assert_eq!(cursor, Some((1, 19)));
    }
}
