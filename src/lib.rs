//! ama: a terminal AI coding agent. The binary is a thin wrapper over [`run`]; the rest of this
//! crate is the library it is built from.
//!
//! The library's surface is what this page lists: an [`Agent`] (one session thread with its own
//! settings and wiring, so several can run in one process), built from a [`SessionConfig`] and
//! [`Services`], or from the same command-line [`Args`] the binary reads (with its
//! [`ThinkingLevel`] and [`OutputFormat`]) by [`agent_options`], the composition root every front
//! end uses. Its [`SessionEvent`]s stream what happens; [`Tool`] is
//! what a tool implements; [`Settings`] is the typed user config, held for a run by
//! [`UserConfig`] (read once, or built by the caller); [`Error`] is the one error type.
//! See `examples/agent_prompt.rs`.
//!
//! Everything else is crate-private. The integration tests (`make test`, the `test-hooks`
//! feature) see the internal modules too, hidden from the documentation.
#![cfg_attr(not(feature = "test-hooks"), warn(missing_docs))]

/// Declares the internal modules: private in the product, public (and undocumented) with the
/// `test-hooks` feature, for the integration tests and benches that drive internals directly.
macro_rules! internal_modules {
    ($($name:ident),* $(,)?) => {
        $(
            #[cfg(feature = "test-hooks")]
            #[doc(hidden)]
            pub mod $name;
            #[cfg(not(feature = "test-hooks"))]
            mod $name;
        )*
    };
}

internal_modules!(
    agent,
    ai,
    app,
    checkpoint,
    claude,
    cli,
    codemode,
    commands,
    config,
    error,
    history,
    hooks,
    host,
    mcp,
    modes,
    permissions,
    process,
    sandbox,
    session,
    skills,
    tools,
    tui,
    util,
);

pub use agent::events::SessionEvent;
pub use agent::services::Services;
pub use agent::worker::SessionConfig;
pub use agent::{Agent, PromptRequest};
pub use ai::event::AssistantEvent;
pub use ai::types::ThinkingLevel;
pub use app::compose::{Composed, agent_options};
pub use app::options::{Args, OutputFormat};
pub use config::settings::Settings;
pub use config::user::UserConfig;
pub use error::{Error, Result};
pub use tools::{ExecutionMode, PermissionClass, Tool, ToolContext, ToolOutput};

/// Runs ama with the process arguments and returns the exit code. Whatever the mode left (a run
/// stopped by a signal, background jobs, leftovers) is ended by the exit sequence, so no process
/// ama started outlives it.
pub fn run() -> i32 {
    // First of all: a signal from now on is caught and remembered, never lost (#30).
    app::signals::early();
    let args = std::env::args_os().skip(1).collect();
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| cli::run(args)));
    app::signals::exit_sequence();
    // Everything ama started has ended: the next ama has nothing to clean up after this one.
    process::orphans::unregister();
    // A panic still ends ama as a panic, but only after its processes have been ended.
    outcome.unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}
