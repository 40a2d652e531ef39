//! `glob`: finds files by a glob pattern such as `**/*.rs`, respecting .gitignore, newest first.
//! The walk starts at the pattern's literal directory prefix, and hidden entries are searched
//! only when the pattern names one (`.github/**`, `**/.env`). Every match is counted (the notice
//! gives the total), but only the newest `MAX_RESULTS` are kept while the walk runs.

use std::cmp::Ordering;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use globset::GlobBuilder;
use ignore::{WalkBuilder, WalkState};
use serde_json::{Value, json};

use crate::tools::error::ToolError;
use crate::tools::path::display_in;
use crate::tools::truncate::{self, limit_notice};
use crate::tools::{Tool, ToolContext, ToolOutput, args};
use crate::util::smallest::Smallest;
use crate::util::sync::lock;

/// Files listed at most.
pub const MAX_RESULTS: usize = 1000;

pub struct GlobTool;

impl Tool for GlobTool {
    fn name(&self) -> &str {
        "glob"
    }
    fn label(&self) -> &str {
        "Glob"
    }
    fn description(&self) -> &str {
        "Find files whose path (relative to `path`, default the working directory) matches a glob: `*` and `?` stay within one directory, `**` crosses directories, `{a,b}` and `[abc]` work. Respects .gitignore; hidden files only when the pattern names them. Newest first, up to 1000."
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "pattern": {"type": "string", "description": "Glob such as **/*.rs or src/**/test_*.py"},
                "path": {"type": "string", "description": "Directory to search (default: the working directory)"}
            },
            "required": ["pattern"],
            "additionalProperties": false
        })
    }
    fn prompt_snippet(&self) -> &str {
        "glob: find files by name pattern like **/*.rs (respects .gitignore), newest first"
    }

    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput {
        match glob(args, ctx) {
            Ok(out) => out,
            Err(e) => e.into(),
        }
    }
}

/// A match, ordered as the output lists it: newest first, then by path.
#[derive(PartialEq, Eq)]
struct Match(SystemTime, PathBuf);

impl Ord for Match {
    fn cmp(&self, other: &Match) -> Ordering {
        other.0.cmp(&self.0).then_with(|| self.1.cmp(&other.1))
    }
}

impl PartialOrd for Match {
    fn partial_cmp(&self, other: &Match) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The leading components of `pattern` without glob syntax, and the rest.
fn literal_prefix(pattern: &str) -> (PathBuf, &str) {
    let mut prefix = PathBuf::new();
    let mut rest = pattern;
    while let Some((head, tail)) = rest.split_once('/') {
        if head.contains(['*', '?', '[', '{', '\\']) || tail.is_empty() {
            break;
        }
        prefix.push(if head.is_empty() { "/" } else { head });
        rest = tail;
    }
    (prefix, rest)
}

fn glob(args: &Value, ctx: &ToolContext) -> Result<ToolOutput, ToolError> {
    let pattern = args::str(args, "pattern").unwrap_or_default();
    let root = ctx.path(args::str(args, "path").unwrap_or("."));
    match std::fs::metadata(&root.path) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            return Err(ToolError::NotDirectory {
                path: root,
                hint: "Give a directory to search in.",
            });
        }
        Err(_) => {
            return Err(ToolError::NotFound {
                path: root,
                hint: "Give an existing directory, or leave path out to search the working directory.",
            });
        }
    }
    let matcher = GlobBuilder::new(pattern)
        .literal_separator(true)
        .build()
        .map_err(|e| ToolError::Pattern {
            name: "pattern",
            pattern: pattern.to_string(),
            message: e.kind().to_string(),
        })?
        .compile_matcher();
    let (prefix, rest) = literal_prefix(pattern);
    let absolute = Path::new(pattern).is_absolute();
    let start = root.path.join(&prefix);
    let hidden = rest
        .split('/')
        .any(|c| c.starts_with('.') && c != "." && c != "..");
    let kept = Mutex::new(Smallest::new(MAX_RESULTS));
    if start.is_dir() {
        let mut builder = WalkBuilder::new(&start);
        builder
            .hidden(!hidden)
            .filter_entry(|e| {
                e.file_name() != ".git" && !crate::util::atomic_temp::is_temp_name(e.file_name())
            })
            .threads(std::thread::available_parallelism().map_or(2, |n| n.get().min(12)));
        let (matcher, base, cancel, kept) = (&matcher, &root.path, ctx.cancel, &kept);
        builder.build_parallel().run(|| {
            Box::new(move |entry| {
                if cancel.is_cancelled() {
                    return WalkState::Quit;
                }
                let Ok(entry) = entry else {
                    return WalkState::Continue;
                };
                let is_file = match entry.file_type() {
                    Some(t) if t.is_symlink() => entry.path().is_file(),
                    Some(t) => t.is_file(),
                    None => false,
                };
                if !is_file {
                    return WalkState::Continue;
                }
                let candidate = if absolute {
                    entry.path()
                } else {
                    entry.path().strip_prefix(base).unwrap_or(entry.path())
                };
                if matcher.is_match(candidate) {
                    let mtime = entry
                        .metadata()
                        .ok()
                        .and_then(|m| m.modified().ok())
                        .unwrap_or(SystemTime::UNIX_EPOCH);
                    lock(kept).push(Match(mtime, entry.into_path()));
                }
                WalkState::Continue
            })
        });
    }
    if ctx.cancel.is_cancelled() {
        return Ok(ToolOutput::error("glob was aborted by the user."));
    }
    let kept = kept.into_inner().unwrap_or_else(|p| p.into_inner());
    let total = kept.seen();
    if total == 0 {
        return Ok(ToolOutput::text(format!(
            "No files match {pattern:?} in {root}."
        )));
    }
    let mut text: String = kept
        .into_sorted_vec()
        .iter()
        .map(|Match(_, p)| display_in(p, ctx.cwd) + "\n")
        .collect();
    if total > MAX_RESULTS {
        text.push_str(&limit_notice(
            MAX_RESULTS,
            total,
            "matching files (the newest)",
            "Narrow the pattern or path to see the rest.",
        ));
    }
    let (text, _) = truncate::head_with_notice(&text, "glob", &ctx.state.options().log_dir);
    Ok(ToolOutput::text(text.trim_end()).with_details(json!({"files": total})))
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, SystemTime};

    use serde_json::json;

    use super::{GlobTool, literal_prefix};
    use crate::tools::test_ctx::{World, text};

    #[test]
    fn glob_table() {
        let w = World::new();
        std::fs::create_dir(w.path(".git")).unwrap_or_else(|e| panic!("{e}"));
        w.write(".gitignore", "target/\n");
        let files = [
            "src/a.rs",
            "src/deep/b.rs",
            "c.rs",
            "target/x.rs",
            ".github/ci.yml",
            "README.md",
        ];
        for (i, f) in files.iter().enumerate() {
            w.write(f, "x");
            // Older files first, so newest-first order is the reverse of this list.
            let t = SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000 + i as u64);
            let file = std::fs::File::options().write(true).open(w.path(f));
            file.and_then(|f| f.set_modified(t))
                .unwrap_or_else(|e| panic!("{e}"));
        }
        let dir = w.dir.path().display().to_string();
        let cases = [
            (
                json!({"pattern": "**/*.rs"}),
                "c.rs\nsrc/deep/b.rs\nsrc/a.rs",
            ),
            (json!({"pattern": "*.rs"}), "c.rs"),
            (json!({"pattern": "src/*.rs"}), "src/a.rs"),
            (json!({"pattern": "*.rs", "path": "src"}), "src/a.rs"),
            (json!({"pattern": ".github/*.yml"}), ".github/ci.yml"),
            (json!({"pattern": "**/*.{md,yml}"}), "README.md"),
            (
                json!({"pattern": "**/*.go"}),
                "No files match \"**/*.go\" in `.` (resolved to `DIR`).",
            ),
        ];
        for (args, want) in cases {
            let out = w.run(&GlobTool, args.clone());
            assert_eq!(text(&out).replace(&dir, "DIR"), want, "{args}");
        }
        let out = w.run(&GlobTool, json!({"pattern": "[", "path": "."}));
        assert!(
            text(&out).starts_with("`pattern` \"[\" does not parse"),
            "{}",
            text(&out)
        );
        assert_eq!(literal_prefix("src/**/x").0, std::path::Path::new("src"));
        assert_eq!(literal_prefix("a/b/*.rs").1, "*.rs");
    }

    #[test]
    fn cut_at_the_limit() {
        let w = World::new();
        for i in 0..1005 {
            w.write(&format!("f{i:04}.txt"), "");
        }
        let out = text(&w.run(&GlobTool, json!({"pattern": "*.txt"})));
        assert_eq!(out.lines().count(), 1001);
        assert!(out.ends_with("[Showing 1000 of 1005 matching files (the newest). Narrow the pattern or path to see the rest.]"));
    }
}
