//! `task` sub-agents through the real binary: the model calls `task`, and each child's requests
//! are answered by a script of its own (`support::mock::route`, by a marker in its prompt).

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::route::Routed;
use crate::support::mock::{Recorded, Turn};

pub(crate) fn routed_test(r: &Routed) -> Test {
    Test::new()
        .mock(r.main(), "anthropic-messages")
        .config_merge(r.config())
}

pub(crate) fn lines(path: &Path) -> Vec<Value> {
    std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// The `ama.task` data of a file, in order.
pub(crate) fn task_entries(path: &Path) -> Vec<Value> {
    lines(path)
        .into_iter()
        .filter(|l| l["type"] == "custom" && l["customType"] == "ama.task")
        .map(|l| l["data"].clone())
        .collect()
}

/// Session files: (parents, children) by whether the header has `parentSession`.
pub(crate) fn files(t: &Test) -> (Vec<PathBuf>, Vec<PathBuf>) {
    crate::sessions::session_files(t)
        .into_iter()
        .partition(|p| lines(p)[0].get("parentSession").is_none())
}

/// The text of the tool result for `call_id` in a request.
pub(crate) fn tool_result(r: &Recorded, call_id: &str) -> String {
    let mut found = None;
    for m in r.body["messages"].as_array().into_iter().flatten() {
        for b in m["content"].as_array().into_iter().flatten() {
            if b["type"] == "tool_result" && b["tool_use_id"] == call_id {
                found = Some(match &b["content"] {
                    Value::String(s) => s.clone(),
                    Value::Array(parts) => parts
                        .iter()
                        .filter_map(|p| p["text"].as_str())
                        .collect::<Vec<_>>()
                        .join("\n"),
                    other => other.to_string(),
                });
            }
        }
    }
    found.unwrap_or_else(|| panic!("no tool result for {call_id} in {}", r.body))
}

/// The tool names a request offered.
pub(crate) fn tool_names(r: &Recorded) -> Vec<String> {
    r.body["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|t| t["name"].as_str().map(String::from))
        .collect()
}

fn task(id: &str, agent: &str, prompt: &str) -> Turn {
    Turn::new().tool_call(
        id,
        "task",
        json!({"description": "look around", "prompt": prompt, "agent": agent}),
    )
}

#[test]
fn child_session_file_header_first_entry_and_parent_task_info() {
    let r = Routed::start(
        vec![
            task("call_1", "general", "CHILD-A: list the files"),
            Turn::text("parent done"),
        ],
        vec![(
            "CHILD-A",
            vec![
                Turn::new().tool_call("c1", "ls", json!({})),
                Turn::text("child answer").usage(10, 5, 0, 0),
            ],
        )],
    );
    let t = routed_test(&r).write("a.txt", "x").args(&["-p", "go"]);
    t.run().status(0).stdout("parent done\n");

    let (parents, children) = files(&t);
    assert_eq!(
        (parents.len(), children.len()),
        (1, 1),
        "{parents:?} {children:?}"
    );
    let (parent, child) = (&parents[0], &children[0]);
    let child_lines = lines(child);
    assert_eq!(
        child_lines[0]["parentSession"],
        json!(parent.display().to_string())
    );
    assert_eq!(child.parent(), parent.parent(), "next to the parent's file");
    assert_eq!(child_lines[1]["type"], "custom");
    assert_eq!(child_lines[1]["customType"], "ama.task");
    assert_eq!(
        child_lines[1]["data"],
        json!({"taskId": "task_1", "agent": "general", "parentToolCallId": "call_1",
               "description": "look around", "parentSession": parent.display().to_string()})
    );

    let infos = task_entries(parent);
    assert_eq!(infos.len(), 2, "{infos:?}");
    let child_ref =
        json!({"sessionId": child_lines[0]["id"], "sessionFile": child.display().to_string()});
    assert_eq!(infos[0]["status"], "running");
    assert_eq!(infos[0]["taskId"], "task_1");
    assert_eq!(infos[0]["runner"], "ama");
    assert_eq!(infos[0]["background"], false);
    assert_eq!(infos[0]["parentToolCallId"], "call_1");
    assert_eq!(infos[0]["sessionRef"], child_ref);
    assert!(infos[0].get("endedAt").is_none());
    assert_eq!(infos[1]["status"], "completed");
    assert_eq!(infos[1]["turns"], 2);
    assert_eq!(infos[1]["sessionRef"], child_ref);
    assert!(infos[1]["endedAt"].as_u64() >= infos[1]["startedAt"].as_u64());

    // The child's own requests: its prompt, and its ls result.
    let child_reqs = r.route("CHILD-A").model_requests();
    assert_eq!(child_reqs.len(), 2);
    assert!(tool_result(&child_reqs[1], "c1").contains("a.txt"));
    // The parent gets the final text and the footer (turns, tokens, cost).
    let parent_reqs = r.main().model_requests();
    assert_eq!(parent_reqs.len(), 2);
    let usage_tokens = infos[1]["usage"]["totalTokens"].as_u64().unwrap_or(0);
    let cost = infos[1]["costUsd"].as_f64().unwrap_or(-1.0);
    assert_eq!(
        tool_result(&parent_reqs[1], "call_1"),
        format!(
            "child answer\n\n[task task_1 · general · completed · 2 turns · {usage_tokens} tokens · ${cost:.4}]"
        )
    );
    assert!(usage_tokens >= 15, "{usage_tokens}");
}

#[test]
fn two_tasks_in_one_message_run_in_parallel() {
    let both = Turn::new()
        .tool_call(
            "call_a",
            "task",
            json!({"description": "a", "prompt": "CHILD-A go", "agent": "explore"}),
        )
        .tool_call(
            "call_b",
            "task",
            json!({"description": "b", "prompt": "CHILD-B go", "agent": "explore"}),
        );
    let r = Routed::start(
        vec![both, Turn::text("both done")],
        vec![
            ("CHILD-A", vec![Turn::text("answer a").delay_ms(1500)]),
            ("CHILD-B", vec![Turn::text("answer b").delay_ms(1500)]),
        ],
    );
    let t = routed_test(&r).args(&["-p", "go"]);
    t.run().status(0).stdout("both done\n");
    let a = r.route("CHILD-A").model_requests();
    let b = r.route("CHILD-B").model_requests();
    assert_eq!((a.len(), b.len()), (1, 1));
    // Each answer takes 1.5 s: one after the other, the second request would come 1.5 s later.
    let gap = if a[0].at > b[0].at {
        a[0].at - b[0].at
    } else {
        b[0].at - a[0].at
    };
    assert!(
        gap < Duration::from_millis(1000),
        "requests {gap:?} apart: not in parallel"
    );
    let parent = r.main().model_requests();
    let ra = tool_result(&parent[1], "call_a");
    let rb = tool_result(&parent[1], "call_b");
    assert!(
        ra.starts_with("answer a\n\n[task task_")
            && ra.contains(" · explore · completed · 1 turn · "),
        "{ra}"
    );
    assert!(rb.starts_with("answer b\n\n[task task_"), "{rb}");
    let (parents, children) = files(&t);
    assert_eq!(children.len(), 2);
    let ids: Vec<Value> = task_entries(&parents[0])
        .iter()
        .map(|d| d["taskId"].clone())
        .collect();
    assert_eq!(ids.len(), 4);
    assert!(
        ids.contains(&json!("task_1")) && ids.contains(&json!("task_2")),
        "{ids:?}"
    );
}

#[test]
fn explore_cannot_write() {
    let r = Routed::start(
        vec![
            task("call_1", "explore", "CHILD-X try to write"),
            Turn::text("ok"),
        ],
        vec![(
            "CHILD-X",
            vec![
                Turn::new()
                    .tool_call("w1", "write", json!({"path": "new.txt", "content": "x"}))
                    .tool_call("b1", "bash", json!({"command": "touch made.txt"}))
                    .tool_call("b2", "bash", json!({"command": "ls"})),
                Turn::text("could not write"),
            ],
        )],
    );
    // The parent itself may do anything: the child is still judged as plan mode.
    let t = routed_test(&r).write("seen.txt", "x").args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "go",
    ]);
    t.run().status(0);
    assert!(!t.path().join("new.txt").exists());
    assert!(!t.path().join("made.txt").exists());
    let child = r.route("CHILD-X").model_requests();
    assert_eq!(
        tool_names(&child[0]),
        [
            "read",
            "bash",
            "bash_output",
            "bash_kill",
            "grep",
            "glob",
            "ls"
        ]
    );
    assert!(tool_result(&child[1], "w1").starts_with("Tool `write` is not available."));
    let denied = tool_result(&child[1], "b1");
    assert!(denied.contains("Plan mode is active"), "{denied}");
    assert!(tool_result(&child[1], "b2").contains("seen.txt"));
    let system = child[0].body["system"].to_string();
    assert!(system.contains("explore sub-agent"), "{system}");
}

#[test]
fn depth_limit_keeps_task_from_children_by_default() {
    let grand = "GRAND: say hi";
    let child_turns = vec![
        Turn::new().tool_call("g1", "task", json!({"description": "d", "prompt": grand})),
        Turn::text("child done"),
    ];
    // Default maxDepth 1: the child has no task tool; its call is refused.
    let r = Routed::start(
        vec![task("call_1", "general", "CHILD-A nest"), Turn::text("ok")],
        vec![
            ("CHILD-A", child_turns.clone()),
            ("GRAND", vec![Turn::text("hi")]),
        ],
    );
    let t = routed_test(&r).args(&["-p", "go"]);
    t.run().status(0);
    assert!(tool_names(&r.main().model_requests()[0]).contains(&"task".to_string()));
    let child = r.route("CHILD-A").model_requests();
    assert!(!tool_names(&child[0]).contains(&"task".to_string()));
    assert!(tool_result(&child[1], "g1").starts_with("Tool `task` is not available."));
    assert_eq!(r.route("GRAND").model_requests().len(), 0);

    // maxDepth 2: the child may start a task, the grandchild may not.
    let r = Routed::start(
        vec![task("call_1", "general", "CHILD-A nest"), Turn::text("ok")],
        vec![("CHILD-A", child_turns), ("GRAND", vec![Turn::text("hi")])],
    );
    let t = routed_test(&r)
        .config_merge(json!({"tasks": {"maxDepth": 2}}))
        .args(&["-p", "go"]);
    t.run().status(0);
    let child = r.route("CHILD-A").model_requests();
    assert!(tool_names(&child[0]).contains(&"task".to_string()));
    assert!(tool_result(&child[1], "g1").starts_with("hi\n\n[task task_1 · general · completed"));
    let grand = r.route("GRAND").model_requests();
    assert_eq!(grand.len(), 1);
    assert!(!tool_names(&grand[0]).contains(&"task".to_string()));
    let (_, children) = files(&t);
    assert_eq!(children.len(), 2, "child and grandchild files");
}

#[test]
fn bad_config_names_the_key() {
    let t = Test::new()
        .mock(
            &crate::support::mock::MockServer::start(vec![]),
            "anthropic-messages",
        )
        .config_merge(json!({"tasks": {"maxDepth": 5}}));
    t.args(&["-p", "go"])
        .run()
        .status(3)
        .stderr_contains("\"tasks.maxDepth\" must be a whole number from 1 to 3");
}

#[test]
fn max_parallel_makes_extra_tasks_wait_for_a_slot() {
    let both = Turn::new()
        .tool_call(
            "call_a",
            "task",
            json!({"description": "a", "prompt": "CHILD-A go", "agent": "explore"}),
        )
        .tool_call(
            "call_b",
            "task",
            json!({"description": "b", "prompt": "CHILD-B go", "agent": "explore"}),
        );
    let r = Routed::start(
        vec![both, Turn::text("both done")],
        vec![
            ("CHILD-A", vec![Turn::text("answer a").delay_ms(800)]),
            ("CHILD-B", vec![Turn::text("answer b").delay_ms(800)]),
        ],
    );
    let t = routed_test(&r)
        .config_merge(json!({"tasks": {"maxParallel": 1}}))
        .args(&["-p", "go"]);
    t.run().status(0).stdout("both done\n");
    let a = r.route("CHILD-A").model_requests();
    let b = r.route("CHILD-B").model_requests();
    assert_eq!((a.len(), b.len()), (1, 1));
    // One slot: the second task asks only after the first one's 0.8 s answer.
    let gap = if a[0].at > b[0].at {
        a[0].at - b[0].at
    } else {
        b[0].at - a[0].at
    };
    assert!(gap >= Duration::from_millis(800), "requests {gap:?} apart");
}

#[test]
fn tools_flag_offers_task_only_when_it_names_it() {
    for (list, want) in [("read,task", vec!["read", "task"]), ("read", vec!["read"])] {
        let mock = crate::support::mock::MockServer::start(vec![Turn::text("ok")]);
        Test::new()
            .mock(&mock, "anthropic-messages")
            .args(&["-p", "--tools", list, "go"])
            .run()
            .status(0);
        let requests = mock.model_requests();
        let mut names = tool_names(&requests[0]);
        names.sort();
        assert_eq!(names, want, "--tools {list}");
    }
    let mock = crate::support::mock::MockServer::start(vec![]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "--tools", "nope", "go"])
        .run();
    out.status(2)
        .stderr_contains("known tools: read, write")
        .stderr_contains(", task");
}
