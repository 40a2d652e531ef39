//! The composition root: turns checked options into a configured session (settings, model, key,
//! tools, permissions, session file) once, for every mode. It sits below `cli` and `modes`, which
//! both call it, so neither reaches into the other.

pub mod claude_setup;
pub mod compose;
pub mod extensions;
pub mod host_setup;
pub mod mcp_setup;
pub mod model_choice;
pub mod options;
pub mod run_config;
pub mod session_setup;
pub mod signals;
pub mod startup;
pub mod startup_resume;
