//! Writing to stdout: whole lines, flushed at once, and a closed pipe (EPIPE) treated as the
//! reader having seen enough, never as a crash.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED: AtomicBool = AtomicBool::new(false);

/// Writes and flushes; after a broken pipe further writes are dropped.
pub fn write_stdout(bytes: &[u8]) {
    if CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if out.write_all(bytes).and_then(|_| out.flush()).is_err() {
        CLOSED.store(true, Ordering::Relaxed);
    }
}

/// One JSON value as one line, with U+2028 / U+2029 escaped so line-splitting readers stay safe.
pub fn json_line(value: &impl serde::Serialize) -> String {
    let mut s = serde_json::to_string(value).unwrap_or_else(|e| {
        format!("{{\"type\":\"error\",\"message\":\"serialisation failed: {e}\"}}")
    });
    if s.contains(['\u{2028}', '\u{2029}']) {
        s = s
            .replace('\u{2028}', "\\u2028")
            .replace('\u{2029}', "\\u2029");
    }
    s.push('\n');
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_line_separators() {
        let v = serde_json::json!({"t": "a\u{2028}b\u{2029}"});
        assert_eq!(super::json_line(&v), "{\"t\":\"a\\u2028b\\u2029\"}\n");
    }
}
