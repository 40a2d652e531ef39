//! `ama sessions import <FILE>`: another agent's session file (Claude Code, pi, Codex) becomes
//! an ama session. The conversion is `session::import`; this prints its report: the new file's
//! path on stdout (for scripts), and on stderr what was carried, what was not (by kind and
//! count), the lines skipped, and how to continue.

use std::path::{Path, PathBuf};

use crate::cli::doctor::plural;
use crate::error::Result;
use crate::session::import::{Report, import};
use crate::util::output::write_stdout;

/// Imports `file` into the sessions directory `root`.
pub fn run(root: &Path, file: &str) -> Result<i32> {
    let source = PathBuf::from(file);
    let report = import(&source, root)?;
    eprint!("{}", describe(&report));
    write_stdout(format!("{}\n", report.path.display()).as_bytes());
    Ok(0)
}

/// The report on stderr.
pub fn describe(r: &Report) -> String {
    let mut out = format!(
        "imported {}: {}, {} and {}\n  into {}\n",
        r.source.describe(),
        plural(r.user, "user message"),
        plural(r.assistant, "assistant message"),
        plural(r.tool_results, "tool result"),
        r.path.display()
    );
    if !r.dropped.is_empty() {
        out.push_str("not carried over:\n");
        for (kind, n) in &r.dropped {
            out.push_str(&format!("  {}: {n}\n", clean(kind)));
        }
    }
    if !r.malformed.is_empty() {
        out.push_str("lines that are not JSON, skipped:\n");
        for line in &r.malformed {
            out.push_str(&format!("  {}\n", clean(line)));
        }
    }
    out.push_str(&format!(
        "continue it with `ama --resume {}` (its working directory is `{}`)\n",
        r.id.get(..8).unwrap_or(&r.id),
        clean(&r.cwd)
    ));
    out
}

/// Names taken from the imported file (entry types, its cwd) with control characters escaped,
/// so a crafted file cannot send escape sequences to the terminal.
fn clean(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}
