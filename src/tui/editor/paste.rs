//! Large pastes (over 10 lines or 1 000 characters) stay out of the editor: the editor shows a
//! marker `[paste #N +M lines]` and the text is kept here until the prompt is sent, when markers
//! are expanded back into the text.

pub const MAX_LINES: usize = 10;
pub const MAX_CHARS: usize = 1000;

#[derive(Debug, Default)]
pub struct PasteStore {
    pastes: Vec<(usize, String, String)>, // (id, marker, text)
    next_id: usize,
}

impl PasteStore {
    pub fn new() -> PasteStore {
        PasteStore {
            pastes: Vec::new(),
            next_id: 1,
        }
    }

    /// True when `text` is big enough to be collapsed.
    pub fn is_large(text: &str) -> bool {
        text.lines().count() > MAX_LINES || text.chars().count() > MAX_CHARS
    }

    /// Stores `text` and returns its marker.
    pub fn add(&mut self, text: String) -> String {
        let id = self.next_id.max(1);
        self.next_id = id + 1;
        let lines = text.lines().count();
        let marker = if lines > 1 {
            format!("[paste #{id} +{lines} lines]")
        } else {
            format!("[paste #{id} +{} chars]", text.chars().count())
        };
        self.pastes.push((id, marker.clone(), text));
        marker
    }

    /// If `before` (the text left of the cursor) ends with a stored marker, its byte length.
    pub fn marker_ending(&self, before: &str) -> Option<usize> {
        self.pastes
            .iter()
            .find(|(_, m, _)| before.ends_with(m.as_str()))
            .map(|(_, m, _)| m.len())
    }

    /// Replaces every stored marker in `text` with its paste.
    pub fn expand(&self, text: &str) -> String {
        let mut out = text.to_string();
        for (_, marker, body) in &self.pastes {
            if out.contains(marker.as_str()) {
                out = out.replace(marker.as_str(), body);
            }
        }
        out
    }

    pub fn clear(&mut self) {
        self.pastes.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::PasteStore;

    #[test]
    fn collapse_and_expand() {
        let mut s = PasteStore::new();
        let eleven: String = (0..11).map(|i| format!("l{i}\n")).collect();
        assert!(PasteStore::is_large(&eleven));
        assert!(!PasteStore::is_large("a\nb\nc"));
        assert!(PasteStore::is_large(&"x".repeat(1001)));
        let m1 = s.add(eleven.clone());
        assert_eq!(m1, "[paste #1 +11 lines]");
        let m2 = s.add("y".repeat(1500));
        assert_eq!(m2, "[paste #2 +1500 chars]");
        assert_eq!(
            s.expand(&format!("see {m1} and {m2}")),
            format!("see {eleven} and {}", "y".repeat(1500))
        );
        assert_eq!(s.marker_ending(&format!("x {m1}")), Some(m1.len()));
        assert_eq!(s.marker_ending("[paste #9 +3 lines]"), None);
    }
}
