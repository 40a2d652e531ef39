//! The crate's source files as the compiler sees them: each `src/**/*.rs` with its module path
//! (`#[path]` attributes followed) and whether it is test-only (`tests.rs`, `*_tests.rs`, or a
//! file declared by a `#[cfg(test)] mod x;`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::lex::{Token, tokenize};
use super::scan::mod_decls;

pub struct SourceFile {
    /// Relative to the repository: `src/agent/tasks/hub.rs`.
    pub rel: String,
    /// `["agent", "tasks", "hub"]`; empty for `lib.rs`.
    pub module: Vec<String>,
    pub tokens: Vec<Token>,
    pub test_only: bool,
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        panic!(
            "cannot list {}: run the test from the repository",
            dir.display()
        );
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/agent/tasks/hub.rs` → `agent::tasks::hub`, `src/agent/mod.rs` → `agent`.
fn naive_module(rel: &str) -> Vec<String> {
    let inner = rel.trim_start_matches("src/").trim_end_matches(".rs");
    let mut parts: Vec<String> = inner.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib")) {
        parts.pop();
    }
    parts
}

/// Where `mod name;` in the file `rel` lives (both candidates when there is no `#[path]`).
fn child_files(rel: &str, name: &str, path_attr: Option<&str>) -> Vec<String> {
    let dir = rel.rsplit_once('/').map_or("", |(d, _)| d);
    if let Some(p) = path_attr {
        return vec![format!("{dir}/{p}")];
    }
    let file = rel.rsplit('/').next().unwrap_or(rel);
    let base = if file == "mod.rs" || file == "lib.rs" {
        dir.to_string()
    } else {
        format!("{dir}/{}", file.trim_end_matches(".rs"))
    };
    vec![format!("{base}/{name}.rs"), format!("{base}/{name}/mod.rs")]
}

/// Every library source file (`src/main.rs` is the binary's own root: it only calls `ama::run`).
pub fn load(repo: &Path) -> Vec<SourceFile> {
    let mut paths = Vec::new();
    walk(&repo.join("src"), &mut paths);
    paths.sort();
    let mut files: Vec<SourceFile> = paths
        .iter()
        .filter_map(|p| {
            let rel = p
                .strip_prefix(repo)
                .ok()?
                .to_string_lossy()
                .replace('\\', "/");
            if rel == "src/main.rs" {
                return None;
            }
            let text =
                std::fs::read_to_string(p).unwrap_or_else(|e| panic!("cannot read {rel}: {e}"));
            let name = rel.rsplit('/').next().unwrap_or_default();
            let test_only = name == "tests.rs" || name.ends_with("_tests.rs");
            Some(SourceFile {
                module: naive_module(&rel),
                rel,
                tokens: tokenize(&text),
                test_only,
            })
        })
        .collect();
    // Follow `#[path]` and `#[cfg(test)]` module declarations, parents before children.
    for i in 0..files.len() {
        for decl in mod_decls(&files[i].tokens) {
            let module: Vec<String> = files[i]
                .module
                .iter()
                .cloned()
                .chain([decl.name.clone()])
                .collect();
            let test_only = files[i].test_only || decl.test_only;
            let targets = child_files(&files[i].rel, &decl.name, decl.path_attr.as_deref());
            for f in files.iter_mut().filter(|f| targets.contains(&f.rel)) {
                if decl.path_attr.is_some() {
                    f.module = module.clone();
                }
                f.test_only |= test_only;
            }
        }
    }
    let test_modules: BTreeSet<Vec<String>> = files
        .iter()
        .filter(|f| f.test_only)
        .map(|f| f.module.clone())
        .collect();
    for f in &mut files {
        if test_modules
            .iter()
            .any(|t| !t.is_empty() && f.module.starts_with(t))
        {
            f.test_only = true;
        }
    }
    files
}
