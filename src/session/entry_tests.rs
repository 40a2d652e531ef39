//! Every entry type round-trips through its line, with `type` first and the tree fields next;
//! lines in another key order and unknown types read back too.

use serde_json::json;

use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Cost, Message, StopReason, SystemMessage, ThinkingLevel,
    ToolResultMessage, ToolSpec, Usage, UserContent, UserMessage,
};
use crate::session::entry::{
    Body, BranchSummary, Compaction, ContextEdit, Custom, CustomMessage, Entry, Header, Kind,
    Label, LeafLine, ModelChange, SessionInfo, ThinkingLevelChange, UsageEntry, edit_reason,
};
use crate::session::load::parse_line;
use crate::session::scan::{head, header};

fn usage() -> Usage {
    Usage {
        input: 10,
        output: 5,
        cache_read: 100,
        cache_write: 0,
        reasoning: Some(2),
        total_tokens: 115,
        cost: Some(Cost {
            input: 0.1,
            output: 0.2,
            cache_read: 0.01,
            cache_write: 0.0,
            total: 0.31,
        }),
        cache_reported: true,
    }
}

pub(crate) fn bodies() -> Vec<Body> {
    let mut sections = serde_json::Map::new();
    sections.insert("preamble".into(), json!("You are ama."));
    sections.insert("cwd".into(), json!("Current working directory: /w"));
    vec![
        Body::Message(Message::System(SystemMessage {
            sections: sections.clone(),
            tools: Some(vec![ToolSpec {
                name: "read".into(),
                description: "Read a file".into(),
                parameters: json!({"type": "object", "properties": {"path": {"type": "string"}}}),
            }]),
            tools_added: None,
            tools_removed: None,
            timestamp: 1,
        })),
        Body::Message(Message::System(SystemMessage {
            sections: serde_json::Map::from_iter([("skills".to_string(), json!(null))]),
            tools: None,
            tools_added: Some(Vec::new()),
            tools_removed: Some(vec!["bash".into()]),
            timestamp: 2,
        })),
        Body::Message(Message::User(UserMessage {
            content: UserContent::Text("hello \"world\"\n\u{2028}ü".into()),
            origin: Some("steer".into()),
            timestamp: 3,
        })),
        Body::Message(Message::User(UserMessage {
            content: UserContent::Blocks(vec![
                ContentBlock::text("see"),
                ContentBlock::Image {
                    data: "aGk=".into(),
                    mime_type: "image/png".into(),
                },
            ]),
            origin: None,
            timestamp: 4,
        })),
        Body::Message(Message::Assistant(AssistantMessage {
            content: vec![
                ContentBlock::Thinking {
                    thinking: "hmm".into(),
                    thinking_signature: Some("sig".into()),
                    redacted: false,
                },
                ContentBlock::text("ok"),
                ContentBlock::ToolCall {
                    id: "c1".into(),
                    name: "bash".into(),
                    arguments: json!({"command": "ls", "timeout": 1.5}),
                },
            ],
            api: Api::AnthropicMessages,
            provider: "anthropic".into(),
            model: "claude".into(),
            usage: usage(),
            stop_reason: StopReason::ToolUse,
            response_id: Some("msg_1".into()),
            thinking_level: Some(ThinkingLevel::High),
            raw_stop_reason: Some("tool_use".into()),
            error_message: None,
            timestamp: 5,
        })),
        Body::Message(Message::ToolResult(ToolResultMessage {
            tool_call_id: "c1".into(),
            tool_name: "bash".into(),
            content: vec![ContentBlock::text("out")],
            details: Some(json!({"exitCode": 0})),
            is_error: false,
            timestamp: 6,
        })),
        Body::Compaction(Compaction {
            summary: "did things".into(),
            first_kept_entry_id: "aaaa0001".into(),
            tokens_before: 120_000,
            usage: Some(usage()),
            details: Some(json!({"readFiles": ["a"], "modifiedFiles": []})),
        }),
        Body::BranchSummary(BranchSummary {
            from_id: "bbbb0001".into(),
            summary: "tried x".into(),
            usage: None,
            details: None,
        }),
        Body::ContextEdit(ContextEdit {
            target_id: "cccc0001".into(),
            replacement: None,
            reason: edit_reason::RETRY.into(),
        }),
        Body::ContextEdit(ContextEdit {
            target_id: "cccc0002".into(),
            replacement: Some("[pruned]".into()),
            reason: "prune".into(),
        }),
        Body::ModelChange(ModelChange {
            provider: "packy".into(),
            model_id: "kimi".into(),
            channel: Some("messages".into()),
        }),
        Body::ThinkingLevelChange(ThinkingLevelChange {
            thinking_level: ThinkingLevel::Xhigh,
        }),
        Body::Custom(Custom {
            custom_type: "ama.todo".into(),
            data: json!({"items": [{"id": "1", "text": "t", "status": "pending"}]}),
        }),
        Body::CustomMessage(CustomMessage {
            custom_type: "ama.aborted".into(),
            content: UserContent::Text("The user interrupted.".into()),
            display: false,
            details: None,
        }),
        Body::Label(Label {
            target_id: "dddd0001".into(),
            label: Some("good".into()),
        }),
        Body::Label(Label {
            target_id: "dddd0001".into(),
            label: None,
        }),
        Body::SessionInfo(SessionInfo {
            name: Some("fix parser".into()),
        }),
        Body::Usage(UsageEntry {
            kind: "cache_warm".into(),
            provider: "anthropic".into(),
            model: "claude".into(),
            usage: usage(),
        }),
    ]
}

#[test]
fn every_entry_type_round_trips_with_type_first() {
    for (i, body) in bodies().into_iter().enumerate() {
        let entry = Entry {
            id: format!("{i:08x}"),
            parent_id: (i > 0).then(|| format!("{:08x}", i - 1)),
            timestamp: "2026-10-02T08:00:00.000Z".into(),
            body,
        };
        let line = entry.to_line();
        assert!(line.ends_with('\n') && !line[..line.len() - 1].contains('\n'));
        let text = &line[..line.len() - 1];
        let prefix = format!(
            "{{\"type\":\"{}\",\"id\":\"{}\"",
            entry.body.type_name(),
            entry.id
        );
        assert!(text.starts_with(&prefix), "{text}");
        let h = head(text.as_bytes()).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(h.kind, entry.body.type_name());
        assert_eq!(h.parent.as_deref(), entry.parent_id.as_deref());
        let back = parse_line(text.as_bytes()).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(back, entry, "{text}");
        assert_eq!(back.to_line(), line);
    }
}

#[test]
fn every_known_kind_is_covered() {
    let covered: Vec<Kind> = bodies().iter().map(|b| b.kind()).collect();
    for (_, kind) in Kind::KNOWN {
        assert!(covered.contains(&kind), "{kind:?} has no round-trip case");
    }
}

#[test]
fn foreign_key_order_and_unknown_types_are_kept() {
    let foreign = r#"{"id":"e1","targetId":"x","parentId":null,"timestamp":"t","type":"label"}"#;
    let e = parse_line(foreign.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(e.id, "e1");
    assert!(matches!(e.body, Body::Label(ref l) if l.target_id == "x" && l.label.is_none()));

    let unknown = r#"{"type":"future_thing","id":"e2","parentId":"e1","payload":{"z":1,"a":[2]}}"#;
    let e = parse_line(unknown.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(e.body.kind(), Kind::Unknown);
    assert_eq!(e.body.type_name(), "future_thing");
    assert_eq!(e.parent_id.as_deref(), Some("e1"));
    assert_eq!(e.to_line(), format!("{unknown}\n"));
    let as_json = serde_json::to_value(&e).unwrap_or_default();
    assert_eq!(as_json["payload"]["a"], json!([2]));
}

#[test]
fn bad_lines_say_what_is_wrong() {
    for (line, needle) in [
        (r#"{"type":"label","targetId":"x"}"#, "no `id`"),
        (r#"{"id":"a"}"#, "no `type`"),
        (
            r#"{"type":"label","id":"a","parentId":null,"timestamp":"t","targetId":"x""#,
            "EOF",
        ),
        (
            r#"{"type":"compaction","id":"a","parentId":null,"timestamp":"t"}"#,
            "summary",
        ),
    ] {
        let err = parse_line(line.as_bytes())
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(err.contains(needle), "{line}: {err}");
    }
}

#[test]
fn header_and_leaf_lines() {
    let h = Header::new(
        "id-1".into(),
        "2026-10-02T08:00:00.000Z".into(),
        "/w".into(),
        None,
    );
    let line = serde_json::to_string(&h).unwrap_or_default();
    assert!(
        line.starts_with(r#"{"type":"session","version":1,"id":"id-1""#),
        "{line}"
    );
    assert_eq!(header(line.as_bytes()), Ok(h));
    let v2 = line.replace("\"version\":1", "\"version\":2");
    assert!(
        header(v2.as_bytes())
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default()
            .contains("upgrade ama")
    );
    let leaf = LeafLine::new(None, "t".into()).to_line();
    assert_eq!(
        leaf,
        "{\"type\":\"leaf\",\"id\":null,\"timestamp\":\"t\"}\n"
    );
}
