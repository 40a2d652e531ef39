//! Completion candidates for the editor: `/` commands at the start of the first line, and `@`
//! paths (at the start or after a space; `@"…` quoted, for names with spaces) under the cwd,
//! gitignore-aware through `ignore`; a word with `* ? [ {` matches as a glob over relative paths.

use std::path::Path;

use globset::Glob;

/// At most this many paths are looked at for one completion (a huge tree stays fast).
const MAX_WALK: usize = 20_000;
/// At most this many candidates are offered.
const MAX_CANDIDATES: usize = 200;

/// What is being completed: the word's byte start in the line before the cursor and its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    /// `/name` at the start of the first line (query without the slash).
    Command(String),
    /// `@path` (query without the `@`), starting at this byte of the line.
    Path { start: usize, query: String },
}

/// The completion target of `before` (the current line up to the cursor) on row `row`.
pub(crate) fn target(before: &str, row: usize) -> Option<Target> {
    if row == 0
        && let Some(q) = before.strip_prefix('/')
        && !q.contains(char::is_whitespace)
    {
        return Some(Target::Command(q.to_string()));
    }
    // An open `@"…` (no closing quote yet) may hold spaces.
    if let Some(at) = before.rfind("@\"")
        && (at == 0 || before[..at].ends_with(char::is_whitespace))
        && !before[at + 2..].contains('"')
    {
        return Some(Target::Path {
            start: at,
            query: before[at + 2..].to_string(),
        });
    }
    let start = before.rfind(char::is_whitespace).map_or(0, |i| i + 1);
    let word = &before[start..];
    let query = word.strip_prefix('@')?;
    Some(Target::Path {
        start,
        query: query.to_string(),
    })
}

pub(crate) fn is_glob(q: &str) -> bool {
    q.contains(['*', '?', '[', '{'])
}

/// `@path` as the editor gets it: quoted when it holds whitespace or a quote can close it
/// (`@"my notes.md"`; a directory stays open, `@"my dir/`, so its files can follow).
pub(crate) fn quoted(path: &str) -> String {
    if !path.contains(char::is_whitespace) {
        return format!("@{path}");
    }
    if path.ends_with('/') {
        format!("@\"{path}")
    } else {
        format!("@\"{path}\"")
    }
}

/// Files and directories (with a trailing `/`) under `cwd` whose relative path starts with
/// `query`, or matches it as a glob; hidden and ignored files left out, sorted.
pub(crate) fn paths(cwd: &Path, query: &str) -> Vec<String> {
    let glob = if is_glob(query) {
        match Glob::new(query) {
            Ok(g) => Some(g.compile_matcher()),
            Err(_) => return Vec::new(),
        }
    } else {
        None
    };
    // Without a glob, only the directory the query names needs walking.
    let (base, depth) = match (&glob, query.rfind('/')) {
        (None, Some(i)) => (cwd.join(&query[..i]), Some(1)),
        (None, None) => (cwd.to_path_buf(), Some(1)),
        (Some(_), _) => (cwd.to_path_buf(), None),
    };
    let mut out = Vec::new();
    let walker = ignore::WalkBuilder::new(&base)
        .max_depth(depth)
        .require_git(false)
        .build();
    for entry in walker.flatten().take(MAX_WALK) {
        let Ok(rel) = entry.path().strip_prefix(cwd) else {
            continue;
        };
        let Some(mut rel) = rel.to_str().map(String::from) else {
            continue;
        };
        if rel.is_empty() {
            continue;
        }
        let hit = match &glob {
            Some(g) => g.is_match(&rel),
            None => rel.starts_with(query),
        };
        if !hit {
            continue;
        }
        if entry.file_type().is_some_and(|t| t.is_dir()) {
            rel.push('/');
        }
        out.push(rel);
        if out.len() >= MAX_CANDIDATES {
            break;
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::{Target, paths, target};

    #[test]
    fn targets() {
        let cases: [(&str, usize, Option<Target>); 8] = [
            (
                "see @\"my fi",
                0,
                Some(Target::Path {
                    start: 4,
                    query: "my fi".into(),
                }),
            ),
            ("see @\"my file.txt\" now", 0, None),
            ("/mo", 0, Some(Target::Command("mo".into()))),
            ("/model x", 0, None),
            ("/mo", 1, None),
            (
                "see @src/ma",
                0,
                Some(Target::Path {
                    start: 4,
                    query: "src/ma".into(),
                }),
            ),
            (
                "@",
                2,
                Some(Target::Path {
                    start: 0,
                    query: String::new(),
                }),
            ),
            ("mail@example", 0, None),
        ];
        for (before, row, want) in cases {
            assert_eq!(target(before, row), want, "{before:?}");
        }
    }

    #[test]
    fn paths_respect_gitignore_and_globs() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = dir.path();
        for f in [
            "src/main.rs",
            "src/lib.rs",
            "src/sub/deep.rs",
            "target/x.rs",
            "README.md",
        ] {
            let p = root.join(f);
            std::fs::create_dir_all(p.parent().unwrap_or(root)).unwrap_or_else(|e| panic!("{e}"));
            std::fs::write(&p, "x").unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(root.join(".gitignore"), "target/\n").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(paths(root, "src/ma"), ["src/main.rs"]);
        assert_eq!(
            paths(root, "src/"),
            ["src/lib.rs", "src/main.rs", "src/sub/"]
        );
        assert_eq!(
            paths(root, ""),
            ["README.md", "src/"],
            "ignored and hidden files are left out"
        );
        assert_eq!(
            paths(root, "**/*.rs"),
            ["src/lib.rs", "src/main.rs", "src/sub/deep.rs"]
        );
        assert_eq!(paths(root, "t"), Vec::<String>::new());
    }

    #[test]
    fn paths_with_spaces_are_quoted() {
        assert_eq!(super::quoted("src/a.rs"), "@src/a.rs");
        assert_eq!(super::quoted("my notes.md"), "@\"my notes.md\"");
        assert_eq!(super::quoted("my dir/"), "@\"my dir/");
    }
}
