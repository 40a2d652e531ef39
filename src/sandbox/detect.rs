//! Whether this machine can sandbox a child, found by running the target profile once on a
//! trivial command (existing is not the same as working: a container without user namespaces
//! makes bwrap fail). The probe runs once per process and is cached; a failure is explained in
//! one line that names the likeliest cause and its fix.

use std::ffi::OsStr;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long a probe may take before the sandbox counts as unavailable.
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(5);
/// How long the probe's stderr is still read after the probe exited: a process it left behind
/// may hold the pipe open, and must not hold up ama's start.
const STDERR_AFTER_EXIT: Duration = Duration::from_millis(200);
/// At most this much of the probe's stderr is kept (its first line is the reason shown).
const STDERR_KEEP: usize = 4096;

/// Which sandbox program confines children.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Bwrap,
    Unshare,
    SandboxExec,
    None,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Bwrap => "bwrap",
            Kind::Unshare => "unshare",
            Kind::SandboxExec => "sandbox-exec",
            Kind::None => "none",
        }
    }
}

/// The sandbox this process can use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Status {
    pub kind: Kind,
    /// The sandbox program (`None` with `Kind::None`).
    pub program: Option<PathBuf>,
    pub isolates_network: bool,
    pub restricts_writes: bool,
    /// One line for doctor and the status bar: what was found, or one cause and its fix.
    pub reason: String,
}

impl Status {
    fn none(reason: impl Into<String>) -> Status {
        Status {
            kind: Kind::None,
            program: None,
            isolates_network: false,
            restricts_writes: false,
            reason: reason.into(),
        }
    }

    /// The status when the user turned the sandbox off (`sandbox.enabled: "off"`,
    /// `AMA_SANDBOX=off`).
    pub fn off(why: &str) -> Status {
        Status::none(format!(
            "turned off by {why}; commands run without an OS sandbox"
        ))
    }

    /// Whether bash can run in it: only sandboxes that restrict writes count.
    pub fn confines_bash(&self) -> bool {
        self.restricts_writes && matches!(self.kind, Kind::Bwrap | Kind::SandboxExec)
    }
}

/// Whether `AMA_SANDBOX=off` is set.
pub fn env_off() -> bool {
    std::env::var("AMA_SANDBOX").is_ok_and(|v| v.trim().eq_ignore_ascii_case("off"))
}

/// The sandbox status with `enabled` from the config (`sandbox.enabled` is not `"off"`):
/// `AMA_SANDBOX=off` and the config turn it off without a probe; otherwise the cached probe.
pub fn status(enabled: bool) -> Status {
    if env_off() {
        return Status::off("AMA_SANDBOX=off");
    }
    if !enabled {
        return Status::off("sandbox.enabled: \"off\"");
    }
    probed().clone()
}

/// The probe's result, run on first use.
pub fn probed() -> &'static Status {
    static PROBED: OnceLock<Status> = OnceLock::new();
    PROBED.get_or_init(|| probe(std::env::var_os("PATH").as_deref()))
}

/// Runs the probe now (uncached) with `path` as the search path for the sandbox programs.
pub fn probe(path: Option<&OsStr>) -> Status {
    if cfg!(target_os = "macos") {
        return probe_macos();
    }
    if !cfg!(target_os = "linux") {
        return Status::none("no OS sandbox on this platform; commands run without one");
    }
    let bwrap = find(path, "bwrap");
    let bwrap_failure = match &bwrap {
        Some(program) => {
            let args = [
                "--die-with-parent",
                "--cap-drop",
                "ALL",
                "--ro-bind",
                "/",
                "/",
                "--dev",
                "/dev",
                "--unshare-net",
                "--",
                "true",
            ];
            match run(program, &args) {
                Ok(()) => {
                    return Status {
                        kind: Kind::Bwrap,
                        program: Some(program.clone()),
                        isolates_network: true,
                        restricts_writes: true,
                        reason: format!(
                            "bubblewrap works (`{}`): writes outside the allowed paths and the network are refused",
                            program.display()
                        ),
                    };
                }
                Err(why) => Some(why),
            }
        }
        None => None,
    };
    let failure = bwrap_failure.map(|e| e.to_string());
    let cause = linux_cause(bwrap.is_some(), failure.as_deref());
    if let Some(program) = find(path, "unshare")
        && run(&program, &["-r", "-n", "--", "true"]).is_ok()
    {
        return Status {
            kind: Kind::Unshare,
            program: Some(program),
            isolates_network: true,
            restricts_writes: false,
            reason: format!(
                "only `unshare` works (network isolated, writes not restricted): {cause}"
            ),
        };
    }
    Status::none(cause)
}

/// The one-line cause of a failed Linux probe, with its fix, told apart as far as the machine
/// shows it.
fn linux_cause(has_bwrap: bool, failure: Option<&str>) -> String {
    let read = |p: &str| {
        std::fs::read_to_string(p)
            .ok()
            .map(|s| s.trim().to_string())
    };
    if read("/proc/sys/kernel/apparmor_restrict_unprivileged_userns").as_deref() == Some("1") {
        return "the host sysctl kernel.apparmor_restrict_unprivileged_userns=1 blocks user namespaces: install the distribution's bubblewrap package (it ships an AppArmor profile) or set the sysctl to 0".into();
    }
    if read("/proc/sys/kernel/unprivileged_userns_clone").as_deref() == Some("0") {
        return "the host sysctl kernel.unprivileged_userns_clone=0 blocks user namespaces: set it to 1 (sysctl -w kernel.unprivileged_userns_clone=1) or install bwrap setuid".into();
    }
    if read("/proc/sys/user/max_user_namespaces").as_deref() == Some("0") {
        return "the host sysctl user.max_user_namespaces=0 blocks user namespaces: raise it (sysctl -w user.max_user_namespaces=10000)".into();
    }
    if !has_bwrap {
        return "bubblewrap is not installed (no `bwrap` on PATH): install it (apt-get install bubblewrap, dnf install bubblewrap, apk add bubblewrap)".into();
    }
    let failure = failure.unwrap_or("failed");
    if nested() {
        return format!(
            "ama already runs inside another sandbox (a user namespace), which does not allow a nested one (bwrap: {failure}): run ama outside it, or set sandbox.enabled to \"off\""
        );
    }
    if in_container() {
        return format!(
            "the container's default seccomp and AppArmor profiles block user namespaces (bwrap: {failure}): run it with --security-opt seccomp=unconfined --security-opt apparmor=unconfined, or install bwrap setuid (chmod u+s $(command -v bwrap))"
        );
    }
    format!(
        "the bubblewrap probe failed (bwrap: {failure}): run `bwrap --ro-bind / / --dev /dev --unshare-net -- true` to see why"
    )
}

/// Whether this process already runs in a user namespace other than the initial one.
fn nested() -> bool {
    std::fs::read_to_string("/proc/self/uid_map").is_ok_and(|m| {
        let f: Vec<&str> = m.split_whitespace().collect();
        f.len() != 3 || f != ["0", "0", "4294967295"]
    })
}

/// Whether this process runs in a container (Docker, Podman, Kubernetes).
fn in_container() -> bool {
    Path::new("/.dockerenv").exists()
        || Path::new("/run/.containerenv").exists()
        || std::env::var_os("KUBERNETES_SERVICE_HOST").is_some()
        || std::fs::read_to_string("/proc/1/cgroup").is_ok_and(|c| {
            ["docker", "kubepods", "containerd", "libpod"]
                .iter()
                .any(|w| c.contains(w))
        })
}

fn probe_macos() -> Status {
    let program = PathBuf::from("/usr/bin/sandbox-exec");
    if !program.exists() {
        return Status::none(
            "/usr/bin/sandbox-exec is missing: this macOS has no Seatbelt sandbox",
        );
    }
    let profile = crate::sandbox::profile::sbpl_probe();
    match run(&program, &["-p", &profile, "/usr/bin/true"]) {
        Ok(()) => Status {
            kind: Kind::SandboxExec,
            program: Some(program),
            isolates_network: true,
            restricts_writes: true,
            reason:
                "sandbox-exec works: writes outside the allowed paths and the network are refused"
                    .into(),
        },
        Err(why) => Status::none(format!(
            "sandbox-exec failed ({why}); ama probably runs inside another sandbox, which does not allow a nested one: run it outside, or set sandbox.enabled to \"off\""
        )),
    }
}

/// The first executable `name` in the directories of `path`.
fn find(path: Option<&OsStr>, name: &str) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    std::env::split_paths(path?)
        .map(|dir| dir.join(name))
        .find(|p| {
            std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// Runs `program args` with no input and output, waiting at most `PROBE_TIMEOUT`; the error is
/// the first line of its stderr or how it ended. Its stderr is read without blocking while it
/// runs (so a chatty probe cannot fill the pipe and stall) and for at most `STDERR_AFTER_EXIT`
/// after it exited. It runs under the strictest filter a real spawn
/// gets (unix sockets refused), so a probe that works means bwrap works there; it stays in ama's
/// process group, so the reaper leaves it to this `Command` (`seccomp::filter_command`).
fn run(program: &Path, args: &[&str]) -> Result<(), ProbeError> {
    let mut cmd = Command::new(program);
    crate::sandbox::seccomp::filter_command(
        &mut cmd,
        crate::sandbox::seccomp::Rules {
            deny_unix_sockets: true,
        },
    );
    let mut child = cmd
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(ProbeError::Start)?;
    let mut stderr = child.stderr.take().map(Stderr::new);
    let start = Instant::now();
    let status = loop {
        if let Some(s) = stderr.as_mut() {
            s.read_available();
        }
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() < PROBE_TIMEOUT => {
                std::thread::sleep(Duration::from_millis(2));
            }
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(ProbeError::Timeout);
            }
            Err(e) => return Err(ProbeError::Wait(e)),
        }
    };
    if status.success() {
        return Ok(());
    }
    let err = stderr
        .map(|s| s.finish(Instant::now() + STDERR_AFTER_EXIT))
        .unwrap_or_default();
    let line = err
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim();
    let line: String = line.chars().filter(|c| !c.is_control()).take(200).collect();
    Err(if line.is_empty() {
        ProbeError::Exited(status)
    } else {
        ProbeError::Said(line)
    })
}

/// Why a probe of the sandbox program failed; `Display` is the clause `Status::reason` quotes.
#[derive(Debug)]
enum ProbeError {
    Start(std::io::Error),
    Timeout,
    Wait(std::io::Error),
    /// It failed and wrote nothing on stderr.
    Exited(std::process::ExitStatus),
    /// The first line of its stderr (control characters removed, at most 200 characters).
    Said(String),
}

impl std::fmt::Display for ProbeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ProbeError::Start(e) => write!(f, "could not start: {e}"),
            ProbeError::Timeout => {
                write!(f, "did not finish within {} s", PROBE_TIMEOUT.as_secs())
            }
            ProbeError::Wait(e) => write!(f, "could not wait for it: {e}"),
            ProbeError::Exited(status) => write!(f, "exited with {status}"),
            ProbeError::Said(line) => f.write_str(line),
        }
    }
}

/// The probe's stderr, read without blocking; the first `STDERR_KEEP` bytes are kept.
struct Stderr {
    pipe: std::process::ChildStderr,
    /// False when the pipe could not be made non-blocking: it is then not read at all.
    usable: bool,
    kept: Vec<u8>,
    ended: bool,
}

impl Stderr {
    fn new(pipe: std::process::ChildStderr) -> Stderr {
        use nix::fcntl::{FcntlArg, OFlag, fcntl};
        let usable = fcntl(&pipe, FcntlArg::F_SETFL(OFlag::O_NONBLOCK)).is_ok();
        Stderr {
            pipe,
            usable,
            kept: Vec::new(),
            ended: !usable,
        }
    }

    /// Reads what the pipe holds now.
    fn read_available(&mut self) {
        let mut buf = [0u8; 4096];
        while !self.ended {
            match self.pipe.read(&mut buf) {
                Ok(0) => self.ended = true,
                Ok(n) => {
                    let room = STDERR_KEEP.saturating_sub(self.kept.len());
                    self.kept.extend_from_slice(&buf[..n.min(room)]);
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return,
                Err(_) => self.ended = true,
            }
        }
    }

    /// Reads until the pipe ends or `deadline` passes, and returns the text kept.
    fn finish(mut self, deadline: Instant) -> String {
        loop {
            self.read_available();
            if self.ended || Instant::now() >= deadline {
                break;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        if !self.usable {
            return String::new();
        }
        String::from_utf8_lossy(&self.kept).into_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leftover_holding_stderr_does_not_hold_up_the_probe() {
        let started = Instant::now();
        let r = run(
            Path::new("/bin/sh"),
            &["-c", "echo 'probe failed here' >&2; sleep 3 & exit 1"],
        );
        assert_eq!(
            r.map_err(|e| e.to_string()),
            Err("probe failed here".to_string())
        );
        let took = started.elapsed();
        assert!(took < Duration::from_secs(2), "the probe took {took:?}");
    }

    #[test]
    fn a_chatty_probe_cannot_fill_its_stderr_pipe_and_stall() {
        // 256 KiB of stderr: more than a pipe holds, so an unread pipe would block the probe
        // until the timeout.
        let started = Instant::now();
        let r = run(
            Path::new("/bin/sh"),
            &["-c", "yes probe-noise | head -c 262144 >&2; exit 3"],
        );
        assert_eq!(
            r.map_err(|e| e.to_string()),
            Err("probe-noise".to_string())
        );
        assert!(started.elapsed() < PROBE_TIMEOUT, "{:?}", started.elapsed());
    }

    #[test]
    fn missing_bwrap_is_named_with_its_fix() {
        let dir = std::env::temp_dir().join(format!("ama-sbx-empty-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let s = probe(Some(dir.as_os_str()));
        assert_eq!(s.kind, Kind::None);
        assert!(!s.confines_bash());
        // On a host whose sysctl blocks namespaces that cause comes first.
        let sysctl = |p: &str| {
            std::fs::read_to_string(p)
                .unwrap_or_default()
                .trim()
                .to_string()
        };
        if sysctl("/proc/sys/kernel/apparmor_restrict_unprivileged_userns") != "1"
            && sysctl("/proc/sys/kernel/unprivileged_userns_clone") != "0"
            && sysctl("/proc/sys/user/max_user_namespaces") != "0"
        {
            assert!(
                s.reason.starts_with("bubblewrap is not installed"),
                "{}",
                s.reason
            );
        }
    }

    #[test]
    fn off_names_who_turned_it_off() {
        let s = Status::off("AMA_SANDBOX=off");
        assert_eq!(s.kind, Kind::None);
        assert_eq!(
            s.reason,
            "turned off by AMA_SANDBOX=off; commands run without an OS sandbox"
        );
    }
}
