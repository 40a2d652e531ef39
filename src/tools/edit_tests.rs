//! Table tests for `edit`: the bytes on disk after each case, and the exact error texts.

use serde_json::{Value, json};

use super::EditTool;
use crate::tools::read::ReadTool;
use crate::tools::test_ctx::{World, text};

/// (name, file before, args (path is `f.txt`), file after or `None` when unchanged, result text)
type Case = (
    &'static str,
    &'static [u8],
    Value,
    Option<&'static [u8]>,
    &'static str,
);

fn cases() -> Vec<Case> {
    vec![
        (
            "crlf and bom kept, new_string converted",
            b"\xEF\xBB\xBFone\r\ntwo\r\nthree\r\n",
            json!({"old_string": "two\nthree", "new_string": "2\n3\n3.5"}),
            Some(b"\xEF\xBB\xBFone\r\n2\r\n3\r\n3.5\r\n"),
            "Edited `f.txt` (resolved to `DIR/f.txt`): 1 replacement; first changed line 2.",
        ),
        (
            "fuzzy match keeps other lines byte-identical",
            "keep  \nsay \u{201C}hi\u{201D}   \nkeep\u{00A0}too\n".as_bytes(),
            json!({"old_string": "say \"hi\"", "new_string": "say \"bye\""}),
            Some("keep  \nsay \"bye\"   \nkeep\u{00A0}too\n".as_bytes()),
            "Edited `f.txt` (resolved to `DIR/f.txt`): 1 replacement (matched after folding whitespace, quotes or dashes); first changed line 2.",
        ),
        (
            "ambiguous",
            b"x = 1\ny = 2\nx = 1\n\nx = 1\n",
            json!({"old_string": "x = 1", "new_string": "x = 3"}),
            None,
            "old_string matches 3 times in `f.txt` (resolved to `DIR/f.txt`), starting at lines 1, 3, 5. Include more surrounding lines to make it unique, or set replace_all=true to replace every match.",
        ),
        (
            "replace_all",
            b"x = 1\ny = 2\nx = 1\n",
            json!({"old_string": "x = 1", "new_string": "x = 3", "replace_all": true}),
            Some(b"x = 3\ny = 2\nx = 3\n"),
            "Edited `f.txt` (resolved to `DIR/f.txt`): 2 replacements; first changed line 1.",
        ),
        (
            "multi-edit applies in order",
            b"a\nb\nc\n",
            json!({"edits": [{"old_string": "a", "new_string": "A"},
                             {"old_string": "A\nb", "new_string": "AB"}]}),
            Some(b"AB\nc\n"),
            "Edited `f.txt` (resolved to `DIR/f.txt`): 2 replacements; first changed line 1.",
        ),
        (
            "multi-edit with a failing step changes nothing",
            b"a\nb\nc\n",
            json!({"edits": [{"old_string": "a", "new_string": "A"},
                             {"old_string": "zzz", "new_string": "y"}]}),
            None,
            "old_string of edit 2 of 2 was not found in `f.txt` (resolved to `DIR/f.txt`), not even after folding trailing spaces, quotes, dashes and special spaces. Read the file again and copy the text exactly, including indentation. No edit was applied; the file is unchanged.",
        ),
        (
            "unchanged",
            b"a\n",
            json!({"old_string": "a", "new_string": "a"}),
            None,
            "new_string is the same as old_string, so the edit would change nothing. Give the new text in new_string.",
        ),
        (
            "invalid utf-8 around the edit stays",
            b"\xff\xfe bad\nfix me\n\xc3\x28 end",
            json!({"old_string": "fix me", "new_string": "fixed"}),
            Some(b"\xff\xfe bad\nfixed\n\xc3\x28 end"),
            "Edited `f.txt` (resolved to `DIR/f.txt`): 1 replacement; first changed line 2.",
        ),
        (
            "both forms at once",
            b"a\n",
            json!({"old_string": "a", "new_string": "b", "edits": [{"old_string": "a", "new_string": "c"}]}),
            None,
            "Invalid `edits`: both old_string/new_string and edits were given. Pass either one old_string/new_string pair or an edits list, not both.",
        ),
        (
            "empty old_string",
            b"a\n",
            json!({"old_string": "", "new_string": "b"}),
            None,
            "Invalid `old_string`: old_string is empty. Give the exact text to replace; to create or overwrite a whole file, use the write tool.",
        ),
    ]
}

#[test]
fn edit_table() {
    for (name, before, mut args, after, want) in cases() {
        let w = World::new();
        w.write("f.txt", before);
        let read = w.run(&ReadTool, json!({"path": "f.txt"}));
        assert!(!read.is_error, "{name}: {}", text(&read));
        args["path"] = json!("f.txt");
        let out = w.run(&EditTool, args);
        let dir = w.dir.path().display().to_string();
        assert_eq!(text(&out).replace(&dir, "DIR"), want, "{name}");
        assert_eq!(out.is_error, after.is_none(), "{name}");
        assert_eq!(w.bytes("f.txt"), after.unwrap_or(before), "{name}");
    }
}

#[test]
fn refuses_unread_files_and_directories() {
    let w = World::new();
    w.write("f.txt", "a\n");
    let out = w.run(
        &EditTool,
        json!({"path": "f.txt", "old_string": "a", "new_string": "b"}),
    );
    assert!(out.is_error);
    assert!(text(&out).contains("has not been read in this session, so it cannot be edited"));
    let out = w.run(
        &EditTool,
        json!({"path": "nope.txt", "old_string": "a", "new_string": "b"}),
    );
    assert!(text(&out).ends_with("does not exist. To create a file, use the write tool."));
    std::fs::create_dir(w.path("d")).unwrap_or_else(|e| panic!("{e}"));
    let out = w.run(
        &EditTool,
        json!({"path": "d", "old_string": "a", "new_string": "b"}),
    );
    assert!(text(&out).contains("is a directory, not a file."));
    assert_eq!(w.bytes("f.txt"), b"a\n");
}

#[test]
fn details_carry_a_unified_diff() {
    let w = World::new();
    w.write("f.txt", "1\n2\n3\n");
    w.run(&ReadTool, json!({"path": "f.txt"}));
    let out = w.run(
        &EditTool,
        json!({"path": "f.txt", "old_string": "2", "new_string": "two"}),
    );
    let details = out.details.unwrap_or_default();
    assert_eq!(details["firstChangedLine"], json!(2));
    assert_eq!(
        details["diff"],
        json!("--- f.txt\n+++ f.txt\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n")
    );
}
