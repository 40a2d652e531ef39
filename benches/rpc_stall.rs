//! RPC with a stalled client (issue #33): `ama --mode rpc` streams a 300 000-delta answer while
//! its client reads nothing from stdout. ama must keep reading the provider (the deltas merge in
//! its outbox) and stay small: the figure is the process's peak RSS (`VmHWM`) until the answer
//! is in the session file (goal under 32 MB). tests/rpc_backpressure.rs checks that nothing is
//! lost once the client reads again.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::mock::{MockServer, Turn};
use crate::world;

const DELTAS: usize = 300_000;
/// Longest wait for the answer to reach the session file.
const LIMIT: Duration = Duration::from_secs(60);

pub fn case() {
    let mock = MockServer::start(vec![Turn::new().deltas(DELTAS)]);
    let w = world(&mock);
    let spawned = Command::new(crate::bin())
        .args(["--mode", "rpc"])
        .envs(w.env.iter().map(|(k, v)| (*k, v.as_str())))
        .env_remove("ANTHROPIC_API_KEY")
        .env_remove("OPENAI_API_KEY")
        .current_dir(&w.work)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped()) // never read until the end: the stalled client
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = spawned else {
        println!("RPC, stalled client: could not start {}", crate::bin());
        return;
    };
    let prompt = json!({"id": "1", "type": "prompt", "message": "stream a lot"}).to_string();
    if let Some(stdin) = child.stdin.as_mut() {
        let _ = stdin.write_all(format!("{prompt}\n").as_bytes());
    }
    let data = w.work.join("../data");
    let started = Instant::now();
    let (mut peak_kb, mut done) = (0u64, None);
    while started.elapsed() < LIMIT && done.is_none() {
        let status =
            std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap_or_default();
        let hwm = status
            .lines()
            .find_map(|l| l.strip_prefix("VmHWM:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok());
        peak_kb = peak_kb.max(hwm.unwrap_or(0));
        if answered(&data) {
            done = Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = child.kill();
    let _ = child.wait();
    match done {
        Some(at) => println!(
            "RPC, stalled client, {DELTAS} deltas:    peak RSS {:.1} MB (goal < 32), answer stored after {} ms",
            peak_kb as f64 / 1024.0,
            at.as_millis()
        ),
        None => println!(
            "RPC, stalled client: the answer did not reach the session file within {LIMIT:?}"
        ),
    }
}

/// Whether any session file under `dir` holds an assistant message.
fn answered(dir: &std::path::Path) -> bool {
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "jsonl")
                && std::fs::read_to_string(&p).is_ok_and(|s| s.contains("\"role\":\"assistant\""))
            {
                return true;
            }
        }
    }
    false
}
