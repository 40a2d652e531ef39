//! The one way ama reads a config file's text (the user's `config.json`, a project's
//! `.ama/config.json`), so that a run's reads can be counted: in a build with the `test-hooks`
//! feature, `AMA_TEST_CONFIG_READS=<file>` appends the path of every config file read to
//! `<file>`, one a line, and a test proves that a run reads each file once.

use std::path::Path;

/// Reads a config file's text (counted under the `test-hooks` feature).
pub fn read_text(path: &Path) -> std::io::Result<String> {
    note(path);
    std::fs::read_to_string(path)
}

/// Appends `path` to the file `AMA_TEST_CONFIG_READS` names (`test-hooks` builds only).
#[cfg(feature = "test-hooks")]
fn note(path: &Path) {
    use std::io::Write;
    let Some(log) = std::env::var_os("AMA_TEST_CONFIG_READS") else {
        return;
    };
    let line = format!("{}\n", path.display());
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log);
    if let Ok(mut f) = file {
        let _ = f.write_all(line.as_bytes());
    }
}

/// Without the `test-hooks` feature nothing is counted.
#[cfg(not(feature = "test-hooks"))]
fn note(_path: &Path) {}
