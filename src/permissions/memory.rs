//! "Allow for this session" (`allow_session`): remembered in memory per tool and normalised
//! input prefix, never written to disk. For bash the prefix is the whole normalised command; a
//! later command matches when it is that command plus more plain arguments (no operators,
//! substitutions or redirections). For file tools it is the file's directory; for other tools the
//! exact input.

use std::path::PathBuf;
use std::sync::Mutex;

use serde_json::Value;

use crate::permissions::call::{Subject, canonical_json};

#[derive(Clone, Debug, PartialEq)]
enum Prefix {
    Command(String),
    Dir(PathBuf),
    Exact(String),
}

#[derive(Default)]
pub struct Memory {
    entries: Mutex<Vec<(String, Prefix)>>,
}

fn prefix(subject: &Subject, input: &Value) -> Prefix {
    match subject {
        Subject::Bash { command, .. } => {
            Prefix::Command(crate::permissions::call::bash_words(command))
        }
        Subject::File {
            path: Some(path), ..
        } => Prefix::Dir(path.parent().map(PathBuf::from).unwrap_or_default()),
        _ => Prefix::Exact(canonical_json(input)),
    }
}

impl Memory {
    pub fn remember(&self, tool: &str, subject: &Subject, input: &Value) {
        let entry = (tool.to_string(), prefix(subject, input));
        let mut entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        if !entries.contains(&entry) {
            entries.push(entry);
        }
    }

    pub fn covers(&self, tool: &str, subject: &Subject, input: &Value) -> bool {
        let now = prefix(subject, input);
        let entries = self.entries.lock().unwrap_or_else(|p| p.into_inner());
        entries
            .iter()
            .filter(|(t, _)| t == tool)
            .any(|(_, p)| match (p, &now) {
                (Prefix::Command(old), Prefix::Command(new)) => {
                    new == old
                        || new.strip_prefix(old.as_str()).is_some_and(|rest| {
                            rest.starts_with(' ')
                                && !rest.contains([
                                    ';', '&', '|', '<', '>', '$', '`', '(', ')', '{', '}', '\n',
                                    '\\', '\'', '"', '*', '?', '~',
                                ])
                        })
                }
                (Prefix::Dir(dir), Prefix::Dir(new_dir)) => new_dir.starts_with(dir),
                (Prefix::Exact(a), Prefix::Exact(b)) => a == b,
                _ => false,
            })
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use serde_json::{Value, json};

    use super::Memory;
    use crate::permissions::call::{Subject, class_by_name};
    use crate::permissions::paths::Project;

    fn s(tool: &str, input: &Value) -> Subject {
        let p = Project::with(Path::new("/w"), None, Path::new("/a"));
        Subject::of(tool, class_by_name(tool), input, &p)
    }

    #[test]
    fn prefixes() {
        let m = Memory::default();
        let npm = json!({"command": "npm  test"});
        m.remember("bash", &s("bash", &npm), &npm);
        let covers = |tool: &str, input: Value| m.covers(tool, &s(tool, &input), &input);
        assert!(covers("bash", json!({"command": "npm test"})));
        assert!(covers("bash", json!({"command": "npm test -- --watch"})));
        assert!(!covers("bash", json!({"command": "npm test; rm -rf x"})));
        assert!(!covers("bash", json!({"command": "npm test $(id)"})));
        assert!(!covers("bash", json!({"command": "npm testing"})));
        assert!(!covers("bash", json!({"command": "npm run"})));
        let w = json!({"path": "src/a.rs"});
        m.remember("write", &s("write", &w), &w);
        assert!(covers("write", json!({"path": "src/b.rs"})));
        assert!(covers("write", json!({"path": "src/x/c.rs"})));
        assert!(!covers("write", json!({"path": "lib/c.rs"})));
        assert!(!covers("edit", json!({"path": "src/b.rs"})));
        let h = json!({"b": 1, "a": 2});
        m.remember("host", &s("host", &h), &h);
        assert!(covers("host", json!({"a": 2, "b": 1})));
        assert!(!covers("host", json!({"a": 3, "b": 1})));
    }
}
