//! Tool choice "none" for one request: the compaction summary request sends the session's
//! tool table unchanged (so the prompt cache still matches, and Anthropic accepts the tool
//! blocks in the history) but must not let the model call a tool. `ai::stream` builds the
//! request body on the calling thread before it starts its worker, so a scope on that thread
//! reaches exactly the requests started inside it. (`RequestOptions` is built in places this
//! file's owner does not edit; a field there is the cleaner home once they can be changed.)

use std::cell::Cell;

thread_local! {
    static NONE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `f` with tool choice "none" for every request built on this thread inside it.
pub fn with_none<T>(f: impl FnOnce() -> T) -> T {
    struct Reset(bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            NONE.with(|n| n.set(self.0));
        }
    }
    let _reset = Reset(NONE.with(|n| n.replace(true)));
    f()
}

/// Whether the request being built must forbid tool calls.
pub fn none() -> bool {
    NONE.with(Cell::get)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{none, with_none};
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
            let mut forced = with_none(|| build_request(&model, &ctx, &opts).body);
            assert!(!none(), "the scope ends with the closure");
            assert_eq!(normal.get("tool_choice"), None, "{api:?}");
            assert_eq!(forced["tool_choice"], want, "{api:?}");
            if let Some(o) = forced.as_object_mut() {
                o.remove("tool_choice");
            }
            assert_eq!(forced, normal, "{api:?}: only tool_choice differs");
        }
    }
}
