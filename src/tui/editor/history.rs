//! Prompt history for ↑ / ↓ (tui.md: `<data dir>/history`, 500 entries). One entry per line in
//! the file, with `\` and newlines escaped so multi-line prompts survive; newest last.

use std::io::Write;
use std::path::{Path, PathBuf};

pub const MAX_ENTRIES: usize = 500;

#[derive(Debug, Default)]
pub struct History {
    entries: Vec<String>,
    /// Index being shown while browsing (None: the draft).
    pos: Option<usize>,
    draft: String,
    file: Option<PathBuf>,
}

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\n', "\\n")
}

fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
}

impl History {
    pub fn new() -> History {
        History::default()
    }

    /// Loads the file (a missing file is an empty history) and remembers it for `add`.
    pub fn load(path: &Path) -> std::io::Result<History> {
        let entries = match std::fs::read_to_string(path) {
            Ok(s) => s.lines().filter(|l| !l.is_empty()).map(unescape).collect(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(e),
        };
        let mut h = History {
            entries,
            file: Some(path.to_path_buf()),
            ..History::default()
        };
        h.trim();
        Ok(h)
    }

    fn trim(&mut self) {
        if self.entries.len() > MAX_ENTRIES {
            self.entries.drain(..self.entries.len() - MAX_ENTRIES);
        }
    }

    #[cfg(test)]
    pub fn entries(&self) -> &[String] {
        &self.entries
    }

    /// Records a sent prompt (not a repeat of the last one) and appends it to the file; the file
    /// is rewritten when it has grown past twice the limit. A write error is returned for the
    /// caller to show once; the in-memory history still has the entry.
    pub fn add(&mut self, entry: &str) -> std::io::Result<()> {
        self.pos = None;
        self.draft.clear();
        if entry.trim().is_empty() || self.entries.last().map(String::as_str) == Some(entry) {
            return Ok(());
        }
        self.entries.push(entry.to_string());
        self.trim();
        let Some(path) = &self.file else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut f = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)?;
        writeln!(f, "{}", escape(entry))?;
        let lines = std::fs::read_to_string(path)?.lines().count();
        if lines > 2 * MAX_ENTRIES {
            let body: String = self.entries.iter().map(|e| escape(e) + "\n").collect();
            std::fs::write(path, body)?;
        }
        Ok(())
    }

    /// ↑: the previous entry, saving `current` as the draft on the first step.
    pub fn prev_entry(&mut self, current: &str) -> Option<&str> {
        let next = match self.pos {
            None if self.entries.is_empty() => return None,
            None => {
                self.draft = current.to_string();
                self.entries.len() - 1
            }
            Some(0) => return None,
            Some(p) => p - 1,
        };
        self.pos = Some(next);
        Some(&self.entries[next])
    }

    /// ↓: the next entry, or the draft after the newest.
    pub fn next_entry(&mut self) -> Option<String> {
        let p = self.pos?;
        if p + 1 < self.entries.len() {
            self.pos = Some(p + 1);
            Some(self.entries[p + 1].clone())
        } else {
            self.pos = None;
            Some(std::mem::take(&mut self.draft))
        }
    }

    /// How many entries there are.
    pub fn count(&self) -> usize {
        self.entries.len()
    }

    pub fn get(&self, i: usize) -> Option<&str> {
        self.entries.get(i).map(String::as_str)
    }

    /// The newest entry before index `before` that contains `query`, ASCII case ignored.
    pub fn find_before(&self, query: &str, before: usize) -> Option<usize> {
        let q = query.to_ascii_lowercase();
        self.entries[..before.min(self.entries.len())]
            .iter()
            .rposition(|e| e.to_ascii_lowercase().contains(&q))
    }

    pub fn reset(&mut self) {
        self.pos = None;
    }
}

#[cfg(test)]
mod tests {
    use super::{History, MAX_ENTRIES};

    #[test]
    fn browse_and_draft() {
        let mut h = History::new();
        h.add("one").unwrap();
        h.add("two").unwrap();
        h.add("two").unwrap();
        assert_eq!(h.entries(), ["one", "two"]);
        assert_eq!(h.prev_entry("dra"), Some("two"));
        assert_eq!(h.prev_entry(""), Some("one"));
        assert_eq!(h.prev_entry(""), None);
        assert_eq!(h.next_entry().as_deref(), Some("two"));
        assert_eq!(h.next_entry().as_deref(), Some("dra"));
        assert_eq!(h.next_entry(), None);
    }

    #[test]
    fn file_round_trip_and_limit() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/history");
        let mut h = History::load(&path).unwrap();
        h.add("multi\nline \\n literal").unwrap();
        for i in 0..(2 * MAX_ENTRIES + 5) {
            h.add(&format!("p{i}")).unwrap();
        }
        let h2 = History::load(&path).unwrap();
        assert_eq!(h2.entries().len(), MAX_ENTRIES);
        assert_eq!(h2.entries().last().map(String::as_str), Some("p1004"));
        let raw = std::fs::read_to_string(&path).unwrap();
        assert!(raw.lines().count() <= 2 * MAX_ENTRIES);

        let path2 = dir.path().join("h2");
        let mut h = History::load(&path2).unwrap();
        h.add("multi\nline \\n literal").unwrap();
        assert_eq!(
            std::fs::read_to_string(&path2).unwrap(),
            "multi\\nline \\\\n literal\n"
        );
        assert_eq!(
            History::load(&path2).unwrap().entries(),
            ["multi\nline \\n literal"]
        );
    }
}
