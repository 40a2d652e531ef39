//! Print mode end to end: the real binary against the mock server, for each wire API.

use std::time::Duration;

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Recorded, Turn};

const APIS: [&str; 3] = [
    "anthropic-messages",
    "openai-completions",
    "openai-responses",
];

/// All text the model was sent in one request, whatever the wire format.
fn request_text(r: &Recorded) -> String {
    r.body.to_string()
}

fn multi_turn_tool_task(api: &str) {
    let mock = MockServer::start(vec![
        Turn::new().say("Writing.").tool_call(
            "call_1",
            "bash",
            json!({"command": "printf 'hello from bash\\n' > out.txt && echo wrote"}),
        ),
        Turn::new().tool_call("call_2", "read", json!({"path": "out.txt"})),
        Turn::text("All done: out.txt says hello."),
    ]);
    // The bash call writes a file, which the default mode would ask about (and so deny in an
    // unattended run); this test is about the loop, so it runs in full-auto.
    let t = Test::new().mock(&mock, api).args(&[
        "-p",
        "--permission-mode",
        "full-auto",
        "make out.txt",
    ]);
    let out = t.run();
    out.status(0).stdout("All done: out.txt says hello.\n");
    assert_eq!(t.read("out.txt"), "hello from bash\n");
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3, "{api}: three model requests");
    assert!(request_text(&reqs[0]).contains("make out.txt"));
    assert!(
        request_text(&reqs[1]).contains("wrote"),
        "{api}: bash output sent back"
    );
    assert!(
        request_text(&reqs[2]).contains("     1\\thello from bash"),
        "{api}: read output sent back"
    );
    for r in &reqs {
        assert_eq!(
            r.header("authorization")
                .or(r.header("x-api-key"))
                .map(|v| v.contains("test-key-123")),
            Some(true)
        );
    }
}

#[test]
fn multi_turn_tool_task_anthropic() {
    multi_turn_tool_task("anthropic-messages");
}

#[test]
fn multi_turn_tool_task_openai_completions() {
    multi_turn_tool_task("openai-completions");
}

#[test]
fn multi_turn_tool_task_openai_responses() {
    multi_turn_tool_task("openai-responses");
}

#[test]
fn anthropic_request_shape_and_cache_breakpoints() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "hi"])
        .run()
        .status(0);
    let r = &mock.model_requests()[0];
    assert_eq!(r.path, "/v1/messages");
    assert_eq!(r.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(r.header("x-api-key"), Some("test-key-123"));
    let b = &r.body;
    assert_eq!(b["stream"], json!(true));
    assert_eq!(b["model"], json!("mock-model"));
    let system = b["system"].as_array().cloned().unwrap_or_default();
    assert_eq!(
        system.last().map(|s| s["cache_control"].clone()),
        Some(json!({"type": "ephemeral"}))
    );
    let tools = b["tools"].as_array().cloned().unwrap_or_default();
    assert!(tools.len() >= 2);
    assert_eq!(
        tools.last().map(|t| t["cache_control"].clone()),
        Some(json!({"type": "ephemeral"}))
    );
    assert!(
        tools[..tools.len() - 1]
            .iter()
            .all(|t| t.get("cache_control").is_none())
    );
    let last_user = b["messages"]
        .as_array()
        .and_then(|m| m.last())
        .cloned()
        .unwrap_or_default();
    let blocks = last_user["content"].as_array().cloned().unwrap_or_default();
    assert_eq!(
        blocks.last().map(|c| c["cache_control"].clone()),
        Some(json!({"type": "ephemeral"}))
    );
}

#[test]
fn system_prompt_is_byte_identical_across_turns() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", json!({"command": "true"})),
            Turn::text("done"),
        ]);
        Test::new()
            .mock(&mock, api)
            .args(&["-p", "go"])
            .run()
            .status(0);
        let reqs = mock.model_requests();
        let sys = |r: &Recorded| match api {
            "anthropic-messages" => r.body["system"].to_string(),
            "openai-completions" => r.body["messages"][0].to_string(),
            _ => r.body["instructions"].to_string(),
        };
        assert_eq!(sys(&reqs[0]), sys(&reqs[1]), "{api}");
        assert_eq!(r_tools(&reqs[0]), r_tools(&reqs[1]), "{api}");
    }
}

fn r_tools(r: &Recorded) -> String {
    r.body["tools"].to_string()
}

#[test]
fn thinking_round_trip_anthropic() {
    let mock = MockServer::start(vec![
        Turn::new()
            .thinking("I should list files.", "sig-abc")
            .tool_call("toolu_1", "bash", json!({"command": "echo listed"})),
        Turn::text("Listed."),
    ]);
    Test::new()
        .mock(&mock, "anthropic-messages")
        .reasoning(true)
        .args(&["-p", "--thinking", "high", "list"])
        .run()
        .status(0)
        .stdout("Listed.\n");
    let reqs = mock.model_requests();
    assert_eq!(
        reqs[0].body["thinking"],
        json!({"type": "enabled", "budget_tokens": 16384})
    );
    assert!(reqs[0].body["max_tokens"].as_u64().unwrap_or(0) > 16384);
    let assistant = reqs[1].body["messages"][1].clone();
    assert_eq!(assistant["role"], json!("assistant"));
    assert_eq!(
        assistant["content"][0],
        json!({"type": "thinking", "thinking": "I should list files.", "signature": "sig-abc"})
    );
    assert_eq!(assistant["content"][1]["type"], json!("tool_use"));
}

#[test]
fn thinking_round_trip_openai_responses() {
    let mock = MockServer::start(vec![
        Turn::new().thinking("plan", "enc-xyz").tool_call(
            "call_9",
            "bash",
            json!({"command": "true"}),
        ),
        Turn::text("ok"),
    ]);
    Test::new()
        .mock(&mock, "openai-responses")
        .reasoning(true)
        .args(&["-p", "--thinking", "low", "go"])
        .run()
        .status(0);
    let reqs = mock.model_requests();
    assert_eq!(reqs[0].body["reasoning"]["effort"], json!("low"));
    let input = reqs[1].body["input"].to_string();
    assert!(
        input.contains("\"type\":\"reasoning\""),
        "reasoning item sent back: {input}"
    );
    assert!(
        input.contains("enc-xyz"),
        "encrypted content sent back: {input}"
    );
    assert!(input.contains("\"function_call_output\""));
}

#[test]
fn thinking_effort_openai_completions() {
    let mock = MockServer::start(vec![Turn::new().thinking("hmm", "").say("fine")]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .reasoning(true)
        .args(&[
            "-p",
            "--thinking",
            "medium",
            "--output-format",
            "stream-json",
            "go",
        ])
        .run();
    out.status(0);
    assert_eq!(
        mock.model_requests()[0].body["reasoning_effort"],
        json!("medium")
    );
    let kinds: Vec<String> = out
        .json_lines()
        .iter()
        .filter(|e| e["type"] == "message_update")
        .map(|e| {
            e["assistantMessageEvent"]["type"]
                .as_str()
                .unwrap_or("")
                .to_string()
        })
        .collect();
    assert!(kinds.contains(&"thinking_delta".to_string()), "{kinds:?}");
}

#[test]
fn usage_and_cost_totals() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::new()
                .tool_call("c1", "bash", json!({"command": "true"}))
                .usage(1000, 200, 3000, 400),
            Turn::text("done").usage(500, 100, 4000, 0),
        ]);
        let out = Test::new()
            .mock(&mock, api)
            .args(&["-p", "--output-format", "json", "go"])
            .run();
        out.status(0);
        let r = out.json();
        let u = &r["usage"];
        assert_eq!(u["output"], json!(300), "{api}");
        assert_eq!(u["cacheRead"], json!(7000), "{api}");
        // Cache writes are reported by Anthropic only; OpenAI counts them as plain input.
        let (write, input) = if api == "anthropic-messages" {
            (400, 1500)
        } else {
            (0, 1900)
        };
        assert_eq!(u["cacheWrite"], json!(write), "{api}");
        assert_eq!(u["input"], json!(input), "{api}");
        assert_eq!(u["totalTokens"], json!(input + 300 + 7000 + write), "{api}");
        // Prices per million: input 3, output 15, cache read 0.3, cache write 3.75.
        let want = (input as f64 * 3.0 + 300.0 * 15.0 + 7000.0 * 0.3 + write as f64 * 3.75) / 1e6;
        let got = r["costUsd"].as_f64().unwrap_or(-1.0);
        assert!((got - want).abs() < 1e-9, "{api}: cost {got} != {want}");
        assert_eq!(r["numTurns"], json!(2));
    }
}

#[test]
fn retry_after_429_then_success() {
    for api in APIS {
        let mock = MockServer::start(vec![
            Turn::http_error(
                429,
                json!({"error": {"type": "rate_limit_error", "message": "slow down"}}),
            )
            .retry_after_ms("10"),
            Turn::text("recovered"),
        ]);
        let out = Test::new()
            .mock(&mock, api)
            .args(&["-p", "--output-format", "stream-json", "go"])
            .run();
        out.status(0);
        let events = out.json_lines();
        let start = events
            .iter()
            .find(|e| e["type"] == "auto_retry_start")
            .cloned()
            .unwrap_or_default();
        assert_eq!(start["attempt"], json!(1), "{api}");
        assert_eq!(start["delayMs"], json!(10), "{api}");
        assert!(
            start["errorMessage"]
                .as_str()
                .unwrap_or("")
                .contains("slow down"),
            "{api}: {start}"
        );
        let end = events
            .iter()
            .find(|e| e["type"] == "auto_retry_end")
            .cloned()
            .unwrap_or_default();
        assert_eq!(end["success"], json!(true), "{api}");
        let last = events.last().cloned().unwrap_or_default();
        assert_eq!(last["result"], json!("recovered"));
        assert_eq!(mock.model_requests().len(), 2);
    }
}

#[test]
fn cut_stream_and_stall_are_retried() {
    let mock = MockServer::start(vec![
        Turn::text("this stream is cut off midway").cut_after(4),
        Turn::text("this one stalls").stall_after(3),
        Turn::text("finally"),
    ]);
    Test::new()
        .mock(&mock, "anthropic-messages")
        .env("AMA_STREAM_IDLE_TIMEOUT_MS", "300")
        .args(&["-p", "go"])
        .run()
        .status(0)
        .stdout("finally\n")
        .stderr_contains("retry 2/3");
    assert_eq!(mock.model_requests().len(), 3);
}

#[test]
fn retries_used_up_exit_1() {
    let err = || {
        Turn::http_error(529, json!({"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}})).retry_after_secs("0")
    };
    let mock = MockServer::start(vec![err(), err(), err(), err(), Turn::text("never")]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "--output-format", "json", "go"])
        .run();
    out.status(1);
    let r = out.json();
    assert_eq!(r["isError"], json!(true));
    assert_eq!(r["subtype"], json!("error_during_execution"));
    assert_eq!(r["stopReason"], json!("error"));
    assert!(
        r["error"].as_str().unwrap_or("").contains("Overloaded"),
        "{r}"
    );
    assert_eq!(mock.model_requests().len(), 4, "one try plus three retries");
}

#[test]
fn context_overflow_has_its_own_code_and_is_not_retried() {
    let mock = MockServer::start(vec![Turn::http_error(
        400,
        json!({"type": "error", "error": {"type": "invalid_request_error", "message": "prompt is too long: 250000 tokens > 200000 maximum"}}),
    )]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "--output-format", "json", "go"])
        .run();
    out.status(1);
    assert_eq!(out.json()["errorCode"], json!("context_overflow"));
    assert_eq!(mock.model_requests().len(), 1);
}

#[test]
fn sigint_aborts_cleanly_with_130_and_closes_the_connection() {
    let mock = MockServer::start(vec![
        Turn::text("a long answer that never finishes").stall_after(3),
    ]);
    let t = Test::new().mock(&mock, "openai-completions").args(&[
        "-p",
        "--output-format",
        "json",
        "go",
    ]);
    let mut child = t.spawn();
    drop(child.stdin.take()); // print mode reads piped stdin to its end
    mock.wait_for_requests(1, Duration::from_secs(10));
    std::thread::sleep(Duration::from_millis(200));
    let sent = std::time::Instant::now();
    crate::support::send_signal(&child, nix::sys::signal::Signal::SIGINT);
    let closes = mock.wait_for_closes(1, Duration::from_secs(5));
    assert!(!closes.is_empty(), "the connection was not closed");
    let took = closes[0].saturating_duration_since(sent);
    assert!(
        took < Duration::from_millis(100),
        "connection closed after {took:?}"
    );
    let out = t.finish(child);
    out.status(130);
    let r = out.json();
    assert_eq!(r["stopReason"], json!("aborted"));
    assert_eq!(r["isError"], json!(true));
}

#[test]
fn sigterm_exits_143() {
    let mock = MockServer::start(vec![Turn::text("never finishes").stall_after(2)]);
    let t = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "go"]);
    let mut child = t.spawn();
    drop(child.stdin.take()); // print mode reads piped stdin to its end
    mock.wait_for_requests(1, Duration::from_secs(10));
    crate::support::send_signal(&child, nix::sys::signal::Signal::SIGTERM);
    t.finish(child).status(143);
}

#[test]
fn missing_key_exits_4_and_names_the_variable() {
    let mock = MockServer::start(vec![]);
    Test::new()
        .mock(&mock, "anthropic-messages")
        .env_remove("MOCK_API_KEY")
        .args(&["-p", "hi"])
        .run()
        .status(4)
        .stderr_contains("MOCK_API_KEY");
    assert!(mock.requests().is_empty());
}

#[test]
fn no_model_exits_4() {
    Test::new()
        .args(&["-p", "hi"])
        .run()
        .status(4)
        .stderr_contains("--model provider/id");
}

#[test]
fn key_from_auth_file_and_cli_key_never_printed() {
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .env_remove("MOCK_API_KEY");
    std::fs::create_dir_all(t.data_dir()).ok();
    std::fs::write(
        t.data_dir().join("auth.json"),
        r#"{"mock": {"type": "api_key", "key": "from-auth-file"}}"#,
    )
    .ok();
    let t = t.args(&["-p", "--output-format", "stream-json", "hi"]);
    let out = t.run();
    out.status(0);
    assert_eq!(
        mock.model_requests()[0].header("authorization"),
        Some("Bearer from-auth-file")
    );
    assert!(!out.stdout.contains("from-auth-file") && !out.stderr.contains("from-auth-file"));
    let t = t.clear_args().args(&[
        "-p",
        "--api-key",
        "sk-secret-cli",
        "--output-format",
        "stream-json",
        "hi",
    ]);
    let out = t.run();
    out.status(0);
    assert_eq!(
        mock.model_requests()[1].header("authorization"),
        Some("Bearer sk-secret-cli")
    );
    assert!(!out.stdout.contains("sk-secret-cli") && !out.stderr.contains("sk-secret-cli"));
}

#[test]
fn bad_flag_exits_2() {
    Test::new()
        .args(&["--definitely-not-a-flag"])
        .run()
        .status(2)
        .stderr_contains("--definitely-not-a-flag");
    Test::new()
        .args(&["-p", "--output-format", "yaml", "x"])
        .run()
        .status(2)
        .stderr_contains("yaml");
}

#[test]
fn broken_config_exits_3() {
    let t = Test::new().args(&["-p", "hi"]);
    std::fs::create_dir_all(t.config_dir()).ok();
    std::fs::write(t.config_dir().join("config.json"), "{ not json").ok();
    t.run().status(3).stderr_contains("config.json");
}

#[test]
fn version_and_help() {
    Test::new()
        .args(&["--version"])
        .run()
        .status(0)
        .stdout(&format!("ama {}\n", env!("CARGO_PKG_VERSION")));
    let out = Test::new().args(&["--help"]).run();
    out.status(0);
    for flag in [
        "--print",
        "--output-format",
        "--model",
        "--provider",
        "--api-key",
        "--thinking",
        "--max-turns",
        "--tools",
        "EXAMPLES",
    ] {
        assert!(out.stdout.contains(flag), "help lacks {flag}");
    }
}

#[test]
fn piped_stdin_is_appended_after_the_prompt() {
    let mock = MockServer::start(vec![Turn::text("a"), Turn::text("b")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "summarise"])
        .stdin("line one\nline two\n")
        .run()
        .status(0);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p"])
        .stdin("only stdin")
        .run()
        .status(0);
    let reqs = mock.model_requests();
    let user = |r: &Recorded| {
        r.body["messages"]
            .as_array()
            .and_then(|m| m.last())
            .map(|m| m["content"].clone())
    };
    assert_eq!(
        user(&reqs[0]),
        Some(json!("summarise\n\nline one\nline two\n"))
    );
    assert_eq!(user(&reqs[1]), Some(json!("only stdin")));
}

#[test]
fn max_turns_stops_with_error_max_turns() {
    let call = |id: &str| Turn::new().tool_call(id, "bash", json!({"command": "true"}));
    let mock = MockServer::start(vec![call("a"), call("b"), call("c")]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "--max-turns", "2", "--output-format", "json", "loop"])
        .run();
    out.status(7);
    let r = out.json();
    assert_eq!(r["subtype"], json!("error_max_turns"));
    assert_eq!(r["numTurns"], json!(2));
    assert_eq!(mock.model_requests().len(), 2);
}

#[test]
fn invalid_tool_arguments_get_a_clear_error_result() {
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "read", json!({"file": "x"})),
        Turn::new().tool_call("c2", "nosuchtool", json!({})),
        Turn::text("ok"),
    ]);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "go"])
        .run()
        .status(0);
    let reqs = mock.model_requests();
    let second = request_text(&reqs[1]);
    assert!(
        second
            .contains("Invalid arguments for tool `read`: arguments.path is required but missing"),
        "{second}"
    );
    let third = request_text(&reqs[2]);
    assert!(
        third.contains("Tool `nosuchtool` is not available"),
        "{third}"
    );
}

#[test]
fn one_megabyte_of_output_through_a_pipe_arrives_intact() {
    let line = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\n";
    let text: String = line.repeat(1024 * 1024 / line.len());
    let mock = MockServer::start(vec![Turn::new().say(&text).deltas(256)]);
    let out = Test::new()
        .mock(&mock, "anthropic-messages")
        .args(&["-p", "big"])
        .run();
    out.status(0);
    assert_eq!(out.stdout_bytes.len(), text.len());
    assert!(out.stdout == text, "stdout differs from the streamed text");
}

#[test]
fn stream_json_shapes_and_order() {
    let mock = MockServer::start(vec![
        Turn::new()
            .say("Checking.")
            .tool_call("call_1", "bash", json!({"command": "echo hi"})),
        Turn::text("Done."),
    ]);
    let out = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "--output-format", "stream-json", "go"])
        .run();
    out.status(0);
    let events = out.json_lines();
    let types: Vec<&str> = events
        .iter()
        .map(|e| e["type"].as_str().unwrap_or("?"))
        .collect();
    let collapsed: Vec<&str> = types
        .iter()
        .copied()
        .filter(|t| *t != "message_update" && *t != "entry_appended")
        .collect();
    assert_eq!(
        collapsed,
        [
            "session_start",
            "session_changed",
            "before_agent_start",
            "agent_start",
            "turn_start",
            "message_start",
            "message_end",
            "message_start",
            "message_end",
            "tool_execution_start",
            "tool_execution_end",
            "message_start",
            "message_end",
            "turn_end",
            "turn_start",
            "message_start",
            "message_end",
            "turn_end",
            "agent_end",
            "agent_before_settle",
            "agent_settled",
            "result"
        ]
    );
    let result = events.last().cloned().unwrap_or_default();
    for key in [
        "subtype",
        "isError",
        "result",
        "sessionId",
        "sessionFile",
        "numTurns",
        "durationMs",
        "durationApiMs",
        "stopReason",
        "usage",
        "costUsd",
        "permissionDenials",
    ] {
        assert!(result.get(key).is_some(), "result lacks {key}: {result}");
    }
    assert_eq!(result["result"], json!("Done."));
    assert_eq!(result["stopReason"], json!("stop"));
    let end = events
        .iter()
        .find(|e| e["type"] == "tool_execution_end")
        .cloned()
        .unwrap_or_default();
    assert_eq!(end["toolCallId"], json!("call_1"));
    assert_eq!(end["isError"], json!(false));
    assert_eq!(end["result"]["content"][0]["text"], json!("hi\n"));
    // Every update carries a delta only, never the accumulated message.
    for e in events.iter().filter(|e| e["type"] == "message_update") {
        let ev = &e["assistantMessageEvent"];
        assert!(
            ev.get("partial").is_none() && e.get("message").is_none(),
            "{e}"
        );
        assert!(e.get("usage").is_some());
    }
}

#[test]
fn json_result_shape() {
    let mock = MockServer::start(vec![Turn::text("hello there")]);
    let t =
        Test::new()
            .mock(&mock, "openai-responses")
            .args(&["-p", "--output-format", "json", "hi"]);
    let out = t.run();
    out.status(0);
    assert_eq!(out.stdout.lines().count(), 1, "one result object");
    let r = out.json();
    assert_eq!(r["type"], json!("result"));
    assert_eq!(r["subtype"], json!("success"));
    assert_eq!(r["isError"], json!(false));
    assert_eq!(r["result"], json!("hello there"));
    let file = r["sessionFile"].as_str().unwrap_or_default();
    assert!(
        file.ends_with(".jsonl") && std::path::Path::new(file).is_file(),
        "{file}"
    );
    assert_eq!(r["permissionDenials"], json!([]));
    assert_eq!(r["numTurns"], json!(1));
    assert!(r["sessionId"].as_str().is_some_and(|s| s.len() == 36));
}

#[test]
fn http_proxy_is_used_and_no_proxy_bypasses_it() {
    // The "proxy" is the mock itself: it records the CONNECT request ama sends it.
    let proxy = MockServer::start(vec![]);
    let t = Test::new()
        .config(json!({"model": "far/m", "providers": {"far": {
            "api": "openai-completions", "baseUrl": "http://model.invalid:9/v1",
            "models": [{"id": "m"}]}}, "retry": {"maxRetries": 0}}))
        .env("HTTP_PROXY", format!("http://127.0.0.1:{}", proxy.port()))
        .env("AMA_CONNECT_TIMEOUT_MS", "2000")
        .args(&["-p", "hi"]);
    let out = t.run();
    out.status(1);
    let reqs = proxy.requests();
    assert!(
        !reqs.is_empty(),
        "nothing reached the proxy: {}",
        out.stderr
    );
    assert!(
        reqs[0].path.contains("model.invalid"),
        "proxy saw {} {}",
        reqs[0].method,
        reqs[0].path
    );
    let before = proxy.requests().len();
    let t = t.env("NO_PROXY", "localhost,.invalid");
    t.run().status(1);
    assert_eq!(
        proxy.requests().len(),
        before,
        "NO_PROXY host went through the proxy"
    );
}

#[test]
fn builtin_providers_follow_base_url_environment_variables() {
    let mock = MockServer::start(vec![
        Turn::text("from anthropic"),
        Turn::text("from openai"),
    ]);
    Test::new()
        .env("ANTHROPIC_API_KEY", "sk-ant-test")
        .env("ANTHROPIC_BASE_URL", mock.anthropic_url())
        .args(&["-p", "--model", "anthropic/claude-sonnet-4-5", "hi"])
        .run()
        .status(0)
        .stdout("from anthropic\n");
    Test::new()
        .env("OPENAI_API_KEY", "sk-openai-test")
        .env("OPENAI_BASE_URL", mock.openai_url())
        .args(&["-p", "--model", "openai/gpt-5", "hi"])
        .run()
        .status(0)
        .stdout("from openai\n");
    let reqs = mock.model_requests();
    assert_eq!(reqs[0].path, "/v1/messages");
    assert_eq!(reqs[0].header("x-api-key"), Some("sk-ant-test"));
    assert_eq!(reqs[0].body["model"], json!("claude-sonnet-4-5"));
    assert_eq!(reqs[1].path, "/v1/responses");
    assert_eq!(
        reqs[1].header("authorization"),
        Some("Bearer sk-openai-test")
    );
}

#[test]
fn local_providers_need_no_key_and_default_model_comes_from_env_key() {
    let mock = MockServer::start(vec![Turn::text("local"), Turn::text("default")]);
    Test::new()
        .config(json!({"providers": {"ollama": {"baseUrl": mock.openai_url()}}}))
        .args(&["-p", "--model", "ollama/qwen3:8b", "hi"])
        .run()
        .status(0)
        .stdout("local\n");
    let r = &mock.model_requests()[0];
    assert_eq!(r.header("authorization"), None);
    assert_eq!(r.body["model"], json!("qwen3:8b"));
    // No model configured, but an Anthropic key: the default model is used.
    Test::new()
        .env("ANTHROPIC_API_KEY", "k")
        .env("ANTHROPIC_BASE_URL", mock.anthropic_url())
        .args(&["-p", "hi"])
        .run()
        .status(0)
        .stdout("default\n");
    assert_eq!(
        mock.model_requests()[1].body["model"],
        json!("claude-sonnet-4-5")
    );
}

#[test]
fn unknown_model_exits_4_with_the_known_models() {
    let mock = MockServer::start(vec![]);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "--model", "mock/nope", "hi"])
        .run()
        .status(4)
        .stderr_contains("provider `mock` has no model `nope`: known models are mock-model");
}
