//! `ama stats`, `ama sessions search | export | prune | restore` and `--from` / `--image` end to
//! end with the real binary, over generated session directories: a corrupt line, a half-written
//! last line, a task child session in its own directory, a session whose lock a live process
//! holds, and a 1 GB file that must be streamed.

#[path = "history_corpus.rs"]
#[allow(dead_code)] // shared with benches/history.rs
mod corpus;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use corpus::{Writer, iso};

/// 2026-11-20T20:00:00Z: still the 20th in UTC, already the 21st in Tokyo.
const T0: u64 = 1_795_204_800_000;

fn sessions_root(t: &Test) -> PathBuf {
    t.data_dir().join("sessions")
}

fn cwd_of(t: &Test) -> String {
    std::fs::canonicalize(t.path())
        .unwrap_or_else(|e| panic!("{e}"))
        .to_string_lossy()
        .into_owned()
}

/// The main fixture: two turns, a steer, a retried error, a cache_warm usage entry, a task
/// record with usage (ignored), a corrupt line and a half-written last line.
fn main_session(cwd: &str) -> Writer {
    let mut w = Writer::new("aaaa0001-1111-4000-8000-000000000001", cwd, T0);
    w.model("anthropic", "m1", Some("main"));
    w.user("fix the parser bug");
    w.now += 2000;
    w.assistant(
        "anthropic",
        "m1",
        "Looking.",
        &[("read", json!({"path": "src/parser.ts"}))],
        [100, 10, 900, 0],
        Some(0.01),
        "toolUse",
    );
    w.tool_result("read", "src/parser.ts:42: if (input.length === 0)");
    w.now += 8000;
    w.assistant(
        "anthropic",
        "m1",
        "Found it.",
        &[],
        [50, 20, 1000, 0],
        Some(0.02),
        "stop",
    );
    w.push("usage", json!({"kind": "cache_warm", "provider": "anthropic", "model": "m1", "usage": {"input": 1, "output": 1, "cacheRead": 500, "cacheWrite": 0, "totalTokens": 502}}));
    w.push("custom", json!({"customType": "ama.task", "data": {"taskId": "t1", "usage": {"input": 999999, "output": 999999}, "status": "done"}}));
    w.user_value(json!({"role": "user", "content": "also say \"hi\" in the tests", "origin": "steer", "timestamp": 0}));
    w.assistant("anthropic", "m1", "", &[], [0, 0, 0, 0], None, "error");
    w.push(
        "context_edit",
        json!({"targetId": "x", "replacement": null, "reason": "retry"}),
    );
    w.now += 10_000;
    w.assistant(
        "anthropic",
        "m1",
        "Fixed.",
        &[],
        [10, 5, 0, 0],
        Some(0.001),
        "stop",
    );
    w.lines.push("{not json at all".into());
    w.now += 40_000;
    w.user("second question");
    w.now += 5000;
    w.assistant(
        "openai",
        "gpt-x",
        "Answer.",
        &[],
        [200, 30, 0, 0],
        None,
        "stop",
    );
    w
}

fn write_main(t: &Test) -> PathBuf {
    let w = main_session(&cwd_of(t));
    let path = w.save(&sessions_root(t));
    let mut text = std::fs::read(&path).unwrap_or_default();
    text.extend_from_slice(b"{\"type\":\"message\",\"id\":\"half");
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    path
}

fn write_child(t: &Test) -> PathBuf {
    let cwd = format!("{}/sub", cwd_of(t));
    let mut w = Writer::new("cccc0002-2222-4000-8000-000000000002", &cwd, T0 + 1000);
    w.push("custom", json!({"customType": "ama.task", "data": {"parentToolCallId": "call_9", "description": "child"}}));
    w.user("child task");
    w.now += 3000;
    w.assistant(
        "anthropic",
        "m1",
        "ok",
        &[("bash", json!({"command": "ls"}))],
        [10, 10, 100, 0],
        Some(0.005),
        "toolUse",
    );
    w.save(&sessions_root(t))
}

/// What one run of ama printed.
struct Out {
    status: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Out {
    #[track_caller]
    fn code(&self, code: i32) -> &Out {
        assert_eq!(
            self.status,
            Some(code),
            "stdout:\n{}\nstderr:\n{}",
            self.stdout,
            self.stderr
        );
        self
    }

    #[track_caller]
    fn has(&self, needle: &str) -> &Out {
        assert!(
            self.stdout.contains(needle),
            "stdout lacks {needle:?}:\n{}",
            self.stdout
        );
        self
    }

    #[track_caller]
    fn err_has(&self, needle: &str) -> &Out {
        assert!(
            self.stderr.contains(needle),
            "stderr lacks {needle:?}:\n{}",
            self.stderr
        );
        self
    }

    fn json_lines(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .filter_map(|l| serde_json::from_str(l).ok())
            .collect()
    }
}

fn output(mut c: std::process::Command) -> Out {
    let o = c
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("run ama: {e}"));
    Out {
        status: o.status.code(),
        stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// Runs ama in the test's directories with TZ=UTC.
fn run(t: &Test, args: &[&str]) -> Out {
    run_tz(t, args, "UTC")
}

fn run_tz(t: &Test, args: &[&str], tz: &str) -> Out {
    let mut c = t.command();
    c.args(args).env("TZ", tz);
    output(c)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap_or_default()
}

fn stats(t: &Test, args: &[&str]) -> Value {
    let mut all = vec!["stats", "--json"];
    all.extend_from_slice(args);
    let out = run(t, &all);
    out.code(0);
    serde_json::from_str(out.stdout.trim()).unwrap_or_else(|e| panic!("{e}: {}", out.stdout))
}

#[test]
fn stats_counts_as_the_spec_says() {
    let t = Test::new();
    write_main(&t);
    write_child(&t);
    let v = stats(&t, &["--no-cache"]);
    let total = &v["total"];
    assert_eq!(total["requests"], 6, "{v}");
    assert_eq!(total["requestsByKind"], json!({"chat": 5, "cache_warm": 1}));
    assert_eq!(total["sessions"], 1);
    assert_eq!(total["turns"], 2);
    assert_eq!(total["meanTurnMs"], 12_500);
    assert_eq!(total["input"], 361);
    assert_eq!(total["output"], 66);
    assert_eq!(total["cacheRead"], 2400);
    assert_eq!(total["pricedRequests"], 3);
    assert_eq!(total["unpricedRequests"], 3);
    assert_eq!(total["errors"], 1);
    assert_eq!(total["retries"], 1);
    assert!((total["costUsd"].as_f64().unwrap_or(0.0) - 0.031).abs() < 1e-9);
    assert_eq!(v["cacheEndpoints"], json!({"reporting": 1, "total": 2}));
    assert_eq!(v["tools"], json!([{"name": "read", "count": 1}]));
    assert_eq!(v["files"], json!({"scanned": 1, "cached": 0, "invalid": 0}));
    assert!(
        !t.data_dir().join("stats-index.json").exists(),
        "--no-cache writes no index"
    );

    // The text report, line by line.
    let out = run(&t, &["stats", "--by", "model", "--no-cache"]);
    out.code(0);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(
        lines[0],
        format!("all time · project {} · 1 session", cwd_of(&t))
    );
    assert_eq!(lines[1], "requests       6 (chat 5 · cache_warm 1)");
    assert_eq!(lines[2], "turns          2 · mean 12.5s");
    assert_eq!(
        lines[3],
        "tokens         input 361 · output 66 · cache read 2.4k · cache write 0"
    );
    assert_eq!(
        lines[4],
        "cache hit rate 93.7% (endpoints reporting cache 1/2; the others are left out)"
    );
    assert_eq!(
        lines[5],
        "cost           $0.0310 (3 more requests without a price, not counted)"
    );
    assert_eq!(lines[6], "errors/retries 1 / 1");
    assert_eq!(
        lines[8],
        "              sessions  requests  turns  input  output  cache read  cache write  hit rate     cost"
    );
    assert_eq!(
        lines[9],
        "anthropic/m1         1         5      1    161      36        2.4k            0     93.7%  $0.0310"
    );
    assert_eq!(
        lines[10],
        "openai/gpt-x         1         1      1    200      30           0            0         —        —"
    );
    assert_eq!(&lines[12..], ["top 1 tools", "  read  1"]);

    // --all adds the task child session, counted from its own file under its own cwd.
    let v = stats(&t, &["--all", "--no-cache", "--by", "project"]);
    assert_eq!(v["total"]["sessions"], 2);
    assert_eq!(v["total"]["requests"], 7);
    let keys: Vec<&str> = v["groups"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|g| g["key"].as_str())
        .collect();
    assert_eq!(keys, [cwd_of(&t), format!("{}/sub", cwd_of(&t))]);
}

/// Lines the fast reader of `ama stats` leaves to the full JSON parse: each is counted, or
/// found corrupt and left out, as serde_json reads it. The token counts tell the lines apart.
#[test]
fn stats_reads_unusual_lines_as_the_full_parse_does() {
    let t = Test::new();
    let mut w = Writer::new("dddd0004-4444-4000-8000-000000000004", &cwd_of(&t), T0);
    w.model("anthropic", "m1", None);
    w.user("first");
    w.assistant(
        "anthropic",
        "m1",
        "ok",
        &[],
        [100, 10, 0, 0],
        Some(0.5),
        "stop",
    );
    let ts = iso(T0 + 1000);
    let assistant = |id: &str, members: &str| {
        format!(
            r#"{{"type":"message","id":"{id}","timestamp":"{ts}","message":{{"role":"assistant",{members}}}}}"#
        )
    };
    // Counted: a tab between tokens, and a key spelled with an escape.
    w.lines.push(assistant(
        "x1",
        "\t\"provider\":\"anthropic\",\"model\":\"m1\",\"usage\":{\"input\":1000}",
    ));
    w.lines.push(assistant(
        "x2",
        r#""pr\u006fvider":"openai","model":"gpt","usage":{"input":20000}"#,
    ));
    // Corrupt: a float token count, a raw tab inside a string, a key given twice.
    w.lines.push(assistant(
        "x3",
        r#""provider":"openai","model":"gpt","usage":{"input":300000.0}"#,
    ));
    w.lines.push(assistant("x4", "\"provider\":\"openai\",\"model\":\"gpt\",\"content\":[{\"type\":\"text\",\"text\":\"a\tb\"}],\"usage\":{\"input\":4000000}"));
    w.lines.push(assistant(
        "x5",
        r#""provider":"openai","model":"gpt","usage":{"input":1},"usage":{"input":50000000}"#,
    ));
    // Counted: a user message with an escaped surrogate pair, then its answer.
    w.lines.push(format!(
        r#"{{"type":"message","id":"x6","timestamp":"{ts}","message":{{"role":"user","content":"\ud83d\ude00"}}}}"#
    ));
    w.assistant("anthropic", "m1", "ok", &[], [3, 0, 0, 0], None, "stop");
    w.save(&sessions_root(&t));
    for args in [&["--no-cache"][..], &[], &[]] {
        let v = stats(&t, args);
        let total = &v["total"];
        assert_eq!(total["requests"], 4, "{args:?}: {v}");
        assert_eq!(total["input"], 100 + 1000 + 20000 + 3, "{args:?}: {v}");
        assert_eq!(total["turns"], 2, "{args:?}: {v}");
    }
    let v = stats(&t, &["--by", "provider"]);
    let inputs: Vec<(String, u64)> = v["groups"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|g| {
            let key = g["key"].as_str().unwrap_or_default().to_string();
            (key, g["input"].as_u64().unwrap_or(0))
        })
        .collect();
    assert_eq!(
        inputs,
        [
            ("anthropic".to_string(), 1103),
            ("openai".to_string(), 20000)
        ]
    );
}

#[test]
fn stats_days_and_the_index() {
    let t = Test::new();
    let path = write_main(&t);
    let v = stats(&t, &["--since", "2026-11-21"]);
    assert_eq!(v["total"]["requests"], 0);
    assert_eq!(v["files"]["scanned"], 1);
    assert!(t.data_dir().join("stats-index.json").is_file());
    let v = stats(&t, &["--until", "2026-11-20", "--by", "day"]);
    assert_eq!(v["total"]["requests"], 6);
    assert_eq!(v["files"], json!({"scanned": 0, "cached": 1, "invalid": 0}));
    assert_eq!(v["groups"][0]["key"], "2026-11-20");
    // A change to the file invalidates its summary.
    let mut w = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap_or_else(|e| panic!("{e}"));
    std::io::Write::write_all(&mut w, b"ata\"}\n").unwrap_or_else(|e| panic!("{e}"));
    let v = stats(&t, &[]);
    assert_eq!(v["files"], json!({"scanned": 1, "cached": 0, "invalid": 0}));
    // Another time zone rebuilds the index, and the days move.
    let out = run_tz(&t, &["stats", "--json", "--by", "day"], "Asia/Tokyo");
    out.code(0);
    let v: Value = serde_json::from_str(out.stdout.trim()).unwrap_or_default();
    assert_eq!(v["files"]["scanned"], 1, "{v}");
    assert_eq!(v["groups"][0]["key"], "2026-11-21");
    // Bad flags are exit 2.
    for args in [["--since", "yesterday"], ["--by", "hour"], ["--top", "x"]] {
        let mut a = vec!["stats"];
        a.extend_from_slice(&args);
        run(&t, &a).code(2);
    }
}

#[test]
fn search_finds_text_calls_and_results() {
    let t = Test::new();
    write_main(&t);
    write_child(&t);
    let cwd = cwd_of(&t);
    let out = run(&t, &["sessions", "search", "PARSER"]);
    out.code(0);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", out.stdout);
    assert_eq!(
        lines[0],
        format!("aaaa0001#1    2026-11-20 20:00  {cwd}  user       fix the parser bug")
    );
    assert!(lines[1].starts_with(&format!("aaaa0001@3    2026-11-20 20:00  {cwd}  assistant  Looking. read {{\"path\":\"src/parser.ts\"}}")), "{}", lines[1]);
    assert!(
        lines[2].starts_with("aaaa0001@4 ")
            && lines[2].contains("  tool       src/parser.ts:42: if (input.length === 0)"),
        "{}",
        lines[2]
    );
    assert!(
        !out.stdout.contains('\x1b'),
        "no colour when stdout is not a terminal"
    );

    // The steer message is user message #2; quotes in the keyword still match (no pre-filter).
    let out = run(&t, &["sessions", "search", "say \"hi\"", "--json"]);
    out.code(0);
    let hits = out.json_lines();
    assert_eq!(hits.len(), 1);
    assert_eq!(hits[0]["ref"], "aaaa0001#2");
    assert_eq!(hits[0]["role"], "user");

    let refs = |args: &[&str]| -> Vec<String> {
        let mut a = vec!["sessions", "search"];
        a.extend_from_slice(args);
        a.push("--json");
        let out = run(&t, &a);
        out.code(0);
        out.json_lines()
            .iter()
            .map(|h| h["ref"].as_str().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(refs(&["parser", "--role", "user"]), ["aaaa0001#1"]);
    assert_eq!(
        refs(&["parser", "--role", "assistant,tool"]),
        ["aaaa0001@3", "aaaa0001@4"]
    );
    assert_eq!(refs(&["/PARSER\\.TS:\\d+/i"]), ["aaaa0001@4"]);
    assert_eq!(refs(&["parser", "--limit", "1"]), ["aaaa0001#1"]);
    // The corrupt line and the half-written last line are never hits.
    assert!(refs(&["not json at all"]).is_empty());
    assert!(refs(&["half"]).is_empty());
    // Other directories only with --all; the task child counts under its own cwd.
    assert!(refs(&["child task"]).is_empty());
    assert_eq!(refs(&["child task", "--all"]), ["cccc0002#1"]);
    run(&t, &["sessions", "search", "/(/"]).code(2);
    run(&t, &["sessions", "search", "x", "--role", "system"]).code(2);
}

/// A session with a user message holding the configured key and other secrets, an image, and a
/// `leaf` line that moves the current branch back.
fn secret_session(t: &Test) -> PathBuf {
    let mut w = Writer::new("bbbb0003-3333-4000-8000-000000000003", &cwd_of(t), T0);
    w.model("mock", "mock-model", None);
    let first = w.user_value(json!({"role": "user", "content": [
        {"type": "text", "text": "my key test-key-123 and sk-ant-api03-AbCdEfGhIjKlMnOp-0123456789, password=hunter2!"},
        {"type": "image", "data": "iVBORw0KGgoAAAA=", "mimeType": "image/png"}], "timestamp": 0}));
    let reply = w.assistant(
        "mock",
        "mock-model",
        "Use Authorization: Bearer abcdef0123456789ABCDEF",
        &[(
            "bash",
            json!({"command": "echo test-key-123", "apiKey": "plain"}),
        )],
        [10, 5, 0, 0],
        None,
        "toolUse",
    );
    w.tool_result("bash", "test-key-123");
    w.assistant(
        "mock",
        "mock-model",
        "done",
        &[],
        [10, 5, 0, 0],
        None,
        "stop",
    );
    w.lines.push(format!(
        "{{\"type\":\"leaf\",\"id\":\"{reply}\",\"timestamp\":\"{}\"}}",
        iso(T0)
    ));
    let _ = first;
    w.save(&sessions_root(t))
}

#[test]
fn export_formats_redact_and_read_back() {
    let mock = MockServer::start(vec![Turn::text("again")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    secret_session(&t);
    let leaks = [
        "test-key-123",
        "AbCdEfGhIjKlMnOp",
        "hunter2",
        "abcdef0123456789ABCDEF",
    ];
    let mut outputs = Vec::new();
    for format in ["md", "json", "jsonl"] {
        let out = run(&t, &["sessions", "export", "bbbb0003", "--format", format]);
        out.code(0);
        for leak in leaks {
            assert!(
                !out.stdout.contains(leak),
                "{format} leaks {leak}:\n{}",
                out.stdout
            );
        }
        assert!(out.stdout.contains("[REDACTED]"));
        outputs.push(out.stdout.clone());
    }
    let md = &outputs[0];
    assert!(
        md.contains(
            "## User #1\n\nmy key [REDACTED] and [REDACTED], password=[REDACTED]\n\n[image]\n"
        ),
        "{md}"
    );
    assert!(md.contains("**Tool call** `bash`"));
    assert!(
        !md.contains("done"),
        "the leaf branch stops at the first reply"
    );
    let json: Value = serde_json::from_str(outputs[1].trim()).unwrap_or_default();
    assert_eq!(json["format"], "ama.session-export");
    assert_eq!(json["version"], 1);
    assert_eq!(json["branch"], "leaf");
    assert_eq!(json["entries"].as_array().map(Vec::len), Some(3));
    assert_eq!(json["userMessages"][0]["images"], 1);
    assert_eq!(
        json["entries"][1]["message"]["content"][1]["data"], "iVBORw0KGgoAAAA=",
        "image base64 is kept"
    );
    assert_eq!(
        json["entries"][2]["message"]["content"][1]["arguments"]["apiKey"],
        "[REDACTED]"
    );
    let jsonl = &outputs[2];
    assert_eq!(
        jsonl.lines().count(),
        4,
        "header + 3 entries, no leaf line:\n{jsonl}"
    );
    assert!(jsonl.lines().all(|l| l.starts_with("{\"type\":")));
    let all = run(
        &t,
        &[
            "sessions", "export", "bbbb0003", "--format", "jsonl", "--branch", "all",
        ],
    );
    assert_eq!(all.stdout.lines().count(), 6);

    // --output: mode 0600, and the file reads back into ama.
    let file = t.root().join("export.jsonl");
    let out = run(
        &t,
        &[
            "sessions",
            "export",
            "bbbb0003",
            "--format",
            "jsonl",
            "--branch",
            "all",
            "--output",
            s(&file),
        ],
    );
    out.code(0);
    let mode = std::fs::metadata(&file)
        .map(|m| m.permissions().mode() & 0o777)
        .unwrap_or(0);
    assert_eq!(mode, 0o600);
    run(&t, &["sessions", "show", s(&file)]).code(0).has("#1");
    let out = run(&t, &["-p", "--session", s(&file), "once more"]);
    out.code(0).has("again");
    let body = mock
        .model_requests()
        .last()
        .map(|r| r.body.to_string())
        .unwrap_or_default();
    assert!(
        body.contains("once more") && body.contains("[REDACTED]"),
        "{body}"
    );
    run(&t, &["sessions", "export", "ffff"]).code(5);
    run(&t, &["sessions", "export", "bbbb0003", "--format", "html"]).code(2);
}

fn touch_days_ago(path: &Path, days: u32) {
    let ok = std::process::Command::new("touch")
        .arg("-d")
        .arg(format!("{days} days ago"))
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(ok, "touch {}", path.display());
}

#[test]
fn prune_trash_restore_and_backups() {
    let t = Test::new();
    let old = write_main(&t);
    let locked = secret_session(&t);
    let fresh = {
        let mut w = Writer::new("dddd0004-4444-4000-8000-000000000004", &cwd_of(&t), T0);
        w.user("new");
        w.save(&sessions_root(&t))
    };
    touch_days_ago(&old, 40);
    touch_days_ago(&locked, 40);
    // A live process holds the lock of `locked`: it is being written, and is never pruned.
    let mut holder = std::process::Command::new("sleep")
        .arg("30")
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    let mut lock = locked.as_os_str().to_owned();
    lock.push(".lock");
    std::fs::write(&lock, format!("{}\n", holder.id())).unwrap_or_else(|e| panic!("{e}"));
    // Backups: one referenced by a checkpoint, one unreferenced and old, one unreferenced and new.
    let blobs = t.data_dir().join("file-history/blobs");
    let referenced = format!("ab{}", "1".repeat(62));
    let stale = format!("cd{}", "2".repeat(62));
    let recent = format!("ef{}", "3".repeat(62));
    for h in [&referenced, &stale, &recent] {
        std::fs::create_dir_all(blobs.join(&h[..2])).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(blobs.join(&h[..2]).join(h), "x").unwrap_or_else(|e| panic!("{e}"));
    }
    touch_days_ago(&blobs.join(&referenced[..2]).join(&referenced), 3);
    touch_days_ago(&blobs.join(&stale[..2]).join(&stale), 3);
    {
        // The reference sits in a session that is itself about to go to the trash: still kept.
        let mut text = std::fs::read_to_string(&old).unwrap_or_default();
        text.truncate(text.rfind('\n').map_or(0, |i| i + 1));
        text.push_str(&format!("{{\"type\":\"custom\",\"id\":\"ck1\",\"parentId\":null,\"timestamp\":\"{}\",\"customType\":\"ama.checkpoint\",\"data\":{{\"files\":[{{\"path\":\"a\",\"hash\":\"{referenced}\"}}]}}}}\n", iso(T0)));
        std::fs::write(&old, text).unwrap_or_else(|e| panic!("{e}"));
        touch_days_ago(&old, 40);
    }

    let out = run(&t, &["sessions", "prune", "--dry-run"]);
    out.code(0).has("would move 1 session");
    out.has("would delete 1 unreferenced file backup");
    assert!(old.exists() && blobs.join(&stale[..2]).join(&stale).exists());

    let out = run(&t, &["sessions", "prune"]);
    out.code(0);
    assert!(
        out.stdout.contains(&format!(
            "kept {}: in use by process {}",
            locked.display(),
            holder.id()
        )),
        "{}",
        out.stdout
    );
    assert!(!old.exists() && locked.exists() && fresh.exists());
    let trash = sessions_root(&t)
        .join(".trash")
        .join(old.parent().and_then(Path::file_name).unwrap_or_default());
    let trashed: Vec<String> = std::fs::read_dir(&trash)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(trashed.len(), 1);
    let original = old
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    assert!(
        trashed[0].ends_with(&format!("Z_{original}")) && trashed[0].len() == original.len() + 25,
        "{trashed:?}"
    );
    assert!(
        blobs.join(&referenced[..2]).join(&referenced).exists(),
        "referenced from the trash"
    );
    assert!(
        !blobs.join(&stale[..2]).join(&stale).exists(),
        "unreferenced and old"
    );
    assert!(
        blobs.join(&recent[..2]).join(&recent).exists(),
        "younger than a day"
    );
    // Trashed sessions are not listed; restore brings one back.
    run(&t, &["sessions", "show", "aaaa0001"]).code(5);
    run(&t, &["sessions", "restore", "aaaa0001"]).code(0);
    assert!(old.exists());
    run(&t, &["sessions", "restore", "aaaa0001"]).code(5);
    // The trash keeps a session 7 days.
    std::fs::create_dir_all(&trash).unwrap_or_else(|e| panic!("{e}"));
    let expired = trash.join(format!("2020-01-01T00-00-00-000Z_{original}"));
    std::fs::write(&expired, "{}\n").unwrap_or_else(|e| panic!("{e}"));
    run(&t, &["sessions", "prune", "--older-than", "100d"])
        .code(0)
        .has("deleted 1 session kept in the trash");
    assert!(!expired.exists());
    // --keep: the newest N of a directory stay whatever their age.
    touch_days_ago(&fresh, 50);
    touch_days_ago(&old, 60);
    run(&t, &["sessions", "prune", "--keep", "2"]).code(0);
    assert!(fresh.exists() && locked.exists() && !old.exists());
    let _ = holder.kill();
    let _ = holder.wait();
}

#[test]
fn from_reuses_a_user_message() {
    let mock = MockServer::start(vec![Turn::text("4")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let mut w = Writer::new("eeee0005-5555-4000-8000-000000000005", &cwd_of(&t), T0);
    w.user("what is 2+2");
    w.user("second");
    let source = w.save(&sessions_root(&t));
    let out = run(&t, &["-p", "--from", "eeee0005#1", "answer briefly"]);
    out.code(0);
    assert_eq!(out.stdout, "4\n");
    let body = mock
        .model_requests()
        .last()
        .map(|r| r.body.clone())
        .unwrap_or_default();
    assert!(
        body.to_string().contains("what is 2+2\\n\\nanswer briefly"),
        "{body}"
    );
    let files: Vec<PathBuf> = std::fs::read_dir(source.parent().unwrap_or(Path::new("/")))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    assert_eq!(files.len(), 2, "a new session: {files:?}");
    run(&t, &["-p", "--from", "eeee0005#3"])
        .code(2)
        .err_has("has 2 user messages");
    run(&t, &["-p", "--from", "eeee0005#x"]).code(2);
    run(&t, &["-p", "--from", "ffff9999#1"]).code(5);
    // The mock model takes text only: an image is refused before anything is sent.
    let png = t.root().join("a.png");
    std::fs::write(&png, b"\x89PNG\r\n\x1a\n0000").unwrap_or_else(|e| panic!("{e}"));
    let before = mock.model_requests().len();
    let out = run(&t, &["-p", "hi", "--image", s(&png)]);
    out.code(2).err_has("takes no image input");
    run(&t, &["-p", "hi", "--image", "/etc/hostname"]).code(2);
    assert_eq!(mock.model_requests().len(), before);
    // sessions show points at --from, in English.
    run(&t, &["sessions", "show", "eeee0005"])
        .code(0)
        .has("user messages (ask one again: ama --from eeee0005#<n>):\n  #1 ");
}

/// A 1 GB session (sparse: a gigabyte of NUL bytes that form one corrupt line) between two real
/// user messages. Search and stats stream it in bounded memory: under a 512 MB address-space
/// limit, loading it whole would fail.
#[test]
fn a_one_gigabyte_session_streams() {
    let t = Test::new();
    let mut w = Writer::new("ffff0006-6666-4000-8000-000000000006", &cwd_of(&t), T0);
    w.user("needle before");
    let path = w.save(&sessions_root(&t));
    let f = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap_or_else(|e| panic!("{e}"));
    let len = f.metadata().map(|m| m.len()).unwrap_or(0);
    f.set_len(len + (1 << 30)).unwrap_or_else(|e| panic!("{e}"));
    let mut tail = Writer::new(
        "ffff0006-6666-4000-8000-000000000006",
        &cwd_of(&t),
        T0 + 5000,
    );
    tail.user("needle after");
    let line = format!("\n{}\n", tail.lines[1]);
    std::io::Write::write_all(&mut &f, line.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    drop(f);
    let ama = env!("CARGO_BIN_EXE_ama");
    for cmd in [
        format!("{ama} sessions search needle --json"),
        format!("{ama} stats --json --no-cache"),
    ] {
        let started = std::time::Instant::now();
        let mut c = std::process::Command::new("bash");
        c.args(["-c", &format!("ulimit -v 524288; exec {cmd}")])
            .current_dir(t.path())
            .env("AMA_DATA_DIR", t.data_dir())
            .env("AMA_CONFIG_DIR", t.config_dir())
            .env("HOME", t.home())
            .env("TZ", "UTC");
        let out = output(c);
        out.code(0);
        if cmd.contains("search") {
            let refs: Vec<String> = out
                .json_lines()
                .iter()
                .map(|h| h["ref"].as_str().unwrap_or("").to_string())
                .collect();
            assert_eq!(refs, ["ffff0006#1", "ffff0006#2"]);
        } else {
            assert!(out.stdout.contains("\"invalid\":0"), "{}", out.stdout);
        }
        // Generous: the read is about a second on a quiet machine.
        assert!(started.elapsed() < std::time::Duration::from_secs(60));
    }
}
