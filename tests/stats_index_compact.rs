//! `ama stats`' index (issue #33, version 3): an index it cannot trust — of an older version, of
//! another program, cut short, garbage, of another sessions directory or time zone — is ignored
//! and rebuilt, and the figures are those of a run without the index; a writer killed with
//! SIGKILL at any moment never leaves half an index behind. Run with the real binary over
//! generated session directories.

#[path = "history_corpus.rs"]
#[allow(dead_code, clippy::duplicate_mod)] // shared with tests/history.rs and benches/history.rs
mod corpus;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, UNIX_EPOCH};

use std::io::Write;

use serde_json::{Value, json};

use crate::support::Test;
use corpus::Writer;

/// 2026-11-20T22:30:00Z: the 20th in UTC, the 21st in Tokyo.
const T0: u64 = 1_795_213_800_000;

fn root(t: &Test) -> PathBuf {
    t.data_dir().join("sessions")
}

fn index(t: &Test) -> PathBuf {
    t.data_dir().join("stats-index.json")
}

/// `n` bench sessions over four projects and several days, and one session with a channel, a
/// usage entry, an error, a retry, an external agent's turn and a turn past midnight.
fn corpus(t: &Test, n: usize, turns: usize) -> usize {
    for i in 0..n {
        let cwd = format!("/home/u/project{}", i % 4);
        let w = corpus::bench_session(i, &cwd, T0 - i as u64 * 7_200_000, turns, 300);
        w.save(&root(t));
    }
    let mut w = Writer::new("eeee0001-1111-4000-8000-000000000001", "/home/u/odd", T0);
    w.model("openai", "gpt-x", Some("eu"));
    w.user("first");
    w.now += 1000;
    w.assistant(
        "openai",
        "gpt-x",
        "a",
        &[("bash", json!({}))],
        [5, 6, 7, 8],
        Some(0.125),
        "toolUse",
    );
    w.assistant("openai", "gpt-x", "", &[], [1, 0, 0, 0], None, "error");
    w.push(
        "context_edit",
        json!({"targetId": "x", "replacement": null, "reason": "retry"}),
    );
    w.push("usage", json!({"kind": "title", "provider": "openai", "model": "gpt-x", "usage": {"input": 3, "output": 2, "cacheRead": 0, "cacheWrite": 0, "cost": {"total": 0.0001}}}));
    w.push("custom", json!({"customType": "ama.agent-usage", "data": {"agent": "claude", "unit": "usd", "amount": 0.5, "tokens": 1200}}));
    w.now += 3 * 3_600_000;
    w.user("after midnight");
    w.now += 1000;
    w.assistant(
        "anthropic",
        "m1",
        "b",
        &[("read", json!({}))],
        [10, 20, 30, 0],
        Some(0.01),
        "stop",
    );
    w.save(&root(t));
    n + 1
}

/// One `ama stats` run with `TZ=tz`, waited for within the test's deadline.
fn stats_tz(t: &Test, args: &[&str], tz: &str) -> crate::support::Output {
    let mut c = t.command();
    c.arg("stats").args(args).env("TZ", tz);
    c.stdin(std::process::Stdio::null());
    let child = c.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"));
    t.finish(child)
}

/// `ama stats --all --json` (with `extra`): the report without its `files` counts, and those.
fn report(t: &Test, extra: &[&str], tz: &str) -> (Value, Value) {
    let mut args = vec!["--all", "--json"];
    args.extend_from_slice(extra);
    let out = stats_tz(t, &args, tz);
    out.status(0);
    let mut v: Value =
        serde_json::from_str(out.stdout.trim()).unwrap_or_else(|e| panic!("{e}: {}", out.stdout));
    let files = v["files"].take();
    (v, files)
}

fn counts(scanned: usize, cached: usize) -> Value {
    json!({"scanned": scanned, "cached": cached, "invalid": 0})
}

/// The text report of every `--by`, without the index.
fn texts(t: &Test, tz: &str) -> Vec<String> {
    ["model", "day", "week", "channel", "project"]
        .iter()
        .map(|by| {
            let out = stats_tz(t, &["--all", "--by", by, "--no-cache"], tz);
            out.status(0);
            out.stdout.clone()
        })
        .collect()
}

/// The same text reports read through the index; every file must come from it.
fn texts_indexed(t: &Test, tz: &str, files: usize) -> Vec<String> {
    let (_, got) = report(t, &[], tz);
    assert_eq!(got, counts(0, files), "the index holds every file");
    ["model", "day", "week", "channel", "project"]
        .iter()
        .map(|by| {
            let out = stats_tz(t, &["--all", "--by", by], tz);
            out.status(0);
            out.stdout.clone()
        })
        .collect()
}

fn identity(path: &Path) -> (u128, u64) {
    let m = std::fs::metadata(path).unwrap_or_else(|e| panic!("{e}"));
    let mtime = m
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    (mtime, m.len())
}

#[test]
fn the_index_gives_the_same_figures_and_is_compact() {
    let t = Test::new();
    let n = corpus(&t, 40, 3);
    let (want, _) = report(&t, &["--no-cache"], "UTC");
    assert!(!index(&t).exists(), "--no-cache writes no index");
    let (cold, files) = report(&t, &[], "UTC");
    assert_eq!(files, counts(n, 0));
    assert_eq!(cold, want);
    let (warm, files) = report(&t, &[], "UTC");
    assert_eq!(files, counts(0, n));
    assert_eq!(warm, want);
    assert_eq!(texts_indexed(&t, "UTC", n), texts(&t, "UTC"));
    // Version 3: one array; the sessions directory once, no file's full path, names once.
    let text = std::fs::read_to_string(index(&t)).unwrap_or_default();
    let sessions = root(&t).to_string_lossy().into_owned();
    assert!(
        text.starts_with(&format!("[3,\"UTC|0|0\",{},[", json!(sessions))),
        "{}",
        &text[..text.len().min(200)]
    );
    assert_eq!(text.matches(&sessions).count(), 1);
    assert_eq!(text.matches("\"claude-sonnet-4-5\"").count(), 1);
    assert_eq!(text.matches("\"/home/u/project1\"").count(), 1);
    assert!(!text.contains("\"provider\""), "no field names");
}

#[test]
fn an_older_version_is_ignored_and_rebuilt() {
    let t = Test::new();
    let n = corpus(&t, 12, 2);
    let (want, _) = report(&t, &["--no-cache"], "UTC");
    // Version 2's shape with the files' true identities and false figures: trusted, it
    // would report 999 requests a file.
    let mut files = serde_json::Map::new();
    for dir in std::fs::read_dir(root(&t)).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let (mtime, size) = identity(&f.path());
            files.insert(
                f.path().to_string_lossy().into_owned(),
                json!({"mtimeNs": mtime, "size": size, "stats": {"cwd": "/x", "buckets": [
                    {"day": "2026-11-20", "provider": "p", "model": "m", "requests": {"chat": 999}}
                ], "skippedLines": 0}}),
            );
        }
    }
    assert_eq!(files.len(), n);
    let zone = "UTC|0|0";
    let v2 = json!({"version": 2, "zone": zone, "files": files});
    std::fs::write(index(&t), v2.to_string()).unwrap_or_else(|e| panic!("{e}"));
    let (got, counted) = report(&t, &[], "UTC");
    assert_eq!(counted, counts(n, 0), "every file rescanned");
    assert_eq!(got, want);
    let text = std::fs::read_to_string(index(&t)).unwrap_or_default();
    assert!(text.starts_with("[3,"), "rewritten as version 3");
    let (got, counted) = report(&t, &[], "UTC");
    assert_eq!((got, counted), (want, counts(0, n)));
}

#[test]
fn a_foreign_cut_or_garbage_index_is_ignored_and_rebuilt() {
    let t = Test::new();
    let n = corpus(&t, 12, 2);
    let (want, _) = report(&t, &["--no-cache"], "UTC");
    report(&t, &[], "UTC");
    let good = std::fs::read(index(&t)).unwrap_or_default();
    let good_text = String::from_utf8_lossy(&good).into_owned();
    let sessions = json!(root(&t).to_string_lossy()).to_string();
    let mut bad: Vec<(String, Vec<u8>)> = vec![
        ("empty".into(), Vec::new()),
        ("garbage".into(), b"\x00\xff\xfe garbage \x1b[31m".to_vec()),
        ("null".into(), b"null".to_vec()),
        ("an object".into(), b"{}".to_vec()),
        ("an empty array".into(), b"[]".to_vec()),
        (
            "another program's JSON".into(),
            br#"{"files":{"a":1},"version":3}"#.to_vec(),
        ),
        (
            "another sessions directory".into(),
            good_text
                .replacen(&sessions, "\"/elsewhere/sessions\"", 1)
                .into_bytes(),
        ),
        (
            "a newer version".into(),
            good_text.replacen("[3,", "[4,", 1).into_bytes(),
        ),
    ];
    for cut in [1, good.len() / 3, good.len() / 2, good.len() - 1] {
        bad.push((
            format!("cut at {cut} of {}", good.len()),
            good[..cut].to_vec(),
        ));
    }
    for (what, bytes) in bad {
        std::fs::write(index(&t), &bytes).unwrap_or_else(|e| panic!("{e}"));
        let (got, counted) = report(&t, &[], "UTC");
        assert_eq!(counted, counts(n, 0), "{what}: every file rescanned");
        assert_eq!(got, want, "{what}");
        assert_eq!(
            std::fs::read(index(&t)).unwrap_or_default(),
            good,
            "{what}: rebuilt to the same bytes"
        );
    }
    // A directory where the index should be: still the right figures, exit 0.
    std::fs::remove_file(index(&t)).unwrap_or_else(|e| panic!("{e}"));
    std::fs::create_dir(index(&t)).unwrap_or_else(|e| panic!("{e}"));
    let (got, counted) = report(&t, &[], "UTC");
    assert_eq!((got, counted), (want, counts(n, 0)));
}

#[test]
fn another_time_zone_rebuilds_the_index_with_its_own_days() {
    let t = Test::new();
    let n = corpus(&t, 12, 2);
    report(&t, &[], "UTC");
    let (_, counted) = report(&t, &[], "UTC");
    assert_eq!(counted, counts(0, n));
    let tokyo = "Asia/Tokyo";
    let want = texts(&t, tokyo);
    assert_ne!(want, texts(&t, "UTC"), "the days differ");
    let (_, counted) = report(&t, &[], tokyo);
    assert_eq!(counted, counts(n, 0), "another zone: every file rescanned");
    assert_eq!(texts_indexed(&t, tokyo, n), want);
    // And back.
    let (_, counted) = report(&t, &[], "UTC");
    assert_eq!(counted, counts(n, 0));
    assert_eq!(texts_indexed(&t, "UTC", n), texts(&t, "UTC"));
}

#[test]
fn a_writer_killed_at_any_moment_leaves_no_half_index() {
    let t = Test::new();
    let n = corpus(&t, 150, 12);
    let (want, _) = report(&t, &["--no-cache"], "UTC");
    // How long a cold run takes here, so the kills spread over all of it, the write at the
    // end included.
    let start = Instant::now();
    report(&t, &[], "UTC");
    let cold = start.elapsed();
    let size = std::fs::metadata(index(&t)).map_or(0, |m| m.len());
    assert!(size > 10_000, "a sizeable index: {size} bytes");
    let mut found_index = 0;
    for i in 0..24u32 {
        let _ = std::fs::remove_file(index(&t));
        let mut c = t.command();
        c.args(["stats", "--all", "--json"]).env("TZ", "UTC");
        c.stdin(std::process::Stdio::null());
        let mut child = c.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"));
        std::thread::sleep(cold * (i + 4) / 20);
        let _ = child.kill();
        let _ = child.wait();
        if let Ok(bytes) = std::fs::read(index(&t)) {
            found_index += 1;
            assert!(
                serde_json::from_slice::<Value>(&bytes).is_ok(),
                "kill {i}: a half index ({} bytes) is on disk",
                bytes.len()
            );
        }
        let (got, counted) = report(&t, &[], "UTC");
        assert_eq!(got, want, "kill {i}");
        assert_eq!(
            counted["scanned"].as_u64().unwrap_or(0) + counted["cached"].as_u64().unwrap_or(0),
            n as u64
        );
    }
    // No temp file of a killed writer is left once a later run has written the index.
    let left: Vec<String> = std::fs::read_dir(t.data_dir())
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "sessions" && name != "stats-index.json")
        .collect();
    assert!(
        left.iter().all(|name| !name.contains("stats-index")),
        "{left:?} (index seen after {found_index} of 24 kills)"
    );
}

/// The temp files of atomic writes of the index in the data directory.
fn index_temps(t: &Test) -> Vec<String> {
    std::fs::read_dir(t.data_dir())
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".stats-index.json"))
        .collect()
}

#[test]
fn a_writer_killed_before_its_rename_leaves_the_old_index_whole() {
    let t = Test::new();
    let n = corpus(&t, 12, 2);
    report(&t, &[], "UTC");
    let old = std::fs::read(index(&t)).unwrap_or_default();
    // One session grows: the next run rescans it and writes the index again.
    grow(&t);
    let (want, _) = report(&t, &["--no-cache"], "UTC");
    // The write stops between its complete temp file and the rename; SIGKILL it there.
    let mut c = t.command();
    c.args(["stats", "--all", "--json"])
        .env("TZ", "UTC")
        .env("AMA_TEST_ATOMIC_PAUSE_NAME", "stats-index.json");
    c.stdin(std::process::Stdio::null());
    let mut child = c.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"));
    let deadline = Instant::now() + Duration::from_secs(20);
    while index_temps(&t).is_empty() {
        assert!(
            Instant::now() < deadline,
            "no temp file of the index within 20 s"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(index_temps(&t).len(), 1);
    assert_eq!(
        std::fs::read(index(&t)).unwrap_or_default(),
        old,
        "the old index is untouched"
    );
    // The next run trusts the old index only for the files it still matches, rescans the
    // grown one, and sweeps the killed writer's temp file.
    let (got, counted) = report(&t, &[], "UTC");
    assert_eq!(counted, counts(1, n - 1));
    assert_eq!(got, want);
    assert!(index_temps(&t).is_empty(), "{:?}", index_temps(&t));
    let (got, counted) = report(&t, &[], "UTC");
    assert_eq!((got, counted), (want, counts(0, n)));
}

/// Appends a turn to one session of project1.
fn grow(t: &Test) {
    let grown = std::fs::read_dir(root(t).join(corpus::encode_cwd("/home/u/project1")))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .next()
        .unwrap_or_else(|| panic!("no session in project1"));
    let mut w = Writer::new(
        "ffff0001-1111-4000-8000-000000000001",
        "/home/u/project1",
        T0,
    );
    w.user("one more");
    w.now += 500;
    w.assistant("anthropic", "m2", "c", &[], [1, 2, 3, 4], Some(1.5), "stop");
    let mut f = std::fs::OpenOptions::new()
        .append(true)
        .open(&grown)
        .unwrap_or_else(|e| panic!("{e}"));
    for line in &w.lines[1..] {
        writeln!(f, "{line}").unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn one_projects_run_keeps_the_other_projects_in_the_index() {
    let t = Test::new();
    let n = corpus(&t, 12, 2);
    report(&t, &[], "UTC");
    grow(&t);
    // project1 holds sessions 1, 5 and 9; its run decodes only its own directory of the index,
    // rescans the grown file and writes the index again.
    let project = |extra: &[&str]| {
        let mut args = vec!["--project", "/home/u/project1", "--json"];
        args.extend_from_slice(extra);
        let out = stats_tz(&t, &args, "UTC");
        out.status(0);
        let mut v: Value = serde_json::from_str(out.stdout.trim())
            .unwrap_or_else(|e| panic!("{e}: {}", out.stdout));
        let files = v["files"].take();
        (v, files)
    };
    let (want, _) = project(&["--no-cache"]);
    assert_eq!(want["total"]["sessions"], 3, "{want}");
    let (got, counted) = project(&[]);
    assert_eq!((got, counted), (want.clone(), counts(1, 2)));
    let (got, counted) = project(&[]);
    assert_eq!((got, counted), (want, counts(0, 3)));
    // The other projects' files are still in the index, and the grown file's new figures.
    let (want, _) = report(&t, &["--no-cache"], "UTC");
    let (got, counted) = report(&t, &[], "UTC");
    assert_eq!((got, counted), (want, counts(0, n)));
}
