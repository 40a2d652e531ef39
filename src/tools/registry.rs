//! The tool registry: every built-in tool by name, and the active set chosen by `--tools` (default:
//! read, write, edit, bash, grep, glob, ls, todo). `bash_output` and `bash_kill` come with `bash`,
//! since background jobs are part of it.

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
}

impl Registry {
    /// `names` from `--tools`; `None` means the default set.
    pub fn new(names: Option<&[String]>) -> Result<Registry> {
        let all = builtin();
        let mut active: Vec<String> = match names {
            None => default_active(),
            Some(names) => {
                let agent_layer = |n: &str| identity::agent_layer().any(|a| a == n);
                for n in names {
                    if !all.iter().any(|t| t.name() == n) && !agent_layer(n) {
                        let mut known: Vec<&str> = all.iter().map(|t| t.name()).collect();
                        for name in identity::agent_layer() {
                            known.push(name);
                        }
                        return Err(Error::Usage(format!(
                            "unknown tool `{n}` in --tools; known tools: {}",
                            known.join(", ")
                        )));
                    }
                }
                names.iter().filter(|n| !agent_layer(n)).cloned().collect()
            }
        };
        let with = companions(&active);
        active.extend(with);
        active.sort_by_key(|n| all.iter().position(|t| t.name() == n));
        active.dedup();
        Ok(Registry { all, active })
    }

    /// Adds a tool from outside the built-ins (a host adapter's), active. A name that exists
    /// already is refused (the host checks this at registration; this keeps the table sound).
    pub fn add_external(&mut self, tool: Arc<dyn Tool>) -> Result<()> {
        if self.all.iter().any(|t| t.name() == tool.name()) {
            return Err(Error::Extension(format!(
                "a tool named `{}` exists already",
                tool.name()
            )));
        }
        self.active.push(tool.name().to_string());
        self.all.push(tool);
        Ok(())
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

    /// Every registered tool, active or not.
    pub fn all(&self) -> &[Arc<dyn Tool>] {
        &self.all
    }

    pub fn active_names(&self) -> Vec<String> {
        self.active.clone()
    }

    /// The same registry with another active set (unknown names are an error).
    pub fn with_active(&self, names: &[String]) -> Result<Registry> {
        let builtin: Vec<String> = names
            .iter()
            .filter(|n| builtin().iter().any(|t| t.name() == n.as_str()))
            .cloned()
            .collect();
        let external: Vec<&String> = names.iter().filter(|n| !builtin.contains(n)).collect();
        if external
            .iter()
            .any(|n| !self.all.iter().any(|t| t.name() == n.as_str()))
        {
            // The built-ins' error names the unknown tool and lists the known ones.
            Registry::new(Some(names))?;
        }
        let mut r = Registry::new(Some(&builtin))?;
        r.all = self.all.clone();
        r.active.extend(external.into_iter().cloned());
        r.active
            .retain(|n| r.all.iter().any(|t| t.name() == n.as_str()));
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
}
