//! A streaming line reader for the read-only history scans (`stats`, `search`, `export`,
//! `--from`): complete lines only (a half last line — a writer mid-write, or a crash — is left
//! out), and a line longer than [`MAX_LINE`] is skipped without being buffered, so
//! a huge or damaged file is read in constant memory and never whole. A file of at most
//! [`WHOLE_MAX`] bytes is instead read with one `read` into a reused buffer and its lines are
//! borrowed from it, which spares the per-line copy.

use std::fs::File;
use std::io::{BufRead, BufReader, ErrorKind, Read};
use std::path::Path;

/// The largest file read whole into memory; larger ones are streamed.
pub(crate) const WHOLE_MAX: u64 = 32 << 20;

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

/// The complete lines of a buffer (a half last line is left out).
pub(crate) struct SliceLines<'a> {
    rest: &'a [u8],
}

impl<'a> SliceLines<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> SliceLines<'a> {
        SliceLines { rest: bytes }
    }

    fn next_line(&mut self) -> Next<'a> {
        match memchr(self.rest) {
            Some(i) => {
                let line = &self.rest[..i];
                self.rest = &self.rest[i + 1..];
                if line.len() > MAX_LINE {
                    Next::TooLong
                } else {
                    Next::Line(line)
                }
            }
            None => Next::End,
        }
    }
}

/// A file's lines: borrowed from one read of the whole file, or streamed when it is large.
pub(crate) enum Source<'a> {
    Whole(SliceLines<'a>),
    Stream(LineReader<BufReader<File>>),
}

impl<'a> Source<'a> {
    /// Opens `path`, reading it whole into `buf` (cleared first) when it is small enough.
    pub(crate) fn open(path: &Path, buf: &'a mut Vec<u8>) -> Option<Source<'a>> {
        let mut file = File::open(path).ok()?;
        let size = file.metadata().ok()?.len();
        if size > WHOLE_MAX {
            return Some(Source::Stream(LineReader::new(BufReader::with_capacity(
                1 << 16,
                file,
            ))));
        }
        buf.clear();
        buf.reserve(size as usize + 1);
        // A read error keeps what was read, like the end of the file (see `next_line`).
        let _ = file.read_to_end(buf);
        Some(Source::Whole(SliceLines::new(buf)))
    }

    /// The whole file's bytes, when it was read whole.
    pub(crate) fn whole(&self) -> Option<&'a [u8]> {
        match self {
            Source::Whole(s) => Some(s.rest),
            Source::Stream(_) => None,
        }
    }

    pub(crate) fn next_line(&mut self) -> Next<'_> {
        match self {
            Source::Whole(s) => s.next_line(),
            Source::Stream(r) => r.next_line(),
        }
    }
}

fn memchr(s: &[u8]) -> Option<usize> {
    memchr::memchr(b'\n', s)
}

#[cfg(test)]
mod tests {
    use super::{LineReader, Next, SliceLines};

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

    fn all_slice(input: &[u8]) -> Vec<String> {
        let mut r = SliceLines::new(input);
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
        assert_eq!(all_slice(b"ab\n\ncdefgh\nhal"), vec!["ab", "", "cdefgh"]);
        assert!(all_slice(b"").is_empty());
        assert_eq!(all_slice(b"x\n"), vec!["x"]);
    }
}
