//! `grep`: searches file contents with a Rust regex, in-process, with ripgrep's defaults
//! (.gitignore, .ignore and .git/info/exclude respected; hidden and binary files skipped). Output
//! is `path:line:text`, the file list, or per-file counts, sorted by path.

use regex::bytes::RegexBuilder;
use serde_json::{Value, json};

use crate::tools::error::ToolError;
use crate::tools::grep_search::{self, Found, Query, Walk};
use crate::tools::path::display_in;
use crate::tools::truncate::{self, limit_notice};
use crate::tools::{Tool, ToolContext, ToolOutput, args, count};

pub const DEFAULT_LIMIT: usize = 100;
pub const MAX_CONTEXT: usize = 10;

pub struct GrepTool;

impl Tool for GrepTool {
    fn name(&self) -> &str {
        "grep"
    }
    fn label(&self) -> &str {
        "Grep"
    }
    fn description(&self) -> &str {
        "Search file contents with a regex (Rust syntax), respecting .gitignore and skipping hidden and binary files. Output lines look like `path:line:text` (context lines `path-line-text`), sorted by path; lines are cut at 500 characters. output_mode files_with_matches lists files, count gives matches per file. At most `limit` (default 100) matching lines or files are shown."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "pattern": {"type": "string", "description": "Regex to search for (Rust regex syntax)"},
                "path": {"type": "string", "description": "File or directory to search (default: the working directory)"},
                "glob": {"type": "string", "description": "Only files matching this glob, e.g. *.rs or src/**/*.ts; prefix ! to exclude"},
                "type": {"type": "string", "description": "Only files of this type, e.g. rust, py, js, ts, go, java, c, cpp, md"},
                "ignore_case": {"type": "boolean", "description": "Case-insensitive search"},
                "literal": {"type": "boolean", "description": "Treat pattern as plain text, not a regex"},
                "context": {"type": "integer", "minimum": 0, "maximum": MAX_CONTEXT, "description": "Lines of context before and after each match (content mode)"},
                "output_mode": {"enum": ["content", "files_with_matches", "count"], "description": "content (default): matching lines; files_with_matches: file paths; count: matches per file"},
                "limit": {"type": "integer", "minimum": 1, "description": "Most matching lines (or files) to show (default 100)"},
                "multiline": {"type": "boolean", "description": "Let the pattern span lines (. matches newlines)"},
                "hidden": {"type": "boolean", "description": "Also search hidden files and directories"}
            },
            "required": ["pattern"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "grep: search file contents by regex (respects .gitignore); prefer it to grep/rg in bash"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        match grep(args, ctx) {
            Ok(out) => out,
            Err(e) => e.into(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Content,
    Files,
    Count,
}

fn grep(args: &Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
    let pattern = args::str(args, "pattern").unwrap_or_default();
    let given = args::str(args, "path").unwrap_or(".");
    let root = ctx.path(given);
    let mode = match args::str(args, "output_mode") {
        Some("files_with_matches") => Mode::Files,
        Some("count") => Mode::Count,
        _ => Mode::Content,
    };
    let limit = args::usize(args, "limit").unwrap_or(DEFAULT_LIMIT).max(1);
    let multiline = args::bool(args, "multiline");
    let source = if args::bool(args, "literal") {
        regex::escape(pattern)
    } else {
        pattern.to_string()
    };
    let regex = RegexBuilder::new(&source)
        .case_insensitive(args::bool(args, "ignore_case"))
        .multi_line(true)
        .dot_matches_new_line(multiline)
        .size_limit(64 * 1024 * 1024)
        .build()
        .map_err(|e| ToolError::Pattern {
            name: "pattern",
            pattern: pattern.to_string(),
            message: e.to_string(),
        })?;
    if !root.path.exists() {
        return Err(ToolError::NotFound {
            path: root,
            hint: "Give an existing file or directory, or leave path out to search the working directory.",
        });
    }
    let walk = Walk {
        overrides: match args::str(args, "glob") {
            Some(g) => Some(overrides(&root.path, g)?),
            None => None,
        },
        types: match args::str(args, "type") {
            Some(t) => Some(types(t)?),
            None => None,
        },
        hidden: args::bool(args, "hidden"),
        root: root.path.clone(),
    };
    let query = Query {
        regex,
        multiline,
        context: args::usize(args, "context").unwrap_or(0).min(MAX_CONTEXT),
        keep: limit,
    };
    let found = grep_search::search(&walk, &query, ctx.cancel);
    if ctx.cancel.is_cancelled() {
        return Ok(ToolOutput::error("grep was aborted by the user."));
    }
    let text = render(&found, mode, limit, query.context, ctx);
    let text = if text.is_empty() {
        format!("No matches for {pattern:?} in {root}.")
    } else {
        text
    };
    let (text, cut) = truncate::head_with_notice(&text, "grep", &ctx.state.options().log_dir);
    Ok(ToolOutput::text(text.trim_end()).with_details(json!({
        "matches": found.total_matches,
        "files": found.total_files,
        "truncated": cut,
    })))
}

fn overrides(root: &std::path::Path, glob: &str) -> Result<ignore::overrides::Override, ToolError> {
    let mut b = ignore::overrides::OverrideBuilder::new(root);
    let bad = |e: ignore::Error| ToolError::Pattern {
        name: "glob",
        pattern: glob.to_string(),
        message: e.to_string(),
    };
    b.add(glob).map_err(bad)?;
    b.build().map_err(bad)
}

fn types(name: &str) -> Result<ignore::types::Types, ToolError> {
    let mut b = ignore::types::TypesBuilder::new();
    b.add_defaults();
    b.select(name);
    b.build().map_err(|e| ToolError::Argument {
        name: "type",
        problem: e.to_string(),
        fix: "Use a known type such as rust, py, js, ts, go, java, c, cpp, md or json, or pass a glob instead.",
    })
}

/// The result text: lines, files or counts, cut at `limit` with a notice.
fn render(found: &Found, mode: Mode, limit: usize, context: usize, ctx: &ToolContext) -> String {
    let mut out = String::new();
    let name = |p: &std::path::Path| display_in(p, ctx.cwd);
    let (total_files, total_lines) = (found.total_files, found.total_matches);
    match mode {
        Mode::Files | Mode::Count => {
            for f in found.files.iter().take(limit) {
                match mode {
                    Mode::Count => out.push_str(&format!("{}:{}\n", name(&f.path), f.count)),
                    _ => out.push_str(&format!("{}\n", name(&f.path))),
                }
            }
            if total_files > limit {
                out.push_str(&limit_notice(
                    limit,
                    total_files,
                    "files",
                    "Narrow the pattern, path or glob, or raise limit.",
                ));
                out.push('\n');
            }
        }
        Mode::Content => {
            let mut shown = 0;
            'files: for f in &found.files {
                let p = name(&f.path);
                let mut last: Option<usize> = None;
                let mut last_match = 0;
                for line in &f.lines {
                    // Past the limit, only the context after the last shown match may follow.
                    let after = last.is_some() && line.number <= last_match + context;
                    if shown >= limit && (line.is_match || !after) {
                        break 'files;
                    }
                    let gap = last.is_none_or(|n| line.number > n + 1);
                    if context > 0 && gap && !out.is_empty() {
                        out.push_str("--\n");
                    }
                    let sep = if line.is_match { ':' } else { '-' };
                    out.push_str(&format!("{p}{sep}{}{sep}{}\n", line.number, line.text));
                    if line.is_match {
                        shown += 1;
                        last_match = line.number;
                    }
                    last = Some(line.number);
                }
            }
            if total_lines > shown {
                out.push_str(&limit_notice(
                    shown,
                    total_lines,
                    &format!("matching lines in {}", count(total_files, "file", "files")),
                    "Narrow the pattern, path or glob, or raise limit.",
                ));
                out.push('\n');
            }
        }
    }
    for p in &found.too_big {
        out.push_str(&format!(
            "[Skipped {}: larger than {} MiB.]\n",
            name(p),
            grep_search::MAX_FILE_BYTES / 1024 / 1024
        ));
    }
    out
}

#[cfg(test)]
#[path = "grep_tests.rs"]
mod tests;
