//! `auth.json` is read once per process (issue #33): the model registry is built several times
//! in one run (print mode resolves the model, then composes the session; RPC composes again for
//! a new session), and each build used to open and parse the file again. These tests run ama
//! under `strace -f -e trace=openat` with the mock's key only in `auth.json` (so the one read
//! must serve every request) and count the opens of that file. Without strace they say SKIPPED
//! (and fail with `CI=true`).

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{self, T};

/// strace on PATH, or SKIPPED (a failure under CI).
fn strace() -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|path| {
        std::env::split_paths(&path)
            .map(|d| d.join("strace"))
            .find(|p| p.is_file())
    });
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "strace is not installed (CI needs it for the auth.json read counts)"
        );
        crate::support::skip::skipped("strace is not installed");
    }
    found
}

/// The mock provider keyed by `auth.json` alone (no `MOCK_API_KEY`).
fn keyed_by_auth_json(mock: &MockServer) -> Test {
    let t = Test::new()
        .mock(mock, "openai-completions")
        .env_remove("MOCK_API_KEY");
    std::fs::create_dir_all(t.data_dir()).unwrap_or_else(|e| panic!("{e}"));
    let auth = t.data_dir().join("auth.json");
    std::fs::write(&auth, r#"{"mock": "key-from-auth-json"}"#).unwrap_or_else(|e| panic!("{e}"));
    std::fs::set_permissions(&auth, std::os::unix::fs::PermissionsExt::from_mode(0o600))
        .unwrap_or_else(|e| panic!("{e}"));
    t
}

/// `t`'s command run under `strace -f -e trace=openat -o <log>`.
fn traced(strace: &Path, t: &Test, log: &Path) -> Command {
    let inner = t.command();
    let mut cmd = Command::new(strace);
    cmd.args(["-f", "-e", "trace=openat", "-o"])
        .arg(log)
        .arg(inner.get_program())
        .args(inner.get_args());
    if let Some(dir) = inner.get_current_dir() {
        cmd.current_dir(dir);
    }
    for (k, v) in inner.get_envs() {
        match v {
            Some(v) => cmd.env(k, v),
            None => cmd.env_remove(k),
        };
    }
    cmd
}

/// The successful opens of `auth.json` in the strace log.
fn auth_opens(log: &Path) -> usize {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter(|l| l.contains("/auth.json\"") && !l.contains("= -1"))
        .count()
}

/// Every model request carried the key from `auth.json`.
#[track_caller]
fn keyed(mock: &MockServer, requests: usize) {
    let got: Vec<Option<String>> = mock
        .requests()
        .iter()
        .filter(|r| r.is_model_request())
        .map(|r| r.header("authorization").map(str::to_string))
        .collect();
    assert_eq!(
        got,
        vec![Some("Bearer key-from-auth-json".to_string()); requests]
    );
}

#[test]
fn print_mode_opens_auth_json_once() {
    let Some(strace) = strace() else { return };
    let mock = MockServer::start(vec![Turn::text("Done.")]);
    let t = keyed_by_auth_json(&mock).args(&["-p", "hi"]);
    let log = t.root().join("strace.log");
    let out = traced(&strace, &t, &log)
        .output()
        .unwrap_or_else(|e| panic!("strace ama: {e}"));
    assert!(out.status.success(), "{out:?}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Done.\n");
    keyed(&mock, 1);
    assert_eq!(auth_opens(&log), 1);
}

#[test]
fn rpc_session_with_a_new_session_opens_auth_json_once() {
    let Some(strace) = strace() else { return };
    let mock = MockServer::start(vec![Turn::text("One."), Turn::text("Two.")]);
    let t = keyed_by_auth_json(&mock).args(&["--mode", "rpc"]);
    let log = t.root().join("strace.log");
    let mut c = ama::modes::rpc::client::RpcClient::spawn(traced(&strace, &t, &log))
        .unwrap_or_else(|e| panic!("spawn strace ama --mode rpc: {e}"));
    c.wait_event("session_start", T)
        .unwrap_or_else(|| panic!("no session_start"));
    rpc::ok(&mut c, json!({"type": "prompt", "message": "one"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    rpc::ok(&mut c, json!({"type": "get_available_models"}));
    rpc::ok(&mut c, json!({"type": "new_session"}));
    rpc::ok(&mut c, json!({"type": "prompt", "message": "two"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    c.close_stdin();
    assert!(c.wait(T).is_some_and(|s| s.success()), "ama exits 0");
    keyed(&mock, 2);
    assert_eq!(auth_opens(&log), 1);
}
