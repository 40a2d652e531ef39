//! Sessions end to end with the real binary against the mock: the golden session file, entries
//! announced after they are written, --no-session, crash safety, refusals and the lock between
//! two processes. Resuming, forking and `ama sessions` are in `sessions_resume.rs`.

#[path = "sessions_resume.rs"]
mod resume;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

/// Every session file under the test's data dir, oldest change first.
pub(crate) fn session_files(t: &Test) -> Vec<PathBuf> {
    let root = t.data_dir().join("sessions");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if f.path().extension().is_some_and(|e| e == "jsonl") {
                out.push(f.path());
            }
        }
    }
    out.sort_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok());
    out
}

pub(crate) fn only_file(t: &Test) -> PathBuf {
    let files = session_files(t);
    assert_eq!(files.len(), 1, "one session file: {files:?}");
    files[0].clone()
}

pub(crate) fn lines(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

pub(crate) fn user_texts(path: &Path) -> Vec<String> {
    lines(path)
        .iter()
        .filter(|l| l["type"] == "message" && l["message"]["role"] == "user")
        .map(|l| {
            l["message"]["content"]
                .as_str()
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

pub(crate) fn session_id(path: &Path) -> String {
    lines(path)[0]["id"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// Ids, times, paths, the port and the version replaced by stable placeholders, key order kept.
fn normalise(text: &str, t: &Test, mock: &MockServer) -> String {
    let mut ids: Vec<String> = Vec::new();
    let mut times: Vec<String> = Vec::new();
    let mut stamps: Vec<u64> = Vec::new();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_default();
        for key in ["id", "parentId", "targetId"] {
            if let Some(id) = v[key].as_str()
                && !ids.iter().any(|i| i == id)
            {
                ids.push(id.to_string());
            }
        }
        times.extend(v["timestamp"].as_str().map(String::from));
        stamps.extend(v["message"]["timestamp"].as_u64());
    }
    let mut out = text.to_string();
    for (n, id) in ids.iter().enumerate() {
        let name = if n == 0 {
            "SESSION".into()
        } else {
            format!("E{n}")
        };
        out = out.replace(&format!("\"{id}\""), &format!("\"{name}\""));
    }
    for time in times {
        out = out.replace(&time, "<time>");
    }
    for stamp in stamps {
        out = out.replace(&format!("\"timestamp\":{stamp}"), "\"timestamp\":0");
    }
    let root = t.root().display().to_string();
    out = out.replace(&root, "<root>");
    // The system prompt's cwd section carries today's date and the platform.
    let today = ama::util::time::now_iso();
    out = out.replace(
        &format!("Today's date: {}", &today[..10]),
        "Today's date: <date>",
    );
    out = out.replace(
        &format!(
            "Platform: {} ({})",
            std::env::consts::OS,
            std::env::consts::ARCH
        ),
        "Platform: <platform>",
    );
    out = out.replace(&format!(":{}", mock.port()), ":<port>");
    out.replace(
        &format!("\"version\":\"{}\"", env!("CARGO_PKG_VERSION")),
        "\"version\":\"<version>\"",
    )
}

#[test]
fn golden_session_file() {
    let mock = MockServer::start(vec![
        Turn::new()
            .say("Listing.")
            .tool_call("call_1", "bash", json!({"command": "echo hi"})),
        Turn::http_error(
            429,
            json!({"type": "error", "error": {"type": "rate_limit_error", "message": "slow down"}}),
        )
        .retry_after_ms("1"),
        Turn::text("Done."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").args(&[
        "-p",
        "--tools",
        "bash",
        "list files",
    ]);
    t.run().status(0).stdout("Done.\n");
    let path = only_file(&t);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        text.lines().all(|l| l.starts_with("{\"type\":")),
        "type first"
    );
    let normalised = normalise(&text, &t, &mock);
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/sessions/golden.jsonl");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::create_dir_all(golden.parent().unwrap_or(Path::new(".")))
            .unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(&golden, &normalised).unwrap_or_else(|e| panic!("{e}"));
    }
    let expected = std::fs::read_to_string(&golden)
        .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_GOLDEN=1)", golden.display()));
    assert_eq!(
        normalised, expected,
        "session file differs from the golden file"
    );
    // The file name is <ISO time>_<id>.jsonl under the encoded cwd.
    let id = session_id(&path);
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    assert!(name.ends_with(&format!("_{id}.jsonl")), "{name}");
    let encoded = t
        .path()
        .display()
        .to_string()
        .trim_start_matches('/')
        .replace('/', "-");
    assert_eq!(
        path.parent().and_then(|p| p.file_name()),
        Some(encoded.as_ref())
    );
}

#[test]
fn entries_are_announced_after_they_are_written() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "-p",
        "--output-format",
        "stream-json",
        "go",
    ]);
    let out = t.run();
    out.status(0);
    let events = out.json_lines();
    let path = only_file(&t);
    assert_eq!(events[0]["type"], json!("session_start"));
    assert_eq!(events[0]["sessionFile"], json!(path.display().to_string()));
    let announced: Vec<Value> = events
        .iter()
        .filter(|e| e["type"] == "entry_appended")
        .map(|e| e["entry"]["id"].clone())
        .collect();
    let written: Vec<Value> = lines(&path)[1..].iter().map(|l| l["id"].clone()).collect();
    assert_eq!(announced, written);
    let result = events.last().cloned().unwrap_or_default();
    assert_eq!(result["sessionFile"], json!(path.display().to_string()));
}

#[test]
fn no_session_writes_nothing() {
    let mock = MockServer::start(vec![Turn::text("hi")]);
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "-p",
        "--no-session",
        "--output-format",
        "json",
        "go",
    ]);
    let out = t.run();
    out.status(0);
    assert_eq!(out.json()["sessionFile"], Value::Null);
    assert!(session_files(&t).is_empty());
    let t = t.clear_args().args(&["-p", "--no-session", "-c", "go"]);
    t.run().status(2).stderr_contains("cannot be combined");
}

#[test]
fn corrupt_middle_line_exits_5_and_the_file_stays() {
    let mock = MockServer::start(vec![Turn::text("one")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "first"]);
    t.run().status(0);
    let path = only_file(&t);
    let id = session_id(&path);
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let mut l: Vec<&str> = text.lines().collect();
    l[2] = "{\"type\":\"thinking_level_change\",\"id\":";
    let broken = l.join("\n") + "\n";
    std::fs::write(&path, &broken).unwrap_or_else(|e| panic!("{e}"));
    let t = t.clear_args().args(&["-p", "-c", "second"]);
    let out = t.run();
    out.status(5).stderr_contains("is corrupt at line 3:");
    assert_eq!(std::fs::read_to_string(&path).unwrap_or_default(), broken);
    assert!(!Path::new(&format!("{}.lock", path.display())).exists());
    let t = t.clear_args().args(&["sessions", "show", &id]);
    t.run().status(5).stderr_contains("line 3");
}

#[test]
fn a_half_last_line_is_cut_and_earlier_entries_stay() {
    let mock = MockServer::start(vec![Turn::text("one")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "first"]);
    t.run().status(0);
    let path = only_file(&t);
    let full = std::fs::read(&path).unwrap_or_default();
    let last = full[..full.len() - 1]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let t = t
        .clear_args()
        .args(&["-p", "--session"])
        .arg(&path)
        .arg("again");
    // Every offset through the line's identity (type, id, parentId, timestamp), then a stride,
    // then the very end; the unit test `a_half_last_line_is_cut_at_every_offset` takes every
    // offset through the same open path, without a process per cut.
    let cuts = (last + 1..full.len())
        .filter(|c| c - last <= 100 || (c - last) % 13 == 0 || full.len() - c <= 2);
    for cut in cuts {
        std::fs::write(&path, &full[..cut]).unwrap_or_else(|e| panic!("{e}"));
        t.run().status(0);
        let after = std::fs::read(&path).unwrap_or_default();
        assert_eq!(
            &after[..last],
            &full[..last],
            "cut at {cut}: earlier entries intact"
        );
        let added = lines(&path)[1..].len() - (lines_in(&full[..last]) - 1);
        assert!(added >= 2, "cut at {cut}: the run appended after the cut");
    }
}

fn lines_in(bytes: &[u8]) -> usize {
    bytes.iter().filter(|b| **b == b'\n').count()
}

#[test]
fn a_second_process_is_refused_while_the_first_holds_the_lock() {
    let mock = MockServer::start(vec![Turn::text("slow").delay_ms(3000), Turn::text("later")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "first"]);
    let mut first = t.spawn();
    drop(first.stdin.take()); // no piped prompt: ama reads stdin to its end
    mock.wait_for_requests(1, Duration::from_secs(10));
    let path = only_file(&t);
    let t = t.clear_args().args(&["-p", "-c", "second"]);
    let out = t.run();
    out.status(5).stderr_contains(&format!(
        "in use by another ama process (pid {})",
        first.id()
    ));
    t.finish(first).status(0).stdout("slow\n");
    // A lock left by a process that is gone is taken over.
    let gone = std::process::Command::new("true")
        .spawn()
        .and_then(|mut c| {
            c.wait()?;
            Ok(c.id())
        });
    let pid = gone.unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(format!("{}.lock", path.display()), format!("{pid}\n"))
        .unwrap_or_else(|e| panic!("{e}"));
    t.run().status(0).stdout("later\n");
    assert_eq!(user_texts(&path), ["first", "second"]);
}

#[test]
fn an_unwritable_sessions_directory_stops_before_the_first_request() {
    let mock = MockServer::start(vec![Turn::text("never")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write("not-a-dir", "x")
        .args(&["-p", "--session-dir", "not-a-dir/sessions", "go"]);
    t.run()
        .status(5)
        .stderr_contains("cannot create the sessions directory");
    assert!(
        mock.model_requests().is_empty(),
        "no request without a session file"
    );
}

/// Through the library: every `entry_appended` finds its line already in the file, and every
/// message of a run lands in order.
#[test]
fn each_entry_is_on_disk_when_it_is_announced() {
    use ama::agent::events::SessionEvent;
    use ama::agent::retry::RetryPolicy;
    use ama::agent::worker::{AgentSession, SessionConfig};
    use ama::ai::types::ThinkingLevel;
    use ama::session::Store;

    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo hi"})),
        Turn::text("done"),
    ]);
    let model = mock.openai_model();
    let store = Store::create(&dir.path().join("sessions"), dir.path(), None);
    let path = store.path().map(Path::to_path_buf).unwrap_or_default();
    let config = SessionConfig {
        session_id: store.id().to_string(),
        model,
        api_key: Some("k".into()),
        thinking: ThinkingLevel::Off,
        tools: ama::tools::registry::Registry::new(None).unwrap_or_else(|e| panic!("{e}")),
        cwd: dir.path().to_path_buf(),
        max_turns: None,
        max_budget_usd: None,
        retry: RetryPolicy::default(),
        tool_state: Default::default(),
        context_files: false,
        permissions: std::sync::Arc::new(ama::permissions::Permissions::full_auto(dir.path())),
        services: Default::default(),
    };
    let (handle, _join) = AgentSession::spawn_with(config, store, None);
    let rx = handle.subscribe();
    handle
        .prompt("go".into())
        .unwrap_or_else(|_| panic!("busy"));
    let mut announced = 0;
    let deadline = std::time::Instant::now() + Duration::from_secs(20);
    loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match rx.recv_timeout(left) {
            Ok(SessionEvent::EntryAppended { entry }) => {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                assert!(
                    text.contains(&format!("\"id\":\"{}\"", entry.id)),
                    "not yet on disk"
                );
                announced += 1;
            }
            Ok(SessionEvent::AgentSettled { .. }) => break,
            Ok(_) => {}
            Err(e) => panic!("no agent_settled: {e}"),
        }
    }
    handle.close_session().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        announced,
        lines(&path).len() - 1,
        "every entry announced once"
    );
    let roles: Vec<Value> = lines(&path)
        .iter()
        .filter(|l| l["type"] == "message")
        .map(|l| l["message"]["role"].clone())
        .collect();
    assert_eq!(
        roles,
        ["system", "user", "assistant", "toolResult", "assistant"]
    );
    assert!(!Path::new(&format!("{}.lock", path.display())).exists());
}

#[test]
fn todo_list_is_stored_in_the_session_and_restored_on_continue() {
    let items = json!([{"id": "1", "text": "write the parser", "status": "in_progress"},
                       {"id": "2", "text": "test it", "status": "pending"}]);
    let mock = MockServer::start(vec![
        Turn::new().tool_call("t1", "todo", json!({"action": "set", "items": items})),
        Turn::text("planned"),
        Turn::new().tool_call("t2", "todo", json!({"action": "get"})),
        Turn::text("resumed"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "plan it"]);
    t.run().status(0);
    let file = std::fs::read_dir(t.data_dir().join("sessions"))
        .ok()
        .and_then(|mut d| d.next())
        .and_then(|e| e.ok())
        .and_then(|e| std::fs::read_dir(e.path()).ok())
        .and_then(|mut d| {
            d.find_map(|e| {
                e.ok()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
            })
        })
        .unwrap_or_default();
    let text = std::fs::read_to_string(&file).unwrap_or_default();
    let custom = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .find(|v| v["type"] == "custom" && v["customType"] == "ama.todo")
        .unwrap_or_default();
    assert_eq!(
        custom["data"]["items"][0]["text"],
        json!("write the parser"),
        "{text}"
    );
    let t = t.clear_args().args(&["-p", "--continue", "where were we?"]);
    t.run().status(0).stdout("resumed\n");
    let last = mock.model_requests()[3].body["messages"].to_string();
    assert!(
        last.contains("write the parser") && last.contains("in_progress"),
        "{last}"
    );
}
