//! Which program an external agent is and which protocol ama speaks with it: the built-in
//! `claude` (Claude Code's stream-json) and `codex` (Codex's app-server), and the ACP agents of
//! `agents.external.<name>` (or a `claude` / `codex` CLI at another path, with `runner`).

use std::collections::BTreeMap;

use crate::config::external_agents::ExternalAgentConfig;

/// The protocol of an external agent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runner {
    /// The Agent Client Protocol: JSON-RPC over the child's stdio, ama the client.
    Acp,
    /// `claude -p` with stream-json input and output and `can_use_tool` control requests.
    Claude,
    /// `codex app-server`: JSON-RPC over stdio with approval requests.
    Codex,
}

impl Runner {
    /// `TaskInfo.runner` and `ama.agent-session.runner`.
    pub fn as_str(self) -> &'static str {
        match self {
            Runner::Acp => "acp",
            Runner::Claude => "claude",
            Runner::Codex => "codex",
        }
    }

    fn parse(s: &str) -> Option<Runner> {
        match s {
            "acp" => Some(Runner::Acp),
            "claude" => Some(Runner::Claude),
            "codex" => Some(Runner::Codex),
            _ => None,
        }
    }
}

/// How to start one external agent.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    pub runner: Runner,
    pub program: String,
    pub args: Vec<String>,
    pub env: BTreeMap<String, String>,
    /// Set from `agents.external` (the fix for a missing program names the key).
    pub configured: bool,
}

/// One external agent: its name in `task`'s `agent`, its description and how to start it.
#[derive(Clone, Debug, PartialEq)]
pub struct External {
    pub name: String,
    pub description: String,
    pub spec: Spec,
}

fn builtin(runner: Runner) -> Spec {
    Spec {
        runner,
        program: runner.as_str().into(),
        args: Vec::new(),
        env: BTreeMap::new(),
        configured: false,
    }
}

/// The built-in `claude` and `codex`, then the configured agents (a configured `claude` or
/// `codex` replaces the built-in one and keeps its runner unless it names another).
pub fn all(configured: &BTreeMap<String, ExternalAgentConfig>) -> Vec<External> {
    let mut out = vec![
        External {
            name: "claude".into(),
            description: "Claude Code (the `claude` CLI, with your login in it) as a sub-agent"
                .into(),
            spec: builtin(Runner::Claude),
        },
        External {
            name: "codex".into(),
            description: "OpenAI Codex (the `codex` CLI, with your login in it) as a sub-agent"
                .into(),
            spec: builtin(Runner::Codex),
        },
    ];
    for (name, c) in configured {
        let default = out
            .iter()
            .find(|e| &e.name == name)
            .map_or(Runner::Acp, |e| e.spec.runner);
        let runner = c.runner.as_deref().and_then(Runner::parse).unwrap_or(default);
        let spec = Spec {
            runner,
            program: c.command.clone(),
            args: c.args.clone(),
            env: c.env.clone(),
            configured: true,
        };
        let description = format!(
            "External agent `{}` ({}) as a sub-agent",
            c.command,
            runner.as_str()
        );
        out.retain(|e| &e.name != name);
        out.push(External {
            name: name.clone(),
            description,
            spec,
        });
    }
    out
}
