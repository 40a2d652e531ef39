//! The tools the model can call: the `Tool` trait, results, and the registry bound to a cwd.

pub mod bash;
pub mod read;
pub mod registry;
pub mod schema;
pub mod truncate;

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::ai::types::ContentBlock;
use crate::util::cancel::Cancel;

/// What a tool may do, for the permission pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PermissionClass {
    Read,
    Write,
    Execute,
}

impl PermissionClass {
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
    pub content: Vec<ContentBlock>,
    pub details: Option<Value>,
    pub is_error: bool,
    /// Ends the run when every result of a batch has it.
    pub terminate: bool,
}

impl ToolOutput {
    pub fn text(s: impl Into<String>) -> ToolOutput {
        ToolOutput {
            content: vec![ContentBlock::text(s)],
            ..Default::default()
        }
    }

    pub fn error(s: impl Into<String>) -> ToolOutput {
        ToolOutput {
            content: vec![ContentBlock::text(s)],
            is_error: true,
            ..Default::default()
        }
    }
}

/// What a running tool can see and use.
pub struct ToolContext<'a> {
    pub cwd: &'a Path,
    pub cancel: &'a Cancel,
    /// Streams partial output (`tool_execution_update`).
    pub on_update: &'a (dyn Fn(&str) + Sync),
    pub accepts_images: bool,
}

impl ToolContext<'_> {
    /// Resolves a path argument: `~`, absolute, or relative to the cwd.
    pub fn resolve(&self, given: &str) -> PathBuf {
        if (given == "~" || given.starts_with("~/"))
            && let Some(home) = crate::config::paths::home()
        {
            return home.join(given.trim_start_matches('~').trim_start_matches('/'));
        }
        let p = Path::new(given);
        if p.is_absolute() {
            p.to_path_buf()
        } else {
            self.cwd.join(p)
        }
    }
}

pub trait Tool: Send + Sync {
    fn name(&self) -> &'static str;
    fn label(&self) -> &'static str;
    fn description(&self) -> &'static str;
    /// JSON Schema of the arguments.
    fn parameters(&self) -> Value;
    fn permission(&self) -> PermissionClass;
    fn execution_mode(&self) -> ExecutionMode {
        match self.permission() {
            PermissionClass::Read => ExecutionMode::Parallel,
            _ => ExecutionMode::Sequential,
        }
    }
    /// One line for the system prompt's tools section.
    fn prompt_snippet(&self) -> &'static str;
    fn execute(&self, args: &Value, ctx: &ToolContext) -> ToolOutput;
}
