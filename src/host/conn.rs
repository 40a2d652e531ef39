//! The JSON-lines connection to a running host: one writer thread that drains a bounded queue
//! (`outbox`: a host that reads slowly makes senders wait, one that stops reading for the stall
//! time is dead), one reader thread that answers pending requests by `id` and hands everything
//! else to the inbox, and one thread that relays the host's stderr. When the host exits, writes a
//! line that is not a JSON object or stops reading, the connection is dead: every pending request
//! fails at once and later ones fail without waiting.

use std::collections::HashMap;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::host::error::{ThreadError, spawn_thread};
use crate::host::outbox::{self, Outbox, Push};
use crate::util::cancel::Cancel;
use crate::util::sync::lock;

/// How often a wait checks its cancel flag.
const TICK: Duration = Duration::from_millis(20);
/// At most this many bytes of one host line are accepted.
const LINE_CAP: usize = 16 << 20;
/// The last stderr lines kept for error messages.
const STDERR_TAIL: usize = 5;

/// Why a request got no answer.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Failure {
    Dead(String),
    Timeout,
    Cancelled,
}

/// Message types that answer a request of ama's; they carry its `id`.
const ANSWERS: &[&str] = &[
    "tool_result",
    "approval_answer",
    "cache_answer",
    "event_done",
];

pub(crate) struct Conn {
    pub program: String,
    out: Outbox,
    /// The inbox's channel, for telling it that the host stopped reading (`Incoming::Stalled`).
    notice: Mutex<Option<Sender<Incoming>>>,
    pending: Mutex<HashMap<String, Sender<Value>>>,
    dead: Mutex<Option<String>>,
    next: AtomicU64,
    stderr_tail: Mutex<Vec<String>>,
}

impl Conn {
    /// Starts the threads over the host's pipes. Messages that are not answers go to the
    /// returned receiver, in order; the receiver ends when the host's stdout does. An error
    /// names the thread that could not be started (the connection is then dead).
    pub(crate) fn start(
        program: &str,
        stdin: File,
        stdout: File,
        stderr: File,
        relay_stderr: bool,
    ) -> Result<(Arc<Conn>, Receiver<Incoming>), ThreadError> {
        Conn::start_with(
            program,
            [stdin, stdout, stderr],
            relay_stderr,
            outbox::STALL,
        )
    }

    fn start_with(
        program: &str,
        [stdin, stdout, stderr]: [File; 3],
        relay_stderr: bool,
        stall: Duration,
    ) -> Result<(Arc<Conn>, Receiver<Incoming>), ThreadError> {
        let (out, drain) = Outbox::new(stall);
        let (in_tx, in_rx) = mpsc::channel();
        let conn = Arc::new(Conn {
            program: program.to_string(),
            out,
            notice: Mutex::new(Some(in_tx.clone())),
            pending: Mutex::new(HashMap::new()),
            dead: Mutex::new(None),
            next: AtomicU64::new(1),
            stderr_tail: Mutex::new(Vec::new()),
        });
        let writer = conn.clone();
        let reader = conn.clone();
        let relay = conn.clone();
        let started = spawn_thread("ama-host-write", move || writer.write_loop(stdin, drain))
            .and_then(|()| spawn_thread("ama-host-read", move || reader.read_loop(stdout, in_tx)))
            .and_then(|()| {
                spawn_thread("ama-host-stderr", move || {
                    relay.stderr_loop(stderr, relay_stderr)
                })
            });
        match started {
            Ok(()) => Ok((conn, in_rx)),
            Err(e) => {
                conn.kill_with(e.to_string());
                Err(e)
            }
        }
    }

    fn write_loop(&self, mut stdin: File, drain: outbox::Drain) {
        // Ends when the queue is closed (`close`, `kill_with`) and drained; dropping `stdin`
        // then closes the host's.
        if drain.run(&mut stdin).is_err() {
            self.kill_with("its stdin was closed".into());
        }
    }

    fn read_loop(&self, stdout: File, tx: Sender<Incoming>) {
        let mut reader = BufReader::new(stdout);
        let mut buf = Vec::new();
        loop {
            buf.clear();
            match Read::take(&mut reader, LINE_CAP as u64).read_until(b'\n', &mut buf) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            let text = String::from_utf8_lossy(&buf);
            let text = text.trim();
            if text.is_empty() {
                continue;
            }
            let msg = match serde_json::from_str::<Value>(text) {
                Ok(v) if v.get("type").and_then(Value::as_str).is_some() => v,
                _ => {
                    let shown: String = text.chars().take(120).collect();
                    let _ = tx.send(Incoming::Garbage(shown));
                    return;
                }
            };
            let kind = msg["type"].as_str().unwrap_or_default().to_string();
            if ANSWERS.contains(&kind.as_str()) || kind == "tool_update" {
                self.answer(&kind, msg);
                continue;
            }
            if tx.send(Incoming::Message(msg)).is_err() {
                break;
            }
        }
        let _ = tx.send(Incoming::Closed);
    }

    fn stderr_loop(&self, stderr: File, relay: bool) {
        let name = self.program.clone();
        for line in BufReader::new(stderr).lines() {
            let Ok(line) = line else { break };
            if relay {
                eprintln!("host {name}: {line}");
            }
            let mut tail = lock(&self.stderr_tail);
            tail.push(line);
            if tail.len() > STDERR_TAIL {
                tail.remove(0);
            }
        }
    }

    /// The last lines the host wrote to stderr, for error messages (empty when none).
    pub(crate) fn stderr_tail(&self) -> String {
        // The relay thread may still be reading the host's last words.
        std::thread::sleep(Duration::from_millis(30));
        lock(&self.stderr_tail).join(" / ")
    }

    fn answer(&self, kind: &str, msg: Value) {
        let Some(id) = msg.get("id").and_then(id_of) else {
            return;
        };
        let mut pending = lock(&self.pending);
        if kind == "tool_update" {
            if let Some(tx) = pending.get(&id) {
                let _ = tx.send(msg);
            }
        } else if let Some(tx) = pending.remove(&id) {
            let _ = tx.send(msg);
        }
    }

    /// Why the connection is dead, or `None` while it lives.
    pub(crate) fn dead(&self) -> Option<String> {
        lock(&self.dead).clone()
    }

    /// Marks the connection dead: pending requests fail, nothing more is written.
    pub(crate) fn kill_with(&self, reason: String) {
        lock(&self.dead).get_or_insert(reason);
        lock(&self.pending).clear();
        self.out.close();
        lock(&self.notice).take();
    }

    /// Sends one message; false when the connection is dead. While the queue to the host is full
    /// this waits; when the host has read nothing for the stall time, the connection dies and
    /// the inbox is told (`Incoming::Stalled`), which reports the host and ends it.
    pub(crate) fn send(&self, msg: &Value) -> bool {
        match self.out.push(format!("{msg}\n")) {
            Push::Queued => true,
            Push::Closed => false,
            Push::Stalled => {
                let why = format!(
                    "it read nothing from its stdin for {} s while ama's messages to it waited (at most {} lines or {} MiB wait)",
                    self.out.stall().as_secs_f64(),
                    outbox::LINES,
                    outbox::BYTES >> 20
                );
                if let Some(tx) = lock(&self.notice).take() {
                    let _ = tx.send(Incoming::Stalled(why.clone()));
                }
                self.kill_with(why);
                false
            }
        }
    }

    /// Closes the host's stdin (the writer thread drains what is queued, then drops it).
    pub(crate) fn close(&self) {
        self.out.close();
    }

    fn fresh_id(&self, prefix: &str) -> String {
        format!("{prefix}{}", self.next.fetch_add(1, Ordering::SeqCst))
    }

    /// Sends `msg` with a fresh `id` and returns the channel its answers arrive on.
    pub(crate) fn open(
        &self,
        prefix: &str,
        mut msg: Value,
    ) -> Result<(String, Receiver<Value>), Failure> {
        if let Some(reason) = self.dead() {
            return Err(Failure::Dead(reason));
        }
        let id = self.fresh_id(prefix);
        msg["id"] = json!(id);
        let (tx, rx) = mpsc::channel();
        lock(&self.pending).insert(id.clone(), tx);
        if !self.send(&msg) {
            lock(&self.pending).remove(&id);
            return Err(Failure::Dead(
                self.dead().unwrap_or_else(|| "it has ended".into()),
            ));
        }
        Ok((id, rx))
    }

    /// Forgets a request nobody waits for any more.
    pub(crate) fn forget(&self, id: &str) {
        lock(&self.pending).remove(id);
    }

    /// Waits for the next answer on `rx` until `deadline`, or until `cancel` fires.
    pub(crate) fn wait(
        &self,
        rx: &Receiver<Value>,
        deadline: Instant,
        cancel: Option<&Cancel>,
    ) -> Result<Value, Failure> {
        loop {
            if cancel.is_some_and(Cancel::is_cancelled) {
                return Err(Failure::Cancelled);
            }
            let now = Instant::now();
            if now >= deadline {
                return Err(Failure::Timeout);
            }
            match rx.recv_timeout(TICK.min(deadline - now)) {
                Ok(v) => return Ok(v),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(Failure::Dead(
                        self.dead().unwrap_or_else(|| "it has ended".into()),
                    ));
                }
            }
        }
    }

    /// A request with one answer: `open`, then `wait`, forgetting the id on failure.
    pub(crate) fn request(
        &self,
        prefix: &str,
        msg: Value,
        deadline: Instant,
        cancel: Option<&Cancel>,
    ) -> Result<Value, Failure> {
        let (id, rx) = self.open(prefix, msg)?;
        let r = self.wait(&rx, deadline, cancel);
        if r.is_err() {
            self.forget(&id);
        }
        r
    }
}

/// What the reader hands on.
pub(crate) enum Incoming {
    /// A message that is not an answer (registrations, `ready`, `messages.sendUser`, …).
    Message(Value),
    /// A line that is not a JSON object with a `type` (shown shortened); the reader stops.
    Garbage(String),
    /// The host stopped reading its stdin (why); the connection is dead already.
    Stalled(String),
    /// The host's stdout ended.
    Closed,
}


/// An id as a string: hosts may send numbers back.
pub(crate) fn id_of(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::fs::File;
    use std::os::fd::OwnedFd;
    use std::time::{Duration, Instant};

    use serde_json::json;

    use super::{Conn, Incoming};

    fn pipe() -> (File, File) {
        let (r, w) = std::io::pipe().unwrap_or_else(|e| panic!("pipe: {e}"));
        (File::from(OwnedFd::from(r)), File::from(OwnedFd::from(w)))
    }

    #[test]
    fn a_host_that_stops_reading_is_dead_after_the_stall_time() {
        // The host's ends: its stdin is never read, its stdout and stderr never written.
        let (_host_stdin, stdin) = pipe();
        let (stdout, _host_stdout) = pipe();
        let (stderr, _host_stderr) = pipe();
        let stall = Duration::from_millis(200);
        let (conn, rx) = Conn::start_with("stuck-host", [stdin, stdout, stderr], false, stall)
            .unwrap_or_else(|e| panic!("{e}"));
        let event =
            json!({"type": "event", "name": "turn_start", "data": {"pad": "x".repeat(1000)}});
        let started = Instant::now();
        let mut sent = 0;
        while conn.send(&event) {
            sent += 1;
            assert!(sent < 100_000, "the queue to the host has no bound");
        }
        // The pipe took some lines, the queue its bound, then one send waited the stall time.
        assert!(sent >= super::outbox::LINES, "{sent}");
        assert!(started.elapsed() >= stall, "{:?}", started.elapsed());
        let why = conn
            .dead()
            .unwrap_or_else(|| panic!("the connection is not dead"));
        assert!(
            why.starts_with("it read nothing from its stdin for 0.2 s"),
            "{why}"
        );
        match rx.recv_timeout(Duration::from_secs(5)) {
            Ok(Incoming::Stalled(reason)) => assert_eq!(reason, why),
            _ => panic!("the inbox was not told that the host stopped reading"),
        }
        // Later sends and requests fail at once.
        let again = Instant::now();
        assert!(!conn.send(&event));
        assert!(conn.open("t", json!({"type": "tool_execute"})).is_err());
        assert!(again.elapsed() < Duration::from_millis(100));
    }
}
