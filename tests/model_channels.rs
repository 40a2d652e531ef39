//! `--model provider/id@channel` through the real binary against the mock (session-format.md
//! `model_change.channel`, rpc.md `model {provider, id, channel?}`): a provider with two
//! channels — the mock's Messages endpoint and its Chat Completions endpoint — where the channel
//! picks the endpoint the requests go to, is recorded in the session file, shown over RPC, and
//! comes back on resume, and the `/model` picker lists each channel; a wrong or needless
//! `@channel` is an error naming the input.

use serde_json::{Value, json};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{T, ok, start};
use crate::support::session_files::jsonl_under;

/// The mock provider with the channels `messages` (preferred) and `chat`.
fn two_channels(mock: &MockServer) -> Test {
    Test::new()
        .mock(mock, "anthropic-messages")
        .config_merge(json!({"providers": {"mock": {"channels": [
            {"name": "messages", "api": "anthropic-messages", "baseUrl": mock.anthropic_url()},
            {"name": "chat", "api": "openai-completions", "baseUrl": mock.openai_url(),
             "headers": {"x-channel": "chat"}}
        ]}}}))
        .args(&["--no-context-files"])
}

fn model_changes(path: &std::path::Path) -> Vec<Value> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|v| v["type"] == "model_change")
        .map(|v| json!({"provider": v["provider"], "modelId": v["modelId"], "channel": v["channel"]}))
        .collect()
}

fn only_session(t: &Test) -> std::path::PathBuf {
    let mut found = jsonl_under(&t.data_dir().join("sessions"));
    assert_eq!(found.len(), 1, "{found:?}");
    found.remove(0)
}

#[test]
fn the_channel_picks_the_endpoint_and_is_recorded_and_resumed() {
    let mock = MockServer::start(vec![Turn::text("via chat"), Turn::text("still chat")]);
    let t = two_channels(&mock).args(&["--model", "mock/mock-model@chat", "-p", "hi"]);
    let out = t.run();
    out.status(0).stdout("via chat\n");
    let first = &mock.model_requests()[0];
    assert_eq!(first.path, "/v1/chat/completions");
    assert_eq!(first.header("x-channel"), Some("chat"));
    let file = only_session(&t);
    assert_eq!(
        model_changes(&file),
        [json!({"provider": "mock", "modelId": "mock-model", "channel": "chat"})]
    );
    // Resumed without --model: the branch's channel comes back.
    let t = t
        .clear_args()
        .args(&["--no-context-files", "--session"])
        .arg(&file)
        .args(&["-p", "again"]);
    let out = t.run();
    out.status(0).stdout("still chat\n");
    assert_eq!(mock.model_requests()[1].path, "/v1/chat/completions");
    assert_eq!(
        model_changes(&file).len(),
        1,
        "no new model_change on resume"
    );
}

#[test]
fn rpc_shows_the_preferred_channel_and_set_model_switches_it() {
    let mock = MockServer::start(vec![Turn::text("on messages"), Turn::text("on chat")]);
    let t = two_channels(&mock);
    let mut c = start(&t);
    let state = ok(&mut c, json!({"type": "get_state"}));
    assert_eq!(
        state["model"],
        json!({"provider": "mock", "id": "mock-model", "channel": "messages"})
    );
    // The /model picker lists the model once per channel, grouped by provider · channel.
    let picker = ok(&mut c, json!({"type": "prompt", "message": "/model"}));
    assert_eq!(
        picker["output"],
        json!([
            "Model",
            "mock/mock-model  mock · messages · 128k ctx · current  /model mock/mock-model",
            "mock/mock-model@chat  mock · chat · 128k ctx  /model mock/mock-model@chat"
        ])
    );
    ok(&mut c, json!({"type": "prompt", "message": "one"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no settle"));
    let set = ok(
        &mut c,
        json!({"type": "set_model", "provider": "mock", "modelId": "mock-model", "channel": "chat"}),
    );
    assert_eq!(
        set["model"],
        json!({"provider": "mock", "id": "mock-model", "channel": "chat"})
    );
    let changed = c
        .wait_event("model_changed", T)
        .unwrap_or_else(|| panic!("no model_changed"));
    assert_eq!(changed["model"]["channel"], "chat");
    let bad = c
        .request(
            json!({"type": "set_model", "provider": "mock", "modelId": "mock-model", "channel": "chta"}),
            T,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(bad["success"], json!(false));
    assert_eq!(bad["code"], json!("model_not_found"));
    assert_eq!(
        bad["error"],
        json!(
            "`mock/mock-model@chta`: provider `mock` has no channel `chta` (did you mean `@chat`?); its channels are messages, chat"
        )
    );
    ok(&mut c, json!({"type": "prompt", "message": "two"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no settle"));
    let paths: Vec<String> = mock
        .model_requests()
        .iter()
        .map(|r| r.path.clone())
        .collect();
    assert_eq!(paths, ["/v1/messages", "/v1/chat/completions"]);
    let state = ok(&mut c, json!({"type": "get_state"}));
    let file = std::path::PathBuf::from(state["sessionFile"].as_str().unwrap_or_default());
    assert_eq!(
        model_changes(&file),
        [
            json!({"provider": "mock", "modelId": "mock-model", "channel": "messages"}),
            json!({"provider": "mock", "modelId": "mock-model", "channel": "chat"}),
        ]
    );
}

#[test]
fn a_channel_the_provider_does_not_have_is_an_error_naming_the_input() {
    let mock = MockServer::start(vec![]);
    let out = two_channels(&mock)
        .args(&["--model", "mock/mock-model@chta", "-p", "hi"])
        .run();
    out.status(4).stderr_contains(
        "`mock/mock-model@chta`: provider `mock` has no channel `chta` (did you mean `@chat`?); its channels are messages, chat",
    );
    let plain = Test::new().mock(&mock, "anthropic-messages");
    let out = plain
        .args(&["--model", "mock/mock-model@fast", "-p", "hi"])
        .run();
    out.status(4).stderr_contains(
        "`mock/mock-model@fast`: provider `mock` has no channels, so `@fast` selects nothing; drop `@fast`, or list the provider's channels under \"channels\" in the config",
    );
    assert!(mock.model_requests().is_empty());
}
