//! The agent loop through the library API: steering, follow-ups, abort and parallel reads, with a
//! real session thread against the mock server.

use ama::agent::bus::Events as Receiver;
use std::time::{Duration, Instant};

use serde_json::json;

use ama::agent::events::SessionEvent;
use ama::agent::retry::RetryPolicy;
use ama::agent::worker::{AgentSession, Handle, SessionConfig};
use ama::ai::types::{Message, StopReason, ThinkingLevel, UserContent};

use crate::support::mock::{MockServer, Turn};

fn config(mock: &MockServer, cwd: &std::path::Path) -> SessionConfig {
    let model = mock.openai_model();
    SessionConfig {
        session_id: "test-session".into(),
        model,
        api_key: Some("k".into()),
        thinking: ThinkingLevel::Off,
        tools: ama::tools::registry::Registry::new(None).unwrap_or_else(|e| panic!("{e}")),
        cwd: cwd.to_path_buf(),
        max_turns: None,
        max_budget_usd: None,
        retry: RetryPolicy::default(),
        tool_state: Default::default(),
        context_files: false,
        // These tests are about the loop, not permissions: run every tool without asking.
        permissions: std::sync::Arc::new(ama::permissions::Permissions::full_auto(cwd)),
        services: Default::default(),
    }
}

fn session(mock: &MockServer, cwd: &std::path::Path) -> (Handle, Receiver) {
    let (handle, _join) = AgentSession::spawn(config(mock, cwd));
    let rx = handle.subscribe();
    (handle, rx)
}

/// Collects events until `agent_settled`, calling `on` for each.
fn until_settled(rx: &Receiver, mut on: impl FnMut(&SessionEvent)) -> Vec<SessionEvent> {
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut all = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        match rx.recv_timeout(left) {
            Ok(e) => {
                on(&e);
                let done = matches!(e, SessionEvent::AgentSettled { .. });
                all.push(e);
                if done {
                    return all;
                }
            }
            Err(_) => break,
        }
    }
    panic!("no agent_settled within 20 s; got {} events", all.len());
}

fn user_texts(messages: &[Message]) -> Vec<(String, Option<String>)> {
    messages
        .iter()
        .filter_map(|m| match m {
            Message::User(u) => Some((
                match &u.content {
                    UserContent::Text(t) => t.clone(),
                    UserContent::Blocks(_) => String::new(),
                },
                u.origin.clone(),
            )),
            _ => None,
        })
        .collect()
}

#[test]
fn steering_skips_the_rest_of_the_batch_and_is_delivered_next() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new()
            .tool_call("c1", "bash", json!({"command": "sleep 0.4; echo first"}))
            .tool_call("c2", "bash", json!({"command": "echo second > second.txt"})),
        Turn::text("changed course"),
    ]);
    let (h, rx) = session(&mock, dir.path());
    h.prompt("do two things".into())
        .unwrap_or_else(|_| panic!("busy"));
    let steer = h.clone();
    let events = until_settled(&rx, move |e| {
        if let SessionEvent::ToolExecutionStart { tool_call_id, .. } = e
            && tool_call_id == "c1"
        {
            steer.steer("stop, do something else".into());
        }
    });
    assert!(
        !dir.path().join("second.txt").exists(),
        "the skipped call must not run"
    );
    let ends: Vec<(String, bool, String)> = events
        .iter()
        .filter_map(|e| match e {
            SessionEvent::ToolExecutionEnd {
                tool_call_id,
                is_error,
                result,
                ..
            } => Some((
                tool_call_id.clone(),
                *is_error,
                ama::ai::types::join_text(&result.content),
            )),
            _ => None,
        })
        .collect();
    assert_eq!(ends[0].0, "c1");
    assert_eq!(ends[0].2, "first\n");
    assert_eq!(
        ends[1],
        (
            "c2".into(),
            true,
            "Skipped due to queued user message.".into()
        )
    );
    let msgs = h.messages();
    assert_eq!(
        user_texts(&msgs),
        vec![
            ("do two things".to_string(), None),
            (
                "stop, do something else".to_string(),
                Some("steer".to_string())
            )
        ]
    );
    let second = mock.model_requests()[1].body["messages"].to_string();
    assert!(second.contains("stop, do something else"));
    assert!(
        events.iter().any(
            |e| matches!(e, SessionEvent::QueueUpdate { steering, .. } if steering.len() == 1)
        )
    );
}

#[test]
fn follow_up_waits_until_the_agent_would_stop() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "sleep 0.2"})),
        Turn::text("first answer"),
        Turn::text("second answer"),
    ]);
    let (h, rx) = session(&mock, dir.path());
    h.prompt("start".into()).unwrap_or_else(|_| panic!("busy"));
    h.follow_up("and then?".into());
    let events = until_settled(&rx, |_| {});
    let reqs = mock.model_requests();
    assert_eq!(reqs.len(), 3);
    // The follow-up arrives only after the model's own stop, not after the tool result.
    assert!(!reqs[1].body.to_string().contains("and then?"));
    assert!(reqs[2].body.to_string().contains("and then?"));
    assert_eq!(
        user_texts(&h.messages())[1],
        ("and then?".to_string(), Some("followUp".to_string()))
    );
    let settled = events
        .iter()
        .filter(|e| matches!(e, SessionEvent::AgentSettled { .. }))
        .count();
    assert_eq!(settled, 1);
    assert_eq!(
        h.last_summary().map(|s| s.final_text),
        Some("second answer".to_string())
    );
}

#[test]
fn abort_kills_a_running_tool_and_keeps_the_partial_run() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "c1",
            "bash",
            json!({"command": "sleep 30; echo never > never.txt"}),
        ),
        Turn::text("unreachable"),
    ]);
    let (h, rx) = session(&mock, dir.path());
    h.prompt("run it".into()).unwrap_or_else(|_| panic!("busy"));
    let aborter = h.clone();
    let started = Instant::now();
    let events = until_settled(&rx, move |e| {
        if matches!(e, SessionEvent::ToolExecutionStart { .. }) {
            std::thread::sleep(Duration::from_millis(100));
            aborter.abort();
        }
    });
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "abort took {:?}",
        started.elapsed()
    );
    let end = events.iter().find_map(|e| match e {
        SessionEvent::AgentEnd { stop_reason, .. } => Some(*stop_reason),
        _ => None,
    });
    assert_eq!(end, Some(StopReason::Aborted));
    assert_eq!(mock.model_requests().len(), 1);
    assert!(!dir.path().join("never.txt").exists());
}

#[test]
fn read_calls_in_one_batch_all_run_and_keep_their_order() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    for i in 0..4 {
        std::fs::write(dir.path().join(format!("f{i}.txt")), format!("file {i}\n")).ok();
    }
    let mut turn = Turn::new();
    for i in 0..4 {
        turn = turn.tool_call(
            &format!("r{i}"),
            "read",
            json!({"path": format!("f{i}.txt")}),
        );
    }
    let mock = MockServer::start(vec![turn, Turn::text("read them")]);
    let (h, rx) = session(&mock, dir.path());
    h.prompt("read all".into())
        .unwrap_or_else(|_| panic!("busy"));
    until_settled(&rx, |_| {});
    let results: Vec<(String, String)> = h
        .messages()
        .iter()
        .filter_map(|m| match m {
            Message::ToolResult(r) => Some((
                r.tool_call_id.clone(),
                ama::ai::types::join_text(&r.content),
            )),
            _ => None,
        })
        .collect();
    let want: Vec<(String, String)> = (0..4)
        .map(|i| (format!("r{i}"), format!("     1\tfile {i}\n")))
        .collect();
    assert_eq!(results, want);
}

/// The typed API end to end: a prompt through `Agent`, its events, the typed replies, a second
/// prompt refused as busy or queued by its streaming behavior, and the stats.
#[test]
fn the_agent_api_drives_a_session() {
    use ama::agent::reply::Disposition;
    use ama::agent::{Agent, AgentOptions, PromptRequest, StreamingBehavior};

    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "sleep 0.3; echo one"})),
        Turn::text("first"),
        Turn::text("after the follow-up"),
    ]);
    let config = config(&mock, dir.path());
    let agent = Agent::start(AgentOptions {
        store: ama::session::Store::in_memory(dir.path()),
        config,
        context: None,
        reason: "startup",
        models: None,
        sessions_root: None,
        fresh_permissions: None,
    });
    let rx = agent.subscribe();
    let started = agent.prompt(PromptRequest::text("go"));
    assert_eq!(started.ok(), Some(Disposition::Started));
    let busy = agent.prompt(PromptRequest::text("again"));
    assert_eq!(busy.err().map(|e| e.code()), Some("busy"));
    let queued = agent.prompt(PromptRequest {
        behavior: Some(StreamingBehavior::FollowUp),
        ..PromptRequest::text("and then")
    });
    assert_eq!(queued.ok(), Some(Disposition::Queued));
    until_settled(&rx, |_| {});
    assert_eq!(
        agent.last_assistant_text().as_deref(),
        Some("after the follow-up")
    );
    let stats = agent.stats();
    assert_eq!(
        (
            stats.user_messages,
            stats.assistant_messages,
            stats.tool_calls
        ),
        (2, 3, 1)
    );
    assert!(!agent.state().is_streaming);
    assert_eq!(
        agent
            .set_model("mock", "mock-model", None)
            .err()
            .map(|e| e.code()),
        Some("not_implemented")
    );
    assert!(agent.close(Duration::from_secs(5)).is_ok());
}
