//! The test builder: runs the real `ama` binary in a fresh temporary directory with its own work
//! dir, config, data and home, so each test sees only the world it sets up (after just's `Test`).
//!
//! ```text
//! let mock = MockServer::start(vec![Turn::text("hi")]);
//! let test = Test::new().mock(&mock, "anthropic-messages").args(&["-p", "hello"]);
//! test.run().status(0).stdout("hi\n");
//! ```

#![allow(dead_code)]

pub mod doctor;
pub mod events;
pub mod external;
pub mod local_model;
pub mod mcp;
pub mod mock;
pub mod net;
pub mod npm;
mod output;
pub mod rpc;
pub mod schema;
mod selftest;
pub mod session_files;
pub mod skip;
pub mod tmux;
pub mod tmux_app;
pub mod vt_screen;

use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tempfile::TempDir;

use self::mock::MockServer;
pub use self::output::Output;

/// Variables of the developer's environment that would change what ama does. Anything starting
/// with `AMA_` or ending with `_API_KEY` is removed as well.
const LEAKY_ENV: [&str; 16] = [
    "ANTHROPIC_API_KEY",
    "OPENAI_API_KEY",
    "ANTHROPIC_BASE_URL",
    "OPENAI_BASE_URL",
    "HTTPS_PROXY",
    "https_proxy",
    "HTTP_PROXY",
    "http_proxy",
    "ALL_PROXY",
    "all_proxy",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
    "XDG_STATE_HOME",
    "XDG_CACHE_HOME",
    "ANTHROPIC_AUTH_TOKEN",
    "OPENAI_ORG_ID",
];

const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30);

/// One ama invocation (or several, sharing one directory) and the world it runs in.
pub struct Test {
    dir: TempDir,
    /// ama, except in the builder's own tests.
    program: OsString,
    args: Vec<OsString>,
    env: Vec<(OsString, Option<OsString>)>,
    stdin: Option<Vec<u8>>,
    cwd: PathBuf,
    config: Option<Value>,
    timeout: Duration,
}

impl Default for Test {
    fn default() -> Test {
        Test::new()
    }
}

impl Test {
    /// A temp dir holding `work/` (the cwd), `config/`, `data/` and `home/`.
    pub fn new() -> Test {
        let dir = tempfile::Builder::new()
            .prefix("ama-test-")
            .tempdir()
            .expect("create temp dir");
        for sub in ["work", "config", "data", "home"] {
            std::fs::create_dir(dir.path().join(sub)).expect("create test dir");
        }
        Test {
            dir,
            program: env!("CARGO_BIN_EXE_ama").into(),
            args: Vec::new(),
            env: Vec::new(),
            stdin: None,
            cwd: PathBuf::new(),
            config: None,
            timeout: DEFAULT_TIMEOUT,
        }
    }

    /// Points ama at `mock` with one provider `mock` and one model `mock/mock-model`, speaking
    /// `api` (`anthropic-messages`, `openai-completions` or `openai-responses`), keyed by
    /// `MOCK_API_KEY=test-key-123`.
    pub fn mock(self, mock: &MockServer, api: &str) -> Test {
        let base_url = if api == "anthropic-messages" {
            mock.anthropic_url()
        } else {
            mock.openai_url()
        };
        let config = json!({
            "model": "mock/mock-model",
            "providers": {"mock": {
                "api": api, "baseUrl": base_url, "apiKeyEnv": "MOCK_API_KEY", "headers": {},
                "models": [{
                    "id": "mock-model", "contextWindow": 128000, "maxTokens": 8192,
                    "reasoning": false, "input": ["text"],
                    "cost": {"input": 3, "output": 15, "cacheRead": 0.3, "cacheWrite": 3.75}
                }]
            }}
        });
        self.config(config).env("MOCK_API_KEY", "test-key-123")
    }

    /// Sets the `reasoning` flag of the mock model (after `mock`).
    pub fn reasoning(self, on: bool) -> Test {
        self.config_merge(json!({"providers": {"mock": {"models": [{"reasoning": on}]}}}))
    }

    /// Replaces `config/config.json`, written when ama runs.
    pub fn config(mut self, config: Value) -> Test {
        self.config = Some(config);
        self
    }

    /// Merges `patch` into the config: objects key by key, lists item by item, anything else
    /// replaced.
    pub fn config_merge(mut self, patch: Value) -> Test {
        let mut config = self.config.take().unwrap_or(json!({}));
        merge(&mut config, patch);
        self.config = Some(config);
        self
    }

    pub fn arg(mut self, arg: impl Into<OsString>) -> Test {
        self.args.push(arg.into());
        self
    }

    pub fn args(mut self, args: &[&str]) -> Test {
        self.args.extend(args.iter().map(OsString::from));
        self
    }

    /// Forgets the arguments given so far, to run again in the same directory.
    pub fn clear_args(mut self) -> Test {
        self.args.clear();
        self
    }

    pub fn env(mut self, key: &str, value: impl Into<OsString>) -> Test {
        self.env.push((key.into(), Some(value.into())));
        self
    }

    pub fn env_remove(mut self, key: &str) -> Test {
        self.env.push((key.into(), None));
        self
    }

    pub fn stdin(mut self, input: &str) -> Test {
        self.stdin = Some(input.as_bytes().to_vec());
        self
    }

    /// Writes a file under `work/`, creating its directories.
    pub fn write(self, path: &str, content: impl AsRef<[u8]>) -> Test {
        let path = self.path().join(path);
        std::fs::create_dir_all(path.parent().expect("file path has a parent"))
            .expect("create dirs");
        std::fs::write(&path, content).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
        self
    }

    /// Runs ama in `work/<dir>` instead of `work/`.
    pub fn current_dir(mut self, dir: &str) -> Test {
        self.cwd = PathBuf::from(dir);
        self
    }

    /// How long a run may take before it is killed and the test fails (default 30 s).
    pub fn timeout(mut self, timeout: Duration) -> Test {
        self.timeout = timeout;
        self
    }

    /// The work dir, ama's cwd.
    pub fn path(&self) -> PathBuf {
        self.dir.path().join("work")
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    pub fn config_dir(&self) -> PathBuf {
        self.dir.path().join("config")
    }

    pub fn data_dir(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    pub fn home(&self) -> PathBuf {
        self.dir.path().join("home")
    }

    /// Reads a file under `work/`.
    #[track_caller]
    pub fn read(&self, path: &str) -> String {
        let path = self.path().join(path);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
    }

    /// Runs ama to the end, with stdin from `stdin` (or none).
    #[track_caller]
    pub fn run(&self) -> Output {
        let mut command = self.command();
        command.stdin(if self.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        });
        let mut child = command.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"));
        if let (Some(input), Some(mut pipe)) = (self.stdin.clone(), child.stdin.take()) {
            // A thread, so a child that does not read cannot block the test.
            thread::spawn(move || {
                let _ = pipe.write_all(&input);
            });
        }
        self.finish(child)
    }

    /// Starts ama with piped stdin, stdout and stderr, for tests that signal it or talk to it.
    /// `stdin` text, if any, is written first and the pipe left open. End with [`Test::finish`].
    #[track_caller]
    pub fn spawn(&self) -> Child {
        let mut command = self.command();
        command.stdin(Stdio::piped());
        let mut child = command.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"));
        if let (Some(input), Some(pipe)) = (&self.stdin, child.stdin.as_mut()) {
            pipe.write_all(input).expect("write ama's stdin");
        }
        child
    }

    /// Waits for a child from `spawn` within the deadline and collects its output. On timeout it
    /// kills the child and fails the test, showing what it printed.
    #[track_caller]
    pub fn finish(&self, mut child: Child) -> Output {
        let deadline = Instant::now() + self.timeout;
        let stdout = drain(child.stdout.take());
        let stderr = drain(child.stderr.take());
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) if Instant::now() < deadline => thread::sleep(Duration::from_millis(5)),
                _ => {
                    let _ = child.kill();
                    let _ = child.wait();
                    let grace = Instant::now() + Duration::from_secs(1);
                    let (out, err) = (stdout.rest(grace), stderr.rest(grace));
                    panic!(
                        "ama did not finish within {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
                        self.timeout,
                        String::from_utf8_lossy(&out),
                        String::from_utf8_lossy(&err)
                    );
                }
            }
        };
        // A grandchild may keep a pipe open: take what came within a short grace.
        let grace = Instant::now() + Duration::from_secs(2);
        Output::new(status, stdout.rest(grace), stderr.rest(grace))
    }

    pub fn command(&self) -> Command {
        if let Some(config) = &self.config {
            let text = serde_json::to_string_pretty(config).expect("config serialises");
            std::fs::write(self.config_dir().join("config.json"), text).expect("write config.json");
        }
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .current_dir(self.path().join(&self.cwd));
        command.stdout(Stdio::piped()).stderr(Stdio::piped());
        for (key, _) in std::env::vars_os() {
            let name = key.to_string_lossy();
            if name.starts_with("AMA_") || name.ends_with("_API_KEY") {
                command.env_remove(&key);
            }
        }
        for key in LEAKY_ENV {
            command.env_remove(key);
        }
        command
            .env("HOME", self.home())
            .env("AMA_CONFIG_DIR", self.config_dir())
            .env("AMA_DATA_DIR", self.data_dir());
        for (key, value) in &self.env {
            match value {
                Some(value) => command.env(key, value),
                None => command.env_remove(key),
            };
        }
        command
    }
}

/// Sends `signal` to a child from [`Test::spawn`], e.g. `nix::sys::signal::Signal::SIGINT`.
pub fn send_signal(child: &Child, signal: nix::sys::signal::Signal) {
    let pid = nix::unistd::Pid::from_raw(child.id() as i32);
    nix::sys::signal::kill(pid, signal).expect("send signal to ama");
}

/// Deep-merges `patch` into `base`.
fn merge(base: &mut Value, patch: Value) {
    match (base, patch) {
        (Value::Object(base), Value::Object(patch)) => {
            for (key, value) in patch {
                merge(base.entry(key).or_insert(Value::Null), value);
            }
        }
        (Value::Array(base), Value::Array(patch)) => {
            for (i, value) in patch.into_iter().enumerate() {
                match base.get_mut(i) {
                    Some(slot) => merge(slot, value),
                    None => base.push(value),
                }
            }
        }
        (base, patch) => *base = patch,
    }
}

/// A pipe read to its end on its own thread, keeping what has arrived so far.
struct Drain {
    bytes: Arc<Mutex<Vec<u8>>>,
    reader: Option<JoinHandle<()>>,
}

fn drain(pipe: Option<impl Read + Send + 'static>) -> Drain {
    let bytes = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&bytes);
    let reader = pipe.map(|mut pipe| {
        thread::spawn(move || {
            let mut chunk = [0u8; 8192];
            while let Ok(n @ 1..) = pipe.read(&mut chunk) {
                sink.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .extend_from_slice(&chunk[..n]);
            }
        })
    });
    Drain { bytes, reader }
}

impl Drain {
    /// What the pipe carried, once it is closed or `deadline` has passed.
    fn rest(&self, deadline: Instant) -> Vec<u8> {
        if let Some(reader) = &self.reader {
            while !reader.is_finished() && Instant::now() < deadline {
                thread::sleep(Duration::from_millis(2));
            }
        }
        self.bytes.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}
