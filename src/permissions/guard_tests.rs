//! The session runtime: unattended denial, the three-denial stop, approvals with previews and
//! session memory, and the classifier step.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{Authorized, Gate, Permissions};
use crate::ai::types::{Api, AssistantMessage, ContentBlock, StopReason};
use crate::permissions::approvals::{Answer, Answerer, ApprovalRequest};
use crate::permissions::classifier::Classifier;
use crate::permissions::config::PermissionConfig;
use crate::permissions::mode::Mode;
use crate::permissions::pipeline::Layer;
use crate::tools::PermissionClass;
use crate::util::cancel::Cancel;

fn authorize(p: &Permissions, id: &str, tool: &str, input: Value) -> (Authorized, Vec<String>) {
    let events = Mutex::new(Vec::new());
    let on_request = |r: &ApprovalRequest| {
        if let Ok(mut e) = events.lock() {
            e.push(format!("request {} {}", r.tool_name, r.preview.is_some()));
        }
    };
    let on_resolved = |_: &str, a: Answer| {
        if let Ok(mut e) = events.lock() {
            e.push(format!("resolved {a:?}"));
        }
    };
    let cancel = Cancel::new();
    let gate = Gate {
        cancel: &cancel,
        user_message: "do it",
        on_request: &on_request,
        on_resolved: &on_resolved,
        seen: &|_| false,
        hook: None,
        extra: &[],
        refuses: &|| false,
        script: None,
    };
    let class = crate::permissions::call::class_by_name(tool);
    let out = p.authorize(id, tool, class, &input, &gate);
    (out, events.into_inner().unwrap_or_default())
}

#[test]
fn unattended_denies_and_stops_loops() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let p = Permissions::new(PermissionConfig::default(), tmp.path());
    p.begin_run();
    let (out, events) = authorize(&p, "c1", "bash", json!({"command": "make"}));
    assert!(!out.allowed);
    assert!(events.is_empty(), "nobody to ask: no request event");
    let msg = out.message.unwrap_or_default();
    assert!(
        msg.starts_with("Permission denied: Manual mode asks"),
        "{msg}"
    );
    assert!(msg.contains("unattended"));
    assert_eq!(p.loop_stop(), None);
    authorize(&p, "c2", "bash", json!({"command": "make  "}));
    assert_eq!(p.loop_stop(), None);
    authorize(&p, "c3", "bash", json!({"command": " make"}));
    let stop = p.loop_stop().unwrap_or_default();
    assert!(
        stop.contains("3 times") && stop.contains("`bash` with `make`"),
        "{stop}"
    );
    let denials = p.run_denials();
    assert_eq!(denials.len(), 3);
    assert_eq!(denials[2].tool_call_id, "c3");
    assert_eq!(
        serde_json::to_value(&denials[0])
            .map(|v| v["toolName"].clone())
            .ok(),
        Some(json!("bash"))
    );
    p.begin_run();
    assert!(p.run_denials().is_empty() && p.loop_stop().is_none());
    let (out, _) = authorize(&p, "c4", "read", json!({"path": "x"}));
    assert!(out.allowed && out.auto_decision.is_none(), "{out:?}");
    assert_eq!(p.audit.latest().len(), 4);
}

struct Says(Answer, Mutex<Vec<ApprovalRequest>>);

impl Answerer for Says {
    fn ask(&self, r: &ApprovalRequest, _: &Cancel, _: Instant) -> Option<Answer> {
        if let Ok(mut seen) = self.1.lock() {
            seen.push(r.clone());
        }
        Some(self.0)
    }
}

#[test]
fn approvals_previews_and_session_memory() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(tmp.path().join("old.txt"), "x\n").unwrap_or_else(|e| panic!("{e}"));
    let p = Permissions::new(PermissionConfig::default(), tmp.path());
    let client = Arc::new(Says(Answer::AllowSession, Mutex::new(Vec::new())));
    p.approvals.set_client(Some(client.clone()));
    let (out, events) = authorize(&p, "c1", "bash", json!({"command": "rm old.txt"}));
    assert!(out.allowed);
    assert_eq!(events, ["request bash true", "resolved AllowSession"]);
    let seen = client.1.lock().map(|s| s.clone()).unwrap_or_default();
    let preview = seen[0].preview.clone();
    assert_eq!(
        preview.map(|p| p.lines),
        Some(vec!["rm old.txt: file, 2 B".to_string()])
    );
    let (out, events) = authorize(&p, "c2", "bash", json!({"command": "rm old.txt -v"}));
    assert!(
        out.allowed && events.is_empty(),
        "remembered for the session"
    );

    let p = Permissions::new(PermissionConfig::default(), tmp.path());
    p.approvals
        .set_client(Some(Arc::new(Says(Answer::Deny, Mutex::new(Vec::new())))));
    let (out, _) = authorize(
        &p,
        "c3",
        "write",
        json!({"path": "old.txt", "content": "y"}),
    );
    assert!(!out.allowed);
    assert!(
        out.message
            .unwrap_or_default()
            .starts_with("Permission denied by the user")
    );
    assert_eq!(p.run_denials().len(), 1);
}

fn classifier(answer: &'static str, calls: Arc<Mutex<u32>>) -> Classifier {
    Classifier::with_sender(
        Box::new(move |_, _, _| {
            if let Ok(mut c) = calls.lock() {
                *c += 1;
            }
            AssistantMessage {
                content: vec![ContentBlock::text(answer)],
                api: Api::AnthropicMessages,
                provider: "p".into(),
                model: "m".into(),
                usage: Default::default(),
                stop_reason: StopReason::Stop,
                response_id: None,
                thinking_level: None,
                raw_stop_reason: None,
                error_message: None,
                timestamp: 0,
            }
        }),
        None,
        Duration::from_secs(5),
    )
}

#[test]
fn auto_mode_uses_the_classifier_only_when_undecided() {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let calls = Arc::new(Mutex::new(0));
    let p = Permissions::new(PermissionConfig::with_mode(Mode::Auto), tmp.path()).with_classifier(
        classifier(r#"{"decision":"allow","reason":"cleanup"}"#, calls.clone()),
    );
    let (out, _) = authorize(&p, "c1", "bash", json!({"command": "rm old.txt"}));
    assert!(out.allowed);
    let auto = out.auto_decision.unwrap_or_else(|| panic!("auto decision"));
    assert_eq!(
        (auto.layer, auto.reason.as_str()),
        ("classifier", "Auto classifier: cleanup")
    );
    let (out, _) = authorize(&p, "c2", "bash", json!({"command": "cargo test"}));
    assert!(out.allowed);
    assert_eq!(out.auto_decision.map(|a| a.layer), Some("static"));
    let (out, _) = authorize(&p, "c3", "bash", json!({"command": "curl x"}));
    assert!(!out.allowed, "the rule tier asks; unattended denies");
    assert_eq!(out.auto_decision.map(|a| a.layer), Some("rule"));
    assert_eq!(
        calls.lock().map(|c| *c).unwrap_or(0),
        1,
        "one classifier request"
    );

    let asks =
        Permissions::new(PermissionConfig::with_mode(Mode::Auto), tmp.path()).with_classifier(
            classifier(r#"{"decision":"ask","reason":"unclear"}"#, calls),
        );
    let (out, _) = authorize(&asks, "c4", "bash", json!({"command": "node gen.js"}));
    assert!(!out.allowed);
    let (v, _) = asks.evaluate(
        "bash",
        PermissionClass::Execute,
        &json!({"command": "node gen.js"}),
        None,
    );
    assert_eq!(v.layer, Layer::ClassifierSkipped);
}
