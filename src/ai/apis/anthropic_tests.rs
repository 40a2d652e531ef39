//! Tests of the Anthropic request builder and stream parser, with payloads shaped like the ones
//! the Messages API documents.

use serde_json::json;

use super::{Parser, build_request};
use crate::ai::apis::test_support::{kinds, run, run_trickled, sse, test_model};
use crate::ai::apis::{Flow, RequestOptions};
use crate::ai::event::ErrorKind;
use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Context, Message, StopReason, ThinkingLevel,
    ToolResultMessage, ToolSpec, Usage, UserContent, UserMessage,
};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn text_thinking_and_tool_use() {
    let model = test_model(Api::AnthropicMessages);
    let body = sse(&[
        (
            "message_start",
            r#"{"type":"message_start","message":{"id":"msg_01XF","type":"message","role":"assistant","content":[],"model":"claude-test","stop_reason":null,"stop_sequence":null,"usage":{"input_tokens":100,"cache_creation_input_tokens":200,"cache_read_input_tokens":1000,"output_tokens":1}}}"#,
        ),
        ("ping", r#"{"type": "ping"}"#),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":0,"content_block":{"type":"thinking","thinking":"","signature":""}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"thinking_delta","thinking":"Let me look."}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"EqQB"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"signature_delta","signature":"Kx9z"}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":0}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":1,"content_block":{"type":"text","text":""}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"Reading "}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":1,"delta":{"type":"text_delta","text":"it."}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":1}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":2,"content_block":{"type":"tool_use","id":"toolu_01A","name":"read","input":{}}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":2,"delta":{"type":"input_json_delta","partial_json":""}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":2,"delta":{"type":"input_json_delta","partial_json":"{\"path\": \"a"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":2,"delta":{"type":"input_json_delta","partial_json":".rs\"}"}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":2}"#,
        ),
        (
            "message_delta",
            r#"{"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":50}}"#,
        ),
        ("message_stop", r#"{"type":"message_stop"}"#),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    let trickled = run_trickled(&mut Parser::default(), &model, &body);
    assert_eq!(kinds(&trickled.events), kinds(&out.events));
    assert_eq!(trickled.message.content, out.message.content);
    assert_eq!(out.flow, Flow::Done(StopReason::ToolUse));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "thinking_start 0",
            "thinking_delta 0 Let me look.",
            "thinking_end 0 Let me look.",
            "text_start 1",
            "text_delta 1 Reading ",
            "text_delta 1 it.",
            "text_end 1 Reading it.",
            "toolcall_start 2 toolu_01A read",
            "toolcall_delta 2 {\"path\": \"a",
            "toolcall_delta 2 .rs\"}",
            "toolcall_end 2 toolu_01A read {\"path\":\"a.rs\"}",
            "done toolUse",
        ]
    );
    let m = out.message;
    assert_eq!(
        m.content,
        vec![
            ContentBlock::Thinking {
                thinking: "Let me look.".into(),
                thinking_signature: Some("EqQBKx9z".into()),
                redacted: false
            },
            ContentBlock::text("Reading it."),
            ContentBlock::ToolCall {
                id: "toolu_01A".into(),
                name: "read".into(),
                arguments: json!({"path": "a.rs"})
            },
        ]
    );
    assert_eq!(m.response_id.as_deref(), Some("msg_01XF"));
    assert_eq!(m.stop_reason, StopReason::ToolUse);
    assert_eq!(m.raw_stop_reason.as_deref(), Some("tool_use"));
    let u = &m.usage;
    assert_eq!(
        (
            u.input,
            u.output,
            u.cache_read,
            u.cache_write,
            u.total_tokens,
            u.cache_reported
        ),
        (100, 50, 1000, 200, 1350, true)
    );
    let cost = u.cost.clone().expect("priced");
    assert!(close(cost.input, 0.0003) && close(cost.output, 0.00075));
    assert!(close(cost.cache_read, 0.0003) && close(cost.cache_write, 0.00075));
    assert!(close(cost.total, 0.0021));
}

#[test]
fn stop_reasons() {
    let model = test_model(Api::AnthropicMessages);
    for (raw, want) in [
        ("end_turn", StopReason::Stop),
        ("stop_sequence", StopReason::Stop),
        ("pause_turn", StopReason::Stop),
        ("max_tokens", StopReason::Length),
        ("model_context_window_exceeded", StopReason::Length),
        ("tool_use", StopReason::ToolUse),
    ] {
        let delta = format!(
            r#"{{"type":"message_delta","delta":{{"stop_reason":"{raw}"}},"usage":{{"output_tokens":3}}}}"#
        );
        let body = sse(&[
            ("message_delta", &delta),
            ("message_stop", r#"{"type":"message_stop"}"#),
        ]);
        let out = run(&mut Parser::default(), &model, &body);
        assert_eq!(out.flow, Flow::Done(want), "{raw}");
        assert_eq!(out.message.raw_stop_reason.as_deref(), Some(raw));
        assert!(!out.message.usage.cache_reported);
    }
}

#[test]
fn refusal_fails_with_a_message() {
    let model = test_model(Api::AnthropicMessages);
    let body = sse(&[
        (
            "message_start",
            r#"{"type":"message_start","message":{"id":"msg_2","usage":{"input_tokens":5,"output_tokens":0}}}"#,
        ),
        (
            "message_delta",
            r#"{"type":"message_delta","delta":{"stop_reason":"refusal"},"usage":{"output_tokens":0}}"#,
        ),
        ("message_stop", r#"{"type":"message_stop"}"#),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(kinds(&out.events), vec!["start", "error error"]);
    assert_eq!(out.message.stop_reason, StopReason::Error);
    assert_eq!(
        out.message.error_message.as_deref(),
        Some("The model declined to answer (stop reason: refusal)")
    );
    assert_eq!(out.message.raw_stop_reason.as_deref(), Some("refusal"));
}

#[test]
fn error_event_mid_stream_keeps_the_partial_text() {
    let model = test_model(Api::AnthropicMessages);
    let body = sse(&[
        (
            "message_start",
            r#"{"type":"message_start","message":{"id":"msg_3","usage":{"input_tokens":5}}}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":"Hel"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"lo"}}"#,
        ),
        (
            "error",
            r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#,
        ),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    let Flow::Failed(text, info) = &out.flow else {
        panic!("expected failure, got {:?}", out.flow)
    };
    assert_eq!(text, "overloaded_error: Overloaded");
    assert_eq!(
        (info.kind.clone(), info.retryable),
        (ErrorKind::Provider, true)
    );
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "text_start 0",
            "text_delta 0 Hel",
            "text_delta 0 lo",
            "text_end 0 Hello",
            "error error"
        ]
    );
    assert_eq!(out.message.content, vec![ContentBlock::text("Hello")]);
    assert_eq!(
        out.message.error_message.as_deref(),
        Some("overloaded_error: Overloaded")
    );
}

#[test]
fn error_event_classification() {
    let model = test_model(Api::AnthropicMessages);
    let table = [
        (
            r#"{"type":"error","error":{"type":"api_error","message":"Internal"}}"#,
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"type":"error","error":{"type":"rate_limit_error","message":"Slow down"}}"#,
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 1 > 0"}}"#,
            ErrorKind::ContextOverflow,
            false,
        ),
        (
            r#"{"type":"error","error":{"type":"invalid_request_error","message":"bad"}}"#,
            ErrorKind::Provider,
            false,
        ),
    ];
    for (data, kind, retryable) in table {
        let out = run(&mut Parser::default(), &model, &sse(&[("error", data)]));
        let Flow::Failed(_, info) = out.flow else {
            panic!("{data}")
        };
        assert_eq!((info.kind, info.retryable), (kind, retryable), "{data}");
    }
}

#[test]
fn redacted_thinking_and_sparse_indices() {
    let model = test_model(Api::AnthropicMessages);
    let body = sse(&[
        (
            "message_start",
            r#"{"type":"message_start","message":{"id":"msg_4","usage":{"input_tokens":1}}}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":0,"content_block":{"type":"server_tool_use","id":"srvtoolu_1","name":"web_search","input":{}}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":0}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":1,"content_block":{"type":"redacted_thinking","data":"EmwKAhgB"}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":1}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":3,"content_block":{"type":"text","text":""}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":3,"delta":{"type":"text_delta","text":"ok"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":7,"delta":{"type":"text_delta","text":"lost"}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":3}"#,
        ),
        (
            "message_delta",
            r#"{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":9}}"#,
        ),
        ("message_stop", r#"{"type":"message_stop"}"#),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "thinking_start 0",
            "thinking_end 0 ",
            "text_start 1",
            "text_delta 1 ok",
            "text_end 1 ok",
            "done stop"
        ]
    );
    assert_eq!(
        out.message.content[0],
        ContentBlock::Thinking {
            thinking: String::new(),
            thinking_signature: Some("EmwKAhgB".into()),
            redacted: true
        }
    );
}

#[test]
fn wrong_shaped_events_are_skipped_and_a_cut_stream_fails() {
    let model = test_model(Api::AnthropicMessages);
    let body = sse(&[
        (
            "message_start",
            r#"{"type":"message_start","message":{"id":"msg_5","usage":{"input_tokens":"many"}}}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":0,"content_block":{"type":"text"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":7}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","delta":{"type":"text_delta","text":"x"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"fine"}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":"0"}"#,
        ),
        ("mystery", r#"{"type":"mystery"}"#),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Failed("cut".into(), Default::default()));
    assert_eq!(out.message.content, vec![ContentBlock::text("fine")]);
    assert_eq!(out.message.usage.input, 0);
}

#[test]
fn an_event_that_is_not_json_fails_the_stream_as_cut() {
    let model = test_model(Api::AnthropicMessages);
    for bad in [r#"{"type":"content_block_delta","index":0,"delta":"#, "[1,2]"] {
        let body = sse(&[
            (
                "message_start",
                r#"{"type":"message_start","message":{"id":"msg_5"}}"#,
            ),
            ("content_block_delta", bad),
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
                thinking_signature: Some("sig1".into()),
                redacted: false,
            },
            ContentBlock::Thinking {
                thinking: String::new(),
                thinking_signature: Some("opaque".into()),
                redacted: true,
            },
            ContentBlock::text("Let me read."),
            ContentBlock::ToolCall {
                id: "toolu_1".into(),
                name: "read".into(),
                arguments: json!({"path": "a.rs"}),
            },
            ContentBlock::ToolCall {
                id: "toolu_2".into(),
                name: "read".into(),
                arguments: json!("{bad"),
            },
        ],
        api: Api::AnthropicMessages,
        provider: "anthropic".into(),
        model: "claude-test".into(),
        usage: Usage::default(),
        stop_reason: StopReason::ToolUse,
        response_id: None,
        thinking_level: None,
        raw_stop_reason: None,
        error_message: None,
        timestamp: 2,
    };
    let result = |id: &str, content: Vec<ContentBlock>, is_error| {
        Message::ToolResult(ToolResultMessage {
            tool_call_id: id.into(),
            tool_name: "read".into(),
            content,
            details: None,
            is_error,
            timestamp: 3,
        })
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
            result(
                "toolu_1",
                vec![
                    ContentBlock::text("fn main() {}"),
                    ContentBlock::Image {
                        data: "iVBOR".into(),
                        mime_type: "image/png".into(),
                    },
                ],
                false,
            ),
            result(
                "toolu_2",
                vec![ContentBlock::text("invalid arguments")],
                true,
            ),
        ],
        tools: vec![
            ToolSpec {
                name: "read".into(),
                description: "Read a file".into(),
                parameters: json!({"type": "object"}),
            },
            ToolSpec {
                name: "bash".into(),
                description: "Run a command".into(),
                parameters: json!({"type": "object"}),
            },
        ],
    }
}

#[test]
fn request_body_and_headers() {
    let model = test_model(Api::AnthropicMessages);
    let opts = RequestOptions {
        api_key: Some("sk-ant-test".into()),
        ..Default::default()
    };
    let req = build_request(&model, &conversation(), &opts);
    assert_eq!(req.url, "https://api.anthropic.com/v1/messages");
    let headers: Vec<(&str, &str)> = req
        .headers
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        headers,
        vec![
            ("content-type", "application/json"),
            ("anthropic-version", "2023-06-01"),
            ("x-api-key", "sk-ant-test"),
            ("x-extra", "1"),
        ]
    );
    let eph = json!({"type": "ephemeral"});
    assert_eq!(
        req.body,
        json!({
            "model": "claude-test",
            "max_tokens": 8192,
            "stream": true,
            "system": [{"type": "text", "text": "You are ama.", "cache_control": eph}],
            "messages": [
                {"role": "user", "content": [{"type": "text", "text": "Read a.rs"}]},
                {"role": "assistant", "content": [
                    {"type": "thinking", "thinking": "plan", "signature": "sig1"},
                    {"type": "redacted_thinking", "data": "opaque"},
                    {"type": "text", "text": "Let me read."},
                    {"type": "tool_use", "id": "toolu_1", "name": "read", "input": {"path": "a.rs"}},
                    {"type": "tool_use", "id": "toolu_2", "name": "read", "input": {}},
                ]},
                {"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": "toolu_1", "content": [
                        {"type": "text", "text": "fn main() {}"},
                        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBOR"}},
                    ], "is_error": false},
                    {"type": "tool_result", "tool_use_id": "toolu_2", "content": [
                        {"type": "text", "text": "invalid arguments"},
                    ], "is_error": true, "cache_control": eph},
                ]},
            ],
            "tools": [
                {"name": "read", "description": "Read a file", "input_schema": {"type": "object"}},
                {"name": "bash", "description": "Run a command", "input_schema": {"type": "object"}, "cache_control": eph},
            ],
        })
    );
}

#[test]
fn thinking_budget_raises_max_tokens_only_for_reasoning_models() {
    let mut model = test_model(Api::AnthropicMessages);
    let ctx = Context {
        messages: vec![Message::User(UserMessage {
            content: UserContent::Text("hi".into()),
            origin: None,
            timestamp: 1,
        })],
        ..Default::default()
    };
    let high = RequestOptions {
        thinking: ThinkingLevel::High,
        ..Default::default()
    };
    let plain = build_request(&model, &ctx, &high).body;
    assert_eq!(plain.get("thinking"), None);
    assert_eq!(plain["max_tokens"], 8192);
    assert_eq!(plain.get("system"), None);
    assert_eq!(plain.get("tools"), None);
    assert_eq!(
        plain["messages"][0]["content"][0]["cache_control"],
        json!({"type": "ephemeral"})
    );
    assert!(
        !build_request(&model, &ctx, &high)
            .headers
            .iter()
            .any(|(k, _)| k == "x-api-key")
    );

    model.reasoning = true;
    let body = build_request(&model, &ctx, &high).body;
    assert_eq!(
        body["thinking"],
        json!({"type": "enabled", "budget_tokens": 16384})
    );
    assert_eq!(body["max_tokens"], 16384 + 4096);
    let low = RequestOptions {
        thinking: ThinkingLevel::Low,
        max_tokens: Some(10_000),
        ..Default::default()
    };
    let body = build_request(&model, &ctx, &low).body;
    assert_eq!(
        body["thinking"],
        json!({"type": "enabled", "budget_tokens": 2048})
    );
    assert_eq!(body["max_tokens"], 10_000);
    let off = build_request(&model, &ctx, &RequestOptions::default()).body;
    assert_eq!(off.get("thinking"), None);
}

/// Deltas with JSON escapes take the typed path with owned strings; the text must decode exactly.
#[test]
fn escaped_deltas_decode_exactly() {
    let model = test_model(Api::AnthropicMessages);
    let body = sse(&[
        (
            "message_start",
            r#"{"type":"message_start","message":{"id":"msg_1","usage":{"input_tokens":1,"output_tokens":1}}}"#,
        ),
        (
            "content_block_start",
            r#"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"a\n\"q\" \u00e9 \ud83c\udf89"}}"#,
        ),
        (
            "content_block_delta",
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":" plain"}}"#,
        ),
        (
            "content_block_stop",
            r#"{"type":"content_block_stop","index":0}"#,
        ),
        ("message_stop", r#"{"type":"message_stop"}"#),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Stop));
    assert_eq!(
        out.message.content,
        vec![ContentBlock::text("a\n\"q\" é 🎉 plain")]
    );
}
