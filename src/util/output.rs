//! Writing to stdout: every byte ama prints on stdout goes through `write_stdout`, whole
//! lines, flushed at once. A closed pipe (EPIPE) means the reader has seen enough: later writes
//! are dropped and the exit status is not changed. Any other failure (a full disk, an I/O
//! error) is remembered, later writes are dropped, and `finish` turns it into exit 1 with
//! `error: writing output: …`, so no run reports success for an answer it could not write.

use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED: AtomicBool = AtomicBool::new(false);
static FAILURE: Mutex<Option<String>> = Mutex::new(None);

/// Writes and flushes; after a failure further writes are dropped.
pub fn write_stdout(bytes: &[u8]) {
    if CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(bytes).and_then(|_| out.flush()) {
        record_stdout_error(&e);
    }
}

/// Records a failed write to stdout made by a writer that owns stdout itself (the RPC writer
/// thread), so `finish` reports it the same way: a broken pipe is quiet, anything else is exit 1.
pub fn record_stdout_error(e: &std::io::Error) {
    CLOSED.store(true, Ordering::Relaxed);
    if e.kind() != std::io::ErrorKind::BrokenPipe {
        let mut failure = FAILURE.lock().unwrap_or_else(|p| p.into_inner());
        failure.get_or_insert_with(|| e.to_string());
    }
}

/// The process exit code once everything is written: `code`, or 1 when a write to stdout failed
/// for a reason other than a closed pipe (the error is printed on stderr).
pub fn finish(code: i32) -> i32 {
    let failure = FAILURE.lock().unwrap_or_else(|p| p.into_inner()).take();
    match failure {
        Some(message) => {
            write_stderr_line(&format!("error: writing output: {message}"));
            if code == 0 { 1 } else { code }
        }
        None => code,
    }
}

/// Writes one line to stderr, ignoring failure: a closed or full stderr must not turn an
/// error report into a panic.
pub fn write_stderr_line(line: &str) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{line}");
}

/// One JSON value as one line, with U+2028 / U+2029 escaped so line-splitting readers stay safe.
pub fn json_line(value: &impl serde::Serialize) -> String {
    let mut buf = JsonBuf(Vec::with_capacity(256));
    let written = serde_json::to_writer(&mut buf, value).map_err(|e| e.to_string());
    // serde_json writes UTF-8 only; the check costs less than a line's serialisation.
    let mut s = written
        .and_then(|()| String::from_utf8(buf.0).map_err(|e| e.to_string()))
        .unwrap_or_else(|e| {
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

/// The buffer `json_line` serialises into. serde_json writes a line as many small pieces, most
/// of them one byte (quotes, colons, commas, brackets: about 60 for a streamed delta's line);
/// `Vec<u8>`'s own writer copies each with `memcpy`, which in the static musl binary costs a
/// `rep movsq` start-up and a byte loop per call: a third of its CPU while streaming
/// stream-json (docs/performance.md, "Streaming CPU in the static binary"). One byte is pushed.
struct JsonBuf(Vec<u8>);

impl Write for JsonBuf {
    #[inline]
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.write_all(bytes)?;
        Ok(bytes.len())
    }

    #[inline]
    fn write_all(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        match bytes {
            [byte] => self.0.push(*byte),
            _ => self.0.extend_from_slice(bytes),
        }
        Ok(())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_line_is_serde_jsons_own_text() {
        let v = serde_json::json!({"type": "x", "n": [1, -2.5, null, true], "s": "a\"b\\c\n\u{1}é😀",
            "o": {"": "", "k": {}}, "e": []});
        let expected = serde_json::to_string(&v).unwrap() + "\n";
        assert_eq!(super::json_line(&v), expected);
    }

    #[test]
    fn escapes_line_separators() {
        let v = serde_json::json!({"t": "a\u{2028}b\u{2029}"});
        assert_eq!(super::json_line(&v), "{\"t\":\"a\\u2028b\\u2029\"}\n");
    }
}
