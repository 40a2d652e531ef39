//! `@path` imports in context files, Claude Code's CLAUDE.md syntax (issue #28): a token
//! `@some/file.md` outside code pulls that file into the prompt, after the line that names it.
//! Paths are relative to the importing file, `~/` is the home directory, imports nest at most
//! five levels, and a file is never included twice (so cycles end). A project's file may import
//! only files inside the project (resolved, symlinks followed), so a cloned repository cannot
//! pull `~/.netrc` into a prompt sent to the provider; the user's own files may import from
//! anywhere. Secret paths are never imported, whoever asks.

use std::path::{Path, PathBuf};

use crate::permissions::paths::Project;
use crate::tools::truncate::MAX_BYTES;

/// Imports nest at most this deep (Claude Code's limit).
const MAX_DEPTH: usize = 5;

/// What one discovery has included so far, and where imports may come from.
pub(super) struct Importer {
    home: Option<PathBuf>,
    secrets: Project,
    /// Canonical paths already in the prompt: context files and imports.
    included: Vec<PathBuf>,
    /// Bytes imported into the current context file (each file's imports share one budget).
    budget: usize,
}

/// Where the file being expanded may import from: anywhere (the user's own files) or only
/// below this directory.
#[derive(Clone, Copy)]
pub(super) enum Scope<'a> {
    Own,
    Inside(&'a Path),
}

impl Importer {
    pub(super) fn new(cwd: &Path, home: Option<&Path>) -> Importer {
        Importer {
            home: home.map(Path::to_path_buf),
            secrets: Project::with(cwd, home, &crate::config::paths::auth_file()),
            included: Vec::new(),
            budget: 0,
        }
    }

    /// Records `path` as included; false when it was already.
    pub(super) fn include(&mut self, path: &Path) -> bool {
        let key = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if self.included.contains(&key) {
            return false;
        }
        self.included.push(key);
        true
    }

    /// `text` (read from `file`) with its imports expanded.
    pub(super) fn expand(&mut self, text: &str, file: &Path, scope: Scope) -> String {
        self.budget = 0;
        self.expand_at(text, file, scope, 1)
    }

    fn expand_at(&mut self, text: &str, file: &Path, scope: Scope, depth: usize) -> String {
        let dir = file.parent().unwrap_or(Path::new("/"));
        let mut out = String::with_capacity(text.len());
        let mut fenced = false;
        for line in text.split_inclusive('\n') {
            out.push_str(line);
            let trimmed = line.trim_start();
            if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                continue;
            }
            for token in tokens(line) {
                // A token that names no file (`@types/node`, a handle) stays as it is.
                let Some(block) = self.import(token, dir, scope, depth) else {
                    continue;
                };
                if !out.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str(&block);
                out.push('\n');
            }
        }
        out
    }

    /// The block that follows the line naming `@token`: the file, or why it is left out;
    /// `None` when the token names no file.
    fn import(&mut self, token: &str, dir: &Path, scope: Scope, depth: usize) -> Option<String> {
        let path = self.resolve(token, dir)?;
        Some(self.import_file(token, &path, scope, depth))
    }

    fn import_file(&mut self, token: &str, path: &Path, scope: Scope, depth: usize) -> String {
        let real = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf());
        if let Scope::Inside(root) = scope
            && !real.starts_with(root)
        {
            return format!(
                "[@{token} not imported: it resolves to {} outside the project {}; a project's file may import only files inside it]",
                real.display(),
                root.display()
            );
        }
        if let Some(kind) = crate::permissions::secrets::path_kind(&self.secrets, &real) {
            return format!("[@{token} not imported: it is a secret path ({kind})]");
        }
        if depth > MAX_DEPTH {
            return format!("[@{token} not imported: imports nest at most {MAX_DEPTH} levels]");
        }
        if !self.include(&real) {
            return format!("[@{token}: already included above]");
        }
        let Ok(bytes) = std::fs::read(&real) else {
            return format!("[@{token} not imported: it cannot be read]");
        };
        if self.budget + bytes.len().min(MAX_BYTES) > MAX_BYTES * 2 {
            return format!(
                "[@{token} not imported: this file's imports passed {} KiB]",
                MAX_BYTES * 2 / 1024
            );
        }
        let text = String::from_utf8_lossy(&bytes[..bytes.len().min(MAX_BYTES)]).into_owned();
        self.budget += text.len();
        let body = self.expand_at(&text, &real, scope, depth + 1);
        format!(
            "<import path=\"{}\">\n{}\n</import>",
            real.display(),
            body.trim_end()
        )
    }

    /// The file `token` names, when it is one.
    fn resolve(&self, token: &str, dir: &Path) -> Option<PathBuf> {
        let path = match token.strip_prefix("~/") {
            Some(rest) => self.home.as_ref()?.join(rest),
            None if token.starts_with('/') => PathBuf::from(token),
            None => dir.join(token),
        };
        path.is_file().then_some(path)
    }
}

/// The `@path` tokens of one line outside inline code: an `@` at the start or after white space
/// or `(`, then a path that names a directory or an extension (`@user` is a mention, not a file).
fn tokens(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut in_code = false;
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        if c == '`' {
            in_code = !in_code;
        } else if c == '@' && !in_code && (prev.is_whitespace() || prev == '(') {
            let rest = &line[i + 1..];
            let end = rest
                .find(|c: char| c.is_whitespace() || "()[]<>,;\"'`".contains(c))
                .unwrap_or(rest.len());
            let token = rest[..end].trim_end_matches(['.', ':', '!', '?']);
            let pathlike = token.contains('/') || token.contains('.');
            if !token.is_empty() && pathlike && !token.contains("..@") {
                out.push(token);
            }
        }
        prev = c;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::tokens;

    #[test]
    fn tokens_are_paths_outside_code() {
        assert_eq!(
            tokens("See @README.md and @docs/a.md. Mail a@b.com, ping @alice, `@x.md` (@y/z)\n"),
            ["README.md", "docs/a.md", "y/z"]
        );
        assert_eq!(tokens("@~/notes.md at the start"), ["~/notes.md"]);
        assert!(tokens("no imports here").is_empty());
    }
}
