//! codemode over RPC and in front of a host (issue #31): an inner call's approval request says
//! it comes from a script (`context.parentToolCallId`, `scriptLine`, `scriptText`), inner calls
//! carry `parentToolCallId` in RPC events, a host tool answers a script (its broker approving), abort during an inner
//! call leaves no process of the script's group, and `/codemode` shows and switches the mode.

use std::time::Duration;

use serde_json::{Value, json};

use super::node;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

const API: &str = "openai-completions";

/// A test whose model calls `codemode` with `code` once, then answers `done`; codemode on at
/// `node`.
fn scripted(node: &std::path::Path, code: &str) -> (Test, MockServer) {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("cm_0", "codemode", json!({ "code": code })),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(json!({"codemode": {"mode": "on", "node": node}}));
    (t, mock)
}

#[test]
fn an_inner_calls_approval_names_the_script_and_its_events_the_outer_call() {
    let Some(node) = node("node25") else { return };
    let code = "const a = 1;\nconst o = await tools.bash({ command: 'touch made.txt && echo from-script' });\nreturn o.trim();";
    let (t, _mock) = scripted(&node, code);
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_client_capabilities", "capabilities": ["approvals"]}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    let req = c
        .wait_event("permission_request", T)
        .unwrap_or_else(|| panic!("no permission_request: {:?}", c.log()));
    assert_eq!(req["toolName"], "bash", "{req}");
    assert_eq!(
        req["context"],
        json!({
            "depth": 0,
            "parentToolCallId": "cm_0",
            "scriptLine": 2,
            "scriptText": "const o = await tools.bash({ command: 'touch made.txt && echo from-script' });"
        }),
        "{req}"
    );
    let id = req["requestId"].as_str().unwrap_or_default().to_string();
    c.send(json!({"type": "permission_response", "requestId": id, "decision": "allow"}))
        .unwrap_or_else(|e| panic!("{e}"));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    let log: Vec<Value> = c.log().to_vec();
    let tool_events: Vec<(String, String, Value)> = log
        .iter()
        .filter(|e| {
            e["type"]
                .as_str()
                .is_some_and(|k| k.starts_with("tool_execution_"))
        })
        .map(|e| {
            (
                e["type"].as_str().unwrap_or_default().to_string(),
                e["toolCallId"].as_str().unwrap_or_default().to_string(),
                e["parentToolCallId"].clone(),
            )
        })
        .filter(|(k, _, _)| k != "tool_execution_update")
        .collect();
    assert_eq!(
        tool_events,
        [
            ("tool_execution_start".into(), "cm_0".into(), Value::Null),
            (
                "tool_execution_start".into(),
                "cm_0.1".into(),
                json!("cm_0")
            ),
            ("tool_execution_end".into(), "cm_0.1".into(), json!("cm_0")),
            ("tool_execution_end".into(), "cm_0".into(), Value::Null),
        ],
        "{log:?}"
    );
    let end = log
        .iter()
        .rev()
        .find(|e| e["type"] == "tool_execution_end" && e["toolCallId"] == "cm_0")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["result"]["content"][0]["text"], "from-script", "{end}");
    assert_eq!(end["isError"], false, "{end}");
    // The session file holds the outer call only.
    let state = ok(&mut c, json!({"type": "get_state"}));
    let file = state["sessionFile"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert!(text.contains("\"cm_0\""), "{text}");
    assert!(!text.contains("cm_0.1"), "{text}");
}

#[test]
fn a_host_tool_answers_a_script() {
    let Some(node) = node("node25") else { return };
    let code = "const r = await tools.echo_upper({ text: 'hi' });\nreturn 'got ' + r;";
    let (t, mock) = scripted(&node, code);
    let host = format!(
        "{}/tests/fixtures/host/test_host.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = t
        .env("HOST_MODE", "normal")
        .args(&[
            "-p",
            "--output-format",
            "stream-json",
            "--host",
            &host,
            "go",
        ])
        .run();
    out.status(0);
    let ends: Vec<Value> = out
        .json_lines()
        .into_iter()
        .filter(|e| e["type"] == "tool_execution_end")
        .collect();
    assert_eq!(ends.len(), 2, "{ends:?}");
    assert_eq!(ends[0]["toolCallId"], "cm_0.1");
    assert_eq!(ends[0]["toolName"], "echo_upper");
    assert_eq!(ends[0]["parentToolCallId"], "cm_0");
    assert_eq!(
        ends[1]["result"]["content"][0]["text"], "got HI",
        "{ends:?}"
    );
    // The model's second request has the outer result only.
    let second = mock.requests()[1].body.to_string();
    assert!(second.contains("got HI"), "{second}");
}

/// The pids whose parent is in `roots` (transitively), with their process group.
fn descendants(root: u32) -> Vec<(u32, u32)> {
    let mut all: Vec<(u32, u32, u32)> = Vec::new();
    for e in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = e.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
            continue;
        };
        let f: Vec<&str> = rest.split_whitespace().collect();
        let (Some(ppid), Some(pgid)) = (
            f.get(1).and_then(|v| v.parse().ok()),
            f.get(2).and_then(|v| v.parse().ok()),
        ) else {
            continue;
        };
        all.push((pid, ppid, pgid));
    }
    let mut out = Vec::new();
    let mut frontier = vec![root];
    while let Some(p) = frontier.pop() {
        for (pid, ppid, pgid) in &all {
            if *ppid == p {
                out.push((*pid, *pgid));
                frontier.push(*pid);
            }
        }
    }
    out
}

/// The process group of `pid`.
fn group_of(pid: u32) -> Option<u32> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    rest.split_whitespace().nth(2)?.parse().ok()
}

/// Whether any process is in group `pgid`.
fn group_alive(pgid: u32) -> bool {
    std::fs::read_dir("/proc")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| e.file_name().to_string_lossy().parse::<u32>().ok())
        .any(|pid| group_of(pid) == Some(pgid))
}

#[test]
fn abort_during_an_inner_call_ends_the_script_and_leaves_no_process() {
    let Some(node) = node("node25") else { return };
    let code = "await tools.bash({ command: 'sleep 30' });\nreturn 'finished';";
    let (t, _mock) = scripted(&node, code);
    let t = t.args(&["--allow", "bash(sleep *)"]);
    let mut c = start(&t);
    ok(&mut c, json!({"type": "prompt", "message": "go"}));
    c.wait_for(
        |e| e["type"] == "tool_execution_start" && e["toolCallId"] == "cm_0.1",
        T,
    )
    .unwrap_or_else(|| panic!("no inner call: {:?}", c.log()));
    // The script's Node child and the inner bash are running: note their groups. A child caught
    // between fork and setsid is still in ama's own group (the test's) with ama's command line,
    // which holds "sleep" too; it is not one of the groups the abort must end.
    let own_group = group_of(c.pid());
    let children = || -> Vec<(u32, u32)> {
        descendants(c.pid())
            .into_iter()
            .filter(|(_, g)| Some(*g) != own_group)
            .collect()
    };
    let deadline = std::time::Instant::now() + T;
    let mut procs = children();
    while !procs.iter().any(|(pid, _)| {
        std::fs::read_to_string(format!("/proc/{pid}/cmdline")).is_ok_and(|c| c.contains("sleep"))
    }) && std::time::Instant::now() < deadline
    {
        std::thread::sleep(Duration::from_millis(20));
        procs = children();
    }
    let node_groups: Vec<u32> = procs
        .iter()
        .filter(|(pid, _)| {
            std::fs::read_to_string(format!("/proc/{pid}/cmdline"))
                .is_ok_and(|c| c.contains("runner"))
        })
        .map(|(_, g)| *g)
        .collect();
    assert!(!node_groups.is_empty(), "no codemode child among {procs:?}");
    ok(&mut c, json!({"type": "abort"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled: {:?}", c.log()));
    let end = c
        .log()
        .iter()
        .find(|e| e["type"] == "tool_execution_end" && e["toolCallId"] == "cm_0")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["isError"], true, "{end}");
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    let alive = || {
        procs
            .iter()
            .map(|(_, g)| *g)
            .filter(|g| group_alive(*g))
            .collect::<Vec<_>>()
    };
    while !alive().is_empty() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(alive(), Vec::<u32>::new(), "groups left of {procs:?}");
}

#[test]
fn slash_codemode_shows_the_row_and_switches_the_mode() {
    let Some(node) = node("node25") else { return };
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("three"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(json!({"codemode": {"mode": "on", "node": node}}));
    let mut c = start(&t);
    let shown = ok(&mut c, json!({"type": "prompt", "message": "/codemode"}));
    assert_eq!(shown["disposition"], "handled", "{shown}");
    let lines: Vec<String> = shown["output"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|l| l.as_str().map(str::to_string))
        .collect();
    assert_eq!(lines[0], "codemode: on", "{lines:?}");
    assert!(
        lines[1].starts_with("Node 25.")
            && lines[1].contains("network and writes denied by Node's permission model"),
        "{lines:?}"
    );
    assert!(lines[2].starts_with("Scripts call "), "{lines:?}");
    let names = |i: usize| -> Vec<String> {
        mock.requests()[i].body["tools"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t["function"]["name"].as_str().map(str::to_string))
            .collect()
    };
    let ask = |c: &mut ama::modes::rpc::client::RpcClient, text: &str| {
        ok(c, json!({"type": "prompt", "message": text}));
        c.wait_event("agent_settled", T)
            .unwrap_or_else(|| panic!("no agent_settled after {text}"));
    };
    ask(&mut c, "first");
    assert!(names(0).contains(&"codemode".to_string()) && names(0).contains(&"read".to_string()));
    let only = ok(
        &mut c,
        json!({"type": "prompt", "message": "/codemode only"}),
    );
    assert_eq!(
        only["output"][0],
        "codemode: only (the model is offered codemode alone, the other tools as its API)",
        "{only}"
    );
    ask(&mut c, "second");
    assert_eq!(names(1), ["codemode"]);
    ok(
        &mut c,
        json!({"type": "prompt", "message": "/codemode off"}),
    );
    ask(&mut c, "third");
    assert!(
        !names(2).contains(&"codemode".to_string()),
        "{:?}",
        names(2)
    );
    assert!(names(2).contains(&"read".to_string()), "{:?}", names(2));
    let bad = c
        .request(
            json!({"type": "prompt", "message": "/codemode sometimes"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(bad.to_string().contains("off, on or only"), "{bad}");
}

#[test]
fn store_is_restored_on_fork() {
    let Some(node) = node("node25") else { return };
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "cm_0",
            "codemode",
            json!({"code": "store('k', 'first');\nreturn 'set';"}),
        ),
        Turn::text("stored"),
        Turn::new().tool_call(
            "cm_1",
            "codemode",
            json!({"code": "store('k', 'second');\nreturn 'reset';"}),
        ),
        Turn::text("stored again"),
        Turn::new().tool_call("cm_2", "codemode", json!({"code": "return store('k');"})),
        Turn::text("read"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .config_merge(json!({"codemode": {"mode": "on", "node": node}}));
    let mut c = start(&t);
    for text in ["first question", "second question"] {
        ok(&mut c, json!({"type": "prompt", "message": text}));
        c.wait_event("agent_settled", Duration::from_secs(60))
            .unwrap_or_else(|| panic!("no agent_settled after {text}: {:?}", c.log()));
    }
    let forks = ok(&mut c, json!({"type": "get_fork_messages"}));
    let target = forks["messages"][1]["entryId"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    ok(&mut c, json!({"type": "fork", "entryId": target}));
    c.wait_for(|v| v["type"] == "session_start" && v["reason"] == "fork", T)
        .unwrap_or_else(|| panic!("no fork: {:?}", c.log()));
    ok(&mut c, json!({"type": "prompt", "message": "read it"}));
    c.wait_event("agent_settled", Duration::from_secs(60))
        .unwrap_or_else(|| panic!("no agent_settled after the fork: {:?}", c.log()));
    let end = c
        .log()
        .iter()
        .rev()
        .find(|e| e["type"] == "tool_execution_end" && e["toolCallId"] == "cm_2")
        .cloned()
        .unwrap_or_default();
    // The fork is before the second question: the store is the first script's.
    assert_eq!(end["result"]["content"][0]["text"], "first", "{end}");
}
