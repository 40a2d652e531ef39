//! read, write and edit end to end: exact bytes on disk after CRLF/BOM, fuzzy, ambiguous and
//! multi-step edits, the read-before-write rule, modes kept, and a 100 MB read.

use std::os::unix::fs::PermissionsExt;
use std::time::{Duration, Instant};

use serde_json::json;

use super::{run_calls, run_calls_with, scrub};
use crate::support::Test;

#[test]
fn edit_in_a_crlf_file_with_a_bom_keeps_every_other_byte() {
    let before = b"\xEF\xBB\xBFfirst\r\nsecond\r\nthird\r\n\r\nlast \t\r\n";
    let t = Test::new().write("win.txt", before);
    let (t, ended, _) = run_calls(
        t,
        &[
            ("read", json!({"path": "win.txt"})),
            (
                "edit",
                json!({"path": "win.txt", "old_string": "second\nthird", "new_string": "2nd\n3rd\n3.5"}),
            ),
        ],
    );
    assert_eq!(
        ended[0].text,
        "     1\tfirst\n     2\tsecond\n     3\tthird\n     4\t\n     5\tlast \t\n"
    );
    assert_eq!(
        scrub(&t, &ended[1].text),
        "Edited `win.txt` (resolved to `WORK/win.txt`): 1 replacement; first changed line 2."
    );
    let after = std::fs::read(t.path().join("win.txt")).unwrap_or_default();
    assert_eq!(
        after,
        b"\xEF\xBB\xBFfirst\r\n2nd\r\n3rd\r\n3.5\r\n\r\nlast \t\r\n"
    );
    assert_eq!(ended[1].details["firstChangedLine"], json!(2));
}

#[test]
fn a_fuzzy_edit_leaves_untouched_lines_byte_identical() {
    let before = "a \u{2014} keep  \nprint(\u{201C}hello\u{201D})   \n\u{00A0}tail\u{2019}s\n";
    let t = Test::new().write("f.py", before);
    let (t, ended, _) = run_calls(
        t,
        &[
            ("read", json!({"path": "f.py"})),
            (
                "edit",
                json!({"path": "f.py", "old_string": "print(\"hello\")", "new_string": "print(\"bye\")"}),
            ),
        ],
    );
    assert!(!ended[1].is_error, "{}", ended[1].text);
    assert_eq!(
        t.read("f.py"),
        "a \u{2014} keep  \nprint(\"bye\")   \n\u{00A0}tail\u{2019}s\n"
    );
}

#[test]
fn an_ambiguous_edit_names_the_count_and_lines() {
    let t = Test::new().write("f.txt", "x = 1\nfoo\nx = 1\nbar\nx = 1\n");
    let (t, ended, _) = run_calls(
        t,
        &[
            ("read", json!({"path": "f.txt"})),
            (
                "edit",
                json!({"path": "f.txt", "old_string": "x = 1", "new_string": "x = 2"}),
            ),
        ],
    );
    assert!(ended[1].is_error);
    assert_eq!(
        scrub(&t, &ended[1].text),
        "old_string matches 3 times in `f.txt` (resolved to `WORK/f.txt`), starting at lines 1, 3, 5. Include more surrounding lines to make it unique, or set replace_all=true to replace every match."
    );
    assert_eq!(t.read("f.txt"), "x = 1\nfoo\nx = 1\nbar\nx = 1\n");
}

#[test]
fn a_multi_edit_with_one_failing_step_changes_nothing() {
    let t = Test::new().write("f.txt", "alpha\nbeta\ngamma\n");
    let (t, ended, _) = run_calls(
        t,
        &[
            ("read", json!({"path": "f.txt"})),
            (
                "edit",
                json!({"path": "f.txt", "edits": [
                    {"old_string": "alpha", "new_string": "ALPHA"},
                    {"old_string": "beta", "new_string": "BETA"},
                    {"old_string": "delta", "new_string": "DELTA"}
                ]}),
            ),
        ],
    );
    assert!(ended[1].is_error);
    assert!(
        ended[1]
            .text
            .starts_with("old_string of edit 3 of 3 was not found in `f.txt`")
    );
    assert!(
        ended[1]
            .text
            .ends_with("No edit was applied; the file is unchanged.")
    );
    assert_eq!(t.read("f.txt"), "alpha\nbeta\ngamma\n");
}

#[test]
fn write_needs_a_read_and_keeps_the_mode() {
    let t = Test::new().write("run.sh", "#!/bin/sh\necho old\n");
    let mode = std::fs::Permissions::from_mode(0o751);
    std::fs::set_permissions(t.path().join("run.sh"), mode).unwrap_or_else(|e| panic!("{e}"));
    let (t, ended, _) = run_calls(
        t,
        &[
            (
                "write",
                json!({"path": "run.sh", "content": "#!/bin/sh\necho new\n"}),
            ),
            ("read", json!({"path": "run.sh"})),
            (
                "write",
                json!({"path": "run.sh", "content": "#!/bin/sh\necho new\n"}),
            ),
            (
                "write",
                json!({"path": "new/dir/file.txt", "content": "fresh"}),
            ),
        ],
    );
    assert_eq!(
        scrub(&t, &ended[0].text),
        "`run.sh` (resolved to `WORK/run.sh`) has not been read in this session, so it cannot be overwritten. Read it with the read tool first, then retry."
    );
    assert_eq!(
        scrub(&t, &ended[2].text),
        "Replaced `run.sh` (resolved to `WORK/run.sh`): wrote 19 bytes, 2 lines."
    );
    assert_eq!(
        scrub(&t, &ended[3].text),
        "Created `new/dir/file.txt` (resolved to `WORK/new/dir/file.txt`): wrote 5 bytes, 1 line."
    );
    assert_eq!(t.read("run.sh"), "#!/bin/sh\necho new\n");
    assert_eq!(t.read("new/dir/file.txt"), "fresh");
    let meta = std::fs::metadata(t.path().join("run.sh")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(meta.permissions().mode() & 0o7777, 0o751);
}

#[test]
fn require_read_can_be_turned_off_in_the_config() {
    let t = Test::new().write("f.txt", "old");
    let (t, ended, _) = run_calls_with(
        t,
        &[("write", json!({"path": "f.txt", "content": "new"}))],
        json!({"tools": {"write": {"requireRead": false}}}),
        &[],
    );
    assert!(!ended[0].is_error, "{}", ended[0].text);
    assert_eq!(t.read("f.txt"), "new");
}

#[test]
fn a_100_mb_read_is_quick_and_bounded() {
    let t = Test::new();
    let line = format!("{}\n", "y".repeat(99));
    let block = line.repeat(10_000);
    let mut f = std::fs::File::create(t.path().join("big.log")).unwrap_or_else(|e| panic!("{e}"));
    for _ in 0..100 {
        std::io::Write::write_all(&mut f, block.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    }
    drop(f);
    let started = Instant::now();
    let (_, ended, _) = run_calls(t, &[("read", json!({"path": "big.log"}))]);
    let took = started.elapsed();
    let text = &ended[0].text;
    assert!(text.len() <= 50 * 1024 + 100, "{}", text.len());
    assert!(text.starts_with(&format!("     1\t{}\n", "y".repeat(99))));
    assert!(
        text.ends_with("[Showing lines 1-478 of 1000000. Use offset=479 to continue.]"),
        "{}",
        &text[text.len() - 100..]
    );
    assert!(took < Duration::from_secs(10), "{took:?}");
}
