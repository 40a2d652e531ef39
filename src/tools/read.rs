//! `read`: a file's lines with `cat -n` numbering, bounded by the shared limits, reading only the
//! lines it needs so a 100 MB file costs no more than a small one.

use std::io::{BufRead, BufReader};

use serde_json::{Value, json};

use crate::tools::truncate::{MAX_BYTES, MAX_LINES, cut_line};
use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput};

pub struct ReadTool;

impl Tool for ReadTool {
    fn name(&self) -> &'static str {
        "read"
    }
    fn label(&self) -> &'static str {
        "Read"
    }
    fn description(&self) -> &'static str {
        "Read a text file. Output has line numbers like `cat -n`. By default returns up to 2000 lines or 50 KB; use offset (1-based line) and limit to page through larger files."
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
    fn permission(&self) -> PermissionClass {
        PermissionClass::Read
    }
    fn prompt_snippet(&self) -> &'static str {
        "read: read a file's lines (with line numbers); page with offset/limit"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        let given = args.get("path").and_then(Value::as_str).unwrap_or_default();
        let path = ctx.resolve(given);
        let offset = args
            .get("offset")
            .and_then(Value::as_u64)
            .unwrap_or(1)
            .max(1) as usize;
        let limit = args
            .get("limit")
            .and_then(Value::as_u64)
            .map(|l| l as usize);
        let shown = if path.to_string_lossy() == given {
            format!("`{given}`")
        } else {
            format!("`{given}` (resolved to `{}`)", path.display())
        };
        if path.is_dir() {
            return ToolOutput::error(format!(
                "{shown} is a directory, not a file; use the ls tool to list it"
            ));
        }
        let file = match std::fs::File::open(&path) {
            Ok(f) => f,
            Err(e) => return ToolOutput::error(format!("cannot read {shown}: {e}")),
        };
        let mut reader = BufReader::with_capacity(64 * 1024, file);
        match reader.fill_buf() {
            Ok(head) if head.contains(&0) => {
                let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
                return ToolOutput::text(format!(
                    "{shown} is a binary file ({size} bytes); its contents are not shown"
                ));
            }
            Ok(_) => {}
            Err(e) => return ToolOutput::error(format!("cannot read {shown}: {e}")),
        }
        read_lines(reader, offset, limit, &shown)
    }
}

fn read_lines(
    mut reader: impl BufRead,
    offset: usize,
    limit: Option<usize>,
    shown: &str,
) -> ToolOutput {
    let max_lines = limit.unwrap_or(MAX_LINES).min(MAX_LINES);
    let mut out = String::new();
    let mut line_no = 0usize;
    let mut last_shown = 0usize;
    let mut buf = Vec::new();
    let mut stopped_early = false;
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => return ToolOutput::error(format!("cannot read {shown}: {e}")),
        }
        line_no += 1;
        if line_no < offset {
            continue;
        }
        if last_shown >= offset && (line_no - offset >= max_lines) {
            stopped_early = true;
            break;
        }
        let text = String::from_utf8_lossy(&buf);
        let text = text.trim_end_matches('\n').trim_end_matches('\r');
        let entry = format!("{line_no:>6}\t{}\n", cut_line(text));
        if out.len() + entry.len() > MAX_BYTES && !out.is_empty() {
            stopped_early = true;
            break;
        }
        out.push_str(&entry);
        last_shown = line_no;
    }
    if offset > 1 && last_shown == 0 {
        return ToolOutput::error(format!(
            "offset {offset} is past the end of {shown}, which has {line_no} lines"
        ));
    }
    if stopped_early {
        // Count the rest cheaply (no decoding) so the notice can give the total.
        let mut total = line_no;
        let mut chunk = [0u8; 64 * 1024];
        let mut last = b'\n';
        loop {
            match reader.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    total += chunk[..n].iter().filter(|&&b| b == b'\n').count();
                    last = chunk[n - 1];
                }
            }
        }
        if last != b'\n' {
            total += 1;
        }
        out.push_str(&format!(
            "\n[Showing lines {offset}-{last_shown} of {total}. Use offset={} to continue.]",
            last_shown + 1
        ));
    }
    if out.is_empty() {
        out.push_str("(empty file)");
    }
    ToolOutput::text(out)
}
