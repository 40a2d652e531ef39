//! `ls`: one directory's entries, sorted, directories ending in `/`, symlinks with their target,
//! dotfiles included (not the temp files of ama's own atomic writes, `util::atomic_temp`);
//! `ignore` globs leave entries out. Up to 500 entries.

use std::os::unix::ffi::OsStrExt;

use globset::{Glob, GlobSetBuilder};
use serde_json::{Value, json};

use crate::tools::error::ToolError;
use crate::tools::truncate::limit_notice;
use crate::tools::{Tool, ToolContext, ToolOutput, args};

/// Entries listed at most.
pub const MAX_ENTRIES: usize = 500;

pub struct LsTool;

impl Tool for LsTool {
    fn name(&self) -> &str {
        "ls"
    }
    fn label(&self) -> &str {
        "List"
    }
    fn description(&self) -> &str {
        "List a directory: entries sorted by name, directories ending in `/`, symlinks as `name -> target`, dotfiles included. `ignore` globs (matched against entry names) leave entries out. Up to 500 entries."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string", "description": "Directory to list (default: the working directory)"},
                "ignore": {"type": "array", "items": {"type": "string"}, "description": "Globs of entry names to leave out, e.g. [\"*.log\", \"node_modules\"]"}
            },
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "ls: list a directory's entries (dirs end in /)"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        match ls(args, ctx) {
            Ok(out) => out,
            Err(e) => e.into(),
        }
    }
}

fn ls(args: &Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
    let path = ctx.path(args::str(args, "path").unwrap_or("."));
    let mut globs = GlobSetBuilder::new();
    for g in args
        .get("ignore")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
    {
        globs.add(Glob::new(g).map_err(|e| ToolError::Pattern {
            name: "ignore",
            pattern: g.to_string(),
            message: e.kind().to_string(),
        })?);
    }
    let ignore = globs.build().map_err(|e| ToolError::Pattern {
        name: "ignore",
        pattern: String::new(),
        message: e.to_string(),
    })?;
    let io = |source| ToolError::Io {
        action: "list",
        path: path.clone(),
        source,
    };
    match std::fs::metadata(&path.path) {
        Ok(m) if !m.is_dir() => {
            return Err(ToolError::NotDirectory {
                path,
                hint: "Read a file with the read tool.",
            });
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(ToolError::NotFound {
                path,
                hint: "List the parent directory to see what is there.",
            });
        }
        Err(e) => return Err(io(e)),
        Ok(_) => {}
    }
    let mut entries: Vec<(Vec<u8>, String)> = Vec::new();
    for entry in std::fs::read_dir(&path.path).map_err(io)? {
        let Ok(entry) = entry else { continue };
        let name = entry.file_name();
        // The temp file of a write in progress (or of a killed one) is not the user's.
        if ignore.is_match(&name) || crate::util::atomic_temp::is_temp_name(&name) {
            continue;
        }
        let shown = name.to_string_lossy().into_owned();
        let shown = match entry.file_type() {
            Ok(t) if t.is_dir() => format!("{shown}/"),
            Ok(t) if t.is_symlink() => match std::fs::read_link(entry.path()) {
                Ok(target) => format!("{shown} -> {}", target.to_string_lossy()),
                Err(_) => shown,
            },
            _ => shown,
        };
        entries.push((name.as_bytes().to_vec(), shown));
    }
    entries.sort();
    let total = entries.len();
    if total == 0 {
        return Ok(ToolOutput::text(format!("{path} is an empty directory.")));
    }
    let mut text: String = entries
        .iter()
        .take(MAX_ENTRIES)
        .map(|(_, s)| format!("{s}\n"))
        .collect();
    if total > MAX_ENTRIES {
        text.push_str(&limit_notice(
            MAX_ENTRIES,
            total,
            "entries",
            "List a subdirectory, or leave entries out with ignore globs, to see the rest.",
        ));
    }
    Ok(ToolOutput::text(text.trim_end()).with_details(json!({"entries": total})))
}

#[cfg(test)]
mod tests {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    use serde_json::json;

    use super::LsTool;
    use crate::tools::test_ctx::{World, text};

    #[test]
    fn ls_table() {
        let w = World::new();
        for f in ["b.txt", ".env", "A.md", "dir/x", "app.log"] {
            w.write(f, "x");
        }
        std::os::unix::fs::symlink("b.txt", w.path("link")).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(w.dir.path().join(OsStr::from_bytes(b"z\xff")), "")
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::create_dir(w.path("empty")).unwrap_or_else(|e| panic!("{e}"));
        let dir = w.dir.path().display().to_string();
        let cases = [
            (
                json!({}),
                false,
                ".env\nA.md\napp.log\nb.txt\ndir/\nempty/\nlink -> b.txt\nz\u{FFFD}",
            ),
            (json!({"path": "dir"}), false, "x"),
            (
                json!({"ignore": ["*.log", "dir", ".*"], "path": "."}),
                false,
                "A.md\nb.txt\nempty/\nlink -> b.txt\nz\u{FFFD}",
            ),
            (
                json!({"path": "empty"}),
                false,
                "`empty` (resolved to `DIR/empty`) is an empty directory.",
            ),
            (
                json!({"path": "b.txt"}),
                true,
                "`b.txt` (resolved to `DIR/b.txt`) is not a directory. Read a file with the read tool.",
            ),
            (
                json!({"path": "nope"}),
                true,
                "`nope` (resolved to `DIR/nope`) does not exist. List the parent directory to see what is there.",
            ),
        ];
        for (args, is_error, want) in cases {
            let out = w.run(&LsTool, args.clone());
            assert_eq!(
                (out.is_error, text(&out).replace(&dir, "DIR")),
                (is_error, want.to_string()),
                "{args}"
            );
        }
    }

    #[test]
    fn cut_at_the_limit() {
        let w = World::new();
        for i in 0..510 {
            w.write(&format!("f{i:03}"), "");
        }
        let out = text(&w.run(&LsTool, json!({})));
        assert_eq!(out.lines().count(), 501);
        assert!(out.ends_with("[Showing 500 of 510 entries. List a subdirectory, or leave entries out with ignore globs, to see the rest.]"));
    }
}
