//! The RPC wire (rpc.md, 线路): commands are read as lines split on `\n` only (a trailing `\r` is
//! dropped, empty lines skipped, U+2028/U+2029 are ordinary characters, a last line without `\n`
//! still counts). Output goes through `outbox.rs`.

use std::io::Read;

use serde_json::Value;

/// Lines longer than this are dropped (with a parse error) instead of being buffered forever.
pub const MAX_LINE: usize = 256 * 1024 * 1024;
/// How much is read from stdin at a time.
const CHUNK: usize = 64 * 1024;

/// Splits a byte stream into lines, as the wire rules say.
pub struct LineReader<R: Read> {
    inner: R,
    buf: Vec<u8>,
    /// Bytes of `buf` already searched for `\n`.
    scanned: usize,
    /// Set while skipping the rest of an over-long line.
    overflow: bool,
    eof: bool,
}

/// One line from the client: its bytes, or the fact that it was too long.
#[derive(Debug, PartialEq)]
pub enum Line {
    Bytes(Vec<u8>),
    TooLong,
}

impl<R: Read> LineReader<R> {
    pub fn new(inner: R) -> LineReader<R> {
        LineReader {
            inner,
            buf: Vec::new(),
            scanned: 0,
            overflow: false,
            eof: false,
        }
    }

    /// The next non-empty line, or `None` at end of input.
    pub fn next_line(&mut self) -> std::io::Result<Option<Line>> {
        loop {
            if let Some(pos) = self.buf[self.scanned..].iter().position(|&b| b == b'\n') {
                let end = self.scanned + pos;
                let mut line: Vec<u8> = self.buf.drain(..=end).collect();
                self.scanned = 0;
                line.pop();
                if std::mem::take(&mut self.overflow) {
                    return Ok(Some(Line::TooLong));
                }
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if line.is_empty() {
                    continue;
                }
                return Ok(Some(Line::Bytes(line)));
            }
            self.scanned = self.buf.len();
            if self.buf.len() > MAX_LINE {
                self.buf.clear();
                self.scanned = 0;
                self.overflow = true;
            }
            if self.eof {
                if std::mem::take(&mut self.overflow) {
                    return Ok(Some(Line::TooLong));
                }
                let mut line = std::mem::take(&mut self.buf);
                self.scanned = 0;
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                return Ok(if line.is_empty() {
                    None
                } else {
                    Some(Line::Bytes(line))
                });
            }
            let mut chunk = [0u8; CHUNK];
            match self.inner.read(&mut chunk) {
                Ok(0) => self.eof = true,
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

/// A parsed command line: its string id (other ids are not echoed), type, and the whole object.
#[derive(Debug, Clone, PartialEq)]
pub struct Incoming {
    pub id: Option<String>,
    pub kind: String,
    pub body: Value,
}

/// Why a line is not a command: the `parse` error answered for it. `Display` words it.
#[derive(Debug)]
pub enum ParseError {
    /// Longer than `MAX_LINE`; the line was dropped.
    TooLong,
    /// Not UTF-8: the first bad byte's offset.
    NotUtf8 { offset: usize },
    /// Not JSON: serde_json's reason.
    NotJson(serde_json::Error),
    /// JSON without a string `type`.
    NoType,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ParseError::TooLong => write!(
                f,
                "line longer than {} MiB was dropped; send smaller commands",
                MAX_LINE / (1024 * 1024)
            ),
            ParseError::NotUtf8 { offset } => write!(
                f,
                "line is not valid UTF-8 (bad byte at offset {offset}); send UTF-8 JSON"
            ),
            ParseError::NotJson(e) => write!(
                f,
                "line is not valid JSON ({e}); send one JSON object per line"
            ),
            ParseError::NoType => write!(
                f,
                "command has no string \"type\"; send {{\"type\": \"<command>\", ...}}"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses one line into a command, or the `parse` error to answer with.
pub fn parse_line(line: &Line) -> Result<Incoming, ParseError> {
    let bytes = match line {
        Line::Bytes(b) => b,
        Line::TooLong => return Err(ParseError::TooLong),
    };
    let text = std::str::from_utf8(bytes).map_err(|e| ParseError::NotUtf8 {
        offset: e.valid_up_to(),
    })?;
    let body: Value = serde_json::from_str(text).map_err(ParseError::NotJson)?;
    let kind = match body.get("type") {
        Some(Value::String(t)) => t.clone(),
        _ => return Err(ParseError::NoType),
    };
    let id = body.get("id").and_then(Value::as_str).map(String::from);
    Ok(Incoming { id, kind, body })
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::{Line, LineReader, parse_line};

    /// Returns at most `n` bytes per read, to split lines and characters anywhere.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.1.min(self.0.len()).min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn lines(input: &[u8], step: usize) -> Vec<Line> {
        let mut r = LineReader::new(Trickle(input, step));
        let mut out = Vec::new();
        while let Ok(Some(l)) = r.next_line() {
            out.push(l);
        }
        out
    }

    #[test]
    fn splits_on_newline_only() {
        let input = "a\r\n\n\u{2028}b\u{2029}\nlast é".as_bytes();
        for step in [1, 2, 3, 64] {
            assert_eq!(
                lines(input, step),
                vec![
                    Line::Bytes(b"a".to_vec()),
                    Line::Bytes("\u{2028}b\u{2029}".as_bytes().to_vec()),
                    Line::Bytes("last é".as_bytes().to_vec()),
                ],
                "step {step}"
            );
        }
    }

    #[test]
    fn parse_errors_name_the_problem() {
        let cases: [(&[u8], &str); 4] = [
            (b"{not json", "not valid JSON"),
            (b"{\"id\":\"1\"}", "no string \"type\""),
            (b"\xff\xfe{}", "not valid UTF-8"),
            (b"[1,2]", "no string \"type\""),
        ];
        for (input, want) in cases {
            let e = parse_line(&Line::Bytes(input.to_vec()))
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default();
            assert!(e.contains(want), "{e}");
        }
        let deep = "[".repeat(100_000);
        assert!(parse_line(&Line::Bytes(deep.into_bytes())).is_err());
        let ok = parse_line(&Line::Bytes(br#"{"id":7,"type":"get_state"}"#.to_vec()));
        assert_eq!(
            ok.map(|c| (c.id, c.kind)).ok(),
            Some((None, "get_state".to_string()))
        );
    }
}
