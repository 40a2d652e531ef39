//! A streaming line reader for the read-only history scans (`stats`, `search`, `export`,
//! `--from`): complete lines only (a half last line — a writer mid-write, or a crash — is left
//! out), and a line longer than [`MAX_LINE`] is skipped without being buffered, so
//! a huge or damaged file is read in constant memory and never whole.

use std::io::{BufRead, ErrorKind};

/// The longest line a scan keeps; longer ones are counted and skipped.
pub(crate) const MAX_LINE: usize = 64 << 20;

/// What one call of [`LineReader::next_line`] found.
pub(crate) enum Next<'a> {
    /// A complete line without its LF.
    Line(&'a [u8]),
    /// A complete line over the cap, skipped.
    TooLong,
    /// End of the complete lines (a half line after them is left out).
    End,
}

pub(crate) struct LineReader<R> {
    reader: R,
    buf: Vec<u8>,
}

impl<R: BufRead> LineReader<R> {
    pub(crate) fn new(reader: R) -> LineReader<R> {
        LineReader {
            reader,
            buf: Vec::with_capacity(1 << 12),
        }
    }

    /// The next complete line. A read error ends the scan like the end of the file (the
    /// scans are best-effort readers of files other processes may be writing).
    pub(crate) fn next_line(&mut self) -> Next<'_> {
        self.buf.clear();
        let mut skipping = false;
        loop {
            let chunk = match self.reader.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => &[],
            };
            if chunk.is_empty() {
                return Next::End;
            }
            let (take, done) = match memchr(chunk) {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            if skipping {
                // Still inside an over-long line: drop its bytes.
            } else if self.buf.len() + take > MAX_LINE + 1 {
                skipping = true;
                self.buf = Vec::with_capacity(1 << 12);
            } else {
                self.buf.extend_from_slice(&chunk[..take]);
            }
            self.reader.consume(take);
            if done {
                if skipping {
                    return Next::TooLong;
                }
                let n = self.buf.len() - 1;
                return Next::Line(&self.buf[..n]);
            }
        }
    }
}

fn memchr(s: &[u8]) -> Option<usize> {
    memchr::memchr(b'\n', s)
}

#[cfg(test)]
mod tests {
    use super::{LineReader, Next};

    fn all(input: &[u8]) -> Vec<String> {
        let mut r = LineReader::new(std::io::BufReader::with_capacity(4, input));
        let mut out = Vec::new();
        loop {
            match r.next_line() {
                Next::Line(l) => out.push(String::from_utf8_lossy(l).into_owned()),
                Next::TooLong => out.push("<long>".into()),
                Next::End => return out,
            }
        }
    }

    #[test]
    fn complete_lines_and_a_half_tail() {
        assert_eq!(all(b"ab\n\ncdefgh\nhal"), vec!["ab", "", "cdefgh"]);
        assert!(all(b"").is_empty());
    }
}
