//! codemode (docs/codemode.md): the model writes a short JavaScript program that calls ama's
//! tools as `tools.<name>(args)`, run in a Node child (`child.rs`, with `runner.js`) under Node's
//! permission model and, where the Node version needs it, the OS sandbox (`node.rs`: the row of
//! the spec's table). This module holds the tool the model sees (its description lists the
//! callable tools as TypeScript signatures, `signatures.rs`) and the run's settings; the session
//! side — each inner call through the same pipeline as a direct call — is
//! `agent::codemode_calls`; a `/codemode` switch reaches the session through its runtime
//! (`adopt`, `agent::codemode_sync`).

pub mod child;
pub mod node;
pub mod sandbox_record;
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
    /// The mode chosen last (start-up, or `/codemode`).
    pub mode: Mode,
    /// The tools a script may call, in registry order.
    pub callable: Vec<String>,
    pub limits: child::Limits,
    /// Where the runner is written (the data dir).
    pub data_dir: PathBuf,
    /// The tool as offered now (its description lists `callable`).
    pub tool: Arc<CodemodeTool>,
}

/// What codemode needs to start, at start-up or later (`/codemode on` in a session that
/// started without it): the keys (a `--codemode` flag folded in), how the row learns the OS
/// sandbox, and the data dir.
#[derive(Debug, Clone)]
pub struct Setup {
    pub keys: CodemodeKeys,
    pub os: node::OsQuery,
    pub data_dir: PathBuf,
}

impl Setup {
    /// The setup for a run: `keys`, the sandbox switch, records under `data_dir`.
    pub fn new(keys: CodemodeKeys, sandbox_enabled: bool, data_dir: PathBuf) -> Setup {
        Setup {
            keys,
            os: node::OsQuery {
                enabled: sandbox_enabled,
                records: Some(data_dir.join("codemode")),
            },
            data_dir,
        }
    }

    /// The row (Node asked once per process, see `node::row`).
    pub fn row(&self) -> node::Row {
        node::row(
            self.keys.node.as_deref(),
            std::env::var_os("PATH").as_deref(),
            &self.os,
        )
    }

    fn limits(&self) -> child::Limits {
        let defaults = child::Limits::default();
        child::Limits {
            timeout: self
                .keys
                .timeout_secs
                .map_or(defaults.timeout, std::time::Duration::from_secs),
            calls: self.keys.max_calls.unwrap_or(defaults.calls),
        }
    }

    /// codemode on `row` in `mode` over the `callable` tools.
    fn build(&self, row: node::Row, mode: Mode, callable: &[Arc<dyn Tool>]) -> Arc<Codemode> {
        let limits = self.limits();
        let tool = CodemodeTool::new(&row, &signature_rows(callable), limits);
        Arc::new(Codemode {
            row,
            mode,
            callable: callable.iter().map(|t| t.name().to_string()).collect(),
            limits,
            data_dir: self.data_dir.clone(),
            tool: Arc::new(tool),
        })
    }
}

/// Name, description and schema of each tool, for the signatures.
fn signature_rows(tools: &[Arc<dyn Tool>]) -> Vec<(String, String, Value)> {
    tools
        .iter()
        .filter(|t| t.name() != TOOL_NAME)
        .map(|t| (t.name().to_string(), t.description().to_string(), t.parameters()))
        .collect()
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
#[derive(Debug)]
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
        "codemode: run a JavaScript program that calls the other tools (`tools.<name>(args)`) and returns only what matters"
    }
    fn execute(&self, _args: &Value, _ctx: &ToolContext) -> ToolOutput {
        // The session runs codemode calls itself (`agent::codemode_calls`); this is reached only
        // outside a session.
        ToolOutput::error("codemode runs only inside an agent session.")
    }
}

/// Adds codemode to `tools` per `setup` and the row; gives the agent's `Codemode` when it is
/// on. In `only` mode the other tools stay callable from scripts but are not offered.
pub fn install(
    tools: &mut crate::tools::registry::Registry,
    setup: &Setup,
) -> Option<Arc<Codemode>> {
    if setup.keys.mode == Some(Mode::Off) {
        // Off whatever the row: no `node --version` at start-up.
        return None;
    }
    let row = setup.row();
    let mode = Codemode::effective_mode(&setup.keys, &row);
    if mode == Mode::Off {
        return None;
    }
    let callable: Vec<Arc<dyn Tool>> = tools.active();
    let cm = setup.build(row, mode, &callable);
    tools.add_external(cm.tool.clone()).ok()?;
    if mode == Mode::Only {
        for name in &cm.callable {
            tools.set_active(name, false);
        }
    }
    Some(cm)
}

/// codemode for a session that started without it (`/codemode on|only`): the row is found
/// now (Node asked once per process, as at start-up), over the `callable` tools the session
/// offers. An error says why it cannot run (no usable Node, or `requireStrict` where the
/// network is not isolated) and what to do.
pub fn open(setup: &Setup, mode: Mode, callable: &[Arc<dyn Tool>]) -> Result<Arc<Codemode>, String> {
    let row = setup.row();
    if let node::Row::Unavailable { why } = &row {
        return Err(why.clone());
    }
    if setup.keys.require_strict && !row.strict() {
        return Err(format!(
            "codemode stays off: `codemode.requireStrict` is set and the network is not isolated here ({}); install Node 25 or bubblewrap, or unset requireStrict",
            row.describe()
        ));
    }
    Ok(setup.build(row, mode, callable))
}

/// Makes `wanted` (the runtime's codemode, which `/codemode` sets) the session's: its tool
/// joins `tools` (inactive: the runtime's active tools say whether it is offered) or replaces
/// the one there, and the description follows the session's tools (`refresh`). True when
/// anything changed.
pub fn adopt(
    tools: &mut crate::tools::registry::Registry,
    current: &mut Option<Arc<Codemode>>,
    wanted: &Option<Arc<Codemode>>,
) -> bool {
    let Some(next) = wanted else {
        return false;
    };
    if current.as_ref().is_some_and(|c| Arc::ptr_eq(c, next)) {
        return false;
    }
    if tools.all().iter().any(|t| t.name() == TOOL_NAME) {
        tools.replace(next.tool.clone());
    } else {
        if tools.add_external(next.tool.clone()).is_err() {
            return false;
        }
        tools.set_active(TOOL_NAME, false);
    }
    *current = Some(next.clone());
    refresh(tools, current);
    true
}

/// `tools` as the model would see them with `cm`: its tool added or in place of the one
/// there, its description following `tools` (RPC `get_tools`).
pub fn show(tools: &mut crate::tools::registry::Registry, cm: &Arc<Codemode>) {
    let active = tools.active_names().contains(&TOOL_NAME.to_string());
    let mut current = None;
    adopt(tools, &mut current, &Some(cm.clone()));
    tools.set_active(TOOL_NAME, active);
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
    let callable: Vec<Arc<dyn Tool>> = tools
        .all()
        .iter()
        .filter(|t| t.name() != TOOL_NAME)
        .filter(|t| cm.callable.iter().any(|c| c == t.name()) || active.iter().any(|a| a == t.name()))
        .cloned()
        .collect();
    let tool = CodemodeTool::new(&cm.row, &signature_rows(&callable), cm.limits);
    if cm.tool.description == tool.description {
        return;
    }
    if cm.mode == Mode::Only {
        for t in &callable {
            if !cm.callable.iter().any(|c| c == t.name()) {
                tools.set_active(t.name(), false);
            }
        }
    }
    let tool = Arc::new(tool);
    tools.replace(tool.clone());
    let mut next = (**cm).clone();
    next.callable = callable.iter().map(|t| t.name().to_string()).collect();
    next.tool = tool;
    *current = Some(Arc::new(next));
}
