//! External agents as `task` runners, the ACP runner (issue #27): `task(agent=<name>)` with
//! `ama acp` itself as the child agent, driven over RPC. The first-run confirmation, the child's
//! approval request reaching ama's interface with the `[<agent> · session <id8>]` label,
//! `ama.agent-session` / `ama.agent-usage` on disk, `SessionStats.external`, continuing by
//! `taskId`, a rejected request whose command does not run, abort with no process left over,
//! and a missing program as a clear task error.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::external::{
    abort_leaves_nothing, acp_child, allow_first_run, answer, child_asks, close_clean, customs,
    mark, parent_file, prompt_with_approvals, recorded_session,
};
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::rpc::{T, ok, start};
use crate::tasks::{task_entries, tool_result};

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
    let mark = mark("acp-ok");
    let t = acp_child(&r, &mark);
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
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
    let (asked, label) = child_asks(&mut c, "amachild", T);
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
    let sid = recorded_session(&file, "acp", &label);
    let sessions = customs(&file, "ama.agent-session");
    assert_eq!(sessions[0]["agent"], "amachild");
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
    close_clean(c, &mark);

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
fn a_rejected_request_of_the_acp_child_does_not_run_and_the_task_finishes() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "make a file", "prompt": "CHILD-R touch it", "agent": "amachild"}),
            ),
            Turn::text("parent done"),
        ],
        vec![(
            "CHILD-R",
            vec![
                Turn::new().tool_call("b1", "bash", json!({"command": "touch made.txt"})),
                Turn::text("it was refused"),
            ],
        )],
    );
    let mark = mark("acp-reject");
    let t = acp_child(&r, &mark);
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
    allow_first_run(&mut c, "amachild", "acp", T);
    let (asked, _) = child_asks(&mut c, "amachild", T);
    assert!(
        asked["input"].to_string().contains("touch made.txt"),
        "{asked}"
    );
    answer(&mut c, &asked, "deny");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    assert!(
        !t.path().join("made.txt").exists(),
        "the rejected command ran"
    );
    // The child's model got the refusal as the call's result, and answered.
    let child = r.route("CHILD-R").model_requests();
    assert_eq!(child.len(), 2);
    let refused = tool_result(&child[1], "b1");
    assert!(refused.contains("denied"), "{refused}");
    let result = tool_result(&r.main().model_requests()[1], "call_1");
    assert!(
        result.starts_with("it was refused\n\n[task task_1 · amachild · completed · 1 turn"),
        "{result}"
    );
    close_clean(c, &mark);
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
    let mark = mark("acp-abort");
    let t = acp_child(&r, &mark).args(&["--allow", "task(amachild)"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let got = r.route("CHILD-W").wait_for_requests(1, T);
    assert_eq!(got.len(), 1, "the child never asked its model");
    abort_leaves_nothing(&mut c, &t, &mark);
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

#[test]
fn a_task_deny_rule_refuses_the_first_run_without_asking() {
    let mock = crate::support::mock::MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "x", "prompt": "do it", "agent": "amachild"}),
        ),
        Turn::text("parent went on"),
    ]);
    let mark = mark("acp-denied");
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"agents": {"external": {"amachild": {
            "command": env!("CARGO_BIN_EXE_ama"),
            "args": ["acp"],
            "env": {"AMA_EXTERNAL_TEST_MARK": mark},
        }}}}))
        .args(&[
            "-p",
            "go",
            "--permission-mode",
            "full-auto",
            "--deny",
            "task(amachild)",
        ]);
    t.run().status(0).stdout("parent went on\n");
    let result = tool_result(&mock.model_requests()[1], "call_1");
    assert!(
        result.starts_with("External agent `amachild` did not run: "),
        "{result}"
    );
    assert!(
        result.ends_with("Allow it with the rule `task(amachild)` (--allow or permission.allow), or approve its first run when asked."),
        "{result}"
    );
    // Nothing was started.
    assert!(crate::support::external::marked(&mark).is_empty());
}
