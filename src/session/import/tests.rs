//! Unit tests of recognising foreign session files and of the tool mapping; the real files
//! are imported end to end in tests/sessions_import.rs.

use serde_json::json;

use super::tools::{argv_command, map};
use super::{Source, classify, usable_cwd};

#[test]
fn first_lines_name_their_format() {
    let ama = json!({"type": "session", "version": 1, "id": "x", "timestamp": "t", "cwd": "/", "agent": {"name": "ama", "version": "0"}});
    assert_eq!(classify(&ama), None);
    let pi = json!({"type": "session", "version": 3, "id": "x", "timestamp": "t", "cwd": "/"});
    assert_eq!(classify(&pi), Some(Source::Pi));
    let claude = json!({"type": "queue-operation", "operation": "enqueue", "sessionId": "s"});
    assert_eq!(classify(&claude), Some(Source::ClaudeCode));
    let claude_user = json!({"type": "user", "uuid": "u", "sessionId": "s", "message": {}});
    assert_eq!(classify(&claude_user), Some(Source::ClaudeCode));
    let summary = json!({"type": "summary", "summary": "x", "leafUuid": "u"});
    assert_eq!(classify(&summary), Some(Source::ClaudeCode));
    let codex = json!({"type": "session_meta", "timestamp": "t", "payload": {"cwd": "/"}});
    assert_eq!(classify(&codex), Some(Source::Codex));
    assert_eq!(classify(&json!({"type": "message"})), None);
}

#[test]
fn tools_become_amas() {
    let m = map(Source::ClaudeCode, "Bash", &json!({"command": "ls", "timeout": 1500, "description": "d"}));
    assert_eq!((m.name.as_str(), m.arguments, m.known), ("bash", json!({"command": "ls", "timeout": 2}), true));
    let m = map(Source::ClaudeCode, "Read", &json!({"file_path": "/a", "offset": 3}));
    assert_eq!((m.name.as_str(), m.arguments), ("read", json!({"path": "/a", "offset": 3})));
    let m = map(Source::Pi, "edit", &json!({"path": "a", "edits": [{"oldText": "x", "newText": "y"}]}));
    assert_eq!(m.arguments, json!({"path": "a", "edits": [{"old_string": "x", "new_string": "y"}]}));
    let m = map(Source::Pi, "find", &json!({"pattern": "*.rs"}));
    assert_eq!(m.name, "glob");
    let m = map(Source::Codex, "exec_command", &json!({"cmd": "ls -a", "workdir": "/my dir"}));
    assert_eq!(m.arguments, json!({"command": "cd '/my dir' && ls -a"}));
    let m = map(Source::Codex, "apply_patch", &json!({"input": "*** Begin Patch"}));
    assert_eq!((m.name.as_str(), m.known), ("apply_patch", false));
}

#[test]
fn argv_commands_read_as_shell_lines() {
    assert_eq!(argv_command(&json!(["bash", "-lc", "echo 'a b'"])).as_deref(), Some("echo 'a b'"));
    assert_eq!(argv_command(&json!(["ls", "a b", "c"])).as_deref(), Some("ls 'a b' c"));
    assert_eq!(argv_command(&json!(["echo", "it's"])).as_deref(), Some(r"echo 'it'\''s'"));
    assert_eq!(argv_command(&json!([])), None);
}

#[test]
fn only_plain_absolute_cwds_name_the_directory() {
    assert!(usable_cwd("/home/me/proj"));
    assert!(usable_cwd("/tmp/a...b"));
    for bad in ["", "rel/dir", "/..", "/a/../..", "/a\u{1b}[31m"] {
        assert!(!usable_cwd(bad), "{bad:?}");
    }
}
