//! The lexer per language (a keyword, a string with an escaped quote, a comment, a number, a
//! block comment or string across lines), the language table, grapheme-safe edges and
//! wrapping that matches one-colour text.

use super::{Highlighter, Kind, Lang, highlight_lines, syntax, wrap_code};
use crate::tui::line::Line;
use crate::tui::style::{Role, Style};

/// The pieces of `src` that are not plain, in order, as (kind, text), line by line.
fn marked(lang: Lang, src: &str) -> Vec<(Kind, String)> {
    let mut h = Highlighter::new(lang);
    let mut out = Vec::new();
    for line in src.split('\n') {
        let spans = h.spans(line);
        // The pieces cover the line whole, in order.
        let mut at = 0;
        for (_, r) in &spans {
            assert_eq!(r.start, at, "{line:?}: {spans:?}");
            at = r.end;
        }
        assert_eq!(at, line.len(), "{line:?}: {spans:?}");
        out.extend(
            spans
                .into_iter()
                .filter(|(k, _)| *k != Kind::Plain)
                .map(|(k, r)| (k, line[r].to_string())),
        );
    }
    out
}

use Kind::{Comment as C, Keyword as K, Number as N, Str as S};

fn check(lang: Lang, src: &str, want: &[(Kind, &str)]) {
    let got = marked(lang, src);
    let want: Vec<(Kind, String)> = want.iter().map(|(k, t)| (*k, t.to_string())).collect();
    assert_eq!(got, want, "{lang:?}:\n{src}");
}

#[test]
fn rust() {
    check(
        Lang::Rust,
        "fn main() {\n    let s = \"a \\\"q\\\" b\"; // note\n    /* one\n  /* nested */ two */ let n = 0x1F + 3.5e-2;\n    let c = '\\''; let l: &'a str = r#\"raw \"x\" \"#;\n}",
        &[
            (K, "fn"),
            (K, "let"),
            (S, "\"a \\\"q\\\" b\""),
            (C, "// note"),
            (C, "/* one"),
            (C, "  /* nested */ two */"),
            (K, "let"),
            (N, "0x1F"),
            (N, "3.5e-2"),
            (K, "let"),
            (S, "'\\''"),
            (K, "let"),
            (S, "r#\"raw \"x\" \"#"),
        ],
    );
}

#[test]
fn python() {
    check(
        Lang::Python,
        "def f(x):\n    s = 'it\\'s'  # why\n    d = \"\"\"doc\nmore\"\"\" if x else 42\n",
        &[
            (K, "def"),
            (S, "'it\\'s'"),
            (C, "# why"),
            (S, "\"\"\"doc"),
            (S, "more\"\"\""),
            (K, "if"),
            (K, "else"),
            (N, "42"),
        ],
    );
}

#[test]
fn javascript_and_typescript() {
    let src = "const s = \"a\\\"b\"; // c\n/* x\ny */ let t = `multi\nline ${1}`; return 10;";
    let want = [
        (K, "const"),
        (S, "\"a\\\"b\""),
        (C, "// c"),
        (C, "/* x"),
        (C, "y */"),
        (K, "let"),
        (S, "`multi"),
        (S, "line ${1}`"),
        (K, "return"),
        (N, "10"),
    ];
    check(Lang::JavaScript, src, &want);
    for path in ["a.js", "a.mjs", "a.cjs", "a.ts", "a.tsx", "a.jsx"] {
        assert_eq!(Lang::from_path(path), Lang::JavaScript, "{path}");
    }
}

#[test]
fn go() {
    check(
        Lang::Go,
        "func f() int {\n\ts := \"q\\\"\" // c\n\t/* a\n\tb */ r := `raw\nx`\n\treturn 7\n}",
        &[
            (K, "func"),
            (S, "\"q\\\"\""),
            (C, "// c"),
            (C, "/* a"),
            (C, "\tb */"),
            (S, "`raw"),
            (S, "x`"),
            (K, "return"),
            (N, "7"),
        ],
    );
}

#[test]
fn c_and_cpp() {
    let src = "#include <stdio.h>\nint main() { char *s = \"x\\\"y\"; /* a\nb */ return 0; } // end";
    let want = [
        (K, "#include"),
        (K, "int"),
        (K, "char"),
        (S, "\"x\\\"y\""),
        (C, "/* a"),
        (C, "b */"),
        (K, "return"),
        (N, "0"),
        (C, "// end"),
    ];
    check(Lang::C, src, &want);
    check(Lang::Cpp, src, &want);
    check(
        Lang::Cpp,
        "namespace a { auto p = nullptr; }",
        &[(K, "namespace"), (K, "auto"), (K, "nullptr")],
    );
    for (path, lang) in [
        ("x.c", Lang::C),
        ("x.h", Lang::C),
        ("x.cc", Lang::Cpp),
        ("x.cpp", Lang::Cpp),
        ("x.hpp", Lang::Cpp),
    ] {
        assert_eq!(Lang::from_path(path), lang, "{path}");
    }
}

#[test]
fn java() {
    check(
        Lang::Java,
        "public class A { String s = \"a\\\"b\"; // c\n/* x\n y */ int n = 12; }",
        &[
            (K, "public"),
            (K, "class"),
            (S, "\"a\\\"b\""),
            (C, "// c"),
            (C, "/* x"),
            (C, " y */"),
            (K, "int"),
            (N, "12"),
        ],
    );
}

#[test]
fn shell() {
    check(
        Lang::Shell,
        "if [ \"$#\" -gt 2 ]; then echo \"a \\\" b\" # c\nfi\necho 'multi\nline' x#y",
        &[
            (K, "if"),
            (S, "\"$#\""),
            (N, "2"),
            (K, "then"),
            (S, "\"a \\\" b\""),
            (C, "# c"),
            (K, "fi"),
            (S, "'multi"),
            (S, "line'"),
        ],
    );
    assert_eq!(Lang::from_path("run.bash"), Lang::Shell);
}

#[test]
fn json_toml_yaml() {
    check(
        Lang::Json,
        "{\"k\\\"\": [1.5, true, null]}",
        &[
            (S, "\"k\\\"\""),
            (N, "1.5"),
            (K, "true"),
            (K, "null"),
        ],
    );
    check(
        Lang::Toml,
        "a = \"x\\\"y\" # c\nb = \"\"\"one\ntwo\"\"\"\nc = true\nd = 42",
        &[
            (S, "\"x\\\"y\""),
            (C, "# c"),
            (S, "\"\"\"one"),
            (S, "two\"\"\""),
            (K, "true"),
            (N, "42"),
        ],
    );
    check(
        Lang::Yaml,
        "a: \"x\\\"y\" # c\nb: \"one\n  two\"\nc: true\nd: 3\ne: a#b",
        &[
            (S, "\"x\\\"y\""),
            (C, "# c"),
            (S, "\"one"),
            (S, "  two\""),
            (K, "true"),
            (N, "3"),
        ],
    );
    assert_eq!(Lang::from_path("ci.yml"), Lang::Yaml);
}

#[test]
fn plain_languages_and_labels() {
    for path in ["README.md", "notes.txt", "Makefile", ".bashrc", "x.unknown"] {
        assert_eq!(Lang::from_path(path), Lang::Plain, "{path}");
        assert!(marked(Lang::from_path(path), "fn x() { \"s\" } // 1").is_empty());
    }
    assert_eq!(Lang::from_path("src/Main.RS"), Lang::Rust);
    assert_eq!(Lang::from_path("dir.rs/file"), Lang::Plain);
    for (label, lang) in [
        ("rust", Lang::Rust),
        ("rs", Lang::Rust),
        ("py", Lang::Python),
        ("typescript", Lang::JavaScript),
        ("bash", Lang::Shell),
        ("c++", Lang::Cpp),
        ("yml", Lang::Yaml),
        ("", Lang::Plain),
        ("text", Lang::Plain),
    ] {
        assert_eq!(Lang::from_label(label), lang, "{label}");
    }
}

#[test]
fn keyword_tables_are_sorted() {
    for s in syntax::all() {
        assert!(s.keywords.windows(2).all(|w| w[0] < w[1]), "{:?}", s.keywords);
    }
}

#[test]
fn an_unclosed_single_line_string_ends_with_its_line() {
    check(
        Lang::Python,
        "s = 'open\nx = 1",
        &[(S, "'open"), (N, "1")],
    );
}

#[test]
fn edges_fall_on_grapheme_clusters() {
    // A combining mark after a closing quote, a ZWJ family after a keyword.
    let src = "let s = \"a\"\u{301}; fn\u{200D}x 👨\u{200D}👩\u{200D}👧 1";
    let mut h = Highlighter::new(Lang::Rust);
    let spans = h.spans(src);
    let bounds = crate::tui::width::grapheme_boundaries(src);
    for (_, r) in &spans {
        assert!(bounds.contains(&r.start) && bounds.contains(&r.end), "{spans:?}");
    }
    assert!(spans.contains(&(Kind::Str, 8..13)), "{spans:?}");
}

#[test]
fn lines_carry_the_code_roles_and_plain_is_the_code_colour() {
    let lines = highlight_lines("fn x() {}\n// c", Lang::Rust);
    assert_eq!(lines[0].spans[0].style, Style::role(Role::CodeKeyword));
    assert_eq!(lines[0].spans[1].style, Style::role(Role::Code));
    assert_eq!(lines[1].spans[0].style, Style::role(Role::CodeComment));
    let plain = highlight_lines("fn x() {}", Lang::Plain);
    assert_eq!(plain[0], Line::styled("fn x() {}", Style::role(Role::Code)));
}

#[test]
fn wrapping_matches_one_colour_text() {
    let src = "let value = compute(\"a long string\", 12345) + other_function_name(x); // trailing";
    let coloured = highlight_lines(src, Lang::Rust).remove(0);
    for width in [1, 5, 9, 13, 20, 33, 80, 200] {
        let got = wrap_code(&coloured, width);
        let want = Line::styled(src, Style::role(Role::Code)).wrap(width);
        let plains = |v: &[Line]| v.iter().map(Line::plain).collect::<Vec<_>>();
        assert_eq!(plains(&got), plains(&want), "width {width}");
        assert!(got.iter().all(|l| l.width() <= width.max(1)));
    }
    let rows = wrap_code(&coloured, 20);
    let kw = rows[0].spans.iter().find(|s| s.text == "let");
    assert_eq!(kw.map(|s| s.style), Some(Style::role(Role::CodeKeyword)));
    let number = rows.iter().flat_map(|r| &r.spans).find(|s| s.text.contains("12345"));
    assert_eq!(number.map(|s| s.style), Some(Style::role(Role::CodeNumber)));
}
