//! Previews against a real temporary directory.

use std::path::Path;

use serde_json::json;

use super::{MAX_DIR_ENTRIES, Severity, bash, edit, write};
use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;

fn setup() -> (tempfile::TempDir, Project) {
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let w = tmp.path();
    std::fs::create_dir_all(w.join("build/sub")).unwrap_or_else(|e| panic!("{e}"));
    for (p, c) in [
        ("build/a.o", "12345"),
        ("build/sub/b.o", "1"),
        ("old.txt", "x\ny\n"),
    ] {
        std::fs::write(w.join(p), c).unwrap_or_else(|e| panic!("{e}"));
    }
    let project = Project::with(w, Some(Path::new("/home/u")), Path::new("/d/auth.json"));
    (tmp, project)
}

#[test]
fn bash_targets() {
    let (_tmp, p) = setup();
    let pv = bash(
        &p,
        &analyze("rm -r build && rm old.txt missing.txt *.log > out.txt"),
        false,
    );
    assert_eq!(pv.kind, "bash");
    assert_eq!(pv.severity, Severity::Warn);
    assert_eq!(pv.lines[0], "rm build: directory, 2 files, 6 B");
    assert_eq!(pv.lines[1], "rm old.txt: file, 4 B");
    assert_eq!(pv.lines[2], "rm missing.txt: does not exist");
    assert!(pv.lines[3].contains("*.log (not expanded"));
    assert_eq!(pv.lines[4], "> out.txt: does not exist");
    assert_eq!(pv.affected.len(), 4);
    assert_eq!(pv.affected[0].files, Some(2));

    let pv = bash(
        &p,
        &analyze("sh -c 'git clean -fd' ; git reset --hard; git checkout -- old.txt"),
        true,
    );
    assert_eq!(pv.severity, Severity::Danger);
    assert!(pv.lines[0].starts_with("git clean: removes untracked files"));
    assert_eq!(
        pv.lines[1],
        "git reset --hard: discards every uncommitted change"
    );
    assert_eq!(pv.lines[2], "git checkout -- old.txt: file, 4 B");

    let pv = bash(&p, &analyze("echo hi"), false);
    assert_eq!((pv.severity, pv.lines.len()), (Severity::Info, 0));
    let pv = bash(&p, &analyze("rm -rf $DIR"), false);
    assert!(pv.lines[0].contains("$DIR (not expanded"));
}

#[test]
fn directory_counts_are_capped() {
    let (tmp, p) = setup();
    let big = tmp.path().join("big");
    std::fs::create_dir(&big).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..MAX_DIR_ENTRIES + 5 {
        std::fs::write(big.join(i.to_string()), "").unwrap_or_else(|e| panic!("{e}"));
    }
    let pv = bash(&p, &analyze("rm -r big"), false);
    assert_eq!(pv.affected[0].files, Some(MAX_DIR_ENTRIES as u64));
    assert!(pv.lines.iter().any(|l| l.contains("at most 2000 entries")));
}

#[test]
fn write_and_edit() {
    let (tmp, _p) = setup();
    let old = tmp.path().join("old.txt");
    let pv = write(&old, "a\nb\nc\n", false);
    assert_eq!(
        pv.lines[0],
        format!("overwrite {}: 2 lines, 4 B → 3 lines, 6 B", old.display())
    );
    assert_eq!(pv.lines[1], "this file was not read in this session");
    assert_eq!(pv.severity, Severity::Warn);
    assert_eq!(write(&old, "x", true).lines.len(), 1);
    let new = tmp.path().join("new.txt");
    let pv = write(&new, "hello\n", true);
    assert_eq!(
        pv.lines,
        [format!("create {}: 1 lines, 6 B", new.display())]
    );
    assert_eq!(pv.severity, Severity::Info);

    std::fs::write(&old, "a\nb\na\nc\n").unwrap_or_else(|e| panic!("{e}"));
    let pv = edit(
        &old,
        &json!({"path": "old.txt", "old_string": "b\n", "new_string": "B1\nB2\n"}),
    );
    assert_eq!(pv.lines[0], "edit 1: −1/+2 lines");
    assert_eq!(pv.severity, Severity::Info);
    let pv = edit(
        &old,
        &json!({"edits": [
            {"oldText": "a", "newText": "x"},
            {"oldText": "zzz", "newText": "y"},
            {"oldText": "a", "newText": "x", "replaceAll": true},
            {"oldText": "c", "newText": ""}
        ]}),
    );
    assert_eq!(
        pv.lines[..4],
        [
            "edit 1: ambiguous (2 matches)",
            "edit 2: no match",
            "edit 3: −2/+2 lines",
            "edit 4: −1/+1 lines"
        ]
    );
    assert_eq!(pv.severity, Severity::Warn);
    let pv = edit(
        &tmp.path().join("nope"),
        &json!({"old_string": "a", "new_string": "b"}),
    );
    assert!(pv.lines[0].ends_with("does not exist"));
}

#[test]
fn a_symlinked_target_shows_where_it_resolves() {
    let (tmp, p) = setup();
    std::os::unix::fs::symlink(tmp.path().join("old.txt"), tmp.path().join("alias"))
        .unwrap_or_else(|e| panic!("{e}"));
    let pv = bash(&p, &analyze("echo x > alias"), false);
    let real = tmp.path().join("old.txt");
    assert_eq!(
        pv.lines[0],
        format!("> alias (resolves to {}): file, 4 B", real.display())
    );
}
