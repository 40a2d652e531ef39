//! Policy to profile: the bwrap argument list (Linux) and the SBPL text (macOS) that confine a
//! command to the policy. `resolve` does the file system work (realpath, dropping writable paths
//! that do not exist, refusing control characters); the builders after it are pure.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::sandbox::error::SandboxError;

/// Network access inside the sandbox.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Network {
    Deny,
    Allow,
}

/// What a sandboxed command may do. Reading is allowed everywhere except `hidden_*`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Policy {
    pub network: Network,
    /// Writable places (absolute paths).
    pub writable: Vec<PathBuf>,
    /// Read-only even inside a writable place (`.ama/`, `.git/hooks`, `.git/config`).
    pub read_only: Vec<PathBuf>,
    /// Directories that appear empty (credentials, ama's config).
    pub hidden_dirs: Vec<PathBuf>,
    /// Files that appear empty (`~/.netrc`, `auth.json`).
    pub hidden_files: Vec<PathBuf>,
    /// Writable places inside hidden directories, bound back after them (ama's output dir).
    pub reexposed: Vec<PathBuf>,
    /// Whether a sandboxed command may create `AF_UNIX` sockets (`sandbox.unixSockets:
    /// "allow"`); otherwise the spawn's seccomp filter refuses `socket(AF_UNIX, …)`.
    pub unix_sockets: bool,
}

impl Policy {
    /// A policy that allows no writes and no network.
    pub fn deny_all() -> Policy {
        Policy {
            network: Network::Deny,
            writable: Vec::new(),
            read_only: Vec::new(),
            hidden_dirs: Vec::new(),
            hidden_files: Vec::new(),
            reexposed: Vec::new(),
            unix_sockets: false,
        }
    }
}

/// A policy whose paths are real and present, ready for the pure builders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    pub network: Network,
    pub writable: Vec<PathBuf>,
    /// Existing read-only paths (realpath).
    pub read_only: Vec<PathBuf>,
    /// Read-only paths that do not exist, as "parent realpath + name" (SBPL blocks their
    /// creation; bwrap cannot bind them).
    pub read_only_absent: Vec<PathBuf>,
    pub hidden_dirs: Vec<PathBuf>,
    pub hidden_files: Vec<PathBuf>,
    pub reexposed: Vec<PathBuf>,
}

fn checked(path: &Path) -> Result<&Path, SandboxError> {
    if path
        .as_os_str()
        .as_encoded_bytes()
        .iter()
        .any(|b| b.is_ascii_control())
    {
        return Err(SandboxError::ControlCharacter {
            path: path.to_path_buf(),
        });
    }
    Ok(path)
}

fn real(path: &Path) -> Result<Option<PathBuf>, SandboxError> {
    match std::fs::canonicalize(checked(path)?) {
        Ok(p) => checked(&p).map(|p| Some(p.to_path_buf())),
        Err(_) => Ok(None),
    }
}

fn push_unique(list: &mut Vec<PathBuf>, p: PathBuf) {
    if !list.contains(&p) {
        list.push(p);
    }
}

/// Whether a read-only bind of `r` would undo the sandbox: read-only binds come last, so one of
/// `/`, of a path under `/proc` or `/dev`, or of anything inside, equal to or containing a hidden
/// place would show the host's `/proc` and terminals or the hidden credentials again. Such a path
/// can come from a git pointer a command wrote (`gitdir: /proc`, a `sub/.git` link to `~/.ssh`);
/// it is left out (a hidden place is unwritable inside anyway: it is an empty tmpfs or `/dev/null`).
fn covers_hidden(r: &Path, out: &Resolved) -> bool {
    r.parent().is_none()
        || r.starts_with("/proc")
        || r.starts_with("/dev")
        || out
            .hidden_dirs
            .iter()
            .chain(&out.hidden_files)
            .any(|h| h.starts_with(r) || r.starts_with(h))
}

/// Realpaths every path of `policy`; drops the ones that do not exist (a read-only one becomes
/// parent realpath + name when its parent exists). Refuses control characters.
pub fn resolve(policy: &Policy) -> Result<Resolved, SandboxError> {
    let mut out = Resolved {
        network: policy.network,
        writable: Vec::new(),
        read_only: Vec::new(),
        read_only_absent: Vec::new(),
        hidden_dirs: Vec::new(),
        hidden_files: Vec::new(),
        reexposed: Vec::new(),
    };
    for p in &policy.writable {
        if let Some(r) = real(p)? {
            if r.parent().is_none() {
                return Err(SandboxError::WritableRoot { path: p.clone() });
            }
            push_unique(&mut out.writable, r);
        }
    }
    for p in &policy.hidden_dirs {
        if let Some(r) = real(p)?.filter(|r| r.is_dir()) {
            push_unique(&mut out.hidden_dirs, r);
        }
    }
    for p in &policy.hidden_files {
        if let Some(r) = real(p)?.filter(|r| !r.is_dir()) {
            push_unique(&mut out.hidden_files, r);
        }
    }
    for p in &policy.read_only {
        match real(p)? {
            Some(r) if !covers_hidden(&r, &out) => push_unique(&mut out.read_only, r),
            Some(_) => {}
            None => {
                let (Some(parent), Some(name)) = (p.parent(), p.file_name()) else {
                    continue;
                };
                if let Some(parent) = real(parent)? {
                    push_unique(&mut out.read_only_absent, parent.join(name));
                }
            }
        }
    }
    for p in &policy.reexposed {
        if let Some(r) = real(p)? {
            push_unique(&mut out.reexposed, r);
        }
    }
    Ok(out)
}

/// The bwrap options (before `--`) for a resolved policy. Order matters: later mounts cover
/// earlier ones, so the root is read-only, writable places are bound over it, hidden places
/// over those, ama's output dir back over a hidden one, and the read-only places last.
pub fn bwrap_args(p: &Resolved) -> Vec<OsString> {
    let mut a: Vec<OsString> = Vec::new();
    let mut push = |items: &[&std::ffi::OsStr]| a.extend(items.iter().map(|s| s.to_os_string()));
    // `--cap-drop ALL`: run by root, bwrap would otherwise leave the command every capability in
    // the host's namespaces, and CAP_SYS_ADMIN remounts `/` writable.
    push(&[
        "--die-with-parent".as_ref(),
        "--cap-drop".as_ref(),
        "ALL".as_ref(),
        "--ro-bind".as_ref(),
        "/".as_ref(),
        "/".as_ref(),
    ]);
    push(&["--dev".as_ref(), "/dev".as_ref()]);
    // A pid namespace with its own `/proc` (after the root bind, which would cover it): the
    // command sees only its own processes, so it can neither read another process's
    // `/proc/<pid>/environ` (ama's holds the provider keys) nor signal a process outside.
    push(&[
        "--unshare-pid".as_ref(),
        "--proc".as_ref(),
        "/proc".as_ref(),
    ]);
    if p.network == Network::Deny {
        push(&["--unshare-net".as_ref()]);
    }
    for w in &p.writable {
        push(&["--bind".as_ref(), w.as_os_str(), w.as_os_str()]);
    }
    for d in &p.hidden_dirs {
        push(&["--tmpfs".as_ref(), d.as_os_str()]);
    }
    for f in &p.hidden_files {
        push(&["--ro-bind".as_ref(), "/dev/null".as_ref(), f.as_os_str()]);
    }
    for r in &p.reexposed {
        push(&["--bind".as_ref(), r.as_os_str(), r.as_os_str()]);
    }
    for r in &p.read_only {
        push(&["--ro-bind".as_ref(), r.as_os_str(), r.as_os_str()]);
    }
    a
}

/// An SBPL string literal: `\` and `"` escaped (control characters were refused earlier).
fn sbpl_str(p: &Path) -> String {
    let s = p.to_string_lossy();
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        if c == '\\' || c == '"' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The SBPL profile for a resolved policy. Later rules win, so the read-only and hidden rules
/// come after the writable ones.
pub fn sbpl(p: &Resolved) -> String {
    let mut s = String::from("(version 1)\n(allow default)\n");
    if p.network == Network::Deny {
        s.push_str(
            "(deny network*)\n(deny mach-lookup (global-name \"com.apple.dnssd.service\"))\n",
        );
    }
    s.push_str("(deny file-write*)\n");
    for w in p.writable.iter().chain(&p.reexposed) {
        s.push_str(&format!("(allow file-write* (subpath {}))\n", sbpl_str(w)));
    }
    s.push_str("(allow file-write* (literal \"/dev/null\") (literal \"/dev/zero\") (literal \"/dev/tty\") (literal \"/dev/dtracehelper\") (regex #\"^/dev/fd/\"))\n");
    for r in p.read_only.iter().chain(&p.read_only_absent) {
        s.push_str(&format!("(deny file-write* (subpath {}))\n", sbpl_str(r)));
    }
    for d in &p.hidden_dirs {
        s.push_str(&format!(
            "(deny file-read* file-write* (subpath {}))\n",
            sbpl_str(d)
        ));
    }
    for f in &p.hidden_files {
        s.push_str(&format!(
            "(deny file-read* file-write* (literal {}))\n",
            sbpl_str(f)
        ));
    }
    for r in &p.reexposed {
        s.push_str(&format!(
            "(allow file-read* file-write* (subpath {}))\n",
            sbpl_str(r)
        ));
    }
    s
}

/// The profile the macOS probe runs: no network, no writes.
pub fn sbpl_probe() -> String {
    let none = Resolved {
        network: Network::Deny,
        writable: Vec::new(),
        read_only: Vec::new(),
        read_only_absent: Vec::new(),
        hidden_dirs: Vec::new(),
        hidden_files: Vec::new(),
        reexposed: Vec::new(),
    };
    sbpl(&none)
}

#[cfg(test)]
#[path = "profile_tests.rs"]
mod tests;
