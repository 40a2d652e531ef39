//! The command corpus (`tests/fixtures/permissions/commands.tsv`) and Codex's command-safety
//! vectors (openai/codex `codex-rs/shell-command/src/command_safety/` tests, copied to
//! `tests/fixtures/permissions/codex/`) run through the read-only, auto-safe and dangerous
//! classifiers.

use std::path::Path;

use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;
use crate::permissions::{auto_safe, dangerous, readonly};

const CORPUS: &str = include_str!("../../tests/fixtures/permissions/commands.tsv");
const CODEX_SAFE: &str =
    include_str!("../../tests/fixtures/permissions/codex/codex_safe_vectors.txt");
const CODEX_DANGEROUS: &str =
    include_str!("../../tests/fixtures/permissions/codex/codex_dangerous_vectors.txt");

fn project() -> Project {
    Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/home/u/.local/share/ama/auth.json"),
    )
}

/// `r`, `a` and `d` flags of a command as ama judges it.
fn classify(command: &str) -> String {
    let p = project();
    let a = analyze(command);
    let r = if readonly::check(&p, &a).is_ok() {
        'r'
    } else {
        '-'
    };
    let s = if auto_safe::check(&p, &a, &[]).is_ok() {
        'a'
    } else {
        '-'
    };
    let d = if dangerous::check(&p, &a).is_some() {
        'd'
    } else {
        '-'
    };
    [r, s, d].iter().collect()
}

#[test]
fn corpus_classes() {
    let mut failures = Vec::new();
    let mut count = 0;
    for line in CORPUS.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut cols = line.split('\t');
        let (Some(want), Some(command)) = (cols.next(), cols.next()) else {
            failures.push(format!("malformed line: {line}"));
            continue;
        };
        let command = command.replace("<NL>", "\n");
        count += 1;
        let got = classify(&command);
        if got != want {
            failures.push(format!("{want} expected, {got} got: {command:?}"));
        }
    }
    assert!(
        count >= 300,
        "the corpus has {count} commands; it needs at least 300"
    );
    assert!(
        failures.is_empty(),
        "{} wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Codex's read-only classifier rejects these; ama's narrower list must reject them too.
#[test]
fn codex_unsafe_vectors_are_never_read_only() {
    let p = project();
    let mut wrong = Vec::new();
    let mut unsafe_count = 0;
    for line in CODEX_SAFE.lines() {
        if let Some(cmd) = line.strip_prefix("UNSAFE: ") {
            unsafe_count += 1;
            if readonly::check(&p, &analyze(cmd)).is_ok() {
                wrong.push(cmd);
            }
        }
    }
    assert!(unsafe_count > 40);
    assert!(
        wrong.is_empty(),
        "read-only in ama but UNSAFE in Codex: {wrong:#?}"
    );
}

/// Codex's dangerous vectors, current and historical. ama follows its own list, so a few of
/// Codex's historical entries are deliberately not dangerous here.
#[test]
fn codex_dangerous_vectors() {
    const NOT_IN_AMA: [(&str, &str); 7] = [
        (
            "git reset",
            "a mixed reset keeps the working tree; only --hard is on ama's list",
        ),
        (
            "git branch -d feature",
            "-d refuses unmerged branches; ama lists -D",
        ),
        (
            "git branch -dv feature",
            "-d refuses unmerged branches; ama lists -D",
        ),
        (
            "bash -lc 'git branch --delete feature'",
            "--delete without --force is -d",
        ),
        (
            "git -C . branch -d feature",
            "-d refuses unmerged branches; ama lists -D",
        ),
        (
            "bash -lc 'git -C . branch -d feature'",
            "-d refuses unmerged branches; ama lists -D",
        ),
        (
            "git branch -vd feature",
            "-d refuses unmerged branches; ama lists -D",
        ),
    ];
    let p = project();
    let mut wrong = Vec::new();
    for line in CODEX_DANGEROUS.lines() {
        let line = line.split("    #").next().unwrap_or(line).trim();
        let (want, cmd) = if let Some(c) = line.strip_prefix("DANGEROUS: ") {
            (!NOT_IN_AMA.iter().any(|(x, _)| *x == c), c)
        } else if let Some(c) = line.strip_prefix("NOT_DANGEROUS: ") {
            (false, c)
        } else {
            continue;
        };
        let got = dangerous::check(&p, &analyze(cmd)).is_some();
        if got != want {
            wrong.push(format!("{cmd}: expected dangerous={want}"));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}
