//! Table tests for `grep` over a small tree with ignored, hidden, binary and non-UTF-8 files.

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;

use serde_json::json;

use super::GrepTool;
use crate::tools::test_ctx::{World, text};

fn world() -> World {
    let w = World::new();
    std::fs::create_dir(w.path(".git")).unwrap_or_else(|e| panic!("{e}"));
    w.write(".gitignore", "ignored.txt\n");
    w.write("a.rs", "fn main() {}\nlet needle = 1;\n");
    w.write("ignored.txt", "needle\n");
    w.write(".hidden/x.txt", "needle\n");
    w.write("bin.dat", b"needle\0\x01");
    w.write(
        "sub/b.txt",
        "one\ntwo\nneedle here\nfour\nfive\nsix\nneedle again\n",
    );
    let odd = w.dir.path().join(OsStr::from_bytes(b"bad\xff.md"));
    std::fs::write(odd, b"needle \xfe\n").unwrap_or_else(|e| panic!("{e}"));
    w
}

#[test]
fn grep_table() {
    let w = world();
    let cases = [
        (
            json!({"pattern": "needle"}),
            "a.rs:2:let needle = 1;\nbad\u{FFFD}.md:1:needle \u{FFFD}\nsub/b.txt:3:needle here\nsub/b.txt:7:needle again",
        ),
        (
            // As in ripgrep, a glob overrides the ignore files.
            json!({"pattern": "needle", "hidden": true, "glob": "*.txt"}),
            ".hidden/x.txt:1:needle\nignored.txt:1:needle\nsub/b.txt:3:needle here\nsub/b.txt:7:needle again",
        ),
        (
            json!({"pattern": "needle", "output_mode": "files_with_matches"}),
            "a.rs\nbad\u{FFFD}.md\nsub/b.txt",
        ),
        (
            json!({"pattern": "needle", "output_mode": "count", "path": "sub"}),
            "sub/b.txt:2",
        ),
        (
            json!({"pattern": "needle", "type": "rust"}),
            "a.rs:2:let needle = 1;",
        ),
        (
            json!({"pattern": "NEEDLE H", "ignore_case": true}),
            "sub/b.txt:3:needle here",
        ),
        (
            json!({"pattern": "needle = 1;", "literal": true}),
            "a.rs:2:let needle = 1;",
        ),
        (
            json!({"pattern": "needle", "limit": 2}),
            "a.rs:2:let needle = 1;\nbad\u{FFFD}.md:1:needle \u{FFFD}\n[Showing 2 of 4 matching lines in 3 files. Narrow the pattern, path or glob, or raise limit.]",
        ),
        (
            json!({"pattern": "here|again", "context": 1, "path": "sub/b.txt"}),
            "sub/b.txt-2-two\nsub/b.txt:3:needle here\nsub/b.txt-4-four\n--\nsub/b.txt-6-six\nsub/b.txt:7:needle again",
        ),
        (
            json!({"pattern": "zzz", "path": "sub"}),
            "No matches for \"zzz\" in `sub` (resolved to `DIR/sub`).",
        ),
    ];
    let dir = w.dir.path().display().to_string();
    for (args, want) in cases {
        let out = w.run(&GrepTool, args.clone());
        assert!(!out.is_error, "{args}: {}", text(&out));
        assert_eq!(text(&out).replace(&dir, "DIR"), want, "{args}");
    }
}

#[test]
fn grep_errors() {
    let w = world();
    let dir = w.dir.path().display().to_string();
    let cases = [
        (json!({"pattern": "("}), "`pattern` \"(\" does not parse: "),
        (
            json!({"pattern": "x", "type": "nosuchtype"}),
            "Invalid `type`: ",
        ),
        (
            json!({"pattern": "x", "path": "nope"}),
            "`nope` (resolved to `DIR/nope`) does not exist.",
        ),
    ];
    for (args, want) in cases {
        let out = w.run(&GrepTool, args.clone());
        assert!(out.is_error, "{args}");
        assert!(
            text(&out).replace(&dir, "DIR").starts_with(want),
            "{args}: {}",
            text(&out)
        );
    }
}
