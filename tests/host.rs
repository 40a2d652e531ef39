//! Host adapters end to end (docs/host.md): the real binary, a real Python host
//! (tests/fixtures/host/test_host.py, steered by HOST_MODE, logging what it receives to
//! HOST_LOG) and the mock model.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/host/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// A test with the fixture host, in `mode`, logging to `host.log` in the test's cwd.
fn with_host(mock: &MockServer, mode: &str) -> Test {
    let t = Test::new().mock(mock, API).env("HOST_MODE", mode);
    let log = t.path().join("host.log");
    t.env("HOST_LOG", log)
}

/// What the host received (and noted), in order.
fn host_log(t: &Test) -> Vec<Value> {
    std::fs::read_to_string(t.path().join("host.log"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str(l).ok())
        .collect()
}

fn body(mock: &MockServer, i: usize) -> Value {
    mock.model_requests()
        .get(i)
        .map(|r| r.body.clone())
        .unwrap_or_default()
}

fn tool_names(body: &Value) -> Vec<String> {
    body["tools"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|t| t["name"].as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// The responses ama sent the host, by the id of the host's request.
fn responses(log: &[Value]) -> Vec<(String, Value)> {
    log.iter()
        .filter(|m| m["type"] == "response")
        .map(|m| {
            let id = m["id"].as_str().unwrap_or("").to_string();
            let outcome = if m["ok"] == true {
                m["result"].clone()
            } else {
                m["error"]["code"].clone()
            };
            (id, outcome)
        })
        .collect()
}

#[test]
fn a_python_host_registers_a_tool_answers_the_approval_injects_a_message_and_sets_a_status() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "echo_upper", json!({"text": "hi"})),
        Turn::text("done"),
    ]);
    let t = with_host(&mock, "normal");
    let log = t.path().join("host.log");
    let t = t
        .config_merge(json!({"hooks": {"SessionEnd": [{"hooks": [{"type": "command",
            "command": format!("echo '{{\"type\": \"session_end_hook\"}}' >> {}", log.display())}]}]}}))
        .args(&["-p", "--output-format", "stream-json", "--host"])
        .arg(fixture("test_host.py"))
        .arg("shout hi");
    let out = t.run();
    out.status(0);
    let lines = out.json_lines();

    // The first request already has the host's tool and instructions; `todo` is hidden.
    let first = body(&mock, 0);
    let names = tool_names(&first);
    assert!(names.contains(&"echo_upper".to_string()), "{names:?}");
    assert!(!names.contains(&"todo".to_string()), "{names:?}");
    assert_eq!(names.iter().filter(|n| *n == "bash").count(), 1);
    let system = first["system"].to_string();
    assert!(system.contains("HOST-RULE-42"), "{system}");
    assert!(
        system.contains("- echo_upper: upper-case a text"),
        "{system}"
    );

    // The tool ran in the host (with a progress update) and its result reached the model.
    let second = body(&mock, 1).to_string();
    assert!(second.contains("HI"), "{second}");
    let update = lines
        .iter()
        .find(|l| l["type"] == "tool_execution_update")
        .cloned()
        .unwrap_or_default();
    assert_eq!(update["partial"], "working", "{lines:?}");

    // The status reached the stream as a notification.
    assert!(
        lines.iter().any(|l| l["type"] == "notification"
            && l["level"] == "info"
            && l["message"] == "host status phase: tool running"),
        "{lines:?}"
    );

    // The injected message (sent before the host approved the call) was queued as a steer and
    // reached the next request.
    assert!(second.contains("also mention the host"), "{second}");
    assert_eq!(mock.model_requests().len(), 2);
    // It is recorded as the host's (`↳ host` in the terminal UI), not as a user's steer.
    let injected = lines
        .iter()
        .find(|l| {
            l["type"] == "message_end"
                && l["message"]["role"] == "user"
                && l["message"].to_string().contains("also mention the host")
        })
        .cloned()
        .unwrap_or_default();
    assert_eq!(injected["message"]["origin"], "host", "{lines:?}");

    let log = host_log(&t);
    let kinds: Vec<String> = log
        .iter()
        .map(|m| match m["type"].as_str() {
            Some("event") => format!("event:{}", m["name"].as_str().unwrap_or("")),
            Some(k) => k.to_string(),
            None => String::new(),
        })
        .collect();
    assert_eq!(kinds.first().map(String::as_str), Some("init"));
    let init = &log[0];
    assert_eq!(init["version"], 1);
    assert_eq!(init["mode"], "print");
    assert_eq!(init["agent"]["name"], "ama");
    assert_eq!(init["session"]["model"], "mock/mock-model");
    assert_eq!(init["env"]["HOST_MODE"], "normal");

    // Registration answers: busy during init, the name rule, tool_exists.
    let r = responses(&log);
    for (id, expected) in [
        ("s0", json!("busy")),
        ("r1", json!("echo_upper")),
        ("r2", json!("tool_exists")),
        ("r3", json!("invalid_name")),
        ("r4", json!("tool_exists")),
        ("d1", json!("todo")),
        ("s1", json!("queued")),
    ] {
        assert!(
            r.contains(&(id.to_string(), expected.clone())),
            "{id} → {expected}: {r:?}"
        );
    }

    // The approval was asked of the host broker, for the host's tool.
    let ask = log
        .iter()
        .find(|m| m["type"] == "approval_ask")
        .cloned()
        .unwrap_or_default();
    assert_eq!(ask["request"]["toolName"], "echo_upper", "{kinds:?}");
    assert!(
        lines
            .iter()
            .any(|l| l["type"] == "permission_resolved" && l["decision"] == "allow"),
        "{lines:?}"
    );

    // At exit: session_shutdown (answered), then the SessionEnd hook.
    let pos = |k: &str| kinds.iter().position(|x| x == k).unwrap_or(usize::MAX);
    assert!(
        pos("event:session_start") < pos("tool_execute"),
        "{kinds:?}"
    );
    assert!(
        pos("tool_execute") < pos("event:session_shutdown"),
        "{kinds:?}"
    );
    assert!(
        pos("event:session_shutdown") < pos("shutdown_done"),
        "{kinds:?}"
    );
    assert!(pos("shutdown_done") < pos("session_end_hook"), "{kinds:?}");
}

#[test]
fn not_activated_leaves_plain_ama() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = with_host(&mock, "not_activated")
        .args(&["-p", "--host"])
        .arg(fixture("test_host.py"))
        .arg("hi");
    t.run().status(0).stdout("ok\n");
    let names = tool_names(&body(&mock, 0));
    assert!(names.contains(&"todo".to_string()) && !names.contains(&"echo_upper".to_string()));
}

#[test]
fn an_unanswered_init_is_exit_6_naming_the_host() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let started = Instant::now();
    let t = with_host(&mock, "silent")
        .env("AMA_HOST_INIT_TIMEOUT_MS", "400")
        .args(&["-p", "--host"])
        .arg(fixture("test_host.py"))
        .arg("hi");
    let out = t.run();
    out.status(6).stderr_contains(&format!(
        "error: the host adapter `{}` did not answer `init` with `ready` or `not_activated` within 0.4 s",
        fixture("test_host.py")
    ));
    // The silent host sleeps 60 s; it was ended, not waited for.
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
    assert!(mock.model_requests().is_empty());
}

#[test]
fn a_missing_host_program_is_exit_6() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, API)
        .args(&["-p", "--host", "./no-such-host", "hi"])
        .run()
        .status(6)
        .stderr_contains("the host adapter `./no-such-host` failed during setup: it exited before answering `init`");
}

#[test]
fn another_host_api_version_is_exit_78() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = with_host(&mock, "version")
        .args(&["-p", "--host"])
        .arg(fixture("test_host.py"))
        .arg("hi");
    t.run()
        .status(78)
        .stderr_contains("speaks HostApi version 2, but this ama speaks version 1");
    assert!(mock.model_requests().is_empty());
}

fn broken_host_goes_on(mode: &str, why: &str) {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "echo_upper", json!({"text": "hi"})),
        Turn::text("went on"),
    ]);
    let t = with_host(&mock, mode)
        .args(&["-p", "--output-format", "stream-json", "--host"])
        .arg(fixture("test_host.py"))
        .arg("shout hi");
    let out = t.run();
    out.status(0);
    let lines = out.json_lines();
    let end = lines
        .iter()
        .find(|l| l["type"] == "tool_execution_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["isError"], true, "{end}");
    assert!(
        end.to_string().contains("could not run `echo_upper`"),
        "{end}"
    );
    let note = lines
        .iter()
        .find(|l| l["type"] == "notification" && l["level"] == "error")
        .cloned()
        .unwrap_or_default();
    let message = note["message"].as_str().unwrap_or("");
    assert!(
        message.contains(why) && message.contains("the session goes on"),
        "{lines:?}"
    );
    assert_eq!(mock.model_requests().len(), 2);
    assert!(lines.iter().any(|l| l["type"] == "agent_settled"));
}

#[test]
fn a_host_that_dies_mid_session_is_an_error_and_the_session_goes_on() {
    broken_host_goes_on("die", "stopped: it exited");
}

#[test]
fn a_host_that_writes_garbage_is_an_error_and_the_session_goes_on() {
    broken_host_goes_on("garbage", "not a JSON message: `this is not json`");
}

#[test]
fn a_project_host_runs_only_in_a_trusted_project() {
    let mock = MockServer::start(vec![Turn::text("ok"), Turn::text("ok")]);
    let config = json!({"host": fixture("test_host.py")}).to_string();
    let t = with_host(&mock, "normal")
        .write(".ama/config.json", &config)
        .args(&["-p", "hi"]);
    let out = t.run();
    out.status(0).stdout("ok\n");
    let warnings: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.starts_with("warning:"))
        .collect();
    assert_eq!(warnings.len(), 1, "{}", out.stderr);
    assert!(
        warnings[0].contains(".ama/config.json (host)"),
        "{}",
        out.stderr
    );
    assert!(
        host_log(&t).is_empty(),
        "an untrusted project's host was started"
    );
    let t = t.arg("--trust-project");
    t.run().status(0);
    assert_eq!(
        host_log(&t).first().map(|m| m["type"].clone()),
        Some(json!("init"))
    );
}

#[test]
fn a_profile_host_is_relative_to_the_profile() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = with_host(&mock, "normal").write(
        "prof/test_host.py",
        std::fs::read(fixture("test_host.py")).unwrap_or_default(),
    );
    let script = t.path().join("prof/test_host.py");
    std::fs::set_permissions(&script, std::os::unix::fs::PermissionsExt::from_mode(0o755))
        .unwrap_or_default();
    let t = t.write("prof/p.json", r#"{"host": "test_host.py"}"#);
    let profile = t.path().join("prof/p.json");
    t.arg("--profile")
        .arg(profile)
        .args(&["-p", "hi"])
        .run()
        .status(0);
    assert!(tool_names(&body(&mock, 0)).contains(&"echo_upper".to_string()));
}

/// `node`, or `None` with the reason printed (the JS adapter tests then check nothing).
fn node() -> Option<()> {
    let found = std::process::Command::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: `node` is not installed, so the JS adapter shim is not tested");
    }
    found.then_some(())
}

#[test]
fn a_js_adapter_module_runs_through_the_node_shim() {
    if node().is_none() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "js_reverse", json!({"text": "abc"})),
        Turn::text("done"),
    ]);
    let t = Test::new()
        .mock(&mock, API)
        .args(&["-p", "--output-format", "stream-json", "--host"])
        .arg(fixture("adapter.mjs"))
        .arg("reverse abc");
    let out = t.run();
    out.status(0);
    let first = body(&mock, 0);
    assert!(tool_names(&first).contains(&"js_reverse".to_string()));
    assert!(first["system"].to_string().contains("JS-HOST-RULE"));
    assert!(
        body(&mock, 1).to_string().contains("cba in print"),
        "{}",
        body(&mock, 1)
    );
    let lines = out.json_lines();
    assert!(
        lines
            .iter()
            .any(|l| l["type"] == "tool_execution_update" && l["partial"] == "reversing"),
        "{lines:?}"
    );
    // 8 built-ins in the default set's registry (10 with bash's companions) + js_reverse.
    assert!(
        lines
            .iter()
            .any(|l| l["type"] == "notification" && l["message"] == "host status js: tools: 11"),
        "{lines:?}"
    );
}

#[test]
fn a_js_adapter_can_decline_and_another_version_is_exit_78() {
    if node().is_none() {
        return;
    }
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, API)
        .env("JS_HOST_OFF", "1")
        .args(&["-p", "--host"])
        .arg(fixture("adapter.mjs"))
        .arg("hi")
        .run()
        .status(0)
        .stdout("ok\n");
    Test::new()
        .mock(&mock, API)
        .args(&["-p", "--host"])
        .arg(fixture("adapter_v2.cjs"))
        .arg("hi")
        .run()
        .status(78)
        .stderr_contains("speaks HostApi version 2");
}

#[test]
fn over_rpc_a_host_message_starts_a_run_when_idle_and_notices_are_events() {
    use crate::support::rpc::{T, start};
    let mock = MockServer::start(vec![Turn::text("hi host")]);
    let t = with_host(&mock, "greet")
        .arg("--host")
        .arg(fixture("test_host.py"));
    let mut c = start(&t);
    let note = c
        .wait_event("notification", T)
        .unwrap_or_else(|| panic!("no notification"));
    assert_eq!(note["level"], "warn");
    assert_eq!(note["message"], "greeted");
    let user = c
        .wait_for(
            |v| v["type"] == "message_end" && v["message"]["role"] == "user",
            T,
        )
        .unwrap_or_else(|| panic!("no user message"));
    assert_eq!(user["message"]["content"], "hello from host");
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no settle"));
    c.close_stdin();
    let status = c.wait(T).unwrap_or_else(|| panic!("ama did not exit"));
    assert_eq!(status.code(), Some(0));
    assert!(body(&mock, 0).to_string().contains("hello from host"));
    let log = host_log(&t);
    assert!(
        responses(&log).contains(&("g1".to_string(), json!("started"))),
        "{log:?}"
    );
    let init = log.first().cloned().unwrap_or_default();
    assert_eq!(init["mode"], "rpc");
    // The host got session_shutdown and answered it before ama exited.
    assert!(log.iter().any(|m| m["type"] == "shutdown_done"), "{log:?}");
}

#[test]
fn the_example_host_works() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "ticket_lookup", json!({"id": "T-1"})),
        Turn::text("it is a 500"),
    ]);
    let example = format!("{}/examples/host.py", env!("CARGO_MANIFEST_DIR"));
    let out = Test::new()
        .mock(&mock, API)
        .args(&["-p", "--output-format", "stream-json", "--host", &example])
        .arg("what is T-1?")
        .run();
    out.status(0);
    let first = body(&mock, 0);
    assert!(tool_names(&first).contains(&"ticket_lookup".to_string()));
    let system = first["system"].to_string();
    let host_at = system.find("Instructions from the host adapter `example-host`");
    let cwd_at = system.find("Current working directory:");
    assert!(
        matches!((host_at, cwd_at), (Some(h), Some(c)) if h > c),
        "the host's block is the prompt's last section, after the cwd: {system}"
    );
    assert!(system.contains("- Look tickets up with ticket_lookup before you guess."));
    assert!(
        body(&mock, 1)
            .to_string()
            .contains("login page returns 500")
    );
    let lines = out.json_lines();
    // A `read` tool is allowed by the default mode without asking anyone.
    assert!(
        !lines.iter().any(|l| l["type"] == "permission_request"),
        "{lines:?}"
    );
}

#[test]
fn without_a_broker_a_print_run_stays_unattended() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "echo_upper", json!({"text": "hi"})),
        Turn::text("denied"),
    ]);
    let t = with_host(&mock, "nobroker")
        .args(&["-p", "--host"])
        .arg(fixture("test_host.py"))
        .arg("shout hi");
    t.run().status(0).stdout("denied\n");
    let second = body(&mock, 1).to_string();
    assert!(
        second.contains("Nobody can approve it in this unattended run"),
        "{second}"
    );
    let log = host_log(&t);
    assert!(
        !log.iter()
            .any(|m| m["type"] == "approval_ask" || m["type"] == "tool_execute")
    );
}

#[test]
fn a_host_veto_declines_cache_warming() {
    use crate::support::rpc::{T, ok, start};
    // As cache.rs's long-tool test (TTL 3 s, a warming request due 2.7 s in, while `sleep 4`
    // runs), but the host answers the warming decision with `stop`.
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "sleep 4; echo built"}))
            .usage(100, 5, 0, 30_000),
        Turn::text("done").usage(50, 5, 30_100, 40),
    ]);
    let t = with_host(&mock, "veto")
        .config_merge(json!({"providers": {"mock": {"compat": {"cacheTtlSeconds": 3}}}}))
        .arg("--host")
        .arg(fixture("test_host.py"));
    let mut c = start(&t);
    ok(
        &mut c,
        json!({"type": "set_permission_mode", "mode": "full-auto"}),
    );
    ok(&mut c, json!({"type": "prompt", "message": "build"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("run did not settle"));
    let warm: Vec<Value> = c
        .log()
        .iter()
        .filter(|e| e["type"] == "cache_warm")
        .cloned()
        .collect();
    let phases: Vec<&str> = warm.iter().filter_map(|e| e["phase"].as_str()).collect();
    assert_eq!(phases, ["scheduled", "stopped"], "{warm:?}");
    assert_eq!(warm[1]["reason"], "declined", "{warm:?}");
    assert_eq!(
        mock.model_requests().len(),
        2,
        "no warming request was sent"
    );
    let decisions: Vec<Value> = host_log(&t)
        .into_iter()
        .filter(|m| m["type"] == "cache_decision")
        .collect();
    assert_eq!(decisions.len(), 1, "{decisions:?}");
    assert_eq!(decisions[0]["decision"]["action"], "warm");
}

#[test]
fn tool_call_fires_once_permission_is_granted() {
    // Allowed: the host hears the approval question first, then `tool_call`.
    let run = |mode: &str| {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "echo_upper", json!({"text": "hi"})),
            Turn::text("done"),
        ]);
        let t = with_host(&mock, mode)
            .args(&["-p", "--host"])
            .arg(fixture("test_host.py"))
            .arg("shout hi");
        t.run().status(0);
        host_log(&t)
            .iter()
            .map(|m| match m["type"].as_str() {
                Some("event") => format!("event:{}", m["name"].as_str().unwrap_or("")),
                Some(k) => k.to_string(),
                None => String::new(),
            })
            .collect::<Vec<String>>()
    };
    let kinds = run("normal");
    let pos = |kinds: &[String], k: &str| kinds.iter().position(|x| x == k);
    let (ask, call) = (pos(&kinds, "approval_ask"), pos(&kinds, "event:tool_call"));
    assert!(ask.is_some() && call.is_some(), "{kinds:?}");
    assert!(ask < call, "tool_call after the approval: {kinds:?}");
    // Denied: the call never starts, so no `tool_call`.
    let kinds = run("deny");
    assert!(pos(&kinds, "approval_ask").is_some(), "{kinds:?}");
    assert_eq!(pos(&kinds, "event:tool_call"), None, "{kinds:?}");
    assert_eq!(pos(&kinds, "tool_execute"), None, "{kinds:?}");
}
