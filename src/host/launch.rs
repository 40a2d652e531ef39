//! Starts the host program through the process layer: its own process group, outside the OS
//! sandbox (a host is the user's own configuration, like a hook). The process layer gives a child
//! /dev/null as stdin and one file for stdout and stderr, so a wrapper shell connects the host's
//! stdin and stderr to two FIFOs in a private directory, and stdout is a pipe ama reads. A path
//! ending in `.mjs`, `.cjs` or `.js` is a HostApi module: it runs as `node <shim> <module>`, the
//! shim being the built-in copy of `contrib/host-node/ama-host.mjs`.

use std::ffi::OsString;
use std::fs::File;
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use nix::fcntl::{FcntlArg, OFlag, fcntl};
use nix::sys::stat::Mode;

use crate::host::error::HostError;
use crate::process::{self, Group, Spawn};

/// A started host: its process group, the write end of its stdin, the read ends of its stdout
/// and stderr, and the private directory of the FIFOs (removed when dropped).
pub(crate) struct Launched {
    pub group: Group,
    pub stdin: File,
    pub stdout: File,
    pub stderr: File,
    pub dir: PrivateDir,
}

pub(crate) struct PrivateDir(PathBuf);

impl Drop for PrivateDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// `contrib/host-node/ama-host.mjs`, which runs a HostApi module under Node.
const NODE_SHIM: &str = include_str!("../../contrib/host-node/ama-host.mjs");

fn is_js(spec: &str) -> bool {
    [".mjs", ".cjs", ".js"].iter().any(|e| spec.ends_with(e))
}

/// The program and arguments for `spec`: a JavaScript module runs as `node <shim> <module>`
/// (the shim written to `shim`), anything else is the program itself.
pub(crate) fn command_for(spec: &str, cwd: &Path, shim: &Path) -> (OsString, Vec<OsString>) {
    if is_js(spec) {
        let module = cwd.join(spec);
        return (
            "node".into(),
            vec![shim.as_os_str().to_owned(), module.into_os_string()],
        );
    }
    // A path (or a file that exists in the cwd) is relative to the cwd; another bare name is
    // looked up on PATH by the shell.
    if spec.contains('/') || cwd.join(spec).is_file() {
        (cwd.join(spec).into_os_string(), Vec::new())
    } else {
        (spec.into(), Vec::new())
    }
}

/// Starts `spec` in `cwd`; the stdin FIFO must be connected before `deadline`.
pub(crate) fn launch(spec: &str, cwd: &Path, deadline: Instant) -> Result<Launched, HostError> {
    let fail = |message: String| HostError::Start {
        program: spec.to_string(),
        message,
    };
    let dir = std::env::temp_dir().join(format!(
        "ama-host-{}-{}",
        std::process::id(),
        crate::util::ids::short_id()
    ));
    std::fs::DirBuilder::new()
        .mode(0o700)
        .create(&dir)
        .map_err(|e| fail(format!("cannot create `{}`: {e}", dir.display())))?;
    let dir = PrivateDir(dir);
    let (in_path, err_path) = (dir.0.join("stdin"), dir.0.join("stderr"));
    for p in [&in_path, &err_path] {
        nix::unistd::mkfifo(p, Mode::S_IRUSR | Mode::S_IWUSR)
            .map_err(|e| fail(format!("cannot create the FIFO `{}`: {e}", p.display())))?;
    }
    // The stderr reader exists before the host opens it, so its open never blocks.
    let stderr = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc_nonblock())
        .open(&err_path)
        .map_err(|e| fail(format!("cannot open `{}`: {e}", err_path.display())))?;
    let (out_read, out_write) =
        std::io::pipe().map_err(|e| fail(format!("cannot create a pipe: {e}")))?;
    let shim = dir.0.join("ama-host.mjs");
    if is_js(spec) {
        std::fs::write(&shim, NODE_SHIM)
            .map_err(|e| fail(format!("cannot write `{}`: {e}", shim.display())))?;
    }
    let (program, args) = command_for(spec, cwd, &shim);
    let mut argv: Vec<OsString> = vec![
        "-c".into(),
        "f=$1; e=$2; shift 2; exec \"$@\" 2>\"$e\" <\"$f\"".into(),
        "ama-host".into(),
        in_path.clone().into_os_string(),
        err_path.into_os_string(),
        program,
    ];
    argv.extend(args);
    let spawn = Spawn {
        program: "/bin/sh".into(),
        args: argv,
        cwd: cwd.to_path_buf(),
        env: Vec::new(),
        output: Some(File::from(OwnedFd::from(out_write))),
    };
    let mut group = process::spawn(&spawn).map_err(|e| fail(e.to_string()))?;
    drop(spawn);
    let stdin = loop {
        let opened = std::fs::OpenOptions::new()
            .write(true)
            .custom_flags(libc_nonblock())
            .open(&in_path);
        match opened {
            Ok(f) => break f,
            Err(e) if e.raw_os_error() == Some(nix::libc::ENXIO) => {}
            Err(e) => {
                group.end();
                return Err(fail(format!("cannot open its stdin: {e}")));
            }
        }
        if let Some(status) = group.exited() {
            group.end_leftovers();
            return Err(fail(format!("it exited at once ({status})")));
        }
        if Instant::now() >= deadline {
            group.end();
            return Err(HostError::InitTimeout {
                program: spec.to_string(),
                ms: 0,
            });
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    blocking(&stdin).map_err(|e| fail(format!("cannot set up its stdin: {e}")))?;
    blocking(&stderr).map_err(|e| fail(format!("cannot set up its stderr: {e}")))?;
    Ok(Launched {
        group,
        stdin,
        stdout: File::from(OwnedFd::from(out_read)),
        stderr,
        dir,
    })
}

fn libc_nonblock() -> i32 {
    OFlag::O_NONBLOCK.bits()
}

/// Clears `O_NONBLOCK`: after the open, reads and writes wait as usual.
fn blocking(f: &File) -> nix::Result<()> {
    let flags = OFlag::from_bits_truncate(fcntl(f.as_fd(), FcntlArg::F_GETFL)?);
    fcntl(f.as_fd(), FcntlArg::F_SETFL(flags - OFlag::O_NONBLOCK)).map(|_| ())
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::command_for;

    #[test]
    fn javascript_runs_through_node() {
        let cwd = Path::new("/w");
        let shim = Path::new("/t/ama-host.mjs");
        for (spec, program, args) in [
            ("a.mjs", "node", vec!["/t/ama-host.mjs", "/w/a.mjs"]),
            ("/x/a.cjs", "node", vec!["/t/ama-host.mjs", "/x/a.cjs"]),
            ("lib/a.js", "node", vec!["/t/ama-host.mjs", "/w/lib/a.js"]),
            ("./host.py", "/w/./host.py", vec![]),
            ("my-host", "my-host", vec![]),
        ] {
            let (p, a) = command_for(spec, cwd, shim);
            assert_eq!(p, program, "{spec}");
            let a: Vec<String> = a.iter().map(|s| s.to_string_lossy().into()).collect();
            assert_eq!(a, args, "{spec}");
        }
    }
}
