//! The store against real files: lazy creation, reopening, half-line repair, refusals that never
//! touch the file, `leaf` lines, lazy branch loading, fork and the tree operations.

use std::path::{Path, PathBuf};

use crate::ai::types::{Message, UserContent, UserMessage};
use crate::error::Error;
use crate::session::entry::{Body, Compaction, Entry};
use crate::session::entry_tests::bodies;
use crate::session::load::parse_line;
use crate::session::project::project;
use crate::session::store::Store;
use crate::session::tree::ForkPoint;

fn user(t: &str) -> Body {
    Body::Message(Message::User(UserMessage {
        content: UserContent::Text(t.into()),
        origin: None,
        timestamp: 1,
    }))
}

fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"))
}

fn ok<T>(r: crate::error::Result<T>) -> T {
    r.unwrap_or_else(|e| panic!("{e}"))
}

/// Every entry of a file, parsed, in file order.
fn all_entries(path: &Path) -> Vec<Entry> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .skip(1)
        .filter(|l| !l.starts_with("{\"type\":\"leaf\""))
        .map(|l| parse_line(l.as_bytes()).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

/// A materialised session holding every entry type, closed; returns its path.
fn sample(root: &Path) -> PathBuf {
    let mut s = Store::create(root, Path::new("/w"), None);
    for body in bodies() {
        ok(s.append(body));
    }
    ok(s.materialise());
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    ok(s.close());
    path
}

#[test]
fn lazy_creation_then_one_line_per_entry() {
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/home/me/proj"), None);
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    assert!(path.starts_with(root.path().join("home-me-proj")));
    assert!(
        ok(s.append(user("hi"))).is_empty(),
        "buffered, not announced"
    );
    ok(s.set_leaf(None));
    assert!(!path.exists(), "no file before the first request");
    let written = ok(s.materialise());
    assert_eq!(written.len(), 1);
    assert_eq!(ok(s.append(user("again"))).len(), 1);
    assert!(std::fs::metadata(format!("{}.lock", path.display())).is_ok());
    ok(s.close());
    assert!(std::fs::metadata(format!("{}.lock", path.display())).is_err());
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(lines.iter().all(|l| l.starts_with("{\"type\":")));
    assert!(lines[2].starts_with("{\"type\":\"leaf\",\"id\":null"));
    // The leaf line moved the branch: "again" is a new root.
    assert_eq!(all_entries(&path)[1].parent_id, None);
}

#[test]
fn reopen_gives_the_same_context_and_appends_continue() {
    let root = tmp();
    let path = sample(root.path());
    let entries = all_entries(&path);
    let mut s = ok(Store::open(&path));
    let leaf = entries.last().map(|e| e.id.clone());
    assert_eq!(s.leaf_id(), leaf);
    assert_eq!(ok(s.context()), project(&entries, leaf.as_deref()));
    ok(s.append(user("more")));
    drop(s);
    let after = all_entries(&path);
    assert_eq!(after.len(), entries.len() + 1);
    assert_eq!(after.last().and_then(|e| e.parent_id.clone()), leaf);
}

#[test]
fn a_half_last_line_is_cut_at_every_offset() {
    let root = tmp();
    let path = sample(root.path());
    let full = std::fs::read(&path).unwrap_or_default();
    let last_start = full[..full.len() - 1]
        .iter()
        .rposition(|b| *b == b'\n')
        .map_or(0, |i| i + 1);
    let before = all_entries(&path);
    for cut in last_start + 1..full.len() {
        std::fs::write(&path, &full[..cut]).unwrap_or_else(|e| panic!("{e}"));
        let s = ok(Store::open(&path));
        assert_eq!(s.len(), before.len() - 1, "cut at {cut}");
        drop(s);
        let left = std::fs::read(&path).unwrap_or_default();
        assert_eq!(
            left,
            &full[..last_start],
            "cut at {cut}: only the half line goes"
        );
    }
}

#[test]
fn refusals_name_the_line_and_never_touch_the_file() {
    let root = tmp();
    let path = sample(root.path());
    let good = std::fs::read_to_string(&path).unwrap_or_default();
    let lines: Vec<&str> = good.lines().collect();
    let header = lines[0];
    let with = |i: usize, replacement: &str| {
        let mut l: Vec<&str> = lines.clone();
        l[i] = replacement;
        l.join("\n") + "\n"
    };
    let cases: Vec<(&str, String, u32)> = vec![
        (
            "corrupt middle line",
            with(3, "{\"type\":\"message\",\"id\":"),
            4,
        ),
        ("binary garbage", with(2, "\0\0\0\0"), 3),
        ("second header", with(5, header), 6),
        (
            "entry without id",
            with(4, r#"{"type":"label","targetId":"x"}"#),
            5,
        ),
        ("entry without type", with(4, r#"{"id":"zz"}"#), 5),
        ("missing header", lines[1..].join("\n") + "\n", 1),
        ("empty file", String::new(), 1),
        (
            "version 2",
            with(0, &header.replace("\"version\":1", "\"version\":2")),
            1,
        ),
        (
            "duplicate id",
            format!("{good}{}\n", lines[1]),
            lines.len() as u32 + 1,
        ),
    ];
    for (name, text, line) in cases {
        std::fs::write(&path, &text).unwrap_or_else(|e| panic!("{e}"));
        match Store::open(&path) {
            Err(e @ Error::SessionCorrupt { .. }) => {
                assert_eq!(e.exit_code(), 5, "{name}");
                assert_eq!(e.code(), "session_corrupt");
                let shown = e.to_string();
                assert!(shown.contains(&format!("line {line}:")), "{name}: {shown}");
            }
            other => panic!("{name}: expected session_corrupt, got {:?}", other.err()),
        }
        let after = std::fs::read_to_string(&path).unwrap_or_default();
        assert_eq!(after, text, "{name}: the file was changed");
    }
}

#[test]
fn a_leaf_line_counts_only_after_the_last_entry() {
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/w"), None);
    ok(s.materialise());
    ok(s.append(user("one")));
    let one = s.leaf_id();
    ok(s.append(user("two")));
    ok(s.set_leaf(one.as_deref()));
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    drop(s);
    let s = ok(Store::open(&path));
    assert_eq!(s.leaf_id(), one);
    let mut s = s;
    ok(s.append(user("three")));
    drop(s);
    let mut s = ok(Store::open(&path));
    let ctx = ok(s.context());
    let texts: Vec<String> = ctx
        .to_llm()
        .iter()
        .filter_map(|m| match m {
            Message::User(u) => Some(u.content.text()),
            _ => None,
        })
        .collect();
    assert_eq!(texts, ["one", "three"]);
}

#[test]
fn lazy_loading_matches_the_full_projection() {
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/w"), None);
    ok(s.materialise());
    let mut ids = Vec::new();
    for i in 0..30 {
        ok(s.append(user(&format!("m{i}"))));
        ids.push(s.leaf_id().unwrap_or_default());
        if i == 20 {
            ok(s.append(Body::Compaction(Compaction {
                summary: "s".into(),
                first_kept_entry_id: ids[15].clone(),
                tokens_before: 1,
                usage: None,
                details: None,
            })));
        }
    }
    ok(s.set_leaf(Some(&ids[25])));
    ok(s.append(user("side")));
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    drop(s);
    let entries = all_entries(&path);
    let mut s = ok(Store::open(&path));
    let ctx = ok(s.context());
    assert_eq!(ctx, project(&entries, s.leaf_id().as_deref()));
    assert_eq!(
        ctx.messages.len(),
        1 + 6 + 5 + 1,
        "summary, m15..m20, m21..m25, side"
    );
}

#[test]
fn fork_copies_one_branch_and_names_its_source() {
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/w"), None);
    ok(s.materialise());
    for t in ["a", "b", "c"] {
        ok(s.append(user(t)));
    }
    let (entries, leaf) = ok(s.entries_since(None));
    assert_eq!(leaf.as_deref(), Some(entries[2].id.as_str()));
    assert_eq!(ok(s.entries_since(Some(&entries[0].id))).0.len(), 2);
    assert!(s.entries_since(Some("nope")).is_err());
    let msgs = ok(s.fork_messages());
    assert_eq!(
        msgs.iter().map(|m| m.1.as_str()).collect::<Vec<_>>(),
        ["a", "b", "c"]
    );
    ok(s.set_name("named"));
    assert_eq!(ok(s.name()).as_deref(), Some("named"));
    ok(s.set_label(&entries[0].id, Some("start")));
    let tree = ok(s.tree());
    assert_eq!(tree.roots.len(), 1);
    assert_eq!(tree.nodes[0].label.as_deref(), Some("start"));
    assert!(
        tree.to_json()
            .starts_with("[{\"entry\":{\"type\":\"message\"")
    );

    let forked = ok(s.fork(
        &ForkPoint::Before(entries[2].id.clone()),
        root.path(),
        Path::new("/w"),
    ));
    let fpath = forked.path().map(Path::to_path_buf).unwrap_or_default();
    assert_ne!(forked.id(), s.id());
    let source = s.path().and_then(|p| std::fs::canonicalize(p).ok());
    assert_eq!(
        forked.header().parent_session.as_deref(),
        source.as_ref().and_then(|p| p.to_str())
    );
    drop(forked);
    let copied = all_entries(&fpath);
    assert_eq!(
        copied,
        entries[..2].to_vec(),
        "entries copied verbatim, ids kept"
    );
}

#[test]
fn a_second_writer_is_refused() {
    let root = tmp();
    let path = sample(root.path());
    let first = ok(Store::open(&path));
    match Store::open(&path) {
        Err(e @ Error::SessionLocked { .. }) => {
            assert!(
                e.to_string()
                    .contains(&format!("pid {}", std::process::id()))
            );
        }
        other => panic!("expected session_locked, got {:?}", other.err()),
    }
    drop(first);
    assert!(Store::open(&path).is_ok());
}

#[test]
fn the_backward_branch_load_keeps_state_and_checkpoints() {
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/w"), None);
    ok(s.materialise());
    let all = bodies();
    // System messages, model, thinking and custom entries twice, with a compaction between.
    for body in all.iter().take(2).chain(all.iter().skip(10)) {
        ok(s.append(body.clone()));
    }
    let mut ids = Vec::new();
    for i in 0..12 {
        ok(s.append(user(&format!("m{i}"))));
        ids.push(s.leaf_id().unwrap_or_default());
    }
    ok(
        s.append(Body::ContextEdit(crate::session::entry::ContextEdit {
            target_id: ids[9].clone(),
            replacement: Some("edited before the compaction".into()),
            reason: "manual".into(),
        })),
    );
    ok(s.append(Body::Compaction(Compaction {
        summary: "s".into(),
        first_kept_entry_id: ids[8].clone(),
        tokens_before: 1,
        usage: None,
        details: None,
    })));
    for body in all.iter().skip(10) {
        ok(s.append(body.clone()));
    }
    ok(s.append(user("last")));
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    drop(s);
    let entries = all_entries(&path);
    let mut s = ok(Store::open(&path));
    let ctx = ok(s.context());
    assert_eq!(ctx, project(&entries, s.leaf_id().as_deref()));
    assert!(ctx.model.is_some() && ctx.thinking.is_some() && !ctx.customs.is_empty());
}

#[test]
fn a_file_with_parents_after_children_falls_back_to_the_full_index() {
    let root = tmp();
    let path = root.path().join("foreign.jsonl");
    let header = r#"{"type":"session","version":1,"id":"f","timestamp":"t","cwd":"/w"}"#;
    let lines = [
        header,
        r#"{"type":"message","id":"c","parentId":"p","timestamp":"t","message":{"role":"user","content":"child","timestamp":1}}"#,
        r#"{"id":"p","parentId":null,"timestamp":"t","type":"message","message":{"role":"user","content":"parent","timestamp":1}}"#,
        r#"{"type":"leaf","id":"c","timestamp":"t"}"#,
    ];
    std::fs::write(&path, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{e}"));
    let mut s = ok(Store::open(&path));
    assert_eq!(s.leaf_id().as_deref(), Some("c"));
    let texts: Vec<String> = ok(s.context())
        .to_llm()
        .iter()
        .filter_map(|m| match m {
            Message::User(u) => Some(u.content.text()),
            _ => None,
        })
        .collect();
    assert_eq!(texts, ["parent", "child"]);
}

#[test]
fn branch_readers_of_one_kind_and_the_last_assistant() {
    use crate::session::entry::{Custom, Kind};
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/w"), None);
    let custom = |n: u32| {
        Body::Custom(Custom {
            custom_type: "t".into(),
            data: serde_json::json!(n),
        })
    };
    let assistant = bodies()
        .into_iter()
        .find(|b| matches!(b, Body::Message(Message::Assistant(_))))
        .unwrap_or_else(|| panic!("bodies() has an assistant message"));
    ok(s.append(user("one")));
    ok(s.append(custom(1)));
    ok(s.append(assistant));
    ok(s.append(user("two")));
    ok(s.append(custom(2)));
    ok(s.materialise());
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    ok(s.close());
    let s = ok(Store::open(&path));
    let customs: Vec<u32> = ok(s.branch_entries_of(Kind::Custom))
        .into_iter()
        .filter_map(|e| match e.body {
            Body::Custom(c) => c.data.as_u64().map(|n| n as u32),
            _ => None,
        })
        .collect();
    assert_eq!(customs, [1, 2]);
    // The same answer as reading the whole branch.
    let slow = ok(s.branch_entries())
        .into_iter()
        .rev()
        .find(|e| matches!(e.body, Body::Message(Message::Assistant(_))))
        .map(|e| e.id);
    assert!(slow.is_some());
    assert_eq!(ok(s.last_assistant_id()), slow);
}

#[test]
fn an_opened_file_reads_its_name_and_customs_from_the_open_pass() {
    use crate::session::entry::{Custom, Kind};
    let root = tmp();
    let mut s = Store::create(root.path(), Path::new("/w"), None);
    let custom = |n: u32| {
        Body::Custom(Custom {
            custom_type: "t".into(),
            data: serde_json::json!(n),
        })
    };
    let numbers = |s: &Store| -> Vec<u64> {
        ok(s.branch_entries_of(Kind::Custom))
            .into_iter()
            .filter_map(|e| match e.body {
                Body::Custom(c) => c.data.as_u64(),
                _ => None,
            })
            .collect()
    };
    ok(s.append(user("one")));
    let fork_point = s.leaf_id();
    ok(s.append(custom(1)));
    ok(s.set_name("first"));
    ok(s.append(user("two")));
    ok(s.append(custom(2)));
    ok(s.materialise());
    let path = s.path().map(Path::to_path_buf).unwrap_or_default();
    ok(s.close());
    let mut s = ok(Store::open(&path));
    assert_eq!(ok(s.name()).as_deref(), Some("first"));
    assert_eq!(numbers(&s), [1, 2]);
    // Appends keep the noted ranges true; the full index is still not built.
    ok(s.append(custom(3)));
    ok(s.set_name("second"));
    assert_eq!(ok(s.name()).as_deref(), Some("second"));
    assert_eq!(numbers(&s), [1, 2, 3]);
    assert!(s.index.get().is_none(), "the full index was built");
    // Moving the leaf leaves the answer to the full index.
    ok(s.set_leaf(fork_point.as_deref()));
    ok(s.append(custom(4)));
    assert_eq!(numbers(&s), [4]);
    assert_eq!(ok(s.name()).as_deref(), Some("second"));
}
