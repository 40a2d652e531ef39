//! What identifies a tool outside its own file: the row type of `tools::TOOLS` and the lookups
//! the rest of ama uses instead of lists of tool names — the permission layer (kind, class, path
//! argument), the hooks (Claude Code's name), the sub-agent files (Claude Code's names, read back)
//! and the registry (constructor, default set). A tool made at run time (a host's, an MCP
//! server's) has no row: every lookup answers `None` and the caller falls back to what the tool
//! itself says.

use std::sync::Arc;

use crate::tools::{PermissionClass, TOOLS, Tool};

/// What a call of a tool is about, for the permission layer (which `Subject` it becomes) and for
/// the hooks (which inputs get Claude Code's `file_path`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Reads the file at its path argument.
    Read,
    /// Creates or replaces the file at its path argument with the `content` argument.
    Write,
    /// Changes part of the file at its path argument.
    Edit,
    /// Lists or searches below its path argument (the working directory when it is left out).
    Search,
    /// Runs the shell command in its `command` argument.
    Execute,
    /// Reads or stops only the background jobs this session started.
    Jobs,
    /// The session's todo list.
    Todo,
    /// Starts a sub-agent.
    Task,
}

impl Kind {
    /// It works on the file or directory its path argument names (the path rules apply).
    pub fn on_files(self) -> bool {
        matches!(self, Kind::Read | Kind::Write | Kind::Edit | Kind::Search)
    }
}

/// When a tool is in the active set without `--tools` naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Set {
    /// In the default set.
    Default,
    /// Active whenever the named tool is (`bash_output` with `bash`).
    With(&'static str),
}

/// One built-in tool's identity.
#[derive(Clone, Copy)]
pub struct Identity {
    /// The name the model calls it by, and `--tools`, rules and sessions use.
    pub name: &'static str,
    pub kind: Kind,
    /// What it may do (`Tool::permission` of a built-in tool reads it here).
    pub class: PermissionClass,
    /// The argument that names the file or directory it works on.
    pub path_arg: Option<&'static str>,
    /// Claude Code's name for it: hooks see it as `tool_name` and match it, agent files may use it.
    /// `None`: hooks see ama's name.
    pub hook_name: Option<&'static str>,
    /// More Claude Code names an agent file's `tools:` may use for it (`MultiEdit` → `edit`).
    pub agent_names: &'static [&'static str],
    pub set: Set,
    /// Makes the tool; `None` for a tool the agent layer runs itself (`task`), which `--tools`
    /// may name but the registry does not hold.
    pub make: Option<fn() -> Arc<dyn Tool>>,
}

impl Identity {
    /// A row with no path argument, no Claude Code name, in the default set.
    pub const fn new(
        name: &'static str,
        kind: Kind,
        class: PermissionClass,
        make: fn() -> Arc<dyn Tool>,
    ) -> Identity {
        Identity {
            make: Some(make),
            ..Identity::agent_layer(name, kind, class)
        }
    }

    /// The row of a tool the agent layer runs itself.
    pub const fn agent_layer(name: &'static str, kind: Kind, class: PermissionClass) -> Identity {
        Identity {
            name,
            kind,
            class,
            path_arg: None,
            hook_name: None,
            agent_names: &[],
            set: Set::Default,
            make: None,
        }
    }
}

/// The row of the built-in tool `name`; `None` for a tool made at run time or an unknown name.
pub fn row(name: &str) -> Option<&'static Identity> {
    TOOLS.iter().find(|r| r.name == name)
}

/// Claude Code's name for the tool `name`, for hooks; `None` when it has none.
pub fn hook_name(name: &str) -> Option<&'static str> {
    row(name).and_then(|r| r.hook_name)
}

/// The tool a Claude Code name in an agent file means (`TodoWrite` → `todo`), if any.
pub fn from_claude_name(claude: &str) -> Option<&'static str> {
    TOOLS
        .iter()
        .find(|r| r.hook_name == Some(claude) || r.agent_names.contains(&claude))
        .map(|r| r.name)
}

/// The tools the agent layer runs itself.
pub fn agent_layer() -> impl Iterator<Item = &'static str> {
    TOOLS.iter().filter(|r| r.make.is_none()).map(|r| r.name)
}

#[cfg(test)]
#[path = "identity_tests.rs"]
mod tests;
