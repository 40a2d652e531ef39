//! External agents as `task` runners, the ACP runner (issue #27): `task(agent=<name>)` with
//! `ama acp` itself as the child agent, driven over RPC. The first-run confirmation, the child's
//! approval request reaching ama's interface with the `[<agent> · session <id8>]` label,
//! `ama.agent-session` / `ama.agent-usage` on disk, `SessionStats.external`, continuing by
//! `taskId`, abort with no process left over, and a missing program as a clear task error.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::rpc::{T, ok, start};
use crate::tasks::{lines, routed_test, task_entries, tool_result};

/// A test whose config declares `agents.external.amachild`: `ama acp`, marked by `mark` in its
/// environment so its processes can be found.
pub(crate) fn acp_child_test(r: &Routed, mark: &str) -> Test {
    routed_test(r).config_merge(json!({"agents": {"external": {"amachild": {
        "command": env!("CARGO_BIN_EXE_ama"),
        "args": ["acp"],
        "env": {"AMA_EXTERNAL_TEST_MARK": mark},
    }}}}))
}

/// Processes whose environment holds `AMA_EXTERNAL_TEST_MARK=<mark>`.
pub(crate) fn marked(mark: &str) -> Vec<i32> {
    let needle = format!("AMA_EXTERNAL_TEST_MARK={mark}");
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
pub(crate) fn left_over(mark: &str, wait: Duration) -> Vec<i32> {
    let end = Instant::now() + wait;
    loop {
        let left = marked(mark);
        if left.is_empty() || Instant::now() >= end {
            return left;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The session file that holds the parent's records.
pub(crate) fn parent_file(t: &Test) -> PathBuf {
    crate::sessions::session_files(t)
        .into_iter()
        .find(|p| {
            std::fs::read_to_string(p)
                .unwrap_or_default()
                .contains("\"ama.agent-session\"")
        })
        .unwrap_or_else(|| panic!("no session file with ama.agent-session"))
}

/// The `data` of the parent's `custom` entries of `kind`.
pub(crate) fn customs(path: &std::path::Path, kind: &str) -> Vec<Value> {
    lines(path)
        .into_iter()
        .filter(|l| l["type"] == "custom" && l["customType"] == kind)
        .map(|l| l["data"].clone())
        .collect()
}

fn answer(c: &mut ama::modes::rpc::client::RpcClient, request: &Value, decision: &str) {
    let id = request["requestId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    ok(
        c,
        json!({"type": "permission_response", "requestId": id, "decision": decision}),
    );
}

#[test]
fn acp_child_asks_through_ama_and_is_recorded() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "make a file", "prompt": "CHILD-A touch it", "agent": "amachild"}),
            ),
            Turn::text("parent one"),
            Turn::new().tool_call(
                "call_2",
                "task",
                json!({"description": "again", "prompt": "and again", "taskId": "task_1"}),
            ),
            Turn::text("parent two"),
        ],
        vec![(
            "CHILD-A",
            vec![
                Turn::new().tool_call("b1", "bash", json!({"command": "touch made.txt"})),
                Turn::text("made it"),
                Turn::text("again done"),
            ],
        )],
    );
    let mark = format!("acp-ok-{}", std::process::id());
    let t = acp_child_test(&r, &mark);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let first = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no first-run request: {:?}", c.log()));
    assert_eq!(first["toolName"], "first run of an external agent");
    assert_eq!(
        first["context"],
        json!({"depth": 1, "taskId": "task_1", "origin": "amachild"})
    );
    assert_eq!(first["input"]["input"]["agent"], "amachild");
    assert!(
        first["input"]["input"]["explanation"]
            .as_str()
            .unwrap_or_default()
            .contains("with your login in that CLI"),
        "{first}"
    );
    answer(&mut c, &first, "allow");
    let asked = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no request from the child: {:?}", c.log()));
    let label = asked["toolName"].as_str().unwrap_or_default().to_string();
    assert!(label.starts_with("[amachild · session "), "{asked}");
    assert_eq!(
        label.chars().count(),
        "[amachild · session ]".chars().count() + 8
    );
    assert_eq!(asked["context"]["taskId"], "task_1");
    assert!(
        asked["input"].to_string().contains("touch made.txt"),
        "{asked}"
    );
    answer(&mut c, &asked, "allow");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    assert!(t.path().join("made.txt").exists());
    let parent = r.main().model_requests();
    let result = tool_result(&parent[1], "call_1");
    assert!(
        result.starts_with("made it\n\n[task task_1 · amachild · completed · 1 turn"),
        "{result}"
    );
    let file = parent_file(&t);
    let sessions = customs(&file, "ama.agent-session");
    assert_eq!(sessions.len(), 1, "{sessions:?}");
    let sid = sessions[0]["sessionId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(label.contains(&sid[..8]), "{label} / {sid}");
    assert_eq!(sessions[0]["agent"], "amachild");
    assert_eq!(sessions[0]["runner"], "acp");
    assert_eq!(sessions[0]["taskId"], "task_1");
    assert_eq!(sessions[0]["cwd"], t.path().display().to_string());
    let usage = customs(&file, "ama.agent-usage");
    assert_eq!(usage.len(), 1, "{usage:?}");
    assert_eq!(usage[0]["agent"], "amachild");
    assert_eq!(usage[0]["sessionId"], sid.as_str());
    assert_eq!(usage[0]["unit"], "usd");
    assert!(
        usage[0]["amount"].as_f64().unwrap_or(0.0) > 0.0,
        "{usage:?}"
    );
    let infos = task_entries(&file);
    assert!(infos.iter().all(|i| i["runner"] == "acp"), "{infos:?}");
    assert_eq!(
        infos.last().map(|i| i["status"].clone()),
        Some(json!("completed"))
    );
    assert_eq!(
        infos.last().map(|i| i["sessionRef"]["sessionId"].clone()),
        Some(json!(sid))
    );

    // Continuing by taskId loads the same external session; no second first-run question.
    ok(&mut c, json!({"type": "prompt", "message": "more"}));
    c.wait_for(
        |e| e["type"] == "agent_settled" && e.get("taskId").is_none(),
        T,
    )
    .unwrap_or_else(|| panic!("no second agent_settled: {:?}", c.log()));
    let requests: Vec<Value> = c
        .log()
        .iter()
        .filter(|e| e["type"] == "permission_request")
        .cloned()
        .collect();
    assert_eq!(requests.len(), 2, "{requests:?}");
    let parent = r.main().model_requests();
    let result = tool_result(&parent[3], "call_2");
    assert!(
        result.starts_with("again done\n\n[task task_1 · amachild · completed"),
        "{result}"
    );
    let sessions = customs(&file, "ama.agent-session");
    assert_eq!(sessions.len(), 2, "{sessions:?}");
    assert_eq!(sessions[1]["sessionId"], sid.as_str());
    let child = r.route("CHILD-A").model_requests();
    assert!(
        child[2].body.to_string().contains("and again"),
        "{:?}",
        child[2].body
    );

    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    let ext = &stats["external"];
    assert_eq!(ext["sessions"], 2, "{stats}");
    assert_eq!(ext["turns"], 2, "{stats}");
    assert!(ext["costUsd"].as_f64().unwrap_or(0.0) > 0.0, "{stats}");
    assert_eq!(ext["byAgent"]["amachild"]["turns"], 2, "{stats}");
    c.close_stdin();
    c.wait(T);
    assert_eq!(left_over(&mark, Duration::from_secs(5)), Vec::<i32>::new());

    // `ama stats` shows them in their own group, apart from ama's own figures.
    let out = t.command().args(["stats", "--all", "--no-cache"]).output();
    let out = out.unwrap_or_else(|e| panic!("ama stats: {e}"));
    let text = String::from_utf8_lossy(&out.stdout);
    let group = text
        .split("external agents (not in the figures above)\n")
        .nth(1)
        .unwrap_or_else(|| panic!("no external group:\n{text}"));
    assert!(
        group.starts_with("  amachild  2 sessions · 2 turns · $0."),
        "{text}"
    );
    let out = t
        .command()
        .args(["stats", "--all", "--no-cache", "--json"])
        .output();
    let v: Value = serde_json::from_slice(&out.map(|o| o.stdout).unwrap_or_default())
        .unwrap_or_else(|e| panic!("stats json: {e}"));
    assert_eq!(v["external"][0]["agent"], "amachild", "{v}");
    assert_eq!(v["external"][0]["turns"], 2, "{v}");
}

#[test]
fn abort_ends_the_acp_child_and_its_processes() {
    let r = Routed::start(
        vec![Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "wait", "prompt": "CHILD-W wait", "agent": "amachild"}),
        )],
        vec![("CHILD-W", vec![Turn::text("never").stall_after(1)])],
    );
    let mark = format!("acp-abort-{}", std::process::id());
    let t = acp_child_test(&r, &mark).args(&["--allow", "task(amachild)"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let got = r.route("CHILD-W").wait_for_requests(1, T);
    assert_eq!(got.len(), 1, "the child never asked its model");
    assert!(!marked(&mark).is_empty(), "no child process while it runs");
    ok(&mut c, json!({"type": "abort"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled after abort"));
    assert_eq!(left_over(&mark, Duration::from_secs(5)), Vec::<i32>::new());
    let infos = task_entries(&parent_file(&t));
    assert_eq!(
        infos.last().map(|i| i["status"].clone()),
        Some(json!("aborted")),
        "{infos:?}"
    );
    // The allow rule let it through: nothing was asked.
    assert!(c.log().iter().all(|e| e["type"] != "permission_request"));
}

#[test]
fn missing_program_is_a_task_error_and_the_parent_goes_on() {
    let mock = crate::support::mock::MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "x", "prompt": "do it", "agent": "ghost"}),
        ),
        Turn::text("parent went on"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(
            json!({"agents": {"external": {"ghost": {"command": "ama-no-such-agent-cli"}}}}),
        )
        .args(&["-p", "go", "--permission-mode", "full-auto"]);
    t.run().status(0).stdout("parent went on\n");
    let result = tool_result(&mock.model_requests()[1], "call_1");
    assert!(
        result.starts_with("The task failed: External agent `ghost`: the program `ama-no-such-agent-cli` is not installed (not found on PATH); install it, or fix `agents.external.ghost.command` in config.json."),
        "{result}"
    );
    assert!(result.contains("[task task_1 · ghost · failed"), "{result}");
}

#[test]
fn unattended_first_run_is_denied() {
    let mock = crate::support::mock::MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "x", "prompt": "do it", "agent": "claude"}),
        ),
        Turn::text("ok"),
    ]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "go"]);
    t.run().status(0).stdout("ok\n");
    let result = tool_result(&mock.model_requests()[1], "call_1");
    assert_eq!(
        result,
        "External agent `claude` did not run: its first run in this session was not approved (default mode). Allow it with the rule `task(claude)` (--allow or permission.allow), or approve its first run when asked."
    );
}
