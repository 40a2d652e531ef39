//! Tests of the Chat Completions request builder and chunk parser, with chunks shaped like
//! OpenAI's and like the local servers' variations.

use serde_json::json;

use super::{Parser, build_request};
use crate::ai::apis::test_support::{kinds, run, run_trickled, test_model};
use crate::ai::apis::{Flow, RequestOptions};
use crate::ai::event::ErrorKind;
use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Context, Message, StopReason, ThinkingLevel,
    ToolResultMessage, ToolSpec, Usage, UserContent, UserMessage,
};

/// An SSE body of unnamed `data:` events, as Chat Completions sends them.
fn chunks(data: &[&str]) -> Vec<u8> {
    data.iter()
        .map(|d| format!("data: {d}\n\n"))
        .collect::<String>()
        .into_bytes()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn text_with_usage_chunk() {
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-test","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        r#"{"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-test","choices":[{"index":0,"delta":{"content":"Hello"},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        r#"{"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-test","choices":[{"index":0,"delta":{"content":" there"},"logprobs":null,"finish_reason":null}],"usage":null}"#,
        r#"{"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-test","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}],"usage":null}"#,
        r#"{"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-test","choices":[],"usage":{"prompt_tokens":1200,"completion_tokens":40,"total_tokens":1240,"prompt_tokens_details":{"cached_tokens":1000,"audio_tokens":0},"completion_tokens_details":{"reasoning_tokens":8,"audio_tokens":0}}}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Stop));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "text_start 0",
            "text_delta 0 Hello",
            "text_delta 0  there",
            "text_end 0 Hello there",
            "done stop"
        ]
    );
    let m = out.message;
    assert_eq!(m.content, vec![ContentBlock::text("Hello there")]);
    assert_eq!(m.response_id.as_deref(), Some("chatcmpl-123"));
    assert_eq!(m.raw_stop_reason.as_deref(), Some("stop"));
    let u = &m.usage;
    assert_eq!(
        (u.input, u.output, u.cache_read, u.cache_write, u.reasoning),
        (200, 40, 1000, 0, Some(8))
    );
    assert_eq!((u.total_tokens, u.cache_reported), (1240, true));
    let cost = u.cost.clone().expect("priced");
    assert!(
        close(cost.input, 0.0006) && close(cost.output, 0.0006) && close(cost.cache_read, 0.0003)
    );
    assert!(close(cost.total, 0.0015));
}

#[test]
fn text_then_parallel_tool_calls() {
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"chatcmpl-9","choices":[{"index":0,"delta":{"role":"assistant","content":"Checking."},"finish_reason":null}]}"#,
        r#"{"id":"chatcmpl-9","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_abc","type":"function","function":{"name":"read","arguments":""}}]},"finish_reason":null}]}"#,
        r#"{"id":"chatcmpl-9","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"path\":"}}]},"finish_reason":null}]}"#,
        r#"{"id":"chatcmpl-9","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"a.rs\"}"}}]},"finish_reason":null}]}"#,
        r#"{"id":"chatcmpl-9","choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_def","type":"function","function":{"name":"bash","arguments":"{\"command\":\"ls\"}"}}]},"finish_reason":null}]}"#,
        r#"{"id":"chatcmpl-9","choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]}"#,
        r#"{"id":"chatcmpl-9","choices":[],"usage":{"prompt_tokens":50,"completion_tokens":20,"total_tokens":70}}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    let trickled = run_trickled(&mut Parser::default(), &model, &body);
    assert_eq!(kinds(&trickled.events), kinds(&out.events));
    assert_eq!(out.flow, Flow::Done(StopReason::ToolUse));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "text_start 0",
            "text_delta 0 Checking.",
            "text_end 0 Checking.",
            "toolcall_start 1 call_abc read",
            "toolcall_delta 1 {\"path\":",
            "toolcall_delta 1 \"a.rs\"}",
            "toolcall_start 2 call_def bash",
            "toolcall_delta 2 {\"command\":\"ls\"}",
            "toolcall_end 1 call_abc read {\"path\":\"a.rs\"}",
            "toolcall_end 2 call_def bash {\"command\":\"ls\"}",
            "done toolUse",
        ]
    );
    let u = &out.message.usage;
    assert_eq!(
        (
            u.input,
            u.output,
            u.cache_read,
            u.reasoning,
            u.cache_reported
        ),
        (50, 20, 0, None, false)
    );
}

#[test]
fn reasoning_content_then_answer() {
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"d1","choices":[{"index":0,"delta":{"role":"assistant","content":null,"reasoning_content":"Think"},"finish_reason":null}]}"#,
        r#"{"id":"d1","choices":[{"index":0,"delta":{"content":null,"reasoning_content":"ing."},"finish_reason":null}]}"#,
        r#"{"id":"d1","choices":[{"index":0,"delta":{"content":"Answer","reasoning_content":null},"finish_reason":null}]}"#,
        r#"{"id":"d1","choices":[{"index":0,"delta":{"content":""},"finish_reason":"length"}]}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Length));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "thinking_start 0",
            "thinking_delta 0 Think",
            "thinking_delta 0 ing.",
            "thinking_end 0 Thinking.",
            "text_start 1",
            "text_delta 1 Answer",
            "text_end 1 Answer",
            "done length",
        ]
    );
    // A server that reports no usage leaves it at zero, unpriced.
    assert_eq!(out.message.usage, Usage::default());
}

#[test]
fn local_server_quirks() {
    // `reasoning` instead of `reasoning_content`, the id arriving after the name, no index,
    // arguments sent whole as an object, and `stop` although a tool was called.
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"","choices":[{"index":0,"delta":{"reasoning":"hmm"},"finish_reason":null}]}"#,
        r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"function":{"name":"read"}}]}}]}"#,
        r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"id":"call_late","function":{"arguments":{"path":"x"}}}]}}]}"#,
        r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"name":"ls","arguments":"{}"}}]}}]}"#,
        r#"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}],"usage":{"prompt_tokens":10,"completion_tokens":5}}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::ToolUse));
    let made = format!("call_{}_2", out.message.timestamp);
    assert_eq!(
        kinds(&out.events),
        vec![
            "start".to_string(),
            "thinking_start 0".into(),
            "thinking_delta 0 hmm".into(),
            "thinking_end 0 hmm".into(),
            "toolcall_start 1  read".into(),
            "toolcall_delta 1 {\"path\":\"x\"}".into(),
            "toolcall_start 2  ls".into(),
            "toolcall_delta 2 {}".into(),
            "toolcall_end 1 call_late read {\"path\":\"x\"}".into(),
            format!("toolcall_end 2 {made} ls {{}}"),
            "done toolUse".into(),
        ]
    );
    assert_eq!(out.message.response_id, None);
    assert_eq!((out.message.usage.input, out.message.usage.output), (10, 5));
}

#[test]
fn a_repeated_or_empty_finish_reason_does_not_split_the_text() {
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"g","choices":[{"index":0,"delta":{"content":"a"},"finish_reason":""}]}"#,
        r#"{"id":"g","choices":[{"index":0,"delta":{"content":"b"},"finish_reason":"stop"}]}"#,
        r#"{"id":"g","choices":[{"index":0,"delta":{"content":"c"},"finish_reason":"stop"}]}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Stop));
    assert_eq!(out.message.content, vec![ContentBlock::text("abc")]);
    assert_eq!(
        kinds(&out.events)
            .iter()
            .filter(|k| k.starts_with("text_start"))
            .count(),
        1
    );
}

#[test]
fn failures() {
    let model = test_model(Api::OpenaiCompletions);
    let filtered = chunks(&[
        r#"{"id":"c","choices":[{"index":0,"delta":{"content":"Some"},"finish_reason":null}]}"#,
        r#"{"id":"c","choices":[{"index":0,"delta":{},"finish_reason":"content_filter"}]}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &filtered);
    assert!(
        matches!(&out.flow, Flow::Failed(t, i) if t.contains("content filter") && !i.retryable)
    );
    assert_eq!(out.message.content, vec![ContentBlock::text("Some")]);
    assert_eq!(out.message.stop_reason, StopReason::Error);

    let table = [
        (
            r#"{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}"#,
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"error":{"message":"The server had an error","type":"server_error","code":null}}"#,
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"error":{"message":"Upstream failed","code":502}}"#,
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"error":{"message":"This model's maximum context length is 4096 tokens.","type":"invalid_request_error","code":"context_length_exceeded"}}"#,
            ErrorKind::ContextOverflow,
            false,
        ),
        (r#"{"error":"bad things"}"#, ErrorKind::Provider, false),
    ];
    for (data, kind, retryable) in table {
        let out = run(&mut Parser::default(), &model, &chunks(&[data]));
        let Flow::Failed(_, info) = out.flow else {
            panic!("{data}")
        };
        assert_eq!((info.kind, info.retryable), (kind, retryable), "{data}");
    }
}

#[test]
fn wrong_shaped_chunks_are_skipped_and_a_cut_stream_fails() {
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"c","choices":[{"index":0,"delta":{"content":"a"}}]}"#,
        r#"{"id":"c","choices":"nope"}"#,
        r#"{"id":"c","choices":[{"index":0,"delta":{"content":5,"tool_calls":"x"}}],"usage":{"prompt_tokens":-1}}"#,
        r#"{"id":"c","choices":[{"index":0,"delta":{"content":"b"}}]}"#,
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Failed("cut".into(), Default::default()));
    assert_eq!(out.message.content, vec![ContentBlock::text("ab")]);
}

#[test]
fn a_chunk_that_is_not_json_fails_the_stream_as_cut() {
    let model = test_model(Api::OpenaiCompletions);
    for bad in [r#"{"id":"c","choices":[{"index":0,"delta":{"content":"#, "[1,2]", "garbage"] {
        let body = chunks(&[
            r#"{"id":"c","choices":[{"index":0,"delta":{"content":"a"}}]}"#,
            bad,
            r#"{"id":"c","choices":[{"index":0,"delta":{"content":"b"}}]}"#,
        ]);
        let out = run(&mut Parser::default(), &model, &body);
        let Flow::Failed(text, info) = out.flow else {
            panic!("{bad}: {:?}", out.flow)
        };
        assert!(text.contains("not JSON"), "{text}");
        assert_eq!((info.kind, info.retryable), (ErrorKind::CutStream, true), "{bad}");
    }
}

fn conversation() -> Context {
    let assistant = AssistantMessage {
        content: vec![
            ContentBlock::Thinking {
                thinking: "plan".into(),
                thinking_signature: None,
                redacted: false,
            },
            ContentBlock::text("Let me read."),
            ContentBlock::ToolCall {
                id: "call_1".into(),
                name: "read".into(),
                arguments: json!({"path": "a.rs"}),
            },
        ],
        api: Api::OpenaiCompletions,
        provider: "openai".into(),
        model: "gpt-test".into(),
        usage: Usage::default(),
        stop_reason: StopReason::ToolUse,
        response_id: None,
        thinking_level: None,
        raw_stop_reason: None,
        error_message: None,
        timestamp: 2,
    };
    Context {
        system_prompt: "You are ama.".into(),
        messages: vec![
            Message::User(UserMessage {
                content: UserContent::Text("Read a.rs".into()),
                origin: None,
                timestamp: 1,
            }),
            Message::Assistant(assistant),
            Message::ToolResult(ToolResultMessage {
                tool_call_id: "call_1".into(),
                tool_name: "read".into(),
                content: vec![
                    ContentBlock::text("fn main() {}"),
                    ContentBlock::Image {
                        data: "iVBOR".into(),
                        mime_type: "image/png".into(),
                    },
                ],
                details: None,
                is_error: false,
                timestamp: 3,
            }),
            Message::User(UserMessage {
                content: UserContent::Blocks(vec![
                    ContentBlock::text("and this"),
                    ContentBlock::Image {
                        data: "R0lG".into(),
                        mime_type: "image/gif".into(),
                    },
                ]),
                origin: None,
                timestamp: 4,
            }),
        ],
        tools: vec![ToolSpec {
            name: "read".into(),
            description: "Read a file".into(),
            parameters: json!({"type": "object"}),
        }],
    }
}

#[test]
fn request_body_and_headers() {
    let model = test_model(Api::OpenaiCompletions);
    let opts = RequestOptions {
        api_key: Some("sk-test".into()),
        ..Default::default()
    };
    let req = build_request(&model, &conversation(), &opts);
    assert_eq!(req.url, "https://api.openai.com/v1/chat/completions");
    let headers: Vec<(&str, &str)> = req
        .headers
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        headers,
        vec![
            ("content-type", "application/json"),
            ("authorization", "Bearer sk-test"),
            ("x-extra", "1")
        ]
    );
    assert_eq!(
        req.body,
        json!({
            "model": "gpt-test",
            "messages": [
                {"role": "system", "content": "You are ama."},
                {"role": "user", "content": "Read a.rs"},
                {"role": "assistant", "content": "Let me read.", "tool_calls": [
                    {"id": "call_1", "type": "function", "function": {"name": "read", "arguments": "{\"path\":\"a.rs\"}"}},
                ]},
                {"role": "tool", "tool_call_id": "call_1", "content": "fn main() {}"},
                {"role": "user", "content": [
                    {"type": "text", "text": "Images from the tool results above:"},
                    {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBOR"}},
                ]},
                {"role": "user", "content": [
                    {"type": "text", "text": "and this"},
                    {"type": "image_url", "image_url": {"url": "data:image/gif;base64,R0lG"}},
                ]},
            ],
            "stream": true,
            "stream_options": {"include_usage": true},
            "max_tokens": 8192,
            "tools": [{"type": "function", "function": {
                "name": "read", "description": "Read a file", "parameters": {"type": "object"},
            }}],
        })
    );
}

#[test]
fn reasoning_models_and_tool_only_turns() {
    let mut model = test_model(Api::OpenaiCompletions);
    model.reasoning = true;
    let mut ctx = conversation();
    ctx.tools.clear();
    if let Message::Assistant(a) = &mut ctx.messages[1] {
        a.content
            .retain(|b| matches!(b, ContentBlock::ToolCall { .. }));
    }
    let opts = RequestOptions {
        thinking: ThinkingLevel::Xhigh,
        max_tokens: Some(1000),
        ..Default::default()
    };
    let req = build_request(&model, &ctx, &opts);
    assert!(!req.headers.iter().any(|(k, _)| k == "authorization"));
    let body = req.body;
    assert_eq!(
        body["messages"][0],
        json!({"role": "developer", "content": "You are ama."})
    );
    assert_eq!(body["messages"][2]["content"], json!(null));
    assert_eq!(
        (
            body["max_completion_tokens"].clone(),
            body["reasoning_effort"].clone()
        ),
        (json!(1000), json!("high"))
    );
    assert_eq!((body.get("max_tokens"), body.get("tools")), (None, None));
    // Thinking off on a reasoning model: the plain token limit.
    let body = build_request(&model, &ctx, &RequestOptions::default()).body;
    assert_eq!(
        (body["max_tokens"].clone(), body.get("reasoning_effort")),
        (json!(8192), None)
    );
}

/// Deltas with JSON escapes take the typed path with owned strings; the text must decode exactly.
#[test]
fn escaped_deltas_decode_exactly() {
    let model = test_model(Api::OpenaiCompletions);
    let body = chunks(&[
        r#"{"id":"c1","choices":[{"index":0,"delta":{"reasoning_content":"th\tink"}}]}"#,
        r#"{"id":"c1","choices":[{"index":0,"delta":{"content":"a\n\"q\" \u00e9 \ud83c\udf89"}}]}"#,
        r#"{"id":"c1","choices":[{"index":0,"delta":{"content":" plain"},"finish_reason":"stop"}]}"#,
        "[DONE]",
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Stop));
    assert_eq!(out.message.response_id.as_deref(), Some("c1"));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "thinking_start 0",
            "thinking_delta 0 th\tink",
            "thinking_end 0 th\tink",
            "text_start 1",
            "text_delta 1 a\n\"q\" é 🎉",
            "text_delta 1  plain",
            "text_end 1 a\n\"q\" é 🎉 plain",
            "done stop"
        ]
    );
}
