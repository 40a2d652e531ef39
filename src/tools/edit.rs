//! `edit`: replaces exact text in a file the session has read. One `old_string`/`new_string`
//! pair or a list of `edits` applied in order, all or nothing. Only the matched spans change; the
//! BOM and line endings stay, and the result carries a unified diff in `details`.

use serde_json::{Value, json};
use similar::TextDiff;

use crate::tools::fs_access::Files;
use crate::tools::edit_match::{self, Strategy};
use crate::tools::error::{Edit, ToolError};
use crate::tools::path::ToolPath;
use crate::tools::text::{BOM, is_crlf, split_bom, to_eol};
use crate::tools::{Tool, ToolContext, ToolOutput, args, count};

pub struct EditTool;

/// One replacement asked for.
struct Change<'a> {
    old: &'a str,
    new: &'a str,
    all: bool,
}

impl Tool for EditTool {
    fn name(&self) -> &str {
        "edit"
    }
    fn label(&self) -> &str {
        "Edit"
    }
    fn description(&self) -> &str {
        "Replace text in a file you have read in this session. old_string must match exactly once (copy it from the read output without the line-number prefix), unless replace_all is set. For several changes to one file, pass `edits`: they apply in order, all or nothing. Line endings and a BOM are kept; if nothing matches exactly, trailing spaces, Unicode quotes, dashes and special spaces are folded to find the text."
    }
    fn parameters(&self) -> Value {
        let pair = json!({
            "old_string": {"type": "string", "description": "The exact text to replace"},
            "new_string": {"type": "string", "description": "The text to put in its place (must differ)"},
            "replace_all": {"type": "boolean", "description": "Replace every match instead of requiring exactly one (default false)"}
        });
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string", "description": "File path, relative to the working directory, absolute, or starting with ~"},
                "old_string": pair["old_string"],
                "new_string": pair["new_string"],
                "replace_all": pair["replace_all"],
                "edits": {
                    "type": "array",
                    "minItems": 1,
                    "description": "Several replacements, applied in order; if one fails, none is applied",
                    "items": {
                        "type": "object",
                        "properties": pair,
                        "required": ["old_string", "new_string"],
                        "additionalProperties": false
                    }
                }
            },
            "required": ["path"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "edit: replace exact text in a file you have read (one change or a list, all or nothing)"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        execute_in(args, ctx, Files::Local)
    }
    fn refusal(&self, args: &Value, ctx: &ToolContext) -> Option<ToolOutput> {
        let path = ctx.path(args::str(args, "path").unwrap_or_default());
        let file = std::fs::metadata(&path.path).is_ok_and(|m| m.is_file());
        (file && !ctx.state.has_seen(&path.path)).then(|| {
            ToolError::NotRead {
                path,
                action: "edited",
            }
            .into()
        })
    }
}

/// `edit` through `files` (the disk, or an editor's buffer).
pub(crate) fn execute_in(args: &Value, ctx: &ToolContext, files: Files) -> ToolOutput {
    let path = ctx.path(args::str(args, "path").unwrap_or_default());
    match changes(args).and_then(|c| apply(&path, &c, ctx, files)) {
        Ok(out) => out,
        Err(e) => e.into(),
    }
}

fn changes(args: &Value) -> Result<Vec<Change<'_>>, ToolError> {
    let single = args.get("old_string").is_some() || args.get("new_string").is_some();
    let list = args.get("edits").and_then(Value::as_array);
    fn one(v: &Value) -> Option<Change<'_>> {
        Some(Change {
            old: v.get("old_string")?.as_str()?,
            new: v.get("new_string")?.as_str()?,
            all: args::bool(v, "replace_all"),
        })
    }
    match (single, list) {
        (true, Some(_)) => Err(ToolError::Argument {
            name: "edits",
            problem: "both old_string/new_string and edits were given".into(),
            fix: "Pass either one old_string/new_string pair or an edits list, not both.",
        }),
        (true, None) => one(args).map(|c| vec![c]).ok_or(ToolError::Argument {
            name: "old_string",
            problem: "old_string and new_string must both be given".into(),
            fix: "Pass the text to replace in old_string and its replacement in new_string.",
        }),
        (false, Some(list)) if !list.is_empty() => list
            .iter()
            .map(|v| {
                one(v).ok_or(ToolError::Argument {
                    name: "edits",
                    problem: "every edit needs old_string and new_string".into(),
                    fix: "Give each edit an old_string and a new_string.",
                })
            })
            .collect(),
        _ => Err(ToolError::Argument {
            name: "old_string",
            problem: "no change was given".into(),
            fix: "Pass old_string and new_string, or a non-empty edits list.",
        }),
    }
}

fn apply(
    path: &ToolPath,
    changes: &[Change],
    ctx: &ToolContext,
    files: Files,
) -> Result<ToolOutput, ToolError> {
    let meta = std::fs::metadata(&path.path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ToolError::NotFound {
            path: path.clone(),
            hint: "To create a file, use the write tool.",
        },
        _ => io("read", path, e),
    })?;
    if meta.is_dir() {
        return Err(ToolError::IsDirectory {
            path: path.clone(),
            hint: "Give the path of a file to edit.",
        });
    }
    if !meta.is_file() {
        return Err(ToolError::NotRegular { path: path.clone() });
    }
    if !ctx.state.has_seen(&path.path) {
        return Err(ToolError::NotRead {
            path: path.clone(),
            action: "edited",
        });
    }
    let raw = files.read(&path.path).map_err(|e| io("read", path, e))?;
    let (bom, body) = split_bom(&raw);
    let crlf = is_crlf(body);
    let mut buf = body.to_vec();
    let mut replacements = 0;
    let mut folded = false;
    for (i, c) in changes.iter().enumerate() {
        let edit = Edit {
            index: (changes.len() > 1).then_some(i + 1),
            of: changes.len(),
        };
        if c.old.is_empty() {
            return Err(ToolError::Argument {
                name: "old_string",
                problem: format!("{edit} is empty"),
                fix: "Give the exact text to replace; to create or overwrite a whole file, use the write tool.",
            });
        }
        if c.old == c.new {
            return Err(ToolError::Unchanged { edit });
        }
        let (strategy, spans) = edit_match::find(&buf, c.old, crlf);
        if spans.is_empty() {
            return Err(ToolError::NoMatch {
                path: path.clone(),
                edit,
            });
        }
        if spans.len() > 1 && !c.all {
            let lines = spans
                .iter()
                .map(|s| edit_match::line_of(&buf, s.start))
                .collect();
            return Err(ToolError::Ambiguous {
                path: path.clone(),
                edit,
                lines,
            });
        }
        let eol = edit_match::crlf_at(&buf, &spans[0], crlf);
        let new = to_eol(c.new, eol);
        buf = edit_match::replace(&buf, &spans, new.as_bytes());
        replacements += spans.len();
        folded |= strategy == Strategy::Normalized;
    }
    let first = body.iter().zip(&buf).position(|(a, b)| a != b);
    let first = first.unwrap_or(body.len().min(buf.len()));
    let first_line = edit_match::line_of(&buf, first);
    let mut out = Vec::with_capacity(buf.len() + 3);
    if bom {
        out.extend_from_slice(BOM);
    }
    out.extend_from_slice(&buf);
    if let Some((place, what)) = crate::tools::path::ama_state_for_writes(&path.path) {
        let e = crate::tools::path::ama_state_error(&place, what);
        return Err(io("write", path, e));
    }
    let backups = ctx.state.checkpoints();
    backups
        .before_change(&path.path)
        .map_err(|e| io("back up (for checkpoints) before editing", path, e))?;
    files.write(&path.path, &out).map_err(|e| io("write", path, e))?;
    backups.wrote(&path.path, &out);
    ctx.state.mark_modified(&path.path);

    let old_text = String::from_utf8_lossy(body);
    let new_text = String::from_utf8_lossy(&buf);
    let name = path.given.as_str();
    let diff = TextDiff::from_lines(&*old_text, &*new_text)
        .unified_diff()
        .context_radius(3)
        .header(name, name)
        .to_string();
    let times = count(replacements, "replacement", "replacements");
    let how = if folded {
        " (matched after folding whitespace, quotes or dashes)"
    } else {
        ""
    };
    let text = format!("Edited {path}: {times}{how}; first changed line {first_line}.");
    Ok(ToolOutput::text(text).with_details(json!({
        "diff": diff,
        "firstChangedLine": first_line,
        "replacements": replacements,
    })))
}

fn io(action: &'static str, path: &ToolPath, source: std::io::Error) -> ToolError {
    ToolError::Io {
        action,
        path: path.clone(),
        source,
    }
}

#[cfg(test)]
#[path = "edit_tests.rs"]
mod tests;
