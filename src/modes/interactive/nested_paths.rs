//! `@` completion that reaches below the directory the word names (issue #29), as Claude Code's
//! does: `@tu` lists `src/tui/` and `docs/tui.md`, `@src/ke` lists `src/tui/keys.rs`. First come
//! the direct matches of `completion::paths` (the named directory's entries that start with the
//! word); then files and directories deeper down whose name starts with the word's last part
//! (ASCII case ignored), shallowest first. The walk leaves out what `.gitignore` ignores and
//! hidden files, and is bounded (entries, depth and time), so a huge tree cannot stall typing.

use std::path::Path;
use std::time::{Duration, Instant};

use super::completion;

/// At most this many entries are looked at for the deeper matches.
const MAX_WALK: usize = 20_000;
/// How deep below the named directory the walk goes.
const MAX_DEPTH: usize = 12;
/// The walk stops after this long (the list is redrawn at every key).
const WALK_BUDGET: Duration = Duration::from_millis(40);
/// At most this many deeper matches are offered.
const MAX_NESTED: usize = 50;

/// The `@` candidates for `query`: direct matches, then deeper ones.
pub(crate) fn paths(cwd: &Path, query: &str) -> Vec<String> {
    let mut out = completion::paths(cwd, query);
    if completion::is_glob(query) {
        return out;
    }
    let (dir, stem) = match query.rfind('/') {
        Some(i) => (&query[..=i], &query[i + 1..]),
        None => ("", query),
    };
    // `@` and `@src/` list the directory itself only.
    if stem.is_empty() {
        return out;
    }
    let needle = stem.to_ascii_lowercase();
    let deadline = Instant::now() + WALK_BUDGET;
    let walker = ignore::WalkBuilder::new(cwd.join(dir))
        .max_depth(Some(MAX_DEPTH))
        .require_git(false)
        .build();
    let mut nested = Vec::new();
    for (n, entry) in walker.flatten().enumerate() {
        if n >= MAX_WALK || (n % 64 == 0 && Instant::now() > deadline) {
            break;
        }
        // Depth 1 is the named directory's own entries: the direct matches.
        if entry.depth() < 2 {
            continue;
        }
        let named = entry
            .file_name()
            .to_str()
            .is_some_and(|name| name.to_ascii_lowercase().starts_with(&needle));
        if !named {
            continue;
        }
        let Some(mut rel) = entry
            .path()
            .strip_prefix(cwd)
            .ok()
            .and_then(Path::to_str)
            .map(String::from)
        else {
            continue;
        };
        if entry.file_type().is_some_and(|t| t.is_dir()) {
            rel.push('/');
        }
        nested.push(rel);
    }
    nested.sort_by(|a, b| depth(a).cmp(&depth(b)).then_with(|| a.cmp(b)));
    nested.truncate(MAX_NESTED);
    out.extend(nested);
    out
}

/// How many directories deep a relative path is (`src/tui/` and `src/a.rs` are both 1).
fn depth(rel: &str) -> usize {
    rel.trim_end_matches('/').matches('/').count()
}

#[cfg(test)]
mod tests {
    use super::paths;

    #[test]
    fn deeper_matches_follow_the_direct_ones() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = dir.path();
        for f in [
            "src/tui/mod.rs",
            "src/tui/keys.rs",
            "src/tools/Keys.md",
            "docs/tui.md",
            "target/tui/x.rs",
            ".hidden/tui.rs",
            "tux.txt",
        ] {
            let p = root.join(f);
            std::fs::create_dir_all(p.parent().unwrap_or(root)).unwrap_or_else(|e| panic!("{e}"));
            std::fs::write(&p, "x").unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(root.join(".gitignore"), "target/\n").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            paths(root, "tu"),
            ["tux.txt", "docs/tui.md", "src/tui/"],
            "ignored and hidden trees are left out"
        );
        assert_eq!(paths(root, "src/tu"), ["src/tui/"]);
        assert_eq!(
            paths(root, "src/ke"),
            ["src/tools/Keys.md", "src/tui/keys.rs"]
        );
        assert_eq!(paths(root, "src/").len(), 2, "a directory lists itself only");
        assert_eq!(paths(root, "**/keys.rs"), ["src/tui/keys.rs"]);
        assert_eq!(paths(root, "zz"), Vec::<String>::new());
    }
}
