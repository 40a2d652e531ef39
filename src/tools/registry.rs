//! The tool registry: every built-in tool by name, and the active set chosen by `--tools`.

use std::sync::Arc;

use crate::ai::types::ToolSpec;
use crate::error::{Error, Result};
use crate::tools::Tool;
use crate::tools::bash::BashTool;
use crate::tools::read::ReadTool;

/// All built-in tools, in their canonical order.
pub fn builtin() -> Vec<Arc<dyn Tool>> {
    vec![Arc::new(ReadTool), Arc::new(BashTool)]
}

/// The default active set (the tools that exist so far of: read, write, edit, bash, grep, glob,
/// ls, todo).
pub const DEFAULT_ACTIVE: &[&str] = &[
    "read", "write", "edit", "bash", "grep", "glob", "ls", "todo",
];

#[derive(Clone)]
pub struct Registry {
    all: Vec<Arc<dyn Tool>>,
    active: Vec<String>,
}

impl Registry {
    /// `names` from `--tools`; `None` means the default set.
    pub fn new(names: Option<&[String]>) -> Result<Registry> {
        let all = builtin();
        let active: Vec<String> = match names {
            None => all
                .iter()
                .map(|t| t.name().to_string())
                .filter(|n| DEFAULT_ACTIVE.contains(&n.as_str()))
                .collect(),
            Some(names) => {
                for n in names {
                    if !all.iter().any(|t| t.name() == n) {
                        let known: Vec<&str> = all.iter().map(|t| t.name()).collect();
                        return Err(Error::Usage(format!(
                            "unknown tool `{n}` in --tools; known tools: {}",
                            known.join(", ")
                        )));
                    }
                }
                names.to_vec()
            }
        };
        Ok(Registry { all, active })
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
