//! What a tool is and how it runs: the `Tool` trait, its result, the context a call runs in, and
//! the small helpers every tool shares (argument readers, the plural helper, a test context).
//! `tools/mod.rs` re-exports all of it, so callers write `crate::tools::Tool`.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::ai::types::ContentBlock;
use crate::tools::path::ToolPath;
use crate::tools::state::ToolState;
use crate::util::cancel::Cancel;

/// What a tool may do, for the permission pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PermissionClass {
    /// Reads files or state only.
    Read,
    /// Changes files.
    Write,
    /// Runs commands (or anything else).
    Execute,
}

impl PermissionClass {
    /// The class's name in config and messages: `read`, `write` or `execute`.
    pub fn as_str(self) -> &'static str {
        match self {
            PermissionClass::Read => "read",
            PermissionClass::Write => "write",
            PermissionClass::Execute => "execute",
        }
    }
}

/// How calls of a tool may be scheduled within one batch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExecutionMode {
    /// May run alongside other parallel calls.
    Parallel,
    /// Runs alone, in order.
    Sequential,
}

/// A tool's result: `content` goes to the model, `details` is persisted only.
#[derive(Clone, Debug, Default)]
pub struct ToolOutput {
    /// What the model sees.
    pub content: Vec<ContentBlock>,
    /// Structured data for the session file and front ends, never sent to the model.
    pub details: Option<Value>,
    /// Whether the call failed (the model sees it as an error result).
    pub is_error: bool,
    /// Ends the run when every result of a batch has it.
    pub terminate: bool,
}

impl ToolOutput {
    /// A successful result with one text block.
    pub fn text(s: impl Into<String>) -> ToolOutput {
        ToolOutput {
            content: vec![ContentBlock::text(s)],
            ..Default::default()
        }
    }

    /// A failed result with one text block saying why.
    pub fn error(s: impl Into<String>) -> ToolOutput {
        ToolOutput {
            content: vec![ContentBlock::text(s)],
            is_error: true,
            ..Default::default()
        }
    }

    /// The same result with `details` attached.
    pub fn with_details(mut self, details: Value) -> ToolOutput {
        self.details = Some(details);
        self
    }

    /// The text of the result's text blocks, joined by newlines (images left out).
    pub fn joined_text(&self) -> String {
        crate::ai::types::join_text_lines(&self.content)
    }
}

/// What a running tool can see and use.
pub struct ToolContext<'a> {
    /// The session's working directory, which relative paths resolve against.
    pub cwd: &'a Path,
    /// Set when the user aborts; a long-running tool checks it and stops.
    pub cancel: &'a Cancel,
    /// Streams partial output (`tool_execution_update`).
    pub on_update: &'a (dyn Fn(&str) + Sync),
    /// Whether the model takes images, so a tool may return an image block.
    pub accepts_images: bool,
    /// The session's tool memory: files read, todos, background jobs, options.
    pub state: &'a ToolState,
}

impl ToolContext<'_> {
    /// Resolves a path argument: `~`, absolute, or relative to the cwd.
    pub fn resolve(&self, given: &str) -> PathBuf {
        self.path(given).path
    }

    /// A path argument, resolved, keeping the text as given for messages.
    pub fn path(&self, given: &str) -> ToolPath {
        ToolPath::resolve(given, self.cwd)
    }
}

/// A tool the model can call. The texts borrow from the tool, so a tool made at run time (a host's,
/// an MCP server's) can carry its own; a built-in tool's identity (kind, class, path argument, hook
/// name) is its row in `tools::TOOLS` (see `tools::identity`).
pub trait Tool: Send + Sync {
    /// The name the model calls the tool by.
    fn name(&self) -> &str;
    /// A short human-readable name for the UI.
    fn label(&self) -> &str;
    /// What the tool does, sent to the model with its schema.
    fn description(&self) -> &str;
    /// JSON Schema of the arguments.
    fn parameters(&self) -> Value;
    /// What the tool may do, for the permission pipeline: a built-in tool's class is its table row's;
    /// a tool without a row (made at run time) must say it, or it counts as `Execute`.
    fn permission(&self) -> PermissionClass {
        crate::tools::identity::row(self.name()).map_or(PermissionClass::Execute, |r| r.class)
    }
    /// How calls of this tool are scheduled in a batch: read-only tools run in parallel, the rest
    /// alone.
    fn execution_mode(&self) -> ExecutionMode {
        match self.permission() {
            PermissionClass::Read => ExecutionMode::Parallel,
            _ => ExecutionMode::Sequential,
        }
    }
    /// One line for the system prompt's tools section.
    fn prompt_snippet(&self) -> &str;
    /// Runs the call. Arguments have passed the schema check; a tool still never panics on them.
    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput;
    /// The refusal `execute` would return whatever the user answered, checked before the
    /// permission pipeline asks them (write / edit of a file not read in this session), so no
    /// approval is asked for a call that cannot run. `None`: ask as usual.
    fn refusal(&self, _args: &Value, _ctx: &ToolContext) -> Option<ToolOutput> {
        None
    }
}

/// `1 line`, `2 lines`: the one plural helper of tool messages.
pub(crate) fn count(n: usize, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}

/// Helpers to read checked arguments.
pub(crate) mod args {
    use serde_json::Value;

    pub fn str<'a>(args: &'a Value, name: &str) -> Option<&'a str> {
        args.get(name).and_then(Value::as_str)
    }

    pub fn bool(args: &Value, name: &str) -> bool {
        args.get(name).and_then(Value::as_bool).unwrap_or(false)
    }

    pub fn usize(args: &Value, name: &str) -> Option<usize> {
        args.get(name)
            .and_then(|v| v.as_u64().or_else(|| v.as_f64().map(|f| f.max(0.0) as u64)))
            .map(|n| usize::try_from(n).unwrap_or(usize::MAX))
    }
}

#[cfg(test)]
pub(crate) mod test_ctx {
    //! A context for unit tests: a temp dir as cwd, its own log dir, no updates.
    use serde_json::Value;

    use super::{Tool, ToolContext, ToolOutput};
    use crate::tools::state::{ToolOptions, ToolState};
    use crate::util::cancel::Cancel;

    pub struct World {
        pub dir: tempfile::TempDir,
        pub state: ToolState,
        pub cancel: Cancel,
        pub images: bool,
    }

    impl World {
        pub fn new() -> World {
            let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
            let state = ToolState::new(ToolOptions {
                log_dir: dir.path().join(".logs"),
                ..ToolOptions::default()
            });
            World {
                dir,
                state,
                cancel: Cancel::new(),
                images: false,
            }
        }

        pub fn path(&self, rel: &str) -> std::path::PathBuf {
            self.dir.path().join(rel)
        }

        pub fn write(&self, rel: &str, bytes: impl AsRef<[u8]>) {
            let p = self.path(rel);
            if let Some(parent) = p.parent() {
                std::fs::create_dir_all(parent).unwrap_or_else(|e| panic!("{e}"));
            }
            std::fs::write(p, bytes).unwrap_or_else(|e| panic!("{e}"));
        }

        pub fn bytes(&self, rel: &str) -> Vec<u8> {
            std::fs::read(self.path(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
        }

        pub fn run(&self, tool: &dyn Tool, args: Value) -> ToolOutput {
            if let Err(e) = crate::tools::schema::validate(&tool.parameters(), &args) {
                panic!("{args} does not match the schema: {e}");
            }
            let ctx = ToolContext {
                cwd: self.dir.path(),
                cancel: &self.cancel,
                on_update: &|_| {},
                accepts_images: self.images,
                state: &self.state,
            };
            tool.execute(&args, &ctx)
        }
    }

    /// The text of a result's content blocks, joined.
    pub fn text(out: &ToolOutput) -> String {
        out.joined_text()
    }
}
