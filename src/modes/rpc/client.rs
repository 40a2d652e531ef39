//! A small typed client for `ama --mode rpc`: it starts the process, writes commands, and reads
//! every output line on a thread so callers can wait for a response by id or for an event.
//! The integration tests drive ama with it, so it is built with the `test-hooks` feature only.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// Why `RpcClient::request` has no response. `Display` words it.
#[derive(Debug)]
pub enum RequestError {
    /// The command could not be written to ama's stdin.
    Write(std::io::Error),
    /// No response with the command's id arrived in time (or ama's stdout closed).
    NoResponse { id: String, timeout: Duration },
}

impl std::fmt::Display for RequestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RequestError::Write(e) => write!(f, "write to ama: {e}"),
            RequestError::NoResponse { id, timeout } => {
                write!(f, "no response to `{id}` within {timeout:?}")
            }
        }
    }
}

impl std::error::Error for RequestError {}

pub struct RpcClient {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<Value>,
    /// Every line received so far, in order (non-JSON lines become strings).
    log: Vec<Value>,
    /// Lines not yet taken by `wait_for`.
    unread: Vec<Value>,
    next_id: u64,
}

impl RpcClient {
    /// Starts `command` (which should include `--mode rpc`) with piped stdio.
    pub fn spawn(mut command: Command) -> std::io::Result<RpcClient> {
        command.stdin(Stdio::piped()).stdout(Stdio::piped());
        let mut child = command.spawn()?;
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| std::io::Error::other("no stdout"))?;
        // Bounded: a test that stops reading applies backpressure to ama, as a real client would.
        let (tx, rx) = mpsc::sync_channel(1024);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                let value = serde_json::from_str(&line).unwrap_or(Value::String(line));
                if tx.send(value).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Ok(RpcClient {
            child,
            stdin,
            lines: rx,
            log: Vec::new(),
            unread: Vec::new(),
            next_id: 0,
        })
    }

    /// Writes raw bytes to ama's stdin (for malformed-input tests).
    pub fn send_raw(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| std::io::Error::other("stdin is closed"))?;
        stdin.write_all(bytes)?;
        stdin.flush()
    }

    /// Sends a command, adding a fresh string `id` unless it has one; returns the id.
    pub fn send(&mut self, mut command: Value) -> std::io::Result<String> {
        let id = match command.get("id").and_then(Value::as_str) {
            Some(id) => id.to_string(),
            None => {
                self.next_id += 1;
                let id = format!("c{}", self.next_id);
                command["id"] = json!(id);
                id
            }
        };
        let mut line = serde_json::to_vec(&command)?;
        line.push(b'\n');
        self.send_raw(&line)?;
        Ok(id)
    }

    /// Sends a command and waits for its response.
    pub fn request(&mut self, command: Value, timeout: Duration) -> Result<Value, RequestError> {
        let id = self.send(command).map_err(RequestError::Write)?;
        self.wait_for(|v| v["type"] == "response" && v["id"] == json!(id), timeout)
            .ok_or(RequestError::NoResponse { id, timeout })
    }

    /// Takes the first unread line matching `pred`, waiting up to `timeout` for it.
    pub fn wait_for(&mut self, pred: impl Fn(&Value) -> bool, timeout: Duration) -> Option<Value> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(pos) = self.unread.iter().position(&pred) {
                return Some(self.unread.remove(pos));
            }
            let left = deadline.checked_duration_since(Instant::now())?;
            match self.lines.recv_timeout(left) {
                Ok(v) => {
                    self.log.push(v.clone());
                    self.unread.push(v);
                }
                Err(RecvTimeoutError::Timeout) => return None,
                Err(RecvTimeoutError::Disconnected) => {
                    return self
                        .unread
                        .iter()
                        .position(&pred)
                        .map(|p| self.unread.remove(p));
                }
            }
        }
    }

    /// Waits for an event of this `type`.
    pub fn wait_event(&mut self, kind: &str, timeout: Duration) -> Option<Value> {
        self.wait_for(|v| v["type"] == kind, timeout)
    }

    /// Every line received so far.
    pub fn log(&mut self) -> &[Value] {
        while let Ok(v) = self.lines.try_recv() {
            self.log.push(v.clone());
            self.unread.push(v);
        }
        &self.log
    }

    /// Closes ama's stdin (end of commands).
    pub fn close_stdin(&mut self) {
        self.stdin = None;
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Waits for the process to exit, reading the rest of its output; kills it after `timeout`.
    pub fn wait(&mut self, timeout: Duration) -> Option<ExitStatus> {
        self.close_stdin();
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                // Collect what the reader thread still holds.
                while let Ok(v) = self.lines.recv_timeout(Duration::from_millis(200)) {
                    self.log.push(v.clone());
                    self.unread.push(v);
                }
                return Some(status);
            }
            if Instant::now() >= deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                return None;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for RpcClient {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}
