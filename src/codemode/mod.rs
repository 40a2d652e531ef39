//! codemode (docs/codemode.md): the model writes a short JavaScript program that calls ama's
//! tools as `tools.<name>(args)`, run in a Node child (`child.rs`, with `runner.js`) under Node's
//! permission model and, where the Node version needs it, the OS sandbox (`node.rs`: the row of
//! the spec's table). This module holds the tool the model sees (its description lists the
//! callable tools as TypeScript signatures, `signatures.rs`) and the run's settings; the session
//! side — each inner call through the same pipeline as a direct call — is
//! `agent::codemode_calls`.

pub mod child;
pub mod node;
pub mod signatures;

use std::path::PathBuf;
use std::sync::Arc;

use serde_json::{Value, json};

use crate::config::codemode::{CodemodeKeys, Mode};
use crate::tools::{PermissionClass, Tool, ToolContext, ToolOutput};

/// The tool's name.
pub const TOOL_NAME: &str = "codemode";
/// The `custom` entry type that holds the store's snapshot.
pub const STORE_ENTRY: &str = "ama.codemode-store";

/// The agent's codemode: its row, mode, the tools scripts may call and the limits.
#[derive(Debug, Clone)]
pub struct Codemode {
    pub row: node::Row,
    pub mode: Mode,
    /// The tools a script may call, in registry order.
    pub callable: Vec<String>,
    pub limits: child::Limits,
    /// Where the runner is written (the data dir).
    pub data_dir: PathBuf,
}

impl Codemode {
    /// The mode in effect for `keys` (a `--codemode` flag already folded in) on `row`: off when
    /// Node is unavailable, or not strict with `requireStrict`; the default is on where the
    /// network is isolated, else off.
    pub fn effective_mode(keys: &CodemodeKeys, row: &node::Row) -> Mode {
        if matches!(row, node::Row::Unavailable { .. }) || (keys.require_strict && !row.strict()) {
            return Mode::Off;
        }
        keys.mode
            .unwrap_or(if row.strict() { Mode::On } else { Mode::Off })
    }

    /// The status-bar item: the mode, and whether the network is not isolated (`net!`).
    pub fn status_item(&self) -> (String, bool) {
        (self.mode.as_str().to_string(), !self.row.strict())
    }
}

/// The tool the model calls.
pub struct CodemodeTool {
    description: String,
    class: PermissionClass,
}

impl CodemodeTool {
    /// The tool over `tools` (name, description, schema of each callable tool) on `row`.
    pub fn new(row: &node::Row, tools: &[(String, String, Value)], limits: child::Limits) -> CodemodeTool {
        let mut d = String::from(
            "Run a short JavaScript program (async, top-level await) that calls tools as `await tools.<name>(args)`, loops and filters in code, and returns only what matters: use it for wide tasks (read many files, grep, summarise) instead of one tool call per turn. Each inner call is checked and approved like a direct call. A call resolves to the tool's text (or its structured value) and rejects with the error text. `console.log` output and the returned value (JSON) come back as the result; a script error returns the message and the line. `store(key)` reads and `store(key, value)` writes a JSON value kept across scripts and sessions; `store()` gives all of them. There is no `require`, `process`, file system or network: use the tools.\n",
        );
        d.push_str(&format!(
            "Limits: {} s wall clock, {} tool calls per script, output cut like bash output.\n",
            limits.timeout.as_secs(),
            limits.calls
        ));
        if !row.strict() {
            d.push_str("Warning: network not isolated (Node before 25 without an OS sandbox).\n");
        }
        d.push('\n');
        d.push_str(&signatures::declare(tools));
        CodemodeTool {
            description: d,
            class: row.class(),
        }
    }
}

impl Tool for CodemodeTool {
    fn name(&self) -> &str {
        TOOL_NAME
    }
    fn label(&self) -> &str {
        "Codemode"
    }
    fn description(&self) -> &str {
        &self.description
    }
    fn parameters(&self) -> Value {
        json!({
            "type": "object",
            "properties": {"code": {"type": "string", "description": "The body of an async JavaScript function; `return` the result."}},
            "required": ["code"],
            "additionalProperties": false
        })
    }
    fn permission(&self) -> PermissionClass {
        self.class
    }
    fn prompt_snippet(&self) -> &str {
        "Run a JavaScript program that calls the other tools (`tools.<name>(args)`) and returns only what matters"
    }
    fn execute(&self, _args: &Value, _ctx: &ToolContext) -> ToolOutput {
        // The session runs codemode calls itself (`agent::codemode_calls`); this is reached only
        // outside a session.
        ToolOutput::error("codemode runs only inside an agent session.")
    }
}

/// Adds codemode to `tools` per `keys` and the probed row; gives the agent's `Codemode` when
/// it is on. In `only` mode the other tools stay callable from scripts but are not offered.
pub fn install(
    tools: &mut crate::tools::registry::Registry,
    keys: &CodemodeKeys,
    os: impl FnOnce() -> crate::sandbox::Status,
) -> Option<Arc<Codemode>> {
    if keys.mode == Some(Mode::Off) {
        // Off whatever the row: no `node --version` at start-up.
        return None;
    }
    let row = node::row(keys.node.as_deref(), std::env::var_os("PATH").as_deref(), os);
    let mode = Codemode::effective_mode(keys, &row);
    if mode == Mode::Off {
        return None;
    }
    let active = tools.active();
    let callable: Vec<(String, String, Value)> = active
        .iter()
        .map(|t| (t.name().to_string(), t.description().to_string(), t.parameters()))
        .collect();
    let defaults = child::Limits::default();
    let limits = child::Limits {
        timeout: keys
            .timeout_secs
            .map_or(defaults.timeout, std::time::Duration::from_secs),
        calls: keys.max_calls.unwrap_or(defaults.calls),
    };
    let tool = CodemodeTool::new(&row, &callable, limits);
    tools.add_external(Arc::new(tool)).ok()?;
    if mode == Mode::Only {
        for (name, _, _) in &callable {
            tools.set_active(name, false);
        }
    }
    Some(Arc::new(Codemode {
        row,
        mode,
        callable: callable.into_iter().map(|(n, _, _)| n).collect(),
        limits,
        data_dir: crate::config::paths::data_dir(),
    }))
}

/// Follows a change of the session's tools (an MCP server that became ready later, or re-listed
/// its tools; `agent::mcp_sync`): the tools scripts may call are the ones they could before
/// that are still registered, plus the newly offered ones, in registry order, and the tool's
/// description is made again from them. The description is replaced only when its text
/// changes, so it stays byte-stable while the tool set does. In `only` mode a new tool is
/// callable from scripts but not offered itself.
pub fn refresh(tools: &mut crate::tools::registry::Registry, current: &mut Option<Arc<Codemode>>) {
    let Some(cm) = current.as_ref() else {
        return;
    };
    let active = tools.active_names();
    let callable: Vec<(String, String, Value)> = tools
        .all()
        .iter()
        .filter(|t| t.name() != TOOL_NAME)
        .filter(|t| cm.callable.iter().any(|c| c == t.name()) || active.iter().any(|a| a == t.name()))
        .map(|t| (t.name().to_string(), t.description().to_string(), t.parameters()))
        .collect();
    let tool = CodemodeTool::new(&cm.row, &callable, cm.limits);
    let unchanged = tools
        .all()
        .iter()
        .find(|t| t.name() == TOOL_NAME)
        .is_some_and(|t| t.description() == tool.description);
    if unchanged {
        return;
    }
    if cm.mode == Mode::Only {
        for (name, _, _) in &callable {
            if !cm.callable.contains(name) {
                tools.set_active(name, false);
            }
        }
    }
    tools.replace(Arc::new(tool));
    let mut next = (**cm).clone();
    next.callable = callable.into_iter().map(|(n, _, _)| n).collect();
    *current = Some(Arc::new(next));
}
