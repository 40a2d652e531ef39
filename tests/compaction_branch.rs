//! Compaction through the real binary and the library: an abort during a manual compaction
//! leaves the session unchanged, and a branch summary moves the leaf and summarises the branch
//! being left.

use serde_json::json;

use crate::compaction::{ask, pad, session_file, small, user_texts};
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};

#[test]
fn abort_during_a_compaction_leaves_the_session_unchanged() {
    let mock = MockServer::start(vec![
        Turn::text(&format!("answer {}", pad(0))),
        Turn::text(&format!("answer {}", pad(1))),
        Turn::text("never finished").stall_after(2),
    ]);
    let t = small(&mock, 128_000, 60);
    let mut c = start(&t);
    ask(&mut c, &format!("question {}", pad(0)));
    ask(&mut c, &format!("question {}", pad(1)));
    let file = session_file(&mut c);
    let before = std::fs::read_to_string(&file).unwrap_or_default();
    let messages_before = ok(&mut c, json!({"type": "get_messages"}));
    let id = c
        .send(json!({"type": "compact"}))
        .unwrap_or_else(|e| panic!("{e}"));
    c.wait_event("compaction_start", T)
        .unwrap_or_else(|| panic!("no compaction_start"));
    mock.wait_for_requests(3, T);
    assert_eq!(
        ok(&mut c, json!({"type": "get_state"}))["isCompacting"],
        true
    );
    ok(&mut c, json!({"type": "abort"}));
    let r = c
        .wait_for(|v| v["type"] == "response" && v["id"] == json!(id), T)
        .unwrap_or_else(|| panic!("no compact response"));
    assert_eq!(
        (&r["success"], &r["code"]),
        (&json!(false), &json!("aborted")),
        "{r}"
    );
    let end = c
        .wait_event("compaction_end", T)
        .unwrap_or_else(|| panic!("no compaction_end"));
    assert_eq!(
        (&end["aborted"], &end["willRetry"]),
        (&json!(true), &json!(false))
    );
    assert!(end.get("result").is_none());
    assert_eq!(std::fs::read_to_string(&file).unwrap_or_default(), before);
    assert_eq!(ok(&mut c, json!({"type": "get_messages"})), messages_before);
    assert_eq!(
        ok(&mut c, json!({"type": "get_state"}))["isCompacting"],
        false
    );
}

#[test]
fn branch_summary_moves_the_leaf_and_summarises_the_branch_left() {
    use ama::agent::{Agent, AgentOptions, PromptRequest};
    use ama::session::Store;

    let mock = MockServer::start(vec![
        Turn::text("first answer"),
        Turn::text("second answer"),
        Turn::text("BRANCH SUMMARY"),
        Turn::text("third answer"),
    ]);
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let cwd = dir.path();
    let model = mock.openai_model();
    let config = ama::agent::worker::SessionConfig {
        session_id: "branch".into(),
        model,
        api_key: Some("k".into()),
        thinking: ama::ai::types::ThinkingLevel::Off,
        tools: ama::tools::registry::Registry::new(None).unwrap_or_else(|e| panic!("{e}")),
        cwd: cwd.to_path_buf(),
        max_turns: None,
        max_budget_usd: None,
        retry: Default::default(),
        tool_state: Default::default(),
        context_files: false,
        permissions: std::sync::Arc::new(ama::permissions::Permissions::full_auto(cwd)),
        services: Default::default(),
    };
    let agent = Agent::start(AgentOptions {
        config,
        store: Store::in_memory(cwd),
        context: None,
        reason: "startup",
        models: None,
        sessions_root: None,
        fresh_permissions: None,
    });
    let wait = std::time::Duration::from_secs(15);
    agent
        .prompt(PromptRequest::text("one"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(agent.wait_idle(wait));
    // The first answer is where the conversation goes back to.
    let entries = agent.entries(None).unwrap_or_else(|e| panic!("{e}"));
    let target = entries
        .entries
        .iter()
        .rev()
        .find(|e| {
            matches!(
                &e.body,
                ama::session::Body::Message(ama::ai::types::Message::Assistant(_))
            )
        })
        .map(|e| e.id.clone())
        .unwrap_or_default();
    agent
        .prompt(PromptRequest::text("two"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(agent.wait_idle(wait));
    let old_leaf = agent
        .entries(None)
        .unwrap_or_else(|e| panic!("{e}"))
        .leaf_id;

    let r = agent
        .branch_summary(Some(&target), Some("Mention the second answer."))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.summary, "BRANCH SUMMARY");
    assert_eq!(Some(r.from_id.clone()), old_leaf);
    let request = &mock.model_requests()[2].body;
    assert_eq!(request["tool_choice"], "none");
    let last = request["messages"]
        .as_array()
        .and_then(|m| m.last())
        .map(|m| m["content"].as_str().unwrap_or_default().to_string())
        .unwrap_or_default();
    assert!(last.contains("the last 2 messages above"), "{last}");
    assert!(last.ends_with("Mention the second answer."), "{last}");
    // The summary hangs under the target and is the newest context message.
    let after = agent.entries(None).unwrap_or_else(|e| panic!("{e}"));
    let entry = after
        .entries
        .last()
        .cloned()
        .unwrap_or_else(|| panic!("no entries"));
    assert_eq!(entry.parent_id.as_deref(), Some(target.as_str()));
    assert_eq!(after.leaf_id.as_deref(), Some(entry.id.as_str()));
    let texts: Vec<String> = agent
        .llm_messages()
        .iter()
        .filter_map(|m| match m {
            ama::ai::types::Message::User(u) => Some(u.content.text()),
            ama::ai::types::Message::Assistant(a) => Some(a.text()),
            _ => None,
        })
        .collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert_eq!(texts[..2], ["one".to_string(), "first answer".to_string()]);
    assert!(texts[2].contains("BRANCH SUMMARY"), "{texts:?}");
    // The conversation goes on from there.
    agent
        .prompt(PromptRequest::text("three"))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(agent.wait_idle(wait));
    let users = user_texts(&mock.model_requests()[3]);
    assert_eq!(users.len(), 3, "{users:?}");
    assert!(users[1].contains("BRANCH SUMMARY"));
}
