//! Projection tables: branch navigation, compaction with `firstKeptEntryId` and the system
//! checkpoint, `context_edit`, the extension roles, and model / thinking restore.

use serde_json::{Map, Value, json};

use crate::ai::types::{
    Api, AssistantMessage, ContentBlock, Message, StopReason, SystemMessage, ThinkingLevel,
    ToolResultMessage, UserContent, UserMessage,
};
use crate::session::entry::{
    Body, BranchSummary, Compaction, ContextEdit, Custom, CustomMessage, Entry, Label, ModelChange,
    SessionInfo, ThinkingLevelChange, Unknown,
};
use crate::session::project::{Context, ContextMessage, project};

fn e(id: &str, parent: Option<&str>, body: Body) -> Entry {
    Entry {
        id: id.into(),
        parent_id: parent.map(String::from),
        timestamp: "t".into(),
        body,
    }
}

fn sections(pairs: &[(&str, &str)]) -> Map<String, Value> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), json!(v)))
        .collect()
}

fn sys(pairs: &[(&str, &str)]) -> Body {
    Body::Message(Message::System(SystemMessage {
        sections: sections(pairs),
        tools: Some(Vec::new()),
        tools_added: None,
        tools_removed: None,
        timestamp: 0,
    }))
}

fn patch(pairs: &[(&str, &str)]) -> Body {
    let mut b = sys(pairs);
    if let Body::Message(Message::System(s)) = &mut b {
        s.tools = None;
    }
    b
}

fn user(t: &str) -> Body {
    Body::Message(Message::User(UserMessage {
        content: UserContent::Text(t.into()),
        origin: None,
        timestamp: 0,
    }))
}

fn asst(t: &str) -> Body {
    Body::Message(Message::Assistant(AssistantMessage {
        content: vec![
            ContentBlock::Thinking {
                thinking: "x".into(),
                thinking_signature: None,
                redacted: false,
            },
            ContentBlock::text(t),
        ],
        api: Api::OpenaiCompletions,
        provider: "p".into(),
        model: "m".into(),
        usage: Default::default(),
        stop_reason: StopReason::Stop,
        response_id: None,
        thinking_level: None,
        raw_stop_reason: None,
        error_message: None,
        timestamp: 0,
    }))
}

fn tool(t: &str) -> Body {
    Body::Message(Message::ToolResult(ToolResultMessage {
        tool_call_id: "c".into(),
        tool_name: "bash".into(),
        content: vec![ContentBlock::text(t)],
        details: None,
        is_error: false,
        timestamp: 0,
    }))
}

fn compaction(summary: &str, first_kept: &str) -> Body {
    Body::Compaction(Compaction {
        summary: summary.into(),
        first_kept_entry_id: first_kept.into(),
        tokens_before: 1000,
        usage: None,
        details: None,
    })
}

fn edit(target: &str, replacement: Option<&str>) -> Body {
    Body::ContextEdit(ContextEdit {
        target_id: target.into(),
        replacement: replacement.map(String::from),
        reason: "manual".into(),
    })
}

fn model(id: &str) -> Body {
    Body::ModelChange(ModelChange {
        provider: "p".into(),
        model_id: id.into(),
        channel: None,
    })
}

fn thinking(level: ThinkingLevel) -> Body {
    Body::ThinkingLevelChange(ThinkingLevelChange {
        thinking_level: level,
    })
}

/// A linear chain: each entry's parent is the one before.
fn chain(items: Vec<(&str, Body)>) -> Vec<Entry> {
    let mut out: Vec<Entry> = Vec::new();
    for (id, body) in items {
        let parent = out.last().map(|p| p.id.clone());
        out.push(e(id, parent.as_deref(), body));
    }
    out
}

/// A compact view of a context: `role:text` per message.
fn view(ctx: &Context) -> Vec<String> {
    ctx.messages
        .iter()
        .map(|m| match m {
            ContextMessage::Message(Message::System(s)) => {
                let names: Vec<&str> = s.sections.keys().map(String::as_str).collect();
                let kind = if s.tools.is_some() { "system" } else { "patch" };
                format!("{kind}:{}", names.join(","))
            }
            ContextMessage::Message(Message::User(u)) => format!("user:{}", u.content.text()),
            ContextMessage::Message(Message::Assistant(a)) => {
                format!("assistant:{}/{}", a.text(), a.content.len())
            }
            ContextMessage::Message(Message::ToolResult(r)) => {
                format!("tool:{}", crate::ai::types::join_text(&r.content))
            }
            ContextMessage::Custom { content, .. } => format!("custom:{}", content.text()),
            ContextMessage::CompactionSummary { summary, .. } => format!("compaction:{summary}"),
            ContextMessage::BranchSummary { summary, .. } => format!("branch:{summary}"),
        })
        .collect()
}

#[test]
fn branch_navigation() {
    let mut entries = chain(vec![
        ("s", sys(&[("preamble", "p")])),
        ("u1", user("one")),
        ("a1", asst("r1")),
        ("u2", user("two")),
        ("a2", asst("r2")),
    ]);
    entries.push(e("u3", Some("a1"), user("three")));
    entries.push(e("a3", Some("u3"), asst("r3")));
    let cases: [(Option<&str>, &[&str]); 5] = [
        (
            Some("a2"),
            &[
                "system:preamble",
                "user:one",
                "assistant:r1/2",
                "user:two",
                "assistant:r2/2",
            ],
        ),
        (
            Some("a3"),
            &[
                "system:preamble",
                "user:one",
                "assistant:r1/2",
                "user:three",
                "assistant:r3/2",
            ],
        ),
        (Some("u1"), &["system:preamble", "user:one"]),
        (None, &[]),
        (Some("missing"), &[]),
    ];
    for (leaf, expected) in cases {
        assert_eq!(view(&project(&entries, leaf)), expected, "leaf {leaf:?}");
    }
}

#[test]
fn compaction_tables() {
    type Case<'a> = (&'a str, Vec<(&'a str, Body)>, &'a [&'a str]);
    let cases: Vec<Case> = vec![
        (
            "kept part, earlier system messages folded into one checkpoint",
            vec![
                ("s", sys(&[("preamble", "p"), ("cwd", "/a")])),
                ("u1", user("one")),
                ("a1", asst("r1")),
                ("p1", patch(&[("skills", "k")])),
                ("u2", user("two")),
                ("p2", patch(&[("hooks", "h")])),
                ("a2", asst("r2")),
                ("c", compaction("sum", "u2")),
                ("u3", user("three")),
                ("p3", patch(&[("host", "x")])),
            ],
            &[
                "system:cwd,hooks,preamble,skills",
                "compaction:sum",
                "user:two",
                "assistant:r2/2",
                "user:three",
                "patch:host",
            ],
        ),
        (
            "the latest compaction wins",
            vec![
                ("s", sys(&[("preamble", "p")])),
                ("u1", user("one")),
                ("c1", compaction("first", "u1")),
                ("u2", user("two")),
                ("a2", asst("r2")),
                ("c2", compaction("second", "a2")),
            ],
            &["system:preamble", "compaction:second", "assistant:r2/2"],
        ),
        (
            "firstKeptEntryId not on the branch keeps nothing",
            vec![
                ("u1", user("one")),
                ("c", compaction("sum", "elsewhere")),
                ("u2", user("two")),
            ],
            &["compaction:sum", "user:two"],
        ),
        (
            "an earlier compaction inside the kept part stays a summary",
            vec![
                ("u1", user("one")),
                ("c1", compaction("old", "u1")),
                ("u2", user("two")),
                ("c2", compaction("new", "c1")),
            ],
            &["compaction:new", "compaction:old", "user:two"],
        ),
        (
            "a compaction that keeps part of an earlier one's kept part drops the earlier summary",
            vec![
                ("u1", user("one")),
                ("a1", asst("r1")),
                ("c1", compaction("old", "u1")),
                ("u2", user("two")),
                ("c2", compaction("new", "a1")),
                ("u3", user("three")),
            ],
            &["compaction:new", "assistant:r1/2", "user:two", "user:three"],
        ),
    ];
    for (name, items, expected) in cases {
        let entries = chain(items);
        let leaf = entries.last().map(|x| x.id.clone());
        assert_eq!(
            view(&project(&entries, leaf.as_deref())),
            expected,
            "{name}"
        );
    }
}

#[test]
fn context_edit_tables() {
    let entries = chain(vec![
        ("s", sys(&[("preamble", "p")])),
        ("u1", user("one")),
        ("a1", asst("long answer")),
        ("t1", tool("big output")),
        ("u2", user("two")),
        ("a2", asst("failed")),
        ("e1", edit("t1", Some("[pruned]"))),
        ("e2", edit("a1", Some("short"))),
        ("e3", edit("u2", Some("two, edited"))),
        ("e4", edit("a2", Some("first try"))),
        ("e5", edit("a2", None)),
        ("e6", edit("s", None)),
        (
            "cm",
            Body::CustomMessage(CustomMessage {
                custom_type: "ama.aborted".into(),
                content: UserContent::Text("interrupted".into()),
                display: false,
                details: None,
            }),
        ),
        ("e7", edit("cm", Some("interrupted (edited)"))),
        ("c", compaction("sum", "u1")),
        ("e8", edit("c", Some("sum2"))),
    ]);
    let leaf = entries.last().map(|x| x.id.clone());
    let ctx = project(&entries, leaf.as_deref());
    assert_eq!(
        view(&ctx),
        [
            "system:preamble",
            "compaction:sum2",
            "user:one",
            "assistant:short/1",
            "tool:[pruned]",
            "user:two, edited",
            "custom:interrupted (edited)",
        ]
    );
    // Metadata stays: the edited assistant keeps its provider and stop reason.
    let Some(ContextMessage::Message(Message::Assistant(a))) = ctx.messages.get(3) else {
        panic!("expected the assistant message at 3");
    };
    assert_eq!(
        (a.provider.as_str(), a.stop_reason),
        ("p", StopReason::Stop)
    );
    assert_eq!(ctx.entry_ids[0], None, "the checkpoint has no entry");
    assert_eq!(ctx.entry_ids[2].as_deref(), Some("u1"));
}

#[test]
fn mapping_and_restore() {
    let mut entries = chain(vec![
        ("m1", model("first")),
        ("k1", thinking(ThinkingLevel::High)),
        ("s", sys(&[("preamble", "p")])),
        (
            "td1",
            Body::Custom(Custom {
                custom_type: "ama.todo".into(),
                data: json!({"items": [1]}),
            }),
        ),
        ("u1", user("one")),
        (
            "bs",
            Body::BranchSummary(BranchSummary {
                from_id: "x".into(),
                summary: "tried".into(),
                usage: None,
                details: None,
            }),
        ),
        (
            "lb",
            Body::Label(Label {
                target_id: "u1".into(),
                label: Some("l".into()),
            }),
        ),
        (
            "si",
            Body::SessionInfo(SessionInfo {
                name: Some("n".into()),
            }),
        ),
        (
            "un",
            Body::Unknown(Unknown {
                type_name: "future".into(),
                raw: "{}".into(),
            }),
        ),
        (
            "td2",
            Body::Custom(Custom {
                custom_type: "ama.todo".into(),
                data: json!({"items": [2]}),
            }),
        ),
        ("m2", model("second")),
    ]);
    entries.push(e("k2", Some("u1"), thinking(ThinkingLevel::Low)));
    let main = project(&entries, Some("m2"));
    assert_eq!(view(&main), ["system:preamble", "user:one", "branch:tried"]);
    assert_eq!(
        main.model.as_ref().map(|m| m.model_id.as_str()),
        Some("second")
    );
    assert_eq!(main.thinking, Some(ThinkingLevel::High));
    assert_eq!(main.customs.get("ama.todo"), Some(&json!({"items": [2]})));
    let side = project(&entries, Some("k2"));
    assert_eq!(
        side.model.as_ref().map(|m| m.model_id.as_str()),
        Some("first")
    );
    assert_eq!(side.thinking, Some(ThinkingLevel::Low));
    assert_eq!(side.customs.get("ama.todo"), Some(&json!({"items": [1]})));
    // convertToLlm: extension roles become user messages.
    let llm = main.to_llm();
    assert!(matches!(&llm[2], Message::User(u) if u.content.text().contains("<summary>\ntried")));
    let wire = serde_json::to_value(&main.messages[2]).unwrap_or_default();
    assert_eq!(
        wire,
        json!({"role": "branchSummary", "summary": "tried", "fromId": "x"})
    );
}
