//! Other agents' session files: recognising them (`sniff`, so `sessions show` and `--session`
//! can say what a file is instead of calling it corrupt) and turning one into an ama session
//! (`import`): Claude Code transcripts, pi sessions and Codex rollouts. The source file is only
//! read. Each format has its own file; `tools` maps their tool calls onto ama's tools, and
//! `builder` collects the entries and writes the new file. See docs/sessions.md, "Importing".

mod builder;
mod claude;
mod codex;
mod pi;
mod tools;

#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::path::{Component, Path, PathBuf};

use serde_json::Value;

use crate::error::Error;
use crate::session::import::builder::Builder;

/// The formats `ama sessions import` reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    ClaudeCode,
    Pi,
    Codex,
}

impl Source {
    /// "a Claude Code transcript", as messages name the file.
    pub fn describe(self) -> &'static str {
        match self {
            Source::ClaudeCode => "a Claude Code transcript",
            Source::Pi => "a pi session",
            Source::Codex => "a Codex rollout",
        }
    }

    /// The stable name recorded in the `ama.import` entry.
    pub fn name(self) -> &'static str {
        match self {
            Source::ClaudeCode => "claude-code",
            Source::Pi => "pi",
            Source::Codex => "codex",
        }
    }
}

/// Why an import failed.
#[derive(Debug)]
pub enum ImportError {
    /// The source could not be opened or read.
    Read { path: PathBuf, source: std::io::Error },
    /// The file is ama's own session.
    AlreadyAma { path: PathBuf },
    /// The file is none of the formats `import` reads.
    Unknown { path: PathBuf, first: String },
    /// Nothing in the file could be carried over.
    Empty { path: PathBuf, source: Source, malformed: usize },
    /// Writing the new session failed.
    Write { path: PathBuf, source: std::io::Error },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Read { path, source } => write!(
                f,
                "cannot read `{}` to import it: {source}; check the path and that you may read it",
                path.display()
            ),
            ImportError::AlreadyAma { path } => write!(
                f,
                "`{}` is already an ama session; continue it with `ama --session {}`",
                path.display(),
                path.display()
            ),
            ImportError::Unknown { path, first } => write!(
                f,
                "`{}` is not a Claude Code transcript, a pi session or a Codex rollout (its first line {first}); `ama sessions import` reads only those",
                path.display()
            ),
            ImportError::Empty {
                path,
                source,
                malformed,
            } => write!(
                f,
                "`{}` is {} but holds no user or assistant message to import ({malformed} unreadable lines); nothing was written",
                path.display(),
                source.describe()
            ),
            ImportError::Write { path, source } => write!(
                f,
                "cannot write the imported session `{}`: {source}; check that the sessions directory is writable (--session-dir picks another)",
                path.display()
            ),
        }
    }
}

impl std::error::Error for ImportError {}

impl From<ImportError> for Error {
    fn from(e: ImportError) -> Error {
        Error::Session(e.to_string())
    }
}

/// What an import wrote and left out.
#[derive(Debug)]
pub struct Report {
    pub source: Source,
    pub path: PathBuf,
    pub id: String,
    pub cwd: String,
    pub user: usize,
    pub assistant: usize,
    pub tool_results: usize,
    /// Kind of thing not carried → how many.
    pub dropped: BTreeMap<String, usize>,
    /// `file:line: why` for each line that did not read (and was skipped).
    pub malformed: Vec<String>,
}

/// The most of line 1 that `sniff` reads.
const FIRST_LINE_MAX: u64 = 16 << 20;

/// What foreign format `path` is in, from its first line; `None` for ama's own files and
/// anything else.
pub fn sniff(path: &Path) -> Option<Source> {
    let file = File::open(path).ok()?;
    let mut first = Vec::new();
    BufReader::new(file.take(FIRST_LINE_MAX))
        .read_until(b'\n', &mut first)
        .ok()?;
    let v: Value = serde_json::from_slice(&first).ok()?;
    classify(&v)
}

/// The agent whose session file starts with the line `v`, when it is one `import` reads.
pub fn classify(v: &Value) -> Option<Source> {
    let kind = v.get("type").and_then(Value::as_str)?;
    let has = |k: &str| v.get(k).is_some();
    match kind {
        "session" => {
            let ama = v.pointer("/agent/name").and_then(Value::as_str) == Some("ama");
            let version = v.get("version").and_then(Value::as_u64);
            (!ama && version != Some(1) && has("cwd")).then_some(Source::Pi)
        }
        "session_meta" | "response_item" | "event_msg" | "turn_context" if has("payload") => {
            Some(Source::Codex)
        }
        "summary" if has("leafUuid") => Some(Source::ClaudeCode),
        _ if has("sessionId") && (has("uuid") || has("operation") || has("leafUuid")) => {
            Some(Source::ClaudeCode)
        }
        "file-history-snapshot" if has("messageId") => Some(Source::ClaudeCode),
        _ => None,
    }
}

/// The message `sessions show` and `--session` give for a foreign file instead of
/// "corrupt".
pub fn foreign_message(path: &Path, source: Source) -> String {
    format!(
        "`{}` is {}, not an ama session; import it with `ama sessions import {}` (the file is left as it is), then continue the session it prints with `ama --resume <id>`",
        path.display(),
        source.describe(),
        path.display()
    )
}

/// Reads every line of `path` as JSON, handing each to `each` with its 1-based number; lines
/// that are not JSON are skipped and listed (`file:line: why`).
pub(crate) fn read_lines(
    path: &Path,
    b: &mut Builder,
    mut each: impl FnMut(u32, Value, &mut Builder),
) -> Result<(), ImportError> {
    let read_err = |e| ImportError::Read {
        path: path.to_path_buf(),
        source: e,
    };
    let file = File::open(path).map_err(read_err)?;
    let mut reader = BufReader::with_capacity(1 << 16, file);
    let mut line = Vec::new();
    let mut n = 0u32;
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).map_err(read_err)? == 0 {
            return Ok(());
        }
        n += 1;
        let text = line.strip_suffix(b"\n").unwrap_or(&line);
        if text.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice::<Value>(text) {
            Ok(v) => each(n, v, b),
            Err(e) => b
                .malformed
                .push(format!("{}:{n}: not JSON ({e})", path.display())),
        }
    }
}

/// Turns the foreign session at `path` into a new ama session under `root` (the sessions
/// directory), in the directory of the cwd the file records.
pub fn import(path: &Path, root: &Path) -> Result<Report, ImportError> {
    let source = match sniff(path) {
        Some(s) => s,
        None => return Err(unrecognised(path)),
    };
    let mut b = Builder::default();
    match source {
        Source::ClaudeCode => claude::convert(path, &mut b)?,
        Source::Pi => pi::convert(path, &mut b)?,
        Source::Codex => codex::convert(path, &mut b)?,
    }
    let (user, assistant, tool_results) = b.counts();
    if user + assistant == 0 {
        return Err(ImportError::Empty {
            path: path.to_path_buf(),
            source,
            malformed: b.malformed.len(),
        });
    }
    // The file names its own cwd, and the new session's directory is made from it: only a
    // plain absolute path is taken, so `..` cannot lead outside the sessions directory.
    let cwd = b.cwd.clone().filter(|c| usable_cwd(c)).unwrap_or_else(|| {
        std::env::current_dir()
            .map(|d| d.display().to_string())
            .unwrap_or_else(|_| "/".into())
    });
    let (written, id) = builder::write(root, &cwd, &b.entries)?;
    Ok(Report {
        source,
        path: written,
        id,
        cwd,
        user,
        assistant,
        tool_results,
        dropped: b.dropped,
        malformed: b.malformed,
    })
}

/// An absolute path of plain components (no `.` or `..`) and no control characters.
fn usable_cwd(cwd: &str) -> bool {
    let path = Path::new(cwd);
    path.is_absolute()
        && !cwd.chars().any(char::is_control)
        && path
            .components()
            .all(|c| matches!(c, Component::RootDir | Component::Normal(_)))
}

/// The error for a file `sniff` does not recognise: ama's own, unreadable, or something else.
fn unrecognised(path: &Path) -> ImportError {
    let mut first = String::new();
    let opened = File::open(path).and_then(|f| {
        BufReader::new(f.take(FIRST_LINE_MAX))
            .read_line(&mut first)
            .map(|_| ())
    });
    if let Err(e) = opened {
        return ImportError::Read {
            path: path.to_path_buf(),
            source: e,
        };
    }
    let v: Option<Value> = serde_json::from_str(first.trim_end()).ok();
    let ama = v.as_ref().is_some_and(|v| {
        v.get("type").and_then(Value::as_str) == Some("session")
            && v.pointer("/agent/name").and_then(Value::as_str) == Some("ama")
    });
    if ama {
        return ImportError::AlreadyAma {
            path: path.to_path_buf(),
        };
    }
    let first = match v {
        None if first.is_empty() => "is empty".to_string(),
        None => "is not JSON".to_string(),
        Some(v) => match v.get("type").and_then(Value::as_str) {
            Some(t) => format!("has type `{t}`"),
            None => "has no `type`".to_string(),
        },
    };
    ImportError::Unknown {
        path: path.to_path_buf(),
        first,
    }
}
