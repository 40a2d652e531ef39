//! `ToolError`: every way a tool call fails, with the one `Display` that words it for the model.
//! Each message says what failed, on which input (paths as given and as resolved), and what to do
//! next. A failed call becomes an `isError` result with this text.

use std::fmt;

use crate::tools::ToolOutput;
use crate::tools::path::ToolPath;

#[derive(Debug)]
pub enum ToolError {
    /// An argument cannot be used as given.
    Argument {
        name: &'static str,
        problem: String,
        fix: &'static str,
    },
    /// A regex or glob argument does not parse.
    Pattern {
        name: &'static str,
        pattern: String,
        message: String,
    },
    NotFound {
        path: ToolPath,
        hint: &'static str,
    },
    /// A file was expected and this is a directory.
    IsDirectory {
        path: ToolPath,
        hint: &'static str,
    },
    /// A device, pipe or socket where a regular file was expected.
    NotRegular {
        path: ToolPath,
    },
    /// A directory was expected and this is something else.
    NotDirectory {
        path: ToolPath,
        hint: &'static str,
    },
    Io {
        action: &'static str,
        path: ToolPath,
        source: std::io::Error,
    },
    /// The session has not read this file, so it may not change it.
    NotRead {
        path: ToolPath,
        action: &'static str,
    },
    /// An edit's `old_string` is not in the file.
    NoMatch {
        path: ToolPath,
        edit: Edit,
    },
    /// An edit's `old_string` is in the file more than once.
    Ambiguous {
        path: ToolPath,
        edit: Edit,
        lines: Vec<usize>,
    },
    /// An edit would change nothing.
    Unchanged {
        edit: Edit,
    },
    /// No background job has this id.
    UnknownJob {
        id: String,
        known: Vec<String>,
    },
    /// A command could not be started.
    Spawn {
        what: &'static str,
        source: std::io::Error,
    },
}

/// Which edit of a call an error is about, for the wording.
#[derive(Clone, Copy, Debug)]
pub struct Edit {
    /// 1-based; `None` for a single edit.
    pub index: Option<usize>,
    pub of: usize,
}

impl fmt::Display for Edit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.index {
            Some(i) => write!(f, "old_string of edit {i} of {}", self.of),
            None => write!(f, "old_string"),
        }
    }
}

impl Edit {
    /// Multi-edit calls are all or nothing; say so.
    fn nothing_applied(&self) -> &'static str {
        match self.index {
            Some(_) => " No edit was applied; the file is unchanged.",
            None => "",
        }
    }
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToolError::Argument { name, problem, fix } => {
                write!(f, "Invalid `{name}`: {problem}. {fix}")
            }
            ToolError::Pattern {
                name,
                pattern,
                message,
            } => write!(
                f,
                "`{name}` {pattern:?} does not parse: {message}. Fix the pattern (or set literal=true to search for the text as is)."
            ),
            ToolError::NotFound { path, hint } => write!(f, "{path} does not exist. {hint}"),
            ToolError::IsDirectory { path, hint } => {
                write!(f, "{path} is a directory, not a file. {hint}")
            }
            ToolError::NotRegular { path } => write!(
                f,
                "{path} is not a regular file (it is a device, pipe or socket), so it is not opened. Inspect it with bash if you need to."
            ),
            ToolError::NotDirectory { path, hint } => {
                write!(f, "{path} is not a directory. {hint}")
            }
            ToolError::Io {
                action,
                path,
                source,
            } => write!(
                f,
                "Could not {action} {path}: {source}. Check the path and its permissions."
            ),
            ToolError::NotRead { path, action } => write!(
                f,
                "{path} has not been read in this session, so it cannot be {action}. Read it with the read tool first, then retry."
            ),
            ToolError::NoMatch { path, edit } => write!(
                f,
                "{edit} was not found in {path}, not even after folding trailing spaces, quotes, dashes and special spaces. Read the file again and copy the text exactly, including indentation.{}",
                edit.nothing_applied()
            ),
            ToolError::Ambiguous { path, edit, lines } => {
                let at: Vec<String> = lines.iter().map(usize::to_string).collect();
                let (word, list) = match lines.len() {
                    1 => ("line", at.join("")),
                    _ => ("lines", at.join(", ")),
                };
                write!(
                    f,
                    "{edit} matches {} times in {path}, starting at {word} {list}. Include more surrounding lines to make it unique, or set replace_all=true to replace every match.{}",
                    lines.len(),
                    edit.nothing_applied()
                )
            }
            ToolError::Unchanged { edit } => write!(
                f,
                "new_string is the same as {edit}, so the edit would change nothing. Give the new text in new_string.{}",
                edit.nothing_applied()
            ),
            ToolError::UnknownJob { id, known } => match known.len() {
                0 => write!(
                    f,
                    "There is no background job `{id}`; none was started in this session. Start one with bash and run_in_background=true."
                ),
                _ => write!(
                    f,
                    "There is no background job `{id}`. Known jobs: {}.",
                    known.join(", ")
                ),
            },
            ToolError::Spawn { what, source } => write!(
                f,
                "Could not start {what}: {source}. Check that a shell is installed and the working directory exists."
            ),
        }
    }
}

impl From<ToolError> for ToolOutput {
    fn from(e: ToolError) -> ToolOutput {
        ToolOutput::error(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{Edit, ToolError};
    use crate::tools::path::ToolPath;

    #[test]
    fn wording() {
        let p = ToolPath::resolve("a.txt", Path::new("/w"));
        let cases = [
            (
                ToolError::Ambiguous {
                    path: p.clone(),
                    edit: Edit { index: None, of: 1 },
                    lines: vec![3, 9],
                },
                "old_string matches 2 times in `a.txt` (resolved to `/w/a.txt`), starting at lines 3, 9. Include more surrounding lines to make it unique, or set replace_all=true to replace every match.",
            ),
            (
                ToolError::Unchanged {
                    edit: Edit {
                        index: Some(2),
                        of: 3,
                    },
                },
                "new_string is the same as old_string of edit 2 of 3, so the edit would change nothing. Give the new text in new_string. No edit was applied; the file is unchanged.",
            ),
            (
                ToolError::NotRead {
                    path: p,
                    action: "overwritten",
                },
                "`a.txt` (resolved to `/w/a.txt`) has not been read in this session, so it cannot be overwritten. Read it with the read tool first, then retry.",
            ),
        ];
        for (e, want) in cases {
            assert_eq!(e.to_string(), want);
        }
    }
}
