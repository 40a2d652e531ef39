//! The tool registry: every built-in tool by name, and the active set chosen by `--tools` (default:
//! read, write, edit, bash, grep, glob, ls, todo). `bash_output` and `bash_kill` come with `bash`,
//! since background jobs are part of it. MCP tools join later (`add_external`); `--tools` and
//! `set_active_tools` name them exactly or by server (`mcp__<server>`, `mcp__<server>__*`).

use std::sync::Arc;

use crate::ai::types::ToolSpec;
use crate::error::{Error, Result};
use crate::tools::bash::BashTool;
use crate::tools::identity::{self, Set};
use crate::tools::{TOOLS, Tool};

/// All built-in tools, in their canonical order (the order of the prompt and the tool list): the
/// rows of `tools::TOOLS` that the registry makes.
pub fn builtin() -> Vec<Arc<dyn Tool>> {
    TOOLS
        .iter()
        .filter_map(|r| r.make)
        .map(|make| make())
        .collect()
}

/// The default active set: the registry's tools in the default set.
fn default_active() -> Vec<String> {
    TOOLS
        .iter()
        .filter(|r| r.make.is_some() && r.set == Set::Default)
        .map(|r| r.name.to_string())
        .collect()
}

/// Tools that are active whenever one of `active` is (`bash_output` and `bash_kill` with `bash`).
fn companions(active: &[String]) -> Vec<String> {
    TOOLS
        .iter()
        .filter(|r| matches!(r.set, Set::With(t) if active.iter().any(|a| a == t)))
        .map(|r| r.name.to_string())
        .collect()
}

#[derive(Clone)]
pub struct Registry {
    all: Vec<Arc<dyn Tool>>,
    active: Vec<String>,
    /// The MCP names `--tools` gave (exact or by server); `None` when `--tools` was not given,
    /// so every MCP tool is active.
    mcp_patterns: Option<Vec<String>>,
}

/// The prefix of MCP tool names (`mcp__<server>__<tool>`).
const MCP_PREFIX: &str = "mcp__";

/// Whether `pattern` (from `--tools` or `set_active_tools`) names the MCP tool `name`: exactly,
/// or `mcp__<server>` / `mcp__<server>__*` for every tool of the server. The same rule as
/// `mcp::names::matches`, kept here because `mcp` builds on `tools`, not the other way.
fn mcp_pattern_matches(pattern: &str, name: &str) -> bool {
    if pattern == name {
        return name.starts_with(MCP_PREFIX);
    }
    let Some(rest) = pattern.strip_prefix(MCP_PREFIX) else {
        return false;
    };
    let server = rest.strip_suffix("__*").unwrap_or(rest);
    if server.is_empty() || server.contains("__") {
        return false;
    }
    name.strip_prefix(MCP_PREFIX)
        .and_then(|r| r.strip_prefix(server))
        .and_then(|r| r.strip_prefix("__"))
        .is_some_and(|tool| !tool.is_empty())
}

impl Registry {
    /// `names` from `--tools`; `None` means the default set.
    pub fn new(names: Option<&[String]>) -> Result<Registry> {
        let all = builtin();
        let is_mcp = |n: &str| n.starts_with(MCP_PREFIX);
        let mcp_patterns =
            names.map(|names| names.iter().filter(|n| is_mcp(n)).cloned().collect());
        let mut active: Vec<String> = match names {
            None => default_active(),
            Some(names) => {
                let agent_layer = |n: &str| identity::agent_layer().any(|a| a == n);
                for n in names.iter().filter(|n| !is_mcp(n)) {
                    if !all.iter().any(|t| t.name() == n) && !agent_layer(n) {
                        let mut known: Vec<&str> = all.iter().map(|t| t.name()).collect();
                        for name in identity::agent_layer() {
                            known.push(name);
                        }
                        let hint = crate::util::nearest::did_you_mean(n, known.iter().copied());
                        return Err(Error::Usage(format!(
                            "unknown tool `{n}` in --tools{hint}; known tools: {}",
                            known.join(", ")
                        )));
                    }
                }
                names
                    .iter()
                    .filter(|n| !agent_layer(n) && !is_mcp(n))
                    .cloned()
                    .collect()
            }
        };
        let with = companions(&active);
        active.extend(with);
        active.sort_by_key(|n| all.iter().position(|t| t.name() == n));
        active.dedup();
        Ok(Registry {
            all,
            active,
            mcp_patterns,
        })
    }

    /// Adds a tool from outside the built-ins (a host adapter's, an MCP server's). It is active
    /// unless it is an MCP tool and `--tools` named no pattern for it. A name that exists
    /// already is refused (the host checks this at registration; this keeps the table sound).
    pub fn add_external(&mut self, tool: Arc<dyn Tool>) -> Result<()> {
        if self.all.iter().any(|t| t.name() == tool.name()) {
            return Err(Error::Extension(format!(
                "a tool named `{}` exists already",
                tool.name()
            )));
        }
        let name = tool.name();
        let offered = match &self.mcp_patterns {
            Some(patterns) if name.starts_with(MCP_PREFIX) => {
                patterns.iter().any(|p| mcp_pattern_matches(p, name))
            }
            _ => true,
        };
        if offered {
            self.active.push(name.to_string());
        }
        self.all.push(tool);
        Ok(())
    }

    /// The `mcp__…` names of `--tools` that no registered tool matches (a server that did not
    /// start, or a misspelling), for a warning.
    pub fn unmatched_mcp_patterns(&self) -> Vec<String> {
        self.mcp_patterns
            .iter()
            .flatten()
            .filter(|p| !self.all.iter().any(|t| mcp_pattern_matches(p, t.name())))
            .cloned()
            .collect()
    }

    /// The `bash` tool runs in `sandbox` (the agent's, `BashSandbox::for_run`).
    pub fn set_bash_sandbox(&mut self, sandbox: Arc<crate::tools::bash::BashSandbox>) {
        for tool in &mut self.all {
            if tool.name() == "bash" {
                *tool = Arc::new(BashTool::new(sandbox.clone()));
            }
        }
    }

    /// Puts `tool` in the place of the tool of the same name (`fs_access::delegate`); the
    /// active set is unchanged.
    pub fn replace(&mut self, tool: Arc<dyn Tool>) {
        if let Some(slot) = self.all.iter_mut().find(|t| t.name() == tool.name()) {
            *slot = tool;
        }
    }

    /// Hides a tool: it leaves the active set and the registry (a host's `tools.disable`).
    pub fn remove(&mut self, name: &str) {
        self.active.retain(|n| n != name);
        self.all.retain(|t| t.name() != name);
    }

    /// Makes the registered tool `name` active or not (an MCP server's tool kept across a
    /// re-list keeps its state); an unknown name is ignored.
    pub fn set_active(&mut self, name: &str, on: bool) {
        let known = self.all.iter().any(|t| t.name() == name);
        self.active.retain(|n| n != name);
        if on && known {
            self.active.push(name.to_string());
        }
    }

    /// Every registered tool, active or not.
    pub fn all(&self) -> &[Arc<dyn Tool>] {
        &self.all
    }

    pub fn active_names(&self) -> Vec<String> {
        self.active.clone()
    }

    /// `names` with each MCP server pattern (`mcp__<server>`, `mcp__<server>__*`) replaced by
    /// the registered tools it names; a pattern that names none stays, to be reported unknown.
    fn expand_mcp(&self, names: &[String]) -> Vec<String> {
        let mut out = Vec::new();
        for n in names {
            let exact = self.all.iter().any(|t| t.name() == n.as_str());
            let hits: Vec<String> = self
                .all
                .iter()
                .map(|t| t.name())
                .filter(|t| !exact && n.starts_with(MCP_PREFIX) && mcp_pattern_matches(n, t))
                .map(str::to_string)
                .collect();
            if hits.is_empty() {
                out.push(n.clone());
            } else {
                out.extend(hits);
            }
        }
        out
    }

    /// The same registry with another active set (unknown names are an error; MCP tools may be
    /// named by server).
    pub fn with_active(&self, names: &[String]) -> Result<Registry> {
        self.with_active_pending(names, &|_| false)
    }

    /// `with_active`, where an MCP name that matches no registered tool but that `pending`
    /// accepts (it names a server that is still starting) is no error: it is kept, so the
    /// server's tools it names are active when they arrive (`add_external`).
    pub fn with_active_pending(
        &self,
        names: &[String],
        pending: &dyn Fn(&str) -> bool,
    ) -> Result<Registry> {
        let given = names;
        let names = &self.expand_mcp(names);
        let builtin: Vec<String> = names
            .iter()
            .filter(|n| builtin().iter().any(|t| t.name() == n.as_str()))
            .cloned()
            .collect();
        let external: Vec<&String> = names.iter().filter(|n| !builtin.contains(n)).collect();
        let unknown = |n: &&&String| !self.all.iter().any(|t| t.name() == n.as_str());
        if let Some(n) = external
            .iter()
            .find(|n| unknown(n) && n.starts_with(MCP_PREFIX) && !pending(n))
        {
            let known: Vec<&str> = self.all.iter().map(|t| t.name()).collect();
            return Err(Error::Usage(format!(
                "unknown tool `{n}`: no MCP tool has that name or server; known tools: {}",
                known.join(", ")
            )));
        }
        if external
            .iter()
            .any(|n| unknown(&n) && !n.starts_with(MCP_PREFIX))
        {
            // The built-ins' error names the unknown tool and lists the known ones.
            Registry::new(Some(names))?;
        }
        let mut r = Registry::new(Some(&builtin))?;
        r.all = self.all.clone();
        r.active.extend(external.into_iter().cloned());
        r.active
            .retain(|n| r.all.iter().any(|t| t.name() == n.as_str()));
        // The MCP names given decide which tools of a server that joins later are active.
        r.mcp_patterns = Some(
            given
                .iter()
                .filter(|n| n.starts_with(MCP_PREFIX))
                .cloned()
                .collect(),
        );
        Ok(r)
    }

    pub fn active(&self) -> Vec<Arc<dyn Tool>> {
        self.all
            .iter()
            .filter(|t| self.active.iter().any(|a| a == t.name()))
            .cloned()
            .collect()
    }

    pub fn get_active(&self, name: &str) -> Option<Arc<dyn Tool>> {
        self.active().into_iter().find(|t| t.name() == name)
    }

    pub fn specs(&self) -> Vec<ToolSpec> {
        self.active()
            .iter()
            .map(|t| ToolSpec {
                name: t.name().to_string(),
                description: t.description().to_string(),
                parameters: t.parameters(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Registry;

    fn names(r: &Registry) -> Vec<String> {
        r.active().iter().map(|t| t.name().to_string()).collect()
    }

    #[test]
    fn active_sets() {
        let all = Registry::new(None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            names(&all),
            [
                "read",
                "write",
                "edit",
                "bash",
                "bash_output",
                "bash_kill",
                "grep",
                "glob",
                "ls",
                "todo"
            ]
        );
        let some = Registry::new(Some(&["ls".into(), "read".into(), "read".into()]));
        assert_eq!(
            names(&some.unwrap_or_else(|e| panic!("{e}"))),
            ["read", "ls"]
        );
        let bad = Registry::new(Some(&["nope".into()]))
            .err()
            .map(|e| e.to_string());
        assert!(bad.is_some_and(|e| {
            e.starts_with("unknown tool `nope` in --tools; known tools: read, write")
        }));
        for t in super::builtin() {
            let p = t.parameters();
            assert_eq!(p["type"], "object", "{}", t.name());
            assert!(!t.prompt_snippet().is_empty() && t.prompt_snippet().starts_with(t.name()));
        }
    }

    /// A stand-in for an MCP tool: a name and nothing else.
    struct Named(&'static str);

    impl crate::tools::Tool for Named {
        fn name(&self) -> &str {
            self.0
        }
        fn label(&self) -> &str {
            self.0
        }
        fn description(&self) -> &str {
            self.0
        }
        fn parameters(&self) -> serde_json::Value {
            serde_json::json!({"type": "object"})
        }
        fn prompt_snippet(&self) -> &str {
            self.0
        }
        fn execute(
            &self,
            _: &serde_json::Value,
            _: &crate::tools::ToolContext,
        ) -> crate::tools::ToolOutput {
            crate::tools::ToolOutput::text("")
        }
    }

    fn with_mcp(tools: Option<&[String]>) -> Registry {
        let mut r = Registry::new(tools).unwrap_or_else(|e| panic!("{e}"));
        for n in ["mcp__fs__read_file", "mcp__fs__write_file", "mcp__ev__echo"] {
            r.add_external(std::sync::Arc::new(Named(n)))
                .unwrap_or_else(|e| panic!("{e}"));
        }
        r
    }

    #[test]
    fn mcp_tools_by_exact_name_or_server() {
        let all = with_mcp(None);
        assert!(names(&all).ends_with(&[
            "mcp__fs__read_file".to_string(),
            "mcp__fs__write_file".to_string(),
            "mcp__ev__echo".to_string()
        ]));
        let picked = with_mcp(Some(&["read".into(), "mcp__fs".into(), "mcp__nope__*".into()]));
        assert_eq!(
            names(&picked),
            ["read", "mcp__fs__read_file", "mcp__fs__write_file"]
        );
        assert_eq!(picked.unmatched_mcp_patterns(), ["mcp__nope__*"]);
        let exact = with_mcp(Some(&["mcp__ev__echo".into()]));
        assert_eq!(names(&exact), ["mcp__ev__echo"]);
        // set_active_tools: by server, exact, and an unknown server is an error naming it.
        let r = all
            .with_active(&["ls".into(), "mcp__fs__*".into(), "mcp__ev__echo".into()])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            names(&r),
            ["ls", "mcp__fs__read_file", "mcp__fs__write_file", "mcp__ev__echo"]
        );
        let bad = all.with_active(&["mcp__nope".into()]).err().map(|e| e.to_string());
        assert!(
            bad.as_deref()
                .is_some_and(|e| e.starts_with("unknown tool `mcp__nope`: no MCP tool")),
            "{bad:?}"
        );
    }
}
