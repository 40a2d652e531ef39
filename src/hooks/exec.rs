//! Runs one hook command through the process layer: `sh -c <command>` in its own process group,
//! outside the OS sandbox (hooks are the user's own configuration and need its files and
//! network), with the input on stdin and stdout and stderr captured apart. The timeout (default
//! 60 s) and an aborted run kill the whole group. Claude Code's variables are set:
//! `CLAUDE_PROJECT_DIR`, `CLAUDE_PLUGIN_ROOT` for a plugin's hooks, and `CLAUDE_ENV_FILE` for
//! SessionStart.
//!
//! The process layer gives a child /dev/null as stdin and one file for both outputs, so the
//! input and stderr go through private temporary files that a wrapper shell redirects.

use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::hooks::config::HookCommand;
use crate::hooks::error::HookError;
use crate::process::{self, Spawn};
use crate::util::cancel::Cancel;

/// At most this much of a hook's stdout and of its stderr is read.
const OUTPUT_CAP: u64 = 1 << 20;
const POLL: Duration = Duration::from_millis(5);

/// One finished hook run.
#[derive(Clone, Debug, PartialEq)]
pub struct Ran {
    pub command: String,
    /// `None` when the hook was killed (timeout, abort, signal).
    pub exit_code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub duration: Duration,
    pub timed_out: bool,
}

impl Ran {
    /// The shell could not find or execute the command (126 / 127).
    pub fn not_started(&self) -> bool {
        matches!(self.exit_code, Some(126 | 127))
    }
}

/// Private files for one run, removed when dropped.
struct Files {
    dir: PathBuf,
}

impl Files {
    fn new() -> std::io::Result<Files> {
        let dir = std::env::temp_dir().join(format!(
            "ama-hook-{}-{}",
            std::process::id(),
            crate::util::ids::short_id()
        ));
        std::fs::DirBuilder::new()
            .mode_private()
            .create(&dir)
            .map(|_| Files { dir })
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

impl Drop for Files {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

trait Private {
    fn mode_private(&mut self) -> &mut Self;
}

impl Private for std::fs::DirBuilder {
    fn mode_private(&mut self) -> &mut Self {
        use std::os::unix::fs::DirBuilderExt;
        self.mode(0o700)
    }
}

/// Runs `hook` with `input` on stdin in `project_dir`; `env_file` is `CLAUDE_ENV_FILE`
/// (SessionStart only).
pub fn run(
    hook: &HookCommand,
    input: &Value,
    (project_dir, env_file): (&Path, Option<&Path>),
    cancel: Option<&Cancel>,
) -> Result<Ran, HookError> {
    let started = Instant::now();
    let fail = |message: String| HookError::Start {
        command: hook.command.clone(),
        message,
    };
    let files =
        Files::new().map_err(|e| fail(format!("cannot create a temporary directory: {e}")))?;
    let (stdin, stdout, stderr) = (files.path("in"), files.path("out"), files.path("err"));
    std::fs::write(&stdin, input.to_string())
        .map_err(|e| fail(format!("cannot write its input: {e}")))?;
    let out_file = std::fs::File::create(&stdout)
        .map_err(|e| fail(format!("cannot create its output file: {e}")))?;
    let dir = OsString::from(project_dir.as_os_str());
    let mut env = vec![
        ("AMA_PROJECT_DIR".into(), Some(dir.clone())),
        ("CLAUDE_PROJECT_DIR".into(), Some(dir)),
    ];
    if let Some(root) = &hook.plugin_root {
        env.push(("CLAUDE_PLUGIN_ROOT".into(), Some(root.clone().into())));
    }
    if let Some(file) = env_file {
        env.push(("CLAUDE_ENV_FILE".into(), Some(file.as_os_str().into())));
    }
    let spawn = Spawn {
        program: "/bin/sh".into(),
        args: vec![
            "-c".into(),
            "exec /bin/sh -c \"$0\" <\"$1\" 2>\"$2\"".into(),
            hook.command.clone().into(),
            stdin.into_os_string(),
            stderr.clone().into_os_string(),
        ],
        cwd: project_dir.to_path_buf(),
        env,
        output: Some(out_file),
    };
    let mut group = process::spawn(&spawn).map_err(|e| fail(e.to_string()))?;
    let deadline = started + hook.timeout;
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = group.exited() {
            group.end_leftovers();
            break Some(status);
        }
        if Instant::now() >= deadline {
            timed_out = true;
            group.end();
            break None;
        }
        if cancel.is_some_and(Cancel::is_cancelled) {
            group.end();
            break None;
        }
        std::thread::sleep(POLL);
    };
    let mut stderr_text = read_capped(&stderr);
    if timed_out {
        if !stderr_text.is_empty() && !stderr_text.ends_with('\n') {
            stderr_text.push('\n');
        }
        stderr_text.push_str(&format!(
            "the hook did not finish within {} s and was killed",
            hook.timeout.as_secs_f64()
        ));
    }
    Ok(Ran {
        command: hook.command.clone(),
        exit_code: status.and_then(|s| s.code()),
        stdout: read_capped(&stdout),
        stderr: stderr_text,
        duration: started.elapsed(),
        timed_out,
    })
}

fn read_capped(path: &Path) -> String {
    let mut buf = Vec::new();
    if let Ok(f) = std::fs::File::open(path) {
        let _ = f.take(OUTPUT_CAP).read_to_end(&mut buf);
    }
    String::from_utf8_lossy(&buf).into_owned()
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use serde_json::json;

    use super::run;
    use crate::hooks::config::{HookCommand, Origin};

    fn hook(command: &str, secs: u64) -> HookCommand {
        HookCommand {
            command: command.into(),
            timeout: Duration::from_secs(secs),
            origin: Origin::User,
            plugin_root: None,
        }
    }

    #[test]
    fn stdin_stdout_stderr_exit_code_and_env() {
        let dir = std::env::temp_dir();
        let r = run(
            &hook(
                "cat; echo oops >&2; echo \"$AMA_PROJECT_DIR|$CLAUDE_PROJECT_DIR\"; exit 3",
                10,
            ),
            &json!({"a": 1}),
            (&dir, None),
            None,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let d = dir.display();
        assert_eq!(r.stdout, format!("{{\"a\":1}}{d}|{d}\n"));
        assert_eq!(r.stderr, "oops\n");
        assert_eq!(r.exit_code, Some(3));
        assert!(!r.timed_out && !r.not_started());
    }

    #[test]
    fn timeout_kills_the_group() {
        let started = std::time::Instant::now();
        let mut h = hook("sleep 30 & sleep 30", 1);
        h.timeout = Duration::from_millis(300);
        let r = run(&h, &json!({}), (&std::env::temp_dir(), None), None).unwrap_or_else(|e| panic!("{e}"));
        assert!(r.timed_out);
        assert_eq!(r.exit_code, None);
        assert!(
            r.stderr.contains("did not finish within 0.3 s"),
            "{}",
            r.stderr
        );
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn missing_program_is_not_started() {
        let r = run(
            &hook("/nonexistent/hook-x", 5),
            &json!({}),
            (&std::env::temp_dir(), None),
            None,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert!(r.not_started(), "{r:?}");
    }
}
