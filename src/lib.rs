//! ama: a terminal AI coding agent. The binary is a thin wrapper over `run`.

pub mod agent;
pub mod ai;
pub mod app;
pub mod checkpoint;
pub mod cli;
pub mod commands;
pub mod config;
pub mod error;
pub mod history;
pub mod hooks;
pub mod host;
pub mod mcp;
pub mod modes;
pub mod permissions;
pub mod process;
pub mod sandbox;
pub mod session;
pub mod skills;
pub mod tools;
pub mod tui;
pub mod util;

/// Runs ama with the process arguments and returns the exit code. Whatever the mode left (a run
/// stopped by a signal, background jobs, leftovers) is ended by the exit sequence, so no process
/// ama started outlives it.
pub fn run() -> i32 {
    let args = std::env::args_os().skip(1).collect();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cli::run(args)));
    app::signals::exit_sequence();
    // A panic still ends ama as a panic, but only after its processes have been ended.
    outcome.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}
