//! Which Node runs codemode scripts and how isolated they are: Node is found at `codemode.node`
//! or on PATH, its version asked once per process (`node --version`, 5 s deadline; the answer is
//! recorded in the data dir for later runs, keyed by the binary's file), and the
//! version with the OS sandbox's status picks the row of the spec's table (docs/codemode.md):
//! Node ≥ 25 is strict by its own permission model, Node 22 / 24 only inside an OS sandbox that
//! isolates the network, older or missing Node is unavailable. The OS sandbox's probe starts
//! bwrap, so it runs only where it is needed: for Node ≥ 25 at the first script (the row does
//! not depend on it), for Node 22 / 24 at start-up unless an earlier run recorded its result
//! (`sandbox_record.rs`; the first script then checks the record with a real probe).

use std::collections::HashMap;
use std::ffi::OsStr;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use crate::sandbox;
use crate::tools::PermissionClass;

/// How long `node --version` may take.
const PROBE_TIMEOUT: Duration = Duration::from_secs(5);

/// A Node binary and its version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    pub path: PathBuf,
    pub major: u32,
    pub minor: u32,
}

impl Node {
    /// The permission-model flag this version spells: `--permission` from 22.13 (and 23.5),
    /// `--experimental-permission` before.
    pub fn permission_flag(&self) -> &'static str {
        let new = match self.major {
            22 => self.minor >= 13,
            23 => self.minor >= 5,
            m => m > 23,
        };
        if new {
            "--permission"
        } else {
            "--experimental-permission"
        }
    }
}

/// How `row` learns the OS sandbox's status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OsQuery {
    /// `sandbox.enabled` is not `"off"` (`AMA_SANDBOX=off` is read apart).
    pub enabled: bool,
    /// Where a probe's result is recorded between runs (`None`: probe now, record nothing).
    pub records: Option<PathBuf>,
}

/// The OS sandbox's status as a row holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Os {
    /// Probed in this process, or given (doctor, tests).
    Known(sandbox::Status),
    /// Not asked yet: probed (once per process) when a script or a display needs it.
    Later { enabled: bool },
    /// An earlier run's probe (`sandbox_record.rs`), checked by a real probe at the first script.
    Recorded {
        status: sandbox::Status,
        enabled: bool,
        record: PathBuf,
    },
}

impl Os {
    /// The status as known now: a `Later` one is probed (cached per process).
    pub fn current(&self) -> sandbox::Status {
        match self {
            Os::Known(s) | Os::Recorded { status: s, .. } => s.clone(),
            Os::Later { enabled } => sandbox::detect::status(*enabled),
        }
    }

    /// Whether it isolates the network.
    pub fn isolates(&self) -> bool {
        isolating(&self.current())
    }
}

/// Whether `status` is a sandbox that isolates the network.
pub fn isolating(status: &sandbox::Status) -> bool {
    status.kind != sandbox::detect::Kind::None && status.isolates_network
}

/// The row of the table a run is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Row {
    /// Node ≥ 25: its permission model denies network; the OS sandbox is added when it works
    /// (asked at the first script: the row does not depend on it).
    Strict25 { node: Node, os: Os },
    /// Node 22 / 24 inside an OS sandbox that isolates the network (the child must be wrapped).
    StrictWrapped { node: Node, os: Os },
    /// Node 22 / 24 without an OS sandbox: network not isolated (`net!`).
    Unisolated { node: Node },
    /// No usable Node: why, and what to install.
    Unavailable { why: String },
}

impl Row {
    /// Whether the network is isolated (by Node or by the OS sandbox).
    pub fn strict(&self) -> bool {
        matches!(self, Row::Strict25 { .. } | Row::StrictWrapped { .. })
    }

    /// The codemode tool's permission class on this row.
    pub fn class(&self) -> PermissionClass {
        if self.strict() {
            PermissionClass::Read
        } else {
            PermissionClass::Execute
        }
    }

    /// The Node to run, unless unavailable.
    pub fn node(&self) -> Option<&Node> {
        match self {
            Row::Strict25 { node, .. } | Row::StrictWrapped { node, .. } | Row::Unisolated { node } => {
                Some(node)
            }
            Row::Unavailable { .. } => None,
        }
    }

    /// The OS sandbox the child is started in, if any, for display (a `Later` one is probed).
    pub fn os(&self) -> Option<sandbox::Status> {
        match self {
            Row::Strict25 { os, .. } => Some(os.current()).filter(isolating),
            Row::StrictWrapped { os, .. } => Some(os.current()),
            _ => None,
        }
    }

    /// The OS sandbox to start a script's child in: on Node 22 / 24 a recorded status is
    /// checked by a real probe first, and a sandbox that stopped working is an error (the
    /// child never runs unwrapped there; the stale record is removed, so the next start
    /// probes again).
    pub fn confine(&self) -> Result<Option<sandbox::Status>, String> {
        match self {
            Row::Strict25 { .. } => Ok(self.os()),
            Row::StrictWrapped {
                os: Os::Recorded {
                    status,
                    enabled,
                    record,
                },
                ..
            } => {
                let now = sandbox::detect::status(*enabled);
                if isolating(&now) {
                    return Ok(Some(now));
                }
                let _ = std::fs::remove_file(record);
                Err(format!(
                    "codemode's OS sandbox ({}), which an earlier run recorded as working, does not work now ({}); the script did not run. Node before 25 needs it to isolate the network: fix the sandbox (`ama doctor`), or install Node 25; ama probes again at its next start",
                    status.kind.as_str(),
                    now.reason
                ))
            }
            Row::StrictWrapped { os, .. } => Ok(Some(os.current())),
            Row::Unisolated { .. } => Ok(None),
            Row::Unavailable { why } => Err(why.clone()),
        }
    }

    /// One line for doctor and the tool description.
    pub fn describe(&self) -> String {
        match self {
            Row::Strict25 { node, os } => format!(
                "Node {}.{} at {}: network and writes denied by Node's permission model{}",
                node.major,
                node.minor,
                node.path.display(),
                if os.isolates() {
                    format!(", inside {} as well", os.current().kind.as_str())
                } else {
                    String::new()
                }
            ),
            Row::StrictWrapped { node, os } => format!(
                "Node {}.{} at {}: writes denied by Node's permission model, network by {}",
                node.major,
                node.minor,
                node.path.display(),
                os.current().kind.as_str()
            ),
            Row::Unisolated { node } => format!(
                "Node {}.{} at {}: network not isolated (Node before 25 needs an OS sandbox: install bubblewrap, or Node 25)",
                node.major,
                node.minor,
                node.path.display()
            ),
            Row::Unavailable { why } => why.clone(),
        }
    }
}

/// The row for `node` (a path from `codemode.node`, else found on `path`), the OS sandbox
/// found as `os` says; the Node version is probed once per process per binary, and the OS
/// sandbox is asked now only for Node 22 / 24, whose row depends on it (from an earlier run's
/// record when `os.records` is set). Node ≥ 25 leaves it for the first script.
pub fn row(node: Option<&Path>, path: Option<&OsStr>, os: &OsQuery) -> Row {
    let found = match node {
        Some(p) => Some(p.to_path_buf()),
        None => find(path),
    };
    let Some(bin) = found else {
        return Row::Unavailable {
            why: "codemode is unavailable: no `node` on PATH; install Node 25 (or Node 22 with bubblewrap), or set `codemode.node`".into(),
        };
    };
    let Some(node) = version(&bin) else {
        return Row::Unavailable {
            why: format!(
                "codemode is unavailable: `{} --version` did not answer with a version; install Node 25, or set `codemode.node` to a working Node",
                bin.display()
            ),
        };
    };
    match node.major {
        m if m < 22 => too_old(&node),
        m if m >= 25 => row_for(node, Os::Later { enabled: os.enabled }),
        _ => row_for(node, crate::codemode::sandbox_record::status(os)),
    }
}

/// The table itself, for a known Node and OS sandbox (asked here only for Node 22 / 24).
pub fn row_for(node: Node, os: Os) -> Row {
    match node.major {
        m if m >= 25 => Row::Strict25 { os, node },
        22..=24 if os.isolates() => Row::StrictWrapped { node, os },
        22..=24 => Row::Unisolated { node },
        _ => too_old(&node),
    }
}

/// The row of a Node older than 22.
fn too_old(node: &Node) -> Row {
    Row::Unavailable {
        why: format!(
            "codemode is unavailable: Node {} at {} is older than 22 (it has no usable permission model); install Node 25, or Node 22 with bubblewrap, and set `codemode.node` if it is not first on PATH",
            node.major,
            node.path.display()
        ),
    }
}

fn find(path: Option<&OsStr>) -> Option<PathBuf> {
    std::env::split_paths(path?)
        .map(|d| d.join("node"))
        .find(|p| p.is_file())
}

/// `node --version` of `bin`, cached per binary for the process.
fn version(bin: &Path) -> Option<Node> {
    static SEEN: OnceLock<Mutex<HashMap<PathBuf, Option<Node>>>> = OnceLock::new();
    let seen = SEEN.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(known) = seen.lock().ok()?.get(bin) {
        return known.clone();
    }
    let probed = remembered(bin).or_else(|| ask_version(bin));
    if let Ok(mut map) = seen.lock() {
        map.insert(bin.to_path_buf(), probed.clone());
    }
    probed
}

/// Where the version of `bin` is remembered between runs: a file under the data dir named by the
/// binary's real path, inode, size and modification time, so a replaced or upgraded Node is asked
/// again. Asking costs a Node start (about 8 ms of wall and CPU) on every run otherwise. The
/// runner checks the major version it is given against its own before it runs a script, so a
/// wrong record can only fail a script, never pick a looser row.
fn record_path(bin: &Path) -> Option<PathBuf> {
    use sha2::{Digest, Sha256};
    use std::os::unix::fs::MetadataExt;
    let real = std::fs::canonicalize(bin).ok()?;
    let meta = std::fs::metadata(&real).ok()?;
    let key = format!(
        "{}\0{}\0{}\0{}.{}",
        real.display(),
        meta.ino(),
        meta.size(),
        meta.mtime(),
        meta.mtime_nsec()
    );
    let hash = Sha256::digest(key.as_bytes());
    let short: String = hash.iter().take(8).map(|b| format!("{b:02x}")).collect();
    Some(
        crate::config::paths::data_dir()
            .join("codemode")
            .join(format!("node-{short}.version")),
    )
}

/// The version recorded for `bin` by an earlier run, if any.
fn remembered(bin: &Path) -> Option<Node> {
    let text = std::fs::read_to_string(record_path(bin)?).ok()?;
    parse(bin, &text)
}

/// Asks `bin` and records the answer for later runs (a failed write only costs the next run a
/// probe).
fn ask_version(bin: &Path) -> Option<Node> {
    let node = ask(bin)?;
    if let Some(path) = record_path(bin)
        && let Some(dir) = path.parent()
        && std::fs::create_dir_all(dir).is_ok()
    {
        let text = format!("v{}.{}\n", node.major, node.minor);
        let _ = crate::util::atomic::write_atomic(&path, text.as_bytes());
    }
    Some(node)
}

fn ask(bin: &Path) -> Option<Node> {
    let mut child = Command::new(bin)
        .arg("--version")
        .env_clear()
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let end = Instant::now() + PROBE_TIMEOUT;
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            // `node --version` takes a few ms; a short poll keeps it off the start-up path.
            Ok(None) if Instant::now() < end => std::thread::sleep(Duration::from_millis(1)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
    let mut text = String::new();
    child.stdout.take()?.take(64).read_to_string(&mut text).ok()?;
    parse(bin, &text)
}

/// `v22.13.1` → 22, 13.
fn parse(bin: &Path, text: &str) -> Option<Node> {
    let v = text.trim().strip_prefix('v')?;
    let mut parts = v.split('.');
    Some(Node {
        path: bin.to_path_buf(),
        major: parts.next()?.parse().ok()?,
        minor: parts.next()?.parse().ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::{Node, Os, Row, parse, row_for};
    use crate::sandbox;
    use std::path::Path;

    fn node(major: u32, minor: u32) -> Node {
        Node {
            path: "/n".into(),
            major,
            minor,
        }
    }

    #[test]
    fn versions_and_flags() {
        assert_eq!(parse(Path::new("/n"), "v22.12.0\n"), Some(node(22, 12)));
        assert_eq!(parse(Path::new("/n"), "junk"), None);
        assert_eq!(node(22, 12).permission_flag(), "--experimental-permission");
        assert_eq!(node(22, 13).permission_flag(), "--permission");
        assert_eq!(node(23, 4).permission_flag(), "--experimental-permission");
        assert_eq!(node(24, 0).permission_flag(), "--permission");
        assert_eq!(node(25, 9).permission_flag(), "--permission");
    }

    #[test]
    fn the_table() {
        let off = sandbox::Status::off("test");
        let bwrap = sandbox::Status {
            kind: sandbox::detect::Kind::Bwrap,
            program: Some("/usr/bin/bwrap".into()),
            isolates_network: true,
            restricts_writes: true,
            reason: String::new(),
        };
        let known = |s: &sandbox::Status| Os::Known(s.clone());
        let with = row_for(node(25, 0), known(&bwrap));
        assert_eq!(with.os(), Some(bwrap.clone()));
        assert_eq!(with.confine(), Ok(Some(bwrap.clone())));
        let without = row_for(node(25, 0), known(&off));
        assert!(matches!(without, Row::Strict25 { .. }) && without.os().is_none());
        assert!(matches!(row_for(node(22, 3), known(&bwrap)), Row::StrictWrapped { .. }));
        assert!(matches!(row_for(node(24, 1), known(&off)), Row::Unisolated { .. }));
        assert!(matches!(row_for(node(20, 20), known(&bwrap)), Row::Unavailable { .. }));
        assert_eq!(row_for(node(22, 3), known(&off)).class().as_str(), "execute");
        assert_eq!(row_for(node(22, 3), known(&bwrap)).class().as_str(), "read");
    }
}
