//! The approval chain through the library API, as the RPC mode will drive it.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::support::mock::{MockServer, Turn};

/// The approval chain through the library API, as RPC will use it: a client that answers later,
/// the `permission_request` / `permission_resolved` events with a preview, and `allow_session`.
#[test]
fn an_attached_client_answers_approval_requests() {
    use std::sync::Arc;

    use ama::agent::events::SessionEvent;
    use ama::agent::retry::RetryPolicy;
    use ama::agent::worker::{AgentSession, SessionConfig};
    use ama::ai::types::ThinkingLevel;
    use ama::permissions::Permissions;
    use ama::permissions::approvals::{Answer, PendingAnswers};
    use ama::permissions::config::PermissionConfig;

    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let mock = MockServer::start(vec![
        Turn::new().tool_call("c1", "bash", json!({"command": "echo one > a.txt"})),
        Turn::new().tool_call("c2", "bash", json!({"command": "echo one > a.txt"})),
        Turn::new().tool_call("c3", "bash", json!({"command": "touch b.txt"})),
        Turn::text("done"),
    ]);
    let permissions = Arc::new(Permissions::new(PermissionConfig::default(), dir.path()));
    let client = Arc::new(PendingAnswers::default());
    permissions.approvals.set_client(Some(client.clone()));
    let config = SessionConfig {
        session_id: "s".into(),
        model: mock.openai_model(),
        api_key: Some("k".into()),
        thinking: ThinkingLevel::Off,
        tools: ama::tools::registry::Registry::new(None).unwrap_or_else(|e| panic!("{e}")),
        cwd: dir.path().to_path_buf(),
        max_turns: None,
        max_budget_usd: None,
        retry: RetryPolicy::default(),
        tool_state: Default::default(),
        context_files: false,
        permissions,
        services: Default::default(),
    };
    let (handle, _join) = AgentSession::spawn(config);
    let rx = handle.subscribe();
    handle.set_permission_mode(ama::permissions::mode::Mode::Default);
    let changed = rx.recv_timeout(Duration::from_secs(5)).ok();
    let changed = changed.map(|e| serde_json::to_value(&e).unwrap_or_default());
    assert_eq!(
        changed,
        Some(json!({"type": "permission_mode_changed", "mode": "default"}))
    );
    let _ = handle.prompt("go".into());
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut requests = Vec::new();
    let mut resolved = Vec::new();
    let mut ends = Vec::new();
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        let Ok(e) = rx.recv_timeout(left) else { break };
        let v = serde_json::to_value(&e).unwrap_or_default();
        match &e {
            SessionEvent::PermissionRequest { request } => {
                assert_eq!(v["type"], json!("permission_request"));
                assert_eq!(v["toolName"], json!("bash"));
                assert_eq!(v["reason"], json!("mode"));
                assert_eq!(v["timeoutMs"], json!(600_000));
                assert_eq!(v["preview"]["kind"], json!("bash"));
                let answer = if requests.is_empty() {
                    Answer::AllowSession
                } else {
                    Answer::Deny
                };
                requests.push(v.clone());
                client.respond(&request.request_id, answer);
            }
            SessionEvent::PermissionResolved { .. } => resolved.push(v["decision"].clone()),
            SessionEvent::ToolExecutionEnd {
                tool_call_id,
                is_error,
                ..
            } => {
                ends.push((tool_call_id.clone(), *is_error));
            }
            SessionEvent::AgentSettled { .. } => break,
            _ => {}
        }
    }
    assert_eq!(
        requests.len(),
        2,
        "c2 is covered by allow_session: {requests:#?}"
    );
    assert_eq!(resolved, [json!("allow_session"), json!("deny")]);
    assert_eq!(
        ends,
        [
            ("c1".to_string(), false),
            ("c2".to_string(), false),
            ("c3".to_string(), true)
        ]
    );
    assert!(dir.path().join("a.txt").exists() && !dir.path().join("b.txt").exists());
}
