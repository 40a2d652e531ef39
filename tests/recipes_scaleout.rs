//! The scale-out model of docs/ci.md, as contrib/kubernetes/job.yaml and contrib/gitlab-ci.yml
//! use it: many `ama -p` processes at once, one shared `--session-dir`, no ama service. Each
//! process writes its own valid session file; two processes on the same session are serialised by
//! the session's lock, the second refused with exit 5 (`session_locked`) while the first runs.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const PODS: usize = 4;

/// One more ama process in the test's world (its config, data dir and mock), with these args.
/// Building the command rewrites config.json, so build every command before starting any.
fn command(t: &Test, args: &[&str]) -> Command {
    let mut cmd = t.command();
    cmd.args(args).stdin(Stdio::null());
    cmd
}

#[track_caller]
fn spawn(t: &Test, args: &[&str]) -> Child {
    start(command(t, args))
}

#[track_caller]
fn start(mut cmd: Command) -> Child {
    cmd.spawn().unwrap_or_else(|e| panic!("spawn ama: {e}"))
}

fn jsonl_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for d in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(d.path()).into_iter().flatten().flatten() {
            if f.path().extension().is_some_and(|e| e == "jsonl") {
                out.push(f.path());
            }
        }
    }
    out.sort();
    out
}

fn lock_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for d in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(d.path()).into_iter().flatten().flatten() {
            if f.path().extension().is_some_and(|e| e == "lock") {
                out.push(f.path());
            }
        }
    }
    out
}

/// The (role, text) of every message entry of a session file; every line must be JSON.
fn messages(path: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let v: Value = serde_json::from_str(line)
            .unwrap_or_else(|e| panic!("{} line {}: {e}: {line}", path.display(), i + 1));
        if i == 0 {
            assert_eq!(
                v["type"],
                json!("session"),
                "{} starts with its header",
                path.display()
            );
        }
        if v["type"] == "message" {
            let m = &v["message"];
            let text = match &m["content"] {
                Value::String(s) => s.clone(),
                Value::Array(blocks) => blocks.iter().filter_map(|b| b["text"].as_str()).collect(),
                _ => String::new(),
            };
            out.push((m["role"].as_str().unwrap_or("").to_string(), text));
        }
    }
    out
}

#[test]
fn recipes_scaleout_many_processes_share_one_session_dir() {
    let answers: Vec<String> = (0..PODS).map(|i| format!("answer {i}")).collect();
    // Each answer comes a little later, so the processes overlap for real.
    let mock = MockServer::start(
        answers
            .iter()
            .map(|a| Turn::text(a).delay_ms(300))
            .collect(),
    );
    let t = Test::new().mock(&mock, "openai-completions");
    let shared = t.path().join("shared-volume/sessions");
    let dir = shared.to_str().unwrap_or_default();
    let commands: Vec<Command> = (0..PODS)
        .map(|i| command(&t, &["-p", "--session-dir", dir, &format!("task {i}")]))
        .collect();
    let children: Vec<Child> = commands.into_iter().map(start).collect();
    let mut outputs = BTreeSet::new();
    for child in children {
        let out = t.finish(child);
        out.status(0);
        outputs.insert(out.stdout.trim().to_string());
    }
    assert_eq!(outputs, answers.iter().cloned().collect::<BTreeSet<_>>());
    assert_eq!(mock.model_requests().len(), PODS);

    let files = jsonl_files(&shared);
    assert_eq!(files.len(), PODS, "one session file per process: {files:?}");
    assert!(lock_files(&shared).is_empty(), "every lock was released");
    let mut seen_tasks = BTreeSet::new();
    let mut seen_answers = BTreeSet::new();
    for f in &files {
        let m = messages(f);
        let roles: Vec<&str> = m
            .iter()
            .map(|(r, _)| r.as_str())
            .filter(|r| *r != "system")
            .collect();
        assert_eq!(roles, ["user", "assistant"], "{}", f.display());
        let user = m
            .iter()
            .find(|(r, _)| r == "user")
            .map(|(_, t)| t.clone())
            .unwrap_or_default();
        let answer = m
            .iter()
            .find(|(r, _)| r == "assistant")
            .map(|(_, t)| t.clone())
            .unwrap_or_default();
        seen_tasks.insert(user);
        seen_answers.insert(answer);
    }
    assert_eq!(
        seen_tasks,
        (0..PODS)
            .map(|i| format!("task {i}"))
            .collect::<BTreeSet<_>>()
    );
    assert_eq!(seen_answers, answers.into_iter().collect::<BTreeSet<_>>());

    // Any machine that mounts the volume reads them all.
    let list = t.finish(spawn(
        &t,
        &["sessions", "list", "--all", "--json", "--session-dir", dir],
    ));
    list.status(0);
    assert_eq!(list.json_lines().len(), PODS);
}

#[test]
fn recipes_scaleout_the_same_session_is_serialised_by_its_lock() {
    let mock = MockServer::start(vec![
        Turn::text("first").delay_ms(2000),
        Turn::text("second"),
    ]);
    let t = Test::new().mock(&mock, "openai-completions");
    let shared = t.path().join("shared-volume/sessions");
    let dir = shared.to_str().unwrap_or_default().to_string();
    let child = spawn(&t, &["-p", "--session-dir", &dir, "one"]);
    mock.wait_for_requests(1, Duration::from_secs(10));
    let files = jsonl_files(&shared);
    assert_eq!(files.len(), 1);
    let file = files[0].to_str().unwrap_or_default().to_string();

    // A second pod continuing the same session while the first runs: refused, and says why.
    let second = [
        "-p",
        "--session-dir",
        &dir,
        "--session",
        &file,
        "--output-format",
        "json",
        "two",
    ];
    let out = t.finish(spawn(&t, &second));
    out.status(5);
    let refusal = out.json();
    assert_eq!(refusal["errorCode"], json!("session_locked"), "{refusal}");
    assert_eq!(refusal["exitCode"], json!(5));
    assert_eq!(refusal["isError"], json!(true));
    let message = format!(
        "session file `{file}` is in use by another ama process (pid {})",
        child.id()
    );
    assert!(
        refusal["error"]
            .as_str()
            .unwrap_or("")
            .starts_with(&message),
        "{refusal}"
    );
    out.stderr_contains(&message);
    assert_eq!(
        mock.model_requests().len(),
        1,
        "the refused process sent nothing"
    );

    // Once the first is done the lock is gone and the same command goes through.
    t.finish(child).status(0).stdout("first\n");
    let out = t.finish(spawn(&t, &second));
    out.status(0);
    assert_eq!(out.json()["result"], json!("second"));
    let m = messages(Path::new(&file));
    let texts: Vec<&str> = m
        .iter()
        .filter(|(r, _)| r != "system")
        .map(|(_, t)| t.as_str())
        .collect();
    assert_eq!(texts, ["one", "first", "two", "second"]);
}
