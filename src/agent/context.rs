//! What the system prompt says about where the agent works: the project context files (AGENTS.md,
//! or CLAUDE.md where a directory has no AGENTS.md) from the user's config dir and from the git
//! root (or `/`) down to the working directory, and the `cwd` section (directory, platform, date,
//! git branch). Everything is read in-process, once per prompt build; nothing runs a command.

use std::path::{Path, PathBuf};

use crate::tools::truncate::MAX_BYTES;

/// The names looked for in each directory, in order of preference.
const NAMES: [&str; 2] = ["AGENTS.md", "CLAUDE.md"];

/// A context file and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContextFile {
    pub path: PathBuf,
    pub text: String,
}

/// The directory holding `.git` (a directory, or a file in a worktree) at or above `cwd`.
pub fn git_root(cwd: &Path) -> Option<PathBuf> {
    cwd.ancestors()
        .find(|d| d.join(".git").exists())
        .map(Path::to_path_buf)
}

/// The branch checked out in the repository at `root`, or `detached at <sha>`.
pub fn git_branch(root: &Path) -> Option<String> {
    let dot_git = root.join(".git");
    let git_dir = if dot_git.is_file() {
        let text = std::fs::read_to_string(&dot_git).ok()?;
        let dir = PathBuf::from(text.strip_prefix("gitdir:")?.trim());
        if dir.is_relative() {
            root.join(dir)
        } else {
            dir
        }
    } else {
        dot_git
    };
    let head = std::fs::read_to_string(git_dir.join("HEAD")).ok()?;
    let head = head.trim();
    match head.strip_prefix("ref:") {
        Some(r) => Some(r.trim().trim_start_matches("refs/heads/").to_string()),
        None => Some(format!("detached at {}", head.get(..12).unwrap_or(head))),
    }
}

/// The context file of one directory: AGENTS.md, else CLAUDE.md.
fn file_in(dir: &Path) -> Option<ContextFile> {
    NAMES.iter().find_map(|name| {
        let path = dir.join(name);
        if !path.is_file() {
            return None;
        }
        let bytes = std::fs::read(&path).ok()?;
        let mut text = String::from_utf8_lossy(&bytes[..bytes.len().min(MAX_BYTES)]).into_owned();
        if bytes.len() > MAX_BYTES {
            text.push_str(&format!(
                "\n[Cut at {} KiB; read {} for the rest.]",
                MAX_BYTES / 1024,
                path.display()
            ));
        }
        Some(ContextFile { path, text })
    })
}

/// Context files in prompt order: the user's config dir, then each directory from the git root
/// (or `/`) down to `cwd`. A file reached twice is listed once.
pub fn discover(cwd: &Path, config_dir: Option<&Path>) -> Vec<ContextFile> {
    let start = git_root(cwd).unwrap_or_else(|| PathBuf::from("/"));
    let mut walk: Vec<&Path> = cwd
        .ancestors()
        .take_while(|d| d.starts_with(&start))
        .collect();
    walk.reverse();
    let mut out: Vec<ContextFile> = Vec::new();
    let mut seen: Vec<PathBuf> = Vec::new();
    for dir in config_dir.into_iter().chain(walk) {
        if let Some(f) = file_in(dir) {
            let key = std::fs::canonicalize(&f.path).unwrap_or_else(|_| f.path.clone());
            if !seen.contains(&key) && !f.text.trim().is_empty() {
                seen.push(key);
                out.push(f);
            }
        }
    }
    out
}

/// The `project_context` section, or `None` when there are no files.
pub fn project_context(files: &[ContextFile]) -> Option<String> {
    if files.is_empty() {
        return None;
    }
    let mut s = String::from(
        "Project instructions from AGENTS.md and CLAUDE.md files, outermost first; where they disagree, the file closer to the working directory wins.",
    );
    for f in files {
        s.push_str(&format!(
            "\n\n<context_file path=\"{}\">\n{}\n</context_file>",
            f.path.display(),
            f.text.trim_end()
        ));
    }
    Some(s)
}

/// The `cwd` section. `today` is `YYYY-MM-DD`: the date only, so the prompt stays the same all day.
pub fn cwd_section(cwd: &Path, today: &str) -> String {
    let mut s = format!(
        "Current working directory: {}\nPlatform: {} ({})\nToday's date: {today}",
        cwd.display(),
        std::env::consts::OS,
        std::env::consts::ARCH
    );
    if let Some(branch) = git_root(cwd).and_then(|r| git_branch(&r)) {
        s.push_str(&format!("\nGit branch: {branch}"));
    }
    s
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{cwd_section, discover, git_branch, project_context};

    fn write(p: &Path, text: &str) {
        if let Some(d) = p.parent() {
            std::fs::create_dir_all(d).unwrap_or_else(|e| panic!("{e}"));
        }
        std::fs::write(p, text).unwrap_or_else(|e| panic!("{e}"));
    }

    #[test]
    fn discovery_order_and_precedence() {
        let t = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = t.path();
        write(&root.join("config/AGENTS.md"), "user");
        write(&root.join("AGENTS.md"), "above the repo: never read");
        write(&root.join("repo/.git/HEAD"), "ref: refs/heads/feature/x\n");
        write(&root.join("repo/CLAUDE.md"), "repo claude");
        write(&root.join("repo/a/AGENTS.md"), "a agents");
        write(&root.join("repo/a/CLAUDE.md"), "a claude: shadowed");
        write(&root.join("repo/a/b/CLAUDE.md"), "b claude");
        let cwd = root.join("repo/a/b");
        let files = discover(&cwd, Some(&root.join("config")));
        let got: Vec<(String, &str)> = files
            .iter()
            .map(|f| {
                (
                    f.path
                        .strip_prefix(root)
                        .map(|p| p.display().to_string())
                        .unwrap_or_default(),
                    f.text.as_str(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("config/AGENTS.md".to_string(), "user"),
                ("repo/CLAUDE.md".to_string(), "repo claude"),
                ("repo/a/AGENTS.md".to_string(), "a agents"),
                ("repo/a/b/CLAUDE.md".to_string(), "b claude"),
            ]
        );
        let section = project_context(&files[..1]).unwrap_or_default();
        assert!(section.ends_with(&format!(
            "wins.\n\n<context_file path=\"{}\">\nuser\n</context_file>",
            root.join("config/AGENTS.md").display()
        )));
        assert_eq!(git_branch(&root.join("repo")).as_deref(), Some("feature/x"));
        let cwd_text = cwd_section(&cwd, "2026-01-02");
        assert!(
            cwd_text.ends_with("Today's date: 2026-01-02\nGit branch: feature/x"),
            "{cwd_text}"
        );
        assert!(project_context(&[]).is_none());
    }
}
