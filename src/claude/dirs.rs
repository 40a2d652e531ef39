//! Claude Code's `permissions.additionalDirectories`: extra working directories the tools may
//! read and edit as if they were in the project (docs/claude-code.md). Each entry (relative to
//! the project, `~` expanded) is resolved with every symlink followed, as the permission paths
//! are (`util::atomic::resolve_real`), and becomes an extra project root
//! (`permissions::paths::Project::extra_roots`) and a writable place of the OS sandbox. The
//! user's file always counts; a project's only in a trusted project, since it loosens. A missing
//! directory is named and skipped; `/` and the home directory itself are refused (they would put
//! every path inside the project).

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::claude::settings::File;
use crate::permissions::paths::normalize;
use crate::util::atomic::resolve_real;

/// The additional directories of every file in `files`, resolved, in order, without repeats.
/// Entries that cannot be used become `notes` (pass a scratch list to stay quiet).
pub fn resolve(files: &[File], (cwd, trusted): (&Path, bool), notes: &mut Vec<String>) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = Vec::new();
    for file in files {
        for dir in of_file(file, (cwd, trusted), notes) {
            if !out.contains(&dir) {
                out.push(dir);
            }
        }
    }
    out
}

/// The usable additional directories of one settings file.
pub fn of_file(file: &File, (cwd, trusted): (&Path, bool), notes: &mut Vec<String>) -> Vec<PathBuf> {
    let Some(list) = file
        .get("permissions")
        .and_then(|p| p.get("additionalDirectories"))
    else {
        return Vec::new();
    };
    let origin = file.label();
    let Some(items) = list.as_array() else {
        notes.push(format!(
            "{origin}: \"additionalDirectories\" must be a list of directories; found {list}, so it is ignored"
        ));
        return Vec::new();
    };
    let texts: Vec<&str> = items.iter().filter_map(Value::as_str).collect();
    if texts.len() != items.len() {
        notes.push(format!(
            "{origin}: \"additionalDirectories\" holds entries that are not strings; they are ignored"
        ));
    }
    if file.scope.is_project() && !trusted {
        if !texts.is_empty() {
            notes.push(format!(
                "{origin}: \"additionalDirectories\" ({}) is ignored because this project is not trusted (run with --trust-project, or answer yes when ama asks)",
                texts.join(", ")
            ));
        }
        return Vec::new();
    }
    let home = crate::config::paths::home().map(|h| resolve_real(&h));
    texts
        .into_iter()
        .filter_map(|text| match one(text, cwd, home.as_deref()) {
            Ok(dir) => Some(dir),
            Err(why) => {
                notes.push(format!("{origin}: the additional directory `{text}` {why}"));
                None
            }
        })
        .collect()
}

/// One entry, resolved, or why it is not used.
fn one(text: &str, cwd: &Path, home: Option<&Path>) -> Result<PathBuf, String> {
    let joined = if text == "~" || text.starts_with("~/") {
        let Some(home) = home else {
            return Err("names the home directory, but HOME is not set; it is skipped".into());
        };
        home.join(text[1..].trim_start_matches('/'))
    } else {
        cwd.join(text)
    };
    let dir = resolve_real(&normalize(&joined));
    if dir.parent().is_none() {
        return Err(
            "is `/`, which would put every path inside the project; ama refuses it — name the directories you work in instead".into(),
        );
    }
    if Some(dir.as_path()) == home {
        return Err(
            "is your home directory, which would put every path inside the project; ama refuses it — name the directories you work in instead".into(),
        );
    }
    if !dir.is_dir() {
        return Err(format!(
            "does not exist (`{}`), so it is skipped; create it or remove it from \"additionalDirectories\"",
            dir.display()
        ));
    }
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::resolve;
    use crate::claude::settings::{File, Scope};

    fn file(scope: Scope, dirs: serde_json::Value) -> File {
        File {
            scope,
            path: "/x".into(),
            value: json!({"permissions": {"additionalDirectories": dirs}}),
        }
    }

    #[test]
    fn entries_resolve_and_bad_ones_are_named() {
        let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let work = tmp.path().join("work");
        let lib = tmp.path().join("lib");
        for d in [&work, &lib] {
            std::fs::create_dir_all(d).unwrap_or_else(|e| panic!("{e}"));
        }
        std::os::unix::fs::symlink(&lib, work.join("link")).unwrap_or_else(|e| panic!("{e}"));
        let real_lib = std::fs::canonicalize(&lib).unwrap_or_else(|e| panic!("{e}"));
        let files = [
            file(Scope::User, json!(["../lib", "link", "/", "../missing", 3])),
            file(Scope::Project, json!(["../lib"])),
        ];
        let mut notes = Vec::new();
        let got = resolve(&files, (&work, false), &mut notes);
        assert_eq!(got, std::slice::from_ref(&real_lib));
        assert_eq!(notes.len(), 4, "{notes:?}");
        assert!(notes[0].contains("not strings"), "{notes:?}");
        assert!(notes[1].contains("`/` is `/`"), "{notes:?}");
        assert!(notes[2].contains("`../missing` does not exist"), "{notes:?}");
        assert!(notes[3].contains("not trusted"), "{notes:?}");
        let mut notes = Vec::new();
        assert_eq!(resolve(&files[1..], (&work, true), &mut notes), [real_lib]);
        assert!(notes.is_empty(), "{notes:?}");
    }
}
