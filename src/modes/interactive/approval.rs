//! Turns the agent's `permission_request` (permissions' `ApprovalRequest`) into what the tui's
//! approval dialog and line mode's `Allow? [y/n/a/v]` show, and the user's choice back into the
//! permission layer's answer. Both front ends use it, so they show the same text.

use serde_json::Value;

use crate::permissions::approvals::{Answer, ApprovalRequest};
use crate::permissions::preview::Severity as PreviewSeverity;
use crate::tui::components::approval::{self as view, Choice, Severity, Subject};

/// The dialog's view of a request.
pub(crate) fn to_view(req: &ApprovalRequest) -> view::ApprovalRequest {
    let preview = req
        .preview
        .as_ref()
        .map(|p| {
            let sev = match p.severity {
                PreviewSeverity::Info => Severity::Info,
                PreviewSeverity::Warn => Severity::Warn,
                PreviewSeverity::Danger => Severity::Danger,
            };
            p.lines.iter().map(|l| (sev, l.clone())).collect()
        })
        .unwrap_or_default();
    let agent = req
        .context
        .as_ref()
        .and_then(|c| (c.depth > 0).then(|| c.origin.clone().unwrap_or_default()));
    view::ApprovalRequest {
        tool: req.tool_name.clone(),
        agent,
        subject: subject(&req.tool_name, &req.input),
        preview,
        auto_reason: req
            .auto_decision
            .as_ref()
            .map(|d| d.reason.clone())
            .or_else(|| req.hook_reason.clone()),
        full_input: serde_json::to_string_pretty(&req.input).unwrap_or_default(),
    }
}

/// What the call does, from the tool's input.
fn subject(tool: &str, input: &Value) -> Subject {
    let text = |k: &str| {
        input
            .get(k)
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string()
    };
    match tool {
        "bash" => Subject::Bash {
            command: text("command"),
        },
        "write" => Subject::Write {
            path: text("path"),
            lines: text("content").lines().count(),
        },
        "edit" => {
            let changes = match input.get("edits").and_then(Value::as_array) {
                Some(edits) => edits
                    .iter()
                    .map(|e| {
                        let s = |k: &str| e.get(k).and_then(Value::as_str).unwrap_or("");
                        (s("old_string").to_string(), s("new_string").to_string())
                    })
                    .collect(),
                None => vec![(text("old_string"), text("new_string"))],
            };
            Subject::Edit {
                path: text("path"),
                changes,
            }
        }
        _ => Subject::Other {
            summary: input.to_string(),
        },
    }
}

/// The permission layer's answer for a choice.
pub(crate) fn answer(choice: Choice) -> Answer {
    match choice {
        Choice::Allow => Answer::Allow,
        Choice::Deny => Answer::Deny,
        Choice::AllowSession => Answer::AllowSession,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::subject;
    use crate::tui::components::approval::Subject;

    #[test]
    fn subjects_per_tool() {
        assert_eq!(
            subject("bash", &json!({"command": "rm -rf x"})),
            Subject::Bash {
                command: "rm -rf x".into()
            }
        );
        assert_eq!(
            subject("write", &json!({"path": "a.txt", "content": "1\n2\n3\n"})),
            Subject::Write {
                path: "a.txt".into(),
                lines: 3
            }
        );
        assert_eq!(
            subject(
                "edit",
                &json!({"path": "a", "old_string": "x", "new_string": "y"})
            ),
            Subject::Edit {
                path: "a".into(),
                changes: vec![("x".into(), "y".into())]
            }
        );
        assert_eq!(
            subject("grep", &json!({"pattern": "p"})),
            Subject::Other {
                summary: "{\"pattern\":\"p\"}".into()
            }
        );
    }
}
