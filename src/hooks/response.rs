//! PostToolUse's `tool_response` in Claude Code's shape for each tool, so hook scripts written
//! for Claude Code read the fields they expect: Bash `{stdout, stderr, interrupted, isImage,
//! noOutputExpected}`, Read `{type: "text", file: {filePath, content, numLines, startLine,
//! totalLines}}`, Write `{type: create|update, filePath, content, structuredPatch,
//! originalFile}` and Edit `{filePath, oldString, newString, originalFile, structuredPatch,
//! userModified, replaceAll}`. ama's own view of the result stays beside them under `ama_*`
//! (`ama_content`, `ama_isError`, `ama_details`). Other tools get `{content, isError, success}`.
//! The golden recorded from Claude Code itself is `tests/fixtures/claude/golden/`.

use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

use crate::tools::identity::{self, Kind};

/// At most this much of a file is read back for `Read`'s and `Edit`'s response.
const FILE_CAP: u64 = 4 << 20;

/// A finished call, as `tool_response` is built from it.
pub struct Finished<'a> {
    /// ama's tool name.
    pub tool: &'a str,
    pub args: &'a Value,
    pub cwd: &'a Path,
    /// The result's text blocks, joined.
    pub text: &'a str,
    pub details: Option<&'a Value>,
    pub is_error: bool,
    /// A written or edited file's content before the call (`Some(None)`: it did not exist);
    /// `None` when it was not taken.
    pub before: Option<Option<String>>,
}

/// The call's file argument, absolute (`~` is the home directory).
pub fn file_path(args: &Value, cwd: &Path) -> Option<PathBuf> {
    let p = args.get("path").and_then(Value::as_str)?;
    if let Some(rest) = p.strip_prefix("~/") {
        return std::env::var_os("HOME").map(|h| PathBuf::from(h).join(rest));
    }
    Some(cwd.join(p))
}

/// A file's text: `Some(None)` when it does not exist, `None` when it cannot be read as text
/// under the cap.
pub fn read_text(path: &Path) -> Option<Option<String>> {
    use std::io::Read;
    match std::fs::File::open(path) {
        Ok(f) => {
            let mut buf = Vec::new();
            f.take(FILE_CAP).read_to_end(&mut buf).ok()?;
            String::from_utf8(buf).ok().map(Some)
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Some(None),
        Err(_) => None,
    }
}

/// `tool_response` for a finished call.
pub fn tool_response(f: &Finished) -> Value {
    let kind = identity::row(f.tool).map(|r| r.kind);
    let shaped = match (f.is_error, f.tool, kind) {
        (_, "bash", _) => Some(bash(f)),
        (false, _, Some(Kind::Read)) if f.tool == "read" => read(f),
        (false, "write", _) => write(f),
        (false, "edit", _) => edit(f),
        _ => None,
    };
    let mut m = match shaped {
        Some(Value::Object(m)) => m,
        _ => {
            let mut m = Map::new();
            m.insert("content".into(), json!(f.text));
            m.insert("isError".into(), json!(f.is_error));
            m.insert("success".into(), json!(!f.is_error));
            m
        }
    };
    m.insert("ama_content".into(), json!(f.text));
    m.insert("ama_isError".into(), json!(f.is_error));
    if let Some(d) = f.details {
        m.insert("ama_details".into(), d.clone());
    }
    Value::Object(m)
}

/// ama's bash result is one stream (stdout and stderr together) with its ending appended.
fn bash(f: &Finished) -> Value {
    let mut out = f.text;
    for marker in [
        "\n\nCommand exited with code ",
        "\n\nCommand was killed by ",
        "\n\nCommand timed out after ",
        "\n\nCommand aborted by the user",
    ] {
        if let Some(i) = out.rfind(marker) {
            out = &out[..i];
        }
    }
    if out == "(no output)" {
        out = "";
    }
    let flag = |k: &str| {
        f.details
            .and_then(|d| d.get(k))
            .and_then(Value::as_bool)
            .unwrap_or(false)
    };
    json!({
        "stdout": out.trim_end_matches('\n'),
        "stderr": "",
        "interrupted": flag("aborted") || flag("timedOut"),
        "isImage": false,
        "noOutputExpected": false,
    })
}

/// Lines as Claude Code counts them: split on `\n`, so a trailing newline adds an empty line.
fn count_lines(s: &str) -> usize {
    s.split('\n').count()
}

fn read(f: &Finished) -> Option<Value> {
    let path = file_path(f.args, f.cwd)?;
    let whole = read_text(&path)??;
    let offset = f.args.get("offset").and_then(Value::as_u64).unwrap_or(1).max(1) as usize;
    let limit = f.args.get("limit").and_then(Value::as_u64).map(|l| l as usize);
    let content = if offset == 1 && limit.is_none() {
        whole.clone()
    } else {
        let lines: Vec<&str> = whole.split('\n').collect();
        let start = (offset - 1).min(lines.len());
        let end = limit.map_or(lines.len(), |l| (start + l).min(lines.len()));
        lines[start..end].join("\n")
    };
    Some(json!({
        "type": "text",
        "file": {
            "filePath": path.display().to_string(),
            "numLines": count_lines(&content),
            "content": content,
            "startLine": offset,
            "totalLines": count_lines(&whole),
        }
    }))
}

fn write(f: &Finished) -> Option<Value> {
    let path = file_path(f.args, f.cwd)?;
    let content = f.args.get("content").and_then(Value::as_str).unwrap_or("");
    let before = f.before.clone().flatten();
    let patch = match &before {
        Some(old) => structured_patch(old, content),
        None => Vec::new(),
    };
    Some(json!({
        "type": if before.is_some() { "update" } else { "create" },
        "filePath": path.display().to_string(),
        "content": content,
        "structuredPatch": patch,
        "originalFile": before,
        "userModified": false,
    }))
}

fn edit(f: &Finished) -> Option<Value> {
    let path = file_path(f.args, f.cwd)?;
    let before = f.before.clone().flatten();
    let after = read_text(&path).flatten().unwrap_or_default();
    let s = |k: &str| f.args.get(k).and_then(Value::as_str).unwrap_or("");
    Some(json!({
        "filePath": path.display().to_string(),
        "oldString": s("old_string"),
        "newString": s("new_string"),
        "originalFile": before,
        "structuredPatch": structured_patch(before.as_deref().unwrap_or(""), &after),
        "userModified": false,
        "replaceAll": f.args.get("replace_all").and_then(Value::as_bool).unwrap_or(false),
    }))
}

/// The hunks of a line diff with 3 lines of context, as jsdiff's `structuredPatch` gives them:
/// `{oldStart, oldLines, newStart, newLines, lines: [" ctx", "-old", "+new"]}`.
pub fn structured_patch(old: &str, new: &str) -> Vec<Value> {
    let diff = similar::TextDiff::from_lines(old, new);
    let mut hunks = Vec::new();
    for group in diff.grouped_ops(3) {
        let (Some(first), Some(last)) = (group.first(), group.last()) else {
            continue;
        };
        let old_range = first.old_range().start..last.old_range().end;
        let new_range = first.new_range().start..last.new_range().end;
        let mut lines = Vec::new();
        for op in &group {
            for change in diff.iter_changes(op) {
                let sign = match change.tag() {
                    similar::ChangeTag::Equal => ' ',
                    similar::ChangeTag::Delete => '-',
                    similar::ChangeTag::Insert => '+',
                };
                let text = change.value();
                lines.push(format!("{sign}{}", text.strip_suffix('\n').unwrap_or(text)));
            }
        }
        let start = |r: &std::ops::Range<usize>| if r.is_empty() { r.start } else { r.start + 1 };
        hunks.push(json!({
            "oldStart": start(&old_range),
            "oldLines": old_range.len(),
            "newStart": start(&new_range),
            "newLines": new_range.len(),
            "lines": lines,
        }));
    }
    hunks
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{Finished, structured_patch, tool_response};

    #[test]
    fn patch_matches_claude_codes_edit_example() {
        // Recorded from Claude Code 2.1.332 (tests/fixtures/claude/golden/hook-input.jsonl).
        assert_eq!(
            structured_patch("alpha\nbeta\n", "alpha\ngamma\n"),
            vec![json!({"oldStart": 1, "oldLines": 2, "newStart": 1, "newLines": 2,
                "lines": [" alpha", "-beta", "+gamma"]})]
        );
        assert!(structured_patch("same\n", "same\n").is_empty());
    }

    #[test]
    fn bash_response_splits_ama_ending() {
        let details = json!({"exitCode": 3});
        let args = json!({"command": "x"});
        let v = tool_response(&Finished {
            tool: "bash",
            args: &args,
            cwd: std::path::Path::new("/w"),
            text: "out\n\nCommand exited with code 3",
            details: Some(&details),
            is_error: true,
            before: None,
        });
        assert_eq!(v["stdout"], "out");
        assert_eq!(v["stderr"], "");
        assert_eq!(v["interrupted"], false);
        assert_eq!(v["ama_isError"], true);
        assert_eq!(v["ama_details"]["exitCode"], 3);
    }
}
