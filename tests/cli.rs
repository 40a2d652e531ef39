//! The command line as a newcomer meets it: `--help` laid out by topic, completions that cover
//! every flag and subcommand, broken pipes and full disks, and typos that must not become
//! prompts.

use std::process::{Command, Stdio};

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

fn ama() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ama"))
}

/// The long flags at the start of the option lines of a help text.
pub(crate) fn help_flags(help: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in help.lines() {
        let t = line.trim_start();
        // Option lines are indented 4 or 8; deeper lines continue a help text.
        if !t.starts_with('-') || line.len() - t.len() > 8 {
            continue;
        }
        for word in t.split_whitespace().take(2) {
            let word = word.trim_end_matches(',');
            if let Some(long) = word.strip_prefix("--") {
                out.push(format!("--{long}"));
            }
        }
    }
    out
}

/// The subcommand names listed under SUBCOMMANDS in `ama --help`.
fn help_subcommands(help: &str) -> Vec<String> {
    let section = help.split("SUBCOMMANDS:\n").nth(1).unwrap_or("");
    let section = section.split("\n\n").next().unwrap_or("");
    section
        .lines()
        .filter(|l| l.starts_with("    ") && !l.starts_with("     "))
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .collect()
}

#[test]
fn help_is_grouped_by_topic_in_order() {
    let out = Test::new().args(&["--help"]).run();
    out.status(0);
    let help = &out.stdout;
    let headings = [
        "USAGE:",
        "MODEL AND PROVIDER OPTIONS:",
        "OUTPUT OPTIONS:",
        "SESSION OPTIONS:",
        "PERMISSION OPTIONS:",
        "TOOL OPTIONS:",
        "MODE OPTIONS:",
        "OTHER OPTIONS:",
        "SUBCOMMANDS:",
        "EXAMPLES:",
        "DOCUMENTATION:",
    ];
    let at: Vec<usize> = headings
        .iter()
        .map(|h| help.find(h).unwrap_or_else(|| panic!("no {h} in:\n{help}")))
        .collect();
    assert!(at.windows(2).all(|w| w[0] < w[1]), "headings out of order");
    // -h, -V and --list-models are options, listed before the subcommands.
    let subcommands = at[8];
    for flag in ["-h, --help", "-V, --version", "--list-models"] {
        let i = help.find(flag).unwrap_or(usize::MAX);
        assert!(i < subcommands, "{flag} must be an option");
    }
    // --mode lists `text`.
    let mode = help.lines().find(|l| l.contains("--mode <MODE>"));
    let mode_help = help.split("--mode <MODE>").nth(1).unwrap_or("");
    assert!(mode.is_some() && mode_help.lines().next().unwrap_or("").contains("text"));
    assert_eq!(
        help_subcommands(help),
        [
            "doctor",
            "sessions",
            "stats",
            "permissions",
            "completions",
            "models",
            "mcp",
            "acp",
            "help"
        ]
    );
    // `ama help` prints the same text.
    let again = Test::new().args(&["help"]).run();
    again.status(0);
    assert_eq!(again.stdout, out.stdout);
    Test::new()
        .args(&["help", "sessions"])
        .run()
        .status(0)
        .stdout_contains("ama sessions list");
}

#[test]
fn completions_cover_every_flag_and_subcommand() {
    let help = Test::new().args(&["--help"]).run().stdout.clone();
    let flags = help_flags(&help);
    assert!(flags.len() >= 20, "{flags:?}");
    let subs = help_subcommands(&help);
    for shell in ["bash", "zsh", "fish"] {
        let out = Test::new().args(&["completions", shell]).run();
        out.status(0);
        let script = &out.stdout;
        for f in &flags {
            let long = f.trim_start_matches("--");
            let named = script.contains(f.as_str()) || script.contains(&format!("-l {long} "));
            assert!(named, "{shell} completion lacks {f}");
        }
        for s in &subs {
            assert!(script.contains(s.as_str()), "{shell} lacks {s}");
            // Each subcommand's own flags, from its --help.
            let sub_help = Test::new().args(&[s.as_str(), "--help"]).run();
            for f in help_flags(&sub_help.stdout) {
                let long = f.trim_start_matches("--");
                let named = script.contains(f.as_str()) || script.contains(&format!("-l {long} "));
                assert!(named, "{shell} completion lacks `{s} {f}`");
            }
        }
        for word in ["list", "show", "check"] {
            assert!(script.contains(word), "{shell} lacks {word}");
        }
    }
}

/// Runs ama with stdout on a pipe whose reader is already gone (`ama … | true`).
fn with_closed_stdout(args: &[&str]) -> std::process::Output {
    let (reader, writer) = std::io::pipe().unwrap_or_else(|e| panic!("pipe: {e}"));
    drop(reader);
    ama()
        .args(args)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .output()
        .unwrap_or_else(|e| panic!("spawn: {e}"))
}

#[test]
fn a_broken_pipe_exits_quietly_with_0() {
    for args in [
        &["--help"][..],
        &["-V"],
        &["completions", "bash"],
        &["sessions", "--help"],
        &["permissions", "--help"],
    ] {
        let out = with_closed_stdout(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
    }
}

fn to_dev_full(t: &Test) -> std::process::Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap_or_else(|e| panic!("/dev/full: {e}"));
    let mut cmd = t.command();
    cmd.stdin(Stdio::null()).stdout(full);
    cmd.output().unwrap_or_else(|e| panic!("spawn: {e}"))
}

#[test]
fn a_full_disk_is_exit_1_with_a_message() {
    if !std::path::Path::new("/dev/full").exists() {
        eprintln!("skipping: no /dev/full");
        return;
    }
    for args in [&["-V"][..], &["--help"], &["completions", "zsh"]] {
        let out = to_dev_full(&Test::new().args(args));
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("error: writing output: No space left on device"),
            "{args:?}: {err}"
        );
    }
    // A print-mode answer that could not be written is not a success.
    let mock = MockServer::start(vec![Turn::text("the answer")]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "hi"]);
    let out = to_dev_full(&t);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("error: writing output: "));
    assert_eq!(mock.model_requests().len(), 1);
}

#[test]
fn typos_of_subcommands_are_not_prompts() {
    let mock = MockServer::start(vec![Turn::text("should not be asked")]);
    let cases: [(&[&str], &str); 5] = [
        (&["doctr"], "did you mean `ama doctor`?"),
        (&["session", "list"], "did you mean `ama sessions list`?"),
        (&["sesions", "show"], "did you mean `ama sessions show`?"),
        (
            &["completion", "bash"],
            "did you mean `ama completions bash`?",
        ),
        (
            &["permisions", "check"],
            "did you mean `ama permissions check`?",
        ),
    ];
    for (args, hint) in cases {
        let out = Test::new()
            .mock(&mock, "openai-completions")
            .args(args)
            .run();
        out.status(2).stderr_contains(hint);
        out.stdout("");
    }
    assert_eq!(mock.model_requests().len(), 0, "no typo reached the model");
    // With -p the words are a prompt, and so is a longer sentence without it.
    let mock = MockServer::start(vec![Turn::text("one"), Turn::text("two")]);
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "doctr"])
        .run()
        .status(0)
        .stdout("one\n");
    Test::new()
        .mock(&mock, "openai-completions")
        .args(&["status", "of", "the", "build"])
        .stdin("")
        .run()
        .status(0)
        .stdout("two\n");
    assert_eq!(mock.model_requests().len(), 2);
}

#[test]
fn unknown_flags_suggest_the_nearest() {
    let out = Test::new().args(&["--modle", "x", "-p", "hi"]).run();
    out.status(2)
        .stderr_contains("error: unknown flag `--modle`; did you mean `--model`?");
    Test::new()
        .args(&["-p", "--thinkng", "high", "hi"])
        .run()
        .status(2)
        .stderr_contains("did you mean `--thinking`?");
    Test::new()
        .args(&["-p", "--output-format", "jsno", "hi"])
        .run()
        .status(2)
        .stderr_contains("did you mean `json`?");
}

#[test]
fn an_empty_prompt_is_exit_2() {
    let mock = MockServer::start(vec![Turn::text("x")]);
    let t = || Test::new().mock(&mock, "openai-completions");
    t().args(&["-p", ""])
        .run()
        .status(2)
        .stderr_contains("the prompt is empty");
    t().args(&["-p", "  "])
        .run()
        .status(2)
        .stderr_contains("the prompt is empty");
    t().args(&["-p"])
        .stdin("")
        .run()
        .status(2)
        .stderr_contains("the prompt is empty");
    t().args(&["-p"])
        .stdin("\n\n")
        .run()
        .status(2)
        .stderr_contains("the prompt is empty");
    assert_eq!(mock.model_requests().len(), 0);
}

#[test]
fn subcommands_suggest_their_own_flags_and_words() {
    Test::new()
        .args(&["doctor", "--onlin"])
        .run()
        .status(2)
        .stderr_contains("did you mean `--online`?");
    Test::new()
        .args(&["sessions", "lst"])
        .run()
        .status(2)
        .stderr_contains("did you mean `ama sessions list`?");
    Test::new()
        .args(&["sessions", "list", "--al"])
        .run()
        .status(2)
        .stderr_contains("did you mean `--all`?");
    Test::new()
        .args(&["permissions", "chek", "bash", "ls"])
        .run()
        .status(2)
        .stderr_contains("(did you mean `check`?)");
}

#[test]
fn a_full_stderr_does_not_turn_an_error_into_a_panic() {
    if !std::path::Path::new("/dev/full").exists() {
        return;
    }
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap_or_else(|e| panic!("/dev/full: {e}"));
    let out = ama()
        .arg("--bogus")
        .stdin(Stdio::null())
        .stderr(full)
        .output()
        .unwrap_or_else(|e| panic!("spawn: {e}"));
    assert_eq!(out.status.code(), Some(2));
}
