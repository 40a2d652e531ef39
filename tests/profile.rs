//! `--profile`: precedence (flags > profile > user config), unknown keys, broken files, a `host` that cannot start.

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

const API: &str = "anthropic-messages";

fn with_profile(t: Test, text: &str) -> Test {
    let t = t.write("p.json", text);
    let path = t.path().join("p.json");
    t.arg("--profile").arg(path)
}

#[test]
fn the_command_line_wins_over_the_profile_which_wins_over_the_config() {
    // The config says mock/mock-model; the profile names a model that does not exist.
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = with_profile(
        Test::new().mock(&mock, API),
        r#"{"model": "mock/nope", "quietStartup": true}"#,
    )
    .args(&["-p", "hi"]);
    t.run().status(4).stderr_contains("nope");
    let t = with_profile(Test::new().mock(&mock, API), r#"{"model": "mock/nope"}"#).args(&[
        "-p",
        "--model",
        "mock/mock-model",
        "hi",
    ]);
    t.run().status(0).stdout("ok\n");
}

#[test]
fn profile_permission_mode_and_tools() {
    // The profile's plan mode denies the write; --permission-mode on the command line wins.
    let run = |flags: &[&str]| {
        let mock = MockServer::start(vec![
            Turn::new().tool_call("c1", "bash", serde_json::json!({"command": "touch x"})),
            Turn::text("done"),
        ]);
        let mut t = with_profile(
            Test::new().mock(&mock, API),
            r#"{"permissionMode": "plan", "tools": {"disable": ["write"]}}"#,
        );
        t = t.args(flags).args(&["-p", "go"]);
        t.run().status(0);
        let tools = mock.model_requests()[0].body["tools"].to_string();
        (t.path().join("x").exists(), tools)
    };
    let (made, tools) = run(&[]);
    assert!(!made, "plan mode from the profile");
    assert!(
        !tools.contains("\"write\""),
        "write disabled by the profile: {tools}"
    );
    assert!(tools.contains("\"bash\""));
    let (made, _) = run(&["--permission-mode", "full-auto"]);
    assert!(made, "the flag wins over the profile");
}

#[test]
fn unknown_keys_warn_broken_profiles_exit_3_and_a_missing_host_is_exit_6() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    with_profile(Test::new().mock(&mock, API), r#"{"colour": "red"}"#)
        .args(&["-p", "hi"])
        .run()
        .status(0)
        .stderr_contains("key \"colour\" is not known and is ignored");
    with_profile(Test::new().mock(&mock, API), "{not json")
        .args(&["-p", "hi"])
        .run()
        .status(3)
        .stderr_contains("the profile is not valid JSON");
    with_profile(Test::new().mock(&mock, API), r#"{"host": "./host.py"}"#)
        .args(&["-p", "hi"])
        .run()
        .status(6)
        .stderr_contains("/./host.py` failed during setup: it exited before answering `init`");
}

#[test]
fn profile_instructions_reach_the_system_prompt() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    let t = Test::new()
        .mock(&mock, API)
        .write("rules.md", "Always answer in French.\n");
    let rules = t.path().join("rules.md").display().to_string();
    let t = with_profile(
        t,
        &serde_json::json!({"instructions": [rules, "Never touch vendor/."]}).to_string(),
    )
    .args(&["-p", "hi"]);
    t.run().status(0);
    let system = mock.model_requests()[0].body["system"].to_string();
    assert!(
        system.contains(
            "Instructions from the profile:\\n\\nAlways answer in French.\\n\\nNever touch vendor/."
        ),
        "{system}"
    );
}
