//! Tool choice "none" (`RequestOptions::forbid_tool_calls`, the compaction summary request):
//! each wire API forbids tool calls in its own spelling and nothing else in the body changes.

use serde_json::json;

use crate::ai::apis::test_support::test_model;
use crate::ai::apis::{RequestOptions, build_request};
use crate::ai::types::{Api, Context, Message, ToolSpec, UserContent, UserMessage};

#[test]
fn none_for_each_api_and_nothing_else_changes() {
    let ctx = Context {
        system_prompt: "sys".into(),
        messages: vec![Message::User(UserMessage {
            content: UserContent::Text("hi".into()),
            origin: None,
            timestamp: 1,
        })],
        tools: vec![ToolSpec {
            name: "read".into(),
            description: "Read".into(),
            parameters: json!({"type": "object"}),
        }],
    };
    let opts = RequestOptions::default();
    let cases = [
        (Api::AnthropicMessages, json!({"type": "none"})),
        (Api::OpenaiCompletions, json!("none")),
        (Api::OpenaiResponses, json!("none")),
    ];
    for (api, want) in cases {
        let model = test_model(api);
        let normal = build_request(&model, &ctx, &opts).body;
        let forbid = RequestOptions {
            forbid_tool_calls: true,
            ..RequestOptions::default()
        };
        let mut forced = build_request(&model, &ctx, &forbid).body;
        assert_eq!(normal.get("tool_choice"), None, "{api:?}");
        assert_eq!(forced["tool_choice"], want, "{api:?}");
        if let Some(o) = forced.as_object_mut() {
            o.remove("tool_choice");
        }
        assert_eq!(forced, normal, "{api:?}: only tool_choice differs");
    }
}
