//! Sessions: the append-only JSONL entry tree of `session-format.md`. `entry` holds the line
//! types, `store` the single writer (lazy file, O_APPEND, lock, half-line repair), `tip` the
//! one backward pass that opens a file with only its current branch, `scan`, `index` and `load`
//! the full index for tree operations and read-only scans, `project` the branch-to-context
//! step, `system` the system-prompt patches, `tree` the tree and fork operations, `summary` the
//! list/show scanners, `paths` where files live and how ids resolve, `import` other agents'
//! session files. See docs/sessions.md.

mod branch;
pub mod entry;
pub mod file;
pub mod import;
pub mod index;
pub mod load;
pub mod line_error;
pub mod lock;
pub mod lock_holder;
pub mod older;
pub mod paths;
pub mod project;
pub mod scan;
pub mod store;
pub mod summary;
pub mod system;
pub mod task_child;
pub mod tip;
pub mod tree;

#[cfg(test)]
mod entry_tests;
#[cfg(test)]
mod project_tests;
#[cfg(test)]
mod store_tests;

pub use entry::{Body, Entry};
pub use project::{Context, ContextMessage, project_branch};
pub use store::Store;
pub use system::SystemState;
