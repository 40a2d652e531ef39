//! Why one line of a session file cannot be read: the typed problem inside a `ScanError` (which
//! adds the line number) and the error of `parse_entry` / `parse_line`. `Display` holds the
//! wording that `Error::SessionCorrupt` shows after the file and line.

use std::fmt;

use crate::session::entry::FORMAT_VERSION;

#[derive(Clone, Debug, PartialEq)]
pub enum LineError {
    /// Reading the file failed (the I/O error's text).
    Read(String),
    /// The line is not UTF-8.
    NotUtf8(std::str::Utf8Error),
    /// The line is not the JSON its type needs (serde's text, which names the line's column).
    Json(String),
    /// The line has no `type`.
    NoType,
    /// The entry has no `id` (its type is not known at that point).
    NoEntryId,
    /// The `<kind>` entry has no `id`.
    NoId { kind: String },
    /// An entry id that appears a second time.
    DuplicateId { id: String },
    /// A `leaf` line names an entry the file does not have.
    UnknownLeaf { id: String },
    /// Line 1 is not JSON.
    HeaderNotJson(String),
    /// Line 1 is not a session header.
    NotHeader,
    /// The header's format version (as written, or `none`) is not the one this ama reads.
    Version { shown: String },
    /// The header has the right type and version but not the right fields.
    HeaderInvalid(String),
    /// The file has no complete first line.
    NoHeader,
    /// A session header after line 1.
    SecondHeader,
}

impl LineError {
    /// A serde error while parsing a line.
    pub fn json(e: serde_json::Error) -> LineError {
        LineError::Json(e.to_string())
    }

    /// An I/O error while reading the file.
    pub fn read(e: std::io::Error) -> LineError {
        LineError::Read(e.to_string())
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::Read(e) => write!(f, "read failed: {e}"),
            LineError::NotUtf8(e) => write!(f, "not UTF-8 ({e})"),
            LineError::Json(e) => f.write_str(e),
            LineError::NoType => f.write_str("the line has no `type`"),
            LineError::NoEntryId => f.write_str("the entry has no `id`"),
            LineError::NoId { kind } => write!(f, "the `{kind}` entry has no `id`"),
            LineError::DuplicateId { id } => write!(f, "entry id `{id}` appears twice"),
            LineError::UnknownLeaf { id } => {
                write!(f, "the `leaf` line names unknown entry `{id}`")
            }
            LineError::HeaderNotJson(e) => write!(f, "the header is not valid JSON ({e})"),
            LineError::NotHeader => f.write_str(
                "the first line is not a session header (`\"type\":\"session\"`)",
            ),
            LineError::Version { shown } => write!(
                f,
                "the header has format version {shown}; this ama reads version {FORMAT_VERSION} — upgrade ama to open it"
            ),
            LineError::HeaderInvalid(e) => write!(f, "the header is invalid ({e})"),
            LineError::NoHeader => f.write_str("the file has no session header"),
            LineError::SecondHeader => f.write_str("a second session header"),
        }
    }
}

impl std::error::Error for LineError {}
