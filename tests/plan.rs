//! Issue #19's plan-mode workflow through the real binary and the mock model: a
//! `<proposed_plan>` reply writes `ama.plan`; an RPC approval makes the todo list, changes the
//! mode and carries on; reject-with-feedback; the instruction cadence and the exit note; plan
//! mode across a resume; `plan.model`; print mode, where the plan is the result.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use ama::modes::rpc::client::RpcClient;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

const PLAN_REPLY: &str = "I read the code.\n<proposed_plan>\n# Greeting\nAdd a greeting file.\n1. Write hello.txt\n2. Check it\n</proposed_plan>";

fn settle(c: &mut RpcClient) {
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
}

fn session_file(c: &mut RpcClient) -> PathBuf {
    let state = ok(c, json!({"type": "get_state"}));
    PathBuf::from(state["sessionFile"].as_str().unwrap_or_default())
}

fn entries(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
        .lines()
        .skip(1)
        .filter_map(|l| serde_json::from_str(l).ok())
        .filter(|v: &Value| v["type"] != "leaf")
        .collect()
}

/// `custom:<type>`, `custom_message:<type>`, `user:<text>`, `assistant` per entry (others left out).
fn outline(entries: &[Value]) -> Vec<String> {
    entries
        .iter()
        .filter_map(|e| match e["type"].as_str() {
            Some("custom") => Some(format!("custom:{}", e["customType"].as_str()?)),
            Some("custom_message") => Some(format!("custom_message:{}", e["customType"].as_str()?)),
            Some("message") => match e["message"]["role"].as_str()? {
                "user" => Some(format!("user:{}", e["message"]["content"].as_str()?)),
                "assistant" => Some("assistant".into()),
                _ => None,
            },
            _ => None,
        })
        .collect()
}

fn customs(entries: &[Value], custom_type: &str) -> Vec<Value> {
    entries
        .iter()
        .filter(|e| e["type"] == "custom" && e["customType"] == custom_type)
        .map(|e| e["data"].clone())
        .collect()
}

/// The text of every user-role message of a model request (OpenAI chat shape).
fn user_texts(body: &Value) -> Vec<String> {
    body["messages"]
        .as_array()
        .map(|ms| {
            ms.iter()
                .filter(|m| m["role"] == "user")
                .map(|m| match &m["content"] {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect()
        })
        .unwrap_or_default()
}

fn system_prompt(body: &Value) -> String {
    body["messages"][0]["content"].to_string()
}

fn plan_test(mock: &MockServer) -> Test {
    Test::new().mock(mock, "openai-completions")
}

#[test]
fn proposed_plan_is_recorded_and_rpc_approval_makes_todos_changes_mode_and_continues() {
    let mock = MockServer::start(vec![Turn::text(PLAN_REPLY), Turn::text("Done.")]);
    let t = plan_test(&mock);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "plan"}),
    );
    ok(
        &mut c,
        json!({"type": "prompt", "message": "add a greeting"}),
    );
    let proposed = c
        .wait_event("plan_proposed", T)
        .unwrap_or_else(|| panic!("no plan_proposed"));
    let plan = &proposed["plan"];
    assert_eq!(plan["status"], "proposed");
    assert_eq!(plan["version"], 1);
    assert_eq!(
        plan["markdown"],
        "# Greeting\nAdd a greeting file.\n1. Write hello.txt\n2. Check it"
    );
    assert_eq!(plan["steps"], json!(["Write hello.txt", "Check it"]));
    let plan_id = plan["id"].as_str().unwrap_or_default().to_string();
    settle(&mut c);
    let file = session_file(&mut c);
    let before = entries(&file);
    let assistant_id = before
        .iter()
        .rev()
        .find(|e| e["message"]["role"] == "assistant")
        .map(|e| e["id"].clone())
        .unwrap_or_default();
    assert_eq!(plan["sourceEntryId"], assistant_id);
    assert_eq!(
        plan_id,
        format!("plan-{}", assistant_id.as_str().unwrap_or_default())
    );

    let answer = ok(
        &mut c,
        json!({"type": "plan_response", "planId": plan_id, "decision": "approve", "mode": "auto-edit"}),
    );
    assert_eq!(
        answer,
        json!({"planId": plan_id, "decision": "approve", "mode": "auto-edit", "todos": 2,
               "prompt": "Implement the approved plan."})
    );
    settle(&mut c);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["permissionMode"], "auto-edit", "{state}");

    let all = entries(&file);
    assert_eq!(
        outline(&all),
        [
            "custom:ama.plan_state",
            "custom_message:ama.plan_mode",
            "user:add a greeting",
            "assistant",
            "custom:ama.plan",
            "custom:ama.plan",
            "custom:ama.plan_state",
            "custom:ama.todo",
            "custom_message:ama.plan_approved",
            "user:Implement the approved plan.",
            "assistant",
        ]
    );
    assert_eq!(
        customs(&all, "ama.plan_state"),
        [
            json!({"active": true, "prePlanMode": "default"}),
            json!({"active": false, "prePlanMode": "default", "planId": plan_id}),
        ]
    );
    let statuses: Vec<Value> = customs(&all, "ama.plan")
        .iter()
        .map(|p| p["status"].clone())
        .collect();
    assert_eq!(statuses, [json!("proposed"), json!("approved")]);
    assert_eq!(
        customs(&all, "ama.todo"),
        [json!({"items": [
            {"id": "1", "text": "Write hello.txt", "status": "pending", "planStep": 1},
            {"id": "2", "text": "Check it", "status": "pending", "planStep": 2},
        ]})]
    );

    // What the model saw: the instructions with the first prompt, the plan and the todo
    // convention with the second; the same system prompt both times.
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 2);
    let first = user_texts(&requests[0].body);
    assert!(first[0].contains("Plan mode is active."), "{first:?}");
    assert_eq!(first[1], "add a greeting");
    let second = user_texts(&requests[1].body);
    let handover = &second[second.len() - 2];
    assert!(
        handover.contains("The user approved the plan below"),
        "{handover}"
    );
    assert!(
        handover.contains("permission mode is now `auto-edit`"),
        "{handover}"
    );
    assert!(
        handover.contains("1. Write hello.txt\n2. Check it"),
        "{handover}"
    );
    assert!(
        handover.contains("Track progress with the todo tool"),
        "{handover}"
    );
    assert_eq!(second[second.len() - 1], "Implement the approved plan.");
    assert_eq!(
        system_prompt(&requests[0].body),
        system_prompt(&requests[1].body)
    );

    // The same plan cannot be answered twice.
    let again = c
        .request(
            json!({"type": "plan_response", "planId": plan_id, "decision": "approve"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again["success"], false);
    assert_eq!(again["code"], "invalid_arguments");
    assert_eq!(
        again["error"],
        format!("plan `{plan_id}` was already approved; only a proposed plan can be answered")
    );
}

#[test]
fn reject_with_feedback_stays_in_plan_mode_and_a_newer_proposal_supersedes() {
    let v2 = "<proposed_plan>\n1. Add a --greet flag\n</proposed_plan>";
    let v3 = "<proposed_plan>\n1. Add a --greet flag\n2. Document it\n</proposed_plan>";
    let mock = MockServer::start(vec![Turn::text(PLAN_REPLY), Turn::text(v2), Turn::text(v3)]);
    let t = plan_test(&mock).args(&["--permission-mode", "plan"]);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "prompt", "message": "add a greeting"}),
    );
    let p1 = c
        .wait_event("plan_proposed", T)
        .unwrap_or_else(|| panic!("no plan_proposed"));
    settle(&mut c);
    let id1 = p1["plan"]["id"].as_str().unwrap_or_default().to_string();
    let answer = ok(
        &mut c,
        json!({"type": "plan_response", "planId": id1, "decision": "reject",
               "feedback": "Use a flag instead of a file."}),
    );
    assert_eq!(
        answer,
        json!({"planId": id1, "decision": "reject", "prompt": "Use a flag instead of a file."})
    );
    let p2 = c
        .wait_event("plan_proposed", T)
        .unwrap_or_else(|| panic!("no second plan_proposed"));
    settle(&mut c);
    assert_eq!(p2["plan"]["version"], 2);
    assert_eq!(p2["plan"]["steps"], json!(["Add a --greet flag"]));
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["permissionMode"], "plan");
    ok(
        &mut c,
        json!({"type": "prompt", "message": "also document it"}),
    );
    let p3 = c
        .wait_event("plan_proposed", T)
        .unwrap_or_else(|| panic!("no third plan_proposed"));
    settle(&mut c);
    assert_eq!(p3["plan"]["version"], 3);

    let all = entries(&session_file(&mut c));
    let plans: Vec<(Value, Value)> = customs(&all, "ama.plan")
        .iter()
        .map(|p| (p["version"].clone(), p["status"].clone()))
        .collect();
    assert_eq!(
        plans,
        [
            (json!(1), json!("proposed")),
            (json!(1), json!("rejected")),
            (json!(2), json!("proposed")),
            (json!(2), json!("superseded")),
            (json!(3), json!("proposed")),
        ]
    );
    // Plan mode from the command line: entered from the start, `prePlanMode` default.
    assert_eq!(
        customs(&all, "ama.plan_state"),
        [json!({"active": true, "prePlanMode": "default"})]
    );
    let requests = mock.model_requests();
    let second = user_texts(&requests[1].body);
    assert_eq!(second[second.len() - 1], "Use a flag instead of a file.");
    // The older proposal cannot be answered any more.
    let stale = c
        .request(
            json!({"type": "plan_response", "planId": id1, "decision": "approve"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(stale["code"], "invalid_arguments");
    let latest = p3["plan"]["id"].as_str().unwrap_or_default();
    assert_eq!(
        stale["error"],
        format!(
            "plan `{id1}` is not the latest proposal; answer `{latest}` (status proposed) instead"
        )
    );
}

#[test]
fn instructions_cadence_full_then_short_every_five_prompts_and_exit_note() {
    let mut turns: Vec<Turn> = (1..=8).map(|i| Turn::text(&format!("reply {i}"))).collect();
    turns.push(Turn::text("back"));
    let mock = MockServer::start(turns);
    let t = plan_test(&mock);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "plan"}),
    );
    for i in 1..=8 {
        ok(
            &mut c,
            json!({"type": "prompt", "message": format!("p{i}")}),
        );
        settle(&mut c);
    }
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "default"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "p9"}));
    settle(&mut c);
    let all = entries(&session_file(&mut c));
    let seen: Vec<String> = outline(&all)
        .into_iter()
        .filter(|e| e.starts_with("custom") || e.starts_with("user:"))
        .collect();
    assert_eq!(
        seen,
        [
            "custom:ama.plan_state",
            "custom_message:ama.plan_mode",
            "user:p1",
            "user:p2",
            "user:p3",
            "user:p4",
            "user:p5",
            "custom_message:ama.plan_mode",
            "user:p6",
            "user:p7",
            "user:p8",
            "custom:ama.plan_state",
            "custom_message:ama.plan_mode_exit",
            "user:p9",
        ]
    );
    let modes: Vec<String> = all
        .iter()
        .filter(|e| e["customType"] == "ama.plan_mode")
        .map(|e| e["content"].as_str().unwrap_or_default().to_string())
        .collect();
    assert!(modes[0].contains("Plan mode is active."), "{}", modes[0]);
    assert!(
        modes[1].starts_with("<system-reminder>\nPlan mode is still active"),
        "{}",
        modes[1]
    );
    assert!(
        all.iter()
            .all(|e| e["type"] != "custom_message" || e["display"] == false)
    );
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 9);
    let last = user_texts(&requests[8].body);
    assert!(
        last[last.len() - 2].contains("Plan mode has ended"),
        "{last:?}"
    );
    // Instructions are messages: the system prompt never changed.
    let first_system = system_prompt(&requests[0].body);
    assert!(
        requests
            .iter()
            .all(|r| system_prompt(&r.body) == first_system)
    );
}

#[test]
fn plan_mode_survives_resume() {
    let mock = MockServer::start(vec![Turn::text("looked"), Turn::text("still planning")]);
    let t = plan_test(&mock);
    let file = {
        let mut c = start(&t);
        ok(
            &mut c,
            json!({"type": "set_permission_mode", "mode": "auto-edit"}),
        );
        ok(
            &mut c,
            json!({"type": "set_permission_mode", "mode": "plan"}),
        );
        ok(&mut c, json!({"type": "prompt", "message": "look around"}));
        settle(&mut c);
        let file = session_file(&mut c);
        c.close_stdin();
        c.wait(T);
        file
    };
    let t = t.args(&["--session", file.to_str().unwrap_or_default()]);
    let mut c = start(&t);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["permissionMode"], "plan", "{state}");
    ok(&mut c, json!({"type": "prompt", "message": "go on"}));
    settle(&mut c);
    let all = entries(&file);
    // No second plan_state and no second full instruction: the branch already holds them.
    assert_eq!(
        customs(&all, "ama.plan_state"),
        [json!({"active": true, "prePlanMode": "auto-edit"})]
    );
    let instructions = all
        .iter()
        .filter(|e| e["customType"] == "ama.plan_mode")
        .count();
    assert_eq!(instructions, 1);
    // Leaving by hand after the resume goes back to what was before plan mode's entry.
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "default"}),
    );
    let all = entries(&file);
    assert_eq!(
        customs(&all, "ama.plan_state").last(),
        Some(&json!({"active": false, "prePlanMode": "auto-edit"}))
    );
}

#[test]
fn an_explicit_permission_mode_wins_over_a_resumed_plan_mode() {
    let mock = MockServer::start(vec![Turn::text("looked"), Turn::text("editing now")]);
    let t = plan_test(&mock);
    let file = {
        let mut c = start(&t);
        ok(
            &mut c,
            json!({"type": "set_permission_mode", "mode": "plan"}),
        );
        ok(&mut c, json!({"type": "prompt", "message": "look around"}));
        settle(&mut c);
        let file = session_file(&mut c);
        c.close_stdin();
        c.wait(T);
        file
    };
    let t = t.args(&[
        "--session",
        file.to_str().unwrap_or_default(),
        "--permission-mode",
        "auto-edit",
    ]);
    let mut c = start(&t);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(state["permissionMode"], "auto-edit", "{state}");
    ok(&mut c, json!({"type": "prompt", "message": "go on"}));
    settle(&mut c);
    let all = entries(&file);
    assert_eq!(
        customs(&all, "ama.plan_state")
            .last()
            .map(|s| s["active"].clone()),
        Some(json!(false)),
        "leaving plan mode is recorded"
    );
    let exits = all
        .iter()
        .filter(|e| e["customType"] == "ama.plan_mode_exit")
        .count();
    assert_eq!(exits, 1, "the model is told plan mode ended");
}

#[test]
fn plan_model_is_used_while_planning_and_the_execution_model_after_approval() {
    let mock = MockServer::start(vec![Turn::text(PLAN_REPLY), Turn::text("Done.")]);
    let t = plan_test(&mock).config_merge(json!({
        "plan": {"model": "mock/planner"},
        "providers": {"mock": {"models": [{}, {
            "id": "planner", "contextWindow": 128000, "maxTokens": 8192,
            "reasoning": false, "input": ["text"],
            "cost": {"input": 3, "output": 15, "cacheRead": 0.3, "cacheWrite": 3.75}
        }]}}
    }));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "plan"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "plan"}));
    let p = c
        .wait_event("plan_proposed", T)
        .unwrap_or_else(|| panic!("no plan_proposed"));
    settle(&mut c);
    let id = p["plan"]["id"].clone();
    ok(
        &mut c,
        json!({"type": "plan_response", "planId": id, "decision": "approve"}),
    );
    settle(&mut c);
    let models: Vec<Value> = mock
        .model_requests()
        .iter()
        .map(|r| r.body["model"].clone())
        .collect();
    assert_eq!(models, [json!("planner"), json!("mock-model")]);
    let all = entries(&session_file(&mut c));
    assert_eq!(
        customs(&all, "ama.plan_state"),
        [
            json!({"active": true, "prePlanMode": "default", "executionModel": "mock/mock-model",
                   "executionThinking": "off"}),
            json!({"active": false, "prePlanMode": "default", "planId": id,
                   "executionModel": "mock/mock-model", "executionThinking": "off"}),
        ]
    );
}

#[test]
fn print_mode_cannot_approve_the_plan_is_the_result() {
    let mock = MockServer::start(vec![Turn::text(PLAN_REPLY)]);
    let t = plan_test(&mock).args(&["-p", "--permission-mode", "plan", "add a greeting"]);
    let out = t.run();
    out.status(0).stdout(&format!("{PLAN_REPLY}\n"));
    let dir = t.data_dir();
    let file =
        find_session(&dir).unwrap_or_else(|| panic!("no session file under {}", dir.display()));
    let all = entries(&file);
    let plans = customs(&all, "ama.plan");
    assert_eq!(plans.len(), 1);
    assert_eq!(plans[0]["status"], "proposed");
    assert!(customs(&all, "ama.todo").is_empty());
}

fn find_session(dir: &Path) -> Option<PathBuf> {
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if let Some(found) = find_session(&path) {
                return Some(found);
            }
        } else if path.extension().is_some_and(|e| e == "jsonl") {
            return Some(path);
        }
    }
    None
}

#[test]
fn line_mode_asks_and_an_approval_with_accept_edits_carries_out_the_plan() {
    let mock = MockServer::start(vec![
        Turn::text(PLAN_REPLY),
        Turn::new().tool_call(
            "w1",
            "write",
            json!({"path": "hello.txt", "content": "hello\n"}),
        ),
        Turn::text("Done."),
    ]);
    let t = plan_test(&mock)
        .args(&["--permission-mode", "plan"])
        .stdin("add a greeting\n2\n");
    let out = t.run();
    out.status(0)
        .stdout(&format!("{PLAN_REPLY}\nDone.\n"))
        .stderr_contains("Plan proposed (2 steps).\nApprove this plan? [1] yes  [2] yes, accept edits  [3] yes, ask before edits  [4] no, give feedback  [5] keep planning: ")
        .stderr_contains("Plan approved; permission mode: Accept edits\n");
    // Accept edits: the write ran without a question.
    assert_eq!(t.read("hello.txt"), "hello\n");
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 3);
    let second = user_texts(&requests[1].body);
    assert_eq!(second[second.len() - 1], "Implement the approved plan.");
}

#[test]
fn line_mode_reject_with_feedback_sends_it_and_keeps_planning() {
    let mock = MockServer::start(vec![
        Turn::text(PLAN_REPLY),
        Turn::text("<proposed_plan>\n1. Smaller step\n</proposed_plan>"),
    ]);
    let t = plan_test(&mock)
        .args(&["--permission-mode", "plan"])
        .stdin("add a greeting\n4\nmake it smaller\n5\n");
    let out = t.run();
    out.status(0)
        .stderr_contains("Feedback: ")
        .stderr_contains("Plan proposed (1 step).\n");
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 2);
    let second = user_texts(&requests[1].body);
    assert_eq!(second[second.len() - 1], "make it smaller");
    let dir = t.data_dir();
    let file = find_session(&dir).unwrap_or_else(|| panic!("no session file"));
    let statuses: Vec<Value> = customs(&entries(&file), "ama.plan")
        .iter()
        .map(|p| p["status"].clone())
        .collect();
    // Kept planning: the second proposal stays open.
    assert_eq!(
        statuses,
        [json!("proposed"), json!("rejected"), json!("proposed")]
    );
}

#[test]
fn full_instructions_come_back_after_a_compaction() {
    use crate::compaction::{pad, small, user_texts as texts};
    let mock = MockServer::start(vec![
        Turn::text(&format!("a {}", pad(0))),
        Turn::text(&format!("b {}", pad(1))),
        Turn::text("PLAN SUMMARY"),
        Turn::text("c"),
        Turn::text("d"),
    ]);
    let t = small(&mock, 128_000, 60);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "plan"}),
    );
    for p in [format!("q0 {}", pad(0)), format!("q1 {}", pad(1))] {
        ok(&mut c, json!({"type": "prompt", "message": p}));
        settle(&mut c);
    }
    ok(&mut c, json!({"type": "compact"}));
    ok(&mut c, json!({"type": "prompt", "message": "after"}));
    settle(&mut c);
    ok(&mut c, json!({"type": "prompt", "message": "later"}));
    settle(&mut c);
    let requests = mock.model_requests();
    assert_eq!(requests.len(), 5);
    let after = texts(&requests[3]);
    let n = after.len();
    assert!(after[n - 2].contains("Plan mode is active."), "{after:?}");
    assert_eq!(after[n - 1], "after");
    // Only once: the next prompt gets nothing new.
    let later = texts(&requests[4]);
    assert_eq!(later[later.len() - 2..], ["after", "later"]);
    let fulls = later
        .iter()
        .filter(|t| t.contains("Plan mode is active."))
        .count();
    assert_eq!(fulls, 1, "{later:?}");
}

#[test]
fn a_new_session_made_while_planning_returns_to_the_configured_model() {
    let mock = MockServer::start(vec![Turn::text(PLAN_REPLY), Turn::text("Done.")]);
    let t = plan_test(&mock).config_merge(json!({
        "plan": {"model": "mock/planner"},
        "providers": {"mock": {"models": [{}, {
            "id": "planner", "contextWindow": 128000, "maxTokens": 8192,
            "reasoning": false, "input": ["text"]
        }]}}
    }));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "plan"}),
    );
    ok(&mut c, json!({"type": "new_session"}));
    ok(&mut c, json!({"type": "prompt", "message": "plan"}));
    let p = c
        .wait_event("plan_proposed", T)
        .unwrap_or_else(|| panic!("no plan_proposed"));
    settle(&mut c);
    ok(
        &mut c,
        json!({"type": "plan_response", "planId": p["plan"]["id"], "decision": "approve"}),
    );
    settle(&mut c);
    let models: Vec<Value> = mock
        .model_requests()
        .iter()
        .map(|r| r.body["model"].clone())
        .collect();
    assert_eq!(models, [json!("planner"), json!("mock-model")]);
}
