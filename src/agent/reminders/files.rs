//! Which files the agent has seen changed on disk since: for every file in the tool state's
//! read/write set, a baseline (size, mtime and either the text, for a diff, or a SHA-256) taken
//! when the file first shows up there and again after each of the agent's own `edit` / `write`
//! calls. A check compares cheaply (size and mtime) and reads the file only when they moved, so
//! `touch` alone is not a change.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use sha2::{Digest, Sha256};

use crate::agent::reminders::text::FileChange;

/// Files up to this size keep their text, so a change can be shown as a diff.
const KEEP_TEXT: u64 = 64 * 1024;
/// Files up to this size keep a hash; larger ones are compared by size and mtime only.
const KEEP_HASH: u64 = 4 * 1024 * 1024;
/// Diff lines shown at most; the rest is summarised.
const DIFF_LINES: usize = 60;

/// What was on disk when the agent last saw a file.
#[derive(Clone, Debug, PartialEq)]
enum Seen {
    Missing,
    Present {
        len: u64,
        mtime: Option<SystemTime>,
        body: Body,
    },
}

#[derive(Clone, Debug, PartialEq)]
enum Body {
    Text(String),
    Hash([u8; 32]),
    /// Too large to read on every check.
    Unread,
}

impl Seen {
    fn take(path: &Path) -> Seen {
        let Ok(meta) = std::fs::metadata(path) else {
            return Seen::Missing;
        };
        let len = meta.len();
        let body = if !meta.is_file() || len > KEEP_HASH {
            Body::Unread
        } else {
            match std::fs::read(path) {
                Err(_) => Body::Unread,
                Ok(bytes) => match String::from_utf8(bytes) {
                    Ok(text) if len <= KEEP_TEXT => Body::Text(text),
                    Ok(text) => Body::Hash(Sha256::digest(text.as_bytes()).into()),
                    Err(e) => Body::Hash(Sha256::digest(e.as_bytes()).into()),
                },
            }
        };
        Seen::Present {
            len,
            mtime: meta.modified().ok(),
            body,
        }
    }

    /// Whether size and mtime still match (then the content is taken as unchanged).
    fn same_stamp(&self, path: &Path) -> bool {
        match (self, std::fs::metadata(path)) {
            (Seen::Missing, Err(_)) => true,
            (Seen::Present { len, mtime, .. }, Ok(meta)) => {
                *len == meta.len() && *mtime == meta.modified().ok()
            }
            _ => false,
        }
    }

    fn same_content(&self, other: &Seen) -> bool {
        match (self, other) {
            (Seen::Missing, Seen::Missing) => true,
            (
                Seen::Present {
                    body: a, len: l, ..
                },
                Seen::Present {
                    body: b, len: m, ..
                },
            ) => l == m && a == b && *a != Body::Unread,
            _ => false,
        }
    }
}

/// The baselines of one session.
#[derive(Default)]
pub struct Watch {
    seen: BTreeMap<PathBuf, Seen>,
}

impl Watch {
    /// The agent changed `path` itself: its current state is the new baseline.
    pub fn rebase(&mut self, path: &Path) {
        let key = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        self.seen.insert(key.clone(), Seen::take(&key));
    }

    /// Checks `paths` (the tool state's keys): a path seen for the first time gets its
    /// baseline; a changed one is returned, in path order, and re-based so it is told once.
    pub fn check<'a>(
        &mut self,
        paths: impl Iterator<Item = &'a PathBuf>,
    ) -> Vec<(PathBuf, FileChange)> {
        let mut out = Vec::new();
        for path in paths {
            let Some(old) = self.seen.get(path) else {
                self.seen.insert(path.clone(), Seen::take(path));
                continue;
            };
            if old.same_stamp(path) {
                continue;
            }
            let new = Seen::take(path);
            if !old.same_content(&new) {
                out.push((path.clone(), change(old, &new)));
            }
            self.seen.insert(path.clone(), new);
        }
        out
    }
}

fn change(old: &Seen, new: &Seen) -> FileChange {
    match (old, new) {
        (_, Seen::Missing) => FileChange::Deleted,
        (
            Seen::Present {
                body: Body::Text(a),
                ..
            },
            Seen::Present {
                body: Body::Text(b),
                len,
                ..
            },
        ) => FileChange::Changed {
            diff: Some(diff(a, b)),
            bytes: *len,
        },
        (_, Seen::Present { len, .. }) => FileChange::Changed {
            diff: None,
            bytes: *len,
        },
    }
}

/// A unified diff without file headers, two lines of context, at most `DIFF_LINES` lines.
fn diff(old: &str, new: &str) -> String {
    let text = similar::TextDiff::from_lines(old, new)
        .unified_diff()
        .context_radius(2)
        .missing_newline_hint(false)
        .to_string();
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= DIFF_LINES {
        return lines.join("\n");
    }
    format!(
        "{}\n… ({} more diff lines; read the file for the rest)",
        lines[..DIFF_LINES].join("\n"),
        lines.len() - DIFF_LINES
    )
}

#[cfg(test)]
mod tests {
    use super::{FileChange, Watch, diff};

    fn write(p: &std::path::Path, s: &str) {
        std::fs::write(p, s).unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn baselines_changes_and_rebases() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let a = dir.path().join("a.txt");
        let b = dir.path().join("b.txt");
        write(&a, "one\ntwo\n");
        write(&b, "x\n");
        let paths = [a.clone(), b.clone()];
        let mut w = Watch::default();
        assert_eq!(w.check(paths.iter()), vec![]);
        assert_eq!(w.check(paths.iter()), vec![]);
        write(&a, "one\nTWO!\n");
        let got = w.check(paths.iter());
        assert_eq!(
            got,
            vec![(
                a.clone(),
                FileChange::Changed {
                    diff: Some("@@ -1,2 +1,2 @@\n one\n-two\n+TWO!".into()),
                    bytes: 9,
                }
            )]
        );
        // Told once.
        assert_eq!(w.check(paths.iter()), vec![]);
        // The agent's own change is the new baseline.
        write(&b, "y\n");
        w.rebase(&b);
        assert_eq!(w.check(paths.iter()), vec![]);
        // Same content, new mtime: not a change.
        write(&b, "y\n");
        let file = std::fs::File::options()
            .write(true)
            .open(&b)
            .unwrap_or_else(|e| panic!("{e}"));
        file.set_modified(std::time::SystemTime::UNIX_EPOCH)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(w.check(paths.iter()), vec![]);
        std::fs::remove_file(&a).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            w.check(paths.iter()),
            vec![(a.clone(), FileChange::Deleted)]
        );
        assert_eq!(w.check(paths.iter()), vec![]);
        // A large file is compared by hash and shown without a diff.
        let big = dir.path().join("big.txt");
        write(&big, &"a".repeat(70_000));
        let big_paths = [big.clone()];
        assert_eq!(w.check(big_paths.iter()), vec![]);
        write(&big, &"b".repeat(70_001));
        assert_eq!(
            w.check(big_paths.iter()),
            vec![(
                big,
                FileChange::Changed {
                    diff: None,
                    bytes: 70_001
                }
            )]
        );
    }

    #[test]
    fn long_diffs_are_cut() {
        let old: String = (0..200).map(|i| format!("{i}\n")).collect();
        let new: String = (0..200).map(|i| format!("{}\n", i * 2)).collect();
        let d = diff(&old, &new);
        assert_eq!(d.lines().count(), 61);
        assert!(
            d.ends_with("more diff lines; read the file for the rest)"),
            "{d}"
        );
    }
}
