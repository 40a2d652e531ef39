//! `ama sessions import` on real files written by Claude Code, pi and Codex
//! (`tests/fixtures/import/`, made by running those CLIs against the mock; see the README there):
//! each becomes an ama session that `--resume` continues, with the imported turns in the next
//! request, what was not carried listed on stderr, and the source file left as it was. Opening
//! such a file directly (`sessions show`, `--session`) names what it is instead of "corrupt".

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::sessions::lines;
use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/import")
        .join(name)
}

/// Copies a fixture into the test's directory (so nothing can touch the original) and returns
/// its path there.
fn copy(t: &Test, name: &str) -> PathBuf {
    let to = t.root().join(name);
    std::fs::copy(fixture(name), &to).unwrap_or_else(|e| panic!("copy {name}: {e}"));
    to
}

/// Imports `file`; returns the new session's path and the stderr with that path and id
/// replaced by `<file>` and `<id>`.
fn import(t: Test, file: &Path) -> (Test, PathBuf, String) {
    let before = std::fs::read(file).unwrap_or_default();
    let t = t.clear_args().arg("sessions").arg("import").arg(file);
    let out = t.run();
    out.status(0);
    let written = PathBuf::from(out.stdout.trim_end());
    assert!(
        written.is_file(),
        "stdout names the new file: {}",
        out.stdout
    );
    let id = lines(&written)[0]["id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let stderr = out
        .stderr
        .replace(&written.display().to_string(), "<file>")
        .replace(&id[..8], "<id>");
    assert_eq!(
        std::fs::read(file).unwrap_or_default(),
        before,
        "the source is only read"
    );
    (t, written, stderr)
}

/// The entries after the header, as (type, role or customType).
fn shape(path: &Path) -> Vec<String> {
    lines(path)[1..]
        .iter()
        .map(|l| match l["type"].as_str() {
            Some("message") => l["message"]["role"].as_str().unwrap_or("?").to_string(),
            Some("custom") => format!("custom {}", l["customType"].as_str().unwrap_or("?")),
            other => other.unwrap_or("?").to_string(),
        })
        .collect()
}

/// The tool calls of the session file, as (name, arguments).
fn calls(path: &Path) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for l in lines(path) {
        for block in l["message"]["content"].as_array().into_iter().flatten() {
            if block["type"] == "toolCall" {
                let name = block["name"].as_str().unwrap_or_default().to_string();
                out.push((name, block["arguments"].clone()));
            }
        }
    }
    out
}

/// Resumes the imported session with one more prompt; returns the request the mock got.
fn resume(t: Test, mock: &MockServer, written: &Path) -> Recorded {
    let id = lines(written)[0]["id"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let t = t
        .clear_args()
        .args(&["-p", "--resume", &id[..8], "and now?"]);
    t.run().status(0).stdout("continued\n");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 1);
    let tail: Vec<String> = shape(written).into_iter().rev().take(2).collect();
    assert_eq!(
        tail,
        ["assistant", "user"],
        "the new turn is appended to the imported file"
    );
    reqs[0].clone()
}

const CLAUDE_DROPPED: &str = "\
imported a Claude Code transcript: 1 user message, 4 assistant messages and 3 tool results
  into <file>
not carried over:
  `api-request-blob` lines: 4
  `api-request-shape` lines: 1
  `api-request` lines: 4
  `atis-latch` lines: 4
  `attachment` lines: 14
  `cost-state` lines: 1
  `last-prompt` lines: 4
  `queue-operation` lines: 2
  `tools-used` lines: 3
  thinking signatures: 1
continue it with `ama --resume <id>` (its working directory is `/tmp/ama-import-demo/claude`)
";

#[test]
fn a_claude_code_transcript_imports_and_resumes() {
    let mock = MockServer::start(vec![Turn::text("continued")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let file = copy(&t, "claude-code.jsonl");
    let (t, written, stderr) = import(t, &file);
    assert_eq!(stderr, CLAUDE_DROPPED);
    assert_eq!(lines(&written)[0]["cwd"], "/tmp/ama-import-demo/claude");
    assert_eq!(
        shape(&written),
        [
            "custom ama.import",
            "user",
            "assistant",
            "toolResult",
            "assistant",
            "toolResult",
            "assistant",
            "toolResult",
            "assistant",
        ]
    );
    let notes = "/tmp/ama-import-demo/claude/notes.txt";
    assert_eq!(
        calls(&written),
        [
            (
                "bash".into(),
                json!({"command": "printf 'hello\\n' > notes.txt && cat notes.txt"})
            ),
            ("read".into(), json!({"path": notes})),
            (
                "edit".into(),
                json!({"path": notes, "old_string": "hello", "new_string": "hello world", "replace_all": false})
            ),
        ]
    );
    let request = resume(t, &mock, &written);
    let messages = request.body["messages"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let roles: Vec<&str> = messages
        .iter()
        .map(|m| m["role"].as_str().unwrap_or("?"))
        .collect();
    assert_eq!(
        roles,
        [
            "user",
            "assistant",
            "user",
            "assistant",
            "user",
            "assistant",
            "user",
            "assistant",
            "user"
        ]
    );
    assert_eq!(
        messages[0]["content"][0]["text"],
        "Create notes.txt saying hello, read it, then change it to hello world."
    );
    // The thinking block lost its signature, so it goes back as text.
    assert_eq!(
        messages[1]["content"],
        json!([
            {"type": "text", "text": "I should create the file first."},
            {"type": "text", "text": "I'll create the file."},
            {"type": "tool_use", "id": "toolu_01", "name": "bash",
             "input": {"command": "printf 'hello\\n' > notes.txt && cat notes.txt"}}
        ])
    );
    assert_eq!(messages[2]["content"][0]["tool_use_id"], "toolu_01");
    assert_eq!(messages[2]["content"][0]["content"][0]["text"], "hello");
    assert_eq!(
        messages[7]["content"][0]["text"],
        "Done: notes.txt now says hello world."
    );
    assert!(messages[8]["content"].to_string().contains("and now?"));
}

const PI_DROPPED: &str = "\
imported a pi session: 1 user message, 4 assistant messages and 3 tool results
  into <file>
not carried over:
  model and thinking-level changes (ama keeps its configured model): 2
continue it with `ama --resume <id>` (its working directory is `/tmp/ama-import-demo/pi`)
";

#[test]
fn a_pi_session_imports_and_resumes() {
    let mock = MockServer::start(vec![Turn::text("continued")]);
    let t = Test::new().mock(&mock, "openai-completions");
    let file = copy(&t, "pi.jsonl");
    let (t, written, stderr) = import(t, &file);
    assert_eq!(stderr, PI_DROPPED);
    assert_eq!(lines(&written)[0]["cwd"], "/tmp/ama-import-demo/pi");
    assert_eq!(
        shape(&written),
        [
            "custom ama.import",
            "user",
            "assistant",
            "toolResult",
            "assistant",
            "toolResult",
            "assistant",
            "toolResult",
            "assistant",
        ]
    );
    // pi's entry ids are kept; its first message hangs from the import record now that the
    // model and thinking-level entries before it are left out.
    let l = lines(&written);
    assert_eq!(l[2]["id"], "d588579d");
    assert_eq!(l[2]["parentId"], l[1]["id"]);
    assert_eq!(
        calls(&written),
        [
            (
                "bash".into(),
                json!({"command": "printf 'hello\\n' > notes.txt && cat notes.txt"})
            ),
            ("read".into(), json!({"path": "notes.txt"})),
            (
                "edit".into(),
                json!({"path": "notes.txt", "edits": [{"old_string": "hello", "new_string": "hello world"}]})
            ),
        ]
    );
    let request = resume(t, &mock, &written);
    let messages = request.body["messages"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let roles: Vec<&str> = messages
        .iter()
        .map(|m| m["role"].as_str().unwrap_or("?"))
        .collect();
    assert_eq!(
        roles,
        [
            "system",
            "user",
            "assistant",
            "tool",
            "assistant",
            "tool",
            "assistant",
            "tool",
            "assistant",
            "user"
        ]
    );
    assert_eq!(messages[2]["tool_calls"][0]["function"]["name"], "bash");
    assert_eq!(messages[4]["tool_calls"][0]["function"]["name"], "read");
    assert_eq!(messages[6]["tool_calls"][0]["function"]["name"], "edit");
    assert_eq!(messages[3]["tool_call_id"], "call_pi_1");
    assert_eq!(
        messages[8]["content"],
        "Done: notes.txt now says hello world."
    );
}

const CODEX_DROPPED: &str = "\
imported a Codex rollout: 1 user message, 3 assistant messages and 2 tool results
  into <file>
not carried over:
  `developer` messages (Codex's instructions): 1
  `event_msg` lines: 11
  `token_usage_record` lines: 3
  `turn_context` lines: 1
  `world_state` lines: 1
  context messages Codex added (environment, AGENTS.md): 1
continue it with `ama --resume <id>` (its working directory is `/tmp/ama-import-demo/codex`)
";

#[test]
fn a_codex_rollout_imports_and_resumes() {
    let mock = MockServer::start(vec![Turn::text("continued")]);
    let t = Test::new().mock(&mock, "openai-responses");
    let file = copy(&t, "codex-rollout.jsonl");
    let (t, written, stderr) = import(t, &file);
    assert_eq!(stderr, CODEX_DROPPED);
    assert_eq!(lines(&written)[0]["cwd"], "/tmp/ama-import-demo/codex");
    assert_eq!(
        shape(&written),
        [
            "custom ama.import",
            "user",
            "assistant",
            "toolResult",
            "assistant",
            "toolResult",
            "assistant"
        ]
    );
    assert_eq!(
        calls(&written),
        [
            (
                "bash".into(),
                json!({"command": "printf 'hello\\n' > notes.txt && cat notes.txt"})
            ),
            (
                "bash".into(),
                json!({"command": "sed -i 's/hello/hello world/' notes.txt && cat notes.txt"})
            ),
        ]
    );
    let request = resume(t, &mock, &written);
    let input = request.body["input"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let kinds: Vec<String> = input
        .iter()
        .map(|i| {
            format!(
                "{} {}",
                i["type"].as_str().unwrap_or("message"),
                i["role"].as_str().unwrap_or("")
            )
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "message user",
            "message assistant",
            "function_call ",
            "function_call_output ",
            "function_call ",
            "function_call_output ",
            "message assistant",
            "message user",
        ]
    );
    assert_eq!(input[2]["name"], "bash");
    assert_eq!(input[2]["call_id"], "call_cx_1");
    assert!(
        input[3]["output"]
            .to_string()
            .contains("Output:\\nhello\\n")
    );
}

#[test]
fn foreign_files_are_named_and_pointed_to_import() {
    for (name, what) in [
        ("claude-code.jsonl", "a Claude Code transcript"),
        ("pi.jsonl", "a pi session"),
        ("codex-rollout.jsonl", "a Codex rollout"),
    ] {
        let t = Test::new();
        let file = copy(&t, name);
        let p = file.display().to_string();
        let expected = format!(
            "error: `{p}` is {what}, not an ama session; import it with `ama sessions import {p}` (the file is left as it is), then continue the session it prints with `ama --resume <id>`\n"
        );
        let t = t.clear_args().args(&["sessions", "show", &p]);
        t.run().status(5).stderr(&expected);
        let mock = MockServer::start(vec![]);
        let t =
            t.mock(&mock, "anthropic-messages")
                .clear_args()
                .args(&["-p", "--session", &p, "hi"]);
        t.run().status(5).stderr(&expected);
        assert!(mock.model_requests().is_empty());
        let mut t = t;
        for format in ["md", "json", "jsonl"] {
            t = t
                .clear_args()
                .args(&["sessions", "export", &p, "--format", format]);
            t.run().status(5).stdout("").stderr(&expected);
        }
        // `sessions search` (and `list`) over a sessions directory that holds such a file
        // (under an ama-shaped name) name it and skip it: no hits from it.
        let sessions = t.data_dir().join("sessions/elsewhere");
        std::fs::create_dir_all(&sessions).unwrap_or_else(|e| panic!("{e}"));
        let inside = sessions.join("2026-12-02T13-31-25-000Z_abcd1234.jsonl");
        std::fs::copy(&file, &inside).unwrap_or_else(|e| panic!("{e}"));
        let q = inside.display().to_string();
        let skipped = format!(
            "warning: skipping a session: `{q}` is {what}, not an ama session; import it with `ama sessions import {q}` (the file is left as it is), then continue the session it prints with `ama --resume <id>`\n"
        );
        let t = t
            .clear_args()
            .args(&["sessions", "search", "hello", "--all"]);
        let out = t.run();
        out.status(0).stdout("");
        assert!(out.stderr.starts_with(&skipped), "{}", out.stderr);
        let t = t.clear_args().args(&["sessions", "list", "--all"]);
        let out = t.run();
        out.status(0).stdout("");
        assert!(out.stderr.starts_with(&skipped), "{}", out.stderr);
    }
}

#[test]
fn a_malformed_line_is_named_and_skipped() {
    let t = Test::new();
    let text = std::fs::read_to_string(fixture("pi.jsonl")).unwrap_or_default();
    let mut rows: Vec<&str> = text.lines().collect();
    rows.insert(4, "{\"type\":\"message\",\"id\":\"cut");
    let file = t.root().join("broken.jsonl");
    std::fs::write(&file, rows.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    let (_t, written, stderr) = import(t, &file);
    let line = format!(
        "  {}:5: not JSON (EOF while parsing a string at line 1 column 27)\n",
        file.display()
    );
    assert!(
        stderr.contains(&format!("lines that are not JSON, skipped:\n{line}")),
        "{stderr}"
    );
    assert_eq!(shape(&written).len(), 9, "every other entry is still there");
}

#[test]
fn import_refuses_what_it_cannot_read() {
    let t = Test::new();
    let ama = t.root().join("ama.jsonl");
    std::fs::write(&ama, "{\"type\":\"session\",\"version\":1,\"id\":\"a\",\"timestamp\":\"2026-01-01T00:00:00.000Z\",\"cwd\":\"/\",\"agent\":{\"name\":\"ama\",\"version\":\"0\"}}\n").unwrap_or_else(|e| panic!("{e}"));
    let a = ama.display().to_string();
    let t = t.clear_args().args(&["sessions", "import", &a]);
    t.run().status(5).stderr(&format!(
        "error: `{a}` is already an ama session; continue it with `ama --session {a}`\n"
    ));
    let other = t.root().join("other.jsonl");
    std::fs::write(&other, "{\"type\":\"note\"}\n").unwrap_or_else(|e| panic!("{e}"));
    let o = other.display().to_string();
    let t = t.clear_args().args(&["sessions", "import", &o]);
    t.run().status(5).stderr(&format!(
        "error: `{o}` is not a Claude Code transcript, a pi session or a Codex rollout (its first line has type `note`); `ama sessions import` reads only those\n"
    ));
    let t = t
        .clear_args()
        .args(&["sessions", "import", "/nonexistent/x.jsonl"]);
    t.run().status(5).stderr_contains(
        "cannot read `/nonexistent/x.jsonl` to import it: No such file or directory",
    );
    assert!(
        !t.data_dir().join("sessions").exists(),
        "nothing was written"
    );
}

#[test]
fn a_crafted_file_cannot_pick_the_directory_or_drive_the_terminal() {
    let t = Test::new();
    let file = t.root().join("crafted.jsonl");
    let rows = [
        json!({"type": "user", "uuid": "u1", "parentUuid": null, "sessionId": "s",
               "cwd": "/tmp/../..", "timestamp": "2026-01-01T00:00:00.000Z",
               "message": {"role": "user", "content": "hi"}}),
        json!({"type": "\u{1b}[31mx", "sessionId": "s"}),
        json!({"type": "assistant", "uuid": "u2", "parentUuid": "u1", "sessionId": "s",
               "timestamp": "2026-01-01T00:00:01.000Z",
               "message": {"id": "m1", "role": "assistant", "model": "claude-x",
                           "content": [{"type": "text", "text": "hello"}],
                           "stop_reason": "end_turn"}}),
    ];
    let text: String = rows.iter().map(|r| format!("{r}\n")).collect();
    std::fs::write(&file, text).unwrap_or_else(|e| panic!("{e}"));
    let (t, written, stderr) = import(t, &file);
    let work = t.path().display().to_string();
    assert_eq!(
        lines(&written)[0]["cwd"],
        json!(work),
        "the current directory, not `/tmp/../..`"
    );
    assert!(written.starts_with(t.data_dir().join("sessions")));
    assert!(stderr.contains("  `\\u{1b}[31mx` lines: 1\n"), "{stderr}");
    assert!(!stderr.contains('\u{1b}'));
    assert_eq!(shape(&written), ["custom ama.import", "user", "assistant"]);
}
