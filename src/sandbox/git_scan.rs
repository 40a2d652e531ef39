//! Every `.git` entry below the working directory, found by walking it: a sandboxed command may
//! create one in any subdirectory (`src/.git` with a `core.fsmonitor`), and git run later by the
//! user in that subdirectory would use it instead of the project's repository and run its
//! programs outside the sandbox. The walk runs before and after each sandboxed command; an
//! entry found only after it is moved aside (`aftermath`). Ignore files are not honoured (the
//! command can write them), links are not followed, and `.git` directories are not entered.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// How many directories one walk reads at most; a larger tree is reported as not fully checked.
pub const MAX_DIRS: usize = 100_000;

/// The `.git` entries below a directory.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scan {
    pub found: BTreeSet<PathBuf>,
    /// False when the walk stopped at `MAX_DIRS` directories.
    pub complete: bool,
}

/// Walks `root` (not `root/.git` itself, which the policy binds read-only or tracks as absent).
pub fn scan(root: &Path, max_dirs: usize) -> Scan {
    let mut found = BTreeSet::new();
    let mut stack = vec![root.to_path_buf()];
    let mut read = 0usize;
    while let Some(dir) = stack.pop() {
        if read == max_dirs {
            return Scan {
                found,
                complete: false,
            };
        }
        read += 1;
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if entry.file_name() == ".git" {
                if dir != root {
                    found.insert(path);
                }
                continue;
            }
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                stack.push(path);
            }
        }
    }
    Scan {
        found,
        complete: true,
    }
}

#[cfg(test)]
mod tests {
    use super::scan;

    #[test]
    fn finds_nested_entries_without_entering_git_or_links() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = dir.path();
        for d in [".git/sub/.git", "a/b/.git", "c/.git/x/.git", "d/e"] {
            std::fs::create_dir_all(root.join(d)).unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(root.join("d/e/.git"), "gitdir: /tmp/x\n").unwrap_or_else(|e| panic!("{e}"));
        std::os::unix::fs::symlink(root.join("a"), root.join("link"))
            .unwrap_or_else(|e| panic!("{e}"));
        let s = scan(root, 1000);
        let found: Vec<String> = s
            .found
            .iter()
            .map(|p| p.strip_prefix(root).unwrap_or(p).display().to_string())
            .collect();
        assert_eq!(found, vec!["a/b/.git", "c/.git", "d/e/.git"]);
        assert!(s.complete);
        assert!(!scan(root, 2).complete, "a walk cut short says so");
    }
}
