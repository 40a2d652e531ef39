//! Sessions end to end with the real binary against the mock: the golden session file, crash
//! safety, refusals, the lock between two processes, continue / resume / fork / --no-session,
//! byte-identical request prefixes after a resume, and `ama sessions list|show`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};

const APIS: [&str; 3] = [
    "anthropic-messages",
    "openai-completions",
    "openai-responses",
];

/// Every session file under the test's data dir, oldest change first.
fn session_files(t: &Test) -> Vec<PathBuf> {
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

fn only_file(t: &Test) -> PathBuf {
    let files = session_files(t);
    assert_eq!(files.len(), 1, "one session file: {files:?}");
    files[0].clone()
}

fn lines(path: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

fn user_texts(path: &Path) -> Vec<String> {
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

fn session_id(path: &Path) -> String {
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

/// What must not change between the last request before an exit and the first after a resume.
fn prefix(api: &str, r: &Recorded) -> (String, String, Vec<Value>) {
    let strip = |mut v: Value| {
        strip_cache_control(&mut v);
        v
    };
    let b = strip(r.body.clone());
    let list = |v: &Value| v.as_array().cloned().unwrap_or_default();
    match api {
        "anthropic-messages" => (
            b["system"].to_string(),
            b["tools"].to_string(),
            list(&b["messages"]),
        ),
        "openai-completions" => (String::new(), b["tools"].to_string(), list(&b["messages"])),
        _ => (
            b["instructions"].to_string(),
            b["tools"].to_string(),
            list(&b["input"]),
        ),
    }
}

fn strip_cache_control(v: &mut Value) {
    match v {
        Value::Object(m) => {
            m.remove("cache_control");
            m.values_mut().for_each(strip_cache_control);
        }
        Value::Array(a) => a.iter_mut().for_each(strip_cache_control),
        _ => {}
    }
}

#[test]
fn continue_and_resume_keep_the_request_prefix_byte_identical() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "echo hi"})),
            Turn::text("one"),
            Turn::text("two"),
            Turn::text("three"),
            Turn::text("four"),
        ]);
        let t = Test::new().mock(&mock, api).args(&["-p", "first"]);
        t.run().status(0).stdout("one\n");
        let path = only_file(&t);
        let id = session_id(&path);
        let t = t.clear_args().args(&["-p", "-c", "second"]);
        t.run().status(0).stdout("two\n");
        let t = t.clear_args().args(&["-p", "--resume", &id[..6], "third"]);
        t.run().status(0).stdout("three\n");
        let t = t
            .clear_args()
            .args(&["-p", "--session"])
            .arg(&path)
            .arg("fourth");
        t.run().status(0).stdout("four\n");
        assert_eq!(only_file(&t), path, "{api}: one file, continued");
        assert_eq!(user_texts(&path), ["first", "second", "third", "fourth"]);
        let reqs = mock.model_requests();
        assert_eq!(reqs.len(), 5, "{api}");
        for pair in reqs[1..].windows(2) {
            let (before, after) = (prefix(api, &pair[0]), prefix(api, &pair[1]));
            assert_eq!(before.0, after.0, "{api}: system prompt");
            assert_eq!(before.1, after.1, "{api}: tools");
            assert!(after.2.len() > before.2.len(), "{api}");
            assert_eq!(
                before.2,
                after.2[..before.2.len()],
                "{api}: earlier messages"
            );
        }
        // Nothing changed, so the resumed runs wrote no model, thinking or system entries.
        let kinds: Vec<String> = lines(&path)[1..]
            .iter()
            .map(|l| l["type"].as_str().unwrap_or_default().to_string())
            .collect();
        assert_eq!(
            kinds.iter().filter(|k| *k == "model_change").count(),
            1,
            "{api}"
        );
        let systems = lines(&path)
            .iter()
            .filter(|l| l["message"]["role"] == "system")
            .count();
        assert_eq!(systems, 1, "{api}");
    }
}

#[test]
fn resume_restores_model_and_thinking_unless_given() {
    let mock = MockServer::start(vec![Turn::text("a"), Turn::text("b"), Turn::text("c")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .reasoning(true)
        .config_merge(json!({"providers": {"mock": {"models": [{}, {
            "id": "other-model", "contextWindow": 64000, "maxTokens": 4096,
            "reasoning": true, "input": ["text"]}]}}}))
        .args(&[
            "-p",
            "--model",
            "mock/other-model",
            "--thinking",
            "low",
            "one",
        ]);
    t.run().status(0);
    let t = t.clear_args().args(&["-p", "-c", "two"]);
    t.run().status(0);
    let t = t
        .clear_args()
        .args(&["-p", "-c", "--model", "mock/mock-model", "three"]);
    t.run().status(0);
    let reqs = mock.model_requests();
    let model = |r: &Recorded| r.body["model"].as_str().unwrap_or_default().to_string();
    assert_eq!(model(&reqs[1]), "other-model", "restored from the branch");
    assert_eq!(reqs[1].body["reasoning_effort"], json!("low"));
    assert_eq!(model(&reqs[2]), "mock-model", "the command line wins");
    assert_eq!(reqs[2].body["reasoning_effort"], json!("low"));
    let changes: Vec<Value> = lines(&only_file(&t))
        .into_iter()
        .filter(|l| l["type"] == "model_change")
        .map(|l| l["modelId"].clone())
        .collect();
    assert_eq!(changes, [json!("other-model"), json!("mock-model")]);
}

#[test]
fn fork_copies_the_branch_into_a_new_file() {
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("again"),
        Turn::text("whole"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "first"]);
    t.run().status(0);
    let t = t.clear_args().args(&["-p", "-c", "second"]);
    t.run().status(0);
    let source = only_file(&t);
    let before = std::fs::read(&source).unwrap_or_default();
    let id = session_id(&source);
    let t = t
        .clear_args()
        .args(&["-p", "--fork", &format!("{}#2", &id[..8]), "second, better"]);
    t.run().status(0).stdout("again\n");
    let files = session_files(&t);
    assert_eq!(files.len(), 2);
    let fork = files[1].clone();
    assert_eq!(
        std::fs::read(&source).unwrap_or_default(),
        before,
        "source untouched"
    );
    let head = &lines(&fork)[0];
    assert_ne!(head["id"], json!(id));
    let canonical = std::fs::canonicalize(&source).unwrap_or_default();
    assert_eq!(
        head["parentSession"],
        json!(canonical.display().to_string())
    );
    assert_eq!(user_texts(&fork), ["first", "second, better"]);
    let req = &mock.model_requests()[2];
    let texts: Vec<String> = req.body["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|m| m["role"] != "system")
        .map(|m| m["content"].to_string())
        .collect();
    assert_eq!(texts.len(), 3, "first, one, the new prompt: {texts:?}");
    // Without #n the whole branch is copied.
    let t = t.clear_args().args(&["-p", "--fork", &id, "more"]);
    t.run().status(0);
    let newest = session_files(&t).last().cloned().unwrap_or_default();
    assert_eq!(user_texts(&newest), ["first", "second", "more"]);
    let t = t
        .clear_args()
        .args(&["-p", "--fork", &format!("{id}#9"), "x"]);
    t.run().status(2).stderr_contains("has 2 user messages");
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
    for cut in last + 1..full.len() {
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
fn sessions_list_and_show() {
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("three"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "fix the parser\nplease"]);
    t.run().status(0);
    let t = t.clear_args().args(&["-p", "-c", "then the tests"]);
    t.run().status(0);
    std::fs::create_dir_all(t.path().join("sub")).unwrap_or_else(|e| panic!("{e}"));
    let t = t.current_dir("sub").clear_args().args(&["-p", "elsewhere"]);
    t.run().status(0);
    let files = session_files(&t);
    let main = files[0].clone();
    let id = session_id(&main);
    let t = t.current_dir("").clear_args().args(&["sessions", "list"]);
    let out = t.run();
    out.status(0);
    let rows: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(rows.len(), 1, "{}", out.stdout);
    assert!(rows[0].starts_with(&id[..8]), "{}", rows[0]);
    assert!(rows[0].contains("4 条消息") && rows[0].ends_with("fix the parser please"));
    let t = t
        .clear_args()
        .args(&["sessions", "list", "--all", "--json"]);
    let out = t.run();
    let all = out.json_lines();
    assert_eq!(all.len(), 2);
    assert_eq!(
        all[0]["firstUserMessage"],
        json!("elsewhere"),
        "newest first"
    );
    assert_eq!(all[1]["messageCount"], json!(4));
    // show reads a session in use: a half line is neither cut nor an error.
    let mut bytes = std::fs::read(&main).unwrap_or_default();
    bytes.extend_from_slice(b"{\"type\":\"mess");
    std::fs::write(&main, &bytes).unwrap_or_else(|e| panic!("{e}"));
    let t = t.clear_args().args(&["sessions", "show", &id[..8]]);
    let out = t.run();
    out.status(0);
    let lines_out: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines_out[0], format!("会话      {id}"));
    let at = lines_out
        .iter()
        .position(|l| l.starts_with("用户消息"))
        .unwrap_or_else(|| panic!("{}", out.stdout));
    assert_eq!(
        lines_out[at],
        format!("用户消息（ama --from {}#<编号> 复用）：", &id[..8])
    );
    assert!(
        lines_out[at + 1].starts_with("  #1   20"),
        "{}",
        lines_out[at + 1]
    );
    assert!(lines_out[at + 1].ends_with("  fix the parser please"));
    assert!(
        lines_out[at + 2].starts_with("  #2   ") && lines_out[at + 2].ends_with("then the tests")
    );
    assert_eq!(
        std::fs::read(&main).unwrap_or_default(),
        bytes,
        "never repaired"
    );
    assert!(
        !Path::new(&format!("{}.lock", main.display())).exists(),
        "never locked"
    );
    let t = t.clear_args().args(&["sessions", "show", &id, "--json"]);
    let v = t.run().json();
    assert_eq!(v["counts"]["user"], json!(2));
    assert_eq!(v["userMessages"][1]["text"], json!("then the tests"));
    assert_eq!(v["partialTail"], json!(true));
    let t = t.clear_args().args(&["sessions", "show", "zzzz"]);
    t.run().status(2);
    let t = t.clear_args().args(&["sessions", "show", "0000000"]);
    t.run()
        .status(5)
        .stderr_contains("no session with id `0000000`");
}
