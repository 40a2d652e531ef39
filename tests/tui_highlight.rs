//! Issue #29's "the write approval shows the content (the first lines, syntax-coloured, with a
//! `v` to see all)": in real tmux with colour on (`capture-pane -e`), a `.rs` write shows `fn` in
//! the keyword colour and a string in the string colour, in the preview and after `v`, and the
//! same content as `.txt` shows no keyword colour; then a VT frame golden of the dialog with the
//! colours written out (`[kw:fn]`), from the real renderer through the vt100 emulator.

use std::path::PathBuf;

use serde_json::json;

use ama::tui::component::{Component, FrameBuilder};
use ama::tui::components::approval::{ApprovalDialog, ApprovalRequest, Subject};
use ama::tui::keys::Key;
use ama::tui::renderer::Renderer;
use ama::tui::style::{ColorLevel, Theme};
use ama::tui::terminal::MemoryTerminal;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::tmux::{AmaPane, Tmux};

/// 256-colour SGR of the theme's syntax roles (`src/tui/style.rs`).
const KEYWORD: &str = "\u{1b}[38;5;177m";
const STRING: &str = "\u{1b}[38;5;150m";

const RUST: &str = "fn main() {\n    let s = \"hi there\";\n}\n";

fn pane_with_escapes(tmux: &Tmux) -> String {
    tmux.cmd(&["capture-pane", "-p", "-e", "-t", "t"])
}

/// The row of `raw` whose text, without SGR sequences, contains `text`.
fn row_with<'a>(raw: &'a str, text: &str) -> &'a str {
    raw.lines()
        .find(|l| strip(l).contains(text))
        .unwrap_or_else(|| panic!("no row with {text:?} in\n{raw}"))
}

fn strip(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(i) = rest.find("\u{1b}[") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        rest = after.find('m').map_or("", |m| &after[m + 1..]);
    }
    out.push_str(rest);
    out
}

#[track_caller]
fn assert_coloured(raw: &str) {
    let row = row_with(raw, "│ fn main() {");
    assert!(
        row.contains(&format!("{KEYWORD}fn\u{1b}[")),
        "`fn` in the keyword colour, another SGR right after it: {row:?}"
    );
    let row = row_with(raw, "let s = \"hi there\";");
    assert!(
        row.contains(&format!("{KEYWORD}let\u{1b}[")),
        "`let` in the keyword colour: {row:?}"
    );
    assert!(
        row.contains(&format!("{STRING}\"hi there\"\u{1b}[")),
        "the string in the string colour: {row:?}"
    );
}

#[test]
fn a_rust_write_is_syntax_coloured_and_a_text_write_is_not() {
    if !Tmux::installed() {
        return;
    }
    let mock = MockServer::start(vec![
        Turn::new().tool_call(
            "call_1",
            "write",
            json!({"path": "src/main.rs", "content": RUST}),
        ),
        Turn::text("Not written."),
        Turn::new().tool_call(
            "call_2",
            "write",
            json!({"path": "notes.txt", "content": RUST}),
        ),
        Turn::text("Not written either."),
    ]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let tmux = AmaPane::new(&t, "highlight").size(80, 30).colour().start();
    tmux.wait_for("the status bar", |p| p.contains("mode:"));
    tmux.text("write rs");
    tmux.wait_for("the typed text", |p| p.contains("write rs"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the write dialog", |p| p.contains("src/main.rs  (3 lines)"));
    let raw = pane_with_escapes(&tmux);
    assert_coloured(&raw);

    // `v`: the whole content, still coloured.
    tmux.text("v");
    tmux.wait_for("the full view", |p| p.contains("v hide input"));
    assert_coloured(&pane_with_escapes(&tmux));
    tmux.text("3");
    tmux.wait_for("the first answer", |p| p.contains("Not written."));

    tmux.text("write txt");
    tmux.wait_for("the typed text", |p| p.contains("write txt"));
    tmux.keys(&["Enter"]);
    tmux.wait_for("the second dialog", |p| p.contains("notes.txt  (3 lines)"));
    let raw = pane_with_escapes(&tmux);
    let row = row_with(&raw, "│ fn main() {");
    assert!(
        !raw.contains(KEYWORD) && !raw.contains(STRING),
        "a .txt write has no syntax colours: {row:?}"
    );
    // …but it is still in the code colour (256-colour 73), not plain.
    assert!(row.contains("\u{1b}[38;5;73m"), "{row:?}");
    tmux.text("3");
    tmux.wait_for("the second answer", |p| p.contains("Not written either."));
    assert!(!t.path().join("src/main.rs").exists());
    assert!(!t.path().join("notes.txt").exists());
}

/// The screen's text with each run of a syntax colour written out: `[kw:fn]`, `[str:"x"]`,
/// `[com:// c]`, `[num:42]`; the plain code colour and the rest stay bare.
fn annotated(vt: &vt100::Parser) -> String {
    let s = vt.screen();
    let (rows, cols) = s.size();
    let name = |c: vt100::Color| match c {
        vt100::Color::Idx(177) => Some("kw"),
        vt100::Color::Idx(150) => Some("str"),
        vt100::Color::Idx(243) => Some("com"),
        vt100::Color::Idx(209) => Some("num"),
        _ => None,
    };
    let mut out = Vec::new();
    for r in 0..rows {
        let mut line = String::new();
        let mut open: Option<&str> = None;
        for c in 0..cols {
            let Some(cell) = s.cell(r, c) else { continue };
            if cell.is_wide_continuation() {
                continue;
            }
            let kind = name(cell.fgcolor());
            if kind != open {
                if open.is_some() {
                    line.push(']');
                }
                if let Some(k) = kind {
                    line.push_str(&format!("[{k}:"));
                }
                open = kind;
            }
            let text = cell.contents();
            line.push_str(if text.is_empty() { " " } else { text });
        }
        if open.is_some() {
            line.push(']');
        }
        out.push(line.trim_end().to_string());
    }
    while out.last().is_some_and(|l| l.is_empty()) {
        out.pop();
    }
    out.join("\n") + "\n"
}

fn check_golden(name: &str, got: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/tui")
        .join(format!("highlight-{name}.txt"));
    if ["UPDATE_GOLDEN", "AMA_UPDATE_GOLDEN"]
        .iter()
        .any(|v| std::env::var_os(v).is_some())
    {
        std::fs::write(&path, got).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
    let want = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_GOLDEN=1)", path.display()));
    assert_eq!(got, want, "{name} differs from {}", path.display());
}

/// The dialog drawn alone by the renderer at `cols` × `rows`, as the emulator shows it.
fn frame(dialog: &ApprovalDialog, cols: u16, rows: u16) -> String {
    let mut r = Renderer::new(
        MemoryTerminal::new(cols, rows),
        Theme::dark(ColorLevel::Ansi256),
    );
    let mut fb = FrameBuilder::new();
    fb.component(dialog, usize::from(cols));
    r.render(&fb.build())
        .unwrap_or_else(|e| panic!("render: {e}"));
    let mut vt = vt100::Parser::new(rows, cols, 0);
    for f in &r.terminal().frames {
        vt.process(f);
    }
    annotated(&vt)
}

#[test]
fn the_write_dialog_frame_with_its_colours() {
    let content = "/* Counts to\n   three. */\nfn count() -> u32 {\n    let msg = \"say \\\"hi\\\"\"; // greet\n    let n = 3;\n    n\n}\nconst A: &str = \"a\";\nconst B: u8 = 0xFF;\nconst C: f32 = 1.5e-3;\n";
    let req = ApprovalRequest {
        tool: "write".into(),
        agent: None,
        subject: Subject::Write {
            path: "src/count.rs".into(),
            content: content.into(),
        },
        preview: Vec::new(),
        auto_reason: None,
        full_input: String::new(),
        scope: "writes under src/".into(),
    };
    let mut dialog = ApprovalDialog::new(req);
    check_golden("write-60x20", &frame(&dialog, 60, 20));
    dialog.handle_key(Key::char('v'));
    check_golden("write-view-34x30", &frame(&dialog, 34, 30));
    for l in dialog.render(34) {
        assert!(l.width() <= 34, "{}", l.plain());
    }
}
