//! Where `read`, `write` and `edit` get and put a file's text: the local disk by default, or an
//! editor that holds the file (ACP's `fs/read_text_file` / `fs/write_text_file`, so the model sees
//! unsaved buffers and its edits land in the editor). Only the bytes' source and sink change:
//! the path, the permission decision, the read-before-write rule and the checkpoint backup are
//! the same for both. A front end wraps the tools of its agent's registry (`Registry::replace`) to
//! call `execute_through` with its editor (`modes/acp/fs.rs`).

use std::io;
use std::path::Path;

use serde_json::Value;

use crate::tools::{ToolContext, ToolOutput};

/// An editor that reads and writes files' text for the tools.
pub trait EditorFiles: Send + Sync {
    /// The text of `path` as the editor has it (an unsaved buffer included).
    fn read_text(&self, path: &Path) -> io::Result<String>;
    /// Replaces the text of `path` in the editor (which saves it).
    fn write_text(&self, path: &Path, content: &str) -> io::Result<()>;
}

/// Where one call's bytes come from and go to.
#[derive(Clone, Copy)]
pub enum Files<'a> {
    Local,
    Editor(&'a dyn EditorFiles),
}

impl Files<'_> {
    /// The contents of a file that exists on disk.
    pub fn read(&self, path: &Path) -> io::Result<Vec<u8>> {
        match self {
            Files::Local => std::fs::read(path),
            Files::Editor(e) => e.read_text(path).map(String::into_bytes),
        }
    }

    /// Writes a whole file (atomically on disk).
    pub fn write(&self, path: &Path, bytes: &[u8]) -> io::Result<()> {
        match self {
            Files::Local => crate::util::atomic::write_atomic(path, bytes).map(|_| ()),
            Files::Editor(e) => {
                let text = std::str::from_utf8(bytes).map_err(|err| {
                    io::Error::new(
                        io::ErrorKind::InvalidData,
                        format!(
                            "the new contents are not UTF-8 text (byte {}), which the editor cannot take",
                            err.valid_up_to()
                        ),
                    )
                })?;
                e.write_text(path, text)
            }
        }
    }
}

/// Runs the built-in file tool `name` (`read`, `write` or `edit`) with its I/O through `files`;
/// `None` for any other tool.
pub fn execute_through(
    name: &str,
    args: &Value,
    ctx: &ToolContext,
    files: Files,
) -> Option<ToolOutput> {
    match name {
        "read" => Some(crate::tools::read::execute_in(args, ctx, files)),
        "write" => Some(crate::tools::write::execute_in(args, ctx, files)),
        "edit" => Some(crate::tools::edit::execute_in(args, ctx, files)),
        _ => None,
    }
}
