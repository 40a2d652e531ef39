//! The cross-provider conversation rules applied before every request. A session may switch model
//! or provider mid-way, and may hold turns that errored or were aborted; providers reject a
//! history with a tool call lacking its result, a result lacking its call, a thinking signature
//! from another model, or a tool-call id of the wrong shape. This pass repairs all of these so the
//! wire builders can translate the history as it is.

use std::collections::{HashMap, HashSet};

use crate::ai::facts::IdShape;
use crate::ai::model::Model;
use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Message, StopReason, ToolResultMessage, UserContent,
};

/// The text of a synthesised result for a tool call that never got one.
pub const NO_RESULT: &str = "No result provided";

/// Replaces images for models that cannot read them.
pub const IMAGE_OMITTED: &str = "(image omitted: this model does not accept images)";

/// The conversation as `model` may receive it.
pub fn for_model(messages: &[Message], model: &Model) -> Vec<Message> {
    let mut pass = Pass {
        model,
        out: Vec::new(),
        open: None,
        ids: Ids::default(),
    };
    for message in messages {
        match message {
            Message::System(_) => {}
            Message::User(user) => {
                pass.close_turn();
                let mut user = user.clone();
                if let UserContent::Blocks(blocks) = &mut user.content {
                    pass.fit_images(blocks);
                }
                pass.out.push(Message::User(user));
            }
            Message::Assistant(assistant) => {
                pass.close_turn();
                pass.assistant(assistant);
            }
            Message::ToolResult(result) => pass.tool_result(result),
        }
    }
    pass.close_turn();
    pass.out
}

/// Tool calls of the newest assistant message still waiting for their results.
struct OpenTurn {
    calls: Vec<(String, String)>,
    answered: HashSet<String>,
    timestamp: u64,
}

struct Pass<'a> {
    model: &'a Model,
    out: Vec<Message>,
    open: Option<OpenTurn>,
    ids: Ids,
}

impl Pass<'_> {
    fn assistant(&mut self, source: &AssistantMessage) {
        let mut message = source.clone();
        if matches!(message.stop_reason, StopReason::Error | StopReason::Aborted) {
            message
                .content
                .retain(|b| matches!(b, ContentBlock::Text { text, .. } if !text.is_empty()));
        } else {
            let same_model =
                message.provider == self.model.provider && message.model == self.model.id;
            if !same_model {
                message.content = message
                    .content
                    .into_iter()
                    .filter_map(foreign_thinking)
                    .collect();
            }
            let crossing = message.provider != self.model.provider || message.api != self.model.api;
            let mut calls = Vec::new();
            for block in &mut message.content {
                if let ContentBlock::ToolCall { id, name, .. } = block {
                    if crossing {
                        *id = self.ids.normalise(id, self.model.api);
                    }
                    calls.push((id.clone(), name.clone()));
                }
            }
            if !calls.is_empty() {
                self.open = Some(OpenTurn {
                    calls,
                    answered: HashSet::new(),
                    timestamp: message.timestamp,
                });
            }
        }
        if !message.content.is_empty() {
            self.out.push(Message::Assistant(message));
        }
    }

    fn tool_result(&mut self, result: &ToolResultMessage) {
        let id = self.ids.mapped(&result.tool_call_id);
        let Some(open) = &mut self.open else { return };
        let known = open.calls.iter().any(|(call, _)| *call == id);
        if !known || !open.answered.insert(id.clone()) {
            return;
        }
        let mut result = result.clone();
        result.tool_call_id = id;
        self.fit_images(&mut result.content);
        self.out.push(Message::ToolResult(result));
    }

    /// Synthesises an error result for every call of the open turn that got none.
    fn close_turn(&mut self) {
        let Some(open) = self.open.take() else { return };
        for (id, name) in open.calls {
            if !open.answered.contains(&id) {
                self.out.push(Message::ToolResult(ToolResultMessage {
                    tool_call_id: id,
                    tool_name: name,
                    content: vec![ContentBlock::text(NO_RESULT)],
                    details: None,
                    is_error: true,
                    timestamp: open.timestamp,
                }));
            }
        }
    }

    fn fit_images(&self, blocks: &mut [ContentBlock]) {
        if self.model.accepts_images() {
            return;
        }
        for block in blocks {
            if matches!(block, ContentBlock::Image { .. }) {
                *block = ContentBlock::text(IMAGE_OMITTED);
            }
        }
    }
}

/// Another model's thinking: its signature means nothing here, so the text is kept as text.
fn foreign_thinking(block: ContentBlock) -> Option<ContentBlock> {
    match block {
        ContentBlock::Thinking { redacted: true, .. } => None,
        ContentBlock::Thinking { thinking, .. } if thinking.trim().is_empty() => None,
        ContentBlock::Thinking { thinking, .. } => Some(ContentBlock::text(thinking)),
        other => Some(other),
    }
}

/// Tool-call id rewriting, remembered so each result follows its call.
#[derive(Default)]
struct Ids {
    map: HashMap<String, String>,
    used: HashSet<String>,
}

impl Ids {
    fn normalise(&mut self, id: &str, target: Api) -> String {
        if let Some(done) = self.map.get(id) {
            return done.clone();
        }
        let base = shape(id, target);
        let mut fresh = base.clone();
        let mut n = 1;
        // Two ids that shrink to the same shape must stay apart.
        while self.used.contains(&fresh) {
            let suffix = format!("_{n}");
            let keep: String = base
                .chars()
                .take(MAX_OPENAI_ID.saturating_sub(suffix.len()))
                .collect();
            fresh = format!("{keep}{suffix}");
            n += 1;
        }
        self.used.insert(fresh.clone());
        self.map.insert(id.to_string(), fresh.clone());
        fresh
    }

    fn mapped(&self, id: &str) -> String {
        self.map.get(id).cloned().unwrap_or_else(|| id.to_string())
    }
}

/// The longest id a suffixed duplicate keeps (OpenAI's limit, the tightest of the APIs).
const MAX_OPENAI_ID: usize = 40;

fn shape(id: &str, target: Api) -> String {
    let shaped: String = match target.facts().id_shape {
        IdShape::Word => id
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                    c
                } else {
                    '_'
                }
            })
            .collect(),
        IdShape::Truncate(n) => id.chars().take(n).collect(),
    };
    if shaped.is_empty() {
        "call".to_string()
    } else {
        shaped
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::{IMAGE_OMITTED, NO_RESULT, for_model};
    use crate::ai::apis::test_support::test_model;
    use crate::ai::model::Model;
    use crate::ai::types::{
        Api, AssistantMessage, ContentBlock, Message, StopReason, SystemMessage, ToolResultMessage,
        Usage, UserContent, UserMessage,
    };

    fn user(text: &str) -> Message {
        Message::User(UserMessage {
            content: UserContent::Text(text.into()),
            origin: None,
            timestamp: 1,
        })
    }

    fn system() -> Message {
        Message::System(SystemMessage {
            sections: Default::default(),
            tools: None,
            tools_added: None,
            tools_removed: None,
            timestamp: 1,
        })
    }

    /// An assistant message from `from` (a test model), ending with `stop`.
    fn assistant(from: &Model, stop: StopReason, content: Vec<ContentBlock>) -> Message {
        Message::Assistant(AssistantMessage {
            content,
            api: from.api,
            provider: from.provider.clone(),
            model: from.id.clone(),
            usage: Usage::default(),
            stop_reason: stop,
            response_id: None,
            thinking_level: None,
            raw_stop_reason: None,
            error_message: None,
            timestamp: 5,
        })
    }

    fn text(s: &str) -> ContentBlock {
        ContentBlock::text(s)
    }

    fn thinking(s: &str, signature: Option<&str>, redacted: bool) -> ContentBlock {
        ContentBlock::Thinking {
            thinking: s.into(),
            thinking_signature: signature.map(str::to_string),
            redacted,
        }
    }

    fn call(id: &str) -> ContentBlock {
        ContentBlock::ToolCall {
            id: id.into(),
            name: "read".into(),
            arguments: json!({"path": "a"}),
        }
    }

    fn result(id: &str, out: &str, is_error: bool) -> Message {
        Message::ToolResult(ToolResultMessage {
            tool_call_id: id.into(),
            tool_name: "read".into(),
            content: vec![ContentBlock::text(out)],
            details: None,
            is_error,
            timestamp: 9,
        })
    }

    fn missing(id: &str) -> Message {
        match result(id, NO_RESULT, true) {
            Message::ToolResult(mut r) => {
                r.timestamp = 5;
                Message::ToolResult(r)
            }
            other => other,
        }
    }

    #[test]
    fn conversation_rules() {
        let anthropic = test_model(Api::AnthropicMessages);
        let chat = test_model(Api::OpenaiCompletions);
        let mut other_claude = anthropic.clone();
        other_claude.id = "claude-other".into();
        let long_id = "call_0123456789012345678901234567890123456789_tail";
        let piped_id = "call_abc|fc_def.1";
        let stop = StopReason::Stop;
        let tool_use = StopReason::ToolUse;
        // (name, target, input, expected)
        let cases: Vec<(&str, &Model, Vec<Message>, Vec<Message>)> = vec![
            (
                "system messages are dropped",
                &anthropic,
                vec![system(), user("hi"), system()],
                vec![user("hi")],
            ),
            (
                "a well-formed turn is unchanged",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(
                        &anthropic,
                        tool_use,
                        vec![thinking("t", Some("sig"), false), call("toolu_1")],
                    ),
                    result("toolu_1", "ok", false),
                    assistant(&anthropic, stop, vec![text("done")]),
                ],
                vec![
                    user("hi"),
                    assistant(
                        &anthropic,
                        tool_use,
                        vec![thinking("t", Some("sig"), false), call("toolu_1")],
                    ),
                    result("toolu_1", "ok", false),
                    assistant(&anthropic, stop, vec![text("done")]),
                ],
            ),
            (
                "errored turn keeps only its text and its results become orphans",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(
                        &anthropic,
                        StopReason::Error,
                        vec![
                            thinking("t", Some("s"), false),
                            text("partial"),
                            call("toolu_1"),
                        ],
                    ),
                    result("toolu_1", "ok", false),
                    user("again"),
                ],
                vec![
                    user("hi"),
                    assistant(&anthropic, StopReason::Error, vec![text("partial")]),
                    user("again"),
                ],
            ),
            (
                "aborted turn without text is dropped",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(
                        &anthropic,
                        StopReason::Aborted,
                        vec![text(""), call("toolu_1")],
                    ),
                    user("again"),
                ],
                vec![user("hi"), user("again")],
            ),
            (
                "missing results are synthesised after the real ones",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(
                        &anthropic,
                        tool_use,
                        vec![call("toolu_1"), call("toolu_2"), call("toolu_3")],
                    ),
                    result("toolu_2", "two", false),
                    user("next"),
                ],
                vec![
                    user("hi"),
                    assistant(
                        &anthropic,
                        tool_use,
                        vec![call("toolu_1"), call("toolu_2"), call("toolu_3")],
                    ),
                    result("toolu_2", "two", false),
                    missing("toolu_1"),
                    missing("toolu_3"),
                    user("next"),
                ],
            ),
            (
                "a history ending on unanswered calls gets results too",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(&anthropic, tool_use, vec![call("toolu_1")]),
                ],
                vec![
                    user("hi"),
                    assistant(&anthropic, tool_use, vec![call("toolu_1")]),
                    missing("toolu_1"),
                ],
            ),
            (
                "orphan and duplicate results are dropped",
                &anthropic,
                vec![
                    result("toolu_0", "before any call", false),
                    user("hi"),
                    assistant(&anthropic, tool_use, vec![call("toolu_1")]),
                    result("toolu_1", "ok", false),
                    result("toolu_1", "again", false),
                    result("toolu_9", "stray", false),
                ],
                vec![
                    user("hi"),
                    assistant(&anthropic, tool_use, vec![call("toolu_1")]),
                    result("toolu_1", "ok", false),
                ],
            ),
            (
                "thinking from another model becomes text; redacted and empty ones go",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(
                        &other_claude,
                        stop,
                        vec![
                            thinking("pondering", Some("sig"), false),
                            thinking("", Some("opaque"), true),
                            thinking("  ", Some("sig2"), false),
                            text("answer"),
                        ],
                    ),
                ],
                vec![
                    user("hi"),
                    assistant(&other_claude, stop, vec![text("pondering"), text("answer")]),
                ],
            ),
            (
                "an assistant left empty is dropped",
                &chat,
                vec![
                    user("hi"),
                    assistant(&anthropic, stop, vec![thinking("", Some("x"), true)]),
                    user("b"),
                ],
                vec![user("hi"), user("b")],
            ),
            (
                "ids are sanitised for anthropic, results follow",
                &anthropic,
                vec![
                    user("hi"),
                    assistant(
                        &chat,
                        tool_use,
                        vec![call(piped_id), call("call_abc_fc_def_1")],
                    ),
                    result(piped_id, "one", false),
                    result("call_abc_fc_def_1", "two", false),
                ],
                vec![
                    user("hi"),
                    assistant(
                        &chat,
                        tool_use,
                        vec![call("call_abc_fc_def_1"), call("call_abc_fc_def_1_1")],
                    ),
                    result("call_abc_fc_def_1", "one", false),
                    result("call_abc_fc_def_1_1", "two", false),
                ],
            ),
            (
                "ids are cut to 40 characters for openai",
                &chat,
                vec![
                    user("hi"),
                    assistant(&anthropic, tool_use, vec![call(long_id)]),
                    result(long_id, "one", false),
                ],
                vec![
                    user("hi"),
                    assistant(&anthropic, tool_use, vec![call(&long_id[..40])]),
                    result(&long_id[..40], "one", false),
                ],
            ),
            (
                "ids are kept within one provider",
                &chat,
                vec![
                    user("hi"),
                    assistant(&chat, tool_use, vec![call(long_id)]),
                    result(long_id, "one", false),
                ],
                vec![
                    user("hi"),
                    assistant(&chat, tool_use, vec![call(long_id)]),
                    result(long_id, "one", false),
                ],
            ),
        ];
        for (name, target, input, want) in cases {
            assert_eq!(for_model(&input, target), want, "case: {name}");
        }
    }

    #[test]
    fn images_become_text_for_text_only_models() {
        let mut model = test_model(Api::OpenaiCompletions);
        let image = ContentBlock::Image {
            data: "AAAA".into(),
            mime_type: "image/png".into(),
        };
        let input = vec![Message::User(UserMessage {
            content: UserContent::Blocks(vec![text("see"), image.clone()]),
            origin: None,
            timestamp: 1,
        })];
        assert_eq!(for_model(&input, &model), input);
        model.input = vec!["text".into()];
        let want = vec![Message::User(UserMessage {
            content: UserContent::Blocks(vec![text("see"), text(IMAGE_OMITTED)]),
            origin: None,
            timestamp: 1,
        })];
        assert_eq!(for_model(&input, &model), want);
    }
}
