//! A script's output is cut like bash output (issue #31): the last 2000 lines or 50 KiB, below
//! bash's notice naming the log file that holds all of it; the session file holds the cut text.

use serde_json::{Value, json};

use super::{node, run, walk};
use crate::support::Test;

/// The outer result's text, with the log file's path replaced by `<LOG>`; and that path.
fn outer_text(r: &super::Run) -> (String, String) {
    let outer = r.outer();
    assert_eq!(outer.len(), 1, "{:?}", r.events());
    assert!(!outer[0].1, "{}", outer[0].0);
    let text = outer[0].0.clone();
    let start = text.find("The full output is in ").map(|i| i + 22);
    let end = text.find("; read it with offset/limit");
    let (Some(start), Some(end)) = (start, end) else {
        panic!("no notice in {}", &text[..text.len().min(400)]);
    };
    let log = text[start..end].to_string();
    (text.replace(&log, "<LOG>"), log)
}

/// The session file's tool results for `id`, as text.
fn session_results(r: &super::Run, id: &str) -> Vec<String> {
    let file = walk(&r.t.data_dir().join("sessions"))
        .into_iter()
        .find(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .unwrap_or_else(|| panic!("no session file"));
    std::fs::read_to_string(&file)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|e| e["message"]["toolCallId"] == id)
        .map(|e| {
            e["message"]["content"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|b| b["text"].as_str())
                .collect::<String>()
        })
        .collect()
}

#[test]
fn many_lines_are_cut_to_the_last_2000_below_bashs_notice() {
    let Some(node) = node("node25") else { return };
    let script = "for (let i = 0; i < 3000; i++) console.log('line ' + i);\nreturn 'end';";
    let r = run(Test::new(), &node, &[script], json!({}), &[]);
    r.out.status(0);
    let (text, log) = outer_text(&r);
    let mut want = String::from(
        "[Output cut: showing the last 2000 of 3001 lines. The full output is in <LOG>; read it with offset/limit or search it with grep.]\n",
    );
    for i in 1001..3000 {
        want.push_str(&format!("line {i}\n"));
    }
    want.push_str("end");
    assert_eq!(text, want);
    // The log holds all of it.
    let full: String = (0..3000).map(|i| format!("line {i}\n")).collect::<String>() + "end";
    assert_eq!(
        std::fs::read_to_string(&log).unwrap_or_else(|e| panic!("{log}: {e}")),
        full
    );
    assert!(log.contains("/codemode-"), "{log}");
    // The session file holds the cut text, not the whole output.
    let stored = session_results(&r, "cm_0");
    assert_eq!(stored.len(), 1, "{stored:?}");
    assert_eq!(stored[0].replace(&log, "<LOG>"), want);
}

#[test]
fn long_lines_are_cut_to_the_last_50_kib() {
    let Some(node) = node("node25") else { return };
    // 100 lines of 999 `x` and a newline (100 000 bytes), then the returned `end`.
    let script = "const line = 'x'.repeat(999);\nfor (let i = 0; i < 100; i++) console.log(line);\nreturn 'end';";
    let r = run(Test::new(), &node, &[script], json!({}), &[]);
    r.out.status(0);
    let (text, _) = outer_text(&r);
    let (notice, kept) = text.split_once('\n').unwrap_or_default();
    assert_eq!(
        notice,
        "[Output cut: showing the last 52 of 101 lines. The full output is in <LOG>; read it with offset/limit or search it with grep.]"
    );
    // 51 whole lines and `end`: 51 003 bytes, within 50 KiB (51 200).
    assert_eq!(kept.len(), 51 * 1000 + 3);
    assert_eq!(
        kept,
        format!("{}end", format!("{}\n", "x".repeat(999)).repeat(51))
    );
    let stored = session_results(&r, "cm_0");
    assert_eq!(stored.len(), 1);
    assert!(stored[0].ends_with(kept), "{}", stored[0].len());
    assert!(stored[0].len() < 52_000, "{}", stored[0].len());
}
