//! Tests of the Responses request builder and event parser, with events shaped like the ones the
//! Responses streaming reference documents.

use serde_json::{Value, json};

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

const REASONING_DONE: &str = r#"{"type":"response.output_item.done","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[{"type":"summary_text","text":"First."},{"type":"summary_text","text":"Second."}],"encrypted_content":"gAAAA"}}"#;

#[test]
fn reasoning_then_text() {
    let model = test_model(Api::OpenaiResponses);
    let body = sse(&[
        (
            "response.created",
            r#"{"type":"response.created","sequence_number":0,"response":{"id":"resp_1","object":"response","status":"in_progress","output":[],"usage":null}}"#,
        ),
        (
            "response.in_progress",
            r#"{"type":"response.in_progress","response":{"id":"resp_1","status":"in_progress"}}"#,
        ),
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","output_index":0,"item":{"id":"rs_1","type":"reasoning","summary":[]}}"#,
        ),
        (
            "response.reasoning_summary_part.added",
            r#"{"type":"response.reasoning_summary_part.added","item_id":"rs_1","output_index":0,"summary_index":0,"part":{"type":"summary_text","text":""}}"#,
        ),
        (
            "response.reasoning_summary_text.delta",
            r#"{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":0,"delta":"First."}"#,
        ),
        (
            "response.reasoning_summary_text.delta",
            r#"{"type":"response.reasoning_summary_text.delta","item_id":"rs_1","output_index":0,"summary_index":1,"delta":"Second."}"#,
        ),
        ("response.output_item.done", REASONING_DONE),
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","output_index":1,"item":{"id":"msg_1","type":"message","status":"in_progress","role":"assistant","content":[]}}"#,
        ),
        (
            "response.content_part.added",
            r#"{"type":"response.content_part.added","item_id":"msg_1","output_index":1,"content_index":0,"part":{"type":"output_text","text":"","annotations":[]}}"#,
        ),
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"msg_1","output_index":1,"content_index":0,"delta":"Hi"}"#,
        ),
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"msg_1","output_index":1,"content_index":0,"delta":" there"}"#,
        ),
        (
            "response.output_text.done",
            r#"{"type":"response.output_text.done","item_id":"msg_1","output_index":1,"content_index":0,"text":"Hi there"}"#,
        ),
        (
            "response.output_item.done",
            r#"{"type":"response.output_item.done","output_index":1,"item":{"id":"msg_1","type":"message","status":"completed","role":"assistant","content":[{"type":"output_text","text":"Hi there","annotations":[]}]}}"#,
        ),
        (
            "response.completed",
            r#"{"type":"response.completed","response":{"id":"resp_1","status":"completed","usage":{"input_tokens":1200,"input_tokens_details":{"cached_tokens":1000},"output_tokens":40,"output_tokens_details":{"reasoning_tokens":30},"total_tokens":1240}}}"#,
        ),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    let trickled = run_trickled(&mut Parser::default(), &model, &body);
    assert_eq!(kinds(&trickled.events), kinds(&out.events));
    assert_eq!(trickled.message.content, out.message.content);
    assert_eq!(out.flow, Flow::Done(StopReason::Stop));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "thinking_start 0",
            "thinking_delta 0 First.",
            "thinking_delta 0 \n\n",
            "thinking_delta 0 Second.",
            "thinking_end 0 First.\n\nSecond.",
            "text_start 1",
            "text_delta 1 Hi",
            "text_delta 1  there",
            "text_end 1 Hi there",
            "done stop",
        ]
    );
    let m = out.message;
    let ContentBlock::Thinking {
        thinking_signature: Some(stored),
        ..
    } = &m.content[0]
    else {
        panic!()
    };
    let stored: Value = serde_json::from_str(stored).expect("stored item is JSON");
    let done: Value = serde_json::from_str(REASONING_DONE).expect("fixture");
    assert_eq!(stored, done["item"]);
    assert_eq!(m.content[1], ContentBlock::text("Hi there"));
    assert_eq!(m.response_id.as_deref(), Some("resp_1"));
    assert_eq!(m.raw_stop_reason.as_deref(), Some("completed"));
    let u = &m.usage;
    assert_eq!(
        (
            u.input,
            u.output,
            u.cache_read,
            u.reasoning,
            u.cache_reported
        ),
        (200, 40, 1000, Some(30), true)
    );
    assert_eq!(u.total_tokens, 1240);
    assert!(close(u.cost.as_ref().expect("priced").total, 0.0015));
}

#[test]
fn function_calls_with_and_without_deltas() {
    let model = test_model(Api::OpenaiResponses);
    let body = sse(&[
        (
            "response.created",
            r#"{"type":"response.created","response":{"id":"resp_2","status":"in_progress"}}"#,
        ),
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","output_index":0,"item":{"id":"fc_1","type":"function_call","status":"in_progress","arguments":"","call_id":"call_A","name":"read"}}"#,
        ),
        (
            "response.function_call_arguments.delta",
            r#"{"type":"response.function_call_arguments.delta","item_id":"fc_1","output_index":0,"delta":"{\"path\":"}"#,
        ),
        (
            "response.function_call_arguments.delta",
            r#"{"type":"response.function_call_arguments.delta","item_id":"fc_1","output_index":0,"delta":"\"a.rs\"}"}"#,
        ),
        (
            "response.function_call_arguments.done",
            r#"{"type":"response.function_call_arguments.done","item_id":"fc_1","output_index":0,"arguments":"{\"path\":\"a.rs\"}"}"#,
        ),
        (
            "response.output_item.done",
            r#"{"type":"response.output_item.done","output_index":0,"item":{"id":"fc_1","type":"function_call","status":"completed","arguments":"{\"path\":\"a.rs\"}","call_id":"call_A","name":"read"}}"#,
        ),
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","output_index":1,"item":{"id":"fc_2","type":"function_call","arguments":"","call_id":"call_B","name":"bash"}}"#,
        ),
        (
            "response.output_item.done",
            r#"{"type":"response.output_item.done","output_index":1,"item":{"id":"fc_2","type":"function_call","arguments":"{\"command\":\"ls\"}","call_id":"call_B","name":"bash"}}"#,
        ),
        (
            "response.completed",
            r#"{"type":"response.completed","response":{"id":"resp_2","status":"completed","usage":{"input_tokens":10,"output_tokens":5,"total_tokens":15}}}"#,
        ),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::ToolUse));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "toolcall_start 0 call_A read",
            "toolcall_delta 0 {\"path\":",
            "toolcall_delta 0 \"a.rs\"}",
            "toolcall_end 0 call_A read {\"path\":\"a.rs\"}",
            "toolcall_start 1 call_B bash",
            "toolcall_delta 1 {\"command\":\"ls\"}",
            "toolcall_end 1 call_B bash {\"command\":\"ls\"}",
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
        (10, 5, 0, None, false)
    );
}

#[test]
fn incomplete_and_failed_responses() {
    let model = test_model(Api::OpenaiResponses);
    let body = sse(&[
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"msg_9","output_index":0,"delta":"Trunc"}"#,
        ),
        (
            "response.incomplete",
            r#"{"type":"response.incomplete","response":{"id":"resp_3","status":"incomplete","incomplete_details":{"reason":"max_output_tokens"},"usage":{"input_tokens":3,"output_tokens":9}}}"#,
        ),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Length));
    assert_eq!(
        kinds(&out.events),
        vec![
            "start",
            "text_start 0",
            "text_delta 0 Trunc",
            "text_end 0 Trunc",
            "done length"
        ]
    );
    assert_eq!(
        out.message.raw_stop_reason.as_deref(),
        Some("max_output_tokens")
    );
    assert_eq!(out.message.usage.output, 9);

    let filtered = sse(&[(
        "response.incomplete",
        r#"{"type":"response.incomplete","response":{"incomplete_details":{"reason":"content_filter"}}}"#,
    )]);
    let out = run(&mut Parser::default(), &model, &filtered);
    assert_eq!(
        out.message.error_message.as_deref(),
        Some("The response is incomplete: content_filter")
    );

    let table = [
        (
            r#"{"type":"response.failed","response":{"id":"r","status":"failed","error":{"code":"rate_limit_exceeded","message":"Slow down"}}}"#,
            "rate_limit_exceeded: Slow down",
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"type":"response.failed","response":{"status":"failed","error":{"code":"server_error","message":"Oops"}}}"#,
            "server_error: Oops",
            ErrorKind::Provider,
            true,
        ),
        (
            r#"{"type":"response.failed","response":{"status":"failed","error":{"code":"context_length_exceeded","message":"Your input exceeds the context window of this model."}}}"#,
            "context_length_exceeded: Your input exceeds the context window of this model.",
            ErrorKind::ContextOverflow,
            false,
        ),
        (
            r#"{"type":"response.failed","response":{"status":"failed","error":null}}"#,
            "the response failed",
            ErrorKind::Provider,
            false,
        ),
        (
            r#"{"type":"error","code":"invalid_prompt","message":"Bad prompt","param":null,"sequence_number":1}"#,
            "invalid_prompt: Bad prompt",
            ErrorKind::Provider,
            false,
        ),
    ];
    for (data, text, kind, retryable) in table {
        let out = run(&mut Parser::default(), &model, &sse(&[("", data)]));
        let Flow::Failed(got, info) = out.flow else {
            panic!("{data}")
        };
        assert_eq!(
            (got.as_str(), info.kind, info.retryable),
            (text, kind, retryable),
            "{data}"
        );
    }
}

#[test]
fn wrong_shaped_events_are_skipped_and_a_cut_stream_fails() {
    let model = test_model(Api::OpenaiResponses);
    let body = sse(&[
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","item":{"type":"message","id":"m"}}"#,
        ),
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"m","delta":7}"#,
        ),
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","item":{"type":"web_search_call"}}"#,
        ),
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added"}"#,
        ),
        (
            "response.completed",
            r#"{"type":"response.completed","response":"nope"}"#,
        ),
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"m","delta":"ok"}"#,
        ),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Failed("cut".into(), Default::default()));
    assert_eq!(out.message.content, vec![ContentBlock::text("ok")]);
}

#[test]
fn an_event_that_is_not_json_fails_the_stream_as_cut() {
    let model = test_model(Api::OpenaiResponses);
    let body = sse(&[(
        "response.output_text.delta",
        r#"{"type":"response.output_text.delta","item_id":"m","delta":"#,
    )]);
    let out = run(&mut Parser::default(), &model, &body);
    let Flow::Failed(text, info) = out.flow else {
        panic!("{:?}", out.flow)
    };
    assert!(text.contains("not JSON"), "{text}");
    assert_eq!((info.kind, info.retryable), (ErrorKind::CutStream, true));
}

fn conversation() -> Context {
    let reasoning =
        json!({"id": "rs_1", "type": "reasoning", "summary": [], "encrypted_content": "gAAAA"});
    let assistant = AssistantMessage {
        content: vec![
            ContentBlock::Thinking {
                thinking: "plan".into(),
                thinking_signature: Some(reasoning.to_string()),
                redacted: false,
            },
            ContentBlock::Thinking {
                thinking: "no content to replay".into(),
                thinking_signature: Some(r#"{"type":"reasoning","summary":[]}"#.into()),
                redacted: false,
            },
            ContentBlock::text("Let me read."),
            ContentBlock::ToolCall {
                id: "call_1".into(),
                name: "read".into(),
                arguments: json!({"path": "a.rs"}),
            },
        ],
        api: Api::OpenaiResponses,
        provider: "openai".into(),
        model: "gpt-test-r".into(),
        usage: Usage::default(),
        stop_reason: StopReason::ToolUse,
        response_id: Some("resp_1".into()),
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
    let mut model = test_model(Api::OpenaiResponses);
    let opts = RequestOptions {
        api_key: Some("sk-test".into()),
        ..Default::default()
    };
    let req = build_request(&model, &conversation(), &opts);
    assert_eq!(req.url, "https://api.openai.com/v1/responses");
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
            "model": "gpt-test-r",
            "instructions": "You are ama.",
            "input": [
                {"role": "user", "content": [{"type": "input_text", "text": "Read a.rs"}]},
                {"id": "rs_1", "type": "reasoning", "summary": [], "encrypted_content": "gAAAA"},
                {"type": "message", "role": "assistant", "content": [
                    {"type": "output_text", "text": "Let me read.", "annotations": []},
                ]},
                {"type": "function_call", "call_id": "call_1", "name": "read", "arguments": "{\"path\":\"a.rs\"}"},
                {"type": "function_call_output", "call_id": "call_1", "output": "fn main() {}"},
                {"role": "user", "content": [
                    {"type": "input_text", "text": "Images from the tool results above:"},
                    {"type": "input_image", "image_url": "data:image/png;base64,iVBOR", "detail": "auto"},
                ]},
            ],
            "tools": [{"type": "function", "name": "read", "description": "Read a file", "parameters": {"type": "object"}}],
            "stream": true,
            "store": false,
            "max_output_tokens": 8192,
        })
    );

    model.reasoning = true;
    let opts = RequestOptions {
        thinking: ThinkingLevel::Medium,
        max_tokens: Some(2000),
        ..Default::default()
    };
    let body = build_request(&model, &Context::default(), &opts).body;
    assert_eq!(
        body,
        json!({
            "model": "gpt-test-r",
            "input": [],
            "stream": true,
            "store": false,
            "max_output_tokens": 2000,
            "reasoning": {"effort": "medium", "summary": "auto"},
            "include": ["reasoning.encrypted_content"],
        })
    );
}

/// Deltas with JSON escapes take the typed path with owned strings; the text must decode exactly.
#[test]
fn escaped_deltas_decode_exactly() {
    let model = test_model(Api::OpenaiResponses);
    let body = sse(&[
        (
            "response.output_item.added",
            r#"{"type":"response.output_item.added","output_index":0,"item":{"type":"message","id":"msg_1"}}"#,
        ),
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"delta":"a\n\"q\" \u00e9 \ud83c\udf89"}"#,
        ),
        (
            "response.output_text.delta",
            r#"{"type":"response.output_text.delta","item_id":"msg_1","output_index":0,"delta":" plain"}"#,
        ),
        (
            "response.output_item.done",
            r#"{"type":"response.output_item.done","output_index":0,"item":{"type":"message","id":"msg_1"}}"#,
        ),
        (
            "response.completed",
            r#"{"type":"response.completed","response":{"id":"resp_1","status":"completed"}}"#,
        ),
    ]);
    let out = run(&mut Parser::default(), &model, &body);
    assert_eq!(out.flow, Flow::Done(StopReason::Stop));
    assert_eq!(
        out.message.content,
        vec![ContentBlock::text("a\n\"q\" é 🎉 plain")]
    );
}
