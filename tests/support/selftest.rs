//! Checks the test builder itself: the world it lays out for ama, and how it reports failures.

use std::ffi::OsStr;
use std::process::Command;

use serde_json::json;

use super::Test;
use super::mock::MockServer;
use super::output::Output;

fn env_of<'a>(command: &'a Command, key: &str) -> Option<Option<&'a OsStr>> {
    command.get_envs().find(|(k, _)| *k == key).map(|(_, v)| v)
}

#[test]
fn mock_writes_the_config_ama_reads() {
    let mock = MockServer::start(vec![]);
    let test = Test::new().mock(&mock, "openai-responses").reasoning(true);
    test.command();
    let text = std::fs::read_to_string(test.config_dir().join("config.json")).unwrap();
    let written: serde_json::Value = serde_json::from_str(&text).unwrap();
    let expected = json!({"model": "mock/mock-model",
        "providers": {"mock": {
            "api": "openai-responses", "baseUrl": mock.openai_url(), "apiKeyEnv": "MOCK_API_KEY",
            "headers": {},
            "models": [{"id": "mock-model", "contextWindow": 128000, "maxTokens": 8192,
                        "reasoning": true, "input": ["text"],
                        "cost": {"input": 3, "output": 15, "cacheRead": 0.3, "cacheWrite": 3.75}}]}}});
    assert_eq!(written, expected);
    let anthropic = Test::new()
        .mock(&mock, "anthropic-messages")
        .config_merge(json!({"thinking": "high"}));
    let config = anthropic.config.as_ref().unwrap();
    assert_eq!(config["providers"]["mock"]["baseUrl"], mock.anthropic_url());
    assert_eq!(config["thinking"], "high");
}

#[test]
fn the_environment_is_the_test_world() {
    let mock = MockServer::start(vec![]);
    let test = Test::new()
        .mock(&mock, "anthropic-messages")
        .env("EXTRA", "1")
        .env_remove("MOCK_API_KEY")
        .env("MOCK_API_KEY", "again");
    let command = test.command();
    for leaky in [
        "ANTHROPIC_API_KEY",
        "OPENAI_API_KEY",
        "OPENAI_BASE_URL",
        "https_proxy",
        "XDG_CONFIG_HOME",
    ] {
        assert_eq!(env_of(&command, leaky), Some(None), "{leaky} is removed");
    }
    assert_eq!(
        env_of(&command, "HOME"),
        Some(Some(test.home().as_os_str()))
    );
    assert_eq!(
        env_of(&command, "AMA_CONFIG_DIR"),
        Some(Some(test.config_dir().as_os_str()))
    );
    assert_eq!(
        env_of(&command, "AMA_DATA_DIR"),
        Some(Some(test.data_dir().as_os_str()))
    );
    assert_eq!(env_of(&command, "EXTRA"), Some(Some(OsStr::new("1"))));
    assert_eq!(
        env_of(&command, "MOCK_API_KEY"),
        Some(Some(OsStr::new("again")))
    );
    assert_eq!(command.get_current_dir(), Some(test.path().as_path()));
}

#[test]
fn files_are_written_and_read_in_the_work_dir() {
    let test = Test::new()
        .write("src/lib.rs", "fn main() {}\n")
        .current_dir("src");
    assert_eq!(test.read("src/lib.rs"), "fn main() {}\n");
    assert_eq!(
        test.command().get_current_dir(),
        Some(test.path().join("src").as_path())
    );
}

/// A test whose "ama" is `sh -c script`.
fn shell(script: &str) -> Test {
    let mut test = Test::new();
    test.program = "sh".into();
    test.args(&["-c", script])
}

#[test]
fn run_feeds_stdin_and_collects_the_outcome() {
    let output = shell("cat; printf warn >&2; exit 3").stdin("hello\n").run();
    output.status(3).stdout("hello\n").stderr_contains("warn");
    assert_eq!(output.signal, None);
    let output = shell("kill -INT $$").run();
    assert_eq!((output.status, output.signal), (None, Some(2)));
}

#[test]
fn ama_sees_no_inherited_keys() {
    let output = shell("env").env("KEPT", "yes").run();
    let leaked: Vec<&str> = output
        .stdout
        .lines()
        .filter(|l| {
            l.starts_with("AMA_") || l.contains("_API_KEY=") || l.to_lowercase().contains("_proxy=")
        })
        .filter(|l| !l.starts_with("AMA_CONFIG_DIR=") && !l.starts_with("AMA_DATA_DIR="))
        .collect();
    assert!(leaked.is_empty(), "leaked into ama: {leaked:?}");
    output.stdout_contains("KEPT=yes");
}

#[test]
#[should_panic(expected = "did not finish within 200ms\n--- stdout ---\nstarted")]
fn a_run_past_its_deadline_fails_with_its_output() {
    shell("echo started; sleep 5")
        .timeout(std::time::Duration::from_millis(200))
        .run();
}

#[test]
fn spawn_and_finish_for_signal_tests() {
    let test =
        shell("trap 'echo interrupted; exit 130' INT; echo ready; while :; do sleep 0.01; done");
    let mut child = test.spawn();
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stdout.as_mut().unwrap()),
        &mut line,
    )
    .unwrap();
    assert_eq!(line, "ready\n");
    super::send_signal(&child, nix::sys::signal::Signal::SIGINT);
    test.finish(child)
        .status(130)
        .stdout_contains("interrupted");
}

#[test]
#[should_panic(expected = "--- stderr ---\nboom")]
fn failed_assertions_show_the_run() {
    let output = Output::new(
        std::os::unix::process::ExitStatusExt::from_raw(1 << 8),
        b"out\n".to_vec(),
        b"boom".to_vec(),
    );
    output
        .status(1)
        .stdout("out\n")
        .stderr_contains("boom")
        .status(0);
}

#[test]
fn json_lines_skip_blank_lines() {
    let output = Output::new(
        std::os::unix::process::ExitStatusExt::from_raw(0),
        b"{\"a\":1}\n\n[2]\n".to_vec(),
        Vec::new(),
    );
    assert_eq!(output.json_lines(), [json!({"a": 1}), json!([2])]);
}
