//! Approval dialog rendering at two widths and its keys.

use super::{ApprovalDialog, ApprovalRequest, Choice, Severity, Subject};
use crate::tui::component::Component;
use crate::tui::keys::{Key, KeyCode};
use crate::tui::style::{Role, Style};

fn bash() -> ApprovalRequest {
    ApprovalRequest {
        tool: "bash".into(),
        agent: None,
        subject: Subject::Bash {
            command: "rm -rf build/ && echo \x1b[2Jdone".into(),
        },
        preview: vec![
            (
                Severity::Danger,
                "rm: build/ exists, 3 files, 12 KiB".into(),
            ),
            (Severity::Info, "echo: no effect on files".into()),
        ],
        auto_reason: None,
        full_input: "{\"command\":\"rm -rf build/ && echo done\"}".into(),
    }
}

fn plain(d: &ApprovalDialog, w: usize) -> Vec<String> {
    d.render(w).iter().map(|l| l.plain()).collect()
}

#[test]
fn bash_dialog_at_two_widths() {
    let d = ApprovalDialog::new(bash());
    assert_eq!(
        plain(&d, 100)[1..],
        [
            "Allow bash?",
            "  rm -rf build/ && echo done",
            "  rm: build/ exists, 3 files, 12 KiB",
            "  echo: no effect on files",
            "y allow · n deny · a allow for this session · v view input",
        ]
    );
    let narrow = plain(&d, 24);
    assert_eq!(narrow[2..4], ["  rm -rf build/ && echo", "  done"]);
    for l in d.render(24) {
        assert!(l.width() <= 24);
    }
    let rows = d.render(100);
    assert_eq!(
        rows[3].spans.last().map(|s| s.style),
        Some(Style::role(Role::Error))
    );
    assert_eq!(
        rows[4].spans.last().map(|s| s.style),
        Some(Style::role(Role::Muted))
    );
}

#[test]
fn write_edit_task_prefix_and_auto_reason() {
    let mut req = bash();
    req.tool = "edit".into();
    req.agent = Some("explore".into());
    req.subject = Subject::Edit {
        path: "src/main.rs".into(),
        changes: vec![("let a = 1;".into(), "let a = 2;\nlet b = 3;".into())],
    };
    req.preview = vec![];
    req.auto_reason = Some("edits inside the project".into());
    let d = ApprovalDialog::new(req.clone());
    assert_eq!(
        plain(&d, 60)[1..5],
        [
            "[task:explore] Allow edit?",
            "  src/main.rs",
            "  − let a = 1;",
            "  + let a = 2;"
        ]
    );
    assert!(plain(&d, 60).contains(&"  Auto: edits inside the project".to_string()));
    req.agent = Some(String::new());
    req.subject = Subject::Write {
        path: "notes.md".into(),
        lines: 42,
    };
    let d = ApprovalDialog::new(req);
    assert_eq!(
        plain(&d, 60)[1..3],
        ["[task] Allow edit?", "  notes.md  (42 lines)"]
    );
}

#[test]
fn keys_answer_and_v_toggles_the_input() {
    let mut d = ApprovalDialog::new(bash());
    assert_eq!(d.handle_key(Key::char('y')), Some(Choice::Allow));
    assert_eq!(d.handle_key(Key::char('n')), Some(Choice::Deny));
    assert_eq!(d.handle_key(Key::plain(KeyCode::Esc)), Some(Choice::Deny));
    assert_eq!(d.handle_key(Key::char('a')), Some(Choice::AllowSession));
    assert_eq!(d.handle_key(Key::char('x')), None);
    assert_eq!(d.handle_key(Key::ctrl('y')), None);
    assert_eq!(d.handle_key(Key::char('v')), None);
    assert_eq!(
        plain(&d, 100)[2],
        "  {\"command\":\"rm -rf build/ && echo done\"}"
    );
    assert!(plain(&d, 100).last().unwrap().ends_with("v hide input"));
}
