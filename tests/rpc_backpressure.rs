//! RPC backpressure (issue #11 §2): a client that stops reading stdout during a 300 000-delta
//! stream. ama keeps reading the provider, merges the pending deltas in place, stays under 64 MB
//! of RSS, and once the client reads again every event and every byte of text arrives.

use std::io::{BufRead, BufReader, Write};
use std::process::Child;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::session_files::jsonl_under;

const DELTAS: usize = 300_000;
const STALL: Duration = Duration::from_secs(10);
const RSS_LIMIT_KB: u64 = 64 * 1024;

/// VmRSS of `pid` in KiB, from /proc.
fn rss_kb(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Every session file under `dir`, read whole.
fn session_texts(dir: &std::path::Path) -> Vec<String> {
    jsonl_under(dir)
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap_or_default())
        .collect()
}

fn kill(child: &mut Child) {
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn a_client_that_stops_reading_loses_nothing_and_ama_stays_small() {
    let mock = MockServer::start(vec![Turn::new().deltas(DELTAS)]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["--mode", "rpc"]);
    let mut child = t.spawn();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap_or_else(|| panic!("no stdin"));
    let stdout = child.stdout.take().unwrap_or_else(|| panic!("no stdout"));
    let line = json!({"id": "1", "type": "prompt", "message": "stream a lot"}).to_string();
    stdin
        .write_all(format!("{line}\n").as_bytes())
        .unwrap_or_else(|e| panic!("{e}"));

    // The client reads nothing for 10 s; meanwhile ama must finish reading the stream (the
    // assistant message reaches the session file) and stay under the RSS limit.
    let started = Instant::now();
    let mut peak = 0;
    let mut stream_done_at = None;
    while started.elapsed() < STALL {
        peak = peak.max(rss_kb(pid).unwrap_or(0));
        if stream_done_at.is_none()
            && session_texts(&t.data_dir())
                .iter()
                .any(|s| s.contains("\"role\":\"assistant\""))
        {
            stream_done_at = Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let Some(done_at) = stream_done_at else {
        kill(&mut child);
        panic!("ama did not finish reading the provider's stream while stdout was blocked");
    };
    eprintln!("stream consumed after {done_at:?} with stdout blocked; peak RSS {peak} KiB");
    if peak >= RSS_LIMIT_KB {
        kill(&mut child);
        panic!(
            "peak RSS {peak} KiB while the client did not read; the limit is {RSS_LIMIT_KB} KiB"
        );
    }

    // Now read everything.
    let (tx, rx) = std::sync::mpsc::channel::<Value>();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            // docs/rpc.md: `type` is the first key of every line.
            let v = if line.starts_with("{\"type\":") {
                serde_json::from_str(&line).unwrap_or(Value::Null)
            } else {
                json!({"type": "bad line", "line": line})
            };
            if tx.send(v).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut log: Vec<Value> = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        let Ok(v) = rx.recv_timeout(left) else { break };
        let settled = v["type"] == "agent_settled";
        log.push(v);
        if settled {
            break;
        }
    }
    drop(stdin);
    let status = child.wait().unwrap_or_else(|e| panic!("{e}"));
    assert!(status.success(), "ama exited with {status}");

    let mut text = String::new();
    let mut updates = 0;
    let mut final_text = None;
    for v in &log {
        match v["type"].as_str() {
            Some("message_update") => {
                updates += 1;
                if v["assistantMessageEvent"]["type"] == "text_delta" {
                    text.push_str(v["assistantMessageEvent"]["delta"].as_str().unwrap_or(""));
                }
            }
            Some("message_end") if v["message"]["role"] == "assistant" => {
                final_text = v["message"]["content"][0]["text"]
                    .as_str()
                    .map(String::from);
            }
            _ => {}
        }
    }
    let final_text = final_text.unwrap_or_else(|| panic!("no assistant message_end"));
    assert_eq!(
        text.len(),
        final_text.len(),
        "text lost while stdout was blocked"
    );
    assert!(
        text == final_text,
        "the rebuilt text differs from message_end's"
    );
    assert!(
        updates < DELTAS,
        "{updates} updates for {DELTAS} deltas: nothing was merged"
    );
    let kinds: Vec<&str> = log
        .iter()
        .filter_map(|v| v["type"].as_str())
        .filter(|k| *k != "message_update" && *k != "entry_appended")
        .collect();
    assert_eq!(
        kinds,
        [
            "hello",
            "session_start",
            "session_changed",
            "before_agent_start",
            "agent_start",
            "turn_start",
            "response",
            "message_start",
            "message_end",
            "message_start",
            "message_end",
            "turn_end",
            // The long answer fills more than 90 % of the mock model's window.
            "context_pressure",
            "context_pressure",
            "agent_end",
            "agent_before_settle",
            "agent_settled"
        ]
    );
    eprintln!(
        "{updates} message_update lines for {DELTAS} deltas, {} bytes of text",
        text.len()
    );
}
