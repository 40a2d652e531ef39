//! First contact, tried again on a fresh clone (issue #30 part 3): `make test`'s summary of
//! skipped groups, warnings said once, deny reasons that name the danger, "did you mean" for
//! values, short retry lines, exit codes and wording of the small things a first run meets.

use std::process::Stdio;


/// `make test` ends with the skipped groups (issue #30: without tmux the terminal-UI tests skipped
/// and `make test` still said `ok`). The Makefile's own recipe runs, with a stand-in cargo that
/// records what a skipping test records and exits with the status it is given.
#[test]
fn make_test_ends_with_the_skipped_groups() {
    use std::os::unix::fs::PermissionsExt;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let cargo = dir.path().join("cargo");
    let script = "#!/bin/sh\nif [ -n \"$FAKE_SKIPS\" ]; then printf '%b' \"$FAKE_SKIPS\" >>\"$AMA_TEST_SKIP_LOG\"; fi\nexit $FAKE_STATUS\n";
    std::fs::write(&cargo, script).unwrap_or_else(|e| panic!("{}: {e}", cargo.display()));
    std::fs::set_permissions(&cargo, std::fs::Permissions::from_mode(0o755))
        .unwrap_or_else(|e| panic!("chmod: {e}"));
    let log = dir.path().join("skips.txt");
    let run = |skips: &str, status: &str| {
        let out = std::process::Command::new("make")
            .arg(format!("CARGO={}", cargo.display()))
            .arg(format!("SKIP_LOG={}", log.display()))
            .arg("test")
            .current_dir(root)
            .env("FAKE_SKIPS", skips)
            .env("FAKE_STATUS", status)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|e| panic!("make test: {e}"));
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let skips = "tmux is not installed\\tmcp_ux::a\\ntmux is not installed\\tmcp_late::b\\n\
                 bwrap is missing\\tsandbox::c\\ntmux is not installed\\tmcp_ux::a\\n";
    let (code, out) = run(skips, "0");
    assert_eq!(code, Some(0), "{out}");
    let tail: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("WARNING"))
        .collect();
    assert_eq!(
        tail[..3],
        [
            "WARNING: 3 test(s) SKIPPED parts that need a missing component:",
            "  2 skipped: tmux is not installed (mcp_late::b, mcp_ux::a)",
            "  1 skipped: bwrap is missing (sandbox::c)",
        ],
        "{out}"
    );
    assert!(
        out.contains(&format!("The full list: {}.", log.display())),
        "{out}"
    );
    // A failing run keeps its status and still shows the summary; a clean one says so.
    let (code, out) = run(skips, "101");
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("WARNING: 3 test(s) SKIPPED"), "{out}");
    let (code, out) = run("", "0");
    assert_eq!(code, Some(0), "{out}");
    assert!(out.ends_with("make test: no test skipped\n"), "{out}");
}

/// The recorder appends one line per skip, reason first, tabs and newlines in it flattened.
#[test]
fn a_skip_is_recorded_as_one_line() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"));
    let log = dir.path().join("skips.txt");
    crate::support::skip::record(&log, "mod::one", "tmux\tis\nmissing");
    crate::support::skip::record(&log, "mod::two", "bwrap");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    assert_eq!(text, "tmux is missing\tmod::one\nbwrap\tmod::two\n");
}
