//! External agents as `task` runners (issue #27): `claude` (Claude Code), `codex` (Codex) and
//! the ACP agents of `agents.external`, each run as a child process in the task's folder with
//! ama speaking its protocol. Their permission requests go to a human through the parent's
//! approval chain (never the auto classifier), titled with `[<agent> · session <id8>]`; the first
//! run in a session is confirmed; each external session and turn is recorded in the parent
//! (`ama.agent-session`, `ama.agent-usage`). docs/agents.md says why each runner was chosen.
//!
//! This module names nothing of the session: what it needs of it is the `Host` trait, which
//! `task_external.rs` (beside it) implements over the parent session.
//!
//! - `spec.rs`: which agents exist and how each is started;
//! - `stdio.rs`: the child process and its JSON lines; `rpc.rs`: JSON-RPC over them;
//! - `acp_client.rs` (with `acp_fs.rs`), `claude.rs`, `codex.rs`: the runners;
//! - `first_run.rs`: the first-run confirmation; `records.rs`: the entries and their stats.

pub mod acp_client;
pub mod acp_fs;
pub mod claude;
pub mod codex;
pub mod error;
pub mod first_run;
pub mod records;
pub mod rpc;
pub mod spec;
pub mod stdio;

use std::path::Path;

use serde_json::Value;

use crate::permissions::Permissions;
use crate::permissions::approvals::Answer;
use crate::util::cancel::Cancel;

pub use error::ExternalError;
pub use spec::{Runner, Spec};

/// An external agent's request for permission, as it describes it.
#[derive(Clone, Debug, Default)]
pub struct Ask {
    pub title: String,
    pub kind: Option<String>,
    pub paths: Vec<String>,
    pub input: Value,
}

/// What a runner needs of the parent session.
pub trait Host: Send + Sync {
    /// A human's answer (host broker, then the interface; deny when unattended), the request
    /// titled with `label`.
    fn approve(&self, label: &str, ask: &Ask, cancel: &Cancel) -> Answer;
    /// A line of the task's live view.
    fn live(&self, line: String);
    /// Appends a `custom` entry to the parent's session.
    fn record(&self, custom_type: &str, data: Value);
    /// The parent's permission settings (for the files an ACP agent reads and writes).
    fn permissions(&self) -> &Permissions;
}

/// One prompt for an external agent.
pub struct Job<'a> {
    pub agent: &'a str,
    pub spec: &'a Spec,
    pub cwd: &'a Path,
    /// Where its stderr log goes while it runs.
    pub log_dir: &'a Path,
    pub prompt: &'a str,
    /// The external session to continue.
    pub resume: Option<&'a str>,
    pub task_id: &'a str,
    pub cancel: &'a Cancel,
    pub host: &'a dyn Host,
}

/// How a prompt ended.
#[derive(Debug, Default)]
pub struct Outcome {
    pub session_id: String,
    pub text: String,
    pub turns: u32,
    /// Cost in USD, when the agent reported one.
    pub cost_usd: Option<f64>,
    pub tokens: Option<u64>,
}

/// `[claude · session abc12345]`: the title of an external agent's approval requests.
pub fn label(agent: &str, session_id: &str) -> String {
    let short: String = session_id.chars().take(8).collect();
    format!("[{agent} · session {short}]")
}

/// Runs one prompt with the agent's runner.
pub fn run(job: &Job) -> Result<Outcome, ExternalError> {
    match job.spec.runner {
        Runner::Acp => acp_client::run(job),
        Runner::Claude => claude::run(job),
        Runner::Codex => codex::run(job),
    }
}
