//! A server's own log: its stderr, its `notifications/message` entries, lines on stdout that were
//! not JSON-RPC, and what ama did about the connection (cancellations, restarts). Kept in memory,
//! bounded, and never printed on its own: `ama mcp` shows it on request, the session log later.

use std::collections::VecDeque;
use std::sync::Mutex;

use crate::util::sync::lock;

/// How many lines a server's log keeps; older ones are dropped first.
const KEEP: usize = 500;
/// The longest line kept; a longer one is cut.
const LINE: usize = 2000;

/// `text` with control characters (terminal escapes included) shown as `\u{..}`: what a server
/// writes reaches error messages and the terminal.
pub fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && c != '\t' {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[derive(Default)]
pub struct Log {
    lines: Mutex<VecDeque<String>>,
}

impl Log {
    pub fn push(&self, source: &str, text: &str) {
        let mut text = clean(text.trim_end());
        if text.len() > LINE {
            let mut cut = LINE;
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            text.truncate(cut);
            text.push('…');
        }
        let mut lines = lock(&self.lines);
        if lines.len() == KEEP {
            lines.pop_front();
        }
        lines.push_back(format!("[{source}] {text}"));
    }

    /// The last `n` lines, oldest first.
    pub fn tail(&self, n: usize) -> Vec<String> {
        let lines = lock(&self.lines);
        lines
            .iter()
            .skip(lines.len().saturating_sub(n))
            .cloned()
            .collect()
    }

    /// The last `n` lines from `source`, joined for an error message.
    pub fn last_from(&self, source: &str, n: usize) -> Option<String> {
        let tag = format!("[{source}] ");
        let lines = lock(&self.lines);
        let picked: Vec<&str> = lines.iter().filter_map(|l| l.strip_prefix(&tag)).collect();
        if picked.is_empty() {
            return None;
        }
        Some(picked[picked.len().saturating_sub(n)..].join(" | "))
    }
}

#[cfg(test)]
mod tests {
    use super::Log;

    #[test]
    fn bounded_and_filtered() {
        let log = Log::default();
        for i in 0..600 {
            log.push("stderr", &format!("line {i}\n"));
        }
        log.push("message", "hello");
        assert_eq!(log.tail(2), vec!["[stderr] line 599", "[message] hello"]);
        assert_eq!(log.tail(1000).len(), 500);
        assert_eq!(
            log.last_from("stderr", 2).as_deref(),
            Some("line 598 | line 599")
        );
        assert_eq!(log.last_from("garbage", 2), None);
        log.push("stderr", "\u{1b}[2Jgone");
        assert_eq!(log.tail(1), vec!["[stderr] \\u{1b}[2Jgone"]);
    }
}
