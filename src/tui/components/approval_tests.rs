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
        scope: "rm -rf build/ && echo done commands".into(),
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
            "› 1. Yes",
            "  2. Yes, for this session: rm -rf build/ && echo done commands",
            "  3. No",
            "Enter choose · ↑↓ move · 1-3 pick · y/a/n answer · Esc no · v view input",
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
    let content: String = (1..=42).map(|i| format!("line {i}\n")).collect();
    req.subject = Subject::Write {
        path: "notes.md".into(),
        content,
    };
    let d = ApprovalDialog::new(req.clone());
    let rows = plain(&d, 60);
    assert_eq!(
        rows[1..12],
        [
            "[task] Allow edit?",
            "  notes.md  (42 lines)",
            "  │ line 1",
            "  │ line 2",
            "  │ line 3",
            "  │ line 4",
            "  │ line 5",
            "  │ line 6",
            "  │ line 7",
            "  │ line 8",
            "  … 34 more lines (v to view all)",
        ]
    );
    // The content is in the transcript's code colour.
    assert_eq!(
        d.render(60)[3].spans.last().map(|s| s.style),
        Some(Style::role(Role::Code))
    );
    req.subject = Subject::Write {
        path: "one.md".into(),
        content: "only\n".into(),
    };
    let d = ApprovalDialog::new(req);
    assert_eq!(plain(&d, 60)[2..4], ["  one.md  (1 line)", "  │ only"]);
}

#[test]
fn numbered_options_enter_takes_the_highlight_and_digits_pick() {
    let mut d = ApprovalDialog::new(bash());
    assert_eq!(d.handle_key(Key::plain(KeyCode::Enter)), Some(Choice::Allow));
    assert_eq!(d.handle_key(Key::plain(KeyCode::Down)), None);
    let rows = plain(&d, 100);
    assert!(rows.contains(&"› 2. Yes, for this session: rm -rf build/ && echo done commands".to_string()), "{rows:?}");
    assert!(rows.contains(&"  1. Yes".to_string()), "{rows:?}");
    assert_eq!(
        d.handle_key(Key::plain(KeyCode::Enter)),
        Some(Choice::AllowSession)
    );
    assert_eq!(d.handle_key(Key::plain(KeyCode::Down)), None);
    assert_eq!(d.handle_key(Key::plain(KeyCode::Enter)), Some(Choice::Deny));
    assert_eq!(d.handle_key(Key::plain(KeyCode::Up)), None);
    assert_eq!(d.handle_key(Key::plain(KeyCode::Up)), None);
    assert_eq!(d.handle_key(Key::plain(KeyCode::Enter)), Some(Choice::Allow));
    assert_eq!(d.handle_key(Key::char('1')), Some(Choice::Allow));
    assert_eq!(d.handle_key(Key::char('2')), Some(Choice::AllowSession));
    assert_eq!(d.handle_key(Key::char('3')), Some(Choice::Deny));
    assert_eq!(d.handle_key(Key::char('4')), None);
}

#[test]
fn the_key_hint_stays_whole_at_40_columns() {
    let d = ApprovalDialog::new(bash());
    let rows = plain(&d, 40);
    let n = rows.len();
    assert_eq!(
        rows[n - 2..],
        [
            "Enter choose · ↑↓ move · 1-3 pick",
            "y/a/n answer · Esc no · v view input",
        ]
    );
    for l in d.render(40) {
        assert!(l.width() <= 40, "{}", l.plain());
    }
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

fn write(path: &str, content: &str) -> ApprovalDialog {
    let mut req = bash();
    req.tool = "write".into();
    req.preview.clear();
    req.subject = Subject::Write {
        path: path.into(),
        content: content.into(),
    };
    ApprovalDialog::new(req)
}

/// The style of the first span whose text is `text`, in any row.
fn style_of(d: &ApprovalDialog, w: usize, text: &str) -> Option<Style> {
    d.render(w)
        .into_iter()
        .flat_map(|l| l.spans)
        .find(|s| s.text == text)
        .map(|s| s.style)
}

#[test]
fn a_writes_content_is_coloured_by_its_extension_and_v_shows_it_all() {
    let src: String = "fn main() {\n    let s = \"hi\";\n}\n"
        .to_string()
        + &(1..=10).map(|i| format!("// line {i}\n")).collect::<String>();
    let mut d = write("src/main.rs", &src);
    assert_eq!(style_of(&d, 60, "fn"), Some(Style::role(Role::CodeKeyword)));
    assert_eq!(style_of(&d, 60, "\"hi\""), Some(Style::role(Role::CodeString)));
    assert_eq!(
        style_of(&d, 60, "// line 5"),
        Some(Style::role(Role::CodeComment))
    );
    assert!(plain(&d, 60).contains(&"  … 5 more lines (v to view all)".to_string()));
    // The same content in a text file is the one code colour.
    let txt = write("notes.txt", &src);
    assert_eq!(style_of(&txt, 60, "fn"), None);
    for l in txt.render(60).iter().filter(|l| l.plain().starts_with("  │ ")) {
        assert!(
            l.spans.iter().all(|s| s.style == Style::role(Role::Code)),
            "{l:?}"
        );
    }
    // `v`: every line, still coloured, wrapped inside the gutter; no `more` line.
    d.handle_key(Key::char('v'));
    let rows = plain(&d, 24);
    assert!(rows.contains(&"  │ // line 10".to_string()), "{rows:#?}");
    assert!(!rows.iter().any(|r| r.contains("more lines")), "{rows:#?}");
    assert!(rows.contains(&"  │     let s = \"hi\";".to_string()), "{rows:#?}");
    assert_eq!(
        style_of(&d, 24, "// line 10"),
        Some(Style::role(Role::CodeComment))
    );
    let narrow = plain(&d, 12);
    assert!(narrow.contains(&"  │ // line".to_string()), "{narrow:#?}");
    assert!(narrow.contains(&"  │ 10".to_string()), "{narrow:#?}");
    for l in d.render(12) {
        assert!(l.width() <= 12, "{}", l.plain());
    }
}
