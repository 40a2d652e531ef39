//! Permissions: the security core. Every tool call passes the decision pipeline (rules, the
//! dangerous-command list, the mode, auto mode's static judgement and model classifier) before it
//! runs; calls that need a human go through the approval chain.

pub mod approvals;
pub mod args;
pub mod audit;
pub mod auto_safe;
#[cfg(test)]
mod auto_prefix_tests;
pub mod builtin;
pub mod call;
pub mod classifier;
pub mod config;
#[cfg(test)]
mod corpus_tests;
pub mod dangerous;
mod dangerous_infra;
pub mod git_repo;
pub mod glob;
mod guard;
pub mod mcp;
pub mod memory;
pub mod mode;
pub mod paths;
pub mod pipeline;
pub mod preview;
pub mod readonly;
#[cfg(test)]
mod robustness_tests;
pub mod rule_tier;
pub mod rules;
pub mod scoped;
pub mod secret_reads;
pub mod secrets;
pub mod shell;

pub use guard::{Authorized, Denial, Gate, Permissions};

/// A list entry that matched: its name (as `ama permissions check` prints it) and a sentence for
/// the user and the model.
#[derive(Clone, Debug, PartialEq)]
pub struct Hit {
    pub entry: &'static str,
    pub reason: String,
}
