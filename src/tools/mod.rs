//! The built-in tools: one module each, and `TOOLS`, the one table of their identities (name, kind,
//! permission class, path argument, Claude Code names, default set, constructor). The registry,
//! the permission layer, the hooks and the sub-agent files all read this table; adding a tool is
//! its file plus a `mod` line and a row here (docs/architecture.md, "How to add …").
//! Shared pieces: `tool` (the trait, results, the call context), `truncate` (limits and notices),
//! `path` (path arguments), `error` (the wording of failures) and `state` (per-session memory).

pub mod background;
pub mod bash;
pub mod bash_env;
mod bash_run;
pub mod edit;
mod edit_match;
pub mod error;
pub mod fs_access;
pub mod glob;
pub mod grep;
mod grep_search;
pub mod identity;
pub(crate) mod image;
pub mod ls;
pub mod path;
pub mod read;
pub mod registry;
pub mod schema;
pub mod state;
mod text;
pub mod todo;
mod tool;
pub mod truncate;
pub mod write;

use std::sync::Arc;

#[cfg(test)]
pub(crate) use tool::test_ctx;
pub use tool::{ExecutionMode, PermissionClass, Tool, ToolContext, ToolOutput};
pub(crate) use tool::{args, count};

use crate::tools::PermissionClass::{Execute, Read, Write};
use crate::tools::identity::{Identity, Kind, Set};

/// Every built-in tool, in canonical order (the order of the prompt, `--tools`' list and
/// `get_tools`). A row with no constructor is run by the agent layer itself (`task`).
pub const TOOLS: &[Identity] = &[
    Identity {
        path_arg: Some("path"),
        hook_name: Some("Read"),
        ..Identity::new("read", Kind::Read, Read, || Arc::new(read::ReadTool))
    },
    Identity {
        path_arg: Some("path"),
        hook_name: Some("Write"),
        ..Identity::new("write", Kind::Write, Write, || Arc::new(write::WriteTool))
    },
    Identity {
        path_arg: Some("path"),
        hook_name: Some("Edit"),
        agent_names: &["MultiEdit"],
        ..Identity::new("edit", Kind::Edit, Write, || Arc::new(edit::EditTool))
    },
    Identity {
        hook_name: Some("Bash"),
        ..Identity::new("bash", Kind::Execute, Execute, || {
            Arc::new(bash::BashTool::default())
        })
    },
    Identity {
        set: Set::With("bash"),
        agent_names: &["BashOutput"],
        ..Identity::new("bash_output", Kind::Jobs, Read, || {
            Arc::new(background::BashOutputTool)
        })
    },
    Identity {
        set: Set::With("bash"),
        agent_names: &["KillBash", "KillShell"],
        ..Identity::new("bash_kill", Kind::Jobs, Execute, || {
            Arc::new(background::BashKillTool)
        })
    },
    Identity {
        path_arg: Some("path"),
        hook_name: Some("Grep"),
        ..Identity::new("grep", Kind::Search, Read, || Arc::new(grep::GrepTool))
    },
    Identity {
        path_arg: Some("path"),
        hook_name: Some("Glob"),
        ..Identity::new("glob", Kind::Search, Read, || Arc::new(glob::GlobTool))
    },
    Identity {
        path_arg: Some("path"),
        hook_name: Some("LS"),
        ..Identity::new("ls", Kind::Search, Read, || Arc::new(ls::LsTool))
    },
    Identity {
        hook_name: Some("TodoWrite"),
        ..Identity::new("todo", Kind::Todo, Read, || Arc::new(todo::TodoTool))
    },
    Identity {
        hook_name: Some("Task"),
        ..Identity::agent_layer("task", Kind::Task, Read)
    },
];
