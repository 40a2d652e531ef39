//! `read`: a file's lines with `cat -n` numbering, bounded by the shared limits. It reads only the
//! lines it needs and never holds more than a cut line in memory, so a 100 MB file costs little
//! more than a small one. Images become image blocks, binary files a short description; every
//! successful read marks the file as read for write and edit.

use std::io::{BufRead, BufReader, Read};
use std::os::unix::fs::OpenOptionsExt;

use serde_json::{Value, json};

use crate::ai::types::ContentBlock;
use crate::tools::error::ToolError;
use crate::tools::fs_access::Files;
use crate::tools::image::{self, ImageKind};
use crate::tools::path::ToolPath;
use crate::tools::text::BOM;
use crate::tools::truncate::{MAX_BYTES, MAX_LINE_CHARS, MAX_LINES, line_cut_marker, read_more};
use crate::tools::{Tool, ToolContext, ToolOutput, args, count};

/// The largest image sent to a model (providers refuse bigger ones).
pub const MAX_IMAGE_BYTES: u64 = 5 * 1024 * 1024;

pub struct ReadTool;

impl Tool for ReadTool {
    fn name(&self) -> &str {
        "read"
    }
    fn label(&self) -> &str {
        "Read"
    }
    fn description(&self) -> &str {
        "Read a file. Text comes with line numbers like `cat -n`; by default up to 2000 lines or 50 KiB, and lines longer than 2000 characters are cut. Use offset (1-based line) and limit to page through larger files. Images (png, jpeg, gif, webp) are shown when the model accepts images."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string", "description": "File path, relative to the working directory, absolute, or starting with ~"},
                "offset": {"type": "integer", "minimum": 1, "description": "First line to return (1-based)"},
                "limit": {"type": "integer", "minimum": 1, "description": "Maximum number of lines to return"}
            },
            "required": ["path"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "read: read a file's lines (with line numbers) or an image; page with offset/limit"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        execute_in(args, ctx, Files::Local)
    }
}

/// `read` with its text from `files` (the disk, or an editor's buffer).
pub(crate) fn execute_in(args: &Value, ctx: &ToolContext, files: Files) -> ToolOutput {
    let path = ctx.path(args::str(args, "path").unwrap_or_default());
    let offset = args::usize(args, "offset").unwrap_or(1).max(1);
    let limit = args::usize(args, "limit");
    match read(&path, offset, limit, ctx, files) {
        Ok(out) => {
            ctx.state.mark_read(&path.path);
            out
        }
        Err(e) => e.into(),
    }
}

fn read(
    path: &ToolPath,
    offset: usize,
    limit: Option<usize>,
    ctx: &ToolContext,
    files: Files,
) -> Result<ToolOutput, ToolError> {
    let io = |action: &'static str, source: std::io::Error| ToolError::Io {
        action,
        path: path.clone(),
        source,
    };
    let meta = std::fs::metadata(&path.path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ToolError::NotFound {
            path: path.clone(),
            hint: "Check the path; list the directory with ls or search with glob.",
        },
        _ => io("read", e),
    })?;
    if meta.is_dir() {
        return Err(ToolError::IsDirectory {
            path: path.clone(),
            hint: "Use the ls tool to list it.",
        });
    }
    if !meta.is_file() {
        return Err(ToolError::NotRegular { path: path.clone() });
    }
    // The path is resolved (no link in it when the call was judged); a link swapped in since
    // makes the open fail instead of reading another file.
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(nix::libc::O_NOFOLLOW)
        .open(&path.path)
        .map_err(|e| io("open", e))?;
    let mut reader = BufReader::with_capacity(64 * 1024, file);
    let head = reader.fill_buf().map_err(|e| io("read", e))?;
    if let Some(kind) = image::detect(head) {
        return image_output(path, kind, meta.len(), reader, ctx.accepts_images)
            .map_err(|e| io("read", e));
    }
    if head.contains(&0) {
        return Ok(ToolOutput::text(format!(
            "{path} is a binary file ({}); its contents are not shown. Inspect it with a suitable command in bash if you need to.",
            count(meta.len() as usize, "byte", "bytes")
        )));
    }
    if let Files::Editor(_) = files {
        // Text: what the editor holds, unsaved changes included.
        let text = files.read(&path.path).map_err(|e| io("read (through the editor)", e))?;
        return read_lines(std::io::Cursor::new(text), offset, limit, path)
            .map_err(|e| io("read", e));
    }
    read_lines(reader, offset, limit, path).map_err(|e| io("read", e))
}

fn image_output(
    path: &ToolPath,
    kind: ImageKind,
    size: u64,
    mut reader: impl Read,
    accepts_images: bool,
) -> std::io::Result<ToolOutput> {
    let bytes = count(size as usize, "byte", "bytes");
    if !accepts_images {
        return Ok(ToolOutput::text(format!(
            "{path} is a {} image ({bytes}). This model does not accept images, so it is not shown.",
            kind.name()
        )));
    }
    if size > MAX_IMAGE_BYTES {
        return Ok(ToolOutput::text(format!(
            "{path} is a {} image ({bytes}), larger than the {} MiB a model accepts. Make a smaller copy (for example with ImageMagick's convert in bash) and read that.",
            kind.name(),
            MAX_IMAGE_BYTES / 1024 / 1024
        )));
    }
    let mut data = Vec::with_capacity(size as usize);
    reader.read_to_end(&mut data)?;
    Ok(ToolOutput {
        content: vec![
            ContentBlock::text(format!("Read {path}: a {} image ({bytes}).", kind.name())),
            ContentBlock::Image {
                data: image::base64(&data),
                mime_type: kind.mime().to_string(),
            },
        ],
        ..Default::default()
    })
}

/// Reads one line into `buf` (without its line break), keeping at most `keep` bytes. Returns the
/// line's length in characters, or `None` at the end of the file.
fn next_line(
    r: &mut impl BufRead,
    buf: &mut Vec<u8>,
    keep: usize,
) -> std::io::Result<Option<usize>> {
    buf.clear();
    let mut chars = 0usize;
    let mut any = false;
    loop {
        let avail = match r.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if avail.is_empty() {
            break;
        }
        any = true;
        let end = avail.iter().position(|&b| b == b'\n');
        let part = &avail[..end.unwrap_or(avail.len())];
        chars += part.iter().filter(|&&b| b & 0xC0 != 0x80).count();
        let room = keep.saturating_sub(buf.len());
        buf.extend_from_slice(&part[..part.len().min(room)]);
        let used = end.map_or(avail.len(), |i| i + 1);
        r.consume(used);
        if end.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if buf.last() == Some(&b'\r') && buf.len() < keep {
        buf.pop();
        chars -= 1;
    }
    Ok(Some(chars))
}

fn read_lines(
    mut reader: impl BufRead,
    offset: usize,
    limit: Option<usize>,
    path: &ToolPath,
) -> Result<ToolOutput, std::io::Error> {
    let max_lines = limit.unwrap_or(MAX_LINES).min(MAX_LINES);
    // Enough bytes for MAX_LINE_CHARS characters of any width, plus one to see the cut.
    let keep = MAX_LINE_CHARS * 4 + 4;
    let mut out = String::new();
    let mut line_no = 0usize;
    let mut last_shown = 0usize;
    let mut buf = Vec::with_capacity(1024);
    let mut stopped_early = false;
    while let Some(chars) = next_line(
        &mut reader,
        &mut buf,
        if line_no + 1 < offset { 0 } else { keep },
    )? {
        line_no += 1;
        if line_no == 1 && buf.starts_with(BOM) {
            // The BOM is not text; edit and write keep it.
            buf.drain(..BOM.len());
        }
        if line_no < offset {
            continue;
        }
        if line_no - offset >= max_lines {
            stopped_early = true;
            break;
        }
        let text = String::from_utf8_lossy(&buf);
        let shown = if chars > MAX_LINE_CHARS {
            // The marker gives the whole line's length, not just what was kept.
            let kept: String = text.chars().take(MAX_LINE_CHARS).collect();
            format!("{kept}{}", line_cut_marker(MAX_LINE_CHARS, chars))
        } else {
            text.into_owned()
        };
        let entry = format!("{line_no:>6}\t{shown}\n");
        if out.len() + entry.len() > MAX_BYTES && !out.is_empty() {
            stopped_early = true;
            break;
        }
        out.push_str(&entry);
        last_shown = line_no;
    }
    if offset > 1 && last_shown == 0 {
        return Ok(ToolError::Argument {
            name: "offset",
            problem: format!(
                "offset {offset} is past the end of {path}, which has {}",
                count(line_no, "line", "lines")
            ),
            fix: "Use an offset within the file, or read from the start without one.",
        }
        .into());
    }
    if stopped_early {
        // Count the rest cheaply (no decoding) so the notice can give the total.
        let mut total = line_no;
        let mut chunk = vec![0u8; 256 * 1024];
        let mut last = b'\n';
        loop {
            match reader.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    total += chunk[..n].iter().filter(|&&b| b == b'\n').count();
                    last = chunk[n - 1];
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        if last != b'\n' {
            total += 1;
        }
        out.push('\n');
        out.push_str(&read_more(offset, last_shown, total));
    }
    if out.is_empty() {
        out.push_str("(empty file)");
    }
    Ok(ToolOutput::text(out))
}

#[cfg(test)]
#[path = "read_tests.rs"]
mod tests;
