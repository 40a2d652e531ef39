//! Finding the files a run wrote: every file below a directory, the `.jsonl` ones (session files
//! below a test's data dir, say), and the ones in `<data>/sessions/<cwd>/`. Several tests walked
//! these themselves.

use std::path::{Path, PathBuf};

use crate::support::Test;

/// Every file below `dir`, at any depth, sorted by path.
pub fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Every `.jsonl` file below `dir`, at any depth, sorted by path.
pub fn jsonl_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = files_under(dir);
    out.retain(|p| p.extension().is_some_and(|x| x == "jsonl"));
    out
}

/// The session files of the test (`<data>/sessions/<dir>/*.jsonl`), oldest name first.
pub fn session_files(t: &Test) -> Vec<PathBuf> {
    let root = t.data_dir().join("sessions");
    let mut out: Vec<PathBuf> = std::fs::read_dir(root)
        .into_iter()
        .flatten()
        .flatten()
        .flat_map(|d| std::fs::read_dir(d.path()).into_iter().flatten().flatten())
        .map(|f| f.path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .collect();
    out.sort();
    out
}
