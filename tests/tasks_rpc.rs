//! `task` sub-agents over RPC: the approval `context` of a child's request, the tagged child
//! events (`task_events` adds message events), and abort ending every running task.

use serde_json::{Value, json};

use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::rpc::{T, ok, start};
use crate::tasks::{files, routed_test, task_entries, tool_result};

fn tagged<'a>(log: &'a [Value], kind: &str, task: &str) -> Vec<&'a Value> {
    log.iter()
        .filter(|e| e["type"] == kind && e["taskId"] == task)
        .collect()
}

#[test]
fn child_approvals_carry_context_and_events_are_tagged() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "make a file", "prompt": "CHILD-A touch it"}),
            ),
            Turn::text("parent one"),
            Turn::new().tool_call(
                "call_2",
                "task",
                json!({"description": "look", "prompt": "CHILD-B look", "agent": "explore"}),
            ),
            Turn::text("parent two"),
        ],
        vec![
            (
                "CHILD-A",
                vec![
                    Turn::new().tool_call("b1", "bash", json!({"command": "touch made.txt"})),
                    Turn::text("made it"),
                ],
            ),
            (
                "CHILD-B",
                vec![
                    Turn::new().tool_call("l1", "ls", json!({})),
                    Turn::text("looked"),
                ],
            ),
        ],
    );
    let t = routed_test(&r);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals", "task_events"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let request = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission_request: {:?}", c.log()));
    assert_eq!(request["toolName"], "bash");
    assert_eq!(
        request["context"],
        json!({"depth": 1, "taskId": "task_1", "origin": "general"})
    );
    let id = request["requestId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    ok(
        &mut c,
        json!({"type": "permission_response", "requestId": id, "decision": "allow"}),
    );
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    assert!(t.path().join("made.txt").exists());
    let log = c.log().to_vec();
    let starts = tagged(&log, "tool_execution_start", "task_1");
    assert_eq!(starts.len(), 1, "{starts:?}");
    assert_eq!(starts[0]["toolName"], "bash");
    assert_eq!(starts[0]["depth"], 1);
    assert_eq!(tagged(&log, "tool_execution_end", "task_1").len(), 1);
    // task_events: the child's message events too, tagged the same way.
    assert!(!tagged(&log, "message_end", "task_1").is_empty());
    assert!(!tagged(&log, "message_update", "task_1").is_empty());
    // The parent's own task call streams the child's progress as its live output.
    let live: Vec<&Value> = log
        .iter()
        .filter(|e| e["type"] == "tool_execution_update" && e["toolCallId"] == "call_1")
        .collect();
    assert!(
        live.iter().any(|e| e["partial"]
            .as_str()
            .unwrap_or("")
            .contains("→ bash touch made.txt")),
        "{live:?}"
    );
    assert!(
        log.iter()
            .all(|e| e["type"] != "agent_start" || e.get("taskId").is_none())
    );
    // The task's usage shows in the parent's stats, apart from the parent's own tokens.
    let stats = ok(&mut c, json!({"type": "get_session_stats"}));
    let sub = &stats["cache"]["subagents"];
    assert_eq!(sub["count"], 1, "{stats}");
    assert_eq!(sub["reBilledTokens"], 0);
    assert!(sub["tokens"].as_u64().unwrap_or(0) > 0, "{sub}");
    assert!(sub["costUsd"].as_f64().unwrap_or(0.0) > 0.0, "{sub}");

    // Without task_events: tool events only.
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "again"}));
    c.wait_for(
        |e| e["type"] == "agent_settled" && e.get("taskId").is_none(),
        T,
    );
    let log = c.log().to_vec();
    assert_eq!(tagged(&log, "tool_execution_start", "task_2").len(), 1);
    assert!(tagged(&log, "message_update", "task_2").is_empty());
    assert!(tagged(&log, "message_end", "task_2").is_empty());
    let parent = r.main().model_requests();
    assert!(
        tool_result(&parent[3], "call_2")
            .starts_with("looked\n\n[task task_2 · explore · completed")
    );
}

#[test]
fn abort_stops_every_running_task() {
    let both = Turn::new()
        .tool_call(
            "call_a",
            "task",
            json!({"description": "a", "prompt": "CHILD-A wait"}),
        )
        .tool_call(
            "call_b",
            "task",
            json!({"description": "b", "prompt": "CHILD-B wait"}),
        );
    let r = Routed::start(
        vec![both],
        vec![
            ("CHILD-A", vec![Turn::text("never").stall_after(1)]),
            ("CHILD-B", vec![Turn::text("never").stall_after(1)]),
        ],
    );
    let t = routed_test(&r);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    for marker in ["CHILD-A", "CHILD-B"] {
        let got = r.route(marker).wait_for_requests(1, T);
        assert_eq!(got.len(), 1, "{marker} never asked");
    }
    ok(&mut c, json!({"type": "abort"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled after abort"));
    for marker in ["CHILD-A", "CHILD-B"] {
        let closed = r.route(marker).wait_for_closes(1, T);
        assert_eq!(closed.len(), 1, "{marker}'s request was not cancelled");
    }
    let (parents, children) = files(&t);
    assert_eq!(children.len(), 2);
    let infos = task_entries(&parents[0]);
    let ended: Vec<&Value> = infos.iter().filter(|i| i["status"] != "running").collect();
    assert_eq!(ended.len(), 2, "{infos:?}");
    assert!(ended.iter().all(|i| i["status"] == "aborted"), "{ended:?}");
}
