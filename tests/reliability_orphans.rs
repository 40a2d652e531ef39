//! Issue #30, reliability: what a `kill -9` of ama leaves running (a background job, a running
//! hook) is ended by the next ama at start-up, which says so in one line on stderr; a process
//! with another host's tag, and another host's record, are left alone.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::process::{tree_marker, tree_members};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const TREE_VAR: &str = "AMA_TEST_TREE";

/// Waits until `marker`'s tree has a process whose command line holds `what`.
fn wait_for(marker: &str, what: &str) -> Vec<(i32, String)> {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let members = tree_members(marker);
        if members.iter().any(|(_, c)| c.contains(what)) || Instant::now() > deadline {
            return members;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn alive(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        s.rsplit_once(')')
            .is_some_and(|(_, r)| !r.trim_start().starts_with('Z'))
    })
}

#[test]
fn the_next_ama_ends_what_a_killed_ama_left_running() {
    let marker = tree_marker();
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "b1",
            "bash",
            json!({"command": "sleep 301", "run_in_background": true}),
        ),
        Turn::new().tool_call("l1", "ls", json!({"path": "."})),
        Turn::text("never"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"hooks": {"PreToolUse": [
            {"matcher": "ls", "hooks": [{"type": "command", "command": "sleep 302"}]}
        ]}}))
        .env(TREE_VAR, &marker)
        .args(&["-p", "--permission-mode", "full-auto", "go"]);
    let mut first = t
        .command()
        .spawn()
        .unwrap_or_else(|e| panic!("spawn ama: {e}"));
    let ama = first.id();
    let seen = wait_for(&marker, "sleep 302");
    let _ = first.kill();
    let _ = first.wait();
    assert!(
        seen.iter().any(|(_, c)| c.contains("sleep 301")),
        "the background job ran: {seen:?}"
    );
    // Orphans now: they outlive the killed ama.
    std::thread::sleep(Duration::from_millis(200));
    let left = tree_members(&marker);
    assert!(
        left.iter().any(|(_, c)| c.contains("sleep 301"))
            && left.iter().any(|(_, c)| c.contains("sleep 302")),
        "the killed ama left its job and its hook running: {left:?}"
    );

    // Its record names this host; fake another host's record and a process with another host's
    // tag of the same (dead) ama.
    let running = t.data_dir().join("running");
    let record = std::fs::read_dir(&running)
        .unwrap_or_else(|e| panic!("read {}: {e}", running.display()))
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .find(|n| n.starts_with(&format!("{ama}:")))
        .unwrap_or_else(|| panic!("no record of ama {ama} in {}", running.display()));
    let (pid_start, host) = record
        .rsplit_once(':')
        .unwrap_or_else(|| panic!("record {record}"));
    let other_record = running.join(format!("{pid_start}:{host}x"));
    std::fs::write(&other_record, "").unwrap_or_else(|e| panic!("{e}"));
    let mut foreign = Command::new("sleep")
        .arg("303")
        .env("AMA_PROCESS_TAG", format!("{pid_start}:{host}x:1"))
        .stdin(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn sleep: {e}"));

    // The next ama ends the orphans and says so, then runs its task.
    let mock2 = MockServer::start(vec![Turn::text("fine")]);
    let t2 = Test::new().mock(&mock2, "anthropic-messages");
    let out = t2
        .command()
        .args(["-p", "go"])
        .env("AMA_DATA_DIR", t.data_dir())
        .output()
        .unwrap_or_else(|e| panic!("run ama: {e}"));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let foreign_alive = alive(foreign.id());
    let _ = foreign.kill();
    let _ = foreign.wait();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "fine\n", "{stderr}");
    let lines: Vec<&str> = stderr
        .lines()
        .filter(|l| l.starts_with("ama: ended"))
        .collect();
    assert_eq!(lines.len(), 1, "{stderr}");
    let line = lines[0];
    assert!(
        line.starts_with("ama: ended ")
            && line.contains(&format!(
                "left running by ama pid {ama}, which was killed: "
            )),
        "{line}"
    );
    assert!(
        line.contains("`sleep 301`") && line.contains("`sleep 302`"),
        "{line}"
    );
    crate::process::assert_tree_gone(&marker, Duration::from_secs(3));
    assert!(foreign_alive, "another host's tagged process was ended");
    assert!(other_record.exists(), "another host's record was removed");
    assert!(
        !running.join(&record).exists(),
        "the killed ama's record stays"
    );
}
