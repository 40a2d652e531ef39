//! What the system prompt says about where the agent works: the context files — Codex's
//! (`AGENTS.override.md` or `AGENTS.md`) and Claude Code's (`CLAUDE.md`, `.claude/CLAUDE.md`,
//! `CLAUDE.local.md`) — from the user's config dir, `~/.claude/CLAUDE.md`, and each directory
//! from the git root (or `/`) down to the working directory, with `@path` imports expanded
//! (`context_imports.rs`); and the `cwd` section (directory, platform, date, git branch).
//! Everything is read in-process, once per prompt build; nothing runs a command.

use std::path::{Path, PathBuf};

use crate::tools::truncate::MAX_BYTES;

#[path = "context_imports.rs"]
mod imports;

use imports::{Importer, Scope};

/// Codex's file for a directory: the override when there is one.
const AGENTS: [&str; 2] = ["AGENTS.override.md", "AGENTS.md"];

/// Claude Code's files, each read beside the `AGENTS` file.
const CLAUDE: [&str; 3] = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"];

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

/// One file's text, cut at `MAX_BYTES` with a note.
fn read(path: &Path) -> Option<String> {
    if !path.is_file() {
        return None;
    }
    let bytes = std::fs::read(path).ok()?;
    let mut text = String::from_utf8_lossy(&bytes[..bytes.len().min(MAX_BYTES)]).into_owned();
    if bytes.len() > MAX_BYTES {
        text.push_str(&format!(
            "\n[Cut at {} KiB; read {} for the rest.]",
            MAX_BYTES / 1024,
            path.display()
        ));
    }
    Some(text)
}

/// The context files of one directory: `AGENTS.override.md` or `AGENTS.md`, then `CLAUDE.md`,
/// `.claude/CLAUDE.md` and `CLAUDE.local.md`.
fn names_in(dir: &Path) -> Vec<PathBuf> {
    let agents = AGENTS.iter().map(|n| dir.join(n)).find(|p| p.is_file());
    agents
        .into_iter()
        .chain(CLAUDE.iter().map(|n| dir.join(n)))
        .collect()
}

/// Context files in prompt order: the user's (the config dir's, then `~/.claude/CLAUDE.md`),
/// then each directory's from the git root (or `/`) down to `cwd`, with `@path` imports
/// expanded. A file reached twice, an empty one, and one with the same text as another of its
/// directory are listed once.
pub fn discover(cwd: &Path, config_dir: Option<&Path>) -> Vec<ContextFile> {
    discover_with(cwd, config_dir, crate::config::paths::home().as_deref())
}

fn discover_with(cwd: &Path, config_dir: Option<&Path>, home: Option<&Path>) -> Vec<ContextFile> {
    let git = git_root(cwd);
    let start = git.clone().unwrap_or_else(|| PathBuf::from("/"));
    let mut walk: Vec<&Path> = cwd
        .ancestors()
        .take_while(|d| d.starts_with(&start))
        .collect();
    walk.reverse();
    let mut user: Vec<PathBuf> = config_dir.map(names_in).unwrap_or_default();
    user.extend(home.map(|h| h.join(".claude/CLAUDE.md")));
    let mut importer = Importer::new(cwd, home);
    let mut out: Vec<ContextFile> = Vec::new();
    let mut add = |path: &Path, scope: Scope, out: &mut Vec<ContextFile>, dir_start: usize| {
        let Some(text) = read(path) else { return };
        let same_text = out[dir_start..].iter().any(|f| f.text.trim() == text.trim());
        if text.trim().is_empty() || same_text || !importer.include(path) {
            return;
        }
        let text = importer.expand(&text, path, scope);
        out.push(ContextFile {
            path: path.to_path_buf(),
            text,
        });
    };
    let at = out.len();
    for path in &user {
        add(path, Scope::Own, &mut out, at);
    }
    for dir in walk {
        // Without a git root, a directory's files may import only from that directory down.
        let root = std::fs::canonicalize(git.as_deref().unwrap_or(dir))
            .unwrap_or_else(|_| dir.to_path_buf());
        let at = out.len();
        for path in names_in(dir) {
            add(&path, Scope::Inside(&root), &mut out, at);
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

    use super::{cwd_section, discover, discover_with, git_branch, project_context};

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
        write(&root.join("repo/a/CLAUDE.md"), "a claude, beside AGENTS.md");
        write(&root.join("repo/a/CLAUDE.local.md"), "a agents");
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
                ("repo/a/CLAUDE.md".to_string(), "a claude, beside AGENTS.md"),
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

    #[test]
    fn claude_code_places_and_the_codex_override() {
        let t = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = t.path();
        write(&root.join("home/.claude/CLAUDE.md"), "user claude");
        write(&root.join("repo/.git/HEAD"), "ref: refs/heads/main\n");
        write(&root.join("repo/AGENTS.md"), "agents: overridden");
        write(&root.join("repo/AGENTS.override.md"), "override");
        write(&root.join("repo/.claude/CLAUDE.md"), "dot claude");
        let files = discover_with(&root.join("repo"), None, Some(&root.join("home")));
        let texts: Vec<&str> = files.iter().map(|f| f.text.as_str()).collect();
        assert_eq!(texts, ["user claude", "override", "dot claude"]);
    }

    #[test]
    fn imports_expand_nest_and_stop_at_the_project_edge() {
        let t = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = std::fs::canonicalize(t.path()).unwrap_or_else(|e| panic!("{e}"));
        let home = root.join("home");
        write(&home.join("notes.md"), "private notes");
        write(&home.join(".claude/CLAUDE.md"), "mine: @~/notes.md\n");
        write(&root.join("outside.md"), "outside text");
        write(&root.join("repo/.git/HEAD"), "ref: refs/heads/main\n");
        write(
            &root.join("repo/CLAUDE.md"),
            "Read @docs/a.md.\nNot @../outside.md nor `@docs/a.md`\n```\n@docs/a.md\n```\n@AGENTS.md\n",
        );
        write(&root.join("repo/AGENTS.md"), "agents");
        write(&root.join("repo/docs/a.md"), "a, then @b.md");
        write(&root.join("repo/docs/b.md"), "b, back to @a.md");
        let files = discover_with(&root.join("repo"), None, Some(&home));
        assert_eq!(files.len(), 3, "{files:#?}");
        let notes = home.join("notes.md");
        assert_eq!(
            files[0].text,
            format!("mine: @~/notes.md\n<import path=\"{}\">\nprivate notes\n</import>\n", notes.display())
        );
        assert_eq!(files[1].text, "agents");
        let (a, b) = (root.join("repo/docs/a.md"), root.join("repo/docs/b.md"));
        let want = format!(
            "Read @docs/a.md.\n<import path=\"{a}\">\na, then @b.md\n<import path=\"{b}\">\nb, back to @a.md\n[@a.md: already included above]\n</import>\n</import>\n\
             Not @../outside.md nor `@docs/a.md`\n[@../outside.md not imported: it resolves to {out} outside the project {repo}; a project's file may import only files inside it]\n\
             ```\n@docs/a.md\n```\n@AGENTS.md\n[@AGENTS.md: already included above]\n",
            a = a.display(),
            b = b.display(),
            out = root.join("outside.md").display(),
            repo = root.join("repo").display(),
        );
        assert_eq!(files[2].text, want);
    }
}
