//! Issue #30, reliability: a `kill -9` during a write leaves a temp file beside the user's file
//! (`.NAME.ama-tmp-HOST-PID-N`). The next ama that writes in that directory removes this host's
//! leftovers whose writer is dead, and leaves another host's and a live process's alone; the
//! `ls`, `glob` and `grep` tools never show such files.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// The names in `dir` that hold `.ama-tmp-`, sorted.
fn temps(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".ama-tmp-"))
        .collect();
    names.sort();
    names
}

#[test]
fn a_killed_writers_temp_file_is_removed_by_the_next_write_and_never_listed() {
    // Run 1: ama stops between the temp file and the rename of `a.txt`, and is killed there.
    let mock = MockServer::start(vec![
        Turn::new().tool_call("r1", "read", json!({"path": "a.txt"})),
        Turn::new().tool_call("w1", "write", json!({"path": "a.txt", "content": "new\n"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("a.txt", "old\n")
        .env("AMA_TEST_ATOMIC_PAUSE_NAME", "a.txt")
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    let mut first = t
        .command()
        .spawn()
        .unwrap_or_else(|e| panic!("spawn ama: {e}"));
    let pid = first.id();
    let work = t.path();
    let deadline = Instant::now() + Duration::from_secs(30);
    let left = loop {
        let found = temps(&work);
        if !found.is_empty() || Instant::now() > deadline {
            break found;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = first.kill();
    let died = first.wait_with_output();
    let died = died.unwrap_or_else(|e| panic!("wait: {e}"));
    assert_eq!(
        left.len(),
        1,
        "one temp file while the write paused: {left:?}\n{}\n{}",
        String::from_utf8_lossy(&died.stdout),
        String::from_utf8_lossy(&died.stderr)
    );
    let killed = left[0].clone();
    let prefix = ".a.txt.ama-tmp-";
    let tail = killed
        .strip_prefix(prefix)
        .unwrap_or_else(|| panic!("temp name {killed}"));
    // HOST-PID-N; the host cannot hold a `-`.
    let parts: Vec<&str> = tail.split('-').collect();
    assert_eq!(parts.len(), 3, "{killed}");
    assert_eq!(parts[1], pid.to_string(), "{killed} names ama's pid");
    let host = parts[0];
    assert!(!host.is_empty(), "{killed}");
    assert_eq!(t.read("a.txt"), "old\n", "the user's file is whole");

    // Other leftovers: this host's, of a dead pid (removed); another host's (kept); this host's
    // of a live process (kept).
    let mut live = Command::new("sleep")
        .arg("60")
        .stdin(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn sleep: {e}"));
    let dead_ours = format!(".b.txt.ama-tmp-{host}-2147483000-0");
    let other_host = format!(".c.txt.ama-tmp-{host}x.other-{pid}-0");
    let live_ours = format!(".d.txt.ama-tmp-{host}-{}-3", live.id());
    for name in [&dead_ours, &other_host, &live_ours] {
        std::fs::write(work.join(name), "partial").unwrap_or_else(|e| panic!("{e}"));
    }

    // Run 2: a write in the same directory, then the listing tools.
    let mock2 = MockServer::start(vec![
        Turn::new().tool_call("w2", "write", json!({"path": "e.txt", "content": "e\n"})),
        Turn::new().tool_call("l1", "ls", json!({"path": "."})),
        Turn::new().tool_call("g1", "glob", json!({"pattern": "**/.*"})),
        Turn::new().tool_call(
            "g2",
            "grep",
            json!({"pattern": "partial", "hidden": true, "output_mode": "files_with_matches"}),
        ),
        Turn::text("done"),
    ]);
    let t2 = Test::new().mock(&mock2, "anthropic-messages").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "go",
    ]);
    let out = t2.command().current_dir(&work).output();
    let out = out.unwrap_or_else(|e| panic!("run ama: {e}"));
    let _ = live.kill();
    let _ = live.wait();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(t.read("e.txt"), "e\n");
    let mut want = vec![other_host.clone(), live_ours.clone()];
    want.sort();
    assert_eq!(temps(&work), want, "only the dead writers of this host go");

    // What the tools showed: the last request carries all three results.
    let requests = mock2.model_requests();
    let last = requests
        .last()
        .map(|r| r.body.to_string())
        .unwrap_or_default();
    for id in ["l1", "g1", "g2"] {
        assert!(last.contains(id), "result {id} in {last}");
    }
    assert!(last.contains("e.txt"), "ls lists the files: {last}");
    assert!(
        !last.contains("ama-tmp"),
        "a tool showed a temp file: {last}"
    );
}
