//! The OS sandbox's probe result kept between runs, for codemode on Node 22 / 24: there the
//! row of the spec's table (strict or `net!`, and with it the tool's description and class)
//! depends on whether the sandbox works, and finding out starts bwrap (about 20 ms) on every
//! run. The result is recorded under the data dir in a file named by a hash of what it depends
//! on — the real path, inode, size and modification time of the sandbox programs on PATH, the
//! kernel's user-namespace switches and the boot — so a new bwrap, a changed sysctl or a reboot
//! probes again. A record is only trusted for the description: the first script checks it with
//! a real probe (`node::Row::confine`), and a sandbox that stopped working fails the script and
//! removes the record; the child never runs unwrapped on a row that promised a sandbox.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::codemode::node::{Os, OsQuery};
use crate::sandbox::detect::{self, Kind, Status};

/// The OS sandbox for a Node 22 / 24 row: off without a probe, else an earlier run's record,
/// else a probe now (recorded for later runs).
pub fn status(query: &OsQuery) -> Os {
    if !query.enabled || detect::env_off() {
        return Os::Known(detect::status(query.enabled));
    }
    let Some(path) = query.records.as_deref().map(record_path) else {
        return Os::Known(detect::status(true));
    };
    if let Some(status) = read(&path) {
        return Os::Recorded {
            status,
            enabled: true,
            record: path,
        };
    }
    let probed = detect::status(true);
    write(&path, &probed);
    Os::Known(probed)
}

/// `<dir>/sandbox-<hash>.status`, the hash over what the probe's answer depends on.
fn record_path(dir: &Path) -> PathBuf {
    use sha2::{Digest, Sha256};
    let mut key = String::new();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let found = |name: &str| {
        std::env::split_paths(&path)
            .map(|d| d.join(name))
            .find(|p| p.is_file())
    };
    let programs = [
        found("bwrap"),
        found("unshare"),
        Some(PathBuf::from("/usr/bin/sandbox-exec")),
    ];
    for program in programs.iter().flatten() {
        key.push_str(&identity(program));
        key.push('\0');
    }
    for knob in [
        "/proc/sys/kernel/apparmor_restrict_unprivileged_userns",
        "/proc/sys/kernel/unprivileged_userns_clone",
        "/proc/sys/user/max_user_namespaces",
        "/proc/sys/kernel/random/boot_id",
    ] {
        key.push_str(std::fs::read_to_string(knob).unwrap_or_default().trim());
        key.push('\0');
    }
    let hash = Sha256::digest(key.as_bytes());
    let short: String = hash.iter().take(8).map(|b| format!("{b:02x}")).collect();
    dir.join(format!("sandbox-{short}.status"))
}

/// A program's real path, inode, size and modification time (`-` when it is missing).
fn identity(program: &Path) -> String {
    use std::os::unix::fs::MetadataExt;
    let Ok(real) = std::fs::canonicalize(program) else {
        return format!("{}:-", program.display());
    };
    match std::fs::metadata(&real) {
        Ok(m) => format!(
            "{}:{}:{}:{}.{}",
            real.display(),
            m.ino(),
            m.size(),
            m.mtime(),
            m.mtime_nsec()
        ),
        Err(_) => format!("{}:-", real.display()),
    }
}

fn read(path: &Path) -> Option<Status> {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let kind = match v.get("kind")?.as_str()? {
        "bwrap" => Kind::Bwrap,
        "unshare" => Kind::Unshare,
        "sandbox-exec" => Kind::SandboxExec,
        "none" => Kind::None,
        _ => return None,
    };
    Some(Status {
        kind,
        program: v.get("program").and_then(Value::as_str).map(PathBuf::from),
        isolates_network: v.get("isolatesNetwork")?.as_bool()?,
        restricts_writes: v.get("restrictsWrites")?.as_bool()?,
        reason: v.get("reason")?.as_str()?.to_string(),
    })
}

/// Records `status` (a failed write only costs the next run a probe).
fn write(path: &Path, status: &Status) {
    let text = json!({
        "kind": status.kind.as_str(),
        "program": status.program.as_ref().map(|p| p.display().to_string()),
        "isolatesNetwork": status.isolates_network,
        "restrictsWrites": status.restricts_writes,
        "reason": status.reason,
    })
    .to_string();
    if let Some(dir) = path.parent()
        && std::fs::create_dir_all(dir).is_ok()
    {
        let _ = crate::util::atomic::write_atomic(path, text.as_bytes());
    }
}
