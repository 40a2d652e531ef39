//! Editor key-sequence tables: terminal bytes in (through the real key parser), text and cursor
//! out, `|` marking the cursor.

use std::time::{Duration, Instant};

use super::{Editor, EditorAction};
use crate::tui::keys::{Input, Key, KeyCode, StdinBuffer};

fn inputs(bytes: &[u8]) -> Vec<Input> {
    let mut sb = StdinBuffer::new(Duration::from_millis(50));
    let t = Instant::now();
    let mut v = sb.feed(bytes, t);
    v.extend(sb.flush(t + Duration::from_secs(1)));
    v
}

fn show(e: &Editor) -> String {
    let (row, col) = e.buffer().cursor();
    let mut lines: Vec<String> = e.buffer().lines().to_vec();
    lines[row].insert(col, '|');
    lines.join("\n")
}

fn type_into(e: &mut Editor, bytes: &[u8]) -> Vec<EditorAction> {
    inputs(bytes).iter().map(|i| e.handle(i)).collect()
}

#[test]
fn key_sequence_table() {
    let cases: &[(&[u8], &str)] = &[
        (b"hello", "hello|"),
        (b"hello\x1b[D\x1b[D", "hel|lo"),
        (b"hello\x01", "|hello"),
        (b"hello\x01\x05", "hello|"),
        (b"hello\x1b[H!", "!|hello"),
        (b"hello\x1b[F", "hello|"),
        (b"hello world\x17", "hello |"),
        (b"hello world\x1b\x7f", "hello |"),
        (b"hello world\x01\x1bf", "hello| world"),
        (b"hello world\x1bb", "hello |world"),
        (b"hello world\x1b[1;5D\x1b[1;5D", "|hello world"),
        (b"hello world\x01\x1b[1;3C\x1b[1;3C", "hello world|"),
        (b"one two\x01\x1bd", "| two"),
        (b"hello world\x1bb\x0b", "hello |"),
        (b"hello world\x1bb\x15", "|world"),
        (b"hello world\x17\x01\x19", "world|hello "),
        (b"ab\x7f\x7f\x7f", "|"),
        (b"abc\x1b[D\x1b[D\x1b[3~", "a|c"),
        (b"a\x0ab", "a\nb|"),
        (b"a\x1b[13;2ub", "a\nb|"),
        (b"ab\x0acd\x1b[A", "ab|\ncd"),
        (b"abcd\x0aef\x1b[A\x05\x1b[B", "abcd\nef|"),
        (b"ab\x0acd\x01\x7f", "ab|cd"),
        (b"ab\x0acd\x1b[A\x05\x0b", "ab|cd"),
        ("日本語".as_bytes(), "日本語|"),
        ("日本語\x1b[D\x7f".as_bytes(), "日|語"),
        ("cafe\u{301}\x1b[D".as_bytes(), "caf|e\u{301}"),
        ("cafe\u{301}\x7f".as_bytes(), "caf|"),
        (
            "cafe\u{301}\x01\x1b[C\x1b[C\x1b[C\x1b[C".as_bytes(),
            "cafe\u{301}|",
        ),
        (b"x\x1b[200~line1\rline2\x1b[201~", "xline1\nline2|"),
        (b"\x1b[200~\x1b[31mred\x1b]0;t\x07\x1b[201~", "red|"),
        (b"a\x04", "a|"),
        ("a\u{202e}b".as_bytes(), "ab|"),
        (b"ab\x01\x04", "|b"),
    ];
    for (bytes, want) in cases {
        let mut e = Editor::default();
        type_into(&mut e, bytes);
        assert_eq!(show(&e), *want, "keys {:?}", String::from_utf8_lossy(bytes));
    }
}

#[test]
fn submit_follow_up_and_app_keys() {
    let mut e = Editor::default();
    let acts = type_into(&mut e, b"hi\r");
    assert_eq!(
        acts.last(),
        Some(&EditorAction::Submit {
            text: "hi".into(),
            follow_up: false
        })
    );
    assert!(e.is_empty());
    let acts = type_into(&mut e, b"later\x1b\r");
    assert_eq!(
        acts.last(),
        Some(&EditorAction::Submit {
            text: "later".into(),
            follow_up: true
        })
    );
    // Enter on an empty editor sends nothing.
    assert_eq!(type_into(&mut e, b"\r"), vec![EditorAction::Handled]);
    for (bytes, key) in [
        (&b"\x1b"[..], Key::plain(KeyCode::Esc)),
        (b"\x03", Key::ctrl('c')),
        (b"\x04", Key::ctrl('d')),
        (
            b"\x1b[Z",
            Key::new(KeyCode::Tab, crate::tui::keys::Mods::SHIFT),
        ),
        (b"\x0f", Key::ctrl('o')),
        (b"\t", Key::plain(KeyCode::Tab)),
        (
            b"\x1b[1;3A",
            Key::new(KeyCode::Up, crate::tui::keys::Mods::ALT),
        ),
    ] {
        assert_eq!(type_into(&mut e, bytes), vec![EditorAction::Unhandled(key)]);
    }
}

#[test]
fn history_up_down_when_one_line() {
    let mut e = Editor::default();
    type_into(&mut e, b"first\r");
    type_into(&mut e, b"second\r");
    type_into(&mut e, b"dra");
    type_into(&mut e, b"\x1b[A");
    assert_eq!(e.text(), "second");
    type_into(&mut e, b"\x1b[A");
    assert_eq!(e.text(), "first");
    type_into(&mut e, b"\x1b[B\x1b[B");
    assert_eq!(e.text(), "dra");
}

#[test]
fn large_paste_collapses_and_expands_on_send() {
    let mut e = Editor::default();
    let body: String = (1..=50).map(|i| format!("line {i}\r")).collect();
    let mut bytes = b"see \x1b[200~".to_vec();
    bytes.extend_from_slice(body.as_bytes());
    bytes.extend_from_slice(b"\x1b[201~");
    type_into(&mut e, &bytes);
    assert_eq!(e.text(), "see [paste #1 +50 lines]");
    let acts = type_into(&mut e, b"\r");
    let want: String = (1..=50).map(|i| format!("line {i}\n")).collect();
    assert_eq!(
        acts,
        vec![EditorAction::Submit {
            text: format!("see {want}"),
            follow_up: false
        }]
    );
    // Backspace removes a marker whole.
    let mut bytes = b"\x1b[200~".to_vec();
    bytes.extend_from_slice("x".repeat(2000).as_bytes());
    bytes.extend_from_slice(b"\x1b[201~\x7f");
    type_into(&mut e, &bytes);
    assert_eq!(e.text(), "");
}

#[test]
fn command_query_hook() {
    let mut e = Editor::default();
    type_into(&mut e, b"/mo");
    assert_eq!(e.command_query(), Some("mo"));
    type_into(&mut e, b"del x");
    assert_eq!(e.command_query(), None);
}

fn plain(lines: &[crate::tui::line::Line]) -> Vec<String> {
    lines.iter().map(|l| l.plain()).collect()
}

#[test]
fn render_wraps_and_places_cursor_at_two_widths() {
    let mut e = Editor::default();
    type_into(&mut e, "abcdefghij日本語".as_bytes());
    let (lines, cursor) = e.render(10);
    assert_eq!(
        plain(&lines),
        ["──────────", "› abcdefgh", "  ij日本語", "  ", "──────────"]
    );
    assert_eq!(cursor, Some((3, 2)));
    let (lines, cursor) = e.render(40);
    assert_eq!(plain(&lines)[1], "› abcdefghij日本語");
    assert_eq!(cursor, Some((1, 18)));
    for l in &lines {
        assert!(l.width() <= 40);
    }
    // A full row puts the cursor on a new row.
    let mut e = Editor::default();
    type_into(&mut e, b"abcdefgh");
    let (lines, cursor) = e.render(10);
    assert_eq!(
        plain(&lines),
        ["──────────", "› abcdefgh", "  ", "──────────"]
    );
    assert_eq!(cursor, Some((2, 2)));
}

#[test]
fn tall_input_scrolls_to_the_cursor() {
    let mut e = Editor::default();
    for i in 0..30 {
        type_into(&mut e, format!("row {i}\n").as_bytes());
    }
    let (lines, cursor) = e.render(40);
    assert_eq!(lines.len(), super::MAX_ROWS + 2);
    assert_eq!(cursor, Some((super::MAX_ROWS, 2)));
    assert_eq!(lines[super::MAX_ROWS - 1].plain(), "  row 29");
}

#[test]
fn issue_29_key_sequences() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}";
    let flag = "\u{1F1EB}\u{1F1F7}";
    let cases: Vec<(Vec<u8>, String)> = vec![
        // `\` + Enter: a new line, the `\` removed; one in the middle stays.
        (b"one\\\rtwo".to_vec(), "one\ntwo|".into()),
        (b"a\\b\x1b[D\r".to_vec(), "a\n|b".into()),
        // Grapheme clusters are one step and one Backspace.
        (format!("x{family}y\x1b[D\x1b[D").into_bytes(), format!("x|{family}y")),
        (format!("x{family}\x7f").into_bytes(), "x|".into()),
        (format!("{flag}{flag}\x7f").into_bytes(), format!("{flag}|")),
        (format!("a{flag}b\x01\x1b[C\x1b[C").into_bytes(), format!("a{flag}|b")),
        ("\u{1F44D}\u{1F3FD}\x7f".as_bytes().to_vec(), "|".into()),
        (format!("{family}\x01\x04").into_bytes(), "|".into()),
    ];
    for (bytes, want) in cases {
        let mut e = Editor::default();
        type_into(&mut e, &bytes);
        assert_eq!(show(&e), want, "keys {:?}", String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn up_on_the_first_row_goes_on_to_the_older_entry() {
    let mut e = Editor::default();
    type_into(&mut e, b"older\r");
    type_into(&mut e, b"first row\nsecond row\r");
    type_into(&mut e, b"\x1b[A");
    assert_eq!(show(&e), "first row\nsecond row|");
    type_into(&mut e, b"\x1b[A");
    assert_eq!(e.text(), "first row\nsecond row", "↑ moves to the first row first");
    type_into(&mut e, b"\x1b[A");
    assert_eq!(show(&e), "older|");
    type_into(&mut e, b"\x1b[B");
    assert_eq!(show(&e), "first row\nsecond row|");
    type_into(&mut e, b"\x1b[B");
    assert_eq!(show(&e), "|", "the empty draft after the newest");
}

#[test]
fn ctrl_r_searches_accepts_and_cancels() {
    let mut e = Editor::default();
    for p in ["git status", "cargo build", "git log --oneline"] {
        type_into(&mut e, format!("{p}\r").as_bytes());
    }
    type_into(&mut e, b"draft");
    // Ctrl+R, "git": the newest match; Ctrl+R: the older one; Enter takes it, no submit.
    let acts = type_into(&mut e, b"\x12git\x12\r");
    assert!(acts.iter().all(|a| *a == EditorAction::Handled), "{acts:?}");
    assert!(!e.searching());
    assert_eq!(show(&e), "git status|");
    // Esc cancels: the editor is as it was.
    type_into(&mut e, b"\x15mine\x12car");
    assert!(e.searching());
    let (lines, cursor) = e.render(40);
    assert_eq!(plain(&lines)[1..3], ["search history: car", "› cargo build"]);
    assert_eq!(cursor, Some((1, 19)));
    type_into(&mut e, b"\x1b");
    assert!(!e.searching());
    assert_eq!(show(&e), "mine|");
    // Ctrl+C cancels too; another key takes the match and acts.
    type_into(&mut e, b"\x12log\x03");
    assert_eq!(show(&e), "mine|");
    type_into(&mut e, b"\x12log\x01");
    assert_eq!(show(&e), "|git log --oneline");
    // No match: the text being edited stays under the query.
    type_into(&mut e, b"\x12zzz");
    assert_eq!(plain(&e.render(40).0)[1], "search history: zzz  (no match)");
}

#[test]
fn wraps_between_words() {
    let mut e = Editor::default();
    type_into(&mut e, b"the quick brown fox jumps");
    let (lines, cursor) = e.render(14);
    assert_eq!(
        plain(&lines),
        ["──────────────", "› the quick ", "  brown fox ", "  jumps", "──────────────"]
    );
    assert_eq!(cursor, Some((3, 7)));
    // A word wider than the row breaks inside it.
    let mut e = Editor::default();
    type_into(&mut e, b"ab abcdefghijklmn");
    let (lines, _) = e.render(10);
    assert_eq!(
        plain(&lines),
        ["──────────", "› ab ", "  abcdefgh", "  ijklmn", "──────────"]
    );
    // A space at a full row's end takes no room.
    let mut e = Editor::default();
    type_into(&mut e, b"abcdefgh ij");
    let (lines, _) = e.render(10);
    assert_eq!(plain(&lines)[1..3], ["› abcdefgh", "  ij"]);
    for l in &lines {
        assert!(l.width() <= 10);
    }
}

#[test]
fn a_bang_line_shows_the_bash_marker() {
    let mut e = Editor::default();
    type_into(&mut e, b"!ls -la");
    assert!(e.is_bash());
    let (lines, cursor) = e.render(20);
    assert_eq!(plain(&lines)[1], "! ls -la");
    assert_eq!(cursor, Some((1, 8)));
    type_into(&mut e, b"\x01");
    assert_eq!(e.render(20).1, Some((1, 2)));
    let acts = type_into(&mut e, b"\r");
    assert_eq!(
        acts,
        vec![EditorAction::Submit {
            text: "!ls -la".into(),
            follow_up: false
        }]
    );
}
