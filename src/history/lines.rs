//! A streaming line reader for the read-only history scans (`stats`, `search`, `export`,
//! `--from`): complete lines only (a half last line — a writer mid-write, or a crash — is left
//! out and reported), and a line longer than [`MAX_LINE`] is skipped without being buffered, so
//! a huge or damaged file is read in constant memory and never whole.

use std::io::{BufRead, ErrorKind};

/// The longest line a scan keeps; longer ones are counted and skipped.
pub(crate) const MAX_LINE: usize = 64 << 20;

/// What one call of [`LineReader::next_line`] found.
pub(crate) enum Next<'a> {
    /// A complete line without its LF, and its byte offset.
    Line(&'a [u8], u64),
    /// A complete line over the cap, skipped.
    TooLong,
    /// End of the complete lines; `tail` bytes of a half line follow.
    End { tail: u64 },
}

pub(crate) struct LineReader<R> {
    reader: R,
    buf: Vec<u8>,
    offset: u64,
}

impl<R: BufRead> LineReader<R> {
    pub(crate) fn new(reader: R) -> LineReader<R> {
        LineReader {
            reader,
            buf: Vec::with_capacity(1 << 12),
            offset: 0,
        }
    }

    /// The next complete line. A read error ends the scan like the end of the file (the
    /// scans are best-effort readers of files other processes may be writing).
    pub(crate) fn next_line(&mut self) -> Next<'_> {
        self.buf.clear();
        let start = self.offset;
        let mut skipping = false;
        let mut skipped: u64 = 0;
        loop {
            let chunk = match self.reader.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => &[],
            };
            if chunk.is_empty() {
                let tail = if skipping {
                    skipped
                } else {
                    self.buf.len() as u64
                };
                return Next::End { tail };
            }
            let (take, done) = match memchr(chunk) {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            if skipping {
                skipped += take as u64;
            } else if self.buf.len() + take > MAX_LINE + 1 {
                skipping = true;
                skipped = (self.buf.len() + take) as u64;
                self.buf = Vec::with_capacity(1 << 12);
            } else {
                self.buf.extend_from_slice(&chunk[..take]);
            }
            self.reader.consume(take);
            if done {
                if skipping {
                    self.offset += skipped;
                    return Next::TooLong;
                }
                self.offset += self.buf.len() as u64;
                let n = self.buf.len() - 1;
                return Next::Line(&self.buf[..n], start);
            }
        }
    }
}

fn memchr(s: &[u8]) -> Option<usize> {
    s.iter().position(|b| *b == b'\n')
}

#[cfg(test)]
mod tests {
    use super::{LineReader, Next};

    fn all(input: &[u8]) -> (Vec<(String, u64)>, u64) {
        let mut r = LineReader::new(std::io::BufReader::with_capacity(4, input));
        let mut out = Vec::new();
        loop {
            match r.next_line() {
                Next::Line(l, o) => out.push((String::from_utf8_lossy(l).into_owned(), o)),
                Next::TooLong => out.push(("<long>".into(), 0)),
                Next::End { tail } => return (out, tail),
            }
        }
    }

    #[test]
    fn complete_lines_and_a_half_tail() {
        let (lines, tail) = all(b"ab\n\ncdefgh\nhal");
        assert_eq!(
            lines,
            vec![("ab".into(), 0), ("".into(), 3), ("cdefgh".into(), 4)]
        );
        assert_eq!(tail, 3);
        assert_eq!(all(b"").1, 0);
    }
}
