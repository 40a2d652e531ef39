//! What one ama run produced, with the assertions tests make on it. Every failed assertion prints
//! the whole run, so a failure explains itself.

use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;

use serde_json::Value;

/// The result of [`super::Test::run`] or [`super::Test::finish`].
#[derive(Debug)]
pub struct Output {
    /// The exit code; `None` when a signal ended ama.
    pub status: Option<i32>,
    /// The signal that ended ama, if one did.
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub stdout_bytes: Vec<u8>,
    pub stderr_bytes: Vec<u8>,
}

impl Output {
    pub(super) fn new(status: ExitStatus, stdout: Vec<u8>, stderr: Vec<u8>) -> Output {
        Output {
            status: status.code(),
            signal: status.signal(),
            stdout: String::from_utf8_lossy(&stdout).into_owned(),
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
            stdout_bytes: stdout,
            stderr_bytes: stderr,
        }
    }

    /// Asserts the exit code.
    #[track_caller]
    pub fn status(&self, code: i32) -> &Output {
        if self.status != Some(code) {
            self.fail(&format!("expected exit code {code}"));
        }
        self
    }

    /// Asserts the whole stdout.
    #[track_caller]
    pub fn stdout(&self, expected: &str) -> &Output {
        if self.stdout != expected {
            self.fail(&format!("expected stdout {expected:?}"));
        }
        self
    }

    /// Asserts the whole stderr.
    #[track_caller]
    pub fn stderr(&self, expected: &str) -> &Output {
        if self.stderr != expected {
            self.fail(&format!("expected stderr {expected:?}"));
        }
        self
    }

    #[track_caller]
    pub fn stdout_contains(&self, needle: &str) -> &Output {
        if !self.stdout.contains(needle) {
            self.fail(&format!("expected stdout to contain {needle:?}"));
        }
        self
    }

    #[track_caller]
    pub fn stderr_contains(&self, needle: &str) -> &Output {
        if !self.stderr.contains(needle) {
            self.fail(&format!("expected stderr to contain {needle:?}"));
        }
        self
    }

    /// Stdout as JSON lines (`--output-format stream-json`); blank lines are skipped.
    #[track_caller]
    pub fn json_lines(&self) -> Vec<Value> {
        let lines = self.stdout.lines().filter(|line| !line.trim().is_empty());
        lines
            .map(|line| {
                serde_json::from_str(line).unwrap_or_else(|e| {
                    self.fail(&format!("stdout line is not JSON ({e}): {line}"))
                })
            })
            .collect()
    }

    /// The `toolCallId`s of the result's `permissionDenials` (the last stream-json line).
    #[track_caller]
    pub fn denied_call_ids(&self) -> Vec<String> {
        let events = self.json_lines();
        let result = events.last().cloned().unwrap_or_default();
        result["permissionDenials"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .filter_map(|d| d["toolCallId"].as_str().map(String::from))
            .collect()
    }

    /// For the scripted calls `c0` .. `c{n-1}` of a stream-json run: whether each was denied,
    /// and the text its `tool_execution_end` reported to the model.
    #[track_caller]
    pub fn call_outcomes(&self, n: usize) -> Vec<(bool, String)> {
        let events = self.json_lines();
        let denied = self.denied_call_ids();
        (0..n)
            .map(|i| {
                let id = format!("c{i}");
                let end = events
                    .iter()
                    .find(|e| e["type"] == "tool_execution_end" && e["toolCallId"] == id.as_str())
                    .cloned()
                    .unwrap_or_else(|| self.fail(&format!("no tool_execution_end for {id}")));
                let text = end["result"]["content"][0]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                (denied.contains(&id), text)
            })
            .collect()
    }

    /// Stdout as one JSON document (`--output-format json`).
    #[track_caller]
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| self.fail(&format!("stdout is not one JSON document ({e})")))
    }

    #[track_caller]
    fn fail(&self, what: &str) -> ! {
        let ended = match (self.status, self.signal) {
            (Some(code), _) => format!("exit code {code}"),
            (None, Some(signal)) => format!("signal {signal}"),
            (None, None) => "unknown status".to_string(),
        };
        panic!(
            "{what}, got {ended}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            self.stdout, self.stderr
        );
    }
}
