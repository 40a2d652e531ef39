//! The interactive UI cases of `make bench`, through a real pty (openpty; ama is the session
//! leader with the pty as its controlling terminal, 80x24, TERM=xterm-256color):
//! - CPU of rendering a 20 000-delta streamed answer, minus a 1-delta baseline, per 1 000 deltas
//!   (issue #13's goal: ≤ 6 ms);
//! - CPU per keystroke with 2 000 lines of history on screen: 300 keys typed one at a time,
//!   minus a run that waits the same time without typing (goal: ≤ 1 ms);
//! - bytes written to the terminal per streamed delta (the same 20 000-delta answer, minus the
//!   1-delta baseline), issue #29's third figure.
//!
//! CPU is the child's own (wait4's rusage). `cargo bench --bench bench -- tui` runs only these.

use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{FromRawFd, RawFd};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::json;

/// Starts a mock server answering one request with `text` in `deltas` deltas: a guard that
/// keeps it running, and its OpenAI-compatible base URL. Cargo also builds this file as a bench
/// target of its own, so bench.rs passes the mock in rather than this file naming it.
pub type Serve<'a> = &'a dyn Fn(&str, usize) -> (Box<dyn std::any::Any>, String);

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

struct World {
    _dir: tempfile::TempDir,
    work: std::path::PathBuf,
    env: Vec<(&'static str, String)>,
}

fn world(url: &str) -> World {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let work = dir.path().join("work");
    let config = dir.path().join("config");
    for d in [&work, &config] {
        std::fs::create_dir_all(d).unwrap_or_else(|e| panic!("{e}"));
    }
    let cfg = json!({"model": "mock/mock-model", "providers": {"mock": {
        "api": "openai-completions", "baseUrl": url, "apiKeyEnv": "MOCK_API_KEY",
        "models": [{"id": "mock-model", "contextWindow": 128000, "maxTokens": 8192}]}}});
    std::fs::write(config.join("config.json"), cfg.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let env = vec![
        ("AMA_CONFIG_DIR", config.display().to_string()),
        (
            "AMA_DATA_DIR",
            dir.path().join("data").display().to_string(),
        ),
        ("HOME", dir.path().display().to_string()),
        ("MOCK_API_KEY", "bench".to_string()),
    ];
    World {
        _dir: dir,
        work,
        env,
    }
}

const MARK: &str = "ZZEND";

struct Pty {
    pid: i32,
    master: File,
    /// Everything the child wrote, as it arrives.
    out: Receiver<Vec<u8>>,
    seen: String,
    /// Bytes the child wrote so far (as read).
    bytes: usize,
}

fn spawn(args: &[&str], env: &[(&str, String)], cwd: &Path) -> Pty {
    let (mut master, mut slave): (RawFd, RawFd) = (0, 0);
    let ws = libc::winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    // SAFETY: out-pointers are valid; name and termios may be null.
    let rc = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &ws,
        )
    };
    assert_eq!(rc, 0, "openpty failed");
    // SAFETY: the fds were just opened by openpty and are owned here.
    let fd = |f: RawFd| unsafe { Stdio::from(File::from_raw_fd(libc::dup(f))) };
    let mut cmd = Command::new(crate::bin());
    cmd.args(args)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR")
        .current_dir(cwd)
        .stdin(fd(slave))
        .stdout(fd(slave))
        .stderr(fd(slave));
    // SAFETY: only async-signal-safe calls between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            libc::setsid();
            libc::ioctl(0, libc::TIOCSCTTY, 0);
            Ok(())
        });
    }
    let child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {}: {e}", crate::bin()));
    // SAFETY: closing our copy of the slave; the child has its own.
    unsafe { libc::close(slave) };
    // SAFETY: master is ours.
    let master = unsafe { File::from_raw_fd(master) };
    let mut reader = master.try_clone().unwrap_or_else(|e| panic!("{e}"));
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        let mut buf = vec![0u8; 65536];
        while let Ok(n) = reader.read(&mut buf) {
            if n == 0 || tx.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let pid = child.id() as i32;
    std::mem::forget(child); // reaped by wait4 in `finish`
    Pty {
        pid,
        master,
        out: rx,
        seen: String::new(),
        bytes: 0,
    }
}

impl Pty {
    /// Waits until the screen output contains `what` (60 s at most).
    fn wait_for(&mut self, what: &str) {
        let end = Instant::now() + Duration::from_secs(60);
        while !self.seen.contains(what) {
            assert!(Instant::now() < end, "timed out waiting for {what:?}");
            if let Ok(b) = self.out.recv_timeout(Duration::from_millis(100)) {
                self.bytes += b.len();
                self.seen.push_str(&String::from_utf8_lossy(&b));
                // Keep only a tail: the marker is near the end.
                if self.seen.len() > 1 << 20 {
                    let cut = self.seen.len() - 4096;
                    let cut = (cut..self.seen.len())
                        .find(|i| self.seen.is_char_boundary(*i))
                        .unwrap_or(0);
                    self.seen.drain(..cut);
                }
            }
        }
    }

    /// Counts what the child wrote and nobody read yet.
    fn drain(&mut self) {
        while let Ok(b) = self.out.try_recv() {
            self.bytes += b.len();
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.master
            .write_all(bytes)
            .unwrap_or_else(|e| panic!("pty write: {e}"));
    }

    /// Ctrl+D, then the child's CPU time.
    fn finish(mut self) -> Duration {
        self.send(b"\x15\x04");
        let mut status = 0;
        // SAFETY: zeroed rusage is a valid out-value.
        let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
        // SAFETY: wait4 on our own child with valid out-pointers.
        let pid = unsafe { libc::wait4(self.pid, &mut status, 0, &mut ru) };
        assert!(pid > 0, "wait4 failed");
        let tv = |t: libc::timeval| {
            Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
        };
        tv(ru.ru_utime) + tv(ru.ru_stime)
    }
}

/// An answer of `lines` lines of words, in paragraphs of 5 lines, ending with the marker.
fn answer(lines: usize) -> String {
    let mut s = String::new();
    for i in 0..lines {
        s.push_str(&format!(
            "line {i} of the streamed answer with some words in it\n"
        ));
        if i % 5 == 4 {
            s.push('\n');
        }
    }
    s.push_str(MARK);
    s
}

/// The child's CPU time and the bytes it wrote up to the end of the answer.
fn run_stream(serve: Serve, text: &str, deltas: usize, settle: Duration) -> (Duration, usize) {
    let (_mock, url) = serve(text, deltas);
    let w = world(&url);
    let mut p = spawn(&["go"], &w.env, &w.work);
    p.wait_for(MARK);
    std::thread::sleep(settle);
    p.drain();
    let bytes = p.bytes;
    (p.finish(), bytes)
}

/// CPU per 1 000 deltas of a 20 000-delta answer, rendered in the terminal UI.
pub fn stream_case(serve: Serve) {
    let mut per_k = Vec::new();
    let mut bytes = Vec::new();
    let settle = Duration::from_millis(300);
    for _ in 0..5 {
        let base = run_stream(serve, MARK, 1, settle);
        let big = run_stream(serve, &answer(4_000), 20_000, settle);
        per_k.push(big.0.saturating_sub(base.0) / 20);
        bytes.push(big.1.saturating_sub(base.1) as f64 / 20_000.0);
    }
    println!(
        "TUI: CPU per 1000 deltas (pty), median of 5: {}",
        ms(median(per_k))
    );
    bytes.sort_by(f64::total_cmp);
    println!(
        "TUI: bytes per delta (pty), median of 5: {:.1}",
        bytes[bytes.len() / 2]
    );
}

fn run_keys(serve: Serve, keys: usize) -> Duration {
    let (_mock, url) = serve(&answer(2_000), 1);
    let w = world(&url);
    let mut p = spawn(&["go"], &w.env, &w.work);
    p.wait_for(MARK);
    std::thread::sleep(Duration::from_millis(300));
    for _ in 0..300 {
        if keys > 0 {
            p.send(b"a");
        }
        std::thread::sleep(Duration::from_millis(4));
    }
    std::thread::sleep(Duration::from_millis(100));
    p.finish()
}

/// CPU per keystroke with 2 000 lines of history.
pub fn keys_case(serve: Serve) {
    let mut per_key = Vec::new();
    for _ in 0..5 {
        let idle = run_keys(serve, 0);
        let typed = run_keys(serve, 300);
        per_key.push(typed.saturating_sub(idle) / 300);
    }
    println!(
        "TUI: CPU per keystroke, 2000 lines, med. 5: {}",
        ms(median(per_key))
    );
}
