//! The `.git` entries below a work tree that git run in the superproject follows: submodule
//! checkouts and nested linked worktrees. `git status` in the superproject runs git inside each
//! submodule, which reads the submodule's `.git` file (or directory) and the config it leads to,
//! so a rewritten `sub/.git` makes the user's next `git status` run a program the command chose.
//! They are found without walking the tree, from what git itself keeps: the `path =` entries of
//! `.gitmodules` (recursively), `core.worktree` in `.git/modules/**/config`, and
//! `.git/worktrees/*/gitdir`. What was found once stays known for the life of the process, so a
//! command that edits `.gitmodules` cannot make the next call forget a submodule.

use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;

/// At most this many entries are looked at, and submodules nest at most this deep.
const MAX_ENTRIES: usize = 512;
const MAX_DEPTH: usize = 8;
/// A `.gitmodules` or config file larger than this is not read.
const MAX_FILE: u64 = 1 << 20;

/// Every `.git` path found so far in this process.
static KNOWN: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The nested `.git` paths (present or not) of the work trees `tops` (directories holding a
/// `.git`) and the git directories `git_dirs`, together with those found by earlier calls.
pub fn find(tops: &[PathBuf], git_dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for top in tops {
        from_gitmodules(top, 0, &mut out);
    }
    for dir in git_dirs {
        let mut budget = MAX_ENTRIES;
        from_modules(&dir.join("modules"), 0, &mut budget, &mut out);
        from_worktrees(dir, &mut out);
    }
    let mut known = KNOWN.lock().unwrap_or_else(|p| p.into_inner());
    for p in &out {
        if known.len() < MAX_ENTRIES * 4 && !known.contains(p) {
            known.push(p.clone());
        }
    }
    known.clone()
}

fn push_new(out: &mut Vec<PathBuf>, p: PathBuf) {
    if out.len() < MAX_ENTRIES && !out.contains(&p) {
        out.push(p);
    }
}

fn read_small(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > MAX_FILE {
        return None;
    }
    std::fs::read_to_string(path).ok()
}

/// `<top>/<path>/.git` for each `path =` of `<top>/.gitmodules`, then the same inside each.
fn from_gitmodules(top: &Path, depth: usize, out: &mut Vec<PathBuf>) {
    if depth > MAX_DEPTH || out.len() >= MAX_ENTRIES {
        return;
    }
    let Some(text) = read_small(&top.join(".gitmodules")) else {
        return;
    };
    for rel in config_values(&text, None, "path") {
        // git refuses a submodule path that leaves the work tree or goes through `.git`.
        let rel = Path::new(&rel);
        let plain = rel.components().all(|c| match c {
            Component::Normal(n) => n != ".git",
            Component::CurDir => true,
            _ => false,
        });
        if !plain || rel.as_os_str().is_empty() {
            continue;
        }
        let sub = top.join(rel);
        push_new(out, sub.join(".git"));
        from_gitmodules(&sub, depth + 1, out);
    }
}

/// `<worktree>/.git` for each module git dir under `dir` (`modules/<name>`, where a name may
/// hold slashes) whose config names a `core.worktree`, and the same in its own `modules/`.
fn from_modules(dir: &Path, depth: usize, budget: &mut usize, out: &mut Vec<PathBuf>) {
    if depth > MAX_DEPTH * 2 {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        if !entry.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        let child = entry.path();
        match read_small(&child.join("config")) {
            Some(config) => {
                if let Some(w) = config_values(&config, Some("core"), "worktree").pop() {
                    push_new(out, child.join(w).join(".git"));
                }
                from_modules(&child.join("modules"), depth + 1, budget, out);
            }
            // A directory of a module name with a slash (`modules/libs/a`).
            None => from_modules(&child, depth + 1, budget, out),
        }
    }
}

/// The `.git` file of each linked worktree, named by `<dir>/worktrees/*/gitdir`.
fn from_worktrees(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir.join("worktrees")) else {
        return;
    };
    for entry in entries.flatten().take(MAX_ENTRIES) {
        let file = entry.path().join("gitdir");
        let Some(text) = read_small(&file) else {
            continue;
        };
        let named = text.lines().next().unwrap_or("").trim();
        if !named.is_empty() {
            // Relative paths (`worktree.useRelativePaths`) are relative to the file's directory.
            push_new(out, entry.path().join(named));
        }
    }
}

/// The values of `key` in a git config text, in `section` when given (names compared without
/// case; subsections ignored). Quotes are removed and an unquoted `#` or `;` starts a comment.
fn config_values(text: &str, section: Option<&str>, key: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix('[') {
            let name = rest.split([']', ' ', '"', '.']).next().unwrap_or("");
            current = name.to_ascii_lowercase();
            continue;
        }
        if section.is_some_and(|s| !s.eq_ignore_ascii_case(&current)) {
            continue;
        }
        let Some((k, v)) = line.split_once('=') else {
            continue;
        };
        if !k.trim().eq_ignore_ascii_case(key) {
            continue;
        }
        let v = v.trim();
        let value = match v.strip_prefix('"') {
            Some(quoted) => quoted.split('"').next().unwrap_or("").to_string(),
            None => v.split(['#', ';']).next().unwrap_or("").trim().to_string(),
        };
        if !value.is_empty() {
            out.push(value);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_values_read_sections_quotes_and_comments() {
        let text = "[submodule \"a\"]\n\tpath = libs/a ; c\n\turl = x\n[submodule \"b\"]\n\tPath = \"b c\"\n[core]\n\tworktree = ../../../sub\n";
        assert_eq!(config_values(text, None, "path"), ["libs/a", "b c"]);
        assert_eq!(
            config_values(text, Some("core"), "worktree"),
            ["../../../sub"]
        );
        assert!(config_values(text, Some("remote"), "url").is_empty());
    }

    #[test]
    fn find_reads_gitmodules_modules_and_worktrees() {
        let root = std::env::temp_dir().join(format!("ama-git-nested-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let top = root.join("top");
        let git = top.join(".git");
        std::fs::create_dir_all(git.join("modules/libs/a/modules/inner")).expect("mkdir");
        std::fs::create_dir_all(git.join("worktrees/wt")).expect("mkdir");
        std::fs::create_dir_all(top.join("libs/a")).expect("mkdir");
        std::fs::write(
            top.join(".gitmodules"),
            "[submodule \"a\"]\n\tpath = libs/a\n[submodule \"x\"]\n\tpath = ../out\n[submodule \"y\"]\n\tpath = .git/hooks\n",
        )
        .expect("write");
        std::fs::write(
            top.join("libs/a/.gitmodules"),
            "[submodule \"n\"]\n\tpath = n\n",
        )
        .expect("write");
        std::fs::write(
            git.join("modules/libs/a/config"),
            "[core]\n\tworktree = ../../../../libs/a\n",
        )
        .expect("write");
        std::fs::write(
            git.join("modules/libs/a/modules/inner/config"),
            "[core]\n\tbare = false\n",
        )
        .expect("write");
        std::fs::write(git.join("worktrees/wt/gitdir"), "/elsewhere/wt/.git\n").expect("write");
        let got = find(std::slice::from_ref(&top), std::slice::from_ref(&git));
        for want in [
            top.join("libs/a/.git"),
            top.join("libs/a/n/.git"),
            git.join("modules/libs/a/../../../../libs/a/.git"),
            PathBuf::from("/elsewhere/wt/.git"),
        ] {
            assert!(got.contains(&want), "{want:?} not in {got:?}");
        }
        assert!(!got.iter().any(|p| p.starts_with(root.join("out"))));
        assert!(!got.contains(&top.join(".git/hooks/.git")));
        // Forgetting the entry in `.gitmodules` does not forget the path.
        std::fs::write(top.join(".gitmodules"), "").expect("write");
        let again = find(std::slice::from_ref(&top), &[]);
        assert!(again.contains(&top.join("libs/a/.git")));
        let _ = std::fs::remove_dir_all(&root);
    }
}
