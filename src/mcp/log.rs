//! A server's own log: its stderr, its `notifications/message` entries, lines on stdout that were
//! not JSON-RPC, and what ama did about the connection (cancellations, restarts). Kept in memory,
//! bounded, and never printed on its own: `ama mcp` shows it on request, and each session records
//! the `notifications/message` entries in its file (`agent/mcp_log.rs`).

use std::collections::VecDeque;
use std::sync::Mutex;

use crate::util::sync::lock;

/// How many lines a server's log keeps; older ones are dropped first.
const KEEP: usize = 500;
/// The longest line kept; a longer one is cut.
const LINE: usize = 2000;
/// How many `notifications/message` entries wait for the sessions to record them.
const KEEP_MESSAGES: usize = 200;

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

/// `text` cleaned (`clean`), without trailing white space, and cut to `LINE` bytes.
fn cut(text: &str) -> String {
    let mut text = clean(text.trim_end());
    if text.len() > LINE {
        let mut cut = LINE;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        text.truncate(cut);
        text.push('…');
    }
    text
}

#[derive(Default)]
pub struct Log {
    lines: Mutex<VecDeque<String>>,
    messages: Mutex<Messages>,
}

/// The server's `notifications/message` entries, numbered from 1 so a session can take the
/// ones it has not recorded yet.
#[derive(Default)]
struct Messages {
    last: u64,
    kept: VecDeque<(u64, Message)>,
}

/// One `notifications/message` as the server sent it (its `data` cleaned of control characters
/// and cut like a line).
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub level: String,
    pub logger: Option<String>,
    pub data: String,
}

impl Log {
    pub fn push(&self, source: &str, text: &str) {
        let text = cut(text);
        let mut lines = lock(&self.lines);
        if lines.len() == KEEP {
            lines.pop_front();
        }
        lines.push_back(format!("[{source}] {text}"));
    }

    /// Keeps a `notifications/message` entry: a line of the log, and a message the sessions take
    /// with `messages_since`.
    pub fn message(&self, level: &str, logger: Option<&str>, data: &str) {
        self.push(&format!("message {level}"), data);
        let data = cut(data);
        let mut messages = lock(&self.messages);
        messages.last += 1;
        let n = messages.last;
        if messages.kept.len() == KEEP_MESSAGES {
            messages.kept.pop_front();
        }
        messages.kept.push_back((
            n,
            Message {
                level: clean(level),
                logger: logger.map(clean),
                data,
            },
        ));
    }

    /// The messages after number `seen`, and the number of the last one.
    pub fn messages_since(&self, seen: u64) -> (Vec<Message>, u64) {
        let messages = lock(&self.messages);
        let new = messages
            .kept
            .iter()
            .filter(|(n, _)| *n > seen)
            .map(|(_, m)| m.clone())
            .collect();
        (new, messages.last)
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

    #[test]
    fn messages_are_numbered_for_the_sessions() {
        let log = Log::default();
        assert_eq!(log.messages_since(0), (vec![], 0));
        log.message("info", Some("db"), "one\u{1b}");
        log.message("error", None, "two");
        let (all, last) = log.messages_since(0);
        assert_eq!(last, 2);
        assert_eq!(all[0].data, "one\\u{1b}");
        assert_eq!(all[0].logger.as_deref(), Some("db"));
        assert_eq!(log.messages_since(1).0[0].data, "two");
        assert_eq!(log.messages_since(2).0, vec![]);
        assert_eq!(log.tail(1), vec!["[message error] two"]);
    }
}
