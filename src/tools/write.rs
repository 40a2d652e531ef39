//! `write`: creates or replaces a whole file, atomically, creating parent directories. Replacing a
//! file needs a read first (config `tools.write.requireRead`); the replaced file keeps its
//! permissions, its BOM and its CRLF line endings.

use serde_json::{Value, json};

use crate::tools::fs_access::Files;
use crate::tools::error::ToolError;
use crate::tools::path::ToolPath;
use crate::tools::text::{BOM, is_crlf, split_bom, to_eol};
use crate::tools::{Tool, ToolContext, ToolOutput, args, count};

pub struct WriteTool;

impl Tool for WriteTool {
    fn name(&self) -> &str {
        "write"
    }
    fn label(&self) -> &str {
        "Write"
    }
    fn description(&self) -> &str {
        "Write a whole file: create it (with its parent directories) or replace it. Replacing an existing file requires reading it first in this session; prefer edit for changes to existing files. The write is atomic; a replaced file keeps its permissions, BOM and CRLF line endings."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string", "description": "File path, relative to the working directory, absolute, or starting with ~"},
                "content": {"type": "string", "description": "The complete new content of the file"}
            },
            "required": ["path", "content"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "write: create a file or replace a whole file (read it first if it exists)"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        execute_in(args, ctx, Files::Local)
    }
    fn refusal(&self, args: &Value, ctx: &ToolContext) -> Option<ToolOutput> {
        let path = ctx.path(args::str(args, "path").unwrap_or_default());
        let exists = std::fs::metadata(&path.path).is_ok_and(|m| m.is_file());
        (exists && ctx.state.options().write_require_read && !ctx.state.has_seen(&path.path))
            .then(|| {
                ToolError::NotRead {
                    path,
                    action: "overwritten",
                }
                .into()
            })
    }
}

/// `write` through `files` (the disk, or an editor).
pub(crate) fn execute_in(args: &Value, ctx: &ToolContext, files: Files) -> ToolOutput {
    let path = ctx.path(args::str(args, "path").unwrap_or_default());
    let content = args::str(args, "content").unwrap_or_default();
    match write(&path, content, ctx, files) {
        Ok(out) => out,
        Err(e) => e.into(),
    }
}

fn write(
    path: &ToolPath,
    content: &str,
    ctx: &ToolContext,
    files: Files,
) -> Result<ToolOutput, ToolError> {
    let io = |action: &'static str, source: std::io::Error| ToolError::Io {
        action,
        path: path.clone(),
        source,
    };
    if let Some((place, what)) = crate::tools::path::ama_state_for_writes(&path.path) {
        return Err(io(
            "write",
            crate::tools::path::ama_state_error(&place, what),
        ));
    }
    let existing = match std::fs::metadata(&path.path) {
        Ok(m) if m.is_dir() => {
            return Err(ToolError::IsDirectory {
                path: path.clone(),
                hint: "Give the path of the file to write inside it.",
            });
        }
        Ok(_) => Some(files.read(&path.path).map_err(|e| io("read", e))?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(io("inspect", e)),
    };
    if existing.is_some()
        && ctx.state.options().write_require_read
        && !ctx.state.has_seen(&path.path)
    {
        return Err(ToolError::NotRead {
            path: path.clone(),
            action: "overwritten",
        });
    }
    let bytes = match &existing {
        Some(old) => keep_shape(old, content),
        None => content.as_bytes().to_vec(),
    };
    if let Some(parent) = path.path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| io("create the parent directory of", e))?;
    }
    let backups = ctx.state.checkpoints();
    backups
        .before_change(&path.path)
        .map_err(|e| io("back up (for checkpoints) before writing", e))?;
    files.write(&path.path, &bytes).map_err(|e| io("write", e))?;
    backups.wrote(&path.path, &bytes);
    ctx.state.mark_modified(&path.path);
    let lines = bytes.iter().filter(|&&b| b == b'\n').count()
        + usize::from(bytes.last().is_some_and(|&b| b != b'\n'));
    let verb = if existing.is_some() {
        "Replaced"
    } else {
        "Created"
    };
    Ok(ToolOutput::text(format!(
        "{verb} {path}: wrote {}, {}.",
        count(bytes.len(), "byte", "bytes"),
        count(lines, "line", "lines")
    ))
    .with_details(json!({"bytes": bytes.len(), "lines": lines, "created": existing.is_none()})))
}

/// `content` with the replaced file's BOM and CRLF line endings, unless it brings its own.
fn keep_shape(old: &[u8], content: &str) -> Vec<u8> {
    let (bom, body) = split_bom(old);
    let text = if is_crlf(body) && !content.contains("\r\n") {
        to_eol(content, true)
    } else {
        content.to_string()
    };
    let mut out = Vec::with_capacity(text.len() + 3);
    if bom && !text.as_bytes().starts_with(BOM) {
        out.extend_from_slice(BOM);
    }
    out.extend_from_slice(text.as_bytes());
    out
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use serde_json::json;

    use super::WriteTool;
    use crate::tools::read::ReadTool;
    use crate::tools::state::{ToolOptions, ToolState};
    use crate::tools::test_ctx::{World, text};

    /// (existing bytes, read first, content, bytes after, result with the path as `P`)
    type Case<'a> = (Option<&'a [u8]>, bool, &'a str, &'a [u8], &'a str);

    #[test]
    fn write_table() {
        let cases: [Case; 5] = [
            (
                None,
                false,
                "a\nb",
                b"a\nb",
                "Created P: wrote 3 bytes, 2 lines.",
            ),
            (
                Some(b"old\n"),
                true,
                "new\n",
                b"new\n",
                "Replaced P: wrote 4 bytes, 1 line.",
            ),
            (
                Some(b"\xEF\xBB\xBFx\r\ny\r\n"),
                true,
                "1\n2\n",
                b"\xEF\xBB\xBF1\r\n2\r\n",
                "Replaced P: wrote 9 bytes, 2 lines.",
            ),
            (
                Some(b"a\r\nb\n"),
                true,
                "1\n2\n",
                b"1\n2\n",
                "Replaced P: wrote 4 bytes, 2 lines.",
            ),
            (
                Some(b"keep\n"),
                false,
                "new\n",
                b"keep\n",
                "P has not been read in this session, so it cannot be overwritten. Read it with the read tool first, then retry.",
            ),
        ];
        for (before, read, content, after, want) in cases {
            let w = World::new();
            if let Some(b) = before {
                w.write("sub/f.txt", b);
            }
            if read {
                w.run(&ReadTool, json!({"path": "sub/f.txt"}));
            }
            let out = w.run(&WriteTool, json!({"path": "sub/f.txt", "content": content}));
            let shown = format!(
                "`sub/f.txt` (resolved to `{}`)",
                w.path("sub/f.txt").display()
            );
            assert_eq!(text(&out).replace(&shown, "P"), want, "{content:?}");
            assert_eq!(w.bytes("sub/f.txt"), after, "{content:?}");
        }
    }

    #[test]
    fn keeps_mode_and_honours_require_read_off() {
        let w = World::new();
        w.write("run.sh", "#!/bin/sh\n");
        let mode = std::fs::Permissions::from_mode(0o750);
        std::fs::set_permissions(w.path("run.sh"), mode).unwrap_or_else(|e| panic!("{e}"));
        w.run(&ReadTool, json!({"path": "run.sh"}));
        let out = w.run(
            &WriteTool,
            json!({"path": "run.sh", "content": "#!/bin/sh\necho\n"}),
        );
        assert!(!out.is_error, "{}", text(&out));
        let meta = std::fs::metadata(w.path("run.sh")).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(meta.permissions().mode() & 0o7777, 0o750);

        let mut w2 = World::new();
        w2.state = ToolState::new(ToolOptions {
            write_require_read: false,
            ..ToolOptions::default()
        });
        w2.write("f", "old");
        let out = w2.run(&WriteTool, json!({"path": "f", "content": "new"}));
        assert!(!out.is_error, "{}", text(&out));
        assert_eq!(w2.bytes("f"), b"new");
    }
}
