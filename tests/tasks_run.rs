//! `task` sub-agents across runs: resume marks a running task interrupted and continuing it by
//! `taskId` reopens its file; background tasks and their output through `bash_output`;
//! user-defined agent types (user files, project files in trusted projects only); SubagentStop.

use serde_json::json;

use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::rpc::T;
use crate::tasks::{files, lines, routed_test, task_entries, tool_names, tool_result};

#[test]
fn resume_marks_a_running_task_interrupted_and_continues_it() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "slow work", "prompt": "CHILD-A first"}),
            ),
            // The resumed run: continue the task by id.
            Turn::new().tool_call(
                "call_2",
                "task",
                json!({"description": "slow work", "prompt": "and now finish", "taskId": "task_1"}),
            ),
            Turn::text("resumed"),
        ],
        vec![(
            "CHILD-A",
            vec![Turn::text("never").stall_after(1), Turn::text("finished")],
        )],
    );
    let t = routed_test(&r).args(&["-p", "go"]);
    let mut child = t.spawn();
    // Print mode reads piped stdin into the prompt: close it.
    drop(child.stdin.take());
    assert_eq!(r.route("CHILD-A").wait_for_requests(1, T).len(), 1);
    let _ = child.kill();
    let _ = child.wait();
    let (parents, children) = files(&t);
    assert_eq!((parents.len(), children.len()), (1, 1));
    let statuses = |p| -> Vec<String> {
        task_entries(p)
            .iter()
            .map(|d| d["status"].as_str().unwrap_or("").to_string())
            .collect()
    };
    assert_eq!(statuses(&parents[0]), ["running"]);

    let t = t.clear_args().args(&["-c", "-p", "carry on"]);
    t.run().status(0).stdout("resumed\n");
    assert_eq!(
        statuses(&parents[0]),
        ["running", "interrupted", "running", "completed"]
    );
    let (_, children_after) = files(&t);
    assert_eq!(children_after, children, "the task's own file was reopened");
    let child_reqs = r.route("CHILD-A").model_requests();
    assert_eq!(child_reqs.len(), 2);
    let texts = child_reqs[1].body["messages"].to_string();
    assert!(
        texts.contains("CHILD-A first") && texts.contains("and now finish"),
        "{texts}"
    );
    let parent = r.main().model_requests();
    assert!(
        tool_result(&parent[2], "call_2")
            .starts_with("finished\n\n[task task_1 · general · completed"),
    );
}

#[test]
fn background_task_returns_at_once_and_bash_output_reads_it() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "in the back", "prompt": "CHILD-BG work", "background": true}),
            ),
            Turn::new()
                .tool_call("call_2", "bash_output", json!({"id": "task_1"}))
                .delay_ms(1000),
            Turn::text("done"),
        ],
        vec![(
            "CHILD-BG",
            vec![
                Turn::new().tool_call("l1", "ls", json!({})),
                Turn::text("bg result"),
            ],
        )],
    );
    let t = routed_test(&r).args(&["-p", "go"]);
    t.run().status(0).stdout("done\n");
    let parent = r.main().model_requests();
    let started = tool_result(&parent[1], "call_1");
    let prefix = "Started background task task_1 (general). Output file: ";
    assert!(started.starts_with(prefix), "{started}");
    let file = started[prefix.len()..]
        .lines()
        .next()
        .unwrap_or("")
        .to_string();
    assert!(file.contains("task-bg-"), "{file}");
    let output = tool_result(&parent[2], "call_2");
    assert!(output.starts_with("Task task_1: completed.\n→ ls\n\nbg result\n\n[task task_1 · general · completed · 2 turns · "), "{output}");
    let on_disk = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        on_disk.starts_with("→ ls\n\nbg result\n\n[task task_1"),
        "{on_disk}"
    );
    let (parents, _) = files(&t);
    let infos = task_entries(&parents[0]);
    assert_eq!(infos[0]["background"], true);
    assert_eq!(infos[0]["outputFile"], json!(file));
    assert_eq!(
        infos.last().map(|i| i["status"].clone()),
        Some(json!("completed"))
    );
}

#[test]
fn user_defined_agent_types() {
    let r = Routed::start(
        vec![
            Turn::new()
                .tool_call("call_1", "task", json!({"description": "review", "prompt": "CHILD-R review", "agent": "reviewer"}))
                .tool_call("call_2", "task", json!({"description": "proj", "prompt": "CHILD-P go", "agent": "proj"})),
            Turn::text("ok"),
        ],
        vec![
            ("CHILD-R", vec![Turn::text("reviewed")]),
            ("CHILD-P", vec![Turn::text("project agent")]),
        ],
    );
    let t = routed_test(&r).write(
        ".ama/agents/proj.md",
        "---\nname: proj\ndescription: A project agent\n---\nPROJECT-PROMPT\n",
    );
    let agents = t.config_dir().join("agents");
    std::fs::create_dir_all(&agents).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        agents.join("reviewer.md"),
        "---\nname: reviewer\ndescription: Reviews code\ntools: Read, Grep\n---\nYou are REVIEWER-PROMPT.\n",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    // Untrusted project: its agent types are not loaded.
    let t = t.args(&["-p", "go"]);
    t.run().status(0);
    let child = r.route("CHILD-R").model_requests();
    assert_eq!(tool_names(&child[0]), ["read", "grep"]);
    let system = child[0].body["system"].to_string();
    assert!(system.contains("You are REVIEWER-PROMPT."), "{system}");
    assert!(!system.contains("You are ama, a coding agent"), "{system}");
    let parent = r.main().model_requests();
    let task_tool = parent[0].body["tools"]
        .as_array()
        .and_then(|l| l.iter().find(|t| t["name"] == "task").cloned())
        .unwrap_or_default();
    let agent_doc = task_tool["input_schema"]["properties"]["agent"]["description"].to_string();
    assert!(
        agent_doc.contains("`reviewer`: Reviews code") && !agent_doc.contains("`proj`"),
        "{agent_doc}"
    );
    assert_eq!(
        tool_result(&parent[1], "call_2"),
        "Unknown agent type `proj`. Available types: general, explore, plan, reviewer, claude, codex."
    );
    assert_eq!(r.route("CHILD-P").model_requests().len(), 0);

    // Trusted: the project type is there.
    r.main().push(Turn::new().tool_call(
        "call_3",
        "task",
        json!({"description": "proj", "prompt": "CHILD-P go", "agent": "proj"}),
    ));
    r.main().push(Turn::text("ok"));
    let t = t.clear_args().args(&["--trust-project", "-p", "go"]);
    t.run().status(0);
    let p = r.route("CHILD-P").model_requests();
    assert_eq!(p.len(), 1);
    assert!(p[0].body["system"].to_string().contains("PROJECT-PROMPT"));
}

#[test]
fn subagent_stop_fires_when_a_task_ends() {
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "d", "prompt": "CHILD-A hi", "agent": "explore"}),
            ),
            Turn::text("ok"),
        ],
        vec![("CHILD-A", vec![Turn::text("hello")])],
    );
    let t = routed_test(&r).config_merge(json!({"hooks": {"SubagentStop": [
        {"hooks": [{"type": "command", "command": "cat > subagent-stop.json"}]}
    ]}}));
    let t = t.args(&["-p", "go"]);
    t.run().status(0);
    let input: serde_json::Value =
        serde_json::from_str(&t.read("subagent-stop.json")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(input["hook_event_name"], "SubagentStop");
    assert_eq!(input["agent_id"], "task_1");
    assert_eq!(input["agent_type"], "explore");
    assert_eq!(input["stop_hook_active"], false);
    let (parents, children) = files(&t);
    // `transcript_path` is the parent's transcript mirror in Claude Code's shape (docs/hooks.md).
    let parent_id = parents[0]
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(|s| s.rsplit('_').next())
        .unwrap_or("?")
        .to_string();
    assert!(
        input["transcript_path"]
            .as_str()
            .is_some_and(|p| p.ends_with(&format!("/{parent_id}.jsonl"))),
        "{input}"
    );
    assert_eq!(
        input["agent_transcript_path"],
        json!(children[0].display().to_string())
    );
    assert_eq!(
        lines(&children[0])[0]["parentSession"],
        json!(parents[0].display().to_string())
    );
}

#[test]
fn pre_and_post_tool_use_hooks_see_the_task_call_as_claude_codes_task() {
    let task_turn = || {
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "d", "prompt": "CHILD-A hi", "agent": "explore"}),
        )
    };
    // A PreToolUse hook on `Task` that exits 2 keeps the task from starting.
    let r = Routed::start(
        vec![task_turn(), Turn::text("ok")],
        vec![("CHILD-A", vec![Turn::text("hello")])],
    );
    let t = routed_test(&r).config_merge(json!({"hooks": {"PreToolUse": [
        {"matcher": "Task", "hooks": [{"type": "command",
            "command": "cat > pre.json; echo 'no tasks today' >&2; exit 2"}]}
    ]}}));
    let t = t.args(&["-p", "go"]);
    t.run().status(0);
    let pre: serde_json::Value =
        serde_json::from_str(&t.read("pre.json")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pre["tool_name"], "Task");
    assert_eq!(pre["tool_input"]["prompt"], "CHILD-A hi");
    assert!(
        r.route("CHILD-A").model_requests().is_empty(),
        "the task never ran"
    );
    let second = r.main().model_requests()[1].body.to_string();
    assert!(
        second.contains("Denied by a PreToolUse hook: no tasks today"),
        "{second}"
    );

    // A PostToolUse hook gets the task's result.
    let r = Routed::start(
        vec![task_turn(), Turn::text("ok")],
        vec![("CHILD-A", vec![Turn::text("hello")])],
    );
    let t = routed_test(&r).config_merge(json!({"hooks": {"PostToolUse": [
        {"matcher": "Task", "hooks": [{"type": "command", "command": "cat > post.json"}]}
    ]}}));
    let t = t.args(&["-p", "go"]);
    t.run().status(0);
    let post: serde_json::Value =
        serde_json::from_str(&t.read("post.json")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(post["tool_name"], "Task");
    assert!(
        post["tool_response"].to_string().contains("hello"),
        "{post}"
    );
}

#[test]
fn ama_stats_counts_child_files_once() {
    let r = Routed::start(
        vec![
            Turn::new()
                .tool_call(
                    "call_1",
                    "task",
                    json!({"description": "d", "prompt": "CHILD-A hi"}),
                )
                .usage(100, 10, 0, 0),
            Turn::text("ok").usage(100, 10, 0, 0),
        ],
        vec![("CHILD-A", vec![Turn::text("hello").usage(7, 3, 0, 0)])],
    );
    let t = routed_test(&r).args(&["-p", "go"]);
    t.run().status(0);
    let (parents, _) = files(&t);
    assert_eq!(task_entries(&parents[0])[1]["usage"]["input"], 7);
    let t = t.clear_args().args(&["stats", "--json", "--no-cache"]);
    let out = t.run();
    out.status(0);
    let v: serde_json::Value =
        serde_json::from_str(out.stdout.trim()).unwrap_or_else(|e| panic!("{e}: {}", out.stdout));
    // Parent 100 + 100, child 7: the copy in TaskInfo.usage is not counted again.
    assert_eq!(v["total"]["input"], 207, "{v}");
    assert_eq!(v["total"]["output"], 23, "{v}");
    assert_eq!(v["total"]["requestsByKind"], json!({"chat": 3}), "{v}");
    // `sessions list` shows the parent only: the child belongs to it.
    let out = t.clear_args().args(&["sessions", "list", "--json"]).run();
    out.status(0);
    let listed: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(listed.len(), 1, "{}", out.stdout);
    assert!(
        listed[0].contains("\"firstUserMessage\":\"go\""),
        "{}",
        out.stdout
    );
}
