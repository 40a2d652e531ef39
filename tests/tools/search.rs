//! grep, glob and ls end to end over a real git repository: ignore files, hidden and binary files,
//! and names and contents that are not UTF-8.

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;

use serde_json::json;

use super::run_calls;
use crate::support::Test;

fn repo() -> Test {
    let t = Test::new()
        .write(".gitignore", "build/\n*.tmp\n")
        .write("src/main.rs", "fn main() {\n    println!(\"needle\");\n}\n")
        .write("src/lib.rs", "// no match here\n")
        .write("build/out.rs", "needle in ignored dir\n")
        .write("scratch.tmp", "needle in ignored file\n")
        .write(".config/hidden.rs", "needle hidden\n")
        .write("logo.bin", b"needle\0\x89binary")
        .write("notes.md", b"needle \xff\xfe bytes\nplain line\n");
    let status = std::process::Command::new("git")
        .args(["init", "-q"])
        .current_dir(t.path())
        .status();
    assert!(status.is_ok_and(|s| s.success()), "git init");
    let odd = t.path().join(OsStr::from_bytes(b"caf\xe9.txt"));
    std::fs::write(odd, b"needle latin1 name\n").unwrap_or_else(|e| panic!("{e}"));
    t
}

#[test]
fn grep_respects_gitignore_and_skips_binaries() {
    let (_, ended, _) = run_calls(
        repo(),
        &[
            ("grep", json!({"pattern": "needle"})),
            (
                "grep",
                json!({"pattern": "needle", "hidden": true, "output_mode": "files_with_matches"}),
            ),
            (
                "grep",
                json!({"pattern": "NEEDLE", "ignore_case": true, "output_mode": "count", "type": "rust"}),
            ),
            (
                "grep",
                json!({"pattern": "println", "context": 1, "path": "src"}),
            ),
        ],
    );
    assert_eq!(
        ended[0].text,
        "caf\u{FFFD}.txt:1:needle latin1 name\nnotes.md:1:needle \u{FFFD}\u{FFFD} bytes\nsrc/main.rs:2:    println!(\"needle\");"
    );
    assert_eq!(
        ended[1].text,
        ".config/hidden.rs\ncaf\u{FFFD}.txt\nnotes.md\nsrc/main.rs"
    );
    assert_eq!(ended[2].text, "src/main.rs:1");
    assert_eq!(
        ended[3].text,
        "src/main.rs-1-fn main() {\nsrc/main.rs:2:    println!(\"needle\");\nsrc/main.rs-3-}"
    );
    assert_eq!(ended[0].details["matches"], json!(3));
}

#[test]
fn glob_and_ls_list_odd_names() {
    let (_, ended, _) = run_calls(
        repo(),
        &[
            ("glob", json!({"pattern": "**/*.rs"})),
            ("glob", json!({"pattern": "*.txt"})),
            ("ls", json!({})),
            ("ls", json!({"path": "src", "ignore": ["lib.*"]})),
            ("read", json!({"path": "notes.md"})),
        ],
    );
    let mut rs: Vec<&str> = ended[0].text.lines().collect();
    rs.sort();
    assert_eq!(rs, ["src/lib.rs", "src/main.rs"]);
    assert_eq!(ended[1].text, "caf\u{FFFD}.txt");
    assert_eq!(
        ended[2].text,
        ".config/\n.git/\n.gitignore\nbuild/\ncaf\u{FFFD}.txt\nlogo.bin\nnotes.md\nscratch.tmp\nsrc/"
    );
    assert_eq!(ended[3].text, "main.rs");
    assert_eq!(
        ended[4].text,
        "     1\tneedle \u{FFFD}\u{FFFD} bytes\n     2\tplain line\n"
    );
}
