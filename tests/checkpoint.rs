//! Checkpoints and code rewind through the real binary over RPC: `edit` and `write` back files
//! up into `<data dir>/file-history/blobs`, the session file gets `ama.checkpoint` /
//! `ama.checkpoint-track` entries, and `rewind` with scope code / both puts the files back,
//! reporting every restore limit by name.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

fn sha256(bytes: &[u8]) -> String {
    ama::checkpoint::blobs::sha256_hex(bytes)
}

/// The session file's lines as JSON.
pub fn session_lines(t: &Test) -> Vec<Value> {
    let mut files = Vec::new();
    let root = t.data_dir().join("sessions");
    for dir in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        for f in std::fs::read_dir(dir.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            if f.path().extension().is_some_and(|e| e == "jsonl") {
                files.push(f.path());
            }
        }
    }
    assert_eq!(files.len(), 1, "one session file under {}", root.display());
    std::fs::read_to_string(&files[0])
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// The `data` of every `custom` entry of this type, in file order.
pub fn customs(t: &Test, custom_type: &str) -> Vec<Value> {
    session_lines(t)
        .into_iter()
        .filter(|l| l["type"] == "custom" && l["customType"] == custom_type)
        .map(|l| l["data"].clone())
        .collect()
}

/// The entry id of the user message with this text (`get_fork_messages`).
pub fn user_entry(c: &mut RpcClient, text: &str) -> String {
    let data = ok(c, json!({"type": "get_fork_messages"}));
    let found = data["messages"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|m| m["text"] == text)
        .unwrap_or_else(|| panic!("no user message {text:?} in {data}"));
    found["entryId"].as_str().unwrap_or_default().to_string()
}

fn real(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn blob(t: &Test, sha: &str) -> PathBuf {
    t.data_dir()
        .join("file-history")
        .join("blobs")
        .join(&sha[..2])
        .join(sha)
}

#[test]
fn edit_and_write_are_backed_up_and_rewound() {
    let edit = |id: &str, old: &str, new: &str| {
        Turn::new().tool_call(
            id,
            "edit",
            json!({"path": "a.txt", "old_string": old, "new_string": new}),
        )
    };
    let mock = MockServer::start(vec![
        Turn::new().tool_call("r1", "read", json!({"path": "a.txt"})),
        edit("e1", "one", "two"),
        Turn::new().tool_call(
            "w1",
            "write",
            json!({"path": "new.txt", "content": "created\n"}),
        ),
        Turn::text("done 1"),
        edit("e2", "two", "three"),
        Turn::text("done 2"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("a.txt", "one\n");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "first"}));
    settle(&mut c);
    assert_eq!(t.read("a.txt"), "two\n");
    ok(&mut c, json!({"type": "prompt", "message": "second"}));
    settle(&mut c);
    assert_eq!(t.read("a.txt"), "three\n");

    // The session file: turn 1 had nothing tracked at its start, so its checkpoint comes with
    // its first track records; turn 2's checkpoint re-reads both files at its start.
    let a = real(&t.path().join("a.txt")).display().to_string();
    let new = real(&t.path()).join("new.txt").display().to_string();
    let checkpoints = customs(&t, "ama.checkpoint");
    assert_eq!(checkpoints.len(), 2, "{checkpoints:?}");
    assert_eq!(
        checkpoints[0],
        json!({"v": 1, "mode": "tools", "files": {}})
    );
    assert_eq!(
        checkpoints[1]["files"],
        json!({
            a.clone(): {"sha256": sha256(b"two\n"), "size": 4},
            new.clone(): {"sha256": sha256(b"created\n"), "size": 8},
        })
    );
    assert_eq!(
        customs(&t, "ama.checkpoint-track"),
        vec![
            json!({"path": a, "before": {"sha256": sha256(b"one\n"), "size": 4}}),
            json!({"path": new, "before": {"absent": true}}),
        ]
    );
    // Raw bytes, one file per content.
    for content in [&b"one\n"[..], b"two\n", b"created\n"] {
        let bytes = std::fs::read(blob(&t, &sha256(content))).unwrap_or_default();
        assert_eq!(bytes, content);
    }
    // Checkpoint entries never reach the model.
    let last = mock
        .model_requests()
        .last()
        .cloned()
        .map(|r| r.body.to_string());
    assert!(!last.unwrap_or_default().contains("ama.checkpoint"));

    // Code only, to before "second": a.txt is back to turn 2's start; the conversation stays,
    // and a note tells the model which file no longer matches it.
    let second = user_entry(&mut c, "second");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": second, "scope": "code"}),
    );
    assert_eq!(
        out["code"],
        json!({"restored": [a.clone()], "deleted": [], "skipped": []})
    );
    assert_eq!(out["noteFiles"], json!([a.clone()]));
    assert_eq!(out["text"], "second");
    assert!(out.get("leafId").is_none(), "{out}");
    assert_eq!(t.read("a.txt"), "two\n");
    // The note waits for the next prompt (rpc_spec::the_rewind_note_is_written_before_the_next_prompt).
    let notes: Vec<Value> = session_lines(&t)
        .into_iter()
        .filter(|l| l["customType"] == "ama.rewind-note")
        .collect();
    assert_eq!(notes.len(), 0, "{notes:?}");

    // Both, to before "first": the edited file is restored, the created one deleted.
    let first = user_entry(&mut c, "first");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "both"}),
    );
    assert_eq!(
        out["code"],
        json!({"restored": [a], "deleted": [new], "skipped": []})
    );
    assert!(
        out.get("noteFiles").is_none(),
        "no note after a rewind of both: {out}"
    );
    assert_eq!(t.read("a.txt"), "one\n");
    assert!(!t.path().join("new.txt").exists());
    let messages = ok(&mut c, json!({"type": "get_fork_messages"}));
    assert_eq!(messages["messages"], json!([]));
}

#[test]
fn every_restore_limit_is_reported_by_name() {
    let names = [
        "ok.txt",
        "conflict.txt",
        "link.txt",
        "hard.txt",
        "dir.txt",
        "sub/parent.txt",
        "missing.txt",
        "big.txt",
    ];
    let mut turns: Vec<Turn> = names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            Turn::new().tool_call(
                &format!("w{i}"),
                "write",
                json!({"path": n, "content": format!("new {n}\n")}),
            )
        })
        .collect();
    turns.push(Turn::text("changed"));
    let mock = MockServer::start(turns);
    let mut t = Test::new()
        .mock(&mock, "openai-completions")
        .config_merge(json!({
            "tools": {"write": {"requireRead": false}},
            "checkpoints": {"maxFileBytes": 64}
        }));
    for n in names {
        t = t.write(n, format!("old {n}\n"));
    }
    t = t.write("big.txt", "x".repeat(100));
    let outside = t.root().join("outside");
    std::fs::create_dir_all(&outside).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(outside.join("target.txt"), "outside\n").unwrap_or_else(|e| panic!("{e}"));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "change them"}));
    settle(&mut c);
    assert_eq!(t.read("ok.txt"), "new ok.txt\n");

    // What happened outside the turn.
    let w = t.path();
    let fs = |r: std::io::Result<()>| r.unwrap_or_else(|e| panic!("{e}"));
    fs(std::fs::write(w.join("conflict.txt"), "by hand\n"));
    fs(std::fs::remove_file(w.join("link.txt")));
    fs(std::os::unix::fs::symlink(
        outside.join("target.txt"),
        w.join("link.txt"),
    ));
    fs(std::fs::hard_link(
        w.join("hard.txt"),
        outside.join("hard-twin.txt"),
    ));
    fs(std::fs::remove_file(w.join("dir.txt")));
    fs(std::fs::create_dir(w.join("dir.txt")));
    fs(std::fs::rename(w.join("sub"), outside.join("sub-moved")));
    fs(std::fs::create_dir(outside.join("planted")));
    fs(std::fs::write(
        outside.join("planted").join("parent.txt"),
        "new sub/parent.txt\n",
    ));
    fs(std::os::unix::fs::symlink(
        outside.join("planted"),
        w.join("sub"),
    ));
    fs(std::fs::remove_file(blob(
        &t,
        &sha256(b"old missing.txt\n"),
    )));

    let first = user_entry(&mut c, "change them");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code"}),
    );
    let p = |n: &str| real(&t.path()).join(n).display().to_string();
    assert_eq!(out["code"]["restored"], json!([p("ok.txt")]), "{out}");
    assert_eq!(out["code"]["deleted"], json!([]));
    let mut skipped: Vec<(String, String)> = out["code"]["skipped"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| {
            (
                s["path"].as_str().unwrap_or("").to_string(),
                s["reason"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    skipped.sort();
    let mut want: Vec<(String, String)> = [
        ("big.txt", "too_large"),
        ("conflict.txt", "conflict"),
        ("dir.txt", "not_regular"),
        ("hard.txt", "hard_link"),
        ("link.txt", "symlink"),
        ("missing.txt", "backup_missing"),
        ("sub/parent.txt", "parent_link"),
    ]
    .iter()
    .map(|(n, r)| (p(n), r.to_string()))
    .collect();
    want.sort();
    assert_eq!(skipped, want);
    // Nothing was written through the links the "model" planted, nor over the hand edit.
    assert_eq!(t.read("ok.txt"), "old ok.txt\n");
    assert_eq!(t.read("conflict.txt"), "by hand\n");
    let read = |p: PathBuf| std::fs::read_to_string(p).unwrap_or_default();
    assert_eq!(read(outside.join("target.txt")), "outside\n");
    assert_eq!(read(outside.join("hard-twin.txt")), "new hard.txt\n");
    assert_eq!(
        read(outside.join("planted").join("parent.txt")),
        "new sub/parent.txt\n"
    );

    // `force` overwrites the hand edit, and only that.
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code", "force": true}),
    );
    assert_eq!(out["code"]["restored"], json!([p("conflict.txt")]), "{out}");
    assert_eq!(t.read("conflict.txt"), "old conflict.txt\n");
}

#[test]
fn a_resumed_session_still_rewinds_code_and_flags_its_own_last_write() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("r1", "read", json!({"path": "a.txt"})),
        Turn::new().tool_call(
            "e1",
            "edit",
            json!({"path": "a.txt", "old_string": "one", "new_string": "two"}),
        ),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .write("a.txt", "one\n");
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "first"}));
    settle(&mut c);
    c.close_stdin();
    c.wait(T).unwrap_or_else(|| panic!("ama did not exit"));
    assert_eq!(t.read("a.txt"), "two\n");

    // A new process continues the session: what ama wrote in the last turn is no longer known
    // (no checkpoint came after it), so it counts as a conflict until forced.
    let t = t.arg("-c");
    let mut c = start(&t);
    let first = user_entry(&mut c, "first");
    let a = real(&t.path().join("a.txt")).display().to_string();
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code"}),
    );
    assert_eq!(
        out["code"]["skipped"],
        json!([{"path": a.clone(), "reason": "conflict"}])
    );
    assert_eq!(t.read("a.txt"), "two\n");
    let out = ok(
        &mut c,
        json!({"type": "rewind", "entryId": first, "scope": "code", "force": true}),
    );
    assert_eq!(out["code"]["restored"], json!([a]));
    assert_eq!(t.read("a.txt"), "one\n");
}
