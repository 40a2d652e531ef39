//! A run reads each config file once (issue #25): the user's `config.json` and the project's
//! `.ama/config.json` are read by the composition root (or, for the trust question, by the
//! front end just before it) and handed on. In a `test-hooks` build `AMA_TEST_CONFIG_READS`
//! names a file that ama appends the path of every config file it reads to, so these tests see
//! each read — a second reader anywhere in print mode, RPC or the terminal UI's start-up fails
//! them.

use std::path::Path;

use serde_json::json;

use crate::interactive::have_tmux;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{self, T};
use crate::support::tmux::AmaPane;

/// The project config every test gives: trusted, its `sandbox` and `checkpoints` tightening and
/// its (empty) `hooks` are read from it, besides its permission keys.
const PROJECT: &str = r#"{"permission": {"deny": ["Bash(rm -rf /)"]}, "sandbox": {"network": "deny"}, "checkpoints": {"keep": 5}, "hooks": {}}"#;

/// The lines of the read log: one path per config file read.
fn reads(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

/// Asserts that the run read the user config and the project config exactly once each, and no
/// other config file.
#[track_caller]
fn assert_read_once(t: &Test, log: &Path) {
    let lines = reads(log);
    let user = t.config_dir().join("config.json").display().to_string();
    let users = lines.iter().filter(|l| **l == user).count();
    let projects = lines
        .iter()
        .filter(|l| l.ends_with("/work/.ama/config.json"))
        .count();
    assert_eq!((users, projects, lines.len()), (1, 1, 2), "{lines:#?}");
}

#[test]
fn print_mode_reads_the_user_and_the_project_config_once() {
    let mock = MockServer::start(vec![Turn::text("Done.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let log = t.root().join("reads.log");
    let t = t
        .write(".ama/config.json", PROJECT)
        .env("AMA_TEST_CONFIG_READS", &log)
        .args(&["-p", "--trust-project", "hi"]);
    t.run().status(0).stdout("Done.\n");
    assert_read_once(&t, &log);
}

#[test]
fn print_mode_with_a_broken_user_config_still_reads_it_once_and_exits_3() {
    let t = Test::new();
    let log = t.root().join("reads.log");
    let t = t
        .write(".ama/config.json", PROJECT)
        .env("AMA_TEST_CONFIG_READS", &log)
        .args(&["-p", "--output-format", "json", "hi"]);
    std::fs::write(t.config_dir().join("config.json"), "{not json")
        .unwrap_or_else(|e| panic!("{e}"));
    let out = t.run();
    out.status(3);
    let result: serde_json::Value = serde_json::from_str(out.stdout.trim()).unwrap_or_default();
    assert_eq!(result["errorCode"], json!("config_error"), "{result}");
    let lines = reads(&log);
    assert_eq!(
        lines,
        [t.config_dir().join("config.json").display().to_string()]
    );
}

#[test]
fn rpc_mode_reads_the_user_and_the_project_config_once() {
    let mock = MockServer::start(vec![Turn::text("One."), Turn::text("Two.")]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let log = t.root().join("reads.log");
    let t = t
        .write(".ama/config.json", PROJECT)
        .env("AMA_TEST_CONFIG_READS", &log)
        .args(&["--trust-project"]);
    let mut c = rpc::start(&t);
    rpc::ok(&mut c, json!({"type": "prompt", "message": "one"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    // A new session takes fresh permission state from the composed settings, not the files.
    rpc::ok(&mut c, json!({"type": "new_session"}));
    rpc::ok(&mut c, json!({"type": "prompt", "message": "two"}));
    c.wait_event("agent_settled", T)
        .unwrap_or_else(|| panic!("no agent_settled"));
    c.close_stdin();
    assert!(c.wait(T).is_some_and(|s| s.success()), "ama exits 0");
    assert_read_once(&t, &log);
}

#[test]
fn interactive_start_up_with_the_trust_question_reads_each_config_once() {
    if !have_tmux() {
        return;
    }
    let mock = MockServer::start(vec![]);
    let t = Test::new().mock(&mock, "anthropic-messages");
    let log = t.root().join("reads.log");
    let t = t.write(".ama/config.json", PROJECT);
    let env = format!(
        "MOCK_API_KEY=test-key-123 AMA_TEST_CONFIG_READS='{}'",
        log.display()
    );
    let tmux = AmaPane::new(&t, "config-reads")
        .env(&env)
        .report_icanon()
        .start();
    tmux.wait_for("the trust question", |p| {
        p.contains("Trust this project's hooks, skills and prompts? [y/N]")
    });
    tmux.keys(&["n"]);
    let p = tmux.wait_for("the status bar", |p| p.contains("mode:Manual"));
    assert!(
        p.contains("not trusted: .ama/config.json (hooks) ignored"),
        "{p}"
    );
    tmux.exit_by_ctrl_d();
    assert_read_once(&t, &log);
}
