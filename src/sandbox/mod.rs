//! The OS sandbox: a leaf module (std, nix and `config::secret_paths` only) that finds out once
//! per process whether the kernel can confine a child (`detect`), turns a policy into the
//! arguments of bwrap or the SBPL text of sandbox-exec (`profile`), and puts the sandbox program
//! in front of a command line (`wrap`). Callers get a wrapped command line and spawn it
//! themselves (`process::spawn_in`). `bash` builds the bash tool's policy, with `git_nested`
//! (submodule and nested worktree `.git` entries) and `aftermath` (what is undone after a
//! command: a created `.git`, a replaced `.ama` / `.git` link). `harden` keeps ama's own process
//! out of the commands' reach; `seccomp` starts every child in a new session under a filter that refuses terminal injection.

pub mod aftermath;
pub mod bash;
pub mod detect;
pub mod error;
pub mod git_nested;
pub mod git_scan;
pub mod harden;
pub mod profile;
pub mod seccomp;
pub mod wrap;

pub use detect::Status;
pub use error::SandboxError;
pub use profile::{Network, Policy};
pub use wrap::wrap;
