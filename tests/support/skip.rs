//! The skip recorder (issue #30): a test that cannot find a real component (tmux, bwrap, an npm
//! tool) says `SKIPPED: <reason>` on stderr, which `cargo test` hides for a passing test. So each
//! skip is also appended, as `<reason>\t<test name>`, to the file `AMA_TEST_SKIP_LOG` names;
//! `make test` sets it and prints the skipped groups after cargo test (tests/skip-summary.sh), so
//! a missing tool is visible even when everything says `ok`.

use std::io::Write;
use std::path::Path;

/// Says `SKIPPED: <reason>` and records it in `AMA_TEST_SKIP_LOG` when that is set. The test's
/// name is its thread's (libtest names each test's thread after the test).
pub fn skipped(reason: &str) {
    eprintln!("SKIPPED: {reason}");
    if let Some(log) = std::env::var_os("AMA_TEST_SKIP_LOG").filter(|v| !v.is_empty()) {
        let thread = std::thread::current();
        record(Path::new(&log), thread.name().unwrap_or("?"), reason);
    }
}

/// Appends one `<reason>\t<test>` line (one write, so parallel tests do not interleave). A log
/// that cannot be written is said on stderr: the skip itself was already printed.
pub fn record(log: &Path, test: &str, reason: &str) {
    let line = format!("{}\t{test}\n", reason.replace(['\t', '\n'], " "));
    let written = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .and_then(|mut f| f.write_all(line.as_bytes()));
    if let Err(e) = written {
        eprintln!("cannot record the skip in {}: {e}", log.display());
    }
}
