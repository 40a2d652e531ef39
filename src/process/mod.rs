//! The process layer: the one place where a child process is created, tracked and ended. Each
//! child (a foreground `bash` command, a background job; later hooks, host adapters, the sandbox
//! wrapper) is started from a `Spawn` description into its own process group, registered while
//! its leader lives, and tagged through its environment so descendants that leave the group can
//! still be found. ama is a child subreaper, so orphans stay below it; `teardown` ends all of it
//! at exit, and `orphans` ends at start-up what a killed ama left. This layer knows nothing of tools or sessions: callers above decide when to end what.

pub mod error;
pub mod orphans;
pub(crate) mod procfs;
pub mod reaper;
pub mod registry;
pub mod spawn;
pub mod teardown;
pub mod terminate;

pub use error::ProcessError;
pub use spawn::{Confine, Group, Spawn, spawn, spawn_in, spawn_piped, spawn_piped_in};
pub use terminate::{KILL_GRACE, Termination};
