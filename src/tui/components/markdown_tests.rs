//! Markdown rendering at two widths (plain text compared; styles checked where they matter).

use super::{Markdown, render_markdown};
use crate::tui::component::Component;
use crate::tui::style::{Role, Style};

fn plain(src: &str, width: usize) -> String {
    render_markdown(src, width)
        .iter()
        .map(|l| l.plain())
        .collect::<Vec<_>>()
        .join("\n")
}

const DOC: &str = "# Title\n\nSome *emphasis*, **strong** and `code` in a paragraph that is long enough to wrap.\n\n- first item\n- second item with more words in it\n  - nested\n\n1. one\n2. two\n\n```rust\nfn main() {}\n```\n\n> quoted text\n\nSee [the docs](https://example.com/docs) and <https://x.io>.\n\n---\n";

#[test]
fn document_at_40_columns() {
    let want = "\
Title

Some emphasis, strong and code in a
paragraph that is long enough to wrap.

• first item
• second item with more words in it
  • nested

1. one
2. two

rust
  fn main() {}

│ quoted text

See the docs (https://example.com/docs)
and https://x.io.

────────────────────────────────────────";
    assert_eq!(plain(DOC, 40), want);
}

#[test]
fn document_at_100_columns() {
    let got = plain(DOC, 100);
    assert!(
        got.contains(
            "Some emphasis, strong and code in a paragraph that is long enough to wrap.\n"
        )
    );
    assert!(got.contains("See the docs (https://example.com/docs) and https://x.io."));
    for l in render_markdown(DOC, 100) {
        assert!(l.width() <= 100);
    }
}

#[test]
fn styles_of_inline_elements() {
    let lines = render_markdown("a *b* **c** `d` [e](http://f)", 80);
    let spans = &lines[0].spans;
    let find = |t: &str| spans.iter().find(|s| s.text == t).map(|s| s.style);
    assert_eq!(find("b"), Some(Style::PLAIN.italic()));
    assert_eq!(find("c"), Some(Style::PLAIN.bold()));
    assert_eq!(find("d"), Some(Style::role(Role::Code)));
    assert_eq!(find("e"), Some(Style::role(Role::Link).underline()));
    let h = render_markdown("## Head", 80);
    assert_eq!(h[0].spans[0].style, Style::role(Role::Heading).bold());
}

#[test]
fn hostile_model_output_is_sanitised() {
    let md = Markdown::new("ok \x1b]52;c;ZWNobyBoaQ==\x07text \x1b[2J\n\n```\n\x1b[31mcode\n```");
    let text: String = md.render(80).iter().map(|l| l.plain()).collect();
    assert!(!text.contains('\x1b'), "{text:?}");
    assert!(text.contains("ok text"));
}

#[test]
fn streaming_appends_and_cache_tracks_width() {
    let mut md = Markdown::new("Hello");
    assert_eq!(md.render(40)[0].plain(), "Hello");
    md.push_str(" **world**");
    assert_eq!(md.render(40)[0].plain(), "Hello world");
    assert_eq!(md.render(8).len(), 2);
    assert_eq!(md.source(), "Hello **world**");
}

#[test]
fn draining_finished_blocks_matches_whole_rendering() {
    let mut md = Markdown::new("");
    let mut drained = Vec::new();
    // Feed DOC in small deltas, draining as the interactive mode will.
    let chars: Vec<char> = DOC.chars().collect();
    for chunk in chars.chunks(7) {
        md.push_str(&chunk.iter().collect::<String>());
        drained.extend(md.drain_finished(40));
    }
    drained.extend(md.render(40));
    let got: Vec<String> = drained.iter().map(|l| l.plain()).collect();
    assert_eq!(got.join("\n").trim_end(), plain(DOC, 40));
}

#[test]
fn a_fenced_block_with_blank_lines_is_not_split() {
    let mut md = Markdown::new("intro\n\n```py\na = 1\n\nb = 2\n");
    let first: Vec<String> = md.drain_finished(40).iter().map(|l| l.plain()).collect();
    assert_eq!(first, ["intro", ""]);
    assert!(
        md.drain_finished(40).is_empty(),
        "inside the fence nothing is finished"
    );
    md.push_str("```\n\nafter\n");
    let code: Vec<String> = md.drain_finished(40).iter().map(|l| l.plain()).collect();
    assert_eq!(code, ["py", "  a = 1", "  ", "  b = 2", ""]);
    assert_eq!(md.source(), "after\n");
}

#[test]
fn streaming_twenty_thousand_deltas_stays_cheap() {
    let mut md = Markdown::new("");
    let start = std::time::Instant::now();
    let mut rows = 0;
    for i in 0..20_000 {
        md.push_str(if i % 50 == 49 { "word.\n\n" } else { "word " });
        rows += md.drain_finished(80).len();
        rows += md.render(80).len();
    }
    assert!(rows > 0);
    // Generous bound; the measured figure is in docs/tui.md.
    assert!(
        start.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}

#[test]
#[ignore]
fn perf_tail_render() {
    let mut md = Markdown::new("");
    let t = std::time::Instant::now();
    for i in 0..20_000 {
        md.push_str(if i % 40 == 39 { "end.\n\n" } else { "word " });
        md.drain_finished(80);
        md.render(80);
    }
    println!("markdown only: {:?} per 1000", t.elapsed() / 20);
}

#[test]
fn tables_align_or_fall_back_to_entries() {
    let src = "Before.\n\n| Name | Size |\n|------|-----:|\n| `a.rs` | 12 KiB |\n| longer name | 3 B |\n\nAfter.";
    assert_eq!(
        plain(src, 40),
        "Before.\n\nName        │ Size\n────────────┼───────\na.rs        │ 12 KiB\nlonger name │ 3 B\n\nAfter."
    );
    assert_eq!(
        plain(src, 16),
        "Before.\n\n• Name: a.rs ·\n  Size: 12 KiB\n• Name: longer\n  name · Size: 3\n  B\n\nAfter."
    );
}

#[test]
fn a_five_megabyte_code_block_is_cut_into_bounded_pieces() {
    let mut md = Markdown::new("```rust\n");
    let mut drained = 0;
    let mut code_rows = 0;
    let line = "let x = 1; // ".to_string() + &"y".repeat(50) + "\n";
    while md.source().len() + drained < 5 * 1024 * 1024 {
        md.push_str(&line);
        let out = md.drain_finished(200);
        code_rows += out
            .iter()
            .filter(|l| l.plain().starts_with("  let x"))
            .count();
        drained += line.len();
        assert!(md.source().len() <= 33 * 1024, "{}", md.source().len());
    }
    md.push_str("```\n");
    code_rows += md
        .render(200)
        .iter()
        .filter(|l| l.plain().starts_with("  let x"))
        .count();
    // Every line of the block is shown once, cut or not.
    assert_eq!(code_rows, drained / line.len());
    assert!(
        md.source().starts_with("```rust\n"),
        "the fence is reopened"
    );
}

#[test]
fn a_proposed_plan_is_a_titled_block_without_its_tags() {
    let src = "Here is the plan.\n<proposed_plan>\n1. Read the code\n2. Fix it\n</proposed_plan>\nDone.";
    let rows: Vec<String> = render_markdown(src, 40).iter().map(|l| l.plain()).collect();
    assert!(!rows.iter().any(|r| r.contains("proposed_plan")), "{rows:?}");
    let title = rows.iter().position(|r| r == "Proposed plan");
    assert!(title.is_some(), "{rows:?}");
    let title = title.unwrap_or(0);
    assert!(rows[title - 2].starts_with("───"), "a rule above the title: {rows:?}");
    assert!(rows[title + 2].contains("Read the code"), "{rows:?}");
    let close = rows.iter().rposition(|r| r.starts_with("───"));
    assert!(close > Some(title), "a rule closes the block: {rows:?}");
    assert_eq!(rows.last().map(String::as_str), Some("Done."));
}

#[test]
fn a_fenced_code_block_is_coloured_by_its_label() {
    let styles_of = |src: &str, word: &str| -> Vec<Style> {
        render_markdown(src, 40)
            .iter()
            .flat_map(|l| l.spans.clone())
            .filter(|s| s.text.contains(word))
            .map(|s| s.style)
            .collect()
    };
    let rust = "```rust\nfn main() { let s = \"hi\"; } // c\n```";
    assert_eq!(styles_of(rust, "fn"), [Style::role(Role::CodeKeyword)]);
    assert_eq!(styles_of(rust, "\"hi\""), [Style::role(Role::CodeString)]);
    assert_eq!(styles_of(rust, "// c"), [Style::role(Role::CodeComment)]);
    // No label, or an unknown one: the one code colour, as before.
    for src in ["```\nfn main() {}\n```", "```text\nfn main() {}\n```"] {
        assert_eq!(styles_of(src, "fn"), [Style::role(Role::Code)], "{src}");
    }
    // A long coloured line wraps where one-colour text does.
    let line = "value = compute('a long string here', 12345) + other_name";
    for width in [12, 20, 30] {
        let rows = |src: String| -> Vec<String> {
            let r = render_markdown(&src, width);
            r.iter().map(|l| l.plain()).filter(|l| l != "py").collect()
        };
        let coloured = rows(format!("```py\n{line}\n```"));
        assert!(coloured.len() > 1, "{coloured:?}");
        assert_eq!(coloured, rows(format!("```\n{line}\n```")), "width {width}");
    }
}
