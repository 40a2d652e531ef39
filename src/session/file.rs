//! Low-level reads of a session file that an open needs besides the backward pass: line 1,
//! where the complete lines end (a crash can leave a half line after them), a reader that does
//! not move a shared file's cursor, and the line of an id that appears twice.

use std::fs::File;
use std::io::BufReader;
use std::os::unix::fs::FileExt;

use crate::session::entry::Header;
use crate::session::line_error::LineError;
use crate::session::scan::{ScanError, header};

/// A reader at an offset of a shared file, for scanning without moving its cursor.
pub struct ReadAt<'f> {
    pub file: &'f File,
    pub at: u64,
}

impl std::io::Read for ReadAt<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.file.read_at(buf, self.at)?;
        self.at += n as u64;
        Ok(n)
    }
}

/// Reads and checks line 1.
pub fn read_header(file: &File) -> Result<Header, ScanError> {
    use std::io::BufRead;
    let mut first = Vec::new();
    BufReader::with_capacity(1 << 12, ReadAt { file, at: 0 })
        .read_until(b'\n', &mut first)
        .map_err(|e| ScanError::at_offset(0, LineError::read(e)))?;
    if first.last() != Some(&b'\n') {
        return Err(ScanError::at_offset(0, LineError::NoHeader));
    }
    first.pop();
    header(&first).map_err(|m| ScanError::at_offset(0, m))
}

/// The length of the complete lines and of a half line after them.
pub fn complete_lines(file: &File) -> std::io::Result<(u64, u64)> {
    let len = file.metadata()?.len();
    let mut at = len;
    let mut block = vec![0u8; 1 << 16];
    while at > 0 {
        let from = at.saturating_sub(block.len() as u64);
        let n = (at - from) as usize;
        file.read_exact_at(&mut block[..n], from)?;
        if let Some(p) = block[..n].iter().rposition(|b| *b == b'\n') {
            let end = from + p as u64 + 1;
            return Ok((end, len - end));
        }
        at = from;
    }
    Ok((0, len))
}

/// The error for an id that appears twice, at its second line.
pub fn duplicate(file: &File, id: &str) -> ScanError {
    let reader = BufReader::with_capacity(1 << 16, ReadAt { file, at: 0 });
    let mut seen = 0;
    let mut at = None;
    let _ = crate::session::scan::read_lines(reader, |e| {
        if e.id == id {
            seen += 1;
            if seen == 2 {
                at.get_or_insert(e.offset);
            }
        }
        Ok(())
    });
    ScanError::at_offset(at.unwrap_or(0), LineError::DuplicateId { id: id.into() })
}
