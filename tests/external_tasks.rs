//! External agents as `task` runners (issue #27), with `ama acp` as the ACP child: background
//! tasks (started, their status and result through `bash_output`, `bash_kill` ending the child's
//! whole process group), the ACP runner's `fs/read_text_file` / `fs/write_text_file` answers
//! (inside the task's folder, through ama's permission rules, refused outside it), and a child
//! that never reads its stdin (the write's deadline ends it with a task error naming it) or dies
//! at once (a task error with its stderr).

use std::time::{Duration, Instant};

use serde_json::json;

use crate::support::Test;
use crate::support::external::{
    acp_child, answer, child_asks, close_clean, find_parent_file, left_over, mark, marked,
    prompt_with_approvals, task_status,
};
use crate::support::mock::Turn;
use crate::support::mock::route::Routed;
use crate::support::rpc::{T, ok, start};
use crate::tasks::tool_result;

fn task(id: &str, prompt: &str) -> (String, serde_json::Value) {
    (
        id.to_string(),
        json!({"description": "in the back", "prompt": prompt, "agent": "amachild", "background": true}),
    )
}

/// Sends a prompt and waits until the parent's run (not a task's) settled.
fn prompt_and_settle(c: &mut ama::modes::rpc::client::RpcClient, message: &str) {
    ok(c, json!({"type": "prompt", "message": message}));
    c.wait_for(
        |e| e["type"] == "agent_settled" && e.get("taskId").is_none(),
        T,
    )
    .unwrap_or_else(|| panic!("no agent_settled after {message:?}: {:?}", c.log()));
}

/// Polls until `task`'s last record has `status` (30 s at most).
fn wait_status(t: &Test, task: &str, status: &str) {
    let end = Instant::now() + Duration::from_secs(30);
    let now = || find_parent_file(t).map(|f| task_status(&f, task));
    while now() != Some(json!(status)) {
        assert!(
            Instant::now() < end,
            "{task} never became {status}: {:?}",
            now()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn background_acp_tasks_report_status_and_result_and_bash_kill_ends_the_child() {
    let (a_id, a_args) = task("call_a", "CHILD-BA answer");
    let (b_id, b_args) = task("call_b", "CHILD-BB wait");
    let r = Routed::start(
        vec![
            Turn::new().tool_call(&a_id, "task", a_args),
            Turn::new().tool_call(&b_id, "task", b_args),
            Turn::text("both started"),
            Turn::new()
                .tool_call("out_a", "bash_output", json!({"id": "task_1"}))
                .tool_call("out_b", "bash_output", json!({"id": "task_2"})),
            Turn::text("looked"),
            Turn::new().tool_call("kill_b", "bash_kill", json!({"id": "task_2"})),
            Turn::text("killed"),
            Turn::new().tool_call("out_b2", "bash_output", json!({"id": "task_2"})),
            Turn::text("over"),
        ],
        vec![
            ("CHILD-BA", vec![Turn::text("background answer")]),
            ("CHILD-BB", vec![Turn::text("never").stall_after(1)]),
        ],
    );
    let mark = mark("acp-bg");
    let t = acp_child(&r, &mark).args(&["--allow", "task(amachild)"]);
    let mut c = start(&t);
    prompt_and_settle(&mut c, "start them");
    let main = r.main().model_requests();
    for (n, call, id) in [(1, "call_a", "task_1"), (2, "call_b", "task_2")] {
        let started = tool_result(&main[n], call);
        assert!(
            started.starts_with(&format!(
                "Started background task {id} (amachild). Output file: "
            )),
            "{started}"
        );
    }
    // task_1 ends on its own; task_2's child is still asking its model.
    wait_status(&t, "task_1", "completed");
    let got = r.route("CHILD-BB").wait_for_requests(1, T);
    assert_eq!(got.len(), 1, "the second child never asked its model");
    assert!(
        !marked(&mark).is_empty(),
        "no child process while task_2 runs"
    );

    prompt_and_settle(&mut c, "look");
    let main = r.main().model_requests();
    let a = tool_result(&main[4], "out_a");
    assert!(
        a.starts_with("Task task_1: completed.\n\nbackground answer\n\n[task task_1 · amachild · completed · 1 turn"),
        "{a}"
    );
    assert_eq!(
        tool_result(&main[4], "out_b"),
        "Task task_2: running. No new output."
    );

    prompt_and_settle(&mut c, "stop it");
    let main = r.main().model_requests();
    assert_eq!(
        tool_result(&main[6], "kill_b"),
        "Task task_2 is being stopped."
    );
    wait_status(&t, "task_2", "aborted");
    assert_eq!(left_over(&mark, Duration::from_secs(10)), Vec::<i32>::new());

    prompt_and_settle(&mut c, "and now");
    let main = r.main().model_requests();
    let b = tool_result(&main[8], "out_b2");
    assert!(
        b.starts_with("Task task_2: aborted.\n\nThe task was aborted before it finished.\n\n[task task_2 · amachild · aborted"),
        "{b}"
    );
    close_clean(c, &mark);
}

#[test]
fn the_acp_runner_answers_the_childs_file_requests_inside_its_folder_only() {
    let pid = std::process::id();
    // Files beside the task's folder: the child could read one on its own, but not through ama.
    let beside = format!("/tmp/ama-acp-fs-beside-{pid}.txt");
    std::fs::write(&beside, "beside text\n").unwrap_or_else(|e| panic!("{e}"));
    let outside = format!("/tmp/ama-acp-fs-outside-{pid}.txt");
    let r = Routed::start(
        vec![
            Turn::new().tool_call(
                "call_1",
                "task",
                json!({"description": "files", "prompt": "CHILD-F files", "agent": "amachild"}),
            ),
            Turn::text("parent done"),
        ],
        vec![(
            "CHILD-F",
            vec![
                Turn::new().tool_call("r1", "read", json!({"path": "notes.txt"})),
                Turn::new().tool_call("r2", "read", json!({"path": beside})),
                Turn::new().tool_call(
                    "w1",
                    "write",
                    json!({"path": "made.txt", "content": "from the child\n"}),
                ),
                Turn::new().tool_call("w2", "write", json!({"path": outside, "content": "x\n"})),
                Turn::text("child done"),
            ],
        )],
    );
    let mark = mark("acp-fs");
    let t = acp_child(&r, &mark)
        .write("notes.txt", "inside text\n")
        .config_merge(json!({"permission": {"allow": ["write(made.txt)"]}}))
        .args(&["--allow", "task(amachild)"]);
    let mut c = start(&t);
    prompt_with_approvals(&mut c, "go");
    // The write outside the folder asks the child's own question (outside its project) first.
    let (asked, _) = child_asks(&mut c, "amachild", T);
    assert!(asked["input"].to_string().contains(&outside), "{asked}");
    answer(&mut c, &asked, "allow");
    c.wait_for(
        |e| e["type"] == "agent_settled" && e.get("taskId").is_none(),
        T,
    )
    .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    let child = r.route("CHILD-F").model_requests();
    assert_eq!(child.len(), 5, "{child:?}");
    assert!(tool_result(&child[1], "r1").contains("inside text"));
    let beside_read = tool_result(&child[2], "r2");
    assert!(
        beside_read.contains("is outside the task's folder")
            && !beside_read.contains("beside text"),
        "{beside_read}"
    );
    // Allowed by the rule `write(made.txt)`: nobody was asked, and it is on disk.
    assert_eq!(t.read("made.txt"), "from the child\n");
    let refused = tool_result(&child[4], "w2");
    assert!(
        refused.contains("is outside the task's folder"),
        "{refused}"
    );
    assert!(!std::path::Path::new(&outside).exists());
    let _ = std::fs::remove_file(&beside);
    let asked_count = c
        .log()
        .iter()
        .filter(|e| e["type"] == "permission_request")
        .count();
    assert_eq!(asked_count, 1, "{:?}", c.log());
    close_clean(c, &mark);
}

#[test]
fn a_child_that_never_reads_its_input_is_ended_with_a_task_error() {
    // Larger than a pipe holds (64 KiB), small enough for the model's context.
    let big = "x ".repeat(100 * 1024);
    let mock = crate::support::mock::MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "big", "prompt": big, "agent": "deaf"}),
        ),
        Turn::text("parent went on"),
    ]);
    let mark = mark("acp-deaf");
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .write("deaf.sh", "#!/bin/sh\nexec sleep 300\n");
    let script = t.path().join("deaf.sh");
    let mut perm = std::fs::metadata(&script)
        .unwrap_or_else(|e| panic!("{e}"))
        .permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perm, 0o755);
    std::fs::set_permissions(&script, perm).unwrap_or_else(|e| panic!("{e}"));
    let t = t
        .config_merge(json!({"agents": {"external": {"deaf": {
            "command": script.display().to_string(),
            "runner": "claude",
            "env": {"AMA_EXTERNAL_TEST_MARK": mark},
        }}}}))
        .args(&["-p", "go", "--allow", "task(deaf)"])
        .timeout(Duration::from_secs(60));
    let started = Instant::now();
    t.run().status(0).stdout("parent went on\n");
    assert!(started.elapsed() < Duration::from_secs(40));
    let result = tool_result(&mock.model_requests()[1], "call_1");
    let want = format!(
        "The task failed: External agent `deaf` (`{}`) stopped reading its input: a message to it could not be written within 10 s, so it was stopped with everything it started.",
        script.display()
    );
    assert!(result.starts_with(&want), "{result}");
    assert!(result.contains("[task task_1 · deaf · failed"), "{result}");
    assert_eq!(left_over(&mark, Duration::from_secs(5)), Vec::<i32>::new());
}

#[test]
fn a_child_that_dies_is_a_task_error_with_its_stderr() {
    let mock = crate::support::mock::MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "task",
            json!({"description": "x", "prompt": "do it", "agent": "dead"}),
        ),
        Turn::text("parent went on"),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages").write(
        "dead.sh",
        "#!/bin/sh\necho 'Error: not logged in' >&2\nexit 1\n",
    );
    let script = t.path().join("dead.sh");
    let mut perm = std::fs::metadata(&script)
        .unwrap_or_else(|e| panic!("{e}"))
        .permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut perm, 0o755);
    std::fs::set_permissions(&script, perm).unwrap_or_else(|e| panic!("{e}"));
    let t = t
        .config_merge(json!({"agents": {"external": {"dead": {
            "command": script.display().to_string(),
        }}}}))
        .args(&["-p", "go", "--allow", "task(dead)"]);
    t.run().status(0).stdout("parent went on\n");
    let result = tool_result(&mock.model_requests()[1], "call_1");
    let want = format!(
        "The task failed: External agent `dead`: `{}` exited before the task was done; its last stderr lines:\nError: not logged in\n Run it by hand to see why (is it logged in?), then retry the task.",
        script.display()
    );
    assert!(result.starts_with(&want), "{result}");
}
