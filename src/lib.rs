//! ama: a terminal AI coding agent. The binary is a thin wrapper over `run`.

pub mod agent;
pub mod ai;
pub mod app;
pub mod cli;
pub mod config;
pub mod error;
pub mod modes;
pub mod permissions;
pub mod session;
pub mod tools;
pub mod tui;
pub mod util;

/// Runs ama with the process arguments and returns the exit code.
pub fn run() -> i32 {
    let code = cli::run(std::env::args_os().skip(1).collect());
    // Background jobs never outlive ama.
    tools::background::kill_all_background();
    code
}
