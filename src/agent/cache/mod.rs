//! Prompt-cache accounting and warming (issue #16, rpc.md "session stats", tui.md "cache and
//! context"): the process-wide endpoint reporting registry, each session's hit rates and misses,
//! the prefix fingerprint, and the warming that keeps a cached prefix alive during long tools.

pub mod accounting;
pub mod fingerprint;
pub mod reporting;
pub mod settings;
pub mod state;
pub mod view;
pub mod warming;
