//! Pre-execution previews for approval requests: what a call would touch, read-only and bounded
//! (at most 2000 entries counted per directory, 200 ms for the whole preview, files over 2 MiB
//! reported by size only). bash lists the targets of `rm`, `rmdir`, `unlink`, `mv`, `git clean`,
//! `git checkout --`, `git reset --hard` and output redirections; write compares the file with
//! its new content; edit dry-runs each replacement.

use std::path::Path;
use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::Value;

use crate::permissions::args::{self, git};
use crate::permissions::paths::{Project, Target};
use crate::permissions::shell::{Analysis, Word};

pub const MAX_DIR_ENTRIES: usize = 2000;
pub const BUDGET: Duration = Duration::from_millis(200);
pub const MAX_FILE_BYTES: u64 = 2 * 1024 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Info,
    Warn,
    Danger,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Affected {
    pub path: String,
    pub exists: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bytes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub files: Option<u64>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Preview {
    pub kind: &'static str,
    pub lines: Vec<String>,
    pub severity: Severity,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub affected: Vec<Affected>,
}

/// Sizes and counts, within the budget.
struct Meter {
    deadline: Instant,
    over_budget: bool,
    truncated: bool,
}

impl Meter {
    fn new() -> Meter {
        Meter {
            deadline: Instant::now() + BUDGET,
            over_budget: false,
            truncated: false,
        }
    }

    /// `(exists, bytes, files)` of a path; a directory is counted recursively.
    fn measure(&mut self, p: &Path) -> Affected {
        let path = p.display().to_string();
        let Ok(meta) = std::fs::symlink_metadata(p) else {
            return Affected {
                path,
                exists: false,
                bytes: None,
                files: None,
            };
        };
        if !meta.is_dir() {
            return Affected {
                path,
                exists: true,
                bytes: Some(meta.len()),
                files: None,
            };
        }
        let (mut bytes, mut files) = (0u64, 0u64);
        self.walk(p, &mut bytes, &mut files);
        Affected {
            path,
            exists: true,
            bytes: Some(bytes),
            files: Some(files),
        }
    }

    fn walk(&mut self, dir: &Path, bytes: &mut u64, files: &mut u64) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for (n, entry) in entries.flatten().enumerate() {
            if n >= MAX_DIR_ENTRIES {
                self.truncated = true;
                return;
            }
            if Instant::now() >= self.deadline {
                self.over_budget = true;
                return;
            }
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() && !meta.file_type().is_symlink() {
                self.walk(&entry.path(), bytes, files);
            } else {
                *files += 1;
                *bytes += meta.len();
            }
        }
    }

    fn notes(&self, lines: &mut Vec<String>) {
        if self.truncated {
            lines.push(format!(
                "(counted at most {MAX_DIR_ENTRIES} entries per directory; the real numbers are larger)"
            ));
        }
        if self.over_budget {
            lines.push("(counting stopped after 200 ms; the real numbers may be larger)".into());
        }
    }
}

fn size(bytes: u64) -> String {
    match bytes {
        b if b < 1024 => format!("{b} B"),
        b if b < 1024 * 1024 => format!("{:.1} KB", b as f64 / 1024.0),
        b => format!("{:.1} MB", b as f64 / (1024.0 * 1024.0)),
    }
}

fn describe(a: &Affected) -> String {
    match (a.exists, a.files, a.bytes) {
        (false, _, _) => "does not exist".into(),
        (true, Some(files), Some(bytes)) => format!("directory, {files} files, {}", size(bytes)),
        (true, _, Some(bytes)) => format!("file, {}", size(bytes)),
        _ => "exists".into(),
    }
}

/// A bash command's preview. `dangerous` raises the severity to danger.
pub fn bash(project: &Project, a: &Analysis, dangerous: bool) -> Preview {
    let mut m = Meter::new();
    let mut lines = Vec::new();
    let mut affected = Vec::new();
    let mut severity = if dangerous {
        Severity::Danger
    } else {
        Severity::Info
    };
    let dirs = project.segment_dirs(a);
    for (s, dir) in a.segments.iter().zip(dirs) {
        let dir = dir.as_deref();
        let mut targets: Vec<(&str, &Word)> = Vec::new();
        match s.name() {
            "rm" | "rmdir" | "unlink" | "mv" => {
                targets.extend(args::operands(s.args()).into_iter().map(|w| (s.name(), w)));
            }
            "git" => match git(s) {
                Some(g) if g.sub == "clean" => {
                    lines.push(format!(
                        "git clean: removes untracked files under {}",
                        dir.map_or("an unknown directory".into(), |d| d.display().to_string())
                    ));
                    severity = severity.max(Severity::Warn);
                }
                Some(g) if g.sub == "reset" && args::any(g.args, &["--hard"]) => {
                    lines.push("git reset --hard: discards every uncommitted change".into());
                    severity = severity.max(Severity::Warn);
                }
                Some(g) if g.sub == "checkout" => {
                    let after = g.args.iter().skip_while(|w| w.text != "--").skip(1);
                    targets.extend(after.map(|w| ("git checkout --", w)));
                }
                _ => {}
            },
            _ => {}
        }
        for r in s.redirects.iter().filter(|r| r.writes_file()) {
            targets.push((">", &r.target));
        }
        for (what, w) in targets {
            if w.is_dynamic() || w.glob {
                lines.push(format!(
                    "{what} {} (not expanded; the actual scope may be larger)",
                    w.raw
                ));
                severity = severity.max(Severity::Warn);
                continue;
            }
            match project.target(w, dir) {
                Target::Path(p) => {
                    let info = m.measure(&p);
                    // Where a symlink moves the path, show both.
                    let written = dir.and_then(|d| project.lexical(&w.text, d));
                    let shown = match written {
                        Some(l) if crate::tools::path::normalize(&l) != p => {
                            format!("{} (resolves to {})", w.text, p.display())
                        }
                        _ => w.text.clone(),
                    };
                    lines.push(format!("{what} {shown}: {}", describe(&info)));
                    if info.exists {
                        severity = severity.max(Severity::Warn);
                    }
                    affected.push(info);
                }
                _ => {
                    lines.push(format!("{what} {} (location not known in advance)", w.raw));
                    severity = severity.max(Severity::Warn);
                }
            }
        }
    }
    m.notes(&mut lines);
    Preview {
        kind: "bash",
        lines,
        severity,
        affected,
    }
}

fn text_stats(bytes: u64, text: Option<&str>) -> String {
    match text {
        Some(t) => format!("{} lines, {}", t.lines().count(), size(bytes)),
        None => size(bytes),
    }
}

/// A write's preview: the file now (if any) and the new content. `read_before` says whether the
/// session read the file; overwriting an unread file is flagged.
pub fn write(path: &Path, content: &str, read_before: bool) -> Preview {
    let mut lines = Vec::new();
    let mut severity = Severity::Info;
    let new = text_stats(content.len() as u64, Some(content));
    let info = match std::fs::metadata(path) {
        Ok(meta) => {
            let old = if meta.len() > MAX_FILE_BYTES {
                size(meta.len())
            } else {
                let text = std::fs::read_to_string(path).ok();
                text_stats(meta.len(), text.as_deref())
            };
            lines.push(format!("overwrite {}: {old} → {new}", path.display()));
            severity = Severity::Warn;
            if !read_before {
                lines.push("this file was not read in this session".into());
            }
            Affected {
                path: path.display().to_string(),
                exists: true,
                bytes: Some(meta.len()),
                files: None,
            }
        }
        Err(_) => {
            lines.push(format!("create {}: {new}", path.display()));
            Affected {
                path: path.display().to_string(),
                exists: false,
                bytes: None,
                files: None,
            }
        }
    };
    Preview {
        kind: "write",
        lines,
        severity,
        affected: vec![info],
    }
}

/// The replacements of an edit call, under the argument names edit tools use.
fn edits(input: &Value) -> Vec<(String, String, bool)> {
    let one = |v: &Value| {
        let s = |keys: [&str; 3]| {
            keys.iter()
                .find_map(|k| v.get(*k).and_then(Value::as_str))
                .map(String::from)
        };
        let old = s(["old_string", "oldText", "old_text"])?;
        let new = s(["new_string", "newText", "new_text"]).unwrap_or_default();
        let all = ["replace_all", "replaceAll"]
            .iter()
            .any(|k| v.get(*k) == Some(&Value::Bool(true)));
        Some((old, new, all))
    };
    match input.get("edits").and_then(Value::as_array) {
        Some(list) => list.iter().filter_map(one).collect(),
        None => one(input).into_iter().collect(),
    }
}

/// An edit's dry run: −n/+m lines per replacement, or why it would fail.
pub fn edit(path: &Path, input: &Value) -> Preview {
    let mut lines = Vec::new();
    let mut severity = Severity::Info;
    let meta = std::fs::metadata(path).ok();
    let exists = meta.is_some();
    let text = match meta {
        Some(m) if m.len() > MAX_FILE_BYTES => None,
        Some(_) => std::fs::read_to_string(path).ok(),
        None => None,
    };
    match text {
        None if !exists => {
            lines.push(format!("{} does not exist", path.display()));
            severity = Severity::Warn;
        }
        None => lines.push(format!(
            "{}: too large or not text to preview",
            path.display()
        )),
        Some(mut current) => {
            let (mut minus, mut plus) = (0usize, 0usize);
            for (i, (old, new, all)) in edits(input).iter().enumerate() {
                let n = i + 1;
                let count = if old.is_empty() {
                    0
                } else {
                    current.matches(old.as_str()).count()
                };
                let line_count = |s: &str| s.lines().count().max(1);
                match count {
                    0 => {
                        lines.push(format!("edit {n}: no match"));
                        severity = Severity::Warn;
                    }
                    c if c > 1 && !all => {
                        lines.push(format!("edit {n}: ambiguous ({c} matches)"));
                        severity = Severity::Warn;
                    }
                    c => {
                        let (m, p) = (line_count(old) * c, line_count(new) * c);
                        lines.push(format!("edit {n}: −{m}/+{p} lines"));
                        minus += m;
                        plus += p;
                        current = current.replace(old.as_str(), new);
                    }
                }
            }
            lines.push(format!(
                "total: −{minus}/+{plus} lines in {}",
                path.display()
            ));
        }
    }
    Preview {
        kind: "edit",
        lines,
        severity,
        affected: vec![Affected {
            path: path.display().to_string(),
            exists,
            bytes: None,
            files: None,
        }],
    }
}

#[cfg(test)]
#[path = "preview_tests.rs"]
mod tests;
