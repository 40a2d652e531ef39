//! The stdio transport: the server is a child started through the process layer (its own process
//! group, no controlling terminal, stdin from a FIFO since the process layer gives children
//! /dev/null), with a base environment (`PATH`, `HOME`, `USER`, `LANG`, `TERM`, `TMPDIR`) plus
//! the config's `env` — never ama's provider keys or anything else of ama's environment. Messages
//! are newline-delimited JSON-RPC; a reader thread hands each stdout line to the `Inbox`, and
//! stderr lines go to the server's log.

use std::ffi::OsString;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{SyncSender, sync_channel};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use nix::fcntl::{FcntlArg, OFlag, fcntl};
use nix::sys::stat::Mode;
use serde_json::Value;

use crate::mcp::conn::{Inbox, Outgoing};
use crate::process::{self, Confine, Group, Spawn};
use crate::util::sync::lock;

/// The variables a server inherits from ama's environment; everything else is removed.
pub const BASE_ENV: &[&str] = &["PATH", "HOME", "USER", "LANG", "TERM", "TMPDIR"];
/// The longest stdout line read; a longer one is a broken server.
const MAX_LINE: u64 = 32 * 1024 * 1024;

struct PrivateDir(PathBuf);

impl Drop for PrivateDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running stdio server: its group and the write end of its stdin.
pub struct Stdio {
    stdin: Mutex<Option<File>>,
    group: Mutex<Option<Group>>,
    _dir: PrivateDir,
}

impl Outgoing for Stdio {
    fn send(&self, msg: &Value) -> Result<(), String> {
        let mut line = serde_json::to_vec(msg).map_err(|e| format!("cannot encode: {e}"))?;
        line.push(b'\n');
        let mut stdin = lock(&self.stdin);
        let Some(f) = stdin.as_mut() else {
            return Err("has been stopped".into());
        };
        f.write_all(&line)
            .and_then(|()| f.flush())
            .map_err(|e| format!("does not read its stdin any more ({e})"))
    }

    fn close(&self) {
        // Closing stdin first is the spec's polite way; the group ends after a short grace.
        drop(lock(&self.stdin).take());
        if let Some(group) = lock(&self.group).take() {
            let _ = group.end_within(Duration::from_millis(500));
        }
    }
}

/// The environment changes that give a child `BASE_ENV` plus `env` and nothing else of ama's.
pub fn environment(env: &[(String, String)]) -> Vec<(OsString, Option<OsString>)> {
    let mut out: Vec<(OsString, Option<OsString>)> = std::env::vars_os()
        .filter(|(k, _)| !BASE_ENV.iter().any(|b| k == b))
        .map(|(k, _)| (k, None))
        .collect();
    out.extend(env.iter().map(|(k, v)| (k.into(), Some(v.into()))));
    out
}

/// One sandboxed start for the spawner thread, and where its group goes.
type Job = (Spawn, Confine, SyncSender<Result<Group, String>>);

/// Starts `spawn` inside the sandbox from one thread that lives as long as ama: bwrap's
/// `--die-with-parent` follows the thread that started it, and a server outlives the thread
/// that starts it (a start-up thread, a tool call's). Waits until `deadline`.
fn spawn_confined(spawn: Spawn, confine: Confine, deadline: Instant) -> Result<Group, String> {
    static SPAWNER: OnceLock<Mutex<SyncSender<Job>>> = OnceLock::new();
    let tx = SPAWNER.get_or_init(|| {
        let (tx, rx) = sync_channel::<Job>(8);
        let started = std::thread::Builder::new()
            .name("ama-mcp-sandbox".into())
            .spawn(move || {
                for (spawn, confine, reply) in rx {
                    let group = process::spawn_in(&spawn, Some(&confine)).map_err(|e| e.to_string());
                    drop(spawn);
                    let _ = reply.send(group);
                }
            });
        if let Err(e) = started {
            crate::util::output::write_stderr_line(&format!(
                "warning: the thread that starts sandboxed MCP servers did not start ({e}); they will fail to start"
            ));
        }
        Mutex::new(tx)
    });
    let (reply, answer) = sync_channel(1);
    lock(tx)
        .send((spawn, confine, reply))
        .map_err(|_| "the thread that starts sandboxed MCP servers is gone".to_string())?;
    let left = deadline.saturating_duration_since(Instant::now());
    answer
        .recv_timeout(left.max(Duration::from_millis(100)))
        .map_err(|_| "the sandbox did not start it in time (startupTimeoutMs)".to_string())?
}

/// Starts `command args` with `env` in `cwd` (inside the OS sandbox with `confine`) and
/// connects it to `inbox`; its stdin FIFO must open before `deadline`.
pub fn start(
    server: &str,
    (command, args, env): (&str, &[String], &[(String, String)]),
    (cwd, confine): (&Path, Option<&crate::process::Confine>),
    deadline: Instant,
    inbox: Inbox,
) -> Result<Stdio, String> {
    let fail = |m: String| format!("MCP server `{server}` (`{command}`) could not start: {m}");
    let dir = std::env::temp_dir().join(format!(
        "ama-mcp-{}-{}",
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
    let stderr = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(OFlag::O_NONBLOCK.bits())
        .open(&err_path)
        .map_err(|e| fail(format!("cannot open `{}`: {e}", err_path.display())))?;
    let (out_read, out_write) = std::io::pipe().map_err(|e| fail(format!("no pipe: {e}")))?;
    let mut argv: Vec<OsString> = vec![
        "-c".into(),
        "f=$1; e=$2; shift 2; exec \"$@\" 2>\"$e\" <\"$f\"".into(),
        "ama-mcp".into(),
        in_path.clone().into_os_string(),
        err_path.into_os_string(),
        command.into(),
    ];
    argv.extend(args.iter().map(OsString::from));
    let spawn = Spawn {
        program: "/bin/sh".into(),
        args: argv,
        cwd: cwd.to_path_buf(),
        env: environment(env),
        output: Some(File::from(OwnedFd::from(out_write))),
    };
    let mut group = match confine {
        None => {
            let group = process::spawn(&spawn).map_err(|e| fail(e.to_string()));
            drop(spawn);
            group?
        }
        Some(c) => spawn_confined(spawn, c.clone(), deadline).map_err(fail)?,
    };
    let stdin = loop {
        let opened = std::fs::OpenOptions::new()
            .write(true)
            .custom_flags(OFlag::O_NONBLOCK.bits())
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
            return Err(fail("its shell did not open stdin in time".into()));
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    for f in [&stdin, &stderr] {
        let flags = fcntl(f.as_fd(), FcntlArg::F_GETFL).map_err(|e| fail(e.to_string()))?;
        let flags = OFlag::from_bits_truncate(flags) - OFlag::O_NONBLOCK;
        fcntl(f.as_fd(), FcntlArg::F_SETFL(flags)).map_err(|e| fail(e.to_string()))?;
    }
    let err_inbox = inbox.clone();
    let spawned = std::thread::Builder::new()
        .name("ama-mcp-stderr".into())
        .spawn(move || {
            for line in BufReader::new(stderr).lines() {
                match line {
                    Ok(l) => err_inbox.log("stderr", &l),
                    Err(_) => break,
                }
            }
            err_inbox.log("eof", "stderr closed");
        });
    let read_out = File::from(OwnedFd::from(out_read));
    let spawned = spawned.and_then(|_| {
        std::thread::Builder::new()
            .name("ama-mcp-stdout".into())
            .spawn(move || read_stdout(read_out, inbox))
    });
    if let Err(e) = spawned {
        group.end();
        return Err(fail(format!("cannot start its reader thread: {e}")));
    }
    Ok(Stdio {
        stdin: Mutex::new(Some(stdin)),
        group: Mutex::new(Some(group)),
        _dir: dir,
    })
}

/// Reads newline-delimited JSON-RPC until the server closes stdout.
fn read_stdout(out: File, inbox: Inbox) {
    let mut reader = BufReader::new(out);
    let mut buf = Vec::new();
    let mut last_garbage: Option<String> = None;
    let end = loop {
        buf.clear();
        match reader.by_ref().take(MAX_LINE).read_until(b'\n', &mut buf) {
            Ok(0) => break "exited (its stdout closed)".to_string(),
            Ok(_) if buf.last() != Some(&b'\n') && buf.len() as u64 >= MAX_LINE => {
                break format!("wrote a line longer than {MAX_LINE} bytes on stdout");
            }
            Ok(_) => {}
            Err(e) => break format!("stdout could not be read: {e}"),
        }
        let line = String::from_utf8_lossy(&buf);
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match serde_json::from_str::<Value>(line) {
            Ok(v) if v.is_object() || v.is_array() => inbox.deliver(v),
            _ => {
                inbox.log("stdout", line);
                last_garbage = Some(crate::mcp::log::clean(
                    &line.chars().take(120).collect::<String>(),
                ));
            }
        }
        if inbox.is_closed() {
            return;
        }
    };
    let mut reason = end;
    if let Some(g) = last_garbage {
        reason.push_str(&format!(
            "; it wrote lines that are not JSON-RPC on stdout, the last: `{g}`"
        ));
    }
    inbox.closed(reason);
}
