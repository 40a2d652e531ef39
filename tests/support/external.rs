//! What the external-agent tests (`tests/external_*.rs`, issue #27) share: a parent whose config
//! declares `ama acp` as the ACP child `amachild`, the environment a real CLI gets (Node on PATH,
//! a mark to find its processes by), the RPC steps every runner test takes (the first-run
//! question, the child's labelled request, an answer), the parent's records on disk, and the
//! check that an abort left no process behind.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ama::modes::rpc::client::RpcClient;
use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::route::Routed;
use crate::support::npm;
use crate::support::rpc::{T, ok};

/// The variable whose value marks an external agent's processes (and their children).
const MARK: &str = "AMA_EXTERNAL_TEST_MARK";

/// A parent on `r`'s main script whose children's requests are routed by marker.
pub fn routed(r: &Routed) -> Test {
    Test::new()
        .mock(r.main(), "anthropic-messages")
        .config_merge(r.config())
}

/// `routed(r)` whose config declares `agents.external.amachild`: `ama acp`, marked by `mark`.
pub fn acp_child(r: &Routed, mark: &str) -> Test {
    routed(r).config_merge(json!({"agents": {"external": {"amachild": {
        "command": env!("CARGO_BIN_EXE_ama"),
        "args": ["acp"],
        "env": {MARK: mark},
    }}}}))
}

/// The environment of a real CLI: the pinned Node first on PATH and the mark, plus `extra`.
pub fn cli_env(mark: &str, extra: Value) -> Value {
    let mut env = json!({
        "PATH": npm::path_with_node().to_string_lossy(),
        MARK: mark,
    });
    for (k, v) in extra.as_object().into_iter().flatten() {
        env[k] = v.clone();
    }
    env
}

/// A mark of its own for one test: `<what>-<pid>`.
pub fn mark(what: &str) -> String {
    format!("{what}-{}", std::process::id())
}

/// Processes whose environment holds the mark (zombies left out).
pub fn marked(mark: &str) -> Vec<i32> {
    let needle = format!("{MARK}={mark}");
    let mut out = Vec::new();
    for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<i32>() else {
            continue;
        };
        let env = std::fs::read(e.path().join("environ")).unwrap_or_default();
        let stat = std::fs::read_to_string(e.path().join("stat")).unwrap_or_default();
        let zombie = stat
            .rsplit(')')
            .next()
            .is_some_and(|r| r.trim_start().starts_with('Z'));
        if !zombie && env.split(|b| *b == 0).any(|v| v == needle.as_bytes()) {
            out.push(pid);
        }
    }
    out
}

/// Waits until no marked process is left; the ones still there after `wait`.
pub fn left_over(mark: &str, wait: Duration) -> Vec<i32> {
    let end = Instant::now() + wait;
    loop {
        let left = marked(mark);
        if left.is_empty() || Instant::now() >= end {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The JSON lines of a session file.
pub fn lines(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// The session file that holds the parent's external records, once one was written.
pub fn find_parent_file(t: &Test) -> Option<PathBuf> {
    let root = t.data_dir().join("sessions");
    let dirs = std::fs::read_dir(&root).into_iter().flatten().flatten();
    dirs.flat_map(|d| std::fs::read_dir(d.path()).into_iter().flatten().flatten())
        .map(|f| f.path())
        .find(|p| {
            std::fs::read_to_string(p)
                .unwrap_or_default()
                .contains("\"ama.agent-session\"")
        })
}

/// The session file that holds the parent's external records.
pub fn parent_file(t: &Test) -> PathBuf {
    find_parent_file(t).unwrap_or_else(|| {
        panic!(
            "no session file with ama.agent-session under {}",
            t.data_dir().join("sessions").display()
        )
    })
}

/// The `data` of the parent's `custom` entries of `kind`, in order.
pub fn customs(path: &Path, kind: &str) -> Vec<Value> {
    lines(path)
        .into_iter()
        .filter(|l| l["type"] == "custom" && l["customType"] == kind)
        .map(|l| l["data"].clone())
        .collect()
}

/// The status of the last `ama.task` record of `task`.
pub fn task_status(path: &Path, task: &str) -> Value {
    customs(path, "ama.task")
        .into_iter()
        .rfind(|i| i["taskId"] == task)
        .map(|i| i["status"].clone())
        .unwrap_or_default()
}

/// Answers an RPC `permission_request` with `decision` (`allow`, `deny`, `allow_session`).
pub fn answer(c: &mut RpcClient, request: &Value, decision: &str) {
    let id = request["requestId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    ok(
        c,
        json!({"type": "permission_response", "requestId": id, "decision": decision}),
    );
}

/// Turns on RPC approvals and sends the prompt.
pub fn prompt_with_approvals(c: &mut RpcClient, message: &str) {
    ok(
        c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(c, json!({"type": "prompt", "message": message}));
}

/// Waits for the first-run question about `agent` (run by `runner`) and allows it.
#[track_caller]
pub fn allow_first_run(c: &mut RpcClient, agent: &str, runner: &str, wait: Duration) {
    let first = c
        .wait_event("permission_request", wait)
        .unwrap_or_else(|| panic!("no first-run request: {:?}", c.log()));
    assert_eq!(first["toolName"], "first run of an external agent");
    assert_eq!(first["input"]["input"]["agent"], agent, "{first}");
    assert_eq!(first["input"]["input"]["runner"], runner, "{first}");
    answer(c, &first, "allow");
}

/// Waits for the child's own request for permission, checks its `[<agent> · session <id8>]`
/// title and its context, and returns it with the label.
#[track_caller]
pub fn child_asks(c: &mut RpcClient, agent: &str, wait: Duration) -> (Value, String) {
    let asked = c
        .wait_event("permission_request", wait)
        .unwrap_or_else(|| panic!("no request from `{agent}`: {:?}", c.log()));
    let label = asked["toolName"].as_str().unwrap_or_default().to_string();
    let prefix = format!("[{agent} · session ");
    assert!(
        label.starts_with(&prefix) && label.ends_with(']'),
        "{asked}"
    );
    assert_eq!(label.chars().count(), prefix.chars().count() + 9, "{label}");
    assert_eq!(
        asked["context"],
        json!({"depth": 1, "taskId": "task_1", "origin": agent})
    );
    (asked, label)
}

/// The parent's one `ama.agent-session` of `runner`, whose id the label shows; the session id.
#[track_caller]
pub fn recorded_session(file: &Path, runner: &str, label: &str) -> String {
    let sessions = customs(file, "ama.agent-session");
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    assert_eq!(sessions[0]["runner"], runner);
    assert_eq!(sessions[0]["taskId"], "task_1");
    let sid = sessions[0]["sessionId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(label.contains(&sid[..8]), "{label} / {sid}");
    sid
}

/// Ends the RPC session and checks that nothing marked is left running.
#[track_caller]
pub fn close_clean(mut c: RpcClient, mark: &str) {
    c.close_stdin();
    c.wait(T);
    assert_eq!(left_over(mark, Duration::from_secs(5)), Vec::<i32>::new());
}

/// Aborts the parent's run while the child works: the run settles, no marked process is left,
/// and the task is recorded `aborted`.
#[track_caller]
pub fn abort_leaves_nothing(c: &mut RpcClient, t: &Test, mark: &str) {
    assert!(!marked(mark).is_empty(), "no child process while it runs");
    ok(c, json!({"type": "abort"}));
    c.wait_event("agent_settled", Duration::from_secs(30))
        .unwrap_or_else(|| panic!("no agent_settled after abort: {:?}", c.log()));
    assert_eq!(left_over(mark, Duration::from_secs(5)), Vec::<i32>::new());
    assert_eq!(task_status(&parent_file(t), "task_1"), json!("aborted"));
}
