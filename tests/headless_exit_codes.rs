//! docs/cli.md's one exit-code table against the binary: every code the table lists is produced
//! here by a run that should end with it, except the few another test already drives (named
//! below with that test). A code added to the table without a way to produce it fails.

use std::time::Duration;

use nix::sys::signal::Signal;
use serde_json::json;

use crate::support::mock::{MockServer, Turn};
use crate::support::{Test, send_signal};

/// The codes of the table under "## Exit codes".
fn documented_codes() -> Vec<i32> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let table = text.split("## Exit codes").nth(1).unwrap_or_default();
    let mut codes = Vec::new();
    for line in table
        .lines()
        .skip_while(|l| !l.starts_with("| code"))
        .skip(2)
    {
        let Some(cell) = line.strip_prefix('|').and_then(|l| l.split('|').next()) else {
            break;
        };
        codes.extend(cell.split(',').filter_map(|c| c.trim().parse::<i32>().ok()));
    }
    codes
}

/// Codes another test already produces end to end.
const ELSEWHERE: [(i32, &str); 1] = [(78, "tests/host.rs another_host_api_version_is_exit_78")];

fn mocked(turns: Vec<Turn>, args: &[&str]) -> i32 {
    let mock = MockServer::start(turns);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(args)
        .run();
    out.status.unwrap_or(-1)
}

fn bare(args: &[&str], config: Option<&str>) -> i32 {
    let mut t = Test::new().args(args);
    if let Some(text) = config {
        t = t.write("../config/config.json", text);
    }
    t.run().status.unwrap_or(-1)
}

fn calls(n: usize) -> Vec<Turn> {
    (0..n)
        .map(|i| {
            Turn::new()
                .tool_call(&format!("c{i}"), "bash", json!({"command": "echo x"}))
                .usage(1_000_000, 0, 0, 0)
        })
        .collect()
}

fn stalled() -> Vec<Turn> {
    vec![Turn::new().say("a start").stall_after(2)]
}

/// A print run on a stalled stream that gets `signal` once the request is under way.
fn signalled(signal: Signal) -> i32 {
    let mock = MockServer::start(stalled());
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "go"]);
    let mut child = t.spawn();
    drop(child.stdin.take());
    mock.wait_for_requests(1, Duration::from_secs(15));
    std::thread::sleep(Duration::from_millis(200));
    send_signal(&child, signal);
    t.finish(child).status.unwrap_or(-1)
}

/// Runs whatever should end with `code`; `None` when no scenario here produces it.
fn produce(code: i32) -> Option<i32> {
    let auto = ["-p", "--permission-mode", "full-auto"];
    Some(match code {
        0 => mocked(vec![Turn::text("ok")], &["-p", "hi"]),
        1 => mocked(
            vec![Turn::http_error(400, json!({"error": {"message": "bad"}}))],
            &["-p", "hi"],
        ),
        2 => bare(&["-p", "--bogus", "hi"], None),
        3 => bare(&["-p", "hi"], Some("{ not json")),
        4 => bare(&["-p", "hi"], None),
        5 => mocked(vec![], &["-p", "--session", "deadbeef", "hi"]),
        6 => mocked(vec![], &["-p", "--host", "./no-such-host", "hi"]),
        7 => mocked(calls(3), &[&auto[..], &["--max-turns", "1", "go"]].concat()),
        8 => mocked(
            calls(3),
            &[&auto[..], &["--max-budget-usd", "1", "go"]].concat(),
        ),
        9 => mocked(stalled(), &["-p", "--timeout", "1s", "go"]),
        10 => bare(
            &[
                "permissions",
                "check",
                "--mode",
                "default",
                "bash",
                "touch f",
            ],
            None,
        ),
        11 => bare(
            &[
                "permissions",
                "check",
                "--deny",
                "bash(touch*)",
                "bash",
                "touch f",
            ],
            None,
        ),
        12 => mocked(stalled(), &["-p", "--idle-timeout", "1s", "go"]),
        129 => signalled(Signal::SIGHUP),
        130 => signalled(Signal::SIGINT),
        143 => signalled(Signal::SIGTERM),
        _ => return None,
    })
}

#[test]
fn every_documented_exit_code_is_what_the_binary_exits_with() {
    let codes = documented_codes();
    assert!(codes.len() >= 17, "the table was not found: {codes:?}");
    for code in codes {
        if let Some((_, test)) = ELSEWHERE.iter().find(|(c, _)| *c == code) {
            eprintln!("exit {code}: produced by {test}");
            continue;
        }
        let got = produce(code);
        assert_eq!(
            got,
            Some(code),
            "exit {code} (None: no scenario produces it)"
        );
    }
}
