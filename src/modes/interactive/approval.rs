//! Turns the agent's `permission_request` (permissions' `ApprovalRequest`) into what the tui's
//! approval dialog and line mode's `Allow? [y/n/a/v]` show, and the user's choice back into the
//! permission layer's answer. Both front ends use it, so they show the same text.

use serde_json::Value;

use crate::permissions::approvals::{Answer, ApprovalRequest, RequestContext};
use crate::permissions::preview::Severity as PreviewSeverity;
use crate::tui::components::approval::{self as view, Choice, Severity, Subject};

/// The dialog's view of a request.
pub(crate) fn to_view(req: &ApprovalRequest) -> view::ApprovalRequest {
    let mut preview: Vec<(Severity, String)> = req
        .context
        .as_ref()
        .and_then(script_origin)
        .into_iter()
        .map(|l| (Severity::Info, l))
        .collect();
    if let Some(p) = &req.preview {
        let sev = match p.severity {
            PreviewSeverity::Info => Severity::Info,
            PreviewSeverity::Warn => Severity::Warn,
            PreviewSeverity::Danger => Severity::Danger,
        };
        preview.extend(p.lines.iter().map(|l| (sev, l.clone())));
    }
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
        scope: scope(&req.tool_name, &req.input),
    }
}

/// A codemode script's inner call says so, with the script line it came from:
/// `[codemode] script line 3: await tools.bash({ command: 'make' })`.
fn script_origin(c: &RequestContext) -> Option<String> {
    c.parent_tool_call_id.as_ref()?;
    let mut line = "[codemode]".to_string();
    if let Some(n) = c.script_line.filter(|n| *n > 0) {
        line.push_str(&format!(" script line {n}"));
        if let Some(text) = c.script_text.as_deref().filter(|t| !t.is_empty()) {
            line.push_str(": ");
            line.push_str(text);
        }
    }
    Some(line)
}

/// What "Yes, for this session" allows, in words, as `permissions::memory` remembers it: a bash
/// command and the same command with more plain arguments; a file tool's calls in the file's
/// directory and below; any other tool's identical call.
fn scope(tool: &str, input: &Value) -> String {
    let text = |k: &str| input.get(k).and_then(Value::as_str).unwrap_or("");
    match tool {
        "bash" => format!(
            "{} commands",
            crate::permissions::call::bash_words(text("command"))
        ),
        "write" | "edit" if !text("path").is_empty() => {
            let dir = std::path::Path::new(text("path"))
                .parent()
                .map(|p| p.display().to_string())
                .filter(|d| !d.is_empty());
            let verb = if tool == "write" { "writes" } else { "edits" };
            match dir {
                Some(d) => format!("{verb} under {d}/"),
                None => format!("{verb} under the working directory"),
            }
        }
        _ => format!("this exact {tool} call"),
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
            content: text("content"),
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

    use super::{scope, subject};
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
                content: "1\n2\n3\n".into()
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

    #[test]
    fn session_scope_in_words() {
        let bash = json!({"command": "git  status"});
        assert_eq!(scope("bash", &bash), "git status commands");
        assert_eq!(
            scope("write", &json!({"path": "src/a.rs"})),
            "writes under src/"
        );
        assert_eq!(
            scope("edit", &json!({"path": "a.rs"})),
            "edits under the working directory"
        );
        assert_eq!(scope("grep", &json!({})), "this exact grep call");
    }
}
