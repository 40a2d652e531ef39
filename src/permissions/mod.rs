//! Permissions: the security core. Every tool call passes the decision pipeline (rules, the
//! dangerous-command list, the mode, auto mode's static judgement and model classifier) before it
//! runs; calls that need a human go through the approval chain.

pub mod shell;
