//! An incremental Server-Sent Events reader. All three wire APIs stream SSE, and a TCP read can end
//! anywhere (mid-line, mid-UTF-8 character), so bytes are buffered and a line is decoded only once
//! its terminator has arrived. An event is returned only when its blank line has arrived: a stream
//! that ends mid-event is a cut stream, which the caller must not mistake for success.

use std::io::{ErrorKind, Read};

/// One dispatched event: its `event:` name, if any, and its `data:` lines joined with `\n`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SseEvent {
    pub event: Option<String>,
    pub data: String,
    /// A `data:` line was not UTF-8 (it is in `data` with U+FFFD in its place): the stream is
    /// damaged, and the consumer fails it instead of using text with a hole in it.
    pub bad_utf8: bool,
}

const CHUNK: usize = 16 * 1024;

pub struct SseReader<R: Read> {
    inner: R,
    buf: Vec<u8>,
    /// Start of the first unconsumed byte in `buf`.
    start: usize,
    /// Bytes after `start` already searched for a line end, so a long line read in small pieces is
    /// not rescanned from its beginning on every read.
    scanned: usize,
    /// Event fields seen since the last dispatch; kept here so a read error (a timeout the caller
    /// uses to poll for cancellation) can be followed by another `next_event` call.
    event: Option<String>,
    /// The `data:` lines so far, joined with `\n`.
    data: String,
    /// Whether a `data:` line arrived since the last dispatch (an empty one still counts).
    has_data: bool,
    /// Whether a `data:` line since the last dispatch was not UTF-8.
    bad_utf8: bool,
    /// Whether any field line arrived since the last blank line.
    pending: bool,
    first_line: bool,
    eof: bool,
}

impl<R: Read> SseReader<R> {
    pub fn new(r: R) -> Self {
        SseReader {
            inner: r,
            buf: Vec::new(),
            start: 0,
            scanned: 0,
            event: None,
            data: String::new(),
            has_data: false,
            bad_utf8: false,
            pending: false,
            first_line: true,
            eof: false,
        }
    }

    /// The next complete event; `None` at end of stream (an unfinished event is dropped).
    pub fn next_event(&mut self) -> std::io::Result<Option<SseEvent>> {
        self.next_event_with(|| {})
    }

    /// Like `next_event`, calling `before_read` each time it is about to read from the source:
    /// the stream driver sends the events parsed so far there, so the consumer gets at most one
    /// hand-off per network read and nothing is held back while the network is idle.
    pub fn next_event_with(
        &mut self,
        mut before_read: impl FnMut(),
    ) -> std::io::Result<Option<SseEvent>> {
        loop {
            while let Some((start, end)) = self.take_line() {
                if let Some(event) = self.on_line(start, end) {
                    return Ok(Some(event));
                }
            }
            if self.eof {
                return Ok(None);
            }
            before_read();
            self.fill()?;
        }
    }

    /// Reads one chunk into the buffer; sets `eof` when the source is exhausted.
    fn fill(&mut self) -> std::io::Result<()> {
        if self.start > 0 {
            self.buf.drain(..self.start);
            self.start = 0;
        }
        let mut chunk = [0u8; CHUNK];
        loop {
            match self.inner.read(&mut chunk) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.buf.extend_from_slice(&chunk[..n]);
                    return Ok(());
                }
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Consumes one complete line and returns its byte range in `buf` (without its terminator).
    /// A lone `\r` at the end of the buffer waits for the next read, since a `\n` may follow it.
    fn take_line(&mut self) -> Option<(usize, usize)> {
        let rest = &self.buf[self.start..];
        let Some(found) = memchr::memchr2(b'\n', b'\r', &rest[self.scanned..]) else {
            self.scanned = rest.len();
            return None;
        };
        let pos = self.scanned + found;
        let width = if rest[pos] == b'\r' {
            match rest.get(pos + 1) {
                Some(b'\n') => 2,
                Some(_) => 1,
                None if self.eof => 1,
                None => {
                    self.scanned = pos;
                    return None;
                }
            }
        } else {
            1
        };
        self.scanned = 0;
        let mut start = self.start;
        let end = self.start + pos;
        self.start += pos + width;
        if self.first_line {
            self.first_line = false;
            if self.buf[start..end].starts_with("\u{feff}".as_bytes()) {
                start += 3;
            }
        }
        Some((start, end))
    }

    /// Handles the line at `buf[start..end]`; returns the event a blank line dispatches.
    fn on_line(&mut self, start: usize, end: usize) -> Option<SseEvent> {
        let line = &self.buf[start..end];
        if line.is_empty() {
            if !std::mem::take(&mut self.pending) {
                return None;
            }
            self.has_data = false;
            return Some(SseEvent {
                event: self.event.take(),
                data: std::mem::take(&mut self.data),
                bad_utf8: std::mem::take(&mut self.bad_utf8),
            });
        }
        if line[0] == b':' {
            return None;
        }
        let (field, value) = match memchr::memchr(b':', line) {
            Some(i) => {
                let v = &line[i + 1..];
                (&line[..i], v.strip_prefix(b" ").unwrap_or(v))
            }
            None => (line, &[][..]),
        };
        match field {
            b"event" => {
                self.event = Some(String::from_utf8_lossy(value).into_owned());
                self.pending = true;
            }
            b"data" => {
                if self.has_data {
                    self.data.push('\n');
                }
                self.has_data = true;
                match std::str::from_utf8(value) {
                    Ok(text) => self.data.push_str(text),
                    Err(_) => {
                        self.bad_utf8 = true;
                        self.data.push_str(&String::from_utf8_lossy(value));
                    }
                }
                self.pending = true;
            }
            // `id`, `retry` and unknown fields carry nothing the parsers use.
            _ => {}
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use std::io::{Error, ErrorKind, Read};

    use super::{SseEvent, SseReader};

    /// Hands out the input in fixed-size pieces, to split lines and characters across reads.
    struct Trickle<'a> {
        data: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
            let n = self.step.min(self.data.len()).min(out.len());
            out[..n].copy_from_slice(&self.data[..n]);
            self.data = &self.data[n..];
            Ok(n)
        }
    }

    fn all<R: Read>(mut r: SseReader<R>) -> Vec<SseEvent> {
        let mut out = Vec::new();
        while let Some(e) = r.next_event().expect("read") {
            out.push(e);
        }
        out
    }

    fn ev(event: Option<&str>, data: &str) -> SseEvent {
        SseEvent {
            event: event.map(str::to_string),
            data: data.to_string(),
            bad_utf8: false,
        }
    }

    fn read_all(input: &[u8]) -> Vec<SseEvent> {
        all(SseReader::new(input))
    }

    #[test]
    fn event_and_data_lines() {
        let got = read_all(b"event: ping\ndata: {\"a\":1}\n\ndata: two\n\n");
        assert_eq!(got, vec![ev(Some("ping"), "{\"a\":1}"), ev(None, "two")]);
    }

    #[test]
    fn crlf_and_cr_endings() {
        assert_eq!(
            read_all(b"event: x\r\ndata: 1\r\n\r\n"),
            vec![ev(Some("x"), "1")]
        );
        assert_eq!(
            read_all(b"data: 1\r\rdata: 2\r\r"),
            vec![ev(None, "1"), ev(None, "2")]
        );
    }

    #[test]
    fn comments_are_skipped_and_alone_dispatch_nothing() {
        let got = read_all(b": keep-alive\n\n:another\ndata: x\n: mid\n\n");
        assert_eq!(got, vec![ev(None, "x")]);
    }

    #[test]
    fn data_without_space_and_with_extra_space() {
        assert_eq!(read_all(b"data:x\n\n"), vec![ev(None, "x")]);
        assert_eq!(read_all(b"data:  x\n\n"), vec![ev(None, " x")]);
        assert_eq!(read_all(b"event:e\ndata\n\n"), vec![ev(Some("e"), "")]);
    }

    #[test]
    fn multiple_data_lines_join_with_newline() {
        assert_eq!(
            read_all(b"data: a\ndata: b\ndata:\n\n"),
            vec![ev(None, "a\nb\n")]
        );
    }

    #[test]
    fn ignores_id_and_retry_fields() {
        assert_eq!(
            read_all(b"id: 7\nretry: 10\ndata: x\n\n"),
            vec![ev(None, "x")]
        );
    }

    #[test]
    fn pending_event_at_eof_is_dropped() {
        assert_eq!(read_all(b"data: a\n\ndata: cut"), vec![ev(None, "a")]);
        assert_eq!(
            read_all(b"data: a\n\nevent: x\ndata: cut\n"),
            vec![ev(None, "a")]
        );
        assert_eq!(read_all(b""), vec![]);
    }

    #[test]
    fn done_marker_is_a_normal_event() {
        assert_eq!(read_all(b"data: [DONE]\n\n"), vec![ev(None, "[DONE]")]);
    }

    #[test]
    fn a_data_line_that_is_not_utf8_marks_its_event_only() {
        let got = read_all(b"data: {\"t\":\"\xffab\"}\n\ndata: ok\n\n");
        assert_eq!(got.len(), 2);
        assert!(got[0].bad_utf8, "{got:?}");
        assert_eq!(got[0].data, "{\"t\":\"\u{fffd}ab\"}");
        assert_eq!(got[1], ev(None, "ok"));
    }

    #[test]
    fn one_byte_reads_with_split_utf8() {
        let input = "event: delta\r\ndata: {\"t\":\"héllo → 世界 🎉\"}\r\n\r\n: c\ndata: ü\n\n";
        for step in [1, 2, 3, 5, 7] {
            let got = all(SseReader::new(Trickle {
                data: input.as_bytes(),
                step,
            }));
            assert_eq!(
                got,
                vec![
                    ev(Some("delta"), "{\"t\":\"héllo → 世界 🎉\"}"),
                    ev(None, "ü")
                ],
                "step {step}"
            );
        }
    }

    #[test]
    fn cr_split_from_lf_across_reads_is_one_ending() {
        let got = all(SseReader::new(Trickle {
            data: b"data: a\r\n\r\ndata: b\r\n\r\n",
            step: 8,
        }));
        assert_eq!(got, vec![ev(None, "a"), ev(None, "b")]);
    }

    #[test]
    fn large_payload_spanning_many_chunks() {
        let big = "x".repeat(100_000);
        let input = format!("data: {big}\n\ndata: end\n\n");
        assert_eq!(
            read_all(input.as_bytes()),
            vec![ev(None, &big), ev(None, "end")]
        );
    }

    #[test]
    fn leading_bom_is_ignored() {
        assert_eq!(
            read_all("\u{feff}data: x\n\n".as_bytes()),
            vec![ev(None, "x")]
        );
    }

    /// A read timeout mid-event must not lose the fields already seen.
    #[test]
    fn resumes_after_a_read_error() {
        struct Flaky {
            parts: Vec<std::io::Result<&'static [u8]>>,
        }
        impl Read for Flaky {
            fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
                if self.parts.is_empty() {
                    return Ok(0);
                }
                let part = self.parts.remove(0)?;
                out[..part.len()].copy_from_slice(part);
                Ok(part.len())
            }
        }
        let mut r = SseReader::new(Flaky {
            parts: vec![
                Ok(b"event: a\nda"),
                Err(Error::new(ErrorKind::TimedOut, "idle")),
                Err(Error::new(ErrorKind::Interrupted, "signal")),
                Ok(b"ta: 1\n\n"),
            ],
        });
        let err = r.next_event().expect_err("timeout surfaces");
        assert_eq!(err.kind(), ErrorKind::TimedOut);
        assert_eq!(r.next_event().expect("resumed"), Some(ev(Some("a"), "1")));
        assert_eq!(r.next_event().expect("eof"), None);
    }
}
